//! The route table: every API route, grouped by who calls it, with the OpenAPI document built
//! from the same list, and the router that serves them beside both apps, the uploads and the
//! health checks, under the tower layers.

use std::sync::Arc;

use axum::middleware;
use axum::response::Redirect;
use axum::routing::get;
use axum::Router;
use tower_http::compression::{CompressionLayer, CompressionLevel};
use tower_http::services::ServeDir;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::middleware::security_headers::SecurityHeaders;
use crate::{error, pages, realtime, routes, AppState};

#[derive(OpenApi)]
#[openapi(
    info(title = "Hyderabad Escapes API", description = "Farmhouse marketplace around Hyderabad. Money in whole rupees; dates in Asia/Kolkata."),
    tags((name = "catalogue", description = "Search, properties, localities, reviews, availability, quotes"),
        (name = "auth", description = "One-time codes, sign-in, sessions and sign-up"),
        (name = "bookings", description = "Booking a slot, the guest's bookings, cancelling"),
        (name = "messaging", description = "Conversations, messages, unread counts, read marks and blocks"),
        (name = "owner", description = "The owner dashboard: incoming bookings, confirm and reject, cash stays marked collected or not, properties, blocked dates"),
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
    use routes::admin::{
        analytics as aan, audit as aau, auth as aa, bookings as ab, consents as acs,
        conversations as acv, dashboard as ad, deposits as adp, invoices as ainv, payments as apy,
        payouts as apo, properties as apr, reconciliation as arc, refunds as arf, reviews as arv,
        users as au,
    };
    use routes::analytics as an;
    use routes::auth as a;
    use routes::bookings as b;
    use routes::calendar as cal;
    use routes::catalogue as c;
    use routes::deposits as dep;
    use routes::invoices as inv;
    use routes::leads as ld;
    use routes::listings as l;
    use routes::messaging as m;
    use routes::owner as o;
    use routes::payments as p;
    use routes::payouts as po;
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
        .routes(routes!(b::dispute))
        .routes(routes!(inv::document))
        // A booking's security deposit: the guest answers a claim; both read its photos.
        .routes(routes!(dep::accept))
        .routes(routes!(dep::dispute))
        .routes(routes!(dep::photo))
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
        .routes(routes!(o::cash))
        .routes(routes!(dep::record_cash))
        .routes(routes!(dep::claim))
        .routes(utoipa_axum::router::UtoipaMethodRouterExt::layer(
            routes!(dep::add_photo),
            ph::body_limit(),
        ))
        .routes(routes!(po::details, po::set_details))
        .routes(routes!(po::send_otp))
        .routes(routes!(po::earnings))
        .routes(routes!(po::statement))
        .routes(routes!(inv::commission_invoice))
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
        .routes(routes!(p::balance_payment))
        .routes(routes!(p::verify))
        .routes(routes!(p::webhook))
        .routes(routes!(po::webhook))
        // Admin console.
        .routes(routes!(aa::send_otp))
        .routes(routes!(aa::verify_otp))
        .routes(routes!(aa::refresh))
        .routes(routes!(aa::logout))
        .routes(routes!(au::users))
        .routes(routes!(au::user))
        .routes(routes!(au::set_role))
        .routes(routes!(au::suspend))
        .routes(routes!(au::reinstate))
        .routes(routes!(au::revoke_sessions))
        .routes(routes!(apr::properties))
        .routes(routes!(apr::property))
        .routes(routes!(ab::bookings))
        .routes(routes!(ab::booking))
        .routes(routes!(ab::resend_confirmation))
        .routes(routes!(arv::reviews))
        .routes(routes!(arv::review))
        .routes(routes!(arv::hide_review))
        .routes(routes!(arv::restore_review))
        .routes(routes!(acv::conversations))
        .routes(routes!(acv::conversation))
        .routes(routes!(ad::dashboard))
        .routes(routes!(aan::analytics))
        .routes(routes!(acs::consents))
        .routes(routes!(aau::audit))
        .routes(routes!(ab::cancel_booking))
        .routes(routes!(ab::resolve_dispute))
        .routes(routes!(adp::deposit_claims))
        .routes(routes!(adp::deposit_claim))
        .routes(routes!(adp::decide_deposit_claim))
        .routes(routes!(adp::deposit_claim_photo))
        .routes(routes!(apy::payments))
        .routes(routes!(arf::refunds_list))
        .routes(routes!(arf::refund))
        .routes(routes!(arf::retry_refund))
        .routes(routes!(apo::payouts))
        .routes(routes!(apo::payout))
        .routes(routes!(apo::send_again))
        .routes(routes!(apo::balance))
        .routes(routes!(apo::hold))
        .routes(routes!(apo::release))
        .routes(routes!(apo::adjust))
        .routes(routes!(arc::reconciliation))
        .routes(routes!(ainv::invoices_list))
        .routes(routes!(ainv::invoice))
        .routes(routes!(ainv::credit_notes_list))
        .routes(routes!(ainv::credit_note))
        .routes(routes!(ainv::file))
        .routes(routes!(apr::approve))
        .routes(routes!(apr::request_changes))
        .routes(routes!(apr::admin_unlist))
        .split_for_parts();
    let (router, mut doc) = parts;
    crate::openapi::document(&mut doc);
    (router, doc)
}

pub fn openapi() -> utoipa::openapi::OpenApi {
    api().1
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
    let security = Arc::new(SecurityHeaders::new(
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
        // The simulated payout provider's page for one payout.
        .route(
            "/payouts/simulated/{reference}",
            get(routes::payouts::simulated_page).post(routes::payouts::simulated_fail),
        )
        .nest_service(
            escapes_media::UPLOADS_URL,
            ServeDir::new(config.uploads_dir()),
        )
        .nest_service("/admin", admin)
        .fallback_service(web)
        .with_state(state)
        .layer(middleware::from_fn(error::in_readers_language))
        .layer(middleware::from_fn(crate::middleware::cache_headers::add))
        .layer(middleware::from_fn_with_state(
            security,
            crate::middleware::security_headers::add,
        ))
        .layer(CompressionLayer::new().quality(CompressionLevel::Fastest));
    // Outermost: /socket.io/ never goes through compression or the app's caching rules.
    match socket_io {
        realtime::Layer::Local(layer) => router.layer(layer),
        realtime::Layer::Redis(layer) => router.layer(layer),
    }
}

async fn api_not_found() -> error::ApiError {
    error::ApiError::not_found(escapes_core::Missing::ApiRoute)
}
