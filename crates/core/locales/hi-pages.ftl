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
