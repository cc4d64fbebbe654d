//! What every handler shares ([`AppState`], built once at start) and the server's settings.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use escapes_core::admin::Console;
use escapes_core::analytics::owner::OwnerAnalyticsService;
use escapes_core::analytics::Ingest;
use escapes_core::auth::consent::ConsentService;
use escapes_core::auth::otp::OtpService;
use escapes_core::auth::profile::AccountService;
use escapes_core::auth::session::SessionService;
use escapes_core::bookings::Bookings;
use escapes_core::catalogue::Catalogue;
use escapes_core::delivery::Delivery;
use escapes_core::leads::Leads;
use escapes_core::ledger::Ledger;
use escapes_core::listings::photos::PhotoFiles;
use escapes_core::listings::Listings;
use escapes_core::messaging::Messaging;
use escapes_core::moderation::Moderation;
use escapes_core::payments::{Payments, PaymentsConfig, Simulated};
use escapes_core::payouts::simulated::SimulatedPayouts;
use escapes_core::payouts::{Payouts, PayoutsConfig};
use escapes_core::reviews::Reviews;
use escapes_core::time::SharedClock;
use escapes_core::Store;

use crate::middleware::client_addr;
use crate::{photo_queue, realtime, routes};

/// Settings the server needs (the CLI fills them from flags and ESCAPES_* variables).
#[derive(Debug, Clone)]
pub struct ServerConfig {
    pub listen: SocketAddr,
    pub data_dir: PathBuf,
    pub web_dir: PathBuf,
    pub admin_dir: PathBuf,
    /// Absolute base URL used in canonical links and Open Graph tags.
    pub public_url: String,
    pub map_tile_url: String,
    pub map_attribution: String,
    pub support_phone: String,
    /// The support WhatsApp number for the chat link (PRODUCT.md §1).
    pub support_whatsapp: String,
    pub realtime: realtime::RealtimeConfig,
    /// Reverse proxies whose X-Forwarded-For / Forwarded headers name the client (default none).
    pub trusted_proxies: client_addr::TrustedProxies,
}

impl ServerConfig {
    /// The public uploads folder (the photos' copies), served at `escapes_media::UPLOADS_URL`.
    pub fn uploads_dir(&self) -> PathBuf {
        escapes_media::PhotoLayout::new(&self.data_dir).uploads_dir()
    }
}

/// What every handler shares, built once: the store and clock, and the services over them.
#[derive(Clone)]
pub struct AppState {
    pub store: Store,
    pub clock: SharedClock,
    pub catalogue: Arc<Catalogue>,
    pub bookings: Arc<Bookings>,
    /// GST tax invoices, credit notes and owners' commission invoices.
    pub invoices: Arc<escapes_core::invoices::Invoices>,
    /// The money ledger: owners' cash marks (and, later, balances and statements).
    pub ledger: Arc<Ledger>,
    /// Security deposits: cash records, claims, answers and staff's decisions.
    pub deposits: Arc<escapes_core::deposits::Deposits>,
    pub listings: Arc<Listings>,
    /// The photo files and the resizing queue (`photo_queue.rs`), as core's listings use them.
    pub photos: Arc<dyn PhotoFiles>,
    pub messaging: Arc<Messaging>,
    pub reviews: Arc<Reviews>,
    pub saved: Arc<escapes_core::saved::Saved>,
    pub alerts: Arc<escapes_core::alerts::Alerts>,
    pub ingest: Arc<Ingest>,
    pub analytics_limits: Arc<routes::analytics::Limits>,
    pub leads: Arc<Leads>,
    pub lead_limits: Arc<routes::leads::Limits>,
    pub otp: Arc<OtpService>,
    pub sessions: Arc<SessionService>,
    pub account: Arc<AccountService>,
    pub consent: Arc<ConsentService>,
    pub payments: Arc<Payments>,
    /// Owner payouts: details, the run, the sender, webhooks, statements.
    pub payouts: Arc<Payouts>,
    pub moderation: Arc<Moderation>,
    pub owner_analytics: Arc<OwnerAnalyticsService>,
    pub console: Arc<Console>,
    pub config: Arc<ServerConfig>,
    pub realtime: realtime::Realtime,
    pub web_index: Option<Arc<str>>,
    pub admin_index: Option<Arc<str>>,
}

