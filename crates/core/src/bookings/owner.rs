//! The owner's side of a booking: incoming bookings of their properties, confirm and reject,
//! one booking for whoever may see it, the owner's properties; and support's cancel and look-ups.

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;

use super::status::{BookingStatus, CancelledBy, PaymentStatus};
use super::{cancel_in, optional_reason, policy, BookingView, Bookings, RefundChoice};
use crate::audit::{Record, Staff, Target};
use crate::auth::User;
use crate::error::CoreError;
use crate::ids::{BookingId, PropertyId, UserId};
use crate::ledger;
use crate::notifications::{self, BookingEvent};
use crate::page::Page;
use crate::store::bookings::{self as sb, BookingRecord, GuestRow};
use crate::store::models::UserRow;
use crate::store::write_transaction;
use crate::store::DbConnection;
use crate::Said;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingGuest {
    pub id: i64,
    pub name: String,
    pub phone: Option<String>,
}

/// A booking as its property's owner sees it: the guest's view plus who the guest is.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OwnerBookingView {
    #[serde(flatten)]
    pub booking: BookingView,
    pub guest: BookingGuest,
}

/// What the owner's list is narrowed to.
#[derive(Debug, Clone, Default)]
pub struct OwnerBookingFilter {
    pub status: Option<String>,
    pub property_id: Option<i64>,
    pub guest_id: Option<UserId>,
}

fn not_pending(status: BookingStatus) -> CoreError {
    not_pending_because(refusal!("err-b-not-pending", status = status))
}

/// Someone else answered it meanwhile.
fn no_longer_pending() -> CoreError {
    not_pending_because(refusal!("err-b-not-pending-anymore"))
}

fn not_pending_because(message: Said) -> CoreError {
    CoreError::Conflict {
        code: "BOOKING_NOT_PENDING",
        message,
    }
}

/// Resending a confirmation is the support console's: staff read English.
fn not_confirmed(message: impl Into<std::borrow::Cow<'static, str>>) -> CoreError {
    CoreError::Conflict {
        code: "BOOKING_NOT_CONFIRMED",
        message: Said::staff_only(message),
    }
}

/// The audit reason of a resent confirmation: support resends only when the guest asks.
const RESEND_REASON: &str = "The guest asked for the booking confirmation again.";

/// What `resend_confirmation` did: the booking as it stands, how many messages (SMS, e-mail) were
/// queued for the guest, and the audit row.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ConfirmationResent {
    pub booking: OwnerBookingView,
    pub messages: usize,
    pub audit_id: i64,
}

fn payment_pending() -> CoreError {
    CoreError::Conflict {
        code: "PAYMENT_PENDING",
        message: refusal!("err-b-payment-pending"),
    }
}

fn guest_of(g: Option<&GuestRow>, id: i64) -> BookingGuest {
    match g {
        Some(g) => BookingGuest {
            id: g.id.get(),
            name: g.full_name.clone(),
            phone: g.phone.clone(),
        },
        // The guest's account is gone (deleted accounts keep their bookings).
        None => BookingGuest {
            id,
            name: String::new(),
            phone: None,
        },
    }
}

fn with_guests(
    c: &mut DbConnection,
    records: Vec<BookingRecord>,
    now: DateTime<Utc>,
) -> Result<Vec<OwnerBookingView>, CoreError> {
    let ids: Vec<UserId> = records.iter().map(|r| r.booking.guest_id).collect();
    let guests = sb::guests(c, &ids)?;
    Ok(records
        .into_iter()
        .map(|r| {
            let guest = guest_of(
                guests.iter().find(|g| g.id == r.booking.guest_id),
                r.booking.guest_id.get(),
            );
            OwnerBookingView {
                booking: BookingView::of(r, now),
                guest,
            }
        })
        .collect())
}

/// The booking `id` if `owner_id` owns its property, else "not found" (ids reveal nothing).
fn owned_booking(
    c: &mut DbConnection,
    id: BookingId,
    owner_id: UserId,
) -> Result<sb::BookingRow, CoreError> {
    let b = sb::booking(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Booking))?;
    match sb::property(c, b.property_id)? {
        Some(p) if p.owner_id == owner_id => Ok(b),
        _ => Err(CoreError::NotFound(crate::Missing::Booking)),
    }
}

/// The owner's booking `id`, which they may still answer only while it is pending.
fn pending_owned_booking(
    c: &mut DbConnection,
    id: BookingId,
    owner_id: UserId,
) -> Result<sb::BookingRow, CoreError> {
    let b = owned_booking(c, id, owner_id)?;
    if b.status != BookingStatus::Pending {
        return Err(not_pending(b.status));
    }
    Ok(b)
}

