//! `domain_events`: events another process (the support CLI) hands to the server's open pages.

use diesel::prelude::*;

use super::schema::domain_events;
use super::DbConnection;
use crate::error::CoreError;

pub fn insert(
    conn: &mut DbConnection,
    (kind, subject, detail): (&str, i64, &str),
    now: i64,
) -> Result<(), CoreError> {
    diesel::insert_into(domain_events::table)
        .values((
            domain_events::kind.eq(kind),
            domain_events::subject_id.eq(subject),
            domain_events::detail.eq(detail),
            domain_events::created_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}

/// Claims up to `limit` rows no server has relayed yet, oldest first; with several servers each
/// row goes to exactly one (the one whose update flips `relayed_at`), and through the socket.io
/// adapter that one reaches every server's sockets.
pub fn claim(
    conn: &mut DbConnection,
    now: i64,
    limit: i64,
) -> Result<Vec<(String, i64, String)>, CoreError> {
    let rows: Vec<(i64, String, i64, String)> = domain_events::table
        .filter(domain_events::relayed_at.is_null())
        .order(domain_events::id.asc())
        .limit(limit)
        .select((
            domain_events::id,
            domain_events::kind,
            domain_events::subject_id,
            domain_events::detail,
        ))
        .load(conn)?;
    let mut claimed = Vec::with_capacity(rows.len());
    for (id, kind, subject, detail) in rows {
        let won = diesel::update(
            domain_events::table
                .filter(domain_events::id.eq(id))
                .filter(domain_events::relayed_at.is_null()),
        )
        .set(domain_events::relayed_at.eq(Some(now)))
        .execute(conn)?;
        if won == 1 {
            claimed.push((kind, subject, detail));
        }
    }
    Ok(claimed)
}

/// Drops relayed rows from before `before`, and unrelayed ones too old to be news.
pub fn prune(conn: &mut DbConnection, before: i64, stale: i64) -> Result<usize, CoreError> {
    Ok(diesel::delete(
        domain_events::table.filter(
            domain_events::relayed_at
                .lt(before)
                .or(domain_events::created_at.lt(stale)),
        ),
    )
    .execute(conn)?)
}
