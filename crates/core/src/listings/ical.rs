//! Calendar sync (PRODUCT.md "Listings and their life"): iCal export of held intervals and import by URL.
//!
//! Pure functions plus one fetch: the store decides which intervals to export and what an import
//! blocks; this module only speaks iCal and HTTP.

use crate::Said;
use std::time::Duration;

use chrono::{Months, NaiveDateTime, NaiveTime, Offset, TimeZone};
use chrono_tz::Tz;
use icalendar::{CalendarDateTime, Component, DatePerhapsTime, EventLike, Property, ValueType};

use crate::error::CoreError;
use crate::mac::encode_hex;
use crate::time::{from_epoch, IST};

const DAY: i64 = 24 * 60 * 60;
const PRODID: &str = "-//Hyderabad Escapes//Listing calendar//EN";

/// One held interval of a listing, as the export lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportEvent {
    /// Stable across exports (e.g. "booking-42@hyderabadescapes.in") so calendars update in place.
    pub uid: String,
    pub starts_at: i64,
    pub ends_at: i64,
    /// E.g. "Booked — half day (day)" or "Blocked"; never a guest's name or phone.
    pub summary: String,
}

/// The whole VCALENDAR text: one VEVENT per event, times in UTC, CRLF line endings, folded.
pub fn export(calendar_name: &str, events: &[ExportEvent], now: i64) -> String {
    let mut calendar = icalendar::Calendar::empty();
    calendar
        .append_property(Property::new("VERSION", "2.0"))
        .append_property(Property::new("PRODID", PRODID))
        .append_property(Property::new("CALSCALE", "GREGORIAN"))
        .append_property(Property::new("METHOD", "PUBLISH"))
        // Tells subscribers how often to come back; matches our own import refresh.
        .append_property(Property::new("X-PUBLISHED-TTL", "PT30M"))
        .name(&single_line(calendar_name));
    let stamp = from_epoch(now);
    for event in events {
        calendar.push(
            icalendar::Event::new()
                .uid(&single_line(&event.uid))
                .timestamp(stamp)
                .starts(from_epoch(event.starts_at))
                .ends(from_epoch(event.ends_at))
                .summary(&single_line(&event.summary))
                .done(),
        );
    }
    calendar.to_string()
}

/// Control characters would end the content line early (TEXT escaping covers `\n` only), letting a
/// listing title inject properties into the feed.
fn single_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// A fresh secret for the feed URL `/ical/{token}.ics`: 32 random bytes as 64 lowercase hex digits.
pub fn new_feed_token() -> String {
    let mut bytes = [0u8; 32];
    rand::fill(&mut bytes);
    encode_hex(&bytes)
}

pub const MAX_IMPORT_BYTES: usize = 5 * 1024 * 1024;
pub const FETCH_TIMEOUT: Duration = Duration::from_secs(15);
/// Redirects `import_client` follows before giving up.
pub const MAX_REDIRECTS: usize = 5;
const MAX_URL_CHARS: usize = 2_000;
const MAX_IMPORTED_INTERVALS: usize = 5_000;
const MAX_EVENT_SECONDS: i64 = 366 * DAY;
/// Imported UIDs and summaries are stored and shown; a hostile feed must not bloat rows.
const MAX_IMPORTED_TEXT_CHARS: usize = 255;
/// The parser recurses once per nested `BEGIN:`, so 2,000 nested VEVENTs (52 KB) overflowed a
/// worker thread's stack and aborted the whole process. Real feeds nest three deep (VCALENDAR,
/// VEVENT, VALARM; VTIMEZONE, STANDARD); `check_shape` refuses deeper ones before parsing.
const MAX_NESTING: usize = 8;
/// Content lines, properties and components a feed may hold: far above a busy calendar's years
/// of events (a few lines each), low enough that parsing stays quick and small.
const MAX_LINES: usize = 200_000;
const MAX_PROPERTIES: usize = 150_000;
const MAX_COMPONENTS: usize = 25_000;

/// One interval an imported calendar holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedInterval {
    pub starts_at: i64,
    pub ends_at: i64,
    pub uid: Option<String>,
    pub summary: Option<String>,
}

/// Checks an import URL an owner typed: http or https only, has a host, at most 2,000 chars;
/// `webcal://` (what "subscribe" buttons hand out) becomes `https://`. Returns the URL as stored.
pub fn normalise_import_url(url: &str) -> Result<String, CoreError> {
    let url = url.trim();
    if url.is_empty() {
        return Err(CoreError::field("url", refusal!("err-h-ical-paste")));
    }
    if url.chars().count() > MAX_URL_CHARS {
        return Err(CoreError::field("url", refusal!("err-h-ical-too-long")));
    }
    let url = match url.get(..9) {
        Some(scheme) if scheme.eq_ignore_ascii_case("webcal://") => {
            format!("https://{}", &url[9..])
        }
        _ => url.to_string(),
    };
    let parsed = reqwest::Url::parse(&url)
        .map_err(|_| CoreError::field("url", refusal!("err-h-ical-not-link")))?;
    if !matches!(parsed.scheme(), "http" | "https") {
        return Err(CoreError::field("url", refusal!("err-h-ical-scheme")));
    }
    if parsed.host_str().is_none_or(str::is_empty) {
        return Err(CoreError::field("url", refusal!("err-h-ical-no-host")));
    }
    Ok(parsed.to_string())
}

