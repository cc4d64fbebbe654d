//! Demo and synthetic data: `escapes seed --demo` builds a believable marketplace around
//! Hyderabad with no network (accounts with fixed phones, real localities, listings with
//! generated photos, reviews, owner blocks, bookings and conversations); `seed --synthetic N` adds
//! N more listings for load tests. Both are deterministic and add only what is missing.

mod bookings;
mod calendar;
mod canvas;
mod catalogue;
mod conversations;
mod copy;
mod images;
pub mod localities;
pub mod people;
mod reviews;
mod scene;
#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::path::Path;

use chrono::{DateTime, Utc};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

use catalogue::{demo_listing, synthetic_listing, Listing, AMENITIES, DEMO_LISTINGS};
use escapes_core::auth::role::Role;
use escapes_core::bulk::{
    self, CatalogueSeed, ImageSeed, LocationSeed, ReviewSeed, SeedCounts, UserSeed,
    PROPERTY_ID_PLACEHOLDER,
};
use escapes_core::{CoreError, Store};
use images::{stable_hash, ImageJob};
use scene::{Building, Scene, Subject};

/// What one run added (a second demo run adds nothing and reports zeros). `images` counts
/// picture rows, each with WebP and JPEG copies 480, 800 and 1200 px wide on disk.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct SeedReport {
    pub users: usize,
    pub locations: usize,
    pub properties: usize,
    pub images: usize,
    /// Picture rows seeded before pictures had copies, given them (their files written).
    pub images_given_copies: usize,
    pub reviews: usize,
    pub blocks: usize,
    pub bookings: usize,
    pub conversations: usize,
    pub messages: usize,
}

impl SeedReport {
    fn from_counts(c: SeedCounts) -> Self {
        Self {
            users: c.users,
            locations: c.locations,
            properties: c.properties,
            images: c.images,
            images_given_copies: c.images_given_copies,
            reviews: c.reviews,
            blocks: c.blocks,
            ..Self::default()
        }
    }

    fn add(self, o: Self) -> Self {
        Self {
            users: self.users + o.users,
            locations: self.locations + o.locations,
            properties: self.properties + o.properties,
            images: self.images + o.images,
            images_given_copies: self.images_given_copies + o.images_given_copies,
            reviews: self.reviews + o.reviews,
            blocks: self.blocks + o.blocks,
            bookings: self.bookings + o.bookings,
            conversations: self.conversations + o.conversations,
            messages: self.messages + o.messages,
        }
    }
}

const DAY: i64 = 86_400;

fn demo_users(now: i64) -> Vec<UserSeed> {
    let mut users = vec![UserSeed {
        phone: people::ADMIN.phone.to_string(),
        full_name: people::ADMIN.full_name.to_string(),
        email: Some(people::ADMIN.email.to_string()),
        role: Role::Admin,
        created_at: now - 420 * DAY,
    }];
    for (i, o) in people::OWNERS.iter().enumerate() {
        users.push(UserSeed {
            phone: o.phone.to_string(),
            full_name: o.full_name.to_string(),
            email: Some(o.email.to_string()),
            role: Role::Owner,
            created_at: now - (400 - 3 * i as i64) * DAY,
        });
    }
    for (i, g) in people::GUESTS.iter().enumerate() {
        users.push(UserSeed {
            phone: g.phone.to_string(),
            full_name: g.full_name.to_string(),
            email: Some(g.email.to_string()),
            role: Role::User,
            created_at: now - (380 - 17 * i as i64) * DAY,
        });
    }
    for (i, name) in people::REVIEWER_NAMES.iter().enumerate() {
        users.push(UserSeed {
            phone: people::reviewer_phone(i),
            full_name: name.to_string(),
            email: None,
            role: Role::User,
            created_at: now - (700 - 5 * i as i64) * DAY,
        });
    }
    users
}

fn demo_locations() -> Vec<LocationSeed> {
    localities::LOCALITIES
        .iter()
        .map(|l| LocationSeed {
            slug: l.slug(),
            name: l.name.to_string(),
            district: l.district.to_string(),
            description: l.description.to_string(),
            latitude: l.latitude,
            longitude: l.longitude,
            distance_km: escapes_core::geo::km_from_hyderabad(l.latitude, l.longitude),
        })
        .collect()
}

fn building_of(listing: &Listing) -> Building {
    Building::from_property_type(&listing.property.property_type)
}

fn has(listing: &Listing, amenity: &str) -> bool {
    listing.property.amenity_slugs.contains(&amenity)
}

