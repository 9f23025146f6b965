import type { Catalog } from '@saath/shared/i18n';

// Hindi for the privacy policy, the terms of service and the cookie policy. Written as a Hindi
// reader reads a legal text on an Indian app: whole sentences, the Acts by their Hindi names with
// the English name where a reader would search for it.
export default {
  // the layout
  '{title} · Saath': '{title} · Saath',
  'Last updated: <0>{date}</0>': 'पिछली बार अपडेट किया गया: <0>{date}</0>',
  Contents: 'विषय-सूची',
  '{name}, Grievance Officer': '{name}, शिकायत अधिकारी',
  'Email: <0>{email}</0>': 'ईमेल: <0>{email}</0>',

  // privacy
  'Privacy Policy': 'गोपनीयता नीति',
  "In short: we collect what we need to form your group and ticket your passengers, we keep groups anonymous, we share passenger details only with the airline that wins your group's booking, and we never sell your data.":
    'संक्षेप में: हम उतनी ही जानकारी लेते हैं जितनी आपका ग्रुप बनाने और आपके यात्रियों के टिकट जारी करने के लिए ज़रूरी है, ग्रुप को गुमनाम रखते हैं, यात्रियों की जानकारी सिर्फ़ उसी एयरलाइन को देते हैं जो आपके ग्रुप की बुकिंग जीतती है, और आपका डेटा कभी नहीं बेचते।',
  'Who we are': 'हम कौन हैं',
  'Saath is run by {legalName} (“Saath”, “we”, “us”), a company incorporated in India with its registered office in {city}. For the personal data described here we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023: we decide why and how it is processed, and we answer to you for it.':
    'Saath को {legalName} (“Saath”, “हम”) चलाती है, जो भारत में निगमित एक कंपनी है और जिसका पंजीकृत कार्यालय {city} में है। यहाँ बताए गए व्यक्तिगत डेटा के लिए हम डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (Digital Personal Data Protection Act, 2023) के तहत डेटा फ़िड्यूशियरी हैं: डेटा क्यों और कैसे प्रोसेस होगा, यह हम तय करते हैं, और इसके लिए हम आपके प्रति जवाबदेह हैं।',
  'This notice covers our website, our web app and the emails we send. It applies to travellers, to the passengers they book for, to people who write to us, and to the staff of our airline partners who use their partner accounts.':
    'यह सूचना हमारी वेबसाइट, हमारे वेब ऐप और हमारे भेजे ईमेल पर लागू होती है। यह यात्रियों, उनके लिए बुक किए गए यात्रियों, हमें लिखने वाले लोगों, और पार्टनर खाते इस्तेमाल करने वाले हमारी पार्टनर एयरलाइंस के कर्मचारियों पर लागू होती है।',
  'The personal data we collect': 'हम कौन-सा व्यक्तिगत डेटा लेते हैं',
  'Your profile': 'आपकी प्रोफ़ाइल',
  'Your first, middle and last name, email address, mobile number, gender and date of birth; if you choose to add them, your address, city, PIN code and state, a special category for concession fares (student, senior citizen, armed forces, differently abled), your usual city pairs and destinations, travel months, party size, frequency and purpose, how you want to be notified and whether you need a GST invoice. Your password is stored only as a one-way hash; nobody at Saath can read it. If you sign in with Google, Google tells us your name and verified email address, never your Google password.':
    'आपका पहला, बीच का और आखिरी नाम, ईमेल पता, मोबाइल नंबर, लिंग और जन्म तिथि; और अगर आप जोड़ना चाहें, तो आपका पता, शहर, पिन कोड और राज्य, रियायती किराये की विशेष श्रेणी (छात्र, वरिष्ठ नागरिक, सशस्त्र बल, दिव्यांग), आपके आम शहर-जोड़े और मंज़िलें, यात्रा के महीने, साथ जाने वालों की संख्या, यात्रा कितनी बार और किस मकसद से, आप सूचनाएँ कैसे पाना चाहते हैं और क्या आपको GST इनवॉइस चाहिए। आपका पासवर्ड सिर्फ़ वन-वे हैश के रूप में रखा जाता है; Saath में कोई भी उसे पढ़ नहीं सकता। अगर आप Google से लॉग इन करते हैं, तो Google हमें आपका नाम और सत्यापित ईमेल पता बताता है, आपका Google पासवर्ड कभी नहीं।',
  'Your passengers': 'आपके यात्री',
  'For every passenger you add to a group: full name, date of birth, age, gender, mobile number and email address. When you add someone other than yourself, you confirm that they (or, for a child, their parent or guardian) have agreed to you sharing these details with us for their booking.':
    'ग्रुप में जोड़े गए हर यात्री का: पूरा नाम, जन्म तिथि, उम्र, लिंग, मोबाइल नंबर और ईमेल पता। जब आप अपने अलावा किसी और को जोड़ते हैं, तो आप पुष्टि करते हैं कि वे (या बच्चे के मामले में उसके माता-पिता या अभिभावक) उनकी बुकिंग के लिए यह जानकारी हमसे साझा करने पर राज़ी हैं।',
  'Your messages': 'आपके संदेश',
  'The name, email address, subject and message you send through our contact form, and any emails you exchange with our support team.':
    'हमारे संपर्क फ़ॉर्म से भेजे गए नाम, ईमेल पता, विषय और संदेश, और हमारी सपोर्ट टीम के साथ आपके ईमेल।',
  'Your activity': 'आपकी गतिविधि',
  'The groups you create, join and leave, your tickets, cancellations and refund requests, and the credits and fee waivers on your account.':
    'आपके बनाए, जुड़े और छोड़े गए ग्रुप, आपके टिकट, रद्द किए गए टिकट और रिफ़ंड अनुरोध, और आपके खाते के क्रेडिट और शुल्क छूट।',
  'Technical data': 'तकनीकी डेटा',
  'Your IP address and the time of each request, kept in our server logs for security and to limit abuse, and the sign-in data your browser stores for you (see our <0>Cookie Policy</0>). We do not collect card or bank details today; when payments open, they will be handled by a licensed payment aggregator and we will update this notice first.':
    'आपका IP पता और हर अनुरोध का समय, जो सुरक्षा और दुरुपयोग रोकने के लिए हमारे सर्वर लॉग में रखे जाते हैं, और लॉग इन की वह जानकारी जो आपका ब्राउज़र आपके लिए रखता है (हमारी <0>कुकी नीति</0> देखें)। आज हम कार्ड या बैंक की जानकारी नहीं लेते; भुगतान शुरू होने पर उन्हें एक लाइसेंस-प्राप्त पेमेंट एग्रीगेटर संभालेगा, और हम पहले यह सूचना अपडेट करेंगे।',
  'Why we use it': 'हम इसका इस्तेमाल क्यों करते हैं',
  'We process your personal data only for these purposes:':
    'हम आपका व्यक्तिगत डेटा सिर्फ़ इन कामों के लिए प्रोसेस करते हैं:',
  'to create your account, keep you signed in and check that your profile is complete before you create or join a group;':
    'आपका खाता बनाने, आपको लॉग इन रखने, और ग्रुप बनाने या उससे जुड़ने से पहले यह जाँचने के लिए कि आपकी प्रोफ़ाइल पूरी है;',
  'to run groups: matching you to a route, date and time slot, counting passengers and asking airlines for quotes;':
    'ग्रुप चलाने के लिए: आपको रूट, तारीख और टाइम स्लॉट से मिलाना, यात्रियों की गिनती करना और एयरलाइंस से किराया माँगना;',
  'to book and ticket the passengers of a group whose bid has won, and to handle cancellations and refunds;':
    'जिस ग्रुप की बोली जीत गई हो, उसके यात्रियों की बुकिंग करने और टिकट जारी करने, और रद्दीकरण और रिफ़ंड संभालने के लिए;',
  'to send you the emails the service depends on: password resets, a group reaching its threshold, the bidding result, your tickets, and credits when a group does not form;':
    'सेवा के लिए ज़रूरी ईमेल भेजने के लिए: पासवर्ड रीसेट, ग्रुप में ज़रूरी यात्री पूरे होना, बोली का नतीजा, आपके टिकट, और ग्रुप न बनने पर मिला क्रेडिट;',
  'to answer your messages and complaints;': 'आपके संदेशों और शिकायतों का जवाब देने के लिए;',
  'to keep the service secure, prevent fraud and misuse, and limit repeated requests;':
    'सेवा को सुरक्षित रखने, धोखाधड़ी और दुरुपयोग रोकने, और बार-बार के अनुरोध सीमित करने के लिए;',
  'to meet our legal obligations, such as tax and GST records and lawful requests from authorities; and':
    'अपनी कानूनी ज़िम्मेदारियाँ पूरी करने के लिए, जैसे टैक्स और GST रिकॉर्ड और अधिकारियों के वैध अनुरोध; और',
  'to understand, from aggregated figures that identify no one, which routes are in demand and how the service is used.':
    'ऐसे कुल आँकड़ों से, जिनसे किसी की पहचान नहीं होती, यह समझने के लिए कि किन रूट की माँग है और सेवा का इस्तेमाल कैसे होता है।',
  'We rely on your consent, which you give when you register or send a message, and on the legitimate uses the DPDP Act allows, such as processing the data you give us for a booking you asked for and complying with the law. We do not sell your personal data, and we do not send you marketing emails unless you ask for them.':
    'हम आपकी सहमति पर निर्भर करते हैं, जो आप रजिस्टर करते समय या संदेश भेजते समय देते हैं, और उन वैध उपयोगों पर जिनकी DPDP अधिनियम अनुमति देता है, जैसे आपकी माँगी गई बुकिंग के लिए आपका दिया डेटा प्रोसेस करना और कानून का पालन करना। हम आपका व्यक्तिगत डेटा नहीं बेचते, और जब तक आप न माँगें, आपको मार्केटिंग ईमेल नहीं भेजते।',
  'Who we share it with': 'हम इसे किसके साथ साझा करते हैं',
  '<0>Airline partners.</0> While a group is bidding, airlines see only its route, date, time slot and passenger count: no names and no contact details. When a bid wins, we share with that one airline the passenger details it needs to issue tickets and meet aviation security rules (name, age or date of birth, gender, and contact details for flight updates). Airlines that did not win never receive them.':
    '<0>पार्टनर एयरलाइंस।</0> बोली के दौरान एयरलाइंस को ग्रुप का सिर्फ़ रूट, तारीख, टाइम स्लॉट और यात्रियों की संख्या दिखती है: न नाम, न संपर्क की जानकारी। बोली जीतने पर हम सिर्फ़ उसी एयरलाइन को यात्रियों की वह जानकारी देते हैं जो टिकट जारी करने और विमानन सुरक्षा नियमों के लिए ज़रूरी है (नाम, उम्र या जन्म तिथि, लिंग, और फ़्लाइट अपडेट के लिए संपर्क की जानकारी)। जो एयरलाइंस नहीं जीतीं, उन्हें यह कभी नहीं मिलती।',
  '<0>Other members.</0> Groups are anonymous. Other members of your group see how many passengers have joined, never who you are or who travels with you.':
    '<0>दूसरे सदस्य।</0> ग्रुप गुमनाम होते हैं। आपके ग्रुप के दूसरे सदस्यों को दिखता है कि कितने यात्री जुड़े हैं, यह कभी नहीं कि आप कौन हैं या आपके साथ कौन जा रहा है।',
  '<0>Service providers.</0> Companies that host our servers and deliver our emails process data on our instructions, under contracts that oblige them to protect it and to use it for nothing else.':
    '<0>सेवा देने वाली कंपनियाँ।</0> जो कंपनियाँ हमारे सर्वर होस्ट करती हैं और हमारे ईमेल पहुँचाती हैं, वे हमारे निर्देश पर डेटा प्रोसेस करती हैं, ऐसे अनुबंधों के तहत जो उन्हें इसे सुरक्षित रखने और किसी और काम में न लेने के लिए बाध्य करते हैं।',
  '<0>Authorities.</0> Government bodies, courts or law enforcement agencies, when Indian law requires us to.':
    '<0>अधिकारी।</0> सरकारी संस्थाएँ, अदालतें या कानून लागू करने वाली एजेंसियाँ, जब भारतीय कानून हमसे ऐसा माँगे।',
  'If Saath merges with or is acquired by another company, your data would pass to it only under the same promises, and we would tell you beforehand.':
    'अगर Saath का किसी दूसरी कंपनी में विलय होता है या कोई उसे खरीदती है, तो आपका डेटा उसे सिर्फ़ इन्हीं वादों के साथ मिलेगा, और हम आपको पहले बताएँगे।',
  'How we protect it': 'हम इसे कैसे सुरक्षित रखते हैं',
  'Our servers are located in India. Data travels encrypted (HTTPS), passwords are stored as salted one-way hashes, password-reset links work once and expire after an hour, and only the staff who need it for their job can reach your data. If a personal data breach affects you, we will inform you and the Data Protection Board of India as the DPDP Act requires.':
    'हमारे सर्वर भारत में हैं। डेटा एन्क्रिप्ट होकर (HTTPS) जाता है, पासवर्ड सॉल्ट किए गए वन-वे हैश के रूप में रखे जाते हैं, पासवर्ड रीसेट लिंक एक ही बार चलते हैं और एक घंटे में खत्म हो जाते हैं, और आपके डेटा तक सिर्फ़ वही कर्मचारी पहुँच सकते हैं जिन्हें अपने काम के लिए इसकी ज़रूरत है। अगर किसी व्यक्तिगत डेटा उल्लंघन का असर आप पर पड़ता है, तो हम DPDP अधिनियम के मुताबिक आपको और भारतीय डेटा संरक्षण बोर्ड को सूचित करेंगे।',
  'How long we keep it': 'हम इसे कब तक रखते हैं',
  'Your profile: for as long as your account is open.': 'आपकी प्रोफ़ाइल: जब तक आपका खाता खुला है।',
  'Passenger details: until twelve months after the travel date, so refunds and disputes can be settled, then deleted.':
    'यात्रियों की जानकारी: यात्रा की तारीख के बारह महीने बाद तक, ताकि रिफ़ंड और विवाद निपटाए जा सकें, फिर हटा दी जाती है।',
  'Tickets, fees, credits and invoices: eight years, as Indian company and tax law requires for financial records.':
    'टिकट, शुल्क, क्रेडिट और इनवॉइस: आठ साल, क्योंकि भारतीय कंपनी और टैक्स कानून वित्तीय रिकॉर्ड के लिए यही माँगते हैं।',
  'Contact messages: two years after the conversation ends.':
    'संपर्क संदेश: बातचीत खत्म होने के दो साल बाद तक।',
  'Server logs: ninety days.': 'सर्वर लॉग: नब्बे दिन।',
  'When you ask us to close your account, we erase your personal data within thirty days, except what the law requires us to keep, which we keep only for that purpose.':
    'जब आप अपना खाता बंद करने को कहते हैं, तो हम तीस दिन के भीतर आपका व्यक्तिगत डेटा मिटा देते हैं, सिवाय उसके जिसे कानूनन रखना ज़रूरी है; उसे हम सिर्फ़ उसी मकसद के लिए रखते हैं।',
  'Your rights': 'आपके अधिकार',
  'Under the DPDP Act you can:': 'DPDP अधिनियम के तहत आप:',
  'ask for a summary of the personal data we hold about you and how we use it, and the names of those we have shared it with;':
    'हमारे पास मौजूद अपने व्यक्तिगत डेटा का सारांश, हम उसका इस्तेमाल कैसे करते हैं, और हमने उसे किन-किन के साथ साझा किया है, यह माँग सकते हैं;',
  'correct, complete or update it (most of it directly on your <0>profile</0> page);':
    'उसे सुधार, पूरा या अपडेट कर सकते हैं (ज़्यादातर सीधे अपने <0>प्रोफ़ाइल</0> पेज पर);',
  'ask us to erase it, and withdraw your consent at any time (this does not affect what was done before, and without some data we cannot book flights for you);':
    'उसे मिटाने को कह सकते हैं, और कभी भी अपनी सहमति वापस ले सकते हैं (इससे पहले किए गए काम पर असर नहीं पड़ता, और कुछ डेटा के बिना हम आपके लिए फ़्लाइट बुक नहीं कर सकते);',
  'nominate another person to exercise these rights if you die or are unable to; and':
    'किसी और व्यक्ति को नामित कर सकते हैं, जो आपकी मृत्यु या असमर्थता की स्थिति में इन अधिकारों का इस्तेमाल करे; और',
  'complain to our Grievance Officer, and then to the Data Protection Board of India.':
    'हमारे शिकायत अधिकारी से, और फिर भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।',
  'Write to <0>{email}</0> from the email address on your account. We reply within thirty days.':
    'अपने खाते के ईमेल पते से <0>{email}</0> पर लिखें। हम तीस दिन के भीतर जवाब देते हैं।',
  Children: 'बच्चे',
  "You must be at least 18 to hold a Saath account. Children can travel as passengers booked by a parent or lawful guardian, who gives consent for their data on their behalf; we use a child's details only to ticket and fly them, and never for tracking or advertising.":
    'Saath खाता रखने के लिए आपकी उम्र कम से कम 18 साल होनी चाहिए। बच्चे माता-पिता या कानूनी अभिभावक की बुकिंग पर यात्री के रूप में जा सकते हैं, जो उनकी ओर से उनके डेटा के लिए सहमति देते हैं; हम बच्चे की जानकारी सिर्फ़ उसका टिकट जारी करने और उसे यात्रा कराने के लिए इस्तेमाल करते हैं, ट्रैकिंग या विज्ञापन के लिए कभी नहीं।',
  'Grievance Officer': 'शिकायत अधिकारी',
  'If you have a concern about how we handle your personal data, contact our Grievance Officer:':
    'अगर आपको इस बारे में कोई चिंता है कि हम आपका व्यक्तिगत डेटा कैसे संभालते हैं, तो हमारे शिकायत अधिकारी से संपर्क करें:',
  'We acknowledge complaints within 48 hours and resolve them within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.':
    'हम 48 घंटे के भीतर शिकायत मिलने की पुष्टि करते हैं और 30 दिन के भीतर उसका समाधान करते हैं। अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।',
  'Changes to this notice': 'इस सूचना में बदलाव',
  'When this notice changes, we update the date at the top. If a change affects how we use data you have already given us, we email you before it takes effect and, where the law requires, ask for your consent again.':
    'इस सूचना में बदलाव होने पर हम ऊपर दी गई तारीख अपडेट करते हैं। अगर किसी बदलाव का असर आपके पहले से दिए डेटा के इस्तेमाल पर पड़ता है, तो उसके लागू होने से पहले हम आपको ईमेल करते हैं और, जहाँ कानून माँगे, फिर से आपकी सहमति लेते हैं।',

  // cookies
  'Cookie Policy': 'कुकी नीति',
  "In short: we keep only what is needed to keep you signed in, in your browser's local storage. Analytics cookies are used only if analytics has been switched on, and never for advertising.":
    'संक्षेप में: आपको लॉग इन रखने के लिए जितना ज़रूरी है, हम सिर्फ़ उतना ही आपके ब्राउज़र के लोकल स्टोरेज में रखते हैं। एनालिटिक्स कुकीज़ सिर्फ़ तब इस्तेमाल होती हैं जब एनालिटिक्स चालू हो, और विज्ञापन के लिए कभी नहीं।',
  'What it does': 'यह क्या करता है',
  'How long it lasts': 'यह कब तक रहता है',
  'Keeps you signed in: the sign-in token sent with your requests.':
    'आपको लॉग इन रखता है: यह लॉग इन टोकन आपके अनुरोधों के साथ भेजा जाता है।',
  'Until you log out or the session expires': 'जब तक आप लॉग आउट न करें या सेशन खत्म न हो',
  'Your name, email and role, so the menu can greet you without asking the server.':
    'आपका नाम, ईमेल और भूमिका, ताकि मेन्यू सर्वर से पूछे बिना आपका स्वागत कर सके।',
  'Until you log out': 'जब तक आप लॉग आउट न करें',
  'Remembers that this browser has seen your first sign-in, so it is counted once.':
    'याद रखता है कि इस ब्राउज़र पर आपका पहला लॉग इन हो चुका है, ताकि उसे एक ही बार गिना जाए।',
  'Until you clear your browser data': 'जब तक आप अपने ब्राउज़र का डेटा साफ़ न करें',
  'Tells one visit from another, without telling us who you are.':
    'एक विज़िट को दूसरी से अलग पहचानता है, बिना हमें यह बताए कि आप कौन हैं।',
  '2 years': '2 साल',
  'Keeps track of the current visit.': 'मौजूदा विज़िट का हिसाब रखता है।',
  'What we store in your browser': 'हम आपके ब्राउज़र में क्या रखते हैं',
  "Cookies are small files a website asks your browser to keep. Saath itself sets no cookies. To keep you signed in, the app uses your browser's local storage, which stays on your device and is never sent to anyone but our own server. Cookies appear only in the two optional cases below.":
    'कुकीज़ छोटी फ़ाइलें होती हैं जिन्हें कोई वेबसाइट आपके ब्राउज़र में रखवाती है। Saath खुद कोई कुकी नहीं रखता। आपको लॉग इन रखने के लिए ऐप आपके ब्राउज़र का लोकल स्टोरेज इस्तेमाल करता है, जो आपके डिवाइस पर ही रहता है और हमारे अपने सर्वर के अलावा किसी को नहीं भेजा जाता। कुकीज़ सिर्फ़ नीचे दिए दो वैकल्पिक मामलों में आती हैं।',
  'Essential storage': 'ज़रूरी स्टोरेज',
  'These entries are strictly necessary for the service you asked for: without them you would be signed out on every page. They are used for nothing else.':
    'ये एंट्री आपकी माँगी गई सेवा के लिए बिल्कुल ज़रूरी हैं: इनके बिना आप हर पेज पर लॉग आउट हो जाते। इनका इस्तेमाल किसी और काम के लिए नहीं होता।',
  'Essential local storage entries': 'लोकल स्टोरेज की ज़रूरी एंट्री',
  'Logging out removes the first two.': 'लॉग आउट करने पर पहली दो हट जाती हैं।',
  'Analytics cookies (only if enabled)': 'एनालिटिक्स कुकीज़ (सिर्फ़ चालू होने पर)',
  'Saath can count page views and how far pages are scrolled with Google Analytics, to learn which pages help travellers and which confuse them. This is switched off unless our operator has configured it. When it is off, the site makes no request to Google or any other third party, and no analytics cookie is set.':
    'Saath, Google Analytics से पेज व्यू और पेज कितना स्क्रॉल हुआ, यह गिन सकता है, ताकि पता चले कि कौन-से पेज यात्रियों की मदद करते हैं और कौन-से उलझाते हैं। जब तक हमारा ऑपरेटर इसे सेट न करे, यह बंद रहता है। बंद होने पर साइट Google या किसी और तीसरे पक्ष को कोई अनुरोध नहीं भेजती, और कोई एनालिटिक्स कुकी नहीं रखी जाती।',
  "When it is on, Google's tag sets these cookies:": 'चालू होने पर Google का टैग ये कुकीज़ रखता है:',
  'Analytics cookies': 'एनालिटिक्स कुकीज़',
  'We send page addresses and scroll depth, never your name, email or booking details. The service works the same if you block these cookies.':
    'हम पेज के पते और स्क्रॉल की गहराई भेजते हैं, आपका नाम, ईमेल या बुकिंग की जानकारी कभी नहीं। ये कुकीज़ ब्लॉक करने पर भी सेवा वैसे ही चलती है।',
  'Google sign-in': 'Google से लॉग इन',
  "If you choose “Continue with Google”, the sign-in button is loaded from Google, and Google may set its own cookies under Google's privacy policy. The button is shown only when Google sign-in is enabled; signing in with email and password involves no Google cookie.":
    'अगर आप “Google के साथ जारी रखें” चुनते हैं, तो लॉग इन बटन Google से लोड होता है, और Google अपनी गोपनीयता नीति के तहत अपनी कुकीज़ रख सकता है। यह बटन सिर्फ़ तब दिखता है जब Google से लॉग इन चालू हो; ईमेल और पासवर्ड से लॉग इन करने में कोई Google कुकी नहीं होती।',
  'Your choices': 'आपके विकल्प',
  "You can block cookies or clear site data in your browser settings at any time. Clearing Saath's local storage signs you out; blocking analytics cookies changes nothing about how Saath works for you. For how we handle personal data generally, see our <0>Privacy Policy</0>.":
    'आप कभी भी अपने ब्राउज़र की सेटिंग में कुकीज़ ब्लॉक कर सकते हैं या साइट का डेटा साफ़ कर सकते हैं। Saath का लोकल स्टोरेज साफ़ करने से आप लॉग आउट हो जाते हैं; एनालिटिक्स कुकीज़ ब्लॉक करने से Saath के काम करने के तरीके में कोई फ़र्क नहीं पड़ता। हम व्यक्तिगत डेटा आम तौर पर कैसे संभालते हैं, यह जानने के लिए हमारी <0>गोपनीयता नीति</0> देखें।',
  Questions: 'सवाल',
  'Write to <0>{email}</0>. When this policy changes we update the date at the top.':
    '<0>{email}</0> पर लिखें। इस नीति में बदलाव होने पर हम ऊपर दी गई तारीख अपडेट करते हैं।',

  // terms
  'Terms of Service': 'सेवा की शर्तें',
  'In short: join a group for your route and date; when it reaches {threshold} passengers airlines bid and the lowest bid wins; you pay only when a bid wins; the first {members} members pay no membership or ticketing fee.':
    'संक्षेप में: अपने रूट और तारीख के ग्रुप से जुड़ें; {threshold} यात्री होते ही एयरलाइंस बोली लगाती हैं और सबसे कम बोली जीतती है; भुगतान सिर्फ़ बोली जीतने पर होता है; पहले {members} सदस्यों से न सदस्यता शुल्क लिया जाता है, न टिकटिंग शुल्क।',
  'About these terms': 'इन शर्तों के बारे में',
  'These terms are an agreement between you and {legalName} (“Saath”, “we”, “us”). They apply whenever you use our website or web app. By creating an account you accept them; if you do not agree, please do not use Saath.':
    'ये शर्तें आपके और {legalName} (“Saath”, “हम”) के बीच एक समझौता हैं। जब भी आप हमारी वेबसाइट या वेब ऐप इस्तेमाल करते हैं, ये लागू होती हैं। खाता बनाकर आप इन्हें स्वीकार करते हैं; अगर आप सहमत नहीं हैं, तो कृपया Saath का इस्तेमाल न करें।',
  'Saath is a platform that brings travellers with the same route, date and departure time together and asks airlines to bid for the group. We are not an airline: your flight is operated by the airline that wins the bid, under its own conditions of carriage.':
    'Saath एक प्लेटफ़ॉर्म है जो एक ही रूट, तारीख और प्रस्थान समय वाले यात्रियों को साथ लाता है और एयरलाइंस से ग्रुप के लिए बोली लगाने को कहता है। हम एयरलाइन नहीं हैं: आपकी फ़्लाइट बोली जीतने वाली एयरलाइन अपनी यात्रा शर्तों (conditions of carriage) के तहत चलाती है।',
  'Eligibility and your account': 'पात्रता और आपका खाता',
  'You must be at least 18 years old and able to enter into a contract under the Indian Contract Act, 1872.':
    'आपकी उम्र कम से कम 18 साल होनी चाहिए और आप भारतीय संविदा अधिनियम, 1872 के तहत अनुबंध करने में सक्षम होने चाहिए।',
  'Give true and complete details, and keep them up to date. Before you create or join a group, your profile must hold your first and last name, email, mobile number, gender and date of birth.':
    'सही और पूरी जानकारी दें, और उसे अपडेट रखें। ग्रुप बनाने या उससे जुड़ने से पहले आपकी प्रोफ़ाइल में आपका पहला और आखिरी नाम, ईमेल, मोबाइल नंबर, लिंग और जन्म तिथि होनी चाहिए।',
  'One account per person. Keep your password to yourself; you are responsible for what is done with your account until you tell us it has been misused.':
    'हर व्यक्ति का एक ही खाता। अपना पासवर्ड किसी को न बताएँ; जब तक आप हमें दुरुपयोग के बारे में न बताएँ, आपके खाते से जो भी किया जाता है, उसकी ज़िम्मेदारी आपकी है।',
  "Passenger details must match each passenger's government photo ID, and you must have their permission (or be their parent or guardian) to book for them.":
    'यात्रियों की जानकारी हर यात्री के सरकारी फ़ोटो पहचान पत्र से मेल खानी चाहिए, और उनके लिए बुक करने के लिए आपके पास उनकी अनुमति होनी चाहिए (या आप उनके माता-पिता या अभिभावक हों)।',
  'How groups work': 'ग्रुप कैसे काम करते हैं',
  'A group is for one route, one travel date and one departure time slot. The travel date must be at least {minLeadDays} days away. When you search, we also show groups within {alternativeDays} days of your date.':
    'एक ग्रुप एक रूट, एक यात्रा की तारीख और एक प्रस्थान टाइम स्लॉट के लिए होता है। यात्रा की तारीख कम से कम {minLeadDays} दिन बाद की होनी चाहिए। खोजने पर हम आपकी तारीख के {alternativeDays} दिन आगे-पीछे के ग्रुप भी दिखाते हैं।',
  'Each membership books 1 to {maxPassengers} passengers, and you may hold one membership per group. For more passengers, <0>contact us</0>.':
    'हर सदस्यता में 1 से {maxPassengers} यात्री बुक होते हैं, और एक ग्रुप में आपकी एक ही सदस्यता हो सकती है। ज़्यादा यात्रियों के लिए <0>हमसे संपर्क करें</0>।',
  'When a group reaches {threshold} passengers, we ask our airline partners for quotes. A group holds at most {capacity} passengers.':
    'ग्रुप में {threshold} यात्री होते ही हम अपनी पार्टनर एयरलाइंस से किराया माँगते हैं। एक ग्रुप में ज़्यादा से ज़्यादा {capacity} यात्री होते हैं।',
  'If a group has not reached {threshold} passengers {formationHours} hours after it was created, it closes and its members receive the credit described in section 6.':
    'अगर बनने के {formationHours} घंटे बाद भी ग्रुप में {threshold} यात्री नहीं होते, तो ग्रुप बंद हो जाता है और उसके सदस्यों को धारा 6 में बताया गया क्रेडिट मिलता है।',
  "You may leave a group at no cost until it is booked. Groups are anonymous: members see passenger counts, never each other's names or details.":
    'बुकिंग होने तक आप बिना किसी खर्च के ग्रुप छोड़ सकते हैं। ग्रुप गुमनाम होते हैं: सदस्यों को यात्रियों की गिनती दिखती है, एक-दूसरे के नाम या जानकारी कभी नहीं।',
  'Bids and bookings': 'बोली और बुकिंग',
  'Airline partners bid a price per ticket during a bidding window of {biddingHours} hours. When it closes, the lowest bid wins.':
    'पार्टनर एयरलाइंस {biddingHours} घंटे की बोली की समय-सीमा में हर टिकट की कीमत की बोली लगाती हैं। समय पूरा होने पर सबसे कम बोली जीतती है।',
  'By staying in a group until its bidding window closes, you ask us to book your passengers at the winning fare. Nothing is charged before a bid wins.':
    'बोली की समय-सीमा खत्म होने तक ग्रुप में बने रहकर आप हमसे जीतने वाले किराये पर अपने यात्रियों की बुकिंग करने को कहते हैं। बोली जीतने से पहले कुछ नहीं लिया जाता।',
  'When the booking is confirmed, one ticket is issued per passenger and sent to you by email; it is also on your Tickets page as an e-ticket. You should have your tickets at least {ticketsInHandDays} days before you travel.':
    'बुकिंग पक्की होने पर हर यात्री का एक टिकट जारी होकर ईमेल से आपको भेजा जाता है; यह आपके टिकट पेज पर ई-टिकट के रूप में भी होता है। यात्रा से कम से कम {ticketsInHandDays} दिन पहले आपके टिकट आपके पास होने चाहिए।',
  'Fares are for economy class with one carry-on bag. Seat selection, checked baggage and meals are extra and are bought from the airline.':
    'किराया एक केबिन बैग के साथ इकॉनमी क्लास का है। सीट चुनना, चेक-इन बैगेज और खाना अलग से हैं और एयरलाइन से खरीदे जाते हैं।',
  'If no airline bids before the window closes, the group is cancelled and you receive a fee waiver (section 6). We do not guarantee that every group will receive a bid.':
    'अगर समय-सीमा खत्म होने से पहले कोई एयरलाइन बोली नहीं लगाती, तो ग्रुप रद्द हो जाता है और आपको शुल्क में छूट मिलती है (धारा 6)। हम यह गारंटी नहीं देते कि हर ग्रुप को बोली मिलेगी।',
  Fees: 'शुल्क',
  'Membership is free for our first {members} members. Later members pay an annual membership of {membershipFee}.':
    'हमारे पहले {members} सदस्यों के लिए सदस्यता मुफ़्त है। बाद के सदस्य {membershipFee} की सालाना सदस्यता देते हैं।',
  'A ticketing fee of {ticketingFee} per ticket plus GST at {gstPercent}% applies to members who joined after the first {members}. It is waived for the first {members} members, and for any ticket on which you use a fee waiver.':
    'पहले {members} के बाद जुड़ने वाले सदस्यों पर हर टिकट पर {ticketingFee} का टिकटिंग शुल्क और {gstPercent}% GST लगता है। पहले {members} सदस्यों के लिए, और जिस टिकट पर आप शुल्क छूट इस्तेमाल करते हैं उसके लिए, यह माफ़ है।',
  "The fare is the winning airline's price per ticket, including the taxes and charges the airline quotes. Your ticket shows the fare, fee and GST separately.":
    'किराया जीतने वाली एयरलाइन की हर टिकट की कीमत है, जिसमें एयरलाइन के बताए टैक्स और शुल्क शामिल हैं। आपके टिकट पर किराया, शुल्क और GST अलग-अलग दिखते हैं।',
  'There are no other charges. All amounts are in Indian rupees.':
    'इसके अलावा कोई शुल्क नहीं है। सभी रकम भारतीय रुपये में हैं।',
  'Credits and fee waivers': 'क्रेडिट और शुल्क छूट',
  'When a group does not reach {threshold} passengers within {formationHours} hours, each member receives a credit of {disabledCredit} and one ticketing-fee waiver.':
    'जब कोई ग्रुप {formationHours} घंटे में {threshold} यात्री पूरे नहीं कर पाता, तो हर सदस्य को {disabledCredit} का क्रेडिट और टिकटिंग शुल्क में एक छूट मिलती है।',
  'When no airline bids for a group, each member receives one ticketing-fee waiver.':
    'जब किसी ग्रुप के लिए कोई एयरलाइन बोली नहीं लगाती, तो हर सदस्य को टिकटिंग शुल्क में एक छूट मिलती है।',
  'A waiver removes the ticketing fee and its GST from one future ticket. Credits count towards future Saath charges. Neither can be exchanged for cash or transferred to another account, and both lapse if your account is closed.':
    'एक छूट आगे के किसी एक टिकट से टिकटिंग शुल्क और उसका GST हटा देती है। क्रेडिट Saath के आगे के शुल्कों में गिने जाते हैं। दोनों में से किसी को नकद में नहीं बदला जा सकता या दूसरे खाते में नहीं भेजा जा सकता, और खाता बंद होने पर दोनों खत्म हो जाते हैं।',
  'Cancellation and refunds': 'रद्दीकरण और रिफ़ंड',
  'You can cancel an issued ticket from its page. A cancellation cannot be undone, and the seat returns to the airline.':
    'जारी हुआ टिकट आप उसके पेज से रद्द कर सकते हैं। रद्द करने के बाद इसे वापस नहीं लिया जा सकता, और सीट एयरलाइन को लौट जाती है।',
  'A refund of {refund} is available for {reasons}, requested {claimWindow}. Send the proof with your ticket number to <0>{supportEmail}</0>.':
    '{reasons} की स्थिति में {refund} का रिफ़ंड मिलता है, अगर {claimWindow} माँगा जाए। सबूत अपने टिकट नंबर के साथ <0>{supportEmail}</0> पर भेजें।',
  'The refund goes to the original payer.': 'रिफ़ंड उसी को जाता है जिसने भुगतान किया था।',
  'If the airline cancels or reschedules your flight, its own policy and the passenger rules of the Directorate General of Civil Aviation apply, and we help you claim what you are owed.':
    'अगर एयरलाइन आपकी फ़्लाइट रद्द करती है या उसका समय बदलती है, तो एयरलाइन की अपनी नीति और नागर विमानन महानिदेशालय (DGCA) के यात्री नियम लागू होते हैं, और आपका जो बनता है, उसे पाने में हम आपकी मदद करते हैं।',
  'Acceptable use': 'सही इस्तेमाल',
  'Do not give false details, book seats you do not intend to use, resell tickets, try to identify other members of a group, use automated tools to read or load the service, or interfere with its security. We may suspend or close an account that does, after telling you why, and cancel its memberships in groups that have not been booked.':
    'गलत जानकारी न दें, ऐसी सीटें बुक न करें जिनका इस्तेमाल करने का इरादा न हो, टिकट दोबारा न बेचें, ग्रुप के दूसरे सदस्यों को पहचानने की कोशिश न करें, सेवा को पढ़ने या उस पर लोड डालने के लिए ऑटोमेटेड टूल इस्तेमाल न करें, और उसकी सुरक्षा में दखल न दें। जो खाता ऐसा करता है, उसे हम वजह बताकर निलंबित या बंद कर सकते हैं, और जिन ग्रुप की बुकिंग नहीं हुई है उनमें उसकी सदस्यता रद्द कर सकते हैं।',
  'Our responsibility to you': 'आपके प्रति हमारी ज़िम्मेदारी',
  "We run Saath with reasonable skill and care. The airline that carries you is responsible for the flight itself: schedules, delays, baggage and service on board. We are not liable for an airline's acts or omissions, for events beyond our reasonable control, or for indirect losses such as lost earnings or plans.":
    'हम Saath को उचित कौशल और सावधानी से चलाते हैं। फ़्लाइट की ज़िम्मेदारी आपको ले जाने वाली एयरलाइन की है: समय-सारणी, देरी, बैगेज और विमान में सेवा। हम किसी एयरलाइन के कामों या चूकों, अपने उचित नियंत्रण से बाहर की घटनाओं, या अप्रत्यक्ष नुकसान (जैसे कमाई या योजनाओं का नुकसान) के लिए ज़िम्मेदार नहीं हैं।',
  'Otherwise, our total liability to you for any claim is limited to the fees you paid to Saath in the twelve months before it arose. Nothing in these terms limits your rights under the Consumer Protection Act, 2019, or any liability that Indian law does not allow us to limit.':
    'इसके अलावा, किसी भी दावे के लिए आपके प्रति हमारी कुल ज़िम्मेदारी उन शुल्कों तक सीमित है जो आपने दावे से पहले के बारह महीनों में Saath को दिए। इन शर्तों में कुछ भी उपभोक्ता संरक्षण अधिनियम, 2019 के तहत आपके अधिकारों को, या ऐसी किसी ज़िम्मेदारी को सीमित नहीं करता जिसे भारतीय कानून सीमित करने की अनुमति नहीं देता।',
  'Closing your account': 'अपना खाता बंद करना',
  'You can ask us to close your account at any time by writing to <0>{supportEmail}</0>. Tickets already issued stay valid. What we keep after closing, and for how long, is set out in our <1>Privacy Policy</1>.':
    'आप कभी भी <0>{supportEmail}</0> पर लिखकर हमसे अपना खाता बंद करने को कह सकते हैं। पहले से जारी टिकट मान्य रहते हैं। खाता बंद होने के बाद हम क्या और कितने समय तक रखते हैं, यह हमारी <1>गोपनीयता नीति</1> में लिखा है।',
  'Governing law and complaints': 'लागू कानून और शिकायतें',
  'These terms are governed by the laws of India. Courts in {city}, Karnataka, have jurisdiction over disputes, without affecting your right to approach a consumer commission under the Consumer Protection Act, 2019.':
    'ये शर्तें भारत के कानूनों के अधीन हैं। विवादों पर {city}, कर्नाटक की अदालतों का अधिकार क्षेत्र है; इससे उपभोक्ता संरक्षण अधिनियम, 2019 के तहत उपभोक्ता आयोग जाने के आपके अधिकार पर कोई असर नहीं पड़ता।',
  'Complaints go to our Grievance Officer, who acknowledges them within 48 hours and aims to resolve them within a month:':
    'शिकायतें हमारे शिकायत अधिकारी के पास जाती हैं, जो 48 घंटे के भीतर उनके मिलने की पुष्टि करते हैं और एक महीने के भीतर उनका समाधान करने की कोशिश करते हैं:',
  'Changes to these terms': 'इन शर्तों में बदलाव',
  'We may update these terms as the service grows, for example when payments open. We update the date at the top and email members about significant changes before they take effect. Bookings already confirmed keep the terms that applied when they were made.':
    'सेवा बढ़ने के साथ हम इन शर्तों को अपडेट कर सकते हैं, जैसे भुगतान शुरू होने पर। हम ऊपर दी गई तारीख अपडेट करते हैं और बड़े बदलावों के लागू होने से पहले सदस्यों को ईमेल करते हैं। पहले से पक्की बुकिंग पर वही शर्तें लागू रहती हैं जो बुकिंग के समय थीं।',
} satisfies Catalog;
