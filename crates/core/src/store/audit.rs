//! Queries of the audit trail: one insert (and `record`, which writes one action through it), and
//! the console's and support's reads. Nothing here updates or deletes a row (the database refuses
//! that too).

use diesel::prelude::*;

use super::models::{AuditRow, NewAuditRow};
use super::schema::audit_log;
use super::{DbConnection, MultiBackend as Backend};
use crate::error::CoreError;
use crate::ids::{BookingId, UserId};
use crate::kinds::audit::{AuditFilter, Record, Staff};
use crate::page::{ListRequest, Page};

pub fn insert(conn: &mut DbConnection, row: &NewAuditRow<'_>) -> Result<i64, CoreError> {
    Ok(diesel::insert_into(audit_log::table)
        .values(row)
        .returning(audit_log::id)
        .get_result(conn)?)
}

/// Writes `record` inside the caller's transaction; its id.
pub(crate) fn record(
    c: &mut DbConnection,
    staff: &Staff,
    record: Record<'_>,
    at: i64,
) -> Result<i64, CoreError> {
    insert(
        c,
        &NewAuditRow {
            actor_id: staff.user_id.map(UserId::get),
            actor: &staff.name,
            actor_role: staff.role.as_str(),
            channel: staff.channel.as_str(),
            action: record.action,
            target_kind: record.target.kind,
            target_id: &record.target.id,
            target_user_id: record.target.user_id.map(UserId::get),
            booking_id: record.target.booking_id.map(BookingId::get),
            reason: record.reason,
            before_state: record.before.map(|v| v.to_string()),
            after_state: record.after.map(|v| v.to_string()),
            created_at: at,
        },
    )
}

pub fn list(
    c: &mut DbConnection,
    req: &ListRequest,
    f: &AuditFilter,
) -> Result<Page<AuditRow>, CoreError> {
    // Built twice (count and page) because boxed queries cannot be cloned.
    let filtered = || {
        let mut q = audit_log::table.into_boxed::<Backend>();
        if let Some(user) = f.user {
            // A person's trail: what was done to their data, and what they did as staff.
            q = q.filter(
                audit_log::target_user_id
                    .eq(user)
                    .or(audit_log::actor_id.eq(user)),
            );
        }
        if let Some(booking) = f.booking {
            q = q.filter(audit_log::booking_id.eq(booking));
        }
        if let Some(kind) = &f.target_kind {
            q = q.filter(audit_log::target_kind.eq(kind.clone()));
        }
        if let Some(id) = &f.target_id {
            q = q.filter(audit_log::target_id.eq(id.clone()));
        }
        if let Some(action) = &f.action {
            q = q.filter(audit_log::action.eq(action.clone()));
        }
        if let Some(channel) = f.channel {
            q = q.filter(audit_log::channel.eq(channel.as_str()));
        }
        if let Some(since) = f.since {
            q = q.filter(audit_log::created_at.ge(since));
        }
        if let Some(until) = f.until {
            q = q.filter(audit_log::created_at.lt(until));
        }
        q
    };
    let total = filtered().count().get_result::<i64>(c)?;
    let mut q = filtered();
    q = match (req.sort.as_str(), req.descending) {
        ("action", false) => q.order((audit_log::action.asc(), audit_log::id.asc())),
        ("action", true) => q.order((audit_log::action.desc(), audit_log::id.desc())),
        ("actor", false) => q.order((audit_log::actor.asc(), audit_log::id.asc())),
        ("actor", true) => q.order((audit_log::actor.desc(), audit_log::id.desc())),
        // Rows are appended in time order, so id order is time order.
        (_, false) => q.order(audit_log::id.asc()),
        (_, true) => q.order(audit_log::id.desc()),
    };
    let rows = q
        .select(AuditRow::as_select())
        .offset(req.start)
        .limit(req.limit())
        .load(c)?;
    Ok(req.page(rows, total))
}
