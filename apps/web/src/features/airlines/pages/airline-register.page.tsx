import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import { HydratedFieldset } from '../../../components/ui/hydrated-fieldset.tsx';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import {
  AIRLINE_CODE_HINT,
  AIRLINE_REGISTERED,
  airlineRegistrationSchema,
  type AirlineRegistration,
} from '@saath/shared/airlines';
import { PASSWORDS_DO_NOT_MATCH } from '@saath/shared/password';
import { PATHS } from '../../../app/paths.ts';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import {
  AFTER_REGISTRATION_REDIRECT_MS,
  AIRLINE_REGISTRATION_FAILED,
} from '../airline-messages.ts';
import { useRegisterAirline } from '../api/airlines.api.ts';

type FormState = {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
  company_name: string;
  company_email: string;
  airline_code: string;
  api_endpoint: string;
  website: string;
  headquarters: string;
  logo_url: string;
  description: string;
};
type Field = keyof FormState;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: FormState = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
  company_name: '',
  company_email: '',
  airline_code: '',
  api_endpoint: '',
  website: '',
  headquarters: '',
  logo_url: '',
  description: '',
};

/** spec §3 "Airline registration payload". */
function toPayload(form: FormState): AirlineRegistration {
  return {
    user_data: {
      name: form.name,
      email: form.email,
      phone: form.phone,
      password: form.password,
    },
    company_data: {
      company_name: form.company_name,
      // The payload calls the company email `email`.
      email: form.company_email,
      airline_code: form.airline_code,
      api_endpoint: form.api_endpoint,
      website: form.website,
      headquarters: form.headquarters,
      logo_url: form.logo_url,
      description: form.description,
    },
  };
}

/**
 * The form field of an error location, by its last element (spec §5 "server 422 errors are
 * mapped per field"); company_data.email is the company email, not the user's.
 */
function fieldOf(loc: readonly PropertyKey[]): Field | null {
  const last = loc[loc.length - 1];
  if (typeof last !== 'string') return null;
  if (last === 'email') return loc.includes('company_data') ? 'company_email' : 'email';
  return last in EMPTY ? (last as Field) : null;
}

function addError(errors: FieldErrors, field: Field, message: string) {
  // Several password rules can fail at once: they read as one sentence.
  errors[field] = errors[field] ? `${errors[field]} ${message}` : message;
}

/** 422 items next to their fields; anything without a field comes back as general text. */
function serverErrors(error: unknown): { fields: FieldErrors; general: string } {
  const fields: FieldErrors = {};
  if (error instanceof ApiError && error.status === 422 && error.body) {
    const detail = (error.body as { detail?: unknown }).detail;
    if (Array.isArray(detail)) {
      const loose: string[] = [];
      for (const item of detail as { loc?: unknown; msg?: unknown }[]) {
        const msg = typeof item?.msg === 'string' ? item.msg : '';
        const field = Array.isArray(item?.loc) ? fieldOf(item.loc as PropertyKey[]) : null;
        if (field && msg) addError(fields, field, msg);
        else if (msg) loose.push(msg);
      }
      return { fields, general: [AIRLINE_REGISTRATION_FAILED, ...loose].join(' ') };
    }
  }
  return { fields, general: errorText(error, AIRLINE_REGISTRATION_FAILED) };
}

