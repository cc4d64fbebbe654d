# hi-errors-hosting.ftl: the API's refusals and field messages (hosting area), in hi. See crates/core/src/i18n/errors.rs.

err-h-invalid-request = रिक्वेस्ट सही नहीं है
err-h-already-exists = यह पहले से मौजूद है।
err-h-internal = कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।
err-h-otp-delivery-failed = OTP नहीं भेजा जा सका। कृपया थोड़ी देर में फिर से कोशिश करें।
err-h-payment-provider-failed = हमारे पेमेंट प्रोवाइडर के साथ भुगतान शुरू नहीं हो सका। कृपया थोड़ी देर में फिर से कोशिश करें।
err-h-unavailable = सेवा अभी कुछ देर के लिए उपलब्ध नहीं है। कृपया फिर से कोशिश करें।
err-h-json-content-type = बॉडी को Content-Type: application/json के साथ JSON के रूप में भेजें
err-h-json-syntax = रिक्वेस्ट बॉडी सही JSON नहीं है
err-h-request-too-large = रिक्वेस्ट बहुत बड़ी है।
err-h-wrong-kind = रिक्वेस्ट में एक वैल्यू ग़लत प्रकार की है
err-h-body-not-object = रिक्वेस्ट बॉडी डॉक्युमेंटेशन में बताए गए फ़ील्ड वाला JSON ऑब्जेक्ट होनी चाहिए
err-h-body-invalid = रिक्वेस्ट बॉडी सही नहीं है: { $detail }
err-h-field-required = { $field ->
        [start] शुरुआती समय ज़रूरी है
       *[other] { $field } ज़रूरी है
    }
err-h-field-whole-number = { $field } पूरी संख्या होनी चाहिए
err-h-field-number = { $field } एक संख्या होनी चाहिए
err-h-field-true-false = { $field } true या false होना चाहिए
err-h-field-text = { $field } टेक्स्ट होना चाहिए
err-h-field-list = { $field } एक सूची होनी चाहिए
err-h-field-object = { $field } एक ऑब्जेक्ट होना चाहिए
err-h-field-one-of = { $field ->
        [sort] sort { $values } में से एक होना चाहिए
       *[other] { $field } इनमें से एक होना चाहिए: { $values }
    }
err-h-field-out-of-range = { $field } तय सीमा से बाहर है
err-h-field-not-valid = { $field } सही नहीं है
err-h-field-control-chars = { $field ->
        [reason] कारण में कंट्रोल कैरेक्टर नहीं हो सकते
        [comment] आपके रिव्यू में कंट्रोल कैरेक्टर नहीं हो सकते
        [text] जवाब में कंट्रोल कैरेक्टर नहीं हो सकते
       *[other] { $field } में कंट्रोल कैरेक्टर नहीं हो सकते
    }
err-h-field-too-long = { $field ->
        [comment] आपका रिव्यू { $max } अक्षरों से ज़्यादा नहीं हो सकता
        [text] जवाब { $max } अक्षरों से ज़्यादा नहीं हो सकता
        [reason] कारण { $max } अक्षरों से ज़्यादा नहीं हो सकता
        [note] नोट { $max } अक्षरों से ज़्यादा नहीं हो सकता
        [Email] ईमेल { $max } अक्षरों से ज़्यादा नहीं हो सकता
        [Name] नाम { $max } अक्षरों से ज़्यादा नहीं हो सकता
        [Message] मैसेज { $max } अक्षरों से ज़्यादा नहीं हो सकता
       *[other] { $field } { $max } अक्षरों से ज़्यादा नहीं हो सकता
    }
