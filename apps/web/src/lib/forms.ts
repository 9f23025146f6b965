import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from './api-client.ts';
import { MESSAGE_SCOPES, type Message } from '@saath/shared/i18n';
import { errorText } from './error-text.ts';
import { t } from './i18n.tsx';
import { serverText } from './server-texts.ts';

// The one way a form of this app validates, shows errors and sends (ADR
// 0015 says why this is a small hook and not react-hook-form). Zod-free on purpose:
// a page that loads its schema late (login) keeps zod out of its first load.

/** A refusal of one value: a zod issue ({path, message}) or a 422 item ({loc, msg}) alike. */
export type FieldIssue = { loc: readonly PropertyKey[]; message: string };

/** What safeParse of a zod 4 schema gives; the forms need no more of zod than this. */
export type FormSchema<Out> = {
  safeParse(value: unknown):
    | { success: true; data: Out }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> };
      };
};

export type FormErrors = {
  /** The problems of each field, keyed by the field's name, in the order they were found. */
  fields: Readonly<Partial<Record<string, readonly string[]>>>;
  /** Problems that name no field of the form, once each. */
  general: readonly string[];
};

export const NO_ERRORS: FormErrors = { fields: {}, general: [] };

const REQUEST_PARTS = new Set(['body', 'query', 'querystring', 'params', 'path']);

/**
 * A problem belongs to the field its location names. The whole path after the request
 * part is tried first (passengers.0.phone), then its last element (["body", "email"] -> email).
 */
export function fieldOf(
  loc: readonly PropertyKey[],
  fields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): string | null {
  const parts = loc.map(String);
  const whole = parts.slice(REQUEST_PARTS.has(parts[0] ?? '') ? 1 : 0).join('.');
  if (fields.includes(whole)) return whole;
  if (aliases[whole]) return aliases[whole];
  const last = parts[parts.length - 1];
  return last !== undefined && fields.includes(last) ? last : null;
}

/** Issues sorted onto the fields (each message once); those of no field are general. */
export function mapIssues(
  issues: readonly FieldIssue[],
  fields: readonly string[],
  aliases?: Readonly<Record<string, string>>,
): FormErrors {
  const mapped: Partial<Record<string, string[]>> = {};
  const general: string[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue.loc, fields, aliases);
    const list = field ? (mapped[field] ??= []) : general;
    if (issue.message && !list.includes(issue.message)) list.push(issue.message);
  }
  return { fields: mapped, general };
}

/** The items of a 422 answer `{"detail":[{loc,msg,type}]}`, or null for any other failure. */
export function serverIssues(error: unknown): FieldIssue[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  if (!Array.isArray(detail)) return null;
  const issues = detail.flatMap((item: { loc?: unknown; msg?: unknown } | null) =>
    item && Array.isArray(item.loc) && typeof item.msg === 'string'
      ? [{ loc: item.loc as PropertyKey[], message: item.msg }]
      : [],
  );
  return issues.length ? issues : null;
}

/** The issues of a failed zod parse, in the same shape as a 422's. */
export function schemaIssues<Out>(schema: FormSchema<Out>, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true as const, data: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({ loc: issue.path, message: issue.message }));
  return { ok: false as const, issues };
}

/**
 * Runs an action once until the promise it returns settles. Set at the first click, before React
 * renders the pending state (two clicks sent two requests, the second answered an
 * error). Actions return the mutation's promise (`mutateAsync`); its rejection is shown by the
 * mutation's own state, so it is caught here.
 */
export function useSingleSubmit() {
  const busy = useRef(false);
  return (action: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    action()
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
      });
  };
}

/**
 * The summary into view, then the first invalid field focused. Instantly: Bootstrap's smooth
 * scrolling would still be under way when focus checks whether the field is in view. The field
 * is scrolled to only if the summary's position left it out of view (a phone, a long form).
 */
export function focusFirstInvalid(summary: HTMLElement | null, invalidIds: readonly string[]) {
  summary?.scrollIntoView?.({ block: 'start', behavior: 'instant' });
  const field = invalidIds.length ? document.getElementById(invalidIds[0]!) : null;
  if (!field) return;
  const { top, bottom } = field.getBoundingClientRect();
  field.focus({ preventScroll: Boolean(summary) && top >= 0 && bottom <= window.innerHeight });
}

/**
 * A problem as the page shows it, in its language. The shared schemas' messages are msg() texts
 * (found in MESSAGE_SCOPES in development and tests; a production bundle has written them in its
 * language already), shown with t(). Anything else came from the API (a 422 item) or is a filled
 * template ('Email is required'): serverText() finds its translation, or leaves it as it is.
 * Translated when shown, not when found, so the errors kept in state stay the English keys.
 */
export function issueText(message: string): string {
  return isMarked(message) ? t(message) : serverText(message);
}

/** A text some module marked with msg() (its scope recorded by the development build). */
const isMarked = (text: string): text is Message => MESSAGE_SCOPES.has(text);

type Values = Record<string, string>;

/**
 * What a text field or select shows. On a prerendered page the visitor may type (or the browser
 * autofill) before React hydrates the form; React keeps that text on screen but not in state.
 */
function shownValue(id: string): string | undefined {
  const element = document.getElementById(id);
  if (element instanceof HTMLInputElement)
    return element.type === 'checkbox' || element.type === 'radio' ? undefined : element.value;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
    return element.value;
  return undefined;
}

