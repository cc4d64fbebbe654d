//! The price of a stay, line by line. The quote a guest sees and the price a booking stores come
//! from this one function. The lines are worded in a language through the price catalogs
//! (`crates/core/locales/*-prices.ftl`): a quote in the reader's, a stored booking in English.

use chrono::{DateTime, Datelike, NaiveDate, Timelike, Utc, Weekday};
use fluent_bundle::FluentValue;
use serde::Serialize;

use crate::i18n::text;
use crate::kinds::listing::PriceRuleKind;
use crate::language::Language;
use crate::money::{rupees_en_in, Paise};
use crate::slots::BookingType;
use crate::store::models::PriceRuleRow;
use crate::time::IST;

/// A festival or season price over whole Asia/Kolkata dates, both ends included.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PriceRule {
    pub label: String,
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub adjustment: Adjustment,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Adjustment {
    /// A price per slot instead of the usual (the full day's only when given).
    Fixed {
        half_day: Paise,
        full_day: Option<Paise>,
    },
    /// The usual price plus this many percent (negative for a discount).
    Percent(i32),
}

/// The rule for a date, if any (rules never overlap).
pub fn rule_on(rules: &[PriceRule], date: NaiveDate) -> Option<&PriceRule> {
    rules.iter().find(|r| r.from <= date && date <= r.to)
}

/// The weekend runs from Friday night to Sunday (PRODUCT.md "Listings and their life"): a stay starting on Friday from
/// noon, on Saturday, or on Sunday before noon, in Asia/Kolkata.
pub fn is_weekend(start: DateTime<Utc>) -> bool {
    let local = start.with_timezone(&IST);
    match local.weekday() {
        Weekday::Fri => local.hour() >= 12,
        Weekday::Sat => true,
        Weekday::Sun => local.hour() < 12,
        _ => false,
    }
}

/// Weekend prices per slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WeekendPrices {
    pub half_day: Paise,
    pub full_day: Option<Paise>,
}

/// PRODUCT.md §1/§9: the new-user offer, 500 rupees off the first booking.
pub const FIRST500_CODE: &str = "FIRST500";
pub const FIRST500_AMOUNT: Paise = Paise::from_rupees(500);

/// What owners pay the platform: 10 % of a confirmed stay's price before discounts, fees and
/// GST. Discounts such as FIRST500 are the platform's cost, so its take is the commission less
/// them (the admin dashboard's take rate).
pub const COMMISSION_BP: i64 = 1_000;

/// GST the platform charges owners on its commission (services of an e-commerce operator, 18 %).
pub const GST_ON_COMMISSION_BP: i64 = 1_800;

/// GST on accommodation by tariff per unit per day (GST rates from 22 Sept 2025):
/// up to ₹7,500 a day 5 %, above that 18 %.
pub const GST_LOW_TARIFF_LIMIT: Paise = Paise::from_rupees(7_500);
pub const GST_LOW_RATE_BP: i64 = 500;
pub const GST_HIGH_RATE_BP: i64 = 1_800;

/// The slab a stored price was taxed at: the rate whose tax on `taxable` (rounded to the rupee,
/// as [`price_in`] rounds it) is `tax`; the nearer one should neither be (a price from before a
/// change of rates).
pub fn gst_rate_bp_of(taxable: Paise, tax: Paise) -> i64 {
    let off = |rate: i64| (taxable.percent_bp(rate).round_to_rupee().0 - tax.0).abs();
    if off(GST_LOW_RATE_BP) <= off(GST_HIGH_RATE_BP) {
        GST_LOW_RATE_BP
    } else {
        GST_HIGH_RATE_BP
    }
}

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
    /// When the stay starts; weekend and dated prices need it (None: the usual price only).
    pub start: Option<DateTime<Utc>>,
    pub weekend: Option<WeekendPrices>,
    pub rules: Vec<PriceRule>,
}

/// Which price a unit (a half day, or one day of a full-day stay) is charged at.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Tariff {
    Usual,
    Weekend,
    Rule(String),
}

