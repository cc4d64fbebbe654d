## The words the server sends people by SMS and e-mail (Project Fluent syntax,
## https://projectfluent.org/fluent/guide/). English is the source: te.ftl and hi.ftl have
## every message and attribute here, with the same variables (a test checks).
## Amounts arrive formatted (₹12,500), dates in the reader's language, in IST.
## { " " } keeps a space that Fluent would otherwise trim.

-brand = Hyderabad Escapes

## Sign-in and step-up codes

otp-text = { $code } is your { -brand } code. It expires in 10 minutes.
otp-subject = Your { -brand } code

## Account erasure (DPDP Act)

erasure-subject = Your { -brand } account is deleted
erasure-body = Your { -brand } account has been deleted as you asked. Your name, phone number and e-mail address are erased, your saved farmhouses and alerts are gone, and every device is signed out. We keep your past bookings without your name only for as long as tax law requires. If you did not ask for this, reply to this e-mail at once.

## E-mail change (to the old address and the phone)

email-changed-subject = The e-mail address of your { -brand } account was changed
email-changed-email = The e-mail address of your { -brand } account was changed to { $email }. If you did this, you need do nothing. If you did not, call us at once on +91 40 4520 7788 or write to support@hyderabadescapes.in: someone may have your phone.
email-changed-sms = Your { -brand } e-mail address was changed to { $email }. Not you? Call +91 40 4520 7788 at once.

## Payouts (to the owner). $amount is formatted money, $destination masked, $reference PO-000123.

payout-sent-subject = Your { -brand } payout { $reference } is on its way
payout-sent-email = We have sent { $amount } to { $destination } (payout { $reference }). It usually arrives within a day; your earnings page shows when it does.
payout-sent-sms = { -brand }: payout { $reference } of { $amount } sent to { $destination }.
payout-failed-subject = Your { -brand } payout { $reference } did not go through
payout-failed-email = Payout { $reference } of { $amount } to { $destination } did not go through: { $reason }. The money is back in your balance and goes out with the next payout; check your payout details in Settings.
payout-failed-sms = { -brand }: payout { $reference } of { $amount } did not go through ({ $reason }). The money is back in your balance.
payout-details-changed-subject = Where your { -brand } payouts go was changed
payout-details-changed-email = Your payouts will go to { $destination } from { $from }. If you did this, you need do nothing. If you did not, call us at once on +91 40 4520 7788 or write to support@hyderabadescapes.in: someone may have your phone.
payout-details-changed-sms = { -brand }: payouts will go to { $destination } from { $from }. Not you? Call +91 40 4520 7788 at once.


## Disputes and cash windows (to the owner). $code is the booking's code, $farmhouse its farmhouse, $amount formatted money.

dispute-opened-subject = A guest reported a problem with stay { $code }
dispute-opened-email = The guest of { $farmhouse } (booking { $code }) reported a problem with the stay. Its earnings of { $amount } are held until our team resolves it; we may call you about it.
dispute-opened-sms = { -brand }: the guest of { $code } reported a problem. Its earnings of { $amount } are held until we resolve it.
dispute-released-subject = Stay { $code }: the problem is resolved
dispute-released-email = We looked into the problem reported with { $farmhouse } (booking { $code }): its earnings of { $amount } are yours and go out with your next payout.
dispute-released-sms = { -brand }: the problem with { $code } is resolved; its earnings of { $amount } go out with your next payout.
dispute-refunded-subject = Stay { $code } was refunded to the guest
dispute-refunded-email = We looked into the problem reported with { $farmhouse } (booking { $code }) and refunded the guest; the stay earns you nothing. Reason: { $reason }
dispute-refunded-sms = { -brand }: { $code } was refunded to its guest after the problem they reported.
cash-closed-subject = Cash stay { $code } counted as collected
cash-closed-email = You did not mark the cash stay at { $farmhouse } (booking { $code }) within 48 hours of its start, so it counts as collected: { $amount } of commission, its GST and tax is owed and netted from your next payout. If the guest did not come, write to support@hyderabadescapes.in.
cash-closed-sms = { -brand }: cash stay { $code } was not marked in 48 hours and counts as collected; { $amount } is owed.
deposit-claimed-subject = The owner claimed { $amount } from your deposit for { $code }
deposit-claimed-email = The owner of { $farmhouse } (booking { $code }) claimed { $amount } from your security deposit. Their reason: { $reason }. Accept or dispute the claim in Your Bookings by { $until } (IST); if you do not answer by then, it counts as accepted.
deposit-claimed-sms = { -brand }: the owner claimed { $amount } from your deposit for { $code }. Accept or dispute it in Your Bookings by { $until }, or it counts as accepted.
deposit-settled-subject = The deposit of { $code } is settled
deposit-settled-email = The security deposit of { $farmhouse } (booking { $code }) is settled: { $kept } goes to the owner and { $returned } goes back to the guest.
deposit-settled-sms = { -brand }: the deposit of { $code } is settled: { $kept } to the owner, { $returned } back to the guest.
balance-reminder-subject = Pay { $amount } for { $code } by { $date }
balance-reminder-email = The balance of { $amount } for { $farmhouse } (booking { $code }) is due by the end of { $date } (IST). If it is not paid by then, the booking is cancelled under the cancellation rule. Pay it here: { $url }
balance-reminder-sms = { -brand }: pay the balance of { $amount } for { $code } by { $date } or the booking is cancelled: { $url }

