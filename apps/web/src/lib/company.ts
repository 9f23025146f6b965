import { msg } from '@saath/shared/i18n';

// Saath's own contact details, in one place for the contact, about and legal pages.
export const COMPANY = {
  legalName: 'Saath Travel Technologies Private Limited',
  supportEmail: 'support@saath.in',
  privacyEmail: 'privacy@saath.in',
  grievanceEmail: 'grievance@saath.in',
  partnersEmail: 'airlines@saath.in',
  phoneDisplay: '+91 80 4718 2200',
  phoneHref: 'tel:+918047182200',
  addressLines: ['3rd Floor, 27 Residency Road', 'Bengaluru, Karnataka 560025', 'India'],
  // Shown with t(): the hours are read in the page's language; the address stays as posted.
  hours: msg('Monday to Saturday, 9:00 am to 7:00 pm IST (closed on national holidays)'),
  grievanceOfficer: 'Meera Krishnan',
  // Named in the legal texts' sentences, so in the page's language (shown with t()).
  city: msg('Bengaluru'),
} as const;
