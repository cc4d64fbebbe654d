//! The signed-in user as sign-in, sessions, the account and every service acting for someone see
//! them: a domain value made from the store's row, so no caller holds a row of the store.

use crate::ids::UserId;
use crate::kinds::role::Role;
use crate::language::Language;
use crate::store::models::UserRow;

/// A user as sign-in, sessions and the account calls return them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    pub full_name: String,
    pub username: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub role: Role,
    pub created_at: i64,
    /// `en`, `te` or `hi`: the language of the user's app and messages.
    pub language: Language,
}

impl From<UserRow> for User {
    fn from(row: UserRow) -> Self {
        Self {
            id: row.id,
            full_name: row.full_name,
            username: row.username,
            email: row.email,
            phone: row.phone,
            role: row.role,
            created_at: row.created_at,
            language: row.language,
        }
    }
}
