import { passwordProblems } from '@saath/shared/password';
import { TextField } from '../../../components/ui/form-fields.tsx';

// Every rule fails for the empty string, so this is the full rule list in its fixed order
// without copying the texts.
const ALL_RULES = passwordProblems('');

/** Live hint under a new-password field: which rules are met so far. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const failing = new Set(passwordProblems(password));
  return (
    <ul id={id} className="password-checklist list-unstyled small mb-3">
      {ALL_RULES.map((rule) => {
        const met = !failing.has(rule);
        return (
          <li key={rule} className={met ? 'is-met' : undefined}>
            <span aria-hidden="true" className="password-checklist__icon">
              {met ? '✓' : '•'}
            </span>
            {rule}
            <span className="visually-hidden">{met ? ' (met)' : ' (not met yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

type PasswordFieldProps = {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/** A new password, its live checklist and its confirmation (register, reset, change). */
export function NewPasswordFields({
  password,
  confirm,
  label = 'New password',
  confirmLabel = 'Confirm new password',
}: {
  password: PasswordFieldProps;
  confirm: PasswordFieldProps;
  label?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <TextField {...password} label={label} type="password" autoComplete="new-password" required />
      <PasswordChecklist id={`${password.id}-rules`} password={password.value} />
      <TextField
        {...confirm}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
