//! Both sign-in families of PRODUCT.md §7: sending and verifying one-time codes, refreshing and ending
//! sessions, the current user, and the dev outbox.

use axum::extract::State;
use axum::Json as AxumJson;
use escapes_core::auth::otp::{self, Channel};
use escapes_core::auth::session::{Role, Tokens};
use escapes_core::auth::User;
use escapes_core::auth::{account, signin};
use escapes_core::refusal;
use escapes_core::CoreError;
use serde::{Deserialize, Serialize};

use crate::auth_extract::AuthUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{AcceptLanguage, ClientIp, Json, Query};
use crate::AppState;

#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct SendOtpRequest {
    /// Indian mobile number, with or without +91.
    #[serde(default)]
    #[schema(required = true, schema_with = escapes_core::auth::otp::phone_schema)]
    pub phone: String,
    /// `login` (default) or `register`.
    #[serde(default)]
    #[schema(pattern = "^(login|register)?$")]
    pub purpose: Option<String>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SendOtpData {
    /// Seconds before another code may be asked for.
    pub resend_after: i64,
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct ModalSendOtpRequest {
    /// Mobile number (type sms) or e-mail address (type email).
    #[serde(default)]
    pub identifier: String,
    /// `sms` or `email`.
    #[serde(default, rename = "type")]
    pub kind: String,
    /// Not sent by PRODUCT.md §7's client: without it the code serves both verify-otp-login and
    /// verify-otp-register. `login` or `register` binds it to one of them.
    #[serde(default)]
    pub purpose: Option<String>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModalSendOtpData {
    /// The identifier the code is bound to (+91 phone or lower-cased e-mail); send it back to verify.
    pub identifier: String,
    pub resend_after: i64,
}

/// Sends a sign-in code by SMS (simple dialog; 30 s countdown). The answer is the same whether or
/// not the number has an account.
#[utoipa::path(post, path = "/api/v1/auth/send-otp", tag = "auth", request_body = SendOtpRequest,
    responses((status = 200, body = Envelope<SendOtpData>), (status = 400, body = ErrorBody),
        (status = 429, body = ErrorBody, description = "Too many requests; see Retry-After"),
        (status = 424, body = ErrorBody, description = "The SMS provider did not take the message")))]
pub async fn send_otp(
    State(app): State<AppState>,
    ClientIp(ip): ClientIp,
    AcceptLanguage(language): AcceptLanguage,
    Json(req): Json<SendOtpRequest>,
) -> ApiResult<SendOtpData> {
    let phone = otp::normalise_phone(&req.phone, "phone")?;
    let purpose = otp::guest_purpose(req.purpose.as_deref())?;
    let sent = app
        .otp
        .send_in(
            language,
            &phone,
            Channel::Sms,
            purpose,
            ip.as_deref(),
            otp::COUNTDOWN_SIMPLE,
        )
        .await?;
    Ok(envelope::ok(SendOtpData {
        resend_after: sent.resend_after,
    }))
}

/// Sends a code by SMS or e-mail (full modal; 60 s countdown). Sign-up sends one per channel.
#[utoipa::path(post, path = "/api/auth/otp/send-otp", tag = "auth", request_body = ModalSendOtpRequest,
    responses((status = 200, body = Envelope<ModalSendOtpData>), (status = 400, body = ErrorBody),
        (status = 429, body = ErrorBody, description = "Too many requests; see Retry-After"),
        (status = 424, body = ErrorBody, description = "The provider did not take the message")))]
pub async fn modal_send_otp(
    State(app): State<AppState>,
    ClientIp(ip): ClientIp,
    AcceptLanguage(language): AcceptLanguage,
    Json(req): Json<ModalSendOtpRequest>,
) -> ApiResult<ModalSendOtpData> {
    let (channel, identifier) = match req.kind.trim() {
        "sms" => (
            Channel::Sms,
            otp::normalise_phone(&req.identifier, "identifier")?,
        ),
        "email" => (
            Channel::Email,
            otp::normalise_email(&req.identifier, "identifier")?,
        ),
        _ => return Err(CoreError::field("type", refusal!("err-h-type-sms-email")).into()),
    };
    let purpose = otp::modal_purpose(req.purpose.as_deref())?;
    let sent = app
        .otp
        .send_in(
            language,
            &identifier,
            channel,
            purpose,
            ip.as_deref(),
            otp::COUNTDOWN_MODAL,
        )
        .await?;
    Ok(envelope::ok(ModalSendOtpData {
        identifier: sent.identifier,
        resend_after: sent.resend_after,
    }))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OutboxParams {
    /// Only messages to this phone (any accepted form) or e-mail address.
    pub to: Option<String>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OutboxEntry {
    /// `sms` or `email`.
    pub channel: String,
    pub to: String,
    pub body: String,
    /// RFC 3339 in Asia/Kolkata.
    pub created_at: String,
}

/// What the console providers "sent", newest first (at most 50). Only while the console
/// providers are active; otherwise 404.
#[utoipa::path(get, path = "/api/dev/outbox", tag = "dev", params(OutboxParams),
    responses((status = 200, body = Envelope<Vec<OutboxEntry>>), (status = 404, body = ErrorBody)))]
