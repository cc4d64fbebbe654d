//! Calendar sync per listing (PRODUCT.md "Listings and their life"): a secret, revocable iCal feed
//! of the listing's held slots, and iCal imports by URL, refreshed every 30 minutes, that block
//! the intervals they list. `ical.rs` speaks iCal and HTTP; this file holds the rules.
//!
//! - The feed lists bookings that hold a slot and the owner's blocks, from 30 days ago to 400
//!   days ahead, without a guest's name or phone. It leaves out intervals that came from imports,
//!   so two platforms syncing each other do not echo each other's blocks forever.
//! - An import is fetched before it is stored: a link that does not answer a calendar stores
//!   nothing. Its intervals become blocks (`held_intervals`, kind `block`, `import_id` set) where
//!   the listing is free; the parts something else already holds are left out.
//! - A refresh replaces an import's blocks when the fetch works, and keeps them (noting the
//!   error) when it does not.
//! - Import links must name a public host: loopback, private, link-local, unique-local and
//!   unspecified addresses are refused, checked after DNS resolution and again on every
//!   connection and redirect (`import_fetch.rs`), unless `allow_private_calendar_hosts` (tests,
//!   a local e2e) says otherwise.

use std::sync::Arc;
use std::time::Duration;

use serde::Deserialize;
use utoipa::ToSchema;

use super::ical::{self, ExportEvent, ImportedInterval};
use super::import_fetch::ImportFetcher;
use super::service::{visible_to, By, Listings};
use super::views::{CalendarImportView, CalendarSync};
use crate::error::CoreError;
use crate::ids::PropertyId;
use crate::jobs::{Job, Next};
use crate::slots::BookingType;
use crate::store::calendar as sc;
use crate::store::listings as sl;
use crate::store::models::CalendarImportRow;
use crate::store::{write_transaction, DbConnection};
use crate::time::{from_epoch, to_ist_rfc3339};

/// Imports one listing may have.
pub const MAX_IMPORTS: i64 = 5;
/// Seconds between two fetches of an import.
pub const REFRESH_EVERY_SECONDS: i64 = 30 * 60;
/// How often the background refresher looks for due imports.
pub const REFRESH_TICK: Duration = Duration::from_secs(60);
/// The feed lists holds from this many days ago …
pub const EXPORT_PAST_DAYS: i64 = 30;
/// … to this many days ahead.
pub const EXPORT_AHEAD_DAYS: i64 = 400;
/// Imports fetched at once by one refresh pass.
const PARALLEL_FETCHES: usize = 4;
/// Due imports one refresh pass takes; the rest wait for the next tick.
const IMPORTS_PER_PASS: i64 = 500;
const DAY: i64 = 24 * 60 * 60;
/// Longest note on an imported block (as for the owner's own blocks).
const MAX_NOTE_CHARS: usize = 200;

/// `POST /api/v1/owner/properties/{id}/calendar-imports`.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct CalendarImportRequest {
    /// The calendar's .ics link (http, https or webcal), as Airbnb, Booking.com or Google
    /// Calendar gives it.
    #[schema(required = true, value_type = String)]
    pub url: Option<String>,
}

fn too_many_imports() -> CoreError {
    CoreError::Conflict {
        code: "TOO_MANY_IMPORTS",
        message: refusal!("err-h-too-many-imports", max = MAX_IMPORTS),
    }
}

fn import_exists() -> CoreError {
    CoreError::Conflict {
        code: "IMPORT_EXISTS",
        message: refusal!("err-h-import-exists"),
    }
}

fn import_not_found() -> CoreError {
    CoreError::NotFound(crate::Missing::CalendarImport)
}

