## Telugu. The words the server sends people by SMS and e-mail (Project Fluent syntax,
## https://projectfluent.org/fluent/guide/). English (en.ftl) is the source: this file has
## every message and attribute there, with the same variables (a test checks).
## Amounts arrive formatted (₹12,500), dates in Telugu, in IST.
## { " " } keeps a space that Fluent would otherwise trim.
## Screen names match the web app's Telugu: “మీ బుకింగ్‌లు”, “రివ్యూ రాయండి”, “యజమాని డాష్‌బోర్డ్”.

-brand = Hyderabad Escapes

## Sign-in and step-up codes

otp-text = { $code } మీ { -brand } కోడ్. 10 నిమిషాల్లో దీని గడువు ముగుస్తుంది.
otp-subject = మీ { -brand } కోడ్

## Account erasure (DPDP Act)

erasure-subject = మీ { -brand } ఖాతాను తొలగించాం
erasure-body = మీరు కోరినట్లుగా మీ { -brand } ఖాతాను తొలగించాం. మీ పేరు, ఫోన్ నంబర్, ఇ-మెయిల్ చిరునామాను చెరిపేశాం; మీరు సేవ్ చేసిన ఫామ్‌హౌస్‌లు, అలర్ట్‌లు కూడా తొలగిపోయాయి, అన్ని డివైస్‌ల నుండి మిమ్మల్ని సైన్ అవుట్ చేశాం. పన్ను చట్టం కోరినంత కాలం మాత్రమే మీ పాత బుకింగ్‌లను మీ పేరు లేకుండా ఉంచుతాం. ఇది మీరు కోరకపోతే, వెంటనే ఈ ఇ-మెయిల్‌కు జవాబు ఇవ్వండి.

## E-mail change (to the old address and the phone)

email-changed-subject = మీ { -brand } ఖాతా ఇ-మెయిల్ చిరునామా మారింది
email-changed-email = మీ { -brand } ఖాతా ఇ-మెయిల్ చిరునామా { $email }కి మారింది. ఇది మీరే చేసి ఉంటే, మీరు ఏమీ చేయనవసరం లేదు. మీరు చేయకపోతే, వెంటనే +91 40 4520 7788కి కాల్ చేయండి లేదా support@hyderabadescapes.inకి రాయండి: మీ ఫోన్ వేరొకరి దగ్గర ఉండవచ్చు.
email-changed-sms = మీ { -brand } ఇ-మెయిల్ చిరునామా { $email }కి మారింది. మీరు చేయలేదా? వెంటనే +91 40 4520 7788కి కాల్ చేయండి.

## Payouts (to the owner). $amount is formatted money, $destination masked, $reference PO-000123.

payout-sent-subject = మీ { -brand } చెల్లింపు { $reference } పంపబడింది
payout-sent-email = మేము { $amount }ని { $destination }కి పంపాము (చెల్లింపు { $reference }). సాధారణంగా ఒక రోజులో అందుతుంది; అందినప్పుడు మీ ఆదాయాల పేజీలో కనిపిస్తుంది.
payout-sent-sms = { -brand }: చెల్లింపు { $reference }, { $amount }, { $destination }కి పంపబడింది.
payout-failed-subject = మీ { -brand } చెల్లింపు { $reference } జరగలేదు
payout-failed-email = { $destination }కి { $amount } చెల్లింపు { $reference } జరగలేదు: { $reason }. డబ్బు మీ బ్యాలెన్స్‌కి తిరిగి వచ్చింది, తదుపరి చెల్లింపుతో వెళ్తుంది; సెట్టింగ్స్‌లో మీ చెల్లింపు వివరాలు చూడండి.
payout-failed-sms = { -brand }: చెల్లింపు { $reference }, { $amount }, జరగలేదు ({ $reason }). డబ్బు మీ బ్యాలెన్స్‌కి తిరిగి వచ్చింది.
payout-details-changed-subject = మీ { -brand } చెల్లింపులు వెళ్లే చోటు మారింది
payout-details-changed-email = { $from } నుండి మీ చెల్లింపులు { $destination }కి వెళ్తాయి. ఇది మీరే చేసి ఉంటే, మీరు ఏమీ చేయనవసరం లేదు. మీరు చేయకపోతే, వెంటనే +91 40 4520 7788కి కాల్ చేయండి లేదా support@hyderabadescapes.inకి రాయండి: మీ ఫోన్ వేరొకరి దగ్గర ఉండవచ్చు.
payout-details-changed-sms = { -brand }: { $from } నుండి చెల్లింపులు { $destination }కి వెళ్తాయి. మీరు చేయలేదా? వెంటనే +91 40 4520 7788కి కాల్ చేయండి.


