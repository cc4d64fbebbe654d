# en-errors-booking.ftl: the API's refusals and field messages (booking area), in en. See crates/core/src/i18n/errors.rs.

## Not found (crates/core/src/error.rs: CoreError::NotFound(Missing::…))
err-b-booking-not-found = Booking not found
err-b-payment-not-found = Payment not found
err-b-refund-not-found = Refund not found
err-b-review-not-found = Review not found
err-b-alert-not-found = Alert not found
err-b-block-not-found = Block not found
err-b-location-not-found = Location not found

## Booking a slot (bookings/mod.rs)
err-b-idempotency-key-header = Send an Idempotency-Key header of 1 to 200 visible characters, new for each booking.
err-b-idempotency-key-reused = This Idempotency-Key was already used for a different booking request. Send a new key for a new request.
err-b-property-id-required = propertyId is required
err-b-own-farmhouse = You cannot book your own farmhouse.
err-b-payment-method-required = paymentMethod is required
err-b-payment-method-invalid = paymentMethod must be cash, upi, credit_card or debit_card
err-b-expected-total-required = expectedTotal is required: the total of the quote you saw, in rupees
err-b-price-changed = The price of this stay is now { $price } (you saw { $seen }). Please review the new price and confirm again.
err-b-slot-taken = This time slot was just booked by someone else. Please pick another time.

## Cancelling (bookings/mod.rs, reason.rs)
err-b-not-cancellable = This booking is { $status } and can no longer be cancelled.
err-b-stay-begun = This stay has already begun and can no longer be cancelled.
err-b-reason-control-chars = reason cannot contain control characters

## The slot choice: quote and booking (catalogue/quote.rs, pricing.rs)
err-b-booking-type-invalid = bookingType must be half_day or full_day
err-b-half-days-only = This farmhouse is offered for half days only
err-b-start-required = start is required
err-b-start-format = start must be a date and time like 2026-12-05T09:00:00+05:30
err-b-start-not-slot = start must be one of this farmhouse's slot starts ({ $day } or { $night })
err-b-start-past = start cannot be in the past
err-b-start-too-far = start must be within the next 12 months
err-b-days-range = days must be between 1 and { $max }
err-b-half-day-one-slot = A half-day stay is one slot of 12 hours
err-b-guests-for-farmhouse = guests must be between 1 and { $max } for this farmhouse
err-b-coupon-unknown = Unknown coupon code
err-b-first500-used = FIRST500 is for your first booking only, and you already have one.

## Owner: answering bookings (bookings/owner.rs)
err-b-not-pending = This booking is { $status }; only a pending booking can be confirmed or rejected.
err-b-not-pending-anymore = This booking is no longer pending; only a pending booking can be confirmed or rejected.
err-b-payment-pending = The guest has not paid for this booking yet. You can confirm it once the payment is through.
err-b-status-filter = status must be pending, confirmed, rejected, cancelled or expired

## Owner: blocked dates (bookings/blocks.rs)
err-b-block-overlaps = Some of these dates already have a booking or a block. Pick dates that are free.
err-b-block-from-required = from is required (yyyy-mm-dd)
err-b-block-to-required = to is required (yyyy-mm-dd)
err-b-block-to-before-from = to cannot be before from
err-b-block-list-max = List at most { $max } days at a time
err-b-block-note-too-long = note cannot exceed { $max } characters
err-b-block-past = Dates in the past cannot be blocked
err-b-block-max-days = A block can cover at most { $max } days

## Paying online (payments/mod.rs, payments/refunds.rs, http error.rs)
err-b-payment-not-verified = The payment could not be verified. Nothing was charged to this booking; please try paying again.
err-b-pay-cash = This booking is paid in cash at the property; there is nothing to pay online.
err-b-pay-already-paid = This booking is already paid.
err-b-pay-no-balance = This booking has no balance to pay online.
err-b-pay-advance-first = Pay the advance first; the balance can be paid after it.
err-b-pay-status = This booking is { $status }; there is nothing to pay.
err-b-pay-payment-status = This booking's payment is { $status }; there is nothing to pay.
err-b-booking-id-required = bookingId is required
err-b-razorpay-order-id-too-long = razorpayOrderId is too long
err-b-razorpay-payment-id-too-long = razorpayPaymentId is too long
err-b-razorpay-signature-too-long = razorpaySignature is too long
err-b-refund-exceeds-payment = A refund of { $amount } is more than the { $max } paid online for this booking and not refunded yet.

## Search, availability, suggestions, lists (catalogue/search.rs, availability.rs, suggest.rs, page.rs)
err-b-location-too-long = location must be at most 100 characters
err-b-check-in-format = checkIn must be a date like 2026-12-05
err-b-check-out-format = checkOut must be a date like 2026-12-05
err-b-check-in-past = checkIn cannot be in the past
err-b-check-out-past = checkOut cannot be in the past
err-b-check-in-too-far = checkIn must be within the next 12 months
err-b-check-out-too-far = checkOut must be within the next 12 months
err-b-check-in-required = checkIn is required with checkOut
err-b-check-out-after = checkOut must be after checkIn
err-b-half-day-next-day = A half-day stay ends by the next day
err-b-stay-max-days = A stay can be at most { $max } days
err-b-guests-range = guests must be between 1 and { $max }
err-b-min-price-rupees = minPrice must be a whole number of rupees
err-b-max-price-rupees = maxPrice must be a whole number of rupees
err-b-max-below-min = maxPrice must be at least minPrice
err-b-unknown-property-type = Unknown property type: { $value }
err-b-sort-invalid = sort must be one of recommended, price_asc, price_desc, rating, distance
err-b-page-range = page must be a whole number from 1 to { $max }
err-b-per-page-range = perPage must be between 1 and { $max }
err-b-from-format = from must be a date like 2026-12-05
err-b-to-format = to must be a date like 2026-12-05
err-b-from-too-old = from cannot be more than a month in the past
err-b-to-before-from = to must not be before from
err-b-range-max = A range can cover at most { $max } days
err-b-search-control-chars = Search text cannot contain control characters
err-b-search-too-long = Search text must be at most { $max } characters