## Monthly statements (CSV) for owners: column headings and the words in the cells.

statement-col-booking = Booking
statement-col-farmhouse = Farmhouse
statement-col-starts = Starts (IST)
statement-col-paid = Paid
statement-col-price = Price (₹)
statement-col-commission = Commission (₹)
statement-col-gst = GST on commission (₹)
statement-col-withheld = Tax withheld (₹)
statement-col-net = Net (₹)
statement-col-state = State
statement-col-payout = Payout
statement-col-amount = Amount (₹)
statement-col-status = Status
statement-col-to = To
statement-col-utr = UTR
statement-col-made = Made (IST)
statement-col-reason = Reason
statement-paid-online = Online
statement-paid-cash = Cash
statement-state-upcoming = Upcoming
statement-state-available = Available
statement-state-paid_out = Paid out
statement-state-owed = Owed
statement-state-cancelled = Cancelled
statement-state-disputed = Disputed
statement-status-queued = Queued
statement-status-processing = On its way
statement-status-processed = Paid out
statement-status-failed = Failed
statement-status-reversed = Returned

## Monthly statements (PDF) for owners: the CSV's headings and words above, and these. $month is
## the month's name and year; $name the owner's; $amount in rupees; $date a day.

statement-pdf-title = Statement for { $month }
statement-pdf-owner = Owner: { $name }
statement-pdf-balance = Your balance today
statement-pdf-paid-out = Paid out in all
statement-pdf-upcoming-on = { $amount } becomes available on { $date }
statement-pdf-stays = Stays
statement-pdf-payouts = Payouts
statement-pdf-no-stays = No stays this month.
statement-pdf-no-payouts = No payouts this month.
statement-pdf-total = Total
statement-pdf-page = Page { $page } of { $pages }

## Price and availability alerts. $slot is "half" or "full".

alert-price-drop = Price drop: { $title } for a { $slot ->
        [half] half day
       *[full] full day
    } on { $day } is now { $price }.
alert-price-drop-was = Price drop: { $title } for a { $slot ->
        [half] half day
       *[full] full day
    } on { $day } is now { $price } (was { $was }).
alert-price-drop-subject = Price drop at { $title }
alert-date-free = Good news: { $title } is free for a { $slot ->
        [half] half day
       *[full] full day
    } on { $day }.
alert-date-free-subject = { $title } is free on { $day }
alert-sms = { $headline } Book: { $url } Stop alerts: { $stop }
alert-email =
    { $headline }

    Book it before someone else does: { $url }

    This alert has now ended. To stop all your price and availability alerts in one tap: { $stop }

## Booking notifications: the parts every message shares

# $refund_sentence is booking-refund or booking-no-refund.
# The stay: "Sat 5 Dec 2026, 9:00 AM – 9:00 PM IST (half day)".
booking-when = { $start } – { $end } IST ({ $full ->
        [no] half day
       *[yes] { $days ->
            [one] full day
           *[other] { $days } full days
        }
    })
