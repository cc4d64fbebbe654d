//! The console's refunds through the payment provider: the list, one refund, and sending a
//! failed one again.

use axum::extract::State;
use escapes_core::audit::Staff;
use escapes_core::ids::{BookingId, RefundId};
use escapes_core::payments::refunds::{RefundFilter, RefundListRow};
use escapes_core::payments::status::RefundStatus;

use super::list::{bad, listed, number_filter, text_filter, Listed};
use super::ListParams;
use crate::auth_extract::AdminUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::ErrorBody;
use crate::extract::{Path, Query};
use crate::AppState;

/// Refunds through the payment provider, newest first by default. Filters: `status` (pending,
/// processed, failed), `bookingId`. Sorts: id, amountPaise, createdAt.
#[utoipa::path(get, path = "/api/v1/admin/refunds", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<RefundListRow>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn refunds_list(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Listed<RefundListRow> {
    let req = params.request()?;
    let f = params.filter()?;
    let status = match text_filter(&f, "status")? {
        None => None,
        Some(s) => Some(s.trim().parse::<RefundStatus>().map_err(|_| {
            bad(
                "filter",
                "Filter status must be pending, processed or failed",
            )
        })?),
    };
    let filter = RefundFilter {
        status,
        booking_id: number_filter(&f, "bookingId")?.map(BookingId::new),
    };
    let start = req.start;
    let page = app.console.refunds(req, filter).await?;
    Ok(listed("refunds", start, page))
}

/// One refund.
#[utoipa::path(get, path = "/api/v1/admin/refunds/{id}", tag = "admin", params(("id" = i64, Path, description = "Refund id")),
    responses((status = 200, body = Envelope<RefundListRow>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn refund(
    State(app): State<AppState>,
    _admin: AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<RefundListRow> {
    Ok(envelope::ok(app.console.refund(RefundId::new(id)).await?))
}

/// Sends a failed refund again (pending now, with a fresh set of attempts); written to the audit
/// trail. 409 `REFUND_NOT_FAILED` for a pending or processed refund.
#[utoipa::path(post, path = "/api/v1/admin/refunds/{id}/retry", tag = "admin",
    params(("id" = i64, Path, description = "Refund id"),
        ("X-CSRF-Token" = String, Header, description = "The csrfToken of the admin sign-in")),
    responses((status = 200, body = Envelope<RefundListRow>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "REFUND_NOT_FAILED")))]
pub async fn retry_refund(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<RefundListRow> {
    let staff = Staff::console(&admin.user);
    let now = app.clock.now().timestamp();
    let row = app
        .payments
        .refunds()
        .retry(&staff, RefundId::new(id), now)
        .await?;
    Ok(envelope::ok(row))
}
