//! What the API shows of a booking: whole rupees, instants in Asia/Kolkata RFC 3339.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::policy;
use super::status::BookingStatus;
use crate::kinds::payment::RefundStatus;
use crate::money::Paise;
use crate::pricing::LineKind;
use crate::reviews::StayReview;
use crate::slots::BookingType;
use crate::store::bookings::BookingRecord;
use crate::store::models::{BookingRow, RefundRow};
use crate::time::{from_epoch, to_ist_rfc3339};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingProperty {
    pub id: i64,
    pub slug: String,
    pub title: String,
    /// The farmhouse's address, for the guest's way there.
    pub address: String,
}

/// The supplier of a stay, as a receipt names them.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingSupplier {
    /// The owner's name as on their account.
    pub name: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingPriceLine {
    pub kind: LineKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    pub label: String,
    /// Whole rupees; discounts are negative.
    pub amount: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingPrice {
    pub lines: Vec<BookingPriceLine>,
    pub subtotal: i64,
    pub discount: i64,
    pub cleaning_fee: i64,
    pub gst: i64,
    pub total: i64,
    pub currency: &'static str,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingCancellation {
    /// The rule the guest agreed to.
    pub rule: String,
    /// Refund if cancelled now (percent of the total), while the booking can still be cancelled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refund_percent_now: Option<i64>,
    /// Refund recorded when the booking was cancelled, whole rupees.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refund: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cancelled_by: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// Money going back to the guest through the payment provider (card and UPI bookings).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingRefund {
    /// Whole rupees.
    pub amount: i64,
    /// pending (on its way to the provider), processed (sent back) or failed (support is on it).
    pub status: String,
    /// When the provider processed it, RFC 3339 in Asia/Kolkata.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub processed_at: Option<String>,
}

impl BookingView {
    /// The booking as a reader of `language` sees it: its price lines (stored in English) and the
    /// cancellation rule in that language.
    pub fn in_language(mut self, language: crate::language::Language) -> Self {
        for line in &mut self.price.lines {
            line.label = crate::pricing::reword(
                &line.label,
                line.kind,
                self.booking_type,
                i64::from(self.days),
                language,
            );
        }
        self.cancellation.rule = policy::cancellation_rule_in(language);
        self
    }
}

impl BookingRefund {
    /// The booking's refunds as one (in practice there is one): failed if any failed, else
    /// pending if any is pending, else processed when the last of them was.
    fn of(refunds: &[RefundRow]) -> Option<Self> {
        if refunds.is_empty() {
            return None;
        }
        let any = |s: RefundStatus| refunds.iter().any(|r| r.status == s);
        let status = if any(RefundStatus::Failed) {
            RefundStatus::Failed
        } else if any(RefundStatus::Pending) {
            RefundStatus::Pending
        } else {
            RefundStatus::Processed
        };
        Some(Self {
            amount: Paise(refunds.iter().map(|r| r.amount_paise).sum()).rupees(),
            status: status.as_str().into(),
            processed_at: (status == RefundStatus::Processed)
                .then(|| refunds.iter().map(|r| r.updated_at).max())
                .flatten()
                .map(|t| to_ist_rfc3339(from_epoch(t))),
        })
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingView {
    pub id: i64,
    /// Short code support staff read out, e.g. HE-7K3Q9P.
    pub code: String,
    /// pending, confirmed, rejected, cancelled or expired.
    pub status: String,
    pub property: BookingProperty,
    /// Who supplies the stay: the farmhouse's owner (the marketplace takes the booking and the
    /// payment for them). The guest's receipt names them.
    pub supplier: BookingSupplier,
    pub booking_type: BookingType,
    pub start: String,
    pub end: String,
    pub days: i32,
    pub guests: i32,
    pub price: BookingPrice,
    #[schema(value_type = super::PaymentMethod)]
    pub payment_method: String,
    /// unpaid, pending, paid, failed or refunded.
    pub payment_status: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coupon_code: Option<String>,
    pub cancellation: BookingCancellation,
    /// The refund through the payment provider, once one is owed (card and UPI bookings).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refund: Option<BookingRefund>,
    /// Once a confirmed stay has ended: whether its guest can review it, or has.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub review: Option<BookingReview>,
    pub created_at: String,
    /// When a pending booking the owner has not answered expires.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expires_at: Option<String>,
    /// Whether the guest can report a problem with the stay now (from its start until its
    /// earnings would become the owner's, 24 hours after; a stay paid online, once).
    pub can_report_problem: bool,
    /// The guest's report of a problem with the stay, once made.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dispute: Option<super::dispute::DisputeView>,
    /// Its GST documents: the tax invoice once confirmed, a credit note for each refund of it
    /// (`GET /api/v1/tax-documents/{id}` serves each as PDF or HTML).
    pub tax_documents: Vec<crate::invoices::DocumentRef>,
    /// The refundable security deposit the booking asks, whole rupees (0: none); never part of
    /// the price or the total.
    pub security_deposit: i64,
    /// The deposit and where it stands, when the booking asks one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deposit: Option<crate::deposits::DepositView>,
    /// With a payment plan: the advance, the balance and when it is due, and what is paid
    /// ("Pay ₹X now, ₹Y by <date>"); null when the whole price is paid at once.
    pub payment_schedule: Option<crate::plans::ScheduleView>,
}

/// The review side of an ended stay.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingReview {
    /// `due` (can be written now), `written` or `closed` (the 60 days are over).
    pub status: String,
    /// Until when a due review can be written (RFC 3339, Asia/Kolkata).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub due_by: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub review_id: Option<i64>,
}

impl BookingReview {
    fn of(b: &BookingRow, review_id: Option<i64>, now: i64) -> Option<Self> {
        let (status, due_by, review_id) = match crate::reviews::stay_review(b, review_id, now) {
            StayReview::Due { until } => ("due", Some(to_ist_rfc3339(from_epoch(until))), None),
            StayReview::Written { review_id } => ("written", None, Some(review_id)),
            StayReview::Closed => ("closed", None, None),
            StayReview::NotAStay | StayReview::NotEnded => return None,
        };
        Some(Self {
            status: status.into(),
            due_by,
            review_id,
        })
    }
}

impl BookingView {
    pub fn of(r: BookingRecord, now: DateTime<Utc>) -> Self {
        let b = r.booking;
        let rupees = |p: i64| Paise(p).rupees();
        let review = BookingReview::of(&b, r.review_id, now.timestamp());
        let can_report_problem =
            super::dispute::can_dispute(&b, r.dispute.is_some(), now.timestamp());
        let dispute = r
            .dispute
            .as_ref()
            .map(|d| super::dispute::DisputeView::of(d, false));
        let payment_schedule = crate::plans::ScheduleView::of_booking(&b);
        let deposit = crate::deposits::DepositView::of(
            &b,
            r.deposit.as_ref(),
            &r.deposit_photos,
            &r.refunds,
            now.timestamp(),
        );
        // The deposit's own refund shows with the deposit, not as the booking's.
        let deposit_refund = r.deposit.as_ref().and_then(|d| d.refund_id);
        let refunds: Vec<RefundRow> = r
            .refunds
            .into_iter()
            .filter(|x| Some(x.id) != deposit_refund)
            .collect();
        Self {
            id: b.id.get(),
            code: b.code,
            property: BookingProperty {
                id: b.property_id.get(),
                slug: r.property_slug,
                title: r.property_title,
                address: r.property_address,
            },
            supplier: BookingSupplier {
                name: r.supplier_name,
            },
            booking_type: b.booking_type,
            start: to_ist_rfc3339(from_epoch(b.starts_at)),
            end: to_ist_rfc3339(from_epoch(b.ends_at)),
            days: b.days,
            guests: b.guests,
            price: BookingPrice {
                lines: r
                    .lines
                    .into_iter()
                    .map(|l| BookingPriceLine {
                        kind: super::line_kind_of(&l.kind),
                        code: l.code,
                        label: l.label,
                        amount: rupees(l.amount_paise),
                    })
                    .collect(),
                subtotal: rupees(b.subtotal_paise),
                discount: rupees(b.discount_paise),
                cleaning_fee: rupees(b.cleaning_paise),
                gst: rupees(b.gst_paise),
                total: rupees(b.total_paise),
                currency: "INR",
            },
            payment_method: b.payment_method.as_str().into(),
            payment_status: b.payment_status.as_str().into(),
            coupon_code: b.coupon_code,
            cancellation: BookingCancellation {
                rule: policy::cancellation_rule_text(),
                refund_percent_now: policy::can_cancel(b.status, b.starts_at, now.timestamp())
                    .then(|| policy::refund_percent(b.starts_at, now.timestamp())),
                refund: b.refund_paise.map(rupees),
                cancelled_by: b.cancelled_by.map(|by| by.as_str().into()),
                reason: b.cancel_reason,
            },
            refund: BookingRefund::of(&refunds),
            review,
            created_at: to_ist_rfc3339(from_epoch(b.created_at)),
            expires_at: (b.status == BookingStatus::Pending)
                .then(|| to_ist_rfc3339(from_epoch(b.expires_at))),
            status: b.status.as_str().into(),
            can_report_problem,
            dispute,
            tax_documents: r
                .documents
                .iter()
                .map(crate::invoices::DocumentRef::of)
                .collect(),
            security_deposit: rupees(b.deposit_paise),
            deposit,
            payment_schedule,
        }
    }
}
