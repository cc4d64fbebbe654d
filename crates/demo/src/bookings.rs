//! Demo bookings: stays already had, confirmed and pending stays to come, cancellations and a few
//! rejections, for demo guests on every demo owner's farmhouses. Each one goes through the booking
//! flow's own steps (priced by `pricing::price`, inserted pending with its hold and notifications,
//! then confirmed, cancelled under the refund rule or rejected), at believable past moments.

use chrono::{DateTime, Days, Utc};

use super::images::stable_hash;
use super::people;
use escapes_core::bookings::{policy, PaymentMethod};
use escapes_core::bulk::{Batch, ListingFacts, Outcome, PastBooking, PropertySeed};
use escapes_core::ids::UserId;
use escapes_core::slots::{BookingType, Interval};
use escapes_core::time::{ist_instant, today_ist};
use escapes_core::CoreError;

const DAY: i64 = 86_400;

/// Guests 9000000101–9000000103 get no demo bookings: the browser and CLI tests book with them and
/// rely on FIRST500 being unused and on counting their bookings.
const FIRST_GUEST: usize = 3;

/// Future demo stays stay out of these days from today: the browser tests price and book a
/// farmhouse 21 and 23 days out (journey, gated Book now), and 83 and 86 days out (booking specs,
/// beyond `FUTURE_DAYS` anyway).
const KEEP_FREE_DAYS: std::ops::Range<u64> = 20..25;
/// Future stays start within this many days; past ones ended within `PAST_DAYS`.
const FUTURE_DAYS: i64 = 45;
const PAST_DAYS: i64 = 60;

/// What happened to a demo booking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Story {
    /// Confirmed, and the stay is over; its slot stays held in the calendar's past.
    Stayed,
    /// Confirmed by the owner, still to come.
    Confirmed,
    /// Made a few hours ago and waiting for the owner's answer (the 24 h window is still open).
    Pending,
    /// Cancelled by the guest, refunded by the published rule at that moment.
    Cancelled,
    /// Declined by the owner; money taken online is refunded in full.
    Rejected,
}

impl Story {
    fn in_future(self) -> bool {
        !matches!(self, Story::Stayed)
    }
}

/// One planned booking: fixed on every run except for dates, which follow `now`.
#[derive(Debug, Clone)]
pub struct DemoBooking {
    pub code: String,
    pub guest_phone: &'static str,
    pub slug: String,
    pub story: Story,
    booking_type: BookingType,
    days: u32,
    night: bool,
    /// Days from today (IST) of the wanted date; moved outward while that slot is taken.
    offset: i64,
    guests: i32,
    method: PaymentMethod,
    /// Hours before `now` (or before the start, for a stay already had) the guest booked.
    booked_hours_ago: i64,
    /// The refundable security deposit paid with it (paise; 0 for none).
    deposit_paise: i64,
}

/// The owner and guest of the demo's one stay with a security deposit still held: it ended
/// yesterday, paid online with its ₹2,000 deposit, so its owner may claim from the deposit for a
/// day or two after seeding (the browser test of claims, e2e/tests/deposits.spec.ts, uses it).
pub const DEPOSIT_STAY_OWNER: &str = "+919000000008";
pub const DEPOSIT_STAY_GUEST: &str = "+919000000119";
const DEPOSIT_STAY_PAISE: i64 = 200_000;

