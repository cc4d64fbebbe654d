## Hindi. The words the server sends people by SMS and e-mail (Project Fluent syntax,
## https://projectfluent.org/fluent/guide/). English (en.ftl) is the source: this file has
## every message and attribute there, with the same variables (a test checks).
## Amounts arrive formatted (₹12,500), dates in Hindi, in IST.
## { " " } keeps a space that Fluent would otherwise trim.
## Screen names match the web app's Hindi: “आपकी बुकिंग”, “रिव्यू लिखें”, “मालिक डैशबोर्ड”.

-brand = Hyderabad Escapes

## Sign-in and step-up codes

otp-text = { $code } आपका { -brand } कोड है। यह 10 मिनट तक ही मान्य है।
otp-subject = आपका { -brand } कोड

## Account erasure (DPDP Act)

erasure-subject = आपका { -brand } खाता हटा दिया गया है
erasure-body = आपके कहने पर आपका { -brand } खाता हटा दिया गया है। आपका नाम, फ़ोन नंबर और ई-मेल पता मिटा दिया गया है, आपके सेव किए गए फ़ार्महाउस और अलर्ट हटा दिए गए हैं, और हर डिवाइस से आपको साइन आउट कर दिया गया है। आपकी पुरानी बुकिंग हम आपके नाम के बिना सिर्फ़ उतने समय तक रखते हैं, जितना टैक्स क़ानून के तहत ज़रूरी है। अगर आपने ऐसा नहीं कहा था, तो तुरंत इस ई-मेल का जवाब दें।

## E-mail change (to the old address and the phone)

email-changed-subject = आपके { -brand } खाते का ई-मेल पता बदल दिया गया है
email-changed-email = आपके { -brand } खाते का ई-मेल पता बदलकर { $email } कर दिया गया है। अगर यह आपने किया है, तो आपको कुछ नहीं करना है। अगर नहीं, तो तुरंत +91 40 4520 7788 पर कॉल करें या support@hyderabadescapes.in पर लिखें: हो सकता है आपका फ़ोन किसी और के पास हो।
email-changed-sms = आपका { -brand } ई-मेल पता बदलकर { $email } कर दिया गया है। आपने नहीं किया? तुरंत +91 40 4520 7788 पर कॉल करें।

## Payouts (to the owner). $amount is formatted money, $destination masked, $reference PO-000123.

payout-sent-subject = आपका { -brand } भुगतान { $reference } भेज दिया गया है
payout-sent-email = हमने { $amount } { $destination } पर भेज दिए हैं (भुगतान { $reference })। यह आम तौर पर एक दिन में पहुँच जाता है; पहुँचने पर आपके कमाई पेज पर दिखेगा।
payout-sent-sms = { -brand }: भुगतान { $reference }, { $amount }, { $destination } पर भेजा गया।
payout-failed-subject = आपका { -brand } भुगतान { $reference } नहीं हो सका
payout-failed-email = { $destination } पर { $amount } का भुगतान { $reference } नहीं हो सका: { $reason }। पैसा आपके बैलेंस में वापस आ गया है और अगले भुगतान के साथ जाएगा; सेटिंग्स में अपने भुगतान विवरण देखें।
payout-failed-sms = { -brand }: भुगतान { $reference }, { $amount }, नहीं हो सका ({ $reason })। पैसा आपके बैलेंस में वापस आ गया है।
payout-details-changed-subject = आपके { -brand } भुगतान कहाँ जाएँगे, यह बदल दिया गया है
payout-details-changed-email = { $from } से आपके भुगतान { $destination } पर जाएँगे। अगर यह आपने किया है, तो आपको कुछ नहीं करना है। अगर नहीं, तो तुरंत +91 40 4520 7788 पर कॉल करें या support@hyderabadescapes.in पर लिखें: हो सकता है आपका फ़ोन किसी और के पास हो।
payout-details-changed-sms = { -brand }: { $from } से भुगतान { $destination } पर जाएँगे। आपने नहीं किया? तुरंत +91 40 4520 7788 पर कॉल करें।


## विवाद और नकद की समय-सीमा (मालिक को)।

