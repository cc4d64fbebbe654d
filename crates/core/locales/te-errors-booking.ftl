# te-errors-booking.ftl: the API's refusals and field messages (booking area), in te. See crates/core/src/i18n/errors.rs.

## Not found
err-b-booking-not-found = బుకింగ్ కనిపించలేదు
err-b-payment-not-found = చెల్లింపు కనిపించలేదు
err-b-refund-not-found = రీఫండ్ కనిపించలేదు
err-b-review-not-found = రివ్యూ కనిపించలేదు
err-b-alert-not-found = అలర్ట్ కనిపించలేదు
err-b-block-not-found = బ్లాక్ కనిపించలేదు
err-b-location-not-found = ప్రాంతం కనిపించలేదు

## Booking a slot
err-b-idempotency-key-header = 1 నుండి 200 కనిపించే అక్షరాలతో Idempotency-Key హెడర్ పంపండి; ప్రతి బుకింగ్‌కి కొత్త కీ వాడండి.
err-b-idempotency-key-reused = ఈ Idempotency-Key ఇప్పటికే వేరే బుకింగ్ రిక్వెస్ట్‌కి వాడారు. కొత్త రిక్వెస్ట్‌కి కొత్త కీ పంపండి.
err-b-property-id-required = propertyId తప్పనిసరి
err-b-own-farmhouse = మీ సొంత ఫామ్‌హౌస్‌ని మీరు బుక్ చేయలేరు.
err-b-payment-method-required = paymentMethod తప్పనిసరి
err-b-payment-method-invalid = paymentMethod cash, upi, credit_card లేదా debit_card అయి ఉండాలి
err-b-expected-total-required = expectedTotal తప్పనిసరి: మీరు చూసిన కోట్‌లోని మొత్తం, రూపాయల్లో
err-b-price-changed = ఈ బస ధర ఇప్పుడు { $price } (మీరు చూసింది { $seen }). దయచేసి కొత్త ధర చూసి మళ్లీ కన్ఫర్మ్ చేయండి.
err-b-slot-taken = ఈ స్లాట్‌ని ఇప్పుడే వేరొకరు బుక్ చేశారు. దయచేసి వేరే సమయం ఎంచుకోండి.

## Cancelling
err-b-not-cancellable = { $status ->
        [rejected] ఈ బుకింగ్‌ని తిరస్కరించారు, ఇక రద్దు చేయలేరు.
        [cancelled] ఈ బుకింగ్ ఇప్పటికే రద్దయింది, మళ్లీ రద్దు చేయలేరు.
        [expired] ఈ బుకింగ్ గడువు ముగిసింది, ఇక రద్దు చేయలేరు.
       *[other] ఈ బుకింగ్ { $status } స్థితిలో ఉంది, ఇక రద్దు చేయలేరు.
    }
err-b-stay-begun = ఈ బస ఇప్పటికే మొదలైంది, ఇక రద్దు చేయలేరు.
err-b-reason-control-chars = కారణంలో కంట్రోల్ అక్షరాలు ఉండకూడదు

## The slot choice
err-b-booking-type-invalid = bookingType half_day (హాఫ్ డే) లేదా full_day (ఫుల్ డే) అయి ఉండాలి
err-b-half-days-only = ఈ ఫామ్‌హౌస్ హాఫ్ డేకి మాత్రమే అందుబాటులో ఉంది
err-b-start-required = ప్రారంభ సమయం తప్పనిసరి
err-b-start-format = ప్రారంభ సమయం 2026-12-05T09:00:00+05:30 లాంటి తేదీ, సమయంగా ఉండాలి
err-b-start-not-slot = ప్రారంభ సమయం ఈ ఫామ్‌హౌస్ స్లాట్ ప్రారంభ సమయాల్లో ({ $day } లేదా { $night }) ఒకటి అయి ఉండాలి
err-b-start-past = ప్రారంభ సమయం గతంలో ఉండకూడదు
err-b-start-too-far = ప్రారంభ సమయం రాబోయే 12 నెలల్లోపు ఉండాలి
err-b-days-range = రోజుల సంఖ్య 1 నుండి { $max } మధ్య ఉండాలి
err-b-half-day-one-slot = హాఫ్ డే బస అంటే 12 గంటల ఒక్క స్లాట్
err-b-guests-for-farmhouse = ఈ ఫామ్‌హౌస్‌కి అతిథుల సంఖ్య 1 నుండి { $max } మధ్య ఉండాలి
err-b-coupon-unknown = ఈ కూపన్ కోడ్ సరైనది కాదు
err-b-first500-used = FIRST500 మొదటి బుకింగ్‌కి మాత్రమే, మీకు ఇప్పటికే ఒక బుకింగ్ ఉంది.

