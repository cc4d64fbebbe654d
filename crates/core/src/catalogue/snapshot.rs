//! The in-memory catalogue: published listings ready to filter, plus locality statistics.

use std::collections::{BTreeMap, HashMap};

use super::views::*;
use crate::ids::{LocationId, PropertyId};
use crate::slots::SlotTimes;
use crate::store::catalogue::{CatalogueRows, PropertyPageRows};
use crate::store::models::{LocationRow, PropertyImageRow, ReviewRow};

/// Bayesian prior for "recommended": a few reviews at 4.0 weigh in before real ones.
const PRIOR_MEAN: f64 = 4.0;
const PRIOR_WEIGHT: f64 = 3.0;

pub struct Entry {
    pub summary: PropertySummary,
    /// Lower-case title, locality and address, for free-text location search.
    pub haystack: String,
    pub amenity_slugs: Vec<String>,
    pub half_day_paise: i64,
    pub full_day_paise: Option<i64>,
    pub slot_times: SlotTimes,
    /// The owner's gap after a stay before the next may start.
    pub turnover_minutes: i32,
    pub score: f64,
}

pub struct Snapshot {
    pub entries: Vec<Entry>,
    pub locations: Vec<LocationRow>,
    pub location_stats: Vec<LocationStat>,
    pub filters: SearchFilters,
}

pub fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

fn average(sum: i64, count: i64) -> f64 {
    if count == 0 {
        0.0
    } else {
        round1(sum as f64 / count as f64)
    }
}

pub fn photo(img: &PropertyImageRow) -> Photo {
    Photo {
        url: img.path.clone(),
        width: img.width,
        height: img.height,
        alt: img.alt.clone(),
        variants: img
            .copies()
            .into_iter()
            .map(|c| PhotoVariant {
                url: c.url,
                width: c.width,
                height: c.height,
                format: c.format.as_str().into(),
            })
            .collect(),
    }
}

pub fn rupees(paise: i64) -> i64 {
    crate::money::Paise(paise).rupees()
}

