//! Throwaway databases for tests: a temp SQLite file, or a fresh PostgreSQL database on the
//! server named by `TEST_DATABASE_URL`, dropped afterwards, so suites run in parallel.

pub mod audit;

use std::collections::HashMap;
use std::sync::Arc;

use diesel::connection::SimpleConnection;
use diesel::prelude::*;

use crate::error::CoreError;
use crate::store::schema::{held_intervals, properties, reviews, users};
use crate::store::{DbConnection, Store};

pub enum TestDatabase {
    Sqlite {
        url: String,
        _dir: tempfile::TempDir,
    },
    Postgres {
        url: String,
        dropped_with: Arc<PostgresDatabase>,
    },
}

/// A test database on the PostgreSQL server, dropped when the last holder lets go (see
/// [`run_async`] for why the holder can outlive the [`TestDatabase`]).
pub struct PostgresDatabase {
    admin_url: String,
    name: String,
}

impl Drop for PostgresDatabase {
    fn drop(&mut self) {
        if let Ok(mut admin) = diesel::PgConnection::establish(&self.admin_url) {
            let _ = admin.batch_execute(&format!(
                "DROP DATABASE IF EXISTS {} WITH (FORCE)",
                self.name
            ));
        }
    }
}

impl TestDatabase {
    pub fn sqlite() -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}", dir.path().join("test.db").display());
        Self::Sqlite { url, _dir: dir }
    }

    /// `None` when `TEST_DATABASE_URL` is not set (PostgreSQL tests then have nothing to run on).
    pub fn postgres() -> Option<Self> {
        let admin_url = std::env::var("TEST_DATABASE_URL")
            .ok()
            .filter(|u| !u.is_empty())?;
        Some(Self::postgres_on(&admin_url))
    }

    /// A fresh database on the PostgreSQL server of `admin_url`, dropped afterwards.
    pub fn postgres_on(admin_url: &str) -> Self {
        let admin_url = admin_url.to_string();
        let name = format!("escapes_test_{:016x}", rand::random::<u64>());
        let mut admin = diesel::PgConnection::establish(&admin_url)
            .unwrap_or_else(|e| panic!("PostgreSQL server {admin_url}: {e}"));
        admin
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .expect("create test database");
        let (base, query) = match admin_url.split_once('?') {
            Some((b, q)) => (b.to_string(), format!("?{q}")),
            None => (admin_url.clone(), String::new()),
        };
        let host_start = base.find("://").map(|i| i + 3).unwrap_or(0);
        let server = match base[host_start..].find('/') {
            Some(i) => base[..host_start + i].to_string(),
            None => base.clone(),
        };
        Self::Postgres {
            url: format!("{server}/{name}{query}"),
            dropped_with: Arc::new(PostgresDatabase { admin_url, name }),
        }
    }

    pub fn url(&self) -> &str {
        match self {
            Self::Sqlite { url, .. } | Self::Postgres { url, .. } => url,
        }
    }

    /// A migrated store on this database.
    pub fn store(&self) -> Result<Store, CoreError> {
        let store = Store::connect(self.url(), 8)?;
        store.migrate()?;
        Ok(store)
    }
}

/// Runs an async test body on a runtime of its own (two workers) and drops a PostgreSQL test
/// database only after that runtime, and so every task the body started, is gone.
///
/// Apps start background workers that keep using the pool after the body returns. Dropping the
/// database under them (`WITH (FORCE)` ends their connections) sent r2d2 reconnecting to a
/// database that no longer existed, on r2d2's own threads, still inside libpq's TLS when the
/// test process exited: a passed test then died with SIGSEGV.
pub fn run_async<Fut>(db: TestDatabase, body: impl FnOnce(TestDatabase) -> Fut)
where
    Fut: std::future::Future<Output = ()>,
{
    let database = match &db {
        TestDatabase::Postgres { dropped_with, .. } => Some(dropped_with.clone()),
        TestDatabase::Sqlite { .. } => None,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("test runtime");
    let outcome =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| runtime.block_on(body(db))));
    drop(runtime);
    drop(database);
    if let Err(panic) = outcome {
        std::panic::resume_unwind(panic);
    }
}

