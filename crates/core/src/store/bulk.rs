//! Inserts for the demo and synthetic seeders: one transaction that adds what is missing, keyed by
//! phone (users) and slug (localities, amenities, properties), in batches so thousands of rows
//! take one statement per few hundred rows on both databases.

use std::collections::{HashMap, HashSet};

use diesel::prelude::*;

use crate::error::CoreError;
use crate::ids::{BookingId, LocationId, PropertyId, UserId};
use crate::kinds::listing::ListingStatus;
use crate::kinds::photo::PhotoCopy;
use crate::kinds::role::Role;
use crate::store::models::listing_columns;
use crate::store::schema::{
    amenities, held_intervals, locations, properties, property_amenities, property_images, reviews,
    users,
};
use crate::store::{write_transaction, DbConnection};

/// Stands for the new property's id in image paths, which are only known after the insert.
pub const PROPERTY_ID_PLACEHOLDER: &str = "{property_id}";

/// The status of a picture whose copies are all on disk.
const IMAGE_READY: &str = "ready";
/// `variants` of a row that has no list of copies (pages then show `path` and `thumb_path`).
const NO_COPIES: &str = "[]";

/// Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bind parameters.
const MAX_BINDS: usize = 15_000;

#[derive(Debug, Clone)]
pub struct UserSeed {
    pub phone: String,
    pub full_name: String,
    pub email: Option<String>,
    pub role: Role,
    pub created_at: i64,
}

#[derive(Debug, Clone)]
pub struct LocationSeed {
    pub slug: String,
    pub name: String,
    pub district: String,
    pub description: String,
    pub latitude: f64,
    pub longitude: f64,
    pub distance_km: f64,
}

#[derive(Debug, Clone)]
pub struct AmenitySeed {
    pub slug: &'static str,
    pub name: &'static str,
}

#[derive(Debug, Clone)]
pub struct ImageSeed {
    pub position: i32,
    pub alt: String,
    /// May contain [`PROPERTY_ID_PLACEHOLDER`].
    pub path: String,
    pub width: i32,
    pub height: i32,
    pub thumb_path: String,
    pub thumb_width: i32,
    pub thumb_height: i32,
    /// Every resized copy, smallest first and WebP before JPEG at equal width (the row's
    /// `variants`); urls may contain [`PROPERTY_ID_PLACEHOLDER`]. Empty: pages show `path` and
    /// `thumb_path` only.
    pub copies: Vec<PhotoCopy>,
}

#[derive(Debug, Clone)]
pub struct ReviewSeed {
    /// A demo guest's phone when the reviewer has an account.
    pub user_phone: Option<String>,
    pub user_name: String,
    pub rating: i32,
    pub comment: String,
    pub created_at: i64,
}

#[derive(Debug, Clone)]
pub struct BlockSeed {
    pub starts_at: i64,
    pub ends_at: i64,
    pub note: String,
    pub created_at: i64,
}

listing_columns! {
    #[derive(Debug, Clone)]
    pub struct PropertySeed {
        pub slug: String,
        pub owner_phone: String,
        pub location_slug: String,
    } then {
        pub created_at: i64,
        pub amenity_slugs: Vec<&'static str>,
        pub images: Vec<ImageSeed>,
        pub reviews: Vec<ReviewSeed>,
        pub blocks: Vec<BlockSeed>,
    }
}

/// Everything one seeding run wants to exist.
#[derive(Debug, Clone, Default)]
pub struct CatalogueSeed {
    pub users: Vec<UserSeed>,
    pub locations: Vec<LocationSeed>,
    pub amenities: Vec<AmenitySeed>,
    pub properties: Vec<PropertySeed>,
}

/// Rows actually inserted by one run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SeedCounts {
    pub users: usize,
    pub locations: usize,
    pub amenities: usize,
    pub properties: usize,
    pub images: usize,
    /// Image rows already there without copies (seeded before they existed) given the seed's.
    pub images_given_copies: usize,
    pub reviews: usize,
    pub blocks: usize,
}

/// An image row of a seeded property, so the seeder can put its files on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredImage {
    pub property_id: i64,
    pub property_slug: String,
    pub position: i32,
    pub path: String,
    pub thumb_path: String,
    pub status: String,
    /// The row's `variants`; empty for a row without a list of copies (or an unreadable one).
    pub copies: Vec<PhotoCopy>,
}

