//! The listing editor's rules over the store: create a draft, save edits under a version, move
//! a listing through its life. The owner API, the admin API and the support CLI all call these.

use crate::Said;
use std::collections::BTreeMap;
use std::sync::Arc;

use serde_json::json;

use super::fields::{self, Adjustment, ListingFields, PriceRule, PriceRuleInput};
use super::status::{apply, Actor, ListingState, ListingStatus, Move};
use super::views::*;
use crate::audit::{Record, Staff, Target};
use crate::catalogue::Catalogue;
use crate::error::{CoreError, FieldErrors};
use crate::geo;
use crate::ids::{PropertyId, UserId};
use crate::kinds::listing::PriceRuleKind;
use crate::money::Paise;
use crate::slots::SlotTimes;
pub use crate::store::listings::ListingFilter;
use crate::store::listings::{self as sl, NewPriceRule, NewProperty, PropertyChanges};
use crate::store::models::{AmenityRow, LocationRow, PriceRuleRow, PropertyRow};
use crate::store::{write_transaction, DbConnection, Store};
use crate::time::{from_epoch, to_ist_rfc3339, SharedClock};

/// Who is acting on a listing: its owner (by user id), or the platform's staff.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum By {
    Owner(UserId),
    Admin,
}

impl By {
    fn actor(self) -> Actor {
        match self {
            By::Owner(_) => Actor::Owner,
            By::Admin => Actor::Admin,
        }
    }
}

fn stale() -> CoreError {
    CoreError::Conflict {
        code: "STALE_EDIT",
        message: refusal!("err-h-listing-stale"),
    }
}

/// Someone else's listing is "not found": it leaks nothing.
pub(crate) fn visible_to(row: Option<PropertyRow>, by: By) -> Result<PropertyRow, CoreError> {
    match (row, by) {
        (Some(p), By::Admin) => Ok(p),
        (Some(p), By::Owner(owner)) if p.owner_id == owner => Ok(p),
        _ => Err(CoreError::NotFound(crate::Missing::Property)),
    }
}

/// Listings one owner may have that are not on the site yet (drafts, in review, sent back). Each
/// may hold 30 photos, so this bounds what a new account can make before anyone looks at it.
pub const MAX_UNAPPROVED_LISTINGS: i64 = 10;
const UNAPPROVED: [ListingStatus; 3] = [
    ListingStatus::Draft,
    ListingStatus::PendingReview,
    ListingStatus::ChangesRequested,
];

fn too_many_drafts() -> CoreError {
    CoreError::Conflict {
        code: "TOO_MANY_DRAFTS",
        message: refusal!("err-h-too-many-drafts", max = MAX_UNAPPROVED_LISTINGS),
    }
}

pub struct Listings {
    store: Store,
    clock: SharedClock,
    catalogue: Arc<Catalogue>,
    /// Absolute base URL for the calendar feed (e.g. http://127.0.0.1:8080).
    public_url: String,
    /// Fetches calendar imports, refusing private hosts unless allowed (`import_fetch.rs`).
    pub(super) calendar_fetch: std::sync::RwLock<super::import_fetch::ImportFetcher>,
}

/// What the checks need from the catalogue besides the listing.
struct Reference {
    localities: Vec<LocationRow>,
    amenities: Vec<AmenityRow>,
}

impl Reference {
    fn load(c: &mut DbConnection) -> Result<Self, CoreError> {
        Ok(Self {
            localities: sl::localities(c)?,
            amenities: sl::amenities(c)?,
        })
    }

    fn nearest(&self, latitude: f64, longitude: f64) -> Option<&LocationRow> {
        self.localities.iter().min_by(|a, b| {
            let da = geo::haversine_km((a.latitude, a.longitude), (latitude, longitude));
            let db = geo::haversine_km((b.latitude, b.longitude), (latitude, longitude));
            da.total_cmp(&db)
        })
    }
}

/// A checked edit: the row's changes and what hangs off the row.
#[derive(Default)]
struct Plan {
    changes: PropertyChanges,
    amenity_ids: Option<Vec<i64>>,
    weekend: Option<(Option<Paise>, Option<Paise>)>,
    rules: Option<Vec<PriceRule>>,
    /// The payment plan fields the edit names (`plans`), each `None` kept as it is.
    payment_plan: Option<(
        Option<i32>,
        Option<i32>,
        Option<crate::plans::BalanceMethod>,
    )>,
}

/// The values a listing has after an edit, to check rules that tie fields together.
struct Merged {
    half: i64,
    full: Option<i64>,
    weekend_half: Option<i64>,
    weekend_full: Option<i64>,
    day_slot: i32,
    night_slot: i32,
}

fn weekend_of(rules: &[PriceRuleRow]) -> (Option<i64>, Option<i64>) {
    rules
        .iter()
        .find(|r| r.kind == PriceRuleKind::Weekend)
        .map(|r| (r.half_day_price_paise, r.full_day_price_paise))
        .unwrap_or((None, None))
}