dispute-opened-subject = स्टे { $code } में मेहमान ने समस्या बताई
dispute-opened-email = { $farmhouse } (बुकिंग { $code }) के मेहमान ने स्टे में समस्या बताई है। हमारी टीम के सुलझाने तक इसकी कमाई { $amount } रोकी गई है; इस बारे में हम आपको कॉल कर सकते हैं।
dispute-opened-sms = { -brand }: { $code } के मेहमान ने समस्या बताई। सुलझने तक कमाई { $amount } रोकी गई है।
dispute-released-subject = स्टे { $code }: समस्या सुलझ गई
dispute-released-email = { $farmhouse } (बुकिंग { $code }) की बताई गई समस्या हमने देखी: इसकी कमाई { $amount } आपकी है और अगले भुगतान के साथ जाएगी।
dispute-released-sms = { -brand }: { $code } की समस्या सुलझ गई; कमाई { $amount } अगले भुगतान के साथ जाएगी।
dispute-refunded-subject = स्टे { $code } का पैसा मेहमान को लौटाया गया
dispute-refunded-email = { $farmhouse } (बुकिंग { $code }) की बताई गई समस्या देखकर हमने मेहमान को पैसा लौटा दिया; इस स्टे से आपकी कोई कमाई नहीं है। कारण: { $reason }
dispute-refunded-sms = { -brand }: मेहमान की बताई समस्या के बाद { $code } का पैसा लौटाया गया।
cash-closed-subject = नकद स्टे { $code } वसूला गया माना गया
cash-closed-email = आपने { $farmhouse } (बुकिंग { $code }) का नकद स्टे शुरू होने के 48 घंटे के भीतर दर्ज नहीं किया, इसलिए इसे वसूला गया माना गया: कमीशन, उसका GST और टैक्स { $amount } बकाया है और अगले भुगतान से काटा जाएगा। अगर मेहमान नहीं आए थे, तो support@hyderabadescapes.in पर लिखें।
cash-closed-sms = { -brand }: नकद स्टे { $code } 48 घंटे में दर्ज नहीं हुआ, वसूला गया माना गया; { $amount } बकाया है।
deposit-claimed-subject = { $code } के लिए मालिक ने आपके डिपॉज़िट से { $amount } का दावा किया
deposit-claimed-email = { $farmhouse } (बुकिंग { $code }) के मालिक ने आपके सिक्योरिटी डिपॉज़िट से { $amount } का दावा किया है। उनकी वजह: { $reason }। { $until } (IST) तक आपकी बुकिंग में दावा मानें या उस पर आपत्ति करें; तब तक जवाब न देने पर उसे माना हुआ समझा जाएगा।
deposit-claimed-sms = { -brand }: { $code } के लिए मालिक ने आपके डिपॉज़िट से { $amount } का दावा किया। { $until } तक आपकी बुकिंग में मानें या आपत्ति करें, वरना इसे माना हुआ समझा जाएगा।
deposit-settled-subject = { $code } का डिपॉज़िट निपट गया
deposit-settled-email = { $farmhouse } (बुकिंग { $code }) का सिक्योरिटी डिपॉज़िट निपट गया: { $kept } मालिक को और { $returned } मेहमान को वापस।
deposit-settled-sms = { -brand }: { $code } का डिपॉज़िट निपट गया: मालिक को { $kept }, मेहमान को वापस { $returned }।
balance-reminder-subject = { $code } के लिए { $amount } { $date } तक चुकाएँ
balance-reminder-email = { $farmhouse } (बुकिंग { $code }) की बाकी रकम { $amount } { $date } (IST) के अंत तक देय है। तब तक न चुकाने पर बुकिंग रद्दीकरण नियम के अनुसार रद्द हो जाएगी। यहाँ चुकाएँ: { $url }
balance-reminder-sms = { -brand }: { $code } की बाकी रकम { $amount } { $date } तक चुकाएँ, वरना बुकिंग रद्द होगी: { $url }

## Monthly statements (CSV) for owners: column headings and the words in the cells.

