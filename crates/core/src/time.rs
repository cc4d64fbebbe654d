//! Time: stored in UTC epoch seconds, shown and picked in Asia/Kolkata. The clock is injectable
//! so tests can move time (expiry, countdowns, "in the past").

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

use chrono::{DateTime, NaiveDate, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;

/// The marketplace's zone.
pub const IST: Tz = chrono_tz::Asia::Kolkata;

/// IST's fixed offset from UTC (+05:30, never changed by DST): SQL that groups instants by IST
/// day adds it before dividing by a day's seconds.
pub const IST_OFFSET_SECONDS: i64 = 19_800;

pub trait Clock: Send + Sync {
    fn now(&self) -> DateTime<Utc>;
}

#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// A clock that tests set and advance by hand.
#[derive(Debug, Clone)]
pub struct ManualClock(Arc<AtomicI64>);

impl ManualClock {
    pub fn at(t: DateTime<Utc>) -> Self {
        Self(Arc::new(AtomicI64::new(t.timestamp())))
    }
    pub fn advance(&self, seconds: i64) {
        self.0.fetch_add(seconds, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> DateTime<Utc> {
        DateTime::from_timestamp(self.0.load(Ordering::SeqCst), 0).expect("valid timestamp")
    }
}

pub type SharedClock = Arc<dyn Clock>;

/// The system clock moved by a fixed number of seconds.
#[derive(Debug, Clone, Copy)]
pub struct OffsetClock(pub i64);

impl Clock for OffsetClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now() + chrono::Duration::seconds(self.0)
    }
}

/// What names the test clock's offset for `escapes serve`.
pub const TEST_CLOCK_OFFSET_VAR: &str = "ESCAPES_TEST_CLOCK_OFFSET_SECONDS";

/// The clock a server runs on: the system's. Builds with the `testing` feature (the test
/// builds' binary, never `make run`'s release build) move it by
/// `ESCAPES_TEST_CLOCK_OFFSET_SECONDS` when that is set, so a browser test can restart a server
/// days later and watch deadlines pass (e2e/tests/payment-plan.spec.ts). A value that is not
/// a whole number of seconds is an error, not silently the present.
pub fn server_clock() -> Result<SharedClock, String> {
    #[cfg(feature = "testing")]
    if let Ok(raw) = std::env::var(TEST_CLOCK_OFFSET_VAR) {
        let offset: i64 = raw
            .trim()
            .parse()
            .map_err(|_| format!("{TEST_CLOCK_OFFSET_VAR} must be whole seconds, not {raw:?}"))?;
        let clock = OffsetClock(offset);
        tracing::warn!(now = %clock.now(), "running on a test clock moved from the system's");
        return Ok(Arc::new(clock));
    }
    Ok(Arc::new(SystemClock))
}

/// Today's date in Asia/Kolkata.
pub fn today_ist(now: DateTime<Utc>) -> NaiveDate {
    now.with_timezone(&IST).date_naive()
}

/// The instant a local IST wall-clock time occurs (IST has no DST, so it is always unique).
pub fn ist_instant(date: NaiveDate, minute_of_day: i32) -> DateTime<Utc> {
    let time = NaiveTime::from_num_seconds_from_midnight_opt((minute_of_day as u32) * 60, 0)
        .unwrap_or(NaiveTime::MIN);
    IST.from_local_datetime(&date.and_time(time))
        .single()
        .expect("IST has no gaps")
        .with_timezone(&Utc)
}

/// RFC 3339 in IST, as the API shows instants.
pub fn to_ist_rfc3339(t: DateTime<Utc>) -> String {
    t.with_timezone(&IST)
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, false)
}

pub fn from_epoch(seconds: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(seconds, 0).unwrap_or_default()
}

/// An instant's IST day as people write it, e.g. "12 Dec 2026".
pub fn ist_date_label(seconds: i64) -> String {
    from_epoch(seconds)
        .with_timezone(&IST)
        .format("%-d %b %Y")
        .to_string()
}

/// An instant in IST as people write it, e.g. "12 Dec 2026, 14:05 IST".
pub fn ist_day_time_label(seconds: i64) -> String {
    from_epoch(seconds)
        .with_timezone(&IST)
        .format("%-d %b %Y, %H:%M IST")
        .to_string()
}

/// A month as yyyy-mm: its first instant and the next month's, Asia/Kolkata.
pub fn month_bounds(month: &str) -> Option<(i64, i64)> {
    let (y, m) = month.trim().split_once('-')?;
    if y.len() != 4 || m.len() != 2 {
        return None;
    }
    let (y, m): (i32, u32) = (y.parse().ok()?, m.parse().ok()?);
    let first = NaiveDate::from_ymd_opt(y, m, 1)?;
    let next = if m == 12 {
        NaiveDate::from_ymd_opt(y + 1, 1, 1)?
    } else {
        NaiveDate::from_ymd_opt(y, m + 1, 1)?
    };
    Some((
        ist_instant(first, 0).timestamp(),
        ist_instant(next, 0).timestamp(),
    ))
}

pub fn parse_date(s: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d").ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_offset_clock_runs_that_far_from_the_system_clock() {
        let before = Utc::now();
        let ahead = OffsetClock(3 * 86_400).now();
        let after = Utc::now();
        assert!(ahead >= before + chrono::Duration::days(3));
        assert!(ahead <= after + chrono::Duration::days(3));
    }

    #[test]
    fn nine_am_ist_is_three_thirty_utc() {
        let d = NaiveDate::from_ymd_opt(2026, 12, 5).unwrap();
        assert_eq!(
            ist_instant(d, 540).to_rfc3339(),
            "2026-12-05T03:30:00+00:00"
        );
        assert_eq!(
            to_ist_rfc3339(ist_instant(d, 1260)),
            "2026-12-05T21:00:00+05:30"
        );
    }

    #[test]
    fn manual_clock_advances() {
        let c = ManualClock::at(from_epoch(1_000));
        c.advance(30);
        assert_eq!(c.now().timestamp(), 1_030);
    }
}
