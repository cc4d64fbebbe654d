//! Search: the PRODUCT.md §3 search submission plus filters, validated here with a message per field,
//! then run over the snapshot with live holds.

use crate::Said;
use std::collections::HashMap;

use chrono::{DateTime, Duration, NaiveDate, Utc};
use serde::Deserialize;

use super::snapshot::{Entry, Snapshot};
use super::views::PropertySummary;
use crate::error::{CoreError, FieldErrors};
use crate::page::Page;
use crate::slots::{is_free, BookingType, Interval, SlotKind, MAX_FULL_DAYS};
use crate::time::{ist_instant, parse_date, today_ist};

pub const DEFAULT_PER_PAGE: u32 = 12;
pub const MAX_PER_PAGE: u32 = 100;
pub const MAX_GUESTS: i32 = 100;
/// How far ahead a guest can look.
pub const BOOKING_HORIZON_DAYS: i64 = 365;
pub const MAX_PAGE: u32 = 10_000;
pub const MAX_PRICE_RUPEES: i64 = 10_000_000;

/// The query string as it arrives: every value a string, so a wrong type gets our message.
#[derive(Debug, Clone, Default, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct SearchParams {
    /// Locality slug, or free text matched against locality, title and address.
    pub location: Option<String>,
    /// YYYY-MM-DD (Asia/Kolkata).
    pub check_in: Option<String>,
    /// YYYY-MM-DD, after checkIn.
    pub check_out: Option<String>,
    /// 1 to 100.
    pub guests: Option<String>,
    /// half_day or full_day.
    pub booking_type: Option<String>,
    /// Rupees, compared with the half-day price (full-day price for full_day searches).
    pub min_price: Option<String>,
    pub max_price: Option<String>,
    /// Comma-separated amenity slugs; all must be present.
    pub amenities: Option<String>,
    pub property_type: Option<String>,
    /// recommended, price_asc, price_desc, rating or distance.
    pub sort: Option<String>,
    pub page: Option<String>,
    /// 1 to 100.
    pub per_page: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SortOrder {
    Recommended,
    PriceAsc,
    PriceDesc,
    Rating,
    Distance,
}

impl SortOrder {
    fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "recommended" => Self::Recommended,
            "price_asc" => Self::PriceAsc,
            "price_desc" => Self::PriceDesc,
            "rating" => Self::Rating,
            "distance" => Self::Distance,
            _ => return None,
        })
    }
}

#[derive(Debug, Clone)]
pub enum LocationFilter {
    Slug(String),
    Text(String),
}

/// A validated search.
#[derive(Debug, Clone)]
pub struct SearchQuery {
    pub location: Option<LocationFilter>,
    pub check_in: Option<NaiveDate>,
    pub booking_type: Option<BookingType>,
    /// Consecutive days for a full-day stay.
    pub days: u32,
    pub guests: Option<i32>,
    pub min_price: Option<i64>,
    pub max_price: Option<i64>,
    pub amenities: Vec<String>,
    pub property_type: Option<String>,
    pub sort: SortOrder,
    pub page: u32,
    pub per_page: u32,
}

fn non_empty(v: &Option<String>) -> Option<&str> {
    v.as_deref().map(str::trim).filter(|s| !s.is_empty())
}

fn parse_int<T: std::str::FromStr>(s: &str) -> Option<T> {
    s.parse::<T>().ok()
}

pub fn parse_paging(
    page: Option<&str>,
    per_page: Option<&str>,
    default_per_page: u32,
) -> Result<(u32, u32), CoreError> {
    let mut errors = FieldErrors::new();
    let page = match page.map(str::trim).filter(|s| !s.is_empty()) {
        None => 1,
        Some(s) => match parse_int::<u32>(s) {
            Some(p) if (1..=MAX_PAGE).contains(&p) => p,
            _ => {
                errors.insert("page".into(), refusal!("err-b-page-range", max = MAX_PAGE));
                1
            }
        },
    };
    let per_page = match per_page.map(str::trim).filter(|s| !s.is_empty()) {
        None => default_per_page,
        Some(s) => match parse_int::<u32>(s) {
            Some(p) if (1..=MAX_PER_PAGE).contains(&p) => p,
            _ => {
                errors.insert(
                    "perPage".into(),
                    refusal!("err-b-per-page-range", max = MAX_PER_PAGE),
                );
                default_per_page
            }
        },
    };
    if errors.is_empty() {
        Ok((page, per_page))
    } else {
        Err(CoreError::validation(errors))
    }
}

