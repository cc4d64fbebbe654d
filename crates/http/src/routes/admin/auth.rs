//! The console's sign-in: a code to the admin's phone answers an `adminToken` and a `csrfToken`;
//! refresh and sign-out.

use axum::extract::State;
use escapes_core::auth::otp::{Channel, Purpose};
use escapes_core::auth::{account, otp, signin};
use escapes_core::CoreError;
use serde::{Deserialize, Serialize};

use crate::auth_extract::AdminUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{ClientIp, Json};
use crate::routes::auth::{SendOtpData, UserView};
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
                escapes_core::Said::staff_only("Your session has ended. Please sign in again."),
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