#[derive(Insertable)]
#[diesel(table_name = users, treat_none_as_default_value = false)]
struct UserInsert<'a> {
    full_name: &'a str,
    username: Option<&'a str>,
    email: Option<&'a str>,
    phone: Option<&'a str>,
    role: Role,
    created_at: i64,
}

#[derive(Insertable)]
#[diesel(table_name = locations)]
struct LocationInsert<'a> {
    slug: &'a str,
    name: &'a str,
    district: &'a str,
    description: &'a str,
    latitude: f64,
    longitude: f64,
    distance_km: f64,
}

#[derive(Insertable)]
#[diesel(table_name = amenities)]
struct AmenityInsert<'a> {
    slug: &'a str,
    name: &'a str,
}

/// The property row with its rating totals, so they agree with the reviews inserted beside it.
#[derive(Insertable)]
#[diesel(table_name = properties, treat_none_as_default_value = false)]
struct PropertyInsert<'a> {
    slug: &'a str,
    owner_id: UserId,
    location_id: LocationId,
    title: &'a str,
    description: &'a str,
    property_type: &'a str,
    address: &'a str,
    latitude: f64,
    longitude: f64,
    distance_km: f64,
    half_day_price_paise: i64,
    full_day_price_paise: Option<i64>,
    cleaning_fee_paise: i64,
    bedrooms: i32,
    bathrooms: i32,
    max_guests: i32,
    day_slot_minute: i32,
    night_slot_minute: i32,
    house_rules: &'a str,
    check_in_notes: &'a str,
    status: ListingStatus,
    rating_count: i64,
    rating_sum: i64,
    created_at: i64,
    updated_at: i64,
}

#[derive(Insertable)]
#[diesel(table_name = property_amenities)]
struct PropertyAmenityInsert {
    property_id: PropertyId,
    amenity_id: i64,
}

#[derive(Insertable)]
#[diesel(table_name = property_images)]
struct ImageInsert {
    property_id: PropertyId,
    position: i32,
    alt: String,
    path: String,
    width: i32,
    height: i32,
    thumb_path: String,
    thumb_width: i32,
    thumb_height: i32,
    status: &'static str,
    variants: String,
}

const IMAGE_COLUMNS: usize = 11;

#[derive(Insertable)]
#[diesel(table_name = reviews, treat_none_as_default_value = false)]
struct ReviewInsert<'a> {
    property_id: PropertyId,
    user_id: Option<UserId>,
    user_name: &'a str,
    rating: i32,
    comment: &'a str,
    created_at: i64,
}

#[derive(Insertable)]
#[diesel(table_name = held_intervals, treat_none_as_default_value = false)]
struct BlockInsert<'a> {
    property_id: PropertyId,
    starts_at: i64,
    ends_at: i64,
    kind: &'a str,
    booking_id: Option<BookingId>,
    note: Option<&'a str>,
    created_at: i64,
}

fn chunk_rows(columns: usize) -> usize {
    (MAX_BINDS / columns).max(1)
}

/// Inserts what `seed` names and is missing, in one transaction. Existing rows are left as they
/// are (a demo phone that signed up as a plain user is only promoted to the seeded role), except
/// that an image row without copies gets the seed's when its paths are the seed's (a data
/// directory seeded before pictures had copies).
pub fn apply(conn: &mut DbConnection, seed: &CatalogueSeed) -> Result<SeedCounts, CoreError> {
    write_transaction(conn, |c| {
        let mut counts = SeedCounts::default();
        let (user_ids, n) = ensure_users(c, &seed.users)?;
        counts.users = n;
        let (location_ids, n) = ensure_locations(c, &seed.locations)?;
        counts.locations = n;
        let (amenity_ids, n) = ensure_amenities(c, &seed.amenities)?;
        counts.amenities = n;
        let refs = Refs {
            users: user_ids,
            locations: location_ids,
            amenities: amenity_ids,
        };
        let existing = insert_properties(c, &seed.properties, refs, &mut counts)?;
        counts.images_given_copies = give_copies(c, &seed.properties, &existing)?;
        Ok(counts)
    })
}

struct Refs {
    users: HashMap<String, UserId>,
    locations: HashMap<String, LocationId>,
    amenities: HashMap<String, i64>,
}

