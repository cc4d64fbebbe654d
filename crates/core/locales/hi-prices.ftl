### The lines of a price: a quote's and a booking's (crates/core/src/pricing.rs).

price-slot = { $slot ->
        [half] हाफ़ डे (12 घं.)
        [full] फ़ुल डे (24 घं.)
       *[days] फ़ुल डे × { $days }
    }
price-slot-only = { $slot ->
        [half] हाफ़ डे (12 घं.)
        [full] फ़ुल डे (24 घं.)
       *[days] फ़ुल डे × { $days }
    }
price-usual = सामान्य कीमत — { price-slot }
price-weekend = वीकेंड की कीमत — { price-slot }
price-rule = { $name } — { price-slot }
price-first500 = { $code } — आपकी पहली बुकिंग पर { $amount } की छूट
price-cleaning-fee = सफ़ाई शुल्क
price-gst = GST { $percent }%
