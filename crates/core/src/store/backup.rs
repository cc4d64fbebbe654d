//! Backing up and restoring the SQLite database (docs/DEPLOY.md, "Backups"): a copy taken while
//! the server serves, checked before it is trusted, and put back in place of the database with
//! the one it replaces kept beside it. PostgreSQL is backed up with its own tools (pg_dump).

use std::path::{Path, PathBuf};

use diesel::migration::MigrationSource;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};
use diesel::sqlite::SqliteConnection;
use serde::Serialize;

use super::{connection_string, Backend, DbConnection, Store, SQLITE_MIGRATIONS};
use crate::error::CoreError;

/// The first bytes of every SQLite database file.
const SQLITE_HEADER: &[u8; 16] = b"SQLite format 3\0";
/// Tables a backup of this marketplace holds, whatever its version.
const REQUIRED_TABLES: [&str; 4] = [
    "__diesel_schema_migrations",
    "users",
    "bookings",
    "messages",
];

/// What a backup holds.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct BackupSummary {
    pub file: PathBuf,
    pub bytes: u64,
    pub users: i64,
    pub bookings: i64,
    pub messages: i64,
    /// The newest migration it was made with.
    pub migration: String,
}

/// A restore done: what was put in place, and where the database it replaced was kept.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Restored {
    pub backup: BackupSummary,
    pub kept_previous: Option<PathBuf>,
}

