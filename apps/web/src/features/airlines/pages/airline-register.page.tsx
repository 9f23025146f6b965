import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  AIRLINE_CODE_HINT,
  AIRLINE_REGISTERED,
  airlineRegistrationSchema,
  type AirlineRegistration,
} from '@saath/shared/airlines';
import { PASSWORDS_DO_NOT_MATCH } from '@saath/shared/password';
import { t } from '../../../lib/i18n.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useRevealWhen } from '../../../lib/reveal.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
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
// Examples in the fields, the same in every language: an address's scheme and an IATA code.
const URL_EXAMPLE = 'https://';
const AIRLINE_CODE_EXAMPLE = 'AI';

// In the order the fields appear: the first invalid one is the one focused.
const EMPTY: FormState = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
  company_name: '',
  airline_code: '',
  company_email: '',
  headquarters: '',
  website: '',
  api_endpoint: '',
  logo_url: '',
  description: '',
};

/** Airline registration payload. */
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

/** The /airline/register page and its form's rules. */
export default function AirlineRegisterPage() {
  const navigate = useNavigate();
  const register = useRegisterAirline();
  const [done, setDone] = useState(false);
  // On a phone the form is long and the confirmation sits above it: brought into view, focused.
  const doneRef = useRevealWhen<HTMLDivElement>(done);
  // The shared schema: the form and the API refuse with the same words.
  const form = useSchemaForm({
    initial: EMPTY,
    idPrefix: 'airline',
    schema: airlineRegistrationSchema,
    toInput: toPayload,
    // The payload calls the company email `email`: not the user's.
    aliases: { 'company_data.email': 'company_email' },
    check: (values) =>
      values.confirm_password !== values.password
        ? [{ loc: ['confirm_password'], message: t(PASSWORDS_DO_NOT_MATCH) }]
        : [],
  });

  // 'Registration successful! Please log in.' then /login after 2 s.
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(PATHS.login), AFTER_REGISTRATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.submit((_, values) =>
    register.mutateAsync(toPayload(values), {
      onSuccess: () => setDone(true),
      onError: (error) => form.showFailure(error, t(AIRLINE_REGISTRATION_FAILED)),
    }),
  );

  const field = (name: keyof FormState) => ({
    ...form.field(name),
    disabled: register.isPending || done,
  });

  return (
    <Container className="py-4 py-lg-5">
      <title>{`${t('Airline Partner Registration')} · Saath`}</title>
      <Card className="shadow-sm mx-auto airline-register-card">
        <Card.Body className="p-4 p-lg-5">
          <h1 className="h2 mb-2">{t('Airline Partner Registration')}</h1>
          <p className="text-body-secondary mb-4">
            {t(
              'Register your airline to receive requests for quotes from groups of travellers and bid a price per ticket. The lowest bid wins the group.',
            )}
          </p>
          <div aria-live="polite">
            {done && (
              <Alert variant="success" role="status" ref={doneRef} tabIndex={-1}>
                {t(AIRLINE_REGISTERED)}
              </Alert>
            )}
          </div>
          <ErrorSummary {...form.summary()} />
          <Form noValidate onSubmit={onSubmit} aria-label={t('Airline partner registration')}>
            <>
              <fieldset className="mb-3">
                <legend className="h5">{t('Your details')}</legend>
                <TextField {...field('name')} label={t('Full name')} autoComplete="name" required />
                <Row>
                  <Col md={6}>
                    <TextField
                      {...field('email')}
                      label={t('Email address')}
                      type="email"
                      inputMode="email"
                      autoComplete="email"
                      required
                    />
                  </Col>
                  <Col md={6}>
                    <TextField
                      {...field('phone')}
                      label={t('Phone number')}
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
                      label={t('Password')}
                      type="password"
                      autoComplete="new-password"
                      hint={t(
                        'At least 8 characters with upper and lower case letters, a number and a special character.',
                      )}
                      required
                    />
                  </Col>
                  <Col md={6}>
                    <TextField
                      {...field('confirm_password')}
                      label={t('Confirm password')}
                      type="password"
                      autoComplete="new-password"
                      required
                    />
                  </Col>
                </Row>
              </fieldset>

              <fieldset className="mb-3">
                <legend className="h5">{t('Company details')}</legend>
                <Row>
                  <Col md={8}>
                    <TextField
                      {...field('company_name')}
                      label={t('Company name')}
                      autoComplete="organization"
                      required
                    />
                  </Col>
                  <Col md={4}>
                    <TextField
                      {...field('airline_code')}
                      label={t('Airline code')}
                      maxLength={3}
                      hint={t(AIRLINE_CODE_HINT)}
                      placeholder={AIRLINE_CODE_EXAMPLE}
                      required
                    />
                  </Col>
                </Row>
                <Row>
                  <Col md={6}>
                    <TextField
                      {...field('company_email')}
                      label={t('Company email')}
                      type="email"
                      inputMode="email"
                      required
                    />
                  </Col>
                  <Col md={6}>
                    <TextField {...field('headquarters')} label={t('Headquarters')} />
                  </Col>
                </Row>
                <Row>
                  <Col md={6}>
                    <TextField
                      {...field('website')}
                      label={t('Website')}
                      type="url"
                      placeholder={URL_EXAMPLE}
                    />
                  </Col>
                  <Col md={6}>
                    <TextField
                      {...field('api_endpoint')}
                      label={t('API endpoint URL')}
                      type="url"
                      placeholder={URL_EXAMPLE}
                    />
                  </Col>
                </Row>
                <TextField
                  {...field('logo_url')}
                  label={t('Logo URL')}
                  type="url"
                  placeholder={URL_EXAMPLE}
                />
                <TextField {...field('description')} label={t('Description')} rows={3} />
              </fieldset>

              <div className="d-flex flex-wrap align-items-center gap-3">
                <SubmitButton
                  size="lg"
                  pending={register.isPending}
                  pendingLabel={t('Registering...')}
                  disabled={done}
                >
                  {t('Register as Airline Partner')}
                </SubmitButton>
                <Link to={PATHS.login}>{t('Already have an account? Log in')}</Link>
              </div>
            </>
          </Form>
        </Card.Body>
      </Card>
    </Container>
  );
}
