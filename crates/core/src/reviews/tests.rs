use super::*;
use crate::ids::UserId;
use crate::kinds::booking::{PaymentMethod, PaymentStatus};
use crate::slots::BookingType;

const END: i64 = 1_796_000_000;

fn stay(status: BookingStatus) -> BookingRow {
    BookingRow {
        id: BookingId::new(7),
        code: "HE-7K3Q9P".into(),
        property_id: PropertyId::new(1),
        guest_id: UserId::new(3),
        booking_type: BookingType::HalfDay,
        starts_at: END - 12 * HOUR,
        ends_at: END,
        days: 1,
        guests: 4,
        status,
        payment_method: PaymentMethod::Cash,
        payment_status: PaymentStatus::Unpaid,
        subtotal_paise: 0,
        discount_paise: 0,
        cleaning_paise: 0,
        gst_paise: 0,
        total_paise: 0,
        coupon_code: None,
        refund_paise: None,
        cancelled_by: None,
        cancel_reason: None,
        created_at: 0,
        updated_at: 0,
        expires_at: 0,
        deposit_paise: 0,
        advance_paise: 0,
        balance_due_at: None,
        balance_method: None,
        balance_paid_at: None,
        balance_reminders: 0,
    }
}

#[test]
fn a_confirmed_stay_is_due_from_its_end_for_60_days() {
    let b = stay(BookingStatus::Confirmed);
    assert_eq!(stay_review(&b, None, END - 1), StayReview::NotEnded);
    let until = END + 60 * DAY;
    assert_eq!(stay_review(&b, None, END), StayReview::Due { until });
    assert_eq!(stay_review(&b, None, until), StayReview::Due { until });
    assert_eq!(stay_review(&b, None, until + 1), StayReview::Closed);
    assert_eq!(
        stay_review(&b, Some(9), END + DAY),
        StayReview::Written { review_id: 9 }
    );
}

#[test]
fn bookings_that_never_became_stays_cannot_be_reviewed() {
    for status in [
        BookingStatus::Pending,
        BookingStatus::Cancelled,
        BookingStatus::Rejected,
        BookingStatus::Expired,
    ] {
        assert_eq!(
            stay_review(&stay(status), None, END + DAY),
            StayReview::NotAStay,
            "{status:?}"
        );
    }
}

#[test]
fn every_refusal_has_its_own_code() {
    let code = |s| match refusal(s) {
        Some(CoreError::Conflict { code, .. }) => code,
        other => panic!("{other:?}"),
    };
    assert_eq!(code(StayReview::NotAStay), "NOT_A_STAY");
    assert_eq!(code(StayReview::NotEnded), "STAY_NOT_ENDED");
    assert_eq!(
        code(StayReview::Written { review_id: 1 }),
        "ALREADY_REVIEWED"
    );
    assert_eq!(code(StayReview::Closed), "REVIEW_WINDOW_CLOSED");
    assert!(refusal(StayReview::Due { until: END }).is_none());
}

#[test]
fn guests_are_named_by_first_name_and_initial() {
    assert_eq!(public_name("Sravani Kondaveeti"), "Sravani K.");
    assert_eq!(public_name("  ravi  kumar reddy "), "ravi R.");
    assert_eq!(public_name("Priya"), "Priya");
    assert_eq!(public_name("   "), "Guest");
}

fn fields(e: CoreError) -> FieldErrors {
    match e {
        CoreError::Validation { fields, .. } => fields,
        other => panic!("{other:?}"),
    }
}

#[test]
fn ratings_and_comments_are_checked_with_field_messages() {
    let req = |rating: Option<i64>, comment: &str| ReviewRequest {
        rating,
        comment: Some(comment.into()),
    };
    let good = "Lovely pool and a caretaker who cooked for us.";
    assert_eq!(
        validate_review(&req(Some(5), &format!("  {good}\r\nThanks  "))).unwrap(),
        (5, format!("{good}\nThanks"))
    );
    for bad in [Some(0), Some(6), Some(-1), None] {
        assert!(
            fields(validate_review(&req(bad, good)).unwrap_err()).contains_key("rating"),
            "{bad:?}"
        );
    }
    for bad in [
        "Too short".to_string(),
        "         ".to_string(),
        "x".repeat(COMMENT_MAX_CHARS + 1),
        "Nice stay\u{0}with a NUL".to_string(),
    ] {
        assert!(
            fields(validate_review(&req(Some(4), &bad)).unwrap_err()).contains_key("comment"),
            "{bad:?}"
        );
    }
    assert!(validate_review(&req(Some(4), &"é".repeat(COMMENT_MAX_CHARS))).is_ok());
    let missing = fields(validate_review(&ReviewRequest::default()).unwrap_err());
    assert_eq!(missing.len(), 2, "{missing:?}");
}

#[test]
fn replies_need_text_and_refuse_control_characters() {
    let reply = |t: &str| ReplyRequest {
        text: Some(t.into()),
    };
    assert_eq!(
        validate_reply(&reply(" Thank you! ")).unwrap(),
        "Thank you!"
    );
    for bad in ["", " ", "a\u{7}b c", &"x".repeat(REPLY_MAX_CHARS + 1)] {
        assert!(
            fields(validate_reply(&reply(bad)).unwrap_err()).contains_key("text"),
            "{bad:?}"
        );
    }
}
