//! What an owner types into the listing editor, and the rules each field keeps. Saving checks
//! form (types, ranges, lengths that can only grow worse); submitting checks completeness too
//! (`Completeness`), so an auto-save every 3 s never fails because the owner is mid-sentence.

use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;

use crate::error::FieldErrors;
use crate::geo;
use crate::money::rupees_en_in;
use crate::money::Paise;
use crate::time::parse_date;

pub const TITLE_CHARS: (usize, usize) = (5, 80);
pub const DESCRIPTION_CHARS: (usize, usize) = (50, 5_000);
pub const ADDRESS_CHARS: usize = 300;
pub const HOUSE_RULES_CHARS: usize = 2_000;
pub const CHECK_IN_NOTES_CHARS: usize = 1_000;
pub const LOCALITY_CHARS: (usize, usize) = (2, 60);
pub const PRICE_RUPEES: (i64, i64) = (1_000, 500_000);
pub const CLEANING_FEE_MAX_RUPEES: i64 = 50_000;
/// The largest refundable security deposit a listing may ask (PRODUCT.md "Security deposits").
pub const SECURITY_DEPOSIT_MAX_RUPEES: i64 = 50_000;
pub const MAX_GUESTS: (i32, i32) = (1, 500);
pub const MAX_ROOMS: i32 = 50;
/// A pin farther than this from Hyderabad is not one of our farmhouses (or is in the sea).
pub const MAX_KM_FROM_HYDERABAD: f64 = 150.0;
pub use crate::slots::MAX_TURNOVER_MINUTES;
pub const MAX_PRICE_RULES: usize = 30;
pub const MAX_RULE_DAYS: i64 = 366;
pub const RULE_PERCENT: (i32, i32) = (-90, 500);
pub const MAX_AMENITIES: usize = 40;
pub const MIN_PHOTOS: usize = 1;
pub const MAX_PHOTOS: usize = 30;
/// The kinds of place we list (the catalogue's `propertyType` slugs).
pub const PROPERTY_TYPES: [&str; 5] = ["farmhouse", "villa", "cottage", "estate", "resort"];

/// `null` clears an optional field; leaving it out keeps what is there.
fn nullable<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

/// A festival or season price (PRODUCT.md "Listings and their life"): dates in Asia/Kolkata, both ends included, and
/// either a price per slot or a percentage on the usual price.
#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceRuleInput {
    /// What guests read on the quote, e.g. "Diwali".
    #[schema(required = true, value_type = String)]
    pub label: Option<String>,
    /// First date, yyyy-mm-dd.
    #[schema(required = true, value_type = String)]
    pub from: Option<String>,
    /// Last date, yyyy-mm-dd, included.
    #[schema(required = true, value_type = String)]
    pub to: Option<String>,
    /// Rupees per half day on these dates (or give `percent`).
    pub half_day_price: Option<i64>,
    /// Rupees per full day on these dates (only with `halfDayPrice`).
    pub full_day_price: Option<i64>,
    /// Percentage on the usual price, −90 to 500 (e.g. 25 for a quarter more).
    pub percent: Option<i32>,
}

