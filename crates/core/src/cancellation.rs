//! The cancellation rule (how much of a booking comes back, by how long before its start it is
//! cancelled), apart from the rest of `bookings::policy` so that notifications can word it
//! without importing the bookings they are sent for.

/// The cancellation rule of the static pages (apps/web policy.ts): cancelling at least
/// FULL_REFUND_HOURS_BEFORE before the start refunds everything, at least
/// PARTIAL_REFUND_HOURS_BEFORE refunds PARTIAL_REFUND_PERCENT, later nothing.
pub const FULL_REFUND_HOURS_BEFORE: i64 = 72;
pub const PARTIAL_REFUND_HOURS_BEFORE: i64 = 24;
pub const PARTIAL_REFUND_PERCENT: i64 = 50;

/// The rule in the words a guest reads before booking and on each booking.
pub fn cancellation_rule_text() -> String {
    format!(
        "Free cancellation up to {FULL_REFUND_HOURS_BEFORE} hours before the start (full refund); \
         {PARTIAL_REFUND_PERCENT}% refund when cancelled between {PARTIAL_REFUND_HOURS_BEFORE} and \
         {FULL_REFUND_HOURS_BEFORE} hours before; no refund within {PARTIAL_REFUND_HOURS_BEFORE} hours of the start."
    )
}

/// The rule in `language` (the catalogs' `booking-cancellation-rule`, English word for word
/// [`cancellation_rule_text`]).
pub fn cancellation_rule_in(language: crate::language::Language) -> String {
    crate::i18n::text(
        language,
        "booking-cancellation-rule",
        &[
            ("full_hours", FULL_REFUND_HOURS_BEFORE.into()),
            ("partial_hours", PARTIAL_REFUND_HOURS_BEFORE.into()),
            ("partial_percent", PARTIAL_REFUND_PERCENT.into()),
        ],
    )
}

/// Percent of the total refunded when cancelling at `now` a stay starting at `starts_at`.
pub fn refund_percent(starts_at: i64, now: i64) -> i64 {
    let before = starts_at - now;
    if before >= FULL_REFUND_HOURS_BEFORE * 3600 {
        100
    } else if before >= PARTIAL_REFUND_HOURS_BEFORE * 3600 {
        PARTIAL_REFUND_PERCENT
    } else {
        0
    }
}