/// Checks `f` against `existing` (None when creating) and the catalogue, field group by field
/// group (each adds its messages to the same list, in this order), then the rules that tie
/// fields together.
fn plan(
    existing: Option<(&PropertyRow, &[PriceRuleRow])>,
    f: &ListingFields,
    reference: &Reference,
    strict: bool,
) -> Result<Plan, CoreError> {
    let mut e = FieldErrors::new();
    let mut plan = Plan::default();
    let creating = existing.is_none();
    check_details(&mut e, &mut plan.changes, f, creating, strict);
    let weekend = check_prices(&mut e, &mut plan, f, existing, creating);
    let slots = check_slots(&mut e, &mut plan.changes, f);
    check_place(&mut e, &mut plan.changes, f, existing, reference, creating);
    plan.amenity_ids = check_amenities(&mut e, f, reference);
    check_together(&mut e, &plan.changes, existing, weekend, slots);
    if e.is_empty() {
        Ok(plan)
    } else {
        Err(CoreError::validation(e))
    }
}

/// Texts, the kind of place, rooms and guests, and the turnover gap.
fn check_details(
    e: &mut FieldErrors,
    ch: &mut PropertyChanges,
    f: &ListingFields,
    creating: bool,
    strict: bool,
) {
    if let Some(t) = &f.title {
        let t = fields::text(e, "title", t, fields::TITLE_CHARS.1, false);
        if t.chars().count() < fields::TITLE_CHARS.0 {
            e.entry("title".into()).or_insert_with(|| {
                refusal!(
                    "err-h-title-length",
                    min = fields::TITLE_CHARS.0,
                    max = fields::TITLE_CHARS.1
                )
            });
        }
        ch.title = Some(t);
    } else if creating {
        e.insert(
            "title".into(),
            refusal!("err-h-field-required", field = "title"),
        );
    }
    if let Some(d) = &f.description {
        let d = fields::text(e, "description", d, fields::DESCRIPTION_CHARS.1, true);
        if strict && d.chars().count() < fields::DESCRIPTION_CHARS.0 {
            e.entry("description".into()).or_insert_with(|| {
                refusal!(
                    "err-h-description-too-short",
                    min = fields::DESCRIPTION_CHARS.0
                )
            });
        }
        ch.description = Some(d);
    }
    if let Some(a) = &f.address {
        ch.address = Some(fields::text(e, "address", a, fields::ADDRESS_CHARS, false));
    }
    if let Some(r) = &f.house_rules {
        ch.house_rules = Some(fields::text(
            e,
            "houseRules",
            r,
            fields::HOUSE_RULES_CHARS,
            true,
        ));
    }
    if let Some(n) = &f.check_in_notes {
        ch.check_in_notes = Some(fields::text(
            e,
            "checkInNotes",
            n,
            fields::CHECK_IN_NOTES_CHARS,
            true,
        ));
    }
    if let Some(t) = &f.property_type {
        let t = t.trim().to_ascii_lowercase();
        if fields::PROPERTY_TYPES.contains(&t.as_str()) {
            ch.property_type = Some(t);
        } else {
            e.insert(
                "propertyType".into(),
                refusal!(
                    "err-h-property-type",
                    values = fields::PROPERTY_TYPES.join(", ")
                ),
            );
        }
    }
    for (name, value, range, slot) in [
        (
            "bedrooms",
            f.bedrooms,
            (0, fields::MAX_ROOMS),
            &mut ch.bedrooms,
        ),
        (
            "bathrooms",
            f.bathrooms,
            (0, fields::MAX_ROOMS),
            &mut ch.bathrooms,
        ),
        (
            "maxGuests",
            f.max_guests,
            fields::MAX_GUESTS,
            &mut ch.max_guests,
        ),
    ] {
        if let Some(v) = value {
            fields::int_in(e, name, v, range);
            *slot = Some(v);
        }
    }
    if creating && f.max_guests.is_none() {
        e.insert(
            "maxGuests".into(),
            refusal!("err-h-field-required", field = "maxGuests"),
        );
    }
    if let Some(t) = f.turnover_minutes {
        if !(0..=fields::MAX_TURNOVER_MINUTES).contains(&t) || t % 30 != 0 {
            e.insert("turnoverMinutes".into(), refusal!("err-h-turnover-minutes"));
        }
        ch.turnover_minutes = Some(t);
    }
}

