//! The words of booking notifications: one short text and one e-mail per event and reader (guest
//! or owner), with the booking code, the farmhouse, the IST date and slot, the total in ₹ and what
//! to do next. Pure functions, no database.

use chrono::Datelike;

use super::outbox::BookingEvent;
use crate::bookings::policy;
use crate::bookings::status::{CancelledBy, PaymentMethod, PaymentStatus};
use crate::money::Paise;
use crate::time::{from_epoch, IST};

/// Who reads the message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reader {
    Guest,
    Owner,
}

/// What a message says about the booking.
#[derive(Debug, Clone)]
pub struct Facts {
    pub code: String,
    pub property: String,
    pub full_day: bool,
    pub starts_at: i64,
    pub ends_at: i64,
    pub days: i32,
    pub guests: i32,
    pub total: Paise,
    pub payment_method: PaymentMethod,
    pub payment_status: PaymentStatus,
    pub refund: Option<Paise>,
    pub cancelled_by: Option<CancelledBy>,
    /// When a pending booking expires unanswered.
    pub expires_at: i64,
    pub guest_name: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub sms: String,
    pub subject: String,
    pub email: String,
}

const BRAND: &str = "Hyderabad Escapes";

/// e.g. "Sat 5 Dec 2026, 9:00 AM".
fn day_and_time(t: i64) -> String {
    from_epoch(t)
        .with_timezone(&IST)
        .format("%a %-d %b %Y, %-I:%M %p")
        .to_string()
}

/// The stay in IST, e.g. "Sat 5 Dec 2026, 9:00 AM – 9:00 PM IST (half day)" or
/// "Sat 5 Dec 2026, 9:00 AM – Mon 7 Dec, 9:00 AM IST (2 full days)".
pub fn when(f: &Facts) -> String {
    let (start, end) = (
        from_epoch(f.starts_at).with_timezone(&IST),
        from_epoch(f.ends_at).with_timezone(&IST),
    );
    let end_text = if end.date_naive() == start.date_naive() {
        end.format("%-I:%M %p").to_string()
    } else if end.year() == start.year() {
        end.format("%a %-d %b, %-I:%M %p").to_string()
    } else {
        end.format("%a %-d %b %Y, %-I:%M %p").to_string()
    };
    let length = match (f.full_day, f.days) {
        (false, _) => "half day".to_string(),
        (true, d) if d <= 1 => "full day".to_string(),
        (true, d) => format!("{d} full days"),
    };
    format!("{} – {end_text} IST ({length})", day_and_time(f.starts_at))
}

fn guests(n: i32) -> String {
    if n == 1 {
        "1 guest".into()
    } else {
        format!("{n} guests")
    }
}

fn payment(f: &Facts) -> String {
    let method = match f.payment_method {
        PaymentMethod::Cash => "cash at the property",
        PaymentMethod::Upi => "UPI",
        PaymentMethod::CreditCard => "credit card",
        PaymentMethod::DebitCard => "debit card",
    };
    format!("{method} ({})", f.payment_status)
}

fn refund_sentence(f: &Facts) -> String {
    match f.refund {
        Some(r) if r.0 > 0 => format!("Refund: {}.", policy::rupees_en_in(r)),
        _ => "No refund is due under the cancellation rule.".into(),
    }
}

fn cancelled_by(f: &Facts) -> &'static str {
    match f.cancelled_by {
        Some(CancelledBy::Guest) => "by the guest",
        Some(CancelledBy::Owner) => "by the owner",
        Some(CancelledBy::Support) => "by Hyderabad Escapes support",
        None => "",
    }
}