struct DemoPlan {
    catalogue: CatalogueSeed,
    /// Each listing's reviews, written after stays the seed records with them.
    reviews: Vec<(String, ReviewSeed)>,
    /// Each listing's pictures by (slug, position).
    scenes: HashMap<(String, i32), Scene>,
}

fn demo_plan(now: DateTime<Utc>) -> DemoPlan {
    let ts = now.timestamp();
    let mut scenes = HashMap::new();
    let mut properties = Vec::with_capacity(DEMO_LISTINGS.len());
    let mut planned_reviews = Vec::new();
    for i in 0..DEMO_LISTINGS.len() {
        let mut listing = demo_listing(i, ts);
        let slug = listing.property.slug.clone();
        let planned = images::plan_scenes(
            &slug,
            building_of(&listing),
            has(&listing, "pool"),
            has(&listing, "bonfire"),
        );
        listing.property.images = images::property_image_rows(&planned, &listing.property.title);
        for (k, s) in planned.into_iter().enumerate() {
            scenes.insert((slug.clone(), k as i32 + 1), s);
        }
        let mut rng = StdRng::seed_from_u64(stable_hash(&[b"reviews", slug.as_bytes()]));
        let count = reviews::demo_review_count(&mut rng);
        planned_reviews.extend(
            reviews::reviews_for(&listing, count, ts, &mut rng)
                .into_iter()
                .map(|r| (slug.clone(), r)),
        );
        // A handful of listings have their calendar partly blocked by the owner.
        if stable_hash(&[b"blocks", slug.as_bytes()]).is_multiple_of(5) {
            let n = rng.random_range(1..=2);
            let p = &listing.property;
            listing.property.blocks =
                calendar::owner_blocks(now, p.day_slot_minute, p.night_slot_minute, n, &mut rng);
        }
        properties.push(listing.property);
    }
    DemoPlan {
        catalogue: CatalogueSeed {
            users: demo_users(ts),
            locations: demo_locations(),
            amenities: AMENITIES.to_vec(),
            properties,
        },
        reviews: planned_reviews,
        scenes,
    }
}

/// Idempotent: a second run changes nothing and reports zeros.
pub fn seed_demo(
    store: &Store,
    uploads_dir: &Path,
    now: DateTime<Utc>,
) -> Result<SeedReport, CoreError> {
    let plan = demo_plan(now);
    let counts = bulk::add_catalogue(store, &plan.catalogue)?;
    // After the listings, in one transaction: the bookings hold slots around the owners' blocks.
    let planned_bookings = bookings::plan(&plan.catalogue.properties);
    let planned_conversations = conversations::plan(&plan.catalogue.properties);
    let (reviewed, booked, (talks, messages)) = bulk::write(store, now, |batch| {
        // The reviewed stays are months old: recorded first, their bookings come first by id too.
        Ok((
            reviews::apply(batch, &plan.reviews)?,
            bookings::apply(batch, &planned_bookings, now)?,
            conversations::apply(batch, &planned_conversations, now)?,
        ))
    })?;
    let started = std::time::Instant::now();
    let files = demo_pictures(store, uploads_dir, &plan)?;
    let report = SeedReport {
        bookings: booked + reviewed,
        reviews: reviewed,
        conversations: talks,
        messages,
        ..SeedReport::from_counts(counts)
    };
    tracing::info!(
        ?report,
        files,
        elapsed_ms = started.elapsed().as_millis() as u64,
        "demo data seeded"
    );
    Ok(report)
}

/// Puts back any missing file of the demo pictures whose rows are the plan's (never a listing's
/// own uploads); how many files were written.
fn demo_pictures(store: &Store, uploads_dir: &Path, plan: &DemoPlan) -> Result<usize, CoreError> {
    let slugs: Vec<String> = plan
        .catalogue
        .properties
        .iter()
        .map(|p| p.slug.clone())
        .collect();
    let stored = bulk::images_of_properties(store, &slugs)?;
    let jobs: Vec<ImageJob> = stored
        .iter()
        .filter_map(|img| {
            let scene = *plan
                .scenes
                .get(&(img.property_slug.clone(), img.position))?;
            let id = img.property_id.to_string();
            let planned = plan
                .catalogue
                .properties
                .iter()
                .find(|p| p.slug == img.property_slug)?
                .images
                .iter()
                .find(|i| i.position == img.position)?;
            let same = |planned: &str, stored: &str| {
                planned.replace(PROPERTY_ID_PLACEHOLDER, &id) == stored
            };
            if !same(&planned.path, &img.path) || !same(&planned.thumb_path, &img.thumb_path) {
                return None;
            }
            ImageJob::for_row(scene, uploads_dir, planned, &id)
        })
        .collect();
    images::write_missing(&jobs)
}

