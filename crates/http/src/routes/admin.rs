//! The admin console's API (DESIGN.md): sign-in by a code to the admin's phone, which answers an
//! `adminToken` and a `csrfToken`, and react-admin simple-REST lists (`sort`, `range`, `filter`
//! query parameters as JSON; the total in `Content-Range`). Every handler but sign-in takes
//! `AdminUser`, which also checks the CSRF header on state-changing calls.

use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue};
use axum::Json as AxumJson;
use escapes_core::admin::{self, ConsentFilter, ListRequest, Page, UserFilter};
use escapes_core::admin::{ConsentListRow, UserListRow};
use escapes_core::auth::otp::{Channel, Purpose};
use escapes_core::auth::{account, otp, signin};
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
        user: signed_in.tokens.user.into(),
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

fn bad(field: &str, message: &str) -> ApiError {
    CoreError::field(field, message).into()
}

impl ListParams {
    fn request(&self) -> Result<ListRequest, ApiError> {
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

    fn filter(&self) -> Result<serde_json::Map<String, serde_json::Value>, ApiError> {
        match &self.filter {
            Some(f) => {
                serde_json::from_str(f).map_err(|_| bad("filter", "Filter must be a JSON object"))
            }
            None => Ok(Default::default()),
        }
    }
}

fn text_filter(
    f: &serde_json::Map<String, serde_json::Value>,
    key: &str,
) -> Result<Option<String>, ApiError> {
    match f.get(key) {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::String(s)) if s.len() <= 200 => Ok(Some(s.clone())),
        Some(_) => Err(bad("filter", &format!("Filter {key} must be text"))),
    }
}

/// The page with `Content-Range: <resource> start-end/total`, which react-admin reads.
fn listed<T: Serialize>(
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
        }
    }
}

fn ist(epoch: i64) -> String {
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
    let ids = match f.get("id") {
        None | Some(serde_json::Value::Null) => None,
        Some(v) => Some(
            serde_json::from_value::<Vec<i64>>(v.clone())
                .or_else(|_| serde_json::from_value::<i64>(v.clone()).map(|id| vec![id]))
                .map_err(|_| bad("filter", "Filter id must be a number or a list of numbers"))?,
        ),
    };
    let filter = UserFilter {
        q: text_filter(&f, "q")?,
        role: text_filter(&f, "role")?,
        ids,
    };
    let start = req.start;
    let page = admin::users(&app.store, req, filter).await?;
    Ok(listed("users", start, page.map(Into::into)))
}

/// One user, for the console.
#[utoipa::path(get, path = "/api/v1/admin/users/{id}", tag = "admin", params(("id" = i64, Path)),
    responses((status = 200, body = Envelope<AdminUserRow>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn user(
    State(app): State<AppState>,
    _admin: AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<AdminUserRow> {
    let req = ListRequest {
        sort: "id".into(),
        descending: false,
        start: 0,
        end: 0,
    };
    let page = admin::users(
        &app.store,
        req,
        UserFilter {
            ids: Some(vec![id]),
            ..Default::default()
        },
    )
    .await?;
    let row = page
        .items
        .into_iter()
        .next()
        .ok_or(CoreError::NotFound("user"))?;
    Ok(envelope::ok(row.into()))
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
