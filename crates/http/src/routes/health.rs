//! Liveness and readiness for load balancers and scripts.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;

use crate::AppState;

/// The process is up.
pub async fn healthz() -> impl IntoResponse {
    (StatusCode::OK, "ok")
}

/// The process can serve what it acknowledges: the database takes a write (rolled back; on
/// SQLite its file is still where it was opened), the upload folder is there, and Redis answers
/// when the realtime channel runs over it (without it, messages reach only this instance's
/// sockets). A read-only database or a deleted data folder answered 200 here while writes failed
/// or were lost.
pub async fn readyz(State(app): State<AppState>) -> impl IntoResponse {
    let uploads = app.config.uploads_dir();
    if !tokio::fs::metadata(&uploads)
        .await
        .is_ok_and(|m| m.is_dir())
    {
        tracing::warn!(dir = %uploads.display(), "not ready: the upload folder is missing");
        return (StatusCode::SERVICE_UNAVAILABLE, "upload folder missing");
    }
    if let Err(e) = app.realtime.redis_ready().await {
        tracing::warn!(error = %e, "not ready: Redis does not answer");
        return (StatusCode::SERVICE_UNAVAILABLE, "redis unavailable");
    }
    match app.store.check_writable().await {
        Ok(()) => (StatusCode::OK, "ready"),
        Err(e) => {
            tracing::warn!(error = %e, "not ready: the database takes no writes");
            (StatusCode::SERVICE_UNAVAILABLE, "database unavailable")
        }
    }
}
