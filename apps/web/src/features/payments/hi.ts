import type { Catalog } from '@saath/shared/i18n';

// Hindi for paying a share: the checkout (UPI first, then card), the UPI waiting state and the
// payment's result (ADR 0064). Keys are the English texts.
export default {
  'TEST MODE': 'टेस्ट मोड',
  'This is the Saath payment sandbox: no real card or UPI account is charged and no money moves. Use one of the test UPI IDs or test cards below.':
    'यह Saath का टेस्ट भुगतान पेज है: किसी असली कार्ड या UPI खाते से पैसा नहीं कटता। नीचे दी गई टेस्ट UPI ID या टेस्ट कार्ड में से कोई एक इस्तेमाल करें।',
  Amount: 'राशि',
  'Paid by': 'भुगतान का तरीका',
  Group: 'ग्रुप',
  'Go to your groups': 'अपने ग्रुप पर जाएँ',
  'Test UPI IDs': 'टेस्ट UPI ID',
  'Any other UPI ID (name@bank) waits for you to approve or decline it on this page.':
    'कोई और UPI ID (name@bank) डालने पर अनुरोध इसी पेज पर आपकी मंज़ूरी या इनकार का इंतज़ार करेगा।',
  'Pay by UPI (test mode)': 'UPI से भुगतान करें (टेस्ट मोड)',
  'Your UPI ID': 'आपकी UPI ID',
  'We send a collect request to it; approve it in your UPI app.':
    'हम इस पर भुगतान का अनुरोध भेजेंगे; उसे अपने UPI ऐप में मंज़ूर करें।',
  'name@bank': 'name@bank',
  'Paying on this phone? <0>Open your UPI app</0> to pay {amount} there instead.':
    'इसी फ़ोन से भुगतान कर रहे हैं? {amount} का भुगतान करने के लिए <0>अपना UPI ऐप खोलें</0>।',
  'Sending…': 'भेजा जा रहा है…',
  'Pay {amount} by UPI': 'UPI से {amount} का भुगतान करें',
  'Cancel and go back to the group': 'रद्द करें और ग्रुप पर वापस जाएँ',
  'QR code to pay {amount} with a UPI app': 'UPI ऐप से {amount} का भुगतान करने का QR कोड',
  'Or scan with a UPI app': 'या किसी UPI ऐप से स्कैन करें',
  'Waiting for you to approve in your UPI app': 'अपने UPI ऐप में मंज़ूरी दें, हम इंतज़ार कर रहे हैं',
  'Your UPI app answered. Confirming your payment…':
    'आपके UPI ऐप से जवाब आ गया। भुगतान की पुष्टि हो रही है…',
  'We sent a collect request for {amount} to {vpa}. Open your UPI app and approve it.':
    'हमने {vpa} पर {amount} का भुगतान अनुरोध भेजा है। अपना UPI ऐप खोलें और इसे मंज़ूर करें।',
  'The request expires at {time} IST. Keep this page open: it updates by itself.':
    'यह अनुरोध {time} IST पर ख़त्म हो जाएगा। यह पेज खुला रखें: यह अपने आप अपडेट होता है।',
  'Sandbox UPI app (test mode)': 'डेमो UPI ऐप (टेस्ट मोड)',
  'Stands in for the app of {vpa}: approve to pay, decline to refuse.':
    'यह {vpa} के ऐप की जगह है: भुगतान के लिए मंज़ूर करें, मना करने के लिए अस्वीकार करें।',
  'Approve {amount}': '{amount} मंज़ूर करें',
  Decline: 'अस्वीकार करें',
  'Back to the group': 'ग्रुप पर वापस जाएँ',
  'Checkout (test mode) · Saath': 'चेकआउट (टेस्ट मोड) · Saath',
  Checkout: 'चेकआउट',
  'Loading your payment…': 'आपका भुगतान लोड हो रहा है…',
  'See this payment': 'यह भुगतान देखें',
  'You are paying': 'आप भुगतान कर रहे हैं',
  'Pay by': 'भुगतान का तरीका',
  Card: 'कार्ड',
  'Test cards': 'टेस्ट कार्ड',
  'Any future expiry date, any 3-digit security code and any name.':
    'आगे की कोई भी एक्सपायरी तारीख, कोई भी 3 अंकों का CVC और कोई भी नाम।',
  'Pay by card (test mode)': 'कार्ड से भुगतान करें (टेस्ट मोड)',
  'Name on card': 'कार्ड पर नाम',
  'Card number': 'कार्ड नंबर',
  'Expiry (MM/YY)': 'एक्सपायरी (MM/YY)',
  'MM/YY': 'MM/YY',
  CVC: 'CVC',
  'Paying…': 'भुगतान हो रहा है…',
  'Pay {amount}': '{amount} का भुगतान करें',
  'Payment result · Saath': 'भुगतान का नतीजा · Saath',
  'Payment result (test mode) · Saath': 'भुगतान का नतीजा (टेस्ट मोड) · Saath',
  Payment: 'भुगतान',
  Paid: 'भुगतान हो गया',
  '{message} on {time} IST.': '{message}, {time} IST को।',
  '{message}.': '{message}।',
  'Receipt number <0>{number}</0>': 'रसीद नंबर <0>{number}</0>',
  'Your seats are paid for. The group is booked as soon as every member has paid, and your tickets then appear on the group page and in your email.':
    'आपकी सीटों का भुगतान हो गया है। सभी सदस्यों के भुगतान करते ही ग्रुप बुक हो जाएगा, फिर आपके टिकट ग्रुप पेज पर और आपके ईमेल में आ जाएँगे।',
  'Back to your group': 'अपने ग्रुप पर वापस जाएँ',
  Expired: 'समय ख़त्म',
  Declined: 'अस्वीकार हुआ',
  '{reason}. Nothing was charged.': '{reason}। कोई पैसा नहीं कटा।',
  'Try again before the payment deadline to keep your seats: the group page starts a new payment.':
    'अपनी सीटें बनाए रखने के लिए भुगतान की समय-सीमा से पहले फिर से कोशिश करें: ग्रुप पेज से नया भुगतान शुरू होगा।',
  'Try again': 'फिर से कोशिश करें',
  'This payment does not exist, or it is not yours. Open your group to pay your share.':
    'यह भुगतान मौजूद नहीं है, या आपका नहीं है। अपने हिस्से का भुगतान करने के लिए अपना ग्रुप खोलें।',
  'Failed to load the payment. Please try again later.':
    'भुगतान लोड नहीं हो सका। कृपया बाद में फिर से कोशिश करें।',
  'The payment could not be completed. Please try again.':
    'भुगतान पूरा नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Razorpay is confirming your payment. It shows as paid on your group page within a few minutes; you do not need to pay again.':
    'Razorpay आपके भुगतान की पुष्टि कर रहा है। कुछ ही मिनटों में यह आपके ग्रुप पेज पर भुगतान हो गया दिखेगा; दोबारा भुगतान करने की ज़रूरत नहीं है।',
  'This payment is waiting for a card.': 'यह भुगतान कार्ड का इंतज़ार कर रहा है।',
  'This payment has already been made.': 'यह भुगतान पहले ही हो चुका है।',
  'This payment was declined. Start a new one from your group to try again.':
    'यह भुगतान अस्वीकार हो गया। फिर से कोशिश करने के लिए अपने ग्रुप से नया भुगतान शुरू करें।',
  'This payment was refunded.': 'इस भुगतान का रिफ़ंड हो गया।',
  'This payment was partly refunded.': 'इस भुगतान का कुछ हिस्सा रिफ़ंड हो गया।',
} satisfies Catalog;
