//! The console's cookie-consent log.

use axum::extract::State;
use escapes_core::admin::{ConsentFilter, ConsentListRow};
use serde::Serialize;

use super::list::{bad, ist, listed, text_filter, Listed};
use super::ListParams;
use crate::auth_extract::AdminUser;
use crate::envelope::Envelope;
use crate::error::ErrorBody;
use crate::extract::Query;
use crate::AppState;

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminConsentRow {
    pub id: i64,
    pub user_id: i64,
    pub user_name: String,
    /// `all` or `essential`.
    pub choice: String,
    pub policy_version: String,
    pub user_agent: Option<String>,
    /// RFC 3339, Asia/Kolkata.
    pub created_at: String,
}

impl From<ConsentListRow> for AdminConsentRow {
    fn from(r: ConsentListRow) -> Self {
        Self {
            id: r.id,
            user_id: r.user_id,
            user_name: r.user_name,
            choice: r.choice,
            policy_version: r.policy_version,
            user_agent: r.user_agent,
            created_at: ist(r.created_at),
        }
    }
}

/// The cookie-consent log, newest first by default (filters: `choice`, `userId`).
#[utoipa::path(get, path = "/api/v1/admin/consents", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<AdminConsentRow>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn consents(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Listed<AdminConsentRow> {
    let req = params.request()?;
    let f = params.filter()?;
    let user_id = match f.get("userId") {
        None | Some(serde_json::Value::Null) => None,
        Some(v) => Some(
            v.as_i64()
                .ok_or_else(|| bad("filter", "Filter userId must be a number"))?,
        ),
    };
    let filter = ConsentFilter {
        choice: text_filter(&f, "choice")?,
        user_id,
    };
    let start = req.start;
    let page = app.console.consents(req, filter).await?;
    Ok(listed("consents", start, page.map(Into::into)))
}
