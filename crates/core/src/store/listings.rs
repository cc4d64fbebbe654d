//! Owners' listings: creating a draft, saving edits under a version, status changes, and what
//! hangs off a listing (amenities, price rules, photos, calendar feed and imports).

use diesel::prelude::*;

use super::models::*;
use super::schema::*;
use super::text::{contains_pattern, lower};
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::{LocationId, PhotoId, PropertyId, UserId};
use crate::kinds::listing::{Actor, ListingStatus, PriceRuleKind};

listing_columns! {
    /// A new draft's row.
    #[derive(Debug, Clone, Insertable)]
    #[diesel(table_name = properties)]
    pub struct NewProperty {
        pub slug: String,
        pub owner_id: UserId,
        pub location_id: LocationId,
    } then {
        pub status: ListingStatus,
        pub turnover_minutes: i32,
        pub proposed_locality: Option<String>,
        pub security_deposit_paise: i64,
        pub created_at: i64,
        pub updated_at: i64,
    }
}

/// The columns an edit may change; `None` leaves one as it is.
#[derive(Debug, Clone, Default, AsChangeset)]
#[diesel(table_name = properties)]
pub struct PropertyChanges {
    pub location_id: Option<LocationId>,
    pub title: Option<String>,
    pub description: Option<String>,
    pub property_type: Option<String>,
    pub address: Option<String>,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    pub distance_km: Option<f64>,
    pub half_day_price_paise: Option<i64>,
    pub full_day_price_paise: Option<Option<i64>>,
    pub cleaning_fee_paise: Option<i64>,
    pub bedrooms: Option<i32>,
    pub bathrooms: Option<i32>,
    pub max_guests: Option<i32>,
    pub day_slot_minute: Option<i32>,
    pub night_slot_minute: Option<i32>,
    pub house_rules: Option<String>,
    pub check_in_notes: Option<String>,
    pub turnover_minutes: Option<i32>,
    pub proposed_locality: Option<Option<String>>,
    pub security_deposit_paise: Option<i64>,
}

pub fn insert(conn: &mut DbConnection, row: &NewProperty) -> Result<PropertyId, CoreError> {
    Ok(diesel::insert_into(properties::table)
        .values(row)
        .returning(properties::id)
        .get_result(conn)?)
}

pub fn slug_taken(conn: &mut DbConnection, slug: &str) -> Result<bool, CoreError> {
    Ok(diesel::select(diesel::dsl::exists(
        properties::table.filter(properties::slug.eq(slug)),
    ))
    .get_result(conn)?)
}

pub fn property(conn: &mut DbConnection, id: PropertyId) -> Result<Option<PropertyRow>, CoreError> {
    super::bookings::property(conn, id)
}

/// A property by numeric id or slug, any status (support's CLI looks up either).
pub fn property_by_key(
    conn: &mut DbConnection,
    key: &str,
) -> Result<Option<PropertyRow>, CoreError> {
    let q = properties::table
        .select(PropertyRow::as_select())
        .into_boxed();
    let q = match key.parse::<i64>() {
        Ok(id) => q.filter(properties::id.eq(PropertyId::new(id))),
        Err(_) => q.filter(properties::slug.eq(key)),
    };
    Ok(q.first(conn).optional()?)
}

pub fn localities(conn: &mut DbConnection) -> Result<Vec<LocationRow>, CoreError> {
    Ok(locations::table
        .select(LocationRow::as_select())
        .order(locations::id)
        .load(conn)?)
}

pub fn locality(conn: &mut DbConnection, id: LocationId) -> Result<LocationRow, CoreError> {
    Ok(locations::table
        .find(id)
        .select(LocationRow::as_select())
        .first(conn)?)
}

pub fn amenities(conn: &mut DbConnection) -> Result<Vec<AmenityRow>, CoreError> {
    Ok(amenities::table
        .select(AmenityRow::as_select())
        .order(amenities::slug)
        .load(conn)?)
}

pub fn amenity_slugs(conn: &mut DbConnection, id: PropertyId) -> Result<Vec<String>, CoreError> {
    Ok(property_amenities::table
        .inner_join(amenities::table)
        .filter(property_amenities::property_id.eq(id))
        .order(amenities::slug)
        .select(amenities::slug)
        .load(conn)?)
}

