//! Bookings: create one (validated and priced by the same core functions as the quote, held in
//! one write transaction so a slot is never booked twice), list a guest's, and cancel one under
//! the published cancellation rule.

pub mod balance;
pub mod blocks;
pub mod dispute;
pub mod expiry;
pub mod history;
pub mod owner;
pub mod policy;
pub(crate) mod refund;
pub mod views;
pub use crate::kinds::booking as status;

pub(crate) use crate::reason::optional_reason;

use chrono::{DateTime, Utc};
use serde::Deserialize;

use crate::auth::User;
use crate::catalogue::quote::{self, QuoteRequest};
use crate::error::{CoreError, FieldErrors};
use crate::ids::{BookingId, PropertyId, UserId};
use crate::money::Paise;
use crate::notifications::{self, BookingEvent};
use crate::pricing::{self, Coupon, LineKind};
use crate::slots::Interval;
use crate::store::bookings::{self as sb, NewBooking, NewPriceLine};
use crate::store::Store;
use crate::store::{retrying_write_transaction, write_transaction};
use crate::time::SharedClock;
pub use policy::RefundChoice;
pub use status::{BookingStatus, CancelledBy, PaymentMethod, PaymentStatus};
pub use views::BookingView;

/// What `POST /api/v1/bookings` carries: the quote's slot choice plus who pays how, and the
/// total the guest saw (whole rupees, as the quote shows it).
#[derive(Debug, Clone, Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingRequest {
    #[schema(required = true, value_type = i64)]
    pub property_id: Option<i64>,
    /// half_day or full_day.
    #[schema(required = true, value_type = crate::slots::BookingType)]
    pub booking_type: Option<String>,
    /// RFC 3339 slot start, e.g. 2026-12-05T09:00:00+05:30.
    #[schema(required = true, value_type = String)]
    pub start: Option<String>,
    /// Consecutive full days, 1 to 14 (full day only).
    pub days: Option<i64>,
    #[schema(required = true, value_type = i64)]
    pub guests: Option<i64>,
    pub coupon_code: Option<String>,
    /// cash, upi, credit_card or debit_card.
    #[schema(required = true, value_type = PaymentMethod)]
    pub payment_method: Option<String>,
    /// The quote's total in whole rupees; a different server total is refused (PRICE_CHANGED).
    #[schema(required = true, value_type = i64)]
    pub expected_total: Option<i64>,
    /// The business the stay is for (optional, with `businessName`): its 15-character GSTIN,
    /// e.g. 27AAPFU0939F1ZV. The tax invoice names the business.
    #[schema(pattern = "^[0-9]{2}[A-Za-z0-9]{13}$")]
    pub gstin: Option<String>,
    /// The business's name as registered for GST (with `gstin`), at most 100 characters.
    #[schema(max_length = 100)]
    pub business_name: Option<String>,
}

impl BookingRequest {
    fn slot(&self) -> QuoteRequest {
        QuoteRequest {
            booking_type: self.booking_type.clone(),
            start: self.start.clone(),
            days: self.days,
            guests: self.guests,
            coupon_code: self.coupon_code.clone(),
        }
    }

    /// The request as its idempotency fingerprint sees it: trimmed, the start as an instant,
    /// the coupon in capitals, so a retry that differs only in spelling still matches.
    fn fingerprint(&self) -> String {
        let trim = |s: &Option<String>| s.as_deref().map(str::trim).unwrap_or("").to_string();
        let start = match self
            .start
            .as_deref()
            .map(str::trim)
            .map(DateTime::parse_from_rfc3339)
        {
            Some(Ok(t)) => t.timestamp().to_string(),
            _ => trim(&self.start),
        };
        let opt = |v: Option<i64>| v.map(|n| n.to_string()).unwrap_or_default();
        let mut parts = vec![
            opt(self.property_id),
            trim(&self.booking_type),
            start,
            opt(self.days),
            opt(self.guests),
            trim(&self.coupon_code).to_ascii_uppercase(),
            trim(&self.payment_method),
            opt(self.expected_total),
        ];
        // Only a request with a business has these parts, so a request without one keeps the
        // fingerprint it always had.
        let (gstin, business) = (trim(&self.gstin), trim(&self.business_name));
        if !gstin.is_empty() || !business.is_empty() {
            parts.push(gstin.to_ascii_uppercase());
            parts.push(business);
        }
        let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
        policy::request_hash(&parts)
    }
}

