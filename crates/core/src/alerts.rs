//! Price and availability alerts (PRODUCT.md §1 "price alerts", §4's soft-gated action): on a farmhouse
//! a guest asks to be told when one slot's price on a date drops below today's, or when that slot
//! becomes free. A sweep checks the open alerts, tells each match once (SMS and e-mail through the
//! notification outbox, with a one-tap unsubscribe link) within a per-user daily cap, and ends
//! alerts whose date has come or whose farmhouse left the site.

use std::sync::Arc;

use chrono::{DateTime, Duration, NaiveDate, Utc};
use fluent_bundle::FluentValue;
use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::catalogue::quote::{price_input, SlotChoice};
use crate::catalogue::BOOKING_HORIZON_DAYS;
use crate::error::{CoreError, FieldErrors};
use crate::events::Notice;
use crate::i18n;
use crate::ids::{AlertId, UserId};
use crate::jobs::{Job, Next};
use crate::language::Language;
use crate::mac::encode_hex;
use crate::money::Paise;
use crate::notifications::outbox::OutboxStatus;
use crate::slots::{held_for, is_free, BookingType, Interval, SlotKind, SlotTimes};
use crate::store::models::PropertyRow;
use crate::store::notifications::NewNotification;
use crate::store::saved::{self as db, AlertRow, NewAlert};
use crate::store::{DbConnection, Store};
use crate::time::{from_epoch, to_ist_rfc3339, today_ist, SharedClock};

/// Most open alerts one user keeps.
pub const MAX_OPEN_ALERTS: i64 = 100;
/// Most alerts that tell one user anything in 24 hours; later matches wait for the next day.
pub const DAILY_CAP: i64 = 3;
/// How long a fired alert stays among the user's notices.
pub const FIRED_KEPT_DAYS: i64 = 30;
/// Alerts looked at per sweep.
const SWEEP_BATCH: i64 = 1_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AlertKind {
    /// The slot's price on the date falls below what it was when the alert was set.
    PriceDrop,
    /// The slot on the date, taken when the alert was set, becomes free.
    DateFree,
}

impl AlertKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::PriceDrop => "price_drop",
            Self::DateFree => "date_free",
        }
    }

    fn parse(s: &str) -> Option<Self> {
        match s.trim() {
            "price_drop" => Some(Self::PriceDrop),
            "date_free" => Some(Self::DateFree),
            _ => None,
        }
    }
}

/// What a guest asks for.
#[derive(Debug, Clone, Default)]
pub struct AlertRequest {
    pub property_id: Option<i64>,
    pub kind: String,
    pub booking_type: String,
    pub date: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AlertView {
    pub id: i64,
    pub property_id: i64,
    pub property_title: String,
    pub property_slug: String,
    pub kind: AlertKind,
    pub booking_type: BookingType,
    /// The wanted day (YYYY-MM-DD, Asia/Kolkata).
    pub date: String,
    /// The slot's price in paise when the alert was set (price drops only).
    pub baseline_paise: Option<i64>,
    pub created_at: String,
    pub fired_at: Option<String>,
}

fn view(row: AlertRow, title: String, slug: String) -> AlertView {
    AlertView {
        id: row.id.get(),
        property_id: row.property_id,
        property_title: title,
        property_slug: slug,
        kind: AlertKind::parse(&row.kind).unwrap_or(AlertKind::PriceDrop),
        booking_type: BookingType::parse(&row.booking_type).unwrap_or(BookingType::HalfDay),
        date: row.stay_date,
        baseline_paise: row.baseline_paise,
        created_at: to_ist_rfc3339(from_epoch(row.created_at)),
        fired_at: row.fired_at.map(|t| to_ist_rfc3339(from_epoch(t))),
    }
}

/// A fired alert, and the in-app notice its owner's open pages show (in their language).
pub async fn fired_alert(
    store: &Store,
    alert_id: AlertId,
) -> Result<Option<(AlertView, Notice)>, CoreError> {
    let found = store
        .run(move |c| {
            let Some((row, title, slug)) = db::alert_with_property(c, alert_id)? else {
                return Ok(None);
            };
            let language = crate::store::account::user(c, row.user_id)?.language;
            Ok(row
                .fired_at
                .is_some()
                .then_some((row, title, slug, language)))
        })
        .await?;
    Ok(found.map(|(row, title, slug, language)| {
        let to = row.user_id.get();
        let alert = view(row, title, slug);
        let notice = fired_notice(&alert, to, language);
        (alert, notice)
    }))
}

/// What the app shows when an alert fires.
pub fn fired_notice(alert: &AlertView, to: i64, language: Language) -> Notice {
    let day = crate::time::parse_date(&alert.date)
        .map(|d| i18n::day_label(language, d))
        .unwrap_or_else(|| alert.date.clone());
    let slot = match alert.booking_type {
        BookingType::HalfDay => "half",
        BookingType::FullDay => "full",
    };
    let args = [
        ("title", alert.property_title.as_str().into()),
        ("slot", slot.into()),
        ("day", day.as_str().into()),
    ];
    let id = match alert.kind {
        AlertKind::PriceDrop => "notice-price-drop",
        AlertKind::DateFree => "notice-date-free",
    };
    Notice {
        to,
        kind: "info",
        title: i18n::text(language, &format!("{id}.title"), &args),
        message: i18n::text(language, &format!("{id}.message"), &args),
        link: format!("/property/{}", alert.property_slug),
    }
}

/// A slot's price (the stay's total, no coupon) and whether it is free now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SlotState {
    pub price: Paise,
    pub free: bool,
}

