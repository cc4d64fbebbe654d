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
