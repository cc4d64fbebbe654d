//! Owners' payouts: where they are paid (a fresh code to change it), their earnings and
//! statements, the payout provider's webhook, and the simulated provider's local page. Each
//! handler translates; the rules live in escapes-core's `payouts`.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use escapes_core::payouts::{
    Earnings, PayoutDetailsRequest, PayoutDetailsView, StatementFormat, WebhookOutcome,
};
use serde::{Deserialize, Serialize};

use super::account::EmailSendData;
use super::payments::page;
use crate::auth_extract::OwnerUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{ClientIp, Json, Path, Query};
use crate::shell::html::escape;
use crate::AppState;

/// The owner's payout details, masked; `null` before any are entered.
#[utoipa::path(get, path = "/api/v1/owner/payout-details", tag = "owner",
    responses((status = 200, body = Envelope<Option<PayoutDetailsView>>),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn details(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
) -> ApiResult<Option<PayoutDetailsView>> {
    Ok(envelope::ok(app.payouts.details(who.user.id).await?))
}

/// Sends the fresh code a change of payout details asks for, to the account's phone.
#[utoipa::path(post, path = "/api/v1/owner/payout-details/send-otp", tag = "owner",
    responses((status = 200, body = Envelope<EmailSendData>, description = "`identifier` is masked"),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 424, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn send_otp(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    ClientIp(ip): ClientIp,
) -> ApiResult<EmailSendData> {
    let sent = app
        .payouts
        .send_details_code(&app.otp, &who.user, ip.as_deref())
        .await?;
    Ok(envelope::ok(sent.into()))
}

/// Sets where the owner is paid: a UPI id, or a bank account (number, IFSC, holder). Needs the
/// code from `…/send-otp` (403 STEP_UP_REQUIRED without it); payouts to changed details wait
/// 24 hours; the owner is told by SMS and e-mail, and the change is audited.
#[utoipa::path(put, path = "/api/v1/owner/payout-details", tag = "owner",
    request_body = PayoutDetailsRequest,
    responses((status = 200, body = Envelope<PayoutDetailsView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody, description = "STEP_UP_REQUIRED, or not an owner"),
        (status = 413, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn set_details(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Json(request): Json<PayoutDetailsRequest>,
) -> ApiResult<PayoutDetailsView> {
    Ok(envelope::ok(
        app.payouts
            .set_details(&app.otp, &who.user, &request)
            .await?,
    ))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MonthParams {
    /// yyyy-mm, Asia/Kolkata (default this month).
    pub month: Option<String>,
}

/// The owner's earnings: available, upcoming (with when), paid out and owed; the month's stays
/// (price, commission, GST on it, withheld tax, net) and payouts.
#[utoipa::path(get, path = "/api/v1/owner/earnings", tag = "owner", params(MonthParams),
    responses((status = 200, body = Envelope<Earnings>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn earnings(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Query(params): Query<MonthParams>,
) -> ApiResult<Earnings> {
    Ok(envelope::ok(
        app.payouts
            .earnings(who.user.id, params.month.as_deref())
            .await?,
    ))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StatementParams {
    /// yyyy-mm, Asia/Kolkata (default this month).
    pub month: Option<String>,
    /// `csv` (the default) or `pdf`.
    pub format: Option<String>,
}

/// A statement's PDF (the schema only: the handler sends the bytes).
#[derive(utoipa::ToSchema)]
#[schema(value_type = String, format = Binary)]
#[allow(dead_code)]
pub struct StatementPdf(Vec<u8>);

/// The month's statement as a file in the owner's language, to download: `format=csv`, a line
/// per stay (price, commission, GST on it, withheld tax, net, state), then a line per payout;
/// `format=pdf`, an A4 statement (the balance today, the month's stays and payouts, numbered
/// pages) with its fonts embedded.
#[utoipa::path(get, path = "/api/v1/owner/earnings/statement", tag = "owner", params(StatementParams),
    responses((status = 200, description = "The file, as an attachment",
            content((String = "text/csv"), (StatementPdf = "application/pdf"))),
        (status = 400, body = ErrorBody, description = "A month not yyyy-mm, a format not csv or pdf"),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn statement(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Query(params): Query<StatementParams>,
) -> Result<Response, ApiError> {
    let format = StatementFormat::parse(params.format.as_deref())?;
    let file = app
        .payouts
        .statement(&who.user, params.month.as_deref(), format)
        .await?;
    Ok((
        [
            (
                axum::http::header::CONTENT_TYPE,
                file.format.content_type().to_string(),
            ),
            (
                axum::http::header::CONTENT_DISPOSITION,
                format!(
                    "attachment; filename=\"{}\"",
                    file.format.file_name(&file.month)
                ),
            ),
            (
                axum::http::header::CACHE_CONTROL,
                "private, no-store".to_string(),
            ),
        ],
        file.bytes,
    )
        .into_response())
}

/// What a payout webhook did.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct PayoutWebhookAnswer {
    /// Whether a payout moved (false for a replay, or an event about something else).
    pub applied: bool,
}

/// The payout provider's webhook (no sign-in): `X-Razorpay-Signature` is the HMAC-SHA256 of the
/// raw body with the payout webhook secret (401 and nothing changes otherwise). Acts on
/// payout.processed, payout.reversed and payout.failed; a replay changes nothing.
#[utoipa::path(post, path = "/api/v1/payouts/webhook", tag = "payments",
    request_body(content = String, content_type = "application/json", description = "The provider's event, signed as sent"),
    params(("X-Razorpay-Signature" = String, Header, description = "Hex HMAC-SHA256 of the body")),
    responses((status = 200, body = Envelope<PayoutWebhookAnswer>),
        (status = 400, body = ErrorBody, description = "A body that is not an event"),
        (status = 401, body = ErrorBody, description = "A bad signature")))]
pub async fn webhook(
    State(app): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> ApiResult<PayoutWebhookAnswer> {
    let signature = headers
        .get("x-razorpay-signature")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let outcome = app.payouts.webhook(&body, signature).await?;
    Ok(envelope::ok(PayoutWebhookAnswer {
        applied: outcome == WebhookOutcome::Applied,
    }))
}

/// The simulated payout provider's page for one payout (not part of the JSON API): it stands
/// for the provider's dashboard, where a payout can be made to fail. Only with the simulated
/// provider.
pub async fn simulated_page(
    State(app): State<AppState>,
    Path(reference): Path<String>,
) -> Response {
    if app.payouts.provider_name() != "simulated" {
        return ApiError::from(escapes_core::CoreError::NotFound(
            escapes_core::Missing::Payout,
        ))
        .into_response();
    }
    let r = escape(&reference);
    page(
        StatusCode::OK,
        "Simulated payout",
        &format!(
            "<h1>Simulated payout {r}</h1><p class=\"note\">Test payouts: no money moves. A payout is paid out \
             about 30 seconds after it is sent; Fail makes it fail as a bank refusal would, and its money goes \
             back to the owner's balance.</p><form method=\"post\" action=\"/payouts/simulated/{r}\">\
             <button class=\"fail\" type=\"submit\">Fail payout {r}</button></form>"
        ),
    )
}

/// The simulated page's Fail.
pub async fn simulated_fail(
    State(app): State<AppState>,
    Path(reference): Path<String>,
) -> Response {
    let Some(id) = escapes_core::payouts::parse_reference(&reference) else {
        return ApiError::from(escapes_core::CoreError::NotFound(
            escapes_core::Missing::Payout,
        ))
        .into_response();
    };
    match app.payouts.simulated_fail(&reference).await {
        Ok(true) => Redirect::to(&format!(
            "/payouts/simulated/{}?failed=1",
            escapes_core::payouts::reference(id)
        ))
        .into_response(),
        Ok(false) => page(
            StatusCode::CONFLICT,
            "Already settled",
            "<h1>Already settled</h1><p>This payout was already paid out or had already failed.</p>",
        ),
        Err(e) => ApiError::from(e).into_response(),
    }
}
