//! Online payment of card and UPI bookings through a provider behind `PaymentProvider`: an order
//! is made for the booking's total (and its security deposit, held apart once paid), the browser pays it in the provider's checkout, and the
//! booking becomes paid only after a verified signature (the checkout's, or a signed webhook's).
//! `simulated` works offline and signs like Razorpay with a local secret; `razorpay` talks to
//! Razorpay's API. Someone else's booking is "not found"; a forged signature changes nothing.

pub mod provider;
pub mod razorpay;
pub mod refunds;
pub mod signature;
pub mod simulated;
pub mod views;
pub use crate::kinds::payment as status;

use std::sync::Arc;

use serde_json::Value;
use sha2::{Digest, Sha256};

pub use provider::{
    BrowserCheckout, OrderFuture, OrderRequest, PaymentProvider, ProviderOrder, ProviderRefund,
    ProviderRefundStatus, RefundFuture, RefundRequest,
};
pub use razorpay::{Razorpay, RazorpayConfig};
pub use refunds::Refunds;
pub use simulated::{Simulated, SimulatedRefund};
pub use views::{
    CheckoutPrefill, PaymentOrder, ProviderName, SimulatedCheckout, SimulatedReturn, VerifyRequest,
    WebhookOutcome, WebhookStatus,
};

use crate::auth::User;
use crate::bookings::BookingView;
use crate::error::{CoreError, FieldErrors};
use crate::ids::{BookingId, PaymentId};
use crate::kinds::booking::{BookingStatus, PaymentMethod, PaymentStatus};
use crate::ledger;
use crate::mac::encode_hex;
use crate::plans::PaymentPart;
use crate::store::bookings::{self as sb, BookingRow};
use crate::store::payments::{self as sp, NewPayment, PaymentRow};
use crate::store::write_transaction;
use crate::store::{DbConnection, Store};
use crate::time::SharedClock;
use status::OrderStatus;

/// The merchant name the checkout shows.
pub const MERCHANT_NAME: &str = "Hyderabad Escapes";
pub const CURRENCY: &str = "INR";

/// Which provider to use (`--payments`).
#[derive(Debug, Clone)]
pub enum PaymentsConfig {
    Simulated(Simulated),
    Razorpay(RazorpayConfig),
}

fn signature_invalid() -> CoreError {
    CoreError::Rejected {
        code: "PAYMENT_SIGNATURE_INVALID",
        message: refusal!("err-b-payment-not-verified"),
    }
}

fn webhook_signature_invalid() -> CoreError {
    CoreError::Rejected {
        code: "PAYMENT_SIGNATURE_INVALID",
        message: crate::Said::staff_only(
            "The webhook signature (X-Razorpay-Signature) does not match the body.",
        ),
    }
}

fn reused_order_id(order_id: &str) -> CoreError {
    CoreError::PaymentProvider(format!(
        "the provider answered order {order_id:?}, which is already stored"
    ))
}

fn not_needed(message: crate::Said) -> CoreError {
    CoreError::Conflict {
        code: "PAYMENT_NOT_NEEDED",
        message,
    }
}

/// Why `b` cannot be paid online now, if it cannot. With a payment plan the advance is paid
/// like a full payment (while the booking is pending), and the balance afterwards while the
/// booking still holds its slot (pending or confirmed).
fn unpayable_reason(b: &BookingRow) -> Option<crate::Said> {
    if b.payment_method == PaymentMethod::Cash {
        return Some(refusal!("err-b-pay-cash"));
    }
    match crate::plans::next_part(b) {
        None => Some(refusal!("err-b-pay-already-paid")),
        Some(PaymentPart::Balance) => {
            (!b.status.holds_slot()).then(|| refusal!("err-b-pay-status", status = b.status))
        }
        Some(PaymentPart::Full | PaymentPart::Advance) => {
            if b.status != BookingStatus::Pending {
                return Some(refusal!("err-b-pay-status", status = b.status));
            }
            if !matches!(
                b.payment_status,
                PaymentStatus::Pending | PaymentStatus::Failed
            ) {
                return Some(refusal!(
                    "err-b-pay-payment-status",
                    status = b.payment_status
                ));
            }
            None
        }
    }
}

