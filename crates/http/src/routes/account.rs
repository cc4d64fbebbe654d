//! The signed-in user's own account (PRODUCT.md §2 /profile and /settings): name, e-mail change by a
//! code to the new address and a fresh one to the phone, notification preferences, cookie consent, sign out everywhere and
//! account deletion. Each handler translates; the rules live in escapes-core's `auth::profile`
//! and `auth::consent`.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::header::USER_AGENT;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use escapes_core::auth::consent::{self, ConsentChoice, ConsentState, Purposes};
use escapes_core::auth::otp::Sent;
use escapes_core::auth::profile::NotificationPreferences;
use escapes_core::refusal;
use serde::{Deserialize, Serialize};

use super::auth::MeData;
use crate::auth_extract::AuthUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::ErrorBody;
use crate::extract::{ClientIp, Json};
use crate::AppState;
use escapes_core::language::Language;

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

impl From<Sent> for EmailSendData {
    fn from(sent: Sent) -> Self {
        Self {
            identifier: sent.identifier,
            resend_after: sent.resend_after,
        }
    }
}

/// Sends a code to a new e-mail address; the address changes only once that code verifies
/// together with the one from `POST /api/v1/users/me/email/send-phone-otp`.
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
    Ok(envelope::ok(sent.into()))
}

