import type { Catalog } from '@saath/shared/i18n';

// Hindi for the contact page: the form, our channels and the FAQ.
export default {
  'Contact us · Saath': 'संपर्क करें · Saath',
  'Contact us': 'संपर्क करें',
  'Questions about a group, a bid or your membership? Write to us and someone from our team will get back to you, usually within one working day.':
    'किसी ग्रुप, बोली या अपनी सदस्यता के बारे में सवाल है? हमें लिखें, हमारी टीम का कोई व्यक्ति आम तौर पर एक कामकाजी दिन में जवाब देगा।',
  'Send us a message': 'हमें संदेश भेजें',
  'Other ways to reach us': 'हमसे जुड़ने के और तरीके',
  'Frequently asked questions': 'अक्सर पूछे जाने वाले सवाल',
  'How groups, bids, payments and refunds work. Still unsure? Send us a message above.':
    'ग्रुप, बोली, भुगतान और रिफ़ंड कैसे काम करते हैं। अब भी कुछ साफ़ नहीं? ऊपर से हमें संदेश भेजें।',

  // the form
  'We usually reply within one working day.': 'हम आम तौर पर एक कामकाजी दिन में जवाब देते हैं।',
  'Your name': 'आपका नाम',
  'Email address': 'ईमेल पता',
  Subject: 'विषय',
  Message: 'संदेश',
  'At least {min} characters. For a booking, include your RFQ or ticket number.':
    'कम से कम {min} अक्षर। बुकिंग के बारे में लिख रहे हों, तो अपना RFQ या टिकट नंबर भी लिखें।',
  'Sending...': 'भेजा जा रहा है...',
  'Send Message': 'संदेश भेजें',

  // our channels
  Email: 'ईमेल',
  'Replies within one working day.': 'एक कामकाजी दिन में जवाब।',
  Phone: 'फ़ोन',
  'For urgent questions about an upcoming flight.': 'आने वाली फ़्लाइट के बारे में ज़रूरी सवालों के लिए।',
  Office: 'ऑफ़िस',
  'Support hours': 'सपोर्ट का समय',

  // the FAQ
  'How does a flight group form?': 'फ़्लाइट ग्रुप कैसे बनता है?',
  'Pick your route, travel date and departure time slot, then join a matching group or start a new one. Each member books 1 to {maxPassengers} seats. When the group reaches {threshold} passengers we send a request for quotes to our airline partners; it keeps accepting members until it holds {capacity} passengers.':
    'अपना रूट, यात्रा की तारीख और प्रस्थान का टाइम स्लॉट चुनें, फिर मिलते-जुलते ग्रुप से जुड़ें या नया ग्रुप शुरू करें। हर सदस्य 1 से {maxPassengers} सीटें बुक करता है। ग्रुप में {threshold} यात्री होते ही हम अपनी पार्टनर एयरलाइंस को किराये का अनुरोध भेजते हैं; {capacity} यात्री होने तक ग्रुप में नए सदस्य जुड़ते रहते हैं।',
  "Groups are anonymous: other members only see how many passengers have joined, never your name or your passengers' details. Travel dates must be at least {minLeadDays} days away so airlines have time to bid and you get your tickets well before you fly.":
    'ग्रुप गुमनाम होते हैं: दूसरे सदस्यों को सिर्फ़ यह दिखता है कि कितने यात्री जुड़े हैं, आपका नाम या आपके यात्रियों की जानकारी कभी नहीं। यात्रा की तारीख कम से कम {minLeadDays} दिन बाद की होनी चाहिए, ताकि एयरलाइंस को बोली लगाने का समय मिले और उड़ान से काफ़ी पहले आपके टिकट आ जाएँ।',
  'What happens if my group does not fill within {formationHours} hours?':
    'अगर मेरा ग्रुप {formationHours} घंटे में नहीं भरता, तो क्या होगा?',
  'If a group has fewer than {threshold} passengers {formationHours} hours after it was created, it is closed and every member receives a {disabledCredit} credit plus one ticketing-fee waiver for a future booking. You are never charged for a group that did not form, and you can start or join another group straight away. If no airline bids within the {biddingHours}-hour bidding window, the group is cancelled and each member again gets a fee waiver.':
    'अगर ग्रुप बनने के {formationHours} घंटे बाद उसमें {threshold} से कम यात्री हैं, तो ग्रुप बंद हो जाता है और हर सदस्य को {disabledCredit} का क्रेडिट और आगे की बुकिंग के लिए टिकटिंग शुल्क में एक छूट मिलती है। जो ग्रुप नहीं बना, उसके लिए आपसे कभी पैसे नहीं लिए जाते, और आप तुरंत दूसरा ग्रुप शुरू कर सकते हैं या उससे जुड़ सकते हैं। अगर {biddingHours} घंटे की बोली की समय-सीमा में कोई एयरलाइन बोली नहीं लगाती, तो ग्रुप रद्द हो जाता है और हर सदस्य को फिर से शुल्क में छूट मिलती है।',
  'How does airline bidding work?': 'एयरलाइन की बोली कैसे काम करती है?',
  "Once a group reaches {threshold} passengers, our airline partners receive a request for quotes with the route, date, time slot and passenger count. For the next {biddingHours} hours they bid a price per ticket in rupees; they can revise their bid but never see who the passengers are. When the window closes, the lowest bid wins and the flight is booked for the whole group. You can follow the current lowest bid on your group's page.":
    'ग्रुप में {threshold} यात्री होते ही हमारी पार्टनर एयरलाइंस को रूट, तारीख, टाइम स्लॉट और यात्रियों की संख्या के साथ किराये का अनुरोध मिलता है। अगले {biddingHours} घंटे तक वे हर टिकट की कीमत रुपयों में बोली के रूप में लगाती हैं; वे अपनी बोली बदल सकती हैं, पर यह कभी नहीं देख सकतीं कि यात्री कौन हैं। समय पूरा होने पर सबसे कम बोली जीतती है और पूरे ग्रुप के लिए फ़्लाइट बुक होती है। अभी की सबसे कम बोली आप अपने ग्रुप के पेज पर देख सकते हैं।',
  'When do I pay?': 'मुझे भुगतान कब करना होगा?',
  'Only when a bid wins. Creating or joining a group and the whole bidding round cost nothing. After the lowest bid is confirmed you pay that fare per passenger, plus the ticketing fee where it applies, and your tickets are issued, one per passenger, with an e-ticket you can download from the Tickets page.':
    'सिर्फ़ तब, जब कोई बोली जीतती है। ग्रुप बनाना, उससे जुड़ना और बोली का पूरा दौर मुफ़्त है। सबसे कम बोली पक्की होने के बाद आप हर यात्री के लिए वह किराया चुकाते हैं, जहाँ लागू हो वहाँ टिकटिंग शुल्क भी, और आपके टिकट जारी हो जाते हैं: हर यात्री का एक, ई-टिकट के साथ जिसे आप टिकट पेज से डाउनलोड कर सकते हैं।',
  'Can I cancel my ticket, and will I get a refund?':
    'क्या मैं अपना टिकट रद्द कर सकता हूँ, और क्या मुझे रिफ़ंड मिलेगा?',
  'You can cancel an issued ticket from its page; a cancellation cannot be undone.':
    'जारी हुआ टिकट आप उसके पेज से रद्द कर सकते हैं; रद्द करने के बाद इसे वापस नहीं लिया जा सकता।',
  'Read the full policy in our <0>Terms of Service</0>.': 'पूरी नीति हमारी <0>सेवा की शर्तों</0> में पढ़ें।',
  'We are more than {maxPassengers} travellers. Can we still book?':
    'हम {maxPassengers} से ज़्यादा यात्री हैं। क्या हम फिर भी बुक कर सकते हैं?',
  "Yes. One membership holds up to {maxPassengers} passengers in a group, so for a larger family or team write to us at <0>{email}</0> or use the form above with your route, date and number of travellers. We will arrange the booking with you, within the group's limit of {capacity} passengers.":
    'हाँ। एक सदस्यता से ग्रुप में {maxPassengers} यात्री तक जुड़ सकते हैं, इसलिए बड़े परिवार या टीम के लिए हमें <0>{email}</0> पर लिखें, या ऊपर के फ़ॉर्म में अपना रूट, तारीख और यात्रियों की संख्या भेजें। हम ग्रुप की {capacity} यात्रियों की सीमा के भीतर आपके साथ मिलकर बुकिंग करेंगे।',
  'How much does membership cost?': 'सदस्यता कितने की है?',
  'Membership is free for our first {members} members, and they pay no ticketing fee either. After that, membership costs {membershipFee} a year and each ticket carries a ticketing fee of {ticketingFee} plus {gstPercent}% GST ({ticketingFeeWithGst} in all), unless you hold a fee waiver. There are no other hidden charges; seat selection, checked baggage and meals are paid to the airline if you want them.':
    'हमारे पहले {members} सदस्यों के लिए सदस्यता मुफ़्त है, और उनसे टिकटिंग शुल्क भी नहीं लिया जाता। उसके बाद सदस्यता {membershipFee} सालाना है और हर टिकट पर {ticketingFee} + {gstPercent}% GST (कुल {ticketingFeeWithGst}) का टिकटिंग शुल्क लगता है, जब तक आपके पास शुल्क में छूट न हो। इसके अलावा कोई छिपा शुल्क नहीं है; सीट चुनना, चेक-इन बैगेज और खाना चाहिए, तो उसका भुगतान एयरलाइन को होता है।',
} satisfies Catalog;