/// A created booking, and whether it was made by an earlier request with the same key.
pub struct Created {
    pub booking: BookingView,
    pub replayed: bool,
}

pub const IDEMPOTENCY_KEY_REUSED: &str = "IDEMPOTENCY_KEY_REUSED";

pub fn slot_taken() -> CoreError {
    CoreError::Conflict {
        code: "SLOT_TAKEN",
        message: refusal!("err-b-slot-taken"),
    }
}

fn key_reused() -> CoreError {
    CoreError::Unprocessable {
        code: IDEMPOTENCY_KEY_REUSED,
        message: refusal!("err-b-idempotency-key-reused"),
    }
}

fn first500_used() -> CoreError {
    CoreError::field("couponCode", quote::first500_used())
}

pub struct Bookings {
    pub(crate) store: Store,
    pub(crate) clock: SharedClock,
}

impl Bookings {
    pub fn new(store: Store, clock: SharedClock) -> Self {
        Self { store, clock }
    }

    /// Books a slot for `guest`. `key` is the request's Idempotency-Key.
    pub async fn create(
        &self,
        guest: &User,
        key: Option<&str>,
        request: &BookingRequest,
    ) -> Result<Created, CoreError> {
        let key = key.map(str::trim).unwrap_or("").to_string();
        if !policy::valid_idempotency_key(&key) {
            return Err(CoreError::field(
                "idempotencyKey",
                refusal!("err-b-idempotency-key-header"),
            ));
        }
        let hash = request.fingerprint();
        let guest_id = guest.id;

        // A retry is answered with the first booking even if the price or the slot has since
        // changed: the guest already holds it.
        if let Some(created) = self.replay(guest_id, &key, &hash).await? {
            return Ok(created);
        }

        let property_id = request.property_id.map(PropertyId::new).ok_or_else(|| {
            CoreError::field("propertyId", refusal!("err-b-property-id-required"))
        })?;
        let property = self
            .store
            .run(move |c| sb::property(c, property_id))
            .await?
            .filter(|p| p.is_public())
            .ok_or(CoreError::NotFound(crate::Missing::Property))?;
        if property.owner_id == guest_id {
            return Err(CoreError::forbidden(refusal!("err-b-own-farmhouse")));
        }

        let now = self.clock.now();
        let mut errors = FieldErrors::new();
        let payment = match request
            .payment_method
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            None => {
                errors.insert(
                    "paymentMethod".into(),
                    refusal!("err-b-payment-method-required"),
                );
                None
            }
            Some(s) => {
                let m = PaymentMethod::parse(s);
                if m.is_none() {
                    errors.insert(
                        "paymentMethod".into(),
                        refusal!("err-b-payment-method-invalid"),
                    );
                }
                m
            }
        };
        let business = crate::invoices::check_business(
            request.gstin.as_deref(),
            request.business_name.as_deref(),
            &mut errors,
        );
        if request.expected_total.is_none() {
            errors.insert(
                "expectedTotal".into(),
                refusal!("err-b-expected-total-required"),
            );
        }
        let choice = match quote::validate(&property, &request.slot(), now) {
            Ok(choice) => Some(choice),
            Err(CoreError::Validation { fields, .. }) => {
                errors.extend(fields);
                None
            }
            Err(e) => return Err(e),
        };
        let (Some(choice), Some(payment), Some(expected_total), true) =
            (choice, payment, request.expected_total, errors.is_empty())
        else {
            return Err(CoreError::validation(errors));
        };