// Read-backs for tests of seeded data (the demo generator's and the http suites'): plain facts
// about rows, so tests need not know the schema.

#[derive(Debug, Clone)]
pub struct PropertyFacts {
    pub id: i64,
    pub slug: String,
    pub half_day_price_paise: i64,
    pub full_day_price_paise: Option<i64>,
    pub rating_count: i64,
    pub rating_sum: i64,
    pub day_slot_minute: i32,
    pub night_slot_minute: i32,
    pub owner_phone: Option<String>,
}

type PropertyFactsRow = (
    i64,
    String,
    i64,
    Option<i64>,
    i64,
    i64,
    i32,
    i32,
    Option<String>,
);

pub fn properties(conn: &mut DbConnection) -> QueryResult<Vec<PropertyFacts>> {
    let rows: Vec<PropertyFactsRow> = properties::table
        .inner_join(users::table)
        .select((
            properties::id,
            properties::slug,
            properties::half_day_price_paise,
            properties::full_day_price_paise,
            properties::rating_count,
            properties::rating_sum,
            properties::day_slot_minute,
            properties::night_slot_minute,
            users::phone,
        ))
        .order(properties::id)
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|r| PropertyFacts {
            id: r.0,
            slug: r.1,
            half_day_price_paise: r.2,
            full_day_price_paise: r.3,
            rating_count: r.4,
            rating_sum: r.5,
            day_slot_minute: r.6,
            night_slot_minute: r.7,
            owner_phone: r.8,
        })
        .collect())
}

pub fn role_of(conn: &mut DbConnection, phone: &str) -> QueryResult<String> {
    users::table
        .filter(users::phone.eq(phone))
        .select(users::role)
        .first(conn)
}

/// (property id, rating) of every review.
pub fn ratings(conn: &mut DbConnection) -> QueryResult<Vec<(i64, i32)>> {
    reviews::table
        .select((reviews::property_id, reviews::rating))
        .load(conn)
}

/// (property id, starts_at, ends_at) of every owner block.
/// Each review with its author and, when it is of a stay, that stay's guest, status and end:
/// (review id, author, written at, (guest, status, ends at)).
pub type ReviewStay = (i64, Option<i64>, i64, Option<(i64, String, i64)>);

pub fn review_stays(conn: &mut DbConnection) -> QueryResult<Vec<ReviewStay>> {
    use crate::store::schema::bookings;
    let rows: Vec<(i64, Option<i64>, i64, Option<i64>)> = reviews::table
        .select((
            reviews::id,
            reviews::user_id,
            reviews::created_at,
            reviews::booking_id,
        ))
        .load(conn)?;
    let mut out = Vec::with_capacity(rows.len());
    for (id, user, at, booking) in rows {
        let stay = match booking {
            Some(b) => Some(
                bookings::table
                    .find(b)
                    .select((bookings::guest_id, bookings::status, bookings::ends_at))
                    .first::<(i64, String, i64)>(conn)?,
            ),
            None => None,
        };
        out.push((id, user, at, stay));
    }
    Ok(out)
}

pub fn blocks(conn: &mut DbConnection) -> QueryResult<Vec<(i64, i64, i64)>> {
    held_intervals::table
        .filter(held_intervals::kind.eq("block"))
        .select((
            held_intervals::property_id,
            held_intervals::starts_at,
            held_intervals::ends_at,
        ))
        .order((held_intervals::property_id, held_intervals::starts_at))
        .load(conn)
}

/// (property id, starts_at, ends_at) of every hold, blocks and bookings alike.
pub fn holds(conn: &mut DbConnection) -> QueryResult<Vec<(i64, i64, i64)>> {
    held_intervals::table
        .select((
            held_intervals::property_id,
            held_intervals::starts_at,
            held_intervals::ends_at,
        ))
        .order((held_intervals::property_id, held_intervals::starts_at))
        .load(conn)
}

/// A booking as the seeder's tests look at it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookingFacts {
    pub code: String,
    pub status: String,
    pub guest_phone: Option<String>,
    pub owner_id: i64,
    pub starts_at: i64,
    pub total_paise: i64,
}