impl Bookings {
    /// Bookings of the owner's properties, pending first then by start.
    pub async fn list_for_owner(
        &self,
        owner_id: UserId,
        filter: &OwnerBookingFilter,
        page: u32,
        per_page: u32,
    ) -> Result<Page<OwnerBookingView>, CoreError> {
        let status = filter
            .status
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::parse::<BookingStatus>)
            .transpose()
            .map_err(|_| CoreError::field("status", refusal!("err-b-status-filter")))?;
        let (page, per_page) = crate::page::checked_paging(page, per_page)?;
        let offset = (page as i64 - 1) * per_page as i64;
        let property_id = filter.property_id.map(PropertyId::new);
        let guest_id = filter.guest_id;
        let now = self.clock.now();
        let (items, total) = self
            .store
            .run(move |c| {
                let (records, total) = sb::owner_records(
                    c,
                    owner_id,
                    status,
                    property_id,
                    guest_id,
                    now.timestamp(),
                    (offset, per_page as i64),
                )?;
                Ok((with_guests(c, records, now)?, total))
            })
            .await?;
        Ok(Page {
            items,
            page,
            per_page,
            total: total as u64,
        })
    }

    /// The owner accepts a pending booking. A card or UPI booking the guest has not paid is
    /// refused (PAYMENT_PENDING); cash is paid at the property.
    pub async fn confirm(
        &self,
        booking_id: BookingId,
        owner: &User,
    ) -> Result<OwnerBookingView, CoreError> {
        let now = self.clock.now();
        let (at, owner_id) = (now.timestamp(), owner.id);
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    let b = pending_owned_booking(c, booking_id, owner_id)?;
                    if !policy::payment_allows_confirm(b.payment_status) {
                        return Err(payment_pending());
                    }
                    if !sb::settle_pending(
                        c,
                        b.id,
                        BookingStatus::Confirmed,
                        b.payment_status,
                        None,
                        None,
                        None,
                        at,
                    )? {
                        return Err(no_longer_pending());
                    }
                    ledger::events::booking_confirmed(c, &b, &format!("user:{owner_id}"), at)?;
                    // The tax invoice takes its number in this transaction: a confirmation that
                    // rolls back gives the number back.
                    crate::invoices::invoice_in(c, &b, at)?;
                    notifications::enqueue_booking(c, b.id, BookingEvent::Confirmed, at)?;
                    Ok(())
                })
            })
            .await?;
        self.store.events().booking_changed(booking_id);
        self.owner_view(booking_id, now).await
    }

    /// The owner declines a pending booking: the slot is free again, and money already taken is
    /// refunded in full.
    pub async fn reject(
        &self,
        booking_id: BookingId,
        owner: &User,
        reason: Option<&str>,
    ) -> Result<OwnerBookingView, CoreError> {
        let reason = optional_reason(reason)?;
        let now = self.clock.now();
        let (at, owner_id) = (now.timestamp(), owner.id);
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    let b = pending_owned_booking(c, booking_id, owner_id)?;
                    let (payment_status, refund) = if b.payment_status == PaymentStatus::Paid {
                        (
                            PaymentStatus::Refunded,
                            // What was captured (with a plan, the advance until the balance is paid).
                            Some(super::refund::captured_base(c, &b)?.0),
                        )
                    } else {
                        (b.payment_status, None)
                    };
                    let refunds = match refund {
                        Some(amount) => super::refund::open_in(
                            c,
                            &b,
                            crate::money::Paise(amount),
                            "Rejected by the owner",
                            at,
                        )?,
                        None => Vec::new(),
                    };
                    if !sb::settle_pending(
                        c,
                        b.id,
                        BookingStatus::Rejected,
                        payment_status,
                        refund,
                        Some(CancelledBy::Owner),
                        reason.as_deref(),
                        at,
                    )? {
                        return Err(no_longer_pending());
                    }
                    let actor = format!("user:{owner_id}");
                    ledger::events::booking_ended(
                        c,
                        &b,
                        &refunds,
                        "Rejected by the owner",
                        &actor,
                        at,
                    )?;
                    crate::deposits::return_on_end_in(c, &b, &actor, at)?;
                    sb::release_booking_hold(c, b.id)?;
                    notifications::enqueue_booking(c, b.id, BookingEvent::Rejected, at)?;
                    Ok(())
                })
            })
            .await?;
        self.store.events().booking_changed(booking_id);
        self.owner_view(booking_id, now).await
    }

    async fn owner_view(
        &self,
        id: BookingId,
        now: DateTime<Utc>,
    ) -> Result<OwnerBookingView, CoreError> {
        self.store
            .run(move |c| {
                let record =
                    sb::record(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Booking))?;
                with_guests(c, vec![record], now)?
                    .pop()
                    .ok_or(CoreError::NotFound(crate::Missing::Booking))
            })
            .await
    }

    /// One booking, for its guest or the owner of its property; anyone else gets "not found".
    pub async fn get_for(
        &self,
        booking_id: BookingId,
        user: &User,
    ) -> Result<BookingView, CoreError> {
        let user_id = user.id;
        let now = self.clock.now();
        let record = self
            .store
            .run(move |c| {
                let Some(r) = sb::record(c, booking_id)? else {
                    return Ok(None);
                };
                if r.booking.guest_id == user_id {
                    return Ok(Some(r));
                }
                let owner = sb::property(c, r.booking.property_id)?.map(|p| p.owner_id);
                Ok((owner == Some(user_id)).then_some(r))
            })
            .await?
            .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
        Ok(BookingView::of(record, now))
    }

    /// Staff (an admin in the console, support on the command line) cancel a booking, by id or
    /// code, for its guest or its owner: the same rule as the guest's own cancellation, with the
    /// refund `refund` chooses, recorded as cancelled by support and written to the audit trail
    /// with the (required) reason.
    pub async fn staff_cancel(
        &self,
        staff: &Staff,
        key: &str,
        reason: &str,
        refund: RefundChoice,
    ) -> Result<OwnerBookingView, CoreError> {
        let reason = optional_reason(Some(reason))?.ok_or_else(|| {
            CoreError::field(
                "reason",
                crate::Said::staff_only(
                    "Give the reason for cancelling (it goes in the audit trail)",
                ),
            )
        })?;
        let id = self.booking_id_of(key).await?;
        let staff = staff.clone();
        let now = self.clock.now();
        let at = now.timestamp();
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    let b = sb::booking(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Booking))?;
                    let refunded = cancel_in(c, &b, CancelledBy::Support, refund, Some(&reason), at)?;
                    let after = sb::booking(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Booking))?;
                    let record = Record {
                        action: "booking.cancel",
                        target: Target::booking(&b.code, b.id, b.guest_id),
                        reason: &reason,
                        before: Some(json!({
                            "status": b.status.as_str(), "paymentStatus": b.payment_status.as_str(),
                        })),
                        after: Some(json!({
                            "status": after.status.as_str(), "paymentStatus": after.payment_status.as_str(),
                            "refundChoice": refund.as_str(), "refund": refunded.rupees(),
                        })),
                    };
                    crate::audit::record(c, &staff, record, at)
                })
            })
            .await?;
        self.store.events().booking_changed(id);
        self.owner_view(id, now).await
    }

    /// Staff send the guest's confirmation of booking `key` (id or code) again, by the channels
    /// the guest has on, when they say it never arrived. Only a confirmed booking whose stay has
    /// not ended: a confirmation of anything else would tell the guest something untrue. The
    /// new outbox rows and the audit row commit together; the owner is not written to again.
    pub async fn resend_confirmation(
        &self,
        staff: &Staff,
        key: &str,
    ) -> Result<ConfirmationResent, CoreError> {
        let id = self.booking_id_of(key).await?;
        let staff = staff.clone();
        let now = self.clock.now();
        let at = now.timestamp();
        let (messages, audit_id) = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    let b = sb::booking(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Booking))?;
                    if b.status != BookingStatus::Confirmed {
                        return Err(not_confirmed(format!(
                            "This booking is {}; only a confirmed booking's confirmation can be sent again.",
                            b.status
                        )));
                    }
                    if b.ends_at <= at {
                        return Err(not_confirmed(
                            "This stay has ended; its confirmation is not sent again.",
                        ));
                    }
                    let messages = notifications::enqueue_booking_to_guest(
                        c,
                        b.id,
                        BookingEvent::Confirmed,
                        at,
                    )?;
                    if messages == 0 {
                        return Err(CoreError::Conflict {
                            code: "NO_GUEST_CONTACT",
                            message: crate::Said::staff_only("The guest has no phone or e-mail with booking messages on; nothing can be sent."),
                        });
                    }
                    let record = Record {
                        action: "booking.resend_confirmation",
                        target: Target::booking(&b.code, b.id, b.guest_id),
                        reason: RESEND_REASON,
                        before: None,
                        after: Some(json!({"event": "confirmed", "messages": messages})),
                    };
                    let audit_id = crate::audit::record(c, &staff, record, at)?;
                    Ok((messages, audit_id))
                })
            })
            .await?;
        Ok(ConfirmationResent {
            booking: self.owner_view(id, now).await?,
            messages,
            audit_id,
        })
    }

    /// A booking's id from its id or its code as people say it (`policy::normalise_code`: any
    /// case, with or without "HE-"); "not found" for neither.
    pub(super) async fn booking_id_of(&self, key: &str) -> Result<BookingId, CoreError> {
        let key = key.trim().to_string();
        if let Ok(id) = key.parse::<BookingId>() {
            return Ok(id);
        }
        let code = super::policy::normalise_code(&key)
            .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
        Ok(self
            .store
            .run(move |c| sb::booking_by_code(c, &code))
            .await?
            .ok_or(CoreError::NotFound(crate::Missing::Booking))?
            .id)
    }

    /// One booking by id or code, with its guest, for support.
    pub async fn support_show(&self, id_or_code: &str) -> Result<OwnerBookingView, CoreError> {
        let id = self.booking_id_of(id_or_code).await?;
        self.owner_view(id, self.clock.now()).await
    }

    /// Bookings for support, narrowed by any mix of `filter`'s parts; by start, at most `limit`.
    /// A phone, e-mail or owner nobody has is "not found"; a property may be its slug or part
    /// of its title.
    pub async fn support_list(
        &self,
        filter: SupportFilter,
        limit: i64,
    ) -> Result<Vec<OwnerBookingView>, CoreError> {
        use crate::auth::otp::{normalise_email, normalise_phone};
        let now = self.clock.now();
        let day = |field: &'static str, d: &Option<String>| -> Result<Option<i64>, CoreError> {
            d.as_deref()
                .map(|d| {
                    crate::time::parse_date(d)
                        .map(|day| crate::time::ist_instant(day, 0).timestamp())
                        .ok_or_else(|| {
                            CoreError::field(
                                field,
                                Said::staff_only(format!("{field} must be yyyy-mm-dd")),
                            )
                        })
                })
                .transpose()
        };
        let (from, to) = match &filter.date {
            Some(_) if filter.from.is_some() || filter.to.is_some() => {
                return Err(CoreError::field(
                    "date",
                    crate::Said::staff_only("Give date, or from and to, not both"),
                ))
            }
            Some(_) => {
                let d = day("date", &filter.date)?;
                (d, d.map(|t| t + 24 * 3600))
            }
            None => (
                day("from", &filter.from)?,
                day("to", &filter.to)?.map(|t| t + 24 * 3600),
            ),
        };
        if let (Some(f), Some(t)) = (from, to) {
            if t <= f {
                return Err(CoreError::field("to", refusal!("err-b-to-before-from")));
            }
        }
        let status = filter
            .status
            .as_deref()
            .map(|s| {
                s.trim().parse::<BookingStatus>().map_err(|_| {
                    let names: Vec<&str> = BookingStatus::ALL.iter().map(|s| s.as_str()).collect();
                    CoreError::field(
                        "status",
                        Said::staff_only(format!("Status must be one of {}", names.join(", "))),
                    )
                })
            })
            .transpose()?;
        let phone = filter
            .phone
            .as_deref()
            .map(|p| normalise_phone(p, "phone"))
            .transpose()?;
        let email = filter
            .email
            .as_deref()
            .map(|e| normalise_email(e, "email"))
            .transpose()?;
        let owner = filter
            .owner
            .as_deref()
            .map(|p| normalise_phone(p, "owner"))
            .transpose()?;
        let property = filter
            .property
            .map(|p| p.trim().to_string())
            .filter(|p| !p.is_empty());
        if phone.is_none()
            && email.is_none()
            && owner.is_none()
            && property.is_none()
            && status.is_none()
            && from.is_none()
            && to.is_none()
        {
            return Err(CoreError::field(
                "filter",
                crate::Said::staff_only(
                    "Give a phone, an e-mail, an owner, a property, a status or dates",
                ),
            ));
        }
        self.store
            .run(move |c| {
                use crate::store::support::{users_by_email, users_by_phone};
                let first = |users: Vec<UserRow>, what: crate::Missing| {
                    users.first().map(|u| u.id).ok_or(CoreError::NotFound(what))
                };
                let mut guests = Vec::new();
                if let Some(p) = &phone {
                    guests.push(first(users_by_phone(c, p)?, crate::Missing::AccountPhone)?);
                }
                if let Some(e) = &email {
                    guests.push(first(users_by_email(c, e)?, crate::Missing::AccountEmail)?);
                }
                let owner = match &owner {
                    Some(p) => Some(first(users_by_phone(c, p)?, crate::Missing::OwnerPhone)?),
                    None => None,
                };
                if let Some(p) = &property {
                    if !sb::any_property_matching(c, p)? {
                        return Err(CoreError::NotFound(crate::Missing::Property));
                    }
                }
                let query = sb::SupportBookingQuery {
                    guests,
                    owner,
                    property: property.as_deref(),
                    status,
                    window: (from, to),
                };
                let records = sb::support_records(c, &query, limit)?;
                with_guests(c, records, now)
            })
            .await
    }
}

