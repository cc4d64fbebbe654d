//! The guest catalogue: search, property pages, localities, reviews, availability and quotes.
//!
//! Listing data (titles, prices, photos, ratings) changes rarely, so searches run over an
//! in-memory snapshot and property pages are kept ready. Both are dropped when this process
//! changes the catalogue, when a background check sees the catalogue's version change (edits by
//! other instances), and after a long time-to-live as a safety net. Holds change often, so
//! availability is always read live.

mod availability;
pub(crate) mod quote;
mod search;
mod snapshot;
pub mod suggest;
pub mod views;

use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

pub use availability::AvailabilityParams;
pub use quote::QuoteRequest;
pub use search::{
    SearchParams, SearchQuery, SortOrder, BOOKING_HORIZON_DAYS, MAX_GUESTS, MAX_PAGE, MAX_PER_PAGE,
    MAX_PRICE_RUPEES,
};
pub use snapshot::Snapshot;
use views::*;

use crate::error::CoreError;
use crate::ids::{PropertyId, UserId};
use crate::jobs::{Job, Next};
use crate::page::Page;
use crate::store::catalogue::PageOf;
use crate::store::{self, Store};
use crate::time::SharedClock;

/// How often the background check reads the catalogue's version.
pub const VERSION_CHECK_EVERY: Duration = Duration::from_secs(5);
/// Safety net: nothing cached lives longer than this.
pub const SNAPSHOT_TTL: Duration = Duration::from_secs(600);
/// Featured carousel length.
pub const FEATURED_COUNT: usize = 8;
/// Property pages kept ready in memory (a few MB; the most visited stay).
pub const PROPERTY_CACHE_ENTRIES: u64 = 4_000;

pub struct Catalogue {
    store: Store,
    clock: SharedClock,
    cached: RwLock<Option<(Instant, Arc<Snapshot>)>>,
    rebuilding: tokio::sync::Mutex<()>,
    /// Property pages by the key they were asked for (slug or id), same freshness as the snapshot.
    details: moka::sync::Cache<String, Arc<PropertyDetail>>,
}

