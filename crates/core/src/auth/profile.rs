//! A signed-in user's own account: the name, an e-mail change proved by a code sent to the new
//! address and a fresh one to the phone, notification preferences, and erasing the account
//! (PRODUCT.md §2 /profile, /settings).

use serde::{Deserialize, Serialize};

use super::account::{check_code, validate_name};
use super::otp::{self, Channel, CodeTry, OtpService, Purpose, Sent};
use super::User;
use crate::error::CoreError;
use crate::i18n;
use crate::ids::UserId;
use crate::language::Language;
use crate::store::account::{self as db, PreferencesRow};
use crate::store::Store;
use crate::time::SharedClock;

/// What an erased account is called wherever its old records still show it.
pub const ERASED_NAME: &str = "Deleted user";

/// What an erased guest's reviews are signed with.
pub const FORMER_GUEST: &str = "Former guest";

/// The answer to an erasure asked for with the access token alone.
pub fn step_up_message() -> crate::Said {
    refusal!("err-h-erasure-step-up")
}

/// The answer to an e-mail change asked for without the code sent to the phone.
pub fn email_step_up_message() -> crate::Said {
    refusal!("err-h-email-change-step-up")
}

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
        PreferencesRow::default().into()
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

    /// Renames the user under PRODUCT.md §5's name rules (messages on `fullName`).
    pub async fn rename(&self, user_id: UserId, full_name: &str) -> Result<User, CoreError> {
        let name = validate_name(full_name, "fullName")?;
        self.store
            .run(move |c| db::set_full_name(c, user_id, &name))
            .await
            .map(User::from)
    }

    /// The normalised new address, once it is a valid one that differs from the current and no
    /// other account uses.
    async fn email_target(&self, user: &User, input: &str) -> Result<String, CoreError> {
        let email = otp::normalise_email(input, "email")?;
        if user.email.as_deref() == Some(email.as_str()) {
            return Err(CoreError::field("email", refusal!("err-h-email-same")));
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
        user: &User,
        input: &str,
        ip: Option<&str>,
    ) -> Result<Sent, CoreError> {
        let email = self.email_target(user, input).await?;
        otp.send_in(
            Some(user.language),
            &email,
            Channel::Email,
            Purpose::EmailChange,
            ip,
            otp::COUNTDOWN_MODAL,
        )
        .await
    }

    /// Sends the fresh code an e-mail change asks for besides the new address's own: to the
    /// account's phone (its e-mail when it has no phone), so an access token copied from a
    /// signed-in device cannot move the account, and its sign-in, to another address.
    pub async fn send_email_change_step_up(
        &self,
        otp: &OtpService,
        user: &User,
        ip: Option<&str>,
    ) -> Result<Sent, CoreError> {
        let (identifier, channel) = step_up_channel(user)?;
        let sent = otp
            .send_in(
                Some(user.language),
                &identifier,
                channel,
                Purpose::EmailChange,
                ip,
                otp::COUNTDOWN_MODAL,
            )
            .await?;
        Ok(Sent {
            identifier: mask(&identifier),
            resend_after: sent.resend_after,
        })
    }

    /// Moves the account to the new address once both codes verify together: the one sent to
    /// the new address (`code`) and the fresh one sent to the phone (`phone_code`); a typo in
    /// one leaves the other valid. The old address and the phone are told, through the
    /// notification outbox in the same transaction.
    pub async fn change_email(
        &self,
        otp: &OtpService,
        user: &User,
        input: &str,
        code: &str,
        phone_code: Option<&str>,
    ) -> Result<User, CoreError> {
        let email = self.email_target(user, input).await?;
        let code = code.trim();
        check_code(code, "code")?;
        let Some(phone_code) = phone_code.map(str::trim).filter(|c| !c.is_empty()) else {
            return Err(CoreError::Forbidden {
                code: "STEP_UP_REQUIRED",
                message: email_step_up_message(),
            });
        };
        check_code(phone_code, "phoneCode")?;
        let (step_up, step_up_via) = step_up_channel(user)?;
        otp.verify_together(&[
            CodeTry {
                identifier: &email,
                channel: Channel::Email,
                purpose: Purpose::EmailChange,
                code,
                field: "code",
            },
            CodeTry {
                identifier: &step_up,
                channel: step_up_via,
                purpose: Purpose::EmailChange,
                code: phone_code,
                field: "phoneCode",
            },
        ])
        .await?;
        let user_id = user.id;
        let now = self.clock.now().timestamp();
        self.store
            .run(move |c| {
                crate::store::write_transaction(c, |c| {
                    let before = db::user(c, user_id)?;
                    let after = db::set_email(c, user_id, &email)?;
                    crate::notifications::enqueue_email_changed(c, &before, &mask(&email), now)?;
                    Ok(after)
                })
            })
            .await
            .map(User::from)
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
            .run(move |c| {
                crate::store::write_transaction(c, |c| {
                    // The marketing switch is the marketing consent: a change is logged as one.
                    let before = db::preferences(c, user_id)?
                        .map(|p| p.marketing_email)
                        .unwrap_or(NotificationPreferences::default().marketing_email);
                    if before != row.marketing_email {
                        let language = db::user(c, user_id)?.language;
                        super::consent::append(
                            c,
                            user_id,
                            super::consent::Purpose::Marketing,
                            row.marketing_email,
                            language,
                            None,
                            now,
                        )?;
                    }
                    db::save_preferences(c, user_id, row, now)
                })
            })
            .await?;
        self.preferences(user_id).await
    }

    /// Sets the language of the user's app and messages.
    pub async fn set_language(&self, user_id: UserId, input: &str) -> Result<User, CoreError> {
        let language = Language::parse(input, "language")?;
        let user = self
            .store
            .run(move |c| db::set_language(c, user_id, language.as_str()))
            .await?;
        self.store.events().language_changed(user_id, language);
        Ok(user.into())
    }

    /// Everything held about the user (DPDP Act: the right of access), as one JSON document.
    pub async fn export(&self, user_id: UserId) -> Result<serde_json::Value, CoreError> {
        let now = self.clock.now();
        let mut data = self
            .store
            .run(move |c| crate::store::export::collect(c, user_id))
            .await?;
        data["exportedAt"] = crate::time::to_ist_rfc3339(now).into();
        Ok(data)
    }

    /// Why the account cannot be erased now, if anything stops it (409 `ERASURE_BLOCKED`).
    async fn check_erasable(&self, user_id: UserId) -> Result<(), CoreError> {
        let now = self.clock.now().timestamp();
        match self
            .store
            .run(move |c| db::erasure_blocker(c, user_id, now))
            .await?
        {
            Some(message) => Err(CoreError::Conflict {
                code: "ERASURE_BLOCKED",
                message,
            }),
            None => Ok(()),
        }
    }

    /// Sends the fresh code an erasure asks for: to the account's phone, or to its e-mail when it
    /// has no phone. Refused up front when something stops the erasure.
    pub async fn send_erasure_code(
        &self,
        otp: &OtpService,
        user: &User,
        ip: Option<&str>,
    ) -> Result<Sent, CoreError> {
        self.check_erasable(user.id).await?;
        let (identifier, channel) = step_up_channel(user)?;
        let sent = otp
            .send_in(
                Some(user.language),
                &identifier,
                channel,
                Purpose::Erasure,
                ip,
                otp::COUNTDOWN_MODAL,
            )
            .await?;
        Ok(Sent {
            identifier: mask(&identifier),
            resend_after: sent.resend_after,
        })
    }

    /// Erases the account (DPDP Act: the right to erasure) once a fresh code proves the person
    /// holds the phone, so a token copied from an unlocked phone cannot do it: personal fields
    /// go, reviews are signed "Former guest", saved farmhouses and alerts go, every session and
    /// socket ends, and an owner's listings are unlisted (the caller refreshes the catalogue).
    /// Bookings stay under the pseudonymous row, as tax law needs. The old address is told.
    pub async fn delete_account(
        &self,
        otp: &OtpService,
        user: &User,
        code: Option<&str>,
    ) -> Result<(), CoreError> {
        let code = code.map(str::trim).filter(|c| !c.is_empty());
        let Some(code) = code else {
            return Err(CoreError::Forbidden {
                code: "STEP_UP_REQUIRED",
                message: step_up_message(),
            });
        };
        check_code(code, "code")?;
        self.check_erasable(user.id).await?;
        let (identifier, _) = step_up_channel(user)?;
        otp.verify(&identifier, Purpose::Erasure, code).await?;
        let now = self.clock.now().timestamp();
        let user_id = user.id;
        self.store
            .run(move |c| {
                crate::store::write_transaction(c, |c| {
                    // A booking made between the check and now still stops it.
                    if let Some(message) = db::erasure_blocker(c, user_id, now)? {
                        return Err(CoreError::Conflict {
                            code: "ERASURE_BLOCKED",
                            message,
                        });
                    }
                    db::erase_user(c, user_id, ERASED_NAME, FORMER_GUEST, now)
                })
            })
            .await?;
        // Its open pages close too, on every instance.
        self.store
            .events()
            .sessions_ended(user_id, crate::events::SessionsEnded::Revoked);
        if let Some(email) = &user.email {
            // The address is already gone from our records; this one message is the receipt.
            let sent = otp
                .delivery()
                .email
                .send_email(
                    email,
                    &i18n::text(user.language, "erasure-subject", &[]),
                    &i18n::text(user.language, "erasure-body", &[]),
                )
                .await;
            if let Err(e) = sent {
                tracing::warn!(error = %e, "erasure confirmation not delivered");
            }
        }
        Ok(())
    }
}

