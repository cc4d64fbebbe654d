## The first view of a page the server sends before the app starts (crates/http first_view.rs).
## The same words as the app's catalogs (apps/web/src/locales): a test in crates/http compares.

page-offer = మొదటిసారి వస్తున్నారా? కోడ్ { $code }తో మీ మొదటి బుకింగ్‌పై { $amount } తగ్గింపు
page-tagline = నగరానికి { $km } కి.మీ. దూరంలోపే ప్రైవేట్ ఫామ్‌హౌస్‌లు — పూల్స్, పచ్చిక బయళ్లు, బాన్‌ఫైర్లు, హాఫ్ డే లేదా ఫుల్ డేకి. అసలు ధరలు చూడండి, స్లాట్ ఎంచుకోండి, బయలుదేరండి.
page-reviews = { $count ->
        [one] { $count } రివ్యూ
       *[other] { $count } రివ్యూలు
    }
page-distance = హైదరాబాద్ నుంచి { $km } కి.మీ.
page-from-half = హాఫ్ డేకి { $price } నుంచి
page-near = { $location } దగ్గర ఫామ్‌హౌస్‌లు
page-in = { $location }లో ఫామ్‌హౌస్‌లు
