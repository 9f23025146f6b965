import type { CurrentUser } from '@saath/shared/accounts';
import {
  GENDERS,
  GST_INVOICE_REQUIREMENTS,
  MONTHS,
  SPECIAL_CATEGORIES,
  TRAVEL_FREQUENCIES,
  TRAVEL_PARTY_SIZES,
  TRAVEL_PURPOSES,
  enumLabel,
  isRealValue,
} from '@saath/shared/profile';
import { GST_BUSINESS_NAME_LABEL, GST_INVOICE_HINT, GSTIN_LABEL } from '@saath/shared/receipts';
import { msg, type Message } from '@saath/shared/i18n';
import type { SelectOption } from '../../../components/ui/form-fields.tsx';
import { formatDate } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';

// User profile: every editable field, grouped as the read-only accordion shows them. Labels, hints
// and titles are marked with msg() here and translated with t() where the form and the
// accordion show them.
export type ProfileFieldName = Exclude<
  keyof CurrentUser,
  | 'id'
  | 'name'
  | 'role'
  | 'company_id'
  | 'is_admin'
  | 'permissions'
  | 'member_number'
  | 'has_password'
  | 'created_at'
  | 'credit_balance'
  | 'communities_count'
  | 'bookings_count'
  | 'reviews_count'
>;

export type ProfileField = {
  name: ProfileFieldName;
  label: Message;
  kind: 'text' | 'email' | 'tel' | 'date' | 'select';
  options?: readonly string[];
  /** Selects of optional values start with an empty choice. */
  optionalSelect?: boolean;
  autoComplete?: string;
  required?: boolean;
  hint?: Message;
  /** Asked only of a member who wants GST tax invoices. */
  gstInvoiceOnly?: boolean;
};

export type ProfileSection = { id: string; title: Message; fields: readonly ProfileField[] };

// The shared package's GST wording, used as is so profile, receipts and invoices say the same.
// Marking and translating it is the shared package's (packages/shared/src/hi.ts, which every
// page loads): t() finds its Hindi there as for any label, and shows the English until then.
const GST_TEXTS = {
  gstin: GSTIN_LABEL as Message,
  businessName: GST_BUSINESS_NAME_LABEL as Message,
  hint: GST_INVOICE_HINT as Message,
};

export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    id: 'personal',
    title: msg('Personal details'),
    fields: [
      {
        name: 'first_name',
        label: msg('First name'),
        kind: 'text',
        autoComplete: 'given-name',
        required: true,
      },
      {
        name: 'middle_name',
        label: msg('Middle name'),
        kind: 'text',
        autoComplete: 'additional-name',
      },
      {
        name: 'last_name',
        label: msg('Last name'),
        kind: 'text',
        autoComplete: 'family-name',
        required: true,
      },
      { name: 'gender', label: msg('Gender'), kind: 'select', options: GENDERS },
      { name: 'date_of_birth', label: msg('Date of birth'), kind: 'date', autoComplete: 'bday' },
      {
        name: 'special_category',
        label: msg('Special category'),
        kind: 'select',
        options: SPECIAL_CATEGORIES,
        hint: msg('Some airlines offer concessions for these travellers.'),
      },
    ],
  },
  {
    id: 'contact',
    title: msg('Contact & address'),
    fields: [
      { name: 'email', label: msg('Email'), kind: 'email', autoComplete: 'email', required: true },
      // Profile save: phone is marked required in the form.
      {
        name: 'phone',
        label: msg('Mobile number'),
        kind: 'tel',
        autoComplete: 'tel',
        required: true,
        hint: msg('10-digit Indian mobile number'),
      },
      {
        name: 'address_line1',
        label: msg('Address line 1'),
        kind: 'text',
        autoComplete: 'address-line1',
      },
      {
        name: 'address_line2',
        label: msg('Address line 2'),
        kind: 'text',
        autoComplete: 'address-line2',
      },
      { name: 'city', label: msg('City'), kind: 'text', autoComplete: 'address-level2' },
      { name: 'state', label: msg('State'), kind: 'text', autoComplete: 'address-level1' },
      { name: 'pin_code', label: msg('PIN code'), kind: 'text', autoComplete: 'postal-code' },
      { name: 'country', label: msg('Country'), kind: 'text', autoComplete: 'country-name' },
    ],
  },
  {
    id: 'travel',
    title: msg('Travel preferences'),
    fields: [
      {
        name: 'domestic_city_pair1',
        label: msg('Domestic route 1'),
        kind: 'text',
        hint: msg('e.g. Delhi - Mumbai'),
      },
      { name: 'domestic_city_pair2', label: msg('Domestic route 2'), kind: 'text' },
      { name: 'domestic_city_pair3', label: msg('Domestic route 3'), kind: 'text' },
      {
        name: 'likely_travel1',
        label: msg('Likely travel month 1'),
        kind: 'select',
        options: MONTHS,
        optionalSelect: true,
      },
      {
        name: 'likely_travel2',
        label: msg('Likely travel month 2'),
        kind: 'select',
        options: MONTHS,
        optionalSelect: true,
      },
      { name: 'foreign_destination1', label: msg('Foreign destination 1'), kind: 'text' },
      { name: 'foreign_destination2', label: msg('Foreign destination 2'), kind: 'text' },
      { name: 'foreign_destination3', label: msg('Foreign destination 3'), kind: 'text' },
      {
        name: 'travel_party_size',
        label: msg('Usual travel party size'),
        kind: 'select',
        options: TRAVEL_PARTY_SIZES,
      },
      {
        name: 'travel_frequency',
        label: msg('Trips per year'),
        kind: 'select',
        options: TRAVEL_FREQUENCIES,
      },
      {
        name: 'travel_purpose',
        label: msg('Main travel purpose'),
        kind: 'select',
        options: TRAVEL_PURPOSES,
      },
      {
        name: 'gst_invoice_requirement',
        label: msg('GST invoice needed'),
        kind: 'select',
        options: GST_INVOICE_REQUIREMENTS,
      },
      {
        name: 'gstin',
        label: GST_TEXTS.gstin,
        kind: 'text',
        autoComplete: 'off',
        hint: msg('e.g. 29ABCDE1234F1Z5'),
        gstInvoiceOnly: true,
      },
      {
        name: 'gst_business_name',
        label: GST_TEXTS.businessName,
        kind: 'text',
        autoComplete: 'organization',
        hint: GST_TEXTS.hint,
        gstInvoiceOnly: true,
      },
    ],
  },
];