/// The day slot of `date` for `booking_type` at `property`, priced and checked against its holds.
pub fn slot_state(
    c: &mut DbConnection,
    property: &PropertyRow,
    date: NaiveDate,
    booking_type: BookingType,
) -> Result<SlotState, CoreError> {
    let start = slot_start(property, date);
    let choice = SlotChoice {
        booking_type,
        start,
        days: 1,
        guests: 1,
        coupon: None,
    };
    let rules = crate::store::listings::price_rules(c, property.id)?;
    let breakdown = crate::pricing::price(&price_input(
        property,
        &choice,
        &crate::listings::pricing_of(&rules),
    ))
    .map_err(|e| CoreError::field("bookingType", e.said()))?;
    let wanted = Interval::of(start, booking_type, 1);
    let held = held_for(wanted, property.turnover_minutes);
    let holds: Vec<Interval> =
        crate::store::catalogue::holds_of_property(c, property.id, held.start, held.end)?
            .into_iter()
            .map(|(start, end)| Interval { start, end })
            .collect();
    Ok(SlotState {
        price: breakdown.total,
        free: is_free(held, &holds),
    })
}

fn slot_start(property: &PropertyRow, date: NaiveDate) -> DateTime<Utc> {
    SlotTimes {
        day_minute: property.day_slot_minute,
        night_minute: property.night_slot_minute,
    }
    .start(date, SlotKind::Day)
}

/// What the sweep did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Swept {
    pub fired: usize,
    pub ended: usize,
    pub held_back: usize,
}

#[derive(Clone)]
pub struct Alerts {
    store: Store,
    clock: SharedClock,
    public_url: Arc<str>,
}

impl Alerts {
    /// The site's public address (no trailing slash) the notices link to.
    pub fn public_url(&self) -> &str {
        &self.public_url
    }

    pub fn new(store: Store, clock: SharedClock, public_url: &str) -> Self {
        Self {
            store,
            clock,
            public_url: public_url.trim_end_matches('/').into(),
        }
    }

    pub async fn list(&self, user_id: UserId) -> Result<Vec<AlertView>, CoreError> {
        let rows = self
            .store
            .run(move |c| db::open_alerts_of(c, user_id))
            .await?;
        Ok(rows.into_iter().map(|(r, t, s)| view(r, t, s)).collect())
    }

    /// The alerts that told the user something in the last [`FIRED_KEPT_DAYS`] days, newest
    /// first: the app shows them as notices.
    pub async fn fired(&self, user_id: UserId) -> Result<Vec<AlertView>, CoreError> {
        let since = self.clock.now().timestamp() - FIRED_KEPT_DAYS * 86_400;
        let rows = self
            .store
            .run(move |c| db::fired_alerts_of(c, user_id, since))
            .await?;
        Ok(rows.into_iter().map(|(r, t, s)| view(r, t, s)).collect())
    }