/// The message `reader` gets when `event` happens to the booking `f`.
pub fn compose(event: BookingEvent, reader: Reader, f: &Facts) -> Message {
    let total = policy::rupees_en_in(f.total);
    let when = when(f);
    let (code, property) = (&f.code, &f.property);
    let answer_by = day_and_time(f.expires_at);
    let by = cancelled_by(f);
    let by_space = if by.is_empty() {
        String::new()
    } else {
        format!(" {by}")
    };
    let pick_again = "Please pick another date or farmhouse on Hyderabad Escapes.";
    let refunded = "Anything you paid for it will be refunded.";
    let slot_free = "The slot is open for other guests again.";
    let (sms, subject, opening, next) = match (event, reader) {
        (BookingEvent::Created, Reader::Guest) => (
            format!("{BRAND}: booking {code} for {property}, {when}, total {total}, is waiting for the owner's confirmation (by {answer_by}). We will text you their answer."),
            format!("Booking {code} requested: {property}"),
            format!("Thank you for booking {property}. Your booking {code} is waiting for the owner's confirmation; they answer by {answer_by} IST and we will write to you as soon as they do."),
            format!("You can see or cancel it under Your Bookings. {}", policy::cancellation_rule_text()),
        ),
        (BookingEvent::Created, Reader::Owner) => (
            format!("{BRAND}: new booking request {code} for {property}, {when}, {}, {total}. Accept or reject it in your dashboard by {answer_by}, or it expires.", guests(f.guests)),
            format!("New booking request {code}: {property}"),
            format!("{} asked to book {property}. Please accept or reject booking {code} in your owner dashboard by {answer_by} IST; unanswered, it expires and the slot opens again.", f.guest_name),
            "Accepting confirms the stay to the guest; rejecting frees the slot.".to_string(),
        ),
        (BookingEvent::Confirmed, Reader::Guest) => (
            format!("{BRAND}: booking {code} is confirmed! {property}, {when}, total {total}. Check-in notes are in Your Bookings."),
            format!("Booking {code} confirmed: {property}"),
            format!("Good news: the owner confirmed your booking {code} at {property}."),
            format!("The check-in notes and house rules are in Your Bookings. {}", policy::cancellation_rule_text()),
        ),
        (BookingEvent::Confirmed, Reader::Owner) => (
            format!("{BRAND}: you confirmed booking {code} for {property}, {when}, {}. Guest: {}.", guests(f.guests), f.guest_name),
            format!("You confirmed booking {code}: {property}"),
            format!("You confirmed booking {code} from {} at {property}.", f.guest_name),
            "Please have the farmhouse ready by the start time.".to_string(),
        ),
        (BookingEvent::Rejected, Reader::Guest) => (
            format!("{BRAND}: sorry, the owner could not accept booking {code} ({property}, {when}). {refunded} {pick_again}"),
            format!("Booking {code} not accepted: {property}"),
            format!("Sorry: the owner of {property} could not accept your booking {code}. {refunded}"),
            pick_again.to_string(),
        ),
        (BookingEvent::Rejected, Reader::Owner) => (
            format!("{BRAND}: you rejected booking {code} for {property}, {when}. {slot_free}"),
            format!("You rejected booking {code}: {property}"),
            format!("You rejected booking {code} from {} at {property}.", f.guest_name),
            slot_free.to_string(),
        ),
        (BookingEvent::Cancelled, Reader::Guest) => (
            format!("{BRAND}: booking {code} ({property}, {when}) is cancelled{by_space}. {}", refund_sentence(f)),
            format!("Booking {code} cancelled: {property}"),
            format!("Your booking {code} at {property} is cancelled{by_space}. {}", refund_sentence(f)),
            pick_again.to_string(),
        ),
        (BookingEvent::Cancelled, Reader::Owner) => (
            format!("{BRAND}: booking {code} for {property}, {when}, was cancelled{by_space}. {slot_free}"),
            format!("Booking {code} cancelled: {property}"),
            format!("Booking {code} from {} at {property} was cancelled{by_space}.", f.guest_name),
            slot_free.to_string(),
        ),
        (BookingEvent::Expired, Reader::Guest) => (
            format!("{BRAND}: booking {code} ({property}, {when}) expired: the owner did not answer in time. {refunded} {pick_again}"),
            format!("Booking {code} expired: {property}"),
            format!("Your booking {code} at {property} expired because the owner did not answer in time. {refunded}"),
            pick_again.to_string(),
        ),
        (BookingEvent::Expired, Reader::Owner) => (
            format!("{BRAND}: booking request {code} for {property}, {when}, expired unanswered. {slot_free}"),
            format!("Booking request {code} expired: {property}"),
            format!("Booking request {code} from {} at {property} expired because it was not answered by {answer_by} IST.", f.guest_name),
            "Answer new requests in your owner dashboard within 24 hours so guests are not turned away.".to_string(),
        ),
        (BookingEvent::ReviewReminder, _) => (
            format!("{BRAND}: how was your stay at {property}? Rate it and help other guests: open booking {code} under Your Bookings and tap Write a review (open for 60 days)."),
            format!("How was {property}? Review your stay {code}"),
            format!("We hope you enjoyed your stay at {property}. A few words from you help other guests choose, and help the owner make the farmhouse better."),
            "Open Your Bookings on Hyderabad Escapes and tap Write a review next to this booking. You can review it for 60 days after the stay; reviews show as a verified stay.".to_string(),
        ),
        (BookingEvent::LatePaymentRefund, reader) => {
            let refund = policy::rupees_en_in(f.refund.unwrap_or(f.total));
            let ended = if f.cancelled_by.is_some() { "cancelled" } else { "expired" };
            match reader {
                Reader::Guest => (
                    format!("{BRAND}: your payment for {code} ({property}) arrived after the booking was {ended}, so we are refunding {refund} in full. It reaches your account in 5-7 working days."),
                    format!("Refund of {refund} for booking {code}: {property}"),
                    format!("Your payment for booking {code} at {property} arrived after the booking was {ended}, so we are refunding {refund} in full."),
                    "The refund goes back to the card or UPI account you paid with and usually arrives within 5-7 working days. You can follow it under Your Bookings.".to_string(),
                ),
                // Owners are not told (`BookingEvent::tells_owner`); this is what they would read.
                Reader::Owner => (
                    format!("{BRAND}: a late payment for {code} ({property}) is being refunded to the guest."),
                    format!("Late payment refunded for booking {code}: {property}"),
                    format!("A payment for booking {code} at {property} arrived after it ended and is refunded to {}.", f.guest_name),
                    slot_free.to_string(),
                ),
            }
        }
    };
    let details = format!(
        "Booking code: {code}\nFarmhouse: {property}\nWhen: {when}\nGuests: {}\nTotal: {total}\nPayment: {}",
        f.guests,
        payment(f),
    );
    let email = format!("{opening}\n\n{details}\n\n{next}\n\n{BRAND}");
    Message {
        sms,
        subject,
        email,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::ist_instant;
    use chrono::NaiveDate;

    fn facts() -> Facts {
        let start = ist_instant(NaiveDate::from_ymd_opt(2026, 12, 5).unwrap(), 540).timestamp();
        Facts {
            code: "HE-7K3Q9P".into(),
            property: "Alpha Farm".into(),
            full_day: false,
            starts_at: start,
            ends_at: start + 12 * 3600,
            days: 1,
            guests: 6,
            total: Paise::from_rupees(12_500),
            payment_method: PaymentMethod::Upi,
            payment_status: PaymentStatus::Pending,
            refund: None,
            cancelled_by: None,
            expires_at: start - 3 * 86_400 + 8 * 3600,
            guest_name: "Priya Sharma".into(),
        }
    }

    #[test]
    fn the_stay_reads_in_ist_with_its_length() {
        let f = facts();
        assert_eq!(when(&f), "Sat 5 Dec 2026, 9:00 AM – 9:00 PM IST (half day)");
        let night = Facts {
            starts_at: f.starts_at + 12 * 3600,
            ends_at: f.ends_at + 12 * 3600,
            ..f.clone()
        };
        assert_eq!(
            when(&night),
            "Sat 5 Dec 2026, 9:00 PM – Sun 6 Dec, 9:00 AM IST (half day)"
        );
        let two = Facts {
            full_day: true,
            days: 2,
            ends_at: f.starts_at + 48 * 3600,
            ..f.clone()
        };
        assert_eq!(
            when(&two),
            "Sat 5 Dec 2026, 9:00 AM – Mon 7 Dec, 9:00 AM IST (2 full days)"
        );
        let new_year = Facts {
            starts_at: f.starts_at + 26 * 86_400,
            ends_at: f.starts_at + 27 * 86_400,
            full_day: true,
            ..f
        };
        assert_eq!(
            when(&new_year),
            "Thu 31 Dec 2026, 9:00 AM – Fri 1 Jan 2027, 9:00 AM IST (full day)"
        );
    }

    #[test]
    fn a_new_booking_tells_the_guest_to_wait_and_the_owner_to_answer() {
        let f = facts();
        let guest = compose(BookingEvent::Created, Reader::Guest, &f);
        assert_eq!(
            guest.sms,
            "Hyderabad Escapes: booking HE-7K3Q9P for Alpha Farm, Sat 5 Dec 2026, 9:00 AM – 9:00 PM IST (half day), total ₹12,500, is waiting for the owner's confirmation (by Wed 2 Dec 2026, 5:00 PM). We will text you their answer."
        );
        assert_eq!(guest.subject, "Booking HE-7K3Q9P requested: Alpha Farm");
        assert!(
            guest
                .email
                .contains("Booking code: HE-7K3Q9P\nFarmhouse: Alpha Farm\n"),
            "{}",
            guest.email
        );
        assert!(
            guest
                .email
                .contains("Total: ₹12,500\nPayment: UPI (pending)"),
            "{}",
            guest.email
        );
        assert!(
            guest.email.contains("Free cancellation up to 72 hours"),
            "{}",
            guest.email
        );
        let owner = compose(BookingEvent::Created, Reader::Owner, &f);
        assert!(
            owner
                .sms
                .contains("new booking request HE-7K3Q9P for Alpha Farm"),
            "{}",
            owner.sms
        );
        assert!(owner.sms.contains("6 guests, ₹12,500. Accept or reject it in your dashboard by Wed 2 Dec 2026, 5:00 PM"), "{}", owner.sms);
        assert!(
            owner
                .email
                .starts_with("Priya Sharma asked to book Alpha Farm."),
            "{}",
            owner.email
        );
    }

    #[test]
    fn a_cancellation_names_who_cancelled_and_the_refund() {
        let f = Facts {
            refund: Some(Paise::from_rupees(6_250)),
            cancelled_by: Some(CancelledBy::Guest),
            ..facts()
        };
        let guest = compose(BookingEvent::Cancelled, Reader::Guest, &f);
        assert!(
            guest
                .sms
                .ends_with("is cancelled by the guest. Refund: ₹6,250."),
            "{}",
            guest.sms
        );
        let owner = compose(BookingEvent::Cancelled, Reader::Owner, &f);
        assert!(
            owner
                .sms
                .ends_with("was cancelled by the guest. The slot is open for other guests again."),
            "{}",
            owner.sms
        );
        let late = Facts {
            refund: Some(Paise(0)),
            cancelled_by: Some(CancelledBy::Support),
            ..facts()
        };
        let guest = compose(BookingEvent::Cancelled, Reader::Guest, &late);
        assert!(
            guest.sms.ends_with(
                "by Hyderabad Escapes support. No refund is due under the cancellation rule."
            ),
            "{}",
            guest.sms
        );
    }

    #[test]
    fn a_late_payment_refund_says_it_goes_back_in_full() {
        let f = Facts {
            refund: Some(Paise::from_rupees(12_500)),
            cancelled_by: Some(CancelledBy::Guest),
            ..facts()
        };
        let m = compose(BookingEvent::LatePaymentRefund, Reader::Guest, &f);
        assert!(
            m.sms.contains(
                "arrived after the booking was cancelled, so we are refunding ₹12,500 in full."
            ),
            "{}",
            m.sms
        );
        assert_eq!(
            m.subject,
            "Refund of ₹12,500 for booking HE-7K3Q9P: Alpha Farm"
        );
        assert!(!BookingEvent::LatePaymentRefund.tells_owner());
    }

    #[test]
    fn every_event_names_the_booking_for_both_readers() {
        let f = facts();
        for &event in BookingEvent::ALL {
            for reader in [Reader::Guest, Reader::Owner] {
                let m = compose(event, reader, &f);
                for text in [&m.sms, &m.subject, &m.email] {
                    assert!(
                        text.contains("HE-7K3Q9P") && text.contains("Alpha Farm"),
                        "{event:?} {reader:?}: {text}"
                    );
                }
                assert!(m.sms.starts_with("Hyderabad Escapes: "), "{}", m.sms);
                assert!(
                    m.email
                        .contains("When: Sat 5 Dec 2026, 9:00 AM – 9:00 PM IST (half day)"),
                    "{}",
                    m.email
                );
            }
        }
    }
}