/// Marks `payment` paid by `payment_id` and its booking paid; the caller holds a write
/// transaction. Already paid: nothing changes (a replayed verification or a second webhook).
fn record_paid(
    c: &mut DbConnection,
    payment_id: PaymentId,
    provider_payment_id: &str,
    now: i64,
) -> Result<bool, CoreError> {
    {
        let Some(p) = sp::by_id(c, payment_id)? else {
            return Err(CoreError::NotFound(crate::Missing::Payment));
        };
        if p.status == OrderStatus::Paid {
            return Ok(false);
        }
        if !sp::set_paid(c, p.id, provider_payment_id, now)? {
            // A concurrent verification of the same payment recorded it first.
            return Ok(false);
        }
        let b =
            sb::booking(c, p.booking_id)?.ok_or(CoreError::NotFound(crate::Missing::Booking))?;
        let paid = sp::by_id(c, p.id)?.ok_or(CoreError::NotFound(crate::Missing::Payment))?;
        ledger::events::payment_captured(c, &b, &paid, now)?;
        if !b.status.holds_slot() {
            // The money arrived after the booking ended (cancelled, rejected or expired): recorded
            // as paid, and all of it goes back at once.
            tracing::warn!(booking = %b.id, status = %b.status, order = %p.provider_order_id, "payment for a booking that no longer holds its slot; refunding it");
            if let Some(refund) = refunds::refund_late_payment_in(c, &b, &paid, now)? {
                ledger::events::refund_opened(c, &refund, now)?;
            }
            return Ok(true);
        }
        if paid.part == PaymentPart::Balance {
            // The balance once: a second checkout paid as well goes back in full (the guest
            // keeps the first payment).
            if !crate::store::plans::set_balance_paid(c, b.id, now)? {
                tracing::warn!(booking = %b.id, order = %p.provider_order_id, "a second balance payment; refunding it");
                if let Some(refund) = refunds::refund_duplicate_in(c, &b, &paid, now)? {
                    ledger::events::refund_opened(c, &refund, now)?;
                }
                return Ok(true);
            }
            crate::deposits::collect_online_in(c, &b, &paid, now)?;
            // Confirmed already: the balance becomes earnings as the advance did. Still pending:
            // the owner's confirmation takes all that was captured.
            if b.status == BookingStatus::Confirmed {
                ledger::events::balance_confirmed(
                    c,
                    &b,
                    paid.amount_paise - paid.deposit_paise,
                    &format!("provider:{}", paid.provider),
                    now,
                )?;
            }
            return Ok(true);
        }
        crate::deposits::collect_online_in(c, &b, &paid, now)?;
        // With a plan, `paid` means what is due now (the advance) is paid; the balance's own
        // state is `bookings.balance_paid_at`, so the status CHECK keeps its values.
        if matches!(
            b.payment_status,
            PaymentStatus::Pending | PaymentStatus::Failed | PaymentStatus::Unpaid
        ) {
            sp::set_booking_payment_status(c, b.id, PaymentStatus::Paid, now)?;
        }
        Ok(true)
    }
}

/// Marks `payment` failed and a pending booking's payment failed (a paid one stays paid); the
/// caller holds a write transaction.
fn record_failed(
    c: &mut DbConnection,
    payment_id: PaymentId,
    provider_payment_id: Option<&str>,
    now: i64,
) -> Result<bool, CoreError> {
    {
        let Some(p) = sp::by_id(c, payment_id)? else {
            return Err(CoreError::NotFound(crate::Missing::Payment));
        };
        if p.status != OrderStatus::Created {
            return Ok(false);
        }
        sp::set_failed(c, p.id, provider_payment_id, now)?;
        let b =
            sb::booking(c, p.booking_id)?.ok_or(CoreError::NotFound(crate::Missing::Booking))?;
        if b.payment_status == PaymentStatus::Pending {
            sp::set_booking_payment_status(c, b.id, PaymentStatus::Failed, now)?;
        }
        Ok(true)
    }
}

pub struct Payments {
    store: Store,
    clock: SharedClock,
    provider: Arc<dyn PaymentProvider>,
    /// Set when the provider is the simulated one: its checkout page signs with it.
    simulated: Option<Arc<Simulated>>,
}

