//! The only place that touches diesel: one connection type over SQLite and PostgreSQL, the pool,
//! embedded migrations, and the queries of each area (`store/<area>.rs`).

/// Multi-row INSERTs go through the concrete connection: diesel's `MultiConnection` cannot
/// render a batch insert for SQLite, while each backend's own connection can. Defined before the
/// area modules so each can use it.
macro_rules! insert_rows {
    ($conn:expr, $table:expr, $rows:expr) => {
        match $conn {
            DbConnection::Sqlite(c) => diesel::insert_into($table).values($rows).execute(c),
            DbConnection::Postgresql(c) => diesel::insert_into($table).values($rows).execute(c),
        }
    };
}

pub mod account;
pub mod admin;
pub mod analytics;
pub mod audit;
pub mod backup;
pub mod bookings;
pub mod bulk;
pub mod calendar;
pub mod catalogue;
pub mod console;
pub mod deposits;
pub mod events;
pub mod export;
pub mod invoices;
pub mod leads;
pub mod leases;
pub mod ledger;
pub mod listings;
pub mod messaging;
pub mod models;
pub mod moderation;
pub mod notifications;
pub mod otp;
pub mod payments;
pub mod payouts;
pub mod plans;
pub mod reconcile;
pub mod refunds;
pub mod reviews;
pub mod saved;
pub mod schema;
pub mod session;
pub mod support;
pub mod text;

use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::pg::PgConnection;
use diesel::r2d2::{self, ConnectionManager, CustomizeConnection};
use diesel::sqlite::SqliteConnection;
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

use crate::error::CoreError;

const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations/sqlite");
const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations/postgres");

#[derive(diesel::MultiConnection)]
pub enum DbConnection {
    Sqlite(SqliteConnection),
    Postgresql(PgConnection),
}

/// Which database a URL names; an unknown scheme is a clear error, never a guess.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    pub fn from_url(url: &str) -> Result<Self, CoreError> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Self::Postgres)
        } else if url.starts_with("sqlite://") || url.starts_with("file:") || url.ends_with(".db") {
            Ok(Self::Sqlite)
        } else {
            Err(CoreError::Config(format!(
                "DATABASE_URL must start with sqlite:// or postgres:// (got {url:?})"
            )))
        }
    }
}

/// What diesel's SQLite connection wants: a path, not a URL.
fn connection_string(backend: Backend, url: &str) -> String {
    match backend {
        Backend::Sqlite => url.trim_start_matches("sqlite://").to_string(),
        Backend::Postgres => url.to_string(),
    }
}

#[derive(Debug)]
struct ConnectionSetup;

impl CustomizeConnection<DbConnection, r2d2::Error> for ConnectionSetup {
    fn on_acquire(&self, conn: &mut DbConnection) -> Result<(), r2d2::Error> {
        // WAL lets readers run beside the single writer; the busy timeout makes writers queue
        // instead of failing at once; SQLite leaves foreign keys off unless asked.
        if let DbConnection::Sqlite(c) = conn {
            c.batch_execute(
                "PRAGMA busy_timeout = 10000; PRAGMA journal_mode = WAL; \
                 PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;",
            )
            .map_err(r2d2::Error::QueryError)?;
        }
        Ok(())
    }
}

pub type Pool = r2d2::Pool<ConnectionManager<DbConnection>>;

/// Handle to the database. Cheap to clone; every call runs on the blocking pool.
#[derive(Clone)]
pub struct Store {
    pool: Pool,
    backend: Backend,
    events: crate::kinds::bus::EventBus,
}