## వివాదాలు మరియు నగదు గడువులు (యజమానికి).

dispute-opened-subject = బస { $code } గురించి అతిథి సమస్యను తెలిపారు
dispute-opened-email = { $farmhouse } (బుకింగ్ { $code }) అతిథి బసలో సమస్యను తెలిపారు. మా బృందం పరిష్కరించే వరకు దాని ఆదాయం { $amount } నిలిపివేయబడింది; దీని గురించి మేము మీకు కాల్ చేయవచ్చు.
dispute-opened-sms = { -brand }: { $code } అతిథి సమస్యను తెలిపారు. పరిష్కరించే వరకు ఆదాయం { $amount } నిలిపివేయబడింది.
dispute-released-subject = బస { $code }: సమస్య పరిష్కరించబడింది
dispute-released-email = { $farmhouse } (బుకింగ్ { $code }) గురించి తెలిపిన సమస్యను పరిశీలించాము: దాని ఆదాయం { $amount } మీదే, మీ తదుపరి చెల్లింపుతో వస్తుంది.
dispute-released-sms = { -brand }: { $code } సమస్య పరిష్కరించబడింది; ఆదాయం { $amount } తదుపరి చెల్లింపుతో వస్తుంది.
dispute-refunded-subject = బస { $code } అతిథికి వాపసు చేయబడింది
dispute-refunded-email = { $farmhouse } (బుకింగ్ { $code }) గురించి తెలిపిన సమస్యను పరిశీలించి అతిథికి వాపసు చేశాము; ఈ బస నుండి మీకు ఆదాయం లేదు. కారణం: { $reason }
dispute-refunded-sms = { -brand }: అతిథి తెలిపిన సమస్య తర్వాత { $code } వాపసు చేయబడింది.
cash-closed-subject = నగదు బస { $code } వసూలైనట్లు లెక్కించబడింది
cash-closed-email = { $farmhouse } (బుకింగ్ { $code }) నగదు బసను ప్రారంభం నుండి 48 గంటల్లో మీరు గుర్తించలేదు, కాబట్టి అది వసూలైనట్లు లెక్కించబడింది: కమిషన్, దాని GST మరియు పన్ను { $amount } బాకీ, మీ తదుపరి చెల్లింపు నుండి తగ్గించబడుతుంది. అతిథి రాకపోతే support@hyderabadescapes.in కి రాయండి.
cash-closed-sms = { -brand }: నగదు బస { $code } 48 గంటల్లో గుర్తించబడలేదు, వసూలైనట్లు లెక్కించబడింది; { $amount } బాకీ.
deposit-claimed-subject = { $code } కోసం మీ డిపాజిట్ నుండి యజమాని { $amount } క్లెయిమ్ చేశారు
deposit-claimed-email = { $farmhouse } (బుకింగ్ { $code }) యజమాని మీ సెక్యూరిటీ డిపాజిట్ నుండి { $amount } క్లెయిమ్ చేశారు. వారి కారణం: { $reason }. { $until } (IST) లోపు మీ బుకింగ్‌లలో క్లెయిమ్‌ను అంగీకరించండి లేదా వివాదం చేయండి; అప్పటికి సమాధానం ఇవ్వకపోతే అంగీకరించినట్లు లెక్క.
deposit-claimed-sms = { -brand }: { $code } కోసం మీ డిపాజిట్ నుండి యజమాని { $amount } క్లెయిమ్ చేశారు. { $until } లోపు మీ బుకింగ్‌లలో అంగీకరించండి లేదా వివాదం చేయండి, లేకపోతే అంగీకరించినట్లు లెక్క.
deposit-settled-subject = { $code } డిపాజిట్ పరిష్కరించబడింది
deposit-settled-email = { $farmhouse } (బుకింగ్ { $code }) సెక్యూరిటీ డిపాజిట్ పరిష్కరించబడింది: { $kept } యజమానికి, { $returned } అతిథికి తిరిగి వెళ్తుంది.
deposit-settled-sms = { -brand }: { $code } డిపాజిట్ పరిష్కరించబడింది: యజమానికి { $kept }, అతిథికి తిరిగి { $returned }.
balance-reminder-subject = { $code } కోసం { $amount } { $date } లోగా చెల్లించండి
balance-reminder-email = { $farmhouse } (బుకింగ్ { $code }) మిగతా మొత్తం { $amount } { $date } (IST) ముగిసేలోగా చెల్లించాలి. అప్పటికి చెల్లించకపోతే రద్దు నియమం ప్రకారం బుకింగ్ రద్దవుతుంది. ఇక్కడ చెల్లించండి: { $url }
balance-reminder-sms = { -brand }: { $code } మిగతా మొత్తం { $amount } { $date } లోగా చెల్లించండి, లేకపోతే బుకింగ్ రద్దవుతుంది: { $url }

