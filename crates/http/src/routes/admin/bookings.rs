//! The console's bookings: the list, one booking, resending its confirmation and cancelling it.

use axum::body::Bytes;
use axum::extract::State;
use escapes_core::admin::console::{ConsoleBooking, ConsoleBookingDetail};
use escapes_core::admin::BookingFilter;
use escapes_core::audit::Staff;
use escapes_core::bookings::dispute::DisputeOutcome;
use escapes_core::bookings::owner::OwnerBookingView;
use escapes_core::bookings::{BookingStatus, RefundChoice};
use serde::Deserialize;

use super::list::{bad, ids_filter, listed, number_filter, text_filter, Listed};
use super::ListParams;
use crate::auth_extract::AdminUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{Path, Query};
use crate::routes::bookings::optional_body;
use crate::AppState;

/// An IST date filter (`YYYY-MM-DD`) as the instant its day starts; `next_day` moves it to the
/// start of the following day (an inclusive "to").
fn date_filter(
    f: &serde_json::Map<String, serde_json::Value>,
    key: &str,
    next_day: bool,
) -> Result<Option<i64>, ApiError> {
    let Some(text) = text_filter(f, key)? else {
        return Ok(None);
    };
    let date = escapes_core::time::parse_date(&text).ok_or_else(|| {
        bad(
            "filter",
            format!("Filter {key} must be a date (YYYY-MM-DD)"),
        )
    })?;
    let date = if next_day {
        date.succ_opt().unwrap_or(date)
    } else {
        date
    };
    Ok(Some(escapes_core::time::ist_instant(date, 0).timestamp()))
}

/// Bookings (filters: `q` over code, guest phone and e-mail; `status`; `propertyId`;
/// `ownerId`; `guestId`; `from`, `to` as IST dates of the stay's start; `id`).
#[utoipa::path(get, path = "/api/v1/admin/bookings", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<ConsoleBooking>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn bookings(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Listed<ConsoleBooking> {
    let req = params.request()?;
    let f = params.filter()?;
    let status = match text_filter(&f, "status")? {
        None => None,
        Some(s) => Some(s.parse::<BookingStatus>().map_err(|_| {
            bad(
                "filter",
                "Status must be pending, confirmed, rejected, cancelled or expired",
            )
        })?),
    };
    let filter = BookingFilter {
        q: text_filter(&f, "q")?,
        status,
        property_id: number_filter(&f, "propertyId")?,
        guest_id: number_filter(&f, "guestId")?,
        owner_id: number_filter(&f, "ownerId")?,
        from: date_filter(&f, "from", false)?,
        to: date_filter(&f, "to", true)?,
        ids: ids_filter(&f)?,
    };
    let start = req.start;
    Ok(listed(
        "bookings",
        start,
        app.console.bookings(req, filter).await?,
    ))
}

/// One booking with its price lines, notifications and conversation.
#[utoipa::path(get, path = "/api/v1/admin/bookings/{id}", tag = "admin", params(("id" = i64, Path)),
    responses((status = 200, body = Envelope<ConsoleBookingDetail>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn booking(
    State(app): State<AppState>,
    _admin: AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<ConsoleBookingDetail> {
    Ok(envelope::ok(app.console.booking(id).await?))
}

/// Queues the guest's booking confirmation again (SMS and e-mail as they have them on), for a
/// confirmed booking whose stay has not ended; 409 `BOOKING_NOT_CONFIRMED` otherwise. Audited.
#[utoipa::path(post, path = "/api/v1/admin/bookings/{id}/resend-confirmation", tag = "admin",
    params(("id" = i64, Path)),
    responses((status = 200, body = Envelope<ConsoleBookingDetail>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "BOOKING_NOT_CONFIRMED or NO_GUEST_CONTACT")))]
pub async fn resend_confirmation(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<ConsoleBookingDetail> {
    app.bookings
        .resend_confirmation(&Staff::console(&admin.user), &id.to_string())
        .await?;
    Ok(envelope::ok(app.console.booking(id).await?))
}

/// `POST /api/v1/admin/bookings/{id}/cancel`.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct CancelForRequest {
    /// Why (required): the guest reads it on the booking, and it goes in the audit trail.
    #[schema(required = true, value_type = String, schema_with = escapes_core::api_schema::required_reason)]
    pub reason: Option<String>,
    /// `policy` (what the published rule gives now; the default), `full` or `none`.
    #[schema(pattern = "^(policy|full|none)$")]
    pub refund: Option<String>,
}

/// Cancels a booking for its guest or its owner, under the guest's own rule (only a pending or
/// confirmed booking whose stay has not begun), with the refund chosen; written to the audit
/// trail. 409 `BOOKING_NOT_CANCELLABLE` otherwise.
#[utoipa::path(post, path = "/api/v1/admin/bookings/{id}/cancel", tag = "admin",
    params(("id" = i64, Path, description = "Booking id")), request_body = CancelForRequest,
    responses((status = 200, body = Envelope<OwnerBookingView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "BOOKING_NOT_CANCELLABLE")))]
pub async fn cancel_booking(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    body: Bytes,
) -> ApiResult<OwnerBookingView> {
    let body: CancelForRequest = optional_body(&body)?;
    let refund = match body.refund.as_deref() {
        None => RefundChoice::Policy,
        Some(r) => RefundChoice::parse(r)
            .ok_or_else(|| bad("refund", format!("Refund must be {}", RefundChoice::NAMES)))?,
    };
    let staff = Staff::console(&admin.user);
    let view = app
        .bookings
        .staff_cancel(
            &staff,
            &id.to_string(),
            body.reason.as_deref().unwrap_or(""),
            refund,
        )
        .await?;
    Ok(envelope::ok(view))
}

/// `POST /api/v1/admin/bookings/{id}/dispute/resolve`.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct ResolveDisputeRequest {
    /// `release` (the earnings are the owner's at once) or `refund` (the guest gets everything
    /// back; the booking is cancelled).
    #[schema(required = true, value_type = String, pattern = "^(release|refund)$")]
    pub outcome: Option<String>,
    /// Why (required): it goes in the audit trail, and to the owner on a refund.
    #[schema(required = true, value_type = String, schema_with = escapes_core::api_schema::required_reason)]
    pub reason: Option<String>,
}

/// Resolves the guest's open dispute of a booking: release its held earnings to the owner, or
/// refund the guest in full (the booking is cancelled as a staff cancellation). Audited; the
/// owner is told. 409 `NO_DISPUTE` or `DISPUTE_RESOLVED` otherwise.
#[utoipa::path(post, path = "/api/v1/admin/bookings/{id}/dispute/resolve", tag = "admin",
    params(("id" = i64, Path, description = "Booking id")), request_body = ResolveDisputeRequest,
    responses((status = 200, body = Envelope<ConsoleBookingDetail>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "NO_DISPUTE or DISPUTE_RESOLVED"),
        (status = 413, body = ErrorBody)))]
pub async fn resolve_dispute(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    body: Bytes,
) -> ApiResult<ConsoleBookingDetail> {
    let body: ResolveDisputeRequest = optional_body(&body)?;
    let outcome = DisputeOutcome::parse(body.outcome.as_deref().unwrap_or(""))?;
    app.bookings
        .resolve_dispute(
            &Staff::console(&admin.user),
            &id.to_string(),
            outcome,
            body.reason.as_deref().unwrap_or(""),
        )
        .await?;
    Ok(envelope::ok(app.console.booking(id).await?))
}
