//! Writes and sweeps of analytics events and performance reports, and their daily counts. The
//! rules live in `crate::analytics`.

use diesel::dsl::{count, count_star};
use diesel::prelude::*;

use super::schema::{analytics_daily, analytics_events, performance_reports};
use super::DbConnection;
use crate::error::CoreError;

#[derive(Debug, Clone, PartialEq, Insertable)]
#[diesel(table_name = analytics_events, treat_none_as_default_value = false)]
pub struct NewEvent {
    pub name: String,
    pub session_id: String,
    pub user_id: Option<i64>,
    pub property_id: Option<i64>,
    pub page: Option<String>,
    pub device: String,
    pub detail: String,
    pub occurred_at: i64,
    pub received_at: i64,
}

#[derive(Debug, Clone, PartialEq, Insertable)]
#[diesel(table_name = performance_reports, treat_none_as_default_value = false)]
pub struct NewReport {
    pub session_id: String,
    pub page_type: String,
    pub metric: String,
    pub value: f64,
    pub device: String,
    pub occurred_at: i64,
    pub received_at: i64,
}

/// Rows per INSERT, well under SQLite's 32,766 bound parameters.
const CHUNK: usize = 500;

pub fn insert_events(conn: &mut DbConnection, rows: &[NewEvent]) -> Result<(), CoreError> {
    for chunk in rows.chunks(CHUNK) {
        insert_rows!(conn, analytics_events::table, chunk)?;
    }
    Ok(())
}

pub fn insert_reports(conn: &mut DbConnection, rows: &[NewReport]) -> Result<(), CoreError> {
    for chunk in rows.chunks(CHUNK) {
        insert_rows!(conn, performance_reports::table, chunk)?;
    }
    Ok(())
}

/// Counts the events that happened in `[from, to)` into `day`'s rows, replacing what was there.
pub fn aggregate_day(
    conn: &mut DbConnection,
    day: &str,
    from: i64,
    to: i64,
) -> Result<usize, CoreError> {
    let counts: Vec<(String, Option<i64>, i64, i64)> = analytics_events::table
        .filter(analytics_events::occurred_at.ge(from))
        .filter(analytics_events::occurred_at.lt(to))
        .group_by((analytics_events::name, analytics_events::property_id))
        .select((
            analytics_events::name,
            analytics_events::property_id,
            count_star(),
            count(analytics_events::session_id).aggregate_distinct(),
        ))
        .load(conn)?;
    diesel::delete(analytics_daily::table.filter(analytics_daily::day.eq(day))).execute(conn)?;
    let rows: Vec<_> = counts
        .iter()
        .map(|(name, property, events, sessions)| {
            (
                analytics_daily::day.eq(day),
                analytics_daily::name.eq(name),
                analytics_daily::property_id.eq(property.unwrap_or(0)),
                analytics_daily::events.eq(events),
                analytics_daily::sessions.eq(sessions),
            )
        })
        .collect();
    for chunk in rows.chunks(CHUNK) {
        insert_rows!(conn, analytics_daily::table, chunk)?;
    }
    Ok(rows.len())
}

/// Deletes raw events and reports that happened before `before`; how many rows went.
pub fn prune(conn: &mut DbConnection, before: i64) -> Result<usize, CoreError> {
    let events =
        diesel::delete(analytics_events::table.filter(analytics_events::occurred_at.lt(before)))
            .execute(conn)?;
    let reports = diesel::delete(
        performance_reports::table.filter(performance_reports::occurred_at.lt(before)),
    )
    .execute(conn)?;
    Ok(events + reports)
}

/// (name, property, events, sessions) of one day's counts.
pub fn daily(
    conn: &mut DbConnection,
    day: &str,
) -> Result<Vec<(String, i64, i64, i64)>, CoreError> {
    Ok(analytics_daily::table
        .filter(analytics_daily::day.eq(day))
        .order((analytics_daily::name, analytics_daily::property_id))
        .select((
            analytics_daily::name,
            analytics_daily::property_id,
            analytics_daily::events,
            analytics_daily::sessions,
        ))
        .load(conn)?)
}

// ---------------------------------------------------------------------------------------------
// What owner analytics reads (rules and sums in `crate::analytics::owner`).

