//! What support staff did (`support_audit`).

use diesel::prelude::*;

use crate::store::schema::support_audit;

/// One line of the support audit trail.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = support_audit)]
pub struct AuditRow {
    pub id: i64,
    pub actor: String,
    pub action: String,
    pub subject: String,
    pub reason: String,
    pub created_at: i64,
}
