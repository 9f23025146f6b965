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
  // The e-ticket's cancellation policy (tickets.ts)
  'Cancellation and refunds: a refund of {amount} is available for medical reasons, a death in the family, job loss or a natural disaster, with proof, requested within {hours} hours of the event or of departure, whichever is earlier. Refunds are processed in {from} to {to} working days. There is no refund for missed flights or changed plans. Seat selection, checked baggage and meals cost extra; the ticket is economy with one carry-on bag.':
    'रद्द करना और रिफ़ंड: बीमारी, परिवार में किसी की मृत्यु, नौकरी छूटने या प्राकृतिक आपदा पर, सबूत के साथ, {amount} का रिफ़ंड मिलता है। इसके लिए घटना या प्रस्थान, जो भी पहले हो, उसके {hours} घंटे के अंदर अनुरोध करें। रिफ़ंड {from} से {to} कामकाजी दिनों में हो जाता है। फ़्लाइट छूटने या प्लान बदलने पर कोई रिफ़ंड नहीं मिलता। सीट चुनना, चेक-इन बैगेज और खाना अलग से चार्ज होते हैं; टिकट इकॉनमी का है, जिसमें एक केबिन बैग शामिल है।',
  // A passenger's correctable fields (corrections.ts)
  'Full name': 'पूरा नाम',
  'Date of birth': 'जन्म तिथि',
  Gender: 'लिंग',
} satisfies Catalog;
