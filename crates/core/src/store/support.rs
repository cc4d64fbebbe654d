//! Queries of the support commands (`escapes user|otp|admin …`). The rules (what a search term
//! means, when a resend may be forced, who may become an admin) live in `crate::support`.

use diesel::prelude::*;

use super::models::UserRow;
use super::otp::{ChallengeRow, NewChallenge};
use super::schema::{otp_challenges, refresh_tokens, sessions, users};
use super::text::{contains_pattern, lower, lower_opt};
use super::write_transaction;
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::UserId;
use crate::kinds::audit::{Record, Staff, Target};
use crate::kinds::role::Role;

/// Users with this exact (normalised) phone.
pub fn users_by_phone(conn: &mut DbConnection, phone: &str) -> Result<Vec<UserRow>, CoreError> {
    Ok(users::table
        .filter(users::phone.eq(phone))
        .order(users::id)
        .select(UserRow::as_select())
        .load(conn)?)
}

/// Users whose e-mail is `email` whatever its case (older rows may not be lower-cased).
pub fn users_by_email(conn: &mut DbConnection, email: &str) -> Result<Vec<UserRow>, CoreError> {
    let email = email.to_lowercase();
    Ok(users::table
        .filter(lower_opt(users::email).eq(email))
        .order(users::id)
        .select(UserRow::as_select())
        .load(conn)?)
}

/// Users whose name contains `part` whatever its case, at most `limit`, oldest first.
pub fn users_by_name(
    conn: &mut DbConnection,
    part: &str,
    limit: i64,
) -> Result<Vec<UserRow>, CoreError> {
    Ok(users::table
        .filter(
            lower(users::full_name)
                .like(contains_pattern(part))
                .escape('\\'),
        )
        .order(users::id)
        .limit(limit)
        .select(UserRow::as_select())
        .load(conn)?)
}

pub fn user(conn: &mut DbConnection, id: UserId) -> Result<Option<UserRow>, CoreError> {
    Ok(users::table
        .find(id)
        .select(UserRow::as_select())
        .first(conn)
        .optional()?)
}

/// Sessions of `user_id` neither revoked nor expired at `now`, and when the newest one began.
pub fn session_facts(
    conn: &mut DbConnection,
    user_id: UserId,
    now: i64,
) -> Result<(i64, Option<i64>), CoreError> {
    let active = sessions::table
        .filter(sessions::user_id.eq(user_id))
        .filter(sessions::revoked_at.is_null())
        .filter(sessions::expires_at.gt(now))
        .count()
        .get_result::<i64>(conn)?;
    let last = sessions::table
        .filter(sessions::user_id.eq(user_id))
        .select(diesel::dsl::max(sessions::created_at))
        .first::<Option<i64>>(conn)?;
    Ok((active, last))
}

/// A session of a user that is neither revoked nor expired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LiveSessionRow {
    pub id: i64,
    /// `app` or `admin`.
    pub kind: String,
    pub created_at: i64,
    pub expires_at: i64,
    /// When its newest refresh token was issued: the last time the session was used to renew
    /// its access (sign-in counts), as nothing finer is stored.
    pub last_refreshed: Option<i64>,
}

/// Live sessions of `user_id` at `now`, newest first.
pub fn live_sessions(
    conn: &mut DbConnection,
    user_id: UserId,
    now: i64,
) -> Result<Vec<LiveSessionRow>, CoreError> {
    let rows: Vec<(i64, String, i64, i64)> = sessions::table
        .filter(sessions::user_id.eq(user_id))
        .filter(sessions::revoked_at.is_null())
        .filter(sessions::expires_at.gt(now))
        .order((sessions::created_at.desc(), sessions::id.desc()))
        .select((
            sessions::id,
            sessions::kind,
            sessions::created_at,
            sessions::expires_at,
        ))
        .load(conn)?;
    let ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
    let refreshed: Vec<(i64, Option<i64>)> = refresh_tokens::table
        .filter(refresh_tokens::session_id.eq_any(&ids))
        .group_by(refresh_tokens::session_id)
        .select((
            refresh_tokens::session_id,
            diesel::dsl::max(refresh_tokens::created_at),
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(id, kind, created_at, expires_at)| LiveSessionRow {
            id,
            kind,
            created_at,
            expires_at,
            last_refreshed: refreshed
                .iter()
                .find(|(s, _)| *s == id)
                .and_then(|(_, t)| *t),
        })
        .collect())
}

