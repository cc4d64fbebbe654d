//! Serving: the background jobs, the accept loop and a graceful stop.

mod connections;

use std::time::Duration;

pub use connections::{serve_connections, ConnectionLimits};

use escapes_core::background;
use escapes_core::jobs::{self, Job, Next};

use crate::AppState;

/// How often the rate limiters forget addresses and users that went quiet.
const FORGET_IDLE_EVERY: Duration = Duration::from_secs(60);

/// Serves until SIGTERM or Ctrl-C, then lets in-flight requests finish; `connection_limits` bound
/// how long clients may take and how many connections one address holds (`serve/connections.rs`).
/// The background jobs (core's `background::server`, and the rate limiters' forgetting) run
/// alongside and stop after the last request, each finishing the pass under way.
pub async fn serve(state: AppState, connection_limits: ConnectionLimits) -> anyhow::Result<()> {
    let listen = state.config.listen;
    match state.listings.resume_photos(state.photos.as_ref()).await {
        Ok(0) => {}
        Ok(n) => tracing::info!(photos = n, "resuming photo processing"),
        Err(e) => tracing::warn!(error = %e, "photos left processing could not be queued"),
    }
    let listener = tokio::net::TcpListener::bind(listen).await?;
    if let Some(url) = state.config.realtime.redis_url.clone() {
        state.realtime.start_redis(&state, &url).await?;
        tracing::info!("realtime rooms shared through Redis");
    }
    // With several servers on one database, each job on shared rows runs on one of them.
    let leases = jobs::Leases::new(state.store.clone(), state.clock.clone());
    let jobs = jobs::start_with(background_jobs(&state), Some(leases));
    let realtime = state.realtime.clone();
    let ingest = state.ingest.clone();
    tracing::info!(address = %listener.local_addr()?, "serving");
    let trusted = state.config.trusted_proxies.clone();
    serve_connections(
        listener,
        crate::router(state),
        connection_limits,
        trusted,
        async move {
            shutdown_signal().await;
            // Open websockets would hold the graceful shutdown forever.
            realtime.shutdown().await;
        },
    )
    .await;
    jobs.stop().await;
    // Rows queued in the last moments are stored before the process ends.
    ingest.flush().await;
    tracing::info!("stopped");
    Ok(())
}

/// Core's list of the server's jobs, and the one of this crate (the rate limiters).
fn background_jobs(state: &AppState) -> Vec<Job> {
    let mut jobs = background::server(background::Services {
        store: &state.store,
        clock: &state.clock,
        catalogue: &state.catalogue,
        listings: &state.listings,
        reviews: &state.reviews,
        ingest: &state.ingest,
        alerts: &state.alerts,
        delivery: state.otp.delivery(),
        payments: &state.payments,
        payouts: &state.payouts,
    });
    let (limits, lead_limits) = (state.analytics_limits.clone(), state.lead_limits.clone());
    // Every server has limiters of its own.
    jobs.push(
        Job::new("forget idle", FORGET_IDLE_EVERY, move || {
            let (limits, lead_limits) = (limits.clone(), lead_limits.clone());
            async move {
                limits.forget_idle();
                lead_limits.forget_idle();
                Next::Wait
            }
        })
        .on_every_instance(),
    );
    jobs
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
