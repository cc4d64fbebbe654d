## The first view of a page the server sends before the app starts (crates/http first_view.rs).
## The same words as the app's catalogs (apps/web/src/locales): a test in crates/http compares.

page-offer = पहली बार आए हैं? कोड { $code } से पहली बुकिंग पर { $amount } की छूट
page-tagline = शहर से { $km } कि.मी. के अंदर प्राइवेट फ़ार्महाउस — पूल, लॉन और बॉनफ़ायर, हाफ़ डे या फ़ुल डे के लिए। असली कीमतें देखें, स्लॉट चुनें, निकल पड़ें।
page-reviews = { $count ->
        [one] { $count } रिव्यू
       *[other] { $count } रिव्यू
    }
page-distance = हैदराबाद से { $km } कि.मी.
page-from-half = हाफ़ डे: { $price } से
page-near = { $location } के पास फ़ार्महाउस
page-in = { $location } में फ़ार्महाउस

## The <title> and meta description of the server-rendered pages (crawlers and link previews).
## The brand (" | Hyderabad Escapes") is added after a title by the server.
head-home = Hyderabad Escapes — हैदराबाद के पास फ़ार्महाउस में ठहरें
    .description = हैदराबाद के आसपास फ़ार्महाउस, विला और एस्टेट हाफ़ डे (12 घं.) या फ़ुल डे (24 घं.) के लिए बुक करें। शहर से 100 कि.मी. के अंदर पूल, लॉन और बॉनफ़ायर।
head-search = फ़ार्महाउस खोजें
    .description = हैदराबाद के आसपास फ़ार्महाउस इलाक़े, तारीख़, मेहमानों और बजट के हिसाब से खोजें।
head-privacy = प्राइवेसी पॉलिसी
    .description = भारत के DPDP एक्ट, 2023 के तहत Hyderabad Escapes आपका निजी डेटा कैसे लेता है, कैसे इस्तेमाल करता है और कैसे सुरक्षित रखता है।
head-terms = सेवा की शर्तें
    .description = Hyderabad Escapes पर फ़ार्महाउस बुक करने और लिस्ट करने की शर्तें।
head-cookies = कुकी पॉलिसी
    .description = Hyderabad Escapes कौन-सी कुकी और ब्राउज़र स्टोरेज इस्तेमाल करता है, और आपके पास क्या विकल्प हैं।
head-help = सहायता
    .description = Hyderabad Escapes पर बुकिंग, भुगतान और साइन इन कैसे होते हैं, और सहायता टीम से कैसे संपर्क करें।
head-safety = सुरक्षा
    .description = फ़ार्महाउस में सुरक्षित रहें: पूल, बॉनफ़ायर, रात में ड्राइविंग और आपातकालीन नंबर।
head-faq = अक्सर पूछे जाने वाले सवाल
    .description = हाफ़ डे और फ़ुल डे बुकिंग, स्लॉट, ऑफ़र, रद्द करने और भुगतान के बारे में जवाब।
head-hosting = अपना फ़ार्महाउस लिस्ट करें
    .description = अपने फ़ार्महाउस से कमाई करें: उसे Hyderabad Escapes पर लिस्ट करें और पूरे हैदराबाद के मेहमानों तक पहुँचें।
head-not-found = पेज नहीं मिला
head-property = { $location } में { $title } — { $price } से
    .description = { $location } · { $bedrooms } बेडरूम · { $guests } मेहमानों तक · { $prices }। { $about }
head-property-half = हाफ़ डे: { $price }
head-property-both = हाफ़ डे: { $price } · फ़ुल डे: { $full }
head-location = { $location } में फ़ार्महाउस
    .description = { $location } में बुक करने के लिए { $count } फ़ार्महाउस (हैदराबाद से { $km } कि.मी.)। { $about }
head-location-from = { $location } में फ़ार्महाउस, { $price } से
    .description = { $location } में बुक करने के लिए { $count } फ़ार्महाउस (हैदराबाद से { $km } कि.मी.), { $price } से। { $about }
