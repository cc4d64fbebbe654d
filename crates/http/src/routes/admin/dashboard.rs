//! The console's dashboard figures.

use axum::extract::State;
use escapes_core::admin::console::Dashboard;

use crate::auth_extract::AdminUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::ErrorBody;
use crate::AppState;

/// The dashboard's figures: today, this week, the review queue, refunds pending, 30 days.
#[utoipa::path(get, path = "/api/v1/admin/dashboard", tag = "admin",
    responses((status = 200, body = Envelope<Dashboard>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
pub async fn dashboard(State(app): State<AppState>, _admin: AdminUser) -> ApiResult<Dashboard> {
    Ok(envelope::ok(app.console.dashboard().await?))
}
