//! A booking's security deposit: the owner records one paid in cash, adds a claim's photos and
//! claims from it; the guest accepts or disputes the claim; both read the claim's photos. Core
//! runs every rule (`escapes_core::deposits`); someone else's booking is 404.

use axum::body::Bytes;
use axum::extract::{Multipart, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use escapes_core::deposits::views::ClaimPhoto;
use escapes_core::deposits::{CashDepositRequest, ClaimRequest, DepositView, GuestDisputeRequest};
use escapes_core::ids::BookingId;
use escapes_core::CoreError;

use super::bookings::optional_body;
use super::photos::read_form;
use crate::auth_extract::{AuthUser, OwnerUser};
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{Json, Path};
use crate::AppState;

#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct ClaimPhotoUpload {
    /// A JPEG, PNG or WebP photo, at most 15 MB and 40 megapixels.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
}

/// Records the booking's security deposit as paid in cash at check-in, with the receipt's number
/// or a note of who took it (the owner holds the cash; nothing goes to the platform's books).
/// From 12 hours before check-in until check-out, once, on a confirmed booking that asks one.
#[utoipa::path(post, path = "/api/v1/owner/bookings/{id}/deposit/cash", tag = "owner",
    params(("id" = i64, Path, description = "Booking id")),
    request_body = CashDepositRequest,
    responses((status = 200, body = Envelope<DepositView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "NO_DEPOSIT or DEPOSIT_CASH_CLOSED"),
        (status = 413, body = ErrorBody)))]
pub async fn record_cash(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<BookingId>,
    Json(request): Json<CashDepositRequest>,
) -> ApiResult<DepositView> {
    Ok(envelope::ok(
        app.deposits.record_cash(id, &who.user, &request).await?,
    ))
}

/// Adds a photo to the claim the owner is about to make (up to six; multipart field `file`, the
/// listing photos' limits). Only while they may claim: from check-out until 48 hours after, the
/// deposit held.
#[utoipa::path(post, path = "/api/v1/owner/bookings/{id}/deposit/photos", tag = "owner",
    params(("id" = i64, Path, description = "Booking id")),
    request_body(content = ClaimPhotoUpload, content_type = "multipart/form-data"),
    responses((status = 201, body = Envelope<ClaimPhoto>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "NO_DEPOSIT, DEPOSIT_CLAIM_CLOSED or TOO_MANY_PHOTOS"),
        (status = 413, body = ErrorBody, description = "PHOTO_TOO_LARGE"),
        (status = 422, body = ErrorBody, description = "PHOTO_UNSUPPORTED, PHOTO_UNREADABLE, PHOTO_TOO_MANY_PIXELS, PHOTO_TOO_DEEP, PHOTO_TOO_SMALL or PHOTO_BAD_SHAPE")))]
pub async fn add_photo(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<BookingId>,
    form: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<impl IntoResponse, ApiError> {
    let photo = app
        .deposits
        .add_photo(id, &who.user, &app.photos, read_form(form))
        .await?;
    Ok((StatusCode::CREATED, envelope::ok(photo)))
}

/// Claims from the booking's held deposit: an amount (whole rupees, at most the deposit) and a
/// reason, from check-out until 48 hours after; the photos added before go with it. The guest is
/// told and has 48 hours to accept or dispute (silence accepts).
#[utoipa::path(post, path = "/api/v1/owner/bookings/{id}/deposit/claim", tag = "owner",
    params(("id" = i64, Path, description = "Booking id")),
    request_body = ClaimRequest,
    responses((status = 200, body = Envelope<DepositView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "NO_DEPOSIT, DEPOSIT_ALREADY_CLAIMED or DEPOSIT_CLAIM_CLOSED"),
        (status = 413, body = ErrorBody)))]
pub async fn claim(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<BookingId>,
    Json(request): Json<ClaimRequest>,
) -> ApiResult<DepositView> {
    Ok(envelope::ok(
        app.deposits.claim(id, &who.user, &request).await?,
    ))
}

/// The guest accepts the owner's claim on their deposit (within 48 hours of it): the owner keeps
/// what they claimed, the rest is refunded (or handed back, for cash).
#[utoipa::path(post, path = "/api/v1/bookings/{id}/deposit/accept", tag = "bookings",
    params(("id" = i64, Path, description = "Booking id")),
    responses((status = 200, body = Envelope<DepositView>), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "NO_DEPOSIT or DEPOSIT_ANSWER_CLOSED")))]
pub async fn accept(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<BookingId>,
) -> ApiResult<DepositView> {
    Ok(envelope::ok(app.deposits.accept(id, &who.user).await?))
}

/// The guest disputes the owner's claim (within 48 hours of it) with a reason: staff decide it.
#[utoipa::path(post, path = "/api/v1/bookings/{id}/deposit/dispute", tag = "bookings",
    params(("id" = i64, Path, description = "Booking id")),
    request_body = GuestDisputeRequest,
    responses((status = 200, body = Envelope<DepositView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "NO_DEPOSIT or DEPOSIT_ANSWER_CLOSED"),
        (status = 413, body = ErrorBody)))]
pub async fn dispute(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<BookingId>,
    body: Bytes,
) -> ApiResult<DepositView> {
    let request: GuestDisputeRequest = optional_body(&body)?;
    Ok(envelope::ok(
        app.deposits.dispute(id, &who.user, &request).await?,
    ))
}

/// A claim photo's bytes (the schema only: the handler sends the file as uploaded).
#[derive(utoipa::ToSchema)]
#[schema(value_type = String, format = Binary)]
#[allow(dead_code)]
pub struct ClaimPhotoFile(Vec<u8>);

/// The kept file of a claim photo as an answer (never cached: it is the booking's parties' own).
pub(crate) async fn photo_answer(path: String, content_type: String) -> Result<Response, ApiError> {
    let bytes = tokio::fs::read(&path)
        .await
        .map_err(|_| ApiError::from(CoreError::NotFound(escapes_core::Missing::Photo)))?;
    Ok((
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "private, no-store".to_string()),
        ],
        bytes,
    )
        .into_response())
}

/// A photo of the claim on the booking's deposit, for its guest and its owner.
#[utoipa::path(get, path = "/api/v1/bookings/{id}/deposit/photos/{photoId}", tag = "bookings",
    params(("id" = i64, Path, description = "Booking id"), ("photoId" = i64, Path, description = "Photo id")),
    responses((status = 200, description = "The photo as uploaded",
            content((ClaimPhotoFile = "image/jpeg"), (ClaimPhotoFile = "image/png"), (ClaimPhotoFile = "image/webp"))),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn photo(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path((id, photo_id)): Path<(BookingId, i64)>,
) -> Result<Response, ApiError> {
    let (path, content_type) = app.deposits.photo(Some(&who.user), id, photo_id).await?;
    photo_answer(path, content_type).await
}
