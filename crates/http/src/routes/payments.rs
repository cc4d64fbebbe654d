//! Paying a card or UPI booking online: the order the checkout opens, the checkout's signature,
//! the provider's webhook, and the simulated provider's local checkout page. Each handler
//! translates; the rules live in escapes-core's `payments`.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::Form;
use escapes_core::bookings::policy::rupees_en_in;
use escapes_core::bookings::BookingView;
use escapes_core::ids::BookingId;
use escapes_core::money::Paise;
use escapes_core::payments::{PaymentOrder, SimulatedCheckout, VerifyRequest, WebhookOutcome};
use escapes_core::refusal;
use escapes_core::CoreError;
use serde::Deserialize;

use crate::auth_extract::AuthUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{Json, Path};
use crate::shell::html::escape;
use crate::AppState;

/// The order to pay the guest's own pending card or UPI booking with. Asking again while the
/// order is open answers the same order; after a failed payment, a new one.
#[utoipa::path(post, path = "/api/v1/bookings/{id}/payment-order", tag = "payments",
    params(("id" = i64, Path, description = "Booking id")),
    responses((status = 200, body = Envelope<PaymentOrder>), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody, description = "No such booking of yours"),
        (status = 409, body = ErrorBody, description = "PAYMENT_NOT_NEEDED: cash, already paid, or no longer pending"),
        (status = 502, body = ErrorBody, description = "PAYMENT_PROVIDER_FAILED")))]
pub async fn payment_order(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<BookingId>,
) -> ApiResult<PaymentOrder> {
    Ok(envelope::ok(app.payments.order(id, &who.user).await?))
}

/// The order paying the balance of the guest's own booking after its advance (a listing's
/// payment plan), with the security deposit when the listing asks one. Asking again while it is
/// open answers the same order; once the balance is paid, that first payment (`paid: true`),
/// and nothing more is taken.
#[utoipa::path(post, path = "/api/v1/bookings/{id}/balance-payment", tag = "payments",
    params(("id" = i64, Path, description = "Booking id")),
    responses((status = 200, body = Envelope<PaymentOrder>), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody, description = "No such booking of yours"),
        (status = 409, body = ErrorBody, description = "PAYMENT_NOT_NEEDED: no balance to pay online, the advance not paid yet, or the booking ended"),
        (status = 502, body = ErrorBody, description = "PAYMENT_PROVIDER_FAILED")))]
pub async fn balance_payment(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<BookingId>,
) -> ApiResult<PaymentOrder> {
    Ok(envelope::ok(app.payments.pay_balance(id, &who.user).await?))
}

/// Verifies the checkout's signature (HMAC-SHA256 of `orderId|paymentId` with the key secret)
/// and marks the booking paid. Sending the same verified payment again changes nothing.
#[utoipa::path(post, path = "/api/v1/payments/verify", tag = "payments", request_body = VerifyRequest,
    responses((status = 200, body = Envelope<BookingView>),
        (status = 400, body = ErrorBody, description = "VALIDATION_FAILED or PAYMENT_SIGNATURE_INVALID"),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn verify(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Json(request): Json<VerifyRequest>,
) -> ApiResult<BookingView> {
    Ok(envelope::ok(
        app.payments.verify(&who.user, &request).await?,
    ))
}

/// The provider's webhook (no sign-in): `X-Razorpay-Signature` is the HMAC-SHA256 of the raw
/// body with the webhook secret. Acts on payment.captured, order.paid and payment.failed; an
/// event id (`X-Razorpay-Event-Id`) seen before changes nothing.
#[utoipa::path(post, path = "/api/v1/payments/webhook", tag = "payments",
    request_body(content = String, content_type = "application/json", description = "The provider's event, signed as sent"),
    params(("X-Razorpay-Signature" = String, Header, description = "Hex HMAC-SHA256 of the body"),
        ("X-Razorpay-Event-Id" = Option<String>, Header, description = "The event's id, the same on redelivery")),
    responses((status = 200, body = Envelope<WebhookOutcome>),
        (status = 400, body = ErrorBody, description = "PAYMENT_SIGNATURE_INVALID or a body that is not an event")))]
pub async fn webhook(
    State(app): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> ApiResult<WebhookOutcome> {
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    let outcome = app
        .payments
        .webhook(
            &body,
            header("x-razorpay-signature"),
            header("x-razorpay-event-id"),
        )
        .await?;
    Ok(envelope::ok(outcome))
}

/// A small page in the site's words, for the simulated checkout's answers.
pub(crate) fn page(status: StatusCode, title: &str, body: &str) -> Response {
    let html = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\"><title>{title} · Hyderabad Escapes</title><style>{STYLE}</style></head>\
         <body><main>{body}</main></body></html>",
        title = escape(title),
    );
    let mut res = (status, Html(html)).into_response();
    res.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static("no-store"),
    );
    res
}

