//! The words of booking notifications: one short text and one e-mail per event and reader (guest
//! or owner), with the booking code, the farmhouse, the IST date and slot, the total in ₹ and what
//! to do next. Pure functions, no database.

use chrono::Datelike;

use fluent_bundle::FluentValue;

use super::outbox::BookingEvent;
use crate::cancellation;
use crate::i18n;
use crate::kinds::booking::{CancelledBy, PaymentMethod, PaymentStatus};
use crate::language::Language;
use crate::money::{rupees_en_in, Paise};
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
    /// The farmhouse's owner, who supplies the stay.
    pub supplier_name: String,
    /// The stay's tax invoice, once confirmed (HE/26-27/000123).
    pub invoice_number: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub sms: String,
    pub subject: String,
    pub email: String,
}

/// e.g. "Sat 5 Dec 2026, 9:00 AM".
fn day_and_time(language: Language, t: i64) -> String {
    i18n::ist_format(language, t, "%a %-d %b %Y, %-I:%M %p")
}

/// The stay in IST, e.g. "Sat 5 Dec 2026, 9:00 AM – 9:00 PM IST (half day)" or
/// "Sat 5 Dec 2026, 9:00 AM – Mon 7 Dec, 9:00 AM IST (2 full days)".
pub fn when(language: Language, f: &Facts) -> String {
    let (start, end) = (
        from_epoch(f.starts_at).with_timezone(&IST),
        from_epoch(f.ends_at).with_timezone(&IST),
    );
    let end_pattern = if end.date_naive() == start.date_naive() {
        "%-I:%M %p"
    } else if end.year() == start.year() {
        "%a %-d %b, %-I:%M %p"
    } else {
        "%a %-d %b %Y, %-I:%M %p"
    };
    i18n::text(
        language,
        "booking-when",
        &[
            ("start", day_and_time(language, f.starts_at).into()),
            (
                "end",
                i18n::ist_format(language, f.ends_at, end_pattern).into(),
            ),
            ("full", if f.full_day { "yes" } else { "no" }.into()),
            ("days", f.days.max(1).into()),
        ],
    )
}

fn cancelled_by(f: &Facts) -> &'static str {
    match f.cancelled_by {
        Some(CancelledBy::Guest) => "guest",
        Some(CancelledBy::Owner) => "owner",
        Some(CancelledBy::Support) => "support",
        None => "none",
    }
}

/// The message id of an event for a reader.
fn message_id(event: BookingEvent, reader: Reader) -> &'static str {
    use BookingEvent as E;
    match (event, reader) {
        (E::Created, Reader::Guest) => "booking-created-guest",
        (E::Created, Reader::Owner) => "booking-created-owner",
        (E::Confirmed, Reader::Guest) => "booking-confirmed-guest",
        (E::Confirmed, Reader::Owner) => "booking-confirmed-owner",
        (E::Rejected, Reader::Guest) => "booking-rejected-guest",
        (E::Rejected, Reader::Owner) => "booking-rejected-owner",
        (E::Cancelled, Reader::Guest) => "booking-cancelled-guest",
        (E::Cancelled, Reader::Owner) => "booking-cancelled-owner",
        (E::Expired, Reader::Guest) => "booking-expired-guest",
        (E::Expired, Reader::Owner) => "booking-expired-owner",
        (E::ReviewReminder, _) => "booking-review-reminder",
        (E::LatePaymentRefund, Reader::Guest) => "booking-late-refund-guest",
        (E::LatePaymentRefund, Reader::Owner) => "booking-late-refund-owner",
    }
}

