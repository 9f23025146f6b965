import { MAXIMUM_DATE_MESSAGE, ROUTE_NOT_ALLOWED, minimumDateMessage } from '@saath/shared/groups';
import type { TravelRules } from './api/meta.api.ts';

// spec §5 "Search form" and "Creating a group", as pure functions of the form's values.

export type SearchValues = { from: string; to: string; travelDate: string; timeSlot: string };
export type SearchField = keyof SearchValues;
export type SearchErrors = Partial<Record<SearchField, string>>;

export const EMPTY_SEARCH: SearchValues = { from: '', to: '', travelDate: '', timeSlot: '' };

/** Choosing From clears To and the date; changing To clears a date before the minimum. */
export function changeSearchField(
  values: SearchValues,
  field: SearchField,
  value: string,
  minimumDate: string,
): SearchValues {
  if (field === 'from') return { ...values, from: value, to: '', travelDate: '' };
  if (field === 'to') {
    const keepDate = values.travelDate && values.travelDate >= minimumDate;
    return { ...values, to: value, travelDate: keepDate ? values.travelDate : '' };
  }
  return { ...values, [field]: value };
}

export function isPairAllowed(values: SearchValues, rules: TravelRules): boolean {
  return Boolean(
    values.from && values.to && rules.destinationsFrom(values.from).includes(values.to),
  );
}

/** The hint under Travel Date. */
export function travelDateHint(values: SearchValues, rules: TravelRules): string {
  return isPairAllowed(values, rules)
    ? minimumDateMessage(values.from, values.to)
    : ROUTE_NOT_ALLOWED;
}

/** Search needs From, To and a date on or after the minimum; the slot is optional. */
export function searchErrors(values: SearchValues, rules: TravelRules): SearchErrors {
  const errors: SearchErrors = {};
  if (!values.from) errors.from = 'Choose the city you fly from';
  if (!values.to) errors.to = 'Choose the city you fly to';
  else if (values.from && !isPairAllowed(values, rules)) errors.to = ROUTE_NOT_ALLOWED;
  if (!values.travelDate) errors.travelDate = 'Choose a travel date';
  else if (values.travelDate < rules.minimumTravelDate && isPairAllowed(values, rules)) {
    errors.travelDate = minimumDateMessage(values.from, values.to);
  } else if (values.travelDate > rules.maximumTravelDate) {
    errors.travelDate = MAXIMUM_DATE_MESSAGE;
  }
  return errors;
}

export const hasErrors = (errors: SearchErrors) => Object.keys(errors).length > 0;