pub fn bookings(conn: &mut DbConnection) -> QueryResult<Vec<BookingFacts>> {
    use crate::store::schema::bookings;
    let phones = phones(conn)?;
    let rows: Vec<(String, String, i64, i64, i64, i64)> = bookings::table
        .inner_join(properties::table)
        .select((
            bookings::code,
            bookings::status,
            bookings::guest_id,
            properties::owner_id,
            bookings::starts_at,
            bookings::total_paise,
        ))
        .order(bookings::id)
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|r| BookingFacts {
            code: r.0,
            status: r.1,
            guest_phone: phones.get(&r.2).cloned().flatten(),
            owner_id: r.3,
            starts_at: r.4,
            total_paise: r.5,
        })
        .collect())
}

/// Phones by user id.
pub fn phones(conn: &mut DbConnection) -> QueryResult<HashMap<i64, Option<String>>> {
    Ok(users::table
        .select((users::id, users::phone))
        .load::<(i64, Option<String>)>(conn)?
        .into_iter()
        .collect())
}

/// One message: written by the guest of its conversation, its type, whether it was read.
pub fn messages(conn: &mut DbConnection) -> QueryResult<Vec<(i64, bool, String, bool)>> {
    use crate::store::schema::{conversations, messages};
    let rows: Vec<(i64, i64, i64, String, bool)> = messages::table
        .inner_join(conversations::table.on(conversations::id.eq(messages::conversation_id)))
        .select((
            messages::conversation_id,
            messages::sender_id,
            conversations::guest_id,
            messages::message_type,
            messages::is_read,
        ))
        .order(messages::id)
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(c, sender, guest, kind, read)| (c, sender == guest, kind, read))
        .collect())
}

/// Every message's id, oldest first.
pub fn message_ids(conn: &mut DbConnection) -> QueryResult<Vec<i64>> {
    use crate::store::schema::messages;
    messages::table
        .select(messages::id)
        .order(messages::id)
        .load(conn)
}

/// (status, rows) of the notification outbox.
pub fn outbox(conn: &mut DbConnection) -> QueryResult<Vec<(String, i64)>> {
    use crate::store::schema::notification_outbox as outbox;
    outbox::table
        .group_by(outbox::status)
        .select((outbox::status, diesel::dsl::count_star()))
        .order(outbox::status)
        .load(conn)
}

/// Owners paid to a UPI id each (in force at once), and `credits` (owner, paise) posted as the
/// ledger's owner credits available at `at`, in transactions of a few thousand: the books a
/// payout run reads, made quickly for its benchmark (`bench_payouts`).
pub fn owners_with_earnings(
    store: &Store,
    owners: &[crate::ids::UserId],
    credits: &[(crate::ids::UserId, i64)],
    at: i64,
) -> Result<(), CoreError> {
    for chunk in owners.chunks(2_000) {
        store.run_blocking(|c| {
            crate::store::write_transaction(c, |c| {
                for (n, owner) in chunk.iter().enumerate() {
                    crate::store::payouts::replace_account(
                        c,
                        &crate::store::payouts::NewPayoutAccount {
                            owner_id: *owner,
                            method: crate::kinds::payout::PayoutMethod::Upi,
                            vpa: Some(format!("owner{}.{n}@okhdfc", owner.get())),
                            account_number: None,
                            ifsc: None,
                            holder_name: "Bench Owner".into(),
                            created_at: 0,
                            payable_from: 0,
                            legal_name: None,
                            gstin: None,
                        },
                    )?;
                }
                Ok(())
            })
        })?;
    }
    for chunk in credits.chunks(5_000) {
        store.run_blocking(|c| {
            crate::store::write_transaction(c, |c| {
                for (owner, paise) in chunk {
                    crate::ledger::events::adjustment(
                        c,
                        *owner,
                        *paise,
                        "A stay's earnings",
                        "bench",
                        at,
                    )?;
                }
                Ok(())
            })
        })?;
    }
    Ok(())
}

/// Every owner's id, in id order.
pub fn owner_ids(conn: &mut DbConnection) -> Result<Vec<crate::ids::UserId>, CoreError> {
    Ok(users::table
        .filter(users::role.eq("owner"))
        .order(users::id.asc())
        .select(users::id)
        .load::<crate::ids::UserId>(conn)?)
}