#[derive(QueryableByName)]
struct One {
    #[diesel(sql_type = Text)]
    value: String,
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

fn failed(what: impl std::fmt::Display) -> CoreError {
    CoreError::Config(what.to_string())
}

impl Store {
    /// Writes a copy of this SQLite database to `to` while the server goes on serving. `VACUUM
    /// INTO` reads the database in one transaction, so the copy is the database as of one moment,
    /// with every booking and message acknowledged before it began. It is written beside `to`,
    /// checked as a restore would check it, then renamed: a failed backup leaves no half file.
    /// `to` must not exist yet.
    pub fn backup_sqlite(&self, to: &Path) -> Result<BackupSummary, CoreError> {
        if self.backend() != Backend::Sqlite {
            return Err(failed(
                "this database is PostgreSQL: back it up with pg_dump (docs/DEPLOY.md, Backups)",
            ));
        }
        if to.exists() {
            return Err(failed(format!(
                "{} exists already; name a new file",
                to.display()
            )));
        }
        let partial = with_suffix(to, ".partial");
        let _ = std::fs::remove_file(&partial);
        let target = partial
            .to_str()
            .ok_or_else(|| failed(format!("{} is not a UTF-8 path", partial.display())))?
            .to_string();
        let copied = self.run_blocking(|conn| {
            let DbConnection::Sqlite(c) = conn else {
                return Err(failed("not a SQLite database"));
            };
            diesel::sql_query("VACUUM INTO ?")
                .bind::<Text, _>(&target)
                .execute(c)?;
            Ok(())
        });
        let checked = copied.and_then(|()| inspect_backup(&partial));
        let summary = match checked {
            Ok(summary) => summary,
            Err(e) => {
                let _ = std::fs::remove_file(&partial);
                return Err(e);
            }
        };
        std::fs::rename(&partial, to)
            .map_err(|e| failed(format!("cannot write {}: {e}", to.display())))?;
        Ok(BackupSummary {
            file: to.to_path_buf(),
            ..summary
        })
    }
}

/// Checks that `file` is a backup this version can restore: a SQLite database whose integrity
/// check passes, with the marketplace's tables, made by this version or an older one. Opens it
/// read-only; answers what it holds.
pub fn inspect_backup(file: &Path) -> Result<BackupSummary, CoreError> {
    let not_a_backup = |why: &str| failed(format!("{} is not a backup: {why}", file.display()));
    let mut header = [0u8; 16];
    {
        use std::io::Read;
        let mut f = std::fs::File::open(file)
            .map_err(|e| failed(format!("cannot read {}: {e}", file.display())))?;
        f.read_exact(&mut header)
            .map_err(|_| not_a_backup("too short for a SQLite database"))?;
    }
    if &header != SQLITE_HEADER {
        return Err(not_a_backup("not a SQLite database"));
    }
    let path = file
        .canonicalize()
        .map_err(|e| failed(format!("cannot read {}: {e}", file.display())))?;
    let uri = format!("file:{}?mode=ro", path.display());
    let mut c = SqliteConnection::establish(&uri)
        .map_err(|e| failed(format!("cannot open {}: {e}", file.display())))?;
    let integrity: One =
        diesel::sql_query("SELECT integrity_check AS value FROM pragma_integrity_check LIMIT 1")
            .get_result(&mut c)
            .map_err(|_| not_a_backup("SQLite cannot read it"))?;
    if integrity.value != "ok" {
        return Err(not_a_backup(&format!("damaged ({})", integrity.value)));
    }
    for table in REQUIRED_TABLES {
        let found: Count = diesel::sql_query(
            "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?",
        )
        .bind::<Text, _>(table)
        .get_result(&mut c)?;
        if found.n != 1 {
            return Err(not_a_backup(&format!("it has no {table} table")));
        }
    }
    let newest: One = diesel::sql_query(
        "SELECT coalesce(max(version), '') AS value FROM __diesel_schema_migrations",
    )
    .get_result(&mut c)?;
    let known = known_sqlite_migrations()?;
    if known
        .last()
        .is_some_and(|last| newest.value.as_str() > last.as_str())
    {
        return Err(failed(format!(
            "{} was made by a newer version (migration {}); restore it with that version",
            file.display(),
            newest.value
        )));
    }
    let count = |c: &mut SqliteConnection, table: &str| -> Result<i64, CoreError> {
        let row: Count =
            diesel::sql_query(format!("SELECT count(*) AS n FROM {table}")).get_result(c)?;
        Ok(row.n)
    };
    Ok(BackupSummary {
        file: file.to_path_buf(),
        bytes: std::fs::metadata(file).map(|m| m.len()).unwrap_or(0),
        users: count(&mut c, "users")?,
        bookings: count(&mut c, "bookings")?,
        messages: count(&mut c, "messages")?,
        migration: newest.value,
    })
}

/// The versions of the SQLite migrations this build knows, oldest first.
fn known_sqlite_migrations() -> Result<Vec<String>, CoreError> {
    let migrations = MigrationSource::<diesel::sqlite::Sqlite>::migrations(&SQLITE_MIGRATIONS)
        .map_err(|e| CoreError::Internal(anyhow::anyhow!("embedded migrations: {e}")))?;
    let mut versions: Vec<String> = migrations
        .iter()
        .map(|m| m.name().version().to_string())
        .collect();
    versions.sort();
    Ok(versions)
}

/// Puts backup `file` in place of the SQLite database at `database`, with the server stopped.
/// The backup is checked first and nothing is touched when it fails. The database it replaces
/// (with its write-ahead log) is kept beside it as `<name>.before-restore-<at>`; the backup is
/// copied beside the database and renamed over it, so a failed copy leaves the old one. The
/// caller migrates the result to this version.
pub fn restore_sqlite(file: &Path, database: &Path, at: i64) -> Result<Restored, CoreError> {
    let backup = inspect_backup(file)?;
    if let Some(parent) = database.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent)
            .map_err(|e| failed(format!("cannot create {}: {e}", parent.display())))?;
    }
    let restoring = with_suffix(database, ".restoring");
    std::fs::copy(file, &restoring)
        .map_err(|e| failed(format!("cannot write {}: {e}", restoring.display())))?;
    std::fs::File::open(&restoring)
        .and_then(|f| f.sync_all())
        .map_err(|e| failed(format!("cannot write {}: {e}", restoring.display())))?;
    let kept_previous = if database.exists() {
        let kept = with_suffix(database, &format!(".before-restore-{at}"));
        std::fs::rename(database, &kept)
            .map_err(|e| failed(format!("cannot move {}: {e}", database.display())))?;
        // The old database's log goes with it: left behind, SQLite would read it into the backup.
        for log in ["-wal", "-shm"] {
            let from = with_suffix(database, log);
            if from.exists() {
                std::fs::rename(&from, with_suffix(&kept, log))
                    .map_err(|e| failed(format!("cannot move {}: {e}", from.display())))?;
            }
        }
        Some(kept)
    } else {
        None
    };
    std::fs::rename(&restoring, database)
        .map_err(|e| failed(format!("cannot write {}: {e}", database.display())))?;
    Ok(Restored {
        backup: BackupSummary {
            file: file.to_path_buf(),
            ..backup
        },
        kept_previous,
    })
}

