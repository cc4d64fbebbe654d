use std::net::SocketAddr;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::Context;
use clap::Args;
use escapes_http::{AppState, ServerConfig};

use crate::settings::Settings;

#[derive(Args)]
pub struct Opts {
    /// Address to listen on.
    #[arg(long, env = "ESCAPES_LISTEN", default_value = "127.0.0.1:8080")]
    listen: SocketAddr,
    /// The built guest app.
    #[arg(long, env = "ESCAPES_WEB_DIR", default_value = "apps/web/dist")]
    web_dir: PathBuf,
    /// The built admin console.
    #[arg(long, env = "ESCAPES_ADMIN_DIR", default_value = "apps/admin/dist")]
    admin_dir: PathBuf,
    /// Base URL for canonical links and Open Graph tags; default http://<listen>.
    #[arg(long, env = "ESCAPES_PUBLIC_URL")]
    public_url: Option<String>,
    /// Map tile URL template for the property map.
    #[arg(long, env = "ESCAPES_MAP_TILE_URL", default_value = "https://tile.openstreetmap.org/{z}/{x}/{y}.png")]
    map_tile_url: String,
    /// Attribution shown on the map.
    #[arg(long, env = "ESCAPES_MAP_ATTRIBUTION", default_value = "© OpenStreetMap contributors")]
    map_attribution: String,
    /// Support phone shown in the mobile menu and page metadata.
    #[arg(long, env = "ESCAPES_SUPPORT_PHONE", default_value = "+91 40 4520 7788")]
    support_phone: String,
    /// Key of the OTP code hashes (at least 16 characters); default: a random key kept in
    /// <data-dir>/secret.key, made on first start.
    #[arg(long, env = "ESCAPES_SECRET", hide_env_values = true)]
    secret: Option<String>,
    /// Worker threads (default: one per core).
    #[arg(long, env = "ESCAPES_WORKERS")]
    workers: Option<usize>,
}

pub fn run(settings: &Settings, opts: Opts) -> anyhow::Result<()> {
    let store = settings.open_store()?;
    let secret = match &opts.secret {
        Some(s) if s.len() >= 16 => s.as_bytes().to_vec(),
        Some(_) => anyhow::bail!("ESCAPES_SECRET must be at least 16 characters"),
        None => stored_secret(&settings.data_dir.join("secret.key"))?,
    };
    let config = ServerConfig {
        listen: opts.listen,
        data_dir: settings.data_dir.clone(),
        public_url: opts.public_url.unwrap_or_else(|| format!("http://{}", opts.listen)),
        web_dir: opts.web_dir,
        admin_dir: opts.admin_dir,
        map_tile_url: opts.map_tile_url,
        map_attribution: opts.map_attribution,
        support_phone: opts.support_phone,
    };
    let mut runtime = tokio::runtime::Builder::new_multi_thread();
    // Blocking work is database calls; more threads than connections would only wait (and
    // each idle thread keeps memory).
    runtime.max_blocking_threads(settings.db_pool as usize + 4);
    if let Some(n) = opts.workers {
        runtime.worker_threads(n);
    }
    runtime.enable_all().build()?.block_on(async move {
        let state =
            AppState::new(store, Arc::new(escapes_core::time::SystemClock), config).with_otp_secret(&secret);
        escapes_http::serve(state).await
    })
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
