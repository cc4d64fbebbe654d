## The first view of a page the server sends before the app starts (crates/http first_view.rs).
## The same words as the app's catalogs (apps/web/src/locales): a test in crates/http compares.

page-offer = మొదటిసారి వస్తున్నారా? కోడ్ { $code }తో మీ మొదటి బుకింగ్‌పై { $amount } తగ్గింపు
page-tagline = నగరానికి { $km } కి.మీ. దూరంలోపే ప్రైవేట్ ఫామ్‌హౌస్‌లు — పూల్స్, పచ్చిక బయళ్లు, బాన్‌ఫైర్లు, హాఫ్ డే లేదా ఫుల్ డేకి. అసలు ధరలు చూడండి, స్లాట్ ఎంచుకోండి, బయలుదేరండి.
page-reviews = { $count ->
        [one] { $count } రివ్యూ
       *[other] { $count } రివ్యూలు
    }
page-distance = హైదరాబాద్ నుండి { $km } కి.మీ.
page-from-half = హాఫ్ డేకి { $price } నుండి
page-near = { $location } దగ్గర ఫామ్‌హౌస్‌లు
page-in = { $location }లో ఫామ్‌హౌస్‌లు

## The <title> and meta description of the server-rendered pages (crawlers and link previews).
## The brand (" | Hyderabad Escapes") is added after a title by the server.
head-home = Hyderabad Escapes — హైదరాబాద్ దగ్గర ఫామ్‌హౌస్ బసలు
    .description = హైదరాబాద్ చుట్టుపక్కల ఫామ్‌హౌస్‌లు, విల్లాలు, ఎస్టేట్‌లను హాఫ్ డే (12 గం.) లేదా ఫుల్ డే (24 గం.)కి బుక్ చేసుకోండి. నగరానికి 100 కి.మీ. దూరంలోపే పూల్స్, పచ్చిక బయళ్లు, బాన్‌ఫైర్లు.
head-search = ఫామ్‌హౌస్‌లు వెతకండి
    .description = హైదరాబాద్ చుట్టుపక్కల ఫామ్‌హౌస్‌లను ప్రాంతం, తేదీ, అతిథులు, బడ్జెట్ ప్రకారం వెతకండి.
head-privacy = గోప్యతా విధానం
    .description = భారతదేశ DPDP యాక్ట్, 2023 ప్రకారం Hyderabad Escapes మీ వ్యక్తిగత డేటాను ఎలా సేకరిస్తుంది, వాడుతుంది, రక్షిస్తుంది.
head-terms = సేవా నిబంధనలు
    .description = Hyderabad Escapesలో ఫామ్‌హౌస్‌లను బుక్ చేయడానికి, లిస్ట్ చేయడానికి వర్తించే నిబంధనలు.
head-cookies = కుకీ విధానం
    .description = Hyderabad Escapes ఏ కుకీలు, బ్రౌజర్ స్టోరేజ్ వాడుతుంది, మీకు ఉన్న ఎంపికలు.
head-help = సహాయం
    .description = Hyderabad Escapesలో బుకింగ్, చెల్లింపు, సైన్ ఇన్ ఎలా పని చేస్తాయి, సపోర్ట్‌ను ఎలా సంప్రదించాలి.
head-safety = భద్రత
    .description = ఫామ్‌హౌస్ బసలో భద్రత: పూల్స్, బాన్‌ఫైర్లు, రాత్రి డ్రైవింగ్, అత్యవసర నంబర్లు.
head-faq = తరచుగా అడిగే ప్రశ్నలు
    .description = హాఫ్ డే, ఫుల్ డే బసలు, స్లాట్‌లు, ఆఫర్లు, రద్దు, చెల్లింపుల గురించి సమాధానాలు.
head-hosting = మీ ఫామ్‌హౌస్‌ను లిస్ట్ చేయండి
    .description = మీ ఫామ్‌హౌస్‌తో ఆదాయం పొందండి: Hyderabad Escapesలో లిస్ట్ చేసి, హైదరాబాద్ అంతటా ఉన్న అతిథులను చేరుకోండి.
head-not-found = పేజీ కనబడలేదు
head-property = { $location }లో { $title } — { $price } నుండి
    .description = { $location } · { $bedrooms } బెడ్‌రూమ్‌లు · { $guests } మంది అతిథుల వరకు · { $prices }. { $about }
head-property-half = హాఫ్ డేకి { $price }
head-property-both = హాఫ్ డేకి { $price } · ఫుల్ డేకి { $full }
head-location = { $location }లో ఫామ్‌హౌస్‌లు
    .description = { $location }లో బుక్ చేసుకోగల { $count } ఫామ్‌హౌస్‌లు (హైదరాబాద్ నుండి { $km } కి.మీ.). { $about }
head-location-from = { $location }లో { $price } నుండి ఫామ్‌హౌస్‌లు
    .description = { $location }లో { $price } నుండి బుక్ చేసుకోగల { $count } ఫామ్‌హౌస్‌లు (హైదరాబాద్ నుండి { $km } కి.మీ.). { $about }