fn invalid() -> CoreError {
    CoreError::Unprocessable {
        code: "ICAL_INVALID",
        message: refusal!("err-h-ical-invalid"),
    }
}

fn unreachable_error(message: Said) -> CoreError {
    CoreError::Unprocessable {
        code: "ICAL_UNREACHABLE",
        message,
    }
}

fn too_large() -> CoreError {
    CoreError::Unprocessable {
        code: "ICAL_TOO_LARGE",
        message: refusal!("err-h-ical-too-large"),
    }
}

/// Parses iCal text into the intervals it holds, sorted by start. Cancelled and transparent
/// (free) events, events with unusable times, and events outside `now - 1 day .. now + 2 years`
/// are left out. Recurrence rules are not expanded: a recurring event holds its first occurrence.
pub fn parse_import(text: &str, now: i64) -> Result<Vec<ImportedInterval>, CoreError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text).trim();
    let starts_as_calendar = text
        .get(..15)
        .is_some_and(|head| head.eq_ignore_ascii_case("BEGIN:VCALENDAR"));
    if !starts_as_calendar {
        return Err(invalid());
    }
    if text.len() > MAX_IMPORT_BYTES {
        return Err(too_large());
    }
    let unfolded = icalendar::parser::unfold(text);
    check_shape(&unfolded)?;
    // The simple error type: the verbose one re-scans the input to render line numbers nobody reads.
    let components = icalendar::parser::read_calendar_simple(&unfolded).map_err(|_| invalid())?;
    if components.first().map(|root| root.name.as_str()) != Some("VCALENDAR") {
        return Err(invalid());
    }
    let calendar = icalendar::Calendar::from(components);

    let kept_from = now.saturating_sub(DAY);
    let kept_until = from_epoch(now)
        .checked_add_months(Months::new(24))
        .map_or(now.saturating_add(731 * DAY), |t| t.timestamp());

    let mut intervals: Vec<ImportedInterval> = calendar
        .events()
        .filter(|event| !has_value(event, "STATUS", "CANCELLED"))
        .filter(|event| !has_value(event, "TRANSP", "TRANSPARENT"))
        .filter_map(event_interval)
        .filter(|i| i.ends_at > kept_from && i.starts_at < kept_until)
        .collect();
    // The nearest intervals matter most when a feed lists more than we keep.
    intervals.sort_by_key(|i| (i.starts_at, i.ends_at));
    intervals.truncate(MAX_IMPORTED_INTERVALS);
    Ok(intervals)
}

/// Refuses unfolded text the parser should not see: nesting deeper than `MAX_NESTING`, or more
/// lines, properties or components than allowed. One pass, no recursion. It counts more
/// generously than the parser reads (any case, `\r` alone as a line end, leading blanks), so
/// nothing the parser would take as a `BEGIN:` escapes the count.
fn check_shape(unfolded: &str) -> Result<(), CoreError> {
    let (mut depth, mut lines, mut properties, mut components) = (0usize, 0usize, 0usize, 0usize);
    for line in unfolded.split(['\n', '\r']) {
        let line = line.trim_start();
        if line.is_empty() {
            continue;
        }
        lines += 1;
        let starts = |prefix: &str| {
            line.as_bytes()
                .get(..prefix.len())
                .is_some_and(|head| head.eq_ignore_ascii_case(prefix.as_bytes()))
        };
        if starts("BEGIN:") {
            depth += 1;
            components += 1;
        } else if starts("END:") {
            depth = depth.saturating_sub(1);
        } else {
            properties += 1;
        }
        if depth > MAX_NESTING
            || lines > MAX_LINES
            || properties > MAX_PROPERTIES
            || components > MAX_COMPONENTS
        {
            return Err(invalid());
        }
    }
    Ok(())
}

fn has_value(event: &icalendar::Event, key: &str, value: &str) -> bool {
    event
        .property_value(key)
        .is_some_and(|v| v.trim().eq_ignore_ascii_case(value))
}

fn event_interval(event: &icalendar::Event) -> Option<ImportedInterval> {
    let start_property = event.properties().get("DTSTART")?;
    let start = date_perhaps_time(start_property)?;
    let starts_at = instant_of(&start)?;
    let ends_at = if let Some(end) = event.properties().get("DTEND") {
        instant_of(&date_perhaps_time(end)?)?
    } else if let Some(duration) = event.property_value("DURATION") {
        starts_at.checked_add(duration_seconds(duration)?)?
    } else if matches!(start, DatePerhapsTime::Date(_)) {
        // RFC 5545 §3.6.1: a DATE start alone lasts the whole day.
        starts_at.checked_add(DAY)?
    } else {
        // A DATE-TIME start alone is an instant; it holds nothing.
        return None;
    };
    let length = ends_at.checked_sub(starts_at)?;
    if length <= 0 || length > MAX_EVENT_SECONDS {
        return None;
    }
    Some(ImportedInterval {
        starts_at,
        ends_at,
        uid: event.get_uid().and_then(clipped_text),
        summary: event.get_summary().and_then(clipped_text),
    })
}