/// The message `reader` gets, in `language`, when `event` happens to the booking `f`.
pub fn compose(event: BookingEvent, reader: Reader, f: &Facts, language: Language) -> Message {
    let t = |id: &str, args: &i18n::Args<'_>| i18n::text(language, id, args);
    let rule = t(
        "booking-cancellation-rule",
        &[
            ("full_hours", cancellation::FULL_REFUND_HOURS_BEFORE.into()),
            (
                "partial_hours",
                cancellation::PARTIAL_REFUND_HOURS_BEFORE.into(),
            ),
            (
                "partial_percent",
                cancellation::PARTIAL_REFUND_PERCENT.into(),
            ),
        ],
    );
    let refund_sentence = match f.refund {
        Some(r) if r.0 > 0 => t("booking-refund", &[("refund", rupees_en_in(r).into())]),
        _ => t("booking-no-refund", &[]),
    };
    let guests = t("booking-guests", &[("count", f.guests.into())]);
    let payment = t(
        "booking-payment",
        &[
            ("method", f.payment_method.as_str().into()),
            ("status", f.payment_status.as_str().into()),
        ],
    );
    let when = when(language, f);
    let total = rupees_en_in(f.total);
    let args: Vec<(&str, FluentValue<'_>)> = vec![
        ("code", f.code.as_str().into()),
        ("property", f.property.as_str().into()),
        ("when", when.as_str().into()),
        ("total", total.as_str().into()),
        ("guests", guests.as_str().into()),
        ("guest_name", f.guest_name.as_str().into()),
        ("answer_by", day_and_time(language, f.expires_at).into()),
        ("rule", rule.into()),
        ("refund_sentence", refund_sentence.into()),
        ("by", cancelled_by(f).into()),
        ("refund", rupees_en_in(f.refund.unwrap_or(f.total)).into()),
        (
            "ended",
            if f.cancelled_by.is_some() {
                "cancelled"
            } else {
                "expired"
            }
            .into(),
        ),
    ];
    let id = message_id(event, reader);
    let part = |attribute: &str| t(&format!("{id}.{attribute}"), &args);
    let details = t(
        "booking-details",
        &[
            ("code", f.code.as_str().into()),
            ("property", f.property.as_str().into()),
            ("when", when.as_str().into()),
            ("guests", f.guests.to_string().into()),
            ("total", total.as_str().into()),
            ("payment", payment.into()),
        ],
    );
    // The guest's copy is their receipt: it names who supplies the stay.
    let details = match reader {
        Reader::Guest => format!(
            "{details}\n{}",
            t(
                "booking-supplier",
                &[("supplier", f.supplier_name.as_str().into())]
            )
        ),
        Reader::Owner => details,
    };
    // The confirmation is where the guest learns their tax invoice is there to download.
    let details = match (&f.invoice_number, event, reader) {
        (Some(number), BookingEvent::Confirmed, Reader::Guest) => format!(
            "{details}\n{}",
            t("booking-invoice", &[("number", number.as_str().into())])
        ),
        _ => details,
    };
    let email = format!(
        "{}\n\n{details}\n\n{}\n\n{}",
        part("opening"),
        part("next"),
        i18n::BRAND
    );
    Message {
        sms: part("sms"),
        subject: part("subject"),
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
            supplier_name: "Lakshmi Devi".into(),
            invoice_number: Some("HE/26-27/000123".into()),
        }
    }

    #[test]
    fn the_stay_reads_in_ist_with_its_length() {
        let f = facts();
        assert_eq!(
            when(Language::En, &f),
            "Sat 5 Dec 2026, 9:00 AM – 9:00 PM IST (half day)"
        );
        let night = Facts {
            starts_at: f.starts_at + 12 * 3600,
            ends_at: f.ends_at + 12 * 3600,
            ..f.clone()
        };
        assert_eq!(
            when(Language::En, &night),
            "Sat 5 Dec 2026, 9:00 PM – Sun 6 Dec, 9:00 AM IST (half day)"
        );
        let two = Facts {
            full_day: true,
            days: 2,
            ends_at: f.starts_at + 48 * 3600,
            ..f.clone()
        };
        assert_eq!(
            when(Language::En, &two),
            "Sat 5 Dec 2026, 9:00 AM – Mon 7 Dec, 9:00 AM IST (2 full days)"
        );
        let new_year = Facts {
            starts_at: f.starts_at + 26 * 86_400,
            ends_at: f.starts_at + 27 * 86_400,
            full_day: true,
            ..f
        };
        assert_eq!(
            when(Language::En, &new_year),
            "Thu 31 Dec 2026, 9:00 AM – Fri 1 Jan 2027, 9:00 AM IST (full day)"
        );
    }

    #[test]
    fn a_new_booking_tells_the_guest_to_wait_and_the_owner_to_answer() {
        let f = facts();
        let guest = compose(BookingEvent::Created, Reader::Guest, &f, Language::En);
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
        let owner = compose(BookingEvent::Created, Reader::Owner, &f, Language::En);
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
    fn the_guests_confirmation_names_the_tax_invoice() {
        let f = facts();
        let confirmed = compose(BookingEvent::Confirmed, Reader::Guest, &f, Language::En);
        assert!(
            confirmed.email.contains(
                "Your tax invoice HE/26-27/000123 is ready to download in Your Bookings."
            ),
            "{}",
            confirmed.email
        );
        for (event, reader) in [
            (BookingEvent::Confirmed, Reader::Owner),
            (BookingEvent::Created, Reader::Guest),
            (BookingEvent::Cancelled, Reader::Guest),
        ] {
            let m = compose(event, reader, &f, Language::En);
            assert!(!m.email.contains("HE/26-27"), "{event:?}: {}", m.email);
        }
        let hi = compose(BookingEvent::Confirmed, Reader::Guest, &f, Language::Hi);
        assert!(hi.email.contains("HE/26-27/000123"), "{}", hi.email);
    }

    #[test]
    fn the_guests_email_is_a_receipt_naming_the_stays_supplier() {
        let f = facts();
        for &event in BookingEvent::ALL {
            let guest = compose(event, Reader::Guest, &f, Language::En);
            assert!(
                guest.email.contains("Payment: UPI (pending)\nSupplied by Lakshmi Devi, the farmhouse's owner. Hyderabad Escapes is the marketplace that takes the booking.\n"),
                "{event:?}: {}",
                guest.email
            );
            let owner = compose(event, Reader::Owner, &f, Language::En);
            assert!(!owner.email.contains("Supplied by"), "{}", owner.email);
        }
        let te = compose(BookingEvent::Confirmed, Reader::Guest, &f, Language::Te);
        assert!(
            te.email.contains("సరఫరా చేసేవారు: Lakshmi Devi, ఫామ్‌హౌస్ యజమాని."),
            "{}",
            te.email
        );
        let hi = compose(BookingEvent::Confirmed, Reader::Guest, &f, Language::Hi);
        assert!(
            hi.email
                .contains("आपूर्तिकर्ता: Lakshmi Devi, फ़ार्महाउस के मालिक।"),
            "{}",
            hi.email
        );
    }

    #[test]
    fn a_cancellation_names_who_cancelled_and_the_refund() {
        let f = Facts {
            refund: Some(Paise::from_rupees(6_250)),
            cancelled_by: Some(CancelledBy::Guest),
            ..facts()
        };
        let guest = compose(BookingEvent::Cancelled, Reader::Guest, &f, Language::En);
        assert!(
            guest
                .sms
                .ends_with("is cancelled by the guest. Refund: ₹6,250."),
            "{}",
            guest.sms
        );
        let owner = compose(BookingEvent::Cancelled, Reader::Owner, &f, Language::En);
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
        let guest = compose(BookingEvent::Cancelled, Reader::Guest, &late, Language::En);
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
        let m = compose(
            BookingEvent::LatePaymentRefund,
            Reader::Guest,
            &f,
            Language::En,
        );
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
                let m = compose(event, reader, &f, Language::En);
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

    #[test]
    fn every_message_reads_in_telugu_and_hindi_with_the_same_facts() {
        let f = Facts {
            refund: Some(Paise::from_rupees(6_250)),
            cancelled_by: Some(CancelledBy::Owner),
            ..facts()
        };
        for language in [Language::Te, Language::Hi] {
            for &event in BookingEvent::ALL {
                for reader in [Reader::Guest, Reader::Owner] {
                    let m = compose(event, reader, &f, language);
                    let english = compose(event, reader, &f, Language::En);
                    for (text, en) in [
                        (&m.sms, &english.sms),
                        (&m.subject, &english.subject),
                        (&m.email, &english.email),
                    ] {
                        assert!(
                            text.contains("HE-7K3Q9P") && text.contains("Alpha Farm"),
                            "{language} {event:?} {reader:?}: {text}"
                        );
                        assert_ne!(text, en, "{language} {event:?} {reader:?} is English");
                    }
                    assert!(m.sms.starts_with("Hyderabad Escapes: "), "{}", m.sms);
                    // Amounts stay ₹ with Indian grouping; the date is in the language.
                    assert!(m.email.contains("₹12,500"), "{}", m.email);
                    assert!(!m.email.contains("Sat 5 Dec"), "{}", m.email);
                }
            }
        }
    }
}
