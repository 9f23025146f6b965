import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import type { CurrentUser } from '@saath/shared/accounts';
import {
  PROFILE_REQUIRED_FIELDS_MESSAGE,
  profileUpdateSchema,
  type ProfileUpdate,
} from '@saath/shared/profile';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { PROFILE_UPDATE_FAILED } from '../account-messages.ts';
import { useUpdateProfile } from '../api/profile.api.ts';
import {
  ALL_PROFILE_FIELDS,
  PROFILE_SECTIONS,
  initialInputValue,
  selectOptions,
  type ProfileField,
  type ProfileFieldName,
} from './profile-fields.ts';

type Values = Record<ProfileFieldName, string>;
type FieldErrors = Partial<Record<ProfileFieldName, string>>;

function initialValues(user: CurrentUser): Values {
  return Object.fromEntries(
    ALL_PROFILE_FIELDS.map((field) => [field.name, initialInputValue(field, user[field.name])]),
  ) as Values;
}

const FIELD_NAMES = new Set<string>(ALL_PROFILE_FIELDS.map((field) => field.name));

/** spec §5 "Contact form" mapping, reused here: a 422 item belongs to the last part of its loc. */
function fieldErrorsFrom(
  issues: ReadonlyArray<{ path?: unknown; loc?: unknown; msg?: unknown; message?: unknown }>,
) {
  const errors: FieldErrors = {};
  const general: string[] = [];
  for (const issue of issues) {
    const location = (issue.loc ?? issue.path) as unknown[] | undefined;
    const last = location?.[location.length - 1];
    const text = String(issue.msg ?? issue.message ?? '');
    if (typeof last === 'string' && FIELD_NAMES.has(last)) {
      errors[last as ProfileFieldName] ??= text;
    } else if (text) {
      general.push(text);
    }
  }
  return { errors, general };
}

type ProfileEditFormProps = {
  user: CurrentUser;
  onSaved: () => void;
  onCancel: () => void;
};

export function ProfileEditForm({ user, onSaved, onCancel }: ProfileEditFormProps) {
  const update = useUpdateProfile();
  const [values, setValues] = useState<Values>(() => initialValues(user));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (name: ProfileFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // An edited field's old error no longer describes it.
    setFieldErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // spec §5 "Profile save": the three required fields first, with the spec's one message.
    if (!values.first_name.trim() || !values.last_name.trim() || !values.email.trim()) {
      setFormError(PROFILE_REQUIRED_FIELDS_MESSAGE);
      setFieldErrors({});
      return;
    }
    // The shared schema checks formats (phone, PIN, dates) with the API's own words.
    const body = values as ProfileUpdate;
    const parsed = profileUpdateSchema.safeParse(body);
    if (!parsed.success) {
      const { errors, general } = fieldErrorsFrom(parsed.error.issues);
      setFieldErrors(errors);
      setFormError(general.length ? general.join(', ') : null);
      return;
    }
    setFieldErrors({});
    setFormError(null);
    update.mutate(body, {
      onSuccess: onSaved,
      onError: (error) => {
        const detail =
          error instanceof ApiError && error.body && typeof error.body === 'object'
            ? (error.body as { detail?: unknown }).detail
            : undefined;
        if (error instanceof ApiError && error.status === 422 && Array.isArray(detail)) {
          const { errors, general } = fieldErrorsFrom(detail);
          setFieldErrors(errors);
          setFormError(general.length ? general.join(', ') : null);
          if (Object.keys(errors).length || general.length) return;
        }
        // spec §8: detail, message or the fallback.
        setFormError(errorText(error, PROFILE_UPDATE_FAILED));
      },
    });
  };

  const renderField = (field: ProfileField) => {
    const common = {
      id: `profile-${field.name}`,
      label: field.label,
      value: values[field.name],
      onChange: set(field.name),
      error: fieldErrors[field.name],
      hint: field.hint,
      required: field.required,
    };
    if (field.kind === 'select') {
      return (
        <SelectField
          {...common}
          options={selectOptions(field)}
          emptyLabel={field.optionalSelect ? 'Not set' : undefined}
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
    <Form noValidate onSubmit={onSubmit} aria-label="Edit profile">
      {formError && (
        <Alert variant="danger" role="alert">
          {formError}
        </Alert>
      )}
      {PROFILE_SECTIONS.map((section) => (
        <fieldset key={section.id} className="profile-edit-section">
          <legend className="h5">{section.title}</legend>
          <Row>
            {section.fields.map((field) => (
              <Col md={6} lg={4} key={field.name}>
                {renderField(field)}
              </Col>
            ))}
          </Row>
        </fieldset>
      ))}
      <p className="small text-body-secondary">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="d-flex flex-wrap gap-2 justify-content-end profile-edit-actions">
        <Button variant="outline-secondary" onClick={onCancel} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? (
            <>
              <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
              Saving…
            </>
          ) : (
            'Save changes'
          )}
        </Button>
      </div>
    </Form>
  );
}