        let first500 = choice.coupon == Some(Coupon::First500);
        if first500 && !quote::first500_open_to(&self.store, guest_id).await? {
            return Err(first500_used());
        }
        let (rules, payment_plan) = self
            .store
            .run(move |c| {
                Ok((
                    crate::store::listings::price_rules(c, property_id)?,
                    crate::plans::Plan::of(c, property_id)?,
                ))
            })
            .await?;
        let breakdown = pricing::price(&quote::price_input(
            &property,
            &choice,
            &crate::pricing::pricing_of(&rules),
        ))
        .map_err(|e| CoreError::field("bookingType", e.said()))?;
        if breakdown.total.rupees() != expected_total {
            return Err(CoreError::Conflict {
                code: "PRICE_CHANGED",
                message: refusal!(
                    "err-b-price-changed",
                    price = policy::rupees_en_in(breakdown.total),
                    seen = policy::rupees_en_in(Paise::from_rupees(expected_total))
                ),
            });
        }

        let interval = Interval::of(choice.start, choice.booking_type, choice.days);
        let held = quote::held_for(interval, property.turnover_minutes);
        let sum = |kind: LineKind| line_sum(&breakdown, kind);
        let at = now.timestamp();
        let schedule = crate::plans::schedule(
            &payment_plan,
            payment,
            breakdown.total.0,
            interval.start,
            at,
        );
        let new = NewBooking {
            code: String::new(),
            property_id,
            guest_id,
            booking_type: choice.booking_type,
            starts_at: interval.start,
            ends_at: interval.end,
            days: choice.days as i32,
            guests: choice.guests,
            status: BookingStatus::Pending,
            payment_method: payment,
            payment_status: payment.initial_payment_status(),
            subtotal_paise: sum(LineKind::Base),
            discount_paise: -sum(LineKind::Discount),
            cleaning_paise: sum(LineKind::Fee),
            gst_paise: sum(LineKind::Tax),
            total_paise: breakdown.total.0,
            coupon_code: first500.then(|| pricing::FIRST500_CODE.to_string()),
            created_at: at,
            updated_at: at,
            expires_at: (at + policy::PENDING_ANSWER_SECONDS).min(interval.start),
            deposit_paise: property.security_deposit_paise,
            advance_paise: schedule.map_or(0, |s| s.advance_paise),
            balance_due_at: schedule.map(|s| s.due_at),
            balance_method: schedule.map(|s| s.method),
            balance_paid_at: None,
            // Reminders whose time already passed at booking are not sent.
            balance_reminders: schedule.map_or(0, |s| crate::plans::reminders_due(s.due_at, at)),
        };
        let lines = price_lines(&breakdown);