fn unit_price(
    input: &PriceInput,
    unit_start: Option<DateTime<Utc>>,
    usual: Paise,
) -> (Tariff, Paise) {
    let Some(at) = unit_start else {
        return (Tariff::Usual, usual);
    };
    let full = input.booking_type == BookingType::FullDay;
    let date = at.with_timezone(&IST).date_naive();
    if let Some(rule) = rule_on(&input.rules, date) {
        let price = match rule.adjustment {
            Adjustment::Fixed { half_day, full_day } => {
                if full {
                    full_day.unwrap_or(usual)
                } else {
                    half_day
                }
            }
            Adjustment::Percent(p) => {
                Paise(usual.0 + usual.percent_bp(i64::from(p) * 100).0).round_to_rupee()
            }
        };
        return (Tariff::Rule(rule.label.clone()), price);
    }
    if let Some(w) = input.weekend.filter(|_| is_weekend(at)) {
        let price = if full { w.full_day } else { Some(w.half_day) };
        if let Some(price) = price {
            return (Tariff::Weekend, price);
        }
    }
    (Tariff::Usual, usual)
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PricingError {
    #[error("This farmhouse is offered for half days only")]
    NoFullDay,
}

impl PricingError {
    /// The refusal a reader gets.
    pub fn said(&self) -> crate::Said {
        match self {
            Self::NoFullDay => refusal!("err-b-half-days-only"),
        }
    }
}

/// The slot a line charges (`n` units of `booking_type`), as the price catalogs' `$slot` and `$days`.
fn slot_args<'a>(booking_type: BookingType, n: i64) -> [(&'a str, FluentValue<'a>); 2] {
    let slot = match booking_type {
        BookingType::HalfDay => "half",
        BookingType::FullDay if n == 1 => "full",
        BookingType::FullDay => "days",
    };
    [("slot", slot.into()), ("days", n.into())]
}

/// A stored line's label (English, as [`price`] wrote it for a stay of `days` units of
/// `booking_type`) in `language`: the same line as [`price_in`] would word it. A label it did not
/// write (an older wording) is left as it is.
pub fn reword(
    label: &str,
    kind: LineKind,
    booking_type: BookingType,
    days: i64,
    language: Language,
) -> String {
    if language == Language::En {
        return label.to_string();
    }
    let en = |id: &str, args: &crate::i18n::Args<'_>| text(Language::En, id, args);
    let found = match kind {
        LineKind::Fee => (label == en("price-cleaning-fee", &[]))
            .then(|| text(language, "price-cleaning-fee", &[])),
        LineKind::Tax => label
            .strip_prefix("GST ")
            .and_then(|rest| rest.strip_suffix('%'))
            .and_then(|percent| percent.parse::<i64>().ok())
            .filter(|percent| label == en("price-gst", &[("percent", (*percent).into())]))
            .map(|percent| text(language, "price-gst", &[("percent", percent.into())])),
        LineKind::Discount => {
            let args = [
                ("code", FIRST500_CODE.into()),
                ("amount", rupees_en_in(FIRST500_AMOUNT).into()),
            ];
            (label == en("price-first500", &args)).then(|| text(language, "price-first500", &args))
        }
        LineKind::Base => (1..=days.max(1)).find_map(|n| {
            let slot = slot_args(booking_type, n);
            for id in ["price-slot-only", "price-usual", "price-weekend"] {
                if label == en(id, &slot) {
                    return Some(text(language, id, &slot));
                }
            }
            // An owner's dated price: "{name} — {slot}", the name kept as the owner wrote it.
            let name = label
                .strip_suffix(&en("price-slot", &slot))?
                .strip_suffix(" — ")?;
            let [slot, days] = slot;
            Some(text(
                language,
                "price-rule",
                &[slot, days, ("name", name.into())],
            ))
        }),
    };
    found.unwrap_or_else(|| label.to_string())
}

/// The price with its lines in English (what a booking stores).
pub fn price(input: &PriceInput) -> Result<PriceBreakdown, PricingError> {
    price_in(input, Language::En)
}

/// The price with its lines worded in `language`.
pub fn price_in(input: &PriceInput, language: Language) -> Result<PriceBreakdown, PricingError> {
    let (usual, units) = match input.booking_type {
        BookingType::HalfDay => (input.half_day_price, 1),
        BookingType::FullDay => (
            input.full_day_price.ok_or(PricingError::NoFullDay)?,
            input.days.max(1) as i64,
        ),
    };
    // Each unit at its own price; consecutive units at one tariff share a line.
    let mut groups: Vec<(Tariff, Paise, i64)> = Vec::new();
    for i in 0..units {
        let at = input.start.map(|s| s + chrono::Duration::hours(24 * i));
        let (tariff, p) = unit_price(input, at, usual);
        match groups.last_mut() {
            Some((t, price, n)) if *t == tariff && *price == p => *n += 1,
            _ => groups.push((tariff, p, 1)),
        }
    }
    let slot = |n: i64| slot_args(input.booking_type, n);
    let mut lines = Vec::new();
    for (tariff, p, n) in &groups {
        let (code, label) = match tariff {
            Tariff::Usual if groups.len() == 1 => {
                (None, text(language, "price-slot-only", &slot(*n)))
            }
            Tariff::Usual => (None, text(language, "price-usual", &slot(*n))),
            Tariff::Weekend => (Some("WEEKEND"), text(language, "price-weekend", &slot(*n))),
            Tariff::Rule(name) => {
                let [slot, days] = slot(*n);
                let args = [slot, days, ("name", name.as_str().into())];
                (Some("SEASON"), text(language, "price-rule", &args))
            }
        };
        lines.push(PriceLine {
            kind: LineKind::Base,
            code,
            label,
            amount: *p * *n,
        });
    }
    let base = lines.iter().fold(Paise(0), |sum, l| sum + l.amount);
    // The GST slab follows the tariff per day: the highest day of the stay decides it.
    let unit = groups.iter().map(|g| g.1).max().unwrap_or(usual);

    let mut discount = Paise(0);
    if let Some(Coupon::First500) = input.coupon {
        discount = FIRST500_AMOUNT.min(base);
        lines.push(PriceLine {
            kind: LineKind::Discount,
            code: Some(FIRST500_CODE),
            label: text(
                language,
                "price-first500",
                &[
                    ("code", FIRST500_CODE.into()),
                    ("amount", rupees_en_in(FIRST500_AMOUNT).into()),
                ],
            ),
            amount: Paise(-discount.0),
        });
    }
    if input.cleaning_fee.0 > 0 {
        lines.push(PriceLine {
            kind: LineKind::Fee,
            code: None,
            label: text(language, "price-cleaning-fee", &[]),
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
        label: text(language, "price-gst", &[("percent", (rate / 100).into())]),
        amount: tax,
    });
    Ok(PriceBreakdown {
        total: taxable + tax,
        lines,
    })
}

/// A listing's prices beyond the usual ones, as the quote and the booking price them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ListingPricing {
    pub weekend: Option<WeekendPrices>,
    pub rules: Vec<PriceRule>,
}