fn clipped_text(text: &str) -> Option<String> {
    let text = single_line(text.trim());
    let text: String = text.chars().take(MAX_IMPORTED_TEXT_CHARS).collect();
    (!text.is_empty()).then_some(text)
}

/// The library's reading, plus one lenient case it refuses: a UTC (`Z`) value that also carries
/// a TZID, which some exporters write; the `Z` wins.
fn date_perhaps_time(property: &Property) -> Option<DatePerhapsTime> {
    DatePerhapsTime::from_property(property).or_else(|| {
        if property.value_type() == Some(ValueType::Date) {
            return None;
        }
        NaiveDateTime::parse_from_str(property.value().trim(), "%Y%m%dT%H%M%SZ")
            .ok()
            .map(|t| DatePerhapsTime::DateTime(CalendarDateTime::Utc(t.and_utc())))
    })
}

fn instant_of(value: &DatePerhapsTime) -> Option<i64> {
    match value {
        // All-day events mean the listing's local days.
        DatePerhapsTime::Date(date) => local_instant(IST, date.and_time(NaiveTime::MIN)),
        DatePerhapsTime::DateTime(CalendarDateTime::Utc(t)) => Some(t.timestamp()),
        // Floating times are the guest-facing local time, which for our listings is IST.
        DatePerhapsTime::DateTime(CalendarDateTime::Floating(t)) => local_instant(IST, *t),
        DatePerhapsTime::DateTime(CalendarDateTime::WithTimezone { date_time, tzid }) => {
            local_instant(zone_named(tzid), *date_time)
        }
    }
}

/// Known IANA names via chrono-tz, also when prefixed the way Thunderbird does
/// ("/mozilla.org/20050126_1/Asia/Kolkata"); anything else (e.g. Windows names) is taken as IST.
fn zone_named(tzid: &str) -> Tz {
    let tzid = tzid.trim().trim_matches('"');
    std::iter::once(tzid)
        .chain(tzid.match_indices('/').map(|(at, _)| &tzid[at + 1..]))
        .find_map(|candidate| candidate.parse::<Tz>().ok())
        .unwrap_or(IST)
}

fn local_instant(zone: Tz, local: NaiveDateTime) -> Option<i64> {
    use chrono::LocalResult;
    match zone.from_local_datetime(&local) {
        LocalResult::Single(t) => Some(t.timestamp()),
        // A repeated hour (clocks going back): the earlier reading holds longer, which is safer.
        LocalResult::Ambiguous(earlier, _) => Some(earlier.timestamp()),
        // A skipped hour (clocks going forward): read it with the offset in force before the jump.
        LocalResult::None => {
            let offset = zone.offset_from_utc_datetime(&local).fix();
            local
                .checked_sub_offset(offset)
                .map(|utc| utc.and_utc().timestamp())
        }
    }
}

/// An RFC 5545 DURATION (`P1D`, `PT12H`, `P1DT2H30M`, `P2W`, `-PT1H`) in seconds.
/// Days count as 24 h: imports are read in IST, which has no DST.
fn duration_seconds(text: &str) -> Option<i64> {
    let text = text.trim();
    let (sign, rest) = match text.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, text.strip_prefix('+').unwrap_or(text)),
    };
    let rest = rest.strip_prefix(['P', 'p'])?;
    let mut total: i64 = 0;
    let mut number: Option<i64> = None;
    let mut in_time = false;
    let mut any_part = false;
    for c in rest.chars() {
        if let Some(digit) = c.to_digit(10) {
            number = Some(
                number
                    .unwrap_or(0)
                    .checked_mul(10)?
                    .checked_add(i64::from(digit))?,
            );
            continue;
        }
        let unit = c.to_ascii_uppercase();
        if unit == 'T' {
            if in_time || number.is_some() {
                return None;
            }
            in_time = true;
            continue;
        }
        let factor = match (unit, in_time) {
            ('W', false) => 7 * DAY,
            ('D', false) => DAY,
            ('H', true) => 60 * 60,
            ('M', true) => 60,
            ('S', true) => 1,
            _ => return None,
        };
        total = total.checked_add(number.take()?.checked_mul(factor)?)?;
        any_part = true;
    }
    if number.is_some() || !any_part {
        return None;
    }
    Some(sign * total)
}

/// The client `fetch_import` expects: follows at most `MAX_REDIRECTS` redirects (reqwest sets this
/// per client, not per request) and names us to calendar hosts, some of which refuse anonymous
/// clients. Build it once and share it.
pub fn import_client() -> Result<reqwest::Client, CoreError> {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::limited(MAX_REDIRECTS))
        .connect_timeout(FETCH_TIMEOUT)
        .user_agent(concat!(
            "HyderabadEscapes-CalendarSync/",
            env!("CARGO_PKG_VERSION")
        ))
        .build()
        .map_err(|e| CoreError::Internal(anyhow::anyhow!("calendar import client: {e}")))
}

