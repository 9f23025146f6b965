import {
  MAXIMUM_DATE_TEMPLATE,
  maximumDateValues,
  MINIMUM_DATE_TEMPLATE,
  ROUTE_NOT_ALLOWED,
  minimumDateValues,
} from '@saath/shared/groups';
import { t } from '../../lib/i18n.tsx';
import type { FieldIssue } from '../../lib/forms.ts';
import type { TravelRules } from './api/meta.api.ts';

// The search form and creating a group from it, as pure functions of the form's values. Named
// as the search query's fields, so the shared schema's issues land on them.

export type SearchValues = {
  from_location: string;
  to_location: string;
  travel_date: string;
  time_slot: string;
};
export type SearchField = keyof SearchValues;

export const EMPTY_SEARCH: SearchValues = {
  from_location: '',
  to_location: '',
  travel_date: '',
  time_slot: '',
};

/** Choosing From clears To and the date; changing To clears a date before the minimum. */
export function changeSearchField(
  values: SearchValues,
  field: SearchField,
  value: string,
  minimumDate: string,
): SearchValues {
  if (field === 'from_location')
    return { ...values, from_location: value, to_location: '', travel_date: '' };
  if (field === 'to_location') {
    const keepDate = values.travel_date && values.travel_date >= minimumDate;
    return { ...values, to_location: value, travel_date: keepDate ? values.travel_date : '' };
  }
  return { ...values, [field]: value };
}

export function isPairAllowed(values: SearchValues, rules: TravelRules): boolean {
  return Boolean(
    values.from_location &&
    values.to_location &&
    rules.destinationsFrom(values.from_location).includes(values.to_location),
  );
}

/**
 * The hint under Travel Date: the pair's minimum date, or to choose a pair first. None while the
 * field refuses the date for its lead time: a date before the minimum is refused in the hint's
 * own words (said once), and beside a date beyond the maximum the minimum would not be the rule
 * that was broken.
 */
export function travelDateHint(
  values: SearchValues,
  rules: TravelRules,
  dateError: string | undefined,
): string | undefined {
  const hint = isPairAllowed(values, rules)
    ? t(MINIMUM_DATE_TEMPLATE, minimumDateValues(values.from_location, values.to_location))
    : t(ROUTE_NOT_ALLOWED);
  const refusedForLeadTime =
    dateError === hint || dateError === t(MAXIMUM_DATE_TEMPLATE, maximumDateValues());
  return refusedForLeadTime ? undefined : hint;
}

/**
 * The lead-time rules, which need the server's clock (the shared schema leaves them to the API):
 * a date on or after the minimum for the pair, and not beyond the maximum.
 */
export function leadTimeIssues(values: SearchValues, rules: TravelRules): FieldIssue[] {
  const date = values.travel_date;
  if (!date) return [];
  if (date < rules.minimumTravelDate && isPairAllowed(values, rules))
    return [
      {
        loc: ['travel_date'],
        message: t(
          MINIMUM_DATE_TEMPLATE,
          minimumDateValues(values.from_location, values.to_location),
        ),
      },
    ];
  if (date > rules.maximumTravelDate)
    return [{ loc: ['travel_date'], message: t(MAXIMUM_DATE_TEMPLATE, maximumDateValues()) }];
  return [];
}

const SEARCH_FIELDS: readonly SearchField[] = [
  'from_location',
  'to_location',
  'travel_date',
  'time_slot',
];

/**
 * The search kept in the page's address (?from_location=…&to_location=…), so a reload or Back
 * shows the same search and its results. Null unless the three required fields are there; the
 * form's and the API's checks still judge the values.
 */
export function searchFromUrl(query: URLSearchParams): SearchValues | null {
  const values = Object.fromEntries(
    SEARCH_FIELDS.map((field) => [field, query.get(field)?.trim() ?? '']),
  ) as SearchValues;
  return values.from_location && values.to_location && values.travel_date ? values : null;
}

/** The address's query for a search: an unchosen slot is left out. */
export function searchToUrl(values: SearchValues): Record<string, string> {
  return Object.fromEntries(SEARCH_FIELDS.filter((f) => values[f]).map((f) => [f, values[f]]));
}
