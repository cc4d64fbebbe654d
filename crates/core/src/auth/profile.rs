//! A signed-in user's own account: the name, an e-mail change proved by a code sent to the new
//! address, notification preferences, and erasing the account (SPEC §2 /profile, /settings).

use serde::{Deserialize, Serialize};

use super::account::{check_code, validate_name};
use super::otp::{self, Channel, OtpService, Purpose, Sent};
use crate::error::CoreError;
use crate::ids::UserId;
use crate::store::account::{self as db, PreferencesRow, UserRow};
use crate::store::Store;
use crate::time::SharedClock;

/// What an erased account is called wherever its old records still show it.
pub const ERASED_NAME: &str = "Deleted user";

/// Which messages a user wants. Without a choice: every booking and message notice, no marketing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NotificationPreferences {
    pub booking_sms: bool,
    pub booking_email: bool,
    pub message_email: bool,
    pub marketing_email: bool,
}

impl Default for NotificationPreferences {
    fn default() -> Self {
        Self {
            booking_sms: true,
            booking_email: true,
            message_email: true,
            marketing_email: false,
        }
    }
}

impl From<PreferencesRow> for NotificationPreferences {
    fn from(r: PreferencesRow) -> Self {
        Self {
            booking_sms: r.booking_sms,
            booking_email: r.booking_email,
            message_email: r.message_email,
            marketing_email: r.marketing_email,
        }
    }
}

#[derive(Clone)]
pub struct AccountService {
    store: Store,
    clock: SharedClock,
}

impl AccountService {
    pub fn new(store: Store, clock: SharedClock) -> Self {
        Self { store, clock }
    }

    /// Renames the user under SPEC §5's name rules (messages on `fullName`).
    pub async fn rename(&self, user_id: UserId, full_name: &str) -> Result<UserRow, CoreError> {
        let name = validate_name(full_name, "fullName")?;
        self.store
            .run(move |c| db::set_full_name(c, user_id, &name))
            .await
    }

    /// The normalised new address, once it is a valid one that differs from the current and no
    /// other account uses.
    async fn email_target(&self, user: &UserRow, input: &str) -> Result<String, CoreError> {
        let email = otp::normalise_email(input, "email")?;
        if user.email.as_deref() == Some(email.as_str()) {
            return Err(CoreError::field(
                "email",
                "This is already your email address",
            ));
        }
        let (user_id, candidate) = (user.id, email.clone());
        if self
            .store
            .run(move |c| db::email_taken_by_other(c, user_id, &candidate))
            .await?
        {
            return Err(db::email_taken());
        }
        Ok(email)
    }

    /// Sends a code to the new address (full-modal countdown and the usual limits).
    pub async fn send_email_change_code(
        &self,
        otp: &OtpService,
        user: &UserRow,
        input: &str,
        ip: Option<&str>,
    ) -> Result<Sent, CoreError> {
        let email = self.email_target(user, input).await?;
        otp.send(
            &email,
            Channel::Email,
            Purpose::EmailChange,
            ip,
            otp::COUNTDOWN_MODAL,
        )
        .await
    }

    /// Moves the account to the new address once its code verifies.
    pub async fn change_email(
        &self,
        otp: &OtpService,
        user: &UserRow,
        input: &str,
        code: &str,
    ) -> Result<UserRow, CoreError> {
        let email = self.email_target(user, input).await?;
        check_code(code.trim(), "code")?;
        otp.verify(&email, Purpose::EmailChange, code.trim())
            .await?;
        let user_id = user.id;
        self.store
            .run(move |c| db::set_email(c, user_id, &email))
            .await
    }

    pub async fn preferences(&self, user_id: UserId) -> Result<NotificationPreferences, CoreError> {
        let row = self.store.run(move |c| db::preferences(c, user_id)).await?;
        Ok(row.map(Into::into).unwrap_or_default())
    }

    pub async fn set_preferences(
        &self,
        user_id: UserId,
        p: NotificationPreferences,
    ) -> Result<NotificationPreferences, CoreError> {
        let now = self.clock.now().timestamp();
        let row = PreferencesRow {
            booking_sms: p.booking_sms,
            booking_email: p.booking_email,
            message_email: p.message_email,
            marketing_email: p.marketing_email,
        };
        self.store
            .run(move |c| db::save_preferences(c, user_id, row, now))
            .await?;
        self.preferences(user_id).await
    }

    /// Erases the account's personal data and ends every session (DPDP Act: the right to
    /// erasure). An owner's listings are unpublished; the caller refreshes the catalogue.
    pub async fn delete_account(&self, user_id: UserId) -> Result<(), CoreError> {
        let now = self.clock.now().timestamp();
        self.store
            .run(move |c| db::erase_user(c, user_id, ERASED_NAME, now))
            .await?;
        // Its open pages close too, on every instance.
        self.store
            .events()
            .sessions_ended(user_id, crate::events::SessionsEnded::Revoked);
        Ok(())
    }
}