/// The parts of `wanted` that no interval of `taken` covers, by start. Both may be unsorted and
/// overlap among themselves; overlapping wanted intervals are merged first, so the pieces never
/// overlap each other (touching ones stay apart).
pub fn free_pieces(wanted: &[(i64, i64)], taken: &[(i64, i64)]) -> Vec<(i64, i64)> {
    let mut wanted: Vec<(i64, i64)> = wanted.iter().copied().filter(|(s, e)| s < e).collect();
    wanted.sort_unstable();
    let mut merged: Vec<(i64, i64)> = Vec::with_capacity(wanted.len());
    for (start, end) in wanted {
        match merged.last_mut() {
            Some(last) if start < last.1 => last.1 = last.1.max(end),
            _ => merged.push((start, end)),
        }
    }
    let mut taken: Vec<(i64, i64)> = taken.iter().copied().filter(|(s, e)| s < e).collect();
    taken.sort_unstable();

    let mut pieces = Vec::new();
    let mut first = 0;
    for (start, end) in merged {
        // Holds ending before this interval starts end before every later one starts too.
        while first < taken.len() && taken[first].1 <= start {
            first += 1;
        }
        let mut cursor = start;
        for &(hold_start, hold_end) in &taken[first..] {
            if hold_start >= end || cursor >= end {
                break;
            }
            if hold_end <= cursor {
                continue;
            }
            if hold_start > cursor {
                pieces.push((cursor, hold_start));
            }
            cursor = cursor.max(hold_end);
        }
        if cursor < end {
            pieces.push((cursor, end));
        }
    }
    pieces
}

/// The note on an imported block: where it came from.
fn import_note(url: &str) -> String {
    let host = reqwest::Url::parse(url)
        .ok()
        .and_then(|u| u.host_str().map(str::to_string))
        .unwrap_or_else(|| "a calendar link".into());
    format!("Imported from {host}")
        .chars()
        .take(MAX_NOTE_CHARS)
        .collect()
}

/// Replaces import `import_id`'s blocks with the free parts of `intervals` (those not wholly
/// past); how many blocks it stored. Run inside a write transaction.
fn store_intervals(
    c: &mut DbConnection,
    property_id: PropertyId,
    import_id: i64,
    url: &str,
    intervals: &[ImportedInterval],
    now: i64,
) -> Result<i32, CoreError> {
    sc::delete_import_holds(c, import_id)?;
    let wanted: Vec<(i64, i64)> = intervals
        .iter()
        .filter(|i| i.ends_at > now)
        .map(|i| (i.starts_at, i.ends_at))
        .collect();
    let (Some(from), Some(until)) = (
        wanted.iter().map(|w| w.0).min(),
        wanted.iter().map(|w| w.1).max(),
    ) else {
        return Ok(0);
    };
    // SQLite's IMMEDIATE transaction serialises this read and the inserts; on PostgreSQL a
    // concurrent booking can still take a piece, which the exclusion constraint then refuses.
    let taken = sc::holds_between(c, property_id, from, until)?;
    let note = import_note(url);
    let mut blocked = 0;
    for (start, end) in free_pieces(&wanted, &taken) {
        if sc::insert_import_hold(c, property_id, start, end, import_id, &note, now)?.is_some() {
            blocked += 1;
        }
    }
    Ok(blocked)
}

/// What an owner reads about an import.
pub fn import_view(row: CalendarImportRow) -> CalendarImportView {
    CalendarImportView {
        id: row.id,
        url: row.url,
        last_synced_at: row.last_synced_at.map(|t| to_ist_rfc3339(from_epoch(t))),
        last_error: row.last_error,
        blocked_count: row.blocked_count,
    }
}

/// What `last_error` keeps of a failed fetch: the message an owner can act on, never internals.
fn error_note(error: &CoreError) -> String {
    match error {
        CoreError::Internal(_) | CoreError::Config(_) | CoreError::Unavailable(_) => {
            refusal!("err-h-ical-retry-later").english()
        }
        other => other.to_string(),
    }
}

fn export_summary(booking_type: Option<BookingType>) -> &'static str {
    match booking_type {
        Some(BookingType::HalfDay) => "Booked — half day",
        Some(BookingType::FullDay) => "Booked — full day",
        None => "Blocked",
    }
}

