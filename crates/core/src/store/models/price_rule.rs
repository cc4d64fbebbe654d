//! Weekend and dated prices (`price_rules`).

use diesel::prelude::*;

use crate::ids::PropertyId;
use crate::kinds::listing::PriceRuleKind;
use crate::store::schema::price_rules;

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = price_rules)]
pub struct PriceRuleRow {
    pub id: i64,
    pub property_id: PropertyId,
    pub kind: PriceRuleKind,
    pub label: String,
    /// yyyy-mm-dd, dated rules only.
    pub starts_on: Option<String>,
    pub ends_on: Option<String>,
    pub half_day_price_paise: Option<i64>,
    pub full_day_price_paise: Option<i64>,
    pub percent: Option<i32>,
}
