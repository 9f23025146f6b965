import type { Catalog } from './i18n.ts';

// Hindi for the texts this package holds: the validation and error messages the web and the API
// share, and the texts of mails and messages (ADR 0064). Keys are the English texts.
export default {
  // Cities (travel.ts): the code stays beside the name, 'नई दिल्ली (DEL)'.
  'New Delhi': 'नई दिल्ली',
  Mumbai: 'मुंबई',
  Bengaluru: 'बेंगलुरु',
  Kolkata: 'कोलकाता',
  Chennai: 'चेन्नई',
  Hyderabad: 'हैदराबाद',
  Pune: 'पुणे',
  Ahmedabad: 'अहमदाबाद',
  Ernakulam: 'एर्नाकुलम',
  Jaipur: 'जयपुर',
  Goa: 'गोवा',
  Varanasi: 'वाराणसी',
} satisfies Catalog;