/// Tokens are 64 lowercase hex digits (`ical::new_feed_token`); anything else is not one.
fn looks_like_token(token: &str) -> bool {
    token.len() == 64
        && token
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

impl Listings {
    /// Whether import links may name private and local hosts (default: refused). For tests and
    /// a local end-to-end run whose calendar server is on 127.0.0.1. A setting rather than a
    /// builder because the service is shared (`Arc`) by the time the server is configured.
    pub fn allow_private_calendar_hosts(&self, allow: bool) {
        let fetcher = ImportFetcher::new(allow);
        *self
            .calendar_fetch
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = fetcher;
    }

    /// The fetcher now in force (cheap: the client is shared).
    fn fetcher(&self) -> ImportFetcher {
        self.calendar_fetch
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
    }

    /// The listing's calendar sync as the editor shows it.
    async fn calendar_sync(&self, by: By, id: PropertyId) -> Result<CalendarSync, CoreError> {
        Ok(self.get(by, id).await?.calendar)
    }

    /// Makes the listing's export feed, or replaces its secret so the old link stops working.
    pub async fn create_feed(&self, by: By, id: PropertyId) -> Result<CalendarSync, CoreError> {
        let now = self.now();
        let token = ical::new_feed_token();
        self.store()
            .run(move |c| {
                write_transaction(c, |c| {
                    visible_to(sl::property(c, id)?, by)?;
                    sc::set_feed_token(c, id, &token, now)
                })
            })
            .await?;
        self.calendar_sync(by, id).await
    }

    /// Turns the listing's export feed off (its link then answers 404). Turning off a feed that
    /// is off is fine.
    pub async fn revoke_feed(&self, by: By, id: PropertyId) -> Result<(), CoreError> {
        self.store()
            .run(move |c| {
                write_transaction(c, |c| {
                    visible_to(sl::property(c, id)?, by)?;
                    sc::delete_feed_token(c, id)
                })
            })
            .await?;
        Ok(())
    }

    /// The listing's title and held intervals for the feed of `token` (`None`: no such feed):
    /// bookings and the owner's blocks from 30 days ago to 400 days ahead, not what imports
    /// blocked. Summaries say only booked (half or full day) or blocked.
    pub async fn feed(&self, token: &str) -> Result<Option<(String, Vec<ExportEvent>)>, CoreError> {
        if !looks_like_token(token) {
            return Ok(None);
        }
        let token = token.to_string();
        let now = self.now();
        let (from, until) = (now - EXPORT_PAST_DAYS * DAY, now + EXPORT_AHEAD_DAYS * DAY);
        self.store()
            .run(move |c| {
                let Some((id, title)) = sc::property_of_token(c, &token)? else {
                    return Ok(None);
                };
                let events = sc::exported_holds(c, id, from, until)?
                    .into_iter()
                    .map(|h| ExportEvent {
                        uid: format!("hold-{}@hyderabadescapes.in", h.id),
                        starts_at: h.starts_at,
                        ends_at: h.ends_at,
                        summary: export_summary(h.booking_type).into(),
                    })
                    .collect();
                Ok(Some((title, events)))
            })
            .await
    }

    /// Imports the calendar at `url`: refused when the listing has 5 already (409
    /// TOO_MANY_IMPORTS) or this one (409 IMPORT_EXISTS). The link is fetched first; when that
    /// fails the error is answered and nothing is stored.
    pub async fn add_import(
        &self,
        by: By,
        id: PropertyId,
        url: &str,
    ) -> Result<CalendarImportView, CoreError> {
        let url = ical::normalise_import_url(url)?;
        let now = self.now();
        let room = move |c: &mut DbConnection, url: &str| -> Result<(), CoreError> {
            visible_to(sl::property(c, id)?, by)?;
            if sc::import_url_taken(c, id, url)? {
                return Err(import_exists());
            }
            if sc::count_imports(c, id)? >= MAX_IMPORTS {
                return Err(too_many_imports());
            }
            Ok(())
        };
        // Refusals that need no fetch come first; they are checked again with the write.
        let checked = url.clone();
        self.store().run(move |c| room(c, &checked)).await?;
        let intervals = self.fetcher().fetch(&url, now).await?;
        let row = self
            .store()
            .run(move |c| {
                write_transaction(c, |c| {
                    room(c, &url)?;
                    let next = now + REFRESH_EVERY_SECONDS;
                    let import_id = sc::insert_import(c, id, &url, next, now)?;
                    let blocked = store_intervals(c, id, import_id, &url, &intervals, now)?;
                    sc::record_sync(c, import_id, now, blocked, next)?;
                    sc::import_by_id(c, import_id)?.ok_or_else(import_not_found)
                })
            })
            .await?;
        self.store().events().property_changed(id);
        Ok(import_view(row))
    }

    /// Fetches one import now. When the fetch works its blocks are replaced; when it fails the
    /// error is noted on the import (its blocks stay) and answered.
    pub async fn refresh_import(
        &self,
        by: By,
        id: PropertyId,
        import_id: i64,
    ) -> Result<CalendarImportView, CoreError> {
        let row = self
            .store()
            .run(move |c| {
                visible_to(sl::property(c, id)?, by)?;
                sc::import(c, id, import_id)?.ok_or_else(import_not_found)
            })
            .await?;
        let now = self.now();
        let fetched = self.fetcher().fetch(&row.url, now).await;
        self.record_fetch(row, fetched, now).await?.map(import_view)
    }

    /// Removes an import and the blocks it made.
    pub async fn delete_import(
        &self,
        by: By,
        id: PropertyId,
        import_id: i64,
    ) -> Result<(), CoreError> {
        self.store()
            .run(move |c| {
                write_transaction(c, |c| {
                    visible_to(sl::property(c, id)?, by)?;
                    if sc::delete_import(c, id, import_id)? {
                        Ok(())
                    } else {
                        Err(import_not_found())
                    }
                })
            })
            .await?;
        self.store().events().property_changed(id);
        Ok(())
    }

    /// Stores what a fetch of `row` gave. The outer error is the store's; the inner one is the
    /// fetch's, already noted on the import.
    async fn record_fetch(
        &self,
        row: CalendarImportRow,
        fetched: Result<Vec<ImportedInterval>, CoreError>,
        now: i64,
    ) -> Result<Result<CalendarImportRow, CoreError>, CoreError> {
        let next = now + REFRESH_EVERY_SECONDS;
        let (import_id, property_id) = (row.id, row.property_id);
        match fetched {
            Ok(intervals) => {
                let url = row.url;
                let row = self
                    .store()
                    .run(move |c| {
                        write_transaction(c, |c| {
                            // Deleted while we fetched: nothing to store.
                            if sc::import_by_id(c, import_id)?.is_none() {
                                return Err(import_not_found());
                            }
                            let blocked =
                                store_intervals(c, property_id, import_id, &url, &intervals, now)?;
                            sc::record_sync(c, import_id, now, blocked, next)?;
                            sc::import_by_id(c, import_id)?.ok_or_else(import_not_found)
                        })
                    })
                    .await?;
                self.store().events().property_changed(property_id);
                Ok(Ok(row))
            }
            Err(error) => {
                let note = error_note(&error);
                self.store()
                    .run(move |c| sc::record_failure(c, import_id, &note, next))
                    .await?;
                Ok(Err(error))
            }
        }
    }

    /// Fetches every import due at `now` (`next_sync_at <= now`, at most 500 a pass, a few at a
    /// time), storing each result as `refresh_import` does; the next refresh of each is 30
    /// minutes on. How many imports were fetched.
    pub async fn refresh_due(&self, now: i64) -> Result<usize, CoreError> {
        let next = now + REFRESH_EVERY_SECONDS;
        let due = self
            .store()
            .run(move |c| {
                let mut claimed = Vec::new();
                for row in sc::due_imports(c, now, IMPORTS_PER_PASS)? {
                    // Another instance may have taken it meanwhile.
                    if sc::claim_import(c, row.id, now, next)? {
                        claimed.push(row);
                    }
                }
                Ok(claimed)
            })
            .await?;
        let mut waiting = due.into_iter();
        let mut running = tokio::task::JoinSet::new();
        let mut fetched = 0;
        loop {
            while running.len() < PARALLEL_FETCHES {
                let Some(row) = waiting.next() else { break };
                let fetcher = self.fetcher();
                running.spawn(async move {
                    let result = fetcher.fetch(&row.url, now).await;
                    (row, result)
                });
            }
            let Some(joined) = running.join_next().await else {
                break;
            };
            let (row, result) = match joined {
                Ok(done) => done,
                Err(e) => {
                    // Its next refresh is already set by the claim.
                    tracing::error!(error = %e, "calendar import fetch task failed");
                    continue;
                }
            };
            fetched += 1;
            let import_id = row.id;
            match self.record_fetch(row, result, now).await {
                Ok(Ok(row)) => tracing::debug!(
                    import_id,
                    blocked = row.blocked_count,
                    "calendar import refreshed"
                ),
                Ok(Err(error)) => {
                    tracing::info!(import_id, error = %error, "calendar import failed")
                }
                // Removed while it was fetched.
                Err(CoreError::NotFound(_)) => {}
                Err(error) => {
                    tracing::warn!(import_id, error = %error, "calendar import not stored")
                }
            }
        }
        Ok(fetched)
    }

    /// Refreshes due imports every minute. A failed pass is logged and the next one runs as
    /// usual.
    pub fn calendar_refresh_job(self: &Arc<Self>) -> Job {
        let listings = self.clone();
        Job::new("calendar refresh", REFRESH_TICK, move || {
            let listings = listings.clone();
            async move {
                let now = listings.now();
                match listings.refresh_due(now).await {
                    Ok(0) => {}
                    Ok(n) => tracing::info!(imports = n, "calendar imports refreshed"),
                    Err(e) => tracing::warn!(error = %e, "calendar refresh"),
                }
                Next::Wait
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn free_pieces_leave_out_what_is_held() {
        // One imported interval 0..100 over holds 10..20 and 50..60: three free pieces.
        assert_eq!(
            free_pieces(&[(0, 100)], &[(50, 60), (10, 20)]),
            vec![(0, 10), (20, 50), (60, 100)]
        );
        // Held at the start, at the end, or all of it.
        assert_eq!(free_pieces(&[(0, 100)], &[(0, 30)]), vec![(30, 100)]);
        assert_eq!(free_pieces(&[(0, 100)], &[(70, 200)]), vec![(0, 70)]);
        assert_eq!(free_pieces(&[(0, 100)], &[(-5, 105)]), vec![]);
        // Touching holds take nothing.
        assert_eq!(
            free_pieces(&[(10, 20)], &[(0, 10), (20, 30)]),
            vec![(10, 20)]
        );
        // Nothing held.
        assert_eq!(free_pieces(&[(5, 9)], &[]), vec![(5, 9)]);
    }

    #[test]
    fn free_pieces_merge_overlapping_imports_and_cope_with_messy_holds() {
        // Imported intervals overlapping each other become one; touching ones stay two.
        assert_eq!(
            free_pieces(&[(40, 60), (0, 50), (60, 70), (80, 80)], &[]),
            vec![(0, 60), (60, 70)]
        );
        // Overlapping, unsorted holds, one long one hiding a short one.
        assert_eq!(
            free_pieces(
                &[(0, 100), (150, 200)],
                &[(30, 40), (10, 90), (95, 160), (20, 25)]
            ),
            vec![(0, 10), (90, 95), (160, 200)]
        );
        // A hold ending before the second interval is skipped for it.
        assert_eq!(
            free_pieces(&[(0, 10), (20, 30)], &[(5, 8), (25, 40)]),
            vec![(0, 5), (8, 10), (20, 25)]
        );
    }

    #[test]
    fn free_pieces_never_overlap_a_hold_or_each_other() {
        // A small exhaustive sweep over a grid.
        let spans: Vec<(i64, i64)> = (0..8)
            .flat_map(|s| (s + 1..=8).map(move |e| (s, e)))
            .collect();
        for &a in &spans {
            for &b in &spans {
                for &hold in &spans {
                    let pieces = free_pieces(&[a, b], &[hold]);
                    for (i, p) in pieces.iter().enumerate() {
                        assert!(p.0 < p.1);
                        assert!(p.1 <= hold.0 || p.0 >= hold.1, "{a:?} {b:?} {hold:?}");
                        for q in &pieces[i + 1..] {
                            assert!(p.1 <= q.0, "{pieces:?}");
                        }
                    }
                    // Every free point of a or b is covered.
                    for t in 0..8 {
                        let wanted = (a.0 <= t && t < a.1) || (b.0 <= t && t < b.1);
                        let held = hold.0 <= t && t < hold.1;
                        let covered = pieces.iter().any(|p| p.0 <= t && t < p.1);
                        assert_eq!(covered, wanted && !held, "{a:?} {b:?} {hold:?} at {t}");
                    }
                }
            }
        }
    }

    /// One listing (id 1) with the owner's block over `[1_000, 2_000)`.
    fn listing_with_a_block(db: &crate::testing::TestDatabase) -> crate::Store {
        use crate::bulk::*;
        let store = db.store().expect("store");
        let seed = CatalogueSeed {
            users: vec![UserSeed {
                phone: "+919000000001".into(),
                full_name: "Ravi Kumar Reddy".into(),
                email: None,
                role: crate::kinds::role::Role::Owner,
                created_at: 0,
            }],
            locations: vec![LocationSeed {
                slug: "moinabad".into(),
                name: "Moinabad".into(),
                district: "Ranga Reddy".into(),
                description: "Orchards.".into(),
                latitude: 17.3,
                longitude: 78.3,
                distance_km: 22.0,
            }],
            amenities: vec![],
            properties: vec![PropertySeed {
                slug: "alpha".into(),
                owner_phone: "+919000000001".into(),
                location_slug: "moinabad".into(),
                title: "Alpha".into(),
                description: "A farm.".into(),
                property_type: "farmhouse".into(),
                address: "Moinabad".into(),
                latitude: 17.3,
                longitude: 78.3,
                distance_km: 22.0,
                half_day_price_paise: 500_000,
                full_day_price_paise: None,
                cleaning_fee_paise: 0,
                bedrooms: 1,
                bathrooms: 1,
                max_guests: 10,
                day_slot_minute: 540,
                night_slot_minute: 1260,
                house_rules: String::new(),
                check_in_notes: String::new(),
                created_at: 0,
                amenity_slugs: vec![],
                images: vec![],
                reviews: vec![],
                blocks: vec![BlockSeed {
                    starts_at: 1_000,
                    ends_at: 2_000,
                    note: "maintenance".into(),
                    created_at: 0,
                }],
            }],
        };
        add_catalogue(&store, &seed).expect("seed");
        store
    }

    fn holds(store: &crate::Store) -> Vec<(i64, i64, Option<i64>)> {
        use crate::store::schema::held_intervals as h;
        use diesel::prelude::*;
        store
            .run_blocking(|c| {
                Ok(h::table
                    .order(h::starts_at)
                    .select((h::starts_at, h::ends_at, h::import_id))
                    .load(c)?)
            })
            .expect("holds")
    }

    /// Stored through the database: only the free, not wholly past parts are blocked; a piece
    /// PostgreSQL's constraint refuses is skipped and the transaction goes on.
    fn imported_intervals_fill_only_free_time(db: crate::testing::TestDatabase) {
        let store = listing_with_a_block(&db);
        let id = PropertyId::new(1);
        let interval = |starts_at, ends_at| ImportedInterval {
            starts_at,
            ends_at,
            uid: None,
            summary: None,
        };
        let now = 500;
        let (import_id, blocked) = store
            .run_blocking(|c| {
                write_transaction(c, |c| {
                    let import_id = sc::insert_import(c, id, "https://x.example/c.ics", 0, 0)?;
                    let blocked = store_intervals(
                        c,
                        id,
                        import_id,
                        "https://x.example/c.ics",
                        &[
                            interval(100, 400),     // wholly past: left out
                            interval(800, 1_500),   // before the block
                            interval(1_200, 2_600), // over its end
                            interval(3_000, 3_100),
                        ],
                        now,
                    )?;
                    Ok((import_id, blocked))
                })
            })
            .expect("stored");
        assert_eq!(blocked, 3);
        let imported = Some(import_id);
        assert_eq!(
            holds(&store),
            vec![
                (800, 1_000, imported),
                (1_000, 2_000, None),
                (2_000, 2_600, imported),
                (3_000, 3_100, imported),
            ]
        );

        // A refresh replaces the import's blocks (and leaves the owner's).
        let blocked = store
            .run_blocking(|c| {
                write_transaction(c, |c| {
                    store_intervals(
                        c,
                        id,
                        import_id,
                        "https://x.example/c.ics",
                        &[interval(1_500, 2_100)],
                        now,
                    )
                })
            })
            .expect("stored");
        assert_eq!(blocked, 1);
        assert_eq!(
            holds(&store),
            vec![(1_000, 2_000, None), (2_000, 2_100, imported)]
        );

        // Straight into an overlap (as a concurrent booking would cause): PostgreSQL refuses
        // that piece, and the rest of the transaction still commits.
        let postgres = store.backend() == crate::store::Backend::Postgres;
        let (refused, kept) = store
            .run_blocking(|c| {
                write_transaction(c, |c| {
                    let refused = sc::insert_import_hold(c, id, 1_500, 1_600, import_id, "x", now)?;
                    let kept = sc::insert_import_hold(c, id, 5_000, 5_100, import_id, "x", now)?;
                    Ok((refused, kept))
                })
            })
            .expect("the transaction goes on");
        assert_eq!(refused.is_none(), postgres);
        assert!(kept.is_some());
        assert!(holds(&store).contains(&(5_000, 5_100, imported)));
    }

    #[test]
    fn imported_intervals_fill_only_free_time_on_sqlite() {
        imported_intervals_fill_only_free_time(crate::testing::TestDatabase::sqlite());
    }

    #[test]
    fn imported_intervals_fill_only_free_time_on_postgres() {
        match crate::testing::TestDatabase::postgres() {
            Some(db) => imported_intervals_fill_only_free_time(db),
            None => eprintln!("TEST_DATABASE_URL is not set: PostgreSQL case not run"),
        }
    }

    #[test]
    fn feed_tokens_are_checked_for_shape_first() {
        assert!(looks_like_token(&ical::new_feed_token()));
        assert!(!looks_like_token("abc"));
        assert!(!looks_like_token(&"A".repeat(64)));
        assert!(!looks_like_token(&format!("{}.ics", "a".repeat(60))));
    }

    #[test]
    fn notes_name_the_host_and_errors_hide_internals() {
        assert_eq!(
            import_note("https://www.airbnb.co.in/calendar/ical/1.ics?s=secret"),
            "Imported from www.airbnb.co.in"
        );
        assert_eq!(
            error_note(&CoreError::Internal(anyhow::anyhow!(
                "pool timed out at 10.0.0.5"
            ))),
            "The calendar could not be read just now; we will try again."
        );
        assert_eq!(
            export_summary(Some(BookingType::FullDay)),
            "Booked — full day"
        );
    }
}