const STYLE: &str = "*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;\
color:#1f2933;background:#f5f7f5}main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;\
box-shadow:0 1px 4px rgba(0,0,0,.12)}h1{font-size:1.35rem;margin:0 0 .25rem}p{margin:.5rem 0}.amount{font-size:2rem;\
font-weight:700;margin:1rem 0}.note{color:#52606d;font-size:.9rem}form{margin:0}button,a.button{display:block;width:100%;\
min-height:48px;margin-top:.75rem;padding:.75rem 1rem;border:2px solid transparent;border-radius:8px;font:inherit;\
font-weight:600;text-align:center;text-decoration:none;cursor:pointer}button.pay{background:#166534;color:#fff}\
button.fail{background:#fff;color:#991b1b;border-color:#991b1b}a.button{background:#e4e7eb;color:#1f2933}\
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}dl{display:grid;\
grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:1rem 0}dt{color:#52606d}dd{margin:0;overflow-wrap:anywhere}";

fn checkout_body(c: &SimulatedCheckout) -> String {
    let amount = escape(&rupees_en_in(Paise(c.amount_paise)));
    let back = escape(&format!(
        "/book/{}?booking={}",
        c.property_slug, c.booking_id
    ));
    let details = format!(
        "<dl><dt>Stay</dt><dd>{}</dd><dt>Booking</dt><dd>{}</dd><dt>Order</dt><dd>{}</dd></dl>",
        escape(&c.property_title),
        escape(&c.booking_code),
        escape(&c.order_id),
    );
    if !c.payable {
        // The simulated provider's page is English.
        let said = if c.status == "paid" {
            refusal!("err-b-pay-already-paid").english()
        } else {
            "There is nothing to pay for this booking now.".to_string()
        };
        return format!(
            "<h1>Simulated checkout</h1>{details}<p class=\"amount\">{amount}</p><p role=\"status\">{said}</p>\
             <a class=\"button\" href=\"{back}\">Back to the booking</a>"
        );
    }
    let action = escape(&format!("/pay/simulated/{}", c.order_id));
    format!(
        "<h1>Simulated checkout</h1><p class=\"note\">Test payments: no money moves. Pay signs the payment like the real \
         provider and the server verifies it.</p>{details}<p class=\"amount\" aria-label=\"Amount due {amount}\">{amount}</p>\
         <form method=\"post\" action=\"{action}\"><input type=\"hidden\" name=\"outcome\" value=\"pay\">\
         <button class=\"pay\" type=\"submit\">Pay {amount}</button></form>\
         <form method=\"post\" action=\"{action}\"><input type=\"hidden\" name=\"outcome\" value=\"fail\">\
         <button class=\"fail\" type=\"submit\">Fail payment</button></form>\
         <a class=\"button\" href=\"{back}\">Cancel and go back</a>"
    )
}

fn page_error(e: CoreError) -> Response {
    match e {
        CoreError::NotFound(_) => page(
            StatusCode::NOT_FOUND,
            &refusal!("err-b-payment-not-found").english(),
            "<h1>Payment not found</h1><p>This payment link is not known. Start the payment again from your booking.</p>\
             <a class=\"button\" href=\"/bookings\">Your bookings</a>",
        ),
        CoreError::Conflict { message, .. } => page(
            StatusCode::CONFLICT,
            "Nothing to pay",
            &format!("<h1>Nothing to pay</h1><p>{}</p><a class=\"button\" href=\"/bookings\">Your bookings</a>", escape(&message.english())),
        ),
        other => ApiError::from(other).into_response(),
    }
}

/// The simulated provider's checkout page (not part of the JSON API).
pub async fn simulated_page(State(app): State<AppState>, Path(order_id): Path<String>) -> Response {
    match app.payments.simulated_checkout(&order_id).await {
        Ok(c) => page(StatusCode::OK, "Simulated checkout", &checkout_body(&c)),
        Err(e) => page_error(e),
    }
}

#[derive(Debug, Deserialize)]
pub struct SimulatedForm {
    /// pay or fail.
    pub outcome: String,
}

/// The simulated checkout's Pay or Fail: records the outcome and sends the browser back to the
/// booking page with `payment=success` or `payment=failed`.
pub async fn simulated_submit(
    State(app): State<AppState>,
    Path(order_id): Path<String>,
    form: Result<Form<SimulatedForm>, axum::extract::rejection::FormRejection>,
) -> Response {
    let pay = match form.as_ref().map(|f| f.outcome.as_str()) {
        Ok("pay") => true,
        Ok("fail") => false,
        _ => {
            return page(
                StatusCode::BAD_REQUEST,
                "Choose Pay or Fail",
                "<h1>Choose Pay or Fail</h1><p>Send outcome=pay or outcome=fail.</p>",
            )
        }
    };
    match app.payments.simulated_finish(&order_id, pay).await {
        Ok(back) => Redirect::to(&back.path()).into_response(),
        Err(e) => page_error(e),
    }
}
