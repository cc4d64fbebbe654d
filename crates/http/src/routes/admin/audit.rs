//! The console's audit trail (read-only).

use axum::extract::State;
use escapes_core::audit::{AuditEntry, AuditFilter, Channel as AuditChannel};

use super::list::{bad, listed, number_filter, text_filter, Listed};
use super::ListParams;
use crate::auth_extract::AdminUser;
use crate::envelope::Envelope;
use crate::error::{ApiError, ErrorBody};
use crate::extract::Query;
use crate::AppState;

/// An instant filter: RFC 3339, or a date (yyyy-mm-dd) meaning its start in Asia/Kolkata.
pub(crate) fn instant_filter(
    f: &serde_json::Map<String, serde_json::Value>,
    key: &str,
) -> Result<Option<i64>, ApiError> {
    let Some(text) = text_filter(f, key)? else {
        return Ok(None);
    };
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    escapes_core::audit::parse_instant(text)
        .map(Some)
        .ok_or_else(|| {
            bad(
                "filter",
                format!("Filter {key} must be a date (yyyy-mm-dd) or an RFC 3339 time"),
            )
        })
}

/// The audit trail, newest first by default. Filters: `userId` (about their data or by them),
/// `bookingId`, `targetKind`, `targetId`, `action`, `channel` (console, cli, system), `since` and
/// `until` (a date or an RFC 3339 time). Read-only: nothing in the product edits or deletes it.
#[utoipa::path(get, path = "/api/v1/admin/audit", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<AuditEntry>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn audit(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Listed<AuditEntry> {
    let req = params.request()?;
    let f = params.filter()?;
    let channel = match text_filter(&f, "channel")? {
        None => None,
        Some(c) => Some(
            c.parse::<AuditChannel>()
                .map_err(|_| bad("filter", "Filter channel must be console, cli or system"))?,
        ),
    };
    let filter = AuditFilter {
        user: number_filter(&f, "userId")?,
        booking: number_filter(&f, "bookingId")?,
        target_kind: text_filter(&f, "targetKind")?,
        target_id: text_filter(&f, "targetId")?,
        action: text_filter(&f, "action")?,
        channel,
        since: instant_filter(&f, "since")?,
        until: instant_filter(&f, "until")?,
    };
    let start = req.start;
    let page = app.console.audit(req, filter).await?;
    Ok(listed("audit", start, page))
}
