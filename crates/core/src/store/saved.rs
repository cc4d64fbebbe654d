//! Saved farmhouses (`saved_properties`) and price/availability alerts (`price_alerts`,
//! `alert_unsubscribe_tokens`). The rules live in `crate::saved` and `crate::alerts`.

use diesel::prelude::*;

use super::schema::saved_properties as saved;
use super::schema::{alert_unsubscribe_tokens, price_alerts, properties};
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::{AlertId, UserId};

/// (property id, saved at), most recently saved first.
pub fn saved_of(conn: &mut DbConnection, user_id: UserId) -> Result<Vec<(i64, i64)>, CoreError> {
    Ok(saved::table
        .filter(saved::user_id.eq(user_id))
        .order((saved::saved_at.desc(), saved::property_id.desc()))
        .select((saved::property_id, saved::saved_at))
        .load(conn)?)
}

/// Saves each id not saved yet; ids of farmhouses that do not exist are skipped.
pub fn save(
    conn: &mut DbConnection,
    user_id: UserId,
    property_ids: &[i64],
    now: i64,
) -> Result<(), CoreError> {
    super::write_transaction(conn, |c| {
        let existing: Vec<i64> = properties::table
            .filter(properties::id.eq_any(property_ids))
            .select(properties::id)
            .load(c)?;
        let already: Vec<i64> = saved::table
            .filter(saved::user_id.eq(user_id))
            .filter(saved::property_id.eq_any(&existing))
            .select(saved::property_id)
            .load(c)?;
        // Earlier ids in the list count as saved later, so the list's order survives.
        for (i, id) in property_ids.iter().rev().enumerate() {
            if existing.contains(id) && !already.contains(id) {
                diesel::insert_into(saved::table)
                    .values((
                        saved::user_id.eq(user_id),
                        saved::property_id.eq(id),
                        saved::saved_at.eq(now + i as i64 - property_ids.len() as i64 + 1),
                    ))
                    .execute(c)?;
            }
        }
        Ok(())
    })
}

pub fn unsave(conn: &mut DbConnection, user_id: UserId, property_id: i64) -> Result<(), CoreError> {
    diesel::delete(
        saved::table
            .filter(saved::user_id.eq(user_id))
            .filter(saved::property_id.eq(property_id)),
    )
    .execute(conn)?;
    Ok(())
}

/// One alert row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = price_alerts)]
pub struct AlertRow {
    pub id: AlertId,
    pub user_id: UserId,
    pub property_id: i64,
    pub kind: String,
    pub booking_type: String,
    pub stay_date: String,
    pub starts_at: i64,
    pub baseline_paise: Option<i64>,
    pub created_at: i64,
    pub fired_at: Option<i64>,
    pub ended_at: Option<i64>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = price_alerts)]
pub struct NewAlert {
    pub user_id: UserId,
    pub property_id: i64,
    pub kind: String,
    pub booking_type: String,
    pub stay_date: String,
    pub starts_at: i64,
    pub baseline_paise: Option<i64>,
    pub created_at: i64,
}

/// A user's alerts that have not ended, with their farmhouse's title and slug, newest first.
pub fn open_alerts_of(
    conn: &mut DbConnection,
    user_id: UserId,
) -> Result<Vec<(AlertRow, String, String)>, CoreError> {
    Ok(price_alerts::table
        .inner_join(properties::table)
        .filter(price_alerts::user_id.eq(user_id))
        .filter(price_alerts::ended_at.is_null())
        .order(price_alerts::id.desc())
        .select((AlertRow::as_select(), properties::title, properties::slug))
        .load(conn)?)
}

/// A user's alerts that fired at or after `since`, with their farmhouse's title and slug, newest
/// first (what the app shows as notices).
pub fn fired_alerts_of(
    conn: &mut DbConnection,
    user_id: UserId,
    since: i64,
) -> Result<Vec<(AlertRow, String, String)>, CoreError> {
    Ok(price_alerts::table
        .inner_join(properties::table)
        .filter(price_alerts::user_id.eq(user_id))
        .filter(price_alerts::fired_at.ge(since))
        .order((price_alerts::fired_at.desc(), price_alerts::id.desc()))
        .limit(FIRED_SHOWN)
        .select((AlertRow::as_select(), properties::title, properties::slug))
        .load(conn)?)
}

/// The most fired alerts a user is shown at once.
pub const FIRED_SHOWN: i64 = 50;

/// One alert with its farmhouse's title and slug.
pub fn alert_with_property(
    conn: &mut DbConnection,
    alert_id: AlertId,
) -> Result<Option<(AlertRow, String, String)>, CoreError> {
    Ok(price_alerts::table
        .inner_join(properties::table)
        .filter(price_alerts::id.eq(alert_id))
        .select((AlertRow::as_select(), properties::title, properties::slug))
        .first(conn)
        .optional()?)
}

