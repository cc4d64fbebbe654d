//! Catalogue queries: the snapshot the search runs over, one property's page, reviews, holds.

use diesel::prelude::*;

use crate::kinds::listing::ListingStatus;

use super::models::*;
use super::schema::*;
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::{PropertyId, UserId};

/// Everything the in-memory catalogue is built from (published properties only).
pub struct CatalogueRows {
    pub locations: Vec<LocationRow>,
    pub properties: Vec<PropertyRow>,
    /// Each listing's cover photo (the first ready one), by property.
    pub images: Vec<PropertyImageRow>,
    pub amenities: Vec<AmenityRow>,
    pub property_amenities: Vec<(PropertyId, i64)>,
}

pub fn load_catalogue(conn: &mut DbConnection) -> Result<CatalogueRows, CoreError> {
    let locations = locations::table
        .order(locations::name.asc())
        .select(LocationRow::as_select())
        .load(conn)?;
    let properties = properties::table
        .filter(properties::status.eq(ListingStatus::Published))
        .order(properties::id.asc())
        .select(PropertyRow::as_select())
        .load(conn)?;
    // Only each listing's cover is shown in search, so only covers are read in full: the
    // other photos' rows (with their copies' JSON) would double the rebuild's transient memory.
    let order: Vec<(PropertyId, i64)> = property_images::table
        .filter(property_images::status.eq("ready"))
        .order((
            property_images::property_id.asc(),
            property_images::position.asc(),
            property_images::id.asc(),
        ))
        .select((property_images::property_id, property_images::id))
        .load(conn)?;
    let mut covers: Vec<i64> = Vec::with_capacity(properties.len());
    for (i, (property, id)) in order.iter().enumerate() {
        if i == 0 || order[i - 1].0 != *property {
            covers.push(*id);
        }
    }
    let mut images = Vec::with_capacity(covers.len());
    // In chunks: SQLite caps the bound parameters of one statement.
    for chunk in covers.chunks(10_000) {
        images.extend(
            property_images::table
                .filter(property_images::id.eq_any(chunk))
                .select(PropertyImageRow::as_select())
                .load::<PropertyImageRow>(conn)?,
        );
    }
    images.sort_by_key(|i| i.property_id);
    let amenities = amenities::table
        .order(amenities::name.asc())
        .select(AmenityRow::as_select())
        .load(conn)?;
    let property_amenities = property_amenities::table
        .select((
            property_amenities::property_id,
            property_amenities::amenity_id,
        ))
        .load(conn)?;
    Ok(CatalogueRows {
        locations,
        properties,
        images,
        amenities,
        property_amenities,
    })
}

/// Holds of any property that overlap `[start, end)`.
pub fn holds_in_window(
    conn: &mut DbConnection,
    start: i64,
    end: i64,
) -> Result<Vec<(i64, i64, i64)>, CoreError> {
    Ok(held_intervals::table
        .filter(held_intervals::starts_at.lt(end))
        .filter(held_intervals::ends_at.gt(start))
        .select((
            held_intervals::property_id,
            held_intervals::starts_at,
            held_intervals::ends_at,
        ))
        .load(conn)?)
}

/// Holds of one property that overlap `[start, end)`.
pub fn holds_of_property(
    conn: &mut DbConnection,
    property_id: PropertyId,
    start: i64,
    end: i64,
) -> Result<Vec<(i64, i64)>, CoreError> {
    Ok(held_intervals::table
        .filter(held_intervals::property_id.eq(property_id))
        .filter(held_intervals::starts_at.lt(end))
        .filter(held_intervals::ends_at.gt(start))
        .select((held_intervals::starts_at, held_intervals::ends_at))
        .load(conn)?)
}

pub struct PropertyPageRows {
    pub property: PropertyRow,
    pub location: LocationRow,
    pub owner_name: String,
    pub images: Vec<PropertyImageRow>,
    pub amenities: Vec<String>,
    /// (rating, count)
    pub rating_counts: Vec<(i32, i64)>,
}

