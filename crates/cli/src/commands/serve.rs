use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use clap::Args;
use escapes_http::{AppState, ServerConfig};

use crate::settings::{Messaging, PaymentProvider, PayoutProvider, Secret, Settings};

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
    #[arg(
        long,
        env = "ESCAPES_MAP_TILE_URL",
        default_value = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
    )]
    map_tile_url: String,
    /// Attribution shown on the map.
    #[arg(
        long,
        env = "ESCAPES_MAP_ATTRIBUTION",
        default_value = "© OpenStreetMap contributors"
    )]
    map_attribution: String,
    /// Support phone shown in the mobile menu and page metadata.
    #[arg(
        long,
        env = "ESCAPES_SUPPORT_PHONE",
        default_value = "+91 40 4520 7788"
    )]
    support_phone: String,
    /// Support WhatsApp number for the chat link in the header, menu and property pages.
    #[arg(
        long,
        env = "ESCAPES_SUPPORT_WHATSAPP",
        default_value = "+91 90520 07788"
    )]
    support_whatsapp: String,
    /// Redis shared by several instances, so realtime events reach clients of the others
    /// (redis://host:port; Redis 7 or later).
    #[arg(long, env = "REDIS_URL")]
    redis_url: Option<String>,
    /// Milliseconds between the realtime heartbeat pings (PRODUCT.md §9: 30 s).
    #[arg(long, env = "ESCAPES_SOCKET_HEARTBEAT_MS", default_value_t = 30_000, value_parser = clap::value_parser!(u64).range(100..))]
    socket_heartbeat_ms: u64,
    /// Realtime sockets one user may hold at once; the next gets CONNECTION_LIMIT_EXCEEDED.
    #[arg(long, env = "ESCAPES_MAX_SOCKETS_PER_USER", default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..))]
    max_sockets_per_user: u64,
    /// Seconds a realtime socket may send nothing but heartbeats before IDLE_TIMEOUT.
    #[arg(long, env = "ESCAPES_SOCKET_IDLE_TIMEOUT_SECS", default_value_t = 1800, value_parser = clap::value_parser!(u64).range(1..))]
    socket_idle_timeout_secs: u64,
    /// Messages one user may send a minute, REST and socket together (bursts of a third of that,
    /// at least 20). More gets RATE_LIMITED. Load tests raise it.
    #[arg(long, env = "ESCAPES_MESSAGES_PER_USER_PER_MINUTE", default_value_t = 60, value_parser = clap::value_parser!(u32).range(1..))]
    messages_per_user_per_minute: u32,
    /// Reverse proxies in front of the server (comma-separated CIDRs or addresses, e.g.
    /// "127.0.0.1,10.0.0.0/8"). Only requests from these have their X-Forwarded-For or
    /// Forwarded header read for the client's address (the right-most hop that is not one of
    /// them); by default no header is believed.
    #[arg(long, env = "ESCAPES_TRUSTED_PROXIES", default_value = "", value_parser = parse_trusted_proxies)]
    trusted_proxies: escapes_http::client_addr::TrustedProxies,
    /// Seconds an access token lives (15 minutes). Shorter only to watch expiry in tests.
    #[arg(long, env = "ESCAPES_ACCESS_TOKEN_TTL_SECS", default_value_t = 900, value_parser = clap::value_parser!(u64).range(5..=3600), hide = true)]
    access_token_ttl_secs: u64,
    /// Analytics and performance requests one address may send a minute (bursts of a quarter of
    /// that). Offices and carriers put many visitors behind one address; a load test puts all.
    #[arg(long, env = "ESCAPES_ANALYTICS_PER_ADDRESS", default_value_t = 1_200, value_parser = clap::value_parser!(u32).range(1..))]
    analytics_per_address: u32,
    /// Seconds a client has to send a request's headers (also how long an idle keep-alive
    /// connection stays open).
    #[arg(long, env = "ESCAPES_HEADER_READ_TIMEOUT_SECS", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=600))]
    header_read_timeout_secs: u64,
    /// Seconds a connection may move no byte either way (a stalled upload, a client that stopped
    /// reading) before it is closed. Keep it above the realtime pings (25 s).
    #[arg(long, env = "ESCAPES_IDLE_TIMEOUT_SECS", default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..=3600))]
    idle_timeout_secs: u64,
    /// Connections one client address may hold open (an IPv6 client counts by its /64); more are
    /// closed at once. Trusted proxies are not counted.
    #[arg(long, env = "ESCAPES_MAX_CONNECTIONS_PER_ADDRESS", default_value_t = 64, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    max_connections_per_address: u64,
    /// Worker threads (default: one per core).
    #[arg(long, env = "ESCAPES_WORKERS")]
    workers: Option<usize>,
    /// Lets calendar imports fetch links on private and local addresses (127.0.0.1, 10.x, …),
    /// which are refused otherwise: for a local end-to-end run only, never in production.
    /// (The variable takes 1/0, true/false, yes/no or on/off.)
    #[arg(
        long,
        env = "ESCAPES_ALLOW_PRIVATE_CALENDAR_HOSTS",
        value_parser = clap::builder::BoolishValueParser::new()
    )]
    allow_private_calendar_hosts: bool,
    /// Lets `serve` listen on a non-loopback address while the console SMS and e-mail providers
    /// keep the dev outbox open (GET /api/dev/outbox hands anyone every sign-in code): for a demo
    /// on a trusted network only, never in production. (1/0, true/false, yes/no or on/off.)
    #[arg(
        long,
        env = "ESCAPES_ALLOW_DEV_OUTBOX",
        value_parser = clap::builder::BoolishValueParser::new()
    )]
    allow_dev_outbox: bool,
    #[command(flatten)]
    messaging: Messaging,
    #[command(flatten)]
    secret: Secret,
    #[command(flatten)]
    payments: PaymentProvider,
    #[command(flatten)]
    payouts: PayoutProvider,
}