## Monthly statements (CSV) for owners: column headings and the words in the cells.

statement-col-booking = బుకింగ్
statement-col-farmhouse = ఫామ్‌హౌస్
statement-col-starts = ప్రారంభం (IST)
statement-col-paid = చెల్లింపు
statement-col-price = ధర (₹)
statement-col-commission = కమిషన్ (₹)
statement-col-gst = కమిషన్‌పై GST (₹)
statement-col-withheld = నిలిపిన పన్ను (₹)
statement-col-net = నికరం (₹)
statement-col-state = స్థితి
statement-col-payout = చెల్లింపు
statement-col-amount = మొత్తం (₹)
statement-col-status = స్థితి
statement-col-to = ఎవరికి
statement-col-utr = UTR
statement-col-made = చేసిన సమయం (IST)
statement-col-reason = కారణం
statement-paid-online = ఆన్‌లైన్
statement-paid-cash = నగదు
statement-state-upcoming = రాబోయేది
statement-state-available = అందుబాటులో
statement-state-paid_out = చెల్లించబడింది
statement-state-owed = బాకీ
statement-state-cancelled = రద్దయింది
statement-state-disputed = వివాదంలో
statement-status-queued = వరుసలో
statement-status-processing = దారిలో ఉంది
statement-status-processed = చెల్లించబడింది
statement-status-failed = విఫలమైంది
statement-status-reversed = తిరిగి వచ్చింది

## Monthly statements (PDF) for owners: the CSV's headings and words above, and these. $month is
## the month's name and year; $name the owner's; $amount in rupees; $date a day.

statement-pdf-title = { $month } స్టేట్‌మెంట్
statement-pdf-owner = యజమాని: { $name }
statement-pdf-balance = ఈ రోజు మీ బ్యాలెన్స్
statement-pdf-paid-out = మొత్తం చెల్లించినది
statement-pdf-upcoming-on = { $amount } { $date }న అందుబాటులోకి వస్తుంది
statement-pdf-stays = బసలు
statement-pdf-payouts = చెల్లింపులు
statement-pdf-no-stays = ఈ నెలలో బసలు లేవు.
statement-pdf-no-payouts = ఈ నెలలో చెల్లింపులు లేవు.
statement-pdf-total = మొత్తం
statement-pdf-page = పేజీ { $page } / { $pages }

## Price and availability alerts. $slot is "half" or "full".

alert-price-drop = ధర తగ్గింది: { $day }న { $title } { $slot ->
        [half] హాఫ్ డే
       *[full] ఫుల్ డే
    } ధర ఇప్పుడు { $price }.
alert-price-drop-was = ధర తగ్గింది: { $day }న { $title } { $slot ->
        [half] హాఫ్ డే
       *[full] ఫుల్ డే
    } ధర ఇప్పుడు { $price } (ఇంతకు ముందు { $was }).
