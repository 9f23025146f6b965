import type { Catalog } from '@saath/shared/i18n';
import shared from '@saath/shared/hi';

// Hindi for the web's texts outside a feature folder (the shell, shared components, formats), and
// the shared package's (ADR 0064). Each feature keeps its own in `features/<name>/hi.ts`.
export default {
  ...shared,

  // app/layout: the navbar, the signed-in menu and the footer
  'How It Works': 'यह कैसे काम करता है',
  Pricing: 'कीमतें',
  About: 'हमारे बारे में',
  Main: 'मुख्य',
  'Toggle navigation': 'मेन्यू खोलें या बंद करें',
  Login: 'लॉग इन करें',
  Home: 'होम',
  Tickets: 'टिकट',
  Admin: 'एडमिन',
  'Airline Bidding': 'एयरलाइन बोली',
  'Hi, {name}': 'नमस्ते, {name}',
  User: 'यात्री',
  'My Profile': 'मेरी प्रोफ़ाइल',
  'My Alerts': 'मेरे अलर्ट',
  Logout: 'लॉग आउट',
  'Skip to main content': 'मुख्य सामग्री पर जाएँ',
  'Travel together, pay less. Become a member and fly with a group on your route and date: airlines bid, the lowest fare wins.':
    'साथ चलें, कम चुकाएँ। सदस्य बनें और अपने रूट और तारीख के ग्रुप के साथ उड़ान भरें: एयरलाइंस बोली लगाती हैं, सबसे कम किराया जीतता है।',
  Company: 'कंपनी',
  Services: 'सेवाएँ',
  'Become a Member': 'सदस्य बनें',
  'About Us': 'हमारे बारे में',
  FAQ: 'अक्सर पूछे जाने वाले सवाल',
  'Contact Us': 'संपर्क करें',
  'Join the group': 'ग्रुप से जुड़ें',
  'Membership is free for our first members. Find your group in minutes.':
    'हमारे पहले सदस्यों के लिए सदस्यता मुफ़्त है। कुछ ही मिनटों में अपना ग्रुप ढूँढें।',
  'Saath on social media': 'सोशल मीडिया पर Saath',
  '{name} (opens in a new tab)': '{name} (नए टैब में खुलता है)',
  '© {year} Saath. All rights reserved.': '© {year} Saath. सर्वाधिकार सुरक्षित।',
  Legal: 'कानूनी',
  Privacy: 'गोपनीयता',
  Terms: 'शर्तें',
  Cookies: 'कुकीज़',

  // components/ui
  'Please fix the following issues:': 'कृपया ये गलतियाँ ठीक करें:',
  Close: 'बंद करें',
  'Try again': 'फिर कोशिश करें',
  'Loading…': 'लोड हो रहा है…',
  'Join for Free': 'मुफ़्त में जुड़ें',
  to: 'से',
  '{from} to {to}': '{from} से {to}',
  Active: 'सक्रिय',
  'RFQ sent': 'RFQ भेजा गया',
  'Awaiting payment': 'भुगतान बाकी',
  'Threshold met': 'ज़रूरी संख्या पूरी',
  Booked: 'बुक हो गया',
  Disabled: 'बंद',
  Cancelled: 'रद्द',
  Pending: 'बाकी',
  Issued: 'जारी',
  Passengers: 'यात्री',
  '{count} of {capacity}': '{capacity} में से {count}',
  '{count} passengers, threshold of {threshold} reached':
    '{count} यात्री, ज़रूरी {threshold} की संख्या पूरी',
  '{count} of {threshold} passengers': '{threshold} में से {count} यात्री',
  'Threshold of {threshold} reached · {left} seats left':
    'ज़रूरी {threshold} की संख्या पूरी · {left} सीटें बाकी',
  '{count} / {capacity} seats filled': '{count} / {capacity} सीटें भरीं',
  First: 'पहला',
  Previous: 'पिछला',
  Next: 'अगला',
  Last: 'आखिरी',
  '(current)': '(मौजूदा)',
  From: 'कहाँ से',
  To: 'कहाँ तक',
  'Select departure city': 'प्रस्थान का शहर चुनें',
  'Select destination': 'मंज़िल चुनें',
  'Choose From first': 'पहले "कहाँ से" चुनें',
  'Failed to load your payments and refunds. Please try again.':
    'आपके भुगतान और रिफ़ंड लोड नहीं हो सके। कृपया फिर कोशिश करें।',
  'Payment received': 'भुगतान मिल गया',
  'Credit applied to your payment': 'आपके भुगतान में क्रेडिट लगाया गया',
  '{count, plural, one {# ticketing-fee waiver} other {# ticketing-fee waivers}} used':
    '{count, plural, one {# टिकटिंग शुल्क छूट} other {# टिकटिंग शुल्क छूट}} इस्तेमाल हुई',
  "Credit received from the group's outcome, with {count, plural, one {# ticketing-fee waiver} other {# ticketing-fee waivers}}":
    'ग्रुप के नतीजे से क्रेडिट मिला, साथ में {count, plural, one {# टिकटिंग शुल्क छूट} other {# टिकटिंग शुल्क छूट}}',
  "Credit received from the group's outcome": 'ग्रुप के नतीजे से क्रेडिट मिला',
  'Credit returned with your refund': 'आपके रिफ़ंड के साथ क्रेडिट लौटाया गया',
  'Refund requested for ticket {ticket}': 'टिकट {ticket} के लिए रिफ़ंड का अनुरोध किया गया',
  'Refund requested': 'रिफ़ंड का अनुरोध किया गया',
  'Refund request approved for ticket {ticket}': 'टिकट {ticket} का रिफ़ंड अनुरोध मंज़ूर हुआ',
  'Refund request approved': 'रिफ़ंड अनुरोध मंज़ूर हुआ',
  'Refund request declined for ticket {ticket}': 'टिकट {ticket} का रिफ़ंड अनुरोध नामंज़ूर हुआ',
  'Refund request declined': 'रिफ़ंड अनुरोध नामंज़ूर हुआ',
  'Refund sent to your original payment method': 'रिफ़ंड आपके मूल भुगतान तरीके पर भेज दिया गया',
  'Refund on its way to your original payment method': 'रिफ़ंड आपके मूल भुगतान तरीके पर भेजा जा रहा है',
  'No money has moved in this group yet.': 'इस ग्रुप में अभी तक कोई लेन-देन नहीं हुआ है।',
  'Your money in this group': 'इस ग्रुप में आपका पैसा',
  Paid: 'भुगतान किया',
  Refunded: 'रिफ़ंड हुआ',
  'Net paid': 'कुल भुगतान',
  'Payments and refunds': 'भुगतान और रिफ़ंड',
  'Loading your payments and refunds…': 'आपके भुगतान और रिफ़ंड लोड हो रहे हैं…',
  'Cancellation and refund policy': 'रद्द करने और रिफ़ंड की नीति',

  // lib: formats, the refund policy, Saath's details
  'Departs {time}': 'प्रस्थान {time}',
  'Arrives {time}': 'आगमन {time}',
  'No ticketing-fee waivers': 'टिकटिंग शुल्क में कोई छूट नहीं',
  '{count, plural, one {# ticketing-fee waiver} other {# ticketing-fee waivers}}':
    '{count, plural, one {# टिकटिंग शुल्क छूट} other {# टिकटिंग शुल्क छूट}}',
  '{days} d {hours} h': '{days} दिन {hours} घंटे',
  '{hours} h {minutes} min': '{hours} घंटे {minutes} मिनट',
  '{minutes} min': '{minutes} मिनट',
  'medical reasons, a death in the family, job loss or a natural disaster, with proof':
    'चिकित्सा कारण, परिवार में किसी की मृत्यु, नौकरी छूटना या प्राकृतिक आपदा (सबूत के साथ)',
  'within {hours} hours of the event or of departure, whichever is earlier':
    'घटना या प्रस्थान (जो भी पहले हो) से {hours} घंटे के भीतर',
  'Refunds are processed in {from} to {to} working days.':
    'रिफ़ंड {from} से {to} कामकाजी दिनों में प्रोसेस होते हैं।',
  'There is no refund for missed flights or changed plans.':
    'फ़्लाइट छूटने या प्लान बदलने पर कोई रिफ़ंड नहीं मिलता।',
  'A refund of {amount} is given for {reasons}, when you tell us {claimWindow}. {processing}':
    '{reasons} की स्थिति में {amount} का रिफ़ंड मिलता है, अगर आप हमें {claimWindow} बताते हैं। {processing}',
  Bengaluru: 'बेंगलुरु',
  'Monday to Saturday, 9:00 am to 7:00 pm IST (closed on national holidays)':
    'सोमवार से शनिवार, सुबह 9:00 से शाम 7:00 बजे IST तक (राष्ट्रीय छुट्टियों पर बंद)',
} satisfies Catalog;
