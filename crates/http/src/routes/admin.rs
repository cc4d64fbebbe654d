//! The admin console's API (ADMIN_API.md): sign-in by a code to the admin's phone, which answers an
//! `adminToken` and a `csrfToken`, and react-admin simple-REST lists (`sort`, `range`, `filter`
//! query parameters as JSON; the total in `Content-Range`). Every handler but sign-in takes
//! `AdminUser`, which also checks the CSRF header on state-changing calls.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue};
use axum::Json as AxumJson;
use escapes_core::admin::{self, ConsentFilter, ListRequest, Page, UserFilter};
use escapes_core::admin::{ConsentListRow, UserListRow};
use escapes_core::audit::{AuditEntry, AuditFilter, Channel as AuditChannel, Staff};
use escapes_core::auth::otp::{Channel, Purpose};
use escapes_core::auth::{account, otp, signin};
use escapes_core::bookings::owner::OwnerBookingView;
use escapes_core::bookings::RefundChoice;
use escapes_core::CoreError;
use serde::{Deserialize, Serialize};

use super::auth::{SendOtpData, UserView};
use crate::auth_extract::AdminUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{ClientIp, Json, Path, Query};
use crate::AppState;

#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct AdminSendOtpRequest {
    /// The admin's mobile number, with or without +91.
    #[serde(default)]
    #[schema(required = true, schema_with = escapes_core::auth::otp::phone_schema)]
    pub phone: String,
}

