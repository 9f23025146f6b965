import type { Catalog } from '@saath/shared/i18n';

// Hindi for the landing and about pages.
export default {
  // landing: first screen
  'Saath: group flights for India': 'Saath: भारत के लिए ग्रुप फ़्लाइट',
  Beta: 'बीटा',
  'Our founding places are taken: we are live!': 'संस्थापक सदस्यों की सभी जगहें भर गईं: हम लाइव हैं!',
  'We are not live yet.': 'हम अभी लाइव नहीं हुए हैं।',
  'Counting our founding members…': 'संस्थापक सदस्यों की गिनती हो रही है…',
  'Membership is free for our first {limit} members.': 'हमारे पहले {limit} सदस्यों के लिए सदस्यता मुफ़्त है।',
  '<0>{registered}</0> of {limit} founding members have joined.':
    '{limit} में से <0>{registered}</0> संस्थापक सदस्य जुड़ चुके हैं।',
  '<0>{registered}</0> of {limit} founding members have joined. We open the first groups at {limit}.':
    '{limit} में से <0>{registered}</0> संस्थापक सदस्य जुड़ चुके हैं। {limit} सदस्य होते ही हम पहले ग्रुप शुरू करेंगे।',
  'Founding members joined': 'जुड़े हुए संस्थापक सदस्य',
  'Not known yet': 'अभी पता नहीं',
  '{registered} of {limit}': '{limit} में से {registered}',
  'Group flights for India': 'भारत के लिए ग्रुप फ़्लाइट',
  'Fly together. <0>Pay less.</0>': 'साथ उड़ें। <0>कम चुकाएँ।</0>',
  'Join travellers flying your route, on your date and time slot. When {threshold} passengers have joined, airlines bid for the whole group and the lowest fare wins. You pay nothing until it does.':
    'आपके रूट, तारीख और टाइम स्लॉट पर उड़ने वाले यात्रियों से जुड़ें। {threshold} यात्री जुड़ते ही एयरलाइंस पूरे ग्रुप के लिए बोली लगाती हैं और सबसे कम किराया जीतता है। तब तक आपको कुछ नहीं चुकाना है।',
  'See how it works': 'जानें, यह कैसे काम करता है',
  'Free for our first {freeMembers} members': 'हमारे पहले {freeMembers} सदस्यों के लिए मुफ़्त',
  'Groups of {threshold} to {capacity} travellers': '{threshold} से {capacity} यात्रियों के ग्रुप',
  'No hidden fees': 'कोई छिपा शुल्क नहीं',
  'Example of a flight group': 'फ़्लाइट ग्रुप का एक उदाहरण',
  'Example group': 'उदाहरण ग्रुप',
  'Airlines bidding': 'एयरलाइंस बोली लगा रही हैं',
  'Friday · Morning slot 08:00-12:00': 'शुक्रवार · सुबह का स्लॉट 08:00-12:00',
  '{joined} of {capacity} seats taken · threshold of {threshold} reached':
    '{capacity} में से {joined} सीटें भरीं · ज़रूरी {threshold} यात्री पूरे',
  'Airlines see only the route, the date and how many travel. Never who you are.':
    'एयरलाइंस को सिर्फ़ रूट, तारीख और यात्रियों की संख्या दिखती है। आप कौन हैं, यह कभी नहीं।',

  // landing: the explainer
  'Pick your route and date': 'अपना रूट और तारीख चुनें',
  'Search groups for your cities, travel date and time slot, at least {minLeadDays} days ahead.':
    'अपने शहरों, यात्रा की तारीख और टाइम स्लॉट के ग्रुप खोजें, कम से कम {minLeadDays} दिन पहले।',
  'Reach {threshold} passengers': '{threshold} यात्री पूरे करें',
  'Join with up to {maxPassengers} passengers. Once {threshold} are in, the group is sent to airlines.':
    'एक बार में {maxPassengers} यात्रियों तक के साथ जुड़ें। {threshold} यात्री होते ही ग्रुप एयरलाइंस को भेज दिया जाता है।',
  'Airlines bid for you': 'एयरलाइंस आपके लिए बोली लगाती हैं',
  'For {biddingHours} hours airlines quote a fare per ticket. The lowest bid wins.':
    '{biddingHours} घंटे तक एयरलाइंस हर टिकट का किराया बताती हैं। सबसे कम बोली जीतती है।',
  'Tickets in hand': 'टिकट आपके हाथ में',
  'Your e-tickets arrive at least {ticketsInHandDays} days before you fly.':
    'आपके ई-टिकट उड़ान से कम से कम {ticketsInHandDays} दिन पहले आ जाते हैं।',
  'Step {step} of {steps}': 'चरण {step} / {steps}',
  'Saath in under a minute': 'एक मिनट में Saath',
  'How a group fills, how airlines bid, and when you pay.':
    'ग्रुप कैसे भरता है, एयरलाइंस कैसे बोली लगाती हैं और आप कब भुगतान करते हैं।',
  'Pause the explainer': 'वीडियो रोकें',
  'Play the explainer': 'वीडियो चलाएँ',
  Chapters: 'अध्याय',

  // landing: sections below the first screen
  'One fare, bid for the whole group': 'पूरे ग्रुप के लिए एक बोली, एक किराया',
  'Airlines fill seats more cheaply when a group books together. Saath gathers travellers going the same way and lets airlines compete for them.':
    'जब ग्रुप एक साथ बुक करता है, तो एयरलाइंस कम दाम में सीटें भर पाती हैं। Saath एक ही रूट के यात्रियों को जोड़ता है और एयरलाइंस उनके लिए मुकाबला करती हैं।',
  'Save up to 30 percent': '30 प्रतिशत तक बचाएँ',
  'A full group is worth more to an airline than single bookings, and their bids show it.':
    'एयरलाइन के लिए भरा हुआ ग्रुप अलग-अलग बुकिंग से ज़्यादा कीमती है, और उनकी बोलियों में यह दिखता है।',
  'Transparent pricing': 'साफ़-साफ़ कीमतें',
  'You see the lowest bid per ticket as it comes in, and the fees before you commit.':
    'हर टिकट की सबसे कम बोली आते ही आपको दिखती है, और शुल्क भी पक्का करने से पहले।',
  'No convenience charges at checkout. What you see on the group page is what you pay.':
    'भुगतान के समय कोई सुविधा शुल्क नहीं। ग्रुप पेज पर जो दिखता है, वही आप चुकाते हैं।',
  'Anonymous groups': 'गुमनाम ग्रुप',
  'Members see how many travel, never who. Airlines never see your name.':
    'सदस्यों को दिखता है कि कितने लोग जा रहे हैं, कौन नहीं। एयरलाइंस को आपका नाम कभी नहीं दिखता।',
  'Why Saath': 'Saath क्यों',
  'Group fares, without the group admin': 'ग्रुप किराया, ग्रुप सँभालने की झंझट के बिना',
  'Create your free account': 'अपना मुफ़्त खाता बनाएँ',
  'Sign up with Google or your email. Our first {freeMembers} members pay no membership and no ticketing fee.':
    'Google या अपने ईमेल से रजिस्टर करें। हमारे पहले {freeMembers} सदस्यों से न सदस्यता शुल्क लिया जाता है, न टिकटिंग शुल्क।',
  'Find or start a group': 'ग्रुप खोजें या नया शुरू करें',
  'Choose From, To, your travel date and a four-hour departure slot. We also show groups within ±{alternativeDays} days.':
    'कहाँ से, कहाँ तक, यात्रा की तारीख और चार घंटे का प्रस्थान स्लॉट चुनें। हम ±{alternativeDays} दिन के ग्रुप भी दिखाते हैं।',
  'Airlines bid': 'एयरलाइंस बोली लगाती हैं',
  'At {threshold} passengers the request goes to our airline partners. They quote a fare per ticket; the lowest wins.':
    '{threshold} यात्री होते ही अनुरोध हमारी पार्टनर एयरलाइंस को जाता है। वे हर टिकट का किराया बताती हैं; सबसे कम वाला जीतता है।',
  'Fly together': 'साथ उड़ें',
  'Your e-tickets, with a QR code, are issued for every passenger in your booking.':
    'आपकी बुकिंग के हर यात्री के लिए QR कोड वाला ई-टिकट जारी होता है।',
  'Four steps': 'चार कदम',
  'How Saath works': 'Saath कैसे काम करता है',
  'An economy seat on the flight the winning airline names, with one carry-on bag':
    'जीतने वाली एयरलाइन की बताई फ़्लाइट में इकॉनमी सीट, एक केबिन बैग के साथ',
  'Up to {maxPassengers} passengers per booking: bring family or friends':
    'एक बुकिंग में {maxPassengers} यात्रियों तक: परिवार या दोस्तों को साथ लाएँ',
  'An e-ticket PDF with a QR code for each passenger': 'हर यात्री के लिए QR कोड वाला ई-टिकट PDF',
  'A group page with the threshold progress and the live lowest bid':
    'ग्रुप पेज, जिस पर यात्रियों की गिनती और अभी की सबसे कम बोली दिखती है',
  'Email updates when your group fills, when bidding closes and when tickets are issued':
    'ईमेल से अपडेट: जब ग्रुप भरे, जब बोली बंद हो और जब टिकट जारी हों',
  'A clear cancellation and refund policy, written in plain words':
    'रद्द करने और रिफ़ंड की साफ़ नीति, आसान शब्दों में',
  'What you get': 'आपको क्या मिलता है',
  'Everything a booking needs': 'बुकिंग के लिए ज़रूरी सब कुछ',
  'Seat selection, checked baggage and meals are not included and cost extra with the airline, as on any economy fare.':
    'सीट चुनना, चेक-इन बैगेज और खाना शामिल नहीं हैं; किसी भी इकॉनमी किराये की तरह इनके लिए एयरलाइन अलग से पैसे लेती है।',
  days: 'दिन',
  hours: 'घंटे',
  'Book ahead': 'पहले से बुक करें',
  'Groups are for flights at least {minLeadDays} days away, so there is time to fill, bid and ticket.':
    'ग्रुप कम से कम {minLeadDays} दिन बाद की फ़्लाइट के लिए बनते हैं, ताकि ग्रुप भरने, बोली लगने और टिकट जारी होने का समय रहे।',
  'Group forms': 'ग्रुप बनता है',
  'A new group has {formationHours} hours to reach {threshold} passengers. If it does not, it closes and every member gets {disabledCredit} credit and a ticketing-fee waiver.':
    'नए ग्रुप के पास {threshold} यात्री पूरे करने के लिए {formationHours} घंटे होते हैं। ऐसा न हो, तो ग्रुप बंद हो जाता है और हर सदस्य को {disabledCredit} का क्रेडिट और टिकटिंग शुल्क में एक छूट मिलती है।',
  'Airlines bid and ticket': 'एयरलाइंस बोली लगाती हैं और टिकट देती हैं',
  'Airlines have {biddingHours} hours to quote. When the window closes, the lowest bid wins and each member pays their share within {paymentHours} hours; then the flight is booked and tickets are issued.':
    'एयरलाइंस के पास किराया बताने के लिए {biddingHours} घंटे होते हैं। समय पूरा होने पर सबसे कम बोली जीतती है और हर सदस्य {paymentHours} घंटे के भीतर अपना हिस्सा चुकाता है; फिर फ़्लाइट बुक होती है और टिकट जारी होते हैं।',
  'You hold your tickets at least {ticketsInHandDays} days before departure.':
    'प्रस्थान से कम से कम {ticketsInHandDays} दिन पहले टिकट आपके पास होते हैं।',
  'Group formation timeline': 'ग्रुप बनने की समय-रेखा',
  'From search to boarding pass': 'खोज से बोर्डिंग पास तक',
  'Each group runs on the same clock, so you always know what happens next.':
    'हर ग्रुप एक ही घड़ी से चलता है, इसलिए आपको हमेशा पता रहता है कि आगे क्या होगा।',
  'No payment before a winning bid': 'बोली जीतने से पहले कोई भुगतान नहीं',
  'Joining a group is free. Nothing is charged until the lowest bid is confirmed for a full group.':
    'ग्रुप से जुड़ना मुफ़्त है। पूरे ग्रुप के लिए सबसे कम बोली पक्की होने तक कुछ नहीं लिया जाता।',
  'A group that does not form': 'अगर ग्रुप नहीं बनता',
  'If a group does not reach {threshold} passengers in {formationHours} hours, each member gets {disabledCredit} credit and one ticketing-fee waiver.':
    'अगर ग्रुप {formationHours} घंटे में {threshold} यात्री पूरे नहीं कर पाता, तो हर सदस्य को {disabledCredit} का क्रेडिट और टिकटिंग शुल्क में एक छूट मिलती है।',
  'No airline response': 'अगर कोई एयरलाइन जवाब नहीं देती',
  'If no airline bids within the window, each member gets one ticketing-fee waiver for a later booking.':
    'अगर तय समय में कोई एयरलाइन बोली नहीं लगाती, तो हर सदस्य को अगली बुकिंग के लिए टिकटिंग शुल्क में एक छूट मिलती है।',
  '{refund} refund when life happens': 'मुश्किल वक्त में {refund} का रिफ़ंड',
  'For {reasons}, asked for {claimWindow}.': '{reasons} की स्थिति में, अगर आप {claimWindow} माँगें।',
  'Our guarantees': 'हमारी गारंटी',
  'If a group does not work out, you are not out of pocket':
    'ग्रुप न बन पाए, तो भी आपका नुकसान नहीं होता',
  'The full guarantees apply once Saath reaches {guaranteeMembers} members. The credits and waivers above already apply to every group today.':
    'पूरी गारंटी Saath के {guaranteeMembers} सदस्य होने पर लागू होगी। ऊपर बताए क्रेडिट और छूट आज भी हर ग्रुप पर लागू हैं।',
  'Your details stay private': 'आपकी जानकारी निजी रहती है',
  'Airlines and other members never see your name or your passengers. Passwords are stored with argon2, never in plain text.':
    'एयरलाइंस और दूसरे सदस्य आपका नाम या आपके यात्रियों को कभी नहीं देखते। पासवर्ड argon2 से सुरक्षित रखे जाते हैं, कभी सादे टेक्स्ट में नहीं।',
  'Real airline tickets': 'एयरलाइन के असली टिकट',
  'Every ticket is issued by the airline that won the bid, with its flight number and times on your e-ticket.':
    'हर टिकट बोली जीतने वाली एयरलाइन जारी करती है, और आपके ई-टिकट पर फ़्लाइट नंबर और समय होता है।',
  'Rules you can read': 'नियम, जिन्हें आप पढ़ सकते हैं',
  'Fees, refunds and cancellations are published in our terms and shown again before you book.':
    'शुल्क, रिफ़ंड और रद्द करने के नियम हमारी शर्तों में लिखे हैं और बुकिंग से पहले फिर से दिखाए जाते हैं।',
  'People who answer': 'जवाब देने वाले लोग',
  'Write to us from the contact page and a person from our team replies by email.':
    'संपर्क पेज से हमें लिखें, हमारी टीम का कोई व्यक्ति ईमेल से जवाब देगा।',
  Trust: 'भरोसा',
  'Built to be trusted with your travel': 'आपकी यात्रा के लिए भरोसेमंद',
  'Questions first? Read the <0>FAQ</0> or <1>write to us</1>.':
    'पहले कुछ पूछना है? <0>अक्सर पूछे जाने वाले सवाल</0> पढ़ें या <1>हमें लिखें</1>।',
  'Your route is better with company': 'साथ हो, तो सफ़र बेहतर है',
  'Join free today. The sooner we reach {freeMembers} members, the sooner the first groups take off.':
    'आज ही मुफ़्त जुड़ें। जितनी जल्दी हम {freeMembers} सदस्य होंगे, उतनी जल्दी पहले ग्रुप उड़ान भरेंगे।',

  // landing: pricing
  'Simple, and free to start': 'आसान, और शुरुआत मुफ़्त',
  'You pay the fare of the winning bid. Our fees are below, nothing else is added.':
    'आप जीतने वाली बोली का किराया चुकाते हैं। हमारे शुल्क नीचे लिखे हैं, इसके अलावा कुछ नहीं जुड़ता।',
  'First {freeMembers} members': 'पहले {freeMembers} सदस्य',
  '{places} free places left': '{places} मुफ़्त जगहें बाकी',
  'All free places taken': 'सभी मुफ़्त जगहें भर गईं',
  'Founding member': 'संस्थापक सदस्य',
  'no annual fee': 'कोई सालाना शुल्क नहीं',
  'Free membership for the first {freeMembers} members': 'पहले {freeMembers} सदस्यों के लिए मुफ़्त सदस्यता',
  'Ticketing fee of {ticketingFee} + GST waived on every ticket':
    'हर टिकट पर {ticketingFee} + GST का टिकटिंग शुल्क माफ़',
  'Create and join as many groups as you like': 'जितने चाहें उतने ग्रुप बनाएँ और उनसे जुड़ें',
  'After the first {freeMembers}': 'पहले {freeMembers} के बाद',
  Member: 'सदस्य',
  'a year': 'सालाना',
  'Annual membership of {membershipFee}': '{membershipFee} की सालाना सदस्यता',
  'Ticketing fee of {ticketingFee} + {gstPercent}% GST per ticket ({ticketingFeeWithGst} in all)':
    'हर टिकट पर {ticketingFee} + {gstPercent}% GST टिकटिंग शुल्क (कुल {ticketingFeeWithGst})',
  'Fee waivers earned from groups that do not form still apply':
    'जो ग्रुप नहीं बन पाए, उनसे मिली शुल्क छूट तब भी लागू रहती है',
  'Nothing is charged until the lowest bid for your group is confirmed.':
    'आपके ग्रुप की सबसे कम बोली पक्की होने तक कुछ नहीं लिया जाता।',

  // about
  'About us · Saath': 'हमारे बारे में · Saath',
  'About Saath': 'Saath के बारे में',
  'Flying together should cost less. We are a small team in Bengaluru helping travellers across India form groups on the same flight, so airlines compete for them with group fares.':
    'साथ उड़ना सस्ता होना चाहिए। हम बेंगलुरु की एक छोटी टीम हैं, जो पूरे भारत के यात्रियों को एक ही फ़्लाइट के लिए ग्रुप बनाने में मदद करती है, ताकि एयरलाइंस ग्रुप किराये के साथ उनके लिए मुकाबला करें।',
  'Our story': 'हमारी कहानी',
  'From one family wedding to a community of travellers': 'एक पारिवारिक शादी से यात्रियों के समुदाय तक',
  'Our mission': 'हमारा मिशन',
  'Why we exist': 'हम क्यों हैं',
  'Our values': 'हमारे मूल्य',
  'What we stand for': 'हम किस बात के लिए खड़े हैं',
  'Our team': 'हमारी टीम',
  'The people behind Saath': 'Saath के पीछे के लोग',
  'Fly with us': 'हमारे साथ उड़ें',
  'Membership is free for our founding members. Find a group on your route, or ask us anything first.':
    'संस्थापक सदस्यों के लिए सदस्यता मुफ़्त है। अपने रूट का ग्रुप खोजें, या पहले हमसे कुछ भी पूछें।',
  'Contact us': 'संपर्क करें',
  '2023': '2023',
  'Eleven tickets to Kochi': 'कोच्चि के ग्यारह टिकट',
  'Ananya booked flights from Delhi for eleven relatives going to a cousin’s wedding. Every booking pushed the fare up for the next one, and the airline’s group desk wanted one payer and weeks of paperwork. Eleven people on the same flight had paid for eleven separate tickets.':
    'अनन्या ने एक कज़िन की शादी में जा रहे ग्यारह रिश्तेदारों के लिए दिल्ली से फ़्लाइट बुक की। हर बुकिंग के साथ अगली का किराया बढ़ता गया, और एयरलाइन का ग्रुप डेस्क एक ही भुगतान करने वाला और हफ़्तों की कागज़ी कार्रवाई चाहता था। एक ही फ़्लाइट के ग्यारह लोगों ने ग्यारह अलग-अलग टिकटों के पैसे दिए।',
  '2024': '2024',
  'Listening to airlines': 'एयरलाइंस की बात सुनी',
  'We spent a year with airline revenue teams and travel agents. Airlines gladly price seats lower for a group that is certain to fly; what nobody had was a way to gather travellers who do not know each other but share a route, a date and a time of day.':
    'हमने एक साल एयरलाइंस की रेवेन्यू टीमों और ट्रैवल एजेंटों के साथ बिताया। जो ग्रुप पक्का उड़ने वाला हो, उसके लिए एयरलाइंस खुशी से सीटें सस्ती करती हैं; कमी बस एक तरीके की थी, जिससे एक-दूसरे को न जानने वाले, पर एक ही रूट, तारीख और समय पर जाने वाले यात्री इकट्ठा हो सकें।',
  'March 2025': 'मार्च 2025',
  'Saath is founded in Bengaluru': 'बेंगलुरु में Saath की शुरुआत',
  'Ananya and Vikram started Saath, Hindi for “together”, and built the group engine: anonymous groups of up to {capacity} passengers, a request for quotes to airlines the moment a group reaches {threshold}, and bids where the lowest fare wins.':
    'अनन्या और विक्रम ने Saath (यानी “साथ”) शुरू किया और ग्रुप इंजन बनाया: {capacity} यात्रियों तक के गुमनाम ग्रुप, ग्रुप के {threshold} यात्री पूरे होते ही एयरलाइंस से किराये का अनुरोध, और बोलियाँ जिनमें सबसे कम किराया जीतता है।',
  '2026': '2026',
  'Our founding members': 'हमारे संस्थापक सदस्य',
  'Registrations opened for our first {freeMembers} members, who pay no membership and no ticketing fee. We go live when they have all joined, with our first airline partners bidding on their groups.':
    'हमारे पहले {freeMembers} सदस्यों के लिए रजिस्ट्रेशन शुरू हुए, जिनसे न सदस्यता शुल्क लिया जाएगा, न टिकटिंग शुल्क। सबके जुड़ते ही हम लाइव होंगे, और हमारी पहली पार्टनर एयरलाइंस उनके ग्रुप पर बोली लगाएँगी।',
  Next: 'आगे',
  '{guaranteeMembers} members': '{guaranteeMembers} सदस्य',
  'At {guaranteeMembers} members our service guarantees begin, and there are enough travellers on every busy route for a group to fill within hours.':
    '{guaranteeMembers} सदस्य होने पर हमारी सेवा की गारंटी शुरू होगी, और हर व्यस्त रूट पर इतने यात्री होंगे कि ग्रुप कुछ ही घंटों में भर जाए।',
  'To give every traveller in India the fare airlines give a full group: by flying together, paying only when an airline’s bid wins, and never paying a hidden fee.':
    'भारत के हर यात्री को वह किराया दिलाना जो एयरलाइंस पूरे ग्रुप को देती हैं: साथ उड़कर, सिर्फ़ तब भुगतान करके जब किसी एयरलाइन की बोली जीते, और कभी कोई छिपा शुल्क दिए बिना।',
  Together: 'साथ',
  'Saath means together. Every member who joins a group brings everyone else in it closer to a lower fare.':
    'Saath का मतलब है साथ। ग्रुप से जुड़ने वाला हर सदस्य बाकी सबको कम किराये के और करीब लाता है।',
  'Nothing hidden': 'कुछ भी छिपा नहीं',
  'You see the lowest bid, the fee and the GST before anything is charged. If a number is not on the page, you do not pay it.':
    'कुछ भी लेने से पहले आपको सबसे कम बोली, शुल्क और GST दिखते हैं। जो रकम पेज पर नहीं है, वह आप नहीं चुकाते।',
  'Private by design': 'शुरू से ही निजी',
  'Groups are anonymous. Other members see a passenger count, airlines see a route and a number; only the airline that wins gets the names it needs to issue tickets.':
    'ग्रुप गुमनाम होते हैं। दूसरे सदस्यों को यात्रियों की गिनती दिखती है, एयरलाइंस को रूट और संख्या; सिर्फ़ जीतने वाली एयरलाइन को टिकट जारी करने के लिए ज़रूरी नाम मिलते हैं।',
  'Fair when plans fail': 'प्लान बिगड़े, तब भी सही बर्ताव',
  'If a group does not form or no airline bids, you are credited, not charged. Our refund rules are short, written down and the same for everyone.':
    'अगर ग्रुप नहीं बनता या कोई एयरलाइन बोली नहीं लगाती, तो आपसे पैसे नहीं लिए जाते, बल्कि क्रेडिट मिलता है। हमारे रिफ़ंड नियम छोटे हैं, लिखे हुए हैं और सबके लिए एक जैसे हैं।',
  'Co-founder & CEO': 'सह-संस्थापक और CEO',
  'Spent eight years building products at an online travel company in Gurugram, then booked the eleven tickets that started Saath.':
    'गुरुग्राम की एक ऑनलाइन ट्रैवल कंपनी में आठ साल प्रोडक्ट बनाए, फिर वे ग्यारह टिकट बुक किए जिनसे Saath शुरू हुआ।',
  'Co-founder & CTO': 'सह-संस्थापक और CTO',
  'Built payment and reconciliation systems for Indian banks. Now runs the engine that forms groups and closes the bidding on time.':
    'भारतीय बैंकों के लिए भुगतान और मिलान के सिस्टम बनाए। अब वह इंजन चलाते हैं जो ग्रुप बनाता है और बोली समय पर बंद करता है।',
  'Head of Airline Partnerships': 'एयरलाइन पार्टनरशिप प्रमुख',
  'Twelve years in airline revenue management in Mumbai and Dubai. She speaks to airlines in their own language: load factors and yield.':
    'मुंबई और दुबई में बारह साल एयरलाइन रेवेन्यू मैनेजमेंट में काम किया। वह एयरलाइंस से उन्हीं की भाषा में बात करती हैं: लोड फ़ैक्टर और यील्ड।',
  'Customer Experience Lead': 'ग्राहक अनुभव प्रमुख',
  'Leads our support team in Bengaluru. If you write to us, he or someone he trained will answer, usually within one working day.':
    'बेंगलुरु में हमारी सपोर्ट टीम के प्रमुख। आप हमें लिखेंगे, तो वे या उनकी सिखाई टीम का कोई व्यक्ति आम तौर पर एक कामकाजी दिन में जवाब देगा।',
} satisfies Catalog;
