use diesel::prelude::*;

use crate::store::schema::users;

#[derive(Debug, Clone, Queryable, Selectable, Identifiable)]
#[diesel(table_name = users)]
pub struct UserRow {
    pub id: i64,
    pub full_name: String,
    pub username: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub role: String,
    pub created_at: i64,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = users)]
pub struct NewUser<'a> {
    pub full_name: &'a str,
    pub username: Option<&'a str>,
    pub email: Option<&'a str>,
    pub phone: Option<&'a str>,
    pub role: &'a str,
    pub created_at: i64,
}
