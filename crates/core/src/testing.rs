//! Throwaway databases for tests: a temp SQLite file, or a fresh PostgreSQL database on the
//! server named by `TEST_DATABASE_URL`, dropped afterwards, so suites run in parallel.

use diesel::connection::SimpleConnection;
use diesel::Connection;

use crate::error::CoreError;
use crate::store::Store;

pub enum TestDatabase {
    Sqlite {
        url: String,
        _dir: tempfile::TempDir,
    },
    Postgres {
        url: String,
        admin_url: String,
        name: String,
    },
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
            admin_url,
            name,
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

impl Drop for TestDatabase {
    fn drop(&mut self) {
        if let Self::Postgres {
            admin_url, name, ..
        } = self
        {
            if let Ok(mut admin) = diesel::PgConnection::establish(admin_url) {
                let _ =
                    admin.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"));
            }
        }
    }
}
