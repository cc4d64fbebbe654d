//! Availability of one property per date and slot over a range of dates.

use crate::Said;
use chrono::{DateTime, Duration, Utc};
use serde::Deserialize;

use super::views::{Availability, DayAvailability, SlotAvailability};
use crate::error::{CoreError, FieldErrors};
use crate::slots::{is_free, BookingType, Interval, SlotKind, SlotTimes};
use crate::store::{self, models::PropertyRow, Store};
use crate::time::{ist_instant, parse_date, to_ist_rfc3339, today_ist};

/// Longest range one call answers.
pub const MAX_RANGE_DAYS: i64 = 92;
/// Default range when `to` is not given.
pub const DEFAULT_RANGE_DAYS: i64 = 30;
/// A calendar may start at the first of the current month, so a little of the past is allowed.
const MAX_PAST_DAYS: i64 = 31;

#[derive(Debug, Clone, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AvailabilityParams {
    /// YYYY-MM-DD, default today (Asia/Kolkata).
    pub from: Option<String>,
    /// YYYY-MM-DD, at most 92 days after `from`.
    pub to: Option<String>,
}

pub async fn availability(
    store: &Store,
    property: PropertyRow,
    params: &AvailabilityParams,
    now: DateTime<Utc>,
) -> Result<Availability, CoreError> {
    let today = today_ist(now);
    let mut errors = FieldErrors::new();
    let mut date = |field: &str, v: &Option<String>, not_a_date: Said| match v
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        None => None,
        Some(s) => match parse_date(s) {
            Some(d) => Some(d),
            None => {
                errors.insert(field.into(), not_a_date);
                None
            }
        },
    };
    let from = date("from", &params.from, refusal!("err-b-from-format")).unwrap_or(today);
    let to = date("to", &params.to, refusal!("err-b-to-format"))
        .unwrap_or(from + Duration::days(DEFAULT_RANGE_DAYS - 1));
    if (today - from).num_days() > MAX_PAST_DAYS {
        errors.insert("from".into(), refusal!("err-b-from-too-old"));
    }
    if to < from {
        errors.insert("to".into(), refusal!("err-b-to-before-from"));
    } else if (to - from).num_days() >= MAX_RANGE_DAYS {
        errors.insert(
            "to".into(),
            refusal!("err-b-range-max", max = MAX_RANGE_DAYS),
        );
    }
    if !errors.is_empty() {
        return Err(CoreError::validation(errors));
    }

    let times = SlotTimes {
        day_minute: property.day_slot_minute,
        night_minute: property.night_slot_minute,
    };
    let window_start = ist_instant(from, 0).timestamp();
    let window_end = (ist_instant(to, 0) + Duration::days(2)).timestamp();
    let pid = property.id;
    let holds: Vec<Interval> = store
        .run(move |c| store::catalogue::holds_of_property(c, pid, window_start, window_end))
        .await?
        .into_iter()
        .map(|(start, end)| Interval { start, end })
        .collect();

    let has_full_day = property.full_day_price_paise.is_some();
    let gap = property.turnover_minutes;
    let free = |stay: Interval| is_free(crate::slots::held_for(stay, gap), &holds);
    let days = from
        .iter_days()
        .take_while(|d| *d <= to)
        .map(|d| DayAvailability {
            date: d.format("%Y-%m-%d").to_string(),
            slots: SlotKind::ALL
                .into_iter()
                .map(|kind| {
                    let start = times.start(d, kind);
                    let open = start > now;
                    SlotAvailability {
                        slot: kind,
                        start: to_ist_rfc3339(start),
                        half_day: open && free(Interval::of(start, BookingType::HalfDay, 1)),
                        full_day: open
                            && has_full_day
                            && free(Interval::of(start, BookingType::FullDay, 1)),
                    }
                })
                .collect(),
        })
        .collect();
    Ok(Availability {
        property_id: property.id.get(),
        timezone: "Asia/Kolkata",
        days,
    })
}
