//! The owner dashboard's calls: incoming bookings of one's properties with confirm and reject,
//! one's properties, and blocking dates. Owners (and admins) only: 403 for anyone else, 404 for
//! another owner's booking, property or block. The rules live in escapes-core's `bookings`.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use escapes_core::analytics::owner::{OwnerAnalytics, OwnerAnalyticsQuery};
use escapes_core::bookings::blocks::{BlockRequest, BlockView};
use escapes_core::bookings::owner::{OwnerBookingFilter, OwnerBookingView};
use escapes_core::ids::{BlockId, BookingId, PropertyId, UserId};
use escapes_core::ledger::{CashMark, CashMarkRequest};
use serde::Deserialize;

use super::bookings::optional_body;
use crate::auth_extract::OwnerUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{Json, Path, Query};
use crate::AppState;

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct OwnerBookingParams {
    /// pending, confirmed, rejected, cancelled or expired (default: all).
    pub status: Option<String>,
    /// Only this property's bookings.
    pub property_id: Option<i64>,
    /// Only this guest's bookings (the owner's chat with them lists them).
    pub guest_id: Option<i64>,
    /// From 1 (default 1).
    pub page: Option<u32>,
    /// 1 to 100 (default 20).
    pub per_page: Option<u32>,
}

/// Bookings of the signed-in owner's properties, pending first, then by start.
#[utoipa::path(get, path = "/api/v1/owner/bookings", tag = "owner", params(OwnerBookingParams),
    responses((status = 200, body = Envelope<Vec<OwnerBookingView>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn bookings_list(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Query(params): Query<OwnerBookingParams>,
) -> ApiResult<Vec<OwnerBookingView>> {
    let filter = OwnerBookingFilter {
        status: params.status,
        property_id: params.property_id,
        guest_id: params.guest_id.map(UserId::new),
    };
    let page = app
        .bookings
        .list_for_owner(
            who.user.id,
            &filter,
            params.page.unwrap_or(1),
            params.per_page.unwrap_or(20),
        )
        .await?;
    Ok(envelope::page(page))
}

/// Accepts a pending booking of one's property. A card or UPI booking the guest has not paid
/// yet is 409 PAYMENT_PENDING; cash is paid at the property.
#[utoipa::path(post, path = "/api/v1/owner/bookings/{id}/confirm", tag = "owner",
    params(("id" = i64, Path, description = "Booking id")),
    responses((status = 200, body = Envelope<OwnerBookingView>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "BOOKING_NOT_PENDING or PAYMENT_PENDING")))]
pub async fn confirm(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<BookingId>,
) -> ApiResult<OwnerBookingView> {
    Ok(envelope::ok(app.bookings.confirm(id, &who.user).await?))
}

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct RejectRequest {
    /// Why, for the guest (optional, at most 500 characters).
    pub reason: Option<String>,
}

/// Declines a pending booking of one's property: the slot is free again and a paid booking is
/// refunded in full.
#[utoipa::path(post, path = "/api/v1/owner/bookings/{id}/reject", tag = "owner",
    params(("id" = i64, Path, description = "Booking id")),
    request_body(content = Option<RejectRequest>, description = "Optional reason"),
    responses((status = 200, body = Envelope<OwnerBookingView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "BOOKING_NOT_PENDING")))]
pub async fn reject(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<BookingId>,
    body: Bytes,
) -> ApiResult<OwnerBookingView> {
    let request: RejectRequest = optional_body(&body)?;
    Ok(envelope::ok(
        app.bookings
            .reject(id, &who.user, request.reason.as_deref())
            .await?,
    ))
}

/// Says what happened on a confirmed cash stay of one's property, once, from its start until 48
/// hours after: `collected` puts the platform's commission (with its GST and TDS) on the owner's
/// side of the ledger, netted from their next payout; `no_show` records that the guest did not
/// come. 409 NOT_A_CASH_STAY for an online-paid booking, CASH_ALREADY_MARKED for a second mark,
/// CASH_MARK_CLOSED outside the window or for a booking that is not confirmed.
#[utoipa::path(post, path = "/api/v1/owner/bookings/{id}/cash", tag = "owner",
    params(("id" = i64, Path, description = "Booking id")),
    request_body = CashMarkRequest,
    responses((status = 200, body = Envelope<CashMark>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "NOT_A_CASH_STAY, CASH_ALREADY_MARKED or CASH_MARK_CLOSED"),
        (status = 413, body = ErrorBody)))]
pub async fn cash(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<BookingId>,
    Json(request): Json<CashMarkRequest>,
) -> ApiResult<CashMark> {
    Ok(envelope::ok(
        app.ledger.mark_cash(id, &who.user, &request).await?,
    ))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BlockWindow {
    /// First date, yyyy-mm-dd (default today, Asia/Kolkata).
    pub from: Option<String>,
    /// Last date, yyyy-mm-dd, inclusive (default 90 days from `from`; at most 400 days).
    pub to: Option<String>,
}

/// Blocks of one's property overlapping the dates.
#[utoipa::path(get, path = "/api/v1/owner/properties/{id}/blocks", tag = "owner",
    params(("id" = i64, Path, description = "Property id"), BlockWindow),
    responses((status = 200, body = Envelope<Vec<BlockView>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn blocks(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<PropertyId>,
    Query(window): Query<BlockWindow>,
) -> ApiResult<Vec<BlockView>> {
    let list = app
        .bookings
        .blocks(
            who.user.id,
            id,
            window.from.as_deref(),
            window.to.as_deref(),
        )
        .await?;
    Ok(envelope::ok(list))
}

/// Blocks whole dates (Asia/Kolkata, both ends included, at most 90 days, none past) of one's
/// property, so no one can book them. 409 BLOCK_OVERLAPS when a booking or block holds any of them.
#[utoipa::path(post, path = "/api/v1/owner/properties/{id}/blocks", tag = "owner",
    params(("id" = i64, Path, description = "Property id")), request_body = BlockRequest,
    responses((status = 201, body = Envelope<BlockView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "BLOCK_OVERLAPS")))]
pub async fn create_block(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<PropertyId>,
    Json(request): Json<BlockRequest>,
) -> Result<impl IntoResponse, ApiError> {
    let block = app.bookings.create_block(who.user.id, id, &request).await?;
    Ok((StatusCode::CREATED, envelope::ok(block)))
}

/// Removes one of the property's blocks (never a booking's hold).
#[utoipa::path(delete, path = "/api/v1/owner/properties/{id}/blocks/{blockId}", tag = "owner",
    params(("id" = i64, Path, description = "Property id"), ("blockId" = i64, Path, description = "Block id")),
    responses((status = 204, description = "Removed"), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn delete_block(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path((id, block_id)): Path<(PropertyId, BlockId)>,
) -> Result<StatusCode, ApiError> {
    app.bookings.delete_block(who.user.id, id, block_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The signed-in owner's listing figures over a range of dates (default the last 30 days), for
/// all their listings or one (`propertyId`; another owner's is 404).
#[utoipa::path(get, path = "/api/v1/owner/analytics", tag = "owner", params(OwnerAnalyticsQuery),
    responses((status = 200, body = Envelope<OwnerAnalytics>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn analytics(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Query(query): Query<OwnerAnalyticsQuery>,
) -> ApiResult<OwnerAnalytics> {
    Ok(envelope::ok(
        app.owner_analytics.figures(&who.user, &query).await?,
    ))
}