booking-guests = { $count ->
        [one] 1 guest
       *[other] { $count } guests
    }
booking-payment = { $method ->
        [cash] cash at the property
        [upi] UPI
        [credit_card] credit card
       *[debit_card] debit card
    } ({ $status ->
        [unpaid] unpaid
        [pending] pending
        [paid] paid
        [failed] failed
       *[refunded] refunded
    })
booking-refund = Refund: { $refund }.
booking-no-refund = No refund is due under the cancellation rule.
booking-cancellation-rule = Free cancellation up to { $full_hours } hours before the start (full refund); { $partial_percent }% refund when cancelled between { $partial_hours } and { $full_hours } hours before; no refund within { $partial_hours } hours of the start.
booking-pick-again = Please pick another date or farmhouse on { -brand }.
booking-refunded = Anything you paid for it will be refunded.
booking-slot-free = The slot is open for other guests again.
# Appended to "is cancelled"/"was cancelled", with its leading space; $by is none when unknown.
booking-cancelled-by = { $by ->
        [guest] { " " }by the guest
        [owner] { " " }by the owner
        [support] { " " }by { -brand } support
       *[none] {""}
    }
booking-details =
    Booking code: { $code }
    Farmhouse: { $property }
    When: { $when }
    Guests: { $guests }
    Total: { $total }
    Payment: { $payment }

# The guest's e-mail names who supplies the stay (issue 30: a receipt names its supplier).
booking-supplier = Supplied by { $supplier }, the farmhouse's owner. { -brand } is the marketplace that takes the booking.
booking-invoice = Your tax invoice { $number } is ready to download in Your Bookings.

## One message per event and reader: .sms, .subject, and the e-mail's .opening and .next
## (the e-mail is opening, the details above, next, and the brand).

booking-created-guest =
    .sms = { -brand }: booking { $code } for { $property }, { $when }, total { $total }, is waiting for the owner's confirmation (by { $answer_by }). We will text you their answer.
    .subject = Booking { $code } requested: { $property }
    .opening = Thank you for booking { $property }. Your booking { $code } is waiting for the owner's confirmation; they answer by { $answer_by } IST and we will write to you as soon as they do.
    .next = You can see or cancel it under Your Bookings. { $rule }
booking-created-owner =
    .sms = { -brand }: new booking request { $code } for { $property }, { $when }, { $guests }, { $total }. Accept or reject it in your dashboard by { $answer_by }, or it expires.
    .subject = New booking request { $code }: { $property }
    .opening = { $guest_name } asked to book { $property }. Please accept or reject booking { $code } in your owner dashboard by { $answer_by } IST; unanswered, it expires and the slot opens again.
    .next = Accepting confirms the stay to the guest; rejecting frees the slot.
booking-confirmed-guest =
    .sms = { -brand }: booking { $code } is confirmed! { $property }, { $when }, total { $total }. Check-in notes are in Your Bookings.
    .subject = Booking { $code } confirmed: { $property }
    .opening = Good news: the owner confirmed your booking { $code } at { $property }.
    .next = The check-in notes and house rules are in Your Bookings. { $rule }
booking-confirmed-owner =
    .sms = { -brand }: you confirmed booking { $code } for { $property }, { $when }, { $guests }. Guest: { $guest_name }.
    .subject = You confirmed booking { $code }: { $property }
    .opening = You confirmed booking { $code } from { $guest_name } at { $property }.
    .next = Please have the farmhouse ready by the start time.
booking-rejected-guest =
    .sms = { -brand }: sorry, the owner could not accept booking { $code } ({ $property }, { $when }). { booking-refunded } { booking-pick-again }
    .subject = Booking { $code } not accepted: { $property }
    .opening = Sorry: the owner of { $property } could not accept your booking { $code }. { booking-refunded }
    .next = { booking-pick-again }
booking-rejected-owner =
    .sms = { -brand }: you rejected booking { $code } for { $property }, { $when }. { booking-slot-free }
    .subject = You rejected booking { $code }: { $property }
    .opening = You rejected booking { $code } from { $guest_name } at { $property }.
    .next = { booking-slot-free }