statement-col-booking = बुकिंग
statement-col-farmhouse = फ़ार्महाउस
statement-col-starts = शुरुआत (IST)
statement-col-paid = भुगतान
statement-col-price = कीमत (₹)
statement-col-commission = कमीशन (₹)
statement-col-gst = कमीशन पर GST (₹)
statement-col-withheld = रोका गया कर (₹)
statement-col-net = शुद्ध (₹)
statement-col-state = स्थिति
statement-col-payout = भुगतान
statement-col-amount = राशि (₹)
statement-col-status = स्थिति
statement-col-to = किसे
statement-col-utr = UTR
statement-col-made = बनाया गया (IST)
statement-col-reason = कारण
statement-paid-online = ऑनलाइन
statement-paid-cash = नकद
statement-state-upcoming = आने वाला
statement-state-available = उपलब्ध
statement-state-paid_out = भुगतान हो गया
statement-state-owed = बकाया
statement-state-cancelled = रद्द
statement-state-disputed = विवाद में
statement-status-queued = कतार में
statement-status-processing = रास्ते में
statement-status-processed = भुगतान हो गया
statement-status-failed = विफल
statement-status-reversed = वापस आया

## Monthly statements (PDF) for owners: the CSV's headings and words above, and these. $month is
## the month's name and year; $name the owner's; $amount in rupees; $date a day.

statement-pdf-title = { $month } का विवरण
statement-pdf-owner = मालिक: { $name }
statement-pdf-balance = आज आपका बैलेंस
statement-pdf-paid-out = कुल भुगतान हुआ
statement-pdf-upcoming-on = { $amount } { $date } को उपलब्ध होगा
statement-pdf-stays = ठहराव
statement-pdf-payouts = भुगतान
statement-pdf-no-stays = इस महीने कोई ठहराव नहीं।
statement-pdf-no-payouts = इस महीने कोई भुगतान नहीं।
statement-pdf-total = कुल
statement-pdf-page = पृष्ठ { $page } / { $pages }

## Price and availability alerts. $slot is "half" or "full".

alert-price-drop = दाम घटे: { $day } को { $title } में { $slot ->
        [half] हाफ़ डे
       *[full] फ़ुल डे
    } का दाम अब { $price } है।
alert-price-drop-was = दाम घटे: { $day } को { $title } में { $slot ->
        [half] हाफ़ डे
       *[full] फ़ुल डे
    } का दाम अब { $price } है (पहले { $was } था)।
alert-price-drop-subject = { $title } में दाम घटे
alert-date-free = ख़ुशख़बरी: { $day } को { $title } { $slot ->
        [half] हाफ़ डे
       *[full] फ़ुल डे
    } के लिए खाली है।
alert-date-free-subject = { $title } { $day } को खाली है
alert-sms = { $headline } बुक करें: { $url } अलर्ट बंद करें: { $stop }
alert-email =
    { $headline }

    कोई और बुक करे, उससे पहले आप बुक कर लें: { $url }

    यह अलर्ट अब ख़त्म हो गया है। दाम और उपलब्धता के अपने सभी अलर्ट एक टैप में बंद करने के लिए: { $stop }

## Booking notifications: the parts every message shares

# $refund_sentence is booking-refund or booking-no-refund.
# The stay: "शनि 5 दिस 2026, 9:00 AM – 9:00 PM IST (हाफ़ डे)".
booking-when = { $start } – { $end } IST ({ $full ->
        [no] हाफ़ डे
       *[yes] { $days ->
            [one] फ़ुल डे
           *[other] { $days } फ़ुल डे
        }
    })
booking-guests = { $count ->
        [one] { $count } मेहमान
       *[other] { $count } मेहमान
    }
booking-payment = { $method ->
        [cash] प्रॉपर्टी पर नकद
        [upi] UPI
        [credit_card] क्रेडिट कार्ड
       *[debit_card] डेबिट कार्ड
    } ({ $status ->
        [unpaid] भुगतान बाकी
        [pending] पेंडिंग
        [paid] भुगतान हो गया
        [failed] भुगतान नहीं हो सका
       *[refunded] रिफ़ंड हो गया
    })
