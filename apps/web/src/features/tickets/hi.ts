import type { Catalog } from '@saath/shared/i18n';

// Hindi for the tickets pages: the list, a ticket's page, cancelling it and its refund request
// (ADR 0064). Keys are the English texts.
export default {
  // Messages (ticket-messages.ts)
  'Failed to load tickets. Please try again later.':
    'टिकट लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Failed to load ticket details. Please try again later.':
    'टिकट की जानकारी लोड नहीं हो सकी। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Failed to cancel ticket. Please try again later.':
    'टिकट रद्द नहीं हो सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Ticket not found': 'टिकट नहीं मिला',
  'Your ticket has been cancelled.': 'आपका टिकट रद्द हो गया है।',
  'Failed to download the e-ticket. Please try again later.':
    'ई-टिकट डाउनलोड नहीं हो सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।',

  // Tickets list
  'Your Flight Tickets': 'आपके फ़्लाइट टिकट',
  'Loading your tickets…': 'आपके टिकट लोड हो रहे हैं…',
  'No Tickets Found': 'कोई टिकट नहीं मिला',
  'Tickets are issued when your group is booked on the lowest airline bid.':
    'जब आपका ग्रुप एयरलाइन की सबसे कम बोली पर बुक होता है, तब टिकट जारी होते हैं।',
  'Find Flight Groups': 'फ़्लाइट ग्रुप खोजें',
  'Ticket #': 'टिकट नंबर',
  Route: 'रूट',
  'Travel Date': 'यात्रा की तारीख',
  Status: 'स्थिति',
  Airline: 'एयरलाइन',
  'E-ticket': 'ई-टिकट',
  Price: 'कीमत',
  Actions: 'कार्रवाई',
  'View ticket {number}': 'टिकट {number} देखें',
  View: 'देखें',

  // A ticket's page
  'Back to your tickets': 'अपने टिकटों पर वापस जाएँ',
  'Loading ticket details…': 'टिकट की जानकारी लोड हो रही है…',
  'Flight Ticket': 'फ़्लाइट टिकट',
  'This ticket does not exist, or it is not one of yours.':
    'यह टिकट मौजूद नहीं है, या यह आपका टिकट नहीं है।',
  'See your tickets': 'अपने टिकट देखें',
  'Ticket {number}': 'टिकट {number}',
  'Ticket <0>{number}</0>': 'टिकट <0>{number}</0>',
  'Download E-Ticket': 'ई-टिकट डाउनलोड करें',
  'Cancel Ticket': 'टिकट रद्द करें',
  'The airline': 'एयरलाइन',
  'Your group is booked and paid. {airline} issues your e-ticket by {deadline} IST; this page shows its number then, and you can download the e-ticket.':
    'आपका ग्रुप बुक हो गया है और भुगतान हो चुका है। {airline} आपका ई-टिकट {deadline} IST तक जारी करेगी; तब इस पेज पर उसका नंबर दिखेगा और आप ई-टिकट डाउनलोड कर सकेंगे।',
  'Your group is booked and paid. {airline} issues your e-ticket; this page shows its number then, and you can download the e-ticket.':
    'आपका ग्रुप बुक हो गया है और भुगतान हो चुका है। {airline} आपका ई-टिकट जारी करेगी; तब इस पेज पर उसका नंबर दिखेगा और आप ई-टिकट डाउनलोड कर सकेंगे।',
  'Ticket Details': 'टिकट की जानकारी',
  Passenger: 'यात्री',
  'Travel date': 'यात्रा की तारीख',
  'Time slot': 'समय',
  'Not assigned yet': 'अभी तय नहीं',
  Flight: 'फ़्लाइट',
  '{times} (India time)': '{times} (भारतीय समय)',
  'Price paid': 'चुकाई गई कीमत',
  'Fare {fare} · Ticketing fee {fee} · GST {gst}': 'किराया {fare} · टिकटिंग शुल्क {fee} · GST {gst}',
  'E-ticket number': 'ई-टिकट नंबर',
  'Booked at': 'बुकिंग का समय',
  'Issued at': 'जारी होने का समय',
  'Group RFQ': 'ग्रुप RFQ',
  ' (view the group)': ' (ग्रुप देखें)',
  'Cancellation and refund policy': 'रद्द करने और रिफ़ंड की नीति',

  // Cancelling
  'Cancelling…': 'रद्द किया जा रहा है…',
  'Keep ticket': 'टिकट रखें',
  'Ticket {number}: {passenger}, {route}, {date}': 'टिकट {number}: {passenger}, {route}, {date}',
  'Cancelling cannot be undone. A refund is given only for the reasons in the cancellation and refund policy, with proof.':
    'रद्द करने के बाद इसे वापस नहीं लिया जा सकता। रिफ़ंड सिर्फ़ रद्द करने और रिफ़ंड की नीति में दिए कारणों पर, सबूत के साथ मिलता है।',
  'Reason for cancelling': 'रद्द करने का कारण',
  'Select a reason': 'कारण चुनें',
  'A refund request of {amount} is opened; send us your proof within {hours} hours of the event or of departure, whichever is earlier.':
    '{amount} का रिफ़ंड अनुरोध खुल जाएगा; घटना या प्रस्थान, जो भी पहले हो, उसके {hours} घंटे के अंदर हमें सबूत भेजें।',
  'Note (optional)': 'टिप्पणी (वैकल्पिक)',

  // Refund request
  'Failed to attach your proof. Please try again.':
    'आपका सबूत अपलोड नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Choose a PDF or a photo of your proof': 'अपने सबूत की PDF या फ़ोटो चुनें',
  'Your proof is attached: we will look at it when deciding.':
    'आपका सबूत जुड़ गया है: फ़ैसला करते समय हम इसे देखेंगे।',
  'For any question about it, please <0>contact support</0>.':
    'इस बारे में कोई सवाल हो तो कृपया <0>सपोर्ट से संपर्क करें</0>।',
  'Replace your proof': 'अपना सबूत बदलें',
  'Attach your proof': 'अपना सबूत जोड़ें',
  'A PDF, JPEG, PNG or WebP file of at most 5 MB: a medical certificate, a death certificate, a letter from your employer.':
    'ज़्यादा से ज़्यादा 5 MB की PDF, JPEG, PNG या WebP फ़ाइल: जैसे मेडिकल सर्टिफ़िकेट, मृत्यु प्रमाणपत्र या आपकी कंपनी का पत्र।',
  'Attaching…': 'जोड़ा जा रहा है…',
  'Replace proof': 'सबूत बदलें',
  'Attach proof': 'सबूत जोड़ें',
  'Refund approved: {amount}': 'रिफ़ंड मंज़ूर: {amount}',
  'Your refund request ({reason}) was approved on {date}.':
    'आपका रिफ़ंड अनुरोध ({reason}) {date} को मंज़ूर हुआ।',
  'Your refund request ({reason}) was approved.': 'आपका रिफ़ंड अनुरोध ({reason}) मंज़ूर हुआ।',
  'The money goes back to your original payment method.':
    'पैसा उसी तरीके से वापस आएगा जिससे आपने भुगतान किया था।',
  'Refunds are processed in {from} to {to} working days.':
    'रिफ़ंड {from} से {to} कामकाजी दिनों में प्रोसेस होता है।',
  'Refund request declined': 'रिफ़ंड अनुरोध अस्वीकार',
  'Your refund request of {amount} ({reason}) was declined on {date}: {note}.':
    '{amount} का आपका रिफ़ंड अनुरोध ({reason}) {date} को अस्वीकार हुआ: {note}।',
  'Your refund request of {amount} ({reason}) was declined on {date}.':
    '{amount} का आपका रिफ़ंड अनुरोध ({reason}) {date} को अस्वीकार हुआ।',
  'Your refund request of {amount} ({reason}) was declined: {note}.':
    '{amount} का आपका रिफ़ंड अनुरोध ({reason}) अस्वीकार हुआ: {note}।',
  'Your refund request of {amount} ({reason}) was declined.':
    '{amount} का आपका रिफ़ंड अनुरोध ({reason}) अस्वीकार हुआ।',
  'Refund request open: {amount}': 'रिफ़ंड अनुरोध खुला है: {amount}',
  'You asked for a refund ({reason}) on {date}. Send us your proof within {hours} hours of the event or of departure, whichever is earlier; an admin decides once they have seen it.':
    'आपने {date} को रिफ़ंड माँगा ({reason})। घटना या प्रस्थान, जो भी पहले हो, उसके {hours} घंटे के अंदर हमें सबूत भेजें; सबूत देखने के बाद एडमिन फ़ैसला करेंगे।',
  'Proof attached: <0>{file}</0> ({date}).': 'सबूत जुड़ा है: <0>{file}</0> ({date})।',
  'This ticket has been cancelled ({date}).': 'यह टिकट रद्द हो चुका है ({date})।',
  'This ticket has been cancelled.': 'यह टिकट रद्द हो चुका है।',
  'No refund request was opened for it.': 'इसके लिए कोई रिफ़ंड अनुरोध नहीं खोला गया।',
} satisfies Catalog;
