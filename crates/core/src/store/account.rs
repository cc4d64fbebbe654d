//! The signed-in user's own records: name, e-mail, notification preferences, the consent log,
//! and erasing an account. The rules live in `auth::profile` and `auth::consent`.

use diesel::prelude::*;

use crate::kinds::listing::{Actor, ListingStatus};

use super::schema::{
    alert_unsubscribe_tokens, bookings, consent_log, leads, notification_outbox,
    notification_preferences, otp_challenges, price_alerts, properties, refunds, reviews,
    saved_properties, sessions, users,
};
use super::write_transaction;
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::UserId;
use crate::kinds::booking::{BookingStatus, PaymentStatus};

pub use super::models::ConsentRow;
pub use super::models::UserRow;

pub fn user(conn: &mut DbConnection, user_id: UserId) -> Result<UserRow, CoreError> {
    users::table
        .find(user_id)
        .select(UserRow::as_select())
        .first(conn)
        .optional()?
        .ok_or(CoreError::NotFound(crate::Missing::User))
}

pub fn set_full_name(
    conn: &mut DbConnection,
    user_id: UserId,
    full_name: &str,
) -> Result<UserRow, CoreError> {
    diesel::update(users::table.find(user_id))
        .set(users::full_name.eq(full_name))
        .execute(conn)?;
    user(conn, user_id)
}

/// Gives `user_id` the e-mail `email` unless another account has it (409 ALREADY_EXISTS).
pub fn set_email(
    conn: &mut DbConnection,
    user_id: UserId,
    email: &str,
) -> Result<UserRow, CoreError> {
    write_transaction(conn, |c| {
        if email_taken_by_other(c, user_id, email)? {
            return Err(email_taken());
        }
        diesel::update(users::table.find(user_id))
            .set(users::email.eq(email))
            .execute(c)?;
        user(c, user_id)
    })
}

pub fn email_taken() -> CoreError {
    CoreError::Conflict {
        code: "ALREADY_EXISTS",
        message: refusal!("err-h-email-used"),
    }
}

pub fn email_taken_by_other(
    conn: &mut DbConnection,
    user_id: UserId,
    email: &str,
) -> Result<bool, CoreError> {
    let other = users::table
        .filter(users::email.eq(email))
        .filter(users::id.ne(user_id))
        .select(users::id)
        .first::<i64>(conn)
        .optional()?;
    Ok(other.is_some())
}

/// Stored preferences: booking SMS, booking e-mail, message e-mail, marketing e-mail.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Queryable)]
pub struct PreferencesRow {
    pub booking_sms: bool,
    pub booking_email: bool,
    pub message_email: bool,
    pub marketing_email: bool,
}

/// A user without a row: every booking and message notice, no marketing.
impl Default for PreferencesRow {
    fn default() -> Self {
        Self {
            booking_sms: true,
            booking_email: true,
            message_email: true,
            marketing_email: false,
        }
    }
}

pub fn preferences(
    conn: &mut DbConnection,
    user_id: UserId,
) -> Result<Option<PreferencesRow>, CoreError> {
    Ok(notification_preferences::table
        .find(user_id)
        .select((
            notification_preferences::booking_sms,
            notification_preferences::booking_email,
            notification_preferences::message_email,
            notification_preferences::marketing_email,
        ))
        .first(conn)
        .optional()?)
}

pub fn save_preferences(
    conn: &mut DbConnection,
    user_id: UserId,
    p: PreferencesRow,
    now: i64,
) -> Result<(), CoreError> {
    write_transaction(conn, |c| {
        let values = (
            notification_preferences::booking_sms.eq(p.booking_sms),
            notification_preferences::booking_email.eq(p.booking_email),
            notification_preferences::message_email.eq(p.message_email),
            notification_preferences::marketing_email.eq(p.marketing_email),
            notification_preferences::updated_at.eq(now),
        );
        let updated = diesel::update(notification_preferences::table.find(user_id))
            .set(values)
            .execute(c)?;
        if updated == 0 {
            diesel::insert_into(notification_preferences::table)
                .values((notification_preferences::user_id.eq(user_id), values))
                .execute(c)?;
        }
        Ok(())
    })
}

/// One consent-log entry to append.
pub struct NewConsent<'a> {
    pub user_id: UserId,
    pub purpose: &'a str,
    pub granted: bool,
    /// The cookie choice, for the analytics purpose only.
    pub choice: Option<&'a str>,
    pub notice_version: &'a str,
    pub language: &'a str,
    pub user_agent: Option<&'a str>,
    pub now: i64,
}