use chrono::NaiveDate;

use super::schema::{bookings, conversations, locations, properties, reviews};
use crate::ids::{LocationId, PropertyId, UserId};
use crate::kinds::booking::BookingStatus;
use crate::kinds::listing::ListingStatus;

/// The events an owner's figures count.
const OWNER_EVENTS: [&str; 3] = ["property_viewed", "chat_link_clicked", "phone_call_clicked"];

#[derive(Debug, Clone, Queryable)]
pub struct OwnerListing {
    pub id: PropertyId,
    pub title: String,
    pub half_day_price_paise: i64,
    pub location_id: LocationId,
    pub day_slot_minute: i32,
    pub night_slot_minute: i32,
}

#[derive(Debug, Clone)]
pub struct ListingEvent {
    pub day: NaiveDate,
    pub name: String,
    pub property: PropertyId,
    pub events: i64,
}

#[derive(Debug, Clone, Queryable)]
pub struct ListingBooking {
    pub property: PropertyId,
    pub status: BookingStatus,
    pub starts_at: i64,
    pub ends_at: i64,
    pub created_at: i64,
    pub total_paise: i64,
    pub subtotal_paise: i64,
    pub discount_paise: i64,
}

pub struct OwnerFacts {
    pub listings: Vec<OwnerListing>,
    pub events: Vec<ListingEvent>,
    pub inquiries: Vec<(PropertyId, i64)>,
    pub bookings: Vec<ListingBooking>,
    /// (written at, rating) of the shown reviews.
    pub reviews: Vec<(i64, i32)>,
    /// The locality's name and its published listings' half-day prices (paise).
    pub locality_prices: Option<(String, Vec<i64>)>,
}

/// `owner`'s listings (or the one of `only`, when it is theirs), by title.
pub fn owner_listings(
    conn: &mut DbConnection,
    owner: UserId,
    only: Option<PropertyId>,
) -> Result<Vec<OwnerListing>, CoreError> {
    let mut q = properties::table
        .filter(properties::owner_id.eq(owner))
        .into_boxed::<super::MultiBackend>();
    if let Some(id) = only {
        q = q.filter(properties::id.eq(id));
    }
    Ok(q.order(properties::title)
        .select((
            properties::id,
            properties::title,
            properties::half_day_price_paise,
            properties::location_id,
            properties::day_slot_minute,
            properties::night_slot_minute,
        ))
        .load(conn)?)
}

/// Per day, event and listing: the daily counts for the days before `today`, and `today`'s raw
/// events (the sweep has not counted them yet).
pub fn listing_events(
    conn: &mut DbConnection,
    ids: &[PropertyId],
    (from, to): (NaiveDate, NaiveDate),
    today: NaiveDate,
    today_start: i64,
) -> Result<Vec<ListingEvent>, CoreError> {
    let raw_ids: Vec<i64> = ids.iter().map(|i| i.get()).collect();
    let counted: Vec<(String, String, i64, i64)> = analytics_daily::table
        .filter(analytics_daily::day.ge(from.to_string()))
        .filter(analytics_daily::day.le(to.min(today).to_string()))
        .filter(analytics_daily::day.lt(today.to_string()))
        .filter(analytics_daily::property_id.eq_any(&raw_ids))
        .filter(analytics_daily::name.eq_any(OWNER_EVENTS))
        .select((
            analytics_daily::day,
            analytics_daily::name,
            analytics_daily::property_id,
            analytics_daily::events,
        ))
        .load(conn)?;
    let mut out: Vec<ListingEvent> = counted
        .into_iter()
        .filter_map(|(day, name, property, events)| {
            Some(ListingEvent {
                day: day.parse().ok()?,
                name,
                property: PropertyId::new(property),
                events,
            })
        })
        .collect();
    if (from..=to).contains(&today) {
        let raw: Vec<(String, Option<i64>, i64)> = analytics_events::table
            .filter(analytics_events::occurred_at.ge(today_start))
            .filter(analytics_events::property_id.eq_any(&raw_ids))
            .filter(analytics_events::name.eq_any(OWNER_EVENTS))
            .group_by((analytics_events::name, analytics_events::property_id))
            .select((
                analytics_events::name,
                analytics_events::property_id,
                count_star(),
            ))
            .load(conn)?;
        out.extend(raw.into_iter().filter_map(|(name, property, events)| {
            Some(ListingEvent {
                day: today,
                name,
                property: PropertyId::new(property?),
                events,
            })
        }));
    }
    Ok(out)
}

