//! Writes and sweeps of analytics events and performance reports, and their daily counts. The
//! rules live in `crate::analytics`.

use diesel::dsl::{count, count_star};
use diesel::prelude::*;

use super::schema::{analytics_daily, analytics_events, performance_reports};
use super::DbConnection;
use crate::error::CoreError;

#[derive(Debug, Clone, PartialEq, Insertable)]
#[diesel(table_name = analytics_events, treat_none_as_default_value = false)]
pub struct NewEvent {
    pub name: String,
    pub session_id: String,
    pub user_id: Option<i64>,
    pub property_id: Option<i64>,
    pub page: Option<String>,
    pub device: String,
    pub detail: String,
    pub occurred_at: i64,
    pub received_at: i64,
}

#[derive(Debug, Clone, PartialEq, Insertable)]
#[diesel(table_name = performance_reports, treat_none_as_default_value = false)]
pub struct NewReport {
    pub session_id: String,
    pub page_type: String,
    pub metric: String,
    pub value: f64,
    pub device: String,
    pub occurred_at: i64,
    pub received_at: i64,
}

/// Rows per INSERT, well under SQLite's 32,766 bound parameters.
const CHUNK: usize = 500;

/// A multi-row INSERT, which each backend builds its own way.
macro_rules! insert_rows {
    ($conn:expr, $table:expr, $rows:expr) => {
        match $conn {
            DbConnection::Sqlite(c) => diesel::insert_into($table).values($rows).execute(c),
            DbConnection::Postgresql(c) => diesel::insert_into($table).values($rows).execute(c),
        }
    };
}

pub fn insert_events(conn: &mut DbConnection, rows: &[NewEvent]) -> Result<(), CoreError> {
    for chunk in rows.chunks(CHUNK) {
        insert_rows!(conn, analytics_events::table, chunk)?;
    }
    Ok(())
}

pub fn insert_reports(conn: &mut DbConnection, rows: &[NewReport]) -> Result<(), CoreError> {
    for chunk in rows.chunks(CHUNK) {
        insert_rows!(conn, performance_reports::table, chunk)?;
    }
    Ok(())
}

/// Counts the events that happened in `[from, to)` into `day`'s rows, replacing what was there.
pub fn aggregate_day(
    conn: &mut DbConnection,
    day: &str,
    from: i64,
    to: i64,
) -> Result<usize, CoreError> {
    let counts: Vec<(String, Option<i64>, i64, i64)> = analytics_events::table
        .filter(analytics_events::occurred_at.ge(from))
        .filter(analytics_events::occurred_at.lt(to))
        .group_by((analytics_events::name, analytics_events::property_id))
        .select((
            analytics_events::name,
            analytics_events::property_id,
            count_star(),
            count(analytics_events::session_id).aggregate_distinct(),
        ))
        .load(conn)?;
    diesel::delete(analytics_daily::table.filter(analytics_daily::day.eq(day))).execute(conn)?;
    let rows: Vec<_> = counts
        .iter()
        .map(|(name, property, events, sessions)| {
            (
                analytics_daily::day.eq(day),
                analytics_daily::name.eq(name),
                analytics_daily::property_id.eq(property.unwrap_or(0)),
                analytics_daily::events.eq(events),
                analytics_daily::sessions.eq(sessions),
            )
        })
        .collect();
    for chunk in rows.chunks(CHUNK) {
        insert_rows!(conn, analytics_daily::table, chunk)?;
    }
    Ok(rows.len())
}

/// Deletes raw events and reports that happened before `before`; how many rows went.
pub fn prune(conn: &mut DbConnection, before: i64) -> Result<usize, CoreError> {
    let events =
        diesel::delete(analytics_events::table.filter(analytics_events::occurred_at.lt(before)))
            .execute(conn)?;
    let reports = diesel::delete(
        performance_reports::table.filter(performance_reports::occurred_at.lt(before)),
    )
    .execute(conn)?;
    Ok(events + reports)
}

/// (name, property, events, sessions) of one day's counts.
pub fn daily(
    conn: &mut DbConnection,
    day: &str,
) -> Result<Vec<(String, i64, i64, i64)>, CoreError> {
    Ok(analytics_daily::table
        .filter(analytics_daily::day.eq(day))
        .order((analytics_daily::name, analytics_daily::property_id))
        .select((
            analytics_daily::name,
            analytics_daily::property_id,
            analytics_daily::events,
            analytics_daily::sessions,
        ))
        .load(conn)?)
}