/// Five bookings per owner (two stays had, one confirmed, one pending, one cancelled) and a
/// rejection for every third owner, over that owner's listings and the demo guests after 103.
pub fn plan(properties: &[PropertySeed]) -> Vec<DemoBooking> {
    const STORIES: [Story; 5] = [
        Story::Stayed,
        Story::Confirmed,
        Story::Pending,
        Story::Cancelled,
        Story::Stayed,
    ];
    const METHODS: [PaymentMethod; 4] = [
        PaymentMethod::Upi,
        PaymentMethod::Cash,
        PaymentMethod::CreditCard,
        PaymentMethod::DebitCard,
    ];
    let guests = &people::GUESTS[FIRST_GUEST..];
    let mut planned = Vec::new();
    for (o, owner) in people::OWNERS.iter().enumerate() {
        let listings: Vec<&PropertySeed> = properties
            .iter()
            .filter(|p| p.owner_phone == owner.phone)
            .collect();
        if listings.is_empty() {
            continue;
        }
        let mut stories = STORIES.to_vec();
        if o % 3 == 2 {
            stories.push(Story::Rejected);
        }
        for (k, story) in stories.into_iter().enumerate() {
            let n = planned.len();
            let h = stable_hash(&[b"demo-booking", &(n as u64).to_le_bytes()]);
            let listing = listings[k % listings.len()];
            let full_day = listing.full_day_price_paise.is_some() && h.is_multiple_of(3);
            let offset = match story {
                Story::Stayed => -(3 + (h >> 8) as i64 % (PAST_DAYS - 5)),
                Story::Pending => 2 + (h >> 8) as i64 % 16,
                _ => 3 + (h >> 8) as i64 % (FUTURE_DAYS - 3),
            };
            planned.push(DemoBooking {
                code: policy::code_from_bits(h >> 16),
                guest_phone: guests[(o * 5 + k * 3) % guests.len()].phone,
                slug: listing.slug.clone(),
                story,
                booking_type: if full_day {
                    BookingType::FullDay
                } else {
                    BookingType::HalfDay
                },
                days: if full_day {
                    1 + (h >> 40) as u32 % 2
                } else {
                    1
                },
                night: (h >> 44).is_multiple_of(3),
                offset,
                guests: (2 + (h >> 48) as i32 % 14).min(listing.max_guests),
                method: METHODS[(h >> 52) as usize % METHODS.len()],
                booked_hours_ago: match story {
                    Story::Pending => 1 + (h >> 56) as i64 % 10,
                    _ => 24 * (2 + (h >> 56) as i64 % 20),
                },
                deposit_paise: 0,
            });
        }
    }
    if let Some(listing) = properties
        .iter()
        .find(|p| p.owner_phone == DEPOSIT_STAY_OWNER)
    {
        let h = stable_hash(&[b"demo-deposit-stay"]);
        planned.push(DemoBooking {
            code: policy::code_from_bits(h >> 16),
            guest_phone: DEPOSIT_STAY_GUEST,
            slug: listing.slug.clone(),
            story: Story::Stayed,
            booking_type: BookingType::HalfDay,
            days: 1,
            night: false,
            // Yesterday's day slot: over, and its 48 hours to claim still running.
            offset: -1,
            guests: 4.min(listing.max_guests),
            method: PaymentMethod::Upi,
            booked_hours_ago: 24 * 5,
            deposit_paise: DEPOSIT_STAY_PAISE,
        });
    }
    planned
}

/// Stores the planned bookings unless the demo bookings are there already (they are written as a
/// whole, in the caller's transaction); how many it stored. A booking whose slot, and every slot
/// near it, is taken is left out.
pub fn apply(
    batch: &mut Batch<'_>,
    planned: &[DemoBooking],
    now: DateTime<Utc>,
) -> Result<usize, CoreError> {
    let codes: Vec<String> = planned.iter().map(|b| b.code.clone()).collect();
    if batch.any_booking_code(&codes)? {
        return Ok(0);
    }
    let mut ids = Vec::new();
    for b in planned {
        let Some(guest_id) = batch.user_id_by_phone(b.guest_phone)? else {
            continue;
        };
        let Some(listing) = batch.listing(&b.slug)? else {
            continue;
        };
        if listing.owner_id == guest_id {
            continue;
        }
        let Some(interval) = free_interval(batch, &listing, b, now)? else {
            continue;
        };
        ids.push(batch.record_booking(&listing, &past_booking(b, guest_id, interval, now))?);
    }
    batch.mark_notifications_sent(&ids)?;
    Ok(ids.len())
}