pub fn pricing_of(rows: &[PriceRuleRow]) -> ListingPricing {
    let mut out = ListingPricing::default();
    for r in rows {
        match r.kind {
            PriceRuleKind::Weekend => {
                out.weekend = r.half_day_price_paise.map(|h| WeekendPrices {
                    half_day: Paise(h),
                    full_day: r.full_day_price_paise.map(Paise),
                })
            }
            PriceRuleKind::Dated => {
                let date = |d: &Option<String>| d.as_deref().and_then(crate::time::parse_date);
                let adjustment = match (r.half_day_price_paise, r.percent) {
                    (Some(h), _) => Adjustment::Fixed {
                        half_day: Paise(h),
                        full_day: r.full_day_price_paise.map(Paise),
                    },
                    (None, Some(p)) => Adjustment::Percent(p),
                    (None, None) => continue,
                };
                if let (Some(from), Some(to)) = (date(&r.starts_on), date(&r.ends_on)) {
                    out.rules.push(PriceRule {
                        label: r.label.clone(),
                        from,
                        to,
                        adjustment,
                    });
                }
            }
        }
    }
    out
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
            start: None,
            weekend: None,
            rules: Vec::new(),
        }
    }

    fn ist(date: &str, hour: u32) -> DateTime<Utc> {
        let d = NaiveDate::parse_from_str(date, "%Y-%m-%d").unwrap();
        crate::time::ist_instant(d, (hour * 60) as i32)
    }

    fn labels(b: &PriceBreakdown) -> Vec<(String, i64)> {
        b.lines
            .iter()
            .filter(|l| l.kind == LineKind::Base)
            .map(|l| (l.label.clone(), l.amount.rupees()))
            .collect()
    }

    #[test]
    fn the_weekend_runs_from_friday_night_to_sunday_noon() {
        // 2026-12-04 is a Friday.
        assert!(!is_weekend(ist("2026-12-04", 9)));
        assert!(is_weekend(ist("2026-12-04", 21)));
        assert!(is_weekend(ist("2026-12-05", 9)));
        assert!(is_weekend(ist("2026-12-06", 9)));
        assert!(!is_weekend(ist("2026-12-06", 21)));
        assert!(!is_weekend(ist("2026-12-07", 9)));
    }

    /// Four full days from Thu 24 Dec 09:00: Thu usual, Fri 25 Christmas (+50 %), Sat and Sun at
    /// the weekend price.
    fn christmas_week() -> PriceInput {
        let mut i = input(BookingType::FullDay, 4);
        i.weekend = Some(WeekendPrices {
            half_day: Paise::from_rupees(8_000),
            full_day: Some(Paise::from_rupees(13_000)),
        });
        i.rules = vec![PriceRule {
            label: "Christmas".into(),
            from: NaiveDate::from_ymd_opt(2026, 12, 25).unwrap(),
            to: NaiveDate::from_ymd_opt(2026, 12, 25).unwrap(),
            adjustment: Adjustment::Percent(50),
        }];
        i.start = Some(ist("2026-12-24", 9));
        i
    }

    #[test]
    fn weekend_and_festival_prices_show_as_their_own_lines() {
        let i = christmas_week();
        let b = price(&i).unwrap();
        assert_eq!(
            labels(&b),
            vec![
                ("Usual price — full day (24 h)".to_string(), 10_000),
                ("Christmas — full day (24 h)".to_string(), 15_000),
                ("Weekend price — full day × 2".to_string(), 26_000),
            ]
        );
        // The highest day (₹15,000) puts the stay in the 18 % slab.
        assert_eq!(b.lines.last().unwrap().label, "GST 18%");

        // Without a start (or rules) the usual single line stays as it was.
        let plain = price(&input(BookingType::FullDay, 2)).unwrap();
        assert_eq!(labels(&plain), vec![("Full day × 2".to_string(), 20_000)]);
    }

    #[test]
    fn lines_read_in_telugu_and_hindi_at_the_same_amounts() {
        let i = christmas_week();
        let english = price(&i).unwrap();
        let te = price_in(&i, Language::Te).unwrap();
        assert_eq!(
            labels(&te),
            vec![
                ("సాధారణ ధర — ఫుల్ డే (24 గం.)".to_string(), 10_000),
                ("Christmas — ఫుల్ డే (24 గం.)".to_string(), 15_000),
                ("వీకెండ్ ధర — ఫుల్ డే × 2".to_string(), 26_000),
            ]
        );
        let hi = price_in(&i, Language::Hi).unwrap();
        assert_eq!(
            labels(&hi),
            vec![
                ("सामान्य कीमत — फ़ुल डे (24 घं.)".to_string(), 10_000),
                ("Christmas — फ़ुल डे (24 घं.)".to_string(), 15_000),
                ("वीकेंड की कीमत — फ़ुल डे × 2".to_string(), 26_000),
            ]
        );
        // A booking stores English lines; shown in another language they read as a quote would.
        for (language, worded) in [(Language::Te, &te), (Language::Hi, &hi)] {
            let reworded: Vec<String> = english
                .lines
                .iter()
                .map(|l| {
                    reword(
                        &l.label,
                        l.kind,
                        i.booking_type,
                        i64::from(i.days),
                        language,
                    )
                })
                .collect();
            let expected: Vec<String> = worded.lines.iter().map(|l| l.label.clone()).collect();
            assert_eq!(reworded, expected);
        }
        assert_eq!(
            reword(
                "Some older wording",
                LineKind::Base,
                BookingType::HalfDay,
                1,
                Language::Te
            ),
            "Some older wording"
        );
        for other in [&te, &hi] {
            assert_eq!(other.total, english.total);
            let amounts = |b: &PriceBreakdown| {
                b.lines
                    .iter()
                    .map(|l| (l.kind, l.code, l.amount))
                    .collect::<Vec<_>>()
            };
            assert_eq!(amounts(other), amounts(&english));
        }

        let mut half = input(BookingType::HalfDay, 1);
        half.coupon = Coupon::parse("FIRST500");
        let all = |language| {
            price_in(&half, language)
                .unwrap()
                .lines
                .into_iter()
                .map(|l| l.label)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            all(Language::En),
            [
                "Half day (12 h)",
                "FIRST500 — ₹500 off your first booking",
                "Cleaning fee",
                "GST 5%"
            ]
        );
        assert_eq!(
            all(Language::Te),
            [
                "హాఫ్ డే (12 గం.)",
                "FIRST500 — మీ మొదటి బుకింగ్‌పై ₹500 తగ్గింపు",
                "క్లీనింగ్ ఫీజు",
                "GST 5%"
            ]
        );
        assert_eq!(
            all(Language::Hi),
            [
                "हाफ़ डे (12 घं.)",
                "FIRST500 — आपकी पहली बुकिंग पर ₹500 की छूट",
                "सफ़ाई शुल्क",
                "GST 5%"
            ]
        );
        let stored = price(&half).unwrap();
        let reworded: Vec<String> = stored
            .lines
            .iter()
            .map(|l| reword(&l.label, l.kind, BookingType::HalfDay, 1, Language::Hi))
            .collect();
        assert_eq!(reworded, all(Language::Hi));
    }

    #[test]
    fn a_fixed_festival_price_replaces_the_slot_price() {
        let mut i = input(BookingType::HalfDay, 1);
        i.rules = vec![PriceRule {
            label: "New Year's Eve".into(),
            from: NaiveDate::from_ymd_opt(2026, 12, 31).unwrap(),
            to: NaiveDate::from_ymd_opt(2026, 12, 31).unwrap(),
            adjustment: Adjustment::Fixed {
                half_day: Paise::from_rupees(15_000),
                full_day: None,
            },
        }];
        i.start = Some(ist("2026-12-31", 21));
        assert_eq!(
            labels(&price(&i).unwrap()),
            vec![("New Year's Eve — half day (12 h)".to_string(), 15_000)]
        );
        i.start = Some(ist("2027-01-01", 9));
        assert_eq!(
            labels(&price(&i).unwrap()),
            vec![("Half day (12 h)".to_string(), 6_000)]
        );
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