/// Challenges sent to any of `identifiers` since `since`, newest first.
pub fn challenges_since(
    conn: &mut DbConnection,
    identifiers: &[String],
    since: i64,
) -> Result<Vec<ChallengeRow>, CoreError> {
    Ok(otp_challenges::table
        .filter(otp_challenges::identifier.eq_any(identifiers))
        .filter(otp_challenges::created_at.ge(since))
        .order((otp_challenges::created_at.desc(), otp_challenges::id.desc()))
        .select(ChallengeRow::as_select())
        .load(conn)?)
}

/// Inserts a challenge without looking at the limits, and its audit row, in one transaction, so
/// a forced code never exists without its record. Returns (challenge id, audit id).
/// `sent_by_email` says whether the identifier is an e-mail address (else a phone number), so the
/// audit row names the account the code belongs to.
pub fn insert_forced_challenge(
    conn: &mut DbConnection,
    new: &NewChallenge<'_>,
    sent_by_email: bool,
    staff: &Staff,
    action: &str,
    reason: &str,
) -> Result<(i64, i64), CoreError> {
    write_transaction(conn, |c| {
        let challenge = diesel::insert_into(otp_challenges::table)
            .values(new)
            .returning(otp_challenges::id)
            .get_result::<i64>(c)?;
        let owners = if sent_by_email {
            users_by_email(c, new.identifier)?
        } else {
            users_by_phone(c, new.identifier)?
        };
        let owner = owners.first().map(|u| u.id);
        let record = Record {
            action,
            target: Target::otp(new.identifier, owner),
            reason,
            before: None,
            after: Some(serde_json::json!({"purpose": new.purpose})),
        };
        let audit = super::audit::record(c, staff, record, new.created_at)?;
        Ok((challenge, audit))
    })
}

/// What `create_admin` did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AdminOutcome {
    Created,
    Promoted,
    AlreadyAdmin,
}

/// Makes a new admin, or (when `promote`) turns the user with this phone into one, in one
/// transaction. A phone's user without `promote`, or an e-mail held by someone else, is a conflict.
pub fn create_admin(
    conn: &mut DbConnection,
    full_name: &str,
    email: &str,
    phone: &str,
    promote: bool,
    now: i64,
) -> Result<(UserRow, AdminOutcome), CoreError> {
    write_transaction(conn, |c| {
        let by_phone = users::table
            .filter(users::phone.eq(phone))
            .select(UserRow::as_select())
            .first(c)
            .optional()?;
        let email_holder = users::table
            .filter(lower_opt(users::email).eq(email.to_lowercase()))
            .select(users::id)
            .first::<UserId>(c)
            .optional()?;
        if let Some(holder) = email_holder {
            if by_phone.as_ref().map(|u| u.id) != Some(holder) {
                return Err(CoreError::Conflict {
                    code: "ALREADY_EXISTS",
                    // Making an admin is the CLI's (staff read English).
                    message: crate::Said::staff_only(format!(
                        "The e-mail {email} belongs to another account (user {holder})."
                    )),
                });
            }
        }
        match by_phone {
            Some(user) if user.role == Role::Admin => Ok((user, AdminOutcome::AlreadyAdmin)),
            Some(user) if promote => {
                diesel::update(users::table.find(user.id)).set(users::role.eq(Role::Admin)).execute(c)?;
                let user = users::table.find(user.id).select(UserRow::as_select()).first(c)?;
                Ok((user, AdminOutcome::Promoted))
            }
            Some(user) => Err(CoreError::Conflict {
                code: "ALREADY_EXISTS",
                message: crate::Said::staff_only(format!(
                    "The phone {phone} belongs to {} (user {}, {}); pass --promote to make them an admin.",
                    user.full_name, user.id, user.role
                )),
            }),
            None => {
                let id = diesel::insert_into(users::table)
                    .values((
                        users::full_name.eq(full_name),
                        users::email.eq(email),
                        users::phone.eq(phone),
                        users::role.eq(Role::Admin),
                        users::created_at.eq(now),
                    ))
                    .returning(users::id)
                    .get_result::<i64>(c)?;
                Ok((users::table.find(id).select(UserRow::as_select()).first(c)?, AdminOutcome::Created))
            }
        }
    })
}