## Owner: answering bookings
err-b-not-pending = { $status ->
        [confirmed] ఈ బుకింగ్ ఇప్పటికే కన్ఫర్మ్ అయింది; పెండింగ్‌లో ఉన్న బుకింగ్‌ని మాత్రమే కన్ఫర్మ్ చేయవచ్చు లేదా తిరస్కరించవచ్చు.
        [rejected] ఈ బుకింగ్‌ని ఇప్పటికే తిరస్కరించారు; పెండింగ్‌లో ఉన్న బుకింగ్‌ని మాత్రమే కన్ఫర్మ్ చేయవచ్చు లేదా తిరస్కరించవచ్చు.
        [cancelled] ఈ బుకింగ్ రద్దయింది; పెండింగ్‌లో ఉన్న బుకింగ్‌ని మాత్రమే కన్ఫర్మ్ చేయవచ్చు లేదా తిరస్కరించవచ్చు.
        [expired] ఈ బుకింగ్ గడువు ముగిసింది; పెండింగ్‌లో ఉన్న బుకింగ్‌ని మాత్రమే కన్ఫర్మ్ చేయవచ్చు లేదా తిరస్కరించవచ్చు.
       *[other] ఈ బుకింగ్ { $status } స్థితిలో ఉంది; పెండింగ్‌లో ఉన్న బుకింగ్‌ని మాత్రమే కన్ఫర్మ్ చేయవచ్చు లేదా తిరస్కరించవచ్చు.
    }
err-b-not-pending-anymore = ఈ బుకింగ్ ఇక పెండింగ్‌లో లేదు; పెండింగ్‌లో ఉన్న బుకింగ్‌ని మాత్రమే కన్ఫర్మ్ చేయవచ్చు లేదా తిరస్కరించవచ్చు.
err-b-payment-pending = అతిథి ఇంకా ఈ బుకింగ్‌కి చెల్లించలేదు. చెల్లింపు పూర్తయ్యాక మీరు దీన్ని కన్ఫర్మ్ చేయవచ్చు.
err-b-status-filter = status pending, confirmed, rejected, cancelled లేదా expired అయి ఉండాలి

## Owner: blocked dates
err-b-block-overlaps = ఈ తేదీల్లో కొన్నింటికి ఇప్పటికే బుకింగ్ లేదా బ్లాక్ ఉంది. ఖాళీగా ఉన్న తేదీలు ఎంచుకోండి.
err-b-block-from-required = మొదటి తేదీ తప్పనిసరి (yyyy-mm-dd)
err-b-block-to-required = చివరి తేదీ తప్పనిసరి (yyyy-mm-dd)
err-b-block-to-before-from = చివరి తేదీ మొదటి తేదీ కంటే ముందు ఉండకూడదు
err-b-block-list-max = ఒకేసారి గరిష్ఠంగా { $max } రోజుల బ్లాక్‌లు మాత్రమే చూడవచ్చు
err-b-block-note-too-long = గమనిక { $max } అక్షరాలు మించకూడదు
err-b-block-past = గడిచిన తేదీలను బ్లాక్ చేయలేరు
err-b-block-max-days = ఒక బ్లాక్ గరిష్ఠంగా { $max } రోజులు ఉండవచ్చు

## Paying online
err-b-payment-not-verified = చెల్లింపును వెరిఫై చేయలేకపోయాం. ఈ బుకింగ్‌కి ఏమీ ఛార్జ్ కాలేదు; దయచేసి మళ్లీ చెల్లించి చూడండి.
err-b-pay-cash = ఈ బుకింగ్‌కి ప్రాపర్టీ వద్ద నగదుగా చెల్లిస్తారు; ఆన్‌లైన్‌లో చెల్లించాల్సింది ఏమీ లేదు.
err-b-pay-already-paid = ఈ బుకింగ్‌కి ఇప్పటికే చెల్లించారు.
err-b-pay-no-balance = ఈ బుకింగ్‌కి ఆన్‌లైన్‌లో చెల్లించాల్సిన మిగతా మొత్తం లేదు.
err-b-pay-advance-first = ముందు అడ్వాన్స్ చెల్లించండి; మిగతా మొత్తం ఆ తర్వాత చెల్లించవచ్చు.
err-b-pay-status = { $status ->
        [confirmed] ఈ బుకింగ్ కన్ఫర్మ్ అయింది; చెల్లించాల్సింది ఏమీ లేదు.
        [rejected] ఈ బుకింగ్‌ని తిరస్కరించారు; చెల్లించాల్సింది ఏమీ లేదు.
        [cancelled] ఈ బుకింగ్ రద్దయింది; చెల్లించాల్సింది ఏమీ లేదు.
        [expired] ఈ బుకింగ్ గడువు ముగిసింది; చెల్లించాల్సింది ఏమీ లేదు.
       *[other] ఈ బుకింగ్ { $status } స్థితిలో ఉంది; చెల్లించాల్సింది ఏమీ లేదు.
    }