impl Store {
    pub fn connect(url: &str, max_connections: u32) -> Result<Self, CoreError> {
        let backend = Backend::from_url(url)?;
        let conn_str = connection_string(backend, url);
        // A `file:` URI (e.g. `?mode=ro`) names an existing file; its text is not a path.
        if backend == Backend::Sqlite && !conn_str.starts_with("file:") {
            if let Some(parent) = std::path::Path::new(&conn_str).parent() {
                if !parent.as_os_str().is_empty() {
                    std::fs::create_dir_all(parent).map_err(|e| {
                        CoreError::Config(format!("cannot create {}: {e}", parent.display()))
                    })?;
                }
            }
        }
        let manager = ConnectionManager::<DbConnection>::new(conn_str);
        let pool = r2d2::Pool::builder()
            .max_size(max_connections)
            // Grow on demand: opening every connection at once races on a new SQLite file.
            .min_idle(Some(1))
            .connection_timeout(Duration::from_secs(10))
            .connection_customizer(Box::new(ConnectionSetup))
            .build(manager)
            .map_err(|e| CoreError::Config(format!("cannot open the database: {e}")))?;
        if backend == Backend::Sqlite {
            let mut conn = pool
                .get()
                .map_err(|e| CoreError::Config(format!("cannot open the database: {e}")))?;
            sqlite_file::remember(&mut conn)?;
        }
        Ok(Self {
            pool,
            backend,
            events: Default::default(),
        })
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// For a process without sockets (the support CLI): every event it publishes is also written
    /// to `domain_events`, which a running server relays to open pages (`events::relay`).
    pub fn relay_events_to_server(mut self) -> Self {
        let pool = self.pool.clone();
        self.events = crate::kinds::bus::EventBus::with_sink(std::sync::Arc::new(move |event| {
            let now = chrono::Utc::now().timestamp();
            let written = pool
                .get()
                .map_err(|e| CoreError::Unavailable(e.to_string()))
                .and_then(|mut c| events::insert(&mut c, event.to_row(), now));
            // The change itself is committed; only open pages miss it until they refetch.
            if let Err(e) = written {
                tracing::warn!(error = %e, ?event, "cannot hand the event to the server");
            }
        }));
        self
    }

    /// Where core announces committed changes (see [`crate::events`]).
    pub fn events(&self) -> &crate::kinds::bus::EventBus {
        &self.events
    }

    /// Runs `f` with a pooled connection on tokio's blocking pool, keeping the caller's span.
    pub async fn run<T, F>(&self, f: F) -> Result<T, CoreError>
    where
        T: Send + 'static,
        F: FnOnce(&mut DbConnection) -> Result<T, CoreError> + Send + 'static,
    {
        let pool = self.pool.clone();
        let span = tracing::Span::current();
        tokio::task::spawn_blocking(move || {
            let _entered = span.enter();
            let mut conn = pool
                .get()
                .map_err(|e| CoreError::Unavailable(e.to_string()))?;
            f(&mut conn)
        })
        .await
        .map_err(|e| CoreError::Internal(anyhow::anyhow!("store task failed: {e}")))?
    }

    /// Synchronous access for the CLI and tests that are not inside a runtime.
    pub fn run_blocking<T>(
        &self,
        f: impl FnOnce(&mut DbConnection) -> Result<T, CoreError>,
    ) -> Result<T, CoreError> {
        let mut conn = self
            .pool
            .get()
            .map_err(|e| CoreError::Unavailable(e.to_string()))?;
        f(&mut conn)
    }

    /// Applies pending migrations; returns the names applied.
    pub fn migrate(&self) -> Result<Vec<String>, CoreError> {
        self.run_blocking(|conn| {
            let applied = match conn {
                DbConnection::Sqlite(c) => c.run_pending_migrations(SQLITE_MIGRATIONS),
                DbConnection::Postgresql(c) => c.run_pending_migrations(POSTGRES_MIGRATIONS),
            }
            .map_err(|e| CoreError::Internal(anyhow::anyhow!("migration failed: {e}")))?;
            Ok(applied.iter().map(|v| v.to_string()).collect())
        })
    }

    /// Readiness: the database answers a trivial query.
    pub async fn ping(&self) -> Result<(), CoreError> {
        self.run(|conn| {
            conn.batch_execute("SELECT 1").map_err(CoreError::from)?;
            Ok(())
        })
        .await
    }

    /// Readiness for writes: a table is created in a write transaction that is then rolled
    /// back, so a read-only file, a read-only PostgreSQL or a full disk shows here rather than
    /// at the next booking; on SQLite the file must also still be where it was opened
    /// (`write_transaction` checks that before every commit). Leaves nothing behind.
    pub async fn check_writable(&self) -> Result<(), CoreError> {
        self.run(|conn| {
            let probe = write_transaction(conn, |c| {
                c.batch_execute("CREATE TABLE readiness_probe (id INTEGER)")?;
                if let DbConnection::Sqlite(c) = c {
                    sqlite_file::check_in_place(c)?;
                }
                Err::<(), _>(CoreError::from(diesel::result::Error::RollbackTransaction))
            });
            match probe {
                Err(CoreError::Internal(e))
                    if matches!(
                        e.downcast_ref::<diesel::result::Error>(),
                        Some(diesel::result::Error::RollbackTransaction)
                    ) =>
                {
                    Ok(())
                }
                Err(e) => Err(e),
                Ok(()) => Ok(()),
            }
        })
        .await
    }
}

/// Whether a SQLite connection still writes to the file at the database's path. A running server
/// keeps its open file when the data folder is deleted (or the file replaced): SQLite goes on
/// committing into the unlinked file, acknowledging bookings that are gone at the next start.
/// `Store::connect` notes the file's identity; `write_transaction` compares before each commit.
mod sqlite_file {
    use std::collections::HashMap;
    use std::path::PathBuf;
    use std::sync::Mutex;

