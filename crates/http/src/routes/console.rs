//! The console's lists, record pages, actions and dashboard beyond sign-in, users and consents
//! (docs/ADMIN_API.md). Every handler takes `AdminUser` (admin role, console session, CSRF on
//! state changes); the rules and the audit rows are core's (`escapes_core::moderation`,
//! `escapes_core::admin::console`).

use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::Json as AxumJson;
use escapes_core::admin::console::{
    self, ConsoleBooking, ConsoleBookingDetail, ConsoleConversation, ConsoleConversationDetail,
    ConsoleProperty, ConsoleReview, ConsoleSession, Dashboard,
};
use escapes_core::admin::{
    BookingFilter, ConversationFilter, ListRequest, PropertyFilter, ReviewFilter, UserFilter,
};
use escapes_core::analytics::admin::{self as admin_analytics, AdminAnalytics};
use escapes_core::analytics::owner::OwnerAnalyticsQuery;
use escapes_core::audit::Staff;
use escapes_core::bookings::BookingStatus;
use escapes_core::ids::{PropertyId, ReviewId, UserId};
use escapes_core::listings::{By, ListingStatus, OwnerListing};
use escapes_core::moderation::Moderation;
use escapes_core::CoreError;
use serde::{Deserialize, Serialize};

use super::admin::{
    bad, bool_filter, ids_filter, listed, number_filter, text_filter, AdminConsentRow,
    AdminUserRow, ListParams,
};
use super::bookings::optional_body;
use crate::auth_extract::AdminUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{Path, Query};
use crate::AppState;

type Listed<T> = Result<(HeaderMap, AxumJson<Envelope<Vec<T>>>), ApiError>;

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
            &format!("Filter {key} must be a date (YYYY-MM-DD)"),
        )
    })?;
    let date = if next_day {
        date.succ_opt().unwrap_or(date)
    } else {
        date
    };
    Ok(Some(escapes_core::time::ist_instant(date, 0).timestamp()))
}

fn moderation(app: &AppState) -> Moderation {
    Moderation::new(app.store.clone(), app.clock.clone()).with_catalogue(app.catalogue.clone())
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
        console::properties(&app.store, req, filter).await?,
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
    let row = console::property(&app.store, id).await?;
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
        console::bookings(&app.store, req, filter).await?,
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
    Ok(envelope::ok(
        console::booking(&app.store, id, app.clock.now().timestamp()).await?,
    ))
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
    Ok(envelope::ok(
        console::booking(&app.store, id, app.clock.now().timestamp()).await?,
    ))
}

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
        console::reviews(&app.store, req, filter).await?,
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
    Ok(envelope::ok(console::review(&app.store, id).await?))
}

/// The body of an action that needs only a reason.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct StaffReasonRequest {
    /// Why (1–500 characters); it goes in the audit trail.
    #[serde(default)]
    #[schema(required = true, value_type = String, schema_with = escapes_core::api_schema::required_reason)]
    pub reason: Option<String>,
}

fn reason_of(body: &Bytes) -> Result<String, ApiError> {
    let body: StaffReasonRequest = optional_body(body)?;
    Ok(body.reason.unwrap_or_default())
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
    moderation(&app)
        .hide_review(&Staff::console(&admin.user), ReviewId::new(id), &reason)
        .await?;
    Ok(envelope::ok(console::review(&app.store, id).await?))
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
    moderation(&app)
        .restore_review(&Staff::console(&admin.user), ReviewId::new(id), &reason)
        .await?;
    Ok(envelope::ok(console::review(&app.store, id).await?))
}

/// Conversations one side reported (blocked the other); others are never listed.
#[utoipa::path(get, path = "/api/v1/admin/conversations", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<ConsoleConversation>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn conversations(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Listed<ConsoleConversation> {
    let req = params.request()?;
    let f = params.filter()?;
    if bool_filter(&f, "reported")? == Some(false) {
        return Err(bad(
            "filter",
            "Only reported conversations can be read in the console",
        ));
    }
    let filter = ConversationFilter {
        ids: ids_filter(&f)?,
    };
    let start = req.start;
    Ok(listed(
        "conversations",
        start,
        console::conversations(&app.store, req, filter).await?,
    ))
}

