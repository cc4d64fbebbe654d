//! Background jobs' leases: taking, keeping and giving one back. The rules (who runs, for how
//! long) live in `crate::jobs`.

use diesel::prelude::*;

use super::schema::job_leases;
use super::DbConnection;
use crate::error::CoreError;

/// Takes job `name`'s lease for `holder` until `until` when nobody holds it, it expired before
/// `now`, or `holder` holds it already (a renewal); answers whether `holder` holds it now. One
/// guarded statement each: of two servers asking at once, one wins (PostgreSQL re-reads the row
/// the other just took and finds it held).
pub fn take(
    conn: &mut DbConnection,
    name: &str,
    holder: &str,
    now: i64,
    until: i64,
) -> Result<bool, CoreError> {
    let taken = diesel::update(
        job_leases::table.filter(job_leases::name.eq(name)).filter(
            job_leases::holder
                .eq(holder)
                .or(job_leases::expires_at.lt(now)),
        ),
    )
    .set((
        job_leases::holder.eq(holder),
        job_leases::expires_at.eq(until),
    ))
    .execute(conn)?;
    if taken == 1 {
        return Ok(true);
    }
    // The first time anyone asks: a new row, unless another server made it just now.
    let row = (
        job_leases::name.eq(name),
        job_leases::holder.eq(holder),
        job_leases::expires_at.eq(until),
    );
    let insert = diesel::insert_into(job_leases::table).values(row);
    let inserted = match conn {
        DbConnection::Sqlite(c) => insert.on_conflict_do_nothing().execute(c)?,
        DbConnection::Postgresql(c) => insert.on_conflict_do_nothing().execute(c)?,
    };
    Ok(inserted == 1)
}

/// Gives job `name`'s lease back when `holder` holds it, so another server takes it at its next
/// try rather than after the lease runs out.
pub fn release(conn: &mut DbConnection, name: &str, holder: &str) -> Result<(), CoreError> {
    diesel::delete(
        job_leases::table
            .filter(job_leases::name.eq(name))
            .filter(job_leases::holder.eq(holder)),
    )
    .execute(conn)?;
    Ok(())
}

/// Who holds job `name`'s lease, and until when.
pub fn holder_of(conn: &mut DbConnection, name: &str) -> Result<Option<(String, i64)>, CoreError> {
    Ok(job_leases::table
        .find(name)
        .select((job_leases::holder, job_leases::expires_at))
        .first(conn)
        .optional()?)
}