/** spec §2 "/airline/register" and §5 "Airline registration". */
export default function AirlineRegisterPage() {
  const navigate = useNavigate();
  const register = useRegisterAirline();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const set = (field: Field) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  // spec §8: 'Registration successful! Please log in.' then /login after 2 s.
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(PATHS.login), AFTER_REGISTRATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const payload = toPayload(form);
    // The shared schema: the form and the API refuse with the same words (spec §5).
    const parsed = airlineRegistrationSchema.safeParse(payload);
    const next: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path);
        if (field) addError(next, field, issue.message);
      }
    }
    if (form.confirm_password !== form.password) {
      next.confirm_password = PASSWORDS_DO_NOT_MATCH;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;

    register.mutate(payload, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        const server = serverErrors(error);
        setErrors(server.fields);
        setGeneral(server.general);
      },
    });
  };

  const field = (name: Field) => ({
    id: `airline-${name.replace(/_/g, '-')}`,
    value: form[name],
    onChange: set(name),
    error: errors[name],
    disabled: register.isPending || done,
  });

  return (
    <Container className="py-4 py-lg-5">
      <title>Airline Partner Registration · Saath</title>
      <Card className="shadow-sm mx-auto airline-register-card">
        <Card.Body className="p-4 p-lg-5">
          <h1 className="h2 mb-2">Airline Partner Registration</h1>
          <p className="text-body-secondary mb-4">
            Register your airline to receive requests for quotes from groups of travellers and bid a
            price per ticket. The lowest bid wins the group.
          </p>
          <div aria-live="polite">
            {done && (
              <Alert variant="success" role="status">
                {AIRLINE_REGISTERED}
              </Alert>
            )}
          </div>
          {general && (
            <Alert variant="danger" role="alert">
              {general}
            </Alert>
          )}
          <Form noValidate onSubmit={onSubmit} aria-label="Airline partner registration">
            <HydratedFieldset>
              <fieldset className="mb-3">
                <legend className="h5">Your details</legend>
                <TextField {...field('name')} label="Full name" autoComplete="name" required />
                <Row>
                  <Col md={6}>
                    <TextField
                      {...field('email')}
                      label="Email address"
                      type="email"
                      inputMode="email"
                      autoComplete="email"
                      required
                    />
                  </Col>
                  <Col md={6}>
                    <TextField
                      {...field('phone')}
                      label="Phone number"
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel"
                      placeholder="98765 43210"
                    />
                  </Col>
                </Row>
                <Row>
                  <Col md={6}>
                    <TextField
                      {...field('password')}
                      label="Password"
                      type="password"
                      autoComplete="new-password"
                      hint="At least 8 characters with upper and lower case letters, a number and a special character."
                      required
                    />
                  </Col>
                  <Col md={6}>
                    <TextField
                      {...field('confirm_password')}
                      label="Confirm password"
                      type="password"
                      autoComplete="new-password"
                      required
                    />
                  </Col>
                </Row>
              </fieldset>

              <fieldset className="mb-3">
                <legend className="h5">Company details</legend>
                <Row>
                  <Col md={8}>
                    <TextField
                      {...field('company_name')}
                      label="Company name"
                      autoComplete="organization"
                      required
                    />
                  </Col>
                  <Col md={4}>
                    <TextField
                      {...field('airline_code')}
                      label="Airline code"
                      maxLength={3}
                      hint={AIRLINE_CODE_HINT}
                      placeholder="AI"
                      required
                    />
                  </Col>
                </Row>
                <Row>
                  <Col md={6}>
                    <TextField
                      {...field('company_email')}
                      label="Company email"
                      type="email"
                      inputMode="email"
                      required
                    />
                  </Col>
                  <Col md={6}>
                    <TextField {...field('headquarters')} label="Headquarters" />
                  </Col>
                </Row>
                <Row>
                  <Col md={6}>
                    <TextField
                      {...field('website')}
                      label="Website"
                      type="url"
                      placeholder="https://"
                    />
                  </Col>
                  <Col md={6}>
                    <TextField
                      {...field('api_endpoint')}
                      label="API endpoint URL"
                      type="url"
                      placeholder="https://"
                    />
                  </Col>
                </Row>
                <TextField
                  {...field('logo_url')}
                  label="Logo URL"
                  type="url"
                  placeholder="https://"
                />
                <Form.Group className="mb-3" controlId="airline-description">
                  <Form.Label>Description</Form.Label>
                  <Form.Control
                    as="textarea"
                    rows={3}
                    value={form.description}
                    onChange={(event) => set('description')(event.target.value)}
                    isInvalid={Boolean(errors.description)}
                    aria-invalid={errors.description ? true : undefined}
                    aria-describedby={errors.description ? 'airline-description-error' : undefined}
                    disabled={register.isPending || done}
                  />
                  {errors.description && (
                    <Form.Control.Feedback type="invalid" id="airline-description-error">
                      {errors.description}
                    </Form.Control.Feedback>
                  )}
                </Form.Group>
              </fieldset>

              <div className="d-flex flex-wrap align-items-center gap-3">
                <Button type="submit" size="lg" disabled={register.isPending || done}>
                  {register.isPending ? (
                    <>
                      <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
                      Registering...
                    </>
                  ) : (
                    'Register as Airline Partner'
                  )}
                </Button>
                <Link to={PATHS.login}>Already have an account? Log in</Link>
              </div>
            </HydratedFieldset>
          </Form>
        </Card.Body>
      </Card>
    </Container>
  );
}