/// The file of a SQLite database URL (`sqlite://path`); `None` for PostgreSQL or a `file:` URI.
pub fn sqlite_file(url: &str) -> Result<Option<PathBuf>, CoreError> {
    Ok(match Backend::from_url(url)? {
        Backend::Sqlite => {
            let path = connection_string(Backend::Sqlite, url);
            (!path.starts_with("file:")).then(|| PathBuf::from(path))
        }
        Backend::Postgres => None,
    })
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kinds::role::Role;
    use crate::testing::TestDatabase;
    use diesel::connection::SimpleConnection;

    fn users(store: &Store) -> i64 {
        store
            .run_blocking(|c| {
                let row: Count =
                    diesel::sql_query("SELECT count(*) AS n FROM users").get_result(c)?;
                Ok(row.n)
            })
            .unwrap()
    }

    fn add_user(store: &Store, phone: &str) {
        store
            .run_blocking(|c| {
                let email = format!("{}@example.com", phone.trim_start_matches('+'));
                crate::store::session::create_user(c, "Test User", &email, phone, Role::User, 0)?;
                Ok(())
            })
            .unwrap();
    }

    #[test]
    fn a_backup_holds_the_database_and_a_restore_puts_it_back_keeping_the_one_it_replaced() {
        let db = TestDatabase::sqlite();
        let store = db.store().unwrap();
        add_user(&store, "+919800000001");
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("backup.db");
        let summary = store.backup_sqlite(&file).unwrap();
        assert_eq!(summary.users, 1);
        assert_eq!(summary.file, file);
        assert!(!dir.path().join("backup.db.partial").exists());
        // A second backup to the same name is refused; the first stays as it was.
        let again = store.backup_sqlite(&file).unwrap_err().to_string();
        assert!(again.contains("exists already"), "{again}");

        // Later changes, then the restore: the backup's moment comes back.
        add_user(&store, "+919800000002");
        let database = dir.path().join("data/escapes.db");
        let live = Store::connect(&format!("sqlite://{}", database.display()), 2).unwrap();
        live.migrate().unwrap();
        add_user(&live, "+919800000003");
        add_user(&live, "+919800000004");
        drop(live);
        let restored = restore_sqlite(&file, &database, 1_800_000_000).unwrap();
        assert_eq!(restored.backup.users, 1);
        let kept = restored.kept_previous.expect("the replaced database kept");
        assert!(kept.ends_with("escapes.db.before-restore-1800000000"));
        let back = Store::connect(&format!("sqlite://{}", database.display()), 2).unwrap();
        assert!(back.migrate().unwrap().is_empty());
        assert_eq!(users(&back), 1);
        let previous = Store::connect(&format!("sqlite://{}", kept.display()), 2).unwrap();
        assert_eq!(users(&previous), 2, "the replaced database, log and all");
    }

    #[test]
    fn what_is_not_a_backup_is_refused_before_anything_is_touched() {
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join("escapes.db");
        std::fs::write(&database, b"the live database").unwrap();
        let empty_sqlite = dir.path().join("empty.db");
        SqliteConnection::establish(&empty_sqlite.display().to_string())
            .unwrap()
            .batch_execute("CREATE TABLE notes (id INTEGER)")
            .unwrap();
        let mut truncated = std::fs::read(&empty_sqlite).unwrap();
        truncated.truncate(100);
        let cases: [(&str, Vec<u8>, &str); 4] = [
            ("short", b"SQLite".to_vec(), "too short"),
            (
                "text",
                b"BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\nmore text here".to_vec(),
                "not a SQLite database",
            ),
            ("truncated", truncated, "not a backup"),
            (
                "other",
                std::fs::read(&empty_sqlite).unwrap(),
                "no __diesel_schema_migrations table",
            ),
        ];
        for (name, bytes, said) in cases {
            let file = dir.path().join(name);
            std::fs::write(&file, bytes).unwrap();
            let refused = restore_sqlite(&file, &database, 1).unwrap_err().to_string();
            assert!(refused.contains(said), "{name}: {refused}");
            assert_eq!(
                std::fs::read(&database).unwrap(),
                b"the live database",
                "{name}"
            );
        }
        let missing = restore_sqlite(&dir.path().join("nowhere"), &database, 1).unwrap_err();
        assert!(missing.to_string().contains("cannot read"), "{missing}");
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        assert!(
            !names
                .iter()
                .any(|n| n.contains("restoring") || n.contains("before-restore")),
            "{names:?}"
        );
    }

    #[test]
    fn a_backup_of_a_newer_version_is_refused() {
        let db = TestDatabase::sqlite();
        let store = db.store().unwrap();
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("backup.db");
        store.backup_sqlite(&file).unwrap();
        SqliteConnection::establish(&file.display().to_string())
            .unwrap()
            .batch_execute(
                "INSERT INTO __diesel_schema_migrations (version) VALUES ('29991231000000')",
            )
            .unwrap();
        let refused = inspect_backup(&file).unwrap_err().to_string();
        assert!(refused.contains("newer version"), "{refused}");
    }
}