impl AppState {
    pub fn new(store: Store, clock: SharedClock, config: ServerConfig) -> Self {
        let read = |dir: &PathBuf| {
            std::fs::read_to_string(dir.join("index.html"))
                .ok()
                .map(Arc::<str>::from)
        };
        // Made here, not at the first photo, so `/readyz` can tell a deleted data folder.
        if let Err(e) = std::fs::create_dir_all(config.uploads_dir()) {
            tracing::warn!(dir = %config.uploads_dir().display(), error = %e, "cannot make the upload folder");
        }
        let web_index = read(&config.web_dir);
        let admin_index = read(&config.admin_dir);
        if web_index.is_none() {
            tracing::warn!(dir = %config.web_dir.display(), "web app not built: no index.html");
        }
        // A per-process secret until `with_otp_secret` sets the configured one.
        let mut secret = [0u8; 32];
        rand::fill(&mut secret);
        let delivery = Delivery::console(store.clone(), clock.clone());
        let payments = Payments::new(
            store.clone(),
            clock.clone(),
            PaymentsConfig::Simulated(Simulated::from_server_secret(&secret)),
        )
        .expect("the simulated provider needs no settings");
        let payouts = Payouts::from_config(
            store.clone(),
            clock.clone(),
            PayoutsConfig::Simulated(SimulatedPayouts::from_server_secret(&secret)),
        )
        .expect("the simulated provider needs no settings");
        let catalogue = Arc::new(Catalogue::new(store.clone(), clock.clone()));
        let listings = Arc::new(Listings::new(
            store.clone(),
            clock.clone(),
            catalogue.clone(),
            &config.public_url,
        ));
        let reviews =
            Arc::new(Reviews::new(store.clone(), clock.clone()).with_catalogue(catalogue.clone()));
        Self {
            moderation: Arc::new(
                Moderation::new(store.clone(), clock.clone()).with_catalogue(catalogue.clone()),
            ),
            owner_analytics: Arc::new(OwnerAnalyticsService::new(store.clone(), clock.clone())),
            console: Arc::new(Console::new(store.clone(), clock.clone())),
            reviews,
            saved: Arc::new(escapes_core::saved::Saved::new(catalogue.clone())),
            alerts: Arc::new(escapes_core::alerts::Alerts::new(
                store.clone(),
                clock.clone(),
                &config.public_url,
            )),
            ingest: Ingest::new(store.clone(), clock.clone()),
            analytics_limits: Default::default(),
            leads: Arc::new(Leads::new(store.clone(), clock.clone())),
            lead_limits: Default::default(),
            payments: Arc::new(payments),
            payouts: Arc::new(payouts),
            otp: Arc::new(OtpService::new(
                store.clone(),
                clock.clone(),
                &secret,
                delivery,
            )),
            sessions: Arc::new(SessionService::new(store.clone(), clock.clone(), &secret)),
            account: Arc::new(AccountService::new(store.clone(), clock.clone())),
            consent: Arc::new(ConsentService::new(store.clone(), clock.clone())),
            photos: Arc::new(photo_queue::PhotoQueue::new(
                listings.clone(),
                &config.data_dir,
            )),
            listings,
            catalogue,
            bookings: Arc::new(Bookings::new(store.clone(), clock.clone())),
            invoices: Arc::new(escapes_core::invoices::Invoices::new(
                store.clone(),
                clock.clone(),
            )),
            ledger: Arc::new(Ledger::new(store.clone(), clock.clone())),
            deposits: Arc::new(escapes_core::deposits::Deposits::new(
                store.clone(),
                clock.clone(),
            )),
            messaging: Arc::new(Messaging::new(store.clone(), clock.clone())),
            store,
            clock,
            config: Arc::new(config),
            realtime: Default::default(),
            web_index,
            admin_index,
        }
    }

    /// Analytics requests one address may send a minute; the burst is a quarter of it.
    pub fn with_analytics_per_address(mut self, per_minute: u32) -> Self {
        self.analytics_limits = Arc::new(routes::analytics::Limits::new(
            60,
            20,
            per_minute,
            (per_minute / 4).max(1),
        ));
        self
    }

    /// Lets calendar imports fetch links on private and local hosts (tests, a local end-to-end
    /// run); the server refuses them unless ESCAPES_ALLOW_PRIVATE_CALENDAR_HOSTS is set.
    pub fn allow_private_calendar_hosts(self, allow: bool) -> Self {
        self.listings.allow_private_calendar_hosts(allow);
        self
    }

    /// Sends codes through `delivery` instead of the console providers.
    pub fn with_delivery(mut self, delivery: Delivery) -> Self {
        self.otp = Arc::new(self.otp.with_delivery(delivery));
        self
    }

    /// Pays owners through `payouts` instead of the simulated provider with a random key.
    pub fn with_payouts(mut self, payouts: Payouts) -> Self {
        self.payouts = Arc::new(payouts);
        self
    }

    /// Takes payments through `payments` instead of the simulated provider with a random key.
    pub fn with_payments(mut self, payments: Payments) -> Self {
        self.payments = Arc::new(payments);
        self
    }

    /// Uses `secret` as the key of the OTP hashes and of the access tokens' signatures (it must
    /// survive restarts, or codes sent and tokens issued before one stop working).
    pub fn with_otp_secret(mut self, secret: &[u8]) -> Self {
        let delivery = self.otp.delivery().clone();
        self.otp = Arc::new(OtpService::new(
            self.store.clone(),
            self.clock.clone(),
            secret,
            delivery,
        ));
        let access_ttl = self.sessions.access_ttl();
        self.sessions = Arc::new(
            SessionService::new(self.store.clone(), self.clock.clone(), secret)
                .with_access_ttl(access_ttl),
        );
        self
    }

    /// Each user may send `per_minute` messages a minute (after a burst of a third of that, at
    /// least 20); the default is 60.
    pub fn with_message_limit(mut self, per_minute: u32) -> Self {
        self.messaging = Arc::new(
            Messaging::new(self.store.clone(), self.clock.clone())
                .with_message_limit(per_minute, (per_minute / 3).max(20)),
        );
        self
    }

    /// Access tokens expire after `seconds` (the default is 15 minutes).
    pub fn with_access_token_ttl(mut self, seconds: i64) -> Self {
        self.sessions = Arc::new((*self.sessions).clone().with_access_ttl(seconds));
        self
    }
}
