//! The console's properties: the list, one listing with its photos and owner, and the review
//! moves (approve, send back, unlist).

use axum::body::Bytes;
use axum::extract::State;
use escapes_core::admin::console::ConsoleProperty;
use escapes_core::admin::PropertyFilter;
use escapes_core::audit::Staff;
use escapes_core::ids::PropertyId;
use escapes_core::listings::{By, ListingStatus, Move, OwnerListing};
use serde::Serialize;

use super::list::{bad, ids_filter, listed, number_filter, text_filter, Listed};
use super::{ListParams, StaffReasonRequest};
use crate::auth_extract::AdminUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{Path, Query};
use crate::routes::bookings::optional_body;
use crate::routes::listings::ReasonRequest;
use crate::AppState;

fn optional_reason(body: &Bytes) -> Result<Option<String>, ApiError> {
    Ok(optional_body::<ReasonRequest>(body)?.reason)
}

/// Properties (filters: `q` over title and slug, `status`, `ownerId`, `id`).
#[utoipa::path(get, path = "/api/v1/admin/properties", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<ConsoleProperty>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn properties(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Listed<ConsoleProperty> {
    let req = params.request()?;
    let f = params.filter()?;
    let status = match text_filter(&f, "status")? {
        None => None,
        Some(s) => Some(s.parse::<ListingStatus>().map_err(|_| {
            bad(
                "filter",
                "Status must be draft, pending_review, published, changes_requested or unlisted",
            )
        })?),
    };
    let filter = PropertyFilter {
        q: text_filter(&f, "q")?,
        status,
        owner_id: number_filter(&f, "ownerId")?,
        ids: ids_filter(&f)?,
    };
    let start = req.start;
    Ok(listed(
        "properties",
        start,
        app.console.properties(req, filter).await?,
    ))
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsolePhoto {
    pub id: i64,
    pub url: Option<String>,
    pub alt: String,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsolePropertyDetail {
    #[serde(flatten)]
    pub row: ConsoleProperty,
    pub description: String,
    pub photos: Vec<ConsolePhoto>,
    pub max_guests: i32,
    pub bedrooms: i32,
    pub bathrooms: i32,
    pub address: String,
    pub amenities: Vec<String>,
    /// The whole listing as its owner edits it (prices, slots, rules).
    pub listing: OwnerListing,
}

/// One listing with its photos and owner.
#[utoipa::path(get, path = "/api/v1/admin/properties/{id}", tag = "admin", params(("id" = i64, Path)),
    responses((status = 200, body = Envelope<ConsolePropertyDetail>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn property(
    State(app): State<AppState>,
    _admin: AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<ConsolePropertyDetail> {
    let row = app.console.property(id).await?;
    let listing = app.listings.get(By::Admin, PropertyId::new(id)).await?;
    Ok(envelope::ok(ConsolePropertyDetail {
        row,
        description: listing.description.clone(),
        photos: listing
            .photos
            .iter()
            .map(|p| ConsolePhoto {
                id: p.id,
                url: p.url.clone(),
                alt: p.alt.clone(),
            })
            .collect(),
        max_guests: listing.max_guests,
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        address: listing.address.clone(),
        amenities: listing.amenities.clone(),
        listing,
    }))
}

/// Approves a listing under review: it is live at once.
#[utoipa::path(post, path = "/api/v1/admin/properties/{id}/approve", tag = "admin",
    params(("id" = i64, Path, description = "Property id")),
    responses((status = 200, body = Envelope<OwnerListing>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "INVALID_STATUS")))]
pub async fn approve(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<PropertyId>,
) -> ApiResult<OwnerListing> {
    Ok(envelope::ok(
        app.listings
            .staff_transition(&Staff::console(&admin.user), id, Move::Approve)
            .await?,
    ))
}

/// Sends a listing under review back to its owner with what to change.
#[utoipa::path(post, path = "/api/v1/admin/properties/{id}/request-changes", tag = "admin",
    params(("id" = i64, Path, description = "Property id")), request_body = ReasonRequest,
    responses((status = 200, body = Envelope<OwnerListing>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "INVALID_STATUS")))]
pub async fn request_changes(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<PropertyId>,
    body: Bytes,
) -> ApiResult<OwnerListing> {
    let mv = Move::RequestChanges {
        reason: optional_reason(&body)?,
    };
    Ok(envelope::ok(
        app.listings
            .staff_transition(&Staff::console(&admin.user), id, mv)
            .await?,
    ))
}

/// Takes a published listing off the site, with the reason its owner reads.
#[utoipa::path(post, path = "/api/v1/admin/properties/{id}/unlist", tag = "admin",
    params(("id" = i64, Path, description = "Property id")),
    request_body = StaffReasonRequest,
    responses((status = 200, body = Envelope<OwnerListing>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "INVALID_STATUS")))]
pub async fn admin_unlist(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<PropertyId>,
    body: Bytes,
) -> ApiResult<OwnerListing> {
    let mv = Move::Unlist {
        reason: optional_reason(&body)?,
    };
    Ok(envelope::ok(
        app.listings
            .staff_transition(&Staff::console(&admin.user), id, mv)
            .await?,
    ))
}
