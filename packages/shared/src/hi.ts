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
  'Reversal pending': 'वापसी बाकी',
  Reversed: 'वापस लिया गया',
  // Why a group's status moved (group-history.ts): its history and the group page's ending.
  'Reached {threshold} passengers': '{threshold} यात्री पूरे हो गए',
  'Request for quote sent to airline partners': 'एयरलाइन पार्टनर्स से कोटेशन माँगा गया',
  'Fewer than {threshold} passengers when the formation window closed':
    'ग्रुप बनने का समय खत्म होने तक {threshold} से कम यात्री जुड़े',
  'No airline bid before the bidding window closed':
    'बोली का समय खत्म होने तक किसी एयरलाइन ने बोली नहीं लगाई',
  'Lowest bid selected: {airline} {flight} at {fare}':
    'सबसे कम बोली चुनी गई: {airline} {flight}, {fare} में',
  '{count} tickets issued': '{count} टिकट जारी हुए',
  '{airline} reminded: half of the ticketing window has passed':
    '{airline} को याद दिलाया गया: टिकट जारी करने का आधा समय बीत चुका है',
  'Lowest bid selected: {airline} {flight} at {fare}; awaiting payment':
    'सबसे कम बोली चुनी गई: {airline} {flight}, {fare} में; भुगतान का इंतज़ार है',
  'Every member paid: {count} tickets for the airline to issue':
    'सभी सदस्यों ने भुगतान कर दिया: एयरलाइन को {count} टिकट जारी करने हैं',
  'Payment deadline passed: unpaid seats released, {count} tickets for the airline to issue':
    'भुगतान का समय खत्म: जिन सीटों का भुगतान नहीं हुआ वे छोड़ दी गईं, एयरलाइन को {count} टिकट जारी करने हैं',
  'Fewer than {threshold} passengers paid before the payment deadline; payments refunded':
    'भुगतान का समय खत्म होने तक {threshold} से कम यात्रियों ने भुगतान किया; सबका पैसा रिफ़ंड कर दिया गया',
  '{failed} missed the ticketing deadline; the group moves to the next bid: {airline} {flight} at {fare}':
    '{failed} ने तय समय में टिकट जारी नहीं किए; ग्रुप अगली बोली पर गया: {airline} {flight}, {fare} में',
  '{failed} missed the ticketing deadline and no other bid can take the group over; payments refunded':
    '{failed} ने तय समय में टिकट जारी नहीं किए और कोई दूसरी बोली ग्रुप को नहीं ले सकती; सबका पैसा रिफ़ंड कर दिया गया',
  'Admin override: {note}': 'एडमिन का फ़ैसला: {note}',
  'Quote selected by an administrator: {airline} {flight} at {fare}':
    'एडमिन ने कोटेशन चुना: {airline} {flight}, {fare} में',
  // The sandbox checkout's test cards and UPI IDs, and what each does (payment-checkout.ts).
  'Payment succeeds': 'भुगतान सफल होता है',
  'Card is declined': 'कार्ड अस्वीकार होता है',
  'Approved at once': 'तुरंत मंज़ूर होता है',
  'Declined at once': 'तुरंत अस्वीकार होता है',
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
  // Validation, error and notice texts the web and the API share (the web shows the Hindi of an
  // API error by looking its English detail up here)
  '13 digits: the 3-digit airline prefix and the 10-digit serial':
    '13 अंक: एयरलाइन के 3 अंकों का प्रीफ़िक्स और 10 अंकों का सीरियल',
  'A UPI ID has at most 100 characters': 'UPI ID में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
  'A UPI collect request for this payment is already waiting':
    'इस भुगतान के लिए एक UPI कलेक्ट अनुरोध पहले से इंतज़ार में है',
  "A correction of this passenger already awaits Saath's team":
    'इस यात्री का एक सुधार पहले से Saath टीम के पास जाँच के लिए है',
  'A group for this route, date and time slot already exists':
    'इस रूट, तारीख और समय के लिए एक ग्रुप पहले से मौजूद है',
  'A quote can only be selected while the group is RFQ_SENT (it is {status})':
    'कोटेशन तभी चुना जा सकता है जब ग्रुप RFQ_SENT स्थिति में हो (अभी स्थिति {status} है)',
  'A receipt is issued once the payment has been received; this payment has not been':
    'भुगतान मिलने के बाद ही रसीद जारी होती है; यह भुगतान अभी नहीं मिला है',
  'A statement covers a month that has begun': 'स्टेटमेंट सिर्फ़ उसी महीने का बनता है जो शुरू हो चुका हो',
  'A test event from Saath: check its X-Saath-Signature as you would for any event.':
    'Saath से एक टेस्ट इवेंट: किसी भी इवेंट की तरह इसका X-Saath-Signature जाँचें।',
  'A test event is already on its way: its result shows below within seconds.':
    'एक टेस्ट इवेंट पहले से भेजा जा रहा है: उसका नतीजा कुछ ही सेकंड में नीचे दिखेगा।',
  'API key id must be a UUID': 'API कुंजी की ID एक UUID होनी चाहिए',
  'API key not found': 'API कुंजी नहीं मिली',
  'API keys are accepted only by the airline endpoints':
    'API कुंजियाँ सिर्फ़ एयरलाइन वाले एंडपॉइंट पर चलती हैं',
  'Admin override': 'एडमिन का फ़ैसला',
  'Administrator accounts cannot be deactivated': 'एडमिन खाते बंद नहीं किए जा सकते',
  'Administrator accounts cannot create or join traveller groups. Please use a traveller account to travel.':
    'एडमिन खाते से यात्री ग्रुप बनाया या जॉइन नहीं किया जा सकता। यात्रा के लिए यात्री खाते का इस्तेमाल करें।',
  'Age is required': 'उम्र ज़रूरी है',
  'Age must be a whole number': 'उम्र पूरी संख्या में होनी चाहिए',
  'Age must be between 0 and 120': 'उम्र 0 से 120 के बीच होनी चाहिए',
  'Airline accounts cannot create or join traveller groups: airlines bid on groups, so being in one would be a conflict of interest.':
    'एयरलाइन खाते से यात्री ग्रुप बनाया या जॉइन नहीं किया जा सकता: एयरलाइंस ग्रुप पर बोली लगाती हैं, इसलिए ग्रुप में होना हितों का टकराव होगा।',
  'Airline company not found': 'एयरलाइन कंपनी नहीं मिली',
  'Airline partners and administrators only': 'सिर्फ़ एयरलाइन पार्टनर और एडमिन के लिए',
  'Airlines stay anonymous until the group is booked. Ties go to the earlier bid.':
    'ग्रुप की बुकिंग होने तक एयरलाइंस के नाम नहीं दिखाए जाते। बराबर बोली होने पर पहले लगी बोली जीतती है।',
  'Alert created. We will mail you when a matching group opens.':
    'अलर्ट बन गया। मिलता-जुलता ग्रुप खुलते ही हम आपको ईमेल करेंगे।',
  'Alert deleted': 'अलर्ट हटा दिया गया',
  'Alert id must be a UUID': 'अलर्ट ID एक UUID होनी चाहिए',
  'Alert not found': 'अलर्ट नहीं मिला',
  'Amount is larger than any payment': 'राशि किसी भी भुगतान से ज़्यादा है',
  'Amount must be a whole number of paise above 0': 'राशि 0 से ज़्यादा, पूरे पैसों में होनी चाहिए',
  'An account with this email already exists': 'इस ईमेल से एक खाता पहले से मौजूद है',
  'An airline with this code is already registered': 'इस कोड वाली एयरलाइन पहले से रजिस्टर है',
  'An e-ticket is available for issued tickets only': 'ई-टिकट सिर्फ़ जारी हो चुके टिकटों का मिलता है',
  'An e-ticket number is 13 digits': 'ई-टिकट नंबर 13 अंकों का होता है',
  'Another quote has already been selected for this group; reload to see it':
    'इस ग्रुप के लिए दूसरा कोटेशन पहले ही चुना जा चुका है; देखने के लिए पेज रीलोड करें',
  'Arrival must be after departure': 'आगमन, प्रस्थान के बाद होना चाहिए',
  'Arrival time must be a date and time (ISO 8601)':
    'आगमन का समय तारीख और समय होना चाहिए (ISO 8601)',
  'Bidding has closed for this group: the bid can no longer be withdrawn':
    'इस ग्रुप की बोली बंद हो चुकी है: अब बोली वापस नहीं ली जा सकती',
  'Bidding is closed for this group': 'इस ग्रुप की बोली बंद है',
  'Both current and new password are required': 'मौजूदा और नया, दोनों पासवर्ड ज़रूरी हैं',
  'Business name (as registered for GST)': 'व्यवसाय का नाम (जैसा GST में रजिस्टर है)',
  'Card number must be digits (spaces allowed)': 'कार्ड नंबर में सिर्फ़ अंक हों (बीच में स्पेस चल सकता है)',
  'Card number must have 12 to 19 digits': 'कार्ड नंबर 12 से 19 अंकों का होना चाहिए',
  'Choose a date range or a month': 'तारीखों की रेंज या कोई महीना चुनें',
  'Choose either a date range or a month, not both': 'तारीखों की रेंज या महीना, दोनों में से एक ही चुनें',
  'Choose one of the departure time slots': 'प्रस्थान का कोई एक समय चुनें',
  'Choose one of the listed cities': 'सूची में से कोई शहर चुनें',
  'Choose the reason for cancelling': 'रद्द करने का कारण चुनें',
  'Closed by the Saath team': 'Saath टीम ने बंद किया',
  'Collect request sent: approve it in your UPI app':
    'कलेक्ट अनुरोध भेज दिया गया: अपने UPI ऐप में इसे मंज़ूर करें',
  'Company id must be a UUID': 'कंपनी ID एक UUID होनी चाहिए',
  'Contact message not found': 'संपर्क संदेश नहीं मिला',
  'Copy this secret now: it is shown only once. Verify each delivery with it.':
    'यह सीक्रेट अभी कॉपी कर लें: यह सिर्फ़ एक बार दिखता है। हर डिलीवरी इसी से जाँचें।',
  'Correct details': 'विवरण सुधारें',
  'Correction id must be a UUID': 'सुधार ID एक UUID होनी चाहिए',
  'Correction request not found': 'सुधार का अनुरोध नहीं मिला',
  'Country is required': 'देश ज़रूरी है',
  'Create a secret to receive webhooks: deliveries start once the endpoint and the secret are set.':
    'वेबहुक पाने के लिए एक सीक्रेट बनाएँ: एंडपॉइंट और सीक्रेट सेट होते ही डिलीवरी शुरू हो जाएगी।',
  'Current password is incorrect': 'मौजूदा पासवर्ड गलत है',
  'Date must be at least {MIN_LEAD_DAYS} days in advance for {from}-{to} route':
    '{from}-{to} रूट के लिए तारीख कम से कम {MIN_LEAD_DAYS} दिन बाद की होनी चाहिए',
  'Date must be at most {MAX_LEAD_DAYS} days in advance':
    'तारीख आज से ज़्यादा से ज़्यादा {MAX_LEAD_DAYS} दिन बाद की हो सकती है',
  'Date of birth must be in the past': 'जन्म तिथि बीते समय की होनी चाहिए',
  'Delivery id must be a UUID': 'डिलीवरी ID एक UUID होनी चाहिए',
  'Delivery not found': 'डिलीवरी नहीं मिली',
  'Departure cannot be in the past': 'प्रस्थान बीते समय में नहीं हो सकता',
  'Departure must be within a day of the travel date ({travelDate})':
    'प्रस्थान यात्रा की तारीख ({travelDate}) से एक दिन के अंदर होना चाहिए',
  'Departure time must be a date and time (ISO 8601)':
    'प्रस्थान का समय तारीख और समय होना चाहिए (ISO 8601)',
  'Details corrected; the airline has been told.':
    'विवरण सुधार दिया गया; एयरलाइन को बता दिया गया है।',
  'Email is required': 'ईमेल ज़रूरी है',
  'Email is too long': 'ईमेल बहुत लंबा है',
  'Endpoint saved': 'एंडपॉइंट सहेजा गया',
  'Enter a UPI ID like name@bank': 'name@bank जैसा UPI ID डालें',
  'Enter a valid 10-digit Indian mobile number': 'सही 10 अंकों का भारतीय मोबाइल नंबर डालें',
  'Enter a valid 15-character GSTIN, e.g. 29ABCDE1234F1Z5':
    'सही 15 अक्षरों का GSTIN डालें, जैसे 29ABCDE1234F1Z5',
  'Enter a valid email address': 'सही ईमेल पता डालें',
  'Enter both the first and the last date': 'पहली और आख़िरी, दोनों तारीखें डालें',
  'Enter the 3 or 4 digit security code': '3 या 4 अंकों का सिक्योरिटी कोड डालें',
  'Enter the 6-digit code we sent': 'हमारा भेजा 6 अंकों का कोड डालें',
  'Enter the expiry as MM/YY': 'एक्सपायरी MM/YY के रूप में डालें',
  'Enter the name on the card': 'कार्ड पर लिखा नाम डालें',
  'Failed to create the secret: {detail}': 'सीक्रेट नहीं बन सका: {detail}',
  'Failed to delete the alert. Please try again.': 'अलर्ट नहीं हट सका। कृपया फिर से कोशिश करें।',
  'Failed to load webhooks. Please try again later.':
    'वेबहुक लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Failed to load your alerts. Please try again later.':
    'आपके अलर्ट लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Failed to redeliver: {detail}': 'दोबारा नहीं भेजा जा सका: {detail}',
  'Failed to save the alert. Please try again.': 'अलर्ट सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'Failed to save the endpoint: {detail}': 'एंडपॉइंट सहेजा नहीं जा सका: {detail}',
  'Failed to send a test event: {detail}': 'टेस्ट इवेंट नहीं भेजा जा सका: {detail}',
  'File name must not be empty': 'फ़ाइल का नाम खाली नहीं हो सकता',
  'First name is required': 'पहला नाम ज़रूरी है',
  'First name must be at most 100 characters': 'पहले नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
  'First name, last name, and email are required': 'पहला नाम, उपनाम और ईमेल ज़रूरी हैं',
  'Flight number looks like AI123': 'फ़्लाइट नंबर AI123 जैसा होता है',
  'Gender must be M, F or Other': 'लिंग M, F या Other होना चाहिए',
  'Group id must be a UUID': 'ग्रुप ID एक UUID होनी चाहिए',
  'Group is full': 'ग्रुप भर चुका है',
  'Group not found': 'ग्रुप नहीं मिला',
  'Hours must be a whole number from 1 to 72': 'घंटे 1 से 72 के बीच पूरी संख्या में होने चाहिए',
  'IATA code (2-3 characters)': 'IATA कोड (2-3 अक्षर)',
  'If an account exists for that email, a password reset link has been sent to it.':
    'अगर इस ईमेल से कोई खाता है, तो उस पर पासवर्ड रीसेट लिंक भेज दिया गया है।',
  'Incorrect email or password': 'ईमेल या पासवर्ड गलत है',
  'Invalid or expired reset token. Please request a new password reset link.':
    'रीसेट टोकन गलत है या उसकी समय-सीमा ख़त्म हो गई है। कृपया नया पासवर्ड रीसेट लिंक माँगें।',
  'Invalid or revoked API key': 'API कुंजी गलत है या रद्द कर दी गई है',
  'Job id must be a UUID': 'जॉब ID एक UUID होनी चाहिए',
  'Job not found': 'जॉब नहीं मिला',
  'Last name is required': 'उपनाम ज़रूरी है',
  'Last name must be at most 100 characters': 'उपनाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
  'Message id must be a UUID': 'संदेश ID एक UUID होनी चाहिए',
  'Month must be a calendar month (YYYY-MM)': 'महीना कैलेंडर महीना होना चाहिए (YYYY-MM)',
  'Month must be a month (YYYY-MM)': 'महीना YYYY-MM के रूप में होना चाहिए',
  'Must be a Razorpay order id (order_…)': 'Razorpay ऑर्डर ID होनी चाहिए (order_…)',
  'Must be a Razorpay payment id (pay_…)': 'Razorpay भुगतान ID होनी चाहिए (pay_…)',
  'Must be a hex HMAC-SHA256 signature': 'hex HMAC-SHA256 सिग्नेचर होना चाहिए',
  'Must be at least 8 characters.': 'कम से कम 8 अक्षर होने चाहिए।',
  'Must be at most 100 characters': 'ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
  'Must be at most 500 characters': 'ज़्यादा से ज़्यादा 500 अक्षर हो सकते हैं',
  'Must include lowercase letters.': 'छोटे अक्षर (a-z) होने चाहिए।',
  'Must include numbers.': 'अंक होने चाहिए।',
  'Must include special characters.': 'विशेष चिह्न (जैसे @ # !) होने चाहिए।',
  'Must include uppercase letters.': 'बड़े अक्षर (A-Z) होने चाहिए।',
  'Name is required': 'नाम ज़रूरी है',
  'New passwords do not match': 'नए पासवर्ड आपस में मेल नहीं खाते',
  'No deliveries yet.': 'अभी तक कोई डिलीवरी नहीं।',
  'No member has paid yet: there is nothing to book':
    'अभी तक किसी सदस्य ने भुगतान नहीं किया है: बुक करने के लिए कुछ नहीं है',
  'No proof is attached to this refund request': 'इस रिफ़ंड अनुरोध के साथ कोई सबूत नहीं लगा है',
  'No reconciliation has run yet': 'अभी तक कोई मिलान (रीकंसीलिएशन) नहीं चला है',
  'No reset token provided.': 'कोई रीसेट टोकन नहीं दिया गया।',
  'No such award': 'ऐसा कोई अवॉर्ड नहीं है',
  'No such passenger in this group': 'इस ग्रुप में ऐसा कोई यात्री नहीं है',
  'No such won group': 'ऐसा कोई जीता हुआ ग्रुप नहीं है',
  'No unsubscribe token provided.': 'अनसब्सक्राइब टोकन नहीं दिया गया।',
  'Nothing can be recovered through the payout provider: the airline has no paid Route transfer left to reverse (the next payout is paid net of what it owes)':
    'पेआउट प्रोवाइडर से कुछ वापस नहीं लिया जा सकता: एयरलाइन का कोई भुगतान हुआ Route ट्रांसफ़र पलटने के लिए नहीं बचा है (अगला पेआउट बकाया घटाकर दिया जाएगा)',
  'Nothing of this payment is left to refund': 'इस भुगतान में रिफ़ंड के लिए कुछ नहीं बचा है',
  'Nothing paid for this ticket is left to refund.': 'इस टिकट के भुगतान में रिफ़ंड के लिए कुछ नहीं बचा है।',
  'Only a dead job can be retried': 'सिर्फ़ रुका हुआ (dead) जॉब ही दोबारा चलाया जा सकता है',
  'Only airline partners can bid': 'सिर्फ़ एयरलाइन पार्टनर बोली लगा सकते हैं',
  'Only airline partners can export their bids': 'सिर्फ़ एयरलाइन पार्टनर अपनी बोलियाँ एक्सपोर्ट कर सकते हैं',
  'Only airline partners can manage API keys': 'सिर्फ़ एयरलाइन पार्टनर API कुंजियाँ संभाल सकते हैं',
  'A company can have at most {max} active API keys; revoke one first':
    'एक कंपनी की ज़्यादा से ज़्यादा {max} API कुंजियाँ सक्रिय रह सकती हैं; पहले कोई एक रद्द करें',
  'Only airline partners can manage webhooks': 'सिर्फ़ एयरलाइन पार्टनर वेबहुक संभाल सकते हैं',
  'Only airline partners can withdraw bids': 'सिर्फ़ एयरलाइन पार्टनर बोली वापस ले सकते हैं',
  'Only an issued ticket can be cancelled': 'सिर्फ़ जारी हो चुका टिकट ही रद्द किया जा सकता है',
  'Only the winning bid can issue tickets': 'सिर्फ़ जीतने वाली बोली की एयरलाइन टिकट जारी कर सकती है',
  'PIN code must be 6 digits': 'पिन कोड 6 अंकों का होना चाहिए',
  'Passenger details can be corrected once the group is booked: until then, leave and join again with the right details':
    'ग्रुप की बुकिंग के बाद ही यात्री विवरण सुधारा जा सकता है: तब तक ग्रुप छोड़कर सही विवरण के साथ फिर से जुड़ें',
  'Passenger details can no longer be corrected: changes close {hours} hours before departure':
    'अब यात्री विवरण नहीं सुधारा जा सकता: प्रस्थान से {hours} घंटे पहले बदलाव बंद हो जाते हैं',
  'Passenger id must be a UUID': 'यात्री ID एक UUID होनी चाहिए',
  'Passenger manifest not found': 'यात्री सूची (मैनिफ़ेस्ट) नहीं मिली',
  'Passenger not found': 'यात्री नहीं मिला',
  'Password changed successfully!': 'पासवर्ड बदल दिया गया!',
  'Password is required': 'पासवर्ड ज़रूरी है',
  'Password must be at most 128 characters': 'पासवर्ड में ज़्यादा से ज़्यादा 128 अक्षर हो सकते हैं',
  'Password requirements not met:': 'पासवर्ड की शर्तें पूरी नहीं हुईं:',
  'Passwords do not match.': 'पासवर्ड मेल नहीं खाते।',
  'Payment id must be a UUID': 'भुगतान ID एक UUID होनी चाहिए',
  'Payment not found': 'भुगतान नहीं मिला',
  'Payment received': 'भुगतान मिल गया',
  'Payments are paused for a moment: the payment provider is not answering. Nothing was charged; please try again shortly.':
    'भुगतान कुछ देर के लिए रुके हैं: पेमेंट प्रोवाइडर जवाब नहीं दे रहा। कोई पैसा नहीं कटा; कृपया थोड़ी देर में फिर कोशिश करें।',
  'Payout id must be a UUID': 'पेआउट ID एक UUID होनी चाहिए',
  'Payout not found': 'पेआउट नहीं मिला',
  'Please enter a valid price.': 'कृपया सही कीमत डालें।',
  'Please fill all fields for passenger {n}': 'कृपया यात्री {n} की सभी जानकारी भरें',
  'Please select a valid city pair': 'कृपया सही शहरों की जोड़ी चुनें',
  'Please try again later.': 'कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Price must be whole paise': 'कीमत पूरे पैसों में होनी चाहिए',
  'Price per ticket must be at most ₹1,00,000': 'प्रति टिकट कीमत ज़्यादा से ज़्यादा ₹1,00,000 हो सकती है',
  'Proof can be attached only while the request is pending':
    'सबूत सिर्फ़ तभी लगाया जा सकता है जब अनुरोध पर फ़ैसला बाकी हो',
  'Queued: it goes out within seconds.': 'कतार में डाला गया: यह कुछ ही सेकंड में भेजा जाएगा।',
  'Quote id must be a UUID': 'कोटेशन ID एक UUID होनी चाहिए',
  'Quote not found': 'कोटेशन नहीं मिला',
  'RFQ number must be all or part of one like RFQ-2026-000123 (letters, digits and dashes)':
    'RFQ नंबर RFQ-2026-000123 जैसा या उसका हिस्सा होना चाहिए (अक्षर, अंक और डैश)',
  'Reason is required': 'कारण ज़रूरी है',
  'Reason must be at least 5 characters': 'कारण में कम से कम 5 अक्षर होने चाहिए',
  'Reason must be at most 500 characters': 'कारण में ज़्यादा से ज़्यादा 500 अक्षर हो सकते हैं',
  'Refund request id must be a UUID': 'रिफ़ंड अनुरोध ID एक UUID होनी चाहिए',
  'Refund request not found': 'रिफ़ंड अनुरोध नहीं मिला',
  'Registration successful! Please log in.': 'रजिस्ट्रेशन हो गया! कृपया लॉग इन करें।',
  'Rotate the webhook secret? Deliveries are signed with the new secret from now on; the old one stops working at once.':
    'वेबहुक सीक्रेट बदलें? अब से डिलीवरी नए सीक्रेट से साइन होंगी; पुराना सीक्रेट तुरंत काम करना बंद कर देगा।',
  'Saath is briefly unavailable. Please try again in {retryAfterSeconds} seconds.':
    'Saath कुछ देर के लिए उपलब्ध नहीं है। कृपया {retryAfterSeconds} सेकंड बाद फिर कोशिश करें।',
  'Save an endpoint and create a secret first: a test event goes where real events go.':
    'पहले एंडपॉइंट सहेजें और सीक्रेट बनाएँ: टेस्ट इवेंट वहीं जाता है जहाँ असली इवेंट जाते हैं।',
  'Say why the schedule changed, in 5 to 500 characters': 'शेड्यूल बदलने का कारण 5 से 500 अक्षरों में बताएँ',
  'Secret created': 'सीक्रेट बन गया',
  'Send a test event': 'टेस्ट इवेंट भेजें',
  'Send at least one of full name, date of birth or gender':
    'पूरा नाम, जन्म तिथि या लिंग में से कम से कम एक भेजें',
  'Send at least one ticket': 'कम से कम एक टिकट भेजें',
  'Send the group PNR with the first tickets': 'पहले टिकटों के साथ ग्रुप का PNR भेजें',
  'Six letters or digits, as your reservation system shows it':
    'छह अक्षर या अंक, जैसा आपका रिज़र्वेशन सिस्टम दिखाता है',
  'Test event queued: it goes out within seconds.': 'टेस्ट इवेंट कतार में है: यह कुछ ही सेकंड में भेजा जाएगा।',
  'The PNR must be six letters or digits': 'PNR छह अक्षरों या अंकों का होना चाहिए',
  'The UPI collect request expired before it was approved':
    'UPI कलेक्ट अनुरोध मंज़ूर होने से पहले ही उसकी समय-सीमा ख़त्म हो गई',
  'The UPI payment was declined in the UPI app': 'UPI ऐप में UPI भुगतान अस्वीकार कर दिया गया',
  'The admin account is ready. Sign in with its email and password.':
    'एडमिन खाता तैयार है। उसके ईमेल और पासवर्ड से लॉग इन करें।',
  'The airline changed your flight significantly: {amount} (everything paid for this ticket) is being refunded to your original payment method.':
    'एयरलाइन ने आपकी फ़्लाइट में बड़ा बदलाव किया है: {amount} (इस टिकट के लिए चुकाई गई पूरी राशि) आपके मूल भुगतान तरीके में रिफ़ंड की जा रही है।',
  "The airline has already issued this ticket, so your correction goes to Saath's team, who check it with the airline. We'll email you their answer.":
    'एयरलाइन यह टिकट पहले ही जारी कर चुकी है, इसलिए आपका सुधार Saath टीम के पास जाएगा, जो एयरलाइन से इसकी जाँच करेगी। उनका जवाब हम आपको ईमेल करेंगे।',
  'The airline owes nothing back: its balance is not below zero':
    'एयरलाइन पर कुछ बकाया नहीं है: उसका बैलेंस शून्य से कम नहीं है',
  'The dates must reach {minimum} or later: groups open at least 11 days ahead':
    'तारीखें {minimum} या उसके बाद तक होनी चाहिए: ग्रुप कम से कम 11 दिन पहले खुलते हैं',
  'The dates must start on or before {maximum}': 'तारीखें {maximum} या उससे पहले शुरू होनी चाहिए',
  'The deadline cannot pass {cap}: tickets must be in hand 8 days before travel':
    'समय-सीमा {cap} से आगे नहीं जा सकती: यात्रा से 8 दिन पहले टिकट हाथ में होने चाहिए',
  'The endpoint {problem}.': 'एंडपॉइंट {problem}।',
  'The group is already {status}': 'ग्रुप पहले से {status} है',
  'The group is still awaiting payment: end or book the group before refunding part of a share':
    'ग्रुप का भुगतान अभी बाकी है: किसी हिस्से का आंशिक रिफ़ंड करने से पहले ग्रुप को बंद या बुक करें',
  'The last date must be on or after the first date':
    'आख़िरी तारीख, पहली तारीख के दिन या उसके बाद की होनी चाहिए',
  'The member cancelled this ticket': 'सदस्य ने यह टिकट रद्द कर दिया',
  'The passenger manifest is available once the group is booked (it is {status})':
    'ग्रुप की बुकिंग के बाद ही यात्री सूची मिलती है (अभी स्थिति {status} है)',
  'The payment provider could not be reached. Nothing was charged; please try again in a moment.':
    'पेमेंट प्रोवाइडर से संपर्क नहीं हो सका। कोई पैसा नहीं कटा; कृपया कुछ देर में फिर कोशिश करें।',
  'The payment signature is not valid': 'भुगतान का सिग्नेचर सही नहीं है',
  'The payment window had closed, so your payment was refunded in full':
    'भुगतान का समय ख़त्म हो चुका था, इसलिए आपका पूरा भुगतान रिफ़ंड कर दिया गया',
  'The proof must be a PDF, JPEG, PNG or WebP file': 'सबूत PDF, JPEG, PNG या WebP फ़ाइल होना चाहिए',
  'The proof must be at most 5 MB': 'सबूत ज़्यादा से ज़्यादा 5 MB का हो सकता है',
  'The schedule can be changed once the group is booked (it is {status})':
    'ग्रुप की बुकिंग के बाद ही शेड्यूल बदला जा सकता है (अभी स्थिति {status} है)',
  'The server is busy. Please try again in {retryAfterSeconds} seconds.':
    'सर्वर अभी व्यस्त है। कृपया {retryAfterSeconds} सेकंड बाद फिर कोशिश करें।',
  'The webhook signature is not valid': 'वेबहुक का सिग्नेचर सही नहीं है',
  'These are already the passenger’s details': 'यात्री का विवरण पहले से यही है',
  'This account is disabled. To ask why or to have it restored, write to support@saath.in or call +91 80 4718 2200.':
    'यह खाता बंद है। कारण जानने या इसे फिर से चालू कराने के लिए support@saath.in पर लिखें या +91 80 4718 2200 पर कॉल करें।',
  'This award is not awaiting tickets: it did not win, its group is not booked, or every ticket is issued':
    'इस अवॉर्ड के टिकट बाकी नहीं हैं: या तो यह जीता नहीं, या इसका ग्रुप बुक नहीं है, या सारे टिकट जारी हो चुके हैं',
  "This award's deadline was already extended once":
    'इस अवॉर्ड की समय-सीमा एक बार पहले ही बढ़ाई जा चुकी है',
  'This bid has been selected: it can no longer be withdrawn':
    'यह बोली चुनी जा चुकी है: अब इसे वापस नहीं लिया जा सकता',
  'This card has expired': 'इस कार्ड की समय-सीमा ख़त्म हो चुकी है',
  'This e-ticket number appears twice in the upload': 'अपलोड में यह ई-टिकट नंबर दो बार है',
  'This e-ticket number is already used by another ticket':
    'यह ई-टिकट नंबर किसी दूसरे टिकट में पहले से इस्तेमाल हो चुका है',
  'This group has no airline quote to book on': 'इस ग्रुप के पास बुकिंग के लिए कोई एयरलाइन कोटेशन नहीं है',
  'This group has no airline quote to hold for booking':
    'इस ग्रुप के पास बुकिंग के लिए रोकने को कोई एयरलाइन कोटेशन नहीं है',
  'This group has no passengers to book': 'इस ग्रुप में बुक करने के लिए कोई यात्री नहीं है',
  'This group is closed': 'यह ग्रुप बंद है',
  'This group is no longer open for joining': 'यह ग्रुप अब जुड़ने के लिए खुला नहीं है',
  'This group is not awaiting payment': 'इस ग्रुप का कोई भुगतान बाकी नहीं है',
  "This group's PNR is {pnr}": 'इस ग्रुप का PNR {pnr} है',
  'This passenger appears twice in the upload': 'अपलोड में यह यात्री दो बार है',
  "This passenger's ticket is cancelled": 'इस यात्री का टिकट रद्द हो चुका है',
  "This passenger's ticket was already issued as {number}":
    'इस यात्री का टिकट पहले ही {number} नंबर से जारी हो चुका है',
  'This payment has no UPI collect request waiting for approval':
    'इस भुगतान का कोई UPI कलेक्ट अनुरोध मंज़ूरी के इंतज़ार में नहीं है',
  'This payment is no longer open': 'यह भुगतान अब खुला नहीं है',
  'This payment is not a Razorpay payment': 'यह Razorpay भुगतान नहीं है',
  'This payment is not a sandbox payment': 'यह सैंडबॉक्स भुगतान नहीं है',
  'This payment was never captured: there is nothing to refund':
    'यह भुगतान कभी पूरा नहीं हुआ: रिफ़ंड के लिए कुछ नहीं है',
  'This payout is paid already': 'यह पेआउट पहले ही हो चुका है',
  'This payout is waiting for a try already': 'यह पेआउट पहले से दोबारा कोशिश के इंतज़ार में है',
  'This refund request has already been decided': 'इस रिफ़ंड अनुरोध पर पहले ही फ़ैसला हो चुका है',
  'This setup link is not valid: it has expired or been used, or an admin already exists. Restart the server for a new link while no admin exists.':
    'यह सेटअप लिंक सही नहीं है: इसकी समय-सीमा ख़त्म हो गई है, यह इस्तेमाल हो चुका है, या एडमिन पहले से मौजूद है। जब तक कोई एडमिन नहीं है, नए लिंक के लिए सर्वर दोबारा शुरू करें।',
  'This unsubscribe link is invalid or has expired.':
    'यह अनसब्सक्राइब लिंक गलत है या इसकी समय-सीमा ख़त्म हो गई है।',
  'Ticket id must be a UUID': 'टिकट ID एक UUID होनी चाहिए',
  'Ticket not found': 'टिकट नहीं मिला',
  'Tickets can be issued once every member has paid and the group is booked (it is {status})':
    'सभी सदस्यों के भुगतान और ग्रुप की बुकिंग के बाद ही टिकट जारी हो सकते हैं (अभी स्थिति {status} है)',
  'Ties go to the earlier bid.': 'बराबर बोली होने पर पहले लगी बोली जीतती है।',
  'Travel date must be a date (YYYY-MM-DD)': 'यात्रा की तारीख YYYY-MM-DD के रूप में होनी चाहिए',
  'Unknown payment provider': 'अनजान पेमेंट प्रोवाइडर',
  'Use a test card: 4111 1111 1111 1111 or 4000 0000 0000 0002':
    'टेस्ट कार्ड इस्तेमाल करें: 4111 1111 1111 1111 या 4000 0000 0000 0002',
  'User id must be a UUID': 'यूज़र ID एक UUID होनी चाहिए',
  'User not found': 'यूज़र नहीं मिला',
  'Webhook endpoint': 'वेबहुक एंडपॉइंट',
  'With your GSTIN and registered business name, your payment receipts are GST tax invoices.':
    'आपके GSTIN और रजिस्टर्ड व्यवसाय के नाम के साथ, आपकी भुगतान रसीदें GST टैक्स इनवॉइस बन जाती हैं।',
  'Won – awaiting payment ({paid} of {active} paid)':
    'जीता – भुगतान बाकी ({active} में से {paid} ने भुगतान किया)',
  'You already have this alert': 'यह अलर्ट आपके पास पहले से है',
  'You are already a member of this group': 'आप पहले से इस ग्रुप के सदस्य हैं',
  'You are unsubscribed: this alert will send no more mail.':
    'आपने अनसब्सक्राइब कर दिया है: इस अलर्ट से अब कोई ईमेल नहीं आएगा।',
  'You cannot deactivate your own account': 'आप अपना खुद का खाता बंद नहीं कर सकते',
  'You cannot leave a group whose flight is booked':
    'जिस ग्रुप की फ़्लाइट बुक हो चुकी है, उसे आप नहीं छोड़ सकते',
  'You have already paid your share for this group':
    'आप इस ग्रुप के लिए अपने हिस्से का भुगतान पहले ही कर चुके हैं',
  'You have left the Flight Group successfully': 'आपने फ़्लाइट ग्रुप छोड़ दिया है',
  'You have paid for your seat, so you cannot leave this group; once it is booked, you can cancel your ticket':
    'आप अपनी सीट का भुगतान कर चुके हैं, इसलिए यह ग्रुप नहीं छोड़ सकते; बुकिंग होने के बाद आप अपना टिकट रद्द कर सकते हैं',
  'You may cancel for a full refund until {until}.':
    'आप {until} तक टिकट रद्द करके पूरा रिफ़ंड पा सकते हैं।',
  'Your bid has been withdrawn.': 'आपकी बोली वापस ले ली गई है।',
  'Your card was declined': 'आपका कार्ड अस्वीकार हो गया',
  'Your flight changed: now {flight}, departing {departure}, arriving {arrival}.':
    'आपकी फ़्लाइट बदल गई है: अब {flight}, प्रस्थान {departure}, आगमन {arrival}।',
  'Your password has been reset. You can now log in.':
    'आपका पासवर्ड रीसेट हो गया है। अब आप लॉग इन कर सकते हैं।',
  'Your profile must be 100% complete to create or join groups.':
    'ग्रुप बनाने या जुड़ने के लिए आपकी प्रोफ़ाइल 100% पूरी होनी चाहिए।',
  'Your seat was released': 'आपकी सीट छोड़ दी गई',
  'Your share changed while your payment was being prepared. Nothing was charged; please try again.':
    'भुगतान तैयार होते समय आपका हिस्सा बदल गया। कोई पैसा नहीं कटा; कृपया फिर से कोशिश करें।',
  'approve must be true or false': 'approve का मान true या false होना चाहिए',
  'community_id must be a UUID': 'community_id एक UUID होनी चाहिए',
  'limit must be a whole number': 'limit पूरी संख्या होनी चाहिए',
  'limit must be at least 1': 'limit कम से कम 1 होनी चाहिए',
  'skip must be 0 or more': 'skip 0 या उससे ज़्यादा होना चाहिए',
  'skip must be a whole number': 'skip पूरी संख्या होनी चाहिए',
  'status must be PENDING, SENT or DEAD': 'status का मान PENDING, SENT या DEAD होना चाहिए',
  '{label} must be a date (YYYY-MM-DD)': '{label} YYYY-MM-DD के रूप में तारीख होनी चाहिए',
  '{label} must not contain control characters': '{label} में कंट्रोल कैरेक्टर नहीं हो सकते',
  // Field labels and the messages built from them (fields.ts, profile.ts)
  '{label} is required': '{label} ज़रूरी है',
  '{label} must be at most {max} characters': '{label} में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं',
  '{label} must be at least {min} characters': '{label} में कम से कम {min} अक्षर होने चाहिए',
  'Must be at most {max} characters': 'ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं',
  '{label} must be one of the listed cities': '{label} सूची में दिए शहरों में से एक होना चाहिए',
  '{label} must be a time (HH:MM)': '{label} HH:MM के रूप में समय होना चाहिए',
  'Address line 1': 'पता पंक्ति 1',
  'Address line 2': 'पता पंक्ति 2',
  'Business name': 'व्यवसाय का नाम',
  City: 'शहर',
  Country: 'देश',
  'Domestic city pair 1': 'देश के अंदर शहरों की जोड़ी 1',
  'Domestic city pair 2': 'देश के अंदर शहरों की जोड़ी 2',
  'Domestic city pair 3': 'देश के अंदर शहरों की जोड़ी 3',
  Email: 'ईमेल',
  'First name': 'पहला नाम',
  'Foreign destination 1': 'विदेश की मंज़िल 1',
  'Foreign destination 2': 'विदेश की मंज़िल 2',
  'Foreign destination 3': 'विदेश की मंज़िल 3',
  GSTIN: 'GSTIN',
  'Last name': 'उपनाम',
  'Middle name': 'मध्य नाम',
  'PIN code': 'पिन कोड',
  Phone: 'फ़ोन',
  State: 'राज्य',
  // The API's generic refusals, the text channels' opt-in, Google sign-in
  'Google sign-in is not configured': 'Google से लॉग इन अभी उपलब्ध नहीं है',
  'Invalid Google credential': 'Google की जानकारी सही नहीं है',
  'Not authenticated': 'आप लॉग इन नहीं हैं',
  'You do not have permission to do this': 'आपको यह करने की अनुमति नहीं है',
  'Not found': 'नहीं मिला',
  'Internal server error': 'सर्वर में कुछ गड़बड़ हुई',
  'Airline partners only': 'सिर्फ़ एयरलाइन पार्टनर के लिए',
  'Administrators only': 'सिर्फ़ एडमिन के लिए',
  'Request body is empty': 'अनुरोध में कोई जानकारी नहीं है',
  'Request body is not valid JSON': 'अनुरोध की जानकारी सही JSON नहीं है',
  'This channel is not available: choose email': 'यह तरीका उपलब्ध नहीं है: ईमेल चुनें',
  'Add your mobile number first': 'पहले अपना मोबाइल नंबर जोड़ें',
  'Too many codes asked for: try again in an hour': 'बहुत बार कोड माँगा गया: एक घंटे बाद फिर कोशिश करें',
  'Ask for a code first': 'पहले कोड माँगें',
  'This code has expired: ask for a new one': 'इस कोड की समय-सीमा ख़त्म हो गई है: नया कोड माँगें',
  'This code is not right': 'यह कोड सही नहीं है',
  'Too many wrong codes: ask for a new one': 'बहुत बार गलत कोड डाला गया: नया कोड माँगें',
  'The code could not be sent: try again in a minute':
    'कोड नहीं भेजा जा सका: एक मिनट बाद फिर कोशिश करें',
  'Your profile must be 100% complete to create or join groups. Missing: {fields}.':
    'ग्रुप बनाने या जुड़ने के लिए आपकी प्रोफ़ाइल 100% पूरी होनी चाहिए। बाकी है: {fields}।',
  '{count} of {threshold} needed': '{threshold} ज़रूरी में से {count} जुड़े',
  '{count} of {capacity} seats': '{capacity} में से {count} सीटें भरीं',
  '{needed, plural, one {# more passenger needed to reach threshold} other {# more passengers needed to reach threshold}}':
    '{needed, plural, one {न्यूनतम संख्या तक पहुँचने के लिए # और यात्री चाहिए} other {न्यूनतम संख्या तक पहुँचने के लिए # और यात्री चाहिए}}',
  'Threshold reached! Airlines will be contacted for quotes.':
    'न्यूनतम संख्या पूरी हो गई! अब एयरलाइनों से कोटेशन माँगे जाएँगे।',
  '{count} of {threshold} passengers joined so far': 'अब तक {threshold} में से {count} यात्री जुड़े हैं',
  'Community threshold met! Quotes coming soon.': 'न्यूनतम संख्या पूरी हो गई! कोटेशन जल्द आएँगे।',
  'Quote requests have been sent to airlines': 'एयरलाइनों को कोटेशन के अनुरोध भेज दिए गए हैं',
  'Tickets have been issued - check your email': 'टिकट जारी हो गए हैं - अपना ईमेल देखें',
  'This group was disabled: each member received a {credit} credit and one ticketing-fee waiver':
    'यह ग्रुप बंद कर दिया गया: हर सदस्य को {credit} का क्रेडिट और एक बार टिकटिंग शुल्क की छूट मिली',
  'All {total} tickets issued by {airline}': '{airline} ने सभी {total} टिकट जारी कर दिए हैं',
  '{issued} of {total} tickets issued by {airline}':
    '{airline} ने {total} में से {issued} टिकट जारी किए हैं',
  '{known, select, yes {Your group {rfq} did not reach 7 passengers in 24 hours} other {Your group did not reach 7 passengers in 24 hours}}':
    '{known, select, yes {आपका ग्रुप {rfq} 24 घंटे में 7 यात्रियों तक नहीं पहुँचा} other {आपका एक ग्रुप 24 घंटे में 7 यात्रियों तक नहीं पहुँचा}}',
  '{known, select, yes {Your group {rfq} was closed by the Saath team} other {Your group was closed by the Saath team}}':
    '{known, select, yes {आपके ग्रुप {rfq} को Saath टीम ने बंद कर दिया} other {आपके एक ग्रुप को Saath टीम ने बंद कर दिया}}',
  '{known, select, yes {Your group {rfq} closed without a booking} other {Your group closed without a booking}}':
    '{known, select, yes {आपका ग्रुप {rfq} बिना बुकिंग के बंद हुआ} other {आपका एक ग्रुप बिना बुकिंग के बंद हुआ}}',
  '{known, select, yes {Used on a ticket of group {rfq}} other {Used on a ticket of a group}}':
    '{known, select, yes {ग्रुप {rfq} के एक टिकट पर इस्तेमाल हुआ} other {एक ग्रुप के टिकट पर इस्तेमाल हुआ}}',
  '{known, select, yes {Adjustment for group {rfq}} other {Adjustment for a group}}':
    '{known, select, yes {ग्रुप {rfq} के लिए समायोजन} other {एक ग्रुप के लिए समायोजन}}',
  '{missing, select, both {Add your GSTIN and business name (as registered for GST) to get GST tax invoices; until then your receipts are plain receipts.} gstin {Add your GSTIN to get GST tax invoices; until then your receipts are plain receipts.} other {Add your business name (as registered for GST) to get GST tax invoices; until then your receipts are plain receipts.}}':
    '{missing, select, both {GST टैक्स इनवॉइस पाने के लिए अपना GSTIN और व्यवसाय का नाम (GST में दर्ज) जोड़ें; तब तक आपकी रसीदें सामान्य रसीदें रहेंगी।} gstin {GST टैक्स इनवॉइस पाने के लिए अपना GSTIN जोड़ें; तब तक आपकी रसीदें सामान्य रसीदें रहेंगी।} other {GST टैक्स इनवॉइस पाने के लिए अपना व्यवसाय का नाम (GST में दर्ज) जोड़ें; तब तक आपकी रसीदें सामान्य रसीदें रहेंगी।}}',
  // The contact form's field labels, inside its templated messages ('{label} is required').
  Name: 'नाम',
  Subject: 'विषय',
  Message: 'संदेश',
  // The airline's webhook deliveries and balance ledger.
  Pending: 'बाकी',
  Delivered: 'पहुँच गया',
  'Ticket issued': 'टिकट जारी हुआ',
  'Ticket cancelled': 'टिकट रद्द हुआ',
  Payout: 'पेआउट',
  'Recovered from a payout': 'पेआउट से वसूला गया',
  // Where the airline's bid stands (bids.ts): "3 में से 2वें स्थान पर".
  'You are the lowest': 'आपकी बोली सबसे कम है',
  '{suffix, select, st {{rank}st} nd {{rank}nd} rd {{rank}rd} other {{rank}th}} of {of}, level with the lowest: the earlier bid wins the tie':
    '{of} में से {suffix, select, other {{rank}वें}} स्थान पर, सबसे कम बोली के बराबर: बराबरी पर पहले लगी बोली जीतती है',
  '{suffix, select, st {{rank}st} nd {{rank}nd} rd {{rank}rd} other {{rank}th}} of {of}, {amount} above the lowest':
    '{of} में से {suffix, select, other {{rank}वें}} स्थान पर, सबसे कम बोली से {amount} ज़्यादा',
  'Against an assumed market price of {price} per ticket, for each ticket booked and not cancelled (a cancelled ticket saves nothing).':
    'हर बुक हुए और रद्द न हुए टिकट पर, प्रति टिकट {price} के अनुमानित बाज़ार भाव के मुकाबले (रद्द हुए टिकट पर कोई बचत नहीं)।',
} satisfies Catalog;