/// Prices: the usual ones, the weekend's and the dated rules. Answers the weekend prices the
/// listing will have (in paise), for the checks that compare them with the others.
fn check_prices(
    e: &mut FieldErrors,
    plan: &mut Plan,
    f: &ListingFields,
    existing: Option<(&PropertyRow, &[PriceRuleRow])>,
    creating: bool,
) -> (Option<i64>, Option<i64>) {
    let money = |e: &mut FieldErrors, name: &str, v: i64| {
        fields::rupees_in(e, name, v, fields::PRICE_RUPEES).map(|p| p.0)
    };
    if let Some(v) = f.half_day_price {
        plan.changes.half_day_price_paise = money(e, "halfDayPrice", v);
    } else if creating {
        e.insert(
            "halfDayPrice".into(),
            refusal!("err-h-field-required", field = "halfDayPrice"),
        );
    }
    if let Some(v) = f.full_day_price {
        plan.changes.full_day_price_paise = Some(v.and_then(|v| money(e, "fullDayPrice", v)));
    }
    if let Some(v) = f.cleaning_fee {
        plan.changes.cleaning_fee_paise =
            fields::rupees_in(e, "cleaningFee", v, (0, fields::CLEANING_FEE_MAX_RUPEES))
                .map(|p| p.0);
    }
    if let Some(v) = f.security_deposit {
        plan.changes.security_deposit_paise = fields::rupees_in(
            e,
            "securityDeposit",
            v,
            (0, fields::SECURITY_DEPOSIT_MAX_RUPEES),
        )
        .map(|p| p.0);
    }
    let (advance, days, method) = crate::plans::check_fields(
        e,
        f.advance_percent,
        f.balance_due_days,
        f.balance_method.as_deref(),
    );
    if advance.is_some() || days.is_some() || method.is_some() {
        plan.payment_plan = Some((advance, days, method));
    }
    let (old_weekend_half, old_weekend_full) = existing
        .map(|(_, rules)| weekend_of(rules))
        .unwrap_or((None, None));
    let weekend_half = match f.weekend_half_day_price {
        Some(v) => v.and_then(|v| money(e, "weekendHalfDayPrice", v)),
        None => old_weekend_half,
    };
    let weekend_full = match f.weekend_full_day_price {
        Some(v) => v.and_then(|v| money(e, "weekendFullDayPrice", v)),
        None => old_weekend_full,
    };
    if f.weekend_half_day_price.is_some() || f.weekend_full_day_price.is_some() {
        plan.weekend = Some((weekend_half.map(Paise), weekend_full.map(Paise)));
    }
    if let Some(rules) = &f.price_rules {
        plan.rules = Some(fields::price_rules(e, rules));
    }
    (weekend_half, weekend_full)
}

/// The day and night slots' starting minutes, as sent.
fn check_slots(
    e: &mut FieldErrors,
    ch: &mut PropertyChanges,
    f: &ListingFields,
) -> (Option<i32>, Option<i32>) {
    let day = f
        .day_slot
        .as_deref()
        .and_then(|s| fields::slot_minute(e, "daySlot", s));
    let night = f
        .night_slot
        .as_deref()
        .and_then(|s| fields::slot_minute(e, "nightSlot", s));
    ch.day_slot_minute = day;
    ch.night_slot_minute = night;
    (day, night)
}

/// Where: the pin, and a catalogue locality or one proposed and filed under the nearest meanwhile.
fn check_place(
    e: &mut FieldErrors,
    ch: &mut PropertyChanges,
    f: &ListingFields,
    existing: Option<(&PropertyRow, &[PriceRuleRow])>,
    reference: &Reference,
    creating: bool,
) {
    // Where: a catalogue locality, or one proposed and filed under the nearest meanwhile.
    if let (Some(lat), Some(lon)) = (f.latitude, f.longitude) {
        fields::coordinates(e, lat, lon);
        ch.latitude = Some(lat);
        ch.longitude = Some(lon);
        ch.distance_km = Some((geo::km_from_hyderabad(lat, lon) * 10.0).round() / 10.0);
    } else if f.latitude.is_some() || f.longitude.is_some() {
        e.insert("latitude".into(), refusal!("err-h-latitude-longitude"));
    }
    let proposed = match &f.proposed_locality {
        Some(Some(name)) => {
            let name = fields::text(e, "proposedLocality", name, fields::LOCALITY_CHARS.1, false);
            if name.chars().count() < fields::LOCALITY_CHARS.0 {
                e.entry("proposedLocality".into())
                    .or_insert_with(|| refusal!("err-h-locality-name"));
            }
            ch.proposed_locality = Some(Some(name.clone()));
            Some(name)
        }
        Some(None) => {
            ch.proposed_locality = Some(None);
            None
        }
        None => None,
    };
    match f
        .location
        .as_deref()
        .map(str::trim)
        .filter(|l| !l.is_empty())
    {
        Some(key) => {
            let found = reference
                .localities
                .iter()
                .find(|l| l.slug == key || l.name.eq_ignore_ascii_case(key));
            match found {
                Some(l) => {
                    ch.location_id = Some(l.id);
                    if proposed.is_none() && f.proposed_locality.is_none() {
                        ch.proposed_locality = Some(None);
                    }
                }
                None => {
                    e.insert("location".into(), refusal!("err-h-locality-pick"));
                }
            }
        }
        None if proposed.is_some() => {
            let (lat, lon) = match (f.latitude, f.longitude, existing) {
                (Some(lat), Some(lon), _) => (lat, lon),
                (_, _, Some((p, _))) => (p.latitude, p.longitude),
                _ => {
                    e.insert("latitude".into(), refusal!("err-h-pin-needed"));
                    (geo::HYDERABAD_CENTRE.0, geo::HYDERABAD_CENTRE.1)
                }
            };
            ch.location_id = reference.nearest(lat, lon).map(|l| l.id);
        }
        None if creating => {
            e.insert(
                "location".into(),
                refusal!("err-h-field-required", field = "location"),
            );
        }
        None => {}
    }
    if creating && ch.latitude.is_none() {
        // A new draft starts with its pin on the locality; the owner moves it.
        if let Some(l) = ch
            .location_id
            .and_then(|id| reference.localities.iter().find(|l| l.id == id))
        {
            ch.latitude = Some(l.latitude);
            ch.longitude = Some(l.longitude);
            ch.distance_km = Some(l.distance_km);
        }
    }
}