impl Refs {
    /// Ids of phones the run did not list itself (a synthetic run reuses the demo accounts).
    fn resolve_users(&mut self, conn: &mut DbConnection, phones: &[&str]) -> QueryResult<()> {
        let missing: Vec<String> = phones
            .iter()
            .filter(|p| !self.users.contains_key(**p))
            .map(|p| p.to_string())
            .collect::<HashSet<_>>()
            .into_iter()
            .collect();
        for chunk in missing.chunks(chunk_rows(1)) {
            let rows: Vec<(UserId, Option<String>)> = users::table
                .filter(users::phone.eq_any(chunk))
                .select((users::id, users::phone))
                .load(conn)?;
            self.users
                .extend(rows.into_iter().filter_map(|(id, p)| Some((p?, id))));
        }
        Ok(())
    }

    fn resolve_locations(&mut self, conn: &mut DbConnection, slugs: &[&str]) -> QueryResult<()> {
        let missing: Vec<String> = slugs
            .iter()
            .filter(|s| !self.locations.contains_key(**s))
            .map(|s| s.to_string())
            .collect::<HashSet<_>>()
            .into_iter()
            .collect();
        if !missing.is_empty() {
            let rows: Vec<(LocationId, String)> = locations::table
                .filter(locations::slug.eq_any(&missing))
                .select((locations::id, locations::slug))
                .load(conn)?;
            self.locations
                .extend(rows.into_iter().map(|(id, s)| (s, id)));
        }
        Ok(())
    }

    fn resolve_amenities(&mut self, conn: &mut DbConnection) -> QueryResult<()> {
        let rows: Vec<(i64, String)> = amenities::table
            .select((amenities::id, amenities::slug))
            .load(conn)?;
        for (id, slug) in rows {
            self.amenities.entry(slug).or_insert(id);
        }
        Ok(())
    }
}

fn ensure_users(
    conn: &mut DbConnection,
    wanted: &[UserSeed],
) -> Result<(HashMap<String, UserId>, usize), CoreError> {
    if wanted.is_empty() {
        return Ok((HashMap::new(), 0));
    }
    let phones: Vec<&str> = wanted.iter().map(|u| u.phone.as_str()).collect();
    let existing: Vec<(i64, Option<String>, Role)> = users::table
        .filter(users::phone.eq_any(&phones))
        .select((users::id, users::phone, users::role))
        .load(conn)?;
    let by_phone: HashMap<String, (i64, Role)> = existing
        .into_iter()
        .filter_map(|(id, phone, role)| Some((phone?, (id, role))))
        .collect();

    // Someone who signed up with a demo owner's phone before seeding becomes that owner.
    for u in wanted {
        if let Some((id, role)) = by_phone.get(&u.phone) {
            if *role == Role::User && u.role != Role::User {
                diesel::update(users::table.find(*id))
                    .set(users::role.eq(u.role))
                    .execute(conn)?;
            }
        }
    }

    let missing: Vec<&UserSeed> = wanted
        .iter()
        .filter(|u| !by_phone.contains_key(&u.phone))
        .collect();
    let emails: Vec<&str> = missing.iter().filter_map(|u| u.email.as_deref()).collect();
    let taken: HashSet<String> = if emails.is_empty() {
        HashSet::new()
    } else {
        users::table
            .filter(users::email.eq_any(&emails))
            .select(users::email)
            .load::<Option<String>>(conn)?
            .into_iter()
            .flatten()
            .collect()
    };
    let rows: Vec<UserInsert<'_>> = missing
        .iter()
        .map(|u| UserInsert {
            full_name: &u.full_name,
            username: None,
            // An e-mail already used by another account is left off rather than failing the run.
            email: u.email.as_deref().filter(|e| !taken.contains(*e)),
            phone: Some(&u.phone),
            role: u.role,
            created_at: u.created_at,
        })
        .collect();
    for chunk in rows.chunks(chunk_rows(6)) {
        insert_rows!(conn, users::table, chunk)?;
    }

    let ids: HashMap<String, UserId> = users::table
        .filter(users::phone.eq_any(&phones))
        .select((users::id, users::phone))
        .load::<(UserId, Option<String>)>(conn)?
        .into_iter()
        .filter_map(|(id, p)| Some((p?, id)))
        .collect();
    Ok((ids, rows.len()))
}