/// Texts an admin sign-in code. The answer is the same whether or not the number belongs to an
/// admin, so the console cannot be used to find admins' numbers.
#[utoipa::path(post, path = "/api/v1/admin/auth/send-otp", tag = "admin", request_body = AdminSendOtpRequest,
    responses((status = 200, body = Envelope<SendOtpData>), (status = 400, body = ErrorBody),
        (status = 424, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn send_otp(
    State(app): State<AppState>,
    ClientIp(ip): ClientIp,
    Json(req): Json<AdminSendOtpRequest>,
) -> ApiResult<SendOtpData> {
    let phone = otp::normalise_phone(&req.phone, "phone")?;
    let sent = app
        .otp
        .send(
            &phone,
            Channel::Sms,
            Purpose::AdminLogin,
            ip.as_deref(),
            otp::COUNTDOWN_SIMPLE,
        )
        .await?;
    Ok(envelope::ok(SendOtpData {
        resend_after: sent.resend_after,
    }))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct AdminVerifyOtpRequest {
    #[serde(default)]
    pub phone: String,
    /// The 6-digit code.
    #[serde(default)]
    pub otp: String,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminSession {
    /// Bearer token for `/api/v1/admin/` calls (15 minutes).
    pub admin_token: String,
    /// Send as `X-CSRF-Token` on every state-changing admin call.
    pub csrf_token: String,
    /// Trade at `/api/v1/admin/auth/refresh` for a new session triple (once: it rotates).
    pub refresh_token: String,
    pub user: UserView,
}

/// Trades an admin code for an admin session. Anyone but an admin gets 403 after a right code.
#[utoipa::path(post, path = "/api/v1/admin/auth/verify-otp", tag = "admin", request_body = AdminVerifyOtpRequest,
    responses((status = 200, body = Envelope<AdminSession>), (status = 400, body = ErrorBody),
        (status = 403, body = ErrorBody, description = "The number's account is not an admin")))]
pub async fn verify_otp(
    State(app): State<AppState>,
    Json(req): Json<AdminVerifyOtpRequest>,
) -> ApiResult<AdminSession> {
    let phone = otp::normalise_phone(&req.phone, "phone")?;
    account::check_code(req.otp.trim(), "otp")?;
    let signed_in =
        signin::admin_with_code(&app.otp, &app.sessions, &phone, req.otp.trim()).await?;
    Ok(envelope::ok(AdminSession {
        admin_token: signed_in.tokens.token,
        csrf_token: signed_in.csrf_token,
        refresh_token: signed_in.tokens.refresh_token,
        user: signed_in.tokens.user.into(),
    }))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminRefreshRequest {
    #[serde(default)]
    pub refresh_token: String,
}

/// A new admin token, CSRF token and refresh token for a live console session. 401
/// `SESSION_EXPIRED` once it ended: idle 30 minutes, 12 hours old, signed out, revoked, the
/// account suspended or no longer an admin.
#[utoipa::path(post, path = "/api/v1/admin/auth/refresh", tag = "admin", request_body = AdminRefreshRequest,
    responses((status = 200, body = Envelope<AdminSession>), (status = 401, body = ErrorBody)))]
pub async fn refresh(
    State(app): State<AppState>,
    Json(req): Json<AdminRefreshRequest>,
) -> ApiResult<AdminSession> {
    let tokens = app
        .sessions
        .refresh_admin(req.refresh_token.trim())
        .await
        .map_err(|e| match e {
            CoreError::Unauthorized(_) => ApiError::new(
                axum::http::StatusCode::UNAUTHORIZED,
                "SESSION_EXPIRED",
                "Your session has ended. Please sign in again.",
            ),
            e => e.into(),
        })?;
    let csrf_token = app.sessions.csrf_token(tokens.session_id);
    Ok(envelope::ok(AdminSession {
        admin_token: tokens.token,
        csrf_token,
        refresh_token: tokens.refresh_token,
        user: tokens.user.into(),
    }))
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct AdminLoggedOut {}

/// Ends the admin session (needs the CSRF header).
#[utoipa::path(post, path = "/api/v1/admin/auth/logout", tag = "admin",
    params(("X-CSRF-Token" = String, Header, description = "The csrfToken of the admin sign-in")),
    responses((status = 200, body = Envelope<AdminLoggedOut>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn logout(
    State(app): State<AppState>,
    AdminUser(who): AdminUser,
) -> ApiResult<AdminLoggedOut> {
    app.sessions.logout(who.session_id).await?;
    Ok(envelope::ok(AdminLoggedOut {}))
}

/// react-admin simple REST list parameters, each a JSON text.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListParams {
    /// `["field","ASC"|"DESC"]`
    pub sort: Option<String>,
    /// `[start, end]`, both inclusive.
    pub range: Option<String>,
    /// A JSON object of filters.
    pub filter: Option<String>,
}

pub(crate) fn bad(field: &str, message: &str) -> ApiError {
    CoreError::field(field, message).into()
}

impl ListParams {
    pub(crate) fn request(&self) -> Result<ListRequest, ApiError> {
        let (sort, order) = match &self.sort {
            Some(s) => serde_json::from_str::<(String, String)>(s)
                .map_err(|_| bad("sort", "Sort must be [\"field\",\"ASC\" or \"DESC\"]"))?,
            None => ("id".to_string(), "DESC".to_string()),
        };
        let descending = match order.to_ascii_uppercase().as_str() {
            "ASC" => false,
            "DESC" => true,
            _ => return Err(bad("sort", "Order must be ASC or DESC")),
        };
        let (start, end) = match &self.range {
            Some(r) => serde_json::from_str::<(i64, i64)>(r)
                .map_err(|_| bad("range", "Range must be [start, end]"))?,
            None => (0, 24),
        };
        Ok(ListRequest {
            sort,
            descending,
            start,
            end,
        })
    }

    pub(crate) fn filter(&self) -> Result<serde_json::Map<String, serde_json::Value>, ApiError> {
        match &self.filter {
            // The query string's own check sees `\u0000` as six letters; the JSON in it decodes
            // to a NUL, which PostgreSQL cannot compare with text.
            Some(f) if crate::control_chars::json_field_with_control(f.as_bytes()).is_some() => {
                Err(bad("filter", "filter cannot contain control characters"))
            }
            Some(f) => {
                serde_json::from_str(f).map_err(|_| bad("filter", "Filter must be a JSON object"))
            }
            None => Ok(Default::default()),
        }
    }
}

pub(crate) fn text_filter(
    f: &serde_json::Map<String, serde_json::Value>,
    key: &str,
) -> Result<Option<String>, ApiError> {
    match f.get(key) {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::String(s)) if s.len() <= 200 => Ok(Some(s.clone())),
        Some(_) => Err(bad("filter", &format!("Filter {key} must be text"))),
    }
}

/// react-admin's `id` filter (getMany): one id or a list of them.
pub(crate) fn ids_filter(
    f: &serde_json::Map<String, serde_json::Value>,
) -> Result<Option<Vec<i64>>, ApiError> {
    match f.get("id") {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(v) => serde_json::from_value::<Vec<i64>>(v.clone())
            .or_else(|_| serde_json::from_value::<i64>(v.clone()).map(|id| vec![id]))
            .map(Some)
            .map_err(|_| bad("filter", "Filter id must be a number or a list of numbers")),
    }
}

pub(crate) fn bool_filter(
    f: &serde_json::Map<String, serde_json::Value>,
    key: &str,
) -> Result<Option<bool>, ApiError> {
    match f.get(key) {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::Bool(b)) => Ok(Some(*b)),
        Some(serde_json::Value::String(s)) if s == "true" || s == "false" => Ok(Some(s == "true")),
        Some(_) => Err(bad(
            "filter",
            &format!("Filter {key} must be true or false"),
        )),
    }
}

/// The page with `Content-Range: <resource> start-end/total`, which react-admin reads.
pub(crate) fn listed<T: Serialize>(
    resource: &str,
    start: i64,
    page: Page<T>,
) -> (HeaderMap, AxumJson<Envelope<Vec<T>>>) {
    let end = if page.items.is_empty() {
        start
    } else {
        start + page.items.len() as i64 - 1
    };
    let mut headers = HeaderMap::new();
    let range = format!("{resource} {start}-{end}/{}", page.total);
    headers.insert(
        header::CONTENT_RANGE,
        HeaderValue::from_str(&range).expect("ASCII header"),
    );
    (headers, envelope::ok(page.items))
}

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

pub(crate) fn ist(epoch: i64) -> String {
    escapes_core::time::to_ist_rfc3339(escapes_core::time::from_epoch(epoch))
}

/// Users, for the console (filters: `q` over name, phone and e-mail; `role`; `id` list).
#[utoipa::path(get, path = "/api/v1/admin/users", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<AdminUserRow>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn users(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Result<(HeaderMap, AxumJson<Envelope<Vec<AdminUserRow>>>), ApiError> {
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
    let page = admin::users(&app.store, req, filter).await?;
    Ok(listed("users", start, page.map(Into::into)))
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminConsentRow {
    pub id: i64,
    pub user_id: i64,
    pub user_name: String,
    /// `all` or `essential`.
    pub choice: String,
    pub policy_version: String,
    pub user_agent: Option<String>,
    /// RFC 3339, Asia/Kolkata.
    pub created_at: String,
}

impl From<ConsentListRow> for AdminConsentRow {
    fn from(r: ConsentListRow) -> Self {
        Self {
            id: r.id,
            user_id: r.user_id,
            user_name: r.user_name,
            choice: r.choice,
            policy_version: r.policy_version,
            user_agent: r.user_agent,
            created_at: ist(r.created_at),
        }
    }
}

/// The cookie-consent log, newest first by default (filters: `choice`, `userId`).
#[utoipa::path(get, path = "/api/v1/admin/consents", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<AdminConsentRow>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn consents(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Result<(HeaderMap, AxumJson<Envelope<Vec<AdminConsentRow>>>), ApiError> {
    let req = params.request()?;
    let f = params.filter()?;
    let user_id = match f.get("userId") {
        None | Some(serde_json::Value::Null) => None,
        Some(v) => Some(
            v.as_i64()
                .ok_or_else(|| bad("filter", "Filter userId must be a number"))?,
        ),
    };
    let filter = ConsentFilter {
        choice: text_filter(&f, "choice")?,
        user_id,
    };
    let start = req.start;
    let page = admin::consents(&app.store, req, filter).await?;
    Ok(listed("consents", start, page.map(Into::into)))
}

