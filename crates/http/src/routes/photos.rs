//! A listing's photos: upload one per request (multipart field `file`, optional `alt`), reorder,
//! caption, remove. Core runs the upload (`Listings::upload_photo`: the checks that need only the
//! bytes' header before anything is stored, then the row); resizing runs in the photo queue.

use axum::extract::{DefaultBodyLimit, Multipart, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use escapes_core::ids::{PhotoId, PropertyId};
use escapes_core::listings::photos::{PhotoAlt, PhotoForm, PhotoOrder};
use escapes_core::listings::views::ListingPhoto;
use escapes_core::listings::By;
use escapes_core::refusal;
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
        refusal!("err-h-photo-too-large"),
    )
}

fn unreadable() -> ApiError {
    ApiError::from(CoreError::field(
        "file",
        refusal!("err-h-upload-unreadable"),
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
    let photo = app
        .listings
        .upload_photo(by, id, &app.photos, read_form(form))
        .await?;
    Ok((StatusCode::CREATED, envelope::ok(photo)))
}

/// The upload's fields, read once core lets the upload in.
pub(crate) async fn read_form(
    form: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<PhotoForm, ApiError> {
    // Not multipart at all (no boundary, another content type): the same field message as a
    // body that breaks off, not the extractor's plain-text answer.
    let mut form = form.map_err(|_| unreadable())?;
    let mut read = PhotoForm::default();
    while let Some(field) = form.next_field().await.map_err(multipart_error)? {
        match field.name() {
            Some("file") => {
                read.file = Some(Vec::from(field.bytes().await.map_err(multipart_error)?))
            }
            Some("alt") => read.alt = Some(field.text().await.map_err(multipart_error)?),
            _ => {}
        }
    }
    if read
        .file
        .as_ref()
        .is_some_and(|f| f.len() > escapes_media::MAX_PHOTO_BYTES)
    {
        return Err(too_large());
    }
    Ok(read)
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
    app.listings
        .delete_photo(by, id, photo_id, &app.photos)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}