alert-price-drop-subject = { $title } ధర తగ్గింది
alert-date-free = శుభవార్త: { $day }న { $title } { $slot ->
        [half] హాఫ్ డేకి
       *[full] ఫుల్ డేకి
    } ఖాళీగా ఉంది.
alert-date-free-subject = { $day }న { $title } ఖాళీగా ఉంది
alert-sms = { $headline } బుక్ చేయండి: { $url } అలర్ట్‌లు ఆపడానికి: { $stop }
alert-email =
    { $headline }

    వేరొకరు బుక్ చేసేలోపే మీరు బుక్ చేసుకోండి: { $url }

    ఈ అలర్ట్ ఇప్పుడు ముగిసింది. మీ ధర, ఖాళీ తేదీ అలర్ట్‌లన్నింటినీ ఒక్క ట్యాప్‌తో ఆపేయడానికి: { $stop }

## Booking notifications: the parts every message shares

# $refund_sentence is booking-refund or booking-no-refund.
# The stay: "శని 5 డిసెం 2026, 9:00 AM – 9:00 PM IST (హాఫ్ డే)".
booking-when = { $start } – { $end } IST ({ $full ->
        [no] హాఫ్ డే
       *[yes] { $days ->
            [one] ఫుల్ డే
           *[other] { $days } ఫుల్ డేలు
        }
    })
booking-guests = { $count ->
        [one] { $count } అతిథి
       *[other] { $count } మంది అతిథులు
    }
booking-payment = { $method ->
        [cash] ప్రాపర్టీ వద్ద నగదు
        [upi] UPI
        [credit_card] క్రెడిట్ కార్డ్
       *[debit_card] డెబిట్ కార్డ్
    } ({ $status ->
        [unpaid] చెల్లించలేదు
        [pending] పెండింగ్‌లో ఉంది
        [paid] చెల్లించారు
        [failed] విఫలమైంది
       *[refunded] రీఫండ్ అయింది
    })
booking-refund = రీఫండ్: { $refund }.
booking-no-refund = రద్దు నియమం ప్రకారం ఈ బుకింగ్‌కు రీఫండ్ రాదు.
booking-cancellation-rule = ప్రారంభానికి { $full_hours } గంటల ముందు వరకు ఉచితంగా రద్దు చేయవచ్చు (పూర్తి రీఫండ్); { $partial_hours } నుండి { $full_hours } గంటల ముందు మధ్య రద్దు చేస్తే { $partial_percent }% రీఫండ్; ప్రారంభానికి { $partial_hours } గంటల లోపు రద్దు చేస్తే రీఫండ్ ఉండదు.
booking-pick-again = దయచేసి { -brand }లో వేరే తేదీ లేదా వేరే ఫామ్‌హౌస్ ఎంచుకోండి.
booking-refunded = మీరు దీనికి ఏమైనా చెల్లించి ఉంటే, ఆ మొత్తం రీఫండ్ అవుతుంది.
booking-slot-free = ఆ స్లాట్ ఇప్పుడు మళ్ళీ ఇతర అతిథులకు అందుబాటులో ఉంది.
# Unlike English, this is the whole verb phrase, written right after the booking code:
# "బుకింగ్ { $code }{ booking-cancelled-by }." reads "బుకింగ్ HE-…ను అతిథి రద్దు చేశారు." or,
# when $by is none, "బుకింగ్ HE-… రద్దయింది."
booking-cancelled-by = { $by ->
        [guest] ను అతిథి రద్దు చేశారు
        [owner] ను యజమాని రద్దు చేశారు
        [support] ను { -brand } సపోర్ట్ టీమ్ రద్దు చేసింది
       *[none] { " " }రద్దయింది
    }
booking-details =
    బుకింగ్ కోడ్: { $code }
    ఫామ్‌హౌస్: { $property }
    తేదీ, సమయం: { $when }
    అతిథులు: { $guests }
    మొత్తం: { $total }
    చెల్లింపు: { $payment }

# The guest's e-mail names who supplies the stay (issue 30: a receipt names its supplier).
booking-supplier = సరఫరా చేసేవారు: { $supplier }, ఫామ్‌హౌస్ యజమాని. { -brand } బుకింగ్ తీసుకునే మార్కెట్‌ప్లేస్.
booking-invoice = మీ పన్ను ఇన్‌వాయిస్ { $number } మీ బుకింగ్‌లలో డౌన్‌లోడ్‌కు సిద్ధంగా ఉంది.