pub fn set_amenities(
    conn: &mut DbConnection,
    id: PropertyId,
    amenity_ids: &[i64],
) -> Result<(), CoreError> {
    diesel::delete(property_amenities::table.filter(property_amenities::property_id.eq(id)))
        .execute(conn)?;
    for a in amenity_ids {
        diesel::insert_into(property_amenities::table)
            .values((
                property_amenities::property_id.eq(id),
                property_amenities::amenity_id.eq(a),
            ))
            .execute(conn)?;
    }
    Ok(())
}

pub fn price_rules(
    conn: &mut DbConnection,
    id: PropertyId,
) -> Result<Vec<PriceRuleRow>, CoreError> {
    Ok(price_rules::table
        .filter(price_rules::property_id.eq(id))
        .order((price_rules::starts_on.asc(), price_rules::id.asc()))
        .select(PriceRuleRow::as_select())
        .load(conn)?)
}

/// A price rule to store (the id is the database's).
#[derive(Debug, Clone)]
pub struct NewPriceRule {
    pub kind: PriceRuleKind,
    pub label: String,
    pub starts_on: Option<String>,
    pub ends_on: Option<String>,
    pub half_day_price_paise: Option<i64>,
    pub full_day_price_paise: Option<i64>,
    pub percent: Option<i32>,
}

/// Replaces the rules of `kind` with `rules`.
pub fn replace_price_rules(
    conn: &mut DbConnection,
    id: PropertyId,
    kind: PriceRuleKind,
    rules: &[NewPriceRule],
) -> Result<(), CoreError> {
    diesel::delete(
        price_rules::table
            .filter(price_rules::property_id.eq(id))
            .filter(price_rules::kind.eq(kind)),
    )
    .execute(conn)?;
    for r in rules {
        diesel::insert_into(price_rules::table)
            .values((
                price_rules::property_id.eq(id),
                price_rules::kind.eq(r.kind),
                price_rules::label.eq(&r.label),
                price_rules::starts_on.eq(&r.starts_on),
                price_rules::ends_on.eq(&r.ends_on),
                price_rules::half_day_price_paise.eq(r.half_day_price_paise),
                price_rules::full_day_price_paise.eq(r.full_day_price_paise),
                price_rules::percent.eq(r.percent),
            ))
            .execute(conn)?;
    }
    Ok(())
}

pub fn images(conn: &mut DbConnection, id: PropertyId) -> Result<Vec<PropertyImageRow>, CoreError> {
    Ok(property_images::table
        .filter(property_images::property_id.eq(id))
        .order(property_images::position)
        .select(PropertyImageRow::as_select())
        .load(conn)?)
}

/// Saves `changes` if the listing is still at `version`, bumping it; false when someone saved
/// first (or the listing is gone).
pub fn update_if_version(
    conn: &mut DbConnection,
    id: PropertyId,
    version: i64,
    changes: &PropertyChanges,
    now: i64,
) -> Result<bool, CoreError> {
    let target = properties::table
        .filter(properties::id.eq(id))
        .filter(properties::version.eq(version));
    let n = diesel::update(target)
        .set((
            changes,
            properties::version.eq(version + 1),
            properties::updated_at.eq(now),
        ))
        .execute(conn)?;
    Ok(n == 1)
}

/// Moves a listing to `status` if it is still in `from` (two admins approving at once: one wins).
pub fn set_status(
    conn: &mut DbConnection,
    id: PropertyId,
    from: ListingStatus,
    status: ListingStatus,
    reason: Option<&str>,
    unlisted_by: Option<Actor>,
    now: i64,
) -> Result<bool, CoreError> {
    let n = diesel::update(
        properties::table
            .filter(properties::id.eq(id))
            .filter(properties::status.eq(from)),
    )
    .set((
        properties::status.eq(status),
        properties::status_reason.eq(reason),
        properties::unlisted_by.eq(unlisted_by),
        properties::updated_at.eq(now),
    ))
    .execute(conn)?;
    Ok(n == 1)
}

/// What lists of listings are narrowed to.
#[derive(Debug, Clone, Default)]
pub struct ListingFilter {
    pub owner_id: Option<UserId>,
    /// The owner's phone, +91 form.
    pub owner_phone: Option<String>,
    pub status: Option<ListingStatus>,
    /// Part of the title, the slug or the locality's name, any case.
    pub text: Option<String>,
}

/// A listing with what its summary line shows: locality name, photo count, first photo, owner
/// phone.
pub type SummaryRow = (PropertyRow, String, i64, Option<String>, Option<String>);