    /// Sets an alert on a published farmhouse for a day to come.
    pub async fn create(&self, user_id: UserId, req: AlertRequest) -> Result<AlertView, CoreError> {
        let now = self.clock.now();
        let mut errors = FieldErrors::new();
        let kind = AlertKind::parse(&req.kind);
        if kind.is_none() {
            errors.insert("kind".into(), refusal!("err-b-alert-kind-invalid"));
        }
        let booking_type = BookingType::parse(req.booking_type.trim());
        if booking_type.is_none() {
            errors.insert("bookingType".into(), refusal!("err-b-booking-type-invalid"));
        }
        let today = today_ist(now);
        let date = match crate::time::parse_date(&req.date) {
            None => {
                errors.insert("date".into(), refusal!("err-b-alert-date-format"));
                None
            }
            Some(d) if d < today => {
                errors.insert("date".into(), refusal!("err-b-alert-date-past"));
                None
            }
            Some(d) if d - today > Duration::days(BOOKING_HORIZON_DAYS) => {
                errors.insert("date".into(), refusal!("err-b-alert-date-too-far"));
                None
            }
            Some(d) => Some(d),
        };
        let property_id = match req.property_id {
            Some(id) if id > 0 => Some(id),
            _ => {
                errors.insert("propertyId".into(), refusal!("err-b-property-id-required"));
                None
            }
        };
        let (Some(kind), Some(booking_type), Some(date), Some(property_id), true) =
            (kind, booking_type, date, property_id, errors.is_empty())
        else {
            return Err(CoreError::validation(errors));
        };
        let now_s = now.timestamp();
        let (row, title, slug) = self
            .store
            .run(move |c| {
                let property =
                    crate::store::catalogue::published_property(c, &property_id.to_string())?
                        .ok_or_else(|| {
                            CoreError::field("propertyId", refusal!("err-b-alert-not-bookable"))
                        })?;
                if slot_start(&property, date).timestamp() <= now_s {
                    return Err(CoreError::field("date", refusal!("err-b-alert-date-past")));
                }
                let state = slot_state(c, &property, date, booking_type)?;
                let baseline = match kind {
                    AlertKind::PriceDrop => Some(state.price.0),
                    AlertKind::DateFree if state.free => {
                        return Err(CoreError::field("date", refusal!("err-b-alert-date-free")))
                    }
                    AlertKind::DateFree => None,
                };
                let new = NewAlert {
                    user_id,
                    property_id,
                    kind: kind.as_str().into(),
                    booking_type: booking_type.as_str().into(),
                    stay_date: date.format("%Y-%m-%d").to_string(),
                    starts_at: slot_start(&property, date).timestamp(),
                    baseline_paise: baseline,
                    created_at: now_s,
                };
                let row = db::insert_alert(c, &new, MAX_OPEN_ALERTS)?.ok_or_else(|| {
                    CoreError::field(
                        "propertyId",
                        refusal!("err-b-alert-max", max = MAX_OPEN_ALERTS),
                    )
                })?;
                Ok((row, property.title, property.slug))
            })
            .await?;
        Ok(view(row, title, slug))
    }

    /// Ends one of the user's alerts; another's, or an unknown id, is 404.
    pub async fn delete(&self, user_id: UserId, alert_id: AlertId) -> Result<(), CoreError> {
        let now = self.clock.now().timestamp();
        if self
            .store
            .run(move |c| db::end_alert_of(c, user_id, alert_id, now))
            .await?
        {
            Ok(())
        } else {
            Err(CoreError::NotFound(crate::Missing::Alert))
        }
    }

    /// The one-tap link in every alert message: ends all the user's open alerts.
    pub async fn unsubscribe(&self, token: &str) -> Result<usize, CoreError> {
        let hash = token_hash(token.trim());
        let now = self.clock.now().timestamp();
        self.store
            .run(move |c| db::unsubscribe(c, &hash, now))
            .await?
            .ok_or_else(|| CoreError::field("token", refusal!("err-b-unsubscribe-invalid")))
    }