booking-refund = रिफ़ंड: { $refund }।
booking-no-refund = रद्द करने के नियम के तहत कोई रिफ़ंड नहीं बनता।
booking-cancellation-rule = शुरुआत से { $full_hours } घंटे पहले तक मुफ़्त रद्द करें (पूरा रिफ़ंड); { $partial_hours } से { $full_hours } घंटे पहले के बीच रद्द करने पर { $partial_percent }% रिफ़ंड; शुरुआत से { $partial_hours } घंटे के अंदर रद्द करने पर कोई रिफ़ंड नहीं।
booking-pick-again = कृपया { -brand } पर कोई दूसरी तारीख़ या दूसरा फ़ार्महाउस चुनें।
booking-refunded = आपने इसके लिए जो भी भुगतान किया है, वह रिफ़ंड कर दिया जाएगा।
booking-slot-free = यह स्लॉट दूसरे मेहमानों के लिए फिर से खुल गया है।
# Unlike English, this is the whole verb phrase after the booking:
# "बुकिंग { $code } { booking-cancelled-by }।" reads "बुकिंग HE-… मेहमान ने रद्द कर दी है।" or,
# when $by is none, "बुकिंग HE-… रद्द हो गई है।"
booking-cancelled-by = { $by ->
        [guest] मेहमान ने रद्द कर दी है
        [owner] मालिक ने रद्द कर दी है
        [support] { -brand } सपोर्ट टीम ने रद्द कर दी है
       *[none] रद्द हो गई है
    }
booking-details =
    बुकिंग कोड: { $code }
    फ़ार्महाउस: { $property }
    कब: { $when }
    मेहमान: { $guests }
    कुल रक़म: { $total }
    भुगतान: { $payment }

# The guest's e-mail names who supplies the stay (issue 30: a receipt names its supplier).
booking-supplier = आपूर्तिकर्ता: { $supplier }, फ़ार्महाउस के मालिक। { -brand } बुकिंग लेने वाला मार्केटप्लेस है।
booking-invoice = आपका टैक्स इनवॉइस { $number } आपकी बुकिंग में डाउनलोड के लिए तैयार है।

## One message per event and reader: .sms, .subject, and the e-mail's .opening and .next
## (the e-mail is opening, the details above, next, and the brand).

booking-created-guest =
    .sms = { -brand }: { $property } ({ $when }) के लिए आपकी बुकिंग { $code }, कुल { $total }, मालिक के कन्फ़र्मेशन का इंतज़ार कर रही है। मालिक { $answer_by } तक जवाब देंगे; उनका जवाब हम आपको SMS से बताएँगे।
    .subject = बुकिंग रिक्वेस्ट { $code } भेज दी गई: { $property }
    .opening = { $property } बुक करने के लिए धन्यवाद। आपकी बुकिंग { $code } मालिक के कन्फ़र्मेशन का इंतज़ार कर रही है; मालिक { $answer_by } IST तक जवाब देंगे, और जवाब आते ही हम आपको लिखेंगे।
    .next = आप इसे “आपकी बुकिंग” में देख या रद्द कर सकते हैं। { $rule }
booking-created-owner =
    .sms = { -brand }: नई बुकिंग रिक्वेस्ट { $code }: { $property }, { $when }, { $guests }, { $total }। { $answer_by } तक अपने डैशबोर्ड में स्वीकार या अस्वीकार करें, वरना रिक्वेस्ट ख़त्म हो जाएगी।
    .subject = नई बुकिंग रिक्वेस्ट { $code }: { $property }
    .opening = { $guest_name } ने { $property } बुक करने की रिक्वेस्ट भेजी है। कृपया { $answer_by } IST तक “मालिक डैशबोर्ड” में बुकिंग { $code } स्वीकार या अस्वीकार करें; जवाब न मिलने पर रिक्वेस्ट ख़त्म हो जाएगी और स्लॉट फिर से खुल जाएगा।
    .next = स्वीकार करने पर मेहमान की बुकिंग कन्फ़र्म हो जाती है; अस्वीकार करने पर स्लॉट खाली हो जाता है।
booking-confirmed-guest =
    .sms = { -brand }: बुकिंग { $code } कन्फ़र्म हो गई! { $property }, { $when }, कुल { $total }। चेक-इन से जुड़ी बातें “आपकी बुकिंग” में हैं।
    .subject = बुकिंग { $code } कन्फ़र्म: { $property }
    .opening = ख़ुशख़बरी: मालिक ने { $property } में आपकी बुकिंग { $code } कन्फ़र्म कर दी है।
    .next = चेक-इन से जुड़ी बातें और घर के नियम “आपकी बुकिंग” में हैं। { $rule }
