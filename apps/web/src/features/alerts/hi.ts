import type { Catalog } from '@saath/shared/i18n';

// Hindi for route alerts: the alerts page, its form and the unsubscribe page an alert mail
// links to (ADR 0064). Keys are the English texts.
export default {
  'Route Alerts': 'रूट अलर्ट',
  'Loading your alerts…': 'आपके अलर्ट लोड हो रहे हैं…',
  'Error Loading Alerts': 'अलर्ट लोड नहीं हो सके',
  'Tell us where and when you fly: when a group opens on that route, we mail you a link to join it (at most one mail a day for each alert).':
    'बताइए आप कहाँ और कब उड़ान भरते हैं: उस रूट पर ग्रुप खुलते ही हम आपको उससे जुड़ने का लिंक ईमेल करेंगे (हर अलर्ट के लिए दिन में ज़्यादा से ज़्यादा एक ईमेल)।',
  'Your alerts': 'आपके अलर्ट',
  'You have no alerts yet. Create one below.': 'आपका अभी कोई अलर्ट नहीं है। नीचे एक बनाएँ।',
  'Your route alerts': 'आपके रूट अलर्ट',
  Route: 'रूट',
  When: 'कब',
  'Time Slot': 'समय',
  'Any time': 'कोई भी समय',
  Actions: 'कार्रवाई',
  'Delete alert {route}, {period}': 'अलर्ट हटाएँ: {route}, {period}',
  Delete: 'हटाएँ',
  'Suggested from your profile': 'आपकी प्रोफ़ाइल से सुझाव',
  'Your travel preferences on <0>your profile</0>, ready to add.':
    '<0>आपकी प्रोफ़ाइल</0> में दी गई यात्रा की पसंद, जोड़ने के लिए तैयार।',
  'Add alert {route}, {period}': 'अलर्ट जोड़ें: {route}, {period}',
  Add: 'जोड़ें',
  'New alert': 'नया अलर्ट',
  'Delete alert': 'अलर्ट हटाएँ',
  'Delete Alert': 'अलर्ट हटाएँ',
  'Deleting…': 'हटाया जा रहा है…',
  'Keep It': 'रहने दें',
  'Stop the mails for {route}, {period}?': '{route}, {period} के ईमेल बंद करें?',

  // The form
  'Create a route alert': 'रूट अलर्ट बनाएँ',
  'Departure Time Slot': 'प्रस्थान का समय',
  'A month': 'किसी एक महीने में',
  'A date range': 'इन तारीखों के बीच',
  Month: 'महीना',
  'YYYY-MM': 'YYYY-MM',
  'Groups travelling any day of that month': 'उस महीने के किसी भी दिन यात्रा करने वाले ग्रुप',
  'First date': 'पहली तारीख',
  'Last date': 'आखिरी तारीख',
  'Saving…': 'सहेजा जा रहा है…',
  'Create Alert': 'अलर्ट बनाएँ',

  // Unsubscribe
  Unsubscribe: 'सदस्यता छोड़ें',
  'Route alert mails': 'रूट अलर्ट ईमेल',
  'Unsubscribing…': 'ईमेल बंद किए जा रहे हैं…',
  'Route: {route}': 'रूट: {route}',
  'Manage all your alerts on <0>your alerts page</0> (sign-in needed).':
    'अपने सभी अलर्ट <0>अलर्ट पेज</0> पर संभालें (लॉग इन ज़रूरी है)।',
} satisfies Catalog;