    /// Checks every open alert once: fires matches (within the daily cap), ends the past ones
    /// and those whose farmhouse left the site.
    pub async fn sweep(&self) -> Result<Swept, CoreError> {
        let now = self.clock.now().timestamp();
        let base = self.public_url.clone();
        let events = self.store.events().clone();
        self.store
            .run(move |c| {
                let mut swept = Swept {
                    ended: db::end_past_alerts(c, now)?,
                    ..Swept::default()
                };
                for alert in db::open_alerts(c, SWEEP_BATCH)? {
                    let property = crate::store::catalogue::published_property(
                        c,
                        &alert.property_id.to_string(),
                    )?;
                    let Some(property) = property else {
                        db::end_alert(c, alert.id, now)?;
                        swept.ended += 1;
                        continue;
                    };
                    let (Some(date), Some(booking_type), Some(kind)) = (
                        crate::time::parse_date(&alert.stay_date),
                        BookingType::parse(&alert.booking_type),
                        AlertKind::parse(&alert.kind),
                    ) else {
                        db::end_alert(c, alert.id, now)?;
                        swept.ended += 1;
                        continue;
                    };
                    let Ok(state) = slot_state(c, &property, date, booking_type) else {
                        // The slot type is no longer offered (a full-day price removed).
                        db::end_alert(c, alert.id, now)?;
                        swept.ended += 1;
                        continue;
                    };
                    let matched = match kind {
                        AlertKind::PriceDrop => {
                            state.free && alert.baseline_paise.is_some_and(|b| state.price.0 < b)
                        }
                        AlertKind::DateFree => state.free,
                    };
                    if !matched {
                        continue;
                    }
                    if db::alerts_fired_since(c, alert.user_id, now - 86_400)? >= DAILY_CAP {
                        swept.held_back += 1;
                        continue;
                    }
                    let fired = crate::store::write_transaction(c, |c| {
                        if !db::fire_alert(c, alert.id, now)? {
                            return Ok(false);
                        }
                        enqueue(
                            c,
                            &alert,
                            &property,
                            date,
                            booking_type,
                            kind,
                            state,
                            &base,
                            now,
                        )?;
                        Ok(true)
                    })?;
                    if fired {
                        swept.fired += 1;
                        // Committed: the owner's open pages show it now.
                        events.alert_fired(alert.id);
                    }
                }
                Ok(swept)
            })
            .await
    }

    /// Sweeps every `every`.
    pub fn sweep_job(self: &Arc<Self>, every: std::time::Duration) -> Job {
        let alerts = self.clone();
        Job::new("alert sweep", every, move || {
            let alerts = alerts.clone();
            async move {
                match alerts.sweep().await {
                    Ok(s) if s.fired > 0 || s.ended > 0 => tracing::info!(
                        fired = s.fired,
                        ended = s.ended,
                        held_back = s.held_back,
                        "alerts swept"
                    ),
                    Ok(_) => {}
                    Err(e) => tracing::warn!(error = %e, "alert sweep"),
                }
                Next::Wait
            }
        })
    }
}

fn token_hash(token: &str) -> String {
    encode_hex(&Sha256::digest(token.as_bytes()))
}

/// What a fired alert's message says.
pub struct AlertFacts<'a> {
    pub kind: AlertKind,
    pub title: &'a str,
    pub date: NaiveDate,
    pub booking_type: BookingType,
    pub price: Paise,
    pub baseline: Option<Paise>,
    pub property_url: &'a str,
    pub unsubscribe_url: &'a str,
}

/// The message texts of a fired alert in `language`: (SMS, e-mail subject, e-mail body).
pub fn texts(f: &AlertFacts<'_>, language: Language) -> (String, String, String) {
    let day = i18n::day_label(language, f.date);
    let slot = match f.booking_type {
        BookingType::HalfDay => "half",
        BookingType::FullDay => "full",
    };
    let price = crate::money::rupees_en_in(f.price);
    let mut args: Vec<(&str, FluentValue<'_>)> = vec![
        ("title", f.title.into()),
        ("slot", slot.into()),
        ("day", day.as_str().into()),
        ("price", price.as_str().into()),
    ];
    let (headline, subject) = match (f.kind, f.baseline) {
        (AlertKind::PriceDrop, was) => {
            let headline = match was {
                Some(was) => {
                    args.push(("was", crate::money::rupees_en_in(was).into()));
                    i18n::text(language, "alert-price-drop-was", &args)
                }
                None => i18n::text(language, "alert-price-drop", &args),
            };
            (
                headline,
                i18n::text(language, "alert-price-drop-subject", &args),
            )
        }
        (AlertKind::DateFree, _) => (
            i18n::text(language, "alert-date-free", &args),
            i18n::text(language, "alert-date-free-subject", &args),
        ),
    };
    let links = [
        ("headline", FluentValue::from(headline.as_str())),
        ("url", f.property_url.into()),
        ("stop", f.unsubscribe_url.into()),
    ];
    (
        i18n::text(language, "alert-sms", &links),
        subject,
        i18n::text(language, "alert-email", &links),
    )
}

