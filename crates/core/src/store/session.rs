//! Sessions and their refresh tokens. The rules (lifetimes, rotation, reuse) live in
//! `auth::session`; each function here is one transaction so two refreshes with the same token
//! cannot both succeed.

use diesel::prelude::*;

use super::schema::{refresh_tokens, sessions, users};
use super::write_transaction;
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::{SessionId, UserId};
use crate::kinds::role::Role;

pub use super::models::UserRow;

pub fn user_by_phone(conn: &mut DbConnection, phone: &str) -> Result<Option<UserRow>, CoreError> {
    Ok(users::table
        .filter(users::phone.eq(phone))
        .select(UserRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn user_by_email(conn: &mut DbConnection, email: &str) -> Result<Option<UserRow>, CoreError> {
    Ok(users::table
        .filter(users::email.eq(email))
        .select(UserRow::as_select())
        .first(conn)
        .optional()?)
}

/// Opens a session of `kind` (`app` or `admin`) for `user_id` with its first refresh token;
/// returns the session id.
pub fn create_session(
    conn: &mut DbConnection,
    user_id: UserId,
    kind: &str,
    token_hash: &str,
    now: i64,
    expires_at: i64,
) -> Result<SessionId, CoreError> {
    write_transaction(conn, |c| {
        let id = diesel::insert_into(sessions::table)
            .values((
                sessions::user_id.eq(user_id),
                sessions::kind.eq(kind),
                sessions::created_at.eq(now),
                sessions::expires_at.eq(expires_at),
            ))
            .returning(sessions::id)
            .get_result::<SessionId>(c)?;
        insert_token(c, id, token_hash, now)?;
        Ok(id)
    })
}

fn insert_token(
    c: &mut DbConnection,
    session_id: SessionId,
    token_hash: &str,
    now: i64,
) -> Result<(), CoreError> {
    diesel::insert_into(refresh_tokens::table)
        .values((
            refresh_tokens::session_id.eq(session_id),
            refresh_tokens::token_hash.eq(token_hash),
            refresh_tokens::created_at.eq(now),
        ))
        .execute(c)?;
    Ok(())
}

/// What presenting a refresh token came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rotation {
    /// The token was current: it is now rotated and `new_hash` replaces it.
    Rotated {
        session_id: SessionId,
        kind: String,
        user: UserRow,
    },
    /// The token was rotated within `grace` seconds and its successor (`new_hash`) is still the
    /// session's current token: a second tab's refresh that lost the race. Nothing changes; the
    /// caller hands out that successor again.
    Replayed {
        session_id: SessionId,
        kind: String,
        user: UserRow,
    },
    /// The token had already been rotated: the whole session is now revoked.
    Reused { session_id: SessionId },
    /// Unknown token, or its session is revoked or expired.
    Invalid,
}

/// Exchanges the refresh token whose hash is `old_hash` for `new_hash` (its successor, which the
/// caller derives from it, so a replay names the same one), in one transaction. Only a session
/// of `kind` is rotated, and only while its newest token is younger than `max_idle` seconds (an
/// idle console session ends; it is then revoked). A token rotated at most `grace` seconds ago
/// whose successor is still unused is a replay; any other reuse revokes the session.
pub fn rotate(
    conn: &mut DbConnection,
    old_hash: &str,
    new_hash: &str,
    now: i64,
    kind: &str,
    max_idle: i64,
    grace: i64,
) -> Result<Rotation, CoreError> {
    write_transaction(conn, |c| {
        let Some((token_id, session_id, rotated_at, issued_at)) = refresh_tokens::table
            .filter(refresh_tokens::token_hash.eq(old_hash))
            .select((
                refresh_tokens::id,
                refresh_tokens::session_id,
                refresh_tokens::rotated_at,
                refresh_tokens::created_at,
            ))
            .first::<(i64, SessionId, Option<i64>, i64)>(c)
            .optional()?
        else {
            return Ok(Rotation::Invalid);
        };
        let session_kind: Option<String> = sessions::table
            .find(session_id)
            .select(sessions::kind)
            .first(c)
            .optional()?;
        if session_kind.as_deref() != Some(kind) {
            return Ok(Rotation::Invalid);
        }
        if rotated_at.is_none() && issued_at < now - max_idle {
            revoke(c, session_id, now)?;
            return Ok(Rotation::Invalid);
        }
        if let Some(rotated_at) = rotated_at {
            if now - rotated_at <= grace {
                let successor_current = refresh_tokens::table
                    .filter(refresh_tokens::session_id.eq(session_id))
                    .filter(refresh_tokens::token_hash.eq(new_hash))
                    .filter(refresh_tokens::rotated_at.is_null())
                    .count()
                    .get_result::<i64>(c)?
                    == 1;
                if successor_current {
                    if let Some((user, kind)) = live_session_user(c, session_id, now)? {
                        return Ok(Rotation::Replayed {
                            session_id,
                            kind,
                            user,
                        });
                    }
                    return Ok(Rotation::Invalid);
                }
            }
            diesel::update(
                sessions::table
                    .find(session_id)
                    .filter(sessions::revoked_at.is_null()),
            )
            .set(sessions::revoked_at.eq(Some(now)))
            .execute(c)?;
            return Ok(Rotation::Reused { session_id });
        }
        let Some((user, kind)) = live_session_user(c, session_id, now)? else {
            return Ok(Rotation::Invalid);
        };
        // Only the first of two racing refreshes flips rotated_at from NULL.
        let updated = diesel::update(
            refresh_tokens::table
                .find(token_id)
                .filter(refresh_tokens::rotated_at.is_null()),
        )
        .set(refresh_tokens::rotated_at.eq(Some(now)))
        .execute(c)?;
        if updated != 1 {
            return Ok(Rotation::Invalid);
        }
        insert_token(c, session_id, new_hash, now)?;
        Ok(Rotation::Rotated {
            session_id,
            kind,
            user,
        })
    })
}

/// The user and kind of session `session_id` while it is neither revoked nor expired at `now`.
pub fn live_session_user(
    conn: &mut DbConnection,
    session_id: SessionId,
    now: i64,
) -> Result<Option<(UserRow, String)>, CoreError> {
    Ok(sessions::table
        .inner_join(users::table)
        .filter(sessions::id.eq(session_id))
        .filter(sessions::revoked_at.is_null())
        .filter(sessions::expires_at.gt(now))
        // Suspension revokes the sessions too; this keeps a racing sign-in from outliving it.
        .filter(users::suspended_at.is_null())
        .select((UserRow::as_select(), sessions::kind))
        .first(conn)
        .optional()?)
}

/// Revokes every live session of `user_id` (sign out of all devices); returns how many.
pub fn revoke_all(conn: &mut DbConnection, user_id: UserId, now: i64) -> Result<usize, CoreError> {
    Ok(diesel::update(
        sessions::table
            .filter(sessions::user_id.eq(user_id))
            .filter(sessions::revoked_at.is_null()),
    )
    .set(sessions::revoked_at.eq(Some(now)))
    .execute(conn)?)
}

/// Revokes session `session_id` (logout); true when it was live.
pub fn revoke(conn: &mut DbConnection, session_id: SessionId, now: i64) -> Result<bool, CoreError> {
    let n = diesel::update(
        sessions::table
            .find(session_id)
            .filter(sessions::revoked_at.is_null()),
    )
    .set(sessions::revoked_at.eq(Some(now)))
    .execute(conn)?;
    Ok(n == 1)
}

/// Creates an account unless the phone or e-mail is taken (409 with a message saying which).
pub fn create_user(
    conn: &mut DbConnection,
    full_name: &str,
    email: &str,
    phone: &str,
    role: Role,
    now: i64,
) -> Result<UserRow, CoreError> {
    write_transaction(conn, |c| {
        if user_by_phone(c, phone)?.is_some() {
            return Err(CoreError::Conflict {
                code: "ALREADY_EXISTS",
                message: refusal!("err-h-phone-taken"),
            });
        }
        if user_by_email(c, email)?.is_some() {
            return Err(CoreError::Conflict {
                code: "ALREADY_EXISTS",
                message: refusal!("err-h-email-taken"),
            });
        }
        let id = diesel::insert_into(users::table)
            .values((
                users::full_name.eq(full_name),
                users::email.eq(email),
                users::phone.eq(phone),
                users::role.eq(role),
                users::created_at.eq(now),
            ))
            .returning(users::id)
            .get_result::<UserId>(c)?;
        Ok(users::table
            .find(id)
            .select(UserRow::as_select())
            .first(c)?)
    })
}
