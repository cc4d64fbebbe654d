//! `Cache-Control` on every answer that has none of its own.

use axum::http::{header, HeaderValue, Request};
use axum::middleware::Next;
use axum::response::Response;

/// Hashed build output never changes under its name; everything else revalidates.
pub async fn add(req: Request<axum::body::Body>, next: Next) -> Response {
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
        } else if path.starts_with(escapes_media::COPIES_URL) {
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
