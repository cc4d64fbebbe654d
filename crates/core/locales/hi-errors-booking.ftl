# hi-errors-booking.ftl: the API's refusals and field messages (booking area), in hi. See crates/core/src/i18n/errors.rs.

## Not found
err-b-booking-not-found = बुकिंग नहीं मिली
err-b-payment-not-found = भुगतान नहीं मिला
err-b-refund-not-found = रिफ़ंड नहीं मिला
err-b-review-not-found = रिव्यू नहीं मिला
err-b-alert-not-found = अलर्ट नहीं मिला
err-b-block-not-found = ब्लॉक नहीं मिला
err-b-location-not-found = इलाक़ा नहीं मिला

## Booking a slot
err-b-idempotency-key-header = 1 से 200 दिखने वाले अक्षरों का Idempotency-Key हेडर भेजें, जो हर बुकिंग के लिए नया हो।
err-b-idempotency-key-reused = यह Idempotency-Key पहले ही किसी दूसरी बुकिंग रिक्वेस्ट के लिए इस्तेमाल हो चुकी है। नई रिक्वेस्ट के लिए नई कुंजी भेजें।
err-b-property-id-required = propertyId ज़रूरी है
err-b-own-farmhouse = आप अपना ही फ़ार्महाउस बुक नहीं कर सकते।
err-b-payment-method-required = paymentMethod ज़रूरी है
err-b-payment-method-invalid = paymentMethod cash, upi, credit_card या debit_card होना चाहिए
err-b-expected-total-required = expectedTotal ज़रूरी है: आपने जो कोटेशन देखा था, उसकी कुल रक़म, रुपयों में
err-b-price-changed = इस बुकिंग की कीमत अब { $price } है (आपने { $seen } देखी थी)। कृपया नई कीमत देखकर फिर से कन्फ़र्म करें।
err-b-slot-taken = यह स्लॉट अभी-अभी किसी और ने बुक कर लिया। कृपया कोई दूसरा समय चुनें।

## Cancelling
err-b-not-cancellable = { $status ->
        [rejected] यह बुकिंग नामंज़ूर हो चुकी है और अब रद्द नहीं की जा सकती।
        [cancelled] यह बुकिंग पहले ही रद्द हो चुकी है।
        [expired] इस बुकिंग की समय-सीमा ख़त्म हो चुकी है, अब इसे रद्द नहीं किया जा सकता।
       *[other] यह बुकिंग { $status } है और अब रद्द नहीं की जा सकती।
    }
err-b-stay-begun = यह बुकिंग शुरू हो चुकी है और अब रद्द नहीं की जा सकती।
err-b-reason-control-chars = कारण में कंट्रोल कैरेक्टर नहीं हो सकते

## The slot choice
err-b-booking-type-invalid = bookingType half_day (हाफ़ डे) या full_day (फ़ुल डे) होना चाहिए
err-b-half-days-only = यह फ़ार्महाउस सिर्फ़ हाफ़ डे के लिए मिलता है
err-b-start-required = शुरुआती समय ज़रूरी है
err-b-start-format = शुरुआती समय 2026-12-05T09:00:00+05:30 जैसी तारीख़ और समय होना चाहिए
err-b-start-not-slot = शुरुआती समय { $day } या { $night } होना चाहिए: इस फ़ार्महाउस के स्लॉट इन्हीं समयों पर शुरू होते हैं
err-b-start-past = शुरुआती समय बीता हुआ नहीं हो सकता
err-b-start-too-far = शुरुआती समय अगले 12 महीनों के अंदर होना चाहिए
err-b-days-range = दिनों की संख्या 1 से { $max } के बीच होनी चाहिए
err-b-half-day-one-slot = हाफ़ डे बुकिंग 12 घंटे का एक स्लॉट होती है
err-b-guests-for-farmhouse = इस फ़ार्महाउस के लिए मेहमानों की संख्या 1 से { $max } के बीच होनी चाहिए
err-b-coupon-unknown = यह कूपन कोड सही नहीं है
err-b-first500-used = FIRST500 सिर्फ़ पहली बुकिंग के लिए है, और आपकी एक बुकिंग पहले से है।