fn ensure_locations(
    conn: &mut DbConnection,
    wanted: &[LocationSeed],
) -> Result<(HashMap<String, LocationId>, usize), CoreError> {
    if wanted.is_empty() {
        return Ok((HashMap::new(), 0));
    }
    let slugs: Vec<&str> = wanted.iter().map(|l| l.slug.as_str()).collect();
    let existing: HashSet<String> = locations::table
        .filter(locations::slug.eq_any(&slugs))
        .select(locations::slug)
        .load::<String>(conn)?
        .into_iter()
        .collect();
    let rows: Vec<LocationInsert<'_>> = wanted
        .iter()
        .filter(|l| !existing.contains(&l.slug))
        .map(|l| LocationInsert {
            slug: &l.slug,
            name: &l.name,
            district: &l.district,
            description: &l.description,
            latitude: l.latitude,
            longitude: l.longitude,
            distance_km: l.distance_km,
        })
        .collect();
    if !rows.is_empty() {
        insert_rows!(conn, locations::table, &rows)?;
    }
    let ids = locations::table
        .filter(locations::slug.eq_any(&slugs))
        .select((locations::slug, locations::id))
        .load::<(String, LocationId)>(conn)?
        .into_iter()
        .collect();
    Ok((ids, rows.len()))
}

fn ensure_amenities(
    conn: &mut DbConnection,
    wanted: &[AmenitySeed],
) -> Result<(HashMap<String, i64>, usize), CoreError> {
    let existing: HashSet<String> = amenities::table
        .select(amenities::slug)
        .load::<String>(conn)?
        .into_iter()
        .collect();
    let rows: Vec<AmenityInsert<'_>> = wanted
        .iter()
        .filter(|a| !existing.contains(a.slug))
        .map(|a| AmenityInsert {
            slug: a.slug,
            name: a.name,
        })
        .collect();
    if !rows.is_empty() {
        insert_rows!(conn, amenities::table, &rows)?;
    }
    let ids = amenities::table
        .select((amenities::slug, amenities::id))
        .load::<(String, i64)>(conn)?
        .into_iter()
        .collect();
    Ok((ids, rows.len()))
}

/// Which of `slugs` already name a property.
pub fn existing_property_slugs(
    conn: &mut DbConnection,
    slugs: &[String],
) -> Result<HashSet<String>, CoreError> {
    let mut found = HashSet::new();
    for chunk in slugs.chunks(chunk_rows(1)) {
        let rows: Vec<String> = properties::table
            .filter(properties::slug.eq_any(chunk))
            .select(properties::slug)
            .load(conn)?;
        found.extend(rows);
    }
    Ok(found)
}

/// The largest property id so far (0 for an empty catalogue).
pub fn max_property_id(conn: &mut DbConnection) -> Result<i64, CoreError> {
    let max: Option<i64> = properties::table
        .select(diesel::dsl::max(properties::id))
        .first(conn)?;
    Ok(max.unwrap_or(0))
}

