### The lines of a price: a quote's and a booking's (crates/core/src/pricing.rs).

# The slot a line charges: $slot is half (a half day), full (one full day) or days ($days full
# days, charged at one price). Lower case: it follows the price's name.
price-slot = { $slot ->
        [half] half day (12 h)
        [full] full day (24 h)
       *[days] full day × { $days }
    }
# The same slot as a line of its own (a stay at the usual price throughout).
price-slot-only = { $slot ->
        [half] Half day (12 h)
        [full] Full day (24 h)
       *[days] Full day × { $days }
    }
# Part of a stay at the usual price, beside parts at other prices.
price-usual = Usual price — { price-slot }
price-weekend = Weekend price — { price-slot }
# A price the owner set for some dates; $name is the owner's own name for it (e.g. Diwali).
price-rule = { $name } — { price-slot }
# $code is the coupon (FIRST500), $amount its discount (₹500).
price-first500 = { $code } — { $amount } off your first booking
price-cleaning-fee = Cleaning fee
price-gst = GST { $percent }%
