# te-errors-hosting.ftl: the API's refusals and field messages (hosting area), in te. See crates/core/src/i18n/errors.rs.

err-h-invalid-request = రిక్వెస్ట్ సరిగా లేదు
err-h-already-exists = ఇది ఇప్పటికే ఉంది.
err-h-internal = ఏదో పొరపాటు జరిగింది. దయచేసి కాసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.
err-h-otp-delivery-failed = OTP పంపలేకపోయాం. దయచేసి కాసేపట్లో మళ్లీ ప్రయత్నించండి.
err-h-payment-provider-failed = మా పేమెంట్ ప్రొవైడర్‌తో చెల్లింపు మొదలుపెట్టలేకపోయాం. దయచేసి కాసేపట్లో మళ్లీ ప్రయత్నించండి.
err-h-unavailable = సర్వీస్ తాత్కాలికంగా అందుబాటులో లేదు. దయచేసి మళ్లీ ప్రయత్నించండి.
err-h-json-content-type = రిక్వెస్ట్ బాడీని Content-Type: application/json హెడర్‌తో JSONగా పంపండి
err-h-json-syntax = రిక్వెస్ట్ బాడీ సరైన JSON కాదు
err-h-request-too-large = రిక్వెస్ట్ చాలా పెద్దగా ఉంది.
err-h-wrong-kind = రిక్వెస్ట్‌లో ఒక విలువ తప్పు రకంలో ఉంది
err-h-body-not-object = రిక్వెస్ట్ బాడీ, డాక్యుమెంటేషన్‌లో చెప్పిన ఫీల్డ్‌లు ఉన్న JSON ఆబ్జెక్ట్ అయి ఉండాలి
err-h-body-invalid = రిక్వెస్ట్ బాడీ సరిగా లేదు: { $detail }
err-h-field-required = { $field ->
        [start] ప్రారంభ సమయం తప్పనిసరి
       *[other] { $field } తప్పనిసరి
    }
err-h-field-whole-number = { $field } పూర్ణ సంఖ్య అయి ఉండాలి
err-h-field-number = { $field } ఒక సంఖ్య అయి ఉండాలి
err-h-field-true-false = { $field } true లేదా false అయి ఉండాలి
err-h-field-text = { $field } టెక్స్ట్ అయి ఉండాలి
err-h-field-list = { $field } ఒక జాబితా అయి ఉండాలి
err-h-field-object = { $field } ఒక ఆబ్జెక్ట్ అయి ఉండాలి
err-h-field-one-of = { $field ->
        [sort] sort వీటిలో ఒకటి అయి ఉండాలి: { $values }
       *[other] { $field } వీటిలో ఒకటి అయి ఉండాలి: { $values }
    }
err-h-field-out-of-range = { $field } అనుమతించిన పరిధిలో లేదు
err-h-field-not-valid = { $field } సరైనది కాదు
err-h-field-control-chars = { $field ->
        [reason] కారణంలో కంట్రోల్ అక్షరాలు ఉండకూడదు
        [comment] మీ రివ్యూలో కంట్రోల్ అక్షరాలు ఉండకూడదు
        [text] జవాబులో కంట్రోల్ అక్షరాలు ఉండకూడదు
       *[other] { $field }లో కంట్రోల్ అక్షరాలు ఉండకూడదు
    }
err-h-field-too-long = { $field ->
        [comment] మీ రివ్యూ { $max } అక్షరాలు మించకూడదు
        [text] జవాబు { $max } అక్షరాలు మించకూడదు
        [reason] కారణం { $max } అక్షరాలు మించకూడదు
        [note] గమనిక { $max } అక్షరాలు మించకూడదు
        [Email] ఈమెయిల్ { $max } అక్షరాలు మించకూడదు
        [Name] పేరు { $max } అక్షరాలు మించకూడదు
        [Message] మెసేజ్ { $max } అక్షరాలు మించకూడదు
       *[other] { $field } { $max } అక్షరాలు మించకూడదు
    }