booking-confirmed-owner =
    .sms = { -brand }: आपने बुकिंग { $code } कन्फ़र्म कर दी: { $property }, { $when }, { $guests }। मेहमान: { $guest_name }।
    .subject = आपने बुकिंग { $code } कन्फ़र्म की: { $property }
    .opening = आपने { $property } में { $guest_name } की बुकिंग { $code } कन्फ़र्म कर दी है।
    .next = कृपया शुरू होने के समय तक फ़ार्महाउस तैयार रखें।
booking-rejected-guest =
    .sms = { -brand }: माफ़ कीजिए, मालिक आपकी बुकिंग { $code } ({ $property }, { $when }) स्वीकार नहीं कर सके। { booking-refunded } { booking-pick-again }
    .subject = बुकिंग { $code } स्वीकार नहीं हुई: { $property }
    .opening = माफ़ कीजिए: { $property } के मालिक आपकी बुकिंग { $code } स्वीकार नहीं कर सके। { booking-refunded }
    .next = { booking-pick-again }
booking-rejected-owner =
    .sms = { -brand }: आपने { $property } ({ $when }) की बुकिंग { $code } अस्वीकार कर दी। { booking-slot-free }
    .subject = आपने बुकिंग { $code } अस्वीकार की: { $property }
    .opening = आपने { $property } में { $guest_name } की बुकिंग { $code } अस्वीकार कर दी है।
    .next = { booking-slot-free }
booking-cancelled-guest =
    .sms = { -brand }: आपकी बुकिंग { $code } ({ $property }, { $when }) { booking-cancelled-by }। { $refund_sentence }
    .subject = बुकिंग { $code } रद्द: { $property }
    .opening = { $property } में आपकी बुकिंग { $code } { booking-cancelled-by }। { $refund_sentence }
    .next = { booking-pick-again }
booking-cancelled-owner =
    .sms = { -brand }: { $property } ({ $when }) की बुकिंग { $code } { booking-cancelled-by }। { booking-slot-free }
    .subject = बुकिंग { $code } रद्द: { $property }
    .opening = { $property } में { $guest_name } की बुकिंग { $code } { booking-cancelled-by }।
    .next = { booking-slot-free }
booking-expired-guest =
    .sms = { -brand }: आपकी बुकिंग { $code } ({ $property }, { $when }) की समय-सीमा ख़त्म हो गई: मालिक ने समय पर जवाब नहीं दिया। { booking-refunded } { booking-pick-again }
    .subject = बुकिंग { $code } की समय-सीमा ख़त्म: { $property }
    .opening = { $property } में आपकी बुकिंग { $code } की समय-सीमा ख़त्म हो गई, क्योंकि मालिक ने समय पर जवाब नहीं दिया। { booking-refunded }
    .next = { booking-pick-again }
booking-expired-owner =
    .sms = { -brand }: { $property } ({ $when }) की बुकिंग रिक्वेस्ट { $code } का जवाब नहीं दिया गया, इसलिए वह ख़त्म हो गई। { booking-slot-free }
    .subject = बुकिंग रिक्वेस्ट { $code } की समय-सीमा ख़त्म: { $property }
    .opening = { $property } में { $guest_name } की बुकिंग रिक्वेस्ट { $code } ख़त्म हो गई, क्योंकि { $answer_by } IST तक उसका जवाब नहीं दिया गया।
    .next = नई रिक्वेस्ट का जवाब 24 घंटे के अंदर “मालिक डैशबोर्ड” में दें, ताकि मेहमानों को निराश न लौटना पड़े।
