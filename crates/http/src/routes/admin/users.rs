//! The console's users: the list, one user's whole picture, and the actions on an account (role,
//! suspension, sessions).

use axum::body::Bytes;
use axum::extract::State;
use escapes_core::admin::console::{ConsoleBooking, ConsoleProperty, ConsoleSession};
use escapes_core::admin::{ConsentFilter, ListRequest, UserFilter, UserListRow};
use escapes_core::audit::Staff;
use escapes_core::ids::UserId;
use escapes_core::CoreError;
use serde::{Deserialize, Serialize};

use super::consents::AdminConsentRow;
use super::list::{bool_filter, ids_filter, ist, listed, text_filter, Listed};
use super::{reason_of, ListParams, StaffReasonRequest};
use crate::auth_extract::AdminUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{Path, Query};
use crate::routes::bookings::optional_body;
use crate::AppState;

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminUserRow {
    pub id: i64,
    pub full_name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub role: String,
    /// RFC 3339, Asia/Kolkata.
    pub created_at: String,
    pub suspended: bool,
    pub suspended_at: Option<String>,
    pub suspended_reason: Option<String>,
}

impl From<UserListRow> for AdminUserRow {
    fn from(r: UserListRow) -> Self {
        Self {
            id: r.id,
            full_name: r.full_name,
            phone: r.phone,
            email: r.email,
            role: r.role.as_str().into(),
            created_at: ist(r.created_at),
            suspended: r.suspended_at.is_some(),
            suspended_at: r.suspended_at.map(ist),
            suspended_reason: r.suspended_reason,
        }
    }
}

/// Users, for the console (filters: `q` over name, phone and e-mail; `role`; `id` list).
#[utoipa::path(get, path = "/api/v1/admin/users", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<AdminUserRow>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn users(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Listed<AdminUserRow> {
    let req = params.request()?;
    let f = params.filter()?;
    let ids = ids_filter(&f)?;
    let filter = UserFilter {
        q: text_filter(&f, "q")?,
        role: text_filter(&f, "role")?,
        suspended: bool_filter(&f, "suspended")?,
        ids,
    };
    let start = req.start;
    let page = app.console.users(req, filter).await?;
    Ok(listed("users", start, page.map(Into::into)))
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
    let user = app
        .console
        .users(one, filter)
        .await?
        .items
        .into_iter()
        .next()
        .ok_or(CoreError::NotFound(escapes_core::Missing::User))?;
    let picture = app.console.user_picture(id).await?;
    let consents = app
        .console
        .consents(
            ListRequest::first_by_id(50, true),
            ConsentFilter {
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
    app.moderation
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
    app.moderation
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
    app.moderation
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
    app.moderation
        .revoke_sessions(&Staff::console(&admin.user), UserId::new(id), &reason)
        .await?;
    Ok(envelope::ok(user_detail(&app, id).await?))
}
