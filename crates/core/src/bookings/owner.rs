//! The owner's side of a booking: incoming bookings of their properties, confirm and reject,
//! one booking for whoever may see it, the owner's properties; and support's cancel and look-ups.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::status::{BookingStatus, CancelledBy, PaymentStatus};
use super::{cancel_in, optional_reason, policy, BookingView, Bookings};
use crate::error::CoreError;
use crate::ids::{BookingId, PropertyId, UserId};
use crate::notifications::{self, BookingEvent};
use crate::page::Page;
use crate::store::bookings::{self as sb, BookingRecord, GuestRow};
use crate::store::models::UserRow;
use crate::store::write_transaction;
use crate::store::DbConnection;

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

/// One of the owner's properties, for the dashboard's calendar picker.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OwnerProperty {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub published: bool,
    pub locality: String,
}

/// What the owner's list is narrowed to.
#[derive(Debug, Clone, Default)]
pub struct OwnerBookingFilter {
    pub status: Option<String>,
    pub property_id: Option<i64>,
}

fn not_pending(status: impl std::fmt::Display) -> CoreError {
    CoreError::Conflict {
        code: "BOOKING_NOT_PENDING",
        message: format!(
            "This booking is {status}; only a pending booking can be confirmed or rejected."
        ),
    }
}

fn payment_pending() -> CoreError {
    CoreError::Conflict {
        code: "PAYMENT_PENDING",
        message: "The guest has not paid for this booking yet. You can confirm it once the payment is through.".into(),
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
    let b = sb::booking(c, id)?.ok_or(CoreError::NotFound("booking"))?;
    match sb::property(c, b.property_id)? {
        Some(p) if p.owner_id == owner_id => Ok(b),
        _ => Err(CoreError::NotFound("booking")),
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
            .map_err(|_| {
                CoreError::field(
                    "status",
                    "status must be pending, confirmed, rejected, cancelled or expired",
                )
            })?;
        let (page, per_page) = (page.max(1), per_page.clamp(1, 100));
        let offset = (page as i64 - 1) * per_page as i64;
        let property_id = filter.property_id.map(PropertyId::new);
        let now = self.clock.now();
        let (items, total) = self
            .store
            .run(move |c| {
                let (records, total) =
                    sb::owner_records(c, owner_id, status, property_id, offset, per_page as i64)?;
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
        owner: &UserRow,
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
                        return Err(not_pending("no longer pending"));
                    }
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
        owner: &UserRow,
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
                        (PaymentStatus::Refunded, Some(b.total_paise))
                    } else {
                        (b.payment_status, None)
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
                        return Err(not_pending("no longer pending"));
                    }
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
                let record = sb::record(c, id)?.ok_or(CoreError::NotFound("booking"))?;
                with_guests(c, vec![record], now)?
                    .pop()
                    .ok_or(CoreError::NotFound("booking"))
            })
            .await
    }

    /// One booking, for its guest or the owner of its property; anyone else gets "not found".
    pub async fn get_for(
        &self,
        booking_id: BookingId,
        user: &UserRow,
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
            .ok_or(CoreError::NotFound("booking"))?;
        Ok(BookingView::of(record, now))
    }

    /// The owner's properties, by title.
    pub async fn owner_properties(
        &self,
        owner_id: UserId,
    ) -> Result<Vec<OwnerProperty>, CoreError> {
        let rows = self
            .store
            .run(move |c| sb::owner_properties(c, owner_id))
            .await?;
        Ok(rows
            .into_iter()
            .map(|r| OwnerProperty {
                id: r.id.get(),
                slug: r.slug,
                title: r.title,
                published: r.published,
                locality: r.locality,
            })
            .collect())
    }

    /// Support cancels a booking by its code under the guest's own rule, recorded as done by
    /// support, with `actor` and the (required) reason in the support audit trail.
    pub async fn support_cancel(
        &self,
        code: &str,
        reason: &str,
        actor: &str,
    ) -> Result<OwnerBookingView, CoreError> {
        let code = code.trim().to_ascii_uppercase();
        let reason = optional_reason(Some(reason))?.ok_or_else(|| {
            CoreError::field(
                "reason",
                "Give the reason for cancelling (it goes in the audit trail)",
            )
        })?;
        let actor = actor.to_string();
        let now = self.clock.now();
        let at = now.timestamp();
        let id = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    let b = sb::booking_by_code(c, &code)?.ok_or(CoreError::NotFound("booking"))?;
                    cancel_in(c, &b, CancelledBy::Support, Some(&reason), at)?;
                    sb::insert_audit(c, &actor, "booking.cancel", &b.code, &reason, at)?;
                    Ok(b.id)
                })
            })
            .await?;
        self.store.events().booking_changed(id);
        self.owner_view(id, now).await
    }

    /// One booking by id or code, with its guest, for support.
    pub async fn support_show(&self, id_or_code: &str) -> Result<OwnerBookingView, CoreError> {
        let key = id_or_code.trim().to_string();
        let id = match key.parse::<BookingId>() {
            Ok(id) => id,
            Err(_) => {
                let code = key.to_ascii_uppercase();
                self.store
                    .run(move |c| sb::booking_by_code(c, &code))
                    .await?
                    .ok_or(CoreError::NotFound("booking"))?
                    .id
            }
        };
        self.owner_view(id, self.clock.now()).await
    }

    /// Bookings for support: of a guest's phone, of a property's slug, or overlapping one IST
    /// date; by start, at most `limit`.
    pub async fn support_list(
        &self,
        query: SupportQuery,
        limit: i64,
    ) -> Result<Vec<OwnerBookingView>, CoreError> {
        let now = self.clock.now();
        let (phone, slug, window) = match query {
            SupportQuery::Phone(p) => (
                Some(crate::auth::otp::normalise_phone(&p, "phone")?),
                None,
                None,
            ),
            SupportQuery::Property(s) => (None, Some(s.trim().to_string()), None),
            SupportQuery::Date(d) => {
                let day = crate::time::parse_date(&d)
                    .ok_or_else(|| CoreError::field("date", "date must be yyyy-mm-dd"))?;
                let start = crate::time::ist_instant(day, 0).timestamp();
                (None, None, Some((start, start + 24 * 3600)))
            }
        };
        self.store
            .run(move |c| {
                let guest = match &phone {
                    Some(p) => match crate::store::support::users_by_phone(c, p)?
                        .into_iter()
                        .next()
                    {
                        Some(u) => Some(u.id),
                        None => return Err(CoreError::NotFound("account with this phone")),
                    },
                    None => None,
                };
                if let Some(s) = &slug {
                    if sb::property_id_by_slug(c, s)?.is_none() {
                        return Err(CoreError::NotFound("property"));
                    }
                }
                let records = sb::support_records(c, guest, slug.as_deref(), window, limit)?;
                with_guests(c, records, now)
            })
            .await
    }
}

/// What `escapes booking list` looks for.
#[derive(Debug, Clone)]
pub enum SupportQuery {
    Phone(String),
    Property(String),
    /// yyyy-mm-dd, an Asia/Kolkata date.
    Date(String),
}
