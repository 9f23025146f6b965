import type { Catalog } from './i18n.ts';

// Hindi for the texts this package holds: the validation and error messages the web and the API
// share, and the texts of mails and messages (ADR 0064). Keys are the English texts.
export default {
  // refunds.ts: the reasons a member may give for cancelling a ticket.
  'Medical reasons': 'चिकित्सा कारण',
  'A death in the family': 'परिवार में किसी की मृत्यु',
  'Job loss': 'नौकरी छूट जाना',
  'A natural disaster': 'प्राकृतिक आपदा',
  'Other (changed plans, missed flight, …)': 'अन्य (प्लान बदलना, फ़्लाइट छूटना, …)',
  // receipts.ts
  'Download receipt': 'रसीद डाउनलोड करें',
  'Failed to download the receipt. Please try again later.':
    'रसीद डाउनलोड नहीं हो सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  // contact.ts: the contact form's outcome
  'Thank you for your message!': 'आपके संदेश के लिए धन्यवाद!',
  'There was a problem submitting your message.': 'आपका संदेश भेजने में दिक्कत आई।',
  'Please try again later or contact us through one of our other channels.':
    'कृपया थोड़ी देर बाद फिर कोशिश करें, या हमसे किसी दूसरे तरीके से संपर्क करें।',
  // ticketing-texts.ts
  'Ticket pending from the airline': 'एयरलाइन से टिकट आना बाकी है',
} satisfies Catalog;