type SchemaFormOptions<V extends Values, Out> = {
  initial: V | (() => V);
  /** Field ids are `${idPrefix}-${name}`: where a problem is shown and focus goes. */
  idPrefix: string;
  /** Locations whose last element would name the wrong field (company_data.email). */
  aliases?: Readonly<Record<string, keyof V & string>>;
  /** The shared zod schema, or a loader of it (kept out of a page's first load). */
  schema: FormSchema<Out> | (() => Promise<FormSchema<Out>>);
  /** What the schema is given; the values themselves unless the form has extra fields. */
  toInput?: (values: V) => unknown;
  /**
   * Rules the request schema cannot see (a confirmation field) or that the form words
   * differently; a field they refuse shows their messages instead of the schema's.
   */
  check?: (values: V) => FieldIssue[];
};

/**
 * A form's values, its errors at their fields and its submit. A refused submit (client check or
 * server 422) marks the fields, scrolls the error summary (if the form shows one) into view and
 * focuses the first invalid field.
 */
export function useSchemaForm<V extends Values, Out>(options: SchemaFormOptions<V, Out>) {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [focusRequest, setFocusRequest] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const once = useSingleSubmit();
  const names = Object.keys(values);
  const idOf = (name: keyof V & string) => `${options.idPrefix}-${name}`;
  const fieldIn = (loc: readonly PropertyKey[]) => fieldOf(loc, names, options.aliases);
  const toErrors = (issues: readonly FieldIssue[]) => mapIssues(issues, names, options.aliases);
  /** `current` with what the fields show where it differs: the form submits what is on screen. */
  const withShownValues = (current: V): V => {
    let next = current;
    for (const name of names) {
      const shown = shownValue(idOf(name));
      if (shown !== undefined && shown !== (current[name] ?? '')) next = { ...next, [name]: shown };
    }
    return next;
  };

  // Text typed before the page hydrated is taken into state in the hydrating commit, before
  // anything re-renders the fields with the state's empty values.
  useLayoutEffect(() => {
    setValues(withShownValues);
    // Once, at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // In the commit that shows the errors (a layout effect), not a frame later: the summary never
  // appears without the focus having moved, for a user or for a test reading the page.
  useLayoutEffect(() => {
    if (!focusRequest) return;
    focusFirstInvalid(
      summaryRef.current,
      names.flatMap((name) => (errors.fields[name]?.length ? [idOf(name)] : [])),
    );
    // Only when a submit was refused, not on every edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const refuse = (next: FormErrors) => {
    setErrors(next);
    setFocusRequest((n) => n + 1);
  };

  const loadSchema = () =>
    typeof options.schema === 'function' ? options.schema() : Promise.resolve(options.schema);

  /** The schema's and the form's own checks: the parsed values, or null with the fields marked. */
  const validate = async (checkedValues: V): Promise<{ value: Out } | null> => {
    const schema = await loadSchema();
    const checked = schemaIssues(schema, (options.toInput ?? ((v: V) => v))(checkedValues));
    const own = options.check?.(checkedValues) ?? [];
    const named = new Set(own.map((issue) => fieldIn(issue.loc)));
    const issues = [
      ...(checked.ok ? [] : checked.issues.filter((i) => !named.has(fieldIn(i.loc)))),
      ...own,
    ];
    if (!checked.ok || issues.length) {
      refuse(toErrors(issues));
      return null;
    }
    setErrors(NO_ERRORS);
    return { value: checked.data };
  };

  return {
    values,
    errors,
    setValues,
    /** Props of a TextField or SelectField; editing a field clears its old message. */
    field: (name: keyof V & string) => ({
      id: idOf(name),
      value: values[name] ?? '',
      error: errors.fields[name]?.map(issueText).join(' '),
      onChange: (value: string) => {
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) =>
          current.fields[name]
            ? { ...current, fields: { ...current.fields, [name]: undefined } }
            : current,
        );
      },
    }),
    /** Props of the ErrorSummary: the problems, each linked to its field, and its ref. */
    summary: () => ({
      ref: summaryRef,
      items: [
        ...names.flatMap((name) =>
          (errors.fields[name] ?? []).map((message) => ({
            href: `#${idOf(name)}`,
            message: issueText(message),
          })),
        ),
        ...errors.general.map((message) => ({ href: undefined, message: issueText(message) })),
      ],
    }),
    /** Shows problems found elsewhere (a rule outside the schema, a 422 list). */
    refuse: (issues: readonly FieldIssue[]) => refuse(toErrors(issues)),
    /** Maps a 422 answer onto the fields; false when the failure is of another kind. */
    showServerErrors: (error: unknown) => {
      const issues = serverIssues(error);
      if (issues) refuse(toErrors(issues));
      return issues !== null;
    },
    /**
     * A refused request: a 422 at its fields, anything else as one line, the server's
     * detail or the form's fallback.
     */
    showFailure: (error: unknown, fallback: string) =>
      refuse(toErrors(serverIssues(error) ?? [{ loc: [], message: errorText(error, fallback) }])),
    clearErrors: () => setErrors(NO_ERRORS),
    validate,
    /**
     * The form's onSubmit: checks the values with the schema, then sends once. `send` returns
     * the mutation's promise so a double click sends one request.
     */
    submit: (send: (data: Out, values: V) => Promise<unknown>) => (event: FormEvent) => {
      event.preventDefault();
      const current = withShownValues(values);
      if (current !== values) setValues(current);
      void validate(current).then((data) => {
        if (data) once(() => send(data.value, current));
      });
    },
  };
}

export type SchemaForm<V extends Values, Out> = ReturnType<typeof useSchemaForm<V, Out>>;