/// Conversations opened about each listing in `[start, end)`.
pub fn inquiries(
    conn: &mut DbConnection,
    ids: &[PropertyId],
    start: i64,
    end: i64,
) -> Result<Vec<(PropertyId, i64)>, CoreError> {
    Ok(conversations::table
        .filter(conversations::property_id.eq_any(ids))
        .filter(conversations::created_at.ge(start))
        .filter(conversations::created_at.lt(end))
        .group_by(conversations::property_id)
        .select((conversations::property_id, count_star()))
        .load(conn)?)
}

/// Bookings of the listings made in `[start, end)`, or whose stay overlaps it.
pub fn listing_bookings(
    conn: &mut DbConnection,
    ids: &[PropertyId],
    start: i64,
    end: i64,
) -> Result<Vec<ListingBooking>, CoreError> {
    Ok(bookings::table
        .filter(bookings::property_id.eq_any(ids))
        .filter(
            bookings::created_at
                .ge(start)
                .and(bookings::created_at.lt(end))
                .or(bookings::starts_at.lt(end).and(bookings::ends_at.gt(start))),
        )
        .select((
            bookings::property_id,
            bookings::status,
            bookings::starts_at,
            bookings::ends_at,
            bookings::created_at,
            bookings::total_paise,
            bookings::subtotal_paise,
            bookings::discount_paise,
        ))
        .load(conn)?)
}

/// (written at, rating) of the listings' shown reviews written in `[start, end)`.
pub fn listing_reviews(
    conn: &mut DbConnection,
    ids: &[PropertyId],
    start: i64,
    end: i64,
) -> Result<Vec<(i64, i32)>, CoreError> {
    Ok(reviews::table
        .filter(reviews::property_id.eq_any(ids))
        .filter(reviews::hidden_at.is_null())
        .filter(reviews::created_at.ge(start))
        .filter(reviews::created_at.lt(end))
        .select((reviews::created_at, reviews::rating))
        .load(conn)?)
}

/// The locality's name and the half-day prices of its published listings.
pub fn locality_prices(
    conn: &mut DbConnection,
    location: LocationId,
) -> Result<(String, Vec<i64>), CoreError> {
    let name = locations::table
        .find(location)
        .select(locations::name)
        .first(conn)?;
    let prices = properties::table
        .filter(properties::location_id.eq(location))
        .filter(properties::status.eq(ListingStatus::Published))
        .select(properties::half_day_price_paise)
        .load(conn)?;
    Ok((name, prices))
}

// ---------------------------------------------------------------------------------------------
// What admin analytics reads (sums in `crate::analytics::admin`).

use super::schema::users;
use crate::kinds::role::Role;

/// A day's count of one event (about one listing, or none).
pub type SiteEvent = (NaiveDate, String, Option<PropertyId>, i64);

/// Per day, event and listing (none: not about one) over the whole site: the daily counts for
/// the days before `today`, and `today`'s raw events.
pub fn site_events(
    conn: &mut DbConnection,
    (from, to): (NaiveDate, NaiveDate),
    today: NaiveDate,
    today_start: i64,
) -> Result<Vec<SiteEvent>, CoreError> {
    let counted: Vec<(String, String, i64, i64)> = analytics_daily::table
        .filter(analytics_daily::day.ge(from.to_string()))
        .filter(analytics_daily::day.le(to.to_string()))
        .filter(analytics_daily::day.lt(today.to_string()))
        .select((
            analytics_daily::day,
            analytics_daily::name,
            analytics_daily::property_id,
            analytics_daily::events,
        ))
        .load(conn)?;
    let mut out: Vec<_> = counted
        .into_iter()
        .filter_map(|(day, name, property, events)| {
            Some((
                day.parse().ok()?,
                name,
                (property > 0).then(|| PropertyId::new(property)),
                events,
            ))
        })
        .collect();
    if (from..=to).contains(&today) {
        let raw: Vec<(String, Option<i64>, i64)> = analytics_events::table
            .filter(analytics_events::occurred_at.ge(today_start))
            .group_by((analytics_events::name, analytics_events::property_id))
            .select((
                analytics_events::name,
                analytics_events::property_id,
                count_star(),
            ))
            .load(conn)?;
        out.extend(
            raw.into_iter().map(|(name, property, events)| {
                (today, name, property.map(PropertyId::new), events)
            }),
        );
    }
    Ok(out)
}

