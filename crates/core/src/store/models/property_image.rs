//! Listing pictures (`property_images`).

use diesel::prelude::*;

use crate::ids::{PhotoId, PropertyId};
use crate::kinds::photo::{PhotoCopy, PhotoFormat};
use crate::store::schema::property_images;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = property_images)]
pub struct PropertyImageRow {
    pub id: PhotoId,
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
    /// JSON list of [`PhotoCopy`]s: `[{"url", "width", "height", "format"}]`.
    pub variants: String,
    /// Where the upload is kept, outside the served directory (never served).
    pub original_path: Option<String>,
    /// The original's size, counted against its owner's storage quota.
    pub original_bytes: i64,
}

impl PropertyImageRow {
    /// The copies of a photo, smallest first: the stored list for uploads, or the two sizes the
    /// demo pictures were made in.
    pub fn copies(&self) -> Vec<PhotoCopy> {
        let stored: Vec<PhotoCopy> = serde_json::from_str(&self.variants).unwrap_or_default();
        if !stored.is_empty() || self.status != "ready" {
            return stored;
        }
        vec![
            PhotoCopy {
                url: self.thumb_path.clone(),
                width: self.thumb_width,
                height: self.thumb_height,
                format: PhotoFormat::Jpeg,
            },
            PhotoCopy {
                url: self.path.clone(),
                width: self.width,
                height: self.height,
                format: PhotoFormat::Jpeg,
            },
        ]
    }
}