/** Whether a field is asked for, given the profile's (or the form's) values. */
export const isFieldShown = (
  field: ProfileField,
  values: { gst_invoice_requirement?: string | null },
) => !field.gstInvoiceOnly || values.gst_invoice_requirement === 'YES';

export const ALL_PROFILE_FIELDS: readonly ProfileField[] = PROFILE_SECTIONS.flatMap(
  (s) => s.fields,
);

// The choices' labels by code, for every select of the profile (the codes are the shared
// package's GENDERS, MONTHS, ...): a label in the reader's language needs its own text, which
// the shared enumLabel() ('SENIOR_CITIZEN' -> 'Senior citizen') cannot give.
const OPTION_LABELS: Readonly<Record<string, Message>> = {
  NOT_SPECIFIED: msg('Prefer not to say'),
  MALE: msg('Male'),
  FEMALE: msg('Female'),
  OTHER: msg('Other'),
  NONE: msg('None'),
  STUDENT: msg('Student'),
  SENIOR_CITIZEN: msg('Senior citizen'),
  ARMED_FORCES: msg('Armed forces'),
  DIFFERENTLY_ABLED: msg('Differently abled'),
  ONE: msg('One'),
  TWO: msg('Two'),
  THREE: msg('Three'),
  FOUR: msg('Four'),
  FIVE_OR_MORE: msg('Five or more'),
  ONCE: msg('Once'),
  TWICE: msg('Twice'),
  THREE_TO_FIVE: msg('Three to five'),
  MORE_THAN_FIVE: msg('More than five'),
  LEISURE: msg('Leisure'),
  BUSINESS: msg('Business'),
  FAMILY: msg('Family'),
  EDUCATION: msg('Education'),
  MEDICAL: msg('Medical'),
  PILGRIMAGE: msg('Pilgrimage'),
  NO: msg('No'),
  YES: msg('Yes'),
  JANUARY: msg('January'),
  FEBRUARY: msg('February'),
  MARCH: msg('March'),
  APRIL: msg('April'),
  MAY: msg('May'),
  JUNE: msg('June'),
  JULY: msg('July'),
  AUGUST: msg('August'),
  SEPTEMBER: msg('September'),
  OCTOBER: msg('October'),
  NOVEMBER: msg('November'),
  DECEMBER: msg('December'),
};

/** A choice's label in the page's language; a code the table lacks is spelled out in English. */
export function optionLabel(code: string): string {
  const label = OPTION_LABELS[code];
  return label ? t(label) : enumLabel(code);
}

export function selectOptions(field: ProfileField): SelectOption[] {
  return (field.options ?? []).map((code) => ({ value: code, label: optionLabel(code) }));
}

/**
 * The read-only text of a field: enum labels, dates in words; null when the member has not
 * given it (the accordion says 'Not provided').
 */
export function displayValue(field: ProfileField, value: unknown): string | null {
  // NONE is a real answer for the special category, unlike a blank or a placeholder.
  if (field.name === 'special_category' && value === 'NONE') return optionLabel('NONE');
  if (!isRealValue(field.name, value)) return null;
  const text = String(value);
  if (field.kind === 'select') return optionLabel(text);
  if (field.kind === 'date') return formatDate(text);
  return text;
}

/** The value an edit input starts with: placeholders of an older server start empty. */
export function initialInputValue(field: ProfileField, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.kind === 'select') return String(value);
  return isRealValue(field.name, value) ? String(value) : '';
}
