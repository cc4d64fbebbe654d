//! Security notices about the account itself, through the same durable outbox as booking news:
//! they are written in the transaction that makes the change, so a change is never made without
//! its notice. They go whatever the notification preferences say: they are not news but a warning.

use crate::error::CoreError;
use crate::i18n;
use crate::store::account::UserRow;
use crate::store::notifications::{self as db, NewNotification};
use crate::store::DbConnection;

use super::OutboxStatus;

/// The outbox event of an e-mail change's notices.
pub const EMAIL_CHANGED: &str = "email_changed";

/// The outbox events of payout notices.
pub const PAYOUT_SENT: &str = "payout_sent";
pub const PAYOUT_FAILED: &str = "payout_failed";
pub const PAYOUT_DETAILS_CHANGED: &str = "payout_details_changed";

/// Tells `before` (the account as it was) that its e-mail address is now `shown` (the new
/// address as the notice shows it: masked, so a notice read by someone else gives nothing
/// away): an e-mail to the old address and an SMS to the phone, each where the account has one.
pub fn enqueue_email_changed(
    conn: &mut DbConnection,
    before: &UserRow,
    shown: &str,
    now: i64,
) -> Result<usize, CoreError> {
    enqueue_notice(
        conn,
        before,
        EMAIL_CHANGED,
        "email-changed",
        &[("email", shown.into())],
        now,
    )
}

/// Writes notice `event` to `user`: the text `{key}-sms` to the phone, and the e-mail
/// `{key}-subject` / `{key}-email` to the address, each where the account has one, in the
/// account's language. Returns how many rows it wrote.
pub fn enqueue_notice(
    conn: &mut DbConnection,
    user: &UserRow,
    event: &'static str,
    key: &str,
    args: &i18n::Args<'_>,
    now: i64,
) -> Result<usize, CoreError> {
    let mut rows = Vec::new();
    if let Some(phone) = user.phone.as_deref().filter(|p| !p.trim().is_empty()) {
        let body = i18n::text(user.language, &format!("{key}-sms"), args);
        rows.push(("sms", phone.to_string(), None, body));
    }
    if let Some(address) = user.email.as_deref().filter(|e| !e.trim().is_empty()) {
        let subject = i18n::text(user.language, &format!("{key}-subject"), args);
        let body = i18n::text(user.language, &format!("{key}-email"), args);
        rows.push(("email", address.to_string(), Some(subject), body));
    }
    let written = rows.len();
    for (channel, destination, subject, body) in rows {
        db::insert(
            conn,
            &NewNotification {
                user_id: user.id,
                channel: channel.into(),
                destination,
                subject,
                body,
                booking_id: None,
                event: event.into(),
                status: OutboxStatus::Pending,
                attempts: 0,
                next_attempt_at: now,
                created_at: now,
                alert_id: None,
            },
        )?;
    }
    Ok(written)
}
