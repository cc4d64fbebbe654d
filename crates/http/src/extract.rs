//! Extractors that turn axum's rejections into our error envelope.

use axum::extract::{FromRequest, FromRequestParts};

use crate::error::ApiError;

/// `Query<T>` whose rejection is a 400 in our shape.
#[derive(FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(ApiError))]
pub struct Query<T>(pub T);

/// `Json<T>` whose rejection is a 400/415 in our shape.
#[derive(FromRequest)]
#[from_request(via(axum::Json), rejection(ApiError))]
pub struct Json<T>(pub T);

/// `Path<T>` whose rejection is a 404 in our shape.
#[derive(FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(ApiError))]
pub struct Path<T>(pub T);

/// The client's address from the socket (`serve` adds it); `None` where there is no socket, as
/// in tests that call the router directly.
pub struct ClientIp(pub Option<String>);

impl<S: Send + Sync> FromRequestParts<S> for ClientIp {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _: &S,
    ) -> Result<Self, Self::Rejection> {
        let ip = parts
            .extensions
            .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
            .map(|info| info.0.ip().to_string());
        Ok(Self(ip))
    }
}