impl SearchQuery {
    pub fn parse(
        p: &SearchParams,
        snapshot: &Snapshot,
        now: DateTime<Utc>,
    ) -> Result<Self, CoreError> {
        let mut errors = FieldErrors::new();
        let today = today_ist(now);

        let location = non_empty(&p.location).and_then(|l| {
            if l.chars().count() > 100 {
                errors.insert("location".into(), refusal!("err-b-location-too-long"));
                None
            } else if snapshot.has_location(l) {
                Some(LocationFilter::Slug(l.to_string()))
            } else {
                Some(LocationFilter::Text(l.to_lowercase()))
            }
        });

        let booking_type = non_empty(&p.booking_type).and_then(|s| {
            let t = BookingType::parse(s);
            if t.is_none() {
                errors.insert("bookingType".into(), refusal!("err-b-booking-type-invalid"));
            }
            t
        });

        // The field, and what it says when it is not a date, is past, or is too far ahead.
        let mut date = |(field, refusals): (&str, [Said; 3]), v: &Option<String>| {
            let [not_a_date, past, too_far] = refusals;
            non_empty(v).and_then(|s| match parse_date(s) {
                None => {
                    errors.insert(field.into(), not_a_date);
                    None
                }
                Some(d) if d < today => {
                    errors.insert(field.into(), past);
                    None
                }
                Some(d) if (d - today).num_days() > BOOKING_HORIZON_DAYS => {
                    errors.insert(field.into(), too_far);
                    None
                }
                Some(d) => Some(d),
            })
        };
        let check_in = date(
            (
                "checkIn",
                [
                    refusal!("err-b-check-in-format"),
                    refusal!("err-b-check-in-past"),
                    refusal!("err-b-check-in-too-far"),
                ],
            ),
            &p.check_in,
        );
        let check_out = date(
            (
                "checkOut",
                [
                    refusal!("err-b-check-out-format"),
                    refusal!("err-b-check-out-past"),
                    refusal!("err-b-check-out-too-far"),
                ],
            ),
            &p.check_out,
        );

        let mut days = 1u32;
        let mut booking_type = booking_type;
        match (check_in, check_out) {
            (None, Some(_)) if !errors.contains_key("checkIn") => {
                errors.insert("checkIn".into(), refusal!("err-b-check-in-required"));
            }
            (Some(ci), Some(co)) => {
                let span = (co - ci).num_days();
                if span <= 0 {
                    errors.insert("checkOut".into(), refusal!("err-b-check-out-after"));
                } else if booking_type == Some(BookingType::HalfDay) {
                    if span > 1 {
                        errors.insert("checkOut".into(), refusal!("err-b-half-day-next-day"));
                    }
                } else if span > MAX_FULL_DAYS as i64 {
                    errors.insert(
                        "checkOut".into(),
                        refusal!("err-b-stay-max-days", max = MAX_FULL_DAYS),
                    );
                } else {
                    // Dates out and back with no type mean whole days.
                    booking_type = Some(BookingType::FullDay);
                    days = span as u32;
                }
            }
            _ => {}
        }

        let guests = non_empty(&p.guests).and_then(|s| match parse_int::<i32>(s) {
            Some(g) if (1..=MAX_GUESTS).contains(&g) => Some(g),
            _ => {
                errors.insert(
                    "guests".into(),
                    refusal!("err-b-guests-range", max = MAX_GUESTS),
                );
                None
            }
        });

        let mut price = |field: &str, v: &Option<String>, refusal: Said| {
            non_empty(v).and_then(|s| match parse_int::<i64>(s) {
                Some(x) if (0..=MAX_PRICE_RUPEES).contains(&x) => Some(x),
                _ => {
                    errors.insert(field.into(), refusal);
                    None
                }
            })
        };
        let min_price = price("minPrice", &p.min_price, refusal!("err-b-min-price-rupees"));
        let max_price = price("maxPrice", &p.max_price, refusal!("err-b-max-price-rupees"));
        if let (Some(lo), Some(hi)) = (min_price, max_price) {
            if hi < lo {
                errors.insert("maxPrice".into(), refusal!("err-b-max-below-min"));
            }
        }

        let mut amenities = Vec::new();
        if let Some(list) = non_empty(&p.amenities) {
            for slug in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                if snapshot.filters.amenities.iter().any(|a| a.slug == slug) {
                    amenities.push(slug.to_string());
                } else {
                    errors.insert(
                        "amenities".into(),
                        refusal!("err-h-amenity-unknown", value = truncate(slug)),
                    );
                }
            }
        }

        let property_type = non_empty(&p.property_type).and_then(|t| {
            if snapshot.filters.property_types.iter().any(|k| k.slug == t) {
                Some(t.to_string())
            } else {
                errors.insert(
                    "propertyType".into(),
                    refusal!("err-b-unknown-property-type", value = truncate(t)),
                );
                None
            }
        });

        let sort = match non_empty(&p.sort) {
            None => SortOrder::Recommended,
            Some(s) => SortOrder::parse(s).unwrap_or_else(|| {
                errors.insert("sort".into(), refusal!("err-b-sort-invalid"));
                SortOrder::Recommended
            }),
        };