/// The planned slot, or the nearest free one moving away from today, that is free of every hold,
/// lies wholly in the past (a stay had) or after tomorrow (the rest), and misses `KEEP_FREE_DAYS`.
fn free_interval(
    batch: &mut Batch<'_>,
    p: &ListingFacts,
    b: &DemoBooking,
    now: DateTime<Utc>,
) -> Result<Option<Interval>, CoreError> {
    let today = today_ist(now);
    let (booking_type, days) = match (b.booking_type, p.full_day_price) {
        (BookingType::FullDay, Some(_)) => (BookingType::FullDay, b.days),
        _ => (BookingType::HalfDay, 1),
    };
    let minute = if b.night {
        p.night_slot_minute
    } else {
        p.day_slot_minute
    };
    let kept = |n: u64| {
        today
            .checked_add_days(Days::new(n))
            .map(|d| ist_instant(d, 0).timestamp())
    };
    let keep_free = Interval {
        start: kept(KEEP_FREE_DAYS.start).unwrap_or(i64::MAX),
        end: kept(KEEP_FREE_DAYS.end).unwrap_or(i64::MAX),
    };
    let step = if b.story.in_future() { 1 } else { -1 };
    for tried in 0..20 {
        let offset = b.offset + step * tried;
        let date = if offset >= 0 {
            today.checked_add_days(Days::new(offset as u64))
        } else {
            today.checked_sub_days(Days::new(offset.unsigned_abs()))
        };
        let Some(date) = date else { return Ok(None) };
        let wanted = Interval::of(ist_instant(date, minute), booking_type, days);
        let fits = if b.story.in_future() {
            wanted.start > now.timestamp() + DAY
                && wanted.start < now.timestamp() + (FUTURE_DAYS + 5) * DAY
                && !wanted.overlaps(keep_free)
        } else {
            wanted.end < now.timestamp() && wanted.start > now.timestamp() - PAST_DAYS * DAY
        };
        if fits && batch.is_free(p.id, wanted)? {
            return Ok(Some(wanted));
        }
    }
    Ok(None)
}

/// The booking as it happened: booked some time before now (a stay already had, some days before
/// it began), and answered by the owner as its story says.
fn past_booking(
    b: &DemoBooking,
    guest_id: UserId,
    interval: Interval,
    now: DateTime<Utc>,
) -> PastBooking {
    const HOUR: i64 = 3_600;
    let booked_at = if b.story.in_future() {
        now.timestamp() - b.booked_hours_ago * HOUR
    } else {
        interval.start - b.booked_hours_ago * HOUR
    };
    let outcome = match b.story {
        Story::Stayed => Outcome::Stayed,
        Story::Confirmed => Outcome::Confirmed,
        Story::Pending => Outcome::Pending,
        Story::Cancelled => Outcome::Cancelled {
            reason: "Plans changed: family function on the same day".into(),
        },
        Story::Rejected => Outcome::Rejected {
            reason: "The farmhouse is closed for repairs that week".into(),
        },
    };
    PastBooking {
        code: b.code.clone(),
        guest_id,
        interval,
        guests: b.guests,
        method: b.method,
        booked_at,
        outcome,
        deposit: escapes_core::money::Paise(b.deposit_paise),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_booking_plan_covers_every_owner_and_story_and_leaves_the_test_guests_alone() {
        let now = chrono::DateTime::parse_from_rfc3339("2026-11-21T10:30:00+05:30")
            .unwrap()
            .with_timezone(&Utc);
        let properties = crate::demo_plan(now).catalogue.properties;
        let planned = plan(&properties);
        let codes: std::collections::HashSet<&str> =
            planned.iter().map(|b| b.code.as_str()).collect();
        assert_eq!(codes.len(), planned.len(), "demo codes repeat");
        for owner in people::OWNERS {
            let theirs: Vec<&DemoBooking> = planned
                .iter()
                .filter(|b| {
                    properties
                        .iter()
                        .any(|p| p.slug == b.slug && p.owner_phone == owner.phone)
                })
                .collect();
            assert!(
                theirs.len() >= 5,
                "{} has {} demo bookings",
                owner.phone,
                theirs.len()
            );
        }
        for story in [
            Story::Stayed,
            Story::Confirmed,
            Story::Pending,
            Story::Cancelled,
            Story::Rejected,
        ] {
            assert!(
                planned.iter().any(|b| b.story == story),
                "no {story:?} booking"
            );
        }
        for b in &planned {
            assert!(
                !people::GUESTS[..FIRST_GUEST]
                    .iter()
                    .any(|g| g.phone == b.guest_phone),
                "{} books as {}",
                b.code,
                b.guest_phone
            );
        }
    }
}