/// The amenities by slug or name, each once.
fn check_amenities(
    e: &mut FieldErrors,
    f: &ListingFields,
    reference: &Reference,
) -> Option<Vec<i64>> {
    f.amenities.as_ref().map(|list| {
        if list.len() > fields::MAX_AMENITIES {
            e.insert(
                "amenities".into(),
                refusal!("err-h-amenities-max", max = fields::MAX_AMENITIES),
            );
        }
        let mut ids = Vec::new();
        for a in list {
            let key = a.trim();
            match reference
                .amenities
                .iter()
                .find(|x| x.slug == key || x.name.eq_ignore_ascii_case(key))
            {
                Some(x) if !ids.contains(&x.id) => ids.push(x.id),
                Some(_) => {}
                None => {
                    e.insert(
                        "amenities".into(),
                        refusal!(
                            "err-h-amenity-unknown",
                            value = key.chars().take(40).collect::<String>()
                        ),
                    );
                }
            }
        }
        ids
    })
}

/// Rules tying fields together, on the values the listing will have after the edit.
fn check_together(
    e: &mut FieldErrors,
    ch: &PropertyChanges,
    existing: Option<(&PropertyRow, &[PriceRuleRow])>,
    (weekend_half, weekend_full): (Option<i64>, Option<i64>),
    (day, night): (Option<i32>, Option<i32>),
) {
    let merged = Merged {
        half: ch
            .half_day_price_paise
            .or(existing.map(|(p, _)| p.half_day_price_paise))
            .unwrap_or(0),
        full: ch
            .full_day_price_paise
            .unwrap_or_else(|| existing.and_then(|(p, _)| p.full_day_price_paise)),
        weekend_half,
        weekend_full,
        day_slot: day
            .or(existing.map(|(p, _)| p.day_slot_minute))
            .unwrap_or(SlotTimes::default().day_minute),
        night_slot: night
            .or(existing.map(|(p, _)| p.night_slot_minute))
            .unwrap_or(SlotTimes::default().night_minute),
    };
    if let Some(full) = merged.full {
        if full < merged.half && !e.contains_key("fullDayPrice") {
            e.insert("fullDayPrice".into(), refusal!("err-h-full-below-half"));
        }
    }
    if let (Some(wf), None) = (merged.weekend_full, merged.full) {
        let _ = wf;
        e.entry("weekendFullDayPrice".into())
            .or_insert_with(|| refusal!("err-h-weekend-full-needs-full"));
    }
    if let (Some(wh), Some(wf)) = (merged.weekend_half, merged.weekend_full) {
        if wf < wh {
            e.entry("weekendFullDayPrice".into())
                .or_insert_with(|| refusal!("err-h-weekend-full-below-half"));
        }
    }
    if (day.is_some() || night.is_some())
        && (merged.night_slot - merged.day_slot).rem_euclid(24 * 60) != 12 * 60
    {
        e.entry("nightSlot".into())
            .or_insert_with(|| refusal!("err-h-night-slot"));
    }
}

/// A gap in the editor's checklist: what its field says, and what a move to review says when it
/// is the first gap.
struct Gap {
    field: Said,
    not_ready: Said,
}

/// What still stops a listing from going to review (the editor's checklist).
fn missing(
    p: &PropertyRow,
    photos: &[crate::store::models::PropertyImageRow],
) -> BTreeMap<String, Gap> {
    let mut m = BTreeMap::new();
    let n = p.description.chars().count();
    let min = fields::DESCRIPTION_CHARS.0;
    if n < min {
        m.insert(
            "description".into(),
            Gap {
                field: refusal!("err-h-missing-description", n = n, min = min),
                not_ready: refusal!("err-h-not-ready-description", n = n, min = min),
            },
        );
    }
    if p.address.trim().is_empty() {
        m.insert(
            "address".into(),
            Gap {
                field: refusal!("err-h-missing-address"),
                not_ready: refusal!("err-h-not-ready-address"),
            },
        );
    }
    let ready = photos.iter().filter(|i| i.status == "ready").count();
    let max = fields::MAX_PHOTOS;
    if ready < fields::MIN_PHOTOS {
        m.insert(
            "photos".into(),
            Gap {
                field: refusal!("err-h-missing-photo"),
                not_ready: refusal!("err-h-not-ready-photo"),
            },
        );
    } else if photos.len() > max {
        m.insert(
            "photos".into(),
            Gap {
                field: refusal!("err-h-missing-photos-max", max = max),
                not_ready: refusal!("err-h-not-ready-photos-max", max = max),
            },
        );
    } else if photos.iter().any(|i| i.status == "processing") {
        m.insert(
            "photos".into(),
            Gap {
                field: refusal!("err-h-missing-photos-processing"),
                not_ready: refusal!("err-h-not-ready-photos-processing"),
            },
        );
    }
    m
}

