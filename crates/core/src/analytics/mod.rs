//! Analytics ingestion (PRODUCT.md "Analytics", PRODUCT.md §3 "Analytics event", §7): a batch of the
//! client's tracked events and its performance reports become rows without phone, e-mail or name.
//! Only the seven tracked events of PRODUCT.md §7 are kept, each with its own allowed fields; anything
//! else in a batch is dropped, not refused, so an older or newer client never loses a batch. A
//! signed-in user who chose "Essential Only" is not tracked. Rows are written off the request
//! path by [`writer::Ingest`]; raw rows are kept [`KEEP_DAYS`] days, the daily counts for good.

pub mod admin;
pub mod owner;
pub mod writer;

use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use crate::error::CoreError;
use crate::store::analytics::{NewEvent, NewReport};

pub use writer::Ingest;

/// At most this many events in one batch.
pub const MAX_EVENTS: usize = 50;
/// Raw events and reports older than this are deleted; the daily counts stay.
pub const KEEP_DAYS: i64 = 90;
/// Event times further than this in the past (a batch a phone kept offline) or the future (a
/// wrong clock) are taken as the time it arrived.
const PAST_WINDOW: i64 = 7 * 86_400;
const FUTURE_WINDOW: i64 = 300;
const MAX_TEXT: usize = 100;
const MAX_PAGE: usize = 200;

/// The tracked events of PRODUCT.md §7 and the fields each may keep.
const TRACKED: &[(&str, &[&str])] = &[
    (
        "search_submitted",
        &["location", "checkIn", "checkOut", "guests", "bookingType"],
    ),
    ("property_viewed", &["propertyId", "source"]),
    ("chat_link_clicked", &["propertyId", "source"]),
    ("exit_intent", &["source"]),
    ("lead_converted", &["source", "kind"]),
    ("phone_call_clicked", &["propertyId", "source"]),
    ("user_logout", &[]),
];

/// The web vitals a performance report may carry, with the largest value kept (milliseconds,
/// or a score for CLS).
const METRICS: &[(&str, f64)] = &[
    ("LCP", 120_000.0),
    ("INP", 60_000.0),
    ("FCP", 120_000.0),
    ("TTFB", 120_000.0),
    ("CLS", 100.0),
    ("sessionDuration", 86_400_000.0),
];

/// What became of a batch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Accepted {
    /// Rows queued for storage.
    pub accepted: usize,
    /// Items left out: unknown events or metrics, or everything when the user is not tracked.
    pub dropped: usize,
}

/// Who sent a batch, as far as the server knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sender {
    /// No valid sign-in with the batch.
    Anonymous,
    /// Signed in and not opted out: events carry the user id.
    Tracked(i64),
    /// Signed in as a user who chose "Essential Only": nothing is kept.
    OptedOut,
}

fn field_error(field: &str, message: crate::Said) -> CoreError {
    CoreError::field(field, message)
}

fn bad_session() -> CoreError {
    field_error("sessionId", refusal!("err-h-analytics-session"))
}

/// The client's random session id: 8 to 100 letters, digits, `-` or `_`.
fn session_id(value: Option<&Value>) -> Option<String> {
    let s = value?.as_str()?.trim();
    ((8..=100).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))
    .then(|| s.to_string())
}

/// The path of a page URL, without scheme, host, query or fragment.
pub fn page_path(url: &str) -> Option<String> {
    let rest = match url.split_once("://") {
        Some((_, rest)) => rest.find('/').map_or("/", |i| &rest[i..]),
        None => url,
    };
    let path = rest.split(['?', '#']).next().unwrap_or("/");
    (path.starts_with('/') && !path.chars().any(char::is_control))
        .then(|| path.chars().take(MAX_PAGE).collect())
}

/// What kind of guest page a path is, for the web vitals by page type.
pub fn page_type(path: &str) -> &'static str {
    match path.split('/').nth(1).unwrap_or("") {
        "" => "home",
        "search" => "search",
        "farmhouses" => "locality",
        "property" => "property",
        "book" => "booking",
        _ => "other",
    }
}

/// mobile, tablet or desktop: the only thing kept of a user agent.
pub fn device(user_agent: Option<&str>) -> &'static str {
    let ua = user_agent.unwrap_or("");
    if ua.contains("iPad") || ua.contains("Tablet") {
        "tablet"
    } else if ua.contains("Mobi") || ua.contains("Android") {
        "mobile"
    } else {
        "desktop"
    }
}

/// Looks like an e-mail address or a phone number: never stored.
fn personal(s: &str) -> bool {
    s.contains('@') || s.chars().filter(char::is_ascii_digit).count() >= 10
}

/// The allowed fields of one event's data: numbers, booleans and short texts that carry nothing
/// personal.
fn allowed_detail(data: Option<&Value>, fields: &[&str]) -> Map<String, Value> {
    let mut kept = Map::new();
    let Some(data) = data.and_then(Value::as_object) else {
        return kept;
    };
    for field in fields {
        let value = match data.get(*field) {
            Some(Value::Number(n)) if n.as_f64().is_some_and(f64::is_finite) => {
                Value::Number(n.clone())
            }
            Some(Value::Bool(b)) => Value::Bool(*b),
            Some(Value::String(s)) => {
                let s = s.trim();
                if s.is_empty() || personal(s) || s.chars().any(char::is_control) {
                    continue;
                }
                Value::String(s.chars().take(MAX_TEXT).collect())
            }
            _ => continue,
        };
        kept.insert((*field).to_string(), value);
    }
    kept
}