    use diesel::prelude::*;
    use diesel::sql_types::Text;
    use diesel::sqlite::SqliteConnection;

    use super::DbConnection;
    use crate::error::CoreError;

    /// Device and inode of each database file this process opened, by the path SQLite reports.
    static OPENED: Mutex<Option<HashMap<PathBuf, (u64, u64)>>> = Mutex::new(None);

    #[derive(QueryableByName)]
    struct MainFile {
        #[diesel(sql_type = Text)]
        file: String,
    }

    /// The main database's file ("" for an in-memory one).
    fn main_file(c: &mut SqliteConnection) -> Result<PathBuf, CoreError> {
        let row: MainFile =
            diesel::sql_query("SELECT file FROM pragma_database_list WHERE name = 'main'")
                .get_result(c)?;
        Ok(PathBuf::from(row.file))
    }

    #[cfg(unix)]
    fn identity(path: &std::path::Path) -> std::io::Result<(u64, u64)> {
        use std::os::unix::fs::MetadataExt;
        let meta = std::fs::metadata(path)?;
        Ok((meta.dev(), meta.ino()))
    }

    #[cfg(not(unix))]
    fn identity(path: &std::path::Path) -> std::io::Result<(u64, u64)> {
        std::fs::metadata(path).map(|_| (0, 0))
    }

    pub(super) fn remember(conn: &mut DbConnection) -> Result<(), CoreError> {
        let DbConnection::Sqlite(c) = conn else {
            return Ok(());
        };
        let path = main_file(c)?;
        if path.as_os_str().is_empty() {
            return Ok(());
        }
        let id = identity(&path)
            .map_err(|e| CoreError::Config(format!("cannot read {}: {e}", path.display())))?;
        OPENED
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .get_or_insert_with(HashMap::new)
            .insert(path, id);
        Ok(())
    }

