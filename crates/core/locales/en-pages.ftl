## The first view of a page the server sends before the app starts (crates/http first_view.rs).
## The same words as the app's catalogs (apps/web/src/locales): a test in crates/http compares.

page-offer = New here? { $amount } off your first booking with code { $code }
page-tagline = Private farmhouses within { $km } km of the city — pools, lawns and bonfires for a half day or a full day. See real prices, pick a slot, go.
page-reviews = { $count ->
        [one] { $count } review
       *[other] { $count } reviews
    }
page-distance = { $km } km from Hyderabad
page-from-half = from { $price } / half day
page-near = Farmhouses near { $location }
page-in = Farmhouses in { $location }

## The <title> and meta description of the server-rendered pages (crawlers and link previews).
## The brand (" | Hyderabad Escapes") is added after a title by the server.
head-home = Hyderabad Escapes — farmhouse stays near Hyderabad
    .description = Book farmhouses, villas and estates around Hyderabad for a half day (12 h) or a full day (24 h). Pools, lawns and bonfires within 100 km of the city.
head-search = Search farmhouses
    .description = Search farmhouses around Hyderabad by locality, date, guests and budget.
head-privacy = Privacy Policy
    .description = How Hyderabad Escapes collects, uses and protects your personal data under India's DPDP Act, 2023.
head-terms = Terms of Service
    .description = The terms for booking and listing farmhouses on Hyderabad Escapes.
head-cookies = Cookie Policy
    .description = Which cookies and browser storage Hyderabad Escapes uses, and your choices.
head-help = Help
    .description = How booking, payment and sign-in work on Hyderabad Escapes, and how to reach support.
head-safety = Safety
    .description = Staying safe at farmhouses: pools, bonfires, night driving and emergency numbers.
head-faq = Frequently asked questions
    .description = Answers about half-day and full-day stays, slots, offers, cancellation and payment.
head-hosting = List your farmhouse
    .description = Earn from your farmhouse: list it on Hyderabad Escapes and reach guests across Hyderabad.
head-not-found = Page not found
head-property = { $title } in { $location } — from { $price }
    .description = { $location } · { $bedrooms } bedrooms · up to { $guests } guests · { $prices }. { $about }
head-property-half = { $price } half day
head-property-both = { $price } half day · { $full } full day
head-location = Farmhouses in { $location }
    .description = { $count } farmhouses to book in { $location } ({ $km } km from Hyderabad). { $about }
head-location-from = Farmhouses in { $location } from { $price }
    .description = { $count } farmhouses to book in { $location } ({ $km } km from Hyderabad) from { $price }. { $about }