/// "farmhouse" → "Farmhouse".
fn type_name(slug: &str) -> String {
    let mut c = slug.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

impl Snapshot {
    pub fn build(rows: CatalogueRows) -> Self {
        let locations_by_id: HashMap<LocationId, &LocationRow> =
            rows.locations.iter().map(|l| (l.id, l)).collect();
        let amenity_by_id: HashMap<i64, (&str, &str)> = rows
            .amenities
            .iter()
            .map(|a| (a.id, (a.slug.as_str(), a.name.as_str())))
            .collect();
        let mut first_image: HashMap<PropertyId, &PropertyImageRow> = HashMap::new();
        for img in &rows.images {
            first_image.entry(img.property_id).or_insert(img);
        }
        let mut amenities_of: HashMap<PropertyId, Vec<(&str, &str)>> = HashMap::new();
        for (pid, aid) in &rows.property_amenities {
            if let Some(a) = amenity_by_id.get(aid) {
                amenities_of.entry(*pid).or_default().push(*a);
            }
        }

        let mut entries = Vec::with_capacity(rows.properties.len());
        for p in &rows.properties {
            let Some(loc) = locations_by_id.get(&p.location_id) else {
                continue;
            };
            let mut amenities = amenities_of.remove(&p.id).unwrap_or_default();
            amenities.sort_by(|a, b| a.1.cmp(b.1));
            let score = (PRIOR_MEAN * PRIOR_WEIGHT + p.rating_sum as f64)
                / (PRIOR_WEIGHT + p.rating_count as f64);
            entries.push(Entry {
                haystack: format!("{} {} {}", p.title, loc.name, p.address).to_lowercase(),
                amenity_slugs: amenities.iter().map(|a| a.0.to_string()).collect(),
                half_day_paise: p.half_day_price_paise,
                full_day_paise: p.full_day_price_paise,
                turnover_minutes: p.turnover_minutes,
                slot_times: SlotTimes {
                    day_minute: p.day_slot_minute,
                    night_minute: p.night_slot_minute,
                },
                score,
                summary: PropertySummary {
                    id: p.id.get(),
                    slug: p.slug.clone(),
                    title: p.title.clone(),
                    location: loc.name.clone(),
                    location_slug: loc.slug.clone(),
                    property_type: p.property_type.clone(),
                    half_day_price: rupees(p.half_day_price_paise),
                    full_day_price: p.full_day_price_paise.map(rupees),
                    bedrooms: p.bedrooms,
                    max_guests: p.max_guests,
                    latitude: p.latitude,
                    longitude: p.longitude,
                    distance_km: p.distance_km,
                    rating: RatingSummary {
                        average: average(p.rating_sum, p.rating_count),
                        count: p.rating_count,
                    },
                    photo: first_image.get(&p.id).map(|i| photo(i)),
                    amenities: amenities.iter().map(|a| a.1.to_string()).collect(),
                    available_slots: None,
                },
            });
        }

        let location_stats = rows
            .locations
            .iter()
            .map(|loc| {
                let here = rows.properties.iter().filter(|p| p.location_id == loc.id);
                let (mut count, mut lowest, mut sum, mut n) = (0i64, None::<i64>, 0i64, 0i64);
                for p in here {
                    count += 1;
                    lowest = Some(
                        lowest.map_or(p.half_day_price_paise, |l| l.min(p.half_day_price_paise)),
                    );
                    sum += p.rating_sum;
                    n += p.rating_count;
                }
                LocationStat {
                    slug: loc.slug.clone(),
                    name: loc.name.clone(),
                    count,
                    lowest_half_day_price: lowest.map(rupees),
                    average_rating: (n > 0).then(|| average(sum, n)),
                    latitude: loc.latitude,
                    longitude: loc.longitude,
                    distance_km: loc.distance_km,
                }
            })
            .collect();

        let mut types: Vec<String> = rows
            .properties
            .iter()
            .map(|p| p.property_type.clone())
            .collect();
        types.sort();
        types.dedup();
        let prices = rows.properties.iter().map(|p| p.half_day_price_paise);
        let filters = SearchFilters {
            amenities: rows
                .amenities
                .iter()
                .map(|a| NamedSlug {
                    slug: a.slug.clone(),
                    name: a.name.clone(),
                })
                .collect(),
            property_types: types
                .iter()
                .map(|t| NamedSlug {
                    slug: t.clone(),
                    name: type_name(t),
                })
                .collect(),
            price_range: PriceRange {
                min: prices.clone().min().map(rupees).unwrap_or(0),
                max: prices.max().map(rupees).unwrap_or(0),
            },
        };
        Self {
            entries,
            locations: rows.locations,
            location_stats,
            filters,
        }
    }

    pub fn featured(&self, n: usize) -> Vec<PropertySummary> {
        let mut ranked: Vec<&Entry> = self
            .entries
            .iter()
            .filter(|e| e.summary.rating.count > 0 && e.summary.photo.is_some())
            .collect();
        ranked.sort_by(|a, b| {
            b.score
                .total_cmp(&a.score)
                .then(a.summary.id.cmp(&b.summary.id))
        });
        ranked
            .into_iter()
            .take(n)
            .map(|e| e.summary.clone())
            .collect()
    }

    pub fn location(&self, slug: &str) -> Option<LocationDetail> {
        let row = self.locations.iter().find(|l| l.slug == slug)?;
        let stat = self.location_stats.iter().find(|s| s.slug == slug)?.clone();
        Some(LocationDetail {
            stat,
            description: row.description.clone(),
            district: row.district.clone(),
        })
    }

    pub fn has_location(&self, slug: &str) -> bool {
        self.locations.iter().any(|l| l.slug == slug)
    }
}

pub fn review_view(r: ReviewRow) -> ReviewView {
    ReviewView::of(r)
}

pub fn property_detail(rows: PropertyPageRows) -> PropertyDetail {
    let p = rows.property;
    let times = SlotTimes {
        day_minute: p.day_slot_minute,
        night_minute: p.night_slot_minute,
    };
    let mut distribution: BTreeMap<String, i64> = (1..=5).map(|s| (s.to_string(), 0)).collect();
    for (stars, n) in rows.rating_counts {
        if let Some(v) = distribution.get_mut(&stars.to_string()) {
            *v = n;
        }
    }
    PropertyDetail {
        id: p.id.get(),
        slug: p.slug,
        title: p.title,
        location: rows.location.name,
        location_slug: rows.location.slug,
        description: p.description,
        property_type: p.property_type,
        images: rows.images.iter().map(|i| i.path.clone()).collect(),
        photos: rows.images.iter().map(photo).collect(),
        half_day_price: rupees(p.half_day_price_paise),
        full_day_price: p.full_day_price_paise.map(rupees),
        cleaning_fee: rupees(p.cleaning_fee_paise),
        security_deposit: rupees(p.security_deposit_paise),
        amenities: rows.amenities,
        bedrooms: p.bedrooms,
        bathrooms: p.bathrooms,
        max_guests: p.max_guests,
        latitude: p.latitude,
        longitude: p.longitude,
        address: p.address,
        distance_km: p.distance_km,
        owner_first_name: rows
            .owner_name
            .split_whitespace()
            .next()
            .unwrap_or("Host")
            .to_string(),
        rating: RatingDetail {
            average: average(p.rating_sum, p.rating_count),
            count: p.rating_count,
            distribution,
        },
        slots: SlotClock {
            day: times.label(crate::slots::SlotKind::Day),
            night: times.label(crate::slots::SlotKind::Night),
        },
        check_in_notes: p.check_in_notes,
        house_rules: p
            .house_rules
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(String::from)
            .collect(),
    }
}