/// Distinct sessions with each of `names` in `[start, end)` (raw events: the last 90 days).
pub fn sessions_with(
    conn: &mut DbConnection,
    names: &[&str],
    start: i64,
    end: i64,
) -> Result<Vec<(String, i64)>, CoreError> {
    Ok(analytics_events::table
        .filter(analytics_events::name.eq_any(names))
        .filter(analytics_events::occurred_at.ge(start))
        .filter(analytics_events::occurred_at.lt(end))
        .group_by(analytics_events::name)
        .select((
            analytics_events::name,
            count(analytics_events::session_id).aggregate_distinct(),
        ))
        .load(conn)?)
}

/// Every booking made in `[start, end)`.
pub fn bookings_made(
    conn: &mut DbConnection,
    start: i64,
    end: i64,
) -> Result<Vec<ListingBooking>, CoreError> {
    Ok(bookings::table
        .filter(bookings::created_at.ge(start))
        .filter(bookings::created_at.lt(end))
        .select((
            bookings::property_id,
            bookings::status,
            bookings::starts_at,
            bookings::ends_at,
            bookings::created_at,
            bookings::total_paise,
            bookings::subtotal_paise,
            bookings::discount_paise,
        ))
        .load(conn)?)
}

/// Leads captured in `[start, end)`.
pub fn leads_captured(conn: &mut DbConnection, start: i64, end: i64) -> Result<i64, CoreError> {
    super::leads::count_between(conn, start, end)
}

/// Roles of the accounts made in `[start, end)`.
pub fn new_accounts(conn: &mut DbConnection, start: i64, end: i64) -> Result<Vec<Role>, CoreError> {
    Ok(users::table
        .filter(users::created_at.ge(start))
        .filter(users::created_at.lt(end))
        .select(users::role)
        .load(conn)?)
}

/// Each listing's title and locality (slug, name).
pub fn listing_places(
    conn: &mut DbConnection,
    ids: &[PropertyId],
) -> Result<Vec<(PropertyId, String, String, String)>, CoreError> {
    Ok(properties::table
        .inner_join(locations::table)
        .filter(properties::id.eq_any(ids))
        .select((
            properties::id,
            properties::title,
            locations::slug,
            locations::name,
        ))
        .load(conn)?)
}

/// The 75th percentile of each metric on each page type, from reports in `[start, end)`:
/// (page type, metric, p75, samples).
pub fn web_vitals_p75(
    conn: &mut DbConnection,
    start: i64,
    end: i64,
) -> Result<Vec<(String, String, f64, i64)>, CoreError> {
    let groups: Vec<(String, String, i64)> = performance_reports::table
        .filter(performance_reports::occurred_at.ge(start))
        .filter(performance_reports::occurred_at.lt(end))
        .group_by((performance_reports::page_type, performance_reports::metric))
        .select((
            performance_reports::page_type,
            performance_reports::metric,
            count_star(),
        ))
        .order((performance_reports::page_type, performance_reports::metric))
        .load(conn)?;
    let mut out = Vec::with_capacity(groups.len());
    for (page_type, metric, n) in groups {
        // Nearest rank: the smallest value with at least 75 % of the samples at or below it.
        let rank = ((n as f64) * 0.75).ceil() as i64 - 1;
        let p75: f64 = performance_reports::table
            .filter(performance_reports::occurred_at.ge(start))
            .filter(performance_reports::occurred_at.lt(end))
            .filter(performance_reports::page_type.eq(&page_type))
            .filter(performance_reports::metric.eq(&metric))
            .order(performance_reports::value.asc())
            .offset(rank.max(0))
            .select(performance_reports::value)
            .first(conn)?;
        out.push((page_type, metric, p75, n));
    }
    Ok(out)
}