## Owner: answering bookings
err-b-not-pending = { $status ->
        [confirmed] यह बुकिंग पहले ही कन्फ़र्म हो चुकी है; सिर्फ़ पेंडिंग बुकिंग को ही कन्फ़र्म या अस्वीकार किया जा सकता है।
        [rejected] यह बुकिंग पहले ही अस्वीकार की जा चुकी है; सिर्फ़ पेंडिंग बुकिंग को ही कन्फ़र्म या अस्वीकार किया जा सकता है।
        [cancelled] यह बुकिंग रद्द हो चुकी है; सिर्फ़ पेंडिंग बुकिंग को ही कन्फ़र्म या अस्वीकार किया जा सकता है।
        [expired] इस बुकिंग की समय-सीमा ख़त्म हो चुकी है; सिर्फ़ पेंडिंग बुकिंग को ही कन्फ़र्म या अस्वीकार किया जा सकता है।
       *[other] यह बुकिंग { $status } है; सिर्फ़ पेंडिंग बुकिंग को ही कन्फ़र्म या अस्वीकार किया जा सकता है।
    }
err-b-not-pending-anymore = यह बुकिंग अब पेंडिंग नहीं है; सिर्फ़ पेंडिंग बुकिंग को ही कन्फ़र्म या अस्वीकार किया जा सकता है।
err-b-payment-pending = मेहमान ने अभी तक इस बुकिंग का भुगतान नहीं किया है। भुगतान पूरा होने के बाद आप इसे कन्फ़र्म कर सकते हैं।
err-b-status-filter = status pending, confirmed, rejected, cancelled या expired होना चाहिए

## Owner: blocked dates
err-b-block-overlaps = इनमें से कुछ तारीख़ों पर पहले से बुकिंग या ब्लॉक है। ख़ाली तारीख़ें चुनें।
err-b-block-from-required = पहली तारीख़ ज़रूरी है (yyyy-mm-dd)
err-b-block-to-required = आख़िरी तारीख़ ज़रूरी है (yyyy-mm-dd)
err-b-block-to-before-from = आख़िरी तारीख़ पहली तारीख़ से पहले नहीं हो सकती
err-b-block-list-max = एक बार में ज़्यादा से ज़्यादा { $max } दिन के ब्लॉक देखे जा सकते हैं
err-b-block-note-too-long = नोट { $max } अक्षरों से ज़्यादा नहीं हो सकता
err-b-block-past = बीती हुई तारीख़ें ब्लॉक नहीं की जा सकतीं
err-b-block-max-days = एक ब्लॉक ज़्यादा से ज़्यादा { $max } दिन का हो सकता है

## Paying online
err-b-payment-not-verified = भुगतान की पुष्टि नहीं हो सकी। इस बुकिंग के लिए कुछ भी चार्ज नहीं हुआ; कृपया फिर से भुगतान करके देखें।
err-b-pay-cash = इस बुकिंग का भुगतान प्रॉपर्टी पर नकद होता है; ऑनलाइन कुछ भी चुकाना नहीं है।
err-b-pay-already-paid = इस बुकिंग का भुगतान पहले ही हो चुका है।
err-b-pay-no-balance = इस बुकिंग की ऑनलाइन चुकाने लायक कोई बाकी रकम नहीं है।
err-b-pay-advance-first = पहले एडवांस चुकाएँ; बाकी रकम उसके बाद चुकाई जा सकती है।
err-b-pay-status = { $status ->
        [confirmed] यह बुकिंग कन्फ़र्म है; इसके लिए कुछ भी चुकाना नहीं है।
        [rejected] यह बुकिंग नामंज़ूर हो चुकी है; इसके लिए कुछ भी चुकाना नहीं है।
        [cancelled] यह बुकिंग रद्द हो चुकी है; इसके लिए कुछ भी चुकाना नहीं है।
        [expired] इस बुकिंग की समय-सीमा ख़त्म हो चुकी है; इसके लिए कुछ भी चुकाना नहीं है।
       *[other] यह बुकिंग { $status } है; इसके लिए कुछ भी चुकाना नहीं है।
    }