impl Catalogue {
    pub fn new(store: Store, clock: SharedClock) -> Self {
        Self {
            store,
            clock,
            cached: RwLock::new(None),
            rebuilding: tokio::sync::Mutex::new(()),
            details: moka::sync::Cache::builder()
                .max_capacity(PROPERTY_CACHE_ENTRIES)
                .time_to_live(SNAPSHOT_TTL)
                .build(),
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn clock(&self) -> &SharedClock {
        &self.clock
    }

    /// Builds the snapshot now and then drops the caches whenever the catalogue's version changes,
    /// so other instances' edits show up within [`VERSION_CHECK_EVERY`] without periodic rebuilds.
    pub fn freshness_job(self: &Arc<Self>) -> Job {
        let catalogue = self.clone();
        let seen = Arc::new(std::sync::Mutex::new(None));
        // Every server keeps caches of its own.
        Job::new("catalogue freshness", VERSION_CHECK_EVERY, move || {
            let (catalogue, seen) = (catalogue.clone(), seen.clone());
            async move {
                let last = *seen.lock().expect("freshness lock");
                let now = catalogue.check_freshness(last).await;
                *seen.lock().expect("freshness lock") = now;
                Next::Wait
            }
        })
        .on_every_instance()
    }

    /// One freshness check: drops the caches when the version moved on from `seen`, and builds
    /// the snapshot; the version seen now.
    async fn check_freshness(
        &self,
        seen: Option<(i64, i64, i64, i64)>,
    ) -> Option<(i64, i64, i64, i64)> {
        match self.store.run(store::catalogue::catalogue_version).await {
            Ok(version) => {
                if seen.is_some_and(|s| s != version) {
                    tracing::info!("catalogue changed; rebuilding");
                    self.invalidate();
                }
                if let Err(e) = self.snapshot().await {
                    tracing::warn!(error = %e, "catalogue snapshot");
                }
                Some(version)
            }
            Err(e) => {
                tracing::warn!(error = %e, "catalogue version check");
                seen
            }
        }
    }

    /// Call after any write to listings, so this instance's next search sees it.
    pub fn invalidate(&self) {
        *self.cached.write().expect("catalogue lock") = None;
        self.details.invalidate_all();
    }

    fn fresh(&self) -> Option<Arc<Snapshot>> {
        let guard = self.cached.read().expect("catalogue lock");
        guard
            .as_ref()
            .filter(|(at, _)| at.elapsed() < SNAPSHOT_TTL)
            .map(|(_, s)| s.clone())
    }

    pub async fn snapshot(&self) -> Result<Arc<Snapshot>, CoreError> {
        if let Some(s) = self.fresh() {
            return Ok(s);
        }
        // One rebuild at a time; the others wait for it instead of loading the same rows.
        let _one = self.rebuilding.lock().await;
        if let Some(s) = self.fresh() {
            return Ok(s);
        }
        let rows = self.store.run(store::catalogue::load_catalogue).await?;
        let snapshot = Arc::new(Snapshot::build(rows));
        *self.cached.write().expect("catalogue lock") = Some((Instant::now(), snapshot.clone()));
        Ok(snapshot)
    }

    pub async fn search(&self, params: &SearchParams) -> Result<Page<PropertySummary>, CoreError> {
        let snapshot = self.snapshot().await?;
        let now = self.clock.now();
        let query = SearchQuery::parse(params, &snapshot, now)?;
        let holds = match query.hold_window() {
            Some((start, end)) => Some(
                self.store
                    .run(move |c| store::catalogue::holds_in_window(c, start, end))
                    .await?,
            ),
            None => None,
        };
        Ok(search::run(&snapshot, &query, holds.as_deref(), now))
    }

    /// Localities and farmhouses matching what a guest has typed so far.
    pub async fn suggest(&self, q: Option<&str>) -> Result<suggest::Suggestions, CoreError> {
        suggest::suggest(&*self.snapshot().await?, q)
    }

    pub async fn featured(&self) -> Result<Vec<PropertySummary>, CoreError> {
        let snapshot = self.snapshot().await?;
        Ok(snapshot.featured(FEATURED_COUNT))
    }

    pub async fn location_statistics(&self) -> Result<Vec<LocationStat>, CoreError> {
        Ok(self.snapshot().await?.location_stats.clone())
    }

    pub async fn location(&self, slug: &str) -> Result<LocationDetail, CoreError> {
        let snapshot = self.snapshot().await?;
        snapshot
            .location(slug)
            .ok_or(CoreError::NotFound(crate::Missing::Location))
    }

    pub async fn filters(&self) -> Result<SearchFilters, CoreError> {
        Ok(self.snapshot().await?.filters.clone())
    }

    pub async fn property(&self, key: &str) -> Result<Arc<PropertyDetail>, CoreError> {
        if let Some(hit) = self.details.get(key) {
            return Ok(hit);
        }
        let owned = key.to_string();
        let rows = self
            .store
            .run(move |c| store::catalogue::property_page(c, PageOf::Published(&owned)))
            .await?
            .ok_or(CoreError::NotFound(crate::Missing::Property))?;
        let detail = Arc::new(snapshot::property_detail(rows));
        self.details.insert(key.to_string(), detail.clone());
        Ok(detail)
    }

    /// One of the owner's listings as its guest page shows it, in any status (a draft, one under
    /// review, one unlisted), read fresh: what the owner sees before guests do. Someone else's
    /// listing is 404, as if it did not exist.
    pub async fn preview(
        &self,
        owner: UserId,
        id: PropertyId,
    ) -> Result<ListingPreview, CoreError> {
        let rows = self
            .store
            .run(move |c| store::catalogue::property_page(c, PageOf::Owned(owner, id)))
            .await?
            .ok_or(CoreError::NotFound(crate::Missing::Property))?;
        let status = rows.property.status;
        Ok(ListingPreview {
            property: snapshot::property_detail(rows),
            status,
        })
    }

    pub async fn reviews(
        &self,
        property_key: &str,
        page: Option<&str>,
        per_page: Option<&str>,
    ) -> Result<Page<ReviewView>, CoreError> {
        let (page, per_page) = search::parse_paging(page, per_page, 10)?;
        let id = self.published(property_key).await?.id;
        let offset = (page as i64 - 1) * per_page as i64;
        let (rows, total) = self
            .store
            .run(move |c| store::catalogue::reviews_page(c, id, offset, per_page as i64))
            .await?;
        Ok(Page {
            items: rows.into_iter().map(snapshot::review_view).collect(),
            page,
            per_page,
            total: total as u64,
        })
    }

    pub async fn availability(
        &self,
        property_key: &str,
        params: &AvailabilityParams,
    ) -> Result<Availability, CoreError> {
        let property = self.published(property_key).await?;
        availability::availability(&self.store, property, params, self.clock.now()).await
    }

    pub async fn quote(
        &self,
        property_key: &str,
        request: &QuoteRequest,
    ) -> Result<QuoteView, CoreError> {
        self.quote_for(property_key, request, None, crate::language::Language::En)
            .await
    }

    /// A quote for `guest` when signed in: a coupon they may not use is left out and said why,
    /// as their booking would. Its lines are worded in `language`.
    pub async fn quote_for(
        &self,
        property_key: &str,
        request: &QuoteRequest,
        guest: Option<crate::ids::UserId>,
        language: crate::language::Language,
    ) -> Result<QuoteView, CoreError> {
        let property = self.published(property_key).await?;
        quote::quote(
            &self.store,
            property,
            request,
            self.clock.now(),
            guest,
            language,
        )
        .await
    }

    async fn published(&self, key: &str) -> Result<store::models::PropertyRow, CoreError> {
        let key = key.to_string();
        self.store
            .run(move |c| store::catalogue::published_property(c, &key))
            .await?
            .ok_or(CoreError::NotFound(crate::Missing::Property))
    }
}
