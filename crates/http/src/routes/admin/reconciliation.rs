//! The console's Reconciliation page: the providers' payments, refunds and payouts against the
//! ledger per Asia/Kolkata day, with each record on which they disagree (the rule is core's
//! `escapes_core::ledger::reconcile`; `escapes ledger reconcile` prints the same).

use axum::extract::State;
use escapes_core::ledger::Reconciliation;
use serde::Deserialize;

use crate::auth_extract::AdminUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::ErrorBody;
use crate::extract::Query;
use crate::AppState;

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReconciliationRange {
    /// First day, yyyy-mm-dd (Asia/Kolkata).
    // Read as text so a missing or malformed date gets its field's own message from core.
    #[param(required = true)]
    pub from: Option<String>,
    /// Last day, yyyy-mm-dd, included; at most 92 days from `from`.
    #[param(required = true)]
    pub to: Option<String>,
}

/// Per IST day and provider: payments captured, refunds processed, and payouts sent, paid out
/// and returned, as the providers' records say and as the ledger says, with the difference; and
/// each payment, refund or payout on which they disagree. 400 with field messages for a missing
/// or malformed date, `to` before `from`, or more than 92 days.
#[utoipa::path(get, path = "/api/v1/admin/reconciliation", tag = "admin", params(ReconciliationRange),
    responses((status = 200, body = Envelope<Reconciliation>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn reconciliation(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(range): Query<ReconciliationRange>,
) -> ApiResult<Reconciliation> {
    Ok(envelope::ok(
        app.ledger
            .reconcile(range.from.as_deref(), range.to.as_deref())
            .await?,
    ))
}
