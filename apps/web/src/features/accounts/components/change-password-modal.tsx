import {
  CHANGE_PASSWORD_BOTH_REQUIRED,
  NEW_PASSWORDS_DO_NOT_MATCH,
  changePasswordBodySchema,
} from '@saath/shared/accounts';
import {
  PASSWORD_MIN_LENGTH,
  passwordProblems,
  passwordRequirementsMessage,
} from '@saath/shared/password';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { FormModal } from '../../../components/ui/form-modal.tsx';
import { useSchemaForm, type FieldIssue, type FormSchema } from '../../../lib/forms.ts';
import { errorText } from '../../../lib/error-text.ts';
import { t } from '../../../lib/i18n.tsx';
import { CHANGE_PASSWORD_FAILED, NEW_PASSWORD_TOO_SHORT } from '../account-messages.ts';
import { useChangePassword } from '../api/profile.api.ts';
import { NewPasswordFields } from './account-fields.tsx';

type ChangePasswordModalProps = {
  show: boolean;
  onHide: () => void;
  /** The page shows the success message for 3 s. */
  onChanged: () => void;
};

type Values = { current_password: string; new_password: string; confirm: string };

/** Change password: the first failing check, in a fixed order, at its field. */
export function firstPasswordProblem(values: Values): FieldIssue | null {
  const { current_password: current, new_password: next, confirm } = values;
  if (!current || !next)
    return {
      loc: [current ? 'new_password' : 'current_password'],
      message: CHANGE_PASSWORD_BOTH_REQUIRED,
    };
  if (next !== confirm) return { loc: ['confirm'], message: NEW_PASSWORDS_DO_NOT_MATCH };
  if (next.length < PASSWORD_MIN_LENGTH)
    return { loc: ['new_password'], message: t(NEW_PASSWORD_TOO_SHORT) };
  const problems = passwordProblems(next);
  return problems.length
    ? { loc: ['new_password'], message: passwordRequirementsMessage(problems) }
    : null;
}

// One problem at a time (a fixed order), then the request's shared schema.
const changePasswordRule: FormSchema<{ current_password: string; new_password: string }> = {
  safeParse: (values) => {
    const problem = firstPasswordProblem(values as Values);
    return problem
      ? { success: false, error: { issues: [{ path: problem.loc, message: problem.message }] } }
      : changePasswordBodySchema.safeParse(values);
  },
};

const EMPTY: Values = { current_password: '', new_password: '', confirm: '' };

export function ChangePasswordModal({ show, onHide, onChanged }: ChangePasswordModalProps) {
  const change = useChangePassword();
  const form = useSchemaForm({ initial: EMPTY, idPrefix: 'change', schema: changePasswordRule });

  const resetForm = () => {
    form.setValues(EMPTY);
    form.clearErrors();
    change.reset();
  };

  const onSubmit = form.submit((body) =>
    change.mutateAsync(body, {
      onSuccess: () => {
        onChanged();
        onHide();
      },
    }),
  );

  return (
    <FormModal
      show={show}
      title={t('Change password')}
      submitLabel={t('Change password')}
      pendingLabel={t('Changing…')}
      cancelLabel={t('Cancel')}
      pending={change.isPending}
      error={change.isError ? errorText(change.error, t(CHANGE_PASSWORD_FAILED)) : null}
      onSubmit={onSubmit}
      onHide={onHide}
      onExited={resetForm}
    >
      <TextField
        {...form.field('current_password')}
        label={t('Current password')}
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields password={form.field('new_password')} confirm={form.field('confirm')} />
      <p className="small text-body-secondary mb-0">
        {t('Changing your password signs you out on your other devices.')}
      </p>
    </FormModal>
  );
}
