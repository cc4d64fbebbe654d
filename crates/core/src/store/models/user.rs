use diesel::prelude::*;

use crate::ids::UserId;
use crate::kinds::role::Role;
use crate::language::Language;
use crate::store::schema::users;

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = users)]
pub struct UserRow {
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
