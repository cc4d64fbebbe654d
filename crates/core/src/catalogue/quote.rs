//! A price quote for one slot choice; the booking flow prices with the same `pricing::price`.

use chrono::{DateTime, Duration, Utc};
use serde::Deserialize;

use super::search::BOOKING_HORIZON_DAYS;
use super::views::{QuoteLine, QuoteView};
use crate::error::{CoreError, FieldErrors};
use crate::money::Paise;
use crate::pricing::{self, Coupon, PriceInput};
use crate::slots::{is_free, BookingType, Interval, SlotTimes, MAX_FULL_DAYS};
use crate::store::{self, models::PropertyRow, Store};
use crate::time::to_ist_rfc3339;

#[derive(Debug, Clone, Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteRequest {
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
}

/// The slot choice once every field is valid.
pub struct SlotChoice {
    pub booking_type: BookingType,
    pub start: DateTime<Utc>,
    pub days: u32,
    pub guests: i32,
    pub coupon: Option<Coupon>,
}

/// Validates a slot choice against one property (shared with the booking flow).
pub fn validate(
    property: &PropertyRow,
    r: &QuoteRequest,
    now: DateTime<Utc>,
) -> Result<SlotChoice, CoreError> {
    let mut errors = FieldErrors::new();
    let booking_type = match r.booking_type.as_deref().map(str::trim) {
        Some(s) => BookingType::parse(s),
        None => None,
    };
    if booking_type.is_none() {
        errors.insert("bookingType".into(), refusal!("err-b-booking-type-invalid"));
    }
    if booking_type == Some(BookingType::FullDay) && property.full_day_price_paise.is_none() {
        errors.insert(
            "bookingType".into(),
            pricing::PricingError::NoFullDay.said(),
        );
    }

    let times = SlotTimes {
        day_minute: property.day_slot_minute,
        night_minute: property.night_slot_minute,
    };
    let start = match r.start.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => {
            errors.insert("start".into(), refusal!("err-b-start-required"));
            None
        }
        Some(s) => match DateTime::parse_from_rfc3339(s) {
            Err(_) => {
                errors.insert("start".into(), refusal!("err-b-start-format"));
                None
            }
            Ok(t) => {
                let t = t.with_timezone(&Utc);
                if times.slot_of(t).is_none() {
                    errors.insert(
                        "start".into(),
                        refusal!(
                            "err-b-start-not-slot",
                            day = times.label(crate::slots::SlotKind::Day),
                            night = times.label(crate::slots::SlotKind::Night)
                        ),
                    );
                    None
                } else if t <= now {
                    errors.insert("start".into(), refusal!("err-b-start-past"));
                    None
                } else if t - now > Duration::days(BOOKING_HORIZON_DAYS) {
                    errors.insert("start".into(), refusal!("err-b-start-too-far"));
                    None
                } else {
                    Some(t)
                }
            }
        },
    };

    let days = match (booking_type, r.days) {
        (Some(BookingType::FullDay), Some(d)) if (1..=MAX_FULL_DAYS as i64).contains(&d) => {
            d as u32
        }
        (Some(BookingType::FullDay), Some(_)) => {
            errors.insert(
                "days".into(),
                refusal!("err-b-days-range", max = MAX_FULL_DAYS),
            );
            1
        }
        (Some(BookingType::HalfDay), Some(d)) if d != 1 => {
            errors.insert("days".into(), refusal!("err-b-half-day-one-slot"));
            1
        }
        _ => 1,
    };

    let guests = match r.guests {
        Some(g) if g >= 1 && g <= property.max_guests as i64 => g as i32,
        _ => {
            errors.insert(
                "guests".into(),
                refusal!("err-b-guests-for-farmhouse", max = property.max_guests),
            );
            0
        }
    };

    let coupon = match r
        .coupon_code
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        None => None,
        Some(code) => {
            let c = Coupon::parse(code);
            if c.is_none() {
                errors.insert("couponCode".into(), refusal!("err-b-coupon-unknown"));
            }
            c
        }
    };

    match (booking_type, start, errors.is_empty()) {
        (Some(booking_type), Some(start), true) => Ok(SlotChoice {
            booking_type,
            start,
            days,
            guests,
            coupon,
        }),
        _ => Err(CoreError::validation(errors)),
    }
}

