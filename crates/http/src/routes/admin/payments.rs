//! The console's payments (provider orders), with what processed refunds sent back of each.

use axum::extract::State;
use escapes_core::ids::BookingId;
use escapes_core::payments::refunds::{PaymentFilter, PaymentListRow};
use escapes_core::payments::status::OrderStatus;

use super::list::{bad, listed, number_filter, text_filter, Listed};
use super::ListParams;
use crate::auth_extract::AdminUser;
use crate::envelope::Envelope;
use crate::error::ErrorBody;
use crate::extract::Query;
use crate::AppState;

/// Payments (provider orders), newest first by default, with what processed refunds sent back
/// of each. Filters: `status` (created, paid, failed), `bookingId`. Sorts: id, amountPaise,
/// createdAt.
#[utoipa::path(get, path = "/api/v1/admin/payments", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<PaymentListRow>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn payments(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Listed<PaymentListRow> {
    let req = params.request()?;
    let f = params.filter()?;
    let status = match text_filter(&f, "status")? {
        None => None,
        Some(s) => Some(
            s.trim()
                .parse::<OrderStatus>()
                .map_err(|_| bad("filter", "Filter status must be created, paid or failed"))?,
        ),
    };
    let filter = PaymentFilter {
        status,
        booking_id: number_filter(&f, "bookingId")?.map(BookingId::new),
    };
    let start = req.start;
    let page = app.console.payments(req, filter).await?;
    Ok(listed("payments", start, page))
}