pub async fn outbox(
    State(app): State<AppState>,
    Query(params): Query<OutboxParams>,
) -> ApiResult<Vec<OutboxEntry>> {
    if !app.otp.delivery().console {
        return Err(ApiError::not_found(escapes_core::Missing::ApiRoute));
    }
    let to = params.to.map(|to| {
        otp::normalise_phone(&to, "to")
            .or_else(|_| otp::normalise_email(&to, "to"))
            .unwrap_or_else(|_| to.trim().to_string())
    });
    let messages = app.otp.outbox(to, 50).await?;
    Ok(envelope::ok(
        messages
            .into_iter()
            .map(|m| OutboxEntry {
                channel: m.channel,
                to: m.to,
                body: m.body,
                created_at: escapes_core::time::to_ist_rfc3339(escapes_core::time::from_epoch(
                    m.created_at,
                )),
            })
            .collect(),
    ))
}

/// A user as PRODUCT.md §3 shows one.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserView {
    pub id: i64,
    pub full_name: String,
    pub username: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub role: Role,
    /// The language of the user's app and messages.
    pub language: escapes_core::language::Language,
}

impl From<User> for UserView {
    fn from(u: User) -> Self {
        let role = u.role;
        Self {
            id: u.id.get(),
            full_name: u.full_name,
            username: u.username,
            email: u.email,
            phone: u.phone,
            role,
            language: u.language,
        }
    }
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionData {
    /// Access token (bearer), valid 15 minutes.
    pub token: String,
    /// Opaque refresh token; each use returns a new one and retires this one.
    pub refresh_token: String,
    pub user: UserView,
}

/// Sign-in and refresh answers: PRODUCT.md §7 reads `token`, `refreshToken` and `user` at the top
/// level; `data` holds the same for clients that read the envelope.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionResponse {
    pub success: bool,
    pub token: String,
    pub refresh_token: String,
    pub user: UserView,
    pub data: SessionData,
}

fn session_response(t: Tokens) -> AxumJson<SessionResponse> {
    let data = SessionData {
        token: t.token,
        refresh_token: t.refresh_token,
        user: t.user.into(),
    };
    AxumJson(SessionResponse {
        success: true,
        token: data.token.clone(),
        refresh_token: data.refresh_token.clone(),
        user: data.user.clone(),
        data,
    })
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct MeData {
    pub user: UserView,
}

/// `/me` answers `success` and `user`, and `data.user` for envelope readers.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct MeResponse {
    pub success: bool,
    pub user: UserView,
    pub data: MeData,
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct VerifyOtpRequest {
    #[serde(default)]
    pub phone: String,
    /// The 6-digit code.
    #[serde(default)]
    pub otp: String,
    /// What opened the dialog (analytics only).
    #[serde(default)]
    pub trigger: Option<String>,
}

/// Signs in with the code sent by `/api/v1/auth/send-otp` (purpose login).
#[utoipa::path(post, path = "/api/v1/auth/verify-otp", tag = "auth", request_body = VerifyOtpRequest,
    responses((status = 200, body = SessionResponse),
        (status = 400, body = ErrorBody, description = "Bad input, a rejected code, or no account for the number")))]
pub async fn verify_otp(
    State(app): State<AppState>,
    Json(req): Json<VerifyOtpRequest>,
) -> Result<AxumJson<SessionResponse>, ApiError> {
    let phone = otp::normalise_phone(&req.phone, "phone")?;
    account::check_code(req.otp.trim(), "otp")?;
    let _ = req.trigger;
    Ok(session_response(
        signin::with_code(
            &app.otp,
            &app.sessions,
            &phone,
            Channel::Sms,
            req.otp.trim(),
        )
        .await?,
    ))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct ModalVerifyLoginRequest {
    /// The identifier send-otp answered with (or any accepted form of it).
    #[serde(default)]
    pub identifier: String,
    #[serde(default)]
    pub code: String,
    /// `sms` or `email`.
    #[serde(default, rename = "type")]
    pub kind: String,
}

/// Signs in with a code sent by `/api/auth/otp/send-otp` (no purpose, or purpose login).
#[utoipa::path(post, path = "/api/auth/otp/verify-otp-login", tag = "auth", request_body = ModalVerifyLoginRequest,
    responses((status = 200, body = SessionResponse),
        (status = 400, body = ErrorBody, description = "Bad input, a rejected code, or no account")))]
