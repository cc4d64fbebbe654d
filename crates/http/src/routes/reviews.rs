//! Reviews from stays (PRODUCT.md "Reviews"): a guest reviews an ended stay, the owner replies,
//! owners list their listings' reviews, and anyone reads the newest ones site-wide. The rules
//! live in escapes-core's `reviews`.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use escapes_core::ids::{BookingId, ReviewId};
use escapes_core::reviews::{ListingReview, ReplyRequest, ReviewRequest, ReviewView};
use serde::Deserialize;

use crate::auth_extract::{AuthUser, OwnerUser};
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{Json, Path, Query};
use crate::AppState;

/// The guest reviews their stay: once, after it ended and within 60 days. Another user's
/// booking is 403 NOT_YOUR_STAY.
#[utoipa::path(post, path = "/api/v1/bookings/{id}/review", tag = "reviews",
    params(("id" = i64, Path, description = "Booking id")), request_body = ReviewRequest,
    responses((status = 201, body = Envelope<ReviewView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody, description = "NOT_YOUR_STAY"),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "NOT_A_STAY, STAY_NOT_ENDED, ALREADY_REVIEWED or REVIEW_WINDOW_CLOSED")))]
pub async fn write(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<BookingId>,
    Json(request): Json<ReviewRequest>,
) -> Result<impl IntoResponse, ApiError> {
    let review = app.reviews.write(&who.user, id, &request).await?;
    Ok((StatusCode::CREATED, envelope::ok(review)))
}

/// The owner of the reviewed farmhouse answers a review, once.
#[utoipa::path(post, path = "/api/v1/owner/reviews/{id}/reply", tag = "reviews",
    params(("id" = i64, Path, description = "Review id")), request_body = ReplyRequest,
    responses((status = 201, body = Envelope<ReviewView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody, description = "NOT_YOUR_LISTING"),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "ALREADY_REPLIED")))]
pub async fn reply(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<ReviewId>,
    Json(request): Json<ReplyRequest>,
) -> Result<impl IntoResponse, ApiError> {
    let review = app.reviews.reply(&who.user, id, &request).await?;
    Ok((StatusCode::CREATED, envelope::ok(review)))
}

/// The owner changes their reply, within 24 hours of posting it.
#[utoipa::path(put, path = "/api/v1/owner/reviews/{id}/reply", tag = "reviews",
    params(("id" = i64, Path, description = "Review id")), request_body = ReplyRequest,
    responses((status = 200, body = Envelope<ReviewView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "NO_REPLY or REPLY_LOCKED")))]
pub async fn edit_reply(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<ReviewId>,
    Json(request): Json<ReplyRequest>,
) -> ApiResult<ReviewView> {
    Ok(envelope::ok(
        app.reviews.edit_reply(&who.user, id, &request).await?,
    ))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct OwnerReviewParams {
    /// Only reviews without a reply.
    pub unanswered: Option<bool>,
    /// From 1 (default 1).
    pub page: Option<u32>,
    /// 1 to 100 (default 20).
    pub per_page: Option<u32>,
}

/// Reviews of the signed-in owner's farmhouses, newest first.
#[utoipa::path(get, path = "/api/v1/owner/reviews", tag = "reviews", params(OwnerReviewParams),
    responses((status = 200, body = Envelope<Vec<ListingReview>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn for_owner(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Query(params): Query<OwnerReviewParams>,
) -> ApiResult<Vec<ListingReview>> {
    let page = app
        .reviews
        .for_owner(
            &who.user,
            params.unanswered.unwrap_or(false),
            params.page.unwrap_or(1),
            params.per_page.unwrap_or(20),
        )
        .await?;
    Ok(envelope::page(page))
}

/// The newest reviews guests can read, site-wide (PRODUCT.md §7 prefetch hint).
#[utoipa::path(get, path = "/api/reviews", tag = "reviews",
    responses((status = 200, body = Envelope<Vec<ListingReview>>)))]
pub async fn recent(State(app): State<AppState>) -> ApiResult<Vec<ListingReview>> {
    Ok(envelope::ok(app.reviews.recent().await?))
}
