//! The consent log (`consent_log`).

use diesel::prelude::*;

use crate::ids::UserId;
use crate::store::schema::consent_log;

/// One consent-log row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = consent_log)]
pub struct ConsentRow {
    pub id: i64,
    pub user_id: UserId,
    /// The cookie choice (`all` / `essential`) for the analytics purpose; None for others.
    pub choice: Option<String>,
    /// The notice version the choice was made under.
    pub policy_version: String,
    pub user_agent: Option<String>,
    pub created_at: i64,
    /// `essential`, `analytics` or `marketing`.
    pub purpose: String,
    pub granted: bool,
    /// The language the notice was shown in.
    pub language: String,
}
