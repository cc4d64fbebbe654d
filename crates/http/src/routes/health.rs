//! Liveness and readiness for load balancers and scripts.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;

use crate::AppState;

/// The process is up.
pub async fn healthz() -> impl IntoResponse {
    (StatusCode::OK, "ok")
}

/// The process can serve: the database answers.
pub async fn readyz(State(app): State<AppState>) -> impl IntoResponse {
    match app.store.ping().await {
        Ok(()) => (StatusCode::OK, "ready"),
        Err(e) => {
            tracing::warn!(error = %e, "not ready");
            (StatusCode::SERVICE_UNAVAILABLE, "database unavailable")
        }
    }
}
