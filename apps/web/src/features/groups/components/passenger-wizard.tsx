import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { timeSlotLabel } from '@saath/shared/travel';
import { PATHS } from '../../../lib/paths.ts';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { msg } from '@saath/shared/i18n';
import { focusFirstInvalid, useSingleSubmit } from '../../../lib/forms.ts';
import { formatDate, formatLongDate } from '../../../lib/format.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { useSession } from '../../../lib/session.store.ts';
import { useTravelRules } from '../api/meta.api.ts';
import { DISCARD_PASSENGERS_CONFIRM } from '../group-messages.ts';
import {
  clearWizardDraft,
  hasTypedPassengers,
  loadWizardDraft,
  saveWizardDraft,
} from '../wizard-draft-store.ts';
import {
  genderOptions,
  PASSENGER_FIELDS,
  ageOn,
  checkDrafts,
  draftFromProfile,
  genderLabel,
  parsePassengerCount,
  resizeDrafts,
  serverFieldErrors,
  type PassengerDraft,
  type PassengerField,
  type PassengerFieldErrors,
  type PassengerPayload,
} from '../passenger-drafts.ts';

export type TripSummary = {
  from: string;
  to: string;
  travelDate: string;
  timeSlot: string;
  /** Passengers already in the group (join only). */
  passengerCount?: number;
  capacity?: number;
};

export type PassengerWizardProps = {
  /** Which wizard this is: names its kept draft, the same in every language. */
  kind: 'join' | 'create';
  title: string;
  summary: TripSummary;
  submitLabel: string;
  pendingLabel: string;
  /** Shown when the server gives no detail. */
  failureFallback: string;
  /** Passengers typed elsewhere (a create refused with 409 becomes a join): opens on review. */
  initialDrafts?: PassengerDraft[];
  /**
   * Sends the passengers. Resolves when the parent dealt with the answer (success, or an
   * answer it handles itself such as 403/409); rejects to show the error here.
   */
  onSubmit: (passengers: PassengerPayload[]) => Promise<void>;
  onClose: () => void;
};

const STEPS = [msg('Passengers'), msg('Details'), msg('Review')] as const;

const PASSENGER_LABELS = {
  full_name: msg('Full name'),
  gender: msg('Gender'),
  dob: msg('Date of birth'),
  age: msg('Age'),
  phone: msg('Phone'),
  email: msg('Email'),
} as const satisfies Readonly<Record<PassengerField, string>>;

const passengerFieldId = (baseId: string, index: number, name: PassengerField) =>
  `${baseId}-p${index + 1}-${name}`;
type Step = 1 | 2 | 3;

