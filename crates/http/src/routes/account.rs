//! The signed-in user's own account (SPEC §2 /profile and /settings): name, e-mail change by a
//! code to the new address, notification preferences, cookie consent, sign out everywhere and
//! account deletion. Each handler translates; the rules live in escapes-core's `auth::profile`
//! and `auth::consent`.

use axum::extract::State;
use axum::http::header::USER_AGENT;
use axum::http::HeaderMap;
use escapes_core::auth::consent::{ConsentChoice, ConsentState};
use escapes_core::auth::profile::NotificationPreferences;
use serde::{Deserialize, Serialize};

use super::auth::MeData;
use crate::auth_extract::AuthUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::ErrorBody;
use crate::extract::{ClientIp, Json};
use crate::AppState;

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpdateMeRequest {
    /// 2–50 letters and spaces.
    #[serde(default)]
    pub full_name: String,
}

/// Renames the signed-in user.
#[utoipa::path(patch, path = "/api/v1/users/me", tag = "account", request_body = UpdateMeRequest,
    responses((status = 200, body = Envelope<MeData>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn update_me(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Json(req): Json<UpdateMeRequest>,
) -> ApiResult<MeData> {
    let user = app.account.rename(who.user.id, &req.full_name).await?;
    Ok(envelope::ok(MeData { user: user.into() }))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct EmailSendRequest {
    /// The new address.
    #[serde(default)]
    pub email: String,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailSendData {
    /// The normalised new address the code went to.
    pub identifier: String,
    /// Seconds before another code may be asked for.
    pub resend_after: i64,
}

/// Sends a code to a new e-mail address; the address changes only once that code verifies.
#[utoipa::path(post, path = "/api/v1/users/me/email/send-otp", tag = "account", request_body = EmailSendRequest,
    responses((status = 200, body = Envelope<EmailSendData>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 409, body = ErrorBody, description = "Another account uses the address"),
        (status = 424, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn email_send_otp(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    ClientIp(ip): ClientIp,
    Json(req): Json<EmailSendRequest>,
) -> ApiResult<EmailSendData> {
    let sent = app
        .account
        .send_email_change_code(&app.otp, &who.user, &req.email, ip.as_deref())
        .await?;
    Ok(envelope::ok(EmailSendData {
        identifier: sent.identifier,
        resend_after: sent.resend_after,
    }))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct EmailVerifyRequest {
    #[serde(default)]
    pub email: String,
    /// The 6-digit code sent to `email`.
    #[serde(default)]
    pub code: String,
}

/// Moves the account to the new address once its code verifies.
#[utoipa::path(post, path = "/api/v1/users/me/email/verify", tag = "account", request_body = EmailVerifyRequest,
    responses((status = 200, body = Envelope<MeData>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn email_verify(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Json(req): Json<EmailVerifyRequest>,
) -> ApiResult<MeData> {
    let user = app
        .account
        .change_email(&app.otp, &who.user, &req.email, &req.code)
        .await?;
    Ok(envelope::ok(MeData { user: user.into() }))
}

/// The signed-in user's notification choices.
#[utoipa::path(get, path = "/api/v1/users/me/notification-preferences", tag = "account",
    responses((status = 200, body = Envelope<NotificationPreferences>), (status = 401, body = ErrorBody)))]
pub async fn preferences(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
) -> ApiResult<NotificationPreferences> {
    Ok(envelope::ok(app.account.preferences(who.user.id).await?))
}

/// Saves every notification choice at once.
#[utoipa::path(put, path = "/api/v1/users/me/notification-preferences", tag = "account",
    request_body = NotificationPreferences,
    responses((status = 200, body = Envelope<NotificationPreferences>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody)))]
pub async fn set_preferences(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Json(req): Json<NotificationPreferences>,
) -> ApiResult<NotificationPreferences> {
    Ok(envelope::ok(
        app.account.set_preferences(who.user.id, req).await?,
    ))
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsentData {
    /// `all`, `essential`, or null before the first choice.
    pub choice: Option<ConsentChoice>,
    /// The cookie policy version the choice was made under (the current one before a choice).
    pub policy_version: String,
    /// When the choice was made (RFC 3339, Asia/Kolkata).
    pub decided_at: Option<String>,
}

impl From<ConsentState> for ConsentData {
    fn from(s: ConsentState) -> Self {
        Self {
            choice: s.choice,
            policy_version: s.policy_version,
            decided_at: s
                .decided_at
                .map(|t| escapes_core::time::to_ist_rfc3339(escapes_core::time::from_epoch(t))),
        }
    }
}

/// The signed-in user's current cookie-consent choice.
#[utoipa::path(get, path = "/api/v1/users/me/consent", tag = "account",
    responses((status = 200, body = Envelope<ConsentData>), (status = 401, body = ErrorBody)))]
pub async fn consent(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
) -> ApiResult<ConsentData> {
    Ok(envelope::ok(app.consent.current(who.user.id).await?.into()))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct ConsentRequest {
    /// `all` or `essential`.
    #[serde(default)]
    pub choice: String,
}

/// Records a cookie-consent choice in the append-only consent log (with the browser's user agent).
#[utoipa::path(post, path = "/api/v1/users/me/consent", tag = "account", request_body = ConsentRequest,
    responses((status = 200, body = Envelope<ConsentData>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn record_consent(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    headers: HeaderMap,
    Json(req): Json<ConsentRequest>,
) -> ApiResult<ConsentData> {
    let choice = ConsentChoice::parse(&req.choice, "choice")?;
    let agent = headers.get(USER_AGENT).and_then(|v| v.to_str().ok());
    Ok(envelope::ok(
        app.consent.record(who.user.id, choice, agent).await?.into(),
    ))
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct LoggedOutEverywhere {
    /// How many sessions were ended (this one included).
    pub revoked: usize,
}

/// Signs the user out of every device: all sessions, this one included, stop working.
#[utoipa::path(post, path = "/api/v1/auth/logout-all", tag = "auth",
    responses((status = 200, body = Envelope<LoggedOutEverywhere>), (status = 401, body = ErrorBody)))]
pub async fn logout_all(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
) -> ApiResult<LoggedOutEverywhere> {
    // Core closes the sockets of the revoked sessions too.
    let revoked = app.sessions.logout_all(who.user.id).await?;
    Ok(envelope::ok(LoggedOutEverywhere { revoked }))
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct AccountDeleted {}

/// Deletes the account: personal data is erased, every session ends, and an owner's listings
/// leave the site.
#[utoipa::path(delete, path = "/api/v1/users/me", tag = "account",
    responses((status = 200, body = Envelope<AccountDeleted>), (status = 401, body = ErrorBody)))]
pub async fn delete_me(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
) -> ApiResult<AccountDeleted> {
    app.account.delete_account(who.user.id).await?;
    if who.role == escapes_core::auth::session::Role::Owner {
        app.catalogue.invalidate();
    }
    Ok(envelope::ok(AccountDeleted {}))
}
