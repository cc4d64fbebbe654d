//! Owner analytics (`/owner/analytics`, PRODUCT.md "Analytics"): for an owner's listings, or one
//! of them, over a range of Asia/Kolkata dates: views and contact clicks (from the tracked
//! events: the daily counts for past days, today's raw events), inquiries (conversations
//! opened), bookings made, stays confirmed and their revenue, cancellations, occupancy of the
//! day and night slots, bookings by weekday, the rating by month, and where the listing's price
//! stands in its locality.

use std::collections::BTreeMap;

use chrono::{Datelike, Days, NaiveDate};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::User;
use crate::error::CoreError;
use crate::ids::PropertyId;
use crate::kinds::booking::BookingStatus;
use crate::kinds::role::Role;
use crate::money::Paise;
use crate::store::analytics as db;
use crate::store::Store;
use crate::time::{from_epoch, ist_instant, parse_date, today_ist, SharedClock};

/// The longest range one answer covers.
pub const MAX_DAYS: u64 = 366;
const DEFAULT_DAYS: u64 = 30;
const WEEKDAYS: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

#[derive(Debug, Clone, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct OwnerAnalyticsQuery {
    /// First date, yyyy-mm-dd (Asia/Kolkata); default 29 days before `to`.
    pub from: Option<String>,
    /// Last date, yyyy-mm-dd; default today. At most 366 days in all.
    pub to: Option<String>,
    /// One of the owner's listings; default all of them.
    pub property_id: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OwnerAnalytics {
    pub from: String,
    pub to: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub property_id: Option<i64>,
    pub totals: Figures,
    /// One point per date of the range.
    pub daily: Vec<DailyPoint>,
    /// Shares (0 to 1) of the day and night slots of the range held by confirmed stays.
    pub occupancy: Occupancy,
    /// Confirmed stays by the weekday they start on, Monday first.
    pub by_weekday: Vec<WeekdayPoint>,
    /// Reviews written in the range, by month.
    pub rating_trend: Vec<RatingPoint>,
    /// Each listing's figures.
    pub listings: Vec<ListingFigures>,
    /// Only for one listing: its half-day price among the published listings of its locality.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price_rank: Option<PriceRank>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Figures {
    pub views: i64,
    /// Chat-link and phone-call clicks.
    pub contact_clicks: i64,
    /// Conversations guests opened.
    pub inquiries: i64,
    /// Bookings made in the range, whatever became of them.
    pub bookings: i64,
    /// Confirmed stays starting in the range.
    pub confirmed: i64,
    /// Bookings made in the range and cancelled since.
    pub cancellations: i64,
    /// Rupees of the confirmed stays starting in the range.
    pub revenue: i64,
    /// Bookings per view, when there were views.
    pub conversion: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DailyPoint {
    pub date: String,
    pub views: i64,
    pub bookings: i64,
    pub revenue: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct Occupancy {
    pub day: f64,
    pub night: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct WeekdayPoint {
    pub weekday: String,
    pub stays: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct RatingPoint {
    /// yyyy-mm.
    pub month: String,
    pub average: f64,
    pub count: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListingFigures {
    pub id: i64,
    pub title: String,
    #[serde(flatten)]
    pub figures: Figures,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceRank {
    pub locality: String,
    /// 1 is the cheapest.
    pub rank: i64,
    pub of: i64,
    pub half_day_price: i64,
    pub median_half_day_price: i64,
}

/// The range `q` asks for, checked (both analytics views share it).
pub(crate) fn dates(
    q: &OwnerAnalyticsQuery,
    today: NaiveDate,
) -> Result<(NaiveDate, NaiveDate), CoreError> {
    let parse = |field: &str, v: &Option<String>| -> Result<Option<NaiveDate>, CoreError> {
        match v.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            None => Ok(None),
            Some(s) => parse_date(s).map(Some).ok_or_else(|| {
                CoreError::field(field, refusal!("err-h-analytics-date", field = field))
            }),
        }
    };
    let to = parse("to", &q.to)?.unwrap_or(today);
    let from = parse("from", &q.from)?.unwrap_or(to - Days::new(DEFAULT_DAYS - 1));
    if from > to {
        return Err(CoreError::field("to", refusal!("err-h-analytics-range")));
    }
    if (to - from).num_days() >= MAX_DAYS as i64 {
        return Err(CoreError::field(
            "from",
            refusal!("err-h-analytics-range-max", max = MAX_DAYS),
        ));
    }
    Ok((from, to))
}

fn rupees(p: i64) -> i64 {
    Paise(p).rupees()
}

pub struct OwnerAnalyticsService {
    store: Store,
    clock: SharedClock,
}

impl OwnerAnalyticsService {
    pub fn new(store: Store, clock: SharedClock) -> Self {
        Self { store, clock }
    }

    /// The figures of `owner`'s listings (admins: their own, as owners). Another owner's
    /// listing is "not found".
    pub async fn figures(
        &self,
        owner: &User,
        q: &OwnerAnalyticsQuery,
    ) -> Result<OwnerAnalytics, CoreError> {
        if !matches!(owner.role, Role::Owner | Role::Admin) {
            return Err(CoreError::forbidden(refusal!(
                "err-h-analytics-owners-only"
            )));
        }
        let now = self.clock.now();
        let today = today_ist(now);
        let (from, to) = dates(q, today)?;
        let owner_id = owner.id;
        let only = q.property_id.map(PropertyId::new);
        let start = ist_instant(from, 0).timestamp();
        let end = ist_instant(to + Days::new(1), 0).timestamp();
        let today_start = ist_instant(today, 0).timestamp();
        let facts = self
            .store
            .run(move |c| {
                let listings = db::owner_listings(c, owner_id, only)?;
                if only.is_some() && listings.is_empty() {
                    return Err(CoreError::NotFound(crate::Missing::Property));
                }
                let ids: Vec<PropertyId> = listings.iter().map(|l| l.id).collect();
                let events = db::listing_events(c, &ids, (from, to), today, today_start)?;
                let inquiries = db::inquiries(c, &ids, start, end)?;
                let bookings = db::listing_bookings(c, &ids, start, end)?;
                let reviews = db::listing_reviews(c, &ids, start, end)?;
                let rank = match (only, listings.first()) {
                    (Some(_), Some(l)) => Some(db::locality_prices(c, l.location_id)?),
                    _ => None,
                };
                Ok(db::OwnerFacts {
                    listings,
                    events,
                    inquiries,
                    bookings,
                    reviews,
                    locality_prices: rank,
                })
            })
            .await?;
        Ok(summarise(facts, from, to, only.is_some()))
    }
}

fn summarise(f: db::OwnerFacts, from: NaiveDate, to: NaiveDate, one: bool) -> OwnerAnalytics {
    let ids: Vec<PropertyId> = f.listings.iter().map(|l| l.id).collect();
    let mut per: BTreeMap<PropertyId, Figures> =
        ids.iter().map(|id| (*id, Figures::default())).collect();
    let days: Vec<NaiveDate> = from.iter_days().take_while(|d| *d <= to).collect();
    let mut daily: BTreeMap<NaiveDate, DailyPoint> = days
        .iter()
        .map(|d| {
            (
                *d,
                DailyPoint {
                    date: d.to_string(),
                    views: 0,
                    bookings: 0,
                    revenue: 0,
                },
            )
        })
        .collect();
    for e in &f.events {
        let Some(fig) = per.get_mut(&e.property) else {
            continue;
        };
        match e.name.as_str() {
            "property_viewed" => {
                fig.views += e.events;
                if let Some(p) = daily.get_mut(&e.day) {
                    p.views += e.events;
                }
            }
            "chat_link_clicked" | "phone_call_clicked" => fig.contact_clicks += e.events,
            _ => {}
        }
    }
    for (property, n) in &f.inquiries {
        if let Some(fig) = per.get_mut(property) {
            fig.inquiries += n;
        }
    }
    let (start, end) = (
        ist_instant(from, 0).timestamp(),
        ist_instant(to + Days::new(1), 0).timestamp(),
    );
    let mut weekdays = [0_i64; 7];
    let slot_days = (days.len() * ids.len()).max(1) as f64;
    let (mut day_held, mut night_held) = (0_i64, 0_i64);
    for b in &f.bookings {
        let Some(fig) = per.get_mut(&b.property) else {
            continue;
        };
        if (start..end).contains(&b.created_at) {
            fig.bookings += 1;
            if b.status == BookingStatus::Cancelled {
                fig.cancellations += 1;
            }
            if let Some(p) = daily.get_mut(&today_ist(from_epoch(b.created_at))) {
                p.bookings += 1;
            }
        }
        if b.status == BookingStatus::Confirmed && (start..end).contains(&b.starts_at) {
            fig.confirmed += 1;
            fig.revenue += rupees(b.total_paise);
            let date = today_ist(from_epoch(b.starts_at));
            weekdays[date.weekday().num_days_from_monday() as usize] += 1;
            if let Some(p) = daily.get_mut(&date) {
                p.revenue += rupees(b.total_paise);
            }
        }
        if b.status == BookingStatus::Confirmed {
            let Some(l) = f.listings.iter().find(|l| l.id == b.property) else {
                continue;
            };
            for d in &days {
                let held = |minute: i32| {
                    let s = ist_instant(*d, minute).timestamp();
                    b.starts_at < s + 12 * 3_600 && s < b.ends_at
                };
                day_held += i64::from(held(l.day_slot_minute));
                night_held += i64::from(held(l.night_slot_minute));
            }
        }
    }
    let mut totals = Figures::default();
    for fig in per.values_mut() {
        fig.conversion = (fig.views > 0).then(|| fig.bookings as f64 / fig.views as f64);
        totals.views += fig.views;
        totals.contact_clicks += fig.contact_clicks;
        totals.inquiries += fig.inquiries;
        totals.bookings += fig.bookings;
        totals.confirmed += fig.confirmed;
        totals.cancellations += fig.cancellations;
        totals.revenue += fig.revenue;
    }
    totals.conversion = (totals.views > 0).then(|| totals.bookings as f64 / totals.views as f64);
    let mut months: BTreeMap<String, (i64, i64)> = BTreeMap::new();
    for (at, rating) in &f.reviews {
        let d = today_ist(from_epoch(*at));
        let m = months
            .entry(format!("{:04}-{:02}", d.year(), d.month()))
            .or_default();
        m.0 += i64::from(*rating);
        m.1 += 1;
    }
    let price_rank = f.locality_prices.and_then(|(locality, prices)| {
        let mine = f.listings.first()?.half_day_price_paise;
        let mut sorted = prices;
        sorted.sort_unstable();
        let rank = sorted.iter().filter(|p| **p < mine).count() as i64 + 1;
        let median = *sorted.get(sorted.len() / 2)?;
        Some(PriceRank {
            locality,
            rank,
            of: sorted.len() as i64,
            half_day_price: rupees(mine),
            median_half_day_price: rupees(median),
        })
    });
    OwnerAnalytics {
        from: from.to_string(),
        to: to.to_string(),
        property_id: one.then(|| ids.first().map(|i| i.get())).flatten(),
        totals,
        daily: daily.into_values().collect(),
        occupancy: Occupancy {
            day: day_held as f64 / slot_days,
            night: night_held as f64 / slot_days,
        },
        by_weekday: WEEKDAYS
            .iter()
            .zip(weekdays)
            .map(|(w, n)| WeekdayPoint {
                weekday: (*w).into(),
                stays: n,
            })
            .collect(),
        rating_trend: months
            .into_iter()
            .map(|(month, (sum, count))| RatingPoint {
                month,
                average: (sum as f64 / count as f64 * 10.0).round() / 10.0,
                count,
            })
            .collect(),
        listings: f
            .listings
            .iter()
            .map(|l| ListingFigures {
                id: l.id.get(),
                title: l.title.clone(),
                figures: per.remove(&l.id).unwrap_or_default(),
            })
            .collect(),
        price_rank: if one { price_rank } else { None },
    }
}
