//! The audit trail (`audit_log`): append-only, so there is an insert form and a row, and nothing
//! that updates or deletes.

use diesel::prelude::*;

use crate::store::schema::audit_log;

/// One line of the audit trail as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = audit_log)]
pub struct AuditRow {
    pub id: i64,
    pub actor_id: Option<i64>,
    pub actor: String,
    pub actor_role: String,
    pub channel: String,
    pub action: String,
    pub target_kind: String,
    pub target_id: String,
    pub target_user_id: Option<i64>,
    pub booking_id: Option<i64>,
    pub reason: String,
    pub before_state: Option<String>,
    pub after_state: Option<String>,
    pub created_at: i64,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = audit_log)]
pub struct NewAuditRow<'a> {
    pub actor_id: Option<i64>,
    pub actor: &'a str,
    pub actor_role: &'a str,
    pub channel: &'a str,
    pub action: &'a str,
    pub target_kind: &'a str,
    pub target_id: &'a str,
    pub target_user_id: Option<i64>,
    pub booking_id: Option<i64>,
    pub reason: &'a str,
    pub before_state: Option<String>,
    pub after_state: Option<String>,
    pub created_at: i64,
}