/** Join and create dialogs: count, passengers, review and submit. */
export function PassengerWizard(props: PassengerWizardProps) {
  const { summary, onClose } = props;
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const rules = useTravelRules();
  const { user } = useSession();
  const initial = props.initialDrafts;
  const draftKey = `${user?.id ?? 'guest'}:${props.kind}:${summary.from}-${summary.to}-${summary.travelDate}-${summary.timeSlot}`;
  // Passengers typed earlier for this trip (before a reload, Back or an accidental close) come
  // back on the details step.
  const [saved] = useState(() => (initial?.length ? null : loadWizardDraft(draftKey)));
  const [step, setStep] = useState<Step>(initial?.length ? 3 : saved?.drafts.length ? 2 : 1);
  const [countText, setCountText] = useState(
    initial?.length ? String(initial.length) : (saved?.countText ?? '1'),
  );
  const [drafts, setDrafts] = useState<PassengerDraft[]>(initial ?? saved?.drafts ?? []);
  useEffect(() => {
    if (hasTypedPassengers(drafts)) saveWizardDraft(draftKey, { countText, drafts });
  }, [draftKey, countText, drafts]);
  // Cancel, Escape, the close button or the backdrop: typed passengers are discarded only once
  // the traveller says so.
  const requestClose = () => {
    if (hasTypedPassengers(drafts) && !window.confirm(t(DISCARD_PASSENGERS_CONFIRM))) return;
    clearWizardDraft(draftKey);
    onClose();
  };
  const [fieldErrors, setFieldErrors] = useState<PassengerFieldErrors[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const once = useSingleSubmit();
  const summaryRef = useRef<HTMLDivElement>(null);

  // Bumped whenever a step opens or is sent back with errors: the moments focus moves.
  const [focusRequest, setFocusRequest] = useState(0);
  const showStep = (next: Step) => {
    setStep(next);
    setFocusRequest((n) => n + 1);
  };
  const goTo = (next: Step) => {
    setProblem(null);
    showStep(next);
  };

  // Each step takes the keyboard focus to where it starts (after Enter on step 1 the
  // focus fell to the page body): step 2 its first invalid or first field, step 3 its heading.
  // Step 1's field focuses itself (autoFocus) as it mounts. Typing never moves it.
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = bodyRef.current;
    if (!body || step === 1) return;
    if (step === 2) {
      // The passengers' problems are listed on top: in view first, then the field is focused.
      const target =
        body.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        body.querySelector<HTMLElement>('input, select');
      if (target) focusFirstInvalid(summaryRef.current, [target.id]);
    } else body.querySelector<HTMLElement>('[data-step-start]')?.focus();
    // Only when a step opens or comes back with errors, not on every edit of a field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const updateDraft = (index: number, field: PassengerField, value: string) => {
    setDrafts((current) =>
      current.map((draft, i) => {
        if (i !== index) return draft;
        const next = { ...draft, [field]: value };
        // The age follows the date of birth; it stays editable (the passenger's age field).
        if (field === 'dob') next.age = ageOn(value, rules.today) || draft.age;
        return next;
      }),
    );
    setFieldErrors((current) =>
      current.map((errors, i) => (i === index ? { ...errors, [field]: undefined } : errors)),
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 1) {
      const count = parsePassengerCount(countText, rules.minPassengers, rules.maxPassengers);
      if (typeof count === 'string') {
        setProblem(count);
        return;
      }
      setDrafts((current) =>
        resizeDrafts(current, count, () => draftFromProfile(user, rules.today)),
      );
      setFieldErrors([]);
      goTo(2);
      return;
    }
    const checked = checkDrafts(drafts);
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      setProblem(checked.problem);
      showStep(2);
      return;
    }
    if (step === 2) {
      goTo(3);
      return;
    }
    // Once, however often Submit is clicked before it renders as disabled.
    once(async () => {
      setSubmitting(true);
      setProblem(null);
      try {
        await props.onSubmit(checked.passengers);
        clearWizardDraft(draftKey);
      } catch (error) {
        setProblem(errorText(error, props.failureFallback));
        const fields = serverFieldErrors(error, drafts.length);
        if (fields) {
          setFieldErrors(fields);
          showStep(2);
        }
      } finally {
        setSubmitting(false);
      }
    });
  };

  return (
    <Modal
      show
      onHide={requestClose}
      centered
      size="lg"
      scrollable
      backdrop={submitting ? 'static' : true}
      keyboard={!submitting}
      aria-labelledby={titleId}
    >
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Modal.Header closeButton={!submitting} closeLabel={t('Close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {props.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body ref={bodyRef}>
          <TripSummaryLine summary={summary} />
          <ol className="wizard-steps list-unstyled d-flex gap-3 small mb-3">
            {STEPS.map((label, i) => (
              <li
                key={label}
                aria-current={step === i + 1 ? 'step' : undefined}
                className={step === i + 1 ? 'fw-semibold text-primary' : 'text-body-secondary'}
              >
                {i + 1}. {t(label)}
              </li>
            ))}
          </ol>
          {step === 2 ? (
            <ErrorSummary
              ref={summaryRef}
              items={[
                ...(problem ? [{ message: problem }] : []),
                ...fieldErrors.flatMap((errors, i) =>
                  PASSENGER_FIELDS.flatMap((name) => {
                    const message = errors[name];
                    return message
                      ? [
                          {
                            href: `#${passengerFieldId(baseId, i, name)}`,
                            message: t('Passenger {number}, {field}: {message}', {
                              number: i + 1,
                              field: t(PASSENGER_LABELS[name]),
                              message,
                            }),
                          },
                        ]
                      : [];
                  }),
                ),
              ]}
            />
          ) : (
            problem && (
              <Alert variant="danger" role="alert">
                {problem}
              </Alert>
            )
          )}
          {step === 1 && (
            <TextField
              id={`${baseId}-count`}
              label={t('Number of passengers')}
              type="number"
              inputMode="numeric"
              value={countText}
              onChange={setCountText}
              required
              autoFocus
              hint={
                <>
                  {t('Between {min} and {max} passengers per booking.', {
                    min: rules.minPassengers,
                    max: rules.maxPassengers,
                  })}{' '}
                  {tx(
                    'Travelling with more than {max}? <0>Contact support</0> and we will arrange it.',
                    [<Link to={PATHS.contact} />],
                    { max: rules.maxPassengers },
                  )}
                </>
              }
            />
          )}
          {step === 2 &&
            drafts.map((draft, i) => (
              <PassengerFieldset
                key={i}
                baseId={baseId}
                index={i}
                draft={draft}
                errors={fieldErrors[i] ?? {}}
                maxDate={rules.today}
                prefilled={i === 0 && Boolean(user)}
                onChange={(field, value) => updateDraft(i, field, value)}
              />
            ))}
          {step === 3 && <PassengerReview drafts={drafts} />}
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          {step === 1 ? (
            <Button variant="outline-secondary" onClick={requestClose}>
              {t('Cancel')}
            </Button>
          ) : (
            <Button
              variant="outline-secondary"
              onClick={() => goTo(step === 3 ? 2 : 1)}
              disabled={submitting}
            >
              {t('Back')}
            </Button>
          )}
          <SubmitButton pending={submitting} pendingLabel={props.pendingLabel}>
            {step < 3 ? t('Next') : props.submitLabel}
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

function TripSummaryLine({ summary }: { summary: TripSummary }) {
  return (
    <div className="wizard-trip rounded p-3 mb-3">
      <p className="fw-semibold mb-1">
        <GroupRouteLabel from={summary.from} to={summary.to} />
      </p>
      <p className="mb-0 small">
        {formatLongDate(summary.travelDate)} · {timeSlotLabel(summary.timeSlot)}
        {summary.passengerCount !== undefined && summary.capacity !== undefined && (
          <>
            {' '}
            ·{' '}
            {t('{count} / {capacity} passengers', {
              count: summary.passengerCount,
              capacity: summary.capacity,
            })}
          </>
        )}
      </p>
    </div>
  );
}

type PassengerFieldsetProps = {
  baseId: string;
  index: number;
  draft: PassengerDraft;
  errors: PassengerFieldErrors;
  maxDate: string;
  prefilled: boolean;
  onChange: (field: PassengerField, value: string) => void;
};

function PassengerFieldset(props: PassengerFieldsetProps) {
  const { baseId, index, draft, errors, onChange } = props;
  const field = (name: PassengerField) => ({
    id: passengerFieldId(baseId, index, name),
    value: draft[name],
    onChange: (value: string) => onChange(name, value),
    error: errors[name],
    required: true,
  });
  return (
    <fieldset className="card card-body mb-3">
      <legend className="h6 float-none w-auto mb-2">
        {t('Passenger {number}', { number: index + 1 })}
      </legend>
      {props.prefilled && (
        <p className="small text-body-secondary">
          {t('Filled in from your profile. Change it if someone else travels.')}
        </p>
      )}
      <div className="row gx-3">
        <div className="col-md-6">
          <TextField
            {...field('full_name')}
            label={t(PASSENGER_LABELS.full_name)}
            autoComplete="off"
          />
        </div>
        <div className="col-md-6">
          <SelectField
            {...field('gender')}
            label={t(PASSENGER_LABELS.gender)}
            options={genderOptions()}
            emptyLabel={t('Select gender')}
          />
        </div>
        <div className="col-md-6">
          <TextField
            {...field('dob')}
            label={t(PASSENGER_LABELS.dob)}
            type="date"
            max={props.maxDate}
          />
        </div>
        <div className="col-md-6">
          <TextField
            {...field('age')}
            label={t(PASSENGER_LABELS.age)}
            type="number"
            inputMode="numeric"
            hint={t('Filled in from the date of birth.')}
          />
        </div>
        <div className="col-md-6">
          <TextField
            {...field('phone')}
            label={t(PASSENGER_LABELS.phone)}
            type="tel"
            inputMode="tel"
          />
        </div>
        <div className="col-md-6">
          <TextField
            {...field('email')}
            label={t(PASSENGER_LABELS.email)}
            type="email"
            inputMode="email"
          />
        </div>
      </div>
    </fieldset>
  );
}

function PassengerReview({ drafts }: { drafts: readonly PassengerDraft[] }) {
  return (
    <>
      <p data-step-start tabIndex={-1}>
        {t(
          'Please check {count, plural, one {the passenger} other {the # passengers}}: details cannot be changed once submitted.',
          { count: drafts.length },
        )}
      </p>
      <ol className="list-unstyled mb-0">
        {drafts.map((draft, i) => (
          <li key={i} className="card card-body mb-2">
            <h3 className="h6 text-break">
              {t('Passenger {number}: {name}', { number: i + 1, name: draft.full_name })}
            </h3>
            <dl className="account-facts small mb-0">
              <dt>{t(PASSENGER_LABELS.dob)}</dt>
              <dd>{formatDate(draft.dob)}</dd>
              <dt>{t(PASSENGER_LABELS.age)}</dt>
              <dd>{draft.age}</dd>
              <dt>{t(PASSENGER_LABELS.gender)}</dt>
              <dd>{genderLabel(draft.gender)}</dd>
              <dt>{t(PASSENGER_LABELS.phone)}</dt>
              <dd>{draft.phone}</dd>
              <dt>{t(PASSENGER_LABELS.email)}</dt>
              <dd className="text-break">{draft.email}</dd>
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}
