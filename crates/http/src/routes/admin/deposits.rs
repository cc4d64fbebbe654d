//! The console's deposit claims: the queue (disputed claims wait for a decision), one claim with
//! its photos, and staff's decision (full, part or none, with a reason; audited).

use axum::body::Bytes;
use axum::extract::State;
use axum::response::Response;
use escapes_core::audit::Staff;
use escapes_core::deposits::{DecisionRequest, DepositClaimRow};
use escapes_core::ids::BookingId;

use super::list::{listed, text_filter, Listed};
use super::ListParams;
use crate::auth_extract::AdminUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{Path, Query};
use crate::routes::bookings::optional_body;
use crate::routes::deposits::{photo_answer, ClaimPhotoFile};
use crate::AppState;

/// Claims on security deposits, oldest claim first by default. Filter: `status` (claimed,
/// disputed, accepted, decided; the queue of decisions waiting is `disputed`). Sorts: id
/// (the booking's), claimedAt, claimAmountPaise.
#[utoipa::path(get, path = "/api/v1/admin/deposit-claims", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<DepositClaimRow>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn deposit_claims(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Listed<DepositClaimRow> {
    let req = params.request()?;
    let f = params.filter()?;
    let status = text_filter(&f, "status")?;
    let start = req.start;
    let page = app.deposits.queue(req, status.as_deref()).await?;
    Ok(listed("deposit-claims", start, page))
}

/// One claim (by its booking's id), with its photos.
#[utoipa::path(get, path = "/api/v1/admin/deposit-claims/{id}", tag = "admin",
    params(("id" = i64, Path, description = "Booking id")),
    responses((status = 200, body = Envelope<DepositClaimRow>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn deposit_claim(
    State(app): State<AppState>,
    _admin: AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<DepositClaimRow> {
    Ok(envelope::ok(
        app.deposits.claim_row(BookingId::new(id)).await?,
    ))
}

/// Decides a disputed claim: `full` (the owner keeps what they claimed), `part` (they keep
/// `keptPaise` of it) or `none` (all of the deposit goes back), with a required reason. The kept
/// part goes to the owner's balance at once, the rest is refunded (or handed back, for cash);
/// audited, and both sides told. 409 `DEPOSIT_NOT_DISPUTED` for any other claim.
#[utoipa::path(post, path = "/api/v1/admin/deposit-claims/{id}/decide", tag = "admin",
    params(("id" = i64, Path, description = "Booking id"),
        ("X-CSRF-Token" = String, Header, description = "The csrfToken of the admin sign-in")),
    request_body = DecisionRequest,
    responses((status = 200, body = Envelope<DepositClaimRow>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "NO_DEPOSIT or DEPOSIT_NOT_DISPUTED"),
        (status = 413, body = ErrorBody)))]
pub async fn decide_deposit_claim(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    body: Bytes,
) -> ApiResult<DepositClaimRow> {
    let request: DecisionRequest = optional_body(&body)?;
    let row = app
        .deposits
        .decide(&Staff::console(&admin.user), BookingId::new(id), &request)
        .await?;
    Ok(envelope::ok(row))
}

/// A photo of a claim, for staff.
#[utoipa::path(get, path = "/api/v1/admin/deposit-claims/{id}/photos/{photoId}", tag = "admin",
    params(("id" = i64, Path, description = "Booking id"), ("photoId" = i64, Path, description = "Photo id")),
    responses((status = 200, description = "The photo as uploaded",
            content((ClaimPhotoFile = "image/jpeg"), (ClaimPhotoFile = "image/png"), (ClaimPhotoFile = "image/webp"))),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn deposit_claim_photo(
    State(app): State<AppState>,
    _admin: AdminUser,
    Path((id, photo_id)): Path<(i64, i64)>,
) -> Result<Response, ApiError> {
    let (path, content_type) = app
        .deposits
        .photo(None, BookingId::new(id), photo_id)
        .await?;
    photo_answer(path, content_type).await
}
