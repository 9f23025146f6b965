import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { t } from '../../lib/i18n.tsx';
import { cityLabel } from '@saath/shared/travel';

type BaseFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Marks the field as required for people and assistive tech; the form still validates. */
  required?: boolean;
  disabled?: boolean;
};

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <Form.Label>
      {label}
      {required && (
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      )}
    </Form.Label>
  );
}

function FieldFooter({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </>
  );
}

type TextFieldProps = BaseFieldProps & {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  maxLength?: number;
  placeholder?: string;
  min?: string;
  max?: string;
  step?: string;
  autoFocus?: boolean;
  /** Renders a multi-line textarea of this many rows instead of an input. */
  rows?: number;
};

export function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, error, hint, required, disabled, type = 'text' } = props;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <FieldLabel label={label} required={required} />
      <Form.Control
        {...(props.rows ? { as: 'textarea' as const, rows: props.rows } : { type })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        disabled={disabled}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        min={props.min}
        max={props.max}
        step={props.step}
        autoFocus={props.autoFocus}
      />
      <FieldFooter id={id} error={error} hint={hint} />
    </Form.Group>
  );
}

export type SelectOption = { value: string; label: string };

type SelectFieldProps = BaseFieldProps & {
  options: readonly SelectOption[];
  /** Adds a first option with value '' (for fields that may stay empty). */
  emptyLabel?: string;
};

export function SelectField(props: SelectFieldProps) {
  const { id, label, value, onChange, error, hint, required, disabled, options } = props;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <FieldLabel label={label} required={required} />
      <Form.Select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        disabled={disabled}
      >
        {props.emptyLabel !== undefined && <option value="">{props.emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <FieldFooter id={id} error={error} hint={hint} />
    </Form.Group>
  );
}

// ---- A route's From and To (a section of its own file would be a chunk of its own) -------------

type RouteFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

type RouteSelectsProps = {
  from: RouteFieldProps;
  to: RouteFieldProps;
  /** The cities, as the API's meta or the shared list names them. */
  cities: ReadonlyArray<{ code: string; name: string }>;
  /** The To options are the allowed destinations of the chosen From city. */
  destinations: readonly string[];
};

/**
 * Search form: the From and To selects of a route, each in a column (the group search
 * and the route alerts' form). Choosing From clears To: the caller's onChange does it.
 */
export function RouteSelects({ from, to, cities, destinations }: RouteSelectsProps) {
  const cityName = new Map(cities.map((c) => [c.code, c.name]));
  // The API's meta names cities in English (its contract): a city the shared list knows is shown
  // in the page's language, 'नई दिल्ली (DEL)'; one only the API knows, as the API names it.
  const cityOption = (code: string) => {
    const known = cityLabel(code, t);
    return {
      value: code,
      label: known !== code ? known : `${cityName.get(code) ?? code} (${code})`,
    };
  };
  return (
    <>
      <div className="col-md-6 col-lg-3">
        <SelectField
          {...from}
          label={t('From')}
          options={cities.map((c) => cityOption(c.code))}
          emptyLabel={t('Select departure city')}
          required
        />
      </div>
      <div className="col-md-6 col-lg-3">
        <SelectField
          {...to}
          label={t('To')}
          options={destinations.map(cityOption)}
          emptyLabel={from.value ? t('Select destination') : t('Choose From first')}
          disabled={!from.value}
          required
        />
      </div>
    </>
  );
}