booking-review-reminder =
    .sms = { -brand }: { $property } में आपका अनुभव कैसा रहा? रेटिंग देकर दूसरे मेहमानों की मदद करें: “आपकी बुकिंग” में बुकिंग { $code } खोलें और “रिव्यू लिखें” दबाएँ (60 दिनों तक खुला)।
    .subject = { $property } कैसा रहा? अपनी बुकिंग { $code } का रिव्यू दें
    .opening = उम्मीद है कि { $property } में आपका समय अच्छा बीता। आपके कुछ शब्द दूसरे मेहमानों को सही जगह चुनने में, और मालिक को फ़ार्महाउस को और बेहतर बनाने में मदद करते हैं।
    .next = { -brand } पर “आपकी बुकिंग” खोलें और इस बुकिंग के पास “रिव्यू लिखें” दबाएँ। चेक-आउट के बाद 60 दिनों तक आप रिव्यू दे सकते हैं; रिव्यू “सत्यापित बुकिंग” के रूप में दिखते हैं।
# $ended is "cancelled" or "expired".
booking-late-refund-guest =
    .sms = { -brand }: बुकिंग { $code } ({ $property }) { $ended ->
        [cancelled] रद्द होने
       *[expired] की समय-सीमा ख़त्म होने
    } के बाद आपका भुगतान मिला, इसलिए हम आपको पूरे { $refund } रिफ़ंड कर रहे हैं। यह 5-7 कामकाजी दिनों में आपके खाते में पहुँच जाएगा।
    .subject = बुकिंग { $code } के लिए { $refund } का रिफ़ंड: { $property }
    .opening = { $property } में बुकिंग { $code } { $ended ->
        [cancelled] रद्द होने
       *[expired] की समय-सीमा ख़त्म होने
    } के बाद आपका भुगतान मिला, इसलिए हम आपको पूरे { $refund } रिफ़ंड कर रहे हैं।
    .next = रिफ़ंड उसी कार्ड या UPI खाते में लौटता है जिससे आपने भुगतान किया था, और आमतौर पर 5-7 कामकाजी दिनों में पहुँच जाता है। आप इसकी स्थिति “आपकी बुकिंग” में देख सकते हैं।
# Owners are not told of a late payment's refund; this is what they would read.
booking-late-refund-owner =
    .sms = { -brand }: बुकिंग { $code } ({ $property }) के लिए देर से आया भुगतान मेहमान को रिफ़ंड किया जा रहा है।
    .subject = बुकिंग { $code } के देर से आए भुगतान का रिफ़ंड: { $property }
    .opening = { $property } में बुकिंग { $code } ख़त्म होने के बाद उसके लिए एक भुगतान आया, जिसे { $guest_name } को रिफ़ंड किया जा रहा है।
    .next = { booking-slot-free }

## In-app notices (the `notification` event): .title and .message.

notice-paid =
    .title = पेमेंट मिल गया
    .message = { $property } की बुकिंग { $code } का पेमेंट हो गया है और वह आपके जवाब का इंतज़ार कर रही है।
notice-requested =
    .title = नई बुकिंग रिक्वेस्ट
    .message = { $property } की बुकिंग { $code } आपके जवाब का इंतज़ार कर रही है।
notice-confirmed =
    .title = बुकिंग कन्फ़र्म हो गई
    .message = { $property } में आपकी बुकिंग { $code } कन्फ़र्म हो गई है।
notice-rejected =
    .title = बुकिंग अस्वीकार हुई
    .message = { $property } में आपकी बुकिंग { $code } मालिक ने अस्वीकार कर दी।
notice-expired =
    .title = बुकिंग की समय-सीमा ख़त्म
    .message = कन्फ़र्मेशन न मिलने से { $property } में आपकी बुकिंग { $code } की समय-सीमा ख़त्म हो गई।
notice-cancelled =
    .title = बुकिंग रद्द हुई
    .message = { $property } की बुकिंग { $code } रद्द कर दी गई है।
notice-price-drop =
    .title = कीमत घटी
    .message = { $day } को { $title } में { $slot ->
        [half] हाफ़ डे
       *[full] फ़ुल डे
    } की कीमत अब कम है। कोई और बुक करे, उससे पहले बुक कर लें।
notice-date-free =
    .title = आपकी चाही तारीख़ खाली है
    .message = { $day } को { $title } { $slot ->
        [half] हाफ़ डे
       *[full] फ़ुल डे
    } के लिए खाली है। कोई और बुक करे, उससे पहले बुक कर लें।