/// The editor's fields (POST to create, PUT to change some). The names of PRODUCT.md §3's Property,
/// money in whole rupees. In a PUT a field left out stays as it is; `null` clears an optional one.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListingFields {
    /// The `version` last read (PUT only): a save over a newer one is refused with 409 STALE_EDIT.
    pub version: Option<i64>,
    pub title: Option<String>,
    /// A locality's slug from the catalogue (`/api/v1/properties/locations/statistics`).
    pub location: Option<String>,
    /// A locality the catalogue lacks, for our team to add; the listing is filed under the
    /// nearest known one meanwhile. `null` withdraws it.
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<String>)]
    pub proposed_locality: Option<Option<String>>,
    pub description: Option<String>,
    /// farmhouse, villa, cottage, estate or resort.
    pub property_type: Option<String>,
    pub address: Option<String>,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    /// Rupees per half day (12 h), ₹1,000 to ₹5,00,000.
    pub half_day_price: Option<i64>,
    /// Rupees per full day (24 h), at least the half-day price; `null` offers half days only.
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<i64>)]
    pub full_day_price: Option<Option<i64>>,
    /// Rupees per half day from Friday night to Sunday; `null` charges the usual price.
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<i64>)]
    pub weekend_half_day_price: Option<Option<i64>>,
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<i64>)]
    pub weekend_full_day_price: Option<Option<i64>>,
    /// Rupees per stay, 0 to ₹50,000.
    pub cleaning_fee: Option<i64>,
    /// The refundable security deposit in rupees, 0 (none) to ₹50,000: shown to guests as
    /// refundable, never part of the price.
    pub security_deposit: Option<i64>,
    /// The payment plan: 0 asks the whole price at booking (the default); 20 to 50 asks that
    /// percent of the total as an advance at booking and the balance later.
    pub advance_percent: Option<i32>,
    /// With an advance: the balance is due this many days before the stay, 1 to 14 (default 3).
    pub balance_due_days: Option<i32>,
    /// With an advance: the balance is paid online by the deadline, or in cash at the property.
    #[schema(value_type = Option<crate::plans::BalanceMethod>)]
    pub balance_method: Option<String>,
    /// Amenity slugs from `/api/v1/catalogue/filters`.
    pub amenities: Option<Vec<String>>,
    pub bedrooms: Option<i32>,
    pub bathrooms: Option<i32>,
    pub max_guests: Option<i32>,
    /// One rule per line.
    pub house_rules: Option<String>,
    pub check_in_notes: Option<String>,
    /// Day slot start, "HH:MM" on the hour or half hour (Asia/Kolkata).
    pub day_slot: Option<String>,
    /// Night slot start, 12 hours after the day slot's.
    pub night_slot: Option<String>,
    /// Least time between one stay's end and the next one's start: 0 to 360, in steps of 30.
    pub turnover_minutes: Option<i32>,
    /// The festival and season prices; the list replaces the one there.
    pub price_rules: Option<Vec<PriceRuleInput>>,
}

pub use crate::pricing::{Adjustment, PriceRule};

/// Text as typed, trimmed; control characters are refused (line breaks only where a field has
/// lines), and nothing else is changed: HTML stays text and is escaped where it is shown.
pub fn text(
    errors: &mut FieldErrors,
    field: &str,
    value: &str,
    max: usize,
    multiline: bool,
) -> String {
    let value = value.trim();
    let bad = value
        .chars()
        .any(|c| c.is_control() && !(multiline && (c == '\n' || c == '\r' || c == '\t')));
    if bad {
        errors.insert(
            field.into(),
            refusal!("err-h-field-control-chars", field = field),
        );
    } else if value.chars().count() > max {
        errors.insert(
            field.into(),
            refusal!("err-h-field-too-long", field = field, max = max),
        );
    }
    value.replace("\r\n", "\n")
}

pub fn rupees_in(
    errors: &mut FieldErrors,
    field: &str,
    rupees: i64,
    (min, max): (i64, i64),
) -> Option<Paise> {
    if (min..=max).contains(&rupees) {
        Some(Paise::from_rupees(rupees))
    } else {
        errors.insert(
            field.into(),
            refusal!(
                "err-h-field-between",
                field = field,
                min = rupees_en_in(Paise::from_rupees(min)),
                max = rupees_en_in(Paise::from_rupees(max))
            ),
        );
        None
    }
}

pub fn int_in(errors: &mut FieldErrors, field: &str, value: i32, (min, max): (i32, i32)) {
    if !(min..=max).contains(&value) {
        errors.insert(
            field.into(),
            refusal!("err-h-field-between", field = field, min = min, max = max),
        );
    }
}

/// "HH:MM" on the hour or half hour → minute of the day.
pub fn slot_minute(errors: &mut FieldErrors, field: &str, value: &str) -> Option<i32> {
    let parsed = value.trim().split_once(':').and_then(|(h, m)| {
        let (h, m) = (h.parse::<i32>().ok()?, m.parse::<i32>().ok()?);
        ((0..24).contains(&h) && (m == 0 || m == 30) && value.trim().len() == 5)
            .then_some(h * 60 + m)
    });
    if parsed.is_none() {
        errors.insert(field.into(), refusal!("err-h-slot-time", field = field));
    }
    parsed
}

pub fn slot_label(minute: i32) -> String {
    format!("{:02}:{:02}", minute / 60, minute % 60)
}