err-b-pay-payment-status = { $status ->
        [unpaid] इस बुकिंग का भुगतान बाक़ी है, पर अभी ऑनलाइन कुछ भी चुकाना नहीं है।
        [refunded] इस बुकिंग का भुगतान रिफ़ंड हो चुका है; अब कुछ भी चुकाना नहीं है।
       *[other] इस बुकिंग का भुगतान { $status } है; अभी कुछ भी चुकाना नहीं है।
    }
err-b-booking-id-required = bookingId ज़रूरी है
err-b-razorpay-order-id-too-long = razorpayOrderId बहुत लंबा है
err-b-razorpay-payment-id-too-long = razorpayPaymentId बहुत लंबा है
err-b-razorpay-signature-too-long = razorpaySignature बहुत लंबा है
err-b-refund-exceeds-payment = { $amount } का रिफ़ंड नहीं हो सकता: इस बुकिंग के लिए ऑनलाइन चुकाई गई रक़म में से सिर्फ़ { $max } ही रिफ़ंड होना बाक़ी है।

## Search, availability, suggestions, lists
err-b-location-too-long = इलाक़ा ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है
err-b-check-in-format = checkIn 2026-12-05 जैसी तारीख़ होनी चाहिए
err-b-check-out-format = checkOut 2026-12-05 जैसी तारीख़ होनी चाहिए
err-b-check-in-past = checkIn बीती हुई तारीख़ नहीं हो सकती
err-b-check-out-past = checkOut बीती हुई तारीख़ नहीं हो सकती
err-b-check-in-too-far = checkIn अगले 12 महीनों के अंदर होनी चाहिए
err-b-check-out-too-far = checkOut अगले 12 महीनों के अंदर होनी चाहिए
err-b-check-in-required = checkOut के साथ checkIn भी ज़रूरी है
err-b-check-out-after = checkOut, checkIn के बाद होनी चाहिए
err-b-half-day-next-day = हाफ़ डे बुकिंग अगले दिन तक ख़त्म हो जाती है
err-b-stay-max-days = एक बुकिंग ज़्यादा से ज़्यादा { $max } दिन की हो सकती है
err-b-guests-range = मेहमानों की संख्या 1 से { $max } के बीच होनी चाहिए
err-b-min-price-rupees = minPrice रुपयों में पूरी संख्या होनी चाहिए
err-b-max-price-rupees = maxPrice रुपयों में पूरी संख्या होनी चाहिए
err-b-max-below-min = maxPrice कम से कम minPrice जितना होना चाहिए
err-b-unknown-property-type = अज्ञात प्रॉपर्टी प्रकार: { $value }
err-b-sort-invalid = sort recommended, price_asc, price_desc, rating, distance में से एक होना चाहिए
err-b-page-range = page 1 से { $max } तक की पूरी संख्या होनी चाहिए
err-b-per-page-range = perPage 1 से { $max } के बीच होना चाहिए
err-b-from-format = शुरुआती तारीख़ 2026-12-05 जैसे फ़ॉर्मैट में होनी चाहिए
err-b-to-format = आख़िरी तारीख़ 2026-12-05 जैसे फ़ॉर्मैट में होनी चाहिए
err-b-from-too-old = शुरुआती तारीख़ एक महीने से ज़्यादा पुरानी नहीं हो सकती
err-b-to-before-from = आख़िरी तारीख़ शुरुआती तारीख़ से पहले नहीं हो सकती
err-b-range-max = एक बार में ज़्यादा से ज़्यादा { $max } दिन देखे जा सकते हैं
err-b-search-control-chars = खोज के टेक्स्ट में कंट्रोल कैरेक्टर नहीं हो सकते
err-b-search-too-long = खोज का टेक्स्ट ज़्यादा से ज़्यादा { $max } अक्षरों का हो सकता है