/// Fetches and parses an import URL within `FETCH_TIMEOUT`, reading at most `MAX_IMPORT_BYTES`.
/// Use a client from `import_client` so redirects are limited.
pub async fn fetch_import(
    client: &reqwest::Client,
    url: &str,
    now: i64,
) -> Result<Vec<ImportedInterval>, CoreError> {
    fetch_import_within(client, url, now, FETCH_TIMEOUT).await
}

async fn fetch_import_within(
    client: &reqwest::Client,
    url: &str,
    now: i64,
    timeout: Duration,
) -> Result<Vec<ImportedInterval>, CoreError> {
    let url = normalise_import_url(url)?;
    // One deadline over connect, headers and body: a server trickling bytes cannot hold us.
    let body = tokio::time::timeout(timeout, fetch_body(client, &url))
        .await
        .map_err(|_| {
            unreachable_error(refusal!("err-h-ical-timeout", seconds = timeout.as_secs()))
        })??;
    let text = String::from_utf8(body).map_err(|_| invalid())?;
    parse_apart(text, now).await
}

/// `parse_import` on the blocking pool: reading up to 5 MB is CPU work an async worker should not
/// do, and should the parser ever panic, that one feed is refused as invalid (and its import
/// marked failed) instead of the task being lost.
async fn parse_apart(text: String, now: i64) -> Result<Vec<ImportedInterval>, CoreError> {
    tokio::task::spawn_blocking(move || parse_import(&text, now))
        .await
        .unwrap_or_else(|e| {
            tracing::error!(error = %e, "the calendar parser failed");
            Err(invalid())
        })
}