pub fn coordinates(errors: &mut FieldErrors, latitude: f64, longitude: f64) {
    let on_earth = latitude.is_finite()
        && longitude.is_finite()
        && (-90.0..=90.0).contains(&latitude)
        && (-180.0..=180.0).contains(&longitude);
    if !on_earth || geo::km_from_hyderabad(latitude, longitude) > MAX_KM_FROM_HYDERABAD {
        errors.insert(
            "latitude".into(),
            refusal!("err-h-pin-too-far", max = MAX_KM_FROM_HYDERABAD as i64),
        );
    }
}

/// Checks the festival and season prices: each complete and sensible, none overlapping another.
pub fn price_rules(errors: &mut FieldErrors, rules: &[PriceRuleInput]) -> Vec<PriceRule> {
    if rules.len() > MAX_PRICE_RULES {
        errors.insert(
            "priceRules".into(),
            refusal!("err-h-price-rules-max", max = MAX_PRICE_RULES),
        );
        return Vec::new();
    }
    let mut out = Vec::new();
    for (i, r) in rules.iter().enumerate() {
        let key = |f: &str| format!("priceRules[{i}].{f}");
        let mut e = FieldErrors::new();
        let label = text(
            &mut e,
            &key("label"),
            r.label.as_deref().unwrap_or(""),
            60,
            false,
        );
        if label.chars().count() < 2 {
            e.entry(key("label"))
                .or_insert_with(|| refusal!("err-h-rule-label"));
        }
        let date = |e: &mut FieldErrors, f: &str, v: Option<&str>| {
            let d = v.and_then(|v| parse_date(v.trim()));
            if d.is_none() {
                e.insert(key(f), refusal!("err-h-rule-date", field = f));
            }
            d
        };
        let from = date(&mut e, "from", r.from.as_deref());
        let to = date(&mut e, "to", r.to.as_deref());
        if let (Some(f), Some(t)) = (from, to) {
            if t < f {
                e.insert(key("to"), refusal!("err-h-rule-order"));
            } else if (t - f).num_days() + 1 > MAX_RULE_DAYS {
                e.insert(key("to"), refusal!("err-h-rule-days", max = MAX_RULE_DAYS));
            }
        }
        let adjustment = match (r.half_day_price, r.full_day_price, r.percent) {
            (Some(half), full, None) => {
                let h = rupees_in(&mut e, &key("halfDayPrice"), half, PRICE_RUPEES);
                let f = full.and_then(|f| rupees_in(&mut e, &key("fullDayPrice"), f, PRICE_RUPEES));
                if let (Some(h), Some(f)) = (h, f) {
                    if f < h {
                        e.insert(key("fullDayPrice"), refusal!("err-h-full-below-half"));
                    }
                }
                h.map(|half_day| Adjustment::Fixed {
                    half_day,
                    full_day: f,
                })
            }
            (None, None, Some(p)) if p != 0 && (RULE_PERCENT.0..=RULE_PERCENT.1).contains(&p) => {
                Some(Adjustment::Percent(p))
            }
            (None, None, Some(_)) => {
                e.insert(
                    key("percent"),
                    refusal!(
                        "err-h-rule-percent",
                        min = RULE_PERCENT.0,
                        max = RULE_PERCENT.1
                    ),
                );
                None
            }
            _ => {
                e.insert(key("halfDayPrice"), refusal!("err-h-rule-price-or-percent"));
                None
            }
        };
        match (from, to, adjustment, e.is_empty()) {
            (Some(from), Some(to), Some(adjustment), true) => out.push(PriceRule {
                label,
                from,
                to,
                adjustment,
            }),
            _ => errors.extend(e),
        }
    }
    for (i, a) in out.iter().enumerate() {
        if let Some(b) = out[..i].iter().find(|b| a.from <= b.to && b.from <= a.to) {
            errors.insert(
                format!("priceRules[{i}].from"),
                refusal!("err-h-rule-overlap", what = a.label, value = b.label),
            );
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(label: &str, from: &str, to: &str, percent: i32) -> PriceRuleInput {
        PriceRuleInput {
            label: Some(label.into()),
            from: Some(from.into()),
            to: Some(to.into()),
            percent: Some(percent),
            ..Default::default()
        }
    }

    #[test]
    fn text_refuses_control_characters_and_keeps_html_as_typed() {
        let mut e = FieldErrors::new();
        let kept = text(&mut e, "title", "  <script>alert(1)</script>  ", 80, false);
        assert_eq!(kept, "<script>alert(1)</script>");
        assert!(e.is_empty());
        text(&mut e, "title", "Mango\u{0}Grove", 80, false);
        assert_eq!(e["title"], "title cannot contain control characters");
        let mut e = FieldErrors::new();
        assert_eq!(text(&mut e, "houseRules", "a\r\nb", 100, true), "a\nb");
        assert!(e.is_empty());
        text(&mut e, "title", &"x".repeat(10_000), 80, false);
        assert_eq!(e["title"], "title cannot exceed 80 characters");
    }

    #[test]
    fn prices_are_whole_rupees_within_the_range() {
        let mut e = FieldErrors::new();
        assert_eq!(
            rupees_in(&mut e, "halfDayPrice", 6_000, PRICE_RUPEES),
            Some(Paise::from_rupees(6_000))
        );
        for bad in [0, -5, 999, 500_001] {
            let mut e = FieldErrors::new();
            assert_eq!(rupees_in(&mut e, "halfDayPrice", bad, PRICE_RUPEES), None);
            assert_eq!(
                e["halfDayPrice"],
                "halfDayPrice must be between ₹1,000 and ₹5,00,000"
            );
        }
    }

    #[test]
    fn slot_times_are_on_the_hour_or_half_hour() {
        let mut e = FieldErrors::new();
        assert_eq!(slot_minute(&mut e, "daySlot", "09:00"), Some(540));
        assert_eq!(slot_minute(&mut e, "daySlot", "21:30"), Some(1290));
        assert!(e.is_empty());
        for bad in ["25:00", "09:15", "9:00", "09:00:00", "noon", ""] {
            let mut e = FieldErrors::new();
            assert_eq!(slot_minute(&mut e, "daySlot", bad), None, "{bad}");
            assert!(e["daySlot"]
                .to_string()
                .contains("on the hour or half hour"));
        }
    }

    #[test]
    fn pins_must_be_near_hyderabad() {
        let mut e = FieldErrors::new();
        coordinates(&mut e, 17.39, 78.31); // Moinabad
        assert!(e.is_empty());
        for (lat, lon) in [(0.0, 0.0), (15.0, 70.0), (f64::NAN, 78.0), (95.0, 78.0)] {
            let mut e = FieldErrors::new();
            coordinates(&mut e, lat, lon);
            assert!(
                e["latitude"]
                    .to_string()
                    .contains("within 150 km of Hyderabad"),
                "{lat},{lon}"
            );
        }
    }

    #[test]
    fn price_rules_must_be_whole_sensible_and_apart() {
        let mut e = FieldErrors::new();
        let ok = price_rules(
            &mut e,
            &[
                rule("Diwali", "2026-11-07", "2026-11-09", 40),
                rule("New Year's Eve", "2026-12-31", "2026-12-31", 100),
            ],
        );
        assert!(e.is_empty(), "{e:?}");
        assert_eq!(ok.len(), 2);
        let on = |d: &str| {
            crate::pricing::rule_on(&ok, parse_date(d).unwrap()).map(|r| r.label.as_str())
        };
        assert_eq!(on("2026-11-08"), Some("Diwali"));
        assert_eq!(on("2026-11-10"), None);

        let mut e = FieldErrors::new();
        price_rules(&mut e, &[rule("Sankranti", "2027-01-16", "2027-01-14", 20)]);
        assert_eq!(
            e["priceRules[0].to"],
            "A price rule cannot end before it starts"
        );

        let mut e = FieldErrors::new();
        price_rules(
            &mut e,
            &[
                rule("Diwali", "2026-11-07", "2026-11-09", 40),
                rule("Long weekend", "2026-11-09", "2026-11-11", 20),
            ],
        );
        assert!(e["priceRules[1].from"].to_string().contains("overlaps"));

        let mut e = FieldErrors::new();
        let both = PriceRuleInput {
            half_day_price: Some(9_000),
            ..rule("Holi", "2027-03-22", "2027-03-22", 10)
        };
        price_rules(&mut e, &[both, rule("Zero", "2027-04-01", "2027-04-01", 0)]);
        assert!(e.contains_key("priceRules[0].halfDayPrice"));
        assert!(e.contains_key("priceRules[1].percent"));
    }
}