pub fn price_input(
    property: &PropertyRow,
    choice: &SlotChoice,
    pricing: &crate::pricing::ListingPricing,
) -> PriceInput {
    PriceInput {
        start: Some(choice.start),
        weekend: pricing.weekend,
        rules: pricing.rules.clone(),
        booking_type: choice.booking_type,
        days: choice.days,
        half_day_price: Paise(property.half_day_price_paise),
        full_day_price: property.full_day_price_paise.map(Paise),
        cleaning_fee: Paise(property.cleaning_fee_paise),
        coupon: choice.coupon,
    }
}

pub use crate::slots::held_for;

/// Why FIRST500 does not apply to a guest who already has a booking.
pub fn first500_used() -> crate::Said {
    refusal!("err-b-first500-used")
}

/// Whether `guest` may still use FIRST500: no booking of theirs holds or held a stay. The
/// booking and a signed-in guest's quote both ask this, so a quote never shows a discount the
/// booking then refuses.
pub async fn first500_open_to(store: &Store, guest: crate::ids::UserId) -> Result<bool, CoreError> {
    use crate::kinds::booking::BookingStatus;
    Ok(store
        .run(move |c| store::bookings::count_with_status(c, guest, &BookingStatus::HOLDING))
        .await?
        == 0)
}

pub async fn quote(
    store: &Store,
    property: PropertyRow,
    request: &QuoteRequest,
    now: DateTime<Utc>,
    guest: Option<crate::ids::UserId>,
    language: crate::language::Language,
) -> Result<QuoteView, CoreError> {
    let mut choice = validate(&property, request, now)?;
    let mut coupon_note = None;
    if let (Some(Coupon::First500), Some(guest)) = (choice.coupon, guest) {
        if !first500_open_to(store, guest).await? {
            choice.coupon = None;
            // A note in the quote, English as the rest of its data.
            coupon_note = Some(first500_used().english());
        }
    }
    let wanted = Interval::of(choice.start, choice.booking_type, choice.days);
    let held = held_for(wanted, property.turnover_minutes);
    let pid = property.id;
    let (holds, rules, payment_plan) = store
        .run(move |c| {
            Ok((
                store::catalogue::holds_of_property(c, pid, held.start, held.end)?,
                store::listings::price_rules(c, pid)?,
                crate::plans::Plan::of(c, pid)?,
            ))
        })
        .await?;
    let holds: Vec<Interval> = holds
        .into_iter()
        .map(|(start, end)| Interval { start, end })
        .collect();
    let breakdown = pricing::price_in(
        &price_input(&property, &choice, &crate::pricing::pricing_of(&rules)),
        language,
    )
    .map_err(|e| CoreError::field("bookingType", e.said()))?;
    // Paid online (card or UPI); a cash booking pays everything at the property.
    let schedule = crate::plans::schedule(
        &payment_plan,
        crate::kinds::booking::PaymentMethod::Upi,
        breakdown.total.0,
        wanted.start,
        now.timestamp(),
    )
    .map(|s| crate::plans::ScheduleView::of_schedule(&s));
    Ok(QuoteView {
        booking_type: choice.booking_type,
        start: to_ist_rfc3339(choice.start),
        end: to_ist_rfc3339(crate::time::from_epoch(wanted.end)),
        days: choice.days,
        guests: choice.guests,
        available: is_free(held, &holds),
        lines: breakdown
            .lines
            .into_iter()
            .map(|l| QuoteLine {
                kind: l.kind,
                code: l.code,
                label: l.label,
                amount: l.amount.rupees(),
            })
            .collect(),
        total: breakdown.total.rupees(),
        security_deposit: Paise(property.security_deposit_paise).rupees(),
        schedule,
        currency: "INR",
        coupon_note,
    })
}