pub fn summaries(
    conn: &mut DbConnection,
    filter: &ListingFilter,
) -> Result<Vec<SummaryRow>, CoreError> {
    let mut q = properties::table
        .inner_join(locations::table)
        .inner_join(users::table)
        .select((PropertyRow::as_select(), locations::name, users::phone))
        .order((properties::title.asc(), properties::id.asc()))
        .into_boxed();
    if let Some(owner) = filter.owner_id {
        q = q.filter(properties::owner_id.eq(owner));
    }
    if let Some(status) = filter.status {
        q = q.filter(properties::status.eq(status));
    }
    if let Some(phone) = &filter.owner_phone {
        q = q.filter(users::phone.eq(phone.clone()));
    }
    if let Some(text) = &filter.text {
        let pattern = contains_pattern(text);
        q = q.filter(
            lower(properties::title)
                .like(pattern.clone())
                .escape('\\')
                .or(lower(properties::slug).like(pattern.clone()).escape('\\'))
                .or(lower(locations::name).like(pattern).escape('\\')),
        );
    }
    let rows: Vec<(PropertyRow, String, Option<String>)> = q.load(conn)?;
    let ids: Vec<PropertyId> = rows.iter().map(|r| r.0.id).collect();
    let mut photos: Vec<(PropertyId, i32, String)> = Vec::new();
    for chunk in ids.chunks(500) {
        photos.extend(
            property_images::table
                .filter(property_images::property_id.eq_any(chunk))
                .select((
                    property_images::property_id,
                    property_images::position,
                    property_images::thumb_path,
                ))
                .load::<(PropertyId, i32, String)>(conn)?,
        );
    }
    Ok(rows
        .into_iter()
        .map(|(p, locality, phone)| {
            let mine = photos.iter().filter(|(id, _, _)| *id == p.id);
            let count = mine.clone().count() as i64;
            let cover = mine
                .min_by_key(|(_, position, _)| *position)
                .map(|(_, _, path)| path.clone());
            (p, locality, count, cover, phone)
        })
        .collect())
}

pub fn feed_token(conn: &mut DbConnection, id: PropertyId) -> Result<Option<String>, CoreError> {
    Ok(calendar_feeds::table
        .find(id)
        .select(calendar_feeds::token)
        .first(conn)
        .optional()?)
}

pub fn imports(
    conn: &mut DbConnection,
    id: PropertyId,
) -> Result<Vec<CalendarImportRow>, CoreError> {
    Ok(calendar_imports::table
        .filter(calendar_imports::property_id.eq(id))
        .order(calendar_imports::id)
        .select(CalendarImportRow::as_select())
        .load(conn)?)
}

pub fn image(
    conn: &mut DbConnection,
    photo_id: PhotoId,
) -> Result<Option<PropertyImageRow>, CoreError> {
    Ok(property_images::table
        .find(photo_id)
        .select(PropertyImageRow::as_select())
        .first(conn)
        .optional()?)
}

/// A new photo row, processing, after the listing's last.
/// Makes this transaction the only one adding listings or photos for `owner` until it ends
/// (PostgreSQL; SQLite's writers already take turns), so counts and sums read before an insert
/// (the draft limit, a listing's photo count and next position, the storage quota) are still
/// true when it commits.
pub fn lock_owner(conn: &mut DbConnection, owner: UserId) -> Result<(), CoreError> {
    if let DbConnection::Postgresql(c) = conn {
        diesel::sql_query("SELECT id FROM users WHERE id = $1 FOR UPDATE")
            .bind::<diesel::sql_types::BigInt, _>(owner)
            .execute(c)?;
    }
    Ok(())
}

/// How many of `owner`'s listings are in one of `statuses`.
pub fn count_owned(
    conn: &mut DbConnection,
    owner: UserId,
    statuses: &[ListingStatus],
) -> Result<i64, CoreError> {
    Ok(properties::table
        .filter(properties::owner_id.eq(owner))
        .filter(properties::status.eq_any(statuses.to_vec()))
        .count()
        .get_result(conn)?)
}

/// The bytes of every original kept for `owner`'s listings.
pub fn owner_photo_bytes(conn: &mut DbConnection, owner: UserId) -> Result<i64, CoreError> {
    // Summed here: SUM's SQL type differs between the two databases (NUMERIC on PostgreSQL),
    // and an owner has at most a few hundred photos.
    let sizes: Vec<i64> = property_images::table
        .inner_join(properties::table)
        .filter(properties::owner_id.eq(owner))
        .select(property_images::original_bytes)
        .load(conn)?;
    Ok(sizes.iter().sum())
}