/// Adds an alert unless the user has `max` open ones (None) or the same one is open (Err 409).
pub fn insert_alert(
    conn: &mut DbConnection,
    new: &NewAlert,
    max: i64,
) -> Result<Option<AlertRow>, CoreError> {
    super::write_transaction(conn, |c| {
        let open: i64 = price_alerts::table
            .filter(price_alerts::user_id.eq(new.user_id))
            .filter(price_alerts::ended_at.is_null())
            .count()
            .get_result(c)?;
        if open >= max {
            return Ok(None);
        }
        let same: i64 = price_alerts::table
            .filter(price_alerts::user_id.eq(new.user_id))
            .filter(price_alerts::ended_at.is_null())
            .filter(price_alerts::property_id.eq(new.property_id))
            .filter(price_alerts::kind.eq(&new.kind))
            .filter(price_alerts::booking_type.eq(&new.booking_type))
            .filter(price_alerts::stay_date.eq(&new.stay_date))
            .count()
            .get_result(c)?;
        if same > 0 {
            return Err(CoreError::Conflict {
                code: "ALREADY_EXISTS",
                message: refusal!("err-b-alert-exists"),
            });
        }
        let id = diesel::insert_into(price_alerts::table)
            .values(new)
            .returning(price_alerts::id)
            .get_result::<i64>(c)?;
        Ok(Some(
            price_alerts::table
                .find(id)
                .select(AlertRow::as_select())
                .first(c)?,
        ))
    })
}

/// Ends one of the user's open alerts; false when it is not theirs or already ended.
pub fn end_alert_of(
    conn: &mut DbConnection,
    user_id: UserId,
    alert_id: AlertId,
    now: i64,
) -> Result<bool, CoreError> {
    let n = diesel::update(
        price_alerts::table
            .filter(price_alerts::id.eq(alert_id))
            .filter(price_alerts::user_id.eq(user_id))
            .filter(price_alerts::ended_at.is_null()),
    )
    .set(price_alerts::ended_at.eq(Some(now)))
    .execute(conn)?;
    Ok(n > 0)
}

/// Ends every open alert of the user whose unsubscribe token hashes to `token_hash`.
pub fn unsubscribe(
    conn: &mut DbConnection,
    token_hash: &str,
    now: i64,
) -> Result<Option<usize>, CoreError> {
    super::write_transaction(conn, |c| {
        let user: Option<i64> = alert_unsubscribe_tokens::table
            .find(token_hash)
            .select(alert_unsubscribe_tokens::user_id)
            .first(c)
            .optional()?;
        let Some(user) = user else { return Ok(None) };
        let n = diesel::update(
            price_alerts::table
                .filter(price_alerts::user_id.eq(user))
                .filter(price_alerts::ended_at.is_null()),
        )
        .set(price_alerts::ended_at.eq(Some(now)))
        .execute(c)?;
        Ok(Some(n))
    })
}

pub fn store_unsubscribe_token(
    conn: &mut DbConnection,
    token_hash: &str,
    user_id: UserId,
    now: i64,
) -> Result<(), CoreError> {
    diesel::insert_into(alert_unsubscribe_tokens::table)
        .values((
            alert_unsubscribe_tokens::token_hash.eq(token_hash),
            alert_unsubscribe_tokens::user_id.eq(user_id),
            alert_unsubscribe_tokens::created_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}

/// Every open alert, oldest first, for the sweep.
pub fn open_alerts(conn: &mut DbConnection, limit: i64) -> Result<Vec<AlertRow>, CoreError> {
    Ok(price_alerts::table
        .filter(price_alerts::ended_at.is_null())
        .order(price_alerts::id.asc())
        .limit(limit)
        .select(AlertRow::as_select())
        .load(conn)?)
}

/// Ends alerts whose slot has started by `now`.
pub fn end_past_alerts(conn: &mut DbConnection, now: i64) -> Result<usize, CoreError> {
    Ok(diesel::update(
        price_alerts::table
            .filter(price_alerts::ended_at.is_null())
            .filter(price_alerts::starts_at.le(now)),
    )
    .set(price_alerts::ended_at.eq(Some(now)))
    .execute(conn)?)
}

pub fn end_alert(conn: &mut DbConnection, alert_id: AlertId, now: i64) -> Result<(), CoreError> {
    diesel::update(price_alerts::table.find(alert_id))
        .set(price_alerts::ended_at.eq(Some(now)))
        .execute(conn)?;
    Ok(())
}

/// Marks an alert fired and ended, once: false when another sweep got there first.
pub fn fire_alert(conn: &mut DbConnection, alert_id: AlertId, now: i64) -> Result<bool, CoreError> {
    let n = diesel::update(
        price_alerts::table
            .find(alert_id)
            .filter(price_alerts::ended_at.is_null()),
    )
    .set((
        price_alerts::fired_at.eq(Some(now)),
        price_alerts::ended_at.eq(Some(now)),
    ))
    .execute(conn)?;
    Ok(n > 0)
}

/// How many alerts told the user anything after `since` (the daily cap).
pub fn alerts_fired_since(
    conn: &mut DbConnection,
    user_id: UserId,
    since: i64,
) -> Result<i64, CoreError> {
    Ok(price_alerts::table
        .filter(price_alerts::user_id.eq(user_id))
        .filter(price_alerts::fired_at.gt(since))
        .count()
        .get_result(conn)?)
}