/// What `escapes booking list` looks for; every part given must match.
#[derive(Debug, Clone, Default)]
pub struct SupportFilter {
    /// The guest's phone, any accepted form.
    pub phone: Option<String>,
    /// The guest's e-mail, any case.
    pub email: Option<String>,
    /// The property owner's phone.
    pub owner: Option<String>,
    /// A property's slug, or part of its title (any case).
    pub property: Option<String>,
    /// pending, confirmed, rejected, cancelled or expired.
    pub status: Option<String>,
    /// Stays overlapping these Asia/Kolkata days (yyyy-mm-dd), both included.
    pub from: Option<String>,
    pub to: Option<String>,
    /// One such day: the same as `from` and `to` both this day.
    pub date: Option<String>,
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use diesel::prelude::*;

    use super::*;
    use crate::bookings::history::{Outcome, PastBooking};
    use crate::bookings::PaymentMethod;
    use crate::bulk::*;
    use crate::slots::Interval;
    use crate::store::schema::{audit_log, notification_outbox};
    use crate::testing::{run_async, TestDatabase};
    use crate::time::{from_epoch, ManualClock, SharedClock};
    use crate::Store;

    const NOW: i64 = 1_800_000_000;
    const OWNER: &str = "+919000000001";
    const GUEST: &str = "+919000000101";
    const HOUR: i64 = 3_600;

