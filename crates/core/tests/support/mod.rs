//! A local HTTP server standing in for a provider's API (SMS gateway, Razorpay): it records what
//! each request carried; the test decides what it answers.
// Each test file uses its own part of this module.
#![allow(dead_code)]

use std::net::SocketAddr;

use axum::http::{header, HeaderMap, Method, Uri};
use axum::Router;
use serde_json::Value;

/// One request as the stand-in saw it.
#[derive(Debug, Clone)]
pub struct Received {
    pub method: Method,
    pub path: String,
    pub authorization: Option<String>,
    pub content_type: Option<String>,
    /// The JSON body, or null when it was not JSON.
    pub body: Value,
}

impl Received {
    pub fn of(method: Method, uri: &Uri, headers: &HeaderMap, body: &[u8]) -> Self {
        let text = |name| {
            headers
                .get(name)
                .map(|v: &header::HeaderValue| v.to_str().unwrap().to_string())
        };
        Self {
            method,
            path: uri.path().to_string(),
            authorization: text(header::AUTHORIZATION),
            content_type: text(header::CONTENT_TYPE),
            body: serde_json::from_slice(body).unwrap_or(Value::Null),
        }
    }
}

/// Serves `app` on a free local port until the test ends.
pub async fn serve(app: Router) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    addr
}