/// An event's time in Unix seconds: milliseconds or an RFC 3339 text, inside the window.
fn occurred_at(value: Option<&Value>, now: i64) -> i64 {
    let at = match value {
        Some(Value::Number(n)) => n.as_f64().map(|ms| (ms / 1000.0) as i64),
        Some(Value::String(s)) => chrono::DateTime::parse_from_rfc3339(s)
            .ok()
            .map(|t| t.timestamp()),
        _ => None,
    };
    at.filter(|t| (now - PAST_WINDOW..=now + FUTURE_WINDOW).contains(t))
        .unwrap_or(now)
}

/// The rows of an analytics batch (`{events, metadata}`), and how many events were dropped.
pub fn events_of(
    body: &Value,
    sender: Sender,
    now: i64,
) -> Result<(Vec<NewEvent>, usize), CoreError> {
    let events = body
        .get("events")
        .and_then(Value::as_array)
        .ok_or_else(|| field_error("events", refusal!("err-h-analytics-events")))?;
    if events.len() > MAX_EVENTS {
        return Err(field_error(
            "events",
            refusal!("err-h-analytics-events-max", max = MAX_EVENTS),
        ));
    }
    let metadata = body.get("metadata");
    let meta = |key: &str| metadata.and_then(|m| m.get(key));
    let batch_session = session_id(meta("sessionId"));
    let page = meta("url").and_then(Value::as_str).and_then(page_path);
    let device = device(meta("userAgent").and_then(Value::as_str));
    let user_id = match sender {
        Sender::Tracked(id) => Some(id),
        Sender::Anonymous => None,
        Sender::OptedOut => return Ok((Vec::new(), events.len())),
    };
    let mut rows = Vec::with_capacity(events.len());
    for event in events {
        let name = event.get("eventName").and_then(Value::as_str).unwrap_or("");
        let Some((name, fields)) = TRACKED.iter().find(|(n, _)| *n == name) else {
            continue;
        };
        let session = session_id(event.get("sessionId"))
            .or_else(|| batch_session.clone())
            .ok_or_else(bad_session)?;
        let detail = allowed_detail(event.get("eventData"), fields);
        rows.push(NewEvent {
            name: (*name).to_string(),
            session_id: session,
            user_id,
            property_id: detail
                .get("propertyId")
                .and_then(Value::as_i64)
                .filter(|id| *id > 0),
            page: page.clone(),
            device: device.to_string(),
            detail: Value::Object(detail).to_string(),
            occurred_at: occurred_at(event.get("timestamp"), now),
            received_at: now,
        });
    }
    let dropped = events.len() - rows.len();
    Ok((rows, dropped))
}

/// The rows of a performance report (`{url, userAgent, timings: {LCP, …}, sessionDuration,
/// timestamp}` and, when the client has one, `sessionId`), one per known metric, and how many
/// values were dropped.
pub fn reports_of(
    body: &Value,
    sender: Sender,
    now: i64,
) -> Result<(Vec<NewReport>, usize), CoreError> {
    let timings = body
        .get("timings")
        .and_then(Value::as_object)
        .ok_or_else(|| field_error("timings", refusal!("err-h-analytics-timings")))?;
    // PRODUCT.md §7's report (page URL, user agent, timings, session duration) names no session: a
    // report without one is kept under none (''); one that is given must be well formed.
    let session = match body.get("sessionId").filter(|v| !v.is_null()) {
        None => String::new(),
        given => session_id(given).ok_or_else(bad_session)?,
    };
    let mut values: Vec<(&str, &Value)> = timings.iter().map(|(k, v)| (k.as_str(), v)).collect();
    if let Some(duration) = body.get("sessionDuration") {
        values.push(("sessionDuration", duration));
    }
    if values.len() > 20 {
        return Err(field_error(
            "timings",
            refusal!("err-h-analytics-timings-max", max = 20),
        ));
    }
    if sender == Sender::OptedOut {
        return Ok((Vec::new(), values.len()));
    }
    let path = body
        .get("url")
        .and_then(Value::as_str)
        .and_then(page_path)
        .unwrap_or_else(|| "/".into());
    let device = device(body.get("userAgent").and_then(Value::as_str));
    let at = occurred_at(body.get("timestamp"), now);
    let rows: Vec<NewReport> = values
        .iter()
        .filter_map(|(name, value)| {
            let (metric, max) = METRICS.iter().find(|(m, _)| m.eq_ignore_ascii_case(name))?;
            let value = value.as_f64().filter(|v| (0.0..=*max).contains(v))?;
            Some(NewReport {
                session_id: session.clone(),
                page_type: page_type(&path).into(),
                metric: (*metric).into(),
                value,
                device: device.into(),
                occurred_at: at,
                received_at: now,
            })
        })
        .collect();
    let dropped = values.len() - rows.len();
    Ok((rows, dropped))
}

#[cfg(test)]
mod tests;