err-h-field-between = { $field } { $min } और { $max } के बीच होना चाहिए
err-h-advance-percent = एडवांस 0 (बुकिंग पर पूरी कीमत) या कुल का { $min } % से { $max } % के बीच होना चाहिए
err-h-balance-days = बाकी रकम ठहरने से { $min } से { $max } दिन पहले तक देय होनी चाहिए
err-h-balance-method = बाकी रकम कैसे दी जाएगी चुनें: ऑनलाइन या प्रॉपर्टी पर नकद
err-h-not-found-property = प्रॉपर्टी नहीं मिली
err-h-not-found-user = यूज़र नहीं मिला
err-h-not-found-conversation = बातचीत नहीं मिली
err-h-not-found-message = मैसेज नहीं मिला
err-h-not-found-photo = फ़ोटो नहीं मिली
err-h-not-found-calendar-import = इंपोर्ट किया गया कैलेंडर नहीं मिला
err-h-not-found-account-contact = इस खाते का कोई फ़ोन नंबर या ईमेल नहीं मिला
err-h-not-found-account-email = इस ईमेल से कोई खाता नहीं मिला
err-h-not-found-api-route = API रूट नहीं मिला
err-h-not-found-resource = आप जो ढूँढ रहे हैं, वह नहीं मिला
err-h-not-found-record = रिकॉर्ड नहीं मिला
err-h-phone-invalid = कृपया सही भारतीय मोबाइल नंबर डालें
err-h-email-invalid = कृपया सही ईमेल पता डालें
err-h-purpose-login-register = Purpose login या register होना चाहिए
err-h-email-too-short = ईमेल कम से कम 5 अक्षरों का होना चाहिए
err-h-email-too-long = ईमेल 100 अक्षरों से ज़्यादा नहीं हो सकता
err-h-otp-wait-one-second = बहुत ज़्यादा कोशिशें हो गईं। दूसरा OTP माँगने से पहले कृपया 1 सेकंड रुकें।
err-h-otp-wait-seconds = बहुत ज़्यादा कोशिशें हो गईं। दूसरा OTP माँगने से पहले कृपया { $n } सेकंड रुकें।
err-h-otp-wait-one-minute = बहुत ज़्यादा कोशिशें हो गईं। दूसरा OTP माँगने से पहले कृपया 1 मिनट रुकें।
err-h-otp-wait-minutes = बहुत ज़्यादा कोशिशें हो गईं। दूसरा OTP माँगने से पहले कृपया { $n } मिनट रुकें।
err-h-otp-wait-one-hour = बहुत ज़्यादा कोशिशें हो गईं। दूसरा OTP माँगने से पहले कृपया 1 घंटा रुकें।
err-h-otp-wait-hours = बहुत ज़्यादा कोशिशें हो गईं। दूसरा OTP माँगने से पहले कृपया { $n } घंटे रुकें।
err-h-otp-invalid = ग़लत OTP। कृपया कोड जाँचकर फिर से कोशिश करें।
err-h-otp-locked = बहुत बार ग़लत कोड डाला गया। कृपया नया OTP माँगें।
err-h-otp-expired = इस OTP की समय-सीमा ख़त्म हो गई है। कृपया नया OTP माँगें।
err-h-otp-used = यह OTP सही नहीं है। कृपया नया OTP माँगें।
err-h-otp-six-digits = OTP 6 अंकों का होना चाहिए
err-h-sms-otp-six-digits = SMS OTP 6 अंकों का होना चाहिए
err-h-email-otp-six-digits = ईमेल OTP 6 अंकों का होना चाहिए
err-h-sms-otp-invalid = ग़लत SMS OTP। कृपया कोड जाँचकर फिर से कोशिश करें।
err-h-email-otp-invalid = ग़लत ईमेल OTP। कृपया कोड जाँचकर फिर से कोशिश करें।
err-h-sms-otp-locked = SMS OTP बहुत बार ग़लत डाला गया। कृपया नया OTP माँगें।
err-h-email-otp-locked = ईमेल OTP बहुत बार ग़लत डाला गया। कृपया नया OTP माँगें।
err-h-sms-otp-expired = SMS OTP की समय-सीमा ख़त्म हो गई है। कृपया नया OTP माँगें।
err-h-email-otp-expired = ईमेल OTP की समय-सीमा ख़त्म हो गई है। कृपया नया OTP माँगें।
err-h-sms-otp-used = यह SMS OTP अब मान्य नहीं है। कृपया नया OTP माँगें।
err-h-email-otp-used = यह ईमेल OTP अब मान्य नहीं है। कृपया नया OTP माँगें।
err-h-email-change-step-up = अपना ईमेल पता बदलने के लिए, आपके फ़ोन पर भेजा गया कोड डालें
err-h-name-too-short = नाम कम से कम 2 अक्षरों का होना चाहिए
err-h-name-too-long = नाम 50 अक्षरों से ज़्यादा नहीं हो सकता
err-h-name-letters = नाम में सिर्फ़ अक्षर और स्पेस हो सकते हैं
err-h-account-type = कृपया अपने खाते का प्रकार चुनें
err-h-phone-ten-digits = फ़ोन नंबर ठीक 10 अंकों का होना चाहिए
err-h-accept-terms = कृपया नियम और शर्तें स्वीकार करें
err-h-type-sms-email = Type sms या email होना चाहिए
err-h-type-sms = Type sms होना चाहिए
err-h-no-account = इस नंबर से अभी कोई खाता नहीं है। कृपया साइन अप करें।
err-h-phone-taken = इस फ़ोन नंबर से पहले से एक खाता बना हुआ है। कृपया साइन इन करें।
err-h-email-taken = इस ईमेल पते से पहले से एक खाता बना हुआ है। कृपया साइन इन करें।
err-h-email-used = यह ईमेल पता पहले से किसी दूसरे खाते में इस्तेमाल हो रहा है।
err-h-email-same = यह पहले से आपका ईमेल पता है
err-h-sign-in-again = कृपया फिर से साइन इन करें।
err-h-suspended = आपका खाता सस्पेंड कर दिया गया है। कृपया support@hyderabadescapes.in या +91 40 4520 7788 पर हमारी सपोर्ट टीम से संपर्क करें।
err-h-no-access = आपको इसकी अनुमति नहीं है।
err-h-erasure-step-up = अपना खाता डिलीट करने के लिए, आपके फ़ोन पर भेजा गया कोड डालें
err-h-erasure-own-stay = आपकी एक आने वाली बुकिंग है ({ $code }, { $date } को)। खाता डिलीट करने से पहले उसे रद्द करें, या उसके ख़त्म होने तक रुकें।
err-h-erasure-hosted-stay = आपके फ़ार्महाउस पर एक मेहमान की आने वाली बुकिंग है ({ $code }, { $date } को)। खाता डिलीट करने से पहले अपनी बुकिंग निपटा लें।
err-h-erasure-payment-pending = बुकिंग { $code } का भुगतान अभी प्रोसेस हो रहा है। इसके पूरा होने के बाद फिर से कोशिश करें।
err-h-erasure-refund-pending = बुकिंग { $code } का रिफ़ंड अभी आप तक पहुँच रहा है। इसके पहुँचने के बाद फिर से कोशिश करें।
err-h-consent-choice = Choice all या essential होना चाहिए
err-h-consent-purpose = Purpose essential, analytics या marketing होना चाहिए
err-h-consent-essential = ज़रूरी कुकीज़ साइट को चालू रखती हैं, इन्हें बंद नहीं किया जा सकता
err-h-consent-granted = बताएँ कि आप सहमति देते हैं या नहीं (true या false)
err-h-language = अंग्रेज़ी, तेलुगु या हिंदी चुनें
err-h-listing-stale = यह लिस्टिंग किसी दूसरे टैब या डिवाइस पर बदली गई है। ताज़ा वर्ज़न देखने के लिए रीलोड करें, फिर अपना बदलाव दोबारा करें।
err-h-listing-status-changed = इस बीच लिस्टिंग की स्थिति बदल गई। रीलोड करके फिर से कोशिश करें।
err-h-title-length = शीर्षक { $min } से { $max } अक्षरों का होना चाहिए
err-h-description-too-short = विवरण कम से कम { $min } अक्षरों का होना चाहिए
err-h-property-type = जगह का प्रकार (propertyType) इनमें से एक होना चाहिए: { $values }
err-h-turnover-minutes = turnoverMinutes 0 से 360 के बीच और 30-30 मिनट के स्टेप में होना चाहिए
err-h-latitude-longitude = latitude और longitude दोनों साथ भेजें
err-h-locality-name = इलाक़े का नाम लिखें (कम से कम 2 अक्षर)
err-h-locality-pick = सूची से कोई इलाक़ा चुनें, या नया सुझाएँ
err-h-pin-needed = नया इलाक़ा दर्ज करने के लिए मैप पर पिन लगाएँ
err-h-pin-too-far = पिन अपने फ़ार्महाउस पर लगाएँ: यह हैदराबाद से { $max } कि.मी. के अंदर होना चाहिए
err-h-amenities-max = ज़्यादा से ज़्यादा { $max } सुविधाएँ चुनें
err-h-amenity-unknown = अज्ञात सुविधा: { $value }
err-h-full-below-half = फ़ुल डे की कीमत हाफ़ डे की कीमत से कम नहीं हो सकती
err-h-weekend-full-needs-full = वीकेंड की फ़ुल डे की कीमत से पहले फ़ुल डे की कीमत तय करें
err-h-weekend-full-below-half = वीकेंड पर फ़ुल डे की कीमत वीकेंड पर हाफ़ डे की कीमत से कम नहीं हो सकती
err-h-night-slot = रात का स्लॉट दिन के स्लॉट के 12 घंटे बाद शुरू होता है (हर हाफ़ डे 12 घंटे का होता है)
err-h-slot-time = { $field } पूरे घंटे या आधे घंटे का समय होना चाहिए, जैसे 09:00 या 21:30
err-h-price-rules-max = ज़्यादा से ज़्यादा { $max } कीमत नियम जोड़ें
err-h-rule-label = नियम का नाम दें, जैसे दिवाली
err-h-rule-date = { $field ->
        [from] पहली तारीख़ yyyy-mm-dd के रूप में होनी चाहिए
        [to] आख़िरी तारीख़ yyyy-mm-dd के रूप में होनी चाहिए
       *[other] { $field } yyyy-mm-dd के रूप में तारीख़ होनी चाहिए
    }