fn unique_slug(c: &mut DbConnection, title: &str, locality: &str) -> Result<String, CoreError> {
    let base: String = slug::slugify(format!("{title} {locality}"))
        .chars()
        .take(90)
        .collect();
    let base = if base.is_empty() {
        "farmhouse".to_string()
    } else {
        base
    };
    if !sl::slug_taken(c, &base)? {
        return Ok(base);
    }
    for n in 2..1_000 {
        let candidate = format!("{base}-{n}");
        if !sl::slug_taken(c, &candidate)? {
            return Ok(candidate);
        }
    }
    Err(CoreError::Internal(anyhow::anyhow!(
        "no free slug for {base}"
    )))
}

fn apply_plan(
    c: &mut DbConnection,
    id: PropertyId,
    plan: &Plan,
    now: i64,
) -> Result<(), CoreError> {
    if let Some((advance, days, method)) = plan.payment_plan {
        let p = crate::plans::Plan::of(c, id)?.with(advance, days, method);
        crate::store::plans::set_plan(
            c,
            id,
            (p.advance_percent, p.balance_days, p.balance_method),
            now,
        )?;
    }
    if let Some(ids) = &plan.amenity_ids {
        sl::set_amenities(c, id, ids)?;
    }
    if let Some((half, full)) = plan.weekend {
        let rules: Vec<NewPriceRule> = half
            .map(|h| NewPriceRule {
                kind: PriceRuleKind::Weekend,
                label: "Weekend price".into(),
                starts_on: None,
                ends_on: None,
                half_day_price_paise: Some(h.0),
                full_day_price_paise: full.map(|f| f.0),
                percent: None,
            })
            .into_iter()
            .collect();
        sl::replace_price_rules(c, id, PriceRuleKind::Weekend, &rules)?;
    }
    if let Some(rules) = &plan.rules {
        let rows: Vec<NewPriceRule> = rules
            .iter()
            .map(|r| {
                let (half, full, percent) = match r.adjustment {
                    Adjustment::Fixed { half_day, full_day } => {
                        (Some(half_day.0), full_day.map(|f| f.0), None)
                    }
                    Adjustment::Percent(p) => (None, None, Some(p)),
                };
                NewPriceRule {
                    kind: PriceRuleKind::Dated,
                    label: r.label.clone(),
                    starts_on: Some(r.from.format("%Y-%m-%d").to_string()),
                    ends_on: Some(r.to.format("%Y-%m-%d").to_string()),
                    half_day_price_paise: half,
                    full_day_price_paise: full,
                    percent,
                }
            })
            .collect();
        sl::replace_price_rules(c, id, PriceRuleKind::Dated, &rows)?;
    }
    Ok(())
}

fn rupees(paise: i64) -> i64 {
    Paise(paise).rupees()
}

