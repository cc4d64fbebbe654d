//! Queries behind the admin console's lists.

use diesel::prelude::*;

use super::schema::{consent_log, users};
use super::text::{contains_pattern, lower, lower_opt};
use super::{DbConnection, MultiBackend as Backend};
use crate::error::CoreError;
use crate::kinds::filters::{ConsentFilter, UserFilter};
use crate::kinds::role::Role;
use crate::page::{ListRequest, Page};

#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct UserListRow {
    pub id: i64,
    pub full_name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub role: Role,
    pub created_at: i64,
    pub suspended_at: Option<i64>,
    pub suspended_reason: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct ConsentListRow {
    pub id: i64,
    pub user_id: i64,
    pub user_name: String,
    pub choice: String,
    pub policy_version: String,
    pub user_agent: Option<String>,
    pub created_at: i64,
}

pub fn users(
    c: &mut DbConnection,
    req: &ListRequest,
    f: &UserFilter,
) -> Result<Page<UserListRow>, CoreError> {
    // Built twice (count and page) because boxed queries cannot be cloned.
    let filtered = || {
        let mut q = users::table.into_boxed::<Backend>();
        if let Some(text) = f.q.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            let p = contains_pattern(text);
            q = q.filter(
                lower(users::full_name)
                    .like(p.clone())
                    .escape('\\')
                    .or(users::phone.like(p.clone()).escape('\\'))
                    .or(lower_opt(users::email).like(p).escape('\\')),
            );
        }
        // crate::admin::users has refused a role that is none of the three.
        if let Some(role) = f.role.as_deref().and_then(Role::parse) {
            q = q.filter(users::role.eq(role));
        }
        if let Some(ids) = &f.ids {
            q = q.filter(users::id.eq_any(ids.clone()));
        }
        match f.suspended {
            Some(true) => q = q.filter(users::suspended_at.is_not_null()),
            Some(false) => q = q.filter(users::suspended_at.is_null()),
            None => {}
        }
        q
    };
    let total = filtered().count().get_result::<i64>(c)?;
    let mut q = filtered();
    q = match (req.sort.as_str(), req.descending) {
        ("fullName", false) => q.order((users::full_name.asc(), users::id.asc())),
        ("fullName", true) => q.order((users::full_name.desc(), users::id.desc())),
        ("role", false) => q.order((users::role.asc(), users::id.asc())),
        ("role", true) => q.order((users::role.desc(), users::id.desc())),
        ("createdAt", false) => q.order((users::created_at.asc(), users::id.asc())),
        ("createdAt", true) => q.order((users::created_at.desc(), users::id.desc())),
        (_, false) => q.order(users::id.asc()),
        (_, true) => q.order(users::id.desc()),
    };
    let rows = q
        .select((
            users::id,
            users::full_name,
            users::phone,
            users::email,
            users::role,
            users::created_at,
            users::suspended_at,
            users::suspended_reason,
        ))
        .offset(req.start)
        .limit(req.limit())
        .load::<UserListRow>(c)?;
    Ok(req.page(rows, total))
}

pub fn consents(
    c: &mut DbConnection,
    req: &ListRequest,
    f: &ConsentFilter,
) -> Result<Page<ConsentListRow>, CoreError> {
    let filtered = || {
        // The dashboard shows cookie choices: the analytics purpose, whose rows carry a choice.
        let mut q = consent_log::table
            .inner_join(users::table)
            .filter(consent_log::purpose.eq("analytics"))
            .filter(consent_log::choice.is_not_null())
            .into_boxed::<Backend>();
        if let Some(choice) = &f.choice {
            q = q.filter(consent_log::choice.eq(choice.clone()));
        }
        if let Some(user_id) = f.user_id {
            q = q.filter(consent_log::user_id.eq(user_id));
        }
        q
    };
    let total = filtered().count().get_result::<i64>(c)?;
    let mut q = filtered();
    q = match (req.sort.as_str(), req.descending) {
        ("userId", false) => q.order((consent_log::user_id.asc(), consent_log::id.asc())),
        ("userId", true) => q.order((consent_log::user_id.desc(), consent_log::id.desc())),
        ("choice", false) => q.order((consent_log::choice.asc(), consent_log::id.asc())),
        ("choice", true) => q.order((consent_log::choice.desc(), consent_log::id.desc())),
        // Rows are appended in time order, so id order is time order.
        (_, false) => q.order(consent_log::id.asc()),
        (_, true) => q.order(consent_log::id.desc()),
    };
    let rows = q
        .select((
            consent_log::id,
            consent_log::user_id,
            users::full_name,
            consent_log::choice.assume_not_null(),
            consent_log::policy_version,
            consent_log::user_agent,
            consent_log::created_at,
        ))
        .offset(req.start)
        .limit(req.limit())
        .load::<ConsentListRow>(c)?;
    Ok(req.page(rows, total))
}