## One message per event and reader: .sms, .subject, and the e-mail's .opening and .next
## (the e-mail is opening, the details above, next, and the brand).

booking-created-guest =
    .sms = { -brand }: { $property }, { $when } కోసం మీ బుకింగ్ { $code } (మొత్తం { $total }) యజమాని కన్ఫర్మేషన్ కోసం వేచి ఉంది. యజమాని { $answer_by } లోపు సమాధానం ఇస్తారు; అది మీకు SMS చేస్తాం.
    .subject = బుకింగ్ రిక్వెస్ట్ { $code } పంపాం: { $property }
    .opening = { $property } బుక్ చేసినందుకు ధన్యవాదాలు. మీ బుకింగ్ { $code } యజమాని కన్ఫర్మేషన్ కోసం వేచి ఉంది; యజమాని { $answer_by } IST లోపు సమాధానం ఇస్తారు, ఇచ్చిన వెంటనే మీకు తెలియజేస్తాం.
    .next = దీన్ని “మీ బుకింగ్‌లు”లో చూడవచ్చు లేదా రద్దు చేయవచ్చు. { $rule }
booking-created-owner =
    .sms = { -brand }: కొత్త బుకింగ్ రిక్వెస్ట్ { $code }: { $property }, { $when }, { $guests }, { $total }. { $answer_by } లోపు మీ డాష్‌బోర్డ్‌లో అంగీకరించండి లేదా తిరస్కరించండి, లేకపోతే రిక్వెస్ట్ గడువు ముగుస్తుంది.
    .subject = కొత్త బుకింగ్ రిక్వెస్ట్ { $code }: { $property }
    .opening = { $guest_name } గారు { $property } బుక్ చేయాలనుకుంటున్నారు. దయచేసి { $answer_by } IST లోపు “యజమాని డాష్‌బోర్డ్”లో బుకింగ్ { $code }ను అంగీకరించండి లేదా తిరస్కరించండి; సమాధానం ఇవ్వకపోతే రిక్వెస్ట్ గడువు ముగిసి, స్లాట్ మళ్ళీ ఖాళీ అవుతుంది.
    .next = మీరు అంగీకరిస్తే అతిథికి బస కన్ఫర్మ్ అవుతుంది; తిరస్కరిస్తే స్లాట్ ఖాళీ అవుతుంది.
booking-confirmed-guest =
    .sms = { -brand }: బుకింగ్ { $code } కన్ఫర్మ్ అయింది! { $property }, { $when }, మొత్తం { $total }. చెక్-ఇన్ సూచనలు “మీ బుకింగ్‌లు”లో ఉన్నాయి.
    .subject = బుకింగ్ { $code } కన్ఫర్మ్ అయింది: { $property }
    .opening = శుభవార్త: { $property }లో మీ బుకింగ్ { $code }ను యజమాని కన్ఫర్మ్ చేశారు.
    .next = చెక్-ఇన్ సూచనలు, హౌస్ రూల్స్ “మీ బుకింగ్‌లు”లో ఉన్నాయి. { $rule }
booking-confirmed-owner =
    .sms = { -brand }: మీరు బుకింగ్ { $code }ను కన్ఫర్మ్ చేశారు: { $property }, { $when }, { $guests }. అతిథి: { $guest_name }.
    .subject = మీరు బుకింగ్ { $code }ను కన్ఫర్మ్ చేశారు: { $property }
    .opening = { $property }లో { $guest_name } గారి బుకింగ్ { $code }ను మీరు కన్ఫర్మ్ చేశారు.
    .next = దయచేసి బస మొదలయ్యే సమయానికి ఫామ్‌హౌస్‌ను సిద్ధంగా ఉంచండి.
booking-rejected-guest =
    .sms = { -brand }: క్షమించండి, { $property }, { $when } కోసం మీ బుకింగ్ { $code }ను యజమాని అంగీకరించలేకపోయారు. { booking-refunded } { booking-pick-again }
    .subject = బుకింగ్ { $code }ను యజమాని అంగీకరించలేదు: { $property }
    .opening = క్షమించండి: { $property } యజమాని మీ బుకింగ్ { $code }ను అంగీకరించలేకపోయారు. { booking-refunded }
    .next = { booking-pick-again }
