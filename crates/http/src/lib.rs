//! Hyderabad Escapes HTTP adapter: routes, extractors, JSON shapes, error mapping and serving of
//! both apps. No business rules live here; handlers call escapes-core and translate.

mod accept_language;
pub mod auth_extract;
pub mod client_addr;
mod control_chars;
pub mod envelope;
pub mod error;
pub mod extract;
pub mod first_view;
mod openapi_errors;
mod openapi_params;
mod openapi_text;
pub mod pages;
pub mod photo_queue;
pub mod realtime;
pub mod routes;
pub mod security_headers;
pub mod serving;
pub mod shell;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::http::{header, HeaderValue, Request};
use axum::middleware::{self, Next};
use axum::response::{Redirect, Response};
use axum::routing::get;
use axum::Router;
use escapes_core::analytics::Ingest;
use escapes_core::auth::consent::ConsentService;
use escapes_core::auth::otp::OtpService;
use escapes_core::auth::profile::AccountService;
use escapes_core::auth::session::SessionService;
use escapes_core::bookings::Bookings;
use escapes_core::catalogue::Catalogue;
use escapes_core::delivery::Delivery;
use escapes_core::leads::Leads;
use escapes_core::listings::Listings;
use escapes_core::messaging::Messaging;
use escapes_core::payments::{Payments, PaymentsConfig, Simulated};
use escapes_core::reviews::Reviews;
use escapes_core::time::SharedClock;
use escapes_core::Store;
use tower_http::compression::{CompressionLayer, CompressionLevel};
use tower_http::services::ServeDir;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

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
    pub fn uploads_dir(&self) -> PathBuf {
        self.data_dir.join("uploads")
    }
}

/// What every handler shares, built once: the store and clock, and the services over them.
#[derive(Clone)]
pub struct AppState {
    pub store: Store,
    pub clock: SharedClock,
    pub catalogue: Arc<Catalogue>,
    pub bookings: Arc<Bookings>,
    pub listings: Arc<Listings>,
    pub photos: Arc<photo_queue::PhotoQueue>,
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

#[derive(OpenApi)]
#[openapi(
    info(title = "Hyderabad Escapes API", description = "Farmhouse marketplace around Hyderabad. Money in whole rupees; dates in Asia/Kolkata."),
    tags((name = "catalogue", description = "Search, properties, localities, reviews, availability, quotes"),
        (name = "auth", description = "One-time codes, sign-in, sessions and sign-up"),
        (name = "bookings", description = "Booking a slot, the guest's bookings, cancelling"),
        (name = "messaging", description = "Conversations, messages, unread counts, read marks and blocks"),
        (name = "owner", description = "The owner dashboard: incoming bookings, confirm and reject, properties, blocked dates"),
        (name = "reviews", description = "Reviews from stays, owners' replies, the newest reviews"),
        (name = "analytics", description = "Tracked events and performance reports from the web app"),
        (name = "leads", description = "Contacts left for the FIRST500 offer or a price alert"),
        (name = "payments", description = "Paying card and UPI bookings: provider orders, checkout signatures, webhooks"),
        (name = "account", description = "The signed-in user's profile, preferences, consent and deletion"),
        (name = "admin", description = "Admin console: sign-in with CSRF token, and react-admin lists"),
        (name = "dev", description = "Local development helpers (console providers only)"))
)]
struct ApiDoc;