booking-cancelled-guest =
    .sms = { -brand }: booking { $code } ({ $property }, { $when }) is cancelled{ booking-cancelled-by }. { $refund_sentence }
    .subject = Booking { $code } cancelled: { $property }
    .opening = Your booking { $code } at { $property } is cancelled{ booking-cancelled-by }. { $refund_sentence }
    .next = { booking-pick-again }
booking-cancelled-owner =
    .sms = { -brand }: booking { $code } for { $property }, { $when }, was cancelled{ booking-cancelled-by }. { booking-slot-free }
    .subject = Booking { $code } cancelled: { $property }
    .opening = Booking { $code } from { $guest_name } at { $property } was cancelled{ booking-cancelled-by }.
    .next = { booking-slot-free }
booking-expired-guest =
    .sms = { -brand }: booking { $code } ({ $property }, { $when }) expired: the owner did not answer in time. { booking-refunded } { booking-pick-again }
    .subject = Booking { $code } expired: { $property }
    .opening = Your booking { $code } at { $property } expired because the owner did not answer in time. { booking-refunded }
    .next = { booking-pick-again }
booking-expired-owner =
    .sms = { -brand }: booking request { $code } for { $property }, { $when }, expired unanswered. { booking-slot-free }
    .subject = Booking request { $code } expired: { $property }
    .opening = Booking request { $code } from { $guest_name } at { $property } expired because it was not answered by { $answer_by } IST.
    .next = Answer new requests in your owner dashboard within 24 hours so guests are not turned away.
booking-review-reminder =
    .sms = { -brand }: how was your stay at { $property }? Rate it and help other guests: open booking { $code } under Your Bookings and tap Write a review (open for 60 days).
    .subject = How was { $property }? Review your stay { $code }
    .opening = We hope you enjoyed your stay at { $property }. A few words from you help other guests choose, and help the owner make the farmhouse better.
    .next = Open Your Bookings on { -brand } and tap Write a review next to this booking. You can review it for 60 days after the stay; reviews show as a verified stay.
# $ended is "cancelled" or "expired".
booking-late-refund-guest =
    .sms = { -brand }: your payment for { $code } ({ $property }) arrived after the booking was { $ended ->
        [cancelled] cancelled
       *[expired] expired
    }, so we are refunding { $refund } in full. It reaches your account in 5-7 working days.
    .subject = Refund of { $refund } for booking { $code }: { $property }
    .opening = Your payment for booking { $code } at { $property } arrived after the booking was { $ended ->
        [cancelled] cancelled
       *[expired] expired
    }, so we are refunding { $refund } in full.
    .next = The refund goes back to the card or UPI account you paid with and usually arrives within 5-7 working days. You can follow it under Your Bookings.
# Owners are not told of a late payment's refund; this is what they would read.
booking-late-refund-owner =
    .sms = { -brand }: a late payment for { $code } ({ $property }) is being refunded to the guest.
    .subject = Late payment refunded for booking { $code }: { $property }
    .opening = A payment for booking { $code } at { $property } arrived after it ended and is refunded to { $guest_name }.
    .next = { booking-slot-free }

## In-app notices (the `notification` event): .title and .message.

notice-paid =
    .title = Payment received
    .message = Booking { $code } for { $property } is paid and waiting for your answer.
notice-requested =
    .title = New booking request
    .message = Booking { $code } for { $property } is waiting for your answer.
notice-confirmed =
    .title = Booking confirmed
    .message = Your booking { $code } at { $property } is confirmed.
notice-rejected =
    .title = Booking declined
    .message = Your booking { $code } at { $property } was declined by the owner.
notice-expired =
    .title = Booking expired
    .message = Your booking { $code } at { $property } expired without a confirmation.
notice-cancelled =
    .title = Booking cancelled
    .message = Booking { $code } for { $property } was cancelled.
notice-price-drop =
    .title = Price drop
    .message = { $title } for a { $slot ->
        [half] half day
       *[full] full day
    } on { $day } costs less now. Book it before someone else does.
notice-date-free =
    .title = A date you wanted is free
    .message = { $title } is free for a { $slot ->
        [half] half day
       *[full] full day
    } on { $day }. Book it before someone else does.
