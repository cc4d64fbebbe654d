//! Settings shared by every command: each a flag with an environment variable behind it.

use std::path::PathBuf;

use clap::Args;
use escapes_core::Store;

#[derive(Args, Debug, Clone)]
pub struct Settings {
    /// Folder for the SQLite file and uploaded images.
    #[arg(long, env = "ESCAPES_DATA_DIR", default_value = "./data", global = true)]
    pub data_dir: PathBuf,
    /// sqlite://… or postgres://…; default sqlite://<data-dir>/escapes.db.
    #[arg(long, env = "DATABASE_URL", global = true)]
    pub database_url: Option<String>,
    /// Database connections in the pool.
    #[arg(long, env = "ESCAPES_DB_POOL", default_value_t = 16, global = true)]
    pub db_pool: u32,
}

impl Settings {
    pub fn database_url(&self) -> String {
        self.database_url
            .clone()
            .unwrap_or_else(|| format!("sqlite://{}", self.data_dir.join("escapes.db").display()))
    }

    pub fn uploads_dir(&self) -> PathBuf {
        self.data_dir.join("uploads")
    }

    /// Opens the database and applies pending migrations.
    pub fn open_store(&self) -> anyhow::Result<Store> {
        std::fs::create_dir_all(&self.data_dir)?;
        let store = Store::connect(&self.database_url(), self.db_pool)?;
        let applied = store.migrate()?;
        if !applied.is_empty() {
            tracing::info!(?applied, "migrations applied");
        }
        Ok(store)
    }
}