async fn fetch_body(client: &reqwest::Client, url: &str) -> Result<Vec<u8>, CoreError> {
    let mut response = client
        .get(url)
        .header(reqwest::header::ACCEPT, "text/calendar, */*;q=0.5")
        .send()
        .await
        .map_err(|e| transport_error(&e))?;
    let status = response.status();
    if !status.is_success() {
        return Err(unreachable_error(refusal!(
            "err-h-ical-status",
            status = status.as_u16()
        )));
    }
    // A declared size lets us refuse early; an absent or lying one is caught while reading.
    if response
        .content_length()
        .is_some_and(|length| length > MAX_IMPORT_BYTES as u64)
    {
        return Err(too_large());
    }
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(|e| transport_error(&e))? {
        if body.len() + chunk.len() > MAX_IMPORT_BYTES {
            return Err(too_large());
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

fn transport_error(error: &reqwest::Error) -> CoreError {
    if error.is_redirect() {
        unreachable_error(refusal!("err-h-ical-redirects"))
    } else if error.is_timeout() {
        unreachable_error(refusal!(
            "err-h-ical-timeout",
            seconds = FETCH_TIMEOUT.as_secs()
        ))
    } else {
        unreachable_error(refusal!("err-h-ical-unreachable"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{DateTime, NaiveDate, Utc};

    fn ist_midnight(date: NaiveDate) -> i64 {
        local_instant(IST, date.and_time(NaiveTime::MIN)).unwrap_or_default()
    }

    fn utc(text: &str) -> i64 {
        DateTime::parse_from_rfc3339(text)
            .map(|t| t.with_timezone(&Utc).timestamp())
            .unwrap_or_default()
    }

    const NOW: &str = "2026-12-01T00:00:00Z";

    fn now() -> i64 {
        utc(NOW)
    }

    fn code_of(error: &CoreError) -> Option<&'static str> {
        match error {
            CoreError::Unprocessable { code, .. } => Some(code),
            _ => None,
        }
    }

    fn calendar(events: &str) -> String {
        format!(
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN\r\n{events}END:VCALENDAR\r\n"
        )
    }

    #[test]
    fn export_parses_back_with_exact_utc_times_and_crlf() {
        let events = vec![
            ExportEvent {
                uid: "booking-42@hyderabadescapes.in".into(),
                starts_at: utc("2026-12-24T03:30:00Z"),
                ends_at: utc("2026-12-24T15:30:00Z"),
                summary: "Booked — half day (day)".into(),
            },
            ExportEvent {
                uid: "block-7@hyderabadescapes.in".into(),
                starts_at: utc("2026-12-25T00:00:00Z"),
                ends_at: utc("2026-12-26T00:00:00Z"),
                summary: "Blocked".into(),
            },
        ];
        let text = export("Sunset Farm, Moinabad", &events, now());

        assert!(text.contains("PRODID:-//Hyderabad Escapes//Listing calendar//EN\r\n"));
        assert!(text.contains("METHOD:PUBLISH\r\n"));
        assert!(text.contains("X-WR-CALNAME:Sunset Farm\\, Moinabad\r\n"));
        assert!(text.contains("DTSTART:20261224T033000Z\r\n"));
        assert!(text.ends_with("END:VCALENDAR\r\n"));
        assert!(
            !text.replace("\r\n", "").contains('\n'),
            "every line ends in CRLF"
        );

        let parsed: icalendar::Calendar = text.parse().expect("our export parses");
        let back: Vec<_> = parsed.events().filter_map(event_interval).collect();
        assert_eq!(back.len(), 2);
        for (exported, read) in events.iter().zip(&back) {
            assert_eq!(read.uid.as_deref(), Some(exported.uid.as_str()));
            assert_eq!(read.starts_at, exported.starts_at);
            assert_eq!(read.ends_at, exported.ends_at);
            assert_eq!(read.summary.as_deref(), Some(exported.summary.as_str()));
        }
        for event in parsed.events() {
            assert_eq!(event.get_timestamp().map(|t| t.timestamp()), Some(now()));
        }
    }

    #[test]
    fn export_carries_only_what_it_is_given_and_cannot_be_injected() {
        let events = [ExportEvent {
            uid: "booking-1@hyderabadescapes.in".into(),
            starts_at: utc("2026-12-24T03:30:00Z"),
            ends_at: utc("2026-12-24T15:30:00Z"),
            summary: "Booked — full day".into(),
        }];
        // A title with a line break must not add an event or a property to the feed.
        let text = export(
            "Farm\r\nBEGIN:VEVENT\r\nSUMMARY:Ravi 98480 12345",
            &events,
            now(),
        );
        assert_eq!(text.matches("\r\nBEGIN:VEVENT\r\n").count(), 1);
        assert!(!text.contains("\r\nSUMMARY:Ravi"));
        let parsed: icalendar::Calendar = text.parse().expect("still parses");
        assert_eq!(parsed.events().count(), 1);
        for event in parsed.events() {
            assert!(event.get_description().is_none());
            assert!(event.get_attendees().is_empty());
            assert!(event.get_location().is_none());
        }
    }

    #[test]
    fn empty_export_is_still_a_calendar() {
        let text = export("Farm", &[], now());
        let parsed = parse_import(&text, now()).expect("an empty feed is a valid calendar");
        assert!(parsed.is_empty());
    }

    #[test]
    fn feed_tokens_are_long_url_safe_and_fresh() {
        let a = new_feed_token();
        let b = new_feed_token();
        assert_eq!(a.len(), 64);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }

    #[test]
    fn airbnb_all_day_events_hold_ist_midnights() {
        let text = calendar(
            "BEGIN:VEVENT\r\nDTEND;VALUE=DATE:20261226\r\nDTSTART;VALUE=DATE:20261224\r\n\
             UID:abc123-1@airbnb.com\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20261231\r\nUID:one-day@airbnb.com\r\n\
             SUMMARY:Airbnb (Not available)\r\nEND:VEVENT\r\n",
        );
        let intervals = parse_import(&text, now()).expect("parses");
        let day = |d| ist_midnight(NaiveDate::parse_from_str(d, "%Y-%m-%d").unwrap_or_default());
        assert_eq!(
            intervals,
            vec![
                ImportedInterval {
                    starts_at: utc("2026-12-23T18:30:00Z"),
                    ends_at: utc("2026-12-25T18:30:00Z"),
                    uid: Some("abc123-1@airbnb.com".into()),
                    summary: Some("Reserved".into()),
                },
                ImportedInterval {
                    starts_at: day("2026-12-31"),
                    ends_at: day("2027-01-01"),
                    uid: Some("one-day@airbnb.com".into()),
                    summary: Some("Airbnb (Not available)".into()),
                },
            ]
        );
    }

    #[test]
    fn tzid_floating_and_utc_times_are_read_in_their_zones() {
        let text = calendar(
            "BEGIN:VEVENT\r\nUID:ist\r\nDTSTART;TZID=Asia/Kolkata:20261224T090000\r\n\
             DTEND;TZID=Asia/Kolkata:20261224T210000\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nUID:utc\r\nDTSTART:20261225T033000Z\r\nDTEND:20261225T153000Z\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nUID:floating\r\nDTSTART:20261226T090000\r\nDURATION:PT12H\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nUID:london\r\nDTSTART;TZID=Europe/London:20261227T090000\r\n\
             DTEND;TZID=Europe/London:20261227T100000\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nUID:windows\r\nDTSTART;TZID=India Standard Time:20261228T090000\r\n\
             DTEND;TZID=India Standard Time:20261228T100000\r\nEND:VEVENT\r\n",
        );
        let intervals = parse_import(&text, now()).expect("parses");
        let spans: Vec<_> = intervals
            .iter()
            .map(|i| (i.uid.as_deref().unwrap_or(""), i.starts_at, i.ends_at))
            .collect();
        assert_eq!(
            spans,
            vec![
                (
                    "ist",
                    utc("2026-12-24T03:30:00Z"),
                    utc("2026-12-24T15:30:00Z")
                ),
                (
                    "utc",
                    utc("2026-12-25T03:30:00Z"),
                    utc("2026-12-25T15:30:00Z")
                ),
                (
                    "floating",
                    utc("2026-12-26T03:30:00Z"),
                    utc("2026-12-26T15:30:00Z")
                ),
                (
                    "london",
                    utc("2026-12-27T09:00:00Z"),
                    utc("2026-12-27T10:00:00Z")
                ),
                (
                    "windows",
                    utc("2026-12-28T03:30:00Z"),
                    utc("2026-12-28T04:30:00Z")
                ),
            ]
        );
    }

    #[test]
    fn cancelled_free_backwards_and_overlong_events_are_skipped() {
        let text = calendar(
            "BEGIN:VEVENT\r\nUID:kept\r\nDTSTART:20261224T033000Z\r\nDTEND:20261224T153000Z\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nUID:cancelled\r\nSTATUS:CANCELLED\r\nDTSTART:20261224T033000Z\r\nDTEND:20261224T153000Z\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nUID:free\r\nTRANSP:TRANSPARENT\r\nDTSTART:20261224T033000Z\r\nDTEND:20261224T153000Z\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nUID:backwards\r\nDTSTART:20261224T153000Z\r\nDTEND:20261224T033000Z\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nUID:negative\r\nDTSTART:20261224T153000Z\r\nDURATION:-PT1H\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nUID:overlong\r\nDTSTART;VALUE=DATE:20261224\r\nDTEND;VALUE=DATE:20271226\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nUID:no-start\r\nDTEND:20261224T153000Z\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nUID:bad-date\r\nDTSTART:2026-12-24\r\nDTEND:20261224T153000Z\r\nEND:VEVENT\r\n",
        );
        let intervals = parse_import(&text, now()).expect("parses");
        let uids: Vec<_> = intervals.iter().filter_map(|i| i.uid.as_deref()).collect();
        assert_eq!(uids, vec!["kept"]);
    }

    #[test]
    fn only_the_near_past_and_two_years_ahead_are_kept() {
        let text = calendar(
            "BEGIN:VEVENT\r\nUID:last-month\r\nDTSTART:20261101T000000Z\r\nDTEND:20261102T000000Z\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nUID:yesterday\r\nDTSTART:20261130T000000Z\r\nDTEND:20261130T120000Z\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nUID:next-year\r\nDTSTART:20271201T000000Z\r\nDTEND:20271202T000000Z\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nUID:three-years\r\nDTSTART:20291201T000000Z\r\nDTEND:20291202T000000Z\r\nEND:VEVENT\r\n",
        );
        let intervals = parse_import(&text, now()).expect("parses");
        let uids: Vec<_> = intervals.iter().filter_map(|i| i.uid.as_deref()).collect();
        assert_eq!(uids, vec!["yesterday", "next-year"]);
    }

    #[test]
    fn a_huge_feed_is_capped_at_the_nearest_five_thousand() {
        let events: String = (0..5_100)
            .rev()
            .map(|n| {
                let start = now() + n * 3_600;
                format!(
                    "BEGIN:VEVENT\r\nUID:e{n}\r\nDTSTART:{}\r\nDURATION:PT1H\r\nEND:VEVENT\r\n",
                    from_epoch(start).format("%Y%m%dT%H%M%SZ")
                )
            })
            .collect();
        let intervals = parse_import(&calendar(&events), now()).expect("parses");
        assert_eq!(intervals.len(), 5_000);
        assert_eq!(intervals.first().map(|i| i.starts_at), Some(now()));
        assert_eq!(
            intervals.last().map(|i| i.starts_at),
            Some(now() + 4_999 * 3_600)
        );
    }

    #[test]
    fn folded_lf_only_feeds_with_a_bom_parse() {
        let text = "\u{feff}BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:folded\nSUMMARY:Not\n  available\n\
                    DTSTART:20261224T033000Z\nDTEND:20261224T153000Z\nEND:VEVENT\nEND:VCALENDAR\n\n";
        let intervals = parse_import(text, now()).expect("parses");
        assert_eq!(intervals.len(), 1);
        assert_eq!(intervals[0].summary.as_deref(), Some("Not available"));
    }

    #[test]
    fn garbage_is_not_a_calendar() {
        for text in [
            "",
            "<!doctype html><html><body>Sign in</body></html>",
            "BEGIN:VCALENDAR\r\nthis is not a property\r\n",
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VTODO\r\n",
            "BEGIN:VCALENDARX",
            "\u{0}\u{1}\u{2}",
        ] {
            let error = parse_import(text, now()).expect_err(text);
            assert_eq!(code_of(&error), Some("ICAL_INVALID"), "{text:?}");
            assert_eq!(
                error.to_string(),
                "This link does not return an iCal calendar (.ics)."
            );
        }
    }

    #[test]
    fn any_truncation_of_a_feed_is_answered_without_panicking() {
        let text = calendar(
            "BEGIN:VEVENT\r\nUID:a\r\nDTSTART;TZID=Asia/Kolkata:20261224T090000\r\n\
             DURATION:P1DT2H\r\nSUMMARY:Reserved\\, thanks\r\nEND:VEVENT\r\n\
             BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20261230\r\nEND:VEVENT\r\n",
        );
        for (cut, _) in text.char_indices() {
            match parse_import(&text[..cut], now()) {
                Ok(intervals) => assert!(intervals.len() <= 2),
                Err(error) => assert_eq!(code_of(&error), Some("ICAL_INVALID")),
            }
        }
        let whole = parse_import(&text, now()).expect("the whole feed parses");
        assert_eq!(whole[0].summary.as_deref(), Some("Reserved, thanks"));
        assert_eq!(whole[0].ends_at - whole[0].starts_at, DAY + 7_200);
    }

    /// `depth` components nested in one another inside the calendar, each named `name`.
    fn nested(name: &str, depth: usize) -> String {
        calendar(&format!(
            "{}{}",
            format!("BEGIN:{name}\r\n").repeat(depth),
            format!("END:{name}\r\n").repeat(depth)
        ))
    }

    #[test]
    fn hostile_shapes_are_refused_before_the_parser_sees_them() {
        // Before the shape check, the first of these overflowed the thread's stack and aborted
        // the whole process (52 KB).
        let deep = nested("VEVENT", 2_000);
        assert!(deep.len() < 60_000, "{}", deep.len());
        let lines = calendar(&"END:X\r\n".repeat(MAX_LINES));
        let properties = calendar(&format!(
            "BEGIN:VEVENT\r\n{}END:VEVENT\r\n",
            "X-A:b\r\n".repeat(MAX_PROPERTIES)
        ));
        let components = calendar(&"BEGIN:VTODO\r\nEND:VTODO\r\n".repeat(MAX_COMPONENTS));
        let folded_deep = calendar(&format!(
            "{}{}",
            "begin:vevent\n".repeat(500),
            "end:vevent\n".repeat(500)
        ));
        let unbalanced = calendar(&"BEGIN:VALARM\r\n".repeat(100_000));
        let bare_cr = calendar(&format!(
            "{}{}",
            "BEGIN:X\r".repeat(1_000),
            "END:X\r".repeat(1_000)
        ));
        for (name, text) in [
            ("2,000 nested VEVENTs", deep),
            ("lowercase nesting", folded_deep),
            ("opened, never closed", unbalanced),
            ("bare CR line ends", bare_cr),
            ("nine deep", nested("VEVENT", MAX_NESTING)),
            ("too many lines", lines),
            ("too many properties", properties),
            ("too many components", components),
        ] {
            let error = parse_import(&text, now()).expect_err(name);
            assert_eq!(code_of(&error), Some("ICAL_INVALID"), "{name}");
        }
        // Eight deep (the calendar and seven inside) is still read.
        parse_import(&nested("VEVENT", MAX_NESTING - 1), now()).expect("eight deep is fine");
        let alarm = calendar(
            "BEGIN:VEVENT\r\nUID:a\r\nDTSTART;VALUE=DATE:20261224\r\n\
             BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT15M\r\nEND:VALARM\r\nEND:VEVENT\r\n",
        );
        assert_eq!(parse_import(&alarm, now()).expect("parses").len(), 1);
    }

    #[test]
    fn durations_read_as_rfc_5545_says() {
        assert_eq!(duration_seconds("PT12H"), Some(12 * 3_600));
        assert_eq!(duration_seconds("P1D"), Some(DAY));
        assert_eq!(duration_seconds("P1DT2H30M15S"), Some(DAY + 9_015));
        assert_eq!(duration_seconds("P2W"), Some(14 * DAY));
        assert_eq!(duration_seconds("-PT1H"), Some(-3_600));
        for bad in [
            "",
            "P",
            "PT",
            "P1H",
            "PT1D",
            "P1",
            "1D",
            "P99999999999999999999D",
        ] {
            assert_eq!(duration_seconds(bad), None, "{bad}");
        }
    }

    #[test]
    fn import_urls_are_http_only_and_webcal_becomes_https() {
        assert_eq!(
            normalise_import_url("  webcal://www.airbnb.co.in/calendar/ical/123.ics?s=abc ")
                .expect("webcal is accepted"),
            "https://www.airbnb.co.in/calendar/ical/123.ics?s=abc"
        );
        assert_eq!(
            normalise_import_url("WEBCAL://calendar.google.com/x.ics").expect("any case"),
            "https://calendar.google.com/x.ics"
        );
        assert_eq!(
            normalise_import_url("http://example.com/a.ics").expect("http is accepted"),
            "http://example.com/a.ics"
        );
        let long = format!("https://example.com/{}", "a".repeat(2_000));
        for bad in [
            "",
            "   ",
            "ftp://x",
            "javascript:alert(1)",
            "file:///etc/passwd",
            "https://",
            "example.com/a.ics",
            long.as_str(),
        ] {
            match normalise_import_url(bad) {
                Err(CoreError::Validation { fields, .. }) => {
                    assert!(fields.contains_key("url"), "{bad}")
                }
                other => panic!("{bad:?} gave {other:?}"),
            }
        }
    }

    mod fetch {
        use super::*;
        use axum::body::Body;
        use axum::http::{header, StatusCode};
        use axum::response::{IntoResponse, Redirect};
        use axum::routing::get;

        const SIX_MB: usize = 6 * 1024 * 1024;

        fn good_ics() -> String {
            calendar(
                "BEGIN:VEVENT\r\nUID:remote-1\r\nDTSTART;VALUE=DATE:20261224\r\n\
                 DTEND;VALUE=DATE:20261225\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n",
            )
        }

        /// Serves the cases on a random local port; returns its base URL.
        async fn serve() -> String {
            let app = axum::Router::new()
                .route(
                    "/good.ics",
                    get(|| async { ([(header::CONTENT_TYPE, "text/calendar")], good_ics()) }),
                )
                .route("/missing.ics", get(|| async { StatusCode::NOT_FOUND }))
                .route(
                    "/login",
                    get(|| async {
                        axum::response::Html("<!doctype html><html><body>Sign in</body></html>")
                    }),
                )
                .route(
                    "/huge.ics",
                    get(|| async {
                        // Re-wrapping as a stream drops the known length: chunked, no Content-Length.
                        let bytes = Body::from(vec![b'A'; SIX_MB]);
                        Body::from_stream(bytes.into_data_stream())
                    }),
                )
                .route(
                    "/latin1.ics",
                    get(|| async {
                        b"BEGIN:VCALENDAR\r\nX-NAME:\xe9\r\nEND:VCALENDAR\r\n".to_vec()
                    }),
                )
                .route(
                    "/moved.ics",
                    get(|| async { Redirect::temporary("/good.ics").into_response() }),
                )
                .route(
                    "/loop.ics",
                    get(|| async { Redirect::temporary("/loop.ics").into_response() }),
                )
                .route(
                    "/slow.ics",
                    get(|| async {
                        tokio::time::sleep(Duration::from_secs(30)).await;
                        good_ics()
                    }),
                );
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                .await
                .expect("bind a local port");
            let address = listener.local_addr().expect("local address");
            tokio::spawn(async move { axum::serve(listener, app).await });
            format!("http://{address}")
        }

        fn client() -> reqwest::Client {
            import_client().expect("client builds")
        }

        #[tokio::test]
        async fn a_good_feed_gives_its_intervals() {
            let base = serve().await;
            let intervals = fetch_import(&client(), &format!("{base}/good.ics"), now())
                .await
                .expect("fetches");
            assert_eq!(
                intervals,
                vec![ImportedInterval {
                    starts_at: utc("2026-12-23T18:30:00Z"),
                    ends_at: utc("2026-12-24T18:30:00Z"),
                    uid: Some("remote-1".into()),
                    summary: Some("Reserved".into()),
                }]
            );
            let moved = fetch_import(&client(), &format!("{base}/moved.ics"), now())
                .await
                .expect("follows a redirect");
            assert_eq!(moved, intervals);
        }

        #[tokio::test]
        async fn a_404_is_unreachable_and_says_so() {
            let base = serve().await;
            let error = fetch_import(&client(), &format!("{base}/missing.ics"), now())
                .await
                .expect_err("404");
            assert_eq!(code_of(&error), Some("ICAL_UNREACHABLE"));
            assert_eq!(error.to_string(), "The calendar link answered 404.");
        }

        #[tokio::test]
        async fn an_html_page_or_non_utf8_body_is_invalid() {
            let base = serve().await;
            for path in ["/login", "/latin1.ics"] {
                let error = fetch_import(&client(), &format!("{base}{path}"), now())
                    .await
                    .expect_err(path);
                assert_eq!(code_of(&error), Some("ICAL_INVALID"), "{path}");
            }
        }

        #[tokio::test]
        async fn a_six_mb_stream_without_length_is_too_large() {
            let base = serve().await;
            let url = format!("{base}/huge.ics");
            let probe = client().get(&url).send().await.expect("server answers");
            assert_eq!(probe.content_length(), None, "the test serves it unsized");
            drop(probe);

            let error = fetch_import(&client(), &url, now())
                .await
                .expect_err("too large");
            assert_eq!(code_of(&error), Some("ICAL_TOO_LARGE"));
        }

        #[tokio::test]
        async fn closed_ports_redirect_loops_and_silence_are_unreachable() {
            let base = serve().await;
            // Bind then drop: the port is known to be free and nothing listens on it.
            let closed = {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                    .await
                    .expect("bind");
                listener.local_addr().expect("address")
            };
            let error = fetch_import(&client(), &format!("http://{closed}/x.ics"), now())
                .await
                .expect_err("closed port");
            assert_eq!(code_of(&error), Some("ICAL_UNREACHABLE"));
            assert_eq!(error.to_string(), "The calendar link could not be reached.");

            let error = fetch_import(&client(), &format!("{base}/loop.ics"), now())
                .await
                .expect_err("redirect loop");
            assert_eq!(code_of(&error), Some("ICAL_UNREACHABLE"));
            assert_eq!(
                error.to_string(),
                "The calendar link redirects too many times."
            );

            let error = fetch_import_within(
                &client(),
                &format!("{base}/slow.ics"),
                now(),
                Duration::from_millis(300),
            )
            .await
            .expect_err("timeout");
            assert_eq!(code_of(&error), Some("ICAL_UNREACHABLE"));
        }

        #[tokio::test]
        async fn a_bad_url_is_refused_before_any_request() {
            let error = fetch_import(&client(), "ftp://x", now())
                .await
                .expect_err("ftp");
            assert!(matches!(error, CoreError::Validation { .. }));
        }
    }
}