        let (key_in, hash_in) = (key.clone(), hash.clone());
        let outcome = self
            .store
            .run(move |c| {
                retrying_write_transaction(c, |c| {
                    // Checked again inside the transaction: a concurrent retry may have won.
                    if let Some((stored, id)) = sb::find_key(c, guest_id, &key_in)? {
                        return if stored == hash_in {
                            Ok((id, true))
                        } else {
                            Err(key_reused())
                        };
                    }
                    if first500 {
                        sb::lock_guest(c, guest_id)?;
                    }
                    if first500 && sb::count_with_status(c, guest_id, &BookingStatus::HOLDING)? > 0
                    {
                        return Err(first500_used());
                    }
                    // On SQLite this read and the insert below share one IMMEDIATE transaction, so
                    // no other writer runs between them; on PostgreSQL the property's hold lock
                    // makes racers for one slot take turns (the exclusion constraint stays the
                    // last word), so a loser reads the winner's hold here and stops.
                    sb::lock_property_holds(c, property_id)?;
                    if sb::overlaps_a_hold(c, property_id, held.start, held.end)? {
                        return Err(slot_taken());
                    }
                    let mut new = new.clone();
                    new.code = loop {
                        let code = policy::new_code();
                        if !sb::code_exists(c, &code)? {
                            break code;
                        }
                    };
                    let id = sb::insert_booking(c, &new, &lines)?;
                    if let Some(business) = &business {
                        crate::invoices::keep_business_in(c, id, business)?;
                    }
                    if !sb::insert_booking_hold(c, property_id, held.start, held.end, id, at)? {
                        return Err(slot_taken());
                    }
                    sb::insert_key(c, guest_id, &key_in, &hash_in, id, at)?;
                    notifications::enqueue_booking(c, id, BookingEvent::Created, at)?;
                    Ok((id, false))
                })
            })
            .await;
        let (id, replayed) = match outcome {
            Ok(v) => v,
            // The same key committed by a concurrent request between our two checks.
            Err(CoreError::Conflict {
                code: "ALREADY_EXISTS",
                ..
            }) => {
                return self
                    .replay(guest_id, &key, &hash)
                    .await?
                    .ok_or_else(slot_taken);
            }
            Err(e) => return Err(e),
        };
        if !replayed {
            self.store.events().booking_changed(id);
        }
        Ok(Created {
            booking: self.view(id, now).await?,
            replayed,
        })
    }

    /// The booking an earlier request with `key` made, or 422 when that request was different.
    async fn replay(
        &self,
        guest_id: UserId,
        key: &str,
        hash: &str,
    ) -> Result<Option<Created>, CoreError> {
        let k = key.to_string();
        let Some((stored, id)) = self
            .store
            .run(move |c| sb::find_key(c, guest_id, &k))
            .await?
        else {
            return Ok(None);
        };
        if stored != hash {
            return Err(key_reused());
        }
        Ok(Some(Created {
            booking: self.view(id, self.clock.now()).await?,
            replayed: true,
        }))
    }

    pub(crate) async fn view(
        &self,
        id: BookingId,
        now: DateTime<Utc>,
    ) -> Result<BookingView, CoreError> {
        let record = self
            .store
            .run(move |c| sb::record(c, id))
            .await?
            .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
        Ok(BookingView::of(record, now))
    }

    /// The guest's bookings, newest first.
    pub async fn list_for_guest(
        &self,
        guest_id: UserId,
        page: u32,
        per_page: u32,
    ) -> Result<crate::page::Page<BookingView>, CoreError> {
        let (page, per_page) = crate::page::checked_paging(page, per_page)?;
        let offset = (page as i64 - 1) * per_page as i64;
        let (records, total) = self
            .store
            .run(move |c| sb::guest_records(c, guest_id, offset, per_page as i64))
            .await?;
        let now = self.clock.now();
        Ok(crate::page::Page {
            items: records
                .into_iter()
                .map(|r| BookingView::of(r, now))
                .collect(),
            page,
            per_page,
            total: total as u64,
        })
    }

    /// The guest cancels their own pending or confirmed booking; the refund follows the
    /// published rule at this moment and the slot is free again. Someone else's booking is
    /// "not found", so ids reveal nothing.
    pub async fn cancel(
        &self,
        booking_id: BookingId,
        user: &User,
        reason: Option<&str>,
    ) -> Result<BookingView, CoreError> {
        let reason = optional_reason(reason)?;
        let now = self.clock.now();
        let (at, user_id) = (now.timestamp(), user.id);
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    let b = sb::booking(c, booking_id)?
                        .filter(|b| b.guest_id == user_id)
                        .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
                    cancel_in(
                        c,
                        &b,
                        CancelledBy::Guest,
                        RefundChoice::Policy,
                        reason.as_deref(),
                        at,
                    )
                    .map(drop)
                })
            })
            .await?;
        self.store.events().booking_changed(booking_id);
        self.view(booking_id, now).await
    }
}

