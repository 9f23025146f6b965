import { passwordProblems } from '@saath/shared/password';

// Every rule fails for the empty string, so this is the full rule list in the spec's order
// without copying the texts (spec §5 "Reset password").
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