#[allow(clippy::too_many_arguments)]
fn enqueue(
    c: &mut DbConnection,
    alert: &AlertRow,
    property: &PropertyRow,
    date: NaiveDate,
    booking_type: BookingType,
    kind: AlertKind,
    state: SlotState,
    base: &str,
    now: i64,
) -> Result<(), CoreError> {
    let user = crate::store::account::user(c, alert.user_id)?;
    let token = encode_hex(&rand::random::<[u8; 24]>());
    db::store_unsubscribe_token(c, &token_hash(&token), alert.user_id, now)?;
    let property_url = format!("{base}/property/{}", property.slug);
    let unsubscribe_url = format!("{base}/alerts/unsubscribe?token={token}");
    let (sms, subject, email) = texts(
        &AlertFacts {
            kind,
            title: &property.title,
            date,
            booking_type,
            price: state.price,
            baseline: alert.baseline_paise.map(Paise),
            property_url: &property_url,
            unsubscribe_url: &unsubscribe_url,
        },
        user.language,
    );
    let mut rows = Vec::new();
    if let Some(phone) = user.phone {
        rows.push(("sms", phone, None, sms));
    }
    if let Some(email_to) = user.email {
        rows.push(("email", email_to, Some(subject), email));
    }
    for (channel, destination, subject, body) in rows {
        crate::store::notifications::insert(
            c,
            &NewNotification {
                user_id: alert.user_id,
                channel: channel.into(),
                destination,
                subject,
                body,
                booking_id: None,
                event: kind.as_str().into(),
                status: OutboxStatus::Pending,
                attempts: 0,
                next_attempt_at: now,
                created_at: now,
                alert_id: Some(alert.id.get()),
            },
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts() -> AlertFacts<'static> {
        AlertFacts {
            kind: AlertKind::PriceDrop,
            title: "Bravo Villa",
            date: NaiveDate::from_ymd_opt(2026, 12, 19).unwrap(),
            booking_type: BookingType::HalfDay,
            price: Paise::from_rupees(9_000),
            baseline: Some(Paise::from_rupees(10_000)),
            property_url: "https://x.in/property/bravo-villa",
            unsubscribe_url: "https://x.in/alerts/unsubscribe?token=abc",
        }
    }

    #[test]
    fn an_alert_reads_in_the_users_language_with_its_links() {
        let (sms, subject, email) = texts(&facts(), Language::En);
        assert_eq!(
            sms,
            "Price drop: Bravo Villa for a half day on Sat 19 Dec 2026 is now ₹9,000 (was ₹10,000). \
             Book: https://x.in/property/bravo-villa Stop alerts: https://x.in/alerts/unsubscribe?token=abc"
        );
        assert_eq!(subject, "Price drop at Bravo Villa");
        assert!(email.ends_with("in one tap: https://x.in/alerts/unsubscribe?token=abc"));
        for language in [Language::Te, Language::Hi] {
            let (sms, subject, email) = texts(&facts(), language);
            for text in [&sms, &email] {
                assert!(
                    text.contains("Bravo Villa")
                        && text.contains("₹9,000")
                        && text.contains("₹10,000"),
                    "{text}"
                );
                assert!(
                    text.contains("https://x.in/alerts/unsubscribe?token=abc"),
                    "{text}"
                );
                assert!(
                    !text.contains("Price drop") && !text.contains("Dec"),
                    "{language}: {text}"
                );
            }
            assert!(subject.contains("Bravo Villa") && subject != "Price drop at Bravo Villa");
        }
    }

    #[test]
    fn a_fired_alert_is_a_notice_that_links_to_the_farmhouse() {
        let alert = AlertView {
            id: 4,
            property_id: 2,
            property_title: "Bravo Villa".into(),
            property_slug: "bravo-villa-moinabad".into(),
            kind: AlertKind::DateFree,
            booking_type: BookingType::FullDay,
            date: "2026-12-19".into(),
            baseline_paise: None,
            created_at: String::new(),
            fired_at: Some(String::new()),
        };
        let notice = fired_notice(&alert, 7, Language::En);
        assert_eq!(notice.to, 7);
        assert_eq!(notice.link, "/property/bravo-villa-moinabad");
        assert_eq!(notice.title, "A date you wanted is free");
        assert_eq!(
            notice.message,
            "Bravo Villa is free for a full day on Sat 19 Dec 2026. Book it before someone else does."
        );
        let hi = fired_notice(&alert, 7, Language::Hi);
        assert!(
            hi.message.contains("Bravo Villa") && hi.message.contains("फ़ुल डे"),
            "{}",
            hi.message
        );
    }
}