## Reviews and replies
err-b-rating-range = रेटिंग 1 से 5 स्टार के बीच होनी चाहिए
err-b-rating-required = कृपया रेटिंग चुनें
err-b-comment-too-short = अपने अनुभव के बारे में कम से कम { $min } अक्षर लिखें
err-b-reply-required = कृपया अपना जवाब लिखें
err-b-not-your-stay = सिर्फ़ वही मेहमान इस बुकिंग का रिव्यू दे सकते हैं जो यहाँ ठहरे थे।
err-b-not-a-stay = सिर्फ़ कन्फ़र्म बुकिंग का ही रिव्यू दिया जा सकता है।
err-b-stay-not-ended = बुकिंग ख़त्म होने के बाद आप इसका रिव्यू दे सकते हैं।
err-b-already-reviewed = आप इस बुकिंग का रिव्यू पहले ही दे चुके हैं।
err-b-review-window-closed = रिव्यू बुकिंग ख़त्म होने के 60 दिनों के अंदर ही लिखे जा सकते हैं।
err-b-not-your-listing = सिर्फ़ इस फ़ार्महाउस के मालिक ही इसके रिव्यू का जवाब दे सकते हैं।
err-b-already-replied = आप इस रिव्यू का जवाब पहले ही दे चुके हैं; 24 घंटे तक आप अपना जवाब बदल सकते हैं।
err-b-no-reply = बदलने के लिए अभी कोई जवाब नहीं है।
err-b-reply-locked = जवाब पोस्ट करने के 24 घंटे के अंदर ही बदला जा सकता है।
err-b-owner-reviews-only = सिर्फ़ मालिक ही अपनी लिस्टिंग के रिव्यू देख सकते हैं।

## Alerts and saved farmhouses
err-b-alert-kind-invalid = kind price_drop या date_free होना चाहिए
err-b-alert-date-format = तारीख़ 2026-12-05 जैसे फ़ॉर्मैट में होनी चाहिए
err-b-alert-date-past = तारीख़ बीती हुई नहीं हो सकती
err-b-alert-date-too-far = तारीख़ अगले 12 महीनों के अंदर होनी चाहिए
err-b-alert-not-bookable = यह फ़ार्महाउस अभी बुकिंग के लिए उपलब्ध नहीं है
err-b-alert-date-free = यह तारीख़ अभी ख़ाली है: इसे बुक करें
err-b-alert-max = आप ज़्यादा से ज़्यादा { $max } अलर्ट रख सकते हैं
err-b-alert-exists = यह अलर्ट आपके पास पहले से है
err-b-unsubscribe-invalid = यह अनसब्सक्राइब लिंक सही नहीं है
err-b-saved-merge-max = एक बार में ज़्यादा से ज़्यादा { $max } फ़ार्महाउस भेजें

## Leads and rate limits
err-b-lead-contact = सही 10 अंकों का मोबाइल नंबर या ईमेल पता डालें
err-b-lead-consent = कृपया सहमति दें कि इस ऑफ़र के बारे में हम आपसे संपर्क कर सकते हैं
err-b-lead-purpose = FIRST500 ऑफ़र या प्राइस अलर्ट चुनें
err-b-lead-property-id = propertyId किसी लिस्टिंग की id होनी चाहिए
err-b-lead-source = source ज़्यादा से ज़्यादा { $max } अक्षरों का हो: सिर्फ़ अंग्रेज़ी के छोटे अक्षर, अंक या _
err-b-lead-property-gone = वह फ़ार्महाउस साइट पर नहीं है
err-b-too-many-requests = बहुत ज़्यादा रिक्वेस्ट आईं। कृपया कुछ मिनट बाद फिर से कोशिश करें।
err-b-too-many-analytics = बहुत ज़्यादा एनालिटिक्स रिक्वेस्ट आईं। कृपया एक मिनट रुकें।

