import type { Catalog } from '@saath/shared/i18n';

// Hindi for the account pages: login, registration, password reset, the profile with its
// notification channel, and the first admin's setup link (ADR 0064). Keys are the English texts.
export default {
  // Messages (account-messages.ts)
  'Failed to login. Please check your credentials.':
    'लॉग इन नहीं हो सका। कृपया अपना ईमेल और पासवर्ड जाँच लें।',
  'Google login failed. Please try again.': 'Google से लॉग इन नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Registration failed. Please check your information and try again.':
    'रजिस्ट्रेशन नहीं हो सका। कृपया अपनी जानकारी जाँचकर फिर से कोशिश करें।',
  'Registration successful! Please log in.': 'रजिस्ट्रेशन हो गया! कृपया लॉग इन करें।',
  'Failed to process your request. Please try again.':
    'आपका अनुरोध पूरा नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Failed to reset password. Please try again.': 'पासवर्ड रीसेट नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Failed to load profile data. Please try again later.':
    'प्रोफ़ाइल लोड नहीं हो सकी। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Profile updated successfully!': 'प्रोफ़ाइल अपडेट हो गई!',
  'Failed to update profile': 'प्रोफ़ाइल अपडेट नहीं हो सकी',
  'Profile Not Found': 'प्रोफ़ाइल नहीं मिली',
  "We couldn't find your user profile. Please try logging in again.":
    'हमें आपकी प्रोफ़ाइल नहीं मिली। कृपया फिर से लॉग इन करें।',
  'Failed to change password': 'पासवर्ड नहीं बदला जा सका',
  'New password must be at least 8 characters long': 'नया पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',

  // Login
  'Welcome back': 'फिर से स्वागत है',
  'Log in': 'लॉग इन करें',
  'Log in to find and join your flight groups.': 'अपने फ़्लाइट ग्रुप खोजने और उनसे जुड़ने के लिए लॉग इन करें।',
  'Log in with email': 'ईमेल से लॉग इन करें',
  'Email address': 'ईमेल पता',
  Password: 'पासवर्ड',
  'Forgot password?': 'पासवर्ड भूल गए?',
  'Logging in…': 'लॉग इन हो रहा है…',
  'New to Saath? <0>Create an account</0>': 'Saath पर नए हैं? <0>खाता बनाएँ</0>',
  'Airline partner? <0>Register your airline</0>':
    'एयरलाइन पार्टनर हैं? <0>अपनी एयरलाइन रजिस्टर करें</0>',
  or: 'या',

  // Registration and the first admin
  'Create your account': 'अपना खाता बनाएँ',
  'Create account': 'खाता बनाएँ',
  'Join Saath to travel together on your route and date, and pay less.':
    'Saath से जुड़ें: अपने रूट और तारीख पर साथ यात्रा करें, और कम किराया दें।',
  'Create an account with email': 'ईमेल से खाता बनाएँ',
  'Mobile number (optional)': 'मोबाइल नंबर (वैकल्पिक)',
  'Confirm password': 'पासवर्ड दोबारा लिखें',
  'Creating your account…': 'आपका खाता बन रहा है…',
  'Already a member? <0>Log in</0>': 'पहले से सदस्य हैं? <0>लॉग इन करें</0>',
  'First name': 'पहला नाम',
  'Last name': 'उपनाम',
  'New password': 'नया पासवर्ड',
  'Confirm new password': 'नया पासवर्ड दोबारा लिखें',
  ' (met)': ' (पूरा हुआ)',
  ' (not met yet)': ' (अभी पूरा नहीं हुआ)',
  'Failed to create the admin account. Please try again.':
    'एडमिन खाता नहीं बन सका। कृपया फिर से कोशिश करें।',
  'Create the first admin': 'पहला एडमिन बनाएँ',
  'Checking the setup link…': 'सेटअप लिंक जाँचा जा रहा है…',
  'This one-time link makes the account below the admin of this Saath. It stops working once it is used.':
    'यह एक बार चलने वाला लिंक नीचे दिए खाते को इस Saath का एडमिन बनाता है। एक बार इस्तेमाल होने के बाद यह काम नहीं करेगा।',
  'Creating the admin…': 'एडमिन बनाया जा रहा है…',
  'Create admin account': 'एडमिन खाता बनाएँ',

  // Forgot and reset password
  'Check your email': 'अपना ईमेल देखें',
  'Forgot password': 'पासवर्ड भूल गए',
  'The link is valid for one hour. Check your spam folder if it does not arrive in a few minutes.':
    'यह लिंक एक घंटे तक चलेगा। कुछ मिनट में ईमेल न आए तो अपना स्पैम फ़ोल्डर देखें।',
  'Back to Login': 'लॉग इन पर वापस जाएँ',
  'Try another email': 'दूसरा ईमेल आज़माएँ',
  'Forgot your password?': 'पासवर्ड भूल गए?',
  'Enter the email you registered with and we will send you a link to set a new one.':
    'जिस ईमेल से आपने रजिस्टर किया था, वह लिखें। हम उस पर नया पासवर्ड बनाने का लिंक भेजेंगे।',
  'Request a password reset link': 'पासवर्ड रीसेट लिंक मँगाएँ',
  'Send reset link': 'रीसेट लिंक भेजें',
  'Remembered it? <0>Back to Login</0>': 'याद आ गया? <0>लॉग इन पर वापस जाएँ</0>',
  'Reset link not valid': 'रीसेट लिंक मान्य नहीं है',
  'Reset password': 'पासवर्ड रीसेट करें',
  'Request a new reset link': 'नया रीसेट लिंक मँगाएँ',
  'Password reset': 'पासवर्ड रीसेट हो गया',
  'Taking you to the login page…': 'आपको लॉग इन पेज पर ले जा रहे हैं…',
  'Go to Login': 'लॉग इन पर जाएँ',
  'Set a new password': 'नया पासवर्ड बनाएँ',
  'Choose a strong password you have not used here.':
    'ऐसा मज़बूत पासवर्ड चुनें जो आपने यहाँ पहले इस्तेमाल न किया हो।',
  'Checking your reset link': 'आपका रीसेट लिंक जाँचा जा रहा है',
  'Verifying your reset link…': 'आपका रीसेट लिंक जाँचा जा रहा है…',

  // Profile page
  'Loading your profile…': 'आपकी प्रोफ़ाइल लोड हो रही है…',
  'My Profile': 'मेरी प्रोफ़ाइल',
  'Try again': 'फिर से कोशिश करें',
  'Keep your details up to date: airlines issue tickets in these names.':
    'अपनी जानकारी अपडेट रखें: एयरलाइन इन्हीं नामों पर टिकट जारी करती हैं।',
  'Edit profile': 'प्रोफ़ाइल बदलें',
  'Change password': 'पासवर्ड बदलें',
  'Set a password': 'पासवर्ड बनाएँ',
  'Route alerts': 'रूट अलर्ट',
  'Edit your details': 'अपनी जानकारी बदलें',
  'Your details': 'आपकी जानकारी',
  Account: 'खाता',
  Name: 'नाम',
  Email: 'ईमेल',
  Role: 'भूमिका',
  Traveller: 'यात्री',
  Airline: 'एयरलाइन',
  Admin: 'एडमिन',
  'Member number': 'सदस्य नंबर',
  'Member since': 'सदस्य कब से',
  'Credit balance': 'क्रेडिट बैलेंस',
  'Credits and waivers are applied to your next booking. <0>Where they came from</0>':
    'क्रेडिट और शुल्क छूट आपकी अगली बुकिंग में लग जाएँगे। <0>ये कहाँ से मिले</0>',
  Groups: 'ग्रुप',
  Bookings: 'बुकिंग',
  Reviews: 'रिव्यू',
  Activity: 'गतिविधि',
  'Profile completion': 'प्रोफ़ाइल कितनी पूरी है',
  'Your profile is complete. You can create and join groups.':
    'आपकी प्रोफ़ाइल पूरी है। आप ग्रुप बना सकते हैं और उनसे जुड़ सकते हैं।',
  'Complete these to create and join groups:': 'ग्रुप बनाने और जुड़ने के लिए ये भरें:',
  'Complete profile': 'प्रोफ़ाइल पूरी करें',

  // Change password
  Cancel: 'रद्द करें',
  'Changing…': 'बदला जा रहा है…',
  'Current password': 'मौजूदा पासवर्ड',
  'Changing your password signs you out on your other devices.':
    'पासवर्ड बदलने पर आप अपने दूसरे डिवाइस पर लॉग आउट हो जाएँगे।',

  // Credit ledger
  'Credits and fee waivers': 'क्रेडिट और शुल्क छूट',
  When: 'कब',
  Why: 'क्यों',
  Credit: 'क्रेडिट',
  'Fee waivers': 'शुल्क छूट',
  'Loading your credits…': 'आपके क्रेडिट लोड हो रहे हैं…',
  'Failed to load your credits. Please try again later.':
    'आपके क्रेडिट लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Nothing yet. A group that does not form in time gives each member credit and a ticketing-fee waiver; one that gets no airline bid gives a waiver.':
    'अभी कुछ नहीं। जो ग्रुप समय पर नहीं बन पाता, उसके हर सदस्य को क्रेडिट और टिकटिंग शुल्क में छूट मिलती है; जिस ग्रुप पर किसी एयरलाइन की बोली नहीं आती, उसके सदस्यों को शुल्क छूट मिलती है।',

  // How we reach you (notification channel)
  SMS: 'SMS',
  WhatsApp: 'WhatsApp',
  'How we reach you': 'हम आपसे कैसे संपर्क करें',
  'Updates about your groups come by <0>{channel}</0> to {phone}.':
    'आपके ग्रुप की जानकारी {phone} पर <0>{channel}</0> से आती है।',
  'Updates about your groups come by <0>{channel}</0>.':
    'आपके ग्रुप की जानकारी <0>{channel}</0> से आती है।',
  'E-tickets, receipts and invoices always come by email.':
    'ई-टिकट, रसीदें और इनवॉइस हमेशा ईमेल से आते हैं।',
  'Reply STOP to any message to go back to email, or use the button below.':
    'वापस ईमेल पर जाने के लिए किसी भी मैसेज के जवाब में STOP भेजें, या नीचे दिया बटन दबाएँ।',
  'Updates by SMS or WhatsApp are not available yet.':
    'SMS या WhatsApp पर जानकारी की सुविधा अभी उपलब्ध नहीं है।',
  'Get updates on {channel}': '{channel} पर जानकारी पाएँ',
  'Back to email': 'वापस ईमेल पर',
  'To get updates on {channel} we send a 6-digit code to your mobile number there. Until you enter it, we keep writing to you by email.':
    '{channel} पर जानकारी पाने के लिए हम वहाँ आपके मोबाइल नंबर पर 6 अंकों का कोड भेजेंगे। जब तक आप कोड नहीं डालते, हम आपको ईमेल से ही लिखते रहेंगे।',
  'Mobile number': 'मोबाइल नंबर',
  'Sending…': 'भेजा जा रहा है…',
  'Send the code': 'कोड भेजें',
  'We sent a code to {phone} on {channel}. It works for 10 minutes.':
    'हमने {phone} पर {channel} से कोड भेजा है। यह 10 मिनट तक मान्य है।',
  '6-digit code': '6 अंकों का कोड',
  'Checking…': 'जाँचा जा रहा है…',
  Confirm: 'पुष्टि करें',
  'Send a new code': 'नया कोड भेजें',
  'The code could not be sent: try again in a minute':
    'कोड नहीं भेजा जा सका: एक मिनट बाद फिर से कोशिश करें',
  '{channel} is on for {phone}.': '{phone} पर {channel} चालू हो गया।',
  'The code could not be checked: try again': 'कोड जाँचा नहीं जा सका: फिर से कोशिश करें',
  'We will write to you by email.': 'अब हम आपको ईमेल से लिखेंगे।',
  'Your choice could not be saved: try again': 'आपकी पसंद सहेजी नहीं जा सकी: फिर से कोशिश करें',

  // Profile form and details
  'Not provided': 'नहीं दिया गया',
  'Not set': 'चुना नहीं गया',
  'Fields marked <0>*</0><1>with an asterisk</1> are required.':
    '<0>*</0><1>तारे के निशान</1> वाले फ़ील्ड भरना ज़रूरी है।',
  'Saving…': 'सहेजा जा रहा है…',
  'Save changes': 'बदलाव सहेजें',
  'Personal details': 'निजी जानकारी',
  'Middle name': 'बीच का नाम',
  Gender: 'लिंग',
  'Date of birth': 'जन्म तिथि',
  'Special category': 'विशेष श्रेणी',
  'Some airlines offer concessions for these travellers.':
    'कुछ एयरलाइन इन यात्रियों को किराये में छूट देती हैं।',
  'Contact & address': 'संपर्क और पता',
  '10-digit Indian mobile number': '10 अंकों का भारतीय मोबाइल नंबर',
  'Address line 1': 'पता लाइन 1',
  'Address line 2': 'पता लाइन 2',
  City: 'शहर',
  State: 'राज्य',
  'PIN code': 'पिन कोड',
  Country: 'देश',
  'Travel preferences': 'यात्रा की पसंद',
  'Domestic route 1': 'घरेलू रूट 1',
  'e.g. Delhi - Mumbai': 'जैसे दिल्ली - मुंबई',
  'Domestic route 2': 'घरेलू रूट 2',
  'Domestic route 3': 'घरेलू रूट 3',
  'Likely travel month 1': 'यात्रा का संभावित महीना 1',
  'Likely travel month 2': 'यात्रा का संभावित महीना 2',
  'Foreign destination 1': 'विदेशी मंज़िल 1',
  'Foreign destination 2': 'विदेशी मंज़िल 2',
  'Foreign destination 3': 'विदेशी मंज़िल 3',
  'Usual travel party size': 'आम तौर पर कितने लोग साथ यात्रा करते हैं',
  'Trips per year': 'साल में कितनी यात्राएँ',
  'Main travel purpose': 'यात्रा का मुख्य कारण',
  'GST invoice needed': 'GST इनवॉइस चाहिए',
  'e.g. 29ABCDE1234F1Z5': 'जैसे 29ABCDE1234F1Z5',
  'Prefer not to say': 'नहीं बताना चाहते',
  Male: 'पुरुष',
  Female: 'महिला',
  Other: 'अन्य',
  None: 'कोई नहीं',
  Student: 'छात्र',
  'Senior citizen': 'वरिष्ठ नागरिक',
  'Armed forces': 'सशस्त्र बल',
  'Differently abled': 'दिव्यांग',
  One: 'एक',
  Two: 'दो',
  Three: 'तीन',
  Four: 'चार',
  'Five or more': 'पाँच या ज़्यादा',
  Once: 'एक बार',
  Twice: 'दो बार',
  'Three to five': 'तीन से पाँच बार',
  'More than five': 'पाँच से ज़्यादा बार',
  Leisure: 'घूमना-फिरना',
  Business: 'कारोबार',
  Family: 'परिवार',
  Education: 'पढ़ाई',
  Medical: 'इलाज',
  Pilgrimage: 'तीर्थ यात्रा',
  No: 'नहीं',
  Yes: 'हाँ',
  January: 'जनवरी',
  February: 'फ़रवरी',
  March: 'मार्च',
  April: 'अप्रैल',
  May: 'मई',
  June: 'जून',
  July: 'जुलाई',
  August: 'अगस्त',
  September: 'सितंबर',
  October: 'अक्टूबर',
  November: 'नवंबर',
  December: 'दिसंबर',
} satisfies Catalog;
