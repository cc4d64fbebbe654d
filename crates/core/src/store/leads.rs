//! Leads captured from visitors. The rules live in `crate::leads`.

use diesel::prelude::*;

use super::schema::leads;
use super::DbConnection;
use crate::error::CoreError;

#[derive(Debug, Clone, PartialEq, Insertable)]
#[diesel(table_name = leads, treat_none_as_default_value = false)]
pub struct NewLead {
    pub contact_kind: String,
    pub contact: String,
    pub purpose: String,
    pub property_id: i64,
    pub user_id: Option<i64>,
    pub source: String,
    pub consent_at: i64,
    pub converted_at: Option<i64>,
    pub created_at: i64,
}

#[derive(Debug, Clone, PartialEq, Queryable, Selectable)]
#[diesel(table_name = leads)]
pub struct LeadRow {
    pub id: i64,
    pub contact_kind: String,
    pub contact: String,
    pub purpose: String,
    pub property_id: i64,
    pub user_id: Option<i64>,
    pub source: String,
    pub consent_at: i64,
    pub converted_at: Option<i64>,
    pub created_at: i64,
}

/// Stores `lead`, or when its contact already asked for the same thing, refreshes that one's
/// consent (and its user, if signed in now). Returns the row and whether it is new.
pub fn capture(conn: &mut DbConnection, lead: &NewLead) -> Result<(LeadRow, bool), CoreError> {
    let existing = || {
        leads::table
            .filter(leads::contact.eq(&lead.contact))
            .filter(leads::purpose.eq(&lead.purpose))
            .filter(leads::property_id.eq(lead.property_id))
    };
    if let Some(id) = existing().select(leads::id).first::<i64>(conn).optional()? {
        let target = leads::table.find(id);
        match lead.user_id {
            Some(user) => diesel::update(target)
                .set((
                    leads::consent_at.eq(lead.consent_at),
                    leads::user_id.eq(user),
                ))
                .execute(conn)?,
            None => diesel::update(target)
                .set(leads::consent_at.eq(lead.consent_at))
                .execute(conn)?,
        };
        let row = leads::table
            .find(id)
            .select(LeadRow::as_select())
            .first(conn)?;
        return Ok((row, false));
    }
    let inserted = diesel::insert_into(leads::table)
        .values(lead)
        .returning(leads::id)
        .get_result::<i64>(conn);
    match inserted {
        Ok(id) => Ok((
            leads::table
                .find(id)
                .select(LeadRow::as_select())
                .first(conn)?,
            true,
        )),
        // Two submits at once: the other one stored it first.
        Err(diesel::result::Error::DatabaseError(
            diesel::result::DatabaseErrorKind::UniqueViolation,
            _,
        )) => Ok((existing().select(LeadRow::as_select()).first(conn)?, false)),
        Err(e) => Err(e.into()),
    }
}

/// Leads captured in `[from, to)` (Unix seconds).
pub fn count_between(conn: &mut DbConnection, from: i64, to: i64) -> Result<i64, CoreError> {
    Ok(leads::table
        .filter(leads::created_at.ge(from))
        .filter(leads::created_at.lt(to))
        .count()
        .get_result(conn)?)
}