booking-rejected-owner =
    .sms = { -brand }: { $property }, { $when } కోసం వచ్చిన బుకింగ్ { $code }ను మీరు తిరస్కరించారు. { booking-slot-free }
    .subject = మీరు బుకింగ్ { $code }ను తిరస్కరించారు: { $property }
    .opening = { $property }లో { $guest_name } గారి బుకింగ్ { $code }ను మీరు తిరస్కరించారు.
    .next = { booking-slot-free }
booking-cancelled-guest =
    .sms = { -brand }: { $property }, { $when } కోసం మీ బుకింగ్ { $code }{ booking-cancelled-by }. { $refund_sentence }
    .subject = బుకింగ్ { $code } రద్దయింది: { $property }
    .opening = { $property }లో మీ బుకింగ్ { $code }{ booking-cancelled-by }. { $refund_sentence }
    .next = { booking-pick-again }
booking-cancelled-owner =
    .sms = { -brand }: { $property }, { $when } కోసం వచ్చిన బుకింగ్ { $code }{ booking-cancelled-by }. { booking-slot-free }
    .subject = బుకింగ్ { $code } రద్దయింది: { $property }
    .opening = { $property }లో { $guest_name } గారి బుకింగ్ { $code }{ booking-cancelled-by }.
    .next = { booking-slot-free }
booking-expired-guest =
    .sms = { -brand }: { $property }, { $when } కోసం మీ బుకింగ్ { $code } గడువు ముగిసింది: యజమాని సమయానికి సమాధానం ఇవ్వలేదు. { booking-refunded } { booking-pick-again }
    .subject = బుకింగ్ { $code } గడువు ముగిసింది: { $property }
    .opening = యజమాని సమయానికి సమాధానం ఇవ్వనందున { $property }లో మీ బుకింగ్ { $code } గడువు ముగిసింది. { booking-refunded }
    .next = { booking-pick-again }
booking-expired-owner =
    .sms = { -brand }: { $property }, { $when } కోసం వచ్చిన బుకింగ్ రిక్వెస్ట్ { $code }కు సమాధానం ఇవ్వనందున దాని గడువు ముగిసింది. { booking-slot-free }
    .subject = బుకింగ్ రిక్వెస్ట్ { $code } గడువు ముగిసింది: { $property }
    .opening = { $property }లో { $guest_name } గారి బుకింగ్ రిక్వెస్ట్ { $code }కు { $answer_by } IST లోపు సమాధానం రానందున దాని గడువు ముగిసింది.
    .next = అతిథులు నిరాశతో వెనుదిరగకుండా, కొత్త రిక్వెస్ట్‌లకు 24 గంటల్లోపు “యజమాని డాష్‌బోర్డ్”లో సమాధానం ఇవ్వండి.
booking-review-reminder =
    .sms = { -brand }: { $property }లో మీ బస ఎలా ఉంది? రేటింగ్ ఇచ్చి ఇతర అతిథులకు సహాయపడండి: “మీ బుకింగ్‌లు”లో బుకింగ్ { $code } తెరిచి “రివ్యూ రాయండి” నొక్కండి (60 రోజుల వరకు అవకాశం ఉంటుంది).
    .subject = { $property } ఎలా ఉంది? మీ బస { $code } గురించి రివ్యూ ఇవ్వండి
    .opening = { $property }లో మీ బస మీకు నచ్చిందని ఆశిస్తున్నాం. మీరు రాసే కొన్ని మాటలు ఇతర అతిథులు సరైన ఫామ్‌హౌస్ ఎంచుకోవడానికి, యజమాని ఫామ్‌హౌస్‌ను ఇంకా మెరుగుపరచడానికి సహాయపడతాయి.
    .next = { -brand }లో “మీ బుకింగ్‌లు” తెరిచి, ఈ బుకింగ్ పక్కన ఉన్న “రివ్యూ రాయండి” నొక్కండి. బస ముగిసిన తర్వాత 60 రోజుల వరకు రివ్యూ రాయవచ్చు; రివ్యూలు “ధృవీకరించిన బస”గా కనిపిస్తాయి.