/// Every API route, grouped by who calls it; the OpenAPI document is built from the same list.
fn api() -> (Router<AppState>, utoipa::openapi::OpenApi) {
    use routes::account as acc;
    use routes::admin as adm;
    use routes::admin_payments as ap;
    use routes::analytics as an;
    use routes::auth as a;
    use routes::bookings as b;
    use routes::calendar as cal;
    use routes::catalogue as c;
    use routes::console as con;
    use routes::leads as ld;
    use routes::listings as l;
    use routes::messaging as m;
    use routes::owner as o;
    use routes::payments as p;
    use routes::photos as ph;
    use routes::reviews as rv;
    use routes::saved as sv;
    let parts = OpenApiRouter::with_openapi(ApiDoc::openapi())
        // Guest app: the catalogue.
        .routes(routes!(c::search))
        .routes(routes!(c::location_statistics))
        .routes(routes!(c::property))
        .routes(routes!(c::reviews))
        .routes(routes!(c::availability))
        .routes(routes!(c::quote))
        .routes(routes!(c::featured))
        .routes(routes!(c::suggestions))
        .routes(routes!(c::location))
        .routes(routes!(c::filters))
        // Both sign-in families of PRODUCT.md §7, and the dev outbox.
        .routes(routes!(a::send_otp))
        .routes(routes!(a::modal_send_otp))
        .routes(routes!(a::verify_otp))
        .routes(routes!(a::modal_verify_login))
        .routes(routes!(a::modal_verify_register))
        .routes(routes!(a::refresh))
        .routes(routes!(a::me))
        .routes(routes!(a::logout))
        .routes(routes!(a::outbox))
        // The signed-in user's own account (/profile, /settings).
        .routes(routes!(acc::update_me, acc::delete_me))
        .routes(routes!(acc::email_send_otp))
        .routes(routes!(acc::email_send_phone_otp))
        .routes(routes!(acc::email_verify))
        .routes(routes!(acc::preferences, acc::set_preferences))
        .routes(routes!(acc::consent, acc::record_consent))
        .routes(routes!(acc::set_language))
        .routes(routes!(acc::export))
        .routes(routes!(acc::erasure_send_otp))
        // Saved farmhouses and alerts (PRODUCT.md §4's soft-gated actions).
        .routes(routes!(sv::list))
        .routes(routes!(sv::add, sv::remove))
        .routes(routes!(sv::merge))
        .routes(routes!(sv::alerts, sv::create_alert))
        .routes(routes!(sv::fired_alerts))
        .routes(routes!(sv::delete_alert))
        .routes(routes!(sv::unsubscribe))
        .routes(routes!(acc::logout_all))
        // Guest bookings (PRODUCT.md §7).
        .routes(routes!(b::create))
        .routes(routes!(b::mine))
        .routes(routes!(b::cancel))
        // Analytics and performance reports (64 kB bodies).
        .routes(utoipa_axum::router::UtoipaMethodRouterExt::layer(
            routes!(an::batch),
            an::body_limit(),
        ))
        .routes(utoipa_axum::router::UtoipaMethodRouterExt::layer(
            routes!(an::performance),
            an::body_limit(),
        ))
        // Leads from the exit-intent prompt (PRODUCT.md §3, §4).
        .routes(utoipa_axum::router::UtoipaMethodRouterExt::layer(
            routes!(ld::capture),
            ld::body_limit(),
        ))
        // Reviews from stays.
        .routes(routes!(rv::write))
        .routes(routes!(rv::recent))
        .routes(routes!(rv::reply, rv::edit_reply))
        .routes(routes!(rv::for_owner))
        // Messaging (PRODUCT.md §7).
        .routes(routes!(m::conversations, m::open))
        .routes(routes!(m::archived))
        .routes(routes!(m::conversation))
        .routes(routes!(m::thread, m::send))
        .routes(routes!(m::read))
        .routes(routes!(m::archive))
        .routes(routes!(m::unarchive))
        .routes(routes!(m::messages, m::send_message))
        .routes(routes!(m::unread_count))
        .routes(routes!(m::read_message))
        .routes(routes!(m::block))
        .routes(routes!(m::unblock))
        .routes(routes!(m::block_status))
        .routes(routes!(b::one))
        // The owner dashboard.
        .routes(routes!(o::bookings_list))
        .routes(routes!(o::analytics))
        .routes(routes!(o::confirm))
        .routes(routes!(o::reject))
        .routes(routes!(l::list, l::create))
        .routes(routes!(l::list_prefetch))
        .routes(routes!(l::get, l::update))
        .routes(routes!(l::submit))
        .routes(routes!(l::unlist))
        .routes(routes!(l::publish))
        .routes(routes!(l::quote))
        .routes(routes!(l::preview))
        .routes(routes!(cal::create_feed, cal::revoke_feed))
        .routes(routes!(cal::add_import))
        .routes(routes!(cal::refresh_import))
        .routes(routes!(cal::delete_import))
        .routes(utoipa_axum::router::UtoipaMethodRouterExt::layer(
            routes!(ph::upload),
            ph::body_limit(),
        ))
        .routes(routes!(ph::reorder))
        .routes(routes!(ph::set_alt, ph::delete))
        .routes(routes!(o::blocks, o::create_block))
        .routes(routes!(o::delete_block))
        // Paying card and UPI bookings; the provider's webhook.
        .routes(routes!(p::payment_order))
        .routes(routes!(p::verify))
        .routes(routes!(p::webhook))
        // Admin console.
        .routes(routes!(adm::send_otp))
        .routes(routes!(adm::verify_otp))
        .routes(routes!(adm::refresh))
        .routes(routes!(adm::logout))
        .routes(routes!(adm::users))
        .routes(routes!(con::user))
        .routes(routes!(con::set_role))
        .routes(routes!(con::suspend))
        .routes(routes!(con::reinstate))
        .routes(routes!(con::revoke_sessions))
        .routes(routes!(con::properties))
        .routes(routes!(con::property))
        .routes(routes!(con::bookings))
        .routes(routes!(con::booking))
        .routes(routes!(con::resend_confirmation))
        .routes(routes!(con::reviews))
        .routes(routes!(con::review))
        .routes(routes!(con::hide_review))
        .routes(routes!(con::restore_review))
        .routes(routes!(con::conversations))
        .routes(routes!(con::conversation))
        .routes(routes!(con::dashboard))
        .routes(routes!(con::analytics))
        .routes(routes!(adm::consents))
        .routes(routes!(adm::audit))
        .routes(routes!(adm::cancel_booking))
        .routes(routes!(ap::payments))
        .routes(routes!(ap::refunds_list))
        .routes(routes!(ap::refund))
        .routes(routes!(ap::retry_refund))
        .routes(routes!(l::approve))
        .routes(routes!(l::request_changes))
        .routes(routes!(l::admin_unlist))
        .split_for_parts();
    let (router, mut doc) = parts;
    openapi_errors::document(&mut doc);
    openapi_params::document(&mut doc);
    openapi_text::document(&mut doc);
    (router, doc)
}