err-b-pay-payment-status = { $status ->
        [unpaid] ఈ బుకింగ్ చెల్లింపు స్థితి: చెల్లించలేదు; ఇప్పుడు ఆన్‌లైన్‌లో చెల్లించాల్సింది ఏమీ లేదు.
        [refunded] ఈ బుకింగ్ చెల్లింపు రీఫండ్ అయింది; చెల్లించాల్సింది ఏమీ లేదు.
       *[other] ఈ బుకింగ్ చెల్లింపు { $status } స్థితిలో ఉంది; చెల్లించాల్సింది ఏమీ లేదు.
    }
err-b-booking-id-required = bookingId తప్పనిసరి
err-b-razorpay-order-id-too-long = razorpayOrderId చాలా పొడవుగా ఉంది
err-b-razorpay-payment-id-too-long = razorpayPaymentId చాలా పొడవుగా ఉంది
err-b-razorpay-signature-too-long = razorpaySignature చాలా పొడవుగా ఉంది
err-b-refund-exceeds-payment = { $amount } రీఫండ్, ఈ బుకింగ్‌కి ఆన్‌లైన్‌లో చెల్లించిన దానిలో ఇంకా రీఫండ్ కాని { $max } కంటే ఎక్కువగా ఉంది.

## Search, availability, suggestions, lists
err-b-location-too-long = ప్రాంతం 100 అక్షరాలు మించకూడదు
err-b-check-in-format = checkIn 2026-12-05 లాంటి తేదీ అయి ఉండాలి
err-b-check-out-format = checkOut 2026-12-05 లాంటి తేదీ అయి ఉండాలి
err-b-check-in-past = checkIn గతంలో ఉండకూడదు
err-b-check-out-past = checkOut గతంలో ఉండకూడదు
err-b-check-in-too-far = checkIn రాబోయే 12 నెలల్లోపు ఉండాలి
err-b-check-out-too-far = checkOut రాబోయే 12 నెలల్లోపు ఉండాలి
err-b-check-in-required = checkOut ఇచ్చినప్పుడు checkIn కూడా తప్పనిసరి
err-b-check-out-after = checkOut తేదీ checkIn తర్వాత ఉండాలి
err-b-half-day-next-day = హాఫ్ డే బస మరుసటి రోజుకల్లా ముగుస్తుంది
err-b-stay-max-days = ఒక బస గరిష్ఠంగా { $max } రోజులు ఉండవచ్చు
err-b-guests-range = అతిథుల సంఖ్య 1 నుండి { $max } మధ్య ఉండాలి
err-b-min-price-rupees = minPrice పైసలు లేకుండా పూర్తి రూపాయల్లో ఉండాలి
err-b-max-price-rupees = maxPrice పైసలు లేకుండా పూర్తి రూపాయల్లో ఉండాలి
err-b-max-below-min = maxPrice కనీసం minPrice అంత ఉండాలి
err-b-unknown-property-type = తెలియని ప్రాపర్టీ రకం: { $value }
err-b-sort-invalid = sort వీటిలో ఒకటి అయి ఉండాలి: recommended, price_asc, price_desc, rating, distance
err-b-page-range = page 1 నుండి { $max } మధ్య పూర్ణ సంఖ్య అయి ఉండాలి
err-b-per-page-range = perPage 1 నుండి { $max } మధ్య ఉండాలి
err-b-from-format = ప్రారంభ తేదీ 2026-12-05 లాంటి తేదీ అయి ఉండాలి
err-b-to-format = ముగింపు తేదీ 2026-12-05 లాంటి తేదీ అయి ఉండాలి
err-b-from-too-old = ప్రారంభ తేదీ ఒక నెల కంటే ఎక్కువ గతంలో ఉండకూడదు
err-b-to-before-from = ముగింపు తేదీ ప్రారంభ తేదీ కంటే ముందు ఉండకూడదు
err-b-range-max = తేదీల పరిధి గరిష్ఠంగా { $max } రోజులు ఉండవచ్చు
err-b-search-control-chars = సెర్చ్ టెక్స్ట్‌లో కంట్రోల్ అక్షరాలు ఉండకూడదు
err-b-search-too-long = సెర్చ్ టెక్స్ట్ { $max } అక్షరాలు మించకూడదు

