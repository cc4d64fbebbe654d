//! Leads (PRODUCT.md §3 "Lead", §4): a visitor leaves a mobile number or an e-mail address, with
//! consent, for the FIRST500 first-booking offer or a price alert. A lead is marked converted
//! when it is captured (PRODUCT.md §4). Lead fields are never shown back (PRODUCT.md §3); only counts leave.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::otp::{normalise_email, normalise_phone};
use crate::error::{CoreError, FieldErrors};
use crate::ids::UserId;
use crate::store::leads::{self as db, LeadRow, NewLead};
use crate::store::{self, Store};
use crate::text_enum::text_enum;
use crate::time::{from_epoch, to_ist_rfc3339, SharedClock};

pub fn contact_message() -> crate::Said {
    refusal!("err-b-lead-contact")
}
pub fn consent_message() -> crate::Said {
    refusal!("err-b-lead-consent")
}
pub fn purpose_message() -> crate::Said {
    refusal!("err-b-lead-purpose")
}
const SOURCE_MAX_CHARS: usize = 32;
const DEFAULT_SOURCE: &str = "exit_intent";

text_enum! {
    /// What the visitor asked for.
    pub enum LeadPurpose("lead purpose") {
        /// The first-booking offer (PRODUCT.md §9: FIRST500, 500 rupees off).
        First500 = "first500",
        /// A price alert (PRODUCT.md §9: saving up to 2000 rupees), for one listing or any.
        PriceAlert = "price_alert",
    }
}

/// `POST /api/v1/leads`. Every field is optional here so a missing one gets its own message.
#[derive(Debug, Default, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadRequest {
    /// A 10-digit Indian mobile number (with or without +91) or an e-mail address.
    pub contact: Option<String>,
    /// `first500` or `price_alert`.
    pub purpose: Option<String>,
    /// Must be true: the visitor agreed to be contacted about this offer.
    pub consent: Option<bool>,
    /// For a price alert on one listing.
    pub property_id: Option<i64>,
    /// Where it was captured, e.g. `exit_intent` (the default).
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadView {
    pub id: i64,
    pub purpose: String,
    /// Always true once captured (PRODUCT.md §4).
    pub converted: bool,
    /// Asia/Kolkata RFC 3339.
    pub created_at: String,
}

impl LeadView {
    fn of(row: &LeadRow) -> Self {
        Self {
            id: row.id,
            purpose: row.purpose.clone(),
            converted: row.converted_at.is_some(),
            created_at: to_ist_rfc3339(from_epoch(row.created_at)),
        }
    }
}

/// A checked lead: its contact normalised (`+91XXXXXXXXXX`, or a lower-case e-mail address).
#[derive(Debug, Clone, PartialEq)]
pub struct ValidLead {
    pub contact_kind: &'static str,
    pub contact: String,
    pub purpose: LeadPurpose,
    pub property_id: Option<i64>,
    pub source: String,
}

pub fn validate(request: &LeadRequest) -> Result<ValidLead, CoreError> {
    let mut errors = FieldErrors::new();
    let raw = request.contact.as_deref().unwrap_or("").trim();
    let contact = if raw.contains('@') {
        normalise_email(raw, "contact").map(|e| ("email", e))
    } else {
        normalise_phone(raw, "contact").map(|p| ("phone", p))
    };
    let contact = contact
        .map_err(|_| errors.insert("contact".into(), contact_message()))
        .ok();
    let purpose = request
        .purpose
        .as_deref()
        .and_then(|p| p.trim().parse::<LeadPurpose>().ok());
    if purpose.is_none() {
        errors.insert("purpose".into(), purpose_message());
    }
    if request.consent != Some(true) {
        errors.insert("consent".into(), consent_message());
    }
    if request.property_id.is_some_and(|id| id <= 0) {
        errors.insert("propertyId".into(), refusal!("err-b-lead-property-id"));
    }
    let source = request
        .source
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .unwrap_or(DEFAULT_SOURCE);
    let source_ok = source.len() <= SOURCE_MAX_CHARS
        && source
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
    if !source_ok {
        errors.insert(
            "source".into(),
            refusal!("err-b-lead-source", max = SOURCE_MAX_CHARS),
        );
    }
    match (contact, purpose) {
        (Some((contact_kind, contact)), Some(purpose)) if errors.is_empty() => Ok(ValidLead {
            contact_kind,
            contact,
            purpose,
            property_id: request.property_id,
            source: source.to_string(),
        }),
        _ => Err(CoreError::validation(errors)),
    }
}

pub struct Leads {
    store: Store,
    clock: SharedClock,
}

impl Leads {
    pub fn new(store: Store, clock: SharedClock) -> Self {
        Self { store, clock }
    }

    /// Stores the lead, marked converted (PRODUCT.md §4); the same contact asking again for the same
    /// thing refreshes its consent. Returns the lead and whether it is new.
    pub async fn capture(
        &self,
        request: &LeadRequest,
        user: Option<UserId>,
    ) -> Result<(LeadView, bool), CoreError> {
        let lead = validate(request)?;
        let now = self.clock.now().timestamp();
        let property_id = match lead.property_id {
            Some(id) => {
                let key = id.to_string();
                self.store
                    .run(move |c| store::catalogue::published_property(c, &key))
                    .await?
                    .ok_or_else(|| {
                        CoreError::field("propertyId", refusal!("err-b-lead-property-gone"))
                    })?
                    .id
                    .get()
            }
            None => 0,
        };
        let row = NewLead {
            contact_kind: lead.contact_kind.to_string(),
            contact: lead.contact,
            purpose: lead.purpose.as_str().to_string(),
            property_id,
            user_id: user.map(|u| u.get()),
            source: lead.source,
            consent_at: now,
            converted_at: Some(now),
            created_at: now,
        };
        let (row, created) = self.store.run(move |c| db::capture(c, &row)).await?;
        Ok((LeadView::of(&row), created))
    }
}

#[cfg(test)]
mod tests;