pub fn insert_photo(
    conn: &mut DbConnection,
    id: PropertyId,
    alt: &str,
    original_path: &str,
    original_bytes: i64,
    width: i32,
    height: i32,
) -> Result<PropertyImageRow, CoreError> {
    let last: Option<i32> = property_images::table
        .filter(property_images::property_id.eq(id))
        .select(diesel::dsl::max(property_images::position))
        .first(conn)?;
    let photo_id: PhotoId = diesel::insert_into(property_images::table)
        .values((
            property_images::property_id.eq(id),
            property_images::position.eq(last.map_or(0, |p| p + 1)),
            property_images::alt.eq(alt),
            property_images::path.eq(""),
            property_images::width.eq(width),
            property_images::height.eq(height),
            property_images::thumb_path.eq(""),
            property_images::thumb_width.eq(0),
            property_images::thumb_height.eq(0),
            property_images::status.eq("processing"),
            property_images::original_path.eq(Some(original_path)),
            property_images::original_bytes.eq(original_bytes),
        ))
        .returning(property_images::id)
        .get_result(conn)?;
    image(conn, photo_id)?.ok_or(CoreError::NotFound(crate::Missing::Photo))
}

pub fn photo_ready(
    conn: &mut DbConnection,
    photo_id: PhotoId,
    large: &crate::kinds::photo::PhotoCopy,
    small: &crate::kinds::photo::PhotoCopy,
    variants: &str,
) -> Result<(), CoreError> {
    diesel::update(property_images::table.find(photo_id))
        .set((
            property_images::status.eq("ready"),
            property_images::path.eq(&large.url),
            property_images::width.eq(large.width),
            property_images::height.eq(large.height),
            property_images::thumb_path.eq(&small.url),
            property_images::thumb_width.eq(small.width),
            property_images::thumb_height.eq(small.height),
            property_images::variants.eq(variants),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn photo_failed(conn: &mut DbConnection, photo_id: PhotoId) -> Result<(), CoreError> {
    diesel::update(property_images::table.find(photo_id))
        .set(property_images::status.eq("failed"))
        .execute(conn)?;
    Ok(())
}

/// Photos waiting for their copies: (photo, listing, original file), oldest first.
pub fn pending_photos(
    conn: &mut DbConnection,
) -> Result<Vec<(PhotoId, PropertyId, String)>, CoreError> {
    let rows: Vec<(PhotoId, PropertyId, Option<String>)> = property_images::table
        .filter(property_images::status.eq("processing"))
        .order(property_images::id)
        .select((
            property_images::id,
            property_images::property_id,
            property_images::original_path,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter_map(|(photo, property, original)| original.map(|o| (photo, property, o)))
        .collect())
}

pub fn delete_photo(conn: &mut DbConnection, photo_id: PhotoId) -> Result<(), CoreError> {
    diesel::delete(property_images::table.find(photo_id)).execute(conn)?;
    Ok(())
}

pub fn set_photo_alt(
    conn: &mut DbConnection,
    photo_id: PhotoId,
    alt: &str,
) -> Result<(), CoreError> {
    diesel::update(property_images::table.find(photo_id))
        .set(property_images::alt.eq(alt))
        .execute(conn)?;
    Ok(())
}

/// Positions 0.. in the order of `ids` (moved out of the way first: positions are unique).
pub fn reorder_photos(
    conn: &mut DbConnection,
    id: PropertyId,
    ids: &[i64],
) -> Result<(), CoreError> {
    let scope = property_images::table.filter(property_images::property_id.eq(id));
    for (i, photo_id) in ids.iter().enumerate() {
        diesel::update(scope.filter(property_images::id.eq(photo_id)))
            .set(property_images::position.eq(-(i as i32) - 1))
            .execute(conn)?;
    }
    for (i, photo_id) in ids.iter().enumerate() {
        diesel::update(scope.filter(property_images::id.eq(photo_id)))
            .set(property_images::position.eq(i as i32))
            .execute(conn)?;
    }
    Ok(())
}

/// Marks the listing edited (the catalogue's version check sees it) without a new version.
pub fn touch(conn: &mut DbConnection, id: PropertyId, now: i64) -> Result<(), CoreError> {
    diesel::update(properties::table.find(id))
        .set(properties::updated_at.eq(now))
        .execute(conn)?;
    Ok(())
}