## Reviews and replies
err-b-rating-range = రేటింగ్ 1 నుండి 5 స్టార్ల మధ్య ఉండాలి
err-b-rating-required = దయచేసి రేటింగ్ ఎంచుకోండి
err-b-comment-too-short = మీ బస గురించి కనీసం { $min } అక్షరాలు రాయండి
err-b-reply-required = దయచేసి మీ జవాబు రాయండి
err-b-not-your-stay = బస చేసిన అతిథి మాత్రమే ఈ బుకింగ్‌కి రివ్యూ ఇవ్వగలరు.
err-b-not-a-stay = కన్ఫర్మ్ అయిన బసకి మాత్రమే రివ్యూ ఇవ్వవచ్చు.
err-b-stay-not-ended = బస ముగిశాక మీరు దీనికి రివ్యూ ఇవ్వవచ్చు.
err-b-already-reviewed = ఈ బసకి మీరు ఇప్పటికే రివ్యూ ఇచ్చారు.
err-b-review-window-closed = బస ముగిసిన 60 రోజుల్లోపు మాత్రమే రివ్యూ రాయవచ్చు.
err-b-not-your-listing = ఈ ఫామ్‌హౌస్ యజమాని మాత్రమే దీని రివ్యూలకు జవాబు ఇవ్వగలరు.
err-b-already-replied = ఈ రివ్యూకి మీరు ఇప్పటికే జవాబు ఇచ్చారు; 24 గంటల వరకు మీ జవాబును మార్చవచ్చు.
err-b-no-reply = మార్చడానికి ఇంకా ఏ జవాబూ లేదు.
err-b-reply-locked = జవాబును పోస్ట్ చేసిన 24 గంటల్లోపు మాత్రమే మార్చవచ్చు.
err-b-owner-reviews-only = యజమానులు మాత్రమే తమ లిస్టింగ్‌ల రివ్యూలను చూడగలరు.

## Alerts and saved farmhouses
err-b-alert-kind-invalid = kind price_drop లేదా date_free అయి ఉండాలి
err-b-alert-date-format = తేదీ 2026-12-05 రూపంలో ఉండాలి
err-b-alert-date-past = తేదీ గతంలో ఉండకూడదు
err-b-alert-date-too-far = తేదీ రాబోయే 12 నెలల్లోపు ఉండాలి
err-b-alert-not-bookable = ఈ ఫామ్‌హౌస్ ఇప్పుడు బుకింగ్‌కి అందుబాటులో లేదు
err-b-alert-date-free = ఈ తేదీ ఇప్పుడు ఖాళీగా ఉంది: బుక్ చేయండి
err-b-alert-max = మీరు గరిష్ఠంగా { $max } అలర్ట్‌లు ఉంచుకోవచ్చు
err-b-alert-exists = ఈ అలర్ట్ మీకు ఇప్పటికే ఉంది
err-b-unsubscribe-invalid = ఈ అన్‌సబ్‌స్క్రైబ్ లింక్ సరైనది కాదు
err-b-saved-merge-max = ఒకేసారి గరిష్ఠంగా { $max } ఫామ్‌హౌస్‌లు మాత్రమే పంపండి

## Leads and rate limits
err-b-lead-contact = సరైన 10 అంకెల మొబైల్ నంబర్ లేదా ఈమెయిల్ చిరునామా ఇవ్వండి
err-b-lead-consent = ఈ ఆఫర్ గురించి సంప్రదించడానికి అంగీకరించండి
err-b-lead-purpose = FIRST500 ఆఫర్ లేదా ధర అలర్ట్ ఎంచుకోండి
err-b-lead-property-id = propertyId ఒక లిస్టింగ్ id అయి ఉండాలి
err-b-lead-source = source గరిష్ఠంగా { $max } అక్షరాలు ఉండాలి: ఇంగ్లీష్ చిన్న అక్షరాలు, అంకెలు లేదా _ మాత్రమే
err-b-lead-property-gone = ఆ ఫామ్‌హౌస్ సైట్‌లో లేదు
err-b-too-many-requests = చాలా ఎక్కువ రిక్వెస్ట్‌లు వచ్చాయి. కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి.
err-b-too-many-analytics = చాలా ఎక్కువ అనలిటిక్స్ రిక్వెస్ట్‌లు వచ్చాయి. దయచేసి ఒక నిమిషం ఆగండి.

