//! The console's bookings: the list and one booking with its price lines, payments, refunds,
//! notifications and conversation.

use std::collections::HashMap;

use serde::Serialize;
use utoipa::ToSchema;

use super::{ist, name_of, one, people};
use crate::admin::filters::{BookingFilter, BOOKING_SORTS};
use crate::bookings::policy::RefundPreview;
use crate::error::CoreError;
use crate::money::Paise;
use crate::page::{ListRequest, Page};
use crate::payments::refunds::{self, PaymentFilter, PaymentListRow, RefundListRow};
use crate::store::console::{self as db, BookingListRow};
use crate::store::{DbConnection, Store};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleBooking {
    pub id: i64,
    pub code: String,
    pub property_id: i64,
    pub property_title: String,
    pub guest_id: i64,
    pub guest_name: String,
    pub guest_phone: Option<String>,
    pub guest_email: Option<String>,
    pub owner_id: i64,
    pub owner_name: String,
    pub booking_type: String,
    pub starts_at: String,
    pub ends_at: String,
    pub guests: i32,
    pub status: String,
    pub payment_method: String,
    pub payment_status: String,
    pub total_paise: i64,
    pub refund_paise: Option<i64>,
    /// The newest refund's state (pending, processed, failed), if the booking has one.
    pub refund_status: Option<String>,
    pub cancelled_by: Option<String>,
    pub cancel_reason: Option<String>,
    pub created_at: String,
}

pub(super) fn booking_rows(
    c: &mut DbConnection,
    rows: Vec<BookingListRow>,
) -> Result<Vec<ConsoleBooking>, CoreError> {
    let mut property_ids: Vec<i64> = rows.iter().map(|r| r.property_id).collect();
    property_ids.sort_unstable();
    property_ids.dedup();
    let props: HashMap<i64, (String, i64)> = db::property_names(c, &property_ids)?
        .into_iter()
        .map(|(id, title, owner)| (id, (title, owner)))
        .collect();
    let mut person_ids: Vec<i64> = rows.iter().map(|r| r.guest_id).collect();
    person_ids.extend(props.values().map(|(_, owner)| *owner));
    let who = people(c, person_ids)?;
    let ids: Vec<crate::ids::BookingId> = rows
        .iter()
        .map(|r| crate::ids::BookingId::new(r.id))
        .collect();
    // Oldest first, so the last one seen per booking is its newest.
    let refund_states: HashMap<i64, String> = crate::store::refunds::for_bookings(c, &ids)?
        .into_iter()
        .map(|r| (r.booking_id.get(), r.status.as_str().to_string()))
        .collect();
    Ok(rows
        .into_iter()
        .map(|r| {
            let (title, owner) = props.get(&r.property_id).cloned().unwrap_or_default();
            let guest = who.get(&r.guest_id).cloned().unwrap_or_default();
            ConsoleBooking {
                id: r.id,
                code: r.code,
                property_id: r.property_id,
                property_title: title,
                guest_id: r.guest_id,
                guest_name: guest.0,
                guest_phone: guest.1,
                guest_email: guest.2,
                owner_id: owner,
                owner_name: name_of(&who, owner),
                booking_type: r.booking_type,
                starts_at: ist(r.starts_at),
                ends_at: ist(r.ends_at),
                guests: r.guests,
                status: r.status.as_str().into(),
                payment_method: r.payment_method,
                payment_status: r.payment_status.as_str().into(),
                total_paise: r.total_paise,
                refund_paise: r.refund_paise,
                refund_status: refund_states.get(&r.id).cloned(),
                cancelled_by: r.cancelled_by,
                cancel_reason: r.cancel_reason,
                created_at: ist(r.created_at),
            }
        })
        .collect())
}

