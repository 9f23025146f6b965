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
  // The admin console's texts kept here: its load errors, empty lists and the audit log's
  // action names (the console's own catalog is apps/web/src/features/admin/hi.ts).
  'Status override': 'स्थिति बदली गई',
  'Account deactivated': 'खाता निष्क्रिय किया गया',
  'Account reactivated': 'खाता फिर से सक्रिय किया गया',
  'Quote selected': 'कोटेशन चुना गया',
  'Failed job retried': 'विफल जॉब फिर चलाया गया',
  'Payment refunded': 'भुगतान का रिफ़ंड किया गया',
  'Refund request approved': 'रिफ़ंड अनुरोध मंज़ूर',
  'Refund request declined': 'रिफ़ंड अनुरोध अस्वीकार',
  'Ticketing deadline extended': 'टिकटिंग की समय-सीमा बढ़ाई गई',
  'Passenger correction passed': 'यात्री का सुधार मंज़ूर',
  'Passenger correction declined': 'यात्री का सुधार अस्वीकार',
  'Airline payouts run': 'एयरलाइनों के पेआउट किए गए',
  'Airline payout account set': 'एयरलाइन का पेआउट खाता सेट किया गया',
  'Failed payout retried': 'विफल पेआउट फिर भेजा गया',
  'Airline balance recovered': 'एयरलाइन से बकाया वसूला गया',
  'Failed to load the audit log. Please try again later.':
    'ऑडिट लॉग लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'No admin actions recorded yet.': 'अभी तक एडमिन की कोई कार्रवाई दर्ज नहीं है।',
  'No groups match these filters.': 'इन फ़िल्टर से कोई ग्रुप नहीं मिला।',
  'Failed to load this group. Please try again later.':
    'यह ग्रुप लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'No airline has bid on this group yet.': 'अभी तक किसी एयरलाइन ने इस ग्रुप पर बोली नहीं लगाई है।',
  'No status change yet.': 'अभी तक स्थिति नहीं बदली है।',
  'No administrator has acted on this group.': 'किसी एडमिन ने इस ग्रुप पर कोई कार्रवाई नहीं की है।',
  'No bid has been made on this group.': 'इस ग्रुप पर कोई बोली नहीं लगी है।',
  'Failed to load the bid history. Please try again later.':
    'बोली का इतिहास लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Failed to select the quote. Please try again.': 'कोटेशन नहीं चुना जा सका। कृपया फिर कोशिश करें।',
  'Failed to update the account. Please try again.': 'खाता अपडेट नहीं हो सका। कृपया फिर कोशिश करें।',
  Submitted: 'भेजा गया',
  Replaced: 'बदली गई',
  Withdrawn: 'वापस ली गई',
  'Failed to update the message. Please try again.': 'संदेश अपडेट नहीं हो सका। कृपया फिर कोशिश करें।',
  'Failed to load payments. Please try again later.':
    'भुगतान लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Failed to load refund requests. Please try again later.':
    'रिफ़ंड अनुरोध लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'No payments found.': 'कोई भुगतान नहीं मिला।',
  'No refund requests found.': 'कोई रिफ़ंड अनुरोध नहीं मिला।',
  'Failed to refund. Please try again.': 'रिफ़ंड नहीं हो सका। कृपया फिर कोशिश करें।',
  'Failed to decide the refund request. Please try again.':
    'रिफ़ंड अनुरोध पर फ़ैसला नहीं हो सका। कृपया फिर कोशिश करें।',
  'Payout account must be a Razorpay linked account id (acc_ and 14 letters or digits)':
    'पेआउट खाता Razorpay का लिंक्ड खाता ID होना चाहिए (acc_ और उसके बाद 14 अक्षर या अंक)',
  'No groups await tickets.': 'कोई ग्रुप टिकट का इंतज़ार नहीं कर रहा है।',
  'The ticketing board could not be loaded. Try again.':
    'टिकटिंग बोर्ड लोड नहीं हो सका। फिर कोशिश करें।',
  'The deadline could not be extended. Try again.': 'समय-सीमा नहीं बढ़ाई जा सकी। फिर कोशिश करें।',
  'Extended once already': 'एक बार पहले ही बढ़ाई जा चुकी है',
  '{rfq}: the ticketing deadline is now {deadline}.': '{rfq}: टिकटिंग की समय-सीमा अब {deadline} है।',
  'No failed jobs.': 'कोई विफल जॉब नहीं है।',
  'Queued for another attempt': 'फिर से कोशिश के लिए कतार में लगा दिया गया है',
  'Failed to load jobs. Please try again later.':
    'जॉब लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Failed to retry the job: {detail}': 'जॉब फिर से नहीं चल सका: {detail}',
  // A payout's state, on the Settlement tab and the airline's balance page. The console's
  // columns "Paid" (the amount) and "Failed" (when a job failed) read these words too.
  'Being sent': 'भेजा जा रहा है',
  'Sent, awaiting the bank': 'भेजा गया, बैंक का इंतज़ार',
  Paid: 'भुगतान किया गया',
  Failed: 'विफल',
} satisfies Catalog;
