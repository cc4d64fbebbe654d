//! Hyderabad Escapes HTTP adapter: routes, extractors, JSON shapes, error mapping and serving of
//! both apps. No business rules live here; handlers call escapes-core and translate.
//!
//! `state` holds what handlers share, `router` the route table and the OpenAPI document (with
//! `openapi` for what the document states beyond the handlers), `serve` the accept loop and the
//! background jobs, `middleware` what runs around every request, `routes` the handlers.

pub mod auth_extract;
pub mod envelope;
pub mod error;
pub mod extract;
pub mod first_view;
pub mod middleware;
mod openapi;
pub mod pages;
pub mod photo_queue;
pub mod realtime;
pub mod router;
pub mod routes;
pub mod serve;
pub mod shell;
pub mod state;

pub use middleware::{client_addr, security_headers};
pub use router::{openapi, router, ADMIN_API_PREFIX, API_BODY_LIMIT};
pub use serve::{serve, shutdown_signal};
pub use state::{AppState, ServerConfig};