impl Listings {
    pub fn new(
        store: Store,
        clock: SharedClock,
        catalogue: Arc<Catalogue>,
        public_url: &str,
    ) -> Self {
        Self {
            store,
            clock,
            catalogue,
            public_url: public_url.trim_end_matches('/').to_string(),
            calendar_fetch: std::sync::RwLock::new(super::import_fetch::ImportFetcher::new(false)),
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub(crate) fn now(&self) -> i64 {
        self.clock.now().timestamp()
    }

    /// Guests' pages, search and counts drop the listing at once on this instance (others see
    /// the catalogue's version change), and open pages hear `property_update`.
    pub(crate) fn changed(&self, id: PropertyId, public_before: bool, public_after: bool) {
        if public_before || public_after {
            self.catalogue.invalidate();
        }
        self.store.events().property_changed(id);
    }

    /// The listing as its owner edits it.
    pub async fn get(&self, by: By, id: PropertyId) -> Result<OwnerListing, CoreError> {
        let public_url = self.public_url.clone();
        self.store
            .run(move |c| {
                let p = visible_to(sl::property(c, id)?, by)?;
                view(c, p, &public_url, by)
            })
            .await
    }

    /// A new draft of `owner`'s, while they have fewer than [`MAX_UNAPPROVED_LISTINGS`] listings
    /// not yet approved.
    pub async fn create(&self, owner: UserId, f: ListingFields) -> Result<OwnerListing, CoreError> {
        let now = self.now();
        let public_url = self.public_url.clone();
        let row = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    // Two drafts created at once must not both pass the count.
                    sl::lock_owner(c, owner)?;
                    if sl::count_owned(c, owner, &UNAPPROVED)? >= MAX_UNAPPROVED_LISTINGS {
                        return Err(too_many_drafts());
                    }
                    let reference = Reference::load(c)?;
                    let plan = plan(None, &f, &reference, false)?;
                    let ch = &plan.changes;
                    let (Some(title), Some(location_id), Some(half), Some(guests)) = (
                        ch.title.clone(),
                        ch.location_id,
                        ch.half_day_price_paise,
                        ch.max_guests,
                    ) else {
                        return Err(CoreError::field(
                            "title",
                            refusal!("err-h-field-required", field = "title"),
                        ));
                    };
                    let locality = reference
                        .localities
                        .iter()
                        .find(|l| l.id == location_id)
                        .map(|l| l.name.clone())
                        .unwrap_or_default();
                    let slots = SlotTimes::default();
                    let new = NewProperty {
                        slug: unique_slug(c, &title, &locality)?,
                        owner_id: owner,
                        location_id,
                        title,
                        description: ch.description.clone().unwrap_or_default(),
                        property_type: ch
                            .property_type
                            .clone()
                            .unwrap_or_else(|| "farmhouse".into()),
                        address: ch.address.clone().unwrap_or_default(),
                        latitude: ch.latitude.unwrap_or(geo::HYDERABAD_CENTRE.0),
                        longitude: ch.longitude.unwrap_or(geo::HYDERABAD_CENTRE.1),
                        distance_km: ch.distance_km.unwrap_or(0.0),
                        half_day_price_paise: half,
                        full_day_price_paise: ch.full_day_price_paise.flatten(),
                        cleaning_fee_paise: ch.cleaning_fee_paise.unwrap_or(0),
                        bedrooms: ch.bedrooms.unwrap_or(0),
                        bathrooms: ch.bathrooms.unwrap_or(0),
                        max_guests: guests,
                        day_slot_minute: ch.day_slot_minute.unwrap_or(slots.day_minute),
                        night_slot_minute: ch.night_slot_minute.unwrap_or(slots.night_minute),
                        house_rules: ch.house_rules.clone().unwrap_or_default(),
                        check_in_notes: ch.check_in_notes.clone().unwrap_or_default(),
                        status: ListingStatus::Draft,
                        turnover_minutes: ch.turnover_minutes.unwrap_or(0),
                        proposed_locality: ch.proposed_locality.clone().flatten(),
                        security_deposit_paise: ch.security_deposit_paise.unwrap_or(0),
                        created_at: now,
                        updated_at: now,
                    };
                    let id = sl::insert(c, &new)?;
                    apply_plan(c, id, &plan, now)?;
                    let p = visible_to(sl::property(c, id)?, By::Owner(owner))?;
                    view(c, p, &public_url, By::Owner(owner))
                })
            })
            .await?;
        Ok(row)
    }

    /// Saves the fields `f` names if the listing is still at `version` (409 STALE_EDIT if not).
    /// A live listing's edit goes live now, so it must pass the submit checks too.
    pub async fn update(
        &self,
        by: By,
        id: PropertyId,
        f: ListingFields,
    ) -> Result<OwnerListing, CoreError> {
        let version = f.version.ok_or_else(|| {
            CoreError::field(
                "version",
                refusal!("err-h-field-required", field = "version"),
            )
        })?;
        let now = self.now();
        let public_url = self.public_url.clone();
        let (listing, public) = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    let p = visible_to(sl::property(c, id)?, by)?;
                    if p.version != version {
                        return Err(stale());
                    }
                    let reference = Reference::load(c)?;
                    let rules = sl::price_rules(c, id)?;
                    let strict = !p.status.awaits_owner();
                    let plan = plan(Some((&p, &rules)), &f, &reference, strict)?;
                    if !sl::update_if_version(c, id, version, &plan.changes, now)? {
                        return Err(stale());
                    }
                    apply_plan(c, id, &plan, now)?;
                    let p = visible_to(sl::property(c, id)?, by)?;
                    let public = p.is_public();
                    Ok((view(c, p, &public_url, by)?, public))
                })
            })
            .await?;
        self.changed(id, public, public);
        Ok(listing)
    }

    /// A move in the listing's life (submit, approve, request changes, unlist, publish).
    pub async fn transition(
        &self,
        by: By,
        id: PropertyId,
        mv: Move,
    ) -> Result<OwnerListing, CoreError> {
        self.transition_as(by, id, mv, None).await
    }

    /// A move by staff (an admin in the console, or support's CLI), written to the audit trail.
    pub async fn staff_transition(
        &self,
        staff: &Staff,
        id: PropertyId,
        mv: Move,
    ) -> Result<OwnerListing, CoreError> {
        self.transition_as(By::Admin, id, mv, Some(staff.clone()))
            .await
    }

    async fn transition_as(
        &self,
        by: By,
        id: PropertyId,
        mv: Move,
        audit: Option<Staff>,
    ) -> Result<OwnerListing, CoreError> {
        let now = self.now();
        let public_url = self.public_url.clone();
        let (listing, before, after) = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    let p = visible_to(sl::property(c, id)?, by)?;
                    let state = ListingState {
                        status: p.status,
                        unlisted_by: p.unlisted_by,
                    };
                    let moved = apply(state, by.actor(), &mv)?;
                    if matches!(mv, Move::Submit | Move::Approve | Move::Publish) {
                        let photos = sl::images(c, id)?;
                        let gaps = missing(&p, &photos);
                        if let Some(first) = gaps.values().next() {
                            return Err(CoreError::Validation {
                                message: first.not_ready.clone(),
                                fields: gaps.into_iter().map(|(f, gap)| (f, gap.field)).collect(),
                            });
                        }
                    }
                    if !sl::set_status(
                        c,
                        id,
                        p.status,
                        moved.status,
                        moved.reason.as_deref(),
                        moved.unlisted_by,
                        now,
                    )? {
                        return Err(CoreError::Conflict {
                            code: "INVALID_STATUS",
                            message: refusal!("err-h-listing-status-changed"),
                        });
                    }
                    if let Some(staff) = &audit {
                        let action = match mv {
                            Move::Submit => "listing.submit",
                            Move::Approve => "listing.approve",
                            Move::RequestChanges { .. } => "listing.request_changes",
                            Move::Unlist { .. } => "listing.unlist",
                            Move::Publish => "listing.publish",
                        };
                        let record = Record {
                            action,
                            target: Target::property(&p.slug, p.owner_id),
                            reason: moved.reason.as_deref().unwrap_or(""),
                            before: Some(json!({"status": p.status})),
                            after: Some(json!({"status": moved.status})),
                        };
                        crate::audit::record(c, staff, record, now)?;
                    }
                    let before = p.is_public();
                    let p = visible_to(sl::property(c, id)?, by)?;
                    let after = p.is_public();
                    Ok((view(c, p, &public_url, by)?, before, after))
                })
            })
            .await?;
        self.changed(id, before, after);
        Ok(listing)
    }

    /// The owner's listings, by title.
    pub async fn list_for_owner(&self, owner: UserId) -> Result<Vec<ListingSummary>, CoreError> {
        self.list(
            ListingFilter {
                owner_id: Some(owner),
                ..Default::default()
            },
            false,
        )
        .await
    }

    /// Listings for staff, with the owner's phone.
    pub async fn list(
        &self,
        mut filter: ListingFilter,
        with_phone: bool,
    ) -> Result<Vec<ListingSummary>, CoreError> {
        if let Some(phone) = &filter.owner_phone {
            filter.owner_phone = Some(crate::auth::otp::normalise_phone(phone, "owner")?);
        }
        let rows = self.store.run(move |c| sl::summaries(c, &filter)).await?;
        Ok(rows
            .into_iter()
            .map(|(p, locality, photo_count, cover, phone)| ListingSummary {
                id: p.id.get(),
                slug: p.slug,
                title: p.title,
                published: p.status.is_public(),
                status: p.status,
                status_reason: p.status_reason,
                unlisted_by: p.unlisted_by,
                locality,
                half_day_price: rupees(p.half_day_price_paise),
                photo_count,
                cover,
                owner_phone: phone.filter(|_| with_phone),
                updated_at: to_ist_rfc3339(from_epoch(p.updated_at)),
            })
            .collect())
    }

    /// What a stay would cost at the listing as saved, whatever its status: the editor's live
    /// example, priced by the same rule as guests' quotes and bookings, worded in `language`.
    pub async fn quote(
        &self,
        by: By,
        id: PropertyId,
        request: &crate::catalogue::QuoteRequest,
        language: crate::language::Language,
    ) -> Result<crate::catalogue::views::QuoteView, CoreError> {
        let p = self
            .store
            .run(move |c| visible_to(sl::property(c, id)?, by))
            .await?;
        crate::catalogue::quote::quote(&self.store, p, request, self.clock.now(), None, language)
            .await
    }

    /// A listing by id or slug, any status (support's CLI).
    pub async fn find(&self, key: &str) -> Result<OwnerListing, CoreError> {
        let key = key.trim().to_string();
        let public_url = self.public_url.clone();
        self.store
            .run(move |c| {
                let p = sl::property_by_key(c, &key)?
                    .ok_or(CoreError::NotFound(crate::Missing::Property))?;
                view(c, p, &public_url, By::Admin)
            })
            .await
    }

    /// Listings for support by what a caller says: an owner's phone (any accepted form), else
    /// part of a title, a slug or a locality's name (any case); by title. A phone that is not
    /// a valid one is searched as text (a listing title may hold digits).
    pub async fn search(&self, text: &str) -> Result<Vec<ListingSummary>, CoreError> {
        let text = text.trim();
        if text.chars().count() < 2 {
            return Err(CoreError::field(
                "text",
                crate::Said::staff_only(
                    "Give an owner's phone or at least 2 letters of a title, slug or locality",
                ),
            ));
        }
        let phone = text
            .chars()
            .any(|c| c.is_ascii_digit())
            .then(|| crate::auth::otp::normalise_phone(text, "owner").ok())
            .flatten();
        let filter = match phone {
            Some(phone) => ListingFilter {
                owner_phone: Some(phone),
                ..Default::default()
            },
            None => ListingFilter {
                text: Some(text.to_string()),
                ..Default::default()
            },
        };
        self.list(filter, true).await
    }

    /// One listing by id or slug for support, with who owns it.
    pub async fn support_find(&self, key: &str) -> Result<SupportListing, CoreError> {
        let key = key.trim().to_string();
        let public_url = self.public_url.clone();
        self.store
            .run(move |c| {
                let p = sl::property_by_key(c, &key)?
                    .ok_or(CoreError::NotFound(crate::Missing::Property))?;
                let owner = crate::store::support::user(c, p.owner_id)?;
                let owner = ListingOwner {
                    id: p.owner_id.get(),
                    name: owner
                        .as_ref()
                        .map(|u| u.full_name.clone())
                        .unwrap_or_default(),
                    phone: owner.as_ref().and_then(|u| u.phone.clone()),
                    email: owner.and_then(|u| u.email),
                };
                Ok(SupportListing {
                    listing: view(c, p, &public_url, By::Admin)?,
                    owner,
                })
            })
            .await
    }
}