/// Inserts the properties of `wanted` that do not exist yet; the slugs that already did.
fn insert_properties(
    conn: &mut DbConnection,
    wanted: &[PropertySeed],
    mut refs: Refs,
    counts: &mut SeedCounts,
) -> Result<HashSet<String>, CoreError> {
    if wanted.is_empty() {
        return Ok(HashSet::new());
    }
    let slugs: Vec<String> = wanted.iter().map(|p| p.slug.clone()).collect();
    let existing = existing_property_slugs(conn, &slugs)?;
    let mut seen = HashSet::new();
    let new: Vec<&PropertySeed> = wanted
        .iter()
        .filter(|p| !existing.contains(&p.slug) && seen.insert(p.slug.as_str()))
        .collect();
    if new.is_empty() {
        return Ok(existing);
    }

    let phones: Vec<&str> = new
        .iter()
        .flat_map(|p| {
            std::iter::once(p.owner_phone.as_str())
                .chain(p.reviews.iter().filter_map(|r| r.user_phone.as_deref()))
        })
        .collect();
    refs.resolve_users(conn, &phones)?;
    let location_slugs: Vec<&str> = new.iter().map(|p| p.location_slug.as_str()).collect();
    refs.resolve_locations(conn, &location_slugs)?;
    refs.resolve_amenities(conn)?;

    let mut rows = Vec::with_capacity(new.len());
    for p in &new {
        let owner_id = *refs.users.get(&p.owner_phone).ok_or_else(|| {
            CoreError::Internal(anyhow::anyhow!(
                "seed owner {} does not exist",
                p.owner_phone
            ))
        })?;
        let location_id = *refs.locations.get(&p.location_slug).ok_or_else(|| {
            CoreError::Internal(anyhow::anyhow!(
                "seed locality {} does not exist",
                p.location_slug
            ))
        })?;
        rows.push(PropertyInsert {
            slug: &p.slug,
            owner_id,
            location_id,
            title: &p.title,
            description: &p.description,
            property_type: &p.property_type,
            address: &p.address,
            latitude: p.latitude,
            longitude: p.longitude,
            distance_km: p.distance_km,
            half_day_price_paise: p.half_day_price_paise,
            full_day_price_paise: p.full_day_price_paise,
            cleaning_fee_paise: p.cleaning_fee_paise,
            bedrooms: p.bedrooms,
            bathrooms: p.bathrooms,
            max_guests: p.max_guests,
            day_slot_minute: p.day_slot_minute,
            night_slot_minute: p.night_slot_minute,
            house_rules: &p.house_rules,
            check_in_notes: &p.check_in_notes,
            status: ListingStatus::Published,
            rating_count: p.reviews.len() as i64,
            rating_sum: p.reviews.iter().map(|r| i64::from(r.rating)).sum(),
            created_at: p.created_at,
            updated_at: p.created_at,
        });
    }

    let mut ids: HashMap<String, PropertyId> = HashMap::with_capacity(new.len());
    for chunk in rows.chunks(chunk_rows(25)) {
        insert_rows!(conn, properties::table, chunk)?;
        let chunk_slugs: Vec<&str> = chunk.iter().map(|r| r.slug).collect();
        let inserted: Vec<(String, PropertyId)> = properties::table
            .filter(properties::slug.eq_any(&chunk_slugs))
            .select((properties::slug, properties::id))
            .load(conn)?;
        ids.extend(inserted);
    }
    counts.properties = new.len();

    let mut links = Vec::new();
    let mut images = Vec::new();
    let mut review_rows = Vec::new();
    let mut block_rows = Vec::new();
    for p in &new {
        let property_id = ids[&p.slug];
        let id_text = property_id.to_string();
        let mut amenity_seen = HashSet::new();
        for slug in &p.amenity_slugs {
            let amenity_id = *refs.amenities.get(*slug).ok_or_else(|| {
                CoreError::Internal(anyhow::anyhow!("seed amenity {slug} does not exist"))
            })?;
            if amenity_seen.insert(amenity_id) {
                links.push(PropertyAmenityInsert {
                    property_id,
                    amenity_id,
                });
            }
        }
        for img in &p.images {
            images.push(ImageInsert {
                property_id,
                position: img.position,
                alt: img.alt.clone(),
                path: img.path.replace(PROPERTY_ID_PLACEHOLDER, &id_text),
                width: img.width,
                height: img.height,
                thumb_path: img.thumb_path.replace(PROPERTY_ID_PLACEHOLDER, &id_text),
                thumb_width: img.thumb_width,
                thumb_height: img.thumb_height,
                status: IMAGE_READY,
                variants: copies_json(&img.copies, &id_text)?,
            });
        }
        for r in &p.reviews {
            review_rows.push(ReviewInsert {
                property_id,
                user_id: r
                    .user_phone
                    .as_ref()
                    .and_then(|ph| refs.users.get(ph).copied()),
                user_name: &r.user_name,
                rating: r.rating,
                comment: &r.comment,
                created_at: r.created_at,
            });
        }
        for b in &p.blocks {
            block_rows.push(BlockInsert {
                property_id,
                starts_at: b.starts_at,
                ends_at: b.ends_at,
                kind: "block",
                booking_id: None,
                note: Some(&b.note),
                created_at: b.created_at,
            });
        }
    }
    for chunk in links.chunks(chunk_rows(2)) {
        insert_rows!(conn, property_amenities::table, chunk)?;
    }
    for chunk in images.chunks(chunk_rows(IMAGE_COLUMNS)) {
        insert_rows!(conn, property_images::table, chunk)?;
    }
    for chunk in review_rows.chunks(chunk_rows(6)) {
        insert_rows!(conn, reviews::table, chunk)?;
    }
    for chunk in block_rows.chunks(chunk_rows(7)) {
        insert_rows!(conn, held_intervals::table, chunk)?;
    }
    counts.images = images.len();
    counts.reviews = review_rows.len();
    counts.blocks = block_rows.len();
    Ok(existing)
}