## Reviews and replies (reviews.rs)
err-b-rating-range = Rating must be from 1 to 5 stars
err-b-rating-required = Please choose a rating
err-b-comment-too-short = Please write at least { $min } characters about your stay
err-b-reply-required = Please write your reply
err-b-not-your-stay = Only the guest who stayed can review this booking.
err-b-not-a-stay = Only a confirmed stay can be reviewed.
err-b-stay-not-ended = You can review this stay once it has ended.
err-b-already-reviewed = You have already reviewed this stay.
err-b-review-window-closed = Reviews can be written within 60 days after a stay.
err-b-not-your-listing = Only the owner of this farmhouse can reply to its reviews.
err-b-already-replied = You have already replied to this review; you can change your reply for 24 hours.
err-b-no-reply = There is no reply to change yet.
err-b-reply-locked = A reply can be changed only within 24 hours of posting it.
err-b-owner-reviews-only = Only owners can see the reviews of their listings.

## Alerts and saved farmhouses (alerts.rs, saved.rs, store/saved.rs)
err-b-alert-kind-invalid = kind must be price_drop or date_free
err-b-alert-date-format = date must be a day like 2026-12-05
err-b-alert-date-past = date cannot be in the past
err-b-alert-date-too-far = date must be within the next 12 months
err-b-alert-not-bookable = This farmhouse is not open for booking
err-b-alert-date-free = This date is free now: book it
err-b-alert-max = You can keep up to { $max } alerts
err-b-alert-exists = You already have this alert
err-b-unsubscribe-invalid = This unsubscribe link is not valid
err-b-saved-merge-max = Send at most { $max } farmhouses at once

## Leads and rate limits (leads.rs, http routes leads.rs and analytics.rs)
err-b-lead-contact = Enter a valid 10-digit mobile number or e-mail address
err-b-lead-consent = Please agree to be contacted about this offer
err-b-lead-purpose = Choose the FIRST500 offer or a price alert
err-b-lead-property-id = propertyId must be a listing's id
err-b-lead-source = source must be at most { $max } lower-case letters, digits or _
err-b-lead-property-gone = That farmhouse is not on the site
err-b-too-many-requests = Too many requests. Please try again in a few minutes.
err-b-too-many-analytics = Too many analytics requests. Please wait a minute.

## Owner: cash stays (ledger/cash.rs)
err-b-cash-not-cash-stay = This booking is paid online; only a cash stay is marked.
err-b-cash-mark-closed = A cash stay is marked from its start until 48 hours after, once it is confirmed.
err-b-dispute-closed = A problem can be reported on a confirmed stay paid online, from its start until 24 hours after.
err-b-dispute-exists = A problem with this stay has already been reported; our team is looking into it.
err-b-dispute-resolved = This dispute is already resolved.
err-b-dispute-none = This booking has no dispute to resolve.
err-b-dispute-outcome = Outcome must be release or refund.
err-b-cash-already-marked = This stay's cash has already been marked.
err-b-cash-outcome = outcome must be collected or no_show

## Owner: payout details and payouts (payouts/)
err-b-payout-method = method must be upi or bank
err-b-payout-vpa = Enter a UPI id such as name@bank
err-b-payout-account-number = Enter the account number: 9 to 18 digits
err-b-payout-ifsc = Enter the IFSC: 11 characters, such as HDFC0001234
err-b-payout-holder = Enter the account holder's name (2 to 100 characters)
err-b-payout-step-up = Enter the code we sent to your phone to change where you are paid
err-b-payout-not-found = No such payout
err-b-payout-not-failed = Only a failed or reversed payout is sent again
err-b-payout-held = This owner's payouts are already on hold
err-b-payout-not-held = This owner's payouts are not on hold

## GST tax invoices and credit notes
err-b-gstin = Enter a valid 15-character GSTIN
err-b-business-name = Enter the business name as registered for GST (at most { $max } characters)
err-b-payout-legal-name = Enter your legal name as registered for GST (2 to 100 characters)
err-b-document-format = Choose pdf or html
err-b-document-month = Enter the month as yyyy-mm
err-b-tax-document-not-found = Tax document not found
## Security deposits (deposits/)
err-b-deposit-none = This booking has no security deposit collected.
err-b-deposit-claim-closed = A claim on the deposit can be made from check-out until 48 hours after, while the deposit is held.
err-b-deposit-claimed = A claim on this deposit has already been made.
err-b-deposit-answer-closed = This claim can no longer be answered: the 48 hours are over or it is already settled.
err-b-deposit-cash-closed = The deposit is recorded once, from 12 hours before check-in until check-out, on a confirmed booking that asks one.
err-b-deposit-claim-amount = Claim at least ₹1 and at most the deposit of { $max }.
