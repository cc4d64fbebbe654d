//! The dashboard's figures: today, the last 7 days, the review queue, refunds pending, 30 days.

use chrono::{Duration, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::role::NewAccounts;
use crate::bookings::BookingStatus;
use crate::error::CoreError;
use crate::store::console as db;
use crate::store::Store;
use crate::time::{from_epoch, ist_instant, today_ist};

#[derive(Debug, Clone, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DayFigures {
    pub bookings: i64,
    /// Of those, confirmed by their owner: only these count towards GMV.
    pub confirmed: i64,
    pub gmv_paise: i64,
}

#[derive(Debug, Clone, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WeekFigures {
    pub bookings: i64,
    /// Of those, confirmed by their owner: only these count towards GMV.
    pub confirmed: i64,
    pub gmv_paise: i64,
    pub cancellations: i64,
    /// New guest accounts, counted as the Analytics screen counts them.
    pub new_users: i64,
    pub new_owners: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SeriesPoint {
    /// IST date, `YYYY-MM-DD`.
    pub date: String,
    pub bookings: i64,
    pub gmv_paise: i64,
    /// Confirmed ones of the day's bookings (the ones in its GMV).
    #[serde(skip)]
    pub confirmed: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Dashboard {
    pub today: DayFigures,
    pub week: WeekFigures,
    pub pending_review: i64,
    pub refunds_pending: i64,
    pub series: Vec<SeriesPoint>,
}

/// Bookings that count towards GMV: confirmed by the owner (stays that already happened stay
/// confirmed), not requests still waiting nor those cancelled, rejected or expired.
fn counts_as_gmv(status: BookingStatus) -> bool {
    status == BookingStatus::Confirmed
}

/// The dashboard's figures at `now`: IST today, the last 7 IST days, and 30 days by IST date.
pub async fn dashboard(store: &Store, now: chrono::DateTime<Utc>) -> Result<Dashboard, CoreError> {
    let today = today_ist(now);
    let first = today - Duration::days(29);
    let from = ist_instant(first, 0).timestamp();
    let to = ist_instant(today + Duration::days(1), 0).timestamp();
    let week_from = ist_instant(today - Duration::days(6), 0).timestamp();
    store
        .run(move |c| {
            let made = db::bookings_made(c, from, to)?;
            let mut series: Vec<SeriesPoint> = (0..30)
                .map(|i| SeriesPoint {
                    date: (first + Duration::days(i)).format("%Y-%m-%d").to_string(),
                    bookings: 0,
                    gmv_paise: 0,
                    confirmed: 0,
                })
                .collect();
            let mut week = WeekFigures::default();
            for (at, status, total) in made {
                let day = today_ist(from_epoch(at));
                let i = (day - first).num_days();
                let Some(point) = usize::try_from(i).ok().and_then(|i| series.get_mut(i)) else {
                    continue;
                };
                point.bookings += 1;
                let confirmed = counts_as_gmv(status);
                let gmv = if confirmed { total } else { 0 };
                point.gmv_paise += gmv;
                point.confirmed += i64::from(confirmed);
                if at >= week_from {
                    week.bookings += 1;
                    week.confirmed += i64::from(confirmed);
                    week.gmv_paise += gmv;
                }
            }
            let last = series.last().cloned();
            week.cancellations = db::cancellations(c, week_from, to)?;
            let new = NewAccounts::tally(&crate::store::analytics::new_accounts(c, week_from, to)?);
            week.new_users = new.users;
            week.new_owners = new.owners;
            Ok(Dashboard {
                today: DayFigures {
                    bookings: last.as_ref().map_or(0, |p| p.bookings),
                    confirmed: last.as_ref().map_or(0, |p| p.confirmed),
                    gmv_paise: last.map_or(0, |p| p.gmv_paise),
                },
                week,
                pending_review: db::listings_waiting(c)?,
                refunds_pending: db::refunds_pending(c)?,
                series,
            })
        })
        .await
}
