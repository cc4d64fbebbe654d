//! The price of a stay, line by line. The quote a guest sees and the price a booking stores come
//! from this one function.

use serde::Serialize;

use crate::money::Paise;
use crate::slots::BookingType;

/// SPEC §1/§9: the new-user offer, 500 rupees off the first booking.
pub const FIRST500_CODE: &str = "FIRST500";
pub const FIRST500_AMOUNT: Paise = Paise::from_rupees(500);

/// GST on accommodation by tariff per unit per day (GST rates from 22 Sept 2025):
/// up to ₹7,500 a day 5 %, above that 18 %.
pub const GST_LOW_TARIFF_LIMIT: Paise = Paise::from_rupees(7_500);
pub const GST_LOW_RATE_BP: i64 = 500;
pub const GST_HIGH_RATE_BP: i64 = 1_800;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Coupon {
    First500,
}

impl Coupon {
    /// Codes are case-insensitive; surrounding spaces are ignored.
    pub fn parse(code: &str) -> Option<Self> {
        match code.trim().to_ascii_uppercase().as_str() {
            FIRST500_CODE => Some(Self::First500),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LineKind {
    Base,
    Discount,
    Fee,
    Tax,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PriceLine {
    pub kind: LineKind,
    pub code: Option<&'static str>,
    pub label: String,
    pub amount: Paise,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PriceBreakdown {
    pub lines: Vec<PriceLine>,
    pub total: Paise,
}

/// What the price depends on.
#[derive(Debug, Clone)]
pub struct PriceInput {
    pub booking_type: BookingType,
    pub days: u32,
    pub half_day_price: Paise,
    pub full_day_price: Option<Paise>,
    pub cleaning_fee: Paise,
    pub coupon: Option<Coupon>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PricingError {
    #[error("This farmhouse is offered for half days only")]
    NoFullDay,
}

pub fn price(input: &PriceInput) -> Result<PriceBreakdown, PricingError> {
    let (unit, units, label) = match input.booking_type {
        BookingType::HalfDay => (input.half_day_price, 1, "Half day (12 h)".to_string()),
        BookingType::FullDay => {
            let unit = input.full_day_price.ok_or(PricingError::NoFullDay)?;
            let days = input.days.max(1) as i64;
            let label = if days == 1 {
                "Full day (24 h)".to_string()
            } else {
                format!("Full day × {days}")
            };
            (unit, days, label)
        }
    };
    let base = unit * units;
    let mut lines = vec![PriceLine {
        kind: LineKind::Base,
        code: None,
        label,
        amount: base,
    }];

    let mut discount = Paise(0);
    if let Some(Coupon::First500) = input.coupon {
        discount = FIRST500_AMOUNT.min(base);
        lines.push(PriceLine {
            kind: LineKind::Discount,
            code: Some(FIRST500_CODE),
            label: "FIRST500 — ₹500 off your first booking".to_string(),
            amount: Paise(-discount.0),
        });
    }
    if input.cleaning_fee.0 > 0 {
        lines.push(PriceLine {
            kind: LineKind::Fee,
            code: None,
            label: "Cleaning fee".to_string(),
            amount: input.cleaning_fee,
        });
    }
    // The slab follows the tariff per day (a half day is that day's tariff).
    let rate = if unit <= GST_LOW_TARIFF_LIMIT {
        GST_LOW_RATE_BP
    } else {
        GST_HIGH_RATE_BP
    };
    let taxable = base - discount + input.cleaning_fee;
    let tax = taxable.percent_bp(rate).round_to_rupee();
    lines.push(PriceLine {
        kind: LineKind::Tax,
        code: None,
        label: format!("GST {}%", rate / 100),
        amount: tax,
    });
    Ok(PriceBreakdown {
        total: taxable + tax,
        lines,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(booking_type: BookingType, days: u32) -> PriceInput {
        PriceInput {
            booking_type,
            days,
            half_day_price: Paise::from_rupees(6_000),
            full_day_price: Some(Paise::from_rupees(10_000)),
            cleaning_fee: Paise::from_rupees(800),
            coupon: None,
        }
    }

    #[test]
    fn half_day_below_the_slab_pays_five_percent() {
        let q = price(&input(BookingType::HalfDay, 1)).unwrap();
        assert_eq!(q.lines[0].amount, Paise::from_rupees(6_000));
        assert_eq!(q.lines.last().unwrap().label, "GST 5%");
        assert_eq!(q.total, Paise::from_rupees(6_800 + 340));
    }

    #[test]
    fn full_days_multiply_and_pay_eighteen_percent_above_the_slab() {
        let q = price(&input(BookingType::FullDay, 2)).unwrap();
        assert_eq!(q.lines[0].label, "Full day × 2");
        assert_eq!(q.lines[0].amount, Paise::from_rupees(20_000));
        assert_eq!(q.total, Paise::from_rupees(20_800 + 3_744));
    }

    #[test]
    fn first500_takes_five_hundred_off_before_tax() {
        let mut i = input(BookingType::HalfDay, 1);
        i.coupon = Coupon::parse(" first500 ");
        let q = price(&i).unwrap();
        let discount = q
            .lines
            .iter()
            .find(|l| l.kind == LineKind::Discount)
            .unwrap();
        assert_eq!(discount.amount, Paise::from_rupees(-500));
        assert_eq!(discount.code, Some("FIRST500"));
        assert_eq!(q.total, Paise::from_rupees(6_300 + 315));
    }

    #[test]
    fn lines_add_up_to_the_total_in_whole_rupees() {
        let mut i = input(BookingType::HalfDay, 1);
        i.half_day_price = Paise::from_rupees(4_321);
        let q = price(&i).unwrap();
        let sum: i64 = q.lines.iter().map(|l| l.amount.0).sum();
        assert_eq!(sum, q.total.0);
        assert_eq!(q.total.0 % 100, 0);
    }

    #[test]
    fn no_full_day_price_means_no_full_day() {
        let mut i = input(BookingType::FullDay, 1);
        i.full_day_price = None;
        assert_eq!(price(&i), Err(PricingError::NoFullDay));
    }
}
