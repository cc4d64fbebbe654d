//! A listing's photos: upload one per request (multipart field `file`, optional `alt`), reorder,
//! caption, remove. The checks that need only the bytes' header run here before anything is
//! stored; resizing runs in the photo queue.

use axum::extract::{DefaultBodyLimit, Multipart, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use escapes_core::ids::{PhotoId, PropertyId};
use escapes_core::listings::photos::{PendingPhoto, PhotoAlt, PhotoOrder};
use escapes_core::listings::views::ListingPhoto;
use escapes_core::listings::By;
use escapes_core::CoreError;

use crate::auth_extract::OwnerUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{Json, Path};
use crate::AppState;

/// The largest upload body: a 15 MB photo and the form around it.
pub const MAX_UPLOAD_BODY: usize = escapes_media::MAX_PHOTO_BYTES + 256 * 1024;

pub fn body_limit() -> DefaultBodyLimit {
    DefaultBodyLimit::max(MAX_UPLOAD_BODY)
}

#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct PhotoUpload {
    /// A JPEG, PNG or WebP photo, at most 15 MB and 40 megapixels.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
    /// What the photo shows (at most 200 characters); defaults to the title and its number.
    alt: Option<String>,
}

fn too_large() -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        "PHOTO_TOO_LARGE",
        "This photo is larger than 15 MB. Please upload a smaller one.",
    )
}

fn unreadable() -> ApiError {
    ApiError::from(CoreError::field(
        "file",
        "The upload could not be read. Send the photo as multipart/form-data in the field file.",
    ))
}

fn multipart_error(e: axum::extract::multipart::MultipartError) -> ApiError {
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        too_large()
    } else {
        unreadable()
    }
}

/// Adds a photo: 201 with it `processing`; its copies follow within seconds (the listing's
/// photos show `ready`, or `failed`).
#[utoipa::path(post, path = "/api/v1/owner/properties/{id}/photos", tag = "owner",
    params(("id" = i64, Path, description = "Property id")),
    request_body(content = PhotoUpload, content_type = "multipart/form-data"),
    responses((status = 201, body = Envelope<ListingPhoto>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "TOO_MANY_PHOTOS or PHOTO_STORAGE_FULL (the owner's originals may take 2 GB)"),
        (status = 413, body = ErrorBody, description = "PHOTO_TOO_LARGE"),
        (status = 422, body = ErrorBody, description = "PHOTO_UNSUPPORTED, PHOTO_UNREADABLE, PHOTO_TOO_MANY_PIXELS, PHOTO_TOO_DEEP, PHOTO_TOO_SMALL or PHOTO_BAD_SHAPE")))]
pub async fn upload(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<PropertyId>,
    form: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<impl IntoResponse, ApiError> {
    let by = By::Owner(who.user.id);
    // Someone else's listing is refused before the body is read.
    app.listings.may_add_photo(by, id).await?;
    // Not multipart at all (no boundary, another content type): the same field message as a
    // body that breaks off, not the extractor's plain-text answer.
    let mut form = form.map_err(|_| unreadable())?;
    let (mut file, mut alt) = (None, None);
    while let Some(field) = form.next_field().await.map_err(multipart_error)? {
        match field.name() {
            Some("file") => file = Some(field.bytes().await.map_err(multipart_error)?),
            Some("alt") => alt = Some(field.text().await.map_err(multipart_error)?),
            _ => {}
        }
    }
    let bytes = file.ok_or_else(|| CoreError::field("file", "Choose a photo to upload"))?;
    if bytes.len() > escapes_media::MAX_PHOTO_BYTES {
        return Err(too_large());
    }
    let bytes_for_check = bytes.clone();
    let inspected = tokio::task::spawn_blocking(move || escapes_media::inspect(&bytes_for_check))
        .await
        .map_err(|e| CoreError::Internal(e.into()))??;
    let extension = match inspected.format {
        escapes_media::SourceFormat::Jpeg => "jpg",
        escapes_media::SourceFormat::Png => "png",
        escapes_media::SourceFormat::WebP => "webp",
    };
    let size = bytes.len() as u64;
    let original = app.photos.keep_original(id, bytes, extension).await?;
    let added = app
        .listings
        .add_photo(
            by,
            id,
            alt.as_deref(),
            &original,
            size,
            inspected.width,
            inspected.height,
        )
        .await;
    let photo = match added {
        Ok(p) => p,
        Err(e) => {
            app.photos.discard(&original).await;
            return Err(e.into());
        }
    };
    app.photos.enqueue(PendingPhoto {
        photo_id: PhotoId::new(photo.id),
        property_id: id,
        original_path: original,
    });
    Ok((StatusCode::CREATED, envelope::ok(photo)))
}

/// Puts the listing's photos in a new order (every photo id once; the first is the cover).
#[utoipa::path(put, path = "/api/v1/owner/properties/{id}/photos/order", tag = "owner",
    params(("id" = i64, Path, description = "Property id")), request_body = PhotoOrder,
    responses((status = 200, body = Envelope<Vec<ListingPhoto>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn reorder(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<PropertyId>,
    Json(order): Json<PhotoOrder>,
) -> ApiResult<Vec<ListingPhoto>> {
    let by = By::Owner(who.user.id);
    Ok(envelope::ok(
        app.listings.reorder_photos(by, id, order).await?,
    ))
}

/// Changes a photo's alt text.
#[utoipa::path(put, path = "/api/v1/owner/properties/{id}/photos/{photoId}", tag = "owner",
    params(("id" = i64, Path, description = "Property id"), ("photoId" = i64, Path, description = "Photo id")),
    request_body = PhotoAlt,
    responses((status = 200, body = Envelope<ListingPhoto>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn set_alt(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path((id, photo_id)): Path<(PropertyId, PhotoId)>,
    Json(alt): Json<PhotoAlt>,
) -> ApiResult<ListingPhoto> {
    let by = By::Owner(who.user.id);
    Ok(envelope::ok(
        app.listings.set_photo_alt(by, id, photo_id, alt).await?,
    ))
}

/// Removes a photo and its files. A listing on the site keeps at least one (409 LAST_PHOTO).
#[utoipa::path(delete, path = "/api/v1/owner/properties/{id}/photos/{photoId}", tag = "owner",
    params(("id" = i64, Path, description = "Property id"), ("photoId" = i64, Path, description = "Photo id")),
    responses((status = 204, description = "Removed"), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "LAST_PHOTO")))]
pub async fn delete(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path((id, photo_id)): Path<(PropertyId, PhotoId)>,
) -> Result<StatusCode, ApiError> {
    let by = By::Owner(who.user.id);
    let removed = app.listings.delete_photo(by, id, photo_id).await?;
    app.photos
        .remove_files(&removed.public_urls, removed.original_path.as_deref())
        .await;
    Ok(StatusCode::NO_CONTENT)
}
