//! The listing editor's calls (PRODUCT.md §2 `/owner/property/create` and `/owner/property/edit/{id}`):
//! an owner creates a draft, saves edits under a version, and moves the listing through review;
//! admins approve, send back or unlist (`routes::admin::properties`). The rules live in
//! escapes-core's `listings`.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use escapes_core::catalogue::views::{ListingPreview, QuoteView};
use escapes_core::catalogue::QuoteRequest;
use escapes_core::ids::PropertyId;
use escapes_core::listings::{By, ListingFields, ListingSummary, Move, OwnerListing};
use serde::Deserialize;

use super::bookings::optional_body;
use crate::auth_extract::OwnerUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{AcceptLanguage, Json, Path};
use crate::AppState;

/// The signed-in owner's listings (every status), by title.
#[utoipa::path(get, path = "/api/v1/owner/properties", tag = "owner",
    responses((status = 200, body = Envelope<Vec<ListingSummary>>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
pub async fn list(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
) -> ApiResult<Vec<ListingSummary>> {
    Ok(envelope::ok(
        app.listings.list_for_owner(who.user.id).await?,
    ))
}

/// PRODUCT.md §7's prefetch hint for the owner's listings: the same answer as
/// `GET /api/v1/owner/properties`.
#[utoipa::path(get, path = "/api/properties/owner/me", tag = "owner",
    responses((status = 200, body = Envelope<Vec<ListingSummary>>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
pub async fn list_prefetch(
    state: State<AppState>,
    owner: OwnerUser,
) -> ApiResult<Vec<ListingSummary>> {
    list(state, owner).await
}

/// Creates a draft listing. Required: title, location (or proposedLocality with a pin),
/// halfDayPrice and maxGuests; the rest can follow in later saves. An owner may have 10 listings
/// not yet approved (409 TOO_MANY_DRAFTS past that).
#[utoipa::path(post, path = "/api/v1/owner/properties", tag = "owner", request_body = ListingFields,
    responses((status = 201, body = Envelope<OwnerListing>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "TOO_MANY_DRAFTS"), (status = 413, body = ErrorBody)))]
pub async fn create(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Json(fields): Json<ListingFields>,
) -> Result<impl IntoResponse, ApiError> {
    let listing = app.listings.create(who.user.id, fields).await?;
    Ok((StatusCode::CREATED, envelope::ok(listing)))
}

/// One of the owner's listings as the editor shows it, with what still stops it from review.
#[utoipa::path(get, path = "/api/v1/owner/properties/{id}", tag = "owner",
    params(("id" = i64, Path, description = "Property id")),
    responses((status = 200, body = Envelope<OwnerListing>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn get(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<PropertyId>,
) -> ApiResult<OwnerListing> {
    Ok(envelope::ok(
        app.listings.get(By::Owner(who.user.id), id).await?,
    ))
}

/// Saves the fields the body names (auto-save sends what changed). `version` must be the one
/// last read: a save over a newer one is 409 STALE_EDIT and changes nothing. A published
/// listing's edit is live at once.
#[utoipa::path(put, path = "/api/v1/owner/properties/{id}", tag = "owner",
    params(("id" = i64, Path, description = "Property id")), request_body = ListingFields,
    responses((status = 200, body = Envelope<OwnerListing>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "STALE_EDIT"), (status = 413, body = ErrorBody)))]
pub async fn update(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<PropertyId>,
    Json(fields): Json<ListingFields>,
) -> ApiResult<OwnerListing> {
    Ok(envelope::ok(
        app.listings
            .update(By::Owner(who.user.id), id, fields)
            .await?,
    ))
}

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct ReasonRequest {
    /// Why, for the owner to read (at most 500 characters; required of admins).
    pub reason: Option<String>,
}

fn reason_of(body: &Bytes) -> Result<Option<String>, ApiError> {
    Ok(optional_body::<ReasonRequest>(body)?.reason)
}

/// Sends a draft (or a listing with changes requested) for review. 400 with field messages
/// when something is missing (a description, an address, a photo).
#[utoipa::path(post, path = "/api/v1/owner/properties/{id}/submit", tag = "owner",
    params(("id" = i64, Path, description = "Property id")),
    responses((status = 200, body = Envelope<OwnerListing>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "INVALID_STATUS")))]
pub async fn submit(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<PropertyId>,
) -> ApiResult<OwnerListing> {
    let by = By::Owner(who.user.id);
    Ok(envelope::ok(
        app.listings.transition(by, id, Move::Submit).await?,
    ))
}

/// Takes one's published listing off the site (reason optional).
#[utoipa::path(post, path = "/api/v1/owner/properties/{id}/unlist", tag = "owner",
    params(("id" = i64, Path, description = "Property id")),
    request_body(content = Option<ReasonRequest>, description = "Optional reason"),
    responses((status = 200, body = Envelope<OwnerListing>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "INVALID_STATUS")))]
pub async fn unlist(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<PropertyId>,
    body: Bytes,
) -> ApiResult<OwnerListing> {
    let mv = Move::Unlist {
        reason: reason_of(&body)?,
    };
    let by = By::Owner(who.user.id);
    Ok(envelope::ok(app.listings.transition(by, id, mv).await?))
}

/// Puts an approved listing the owner unlisted back on the site (403 UNLISTED_BY_ADMIN when
/// our team took it off).
#[utoipa::path(post, path = "/api/v1/owner/properties/{id}/publish", tag = "owner",
    params(("id" = i64, Path, description = "Property id")),
    responses((status = 200, body = Envelope<OwnerListing>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "INVALID_STATUS")))]
pub async fn publish(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<PropertyId>,
) -> ApiResult<OwnerListing> {
    let by = By::Owner(who.user.id);
    Ok(envelope::ok(
        app.listings.transition(by, id, Move::Publish).await?,
    ))
}

/// What a stay would cost at this listing as saved (any status): the editor's example quote,
/// with weekend and festival prices as their own lines.
#[utoipa::path(post, path = "/api/v1/owner/properties/{id}/quote", tag = "owner",
    params(("id" = i64, Path, description = "Property id")), request_body = QuoteRequest,
    responses((status = 200, body = Envelope<QuoteView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn quote(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<PropertyId>,
    AcceptLanguage(language): AcceptLanguage,
    Json(request): Json<QuoteRequest>,
) -> ApiResult<QuoteView> {
    let by = By::Owner(who.user.id);
    Ok(envelope::ok(
        app.listings
            .quote(by, id, &request, language.unwrap_or_default())
            .await?,
    ))
}

/// The owner's listing as its guest page will show it, in any status (the editor's "Preview"):
/// the same fields as `GET /api/v1/properties/{slug}`, read fresh, and the listing's `status`.
/// Another owner's listing is 404.
#[utoipa::path(get, path = "/api/v1/owner/properties/{id}/preview", tag = "owner",
    params(("id" = i64, Path, description = "Property id")),
    responses((status = 200, body = Envelope<ListingPreview>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn preview(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(id): Path<PropertyId>,
) -> ApiResult<ListingPreview> {
    Ok(envelope::ok(app.catalogue.preview(who.user.id, id).await?))
}
