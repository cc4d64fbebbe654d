//! Guest bookings (PRODUCT.md §7): book a slot, list one's bookings, cancel one. Each handler
//! translates; the rules live in escapes-core's `bookings`. A booking reads in the language the
//! client asks for (`Accept-Language`): its price lines and cancellation rule.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use escapes_core::bookings::dispute::DisputeRequest;
use escapes_core::bookings::{BookingRequest, BookingView};
use escapes_core::ids::BookingId;
use serde::Deserialize;

use crate::auth_extract::AuthUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{AcceptLanguage, Json, Path, Query};
use crate::AppState;

/// The header a booking request names itself by, so a retry cannot book twice.
pub const IDEMPOTENCY_KEY: &str = "idempotency-key";

/// Books a slot. The price is recomputed by the server; a total that differs from
/// `expectedTotal` is refused with 409 PRICE_CHANGED. A retry with the same `Idempotency-Key`
/// answers with the first booking (header `Idempotent-Replayed: true`).
#[utoipa::path(post, path = "/api/v1/bookings", tag = "bookings", request_body = BookingRequest,
    params(("Idempotency-Key" = String, Header, description = "1–200 visible characters, new for each booking")),
    responses((status = 201, body = Envelope<BookingView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody, description = "Your own farmhouse"),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "SLOT_TAKEN or PRICE_CHANGED"),
        (status = 422, body = ErrorBody, description = "IDEMPOTENCY_KEY_REUSED")))]
pub async fn create(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    headers: HeaderMap,
    AcceptLanguage(language): AcceptLanguage,
    Json(request): Json<BookingRequest>,
) -> Result<Response, ApiError> {
    // A header that is not text is as good as missing; core says what it needs.
    let key = headers
        .get(IDEMPOTENCY_KEY)
        .map(|v| v.to_str().unwrap_or(""));
    let created = app.bookings.create(&who.user, key, &request).await?;
    let booking = created.booking.in_language(language.unwrap_or_default());
    let mut res = (StatusCode::CREATED, envelope::ok(booking)).into_response();
    if created.replayed {
        res.headers_mut()
            .insert("idempotent-replayed", HeaderValue::from_static("true"));
    }
    Ok(res)
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct BookingListParams {
    /// From 1 (default 1).
    pub page: Option<u32>,
    /// 1 to 100 (default 20).
    pub per_page: Option<u32>,
}

/// The signed-in guest's bookings, newest first ("Your Bookings").
#[utoipa::path(get, path = "/api/v1/users/me/bookings", tag = "bookings", params(BookingListParams),
    responses((status = 200, body = Envelope<Vec<BookingView>>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn mine(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    AcceptLanguage(language): AcceptLanguage,
    Query(params): Query<BookingListParams>,
) -> ApiResult<Vec<BookingView>> {
    let mut page = app
        .bookings
        .list_for_guest(
            who.user.id,
            params.page.unwrap_or(1),
            params.per_page.unwrap_or(20),
        )
        .await?;
    let language = language.unwrap_or_default();
    page.items = page
        .items
        .into_iter()
        .map(|b| b.in_language(language))
        .collect();
    Ok(envelope::page(page))
}

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct CancelRequest {
    /// Why, in the guest's words (optional, at most 500 characters).
    pub reason: Option<String>,
}

/// Cancels the guest's own pending or confirmed booking. The refund follows the rule shown on
/// the booking (full 72 h or more before the start, 50 % from 24 h, none later); the slot is
/// free again. Someone else's booking is 404.
#[utoipa::path(put, path = "/api/v1/bookings/{id}/cancel", tag = "bookings",
    params(("id" = i64, Path, description = "Booking id")),
    request_body(content = Option<CancelRequest>, description = "Optional reason"),
    responses((status = 200, body = Envelope<BookingView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "BOOKING_NOT_CANCELLABLE")))]
pub async fn cancel(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<BookingId>,
    AcceptLanguage(language): AcceptLanguage,
    body: Bytes,
) -> ApiResult<BookingView> {
    // The body is optional: an empty one cancels without a reason.
    let request: CancelRequest = optional_body(&body)?;
    let view = app
        .bookings
        .cancel(id, &who.user, request.reason.as_deref())
        .await?;
    Ok(envelope::ok(view.in_language(language.unwrap_or_default())))
}

/// The guest reports a problem with their confirmed stay paid online, from its start until 24 h
/// after (while its earnings would still be upcoming): the earnings are held until staff resolve
/// it, and the owner is told. Someone else's booking is 404; a second report 409
/// `DISPUTE_EXISTS`; out of the window, a cash, unpaid or ended booking 409 `DISPUTE_CLOSED`.
#[utoipa::path(post, path = "/api/v1/bookings/{id}/dispute", tag = "bookings",
    params(("id" = i64, Path, description = "Booking id")),
    request_body = DisputeRequest,
    responses((status = 200, body = Envelope<BookingView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "DISPUTE_CLOSED or DISPUTE_EXISTS"),
        (status = 413, body = ErrorBody)))]
pub async fn dispute(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<BookingId>,
    AcceptLanguage(language): AcceptLanguage,
    body: Bytes,
) -> ApiResult<BookingView> {
    let request: DisputeRequest = optional_body(&body)?;
    let view = app
        .bookings
        .dispute(id, &who.user, request.reason.as_deref())
        .await?;
    Ok(envelope::ok(view.in_language(language.unwrap_or_default())))
}

/// An optional JSON body: empty, whitespace or `null` is `T::default()`.
pub(crate) fn optional_body<T: Default + serde::de::DeserializeOwned>(
    body: &Bytes,
) -> Result<T, ApiError> {
    crate::extract::from_optional_json(body)
}

/// One booking, for its guest or for the owner of its property; anyone else gets 404.
#[utoipa::path(get, path = "/api/v1/bookings/{id}", tag = "bookings",
    params(("id" = i64, Path, description = "Booking id")),
    responses((status = 200, body = Envelope<BookingView>), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
pub async fn one(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<BookingId>,
    AcceptLanguage(language): AcceptLanguage,
) -> ApiResult<BookingView> {
    let view = app.bookings.get_for(id, &who.user).await?;
    Ok(envelope::ok(view.in_language(language.unwrap_or_default())))
}