## Owner: cash stays (ledger/cash.rs)
err-b-cash-not-cash-stay = इस बुकिंग का भुगतान ऑनलाइन हुआ है; सिर्फ़ नकद वाला स्टे ही दर्ज किया जाता है।
err-b-cash-mark-closed = नकद वाला स्टे कन्फ़र्म होने के बाद, शुरू होने से 48 घंटे बाद तक दर्ज किया जा सकता है।
err-b-dispute-closed = ऑनलाइन भुगतान वाले कन्फ़र्म स्टे में, शुरू होने से 24 घंटे बाद तक समस्या बताई जा सकती है।
err-b-dispute-exists = इस स्टे की समस्या पहले ही बताई जा चुकी है; हमारी टीम देख रही है।
err-b-dispute-resolved = यह विवाद पहले ही सुलझ चुका है।
err-b-dispute-none = इस बुकिंग में सुलझाने के लिए कोई विवाद नहीं है।
err-b-dispute-outcome = नतीजा release या refund होना चाहिए।
err-b-cash-already-marked = इस स्टे का नकद पहले ही दर्ज हो चुका है।
err-b-cash-outcome = outcome collected या no_show होना चाहिए

## Owner: payout details and payouts (payouts/)
err-b-payout-method = method upi या bank होना चाहिए
err-b-payout-vpa = name@bank जैसी UPI आईडी डालें
err-b-payout-account-number = खाता संख्या डालें: 9 से 18 अंक
err-b-payout-ifsc = IFSC डालें: HDFC0001234 जैसे 11 अक्षर
err-b-payout-holder = खाताधारक का नाम डालें (2 से 100 अक्षर)
err-b-payout-step-up = भुगतान कहाँ मिले, यह बदलने के लिए आपके फ़ोन पर भेजा गया कोड डालें
err-b-payout-not-found = ऐसा कोई भुगतान नहीं है
err-b-payout-not-failed = केवल विफल या वापस आया भुगतान ही दोबारा भेजा जाता है
err-b-payout-held = इस मालिक के भुगतान पहले से रोके गए हैं
err-b-payout-not-held = इस मालिक के भुगतान रोके नहीं गए हैं

## GST टैक्स इनवॉइस और क्रेडिट नोट
err-b-gstin = सही 15 अक्षरों का GSTIN डालें
err-b-business-name = GST में पंजीकृत व्यवसाय का नाम डालें (अधिकतम { $max } अक्षर)
err-b-payout-legal-name = GST में पंजीकृत अपना कानूनी नाम डालें (2 से 100 अक्षर)
err-b-document-format = pdf या html चुनें
err-b-document-month = महीना yyyy-mm के रूप में डालें
err-b-tax-document-not-found = टैक्स दस्तावेज़ नहीं मिला
## Security deposits (deposits/)
err-b-deposit-none = इस बुकिंग का कोई सिक्योरिटी डिपॉज़िट जमा नहीं हुआ है।
err-b-deposit-claim-closed = डिपॉज़िट पर दावा चेक-आउट से 48 घंटे तक, डिपॉज़िट जमा रहते ही किया जा सकता है।
err-b-deposit-claimed = इस डिपॉज़िट पर दावा पहले ही किया जा चुका है।
err-b-deposit-answer-closed = इस दावे का जवाब अब नहीं दिया जा सकता: 48 घंटे बीत चुके हैं या यह पहले ही निपट चुका है।
err-b-deposit-cash-closed = डिपॉज़िट एक बार ही दर्ज होता है, चेक-इन से 12 घंटे पहले से चेक-आउट तक, ऐसी कन्फ़र्म बुकिंग पर जिसमें डिपॉज़िट माँगा गया हो।
err-b-deposit-claim-amount = कम से कम ₹1 और ज़्यादा से ज़्यादा डिपॉज़िट { $max } तक का दावा करें।