/// The `variants` text of a seeded picture of property `id_text`.
fn copies_json(copies: &[PhotoCopy], id_text: &str) -> Result<String, CoreError> {
    let copies: Vec<PhotoCopy> = copies
        .iter()
        .map(|c| PhotoCopy {
            url: c.url.replace(PROPERTY_ID_PLACEHOLDER, id_text),
            ..c.clone()
        })
        .collect();
    serde_json::to_string(&copies).map_err(|e| CoreError::Internal(e.into()))
}

/// Gives the image rows of the properties in `existing` that have no copies the seed's, where
/// the row's paths are the ones the seed names at its position (a listing's own uploads are left
/// alone); how many rows changed. Reads only, when every row has its copies.
fn give_copies(
    conn: &mut DbConnection,
    wanted: &[PropertySeed],
    existing: &HashSet<String>,
) -> Result<usize, CoreError> {
    let with_copies: Vec<&PropertySeed> = wanted
        .iter()
        .filter(|p| existing.contains(&p.slug) && p.images.iter().any(|i| !i.copies.is_empty()))
        .collect();
    let mut changed = 0;
    for chunk in with_copies.chunks(chunk_rows(1)) {
        let slugs: Vec<&str> = chunk.iter().map(|p| p.slug.as_str()).collect();
        let bare: Vec<(i64, PropertyId, String, i32, String, String)> = property_images::table
            .inner_join(properties::table)
            .filter(properties::slug.eq_any(&slugs))
            .filter(property_images::variants.eq(NO_COPIES))
            .filter(property_images::status.eq(IMAGE_READY))
            .select((
                property_images::id,
                properties::id,
                properties::slug,
                property_images::position,
                property_images::path,
                property_images::thumb_path,
            ))
            .load(conn)?;
        for (image_id, property_id, slug, position, path, thumb_path) in bare {
            let id_text = property_id.to_string();
            let planned = chunk
                .iter()
                .find(|p| p.slug == slug)
                .and_then(|p| p.images.iter().find(|i| i.position == position));
            let Some(img) = planned else { continue };
            let same = |planned: &str, stored: &str| {
                planned.replace(PROPERTY_ID_PLACEHOLDER, &id_text) == stored
            };
            if img.copies.is_empty()
                || !same(&img.path, &path)
                || !same(&img.thumb_path, &thumb_path)
            {
                continue;
            }
            changed += diesel::update(property_images::table.find(image_id))
                .filter(property_images::variants.eq(NO_COPIES))
                .set(property_images::variants.eq(copies_json(&img.copies, &id_text)?))
                .execute(conn)?;
        }
    }
    Ok(changed)
}

/// The image rows of the properties with these slugs, whoever inserted them.
pub fn images_of_properties(
    conn: &mut DbConnection,
    slugs: &[String],
) -> Result<Vec<StoredImage>, CoreError> {
    let mut out = Vec::new();
    for chunk in slugs.chunks(chunk_rows(1)) {
        type Row = (i64, String, i32, String, String, String, String);
        let rows: Vec<Row> = property_images::table
            .inner_join(properties::table)
            .filter(properties::slug.eq_any(chunk))
            .select((
                properties::id,
                properties::slug,
                property_images::position,
                property_images::path,
                property_images::thumb_path,
                property_images::status,
                property_images::variants,
            ))
            .order((properties::id, property_images::position))
            .load(conn)?;
        out.extend(rows.into_iter().map(
            |(property_id, property_slug, position, path, thumb_path, status, variants)| {
                StoredImage {
                    property_id,
                    property_slug,
                    position,
                    path,
                    thumb_path,
                    status,
                    copies: serde_json::from_str(&variants).unwrap_or_default(),
                }
            },
        ));
    }
    Ok(out)
}

/// How much of the catalogue exists, for the CLI's summary after seeding.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CatalogueTotals {
    pub users: i64,
    pub locations: i64,
    pub published_properties: i64,
    pub images: i64,
    pub reviews: i64,
    pub blocks: i64,
}

pub fn totals(conn: &mut DbConnection) -> Result<CatalogueTotals, CoreError> {
    Ok(CatalogueTotals {
        users: users::table.count().get_result(conn)?,
        locations: locations::table.count().get_result(conn)?,
        published_properties: properties::table
            .filter(properties::status.eq(ListingStatus::Published))
            .count()
            .get_result(conn)?,
        images: property_images::table.count().get_result(conn)?,
        reviews: reviews::table.count().get_result(conn)?,
        blocks: held_intervals::table
            .filter(held_intervals::kind.eq("block"))
            .count()
            .get_result(conn)?,
    })
}
