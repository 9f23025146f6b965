import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { registerBodySchema } from '@saath/shared/accounts';
import { PASSWORDS_DO_NOT_MATCH } from '@saath/shared/password';
import { LOGGED_IN_HOME, PATHS } from '../../../app/paths.ts';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { IssueList } from '../../../components/ui/issue-list.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import {
  FIX_THE_FOLLOWING,
  REGISTRATION_DONE_PLEASE_LOGIN,
  REGISTRATION_FAILED,
} from '../account-messages.ts';
import { useLogin, useRegister } from '../api/session.api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GoogleSignInSection } from '../components/google-sign-in-section.tsx';
import { PasswordChecklist } from '../components/password-checklist.tsx';

// spec §9: redirect 2 s after a success message.
const REDIRECT_DELAY_MS = 2000;

type RegisterForm = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  confirm: string;
};

const EMPTY: RegisterForm = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  confirm: '',
};

/** 422 items become one bullet each; any other failure is a single line (spec §8). */
function serverIssues(error: unknown): string[] {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const detail = (error.body as { detail?: unknown }).detail;
    if (Array.isArray(detail)) {
      const msgs = detail
        .map((item) => (item && typeof item === 'object' && 'msg' in item ? String(item.msg) : ''))
        .filter(Boolean);
      if (msgs.length) return msgs;
    }
  }
  return [errorText(error, REGISTRATION_FAILED)];
}

export default function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const login = useLogin();
  const [form, setForm] = useState<RegisterForm>(EMPTY);
  const [issues, setIssues] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const set = (field: keyof RegisterForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const busy = register.isPending || login.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { confirm, ...body } = form;
    // The shared schema lists required fields and each failing password rule (spec §5).
    const parsed = registerBodySchema.safeParse(body);
    const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    if (confirm !== form.password) problems.push(PASSWORDS_DO_NOT_MATCH);
    const unique = [...new Set(problems)];
    setIssues(unique);
    if (unique.length) return;

    register.mutate(
      { ...body, phone: body.phone.trim() || undefined },
      {
        onError: (error) => setIssues(serverIssues(error)),
        onSuccess: () =>
          // The account exists: sign in with the same credentials and go home.
          login.mutate(
            { email: body.email, password: body.password },
            {
              onSuccess: () => navigate(LOGGED_IN_HOME, { replace: true }),
              onError: () => {
                setNotice(REGISTRATION_DONE_PLEASE_LOGIN);
                window.setTimeout(() => navigate(PATHS.login), REDIRECT_DELAY_MS);
              },
            },
          ),
      },
    );
  };

  return (
    <AuthCard
      wide
      title="Create your account"
      documentTitle="Create account"
      subtitle="Join Saath to travel together on your route and date, and pay less."
    >
      <GoogleSignInSection />
      {notice && (
        <Alert variant="success" role="status">
          {notice}
        </Alert>
      )}
      <IssueList heading={FIX_THE_FOLLOWING} issues={issues} />
      <Form noValidate onSubmit={onSubmit} aria-label="Create an account with email">
        <Row>
          <Col sm={6}>
            <TextField
              id="register-first-name"
              label="First name"
              autoComplete="given-name"
              value={form.first_name}
              onChange={set('first_name')}
              required
            />
          </Col>
          <Col sm={6}>
            <TextField
              id="register-last-name"
              label="Last name"
              autoComplete="family-name"
              value={form.last_name}
              onChange={set('last_name')}
              required
            />
          </Col>
        </Row>
        <TextField
          id="register-email"
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          required
        />
        <TextField
          id="register-phone"
          label="Mobile number (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          value={form.phone}
          onChange={set('phone')}
        />
        <TextField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          required
        />
        <PasswordChecklist id="register-password-rules" password={form.password} />
        <TextField
          id="register-confirm"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
          required
        />
        <Button type="submit" className="w-100" size="lg" disabled={busy}>
          {busy ? (
            <>
              <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
              Creating your account…
            </>
          ) : (
            'Create account'
          )}
        </Button>
      </Form>
      <p className="text-center mt-4 mb-0">
        Already a member? <Link to={PATHS.login}>Log in</Link>
      </p>
    </AuthCard>
  );
}