/// A reported conversation with its messages (the read is audited); 404 for any other.
#[utoipa::path(get, path = "/api/v1/admin/conversations/{id}", tag = "admin", params(("id" = i64, Path)),
    responses((status = 200, body = Envelope<ConsoleConversationDetail>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn conversation(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<ConsoleConversationDetail> {
    let now = app.clock.now().timestamp();
    let staff = Staff::console(&admin.user);
    Ok(envelope::ok(
        console::conversation(&app.store, &staff, id, now).await?,
    ))
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminUserDetail {
    #[serde(flatten)]
    pub user: AdminUserRow,
    pub bookings: Vec<ConsoleBooking>,
    pub listings: Vec<ConsoleProperty>,
    pub sessions: Vec<ConsoleSession>,
    pub consents: Vec<AdminConsentRow>,
}

async fn user_detail(app: &AppState, id: i64) -> Result<AdminUserDetail, ApiError> {
    let one = ListRequest::first_by_id(1, false);
    let filter = UserFilter {
        ids: Some(vec![id]),
        ..Default::default()
    };
    let user = escapes_core::admin::users(&app.store, one, filter)
        .await?
        .items
        .into_iter()
        .next()
        .ok_or(CoreError::NotFound("user"))?;
    let now = app.clock.now().timestamp();
    let picture = console::user_picture(&app.store, id, now).await?;
    let consents = escapes_core::admin::consents(
        &app.store,
        ListRequest::first_by_id(50, true),
        escapes_core::admin::ConsentFilter {
            user_id: Some(id),
            ..Default::default()
        },
    )
    .await?;
    Ok(AdminUserDetail {
        user: user.into(),
        bookings: picture.bookings,
        listings: picture.listings,
        sessions: picture.sessions,
        consents: consents.items.into_iter().map(Into::into).collect(),
    })
}

/// One user with their bookings, listings, live sessions and consent history.
#[utoipa::path(get, path = "/api/v1/admin/users/{id}", tag = "admin", params(("id" = i64, Path)),
    responses((status = 200, body = Envelope<AdminUserDetail>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn user(
    State(app): State<AppState>,
    _admin: AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<AdminUserDetail> {
    Ok(envelope::ok(user_detail(&app, id).await?))
}

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct RoleRequest {
    /// user, owner or admin.
    #[serde(default)]
    #[schema(required = true, value_type = escapes_core::auth::role::Role)]
    pub role: Option<String>,
    #[serde(default)]
    #[schema(required = true, value_type = String, schema_with = escapes_core::api_schema::required_reason)]
    pub reason: Option<String>,
}

/// Gives a user another role. 400 on `role`; 409 `ROLE_UNCHANGED`, `OWNER_HAS_LISTINGS`,
/// `CANNOT_CHANGE_OWN_ROLE`.
#[utoipa::path(post, path = "/api/v1/admin/users/{id}/role", tag = "admin",
    params(("id" = i64, Path)), request_body = RoleRequest,
    responses((status = 200, body = Envelope<AdminUserDetail>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
pub async fn set_role(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    body: Bytes,
) -> ApiResult<AdminUserDetail> {
    let body: RoleRequest = optional_body(&body)?;
    moderation(&app)
        .change_role(
            &Staff::console(&admin.user),
            UserId::new(id),
            body.role.as_deref().unwrap_or(""),
            body.reason.as_deref().unwrap_or(""),
        )
        .await?;
    Ok(envelope::ok(user_detail(&app, id).await?))
}

/// Suspends a user: sessions end everywhere, sign-in is refused with 403 `ACCOUNT_SUSPENDED`,
/// published listings are unlisted and pending bookings cancelled with a full refund.
#[utoipa::path(post, path = "/api/v1/admin/users/{id}/suspend", tag = "admin",
    params(("id" = i64, Path)), request_body = StaffReasonRequest,
    responses((status = 200, body = Envelope<AdminUserDetail>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "ALREADY_SUSPENDED or CANNOT_SUSPEND_SELF")))]
pub async fn suspend(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    body: Bytes,
) -> ApiResult<AdminUserDetail> {
    let reason = reason_of(&body)?;
    moderation(&app)
        .suspend(&Staff::console(&admin.user), UserId::new(id), &reason)
        .await?;
    Ok(envelope::ok(user_detail(&app, id).await?))
}

/// Lifts a suspension and puts back the listings it unlisted. 409 `NOT_SUSPENDED`.
#[utoipa::path(post, path = "/api/v1/admin/users/{id}/reinstate", tag = "admin",
    params(("id" = i64, Path)), request_body = StaffReasonRequest,
    responses((status = 200, body = Envelope<AdminUserDetail>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
pub async fn reinstate(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    body: Bytes,
) -> ApiResult<AdminUserDetail> {
    let reason = reason_of(&body)?;
    moderation(&app)
        .reinstate(&Staff::console(&admin.user), UserId::new(id), &reason)
        .await?;
    Ok(envelope::ok(user_detail(&app, id).await?))
}

/// Ends every session of a user; they may sign in again.
#[utoipa::path(post, path = "/api/v1/admin/users/{id}/revoke-sessions", tag = "admin",
    params(("id" = i64, Path)), request_body = StaffReasonRequest,
    responses((status = 200, body = Envelope<AdminUserDetail>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn revoke_sessions(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    body: Bytes,
) -> ApiResult<AdminUserDetail> {
    let reason = reason_of(&body)?;
    moderation(&app)
        .revoke_sessions(&Staff::console(&admin.user), UserId::new(id), &reason)
        .await?;
    Ok(envelope::ok(user_detail(&app, id).await?))
}

/// The dashboard's figures: today, this week, the review queue, refunds pending, 30 days.
#[utoipa::path(get, path = "/api/v1/admin/dashboard", tag = "admin",
    responses((status = 200, body = Envelope<Dashboard>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
pub async fn dashboard(State(app): State<AppState>, _admin: AdminUser) -> ApiResult<Dashboard> {
    Ok(envelope::ok(
        console::dashboard(&app.store, app.clock.now()).await?,
    ))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AnalyticsRange {
    /// First date, yyyy-mm-dd (Asia/Kolkata); default 29 days before `to`.
    pub from: Option<String>,
    /// Last date, yyyy-mm-dd; default today. At most 366 days in all.
    pub to: Option<String>,
}

/// The site's analytics over a range of dates: searches, views, bookings, GMV, new accounts,
/// the funnel, top localities and listings, and web vitals (p75) by page type.
#[utoipa::path(get, path = "/api/v1/admin/analytics", tag = "admin", params(AnalyticsRange),
    responses((status = 200, body = Envelope<AdminAnalytics>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn analytics(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(range): Query<AnalyticsRange>,
) -> ApiResult<AdminAnalytics> {
    let query = OwnerAnalyticsQuery {
        from: range.from,
        to: range.to,
        property_id: None,
    };
    Ok(envelope::ok(
        admin_analytics::figures(&app.store, &app.clock, &query).await?,
    ))
}
