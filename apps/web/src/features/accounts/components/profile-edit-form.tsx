import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { CurrentUser } from '@saath/shared/accounts';
import {
  PROFILE_REQUIRED_FIELDS_MESSAGE,
  profileUpdateSchema,
  type ProfileUpdate,
} from '@saath/shared/profile';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { PROFILE_UPDATE_FAILED } from '../account-messages.ts';
import { useUpdateProfile } from '../api/profile.api.ts';
import { GstInvoiceMissing } from './profile-details-accordion.tsx';
import {
  ALL_PROFILE_FIELDS,
  PROFILE_SECTIONS,
  initialInputValue,
  isFieldShown,
  selectOptions,
  type ProfileField,
  type ProfileFieldName,
} from './profile-fields.ts';

type Values = Record<ProfileFieldName, string>;

function initialValues(user: CurrentUser): Values {
  return Object.fromEntries(
    ALL_PROFILE_FIELDS.map((field) => [field.name, initialInputValue(field, user[field.name])]),
  ) as Values;
}

type ProfileEditFormProps = {
  user: CurrentUser;
  onSaved: (user: CurrentUser) => void;
  onCancel: () => void;
};

export function ProfileEditForm({ user, onSaved, onCancel }: ProfileEditFormProps) {
  const update = useUpdateProfile();
  const form = useSchemaForm({
    initial: () => initialValues(user),
    idPrefix: 'profile',
    // The shared schema checks required fields and formats (phone, PIN, dates) with the API's
    // own words; "Profile save" adds its one sentence for the three required fields.
    schema: profileUpdateSchema,
    check: (values) =>
      !values.first_name.trim() || !values.last_name.trim() || !values.email.trim()
        ? [{ loc: [], message: PROFILE_REQUIRED_FIELDS_MESSAGE }]
        : [],
  });

  // The values go out as typed; the API normalises them with the same schema.
  const onSubmit = form.submit((_, values) =>
    update.mutateAsync(values as ProfileUpdate, {
      onSuccess: (saved) => onSaved(saved),
      onError: (error) => form.showFailure(error, t(PROFILE_UPDATE_FAILED)),
    }),
  );

  const renderField = (field: ProfileField) => {
    const common = {
      ...form.field(field.name),
      label: t(field.label),
      hint: field.hint && t(field.hint),
      required: field.required,
    };
    if (field.kind === 'select') {
      return (
        <SelectField
          {...common}
          options={selectOptions(field)}
          emptyLabel={field.optionalSelect ? t('Not set') : undefined}
        />
      );
    }
    return (
      <TextField
        {...common}
        type={field.kind}
        autoComplete={field.autoComplete}
        inputMode={field.kind === 'tel' ? 'tel' : field.kind === 'email' ? 'email' : undefined}
        max={field.kind === 'date' ? new Date().toISOString().slice(0, 10) : undefined}
      />
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('Edit profile')}>
      <ErrorSummary {...form.summary()} />
      {PROFILE_SECTIONS.map((section) => (
        <fieldset key={section.id} className="profile-edit-section">
          <legend className="h5">{t(section.title)}</legend>
          <Row>
            {section.fields
              .filter((field) => isFieldShown(field, form.values))
              .map((field) => (
                <Col md={6} lg={4} key={field.name}>
                  {renderField(field)}
                </Col>
              ))}
          </Row>
          {section.fields.some((field) => field.gstInvoiceOnly) && (
            <GstInvoiceMissing values={form.values} />
          )}
        </fieldset>
      ))}
      <p className="small text-body-secondary">
        {tx('Fields marked <0>*</0><1>with an asterisk</1> are required.', [
          <span aria-hidden="true" />,
          <span className="visually-hidden" />,
        ])}
      </p>
      <div className="d-flex flex-wrap gap-2 justify-content-end profile-edit-actions">
        <Button variant="outline-secondary" onClick={onCancel} disabled={update.isPending}>
          {t('Cancel')}
        </Button>
        <SubmitButton pending={update.isPending} pendingLabel={t('Saving…')}>
          {t('Save changes')}
        </SubmitButton>
      </div>
    </Form>
  );
}