/// Appends an entry; rows are never updated or deleted.
pub fn append_consent(
    conn: &mut DbConnection,
    n: &NewConsent<'_>,
) -> Result<ConsentRow, CoreError> {
    let id = diesel::insert_into(consent_log::table)
        .values((
            consent_log::user_id.eq(n.user_id),
            consent_log::purpose.eq(n.purpose),
            consent_log::granted.eq(n.granted),
            consent_log::choice.eq(n.choice),
            consent_log::policy_version.eq(n.notice_version),
            consent_log::language.eq(n.language),
            consent_log::user_agent.eq(n.user_agent),
            consent_log::created_at.eq(n.now),
        ))
        .returning(consent_log::id)
        .get_result::<i64>(conn)?;
    Ok(consent_log::table
        .find(id)
        .select(ConsentRow::as_select())
        .first(conn)?)
}

/// The user's latest entry for `purpose`.
pub fn latest_consent(
    conn: &mut DbConnection,
    user_id: UserId,
    purpose: &str,
) -> Result<Option<ConsentRow>, CoreError> {
    Ok(consent_log::table
        .filter(consent_log::user_id.eq(user_id))
        .filter(consent_log::purpose.eq(purpose))
        .order(consent_log::id.desc())
        .select(ConsentRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn set_language(
    conn: &mut DbConnection,
    user_id: UserId,
    language: &str,
) -> Result<UserRow, CoreError> {
    diesel::update(users::table.find(user_id))
        .set(users::language.eq(language))
        .execute(conn)?;
    user(conn, user_id)
}

/// Erases an account's personal data in one transaction: name, username, phone and e-mail go,
/// every session is revoked, preferences are dropped and the owner's listings leave the search.
/// The row stays (with its id) so the consent log and, later, bookings keep their references.
pub fn erase_user(
    conn: &mut DbConnection,
    user_id: UserId,
    erased_name: &str,
    former_guest: &str,
    now: i64,
) -> Result<(), CoreError> {
    write_transaction(conn, |c| {
        // Leads left under the account, or with its number or address before sign-in, go too.
        let contacts: Option<(Option<String>, Option<String>)> = users::table
            .find(user_id)
            .select((users::phone, users::email))
            .first(c)
            .optional()?;
        let contacts: Vec<String> = contacts
            .map(|(p, e)| p.into_iter().chain(e.map(|e| e.to_lowercase())).collect())
            .unwrap_or_default();
        let full_name: Option<String> = users::table
            .find(user_id)
            .select(users::full_name)
            .first(c)
            .optional()?;
        diesel::delete(
            leads::table.filter(
                leads::user_id
                    .eq(user_id.get())
                    .or(leads::contact.eq_any(&contacts)),
            ),
        )
        .execute(c)?;
        let n = diesel::update(users::table.find(user_id))
            .set((
                users::full_name.eq(erased_name),
                users::username.eq(None::<String>),
                users::email.eq(None::<String>),
                users::phone.eq(None::<String>),
                users::erased_at.eq(Some(now)),
            ))
            .execute(c)?;
        // Reviews stay (they describe the farmhouse) under no name.
        diesel::update(reviews::table.filter(reviews::user_id.eq(Some(user_id.get()))))
            .set(reviews::user_name.eq(former_guest))
            .execute(c)?;
        diesel::delete(saved_properties::table.filter(saved_properties::user_id.eq(user_id)))
            .execute(c)?;
        diesel::delete(
            alert_unsubscribe_tokens::table.filter(alert_unsubscribe_tokens::user_id.eq(user_id)),
        )
        .execute(c)?;
        // Messages not yet sent are dropped; sent ones keep no address or text.
        diesel::delete(
            notification_outbox::table
                .filter(notification_outbox::user_id.eq(user_id))
                .filter(notification_outbox::status.eq("pending")),
        )
        .execute(c)?;
        diesel::update(notification_outbox::table.filter(notification_outbox::user_id.eq(user_id)))
            .set((
                notification_outbox::destination.eq("erased"),
                notification_outbox::subject.eq(None::<String>),
                notification_outbox::body.eq(""),
            ))
            .execute(c)?;
        // Others' messages about the user's bookings (an owner's "Priya Sharma asked to book…")
        // keep the message but not the name.
        if let Some(name) = full_name
            .map(|n| n.trim().to_string())
            .filter(|n| !n.is_empty())
        {
            let theirs: Vec<i64> = bookings::table
                .filter(bookings::guest_id.eq(user_id))
                .select(bookings::id)
                .load(c)?;
            let rows: Vec<(i64, Option<String>, String)> = notification_outbox::table
                .filter(notification_outbox::booking_id.eq_any(&theirs))
                .filter(notification_outbox::user_id.ne(user_id))
                .select((
                    notification_outbox::id,
                    notification_outbox::subject,
                    notification_outbox::body,
                ))
                .load(c)?;
            for (id, subject, body) in rows {
                if !body.contains(&name) && !subject.as_deref().is_some_and(|s| s.contains(&name)) {
                    continue;
                }
                diesel::update(notification_outbox::table.find(id))
                    .set((
                        notification_outbox::subject
                            .eq(subject.map(|s| s.replace(&name, erased_name))),
                        notification_outbox::body.eq(body.replace(&name, erased_name)),
                    ))
                    .execute(c)?;
            }
        }
        let alert_ids: Vec<i64> = price_alerts::table
            .filter(price_alerts::user_id.eq(user_id))
            .select(price_alerts::id)
            .load(c)?;
        diesel::update(
            notification_outbox::table.filter(notification_outbox::alert_id.eq_any(&alert_ids)),
        )
        .set(notification_outbox::alert_id.eq(None::<i64>))
        .execute(c)?;
        diesel::delete(price_alerts::table.filter(price_alerts::user_id.eq(user_id))).execute(c)?;
        diesel::delete(otp_challenges::table.filter(otp_challenges::identifier.eq_any(&contacts)))
            .execute(c)?;
        if n == 0 {
            return Err(CoreError::NotFound(crate::Missing::User));
        }
        diesel::update(
            sessions::table
                .filter(sessions::user_id.eq(user_id))
                .filter(sessions::revoked_at.is_null()),
        )
        .set(sessions::revoked_at.eq(Some(now)))
        .execute(c)?;
        diesel::delete(notification_preferences::table.find(user_id)).execute(c)?;
        diesel::update(properties::table.filter(properties::owner_id.eq(user_id)))
            .set((
                properties::status.eq(ListingStatus::Unlisted),
                properties::unlisted_by.eq(Some(Actor::Admin)),
                properties::status_reason.eq(Some("The owner's account was closed.")),
                properties::updated_at.eq(now),
            ))
            .execute(c)?;
        Ok(())
    })
}

/// Why an account cannot be erased yet, if anything stops it: a stay to come (as the guest, or at
/// one of the owner's farmhouses), a payment still pending, or a refund not yet settled. The
/// bookings and money must be seen through first.
pub fn erasure_blocker(
    conn: &mut DbConnection,
    user_id: UserId,
    now: i64,
) -> Result<Option<crate::Said>, CoreError> {
    let holding: Vec<&str> = BookingStatus::HOLDING.iter().map(|s| s.as_str()).collect();
    let own_stay: Option<(String, i64)> = bookings::table
        .filter(bookings::guest_id.eq(user_id))
        .filter(bookings::status.eq_any(&holding))
        .filter(bookings::ends_at.gt(now))
        .order(bookings::starts_at.asc())
        .select((bookings::code, bookings::starts_at))
        .first(conn)
        .optional()?;
    if let Some((code, starts_at)) = own_stay {
        return Ok(Some(refusal!(
            "err-h-erasure-own-stay",
            code = code,
            date = crate::time::ist_date_label(starts_at)
        )));
    }
    let hosted: Option<(String, i64)> = bookings::table
        .inner_join(properties::table)
        .filter(properties::owner_id.eq(user_id))
        .filter(bookings::status.eq_any(&holding))
        .filter(bookings::ends_at.gt(now))
        .order(bookings::starts_at.asc())
        .select((bookings::code, bookings::starts_at))
        .first(conn)
        .optional()?;
    if let Some((code, starts_at)) = hosted {
        return Ok(Some(refusal!(
            "err-h-erasure-hosted-stay",
            code = code,
            date = crate::time::ist_date_label(starts_at)
        )));
    }
    let pending_payment: Option<String> = bookings::table
        .filter(bookings::guest_id.eq(user_id))
        .filter(bookings::payment_status.eq(PaymentStatus::Pending.as_str()))
        .select(bookings::code)
        .first(conn)
        .optional()?;
    if let Some(code) = pending_payment {
        return Ok(Some(refusal!("err-h-erasure-payment-pending", code = code)));
    }
    let pending_refund: Option<String> = refunds::table
        .inner_join(bookings::table)
        .filter(bookings::guest_id.eq(user_id))
        .filter(refunds::status.eq("pending"))
        .select(bookings::code)
        .first(conn)
        .optional()?;
    Ok(pending_refund.map(|code| refusal!("err-h-erasure-refund-pending", code = code)))
}