/// Which property page to read.
pub enum PageOf<'a> {
    /// A published property by slug, or by numeric id when the key is all digits.
    Published(&'a str),
    /// One of this owner's listings in any status (the owner's preview).
    Owned(UserId, PropertyId),
}

pub fn property_page(
    conn: &mut DbConnection,
    of: PageOf<'_>,
) -> Result<Option<PropertyPageRows>, CoreError> {
    let mut query = properties::table
        .inner_join(locations::table)
        .inner_join(users::table)
        .select((
            PropertyRow::as_select(),
            LocationRow::as_select(),
            users::full_name,
        ))
        .into_boxed();
    query = match of {
        PageOf::Published(key) => {
            let query = query.filter(properties::status.eq(ListingStatus::Published));
            match key.parse::<i64>() {
                Ok(id) => query.filter(properties::id.eq(id)),
                Err(_) => query.filter(properties::slug.eq(key.to_string())),
            }
        }
        PageOf::Owned(owner, id) => query
            .filter(properties::owner_id.eq(owner))
            .filter(properties::id.eq(id)),
    };
    let Some((property, location, owner_name)) = query.first(conn).optional()? else {
        return Ok(None);
    };
    let images = property_images::table
        .filter(property_images::property_id.eq(property.id))
        .filter(property_images::status.eq("ready"))
        .order(property_images::position.asc())
        .select(PropertyImageRow::as_select())
        .load(conn)?;
    let amenities = property_amenities::table
        .inner_join(amenities::table)
        .filter(property_amenities::property_id.eq(property.id))
        .order(amenities::name.asc())
        .select(amenities::name)
        .load(conn)?;
    let rating_counts = reviews::table
        .filter(reviews::property_id.eq(property.id))
        .filter(reviews::hidden_at.is_null())
        .group_by(reviews::rating)
        .select((reviews::rating, diesel::dsl::count_star()))
        .load(conn)?;
    Ok(Some(PropertyPageRows {
        property,
        location,
        owner_name,
        images,
        amenities,
        rating_counts,
    }))
}

/// A published property by slug or numeric id, for availability, quotes and reviews.
pub fn published_property(
    conn: &mut DbConnection,
    key: &str,
) -> Result<Option<PropertyRow>, CoreError> {
    let query = properties::table
        .filter(properties::status.eq(ListingStatus::Published))
        .select(PropertyRow::as_select())
        .into_boxed();
    let query = match key.parse::<i64>() {
        Ok(id) => query.filter(properties::id.eq(id)),
        Err(_) => query.filter(properties::slug.eq(key.to_string())),
    };
    Ok(query.first(conn).optional()?)
}

/// Newest first.
pub fn reviews_page(
    conn: &mut DbConnection,
    property_id: PropertyId,
    offset: i64,
    limit: i64,
) -> Result<(Vec<ReviewRow>, i64), CoreError> {
    // A review an admin hid leaves the page (and the property's sums: store::moderation).
    let rows = reviews::table
        .filter(reviews::property_id.eq(property_id))
        .filter(reviews::hidden_at.is_null())
        .order((reviews::created_at.desc(), reviews::id.desc()))
        .offset(offset)
        .limit(limit)
        .select(ReviewRow::as_select())
        .load(conn)?;
    let total = reviews::table
        .filter(reviews::property_id.eq(property_id))
        .filter(reviews::hidden_at.is_null())
        .count()
        .get_result(conn)?;
    Ok((rows, total))
}

/// Changes whenever a listing, its photos' owner row or its reviews change: published count,
/// newest edit, review count and newest review.
pub fn catalogue_version(conn: &mut DbConnection) -> Result<(i64, i64, i64, i64), CoreError> {
    use diesel::dsl::{count_star, max};
    let (n, edited): (i64, Option<i64>) = properties::table
        .filter(properties::status.eq(ListingStatus::Published))
        .select((count_star(), max(properties::updated_at)))
        .first(conn)?;
    let (reviews, newest): (i64, Option<i64>) = reviews::table
        .select((count_star(), max(reviews::id)))
        .first(conn)?;
    Ok((n, edited.unwrap_or(0), reviews, newest.unwrap_or(0)))
}