    /// 503 when the file this connection writes is no longer at its path.
    pub(super) fn check_in_place(c: &mut SqliteConnection) -> Result<(), CoreError> {
        let path = main_file(c)?;
        if path.as_os_str().is_empty() {
            return Ok(());
        }
        let gone = |why: String| {
            CoreError::Unavailable(format!(
                "the database file {} {why}: writes would be lost",
                path.display()
            ))
        };
        let now = identity(&path).map_err(|e| gone(format!("cannot be read ({e})")))?;
        let opened = OPENED
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .as_ref()
            .and_then(|files| files.get(&path).copied());
        match opened {
            Some(opened) if opened != now => Err(gone("was replaced".into())),
            _ => Ok(()),
        }
    }
}

/// SQLite lets one transaction write at a time. This process's writers take turns on this lock
/// instead of in SQLite's busy handler, which sleeps 1 ms, 2 ms, 5 ms … up to 100 ms between tries
/// and leaves the database idle meanwhile: with 16 concurrent bookings, p99 was 430 ms and the
/// slowest 1.7 s (BENCHMARKS.md, Bookings). One lock per process is one per database for the
/// server and the CLI; a writer in another process (the CLI beside a server) still meets the busy
/// timeout.
static SQLITE_WRITER: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// A transaction that writes. On SQLite it starts with `BEGIN IMMEDIATE`, so a concurrent writer
/// (a running server) makes it wait out the busy timeout instead of failing when the first
/// read turns into a write.
pub(crate) fn write_transaction<T>(
    conn: &mut DbConnection,
    f: impl FnOnce(&mut DbConnection) -> Result<T, CoreError>,
) -> Result<T, CoreError> {
    use diesel::connection::{AnsiTransactionManager, TransactionManager};
    let sqlite = matches!(conn, DbConnection::Sqlite(_));
    // Inside another write transaction (a rule composed of smaller ones) it is a savepoint: the
    // writer lock is already held, and taking it again would wait forever.
    let nested = match &mut *conn {
        DbConnection::Sqlite(c) => matches!(
            AnsiTransactionManager::transaction_manager_status_mut(c).transaction_depth(),
            Ok(Some(_))
        ),
        _ => false,
    };
    if !sqlite || nested {
        return diesel::Connection::transaction(conn, f);
    }
    // The lock guards no data: a writer that panicked while holding it leaves nothing to repair.
    let _turn = SQLITE_WRITER
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let DbConnection::Sqlite(c) = &mut *conn {
        AnsiTransactionManager::begin_transaction_sql(c, "BEGIN IMMEDIATE")?;
    }
    let mut result = f(&mut *conn);
    if let DbConnection::Sqlite(c) = &mut *conn {
        // Committed into a file no longer at its path, the write would be acknowledged and lost.
        if result.is_ok() {
            if let Err(e) = sqlite_file::check_in_place(c) {
                result = Err(e);
            }
        }
        match &result {
            Ok(_) => AnsiTransactionManager::commit_transaction(c)?,
            Err(_) => AnsiTransactionManager::rollback_transaction(c)?,
        }
    }
    result
}

/// [`write_transaction`], tried again (at most [`TRANSIENT_ATTEMPTS`] times in all) when
/// PostgreSQL ends it with a deadlock or a serialization failure: both mean "run me again", and
/// the caller should not see them as a server error.
pub(crate) fn retrying_write_transaction<T>(
    conn: &mut DbConnection,
    mut f: impl FnMut(&mut DbConnection) -> Result<T, CoreError>,
) -> Result<T, CoreError> {
    let mut attempt = 1;
    loop {
        match write_transaction(conn, &mut f) {
            Err(e) if attempt < TRANSIENT_ATTEMPTS && is_transient(&e) => {
                tracing::info!(attempt, error = %e, "transaction retried");
                // A short, growing pause lets the other transaction finish first.
                std::thread::sleep(std::time::Duration::from_millis(
                    2 * attempt as u64 + rand::random_range(0..5u64),
                ));
                attempt += 1;
            }
            other => return other,
        }
    }
}

pub(crate) const TRANSIENT_ATTEMPTS: u32 = 4;

/// A deadlock (40P01) or serialization failure (40001): the database undid the transaction and
/// running it again may well succeed.
pub(crate) fn is_transient(e: &CoreError) -> bool {
    use diesel::result::{DatabaseErrorKind, Error};
    let CoreError::Internal(inner) = e else {
        return false;
    };
    match inner.downcast_ref::<Error>() {
        Some(Error::DatabaseError(DatabaseErrorKind::SerializationFailure, _)) => true,
        Some(Error::DatabaseError(_, info)) => info.message().contains("deadlock detected"),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_migration_folders_hold_the_same_names() {
        let names = |dir: &str| {
            let mut v: Vec<String> = std::fs::read_dir(dir)
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect();
            v.sort();
            v
        };
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../migrations");
        assert_eq!(
            names(&format!("{root}/sqlite")),
            names(&format!("{root}/postgres"))
        );
    }

    #[test]
    fn unknown_database_scheme_is_refused() {
        assert!(Backend::from_url("mysql://x").is_err());
        assert_eq!(
            Backend::from_url("postgres://h/db").unwrap(),
            Backend::Postgres
        );
        assert_eq!(
            Backend::from_url("sqlite://data/escapes.db").unwrap(),
            Backend::Sqlite
        );
    }
}