pub async fn bookings(
    store: &Store,
    req: ListRequest,
    filter: BookingFilter,
) -> Result<Page<ConsoleBooking>, CoreError> {
    let req = req.checked(BOOKING_SORTS)?;
    store
        .run(move |c| db::bookings(c, &req, &filter)?.try_map_all(|rows| booking_rows(c, rows)))
        .await
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleNotification {
    pub channel: String,
    pub event: String,
    pub status: String,
    pub created_at: String,
    pub sent_at: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleBookingDetail {
    #[serde(flatten)]
    pub booking: ConsoleBooking,
    pub price_lines: Vec<PriceLine>,
    pub payments: Vec<PaymentListRow>,
    pub refunds: Vec<RefundListRow>,
    pub notifications: Vec<ConsoleNotification>,
    pub conversation_id: Option<i64>,
    /// What cancelling now would refund, by choice (the cancel dialog says it); null once the
    /// booking can no longer be cancelled.
    pub refund_preview: Option<RefundPreview>,
    /// The guest's dispute of the stay, if any (staff resolve an open one).
    pub dispute: Option<crate::bookings::dispute::DisputeView>,
    /// Its GST documents: the tax invoice, then credit notes.
    pub tax_documents: Vec<crate::invoices::DocumentRef>,
    /// The booking's security deposit and where it stands (null when it asks none).
    pub deposit: Option<crate::deposits::DepositView>,
    /// With a payment plan: the advance, the balance, its deadline and what is paid (null when
    /// the whole price was paid at once).
    pub payment_schedule: Option<crate::plans::ScheduleView>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceLine {
    pub label: String,
    pub amount_paise: i64,
}

pub async fn booking(store: &Store, id: i64, now: i64) -> Result<ConsoleBookingDetail, CoreError> {
    let booking_id = crate::ids::BookingId::new(id);
    let every = ListRequest::first_by_id(50, false);
    let payment_filter = PaymentFilter {
        booking_id: Some(booking_id),
        ..Default::default()
    };
    let mut detail = store
        .run(move |c| {
            let filter = BookingFilter {
                ids: Some(vec![id]),
                ..Default::default()
            };
            let page = db::bookings(c, &one(), &filter)?;
            let booking = booking_rows(c, page.items)?
                .pop()
                .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
            let record = crate::store::bookings::record(c, crate::ids::BookingId::new(id))?;
            // The same rule `cancel_in` refunds by, at this moment.
            let base = match &record {
                Some(r) => crate::bookings::refund::captured_base(c, &r.booking)?,
                None => Paise(0),
            };
            let refund_preview = record.as_ref().and_then(|r| {
                let b = &r.booking;
                RefundPreview::of(
                    b.status,
                    b.payment_status,
                    b.payment_method,
                    base,
                    b.starts_at,
                    now,
                )
            });
            let dispute = record
                .as_ref()
                .and_then(|r| r.dispute.as_ref())
                .map(|d| crate::bookings::dispute::DisputeView::of(d, true));
            let tax_documents: Vec<crate::invoices::DocumentRef> = record
                .as_ref()
                .map(|r| {
                    r.documents
                        .iter()
                        .map(crate::invoices::DocumentRef::of)
                        .collect()
                })
                .unwrap_or_default();
            let deposit = record.as_ref().and_then(|r| {
                crate::deposits::DepositView::of(
                    &r.booking,
                    r.deposit.as_ref(),
                    &r.deposit_photos,
                    &r.refunds,
                    now,
                )
            });
            let payment_schedule = record
                .as_ref()
                .and_then(|r| crate::plans::ScheduleView::of_booking(&r.booking));
            let price_lines = record
                .map(|r| r.lines)
                .unwrap_or_default()
                .into_iter()
                .map(|l| PriceLine {
                    label: l.label,
                    amount_paise: l.amount_paise,
                })
                .collect();
            let notifications = db::notifications_of(c, id)?
                .into_iter()
                .map(
                    |(channel, event, status, created, sent)| ConsoleNotification {
                        channel,
                        event,
                        status,
                        created_at: ist(created),
                        sent_at: sent.map(ist),
                    },
                )
                .collect();
            let conversation_id = db::conversation_of(c, booking.guest_id, booking.property_id)?;
            Ok(ConsoleBookingDetail {
                booking,
                price_lines,
                payments: Vec::new(),
                refunds: Vec::new(),
                notifications,
                conversation_id,
                refund_preview,
                dispute,
                tax_documents,
                deposit,
                payment_schedule,
            })
        })
        .await?;
    detail.payments = refunds::payments(store, every, payment_filter).await?.items;
    detail.refunds = refunds::for_booking(store, booking_id).await?;
    Ok(detail)
}
