//! A processed photo's copies, as `property_images.variants` stores them (JSON) and the views
//! show them.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::text_enum::text_enum;

text_enum! {
    /// The encoding of a photo's copy: pages offer WebP first, JPEG as the fallback.
    #[derive(Serialize, Deserialize)]
    #[serde(rename_all = "lowercase")]
    pub enum PhotoFormat("photo format") {
        Webp = "webp",
        Jpeg = "jpeg",
    }
}

/// One resized copy of a photo.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PhotoCopy {
    pub url: String,
    pub width: i32,
    pub height: i32,
    /// "webp" or "jpeg".
    #[schema(value_type = String)]
    pub format: PhotoFormat,
}
