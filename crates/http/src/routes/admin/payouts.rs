//! The console's payouts to owners: the list and one payout with its ledger lines, sending a
//! failed one again, holding and releasing an owner's payouts, the owner's balance on their user
//! page, and a staff adjustment of it. Every action needs a reason and is audited by core.

use axum::body::Bytes;
use axum::extract::State;
use escapes_core::audit::{parse_instant, Staff};
use escapes_core::ids::UserId;
use escapes_core::kinds::payout::PayoutStatus;
use escapes_core::ledger::{Adjusted, OwnerBalance};
use escapes_core::payouts::statement::PayoutDetail;
use escapes_core::payouts::{PayoutFilter, PayoutHold, PayoutView};
use serde::{Deserialize, Serialize};

use super::list::{bad, listed, number_filter, text_filter, Listed};
use super::{reason_of, ListParams, StaffReasonRequest};
use crate::auth_extract::AdminUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::ErrorBody;
use crate::extract::{Json, Path, Query};
use crate::AppState;

/// Payouts, newest first. Filters: `ownerId`, `status` (queued, processing, processed, failed,
/// reversed), `since` and `until` (a date or an RFC 3339 time, on when it was made).
#[utoipa::path(get, path = "/api/v1/admin/payouts", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<PayoutView>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn payouts(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Listed<PayoutView> {
    let req = params.request()?;
    let f = params.filter()?;
    let status = match text_filter(&f, "status")? {
        None => None,
        Some(s) => Some(s.trim().parse::<PayoutStatus>().map_err(|_| {
            bad(
                "filter",
                "Filter status must be queued, processing, processed, failed or reversed",
            )
        })?),
    };
    let instant = |key: &str| -> Result<Option<i64>, crate::error::ApiError> {
        match text_filter(&f, key)? {
            None => Ok(None),
            Some(t) => parse_instant(&t).map(Some).ok_or_else(|| {
                bad(
                    "filter",
                    format!("Filter {key} must be a date (yyyy-mm-dd) or an RFC 3339 time"),
                )
            }),
        }
    };
    let filter = PayoutFilter {
        owner: number_filter(&f, "ownerId")?.map(UserId::new),
        status,
        from: instant("since")?,
        to: instant("until")?,
    };
    let start = req.start;
    let page = app.payouts.list(filter, req).await?;
    Ok(listed("payouts", start, page))
}

/// One payout with its ledger lines.
#[utoipa::path(get, path = "/api/v1/admin/payouts/{id}", tag = "admin", params(("id" = i64, Path, description = "Payout id")),
    responses((status = 200, body = Envelope<PayoutDetail>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn payout(
    State(app): State<AppState>,
    _admin: AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<PayoutDetail> {
    Ok(envelope::ok(app.payouts.show(id).await?))
}

/// Sends a failed or reversed payout again: a new payout of the owner's available balance;
/// audited with the reason. 409 PAYOUT_NOT_FAILED, PAYOUTS_HELD or NOTHING_TO_PAY.
#[utoipa::path(post, path = "/api/v1/admin/payouts/{id}/send-again", tag = "admin",
    params(("id" = i64, Path, description = "Payout id"),
        ("X-CSRF-Token" = String, Header, description = "The csrfToken of the admin sign-in")),
    request_body = StaffReasonRequest,
    responses((status = 200, body = Envelope<PayoutView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
pub async fn send_again(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    body: Bytes,
) -> ApiResult<PayoutView> {
    let reason = reason_of(&body)?;
    let staff = Staff::console(&admin.user);
    Ok(envelope::ok(
        app.payouts.send_again(&staff, id, &reason).await?,
    ))
}

/// An owner's money as staff see it: the balance and any hold on their payouts.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OwnerMoney {
    pub balance: OwnerBalance,
    pub hold: Option<PayoutHold>,
}

/// An owner's balance (available, upcoming, owed) and the hold on their payouts, if any.
#[utoipa::path(get, path = "/api/v1/admin/users/{id}/balance", tag = "admin", params(("id" = i64, Path, description = "User id")),
    responses((status = 200, body = Envelope<OwnerMoney>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn balance(
    State(app): State<AppState>,
    _admin: AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<OwnerMoney> {
    let (balance, hold) = app.payouts.owner_money(UserId::new(id)).await?;
    Ok(envelope::ok(OwnerMoney { balance, hold }))
}

/// Holds an owner's payouts (the daily run skips them) until released; audited with the reason.
/// 409 PAYOUTS_HELD when already held.
#[utoipa::path(post, path = "/api/v1/admin/users/{id}/payouts/hold", tag = "admin",
    params(("id" = i64, Path, description = "User id"),
        ("X-CSRF-Token" = String, Header, description = "The csrfToken of the admin sign-in")),
    request_body = StaffReasonRequest,
    responses((status = 200, body = Envelope<PayoutHold>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
pub async fn hold(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    body: Bytes,
) -> ApiResult<PayoutHold> {
    let reason = reason_of(&body)?;
    let staff = Staff::console(&admin.user);
    Ok(envelope::ok(
        app.payouts.hold(&staff, UserId::new(id), &reason).await?,
    ))
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Released {}

/// Releases the hold on an owner's payouts; audited with the reason. 409 PAYOUTS_NOT_HELD.
#[utoipa::path(post, path = "/api/v1/admin/users/{id}/payouts/release", tag = "admin",
    params(("id" = i64, Path, description = "User id"),
        ("X-CSRF-Token" = String, Header, description = "The csrfToken of the admin sign-in")),
    request_body = StaffReasonRequest,
    responses((status = 200, body = Envelope<Released>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn release(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    body: Bytes,
) -> ApiResult<Released> {
    let reason = reason_of(&body)?;
    let staff = Staff::console(&admin.user);
    app.payouts
        .release(&staff, UserId::new(id), &reason)
        .await?;
    Ok(envelope::ok(Released {}))
}

/// A staff adjustment of an owner's balance.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdjustmentRequest {
    /// Paise: positive in the owner's favour, negative recovered from them; not zero.
    #[schema(required = true)]
    pub amount_paise: Option<i64>,
    /// Why (1–500 characters); it goes in the audit trail and the ledger.
    #[schema(required = true)]
    pub reason: Option<String>,
}

/// Moves an owner's balance by `amountPaise` with a required reason: one ledger entry and one
/// audit row, together.
#[utoipa::path(post, path = "/api/v1/admin/users/{id}/ledger-adjustments", tag = "admin",
    params(("id" = i64, Path, description = "User id"),
        ("X-CSRF-Token" = String, Header, description = "The csrfToken of the admin sign-in")),
    request_body = AdjustmentRequest,
    responses((status = 200, body = Envelope<Adjusted>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 413, body = ErrorBody)))]
pub async fn adjust(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    Json(request): Json<AdjustmentRequest>,
) -> ApiResult<Adjusted> {
    let staff = Staff::console(&admin.user);
    let amount = request.amount_paise.unwrap_or(0);
    Ok(envelope::ok(
        app.ledger
            .adjust(
                &staff,
                UserId::new(id),
                amount,
                request.reason.as_deref().unwrap_or_default(),
            )
            .await?,
    ))
}
