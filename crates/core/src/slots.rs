//! Slot arithmetic: two slot starts a day (day, night) in Asia/Kolkata; a half day holds 12 h from
//! a slot start, a full day 24 h (several consecutive full days allowed). Intervals are half-open.

use chrono::{DateTime, Duration, NaiveDate, Timelike, Utc};
use serde::{Deserialize, Serialize};

use crate::text_enum::text_enum;
use crate::time::{ist_instant, IST};

/// PRODUCT.md §9 durations.
pub const HALF_DAY_HOURS: i64 = 12;
pub const FULL_DAY_HOURS: i64 = 24;
/// Longest stay one booking can cover.
pub const MAX_FULL_DAYS: u32 = 14;

// Stored as text in bookings.booking_type. No doc comment: utoipa would add it to the OpenAPI
// schema, which must not change.
text_enum! {
    #[derive(Serialize, Deserialize, utoipa::ToSchema)]
    #[serde(rename_all = "snake_case")]
    pub enum BookingType("booking type") {
        HalfDay = "half_day",
        FullDay = "full_day",
    }
}

impl BookingType {
    pub fn parse(s: &str) -> Option<Self> {
        s.parse().ok()
    }

    /// Length of a stay of `days` (always one for a half day).
    pub fn duration(self, days: u32) -> Duration {
        match self {
            Self::HalfDay => Duration::hours(HALF_DAY_HOURS),
            Self::FullDay => Duration::hours(FULL_DAY_HOURS * days.max(1) as i64),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SlotKind {
    Day,
    Night,
}

impl SlotKind {
    pub const ALL: [SlotKind; 2] = [SlotKind::Day, SlotKind::Night];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Day => "day",
            Self::Night => "night",
        }
    }
}

/// A property's two slot starts, in minutes after local midnight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SlotTimes {
    pub day_minute: i32,
    pub night_minute: i32,
}

impl Default for SlotTimes {
    fn default() -> Self {
        Self {
            day_minute: 9 * 60,
            night_minute: 21 * 60,
        }
    }
}

impl SlotTimes {
    pub fn minute(self, kind: SlotKind) -> i32 {
        match kind {
            SlotKind::Day => self.day_minute,
            SlotKind::Night => self.night_minute,
        }
    }

    pub fn start(self, date: NaiveDate, kind: SlotKind) -> DateTime<Utc> {
        ist_instant(date, self.minute(kind))
    }

    /// Which slot an instant is the start of, if any.
    pub fn slot_of(self, start: DateTime<Utc>) -> Option<(NaiveDate, SlotKind)> {
        let local = start.with_timezone(&IST);
        if local.second() != 0 || local.nanosecond() != 0 {
            return None;
        }
        let minute = (local.hour() * 60 + local.minute()) as i32;
        let kind = SlotKind::ALL
            .into_iter()
            .find(|k| self.minute(*k) == minute)?;
        Some((local.date_naive(), kind))
    }

    pub fn label(self, kind: SlotKind) -> String {
        let m = self.minute(kind);
        format!("{:02}:{:02}", m / 60, m % 60)
    }
}

/// A held or asked-for stretch of time, `[start, end)` in epoch seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Interval {
    pub start: i64,
    pub end: i64,
}

impl Interval {
    pub fn of(start: DateTime<Utc>, booking_type: BookingType, days: u32) -> Self {
        let s = start.timestamp();
        Self {
            start: s,
            end: s + booking_type.duration(days).num_seconds(),
        }
    }

    pub fn overlaps(self, other: Interval) -> bool {
        self.start < other.end && other.start < self.end
    }
}

/// True when `wanted` overlaps none of `held`.
pub fn is_free(wanted: Interval, held: &[Interval]) -> bool {
    held.iter().all(|h| !wanted.overlaps(*h))
}

/// The longest turnover gap an owner may set (the editor's limit; search widens its window by it).
pub const MAX_TURNOVER_MINUTES: i32 = 360;

/// What a stay holds: its own time plus the owner's turnover gap after it, so the next stay
/// cannot start before the place is ready.
pub fn held_for(stay: Interval, turnover_minutes: i32) -> Interval {
    Interval {
        start: stay.start,
        end: stay.end + i64::from(turnover_minutes) * 60,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 12, d).unwrap()
    }

    #[test]
    fn half_day_is_twelve_hours_full_days_multiply() {
        let s = SlotTimes::default().start(date(5), SlotKind::Day);
        assert_eq!(
            Interval::of(s, BookingType::HalfDay, 3).end - s.timestamp(),
            12 * 3600
        );
        assert_eq!(
            Interval::of(s, BookingType::FullDay, 3).end - s.timestamp(),
            72 * 3600
        );
    }

    #[test]
    fn day_and_night_half_days_of_one_date_do_not_overlap() {
        let t = SlotTimes::default();
        let day = Interval::of(t.start(date(5), SlotKind::Day), BookingType::HalfDay, 1);
        let night = Interval::of(t.start(date(5), SlotKind::Night), BookingType::HalfDay, 1);
        assert!(!day.overlaps(night));
        let full = Interval::of(t.start(date(5), SlotKind::Day), BookingType::FullDay, 1);
        assert!(full.overlaps(night));
        assert!(!full.overlaps(Interval::of(
            t.start(date(6), SlotKind::Day),
            BookingType::HalfDay,
            1
        )));
    }

    #[test]
    fn only_slot_starts_are_recognised() {
        let t = SlotTimes {
            day_minute: 600,
            night_minute: 1320,
        };
        let s = t.start(date(5), SlotKind::Night);
        assert_eq!(t.slot_of(s), Some((date(5), SlotKind::Night)));
        assert_eq!(t.slot_of(s + Duration::minutes(30)), None);
        assert_eq!(t.label(SlotKind::Day), "10:00");
    }
}