/// Sends the fresh code an e-mail change asks for to the account's phone (to its e-mail when it
/// has no phone), so an access token alone cannot move the account to another address.
#[utoipa::path(post, path = "/api/v1/users/me/email/send-phone-otp", tag = "account",
    responses((status = 200, body = Envelope<EmailSendData>, description = "`identifier` is masked"),
        (status = 401, body = ErrorBody), (status = 424, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn email_send_phone_otp(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    ClientIp(ip): ClientIp,
) -> ApiResult<EmailSendData> {
    let sent = app
        .account
        .send_email_change_step_up(&app.otp, &who.user, ip.as_deref())
        .await?;
    Ok(envelope::ok(sent.into()))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailVerifyRequest {
    #[serde(default)]
    pub email: String,
    /// The 6-digit code sent to `email`.
    #[serde(default)]
    pub code: String,
    /// The 6-digit code from `POST /api/v1/users/me/email/send-phone-otp`.
    #[serde(default)]
    pub phone_code: Option<String>,
}

/// Moves the account to the new address once both codes verify together (a wrong one leaves
/// the other valid and is named in `fields`); the old address and the phone are told.
#[utoipa::path(post, path = "/api/v1/users/me/email/verify", tag = "account",
    request_body(content = EmailVerifyRequest, description = "Without `phoneCode` the answer is 403 STEP_UP_REQUIRED"),
    responses((status = 200, body = Envelope<MeData>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody, description = "STEP_UP_REQUIRED"),
        (status = 409, body = ErrorBody)))]
pub async fn email_verify(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Json(req): Json<EmailVerifyRequest>,
) -> ApiResult<MeData> {
    let user = app
        .account
        .change_email(
            &app.otp,
            &who.user,
            &req.email,
            &req.code,
            req.phone_code.as_deref(),
        )
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
    /// Each purpose's current state: essential (always), analytics (the cookie choice), marketing.
    pub purposes: Purposes,
    /// The notice in force now; a choice made under an older one may be asked for again.
    pub notice_version: &'static str,
}

impl From<ConsentState> for ConsentData {
    fn from(s: ConsentState) -> Self {
        Self {
            choice: s.choice,
            purposes: s.purposes,
            notice_version: consent::POLICY_VERSION,
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

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct ConsentRequest {
    /// PRODUCT.md §4's cookie choice, `all` or `essential`; or leave it out and give `purpose`.
    #[serde(default)]
    pub choice: Option<String>,
    /// `essential`, `analytics` or `marketing`, with `granted`.
    #[serde(default)]
    pub purpose: Option<String>,
    #[serde(default)]
    pub granted: Option<bool>,
    /// The language the notice was shown in (`en`, `te`, `hi`); the account's when left out.
    #[serde(default)]
    pub language: Option<String>,
}

/// Records a consent choice in the append-only consent log, with the browser's user agent, the
/// notice version and its language: the cookie `choice`, or one `purpose` granted or withdrawn.
#[utoipa::path(post, path = "/api/v1/users/me/consent", tag = "account", request_body = ConsentRequest,
    responses((status = 200, body = Envelope<ConsentData>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn record_consent(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    headers: HeaderMap,
    Json(req): Json<ConsentRequest>,
) -> ApiResult<ConsentData> {
    let ctx = consent::Context {
        user_agent: headers.get(USER_AGENT).and_then(|v| v.to_str().ok()),
        language: req
            .language
            .as_deref()
            .map(|l| Language::parse(l, "language"))
            .transpose()?,
    };
    let state = match (req.choice.as_deref(), req.purpose.as_deref()) {
        (Some(choice), _) => {
            let choice = ConsentChoice::parse(choice, "choice")?;
            app.consent.record(who.user.id, choice, ctx).await?
        }
        (None, Some(purpose)) => {
            let purpose = consent::Purpose::parse(purpose, "purpose")?;
            let granted = req.granted.ok_or_else(|| {
                escapes_core::error::CoreError::field("granted", refusal!("err-h-consent-granted"))
            })?;
            app.consent.set(who.user.id, purpose, granted, ctx).await?
        }
        (None, None) => {
            return Err(escapes_core::error::CoreError::field(
                "choice",
                refusal!("err-h-consent-choice"),
            )
            .into())
        }
    };
    Ok(envelope::ok(state.into()))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct LanguageRequest {
    /// `en`, `te` or `hi`. Required: a body without it is refused on `language`, as an
    /// unknown language is.
    #[serde(default)]
    #[schema(required = true)]
    pub language: String,
}

/// Sets the language of the user's app and of the messages we send them.
#[utoipa::path(put, path = "/api/v1/users/me/language", tag = "account", request_body = LanguageRequest,
    responses((status = 200, body = Envelope<MeData>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn set_language(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Json(req): Json<LanguageRequest>,
) -> ApiResult<MeData> {
    let user = app.account.set_language(who.user.id, &req.language).await?;
    Ok(envelope::ok(MeData { user: user.into() }))
}

/// Everything held about the signed-in user (DPDP Act 2023), as a JSON file download: profile,
/// bookings with their price lines, payments, reviews, messages sent, the consent log, saved
/// farmhouses, alerts, sessions and notification choices.
#[utoipa::path(get, path = "/api/v1/users/me/export", tag = "account",
    responses((status = 200, description = "The JSON file (not in the envelope)", content_type = "application/json"),
        (status = 401, body = ErrorBody)))]
pub async fn export(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
) -> Result<Response, crate::error::ApiError> {
    let data = app.account.export(who.user.id).await?;
    let day = escapes_core::time::today_ist(app.clock.now());
    let body = serde_json::to_vec_pretty(&data)
        .map_err(|e| escapes_core::error::CoreError::Internal(e.into()))?;
    Ok((
        [
            (
                axum::http::header::CONTENT_TYPE,
                "application/json".to_string(),
            ),
            (
                axum::http::header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"hyderabad-escapes-data-{day}.json\""),
            ),
            (axum::http::header::CACHE_CONTROL, "no-store".to_string()),
        ],
        body,
    )
        .into_response())
}

/// Sends the fresh code that deleting the account asks for, to the account's phone.
#[utoipa::path(post, path = "/api/v1/users/me/erasure/send-otp", tag = "account",
    responses((status = 200, body = Envelope<EmailSendData>, description = "`identifier` is masked"),
        (status = 401, body = ErrorBody), (status = 409, body = ErrorBody, description = "ERASURE_BLOCKED: a stay to come or money unsettled"),
        (status = 424, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn erasure_send_otp(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    ClientIp(ip): ClientIp,
) -> ApiResult<EmailSendData> {
    let sent = app
        .account
        .send_erasure_code(&app.otp, &who.user, ip.as_deref())
        .await?;
    Ok(envelope::ok(sent.into()))
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

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct DeleteAccountRequest {
    /// The 6-digit code from `POST /api/v1/users/me/erasure/send-otp`.
    #[serde(default)]
    pub code: Option<String>,
}

/// Deletes the account once a fresh code proves the person holds its phone: personal data is
/// erased, every session and open page ends, an owner's listings leave the site, bookings stay
/// under a pseudonym as tax law needs, and the old e-mail address gets a confirmation.
#[utoipa::path(delete, path = "/api/v1/users/me", tag = "account", request_body(content = DeleteAccountRequest, description = "Required in practice: without a code the answer is 403 STEP_UP_REQUIRED"),
    responses((status = 200, body = Envelope<AccountDeleted>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody, description = "STEP_UP_REQUIRED"),
        (status = 409, body = ErrorBody, description = "ERASURE_BLOCKED")))]
pub async fn delete_me(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    body: Bytes,
) -> ApiResult<AccountDeleted> {
    let req: DeleteAccountRequest = crate::extract::from_optional_json(&body)?;
    app.account
        .delete_account(&app.otp, &who.user, req.code.as_deref())
        .await?;
    if who.role == escapes_core::auth::session::Role::Owner {
        app.catalogue.invalidate();
    }
    Ok(envelope::ok(AccountDeleted {}))
}
