//! One-time codes and the dev outbox. The rules (limits, expiry, tries) live in `auth::otp`;
//! these functions read what the rules need and write what they decide, each write in one
//! transaction so concurrent sends and tries cannot slip past a limit.

use diesel::prelude::*;

pub use super::models::{ChallengeRow, NewChallenge, OutboxRow};
use super::schema::{dev_outbox, otp_challenges};
use super::write_transaction;
use super::DbConnection;
use crate::error::CoreError;

/// Send times (epoch seconds, oldest first) the rate limits look at.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SendHistory {
    /// Sends to the identifier since `identifier_since`.
    pub identifier_sends: Vec<i64>,
    /// Of those, the ones for the same purpose whose code is still unused (the resend pause).
    pub flow_sends: Vec<i64>,
    /// Sends from the IP since `ip_since` (empty when the IP is unknown).
    pub ip_sends: Vec<i64>,
}

/// On PostgreSQL, serialises sends and tries for one identifier until the transaction ends
/// (SQLite's `BEGIN IMMEDIATE` already serialises every writer).
fn lock_identifier(conn: &mut DbConnection, identifier: &str) -> Result<(), CoreError> {
    if let DbConnection::Postgresql(c) = conn {
        diesel::sql_query("SELECT pg_advisory_xact_lock(hashtext($1))")
            .bind::<diesel::sql_types::Text, _>(identifier)
            .execute(c)?;
    }
    Ok(())
}

/// The sends to `identifier` since `identifier_since` (and of them, those for `purpose` whose
/// code is unused), and from `ip` since `ip_since`.
pub fn send_history(
    c: &mut DbConnection,
    identifier: &str,
    purpose: &str,
    identifier_since: i64,
    ip: Option<&str>,
    ip_since: i64,
) -> Result<SendHistory, CoreError> {
    let identifier_sends = otp_challenges::table
        .filter(otp_challenges::identifier.eq(identifier))
        .filter(otp_challenges::created_at.ge(identifier_since))
        .select(otp_challenges::created_at)
        .order(otp_challenges::created_at.asc())
        .load::<i64>(c)?;
    let flow_sends = otp_challenges::table
        .filter(otp_challenges::identifier.eq(identifier))
        .filter(otp_challenges::purpose.eq(purpose))
        .filter(otp_challenges::consumed_at.is_null())
        .filter(otp_challenges::created_at.ge(identifier_since))
        .select(otp_challenges::created_at)
        .load::<i64>(c)?;
    let ip_sends = match ip {
        Some(ip) => otp_challenges::table
            .filter(otp_challenges::ip.eq(ip))
            .filter(otp_challenges::created_at.ge(ip_since))
            .select(otp_challenges::created_at)
            .order(otp_challenges::created_at.asc())
            .load::<i64>(c)?,
        None => Vec::new(),
    };
    Ok(SendHistory {
        identifier_sends,
        flow_sends,
        ip_sends,
    })
}

/// Inserts the challenge if `allow` accepts the send history, in one transaction; returns its id.
pub fn insert_challenge_if_allowed(
    conn: &mut DbConnection,
    new: &NewChallenge<'_>,
    identifier_since: i64,
    ip_since: i64,
    allow: impl FnOnce(&SendHistory) -> Result<(), CoreError>,
) -> Result<i64, CoreError> {
    write_transaction(conn, |c| {
        lock_identifier(c, new.identifier)?;
        let history = send_history(
            c,
            new.identifier,
            new.purpose,
            identifier_since,
            new.ip,
            ip_since,
        )?;
        allow(&history)?;
        let id = diesel::insert_into(otp_challenges::table)
            .values(new)
            .returning(otp_challenges::id)
            .get_result::<i64>(c)?;
        Ok(id)
    })
}

/// Removes a challenge whose code never left (the provider refused it).
pub fn delete_challenge(conn: &mut DbConnection, id: i64) -> Result<(), CoreError> {
    diesel::delete(otp_challenges::table.find(id)).execute(conn)?;
    Ok(())
}

/// What a try at a code does to its challenge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TryEffect {
    /// The code is used up.
    Consume,
    /// One more wrong try.
    CountFailure,
    /// Nothing changes (expired, used or dead already).
    Nothing,
}