err-h-field-between = { $field } { $min } నుండి { $max } మధ్య ఉండాలి
err-h-advance-percent = అడ్వాన్స్ 0 (బుకింగ్ సమయంలో పూర్తి ధర) లేదా మొత్తంలో { $min } % నుండి { $max } % మధ్య ఉండాలి
err-h-balance-days = మిగతా మొత్తం బసకు { $min } నుండి { $max } రోజుల ముందు చెల్లించాల్సి ఉండాలి
err-h-balance-method = మిగతా మొత్తం ఎలా చెల్లిస్తారో ఎంచుకోండి: ఆన్‌లైన్ లేదా ప్రాపర్టీ వద్ద నగదు
err-h-not-found-property = ప్రాపర్టీ కనిపించలేదు
err-h-not-found-user = యూజర్ కనిపించలేదు
err-h-not-found-conversation = సంభాషణ కనిపించలేదు
err-h-not-found-message = మెసేజ్ కనిపించలేదు
err-h-not-found-photo = ఫోటో కనిపించలేదు
err-h-not-found-calendar-import = ఇంపోర్ట్ చేసిన క్యాలెండర్ కనిపించలేదు
err-h-not-found-account-contact = ఈ ఖాతాకు ఫోన్ నంబర్ గానీ ఈమెయిల్ గానీ కనిపించలేదు
err-h-not-found-account-email = ఈ ఈమెయిల్‌తో ఖాతా కనిపించలేదు
err-h-not-found-api-route = API రూట్ కనిపించలేదు
err-h-not-found-resource = మీరు వెతికినది కనిపించలేదు
err-h-not-found-record = రికార్డ్ కనిపించలేదు
err-h-phone-invalid = దయచేసి సరైన భారతీయ మొబైల్ నంబర్ ఎంటర్ చేయండి
err-h-email-invalid = దయచేసి సరైన ఈమెయిల్ చిరునామా ఎంటర్ చేయండి
err-h-purpose-login-register = Purpose login లేదా register అయి ఉండాలి
err-h-email-too-short = ఈమెయిల్‌లో కనీసం 5 అక్షరాలు ఉండాలి
err-h-email-too-long = ఈమెయిల్ 100 అక్షరాలు మించకూడదు
err-h-otp-wait-one-second = చాలాసార్లు ప్రయత్నించారు. మరో OTP అడిగే ముందు దయచేసి 1 సెకను ఆగండి.
err-h-otp-wait-seconds = చాలాసార్లు ప్రయత్నించారు. మరో OTP అడిగే ముందు దయచేసి { $n } సెకన్లు ఆగండి.
err-h-otp-wait-one-minute = చాలాసార్లు ప్రయత్నించారు. మరో OTP అడిగే ముందు దయచేసి 1 నిమిషం ఆగండి.
err-h-otp-wait-minutes = చాలాసార్లు ప్రయత్నించారు. మరో OTP అడిగే ముందు దయచేసి { $n } నిమిషాలు ఆగండి.
err-h-otp-wait-one-hour = చాలాసార్లు ప్రయత్నించారు. మరో OTP అడిగే ముందు దయచేసి 1 గంట ఆగండి.
err-h-otp-wait-hours = చాలాసార్లు ప్రయత్నించారు. మరో OTP అడిగే ముందు దయచేసి { $n } గంటలు ఆగండి.
err-h-otp-invalid = OTP తప్పు. దయచేసి కోడ్ సరిచూసి మళ్లీ ప్రయత్నించండి.
err-h-otp-locked = చాలాసార్లు తప్పు కోడ్ ఎంటర్ చేశారు. దయచేసి కొత్త OTP అడగండి.
err-h-otp-expired = ఈ OTP గడువు ముగిసింది. దయచేసి కొత్తది అడగండి.
err-h-otp-used = ఈ OTP చెల్లదు. దయచేసి కొత్తది అడగండి.
err-h-otp-six-digits = OTPలో 6 అంకెలు ఉండాలి
err-h-sms-otp-six-digits = SMS OTPలో 6 అంకెలు ఉండాలి
err-h-email-otp-six-digits = ఈమెయిల్ OTPలో 6 అంకెలు ఉండాలి
err-h-sms-otp-invalid = SMS OTP తప్పు. దయచేసి కోడ్ సరిచూసి మళ్లీ ప్రయత్నించండి.
err-h-email-otp-invalid = ఈమెయిల్ OTP తప్పు. దయచేసి కోడ్ సరిచూసి మళ్లీ ప్రయత్నించండి.
err-h-sms-otp-locked = SMS OTPని చాలాసార్లు తప్పుగా ఎంటర్ చేశారు. దయచేసి కొత్తది అడగండి.
err-h-email-otp-locked = ఈమెయిల్ OTPని చాలాసార్లు తప్పుగా ఎంటర్ చేశారు. దయచేసి కొత్తది అడగండి.
err-h-sms-otp-expired = SMS OTP గడువు ముగిసింది. దయచేసి కొత్తది అడగండి.
err-h-email-otp-expired = ఈమెయిల్ OTP గడువు ముగిసింది. దయచేసి కొత్తది అడగండి.
err-h-sms-otp-used = ఈ SMS OTP ఇక చెల్లదు. దయచేసి కొత్తది అడగండి.
err-h-email-otp-used = ఈ ఈమెయిల్ OTP ఇక చెల్లదు. దయచేసి కొత్తది అడగండి.
err-h-email-change-step-up = మీ ఈమెయిల్ చిరునామాను మార్చడానికి మీ ఫోన్‌కి పంపిన కోడ్‌ను ఎంటర్ చేయండి
err-h-name-too-short = పేరులో కనీసం 2 అక్షరాలు ఉండాలి
err-h-name-too-long = పేరు 50 అక్షరాలు మించకూడదు
err-h-name-letters = పేరులో అక్షరాలు, ఖాళీలు మాత్రమే ఉండాలి
err-h-account-type = దయచేసి మీ ఖాతా రకాన్ని ఎంచుకోండి
err-h-phone-ten-digits = ఫోన్ నంబర్‌లో సరిగ్గా 10 అంకెలు ఉండాలి
err-h-accept-terms = దయచేసి నిబంధనలు, షరతులకు అంగీకరించండి
err-h-type-sms-email = Type sms లేదా email అయి ఉండాలి
err-h-type-sms = Type sms అయి ఉండాలి
err-h-no-account = ఈ నంబర్‌తో ఇంకా ఖాతా లేదు. దయచేసి సైన్ అప్ చేయండి.
err-h-phone-taken = ఈ ఫోన్ నంబర్‌తో ఇప్పటికే ఖాతా ఉంది. దయచేసి సైన్ ఇన్ చేయండి.
err-h-email-taken = ఈ ఈమెయిల్ చిరునామాతో ఇప్పటికే ఖాతా ఉంది. దయచేసి సైన్ ఇన్ చేయండి.
err-h-email-used = ఈ ఈమెయిల్ చిరునామాను ఇప్పటికే వేరే ఖాతా వాడుతోంది.
err-h-email-same = ఇది ఇప్పటికే మీ ఈమెయిల్ చిరునామా
err-h-sign-in-again = దయచేసి మళ్లీ సైన్ ఇన్ చేయండి.
err-h-suspended = మీ ఖాతాను నిలిపివేశాం. దయచేసి support@hyderabadescapes.in లేదా +91 40 4520 7788 ద్వారా మా సపోర్ట్ టీమ్‌ను సంప్రదించండి.
err-h-no-access = దీనికి మీకు అనుమతి లేదు.
err-h-erasure-step-up = మీ ఖాతాను తొలగించడానికి మీ ఫోన్‌కి పంపిన కోడ్‌ను ఎంటర్ చేయండి
err-h-erasure-own-stay = మీకు రాబోయే బస ఒకటి ఉంది (బుకింగ్ { $code }, { $date }). ఖాతాను తొలగించే ముందు దాన్ని రద్దు చేయండి, లేదా అది పూర్తయ్యే వరకు ఆగండి.
err-h-erasure-hosted-stay = మీ ఫామ్‌హౌస్‌లో ఒక అతిథికి రాబోయే బస ఉంది (బుకింగ్ { $code }, { $date }). ఖాతాను తొలగించే ముందు మీ బుకింగ్‌లన్నీ సెటిల్ చేయండి.
err-h-erasure-payment-pending = బుకింగ్ { $code } చెల్లింపు ఇంకా ప్రాసెస్ అవుతోంది. అది పూర్తయ్యాక మళ్లీ ప్రయత్నించండి.
err-h-erasure-refund-pending = బుకింగ్ { $code } రీఫండ్ ఇంకా మీకు చేరలేదు. అది అందాక మళ్లీ ప్రయత్నించండి.
err-h-consent-choice = Choice all లేదా essential అయి ఉండాలి
err-h-consent-purpose = Purpose essential, analytics లేదా marketing అయి ఉండాలి
err-h-consent-essential = అవసరమైన కుకీలు సైట్ పనిచేసేలా చేస్తాయి, వాటిని ఆఫ్ చేయలేరు
err-h-consent-granted = మీరు అనుమతిస్తున్నారో లేదో చెప్పండి (true లేదా false)
err-h-language = ఇంగ్లీష్, తెలుగు లేదా హిందీ ఎంచుకోండి
err-h-listing-stale = ఈ లిస్టింగ్ వేరే ట్యాబ్‌లో లేదా డివైస్‌లో మారింది. తాజా వెర్షన్ చూడటానికి రీలోడ్ చేసి, మీ మార్పును మళ్లీ చేయండి.
err-h-listing-status-changed = ఈలోగా లిస్టింగ్ స్థితి మారింది. రీలోడ్ చేసి మళ్లీ ప్రయత్నించండి.
err-h-title-length = శీర్షిక { $min } నుండి { $max } అక్షరాలు ఉండాలి
err-h-description-too-short = వివరణ కనీసం { $min } అక్షరాలు ఉండాలి
err-h-property-type = propertyType (ప్రాపర్టీ రకం) వీటిలో ఒకటి అయి ఉండాలి: { $values }
err-h-turnover-minutes = turnoverMinutes 0 నుండి 360 మధ్య, 30 నిమిషాల చొప్పున ఉండాలి
err-h-latitude-longitude = latitude, longitude రెండింటినీ కలిపి పంపండి
err-h-locality-name = ప్రాంతం పేరు రాయండి (కనీసం 2 అక్షరాలు)
err-h-locality-pick = జాబితా నుండి ఒక ప్రాంతాన్ని ఎంచుకోండి, లేదా కొత్తది సూచించండి
err-h-pin-needed = కొత్త ప్రాంతాన్ని నమోదు చేయడానికి మ్యాప్‌పై పిన్ ఉంచండి
err-h-pin-too-far = పిన్‌ను మీ ఫామ్‌హౌస్‌పై ఉంచండి: అది హైదరాబాద్ నుండి { $max } కి.మీ. లోపు ఉండాలి
err-h-amenities-max = గరిష్ఠంగా { $max } సౌకర్యాలు ఎంచుకోండి
err-h-amenity-unknown = తెలియని సౌకర్యం: { $value }
err-h-full-below-half = ఫుల్ డే ధర హాఫ్ డే ధర కంటే తక్కువ ఉండకూడదు
err-h-weekend-full-needs-full = వీకెండ్ ఫుల్ డే ధర కంటే ముందు ఫుల్ డే ధరను పెట్టండి
err-h-weekend-full-below-half = వీకెండ్ ఫుల్ డే ధర వీకెండ్ హాఫ్ డే ధర కంటే తక్కువ ఉండకూడదు
err-h-night-slot = పగటి స్లాట్ మొదలైన 12 గంటల తర్వాత రాత్రి స్లాట్ మొదలవుతుంది (ప్రతి హాఫ్ డే 12 గంటలు)
err-h-slot-time = { $field } పూర్తి గంట లేదా అరగంట సమయం అయి ఉండాలి, ఉదా. 09:00 లేదా 21:30
err-h-price-rules-max = గరిష్ఠంగా { $max } ధర నియమాలు జోడించండి
err-h-rule-label = నియమానికి పేరు పెట్టండి, ఉదా. దీపావళి
err-h-rule-date = { $field ->
        [from] మొదటి తేదీ yyyy-mm-dd రూపంలో ఉండాలి
        [to] చివరి తేదీ yyyy-mm-dd రూపంలో ఉండాలి
       *[other] { $field } yyyy-mm-dd రూపంలో తేదీ అయి ఉండాలి
    }
