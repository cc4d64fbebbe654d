//! Admin analytics (PRODUCT.md §6 "Analytics Dashboard", PRODUCT.md "Analytics") over a range of
//! Asia/Kolkata dates: searches, views, contact clicks, bookings, GMV, cancellations, new users
//! and owners, the search → view → contact → book funnel, top localities and listings, and the
//! web vitals' 75th percentile by page type.

use std::collections::{BTreeMap, HashMap};

use chrono::Days;
use serde::Serialize;
use utoipa::ToSchema;

use super::owner::{dates, OwnerAnalyticsQuery};
use crate::error::CoreError;
use crate::ids::PropertyId;
use crate::kinds::booking::BookingStatus;
use crate::kinds::role::NewAccounts;
use crate::money::Paise;
use crate::pricing::COMMISSION_BP;
use crate::store::analytics as db;
use crate::store::Store;
use crate::time::{from_epoch, ist_instant, today_ist, SharedClock};

const TOP: usize = 10;

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminAnalytics {
    pub from: String,
    pub to: String,
    pub totals: SiteFigures,
    /// Sessions at each step, then bookings made (raw events: the last 90 days).
    pub funnel: Vec<FunnelStep>,
    pub daily: Vec<SiteDay>,
    pub top_localities: Vec<TopLocality>,
    pub top_listings: Vec<TopListing>,
    pub web_vitals: Vec<WebVital>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteFigures {
    pub searches: i64,
    pub views: i64,
    pub contact_clicks: i64,
    /// Bookings made in the range.
    pub bookings: i64,
    /// Of those, confirmed by their owner.
    pub confirmed: i64,
    /// Rupees of the confirmed ones.
    pub gmv: i64,
    /// Rupees the platform keeps of them: the owners' commission less the discounts it funds.
    pub platform_revenue: i64,
    /// `platformRevenue / gmv`; null without GMV.
    #[schema(required = true)]
    pub take_rate: Option<f64>,
    pub cancellations: i64,
    pub new_users: i64,
    pub new_owners: i64,
    /// Leads captured (FIRST500 offers and price alerts).
    pub leads: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct FunnelStep {
    /// search, view, contact or book.
    pub step: String,
    pub count: i64,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteDay {
    pub date: String,
    pub searches: i64,
    pub views: i64,
    pub bookings: i64,
    pub gmv: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct TopLocality {
    pub slug: String,
    pub name: String,
    pub views: i64,
    pub bookings: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct TopListing {
    pub id: i64,
    pub title: String,
    pub views: i64,
    pub bookings: i64,
    pub gmv: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebVital {
    pub page_type: String,
    /// LCP, INP, CLS, FCP, TTFB or sessionDuration.
    pub metric: String,
    pub p75: f64,
    pub samples: i64,
}

/// The site's figures for `query`'s dates (its `propertyId` is ignored).
pub async fn figures(
    store: &Store,
    clock: &SharedClock,
    query: &OwnerAnalyticsQuery,
) -> Result<AdminAnalytics, CoreError> {
    let now = clock.now();
    let today = today_ist(now);
    let (from, to) = dates(query, today)?;
    let start = ist_instant(from, 0).timestamp();
    let end = ist_instant(to + Days::new(1), 0).timestamp();
    let today_start = ist_instant(today, 0).timestamp();
    let (events, sessions, bookings, accounts, vitals, places, leads) = store
        .run(move |c| {
            let events = db::site_events(c, (from, to), today, today_start)?;
            let sessions = db::sessions_with(
                c,
                &[
                    "search_submitted",
                    "property_viewed",
                    "chat_link_clicked",
                    "phone_call_clicked",
                ],
                start,
                end,
            )?;
            let bookings = db::bookings_made(c, start, end)?;
            let accounts = db::new_accounts(c, start, end)?;
            let vitals = db::web_vitals_p75(c, start, end)?;
            let mut ids: Vec<PropertyId> = events.iter().filter_map(|e| e.2).collect();
            ids.extend(bookings.iter().map(|b| b.property));
            ids.sort_unstable();
            ids.dedup();
            let places = db::listing_places(c, &ids)?;
            let leads = db::leads_captured(c, start, end)?;
            Ok((events, sessions, bookings, accounts, vitals, places, leads))
        })
        .await?;

    let mut totals = SiteFigures {
        leads,
        ..Default::default()
    };
    // Paise, summed before rounding to rupees.
    let (mut gmv_paise, mut revenue_paise) = (0i64, 0i64);
    let mut daily: BTreeMap<chrono::NaiveDate, SiteDay> = from
        .iter_days()
        .take_while(|d| *d <= to)
        .map(|d| {
            (
                d,
                SiteDay {
                    date: d.to_string(),
                    ..Default::default()
                },
            )
        })
        .collect();
    // (views, bookings, gmv) per listing.
    let mut per: HashMap<PropertyId, (i64, i64, i64)> = HashMap::new();
    for (day, name, property, n) in &events {
        let point = daily.get_mut(day);
        match name.as_str() {
            "search_submitted" => {
                totals.searches += n;
                if let Some(p) = point {
                    p.searches += n;
                }
            }
            "property_viewed" => {
                totals.views += n;
                if let Some(p) = point {
                    p.views += n;
                }
                if let Some(id) = property {
                    per.entry(*id).or_default().0 += n;
                }
            }
            "chat_link_clicked" | "phone_call_clicked" => totals.contact_clicks += n,
            _ => {}
        }
    }
    for b in &bookings {
        totals.bookings += 1;
        let entry = per.entry(b.property).or_default();
        entry.1 += 1;
        let point = daily.get_mut(&today_ist(from_epoch(b.created_at)));
        if let Some(p) = point {
            p.bookings += 1;
        }
        match b.status {
            BookingStatus::Confirmed => {
                let rupees = Paise(b.total_paise).rupees();
                gmv_paise += b.total_paise;
                revenue_paise +=
                    Paise(b.subtotal_paise).percent_bp(COMMISSION_BP).0 - b.discount_paise;
                totals.confirmed += 1;
                totals.gmv += rupees;
                entry.2 += rupees;
                if let Some(p) = daily.get_mut(&today_ist(from_epoch(b.created_at))) {
                    p.gmv += rupees;
                }
            }
            BookingStatus::Cancelled => totals.cancellations += 1,
            _ => {}
        }
    }
    totals.platform_revenue = Paise(revenue_paise).rupees();
    totals.take_rate = (gmv_paise > 0)
        .then(|| (revenue_paise as f64 / gmv_paise as f64 * 10_000.0).round() / 10_000.0);
    let new = NewAccounts::tally(&accounts);
    totals.new_users = new.users;
    totals.new_owners = new.owners;
    let session_count = |names: &[&str]| -> i64 {
        sessions
            .iter()
            .filter(|(n, _)| names.contains(&n.as_str()))
            .map(|(_, c)| *c)
            .max()
            .unwrap_or(0)
    };
    let funnel = vec![
        ("search", session_count(&["search_submitted"])),
        ("view", session_count(&["property_viewed"])),
        (
            "contact",
            session_count(&["chat_link_clicked", "phone_call_clicked"]),
        ),
        ("book", totals.bookings),
    ]
    .into_iter()
    .map(|(step, count)| FunnelStep {
        step: step.into(),
        count,
    })
    .collect();

    let mut localities: BTreeMap<(String, String), (i64, i64)> = BTreeMap::new();
    let mut listings: Vec<TopListing> = Vec::new();
    for (id, title, slug, name) in &places {
        let (views, booked, gmv) = per.get(id).copied().unwrap_or_default();
        let l = localities.entry((slug.clone(), name.clone())).or_default();
        l.0 += views;
        l.1 += booked;
        listings.push(TopListing {
            id: id.get(),
            title: title.clone(),
            views,
            bookings: booked,
            gmv,
        });
    }
    listings.sort_by(|a, b| (b.bookings, b.views, a.id).cmp(&(a.bookings, a.views, b.id)));
    listings.truncate(TOP);
    let mut top_localities: Vec<TopLocality> = localities
        .into_iter()
        .map(|((slug, name), (views, bookings))| TopLocality {
            slug,
            name,
            views,
            bookings,
        })
        .collect();
    top_localities.sort_by_key(|l| std::cmp::Reverse((l.bookings, l.views)));
    top_localities.truncate(TOP);

    Ok(AdminAnalytics {
        from: from.to_string(),
        to: to.to_string(),
        totals,
        funnel,
        daily: daily.into_values().collect(),
        top_localities,
        top_listings: listings,
        web_vitals: vitals
            .into_iter()
            .map(|(page_type, metric, p75, samples)| WebVital {
                page_type,
                metric,
                p75,
                samples,
            })
            .collect(),
    })
}
