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
import type { SelectOption } from '../../../components/ui/form-fields.tsx';
import { formatDate } from '../../../lib/format.ts';

// User profile: every editable field, grouped as the read-only accordion shows them.
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
  label: string;
  kind: 'text' | 'email' | 'tel' | 'date' | 'select';
  options?: readonly string[];
  /** Selects of optional values start with an empty choice. */
  optionalSelect?: boolean;
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  /** Asked only of a member who wants GST tax invoices. */
  gstInvoiceOnly?: boolean;
};

export type ProfileSection = { id: string; title: string; fields: readonly ProfileField[] };

export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    id: 'personal',
    title: 'Personal details',
    fields: [
      {
        name: 'first_name',
        label: 'First name',
        kind: 'text',
        autoComplete: 'given-name',
        required: true,
      },
      { name: 'middle_name', label: 'Middle name', kind: 'text', autoComplete: 'additional-name' },
      {
        name: 'last_name',
        label: 'Last name',
        kind: 'text',
        autoComplete: 'family-name',
        required: true,
      },
      { name: 'gender', label: 'Gender', kind: 'select', options: GENDERS },
      { name: 'date_of_birth', label: 'Date of birth', kind: 'date', autoComplete: 'bday' },
      {
        name: 'special_category',
        label: 'Special category',
        kind: 'select',
        options: SPECIAL_CATEGORIES,
        hint: 'Some airlines offer concessions for these travellers.',
      },
    ],
  },
  {
    id: 'contact',
    title: 'Contact & address',
    fields: [
      { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email', required: true },
      // Profile save: phone is marked required in the form.
      {
        name: 'phone',
        label: 'Mobile number',
        kind: 'tel',
        autoComplete: 'tel',
        required: true,
        hint: '10-digit Indian mobile number',
      },
      {
        name: 'address_line1',
        label: 'Address line 1',
        kind: 'text',
        autoComplete: 'address-line1',
      },
      {
        name: 'address_line2',
        label: 'Address line 2',
        kind: 'text',
        autoComplete: 'address-line2',
      },
      { name: 'city', label: 'City', kind: 'text', autoComplete: 'address-level2' },
      { name: 'state', label: 'State', kind: 'text', autoComplete: 'address-level1' },
      { name: 'pin_code', label: 'PIN code', kind: 'text', autoComplete: 'postal-code' },
      { name: 'country', label: 'Country', kind: 'text', autoComplete: 'country-name' },
    ],
  },
  {
    id: 'travel',
    title: 'Travel preferences',
    fields: [
      {
        name: 'domestic_city_pair1',
        label: 'Domestic route 1',
        kind: 'text',
        hint: 'e.g. Delhi - Mumbai',
      },
      { name: 'domestic_city_pair2', label: 'Domestic route 2', kind: 'text' },
      { name: 'domestic_city_pair3', label: 'Domestic route 3', kind: 'text' },
      {
        name: 'likely_travel1',
        label: 'Likely travel month 1',
        kind: 'select',
        options: MONTHS,
        optionalSelect: true,
      },
      {
        name: 'likely_travel2',
        label: 'Likely travel month 2',
        kind: 'select',
        options: MONTHS,
        optionalSelect: true,
      },
      { name: 'foreign_destination1', label: 'Foreign destination 1', kind: 'text' },
      { name: 'foreign_destination2', label: 'Foreign destination 2', kind: 'text' },
      { name: 'foreign_destination3', label: 'Foreign destination 3', kind: 'text' },
      {
        name: 'travel_party_size',
        label: 'Usual travel party size',
        kind: 'select',
        options: TRAVEL_PARTY_SIZES,
      },
      {
        name: 'travel_frequency',
        label: 'Trips per year',
        kind: 'select',
        options: TRAVEL_FREQUENCIES,
      },
      {
        name: 'travel_purpose',
        label: 'Main travel purpose',
        kind: 'select',
        options: TRAVEL_PURPOSES,
      },
      {
        name: 'gst_invoice_requirement',
        label: 'GST invoice needed',
        kind: 'select',
        options: GST_INVOICE_REQUIREMENTS,
      },
      {
        name: 'gstin',
        label: GSTIN_LABEL,
        kind: 'text',
        autoComplete: 'off',
        hint: 'e.g. 29ABCDE1234F1Z5',
        gstInvoiceOnly: true,
      },
      {
        name: 'gst_business_name',
        label: GST_BUSINESS_NAME_LABEL,
        kind: 'text',
        autoComplete: 'organization',
        hint: GST_INVOICE_HINT,
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

const SELECT_LABEL_OVERRIDES: Record<string, string> = {
  FIVE_OR_MORE: 'Five or more',
  THREE_TO_FIVE: 'Three to five',
  MORE_THAN_FIVE: 'More than five',
  WHATSAPP: 'WhatsApp',
  SMS: 'SMS',
  NOT_SPECIFIED: 'Prefer not to say',
};

export function optionLabel(code: string): string {
  return SELECT_LABEL_OVERRIDES[code] ?? enumLabel(code);
}

export function selectOptions(field: ProfileField): SelectOption[] {
  return (field.options ?? []).map((code) => ({ value: code, label: optionLabel(code) }));
}

export const NOT_PROVIDED = 'Not provided';

/** The read-only text of a field: enum labels, dates in words, 'Not provided' when empty. */
export function displayValue(field: ProfileField, value: unknown): string {
  // NONE is a real answer for the special category, unlike a blank or a placeholder.
  if (field.name === 'special_category' && value === 'NONE') return optionLabel('NONE');
  if (!isRealValue(field.name, value)) return NOT_PROVIDED;
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