# $ended is "cancelled" or "expired".
booking-late-refund-guest =
    .sms = { -brand }: బుకింగ్ { $code } ({ $property }) { $ended ->
        [cancelled] రద్దయిన
       *[expired] గడువు ముగిసిన
    } తర్వాత మీ చెల్లింపు అందింది, కాబట్టి { $refund } పూర్తిగా రీఫండ్ చేస్తున్నాం. ఇది 5-7 పని దినాల్లో మీ ఖాతాకు చేరుతుంది.
    .subject = బుకింగ్ { $code }కు { $refund } రీఫండ్: { $property }
    .opening = { $property }లో బుకింగ్ { $code } { $ended ->
        [cancelled] రద్దయిన
       *[expired] గడువు ముగిసిన
    } తర్వాత మీ చెల్లింపు అందింది, కాబట్టి { $refund } పూర్తిగా రీఫండ్ చేస్తున్నాం.
    .next = మీరు చెల్లించిన కార్డ్‌కు లేదా UPI ఖాతాకే రీఫండ్ తిరిగి వస్తుంది, సాధారణంగా 5-7 పని దినాల్లోపు చేరుతుంది. దీని స్థితిని “మీ బుకింగ్‌లు”లో చూడవచ్చు.
# Owners are not told of a late payment's refund; this is what they would read.
booking-late-refund-owner =
    .sms = { -brand }: బుకింగ్ { $code } ({ $property }) కోసం ఆలస్యంగా వచ్చిన చెల్లింపును అతిథికి రీఫండ్ చేస్తున్నాం.
    .subject = బుకింగ్ { $code }కు ఆలస్యంగా వచ్చిన చెల్లింపు రీఫండ్: { $property }
    .opening = { $property }లో బుకింగ్ { $code } ముగిసిన తర్వాత దానికి ఒక చెల్లింపు అందింది; దాన్ని { $guest_name } గారికి రీఫండ్ చేస్తున్నాం.
    .next = { booking-slot-free }

## In-app notices (the `notification` event): .title and .message.

notice-paid =
    .title = పేమెంట్ అందింది
    .message = { $property } కోసం బుకింగ్ { $code } పేమెంట్ పూర్తయింది, మీ సమాధానం కోసం వేచి ఉంది.
notice-requested =
    .title = కొత్త బుకింగ్ రిక్వెస్ట్
    .message = { $property } కోసం బుకింగ్ { $code } మీ సమాధానం కోసం వేచి ఉంది.
notice-confirmed =
    .title = బుకింగ్ కన్ఫర్మ్ అయింది
    .message = { $property }లో మీ బుకింగ్ { $code } కన్ఫర్మ్ అయింది.
notice-rejected =
    .title = బుకింగ్ తిరస్కరించబడింది
    .message = { $property }లో మీ బుకింగ్ { $code }ను యజమాని తిరస్కరించారు.
notice-expired =
    .title = బుకింగ్ గడువు ముగిసింది
    .message = యజమాని కన్ఫర్మ్ చేయకపోవడంతో { $property }లో మీ బుకింగ్ { $code } గడువు ముగిసింది.
notice-cancelled =
    .title = బుకింగ్ రద్దయింది
    .message = { $property } కోసం బుకింగ్ { $code } రద్దయింది.
notice-price-drop =
    .title = ధర తగ్గింది
    .message = { $day }న { $title } { $slot ->
        [half] హాఫ్ డే
       *[full] ఫుల్ డే
    } ధర ఇప్పుడు తగ్గింది. వేరెవరైనా బుక్ చేసేలోపే మీరు బుక్ చేసుకోండి.
notice-date-free =
    .title = మీరు కోరుకున్న తేదీ ఖాళీ అయింది
    .message = { $day }న { $title } { $slot ->
        [half] హాఫ్ డేకి
       *[full] ఫుల్ డేకి
    } ఖాళీగా ఉంది. వేరెవరైనా బుక్ చేసేలోపే మీరు బుక్ చేసుకోండి.
