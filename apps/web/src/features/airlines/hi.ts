import type { Catalog } from '@saath/shared/i18n';

// Hindi for the airline partners' pages (ADR 0064), loaded with the airline area and with the
// public airline registration page. Airline staff say RFQ, PNR, CSV, API, webhook and manifest in
// English at work: those stay (in Devanagari where they are words), as the glossary's loanwords do.
export default {
  // Messages (airline-messages.ts)
  'Failed to load RFQs. Please try again later.':
    'RFQ लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Failed to load community details. Please try again later.':
    'ग्रुप की जानकारी लोड नहीं हो सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Failed to load bids. Please try again later.':
    'बोलियाँ लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Bid Submitted Successfully!': 'बोली सफलतापूर्वक भेज दी गई!',
  'Failed to submit bid: {detail}': 'बोली नहीं भेजी जा सकी: {detail}',
  'Unknown error': 'कुछ गड़बड़ हुई',
  'Registration failed. Please check your information and try again.':
    'रजिस्ट्रेशन नहीं हो सका। कृपया अपनी जानकारी जाँचें और फिर कोशिश करें।',
  'Failed to withdraw bid: {detail}': 'बोली वापस नहीं ली जा सकी: {detail}',
  'Please try again later.': 'कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Failed to download your bids. Please try again later.':
    'आपकी बोलियाँ डाउनलोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Copy this key now: it will not be shown again. Anyone with it can bid as your airline.':
    'यह कुंजी अभी कॉपी कर लें: यह दोबारा नहीं दिखाई जाएगी। जिसके पास यह कुंजी होगी, वह आपकी एयरलाइन के नाम से बोली लगा सकता है।',
  'Failed to load API keys. Please try again later.':
    'API कुंजियाँ लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Failed to create the API key: {detail}': 'API कुंजी नहीं बन सकी: {detail}',
  'Failed to revoke the API key: {detail}': 'API कुंजी रद्द नहीं हो सकी: {detail}',
  'Copied to the clipboard': 'क्लिपबोर्ड पर कॉपी हो गई',
  'Could not copy: select the key and copy it yourself': 'कॉपी नहीं हो सकी: कुंजी चुनकर ख़ुद कॉपी करें',
  'Failed to load the passenger manifest. Please try again later.':
    'यात्री सूची लोड नहीं हो सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Failed to download the passenger manifest. Please try again later.':
    'यात्री सूची डाउनलोड नहीं हो सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Failed to load your won groups. Please try again later.':
    'आपके जीते हुए ग्रुप लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Tickets were not issued: {detail}': 'टिकट जारी नहीं हुए: {detail}',
  'The CSV was not read: {detail}': 'CSV पढ़ी नहीं जा सकी: {detail}',
  'Choose the manifest CSV file to upload': 'अपलोड करने के लिए यात्री सूची की CSV फ़ाइल चुनें',
  'The CSV file must be at most {maxKb} KB': 'CSV फ़ाइल {maxKb} KB से बड़ी नहीं होनी चाहिए',
  'Choose a .csv file (the manifest you downloaded, filled in)':
    '.csv फ़ाइल चुनें (डाउनलोड की गई यात्री सूची, भरी हुई)',
  overdue: 'समय-सीमा निकल गई',
  '{count, plural, one {# group awaits your tickets} other {# groups await your tickets}}':
    '{count, plural, one {# ग्रुप आपके टिकटों का इंतज़ार कर रहा है} other {# ग्रुप आपके टिकटों का इंतज़ार कर रहे हैं}}',
  '{count, plural, one {# group awaits your tickets.} other {# groups await your tickets.}}':
    '{count, plural, one {# ग्रुप आपके टिकटों का इंतज़ार कर रहा है।} other {# ग्रुप आपके टिकटों का इंतज़ार कर रहे हैं।}}',
  '{issued} of {total} issued': '{total} में से {issued} जारी',
  'due in {days, plural, one {# day} other {# days}} {hours} h':
    '{days, plural, one {# दिन} other {# दिन}} {hours} घंटे बाकी',
  'due in {hours} h {mins} min': '{hours} घंटे {mins} मिनट बाकी',
  'due in {mins} min': '{mins} मिनट बाकी',

  // Corrections, e-tickets and the manifest
  to: 'से बदलकर',
  ', by Saath': ', Saath द्वारा',
  'E-ticket number for {name}': '{name} का ई-टिकट नंबर',
  '13 digits': '13 अंक',
  'Issuing…': 'जारी हो रहा है…',
  Issue: 'जारी करें',
  'Issue the ticket of {name}': '{name} का टिकट जारी करें',
  'Passenger Manifest': 'यात्री सूची',
  'Passenger manifest': 'यात्री सूची',
  Passenger: 'यात्री',
  Passengers: 'यात्री',
  'Date of Birth': 'जन्म तिथि',
  Gender: 'लिंग',
  Male: 'पुरुष',
  Female: 'महिला',
  Other: 'अन्य',
  'Ticket Number': 'टिकट नंबर',
  Ticket: 'टिकट',
  Pending: 'लंबित',
  Issued: 'जारी',
  Cancelled: 'रद्द',
  'Loading the passenger manifest…': 'यात्री सूची लोड हो रही है…',
  'Download CSV': 'CSV डाउनलोड करें',
  'Booked on your bid: flight {flight}, {date}, {count, plural, one {# passenger} other {# passengers}}, {issued} of {total} tickets issued.':
    'आपकी बोली पर बुक हुआ: फ़्लाइट {flight}, {date}, {count, plural, one {# यात्री} other {# यात्री}}, {total} में से {issued} टिकट जारी।',
  '<0>Issue e-tickets on the won group page</0>': '<0>जीते हुए ग्रुप के पेज पर ई-टिकट जारी करें</0>',

  // Webhook deliveries
  "This group's webhook deliveries could not be loaded.": 'इस ग्रुप की वेबहुक डिलीवरी लोड नहीं हो सकीं।',
  Event: 'इवेंट',
  Status: 'स्थिति',
  Answer: 'जवाब',
  Time: 'समय',
  Attempts: 'कोशिशें',
  'Loading the deliveries…': 'डिलीवरी लोड हो रही हैं…',
  'Webhook deliveries': 'वेबहुक डिलीवरी',
  Deliveries: 'डिलीवरी',

  // Standing and RFQ cards
  Accepted: 'स्वीकृत',
  Lowest: 'सबसे कम',
  Outbid: 'पिछड़ गई',
  'Awaiting Bids': 'बोलियों का इंतज़ार',
  'Travel date': 'यात्रा की तारीख',
  'Preferred time': 'पसंदीदा समय',
  'Bidding closes': 'बोली बंद होगी',
  'Bidding closed': 'बोली बंद हुई',
  'Lowest Bid: <0>{price}</0>': 'सबसे कम बोली: <0>{price}</0>',
  'No bids yet': 'अभी कोई बोली नहीं',
  'Your bid: <0>{price}</0>': 'आपकी बोली: <0>{price}</0>',
  'Submit Bid': 'बोली लगाएँ',
  'Submit Bid for {rfq}': '{rfq} के लिए बोली लगाएँ',

  // Filters
  'Filter requests for quotes': 'RFQ फ़िल्टर करें',
  'Filter bids': 'बोलियाँ फ़िल्टर करें',
  From: 'कहाँ से',
  To: 'कहाँ तक',
  'Any city': 'कोई भी शहर',
  'Clear filters': 'फ़िल्टर हटाएँ',
  'Updating…': 'अपडेट हो रहा है…',
  'No RFQs match these filters': 'इन फ़िल्टर से कोई RFQ नहीं मिला',
  'No bids match these filters': 'इन फ़िल्टर से कोई बोली नहीं मिली',
  'Try another route or date, or clear the filters.': 'कोई और रूट या तारीख आज़माएँ, या फ़िल्टर हटा दें।',

  // Schedule changes
  'The schedule could not be changed. Try again.': 'शेड्यूल नहीं बदला जा सका। फिर कोशिश करें।',
  'Schedule changed. The members have been told.': 'शेड्यूल बदल गया। सदस्यों को सूचना भेज दी गई है।',
  'Schedule changed. This is a significant change: each member may cancel for a full refund until {until}.':
    'शेड्यूल बदल गया। यह बड़ा बदलाव है: हर सदस्य {until} तक बुकिंग रद्द करके पूरा रिफ़ंड ले सकता है।',
  'Flight number': 'फ़्लाइट नंबर',
  'Departure (India time)': 'प्रस्थान (भारतीय समय)',
  'Arrival (India time)': 'आगमन (भारतीय समय)',
  'Reason (the members read it)': 'कारण (सदस्य इसे पढ़ेंगे)',
  'Changing…': 'बदला जा रहा है…',
  'Change the schedule': 'शेड्यूल बदलें',
  'Changes so far': 'अब तक के बदलाव',
  '{from} → {to}, departing {departure} (significant)':
    '{from} → {to}, प्रस्थान {departure} (बड़ा बदलाव)',
  '{from} → {to}, departing {departure}': '{from} → {to}, प्रस्थान {departure}',

  // Secrets shown once
  Copy: 'कॉपी करें',
  'I have saved it': 'मैंने सहेज लिया',

  // Statements
  'The statement could not be downloaded. Please try again.':
    'स्टेटमेंट डाउनलोड नहीं हो सका। कृपया फिर कोशिश करें।',
  'Monthly statement': 'मासिक स्टेटमेंट',
  'Every entry of the month with your opening and closing balance, for your accounts.':
    'महीने की हर एंट्री, शुरुआती और आख़िरी बैलेंस के साथ, आपके हिसाब-किताब के लिए।',
  Month: 'महीना',
  'Download PDF': 'PDF डाउनलोड करें',

  // Ticketing
  'Manifest CSV with e-ticket numbers': 'ई-टिकट नंबरों वाली यात्री सूची (CSV)',
  'Download the CSV, fill in the {first} and {second} columns and upload it here. Rows without an e-ticket number are left as they are.':
    'CSV डाउनलोड करें, उसमें {first} और {second} कॉलम भरें और यहाँ अपलोड करें। जिन पंक्तियों में ई-टिकट नंबर नहीं है, वे जैसी हैं वैसी रहेंगी।',
  'Uploading…': 'अपलोड हो रहा है…',
  'Upload and issue tickets': 'अपलोड करें और टिकट जारी करें',
  'Not yet booked': 'अभी बुक नहीं हुआ',
  '{time} IST': '{time} IST',
  'All issued': 'सभी जारी',
  Unchanged: 'कोई बदलाव नहीं',
  Refused: 'अस्वीकृत',
  '{issued} issued, {unchanged} unchanged, {refused} refused':
    '{issued} जारी, {unchanged} में कोई बदलाव नहीं, {refused} अस्वीकृत',
  Line: 'पंक्ति',
  'Unknown passenger': 'अज्ञात यात्री',
  'E-ticket number': 'ई-टिकट नंबर',
  Outcome: 'नतीजा',
  Reason: 'कारण',
  'Upload report': 'अपलोड रिपोर्ट',
  '{summary}. {issued} of {total} tickets of this group are issued.':
    '{summary}। इस ग्रुप के {total} में से {issued} टिकट जारी हो चुके हैं।',

  // Withdrawing a bid
  Withdraw: 'वापस लें',
  'Withdraw bid on {rfq}': '{rfq} पर बोली वापस लें',
  'Withdraw your bid?': 'अपनी बोली वापस लेना चाहते हैं?',
  'Withdraw bid': 'बोली वापस लें',
  'Withdrawing…': 'वापस ली जा रही है…',
  'Keep bid': 'बोली रहने दें',
  '{rfq}: {route}, your bid of {price} per ticket': '{rfq}: {route}, प्रति टिकट आपकी बोली {price}',
  'The group no longer counts this bid. While bidding is open you can bid again.':
    'ग्रुप इस बोली को अब नहीं गिनेगा। बोली खुली रहने तक आप फिर से बोली लगा सकते हैं।',

  // API keys
  'API keys': 'API कुंजियाँ',
  'Your systems can list open requests and bid with a key: <0>Authorization: Bearer <key></0>. See the <1>API documentation</1>.':
    'आपके सिस्टम कुंजी से खुले अनुरोध देख सकते हैं और बोली लगा सकते हैं: हर रिक्वेस्ट के हेडर में <0>Authorization: Bearer <key></0> भेजें। ज़्यादा जानकारी <1>API दस्तावेज़</1> में है।',
  'Browse RFQs': 'RFQ देखें',
  'Create a key': 'नई कुंजी',
  'Your keys': 'आपकी कुंजियाँ',
  'Loading your API keys…': 'आपकी API कुंजियाँ लोड हो रही हैं…',
  'No API keys yet.': 'अभी कोई API कुंजी नहीं है।',
  'Create an API key': 'API कुंजी बनाएँ',
  Name: 'नाम',
  'What the key is for, e.g. Revenue management system': 'कुंजी किस काम के लिए है, जैसे रेवेन्यू मैनेजमेंट सिस्टम',
  'Creating…': 'बन रही है…',
  'Create key': 'कुंजी बनाएँ',
  'New API key': 'नई API कुंजी',
  'Your new key “{name}”.': 'आपकी नई कुंजी “{name}”।',
  Key: 'कुंजी',
  Created: 'बनाई गई',
  'Last used': 'आख़िरी इस्तेमाल',
  Never: 'कभी नहीं',
  'Revoked {time}': '{time} को रद्द की गई',
  Active: 'सक्रिय',
  Actions: 'कार्रवाई',
  Revoke: 'रद्द करें',
  'Revoke key {name}': 'कुंजी {name} रद्द करें',
  'Revoke this API key?': 'यह API कुंजी रद्द करें?',
  'Revoke key': 'कुंजी रद्द करें',
  'Revoking…': 'रद्द हो रही है…',
  'Keep key': 'कुंजी रहने दें',
  'Systems using this key are refused from their next request. This cannot be undone.':
    'इस कुंजी का इस्तेमाल करने वाले सिस्टम अपनी अगली रिक्वेस्ट से ही रोक दिए जाएँगे। यह बदलाव वापस नहीं लिया जा सकता।',

  // Balance, statements and payouts
  Balance: 'बैलेंस',
  'Your balance could not be loaded. Please try again.':
    'आपका बैलेंस लोड नहीं हो सका। कृपया फिर कोशिश करें।',
  Date: 'तारीख',
  Entry: 'एंट्री',
  Seat: 'सीट',
  Amount: 'रकम',
  State: 'स्थिति',
  Reference: 'रेफ़रेंस',
  Payouts: 'पेआउट',
  'No payout yet.': 'अभी कोई पेआउट नहीं हुआ।',
  'Loading your balance…': 'आपका बैलेंस लोड हो रहा है…',
  'Cancellations after a payout are recovered from the next one, or reversed from your latest payout by Saath.':
    'पेआउट के बाद हुए कैंसलेशन की रकम अगले पेआउट से काटी जाती है, या Saath आपके पिछले पेआउट से वापस ले लेता है।',
  'Next payout run: {time}': 'अगला पेआउट: {time}',
  'Each ticket you issue adds its fare; a cancelled ticket takes it back. Saath pays the balance out daily.':
    'आपके जारी किए हर टिकट का किराया बैलेंस में जुड़ता है; रद्द हुए टिकट का किराया घट जाता है। Saath बैलेंस का भुगतान रोज़ करता है।',
  'Upcoming payout': 'आने वाला पेआउट',
  'Tickets issued': 'जारी टिकट',
  'Cancelled: {amount}': 'रद्द: {amount}',
  'Paid out': 'भुगतान हो चुका',
  'Recovered through Razorpay: {amount}': 'Razorpay से वसूला गया: {amount}',
  'Latest entries': 'हाल की एंट्री',
  'Nothing yet: your balance grows as you issue the tickets of the groups you won.':
    'अभी कुछ नहीं: जीते हुए ग्रुप के टिकट जारी करने पर आपका बैलेंस बढ़ेगा।',

  // The bid page
  'Submit a Bid': 'बोली लगाएँ',
  'Booked Flight Group': 'बुक हुआ फ़्लाइट ग्रुप',
  'Back to the airline dashboard': 'एयरलाइन डैशबोर्ड पर वापस जाएँ',
  'Loading community details…': 'ग्रुप की जानकारी लोड हो रही है…',
  'Community Details': 'ग्रुप की जानकारी',
  RFQ: 'RFQ',
  Route: 'रूट',
  'Current lowest bid': 'अभी की सबसे कम बोली',
  '{price} per ticket': 'प्रति टिकट {price}',
  'Your current bid': 'आपकी मौजूदा बोली',
  '<0>{price}</0> per ticket': 'प्रति टिकट <0>{price}</0>',
  'Flight {flight}, {times}.': 'फ़्लाइट {flight}, {times}।',
  'Flight {flight}.': 'फ़्लाइट {flight}।',
  'Submitting again replaces it.': 'दोबारा बोली लगाने पर यह बदल जाएगी।',
  'Your Bid': 'आपकी बोली',
  'Submit a bid': 'बोली लगाएँ',
  'Price Per Ticket (₹)': 'प्रति टिकट कीमत (₹)',
  'For each of the {count} passengers, in rupees.': '{count} यात्रियों में से हर एक के लिए, रुपये में।',
  'Flight Number': 'फ़्लाइट नंबर',
  'e.g. AI123': 'जैसे AI123',
  'Departure Time': 'प्रस्थान का समय',
  'India time, on the travel date': 'भारतीय समय, यात्रा की तारीख पर',
  'Arrival Time': 'आगमन का समय',
  'Earlier than departure means the next day': 'प्रस्थान से पहले का समय अगले दिन का माना जाएगा',
  'Submitting...': 'भेजी जा रही है…',

  // The bids page
  'Your Airline Bids': 'आपकी एयरलाइन की बोलियाँ',
  'Flight Details': 'फ़्लाइट की जानकारी',
  'Bid per Passenger': 'प्रति यात्री बोली',
  'Total Value': 'कुल रकम',
  'Loading your bids…': 'आपकी बोलियाँ लोड हो रही हैं…',
  'No Bids Submitted': 'अभी कोई बोली नहीं लगाई',
  'Your bids appear here once you quote a price on an open request.':
    'किसी खुले अनुरोध पर कीमत बताते ही आपकी बोलियाँ यहाँ दिखेंगी।',
  Statistics: 'आँकड़े',
  'Total Bids': 'कुल बोलियाँ',
  'Won Bids': 'जीती बोलियाँ',
  'Average Bid': 'औसत बोली',
  'N/A': 'लागू नहीं',
  'Total Revenue': 'कुल कमाई',
  Booked: 'बुक हुआ',
  'Not selected': 'नहीं चुनी गई',
  'Won – awaiting payment ({paid} of {active} paid)':
    'जीती – भुगतान का इंतज़ार ({active} में से {paid} ने भुगतान किया)',

  // The dashboard
  'Active RFQs for Airlines': 'एयरलाइनों के लिए खुले RFQ',
  'Loading RFQs…': 'RFQ लोड हो रहे हैं…',
  'Groups whose passengers are waiting for a price per ticket. The lowest bid when bidding closes wins the group.':
    'ये ग्रुप प्रति टिकट कीमत का इंतज़ार कर रहे हैं। बोली बंद होने पर सबसे कम बोली वाली एयरलाइन ग्रुप जीतती है।',
  'Won groups': 'जीते हुए ग्रुप',
  Webhooks: 'वेबहुक',
  '<0>Issue their tickets</0>': '<0>उनके टिकट जारी करें</0>',
  'No Active RFQs': 'अभी कोई खुला RFQ नहीं',
  'New requests for quotes appear here as soon as a group reaches its threshold.':
    'कोई ग्रुप ज़रूरी यात्रियों की संख्या तक पहुँचते ही उसका नया RFQ यहाँ दिखेगा।',
  'Open requests for quotes': 'खुले RFQ',

  // Registration
  'Airline Partner Registration': 'एयरलाइन पार्टनर रजिस्ट्रेशन',
  'Register your airline to receive requests for quotes from groups of travellers and bid a price per ticket. The lowest bid wins the group.':
    'अपनी एयरलाइन रजिस्टर करें, यात्रियों के ग्रुप से कोटेशन के अनुरोध पाएँ और प्रति टिकट कीमत की बोली लगाएँ। सबसे कम बोली ग्रुप जीतती है।',
  'Airline partner registration': 'एयरलाइन पार्टनर रजिस्ट्रेशन',
  'Your details': 'आपकी जानकारी',
  'Full name': 'पूरा नाम',
  'Email address': 'ईमेल पता',
  'Phone number': 'फ़ोन नंबर',
  Password: 'पासवर्ड',
  'At least 8 characters with upper and lower case letters, a number and a special character.':
    'कम से कम 8 अक्षर, जिनमें बड़े और छोटे अंग्रेज़ी अक्षर, एक अंक और एक विशेष चिह्न हो।',
  'Confirm password': 'पासवर्ड की पुष्टि करें',
  'Company details': 'कंपनी की जानकारी',
  'Company name': 'कंपनी का नाम',
  'Airline code': 'एयरलाइन कोड',
  'Company email': 'कंपनी का ईमेल',
  Headquarters: 'मुख्यालय',
  Website: 'वेबसाइट',
  'API endpoint URL': 'API एंडपॉइंट URL',
  'Logo URL': 'लोगो URL',
  Description: 'विवरण',
  'Registering...': 'रजिस्टर हो रहा है…',
  'Register as Airline Partner': 'एयरलाइन पार्टनर के रूप में रजिस्टर करें',
  'Already have an account? Log in': 'पहले से खाता है? लॉग इन करें',

  // Webhooks
  'Saath POSTs <0>rfq.opened</0>, <1>rfq.closed</1>, <2>quote.won</2>, <3>quote.lost</3>, <4>group.booked</4>, <5>ticketing.reminder</5>, <6>ticket.cancelled</6> and <7>manifest.changed</7> to your endpoint, signed in <8>X-Saath-Signature</8>. See the <9>API documentation</9>.':
    'Saath आपके एंडपॉइंट पर <0>rfq.opened</0>, <1>rfq.closed</1>, <2>quote.won</2>, <3>quote.lost</3>, <4>group.booked</4>, <5>ticketing.reminder</5>, <6>ticket.cancelled</6> और <7>manifest.changed</7> इवेंट POST करता है, <8>X-Saath-Signature</8> में साइन करके। ज़्यादा जानकारी <9>API दस्तावेज़</9> में है।',
  'Loading your webhooks…': 'आपके वेबहुक लोड हो रहे हैं…',
  Endpoint: 'एंडपॉइंट',
  'Signing secret': 'साइनिंग सीक्रेट',
  'Webhook endpoint': 'वेबहुक एंडपॉइंट',
  'An https address of your system; leave empty to stop the deliveries':
    'आपके सिस्टम का https पता; डिलीवरी रोकने के लिए खाली छोड़ दें',
  'Saving…': 'सहेजा जा रहा है…',
  'Save endpoint': 'एंडपॉइंट सहेजें',
  'Current secret: <0>{hint}</0>': 'मौजूदा सीक्रेट: <0>{hint}</0>',
  'Rotate secret': 'सीक्रेट बदलें',
  'Create secret': 'सीक्रेट बनाएँ',
  'Webhook secret': 'वेबहुक सीक्रेट',
  'Rotate the webhook secret?': 'वेबहुक सीक्रेट बदलें?',
  'Rotating…': 'बदला जा रहा है…',
  'Keep secret': 'सीक्रेट रहने दें',
  'Last {count} deliveries': 'पिछली {count} डिलीवरी',
  'Sending…': 'भेजा जा रहा है…',
  'Queuing…': 'कतार में…',
  Redeliver: 'फिर से भेजें',
  'Redeliver {event} of {time}': '{time} का {event} फिर से भेजें',

  // A won group and its ticketing
  'Won Group': 'जीता हुआ ग्रुप',
  'Back to your won groups': 'जीते हुए ग्रुप पर वापस जाएँ',
  'Loading the won group…': 'जीता हुआ ग्रुप लोड हो रहा है…',
  'Won group not found': 'जीता हुआ ग्रुप नहीं मिला',
  'This group does not exist, or your airline did not win it.':
    'यह ग्रुप मौजूद नहीं है, या इसे आपकी एयरलाइन ने नहीं जीता।',
  'Your bid won this group and its members are paying their shares. Tickets can be issued once every member has paid and the group is booked.':
    'आपकी बोली ने यह ग्रुप जीत लिया है और सदस्य अपने हिस्से का भुगतान कर रहे हैं। सभी सदस्यों का भुगतान होने और ग्रुप बुक होने के बाद टिकट जारी किए जा सकते हैं।',
  "The members are told at once. A departure moved by more than 2 hours, or out of the group's {slot} slot, lets each member cancel within 72 hours for a full refund.":
    'सदस्यों को तुरंत सूचना मिलती है। अगर प्रस्थान 2 घंटे से ज़्यादा खिसके, या ग्रुप के {slot} स्लॉट से बाहर चला जाए, तो हर सदस्य 72 घंटे के अंदर रद्द करके पूरा रिफ़ंड ले सकता है।',
  'Webhook deliveries for this group': 'इस ग्रुप की वेबहुक डिलीवरी',
  'Group and ticketing': 'ग्रुप और टिकटिंग',
  'RFQ number': 'RFQ नंबर',
  Flight: 'फ़्लाइट',
  '{times} (India time)': '{times} (भारतीय समय)',
  Tickets: 'टिकट',
  'Created when the group is booked': 'ग्रुप बुक होने पर बनेंगे',
  Deadline: 'समय-सीमा',
  PNR: 'PNR',
  'Not issued yet': 'अभी जारी नहीं हुआ',
  'Booking reference': 'बुकिंग रेफ़रेंस',
  'Issued {time}': '{time} को जारी',
  None: 'कोई नहीं',
  'Passengers and e-tickets': 'यात्री और ई-टिकट',
  "Group PNR <0>{pnr}</0>. Type each passenger's 13-digit e-ticket number, or upload the CSV below.":
    'ग्रुप PNR <0>{pnr}</0>। हर यात्री का 13 अंकों का ई-टिकट नंबर लिखें, या नीचे CSV अपलोड करें।',
  'Group PNR': 'ग्रुप PNR',
  '{hint}. It is sent with the first tickets you issue.':
    '{hint}। यह आपके पहले जारी किए गए टिकटों के साथ भेजा जाता है।',
  'Upload the manifest CSV': 'यात्री सूची की CSV अपलोड करें',

  // Won groups
  'Won Groups': 'जीते हुए ग्रुप',
  'Issue tickets': 'टिकट जारी करें',
  View: 'देखें',
  'Issue tickets for {route} on {date}': '{date} को {route} के टिकट जारी करें',
  'View for {route} on {date}': '{date} को {route} का ग्रुप देखें',
  'Loading your won groups…': 'आपके जीते हुए ग्रुप लोड हो रहे हैं…',
  "Groups your bids won. Once every member has paid, issue the group's PNR and each passenger's e-ticket number before the deadline.":
    'वे ग्रुप जो आपकी बोलियों ने जीते। सभी सदस्यों का भुगतान होते ही, समय-सीमा से पहले ग्रुप का PNR और हर यात्री का ई-टिकट नंबर जारी करें।',
  'No Won Groups Yet': 'अभी कोई जीता हुआ ग्रुप नहीं',
  'A group appears here when bidding closes with your bid as the lowest.':
    'बोली बंद होने पर अगर आपकी बोली सबसे कम हो, तो ग्रुप यहाँ दिखेगा।',
  'No group awaits your tickets.': 'किसी ग्रुप के टिकट बाकी नहीं हैं।',
} satisfies Catalog;
