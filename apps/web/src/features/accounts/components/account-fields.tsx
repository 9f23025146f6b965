import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import { passwordProblems } from '@saath/shared/password';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { t } from '../../../lib/i18n.tsx';

// The fields of every form that makes a password account or sets a password (registration, the
// first admin's setup link, reset, change), in one module: the pages share one chunk for them,
// and each extra shared chunk adds its name to the preload map in the landing's first load,
// which is at its budget (ADR 0031).

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
            <span className="visually-hidden">{met ? t(' (met)') : t(' (not met yet)')}</span>
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
  label = t('New password'),
  confirmLabel = t('Confirm new password'),
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

/** What `useSchemaForm().field(name)` hands a field. */
type Bound = { id: string; value: string; error?: string; onChange: (value: string) => void };

/**
 * The name and email of a new password account, as every form that makes one asks for them
 * (registration, the first admin's setup link): the same labels, autocomplete and order.
 */
export function NameAndEmailFields({
  firstName,
  lastName,
  email,
}: {
  firstName: Bound;
  lastName: Bound;
  email: Bound;
}) {
  return (
    <>
      <Row>
        <Col sm={6}>
          <TextField {...firstName} label={t('First name')} autoComplete="given-name" required />
        </Col>
        <Col sm={6}>
          <TextField {...lastName} label={t('Last name')} autoComplete="family-name" required />
        </Col>
      </Row>
      <TextField
        {...email}
        label={t('Email address')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
    </>
  );
}
