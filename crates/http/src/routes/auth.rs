//! Sending one-time codes for both sign-in families of SPEC §7, and the dev outbox. Verifying
//! codes comes with sessions.

use axum::extract::State;
use axum::Json as AxumJson;
use escapes_core::auth::otp::{self, Channel, Purpose};
use escapes_core::{delivery, CoreError};
use serde::{Deserialize, Serialize};

use crate::envelope::{self, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{ClientIp, Json, Query};
use crate::AppState;

type ApiResult<T> = Result<AxumJson<Envelope<T>>, ApiError>;

#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct SendOtpRequest {
    /// Indian mobile number, with or without +91.
    #[serde(default)]
    pub phone: String,
    /// `login` (default) or `register`.
    #[serde(default)]
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
    /// `login` (default) or `register`.
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

/// The guest-facing purposes; admin sign-in and e-mail change have their own calls.
fn guest_purpose(purpose: Option<&str>) -> Result<Purpose, CoreError> {
    match purpose.map(str::trim).filter(|p| !p.is_empty()) {
        None => Ok(Purpose::Login),
        Some(p) => match Purpose::parse(p) {
            Some(p @ (Purpose::Login | Purpose::Register)) => Ok(p),
            _ => Err(CoreError::field("purpose", "Purpose must be login or register")),
        },
    }
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
    Json(req): Json<SendOtpRequest>,
) -> ApiResult<SendOtpData> {
    let phone = otp::normalise_phone(&req.phone, "phone")?;
    let purpose = guest_purpose(req.purpose.as_deref())?;
    let sent = app.otp.send(&phone, Channel::Sms, purpose, ip.as_deref(), otp::COUNTDOWN_SIMPLE).await?;
    Ok(envelope::ok(SendOtpData { resend_after: sent.resend_after }))
}

/// Sends a code by SMS or e-mail (full modal; 60 s countdown). Sign-up sends one per channel.
#[utoipa::path(post, path = "/api/auth/otp/send-otp", tag = "auth", request_body = ModalSendOtpRequest,
    responses((status = 200, body = Envelope<ModalSendOtpData>), (status = 400, body = ErrorBody),
        (status = 429, body = ErrorBody, description = "Too many requests; see Retry-After"),
        (status = 424, body = ErrorBody, description = "The provider did not take the message")))]
pub async fn modal_send_otp(
    State(app): State<AppState>,
    ClientIp(ip): ClientIp,
    Json(req): Json<ModalSendOtpRequest>,
) -> ApiResult<ModalSendOtpData> {
    let (channel, identifier) = match req.kind.trim() {
        "sms" => (Channel::Sms, otp::normalise_phone(&req.identifier, "identifier")?),
        "email" => (Channel::Email, otp::normalise_email(&req.identifier, "identifier")?),
        _ => return Err(CoreError::field("type", "Type must be sms or email").into()),
    };
    let purpose = guest_purpose(req.purpose.as_deref())?;
    let sent = app.otp.send(&identifier, channel, purpose, ip.as_deref(), otp::COUNTDOWN_MODAL).await?;
    Ok(envelope::ok(ModalSendOtpData { identifier: sent.identifier, resend_after: sent.resend_after }))
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
pub async fn outbox(State(app): State<AppState>, Query(params): Query<OutboxParams>) -> ApiResult<Vec<OutboxEntry>> {
    if !app.otp.delivery().console {
        return Err(ApiError::not_found("API route"));
    }
    let to = params.to.map(|to| {
        otp::normalise_phone(&to, "to")
            .or_else(|_| otp::normalise_email(&to, "to"))
            .unwrap_or_else(|_| to.trim().to_string())
    });
    let messages = delivery::outbox(app.otp.store(), to, 50).await?;
    Ok(envelope::ok(
        messages
            .into_iter()
            .map(|m| OutboxEntry {
                channel: m.channel,
                to: m.to,
                body: m.body,
                created_at: escapes_core::time::to_ist_rfc3339(escapes_core::time::from_epoch(m.created_at)),
            })
            .collect(),
    ))
}