pub async fn modal_verify_login(
    State(app): State<AppState>,
    Json(req): Json<ModalVerifyLoginRequest>,
) -> Result<AxumJson<SessionResponse>, ApiError> {
    let (channel, identifier) = match req.kind.trim() {
        "sms" => (
            Channel::Sms,
            otp::normalise_phone(&req.identifier, "identifier")?,
        ),
        "email" => (
            Channel::Email,
            otp::normalise_email(&req.identifier, "identifier")?,
        ),
        _ => return Err(CoreError::field("type", refusal!("err-h-type-sms-email")).into()),
    };
    account::check_code(req.code.trim(), "code")?;
    Ok(session_response(
        signin::with_code(
            &app.otp,
            &app.sessions,
            &identifier,
            channel,
            req.code.trim(),
        )
        .await?,
    ))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefreshRequest {
    #[serde(default)]
    pub refresh_token: String,
}

/// Exchanges a refresh token for a new access token and a new refresh token. Using a refresh
/// token twice ends its session.
#[utoipa::path(post, path = "/api/v1/auth/refresh", tag = "auth", request_body = RefreshRequest,
    responses((status = 200, body = SessionResponse), (status = 401, body = ErrorBody)))]
pub async fn refresh(
    State(app): State<AppState>,
    Json(req): Json<RefreshRequest>,
) -> Result<AxumJson<SessionResponse>, ApiError> {
    Ok(session_response(
        app.sessions.refresh(req.refresh_token.trim()).await?,
    ))
}

/// The signed-in user.
#[utoipa::path(get, path = "/api/v1/auth/me", tag = "auth",
    responses((status = 200, body = MeResponse), (status = 401, body = ErrorBody)))]
pub async fn me(AuthUser(who): AuthUser) -> AxumJson<MeResponse> {
    let user = UserView::from(who.user);
    AxumJson(MeResponse {
        success: true,
        user: user.clone(),
        data: MeData { user },
    })
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct LoggedOut {}

/// Ends the caller's session: its access and refresh tokens stop working.
#[utoipa::path(post, path = "/api/v1/auth/logout", tag = "auth",
    responses((status = 200, body = Envelope<LoggedOut>), (status = 401, body = ErrorBody)))]
pub async fn logout(State(app): State<AppState>, AuthUser(who): AuthUser) -> ApiResult<LoggedOut> {
    app.sessions.logout(who.session_id).await?;
    Ok(envelope::ok(LoggedOut {}))
}

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignupData {
    #[serde(default)]
    pub full_name: String,
    #[serde(default)]
    pub email: String,
    /// The same number as `identifier` (optional).
    #[serde(default)]
    pub phone: Option<String>,
    /// `user` or `owner`.
    #[serde(default)]
    pub role: String,
    #[serde(default)]
    pub accept_terms: bool,
    /// The code sent to `email` (send-otp with type email; no purpose, or purpose register).
    #[serde(default)]
    pub email_code: String,
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModalVerifyRegisterRequest {
    /// The mobile number the SMS code went to.
    #[serde(default)]
    pub identifier: String,
    /// The SMS code (send-otp with type sms; no purpose, or purpose register).
    #[serde(default)]
    pub code: String,
    /// `sms`.
    #[serde(default, rename = "type")]
    pub kind: String,
    #[serde(default)]
    pub user_data: SignupData,
}

/// Creates an account once both codes (SMS to the phone, e-mail to the address) verify and the
/// terms are accepted, and signs it in. Nothing is stored unless everything checks out.
#[utoipa::path(post, path = "/api/auth/otp/verify-otp-register", tag = "auth", request_body = ModalVerifyRegisterRequest,
    responses((status = 200, body = SessionResponse),
        (status = 400, body = ErrorBody, description = "Bad input or a rejected code"),
        (status = 409, body = ErrorBody, description = "The phone or e-mail already has an account")))]
pub async fn modal_verify_register(
    State(app): State<AppState>,
    Json(req): Json<ModalVerifyRegisterRequest>,
) -> Result<AxumJson<SessionResponse>, ApiError> {
    if req.kind.trim() != "sms" {
        return Err(CoreError::field("type", refusal!("err-h-type-sms")).into());
    }
    let data = req.user_data;
    let signup = account::Signup {
        phone: req.identifier,
        phone_again: data.phone,
        full_name: data.full_name,
        email: data.email,
        role: data.role,
        accept_terms: data.accept_terms,
        sms_code: req.code,
        email_code: data.email_code,
    };
    Ok(session_response(
        account::register(&app.otp, &app.sessions, &signup).await?,
    ))
}
