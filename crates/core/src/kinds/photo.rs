//! A processed photo's copies, as `property_images.variants` stores them (JSON) and the views
//! show them.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One resized copy of a photo.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PhotoCopy {
    pub url: String,
    pub width: i32,
    pub height: i32,
    /// "webp" or "jpeg".
    pub format: String,
}
