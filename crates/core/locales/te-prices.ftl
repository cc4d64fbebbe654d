### The lines of a price: a quote's and a booking's (crates/core/src/pricing.rs).

price-slot = { $slot ->
        [half] హాఫ్ డే (12 గం.)
        [full] ఫుల్ డే (24 గం.)
       *[days] ఫుల్ డే × { $days }
    }
price-slot-only = { $slot ->
        [half] హాఫ్ డే (12 గం.)
        [full] ఫుల్ డే (24 గం.)
       *[days] ఫుల్ డే × { $days }
    }
price-usual = సాధారణ ధర — { price-slot }
price-weekend = వీకెండ్ ధర — { price-slot }
price-rule = { $name } — { price-slot }
price-first500 = { $code } — మీ మొదటి బుకింగ్‌పై { $amount } తగ్గింపు
price-cleaning-fee = క్లీనింగ్ ఫీజు
price-gst = GST { $percent }%