    fn seed(store: &Store) {
        let user = |phone: &str, name: &str, email: &str, role| UserSeed {
            phone: phone.into(),
            full_name: name.into(),
            email: Some(email.into()),
            role,
            created_at: 0,
        };
        let seed = CatalogueSeed {
            users: vec![
                user(
                    OWNER,
                    "Ravi Reddy",
                    "ravi@example.in",
                    crate::kinds::role::Role::Owner,
                ),
                user(
                    GUEST,
                    "Sravani Kota",
                    "sravani@example.in",
                    crate::kinds::role::Role::User,
                ),
            ],
            locations: vec![LocationSeed {
                slug: "moinabad".into(),
                name: "Moinabad".into(),
                district: "Ranga Reddy".into(),
                description: "Orchards.".into(),
                latitude: 17.3,
                longitude: 78.3,
                distance_km: 22.0,
            }],
            amenities: vec![],
            properties: vec![PropertySeed {
                slug: "alpha".into(),
                owner_phone: OWNER.into(),
                location_slug: "moinabad".into(),
                title: "Alpha".into(),
                description: "A farm.".into(),
                property_type: "farmhouse".into(),
                address: "Moinabad".into(),
                latitude: 17.3,
                longitude: 78.3,
                distance_km: 22.0,
                half_day_price_paise: 500_000,
                full_day_price_paise: None,
                cleaning_fee_paise: 0,
                bedrooms: 1,
                bathrooms: 1,
                max_guests: 10,
                day_slot_minute: 540,
                night_slot_minute: 1260,
                house_rules: String::new(),
                check_in_notes: String::new(),
                created_at: 0,
                amenity_slugs: vec![],
                images: vec![],
                reviews: vec![],
                blocks: vec![],
            }],
        };
        add_catalogue(store, &seed).unwrap();
    }