## Owner: cash stays (ledger/cash.rs)
err-b-cash-not-cash-stay = ఈ బుకింగ్ ఆన్‌లైన్‌లో చెల్లించబడింది; నగదు బస మాత్రమే గుర్తించబడుతుంది.
err-b-cash-mark-closed = నగదు బసను అది నిర్ధారించబడిన తర్వాత, ప్రారంభం నుండి 48 గంటల వరకు గుర్తించవచ్చు.
err-b-dispute-closed = ఆన్‌లైన్‌లో చెల్లించిన నిర్ధారిత బసలో, ప్రారంభం నుండి 24 గంటల వరకు సమస్యను తెలపవచ్చు.
err-b-dispute-exists = ఈ బస గురించి సమస్య ఇప్పటికే తెలిపారు; మా బృందం పరిశీలిస్తోంది.
err-b-dispute-resolved = ఈ వివాదం ఇప్పటికే పరిష్కరించబడింది.
err-b-dispute-none = ఈ బుకింగ్‌కు పరిష్కరించాల్సిన వివాదం లేదు.
err-b-dispute-outcome = ఫలితం release లేదా refund అయి ఉండాలి.
err-b-cash-already-marked = ఈ బస నగదు ఇప్పటికే గుర్తించబడింది.
err-b-cash-outcome = outcome collected లేదా no_show అయి ఉండాలి

## Owner: payout details and payouts (payouts/)
err-b-payout-method = method upi లేదా bank అయి ఉండాలి
err-b-payout-vpa = name@bank లాంటి UPI ఐడీని ఎంటర్ చేయండి
err-b-payout-account-number = ఖాతా నంబర్‌ను ఎంటర్ చేయండి: 9 నుండి 18 అంకెలు
err-b-payout-ifsc = IFSC ఎంటర్ చేయండి: HDFC0001234 లాంటి 11 అక్షరాలు
err-b-payout-holder = ఖాతాదారు పేరును ఎంటర్ చేయండి (2 నుండి 100 అక్షరాలు)
err-b-payout-step-up = మీకు డబ్బు ఎక్కడ చెల్లించాలో మార్చడానికి, మీ ఫోన్‌కి పంపిన కోడ్‌ను ఎంటర్ చేయండి
err-b-payout-not-found = అలాంటి చెల్లింపు లేదు
err-b-payout-not-failed = విఫలమైన లేదా వెనక్కి వచ్చిన చెల్లింపును మాత్రమే మళ్లీ పంపుతారు
err-b-payout-held = ఈ యజమాని చెల్లింపులు ఇప్పటికే నిలిపివేయబడ్డాయి
err-b-payout-not-held = ఈ యజమాని చెల్లింపులు నిలిపివేయబడలేదు

## GST పన్ను ఇన్‌వాయిస్‌లు, క్రెడిట్ నోట్‌లు
err-b-gstin = సరైన 15 అక్షరాల GSTIN ఎంటర్ చేయండి
err-b-business-name = GST లో నమోదైన వ్యాపారం పేరును ఎంటర్ చేయండి (గరిష్టంగా { $max } అక్షరాలు)
err-b-payout-legal-name = GST లో నమోదైన మీ చట్టపరమైన పేరును ఎంటర్ చేయండి (2 నుండి 100 అక్షరాలు)
err-b-document-format = pdf లేదా html ఎంచుకోండి
err-b-document-month = నెలను yyyy-mm గా ఎంటర్ చేయండి
err-b-tax-document-not-found = పన్ను పత్రం కనిపించలేదు
## Security deposits (deposits/)
err-b-deposit-none = ఈ బుకింగ్‌కు సెక్యూరిటీ డిపాజిట్ వసూలు కాలేదు.
err-b-deposit-claim-closed = డిపాజిట్‌పై క్లెయిమ్‌ను చెక్-అవుట్ నుండి 48 గంటల వరకు, డిపాజిట్ ఉన్నప్పుడు మాత్రమే చేయవచ్చు.
err-b-deposit-claimed = ఈ డిపాజిట్‌పై క్లెయిమ్ ఇప్పటికే చేయబడింది.
err-b-deposit-answer-closed = ఈ క్లెయిమ్‌కు ఇక సమాధానం ఇవ్వలేరు: 48 గంటలు ముగిశాయి లేదా అది ఇప్పటికే పరిష్కరించబడింది.
err-b-deposit-cash-closed = డిపాజిట్‌ను ఒక్కసారే, చెక్-ఇన్‌కు 12 గంటల ముందు నుండి చెక్-అవుట్ వరకు, డిపాజిట్ అడిగే నిర్ధారిత బుకింగ్‌లో నమోదు చేయవచ్చు.
err-b-deposit-claim-amount = కనీసం ₹1, గరిష్టంగా డిపాజిట్ { $max } వరకు క్లెయిమ్ చేయండి.
