//! The signed-in user's own records: name, e-mail, notification preferences, the consent log,
//! and erasing an account. The rules live in `auth::profile` and `auth::consent`.

use diesel::prelude::*;

use crate::listings::{Actor, ListingStatus};

use super::schema::{consent_log, leads, notification_preferences, properties, sessions, users};
use super::write_transaction;
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::UserId;

pub use super::models::ConsentRow;
pub use super::models::UserRow;

pub fn user(conn: &mut DbConnection, user_id: UserId) -> Result<UserRow, CoreError> {
    users::table
        .find(user_id)
        .select(UserRow::as_select())
        .first(conn)
        .optional()?
        .ok_or(CoreError::NotFound("user"))
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
        message: "This email address is already used by another account.".into(),
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

/// Appends a choice; rows are never updated or deleted.
pub fn append_consent(
    conn: &mut DbConnection,
    user_id: UserId,
    choice: &str,
    policy_version: &str,
    user_agent: Option<&str>,
    now: i64,
) -> Result<ConsentRow, CoreError> {
    let id = diesel::insert_into(consent_log::table)
        .values((
            consent_log::user_id.eq(user_id),
            consent_log::choice.eq(choice),
            consent_log::policy_version.eq(policy_version),
            consent_log::user_agent.eq(user_agent),
            consent_log::created_at.eq(now),
        ))
        .returning(consent_log::id)
        .get_result::<i64>(conn)?;
    Ok(consent_log::table
        .find(id)
        .select(ConsentRow::as_select())
        .first(conn)?)
}

/// The user's latest choice.
pub fn latest_consent(
    conn: &mut DbConnection,
    user_id: UserId,
) -> Result<Option<ConsentRow>, CoreError> {
    Ok(consent_log::table
        .filter(consent_log::user_id.eq(user_id))
        .order(consent_log::id.desc())
        .select(ConsentRow::as_select())
        .first(conn)
        .optional()?)
}

/// Erases an account's personal data in one transaction: name, username, phone and e-mail go,
/// every session is revoked, preferences are dropped and the owner's listings leave the search.
/// The row stays (with its id) so the consent log and, later, bookings keep their references.
pub fn erase_user(
    conn: &mut DbConnection,
    user_id: UserId,
    erased_name: &str,
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
            ))
            .execute(c)?;
        if n == 0 {
            return Err(CoreError::NotFound("user"));
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