    /// Books `alpha` for the guest over `[start, start + 10 h)` with `outcome`; its code.
    fn book(store: &Store, code: &str, start: i64, outcome: Outcome) -> String {
        write(store, from_epoch(NOW), |b| {
            let listing = b.listing("alpha")?.unwrap();
            let guest = b.user_id_by_phone(GUEST)?.unwrap();
            let id = b.record_booking(
                &listing,
                &PastBooking {
                    code: code.into(),
                    guest_id: guest,
                    interval: Interval {
                        start,
                        end: start + 10 * HOUR,
                    },
                    guests: 4,
                    method: PaymentMethod::Cash,
                    booked_at: NOW - 30 * 86_400,
                    outcome,
                    deposit: crate::money::Paise(0),
                },
            )?;
            // History was told at the time; only what support sends now is pending.
            b.mark_notifications_sent(&[id])
        })
        .unwrap();
        code.into()
    }

    /// (destination, event) of the pending outbox rows.
    async fn pending(store: &Store) -> Vec<(String, String)> {
        store
            .run(|c| {
                Ok(notification_outbox::table
                    .filter(notification_outbox::status.eq("pending"))
                    .order(notification_outbox::id)
                    .select((notification_outbox::destination, notification_outbox::event))
                    .load(c)?)
            })
            .await
            .unwrap()
    }