        let paging = parse_paging(p.page.as_deref(), p.per_page.as_deref(), DEFAULT_PER_PAGE);
        if let Err(CoreError::Validation { fields, .. }) = &paging {
            errors.extend(fields.clone());
        }
        if !errors.is_empty() {
            return Err(CoreError::validation(errors));
        }
        let (page, per_page) = paging?;
        Ok(Self {
            location,
            check_in,
            booking_type,
            days,
            guests,
            min_price,
            max_price,
            amenities,
            property_type,
            sort,
            page,
            per_page,
        })
    }

    /// The stay being asked about, for availability: its type and length.
    fn stay(&self) -> (BookingType, u32) {
        (self.booking_type.unwrap_or(BookingType::HalfDay), self.days)
    }

    /// Epoch-second window that holds must be read for, when dates were asked.
    pub fn hold_window(&self) -> Option<(i64, i64)> {
        let ci = self.check_in?;
        let (kind, days) = self.stay();
        let start = ist_instant(ci, 0).timestamp();
        // Plus the longest turnover gap a listing can ask for after the stay.
        let end = (ist_instant(ci, 0) + Duration::days(1) + kind.duration(days)).timestamp()
            + i64::from(crate::slots::MAX_TURNOVER_MINUTES) * 60;
        Some((start, end))
    }
}

fn truncate(s: &str) -> String {
    s.chars().take(40).collect()
}

fn price_for(e: &Entry, kind: Option<BookingType>) -> i64 {
    match kind {
        Some(BookingType::FullDay) => e.full_day_paise.unwrap_or(e.half_day_paise),
        _ => e.half_day_paise,
    }
}

/// Runs a validated query. `holds` are (property, start, end) overlapping the query's window.
pub fn run(
    snapshot: &Snapshot,
    q: &SearchQuery,
    holds: Option<&[(i64, i64, i64)]>,
    now: DateTime<Utc>,
) -> Page<PropertySummary> {
    let mut held: HashMap<i64, Vec<Interval>> = HashMap::new();
    for &(pid, start, end) in holds.unwrap_or_default() {
        held.entry(pid).or_default().push(Interval { start, end });
    }
    let (stay_kind, days) = q.stay();

    let mut hits: Vec<(&Entry, Option<Vec<SlotKind>>)> = snapshot
        .entries
        .iter()
        .filter(|e| match &q.location {
            None => true,
            Some(LocationFilter::Slug(s)) => &e.summary.location_slug == s,
            Some(LocationFilter::Text(t)) => e.haystack.contains(t.as_str()),
        })
        .filter(|e| q.guests.is_none_or(|g| e.summary.max_guests >= g))
        .filter(|e| q.booking_type != Some(BookingType::FullDay) || e.full_day_paise.is_some())
        .filter(|e| {
            q.property_type
                .as_ref()
                .is_none_or(|t| &e.summary.property_type == t)
        })
        .filter(|e| q.amenities.iter().all(|a| e.amenity_slugs.contains(a)))
        .filter(|e| {
            let price = price_for(e, q.booking_type);
            q.min_price.is_none_or(|lo| price >= lo * 100)
                && q.max_price.is_none_or(|hi| price <= hi * 100)
        })
        .filter_map(|e| match q.check_in {
            None => Some((e, None)),
            Some(date) => {
                let no_holds = Vec::new();
                let holds = held.get(&e.summary.id).unwrap_or(&no_holds);
                let free: Vec<SlotKind> = SlotKind::ALL
                    .into_iter()
                    .filter(|k| {
                        let start = e.slot_times.start(date, *k);
                        let stay = Interval::of(start, stay_kind, days);
                        start > now
                            && is_free(crate::slots::held_for(stay, e.turnover_minutes), holds)
                    })
                    .collect();
                (!free.is_empty()).then_some((e, Some(free)))
            }
        })
        .collect();

    match q.sort {
        SortOrder::Recommended => hits.sort_by(|a, b| b.0.score.total_cmp(&a.0.score)),
        SortOrder::PriceAsc => hits.sort_by_key(|h| price_for(h.0, q.booking_type)),
        SortOrder::PriceDesc => {
            hits.sort_by_key(|h| std::cmp::Reverse(price_for(h.0, q.booking_type)))
        }
        SortOrder::Rating => hits.sort_by(|a, b| {
            let (ra, rb) = (&a.0.summary.rating, &b.0.summary.rating);
            rb.average
                .total_cmp(&ra.average)
                .then(rb.count.cmp(&ra.count))
        }),
        SortOrder::Distance => {
            hits.sort_by(|a, b| a.0.summary.distance_km.total_cmp(&b.0.summary.distance_km))
        }
    }

    let total = hits.len() as u64;
    let skip = (q.page as usize - 1) * q.per_page as usize;
    let items = hits
        .into_iter()
        .skip(skip)
        .take(q.per_page as usize)
        .map(|(e, slots)| PropertySummary {
            available_slots: slots,
            ..e.summary.clone()
        })
        .collect();
    Page {
        items,
        page: q.page,
        per_page: q.per_page,
        total,
    }
}