err-h-rule-order = कीमत नियम शुरू होने से पहले ख़त्म नहीं हो सकता
err-h-rule-days = एक कीमत नियम ज़्यादा से ज़्यादा { $max } दिनों का हो सकता है
err-h-rule-percent = प्रतिशत { $min } से { $max } के बीच होना चाहिए, और 0 नहीं
err-h-rule-price-or-percent = या तो कीमत (halfDayPrice) दें या प्रतिशत, दोनों नहीं
err-h-rule-overlap = “{ $what }” और “{ $value }” की तारीख़ें आपस में टकरा रही हैं: हर तारीख़ की एक ही कीमत रखें
err-h-missing-description = जगह के बारे में कम से कम { $min } अक्षरों में बताएँ (अभी { $n } अक्षर हैं)
err-h-missing-address = वह पता जोड़ें जहाँ मेहमान पहुँचेंगे
err-h-missing-photo = कम से कम एक फ़ोटो जोड़ें
err-h-missing-photos-max = एक लिस्टिंग में ज़्यादा से ज़्यादा { $max } फ़ोटो हो सकती हैं
err-h-missing-photos-processing = अपनी फ़ोटो की प्रोसेसिंग पूरी होने तक रुकें
err-h-not-ready-description = यह लिस्टिंग अभी तैयार नहीं है: जगह के बारे में कम से कम { $min } अक्षरों में बताएँ (अभी { $n } अक्षर हैं)
err-h-not-ready-address = यह लिस्टिंग अभी तैयार नहीं है: वह पता जोड़ें जहाँ मेहमान पहुँचेंगे
err-h-not-ready-photo = यह लिस्टिंग अभी तैयार नहीं है: कम से कम एक फ़ोटो जोड़ें
err-h-not-ready-photos-max = यह लिस्टिंग अभी तैयार नहीं है: एक लिस्टिंग में ज़्यादा से ज़्यादा { $max } फ़ोटो हो सकती हैं
err-h-not-ready-photos-processing = यह लिस्टिंग अभी तैयार नहीं है: अपनी फ़ोटो की प्रोसेसिंग पूरी होने तक रुकें
err-h-submit-not-now = सिर्फ़ ड्राफ़्ट, या जिस लिस्टिंग में बदलाव माँगे गए हों, वही समीक्षा के लिए भेजी जा सकती है।
err-h-unlist-not-now = सिर्फ़ लाइव लिस्टिंग ही हटाई जा सकती है।
err-h-publish-not-now = सिर्फ़ हटाई गई लिस्टिंग ही फिर से पब्लिश की जा सकती है; नई लिस्टिंग समीक्षा से होकर जाती है।
err-h-unlisted-by-admin = हमारी टीम ने यह लिस्टिंग साइट से हटाई है। इसे वापस लाने के लिए कृपया सपोर्ट से संपर्क करें।
err-h-too-many-photos = एक लिस्टिंग में ज़्यादा से ज़्यादा { $max } फ़ोटो हो सकती हैं। नई जोड़ने के लिए एक हटाएँ।
err-h-last-photo = साइट पर मौजूद लिस्टिंग में कम से कम एक फ़ोटो होनी चाहिए। इसे हटाने से पहले दूसरी जोड़ें।
err-h-photo-order = इस लिस्टिंग की सभी फ़ोटो नए क्रम में भेजें, हर फ़ोटो सिर्फ़ एक बार
err-h-photo-alt = बताएँ कि फ़ोटो में क्या दिख रहा है
err-h-photo-choose = अपलोड करने के लिए एक फ़ोटो चुनें
err-h-upload-unreadable = अपलोड पढ़ा नहीं जा सका। फ़ोटो को multipart/form-data के रूप में file फ़ील्ड में भेजें।
err-h-photo-too-large = यह फ़ोटो 15 MB से बड़ी है। कृपया छोटी फ़ोटो अपलोड करें।
err-h-photo-too-small = यह फ़ोटो बहुत छोटी है। कृपया कम से कम 320 × 200 पिक्सल की फ़ोटो अपलोड करें।
err-h-photo-bad-shape = यह फ़ोटो बहुत लंबी और पतली है, ठीक से नहीं दिखेगी। कृपया इसे ऐसे क्रॉप करें कि लंबी साइड छोटी साइड से 10 गुना से ज़्यादा न हो।
err-h-photo-heic = HEIC फ़ोटो अभी इस्तेमाल नहीं हो सकतीं। कृपया इस फ़ोटो को JPEG में एक्सपोर्ट करें (iPhone पर: Settings > Camera > Formats > Most Compatible) और फिर से अपलोड करें।
err-h-photo-unsupported = JPEG, PNG या WebP फ़ोटो अपलोड करें।
err-h-photo-too-many-pixels = यह फ़ोटो 40 मेगापिक्सल से ज़्यादा की है। कृपया छोटी फ़ोटो अपलोड करें।
err-h-photo-unreadable = यह फ़ोटो पढ़ी नहीं जा सकी। शायद यह ख़राब है; कृपया कोई दूसरी फ़ोटो आज़माएँ।
err-h-photo-too-deep = इस फ़ोटो के रंगों की डेप्थ के हिसाब से पिक्सल बहुत ज़्यादा हैं (16-बिट फ़ोटो ज़्यादा से ज़्यादा 20 मेगापिक्सल की हो सकती है)। कृपया इसे 8-बिट JPEG या PNG में सेव करें, या छोटी फ़ोटो अपलोड करें।
err-h-photo-storage-full = आपकी फ़ोटो पहले ही आपके खाते की 2 GB जगह भर चुकी हैं। और जोड़ने के लिए जिन फ़ोटो की ज़रूरत नहीं, उन्हें हटाएँ।
err-h-too-many-drafts = आपकी { $max } लिस्टिंग पहले से ऐसी हैं जो अभी साइट पर नहीं हैं। एक पूरी करके समीक्षा के लिए भेजें; मंज़ूरी मिलने के बाद आप नई शुरू कर सकते हैं।
err-h-too-many-imports = एक लिस्टिंग ज़्यादा से ज़्यादा { $max } कैलेंडर इंपोर्ट कर सकती है। नया जोड़ने के लिए एक हटाएँ।
err-h-import-exists = यह कैलेंडर इस लिस्टिंग के लिए पहले से इंपोर्ट किया हुआ है।
err-h-ical-paste = कैलेंडर लिंक (.ics) पेस्ट करें।
err-h-ical-too-long = यह लिंक बहुत लंबा है (ज़्यादा से ज़्यादा 2,000 अक्षर)।
err-h-ical-not-link = यह लिंक सही नहीं है।
err-h-ical-scheme = http, https या webcal लिंक इस्तेमाल करें।
err-h-ical-no-host = इस लिंक में होस्ट नहीं है।
err-h-ical-private = सार्वजनिक कैलेंडर लिंक इस्तेमाल करें: यह लिंक किसी निजी या लोकल पते पर जाता है।
err-h-ical-invalid = यह लिंक iCal कैलेंडर (.ics) नहीं देता।
err-h-ical-too-large = यह कैलेंडर 5 MB से बड़ा है।
err-h-ical-timeout = कैलेंडर लिंक ने { $seconds } सेकंड में जवाब नहीं दिया।
err-h-ical-status = कैलेंडर लिंक से { $status } जवाब मिला।
err-h-ical-redirects = कैलेंडर लिंक बहुत बार रीडायरेक्ट करता है।
err-h-ical-unreachable = कैलेंडर लिंक तक पहुँचा नहीं जा सका।
err-h-ical-retry-later = अभी कैलेंडर पढ़ा नहीं जा सका; हम फिर से कोशिश करेंगे।
err-h-feed-invalid = यह कैलेंडर लिंक अब काम नहीं करता: इसे बंद कर दिया गया है या बदल दिया गया है।
err-h-msg-blocked-by-recipient = आप इस यूज़र को मैसेज नहीं भेज सकते: वे आपसे मैसेज नहीं ले रहे हैं।
err-h-msg-recipient-blocked = आपने इस यूज़र को ब्लॉक किया है। मैसेज भेजने के लिए पहले उन्हें अनब्लॉक करें।
err-h-msg-empty = मैसेज ख़ाली नहीं हो सकता
err-h-msg-too-long = मैसेज 4,000 अक्षरों से ज़्यादा नहीं हो सकता
err-h-msg-type = messageType text, image या file होना चाहिए
err-h-msg-media-required = image या file मैसेज के लिए mediaUrl ज़रूरी है
err-h-msg-media-only = mediaUrl सिर्फ़ image और file मैसेज के लिए है
err-h-msg-media-path = mediaUrl यहाँ अपलोड की गई फ़ाइल का पाथ होना चाहिए (/uploads/…)
err-h-msg-client-id = clientMessageId 1 से 100 दिखने वाले अक्षरों का होना चाहिए
err-h-msg-property-id = propertyId किसी प्रॉपर्टी की id होनी चाहिए
err-h-msg-type-filter = messageType text, image, file या inquiry होना चाहिए
err-h-msg-status = status delivered या read होना चाहिए
err-h-msg-rate-limited = आप बहुत जल्दी-जल्दी मैसेज भेज रहे हैं। कृपया थोड़ा रुककर फिर से कोशिश करें।
err-h-msg-own-property = यह आपकी अपनी प्रॉपर्टी है: इसके बारे में मेहमान आपको लिखते हैं, आप ख़ुद को नहीं लिख सकते।
err-h-msg-cursor = cursor पिछले पेज का nextCursor या किसी मैसेज की id होनी चाहिए
err-h-msg-limit = limit 1 से { $max } के बीच होना चाहिए
err-h-msg-conversation-or-property = conversationId दें, या प्रॉपर्टी के मालिक को लिखने के लिए propertyId दें
err-h-msg-recipient-required = recipientId ज़रूरी है: जिस मेहमान को आप जवाब दे रहे हैं
err-h-msg-ids = messageIds में 1 से 500 मैसेज id होने चाहिए
err-h-msg-not-recipient = मैसेज को पढ़ा हुआ सिर्फ़ उसे पाने वाला ही मार्क कर सकता है।
err-h-msg-block-self = आप ख़ुद को ब्लॉक नहीं कर सकते।
err-h-reason-too-long = कारण 500 अक्षरों से ज़्यादा नहीं हो सकता
err-h-msg-duplicate = यह मैसेज पहले ही भेजा जा चुका है।
err-h-rt-token-expired = आपके साइन इन को रिन्यू करना होगा। फिर से कनेक्ट हो रहा है…
err-h-rt-connection-limit = आपके बहुत सारे कनेक्शन एक साथ चालू हैं। कृपया दूसरे टैब या डिवाइस बंद करें।
err-h-rt-idle = काफ़ी देर तक कोई गतिविधि न होने से आपका कनेक्शन बंद कर दिया गया।
err-h-rt-unresponsive = आपका कनेक्शन जवाब नहीं दे रहा था, इसलिए उसे बंद कर दिया गया।
err-h-rt-maintenance = सर्वर का मेंटेनेंस चल रहा है। कृपया थोड़ी देर बाद फिर से कोशिश करें।
err-h-rt-signed-out = आप साइन आउट हो गए हैं। कृपया फिर से साइन इन करें।
err-h-rt-reserved-event = "{ $what }" एक आरक्षित इवेंट नाम है।
err-h-rt-unknown-event = "{ $what }" नाम का कोई इवेंट नहीं है।
err-h-rt-payload-json = पेलोड सही JSON नहीं है: { $detail }
err-h-rt-payload-invalid = पेलोड सही नहीं है: { $detail }
err-h-analytics-owners-only = लिस्टिंग एनालिटिक्स सिर्फ़ मालिकों के लिए हैं।
err-h-analytics-range = आख़िरी तारीख़ शुरुआती तारीख़ वाले दिन या उसके बाद की होनी चाहिए
err-h-submit-owner-only = लिस्टिंग को समीक्षा के लिए सिर्फ़ उसका मालिक भेज सकता है।
err-h-analytics-date = { $field } एक तारीख़ होनी चाहिए (yyyy-mm-dd)
err-h-analytics-range-max = एक अवधि में ज़्यादा से ज़्यादा { $max } दिन हो सकते हैं

## Analytics beacons (analytics/mod.rs)
err-h-analytics-session = sessionId में 8 से 100 अक्षर होने चाहिए: सिर्फ़ अक्षर, अंक, - या _
err-h-analytics-events = events एनालिटिक्स इवेंट की सूची होनी चाहिए
err-h-analytics-events-max = एक बैच में ज़्यादा से ज़्यादा { $max } इवेंट हो सकते हैं
err-h-analytics-timings = timings मेट्रिक मानों का ऑब्जेक्ट होना चाहिए
err-h-analytics-timings-max = एक रिपोर्ट में ज़्यादा से ज़्यादा { $max } मान हो सकते हैं
