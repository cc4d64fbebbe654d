//! The admin console's API (docs/ADMIN_API.md), one file per resource of `apps/admin/src/<resource>/`:
//! sign-in by a code to the admin's phone, which answers an `adminToken` and a `csrfToken`, and
//! react-admin simple-REST lists (`list.rs`), record pages and actions (docs/ADMIN_API.md).
//! Every handler but sign-in takes `AdminUser` (admin role, console session, CSRF on state
//! changes); the rules and the audit rows are core's (`escapes_core::moderation`,
//! `escapes_core::admin::Console`).

pub mod analytics;
pub mod audit;
pub mod auth;
pub mod bookings;
pub mod consents;
pub mod conversations;
pub mod dashboard;
pub mod deposits;
pub mod invoices;
mod list;
pub mod payments;
pub mod payouts;
pub mod properties;
pub mod reconciliation;
pub mod refunds;
pub mod reviews;
pub mod users;

use axum::body::Bytes;
use serde::Deserialize;

pub use list::ListParams;

use super::bookings::optional_body;
use crate::error::ApiError;

/// The body of an action that needs only a reason.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct StaffReasonRequest {
    /// Why (1–500 characters); it goes in the audit trail.
    #[serde(default)]
    #[schema(required = true, value_type = String, schema_with = escapes_core::api_schema::required_reason)]
    pub reason: Option<String>,
}

fn reason_of(body: &Bytes) -> Result<String, ApiError> {
    let body: StaffReasonRequest = optional_body(body)?;
    Ok(body.reason.unwrap_or_default())
}
