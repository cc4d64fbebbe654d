//! Listing pictures (`property_images`).

use diesel::prelude::*;

use crate::ids::PropertyId;
use crate::store::schema::property_images;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = property_images)]
pub struct PropertyImageRow {
    pub id: i64,
    pub property_id: PropertyId,
    pub position: i32,
    pub alt: String,
    pub path: String,
    pub width: i32,
    pub height: i32,
    pub thumb_path: String,
    pub thumb_width: i32,
    pub thumb_height: i32,
    /// processing, ready or failed (uploads are resized off the request path).
    pub status: String,
    /// JSON list of [`crate::listings::photos`] copies: `[{"url", "width", "height", "format"}]`.
    pub variants: String,
    /// Where the upload is kept, outside the served directory (never served).
    pub original_path: Option<String>,
    /// The original's size, counted against its owner's storage quota.
    pub original_bytes: i64,
}
