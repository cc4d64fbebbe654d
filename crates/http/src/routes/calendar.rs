//! Calendar sync of a listing (PRODUCT.md "Listings and their life"): the owner's secret export
//! feed and calendar imports by URL, and the public `.ics` feed itself. The rules live in
//! escapes-core's `listings::calendar`.

use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use escapes_core::ids::PropertyId;
use escapes_core::listings::calendar::CalendarImportRequest;
use escapes_core::listings::ical;
use escapes_core::listings::views::{CalendarImportView, CalendarSync};
use escapes_core::listings::By;
use escapes_core::refusal;

use crate::auth_extract::OwnerUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{Json, Path};
use crate::AppState;

/// Makes the listing's export feed, or replaces its secret link (the old one stops working).
/// Paste `exportUrl` into Airbnb, Booking.com or Google Calendar.
#[utoipa::path(post, path = "/api/v1/owner/properties/{id}/calendar-feed", tag = "owner",
    params(("id" = i64, Path, description = "Property id")),
    responses((status = 200, body = Envelope<CalendarSync>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn create_feed(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<PropertyId>,
) -> ApiResult<CalendarSync> {
    Ok(envelope::ok(
        app.listings.create_feed(By::Owner(who.user.id), id).await?,
    ))
}

/// Turns the export feed off: its link answers 404 from now on.
#[utoipa::path(delete, path = "/api/v1/owner/properties/{id}/calendar-feed", tag = "owner",
    params(("id" = i64, Path, description = "Property id")),
    responses((status = 204, description = "Turned off"), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn revoke_feed(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<PropertyId>,
) -> Result<StatusCode, ApiError> {
    app.listings.revoke_feed(By::Owner(who.user.id), id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Imports another platform's calendar: its events block the listing's slots, refreshed every
/// 30 minutes. The link is fetched now; when it does not answer a calendar nothing is stored
/// (422 ICAL_UNREACHABLE, ICAL_INVALID or ICAL_TOO_LARGE; 400 on `url` for a link that is not
/// http(s) or points to a private address).
#[utoipa::path(post, path = "/api/v1/owner/properties/{id}/calendar-imports", tag = "owner",
    params(("id" = i64, Path, description = "Property id")), request_body = CalendarImportRequest,
    responses((status = 201, body = Envelope<CalendarImportView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "TOO_MANY_IMPORTS or IMPORT_EXISTS"),
        (status = 422, body = ErrorBody, description = "ICAL_UNREACHABLE, ICAL_INVALID or ICAL_TOO_LARGE")))]
pub async fn add_import(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<PropertyId>,
    Json(request): Json<CalendarImportRequest>,
) -> Result<impl IntoResponse, ApiError> {
    let import = app
        .listings
        .add_import(
            By::Owner(who.user.id),
            id,
            request.url.as_deref().unwrap_or_default(),
        )
        .await?;
    Ok((StatusCode::CREATED, envelope::ok(import)))
}

/// Fetches an import now. When the fetch fails its blocks stay, the error is noted on the
/// import (`lastError`) and answered.
#[utoipa::path(post, path = "/api/v1/owner/properties/{id}/calendar-imports/{importId}/refresh", tag = "owner",
    params(("id" = i64, Path, description = "Property id"), ("importId" = i64, Path, description = "Import id")),
    responses((status = 200, body = Envelope<CalendarImportView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 422, body = ErrorBody, description = "ICAL_UNREACHABLE, ICAL_INVALID or ICAL_TOO_LARGE")))]
pub async fn refresh_import(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path((id, import_id)): Path<(PropertyId, i64)>,
) -> ApiResult<CalendarImportView> {
    Ok(envelope::ok(
        app.listings
            .refresh_import(By::Owner(who.user.id), id, import_id)
            .await?,
    ))
}

/// Removes an import and the slots it blocked.
#[utoipa::path(delete, path = "/api/v1/owner/properties/{id}/calendar-imports/{importId}", tag = "owner",
    params(("id" = i64, Path, description = "Property id"), ("importId" = i64, Path, description = "Import id")),
    responses((status = 204, description = "Removed"), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn delete_import(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path((id, import_id)): Path<(PropertyId, i64)>,
) -> Result<StatusCode, ApiError> {
    app.listings
        .delete_import(By::Owner(who.user.id), id, import_id)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `GET /ical/{token}.ics`: the listing's held slots as iCal, for the platforms and calendars an
/// owner subscribes. The secret token is the only key; an unknown or revoked one is 404.
pub async fn feed(
    State(app): State<AppState>,
    axum::extract::Path(file): axum::extract::Path<String>,
) -> Result<Response, ApiError> {
    let not_found = || {
        (
            StatusCode::NOT_FOUND,
            [(header::CACHE_CONTROL, HeaderValue::from_static("no-store"))],
            // Calendar apps read it, not people: English.
            refusal!("err-h-feed-invalid").english(),
        )
            .into_response()
    };
    let Some(token) = file.strip_suffix(".ics") else {
        return Ok(not_found());
    };
    let Some((title, events)) = app.listings.feed(token).await? else {
        return Ok(not_found());
    };
    let text = ical::export(&title, &events, app.clock.now().timestamp());
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/calendar; charset=utf-8"),
            ),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static("private, max-age=300"),
            ),
            (
                header::HeaderName::from_static("x-robots-tag"),
                HeaderValue::from_static("noindex"),
            ),
        ],
        text,
    )
        .into_response())
}