pub fn openapi() -> utoipa::openapi::OpenApi {
    api().1
}

/// Hashed build output never changes under its name; everything else revalidates.
async fn cache_headers(req: Request<axum::body::Body>, next: Next) -> Response {
    let path = req.uri().path().to_owned();
    // What a signed-in caller reads is theirs, and what a POST answers may carry tokens (sign-in,
    // refresh) or codes (the dev outbox): no shared or disk cache keeps either.
    let personal = req.headers().contains_key(header::AUTHORIZATION)
        || !matches!(
            *req.method(),
            axum::http::Method::GET | axum::http::Method::HEAD
        )
        || path.starts_with("/api/dev/");
    let mut res = next.run(req).await;
    if res.status().is_success() && !res.headers().contains_key(header::CACHE_CONTROL) {
        let value = if personal && path.starts_with("/api/") {
            "private, no-store"
        } else if path.starts_with("/assets/") || path.starts_with("/admin/assets/") {
            "public, max-age=31536000, immutable"
        } else if path.starts_with("/uploads/listings/") {
            // A copy's name carries its photo id and width: its bytes never change.
            "public, max-age=31536000, immutable"
        } else if path.starts_with("/uploads/") {
            "public, max-age=604800"
        } else {
            "no-cache"
        };
        res.headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
    }
    res
}

/// Where the admin console's API lives; the console is English only.
pub const ADMIN_API_PREFIX: &str = "/api/v1/admin";

/// The largest JSON body of an API call: a full listing with its longest texts in Telugu is a
/// fraction of this; more is 413 PAYLOAD_TOO_LARGE before it is read.
pub const API_BODY_LIMIT: usize = 128 * 1024;

pub fn router(state: AppState) -> Router {
    let (api, doc) = api();
    let doc = Arc::new(doc);
    let config = state.config.clone();

    let admin = ServeDir::new(&config.admin_dir)
        .append_index_html_on_directories(false)
        .precompressed_br()
        .precompressed_gzip()
        .fallback(axum::routing::get(pages::admin_page).with_state(state.clone()));
    let web = ServeDir::new(&config.web_dir)
        .append_index_html_on_directories(false)
        .precompressed_br()
        .precompressed_gzip()
        .fallback(axum::routing::get(pages::page).with_state(state.clone()));

    let socket_io = state.realtime.layer(&state);
    let shells: Vec<&str> = [state.web_index.as_deref(), state.admin_index.as_deref()]
        .into_iter()
        .flatten()
        .collect();
    let security = Arc::new(security_headers::SecurityHeaders::new(
        &config.public_url,
        &config.map_tile_url,
        &shells,
        state.payments.browser_checkout(),
    ));
    // Routes with bodies of their own size (photos, analytics, leads) set theirs inside this.
    let api = api.layer(axum::extract::DefaultBodyLimit::max(API_BODY_LIMIT));
    let router = Router::new()
        .merge(api)
        .route(
            "/api/openapi.json",
            get(move || {
                let doc = doc.clone();
                async move { axum::Json((*doc).clone()) }
            }),
        )
        .route("/api/{*rest}", axum::routing::any(api_not_found))
        .route("/healthz", get(routes::health::healthz))
        // A listing's secret calendar feed, `/ical/{token}.ics`.
        .route("/ical/{file}", get(routes::calendar::feed))
        .route("/readyz", get(routes::health::readyz))
        .route(
            "/dashboard",
            get(|| async { Redirect::temporary("/admin/") }),
        )
        // The simulated provider's checkout page, before the web app's fallback.
        .route(
            "/pay/simulated/{order_id}",
            get(routes::payments::simulated_page).post(routes::payments::simulated_submit),
        )
        .nest_service("/uploads", ServeDir::new(config.uploads_dir()))
        .nest_service("/admin", admin)
        .fallback_service(web)
        .with_state(state)
        .layer(middleware::from_fn(error::in_readers_language))
        .layer(middleware::from_fn(cache_headers))
        .layer(middleware::from_fn_with_state(
            security,
            security_headers::add,
        ))
        .layer(CompressionLayer::new().quality(CompressionLevel::Fastest));
    // Outermost: /socket.io/ never goes through compression or the app's caching rules.
    match socket_io {
        realtime::Layer::Local(layer) => router.layer(layer),
        realtime::Layer::Redis(layer) => router.layer(layer),
    }
}

