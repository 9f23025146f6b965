import type { Catalog } from '@saath/shared/i18n';
import shared from '@saath/shared/hi';

// Hindi for what the API writes to a person in their language: mails, WhatsApp and SMS texts,
// PDFs (ADR 0064). API error details stay English for clients; the web translates them.
// A mail's English keeps its line breaks (\n) so English mails read as they always did; the
// Hindi of such a text is one paragraph where that reads better.
export default {
  ...shared,

  // Shared by every member's mail
  'Namaste {name},': 'नमस्ते {name},',
  'Hello {name},': 'नमस्ते {name},',
  'Team Saath': 'टीम Saath',
  'Happy travels,': 'आपकी यात्रा शुभ हो,',
  'the deadline': 'समय-सीमा',
  '{from} to {to} on {date}, {slot} ({rfq})': '{from} से {to}, {date}, {slot} ({rfq})',
  'Your group: {link}': 'आपका ग्रुप: {link}',
  'Find another group: {link}': 'कोई दूसरा ग्रुप खोजें: {link}',
  'Find or start another group: {link}': 'कोई दूसरा ग्रुप खोजें या नया शुरू करें: {link}',
  '{minutes} minutes': '{minutes} मिनट',
  '{seconds} seconds': '{seconds} सेकंड',
  '{hours, plural, one {# hour} other {# hours}}': '{hours, plural, one {# घंटे} other {# घंटे}}',

  // Accounts
  'Welcome to Saath': 'Saath में आपका स्वागत है',
  'Welcome to Saath. Complete your profile, then find or start a group for your route:':
    'Saath में आपका स्वागत है। अपनी प्रोफ़ाइल पूरी करें, फिर अपने रूट का ग्रुप खोजें या नया ग्रुप शुरू करें:',
  'Groups that reach 7 travellers ask airlines for a group fare, and the lowest bid wins.':
    '7 यात्री होते ही ग्रुप एयरलाइंस से ग्रुप किराया माँगता है, और सबसे कम बोली जीतती है।',
  'Reset your Saath password': 'अपना Saath पासवर्ड रीसेट करें',
  'Someone (hopefully you) asked to reset the password of your Saath account.':
    'किसी ने (उम्मीद है आपने ही) आपके Saath खाते का पासवर्ड रीसेट करने को कहा है।',
  'Open this link within {duration} to choose a new password:':
    'नया पासवर्ड चुनने के लिए {duration} के अंदर यह लिंक खोलें:',
  'If you did not ask for this, ignore this mail: your password stays as it is.':
    'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वही रहेगा।',
  'Your Saath password was changed': 'आपका Saath पासवर्ड बदल दिया गया है',
  'The password of your Saath account was just changed, and other devices were signed out.':
    'आपके Saath खाते का पासवर्ड अभी बदला गया है, और बाकी डिवाइस से लॉग आउट कर दिया गया है।',
  'If this was not you, reset your password now: {link}':
    'अगर यह आपने नहीं किया, तो अभी अपना पासवर्ड रीसेट करें: {link}',
  'Sign-in to your Saath account was paused': 'आपके Saath खाते में लॉग इन कुछ देर के लिए रोका गया है',
  'Someone tried to sign in to your Saath account with several incorrect passwords, so\nsigning in with a password is paused for {pause}, from every device. If the attempts go on,\neach pause is longer, up to a few minutes. Devices already signed in stay signed in.':
    'किसी ने कई बार गलत पासवर्ड से आपके Saath खाते में लॉग इन करने की कोशिश की, इसलिए हर डिवाइस पर पासवर्ड से लॉग इन {pause} के लिए रोका गया है। कोशिशें जारी रहीं तो हर बार रोक थोड़ी लंबी होगी, ज़्यादा से ज़्यादा कुछ मिनट। जिन डिवाइस पर आप पहले से लॉग इन हैं, वे लॉग इन ही रहेंगे।',
  'If this was you, wait and try again, or reset your password with this link:':
    'अगर यह आप ही थे, तो थोड़ा रुककर फिर कोशिश करें, या इस लिंक से अपना पासवर्ड रीसेट करें:',
  'If this was not you, nobody has signed in: a pause refuses even the right password.\nResetting your password to a new, long one keeps your account safe, and ends the pause.':
    'अगर यह आप नहीं थे, तो चिंता न करें: किसी ने लॉग इन नहीं किया है, क्योंकि रोक के दौरान सही पासवर्ड भी नहीं चलता। नया और लंबा पासवर्ड रखने से आपका खाता सुरक्षित रहेगा और रोक भी हट जाएगी।',

  // Route alerts
  'A group opened: {route} on {date}': 'नया ग्रुप खुला: {route}, {date}',
  'A flight group just opened on a route you watch:':
    'जिस रूट पर आपने अलर्ट लगाया है, उस पर अभी एक फ़्लाइट ग्रुप खुला है:',
  '{route}, {date}, departing {slot}.': '{route}, {date}, प्रस्थान {slot}।',
  'Join it here: {link}': 'यहाँ से जुड़ें: {link}',
  'You get at most one mail a day for each alert.':
    'हर अलर्ट के लिए आपको दिन में ज़्यादा से ज़्यादा एक ईमेल मिलेगा।',
  'Stop these mails for this alert: {link}': 'इस अलर्ट के ईमेल बंद करें: {link}',

  // A group's lifecycle
  'Your group is complete: airlines are now bidding ({rfq})':
    'आपका ग्रुप पूरा हो गया: अब एयरलाइंस बोली लगा रही हैं ({rfq})',
  'Your group {group} has reached {count} passengers.': 'आपके ग्रुप {group} में {count} यात्री हो गए हैं।',
  'We have sent a request for quote to our airline partners. The lowest bid wins and you will\nhear from us as soon as the bidding closes. Nothing is charged before a bid wins.':
    'हमने अपनी पार्टनर एयरलाइंस से किराया माँगा है। सबसे कम बोली जीतेगी, और बोली बंद होते ही हम आपको बताएँगे। बोली जीतने से पहले कोई पैसा नहीं लिया जाता।',
  'Follow the bidding: {link}': 'बोली यहाँ देखें: {link}',
  'Your group did not fill in time ({rfq})': 'आपका ग्रुप समय पर नहीं भरा ({rfq})',
  'Your group {group} did not reach the {threshold} passengers needed within {hours} hours,\nso it has been closed. Nothing was charged.':
    'आपके ग्रुप {group} में {hours} घंटे के अंदर ज़रूरी {threshold} यात्री नहीं हुए, इसलिए इसे बंद कर दिया गया है। कोई पैसा नहीं लिया गया।',
  'As a thank-you for trying, we have added {credit} to your Saath credit and one ticketing-fee\nwaiver to your account.':
    'कोशिश करने के लिए धन्यवाद: हमने आपके Saath क्रेडिट में {credit} और आपके खाते में एक टिकटिंग शुल्क छूट जोड़ दी है।',
  'Booked: {airlineName} {flightNumber}, tickets to follow ({rfq})':
    'बुकिंग हो गई: {airlineName} {flightNumber}, टिकट जल्द आएँगे ({rfq})',
  'Your group {group} is booked.': 'आपके ग्रुप {group} की बुकिंग हो गई है।',
  'The winning bid: {airlineName}, flight {flightNumber}, at {farePaise} per ticket.':
    'जीतने वाली बोली: {airlineName}, फ़्लाइट {flightNumber}, {farePaise} प्रति टिकट।',
  '{airlineName} will issue your e-tickets by {deadline}.':
    '{airlineName} आपके ई-टिकट {deadline} तक जारी करेगी।',
  'We will mail you as soon as they are issued.': 'टिकट जारी होते ही हम आपको ईमेल करेंगे।',
  'Follow your booking: {link}': 'अपनी बुकिंग यहाँ देखें: {link}',
  'No airline bid on your group ({rfq})': 'आपके ग्रुप पर किसी एयरलाइन ने बोली नहीं लगाई ({rfq})',
  'No airline submitted a bid for your group {group} before bidding closed,\nso the group has been cancelled. Nothing was charged.':
    'बोली बंद होने से पहले किसी एयरलाइन ने आपके ग्रुप {group} पर बोली नहीं लगाई, इसलिए ग्रुप रद्द कर दिया गया है। कोई पैसा नहीं लिया गया।',
  'We have added one ticketing-fee waiver to your account for your next booking.':
    'आपकी अगली बुकिंग के लिए हमने आपके खाते में एक टिकटिंग शुल्क छूट जोड़ दी है।',

  // The payment stage
  'Reminder: pay {amount} before {due} ({rfq})':
    'याद दिलाना: {due} से पहले {amount} का भुगतान करें ({rfq})',
  "An airline's bid won: pay your share of {amount} ({rfq})":
    'एक एयरलाइन की बोली जीत गई: अपने हिस्से के {amount} का भुगतान करें ({rfq})',
  'Your share for {group} is still unpaid.': '{group} के लिए आपके हिस्से का भुगतान अभी बाकी है।',
  "An airline's bid won for {group}. Each member now pays their own share.":
    '{group} के लिए एक एयरलाइन की बोली जीत गई है। अब हर सदस्य अपने हिस्से का भुगतान करेगा।',
  'Your share: {amount}, due by {due}.': 'आपका हिस्सा: {amount}, {due} तक भुगतान करें।',
  'Seats not paid for by then are released.': 'तब तक जिन सीटों का भुगतान नहीं होगा, वे छोड़ दी जाएँगी।',
  'Pay now: {link}': 'अभी भुगतान करें: {link}',
  'Your seat was released ({rfq})': 'आपकी सीट छोड़ दी गई ({rfq})',
  'Your share for {group} was not paid by {due},\nso your seats have been released. Nothing was charged.':
    '{group} के लिए आपके हिस्से का भुगतान {due} तक नहीं हुआ, इसलिए आपकी सीटें छोड़ दी गई हैं। कोई पैसा नहीं लिया गया।',
  'Your group was cancelled and refunded ({rfq})': 'आपका ग्रुप रद्द हुआ और पैसे वापस किए गए ({rfq})',
  'Too few passengers of {group} paid before the deadline, so the group is\ncancelled. Every payment is refunded in full, and we have added one ticketing-fee waiver\nto your account.':
    '{group} के बहुत कम यात्रियों ने समय-सीमा से पहले भुगतान किया, इसलिए ग्रुप रद्द कर दिया गया है। हर भुगतान का पूरा रिफ़ंड किया गया है, और हमने आपके खाते में एक टिकटिंग शुल्क छूट जोड़ दी है।',

  // Payments
  'Payment received: {amount} ({rfq})': 'भुगतान मिल गया: {amount} ({rfq})',
  'We have received {amount} for your seats in {group}.':
    '{group} में आपकी सीटों के लिए हमें {amount} मिल गए हैं।',
  'Payment reference: {id}.': 'भुगतान संदर्भ: {id}।',
  'Receipt number: {number}.': 'रसीद नंबर: {number}।',
  'Once every member has paid, the group is booked and the airline issues your tickets.':
    'सभी सदस्यों का भुगतान होते ही ग्रुप की बुकिंग हो जाएगी और एयरलाइन आपके टिकट जारी करेगी।',
  'Download your receipt there, from the payment panel.':
    'अपनी रसीद वहीं भुगतान वाले हिस्से से डाउनलोड करें।',
  'Refund issued: {amount} ({rfq})': 'रिफ़ंड जारी: {amount} ({rfq})',
  'We have refunded {amount} for {group}: {why}':
    'हमने {group} के लिए {amount} का रिफ़ंड किया है: {why}',
  'It reaches your account in {from} to {to} working days.':
    'यह {from} से {to} कामकाजी दिनों में आपके खाते में पहुँच जाएगा।',

  // Schedule changes
  '{flight}, departing {departure}': '{flight}, प्रस्थान {departure}',
  'Your flight changed: {airlineName} {flight}, {from} to {to} ({rfq})':
    'आपकी फ़्लाइट बदल गई: {airlineName} {flight}, {from} से {to} ({rfq})',
  '{airlineName} has changed the flight of your group {from} to {to} on {date}.':
    '{airlineName} ने {date} को {from} से {to} जाने वाले आपके ग्रुप की फ़्लाइट बदल दी है।',
  'Was: {was}': 'पहले: {was}',
  'Now: {flight}, departing {departure}, arriving {arrival}':
    'अब: {flight}, प्रस्थान {departure}, आगमन {arrival}',
  'Reason given by the airline: {reason}': 'एयरलाइन का बताया कारण: {reason}',
  'This is a significant change: you may cancel any of your tickets until {until} ({hours} hours) for a full refund of the fare, fee and GST, whatever the reason.':
    'यह बड़ा बदलाव है: आप {until} तक ({hours} घंटे) अपना कोई भी टिकट रद्द कर सकते हैं और किराया, शुल्क और GST का पूरा रिफ़ंड पा सकते हैं, कारण चाहे जो हो।',

  // Ticketing
  'Your tickets are issued: {airlineName} {flightNumber}, PNR {pnr} ({rfq})':
    'आपके टिकट जारी हो गए: {airlineName} {flightNumber}, PNR {pnr} ({rfq})',
  '{airlineName} has issued your tickets for {from} to {to} on {date}, flight {flightNumber}.':
    '{airlineName} ने {date} को {from} से {to} की फ़्लाइट {flightNumber} के आपके टिकट जारी कर दिए हैं।',
  'PNR (booking reference): {pnr}': 'PNR (बुकिंग संदर्भ): {pnr}',
  'E-ticket numbers:': 'ई-टिकट नंबर:',
  'View and download your e-tickets: {link}': 'अपने ई-टिकट देखें और डाउनलोड करें: {link}',
  // PDFs: the e-ticket and the receipt or tax invoice
  'Group flights for India – e-ticket': 'भारत के लिए ग्रुप फ़्लाइट – ई-टिकट',
  'PNR {pnr}    E-ticket {eticket}': 'PNR {pnr}    ई-टिकट {eticket}',
  'Booking reference {reference}    Status: {status}    Group: {rfq}':
    'बुकिंग संदर्भ {reference}    स्थिति: {status}    ग्रुप: {rfq}',
  '{from}  to  {to}': '{from}  से  {to}',
  '{from} to {to}': '{from} से {to}',
  'to follow': 'जल्द आएगा',
  issued: 'जारी',
  cancelled: 'रद्द',
  pending: 'बाकी',
  'To follow': 'जल्द आएगा',
  'To be confirmed': 'पुष्टि होनी है',
  'to be confirmed': 'पुष्टि होनी है',
  'Not assigned yet': 'अभी तय नहीं',
  Passenger: 'यात्री',
  Passengers: 'यात्री',
  'Travel date': 'यात्रा की तारीख',
  'Departure slot': 'प्रस्थान का समय',
  Airline: 'एयरलाइन',
  Flight: 'फ़्लाइट',
  'E-ticket number': 'ई-टिकट नंबर',
  Departs: 'प्रस्थान',
  Arrives: 'आगमन',
  Fare: 'किराया',
  'Ticketing fee': 'टिकटिंग शुल्क',
  'Price paid': 'चुकाई गई कीमत',
  Issued: 'जारी किया गया',
  'Economy, one carry-on bag. Carry a government photo ID. Reach the airport at least 2 hours before departure.':
    'इकॉनमी, एक केबिन बैग। सरकारी फ़ोटो पहचान पत्र साथ रखें। प्रस्थान से कम से कम 2 घंटे पहले एयरपोर्ट पहुँचें।',
  'Tax Invoice': 'टैक्स इनवॉइस',
  'Payment Receipt': 'भुगतान रसीद',
  'Invoice No. {number}': 'इनवॉइस नंबर {number}',
  'Receipt No. {number}': 'रसीद नंबर {number}',
  'Date {date}': 'तारीख {date}',
  'Billed to': 'बिल किसके नाम',
  'Received from': 'भुगतानकर्ता',
  Member: 'सदस्य',
  Email: 'ईमेल',
  'Business name': 'व्यवसाय का नाम',
  'Place of supply': 'आपूर्ति का स्थान',
  'Group and flight': 'ग्रुप और फ़्लाइट',
  Group: 'ग्रुप',
  Route: 'रूट',
  Times: 'समय',
  'Departs {departure}, arrives {arrival}': 'प्रस्थान {departure}, आगमन {arrival}',
  Charges: 'भुगतान का ब्यौरा',
  'Air fare ({count} × {price}), collected for the airline':
    'हवाई किराया ({count} × {price}), एयरलाइन की ओर से लिया गया',
  'Air fare, collected for the airline': 'हवाई किराया, एयरलाइन की ओर से लिया गया',
  'Ticketing fee (SAC {sac}), taxable value': 'टिकटिंग शुल्क (SAC {sac}), कर योग्य मूल्य',
  'GST @ 18% on the ticketing fee': 'टिकटिंग शुल्क पर 18% GST',
  'Credits applied': 'लगाया गया क्रेडिट',
  'Total paid': 'कुल भुगतान',
  Refunds: 'रिफ़ंड',
  'Refunded on {date}: {reason}': '{date} को रिफ़ंड: {reason}',
  'Refunded on {date}': '{date} को रिफ़ंड',
  'Net paid': 'कुल चुकाई गई राशि (रिफ़ंड के बाद)',
  Payment: 'भुगतान',
  'Paid at': 'भुगतान का समय',
  'Paid by': 'भुगतान का तरीका',
  'Card ending {digits}': 'कार्ड, आख़िरी अंक {digits}',
  Card: 'कार्ड',
  'Payment id': 'भुगतान ID',
  Provider: 'प्रोवाइडर',
  'Provider payment id': 'प्रोवाइडर की भुगतान ID',
  'GST is charged on the ticketing fee only; the air fare is collected on behalf of the airline (pure agent). Tax is not payable under reverse charge. This is a computer-generated invoice and needs no signature.':
    'GST सिर्फ़ टिकटिंग शुल्क पर लगता है; हवाई किराया एयरलाइन की ओर से लिया जाता है (प्योर एजेंट)। रिवर्स चार्ज के तहत कर देय नहीं है। यह कंप्यूटर से बना इनवॉइस है और इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  'GST is charged on the ticketing fee only; the air fare is collected on behalf of the airline. This is a computer-generated receipt and needs no signature.':
    'GST सिर्फ़ टिकटिंग शुल्क पर लगता है; हवाई किराया एयरलाइन की ओर से लिया जाता है। यह कंप्यूटर से बनी रसीद है और इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  // Joining a group
  'You joined {rfq}': 'आप {rfq} से जुड़ गए',
  'You have joined the group {group} with {count, plural, one {# passenger} other {# passengers}}.':
    'आप {count, plural, one {# यात्री} other {# यात्रियों}} के साथ इस ग्रुप से जुड़ गए हैं: {group}।',
  'The group now has {count} of the {threshold} passengers it needs to ask airlines for quotes.':
    'एयरलाइंस से किराया माँगने के लिए ग्रुप को {threshold} यात्री चाहिए; अभी {count} यात्री हैं।',
  'Share your route with friends and family travelling the same day to fill it sooner.':
    'उसी दिन यात्रा करने वाले दोस्तों और परिवार के साथ अपना रूट शेयर करें, ताकि ग्रुप जल्दी भरे।',

  // A group closed by the Saath team
  'Your group has been closed ({rfq})': 'आपका ग्रुप बंद कर दिया गया है ({rfq})',
  'The Saath team has closed your group {group}. Nothing was charged.':
    'Saath टीम ने आपका ग्रुप {group} बंद कर दिया है। कोई पैसा नहीं लिया गया।',
  'We are sorry for the trouble: we have added {credit} to your Saath credit and one\nticketing-fee waiver to your account.':
    'असुविधा के लिए हमें खेद है: हमने आपके Saath क्रेडिट में {credit} और आपके खाते में एक टिकटिंग शुल्क छूट जोड़ दी है।',
  'The Saath team has closed your group {group}, so it will not be booked.\nNothing was charged.':
    'Saath टीम ने आपका ग्रुप {group} बंद कर दिया है, इसलिए इसकी बुकिंग नहीं होगी। कोई पैसा नहीं लिया गया।',
  'We are sorry for the trouble: we have added one ticketing-fee waiver to your account for\nyour next booking.':
    'असुविधा के लिए हमें खेद है: आपकी अगली बुकिंग के लिए हमने आपके खाते में एक टिकटिंग शुल्क छूट जोड़ दी है।',

  // Ticketing missed by the airline
  'New airline for your group: {airlineName} {flightNumber} ({rfq})':
    'आपके ग्रुप की नई एयरलाइन: {airlineName} {flightNumber} ({rfq})',
  'The airline of {group} did not issue the tickets in time, so your group now flies\nwith {airlineName} {flightNumber}, the next bid. It issues your tickets by {deadline}.':
    '{group} की एयरलाइन ने समय पर टिकट जारी नहीं किए, इसलिए अब आपका ग्रुप अगली बोली वाली {airlineName} {flightNumber} से जाएगा। यह एयरलाइन आपके टिकट {deadline} तक जारी करेगी।',
  'Its fare is lower: we refund you {refund} ({perTicket} on each of your {tickets} tickets).':
    'इसका किराया कम है: हम आपको {refund} का रिफ़ंड कर रहे हैं (आपके {tickets} टिकटों में से हर एक पर {perTicket})।',
  'You pay nothing more.': 'आपको कुछ भी ज़्यादा नहीं देना है।',
  'Your tickets: {link}': 'आपके टिकट: {link}',
  'The airline of {group} did not issue the tickets in time and no other airline\ncan take the group over, so it is cancelled. Every payment is refunded in full (fare,\nticketing fee and GST), and we have added one ticketing-fee waiver to your account.':
    '{group} की एयरलाइन ने समय पर टिकट जारी नहीं किए और कोई दूसरी एयरलाइन ग्रुप नहीं ले सकती, इसलिए ग्रुप रद्द कर दिया गया है। हर भुगतान का पूरा रिफ़ंड (किराया, टिकटिंग शुल्क और GST) किया गया है, और हमने आपके खाते में एक टिकटिंग शुल्क छूट जोड़ दी है।',

  // Passenger corrections
  'Your correction is made ({rfq})': 'आपका सुधार कर दिया गया है ({rfq})',
  "Saath's team has made your correction for {from} to {to} on {date}, and told the airline:":
    'Saath टीम ने {date} की {from} से {to} यात्रा के लिए आपका सुधार कर दिया है, और एयरलाइन को बता दिया है:',
  'Your correction could not be made ({rfq})': 'आपका सुधार नहीं हो सका ({rfq})',
  "Saath's team could not make your passenger correction for {from} to {to} on {date}.":
    'Saath टीम {date} की {from} से {to} यात्रा के लिए आपके यात्री विवरण में सुधार नहीं कर सकी।',
  'Reason: {reason}': 'कारण: {reason}',
  'Questions? Write to us through {link}': 'कोई सवाल? हमें यहाँ लिखें: {link}',
} satisfies Catalog;