impl Payments {
    pub fn new(
        store: Store,
        clock: SharedClock,
        config: PaymentsConfig,
    ) -> Result<Self, CoreError> {
        let (provider, simulated): (Arc<dyn PaymentProvider>, _) = match config {
            PaymentsConfig::Simulated(s) => {
                let s = Arc::new(s);
                (s.clone(), Some(s))
            }
            PaymentsConfig::Razorpay(config) => (Arc::new(Razorpay::new(config)?), None),
        };
        Ok(Self {
            store,
            clock,
            provider,
            simulated,
        })
    }

    pub fn provider_name(&self) -> &'static str {
        self.provider.name()
    }

    /// The provider's checkout as the browser loads it (script and the origins the pages'
    /// Content-Security-Policy must allow); `None` for the simulated provider.
    pub fn browser_checkout(&self) -> Option<&BrowserCheckout> {
        self.provider.browser_checkout()
    }

    /// The refund worker and staff's refund actions over this provider.
    pub fn refunds(&self) -> Refunds {
        Refunds::new(self.store.clone(), self.provider.clone())
    }

    /// The simulated provider, when it is the one in use.
    pub fn simulated(&self) -> Option<&Simulated> {
        self.simulated.as_deref()
    }

    fn view_of(&self, b: &BookingRow, p: &PaymentRow, title: &str, user: &User) -> PaymentOrder {
        let simulated = p.provider == "simulated";
        PaymentOrder {
            provider: if simulated {
                ProviderName::Simulated
            } else {
                ProviderName::Razorpay
            },
            order_id: p.provider_order_id.clone(),
            amount: p.amount_paise,
            currency: p.currency.clone(),
            key_id: self.provider.key_id().map(str::to_string),
            checkout_url: simulated.then(|| format!("/pay/simulated/{}", p.provider_order_id)),
            booking_id: b.id.get(),
            booking_code: b.code.clone(),
            name: MERCHANT_NAME.into(),
            description: format!("{title} · {}", b.code),
            prefill: CheckoutPrefill {
                name: user.full_name.clone(),
                email: user.email.clone(),
                contact: user.phone.clone(),
            },
            part: p.part,
            paid: p.status == OrderStatus::Paid,
        }
    }

    /// The order to pay `booking_id` with: the open one if there is one, else a new one at the
    /// provider (after a failed attempt, a new order makes the payment pending again).
    pub async fn order(
        &self,
        booking_id: BookingId,
        user: &User,
    ) -> Result<PaymentOrder, CoreError> {
        let user_id = user.id;
        let record = self
            .store
            .run(move |c| sb::record(c, booking_id))
            .await?
            .filter(|r| r.booking.guest_id == user_id)
            .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
        let b = record.booking;
        if let Some(reason) = unpayable_reason(&b) {
            return Err(not_needed(reason));
        }
        let provider = self.provider.name();
        let Some(part) = crate::plans::next_part(&b) else {
            return Err(not_needed(refusal!("err-b-pay-already-paid")));
        };
        // The security deposit is paid with the payment that completes the price, apart from it.
        let deposit = crate::deposits::due_with(&b, part);
        let amount = crate::plans::price_part(&b, part) + deposit;
        let open = self
            .store
            .run(move |c| sp::open_order(c, booking_id))
            .await?;
        if let Some(p) =
            open.filter(|p| p.provider == provider && p.amount_paise == amount && p.part == part)
        {
            return Ok(self.view_of(&b, &p, &record.property_title, user));
        }

        let request = OrderRequest {
            amount_paise: amount,
            currency: CURRENCY,
            receipt: b.code.clone(),
            booking_id: booking_id.get(),
        };
        let made = self.provider.create_order(&request).await?;
        let now = self.clock.now().timestamp();
        let new = NewPayment {
            booking_id,
            provider: provider.into(),
            provider_order_id: made.id,
            amount_paise: made.amount_paise,
            currency: made.currency,
            status: OrderStatus::Created,
            created_at: now,
            updated_at: now,
            deposit_paise: deposit,
            part,
        };
        let payment = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    let b = sb::booking(c, booking_id)?
                        .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
                    if let Some(reason) = unpayable_reason(&b) {
                        return Err(not_needed(reason));
                    }
                    // A concurrent request made its order first: answer with that one.
                    if crate::plans::next_part(&b) != Some(part) {
                        return Err(not_needed(refusal!("err-b-pay-already-paid")));
                    }
                    if let Some(p) = sp::open_order(c, booking_id)?.filter(|p| {
                        p.provider == provider && p.amount_paise == amount && p.part == part
                    }) {
                        return Ok(p);
                    }
                    // An order id we already hold (for this booking or another) is the
                    // provider's mistake, not a conflict of the guest's: a 502, and nothing stored.
                    if sp::by_order_id(c, &new.provider_order_id)?.is_some() {
                        return Err(reused_order_id(&new.provider_order_id));
                    }
                    let p = sp::insert(c, &new).map_err(|e| match e {
                        // The same id stored by a concurrent request between the check and here.
                        CoreError::Conflict { .. } => reused_order_id(&new.provider_order_id),
                        other => other,
                    })?;
                    if b.payment_status == PaymentStatus::Failed {
                        sp::set_booking_payment_status(c, booking_id, PaymentStatus::Pending, now)?;
                    }
                    Ok(p)
                })
            })
            .await?;
        Ok(self.view_of(&b, &payment, &record.property_title, user))
    }

    /// The order paying the balance of the guest's booking `booking_id` after its advance. Asked
    /// again once the balance is paid, it answers that first payment (marked paid) and takes
    /// nothing more; before the advance is paid, or without a balance, it is refused (409).
    pub async fn pay_balance(
        &self,
        booking_id: BookingId,
        user: &User,
    ) -> Result<PaymentOrder, CoreError> {
        let user_id = user.id;
        let (record, first) = self
            .store
            .run(move |c| {
                Ok((
                    sb::record(c, booking_id)?,
                    crate::store::plans::paid_balance(c, booking_id)?,
                ))
            })
            .await?;
        let record = record
            .filter(|r| r.booking.guest_id == user_id)
            .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
        if let Some(p) = first {
            return Ok(self.view_of(&record.booking, &p, &record.property_title, user));
        }
        let b = &record.booking;
        if !crate::plans::has_balance(b)
            || b.balance_method != Some(crate::plans::BalanceMethod::Online)
        {
            return Err(not_needed(refusal!("err-b-pay-no-balance")));
        }
        if crate::plans::next_part(b) != Some(PaymentPart::Balance) {
            return Err(not_needed(refusal!("err-b-pay-advance-first")));
        }
        self.order(booking_id, user).await
    }

    /// Checks the checkout's signature for the guest's own booking and marks it paid. A forged
    /// signature, or one for another booking's order, is refused and changes nothing; the same
    /// verified payment sent again answers the paid booking without changing anything.
    pub async fn verify(
        &self,
        user: &User,
        request: &VerifyRequest,
    ) -> Result<BookingView, CoreError> {
        let text = |v: &Option<String>| {
            v.as_deref()
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_string)
        };
        let mut errors = FieldErrors::new();
        if request.booking_id.is_none() {
            errors.insert("bookingId".into(), refusal!("err-b-booking-id-required"));
        }
        for (value, name, too_long) in [
            (
                &request.razorpay_order_id,
                "razorpayOrderId",
                refusal!("err-b-razorpay-order-id-too-long"),
            ),
            (
                &request.razorpay_payment_id,
                "razorpayPaymentId",
                refusal!("err-b-razorpay-payment-id-too-long"),
            ),
            (
                &request.razorpay_signature,
                "razorpaySignature",
                refusal!("err-b-razorpay-signature-too-long"),
            ),
        ] {
            match text(value) {
                None => {
                    errors.insert(name.into(), refusal!("err-h-field-required", field = name));
                }
                Some(v) if v.len() > 200 => {
                    errors.insert(name.into(), too_long);
                }
                Some(_) => {}
            }
        }
        let (Some(booking_id), Some(order_id), Some(payment_id), Some(signature), true) = (
            request.booking_id.map(BookingId::new),
            text(&request.razorpay_order_id),
            text(&request.razorpay_payment_id),
            text(&request.razorpay_signature),
            errors.is_empty(),
        ) else {
            return Err(CoreError::validation(errors));
        };

        let user_id = user.id;
        let (booking, payment) = self
            .store
            .run(move |c| Ok((sb::booking(c, booking_id)?, sp::by_order_id(c, &order_id)?)))
            .await?;
        booking
            .filter(|b| b.guest_id == user_id)
            .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
        let payment = payment
            .filter(|p| p.booking_id == booking_id && p.provider == self.provider.name())
            .ok_or_else(signature_invalid)?;
        self.settle(&payment, &payment_id, &signature).await?;
        self.booking_view(booking_id).await
    }

    /// The one place a checkout signature turns into a paid booking.
    async fn settle(
        &self,
        payment: &PaymentRow,
        payment_id: &str,
        signature: &str,
    ) -> Result<(), CoreError> {
        if !self
            .provider
            .verify_checkout(&payment.provider_order_id, payment_id, signature)
        {
            tracing::warn!(order = %payment.provider_order_id, "checkout signature refused");
            return Err(signature_invalid());
        }
        let (id, pay_id, now) = (
            payment.id,
            payment_id.to_string(),
            self.clock.now().timestamp(),
        );
        if self
            .store
            .run(move |c| write_transaction(c, |c| record_paid(c, id, &pay_id, now)))
            .await?
        {
            self.store.events().booking_changed(payment.booking_id);
        }
        Ok(())
    }

    async fn booking_view(&self, booking_id: BookingId) -> Result<BookingView, CoreError> {
        let record = self
            .store
            .run(move |c| sb::record(c, booking_id))
            .await?
            .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
        Ok(BookingView::of(record, self.clock.now()))
    }

    /// A provider webhook: `signature` is X-Razorpay-Signature over the raw `body`; `event_id`
    /// is X-Razorpay-Event-Id (else the body's SHA-256). An event id already processed changes
    /// nothing; an order we do not know is logged and ignored.
    pub async fn webhook(
        &self,
        body: &[u8],
        signature: Option<&str>,
        event_id: Option<&str>,
    ) -> Result<WebhookOutcome, CoreError> {
        let signature = signature
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .ok_or_else(webhook_signature_invalid)?;
        if !self.provider.verify_webhook(body, signature) {
            tracing::warn!("webhook with a bad signature refused");
            return Err(webhook_signature_invalid());
        }
        let payload: Value = serde_json::from_slice(body).map_err(|_| {
            CoreError::field(
                "body",
                crate::Said::staff_only("The webhook body is not JSON"),
            )
        })?;
        let event = payload["event"]
            .as_str()
            .ok_or_else(|| {
                CoreError::field(
                    "event",
                    crate::Said::staff_only("The webhook names no event"),
                )
            })?
            .to_string();
        let event_id = match event_id.map(str::trim).filter(|s| !s.is_empty()) {
            Some(id) => id.chars().take(200).collect(),
            None => encode_hex(&Sha256::digest(body)),
        };
        let payment_entity = &payload["payload"]["payment"]["entity"];
        let order_id = payment_entity["order_id"]
            .as_str()
            .or_else(|| payload["payload"]["order"]["entity"]["id"].as_str())
            .map(str::to_string);
        let payment_id = payment_entity["id"].as_str().map(str::to_string);
        let amount = payment_entity["amount"].as_i64();

        let (provider, now) = (self.provider.name(), self.clock.now().timestamp());
        let ev = event.clone();
        let outcome = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    if sp::event_seen(c, provider, &event_id)? {
                        return Ok((WebhookStatus::Duplicate, None));
                    }
                    let payment = match &order_id {
                        Some(id) => sp::by_order_id(c, id)?.filter(|p| p.provider == provider),
                        None => None,
                    };
                    let booking_id = payment.as_ref().map(|p| p.booking_id);
                    let (status, note) = match (ev.as_str(), payment) {
                        ("payment.captured" | "order.paid" | "payment.failed", None) => {
                            tracing::warn!(event = %ev, order = ?order_id, "webhook for an order we do not know; ignored");
                            (WebhookStatus::Ignored, "unknown_order")
                        }
                        ("payment.captured" | "order.paid", Some(p)) => match (&payment_id, amount) {
                            (_, Some(a)) if a != p.amount_paise => {
                                tracing::warn!(order = %p.provider_order_id, paid = a, due = p.amount_paise, "webhook paid another amount; ignored");
                                (WebhookStatus::Ignored, "amount_mismatch")
                            }
                            (Some(pay), _) => {
                                record_paid(c, p.id, pay, now)?;
                                (WebhookStatus::Processed, "paid")
                            }
                            (None, _) => (WebhookStatus::Ignored, "no_payment"),
                        },
                        ("payment.failed", Some(p)) => {
                            record_failed(c, p.id, payment_id.as_deref(), now)?;
                            (WebhookStatus::Processed, "failed")
                        }
                        _ => (WebhookStatus::Ignored, "not_handled"),
                    };
                    sp::insert_event(c, provider, &event_id, &ev, order_id.as_deref(), note, now)?;
                    Ok((status, booking_id.filter(|_| status == WebhookStatus::Processed)))
                })
            })
            .await;
        let status = match outcome {
            Ok((s, changed)) => {
                if let Some(booking_id) = changed {
                    self.store.events().booking_changed(booking_id);
                }
                s
            }
            // The same event, delivered twice at once: the other copy was processed.
            Err(CoreError::Conflict {
                code: "ALREADY_EXISTS",
                ..
            }) => WebhookStatus::Duplicate,
            Err(e) => return Err(e),
        };
        Ok(WebhookOutcome { status, event })
    }

    async fn simulated_payment(
        &self,
        order_id: &str,
    ) -> Result<(&Simulated, PaymentRow), CoreError> {
        let simulated = self
            .simulated()
            .ok_or(CoreError::NotFound(crate::Missing::Payment))?;
        let id = order_id.to_string();
        let payment = self
            .store
            .run(move |c| sp::by_order_id(c, &id))
            .await?
            .filter(|p| p.provider == "simulated")
            .ok_or(CoreError::NotFound(crate::Missing::Payment))?;
        Ok((simulated, payment))
    }

    /// What the simulated checkout page of `order_id` shows.
    pub async fn simulated_checkout(&self, order_id: &str) -> Result<SimulatedCheckout, CoreError> {
        let (_, p) = self.simulated_payment(order_id).await?;
        let booking_id = p.booking_id;
        let record = self
            .store
            .run(move |c| sb::record(c, booking_id))
            .await?
            .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
        let b = &record.booking;
        Ok(SimulatedCheckout {
            payable: p.status == OrderStatus::Created && unpayable_reason(b).is_none(),
            order_id: p.provider_order_id,
            booking_id: b.id.get(),
            booking_code: b.code.clone(),
            property_title: record.property_title,
            property_slug: record.property_slug,
            amount_paise: p.amount_paise,
            status: p.status.as_str().into(),
        })
    }

    /// The simulated checkout's Pay (`pay`) or Fail button. Pay signs a new payment id with the
    /// simulated key and settles it through the same verification as Razorpay's checkout.
    pub async fn simulated_finish(
        &self,
        order_id: &str,
        pay: bool,
    ) -> Result<SimulatedReturn, CoreError> {
        let (simulated, payment) = self.simulated_payment(order_id).await?;
        let booking_id = payment.booking_id;
        let record = self
            .store
            .run(move |c| sb::record(c, booking_id))
            .await?
            .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
        let back = |paid| SimulatedReturn {
            property_slug: record.property_slug.clone(),
            booking_id: booking_id.get(),
            paid,
        };
        // A booking that ended (cancelled, rejected, expired) says so, even if this order was paid
        // before it ended: "payment successful" would tell the guest the stay is still on.
        if matches!(
            record.booking.status,
            BookingStatus::Cancelled | BookingStatus::Rejected | BookingStatus::Expired
        ) {
            return Err(not_needed(refusal!(
                "err-b-pay-status",
                status = record.booking.status
            )));
        }
        // Pressed again (the back button): the outcome stands.
        match payment.status {
            OrderStatus::Paid => return Ok(back(true)),
            OrderStatus::Failed => return Ok(back(false)),
            OrderStatus::Created => {}
        }
        if let Some(reason) = unpayable_reason(&record.booking) {
            return Err(not_needed(reason));
        }
        if pay {
            let payment_id = simulated::random_id("pay_sim_");
            let signature = simulated.sign_checkout(&payment.provider_order_id, &payment_id);
            self.settle(&payment, &payment_id, &signature).await?;
            Ok(back(true))
        } else {
            let (id, now) = (payment.id, self.clock.now().timestamp());
            if self
                .store
                .run(move |c| write_transaction(c, |c| record_failed(c, id, None, now)))
                .await?
            {
                self.store.events().booking_changed(payment.booking_id);
            }
            Ok(back(false))
        }
    }
}
