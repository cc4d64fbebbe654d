//! Texts the console providers kept for the dev outbox (`dev_outbox`).

use diesel::prelude::*;

use crate::store::schema::dev_outbox;

// The whole row as the table has it; not every reader needs every column.
#[allow(dead_code)]
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = dev_outbox)]
pub struct OutboxRow {
    pub id: i64,
    pub channel: String,
    pub recipient: String,
    pub body: String,
    pub created_at: i64,
}
