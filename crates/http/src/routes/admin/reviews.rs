//! The console's reviews: the list, one review, hiding and restoring.

use axum::body::Bytes;
use axum::extract::State;
use escapes_core::admin::console::ConsoleReview;
use escapes_core::admin::ReviewFilter;
use escapes_core::audit::Staff;
use escapes_core::ids::ReviewId;

use super::list::{bool_filter, ids_filter, listed, number_filter, text_filter, Listed};
use super::{reason_of, ListParams, StaffReasonRequest};
use crate::auth_extract::AdminUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::ErrorBody;
use crate::extract::{Path, Query};
use crate::AppState;

/// Reviews (filters: `q` over comment and author, `propertyId`, `hidden`, `id`).
#[utoipa::path(get, path = "/api/v1/admin/reviews", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<ConsoleReview>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn reviews(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Listed<ConsoleReview> {
    let req = params.request()?;
    let f = params.filter()?;
    let filter = ReviewFilter {
        q: text_filter(&f, "q")?,
        property_id: number_filter(&f, "propertyId")?,
        hidden: bool_filter(&f, "hidden")?,
        ids: ids_filter(&f)?,
    };
    let start = req.start;
    Ok(listed(
        "reviews",
        start,
        app.console.reviews(req, filter).await?,
    ))
}

#[utoipa::path(get, path = "/api/v1/admin/reviews/{id}", tag = "admin", params(("id" = i64, Path)),
    responses((status = 200, body = Envelope<ConsoleReview>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn review(
    State(app): State<AppState>,
    _admin: AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<ConsoleReview> {
    Ok(envelope::ok(app.console.review(id).await?))
}

/// Hides a review: it leaves the property's page and average. 409 `ALREADY_HIDDEN`.
#[utoipa::path(post, path = "/api/v1/admin/reviews/{id}/hide", tag = "admin",
    params(("id" = i64, Path)), request_body = StaffReasonRequest,
    responses((status = 200, body = Envelope<ConsoleReview>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
pub async fn hide_review(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    body: Bytes,
) -> ApiResult<ConsoleReview> {
    let reason = reason_of(&body)?;
    app.moderation
        .hide_review(&Staff::console(&admin.user), ReviewId::new(id), &reason)
        .await?;
    Ok(envelope::ok(app.console.review(id).await?))
}

/// Puts a hidden review back. 409 `NOT_HIDDEN`.
#[utoipa::path(post, path = "/api/v1/admin/reviews/{id}/restore", tag = "admin",
    params(("id" = i64, Path)), request_body = StaffReasonRequest,
    responses((status = 200, body = Envelope<ConsoleReview>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
pub async fn restore_review(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    body: Bytes,
) -> ApiResult<ConsoleReview> {
    let reason = reason_of(&body)?;
    app.moderation
        .restore_review(&Staff::console(&admin.user), ReviewId::new(id), &reason)
        .await?;
    Ok(envelope::ok(app.console.review(id).await?))
}
