//! Signing in with a one-time code (PRODUCT.md §7): the guest and owner app's dialogs, and the admin
//! console. Each flow verifies the code, loads the account and opens the session; the caller has
//! already normalised the identifier and checked the code's shape under its own field names.

use super::otp::{Channel, OtpService, Purpose};
use super::session::{SessionService, Tokens};
use crate::error::CoreError;
use crate::store::session as db;

/// A right code for a phone or address no account uses.
pub const ACCOUNT_NOT_FOUND: &str = "ACCOUNT_NOT_FOUND";

/// Verifies a login code for `identifier` (a normalised phone for SMS, address for e-mail), then
/// opens an app session for its account. Only after the code has proved the caller holds the
/// phone or mailbox does the answer say there is no account.
pub async fn with_code(
    otp: &OtpService,
    sessions: &SessionService,
    identifier: &str,
    channel: Channel,
    code: &str,
) -> Result<Tokens, CoreError> {
    otp.verify(identifier, Purpose::Login, code).await?;
    let identifier = identifier.to_string();
    let user = sessions
        .store()
        .run(move |c| match channel {
            Channel::Sms => db::user_by_phone(c, &identifier),
            Channel::Email => db::user_by_email(c, &identifier),
        })
        .await?;
    let Some(user) = user else {
        return Err(CoreError::Rejected {
            code: ACCOUNT_NOT_FOUND,
            message: refusal!("err-h-no-account"),
        });
    };
    sessions.issue(user.into()).await
}

/// An admin-console session: its tokens and the CSRF token its state-changing calls carry.
#[derive(Debug, Clone)]
pub struct AdminSignIn {
    pub tokens: Tokens,
    pub csrf_token: String,
}

/// Trades an admin-login code sent to `phone` (normalised) for an admin-console session. After
/// a right code, a number without an account or whose account is not an admin is refused alike.
pub async fn admin_with_code(
    otp: &OtpService,
    sessions: &SessionService,
    phone: &str,
    code: &str,
) -> Result<AdminSignIn, CoreError> {
    otp.verify(phone, Purpose::AdminLogin, code).await?;
    let phone = phone.to_string();
    let user = sessions
        .store()
        .run(move |c| db::user_by_phone(c, &phone))
        .await?
        .ok_or_else(|| {
            CoreError::forbidden(crate::Said::staff_only("This account is not an admin."))
        })?;
    let tokens = sessions.issue_admin(user.into()).await?;
    let csrf_token = sessions.csrf_token(tokens.session_id);
    Ok(AdminSignIn { tokens, csrf_token })
}