/// The dev outbox shows every sign-in code to whoever can reach the server: on a loopback
/// address that is the developer; anywhere else it needs `--allow-dev-outbox`.
fn check_dev_outbox(
    listen: std::net::SocketAddr,
    outbox_on: bool,
    allowed: bool,
) -> anyhow::Result<()> {
    if !outbox_on {
        return Ok(());
    }
    if !listen.ip().is_loopback() && !allowed {
        anyhow::bail!(
            "refusing to serve on {listen} with the console SMS and e-mail providers: their dev \
             outbox (GET /api/dev/outbox) would show every visitor's sign-in codes to anyone who \
             can reach the server. Configure real providers (--sms http, --email smtp), listen \
             on 127.0.0.1, or pass --allow-dev-outbox for a demo on a trusted network."
        );
    }
    tracing::warn!(
        %listen,
        "the dev outbox is on: GET /api/dev/outbox shows every sign-in code sent (console SMS and e-mail providers)"
    );
    Ok(())
}

pub fn run(settings: &Settings, opts: Opts) -> anyhow::Result<()> {
    check_dev_outbox(
        opts.listen,
        opts.messaging.sms == "console" && opts.messaging.email == "console",
        opts.allow_dev_outbox,
    )?;
    let store = settings.open_store()?;
    let secret = settings.secret(&opts.secret)?;
    let config = ServerConfig {
        listen: opts.listen,
        data_dir: settings.data_dir.clone(),
        public_url: opts
            .public_url
            .unwrap_or_else(|| format!("http://{}", opts.listen)),
        web_dir: opts.web_dir,
        admin_dir: opts.admin_dir,
        map_tile_url: opts.map_tile_url,
        map_attribution: opts.map_attribution,
        support_phone: opts.support_phone,
        support_whatsapp: opts.support_whatsapp,
        trusted_proxies: opts.trusted_proxies,
        realtime: escapes_http::realtime::RealtimeConfig {
            heartbeat: std::time::Duration::from_millis(opts.socket_heartbeat_ms),
            max_sockets_per_user: opts.max_sockets_per_user as usize,
            idle_timeout: std::time::Duration::from_secs(opts.socket_idle_timeout_secs),
            redis_url: opts.redis_url.filter(|u| !u.trim().is_empty()),
        },
    };
    let allow_private_calendar_hosts = opts.allow_private_calendar_hosts;
    let analytics_per_address = opts.analytics_per_address;
    let access_token_ttl = opts.access_token_ttl_secs as i64;
    let messages_per_minute = opts.messages_per_user_per_minute;
    let limits = escapes_http::serve::ConnectionLimits {
        header_read_timeout: Duration::from_secs(opts.header_read_timeout_secs),
        idle_timeout: Duration::from_secs(opts.idle_timeout_secs),
        per_address: opts.max_connections_per_address as usize,
    };
    let mut runtime = tokio::runtime::Builder::new_multi_thread();
    // Blocking work is database calls; more threads than connections would only wait (and
    // each idle thread keeps memory).
    runtime.max_blocking_threads(settings.db_pool as usize + 4);
    if let Some(n) = opts.workers {
        runtime.worker_threads(n);
    }
    runtime.enable_all().build()?.block_on(async move {
        let clock = escapes_core::time::server_clock().map_err(anyhow::Error::msg)?;
        let delivery = opts.messaging.delivery(store.clone(), clock.clone())?;
        let payments = opts
            .payments
            .payments(store.clone(), clock.clone(), &secret)?;
        let payouts = opts
            .payouts
            .payouts(store.clone(), clock.clone(), &secret)?;
        let state = AppState::new(store, clock, config)
            .with_delivery(delivery)
            .with_otp_secret(&secret)
            .with_payments(payments)
            .with_payouts(payouts)
            .allow_private_calendar_hosts(allow_private_calendar_hosts)
            .with_analytics_per_address(analytics_per_address)
            .with_access_token_ttl(access_token_ttl)
            .with_message_limit(messages_per_minute);
        if allow_private_calendar_hosts {
            tracing::warn!("calendar imports may fetch private and local addresses");
        }
        // The background jobs (the notification and refund workers, the event relay, the
        // sweeps) start and stop with the server: `escapes_http::serve`.
        escapes_http::serve(state, limits).await
    })
}

fn parse_trusted_proxies(list: &str) -> Result<escapes_http::client_addr::TrustedProxies, String> {
    escapes_http::client_addr::TrustedProxies::parse(list)
}

#[cfg(test)]
mod tests {
    use super::check_dev_outbox;

    #[test]
    fn the_dev_outbox_stays_on_loopback_unless_allowed() {
        let local = "127.0.0.1:8080".parse().unwrap();
        let local6 = "[::1]:8080".parse().unwrap();
        let public = "0.0.0.0:8080".parse().unwrap();
        assert!(check_dev_outbox(local, true, false).is_ok());
        assert!(check_dev_outbox(local6, true, false).is_ok());
        let refused = check_dev_outbox(public, true, false)
            .unwrap_err()
            .to_string();
        assert!(refused.contains("--allow-dev-outbox"), "{refused}");
        assert!(check_dev_outbox(public, true, true).is_ok());
        // Real providers: no outbox, nothing to guard.
        assert!(check_dev_outbox(public, false, false).is_ok());
    }
}