/// A whole-number filter (`userId`, `bookingId`).
pub(crate) fn number_filter(
    f: &serde_json::Map<String, serde_json::Value>,
    key: &str,
) -> Result<Option<i64>, ApiError> {
    match f.get(key) {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::String(s)) if s.trim().parse::<i64>().is_ok() => {
            Ok(s.trim().parse().ok())
        }
        Some(v) => v
            .as_i64()
            .map(Some)
            .ok_or_else(|| bad("filter", &format!("Filter {key} must be a number"))),
    }
}

/// An instant filter: RFC 3339, or a date (yyyy-mm-dd) meaning its start in Asia/Kolkata.
pub(crate) fn instant_filter(
    f: &serde_json::Map<String, serde_json::Value>,
    key: &str,
) -> Result<Option<i64>, ApiError> {
    let Some(text) = text_filter(f, key)? else {
        return Ok(None);
    };
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    escapes_core::audit::parse_instant(text)
        .map(Some)
        .ok_or_else(|| {
            bad(
                "filter",
                &format!("Filter {key} must be a date (yyyy-mm-dd) or an RFC 3339 time"),
            )
        })
}

/// The audit trail, newest first by default. Filters: `userId` (about their data or by them),
/// `bookingId`, `targetKind`, `targetId`, `action`, `channel` (console, cli, system), `since` and
/// `until` (a date or an RFC 3339 time). Read-only: nothing in the product edits or deletes it.
#[utoipa::path(get, path = "/api/v1/admin/audit", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<AuditEntry>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn audit(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Result<(HeaderMap, AxumJson<Envelope<Vec<AuditEntry>>>), ApiError> {
    let req = params.request()?;
    let f = params.filter()?;
    let channel = match text_filter(&f, "channel")? {
        None => None,
        Some(c) => Some(
            c.parse::<AuditChannel>()
                .map_err(|_| bad("filter", "Filter channel must be console, cli or system"))?,
        ),
    };
    let filter = AuditFilter {
        user: number_filter(&f, "userId")?,
        booking: number_filter(&f, "bookingId")?,
        target_kind: text_filter(&f, "targetKind")?,
        target_id: text_filter(&f, "targetId")?,
        action: text_filter(&f, "action")?,
        channel,
        since: instant_filter(&f, "since")?,
        until: instant_filter(&f, "until")?,
    };
    let start = req.start;
    let page = escapes_core::audit::list(&app.store, req, filter).await?;
    Ok(listed("audit", start, page))
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
    let body: CancelForRequest = super::bookings::optional_body(&body)?;
    let refund = match body.refund.as_deref() {
        None => RefundChoice::Policy,
        Some(r) => RefundChoice::parse(r)
            .ok_or_else(|| bad("refund", &format!("Refund must be {}", RefundChoice::NAMES)))?,
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