    async fn audit_actions(store: &Store) -> Vec<String> {
        store
            .run(|c| {
                Ok(audit_log::table
                    .order(audit_log::id)
                    .select(audit_log::action)
                    .load(c)?)
            })
            .await
            .unwrap()
    }

    async fn resends_only_a_live_confirmation_to_the_guest(db: TestDatabase) {
        let store = db.store().unwrap();
        seed(&store);
        let clock: SharedClock = Arc::new(ManualClock::at(from_epoch(NOW)));
        let bookings = Bookings::new(store.clone(), clock);
        let staff = Staff::cli("asha.support").unwrap();
        let upcoming = book(&store, "HE-AAAAAA", NOW + 5 * 86_400, Outcome::Confirmed);
        let waiting = book(&store, "HE-BBBBBB", NOW + 9 * 86_400, Outcome::Pending);
        let stayed = book(&store, "HE-CCCCCC", NOW - 5 * 86_400, Outcome::Stayed);
        assert!(pending(&store).await.is_empty());

        let sent = bookings
            .resend_confirmation(&staff, &upcoming.to_lowercase())
            .await
            .unwrap();
        assert_eq!(sent.booking.booking.code, upcoming);
        assert_eq!(sent.messages, 2, "SMS and e-mail, both on by default");
        let guest_only = vec![
            (GUEST.to_string(), "confirmed".to_string()),
            ("sravani@example.in".to_string(), "confirmed".to_string()),
        ];
        assert_eq!(
            pending(&store).await,
            guest_only,
            "the owner is not told again"
        );

        // Again: the outbox keeps no uniqueness on (booking, event), so a second resend is two
        // more rows, not swallowed.
        let again = bookings
            .resend_confirmation(&staff, &sent.booking.booking.id.to_string())
            .await
            .unwrap();
        assert_eq!(again.messages, 2);
        assert_eq!(pending(&store).await.len(), 4);
        assert!(again.audit_id > sent.audit_id);
        let trail = crate::audit::newest(&store, 5).await.unwrap();
        assert_eq!(
            (
                trail[0].action.as_str(),
                trail[0].target_id.as_str(),
                trail[0].actor.as_str()
            ),
            (
                "booking.resend_confirmation",
                upcoming.as_str(),
                "asha.support"
            )
        );

        // A pending booking and an ended stay are refused, and leave nothing behind.
        for (code, says) in [(&waiting, "pending"), (&stayed, "ended")] {
            match bookings.resend_confirmation(&staff, code).await {
                Err(CoreError::Conflict {
                    code: "BOOKING_NOT_CONFIRMED",
                    message,
                }) => assert!(message.to_string().contains(says), "{message}"),
                other => panic!("{code}: {other:?}"),
            }
        }
        assert!(matches!(
            bookings.resend_confirmation(&staff, "HE-ZZZZZZ").await,
            Err(CoreError::NotFound(crate::Missing::Booking))
        ));
        assert_eq!(pending(&store).await.len(), 4);
        assert_eq!(audit_actions(&store).await.len(), 2);
    }

    #[test]
    fn resend_confirmation_on_sqlite() {
        run_async(
            TestDatabase::sqlite(),
            resends_only_a_live_confirmation_to_the_guest,
        )
    }

    #[test]
    fn resend_confirmation_on_postgres() {
        match TestDatabase::postgres() {
            Some(db) => run_async(db, resends_only_a_live_confirmation_to_the_guest),
            None => eprintln!("TEST_DATABASE_URL is not set; the PostgreSQL run is skipped"),
        }
    }
}