/// Where a step-up code (erasure, e-mail change) goes: the phone, else the e-mail address.
pub(crate) fn step_up_channel(user: &User) -> Result<(String, Channel), CoreError> {
    match (&user.phone, &user.email) {
        (Some(phone), _) => Ok((phone.clone(), Channel::Sms)),
        (None, Some(email)) => Ok((email.clone(), Channel::Email)),
        (None, None) => Err(CoreError::NotFound(crate::Missing::AccountContact)),
    }
}

/// A phone or address with all but its last characters hidden: `+91******3210`, `r***@gmail.com`.
pub fn mask(identifier: &str) -> String {
    if let Some((local, domain)) = identifier.split_once('@') {
        let first: String = local.chars().take(1).collect();
        return format!("{first}***@{domain}");
    }
    let chars: Vec<char> = identifier.chars().collect();
    let keep_start = if identifier.starts_with("+91") { 3 } else { 0 };
    let keep_end = 4.min(chars.len().saturating_sub(keep_start));
    chars
        .iter()
        .enumerate()
        .map(|(i, c)| {
            if i < keep_start || i >= chars.len() - keep_end {
                *c
            } else {
                '*'
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::mask;

    #[test]
    fn masks_keep_only_what_identifies_the_channel() {
        assert_eq!(mask("+919876543210"), "+91******3210");
        assert_eq!(mask("ravi@gmail.com"), "r***@gmail.com");
    }
}
