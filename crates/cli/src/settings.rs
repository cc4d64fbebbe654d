//! Settings shared by every command: each a flag with an environment variable behind it.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;

use clap::Args;
use escapes_core::delivery::Delivery;
use escapes_core::time::SharedClock;
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
    /// Key of the one-time-code hashes and access-token signatures (at least 16 characters);
    /// default: a random key kept in <data-dir>/secret.key, made on first start. `serve` and the
    /// support commands must share it, or codes one sends will not verify on the other.
    #[arg(long, env = "ESCAPES_SECRET", hide_env_values = true, global = true)]
    pub secret: Option<String>,
    /// SMS provider: `console` (log + dev outbox).
    #[arg(long, env = "ESCAPES_SMS", default_value = "console", global = true)]
    pub sms: String,
    /// E-mail provider: `console` (log + dev outbox).
    #[arg(long, env = "ESCAPES_EMAIL", default_value = "console", global = true)]
    pub email: String,
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

    /// The configured secret, or the one kept in the data folder (made on first use).
    pub fn secret(&self) -> anyhow::Result<Vec<u8>> {
        match &self.secret {
            Some(s) if s.len() >= 16 => Ok(s.as_bytes().to_vec()),
            Some(_) => anyhow::bail!("ESCAPES_SECRET must be at least 16 characters"),
            None => {
                std::fs::create_dir_all(&self.data_dir)?;
                stored_secret(&self.data_dir.join("secret.key"))
            }
        }
    }

    /// The SMS and e-mail providers chosen by `--sms` and `--email`.
    pub fn delivery(&self, store: Store, clock: SharedClock) -> anyhow::Result<Delivery> {
        let console = Delivery::console(store, clock);
        match (self.sms.as_str(), self.email.as_str()) {
            ("console", "console") => Ok(console),
            (sms, email) => anyhow::bail!("unknown delivery providers: --sms {sms} --email {email} (known: console)"),
        }
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

/// The secret kept in `path` (hex), made with 32 random bytes and mode 0600 when missing.
fn stored_secret(path: &Path) -> anyhow::Result<Vec<u8>> {
    match std::fs::read_to_string(path) {
        Ok(text) if text.trim().len() >= 32 => return Ok(text.trim().as_bytes().to_vec()),
        Ok(_) => anyhow::bail!("{} is too short; delete it to make a new one", path.display()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(anyhow::anyhow!("cannot read {}: {e}", path.display())),
    }
    let mut bytes = [0u8; 32];
    rand::fill(&mut bytes);
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path).with_context(|| format!("cannot create {}", path.display()))?;
    file.write_all(hex.as_bytes())?;
    tracing::info!(path = %path.display(), "made a new secret");
    Ok(hex.into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_secret_is_made_once_private_and_reused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("secret.key");
        let first = stored_secret(&path).unwrap();
        assert_eq!(first.len(), 64);
        assert_eq!(stored_secret(&path).unwrap(), first);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        }
    }
}