/// The whole editor view of `p`.
/// The listing as `by` sees it: staff get everything but the owner's secret calendar feed, which
/// would let them (or anyone they paste it to) read the owner's calendar.
pub(crate) fn view(
    c: &mut DbConnection,
    p: PropertyRow,
    public_url: &str,
    by: By,
) -> Result<OwnerListing, CoreError> {
    let id = p.id;
    let locality = sl::locality(c, p.location_id)?;
    let amenities = sl::amenity_slugs(c, id)?;
    let rules = sl::price_rules(c, id)?;
    let photos = sl::images(c, id)?;
    let token = match by {
        By::Owner(_) => sl::feed_token(c, id)?,
        By::Admin => None,
    };
    let imports = sl::imports(c, id)?;
    let payment_plan = crate::plans::Plan::of(c, id)?;
    let (weekend_half, weekend_full) = weekend_of(&rules);
    // The checklist is data the editor shows, in English as the rest of the listing's fields.
    let missing = missing(&p, &photos)
        .into_iter()
        .map(|(field, gap)| (field, gap.field.english()))
        .collect();
    Ok(OwnerListing {
        id: id.get(),
        slug: p.slug,
        status: p.status,
        status_reason: p.status_reason,
        unlisted_by: p.unlisted_by,
        version: p.version,
        title: p.title,
        location: locality.slug,
        location_name: locality.name,
        proposed_locality: p.proposed_locality,
        description: p.description,
        property_type: p.property_type,
        address: p.address,
        latitude: p.latitude,
        longitude: p.longitude,
        half_day_price: rupees(p.half_day_price_paise),
        full_day_price: p.full_day_price_paise.map(rupees),
        weekend_half_day_price: weekend_half.map(rupees),
        weekend_full_day_price: weekend_full.map(rupees),
        cleaning_fee: rupees(p.cleaning_fee_paise),
        security_deposit: rupees(p.security_deposit_paise),
        advance_percent: payment_plan.advance_percent,
        balance_due_days: payment_plan.balance_days,
        balance_method: payment_plan.balance_method,
        amenities,
        bedrooms: p.bedrooms,
        bathrooms: p.bathrooms,
        max_guests: p.max_guests,
        house_rules: p.house_rules,
        check_in_notes: p.check_in_notes,
        day_slot: fields::slot_label(p.day_slot_minute),
        night_slot: fields::slot_label(p.night_slot_minute),
        turnover_minutes: p.turnover_minutes,
        price_rules: rules
            .iter()
            .filter(|r| r.kind == PriceRuleKind::Dated)
            .map(|r| PriceRuleInput {
                label: Some(r.label.clone()),
                from: r.starts_on.clone(),
                to: r.ends_on.clone(),
                half_day_price: r.half_day_price_paise.map(rupees),
                full_day_price: r.full_day_price_paise.map(rupees),
                percent: r.percent,
            })
            .collect(),
        photos: photos.iter().map(super::photo_view).collect(),
        calendar: CalendarSync {
            export_url: token.map(|t| format!("{public_url}/ical/{t}.ics")),
            imports: imports
                .into_iter()
                .map(|i| CalendarImportView {
                    id: i.id,
                    url: i.url,
                    last_synced_at: i.last_synced_at.map(|t| to_ist_rfc3339(from_epoch(t))),
                    last_error: i.last_error,
                    blocked_count: i.blocked_count,
                })
                .collect(),
        },
        missing,
        updated_at: to_ist_rfc3339(from_epoch(p.updated_at)),
    })
}
