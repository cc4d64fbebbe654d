//! One-time-code challenges (`otp_challenges`).

use diesel::prelude::*;

use crate::store::schema::otp_challenges;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = otp_challenges)]
pub struct ChallengeRow {
    pub id: i64,
    pub identifier: String,
    pub channel: String,
    pub purpose: String,
    pub code_hash: String,
    pub ip: Option<String>,
    pub created_at: i64,
    pub expires_at: i64,
    pub consumed_at: Option<i64>,
    pub failed_attempts: i32,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = otp_challenges)]
pub struct NewChallenge<'a> {
    pub identifier: &'a str,
    pub channel: &'a str,
    pub purpose: &'a str,
    pub code_hash: &'a str,
    pub ip: Option<&'a str>,
    pub created_at: i64,
    pub expires_at: i64,
}