/// The three shared pictures a synthetic listing shows: its pool (or house) first.
fn synthetic_images(listing: &Listing, pool: &[Scene], rng: &mut StdRng) -> Vec<ImageSeed> {
    let lead = if has(listing, "pool") {
        Subject::Pool
    } else {
        Subject::House
    };
    let mut picks: Vec<usize> = Vec::with_capacity(3);
    let firsts: Vec<usize> = (0..pool.len())
        .filter(|k| pool[*k].subject == lead)
        .collect();
    picks.push(*firsts.choose(rng).unwrap_or(&0));
    let others: Vec<usize> = (0..pool.len())
        .filter(|k| {
            let s = pool[*k].subject;
            s != lead
                && (s != Subject::Pool || has(listing, "pool"))
                && (s != Subject::Bonfire || has(listing, "bonfire"))
        })
        .collect();
    while picks.len() < 3 {
        let k = *others.choose(rng).unwrap_or(&1);
        if !picks.contains(&k) {
            picks.push(k);
        }
    }
    picks
        .into_iter()
        .enumerate()
        .map(|(i, k)| {
            images::picture_row(
                i as i32 + 1,
                pool[k].alt(&listing.property.title),
                &images::pool_stem(k),
            )
        })
        .collect()
}

/// Adds `n` more published properties (for load tests), spread over the demo localities and owners; requires the demo data first (seeds it if missing). Images: reuse a fixed pool of generated pictures (do not generate n×3 new files).
pub fn seed_synthetic(
    store: &Store,
    uploads_dir: &Path,
    n: usize,
    now: DateTime<Utc>,
) -> Result<SeedReport, CoreError> {
    let demo = seed_demo(store, uploads_dir, now)?;
    if n == 0 {
        return Ok(demo);
    }
    let pool = images::pool_scenes();
    let jobs: Vec<ImageJob> = pool
        .iter()
        .enumerate()
        .filter_map(|(k, scene)| {
            let row = images::picture_row(0, String::new(), &images::pool_stem(k));
            ImageJob::for_row(*scene, uploads_dir, &row, "")
        })
        .collect();
    images::write_missing(&jobs)?;

    let started = std::time::Instant::now();
    let ts = now.timestamp();
    // Numbers above every id so far keep slugs apart from earlier synthetic runs.
    let mut first = bulk::max_property_id(store)? + 1;
    let mut attempts = 0;
    let listings = loop {
        attempts += 1;
        if attempts > 10 {
            return Err(CoreError::Internal(anyhow::anyhow!(
                "no free numbers for synthetic listings"
            )));
        }
        let batch: Vec<Listing> = (0..n as i64)
            .map(|i| synthetic_listing(first + i, ts))
            .collect();
        let slugs: Vec<String> = batch.iter().map(|l| l.property.slug.clone()).collect();
        let taken = bulk::existing_property_slugs(store, &slugs)?;
        if taken.is_empty() {
            break batch;
        }
        first += n as i64;
    };
    let properties = listings
        .into_iter()
        .map(|mut listing| {
            let mut rng = StdRng::seed_from_u64(stable_hash(&[
                b"synthetic-extras",
                listing.property.slug.as_bytes(),
            ]));
            listing.property.images = synthetic_images(&listing, &pool, &mut rng);
            let count = rng.random_range(0..=6);
            listing.property.reviews = reviews::reviews_for(&listing, count, ts, &mut rng);
            if rng.random_ratio(1, 10) {
                let p = &listing.property;
                let k = rng.random_range(1..=2);
                listing.property.blocks = calendar::owner_blocks(
                    now,
                    p.day_slot_minute,
                    p.night_slot_minute,
                    k,
                    &mut rng,
                );
            }
            listing.property
        })
        .collect();
    let seed = CatalogueSeed {
        users: Vec::new(),
        locations: Vec::new(),
        amenities: Vec::new(),
        properties,
    };
    let counts = bulk::add_catalogue(store, &seed)?;
    let report = SeedReport::from_counts(counts);
    tracing::info!(
        ?report,
        elapsed_ms = started.elapsed().as_millis() as u64,
        "synthetic listings seeded"
    );
    Ok(demo.add(report))
}