err-h-rule-order = ధర నియమం మొదలవకముందే ముగియకూడదు
err-h-rule-days = ఒక ధర నియమం గరిష్ఠంగా { $max } రోజులకు వర్తిస్తుంది
err-h-rule-percent = శాతం { $min } నుండి { $max } మధ్య ఉండాలి, 0 కాకూడదు
err-h-rule-price-or-percent = ధర (halfDayPrice) గానీ శాతం గానీ ఇవ్వండి, రెండూ కాదు
err-h-rule-overlap = "{ $what }", "{ $value }" నియమాల తేదీలు ఒకదానితో ఒకటి కలుస్తున్నాయి: ఒక్కో తేదీకి ఒక్క ధర మాత్రమే ఉండేలా చూడండి
err-h-missing-description = ప్రదేశాన్ని కనీసం { $min } అక్షరాల్లో వివరించండి (ఇప్పటివరకు { $n })
err-h-missing-address = అతిథులు చేరుకోవాల్సిన చిరునామాను జోడించండి
err-h-missing-photo = కనీసం ఒక ఫోటో జోడించండి
err-h-missing-photos-max = ఒక లిస్టింగ్‌లో గరిష్ఠంగా { $max } ఫోటోలు ఉండొచ్చు
err-h-missing-photos-processing = మీ ఫోటోల ప్రాసెసింగ్ పూర్తయ్యే వరకు ఆగండి
err-h-not-ready-description = ఈ లిస్టింగ్ ఇంకా సిద్ధంగా లేదు: ప్రదేశాన్ని కనీసం { $min } అక్షరాల్లో వివరించండి (ఇప్పటివరకు { $n })
err-h-not-ready-address = ఈ లిస్టింగ్ ఇంకా సిద్ధంగా లేదు: అతిథులు చేరుకోవాల్సిన చిరునామాను జోడించండి
err-h-not-ready-photo = ఈ లిస్టింగ్ ఇంకా సిద్ధంగా లేదు: కనీసం ఒక ఫోటో జోడించండి
err-h-not-ready-photos-max = ఈ లిస్టింగ్ ఇంకా సిద్ధంగా లేదు: ఒక లిస్టింగ్‌లో గరిష్ఠంగా { $max } ఫోటోలు ఉండొచ్చు
err-h-not-ready-photos-processing = ఈ లిస్టింగ్ ఇంకా సిద్ధంగా లేదు: మీ ఫోటోల ప్రాసెసింగ్ పూర్తయ్యే వరకు ఆగండి
err-h-submit-not-now = డ్రాఫ్ట్‌ను గానీ, మార్పులు కోరిన లిస్టింగ్‌ను గానీ మాత్రమే పరిశీలనకు పంపగలరు.
err-h-unlist-not-now = లైవ్‌లో ఉన్న లిస్టింగ్‌ను మాత్రమే తీసివేయగలరు.
err-h-publish-not-now = తీసివేసిన లిస్టింగ్‌ను మాత్రమే మళ్లీ పబ్లిష్ చేయగలరు; కొత్త లిస్టింగ్ అయితే ముందుగా పరిశీలనకు వెళ్తుంది.
err-h-unlisted-by-admin = మా టీమ్ ఈ లిస్టింగ్‌ను సైట్ నుండి తీసివేసింది. దీన్ని మళ్లీ సైట్‌లో పెట్టడానికి దయచేసి సపోర్ట్‌ను సంప్రదించండి.
err-h-too-many-photos = ఒక లిస్టింగ్‌లో గరిష్ఠంగా { $max } ఫోటోలు ఉండొచ్చు. మరొకటి జోడించడానికి ఒకదాన్ని తీసివేయండి.
err-h-last-photo = సైట్‌లో ఉన్న లిస్టింగ్‌కు కనీసం ఒక ఫోటో ఉండాలి. దీన్ని తీసివేసే ముందు మరొకటి జోడించండి.
err-h-photo-order = ఈ లిస్టింగ్‌లోని అన్ని ఫోటోలను, ఒక్కోదాన్ని ఒక్కసారి చొప్పున, కొత్త క్రమంలో పంపండి
err-h-photo-alt = ఫోటోలో ఏముందో వివరించండి
err-h-photo-choose = అప్‌లోడ్ చేయడానికి ఒక ఫోటోను ఎంచుకోండి
err-h-upload-unreadable = అప్‌లోడ్ చేసిన ఫైల్‌ను చదవలేకపోయాం. ఫోటోను multipart/form-dataగా file ఫీల్డ్‌లో పంపండి.
err-h-photo-too-large = ఈ ఫోటో 15 MB కంటే పెద్దది. దయచేసి చిన్న ఫోటోను అప్‌లోడ్ చేయండి.
err-h-photo-too-small = ఈ ఫోటో చాలా చిన్నది. దయచేసి కనీసం 320 × 200 పిక్సెల్‌ల ఫోటోను అప్‌లోడ్ చేయండి.
err-h-photo-bad-shape = ఈ ఫోటో మరీ పొడవుగా, సన్నగా ఉండటంతో సరిగా కనిపించదు. పొడవాటి వైపు చిన్న వైపుకు 10 రెట్లకు మించకుండా దయచేసి క్రాప్ చేయండి.
err-h-photo-heic = HEIC ఫోటోలను ఇంకా వాడలేం. దయచేసి ఈ ఫోటోను JPEGగా ఎక్స్‌పోర్ట్ చేసి (iPhoneలో: Settings > Camera > Formats > Most Compatible) మళ్లీ అప్‌లోడ్ చేయండి.
err-h-photo-unsupported = JPEG, PNG లేదా WebP ఫోటోను అప్‌లోడ్ చేయండి.
err-h-photo-too-many-pixels = ఈ ఫోటో 40 మెగాపిక్సెల్‌ల కంటే ఎక్కువ. దయచేసి చిన్న ఫోటోను అప్‌లోడ్ చేయండి.
err-h-photo-unreadable = ఈ ఫోటోను చదవలేకపోయాం. అది పాడై ఉండవచ్చు; దయచేసి వేరే ఫోటో ప్రయత్నించండి.
err-h-photo-too-deep = ఈ ఫోటో రంగుల డెప్త్‌కు పిక్సెల్‌లు మరీ ఎక్కువ (16-బిట్ ఫోటోలు గరిష్ఠంగా 20 మెగాపిక్సెల్‌లు ఉండొచ్చు). దయచేసి దీన్ని 8-బిట్ JPEG లేదా PNGగా సేవ్ చేయండి, లేదా చిన్న ఫోటోను అప్‌లోడ్ చేయండి.
err-h-photo-storage-full = మీ ఖాతాకు అనుమతించిన 2 GB స్థలాన్ని మీ ఫోటోలు ఇప్పటికే నింపేశాయి. మరిన్ని జోడించడానికి అవసరం లేని ఫోటోలను తీసివేయండి.
err-h-too-many-drafts = సైట్‌లోకి ఇంకా రాని లిస్టింగ్‌లు మీకు ఇప్పటికే { $max } ఉన్నాయి. ఒకదాన్ని పూర్తి చేసి పరిశీలనకు పంపండి; అది ఆమోదం పొందాక మరొకటి మొదలుపెట్టవచ్చు.
err-h-too-many-imports = ఒక లిస్టింగ్‌కు గరిష్ఠంగా { $max } క్యాలెండర్‌లు ఇంపోర్ట్ చేయవచ్చు. మరొకటి జోడించడానికి ఒకదాన్ని తీసివేయండి.
err-h-import-exists = ఈ క్యాలెండర్ ఇప్పటికే ఈ లిస్టింగ్‌కు ఇంపోర్ట్ అయి ఉంది.
err-h-ical-paste = క్యాలెండర్ లింక్‌ను (.ics) పేస్ట్ చేయండి.
err-h-ical-too-long = ఈ లింక్ చాలా పొడవుగా ఉంది (గరిష్ఠంగా 2,000 అక్షరాలు).
err-h-ical-not-link = ఇది సరైన లింక్ కాదు.
err-h-ical-scheme = http, https లేదా webcal లింక్ వాడండి.
err-h-ical-no-host = ఈ లింక్‌లో హోస్ట్ లేదు.
err-h-ical-private = పబ్లిక్ క్యాలెండర్ లింక్ వాడండి: ఈ లింక్ ప్రైవేట్ లేదా లోకల్ అడ్రస్‌కు వెళ్తోంది.
err-h-ical-invalid = ఈ లింక్ iCal క్యాలెండర్ (.ics) ఇవ్వడం లేదు.
err-h-ical-too-large = ఈ క్యాలెండర్ 5 MB కంటే పెద్దది.
err-h-ical-timeout = క్యాలెండర్ లింక్ { $seconds } సెకన్లలో స్పందించలేదు.
err-h-ical-status = క్యాలెండర్ లింక్ { $status } అని జవాబిచ్చింది.
err-h-ical-redirects = క్యాలెండర్ లింక్ చాలాసార్లు రీడైరెక్ట్ అవుతోంది.
err-h-ical-unreachable = క్యాలెండర్ లింక్‌ను చేరుకోలేకపోయాం.
err-h-ical-retry-later = ప్రస్తుతం క్యాలెండర్‌ను చదవలేకపోయాం; తర్వాత మేమే మళ్లీ ప్రయత్నిస్తాం.
err-h-feed-invalid = ఈ క్యాలెండర్ లింక్ చెల్లదు: దీన్ని ఆపేశారు లేదా మార్చారు.
err-h-msg-blocked-by-recipient = మీరు ఈ యూజర్‌కు మెసేజ్ పంపలేరు: వారు మీ నుండి మెసేజ్‌లు స్వీకరించడం లేదు.
err-h-msg-recipient-blocked = మీరు ఈ యూజర్‌ను బ్లాక్ చేశారు. మెసేజ్ పంపాలంటే ముందు అన్‌బ్లాక్ చేయండి.
err-h-msg-empty = మెసేజ్ ఖాళీగా ఉండకూడదు
err-h-msg-too-long = మెసేజ్ 4,000 అక్షరాలు మించకూడదు
err-h-msg-type = messageType text, image లేదా file అయి ఉండాలి
err-h-msg-media-required = image లేదా file మెసేజ్‌కు mediaUrl తప్పనిసరి
err-h-msg-media-only = mediaUrl image, file మెసేజ్‌లకు మాత్రమే
err-h-msg-media-path = mediaUrl ఇక్కడ అప్‌లోడ్ చేసిన ఫైల్ పాత్ అయి ఉండాలి (/uploads/…)
err-h-msg-client-id = clientMessageId 1 నుండి 100 కనిపించే అక్షరాలు ఉండాలి
err-h-msg-property-id = propertyId ఒక ప్రాపర్టీ id అయి ఉండాలి
err-h-msg-type-filter = messageType text, image, file లేదా inquiry అయి ఉండాలి
err-h-msg-status = status delivered లేదా read అయి ఉండాలి
err-h-msg-rate-limited = మీరు చాలా వేగంగా మెసేజ్‌లు పంపుతున్నారు. కాసేపు ఆగి మళ్లీ ప్రయత్నించండి.
err-h-msg-own-property = ఇది మీ సొంత ప్రాపర్టీ: దీని గురించి అతిథులు మీకు మెసేజ్ చేస్తారు; మీకు మీరే మెసేజ్ పంపుకోలేరు.
err-h-msg-cursor = cursor మునుపటి పేజీ nextCursor గానీ మెసేజ్ id గానీ అయి ఉండాలి
err-h-msg-limit = limit 1 నుండి { $max } మధ్య ఉండాలి
err-h-msg-conversation-or-property = conversationId ఇవ్వండి, లేదా ప్రాపర్టీ యజమానికి మెసేజ్ పంపడానికి propertyId ఇవ్వండి
err-h-msg-recipient-required = recipientId తప్పనిసరి: మీరు జవాబిచ్చే అతిథి
err-h-msg-ids = messageIdsలో 1 నుండి 500 మెసేజ్ idలు ఉండాలి
err-h-msg-not-recipient = మెసేజ్ అందుకున్నవారు మాత్రమే దాన్ని చదివినట్టు మార్క్ చేయగలరు.
err-h-msg-block-self = మిమ్మల్ని మీరే బ్లాక్ చేసుకోలేరు.
err-h-reason-too-long = కారణం 500 అక్షరాలు మించకూడదు
err-h-msg-duplicate = ఈ మెసేజ్‌ను ఇప్పటికే పంపారు.
err-h-rt-token-expired = మీ సైన్ ఇన్ సెషన్‌ను రెన్యూ చేయాలి. మళ్లీ కనెక్ట్ చేస్తున్నాం…
err-h-rt-connection-limit = మీరు ఒకేసారి చాలా ట్యాబ్‌లు లేదా డివైస్‌లలో కనెక్ట్ అయి ఉన్నారు. దయచేసి ఇతర ట్యాబ్‌లు లేదా డివైస్‌లను మూసివేయండి.
err-h-rt-idle = చాలాసేపు ఎలాంటి యాక్టివిటీ లేకపోవడంతో మీ కనెక్షన్‌ను మూసివేశాం.
err-h-rt-unresponsive = మీ కనెక్షన్ స్పందించకపోవడంతో దాన్ని మూసివేశాం.
err-h-rt-maintenance = సర్వర్ మెయింటెనెన్స్ జరుగుతోంది. దయచేసి కాసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.
err-h-rt-signed-out = మీరు సైన్ అవుట్ అయ్యారు. దయచేసి మళ్లీ సైన్ ఇన్ చేయండి.
err-h-rt-reserved-event = "{ $what }" రిజర్వ్ చేసిన ఈవెంట్ పేరు.
err-h-rt-unknown-event = "{ $what }" అనే ఈవెంట్ లేదు.
err-h-rt-payload-json = పేలోడ్ సరైన JSON కాదు: { $detail }
err-h-rt-payload-invalid = పేలోడ్ సరిగా లేదు: { $detail }
err-h-analytics-owners-only = లిస్టింగ్ అనలిటిక్స్ యజమానులకు మాత్రమే ఉంటాయి.
err-h-analytics-range = ముగింపు తేదీ ప్రారంభ తేదీ కంటే ముందు ఉండకూడదు
err-h-submit-owner-only = లిస్టింగ్‌ను పరిశీలనకు యజమాని మాత్రమే పంపగలరు.
err-h-analytics-date = { $field } తేదీగా ఉండాలి (yyyy-mm-dd)
err-h-analytics-range-max = ఒక పరిధిలో గరిష్ఠంగా { $max } రోజులు ఉండొచ్చు

## Analytics beacons (analytics/mod.rs)
err-h-analytics-session = sessionId 8 నుండి 100 అక్షరాలు ఉండాలి: అక్షరాలు, అంకెలు, - లేదా _ మాత్రమే
err-h-analytics-events = events అనలిటిక్స్ ఈవెంట్‌ల జాబితా అయి ఉండాలి
err-h-analytics-events-max = ఒక బ్యాచ్‌లో గరిష్ఠంగా { $max } ఈవెంట్‌లు ఉండొచ్చు
err-h-analytics-timings = timings మెట్రిక్ విలువల ఆబ్జెక్ట్ అయి ఉండాలి
err-h-analytics-timings-max = ఒక రిపోర్ట్‌లో గరిష్ఠంగా { $max } విలువలు ఉండొచ్చు