async fn api_not_found() -> error::ApiError {
    error::ApiError::not_found("API route")
}

/// How often `serve` looks for stays that ended the day before, to ask for a review.
const REVIEW_REMINDERS_EVERY: Duration = Duration::from_secs(600);

/// How often `serve` counts the day's analytics and deletes raw rows past their keeping time.
const ANALYTICS_SWEEP_EVERY: Duration = Duration::from_secs(3_600);

/// How often `serve` checks price and availability alerts.
const ALERT_SWEEP_EVERY: Duration = Duration::from_secs(900);

/// Serves until SIGTERM or Ctrl-C, then lets in-flight requests finish; `connection_limits` bound how long
/// clients may take and how many connections one address holds (`serving.rs`).
pub async fn serve(
    state: AppState,
    connection_limits: serving::ConnectionLimits,
) -> anyhow::Result<()> {
    let listen = state.config.listen;
    let _freshness = state.catalogue.start_freshness_check();
    let calendar_refresh = state.listings.start_calendar_refresh();
    let review_reminders = state.reviews.start_reminders(REVIEW_REMINDERS_EVERY);
    let analytics_sweeps = state.ingest.start_sweeps(ANALYTICS_SWEEP_EVERY);
    let alert_sweeps = state.alerts.start_sweeps(ALERT_SWEEP_EVERY);
    let limits = state.analytics_limits.clone();
    let lead_limits = state.lead_limits.clone();
    let forget_idle = tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(60));
        loop {
            tick.tick().await;
            limits.forget_idle();
            lead_limits.forget_idle();
        }
    });
    match state.photos.resume().await {
        Ok(0) => {}
        Ok(n) => tracing::info!(photos = n, "resuming photo processing"),
        Err(e) => tracing::warn!(error = %e, "photos left processing could not be queued"),
    }
    let listener = tokio::net::TcpListener::bind(listen).await?;
    let sweeper =
        escapes_core::bookings::expiry::start_sweeper(state.store.clone(), state.clock.clone());
    if let Some(url) = state.config.realtime.redis_url.clone() {
        state.realtime.start_redis(&state, &url).await?;
        tracing::info!("realtime rooms shared through Redis");
    }
    let realtime = state.realtime.clone();
    let ingest = state.ingest.clone();
    tracing::info!(address = %listener.local_addr()?, "serving");
    let trusted = state.config.trusted_proxies.clone();
    serving::serve_connections(
        listener,
        router(state),
        connection_limits,
        trusted,
        async move {
            shutdown_signal().await;
            // Open websockets would hold the graceful shutdown forever.
            realtime.shutdown().await;
        },
    )
    .await;
    // Stopped between sweeps or after one's transaction: each sweep step commits on its own.
    sweeper.abort();
    let _ = sweeper.await;
    calendar_refresh.abort();
    review_reminders.abort();
    analytics_sweeps.abort();
    alert_sweeps.abort();
    forget_idle.abort();
    // Rows queued in the last moments are stored before the process ends.
    ingest.flush().await;
    tracing::info!("stopped");
    Ok(())
}

pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = terminate => {} }
    tracing::info!("shutting down");
    // Give load balancers a moment to notice before the listener closes.
    tokio::time::sleep(Duration::from_millis(50)).await;
}