/// The one cancellation rule, whoever cancels (the guest in the app, an admin in the console,
/// support from the command line): only a pending or confirmed booking whose stay has not begun;
/// the refund by `refund` at `at`, money already taken marked for refund, and the slot released.
/// Runs inside the caller's transaction; answers the refund.
pub(crate) fn cancel_in(
    c: &mut crate::store::DbConnection,
    b: &sb::BookingRow,
    by: CancelledBy,
    refund: RefundChoice,
    reason: Option<&str>,
    at: i64,
) -> Result<Paise, CoreError> {
    if !b.status.holds_slot() {
        return Err(CoreError::Conflict {
            code: "BOOKING_NOT_CANCELLABLE",
            message: refusal!("err-b-not-cancellable", status = b.status),
        });
    }
    if !policy::can_cancel(b.status, b.starts_at, at) {
        return Err(CoreError::Conflict {
            code: "BOOKING_NOT_CANCELLABLE",
            message: refusal!("err-b-stay-begun"),
        });
    }
    end_in(c, b, by, refund, reason, at)
}

/// Ends booking `b` as cancelled, past the checks of `cancel_in`: the refund by `refund` at `at`,
/// money already taken marked for refund, the ledger's entry, the slot released and both sides
/// told. Also the end of a disputed stay staff refund (`dispute`), which has begun.
pub(crate) fn end_in(
    c: &mut crate::store::DbConnection,
    b: &sb::BookingRow,
    by: CancelledBy,
    refund: RefundChoice,
    reason: Option<&str>,
    at: i64,
) -> Result<Paise, CoreError> {
    // The rule applies to the money actually taken (with a plan, the advance alone until the
    // balance is paid); an unpaid or cash booking keeps the total as its base.
    let base = refund::captured_base(c, b)?;
    let refund = refund.refund(base, b.starts_at, at);
    let payment_status = policy::payment_status_after_cancel(b.payment_status, refund);
    // Money taken online goes back through the provider; the worker sends it after the commit.
    let why = match reason {
        Some(r) => format!("Cancelled by {by}: {r}"),
        None => format!("Cancelled by {by}"),
    };
    // The status first: its guarded update waits for a concurrent cancellation of the same
    // booking and then finds it ended, before any refund is opened against money the other one
    // already refunded (which was refused as more than was paid).
    if !sb::set_cancelled(c, b.id, refund.0, payment_status, by, reason, at)? {
        // Cancelled (or otherwise ended) by someone else since it was read.
        return Err(CoreError::Conflict {
            code: "BOOKING_NOT_CANCELLABLE",
            message: refusal!("err-b-not-cancellable", status = BookingStatus::Cancelled),
        });
    }
    let refunds = refund::open_in(c, b, refund, &why, at)?;
    crate::ledger::events::booking_ended(c, b, &refunds, &why, by.as_str(), at)?;
    crate::deposits::return_on_end_in(c, b, by.as_str(), at)?;
    sb::release_booking_hold(c, b.id)?;
    notifications::enqueue_booking(c, b.id, BookingEvent::Cancelled, at)?;
    Ok(refund)
}

/// A breakdown's lines as stored, in order (each gets its booking's id on insert).
pub(crate) fn price_lines(breakdown: &pricing::PriceBreakdown) -> Vec<NewPriceLine> {
    breakdown
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| NewPriceLine {
            booking_id: BookingId::new(0),
            position: i as i32,
            kind: line_kind_str(l.kind).into(),
            code: l.code.map(str::to_string),
            label: l.label.clone(),
            amount_paise: l.amount.0,
        })
        .collect()
}

/// The paise of a breakdown's lines of one kind (discounts are negative).
pub(crate) fn line_sum(breakdown: &pricing::PriceBreakdown, kind: LineKind) -> i64 {
    breakdown
        .lines
        .iter()
        .filter(|l| l.kind == kind)
        .map(|l| l.amount.0)
        .sum()
}

fn line_kind_str(kind: LineKind) -> &'static str {
    match kind {
        LineKind::Base => "base",
        LineKind::Discount => "discount",
        LineKind::Fee => "fee",
        LineKind::Tax => "tax",
    }
}

fn line_kind_of(s: &str) -> LineKind {
    match s {
        "discount" => LineKind::Discount,
        "fee" => LineKind::Fee,
        "tax" => LineKind::Tax,
        _ => LineKind::Base,
    }
}