/// The newest challenge for `identifier` under any of `purposes`.
fn latest_challenge(
    c: &mut DbConnection,
    identifier: &str,
    purposes: &[&str],
) -> Result<Option<ChallengeRow>, CoreError> {
    Ok(otp_challenges::table
        .filter(otp_challenges::identifier.eq(identifier))
        .filter(otp_challenges::purpose.eq_any(purposes))
        .order((otp_challenges::created_at.desc(), otp_challenges::id.desc()))
        .select(ChallengeRow::as_select())
        .first(c)
        .optional()?)
}

fn apply_effect(
    c: &mut DbConnection,
    id: i64,
    effect: TryEffect,
    now: i64,
) -> Result<(), CoreError> {
    let target = otp_challenges::table.find(id);
    match effect {
        TryEffect::Consume => {
            diesel::update(target)
                .set(otp_challenges::consumed_at.eq(Some(now)))
                .execute(c)?;
        }
        TryEffect::CountFailure => {
            diesel::update(target)
                .set(otp_challenges::failed_attempts.eq(otp_challenges::failed_attempts + 1))
                .execute(c)?;
        }
        TryEffect::Nothing => {}
    }
    Ok(())
}

/// Judges a try at the newest challenge for `identifier` and `purpose` with `judge`, and applies
/// its effect in the same transaction. `None` when no code was ever sent.
pub fn try_latest_challenge<T>(
    conn: &mut DbConnection,
    identifier: &str,
    purposes: &[&str],
    now: i64,
    judge: impl FnOnce(&ChallengeRow) -> (TryEffect, T),
) -> Result<Option<T>, CoreError> {
    write_transaction(conn, |c| {
        lock_identifier(c, identifier)?;
        let Some(row) = latest_challenge(c, identifier, purposes)? else {
            return Ok(None);
        };
        let (effect, verdict) = judge(&row);
        apply_effect(c, row.id, effect, now)?;
        Ok(Some(verdict))
    })
}

/// Judges tries at several codes at once: `judge` sees the newest challenge of each
/// (identifier, purposes), `None` where no code was ever sent, and answers one effect per try;
/// all are applied in one transaction, so a form's codes are used up together or not at all.
pub fn try_latest_challenges<T>(
    conn: &mut DbConnection,
    tries: &[(&str, &[&str])],
    now: i64,
    judge: impl FnOnce(&[Option<ChallengeRow>]) -> (Vec<TryEffect>, T),
) -> Result<T, CoreError> {
    write_transaction(conn, |c| {
        // In one order everywhere, so two such tries cannot wait on each other.
        let mut identifiers: Vec<&str> = tries.iter().map(|(i, _)| *i).collect();
        identifiers.sort_unstable();
        identifiers.dedup();
        for identifier in identifiers {
            lock_identifier(c, identifier)?;
        }
        let rows = tries
            .iter()
            .map(|(identifier, purposes)| latest_challenge(c, identifier, purposes))
            .collect::<Result<Vec<_>, _>>()?;
        let (effects, verdict) = judge(&rows);
        for (row, effect) in rows.iter().zip(effects) {
            if let Some(row) = row {
                apply_effect(c, row.id, effect, now)?;
            }
        }
        Ok(verdict)
    })
}

pub fn append_outbox(
    conn: &mut DbConnection,
    channel: &str,
    recipient: &str,
    body: &str,
    now: i64,
) -> Result<(), CoreError> {
    diesel::insert_into(dev_outbox::table)
        .values((
            dev_outbox::channel.eq(channel),
            dev_outbox::recipient.eq(recipient),
            dev_outbox::body.eq(body),
            dev_outbox::created_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}

/// The newest outbox messages, optionally only those to `to`.
pub fn outbox(
    conn: &mut DbConnection,
    to: Option<&str>,
    limit: i64,
) -> Result<Vec<OutboxRow>, CoreError> {
    let mut q = dev_outbox::table
        .select(OutboxRow::as_select())
        .order((dev_outbox::created_at.desc(), dev_outbox::id.desc()))
        .limit(limit)
        .into_boxed();
    if let Some(to) = to {
        q = q.filter(dev_outbox::recipient.eq(to.to_string()));
    }
    Ok(q.load(conn)?)
}
