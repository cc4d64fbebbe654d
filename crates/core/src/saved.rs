//! Saved farmhouses (the heart, PRODUCT.md §4's soft-gated "save property"): a visitor's saves live in
//! the browser; once signed in they live here too, merged on sign-in and shared by every device.

use std::sync::Arc;

use serde::Serialize;

use crate::catalogue::views::PropertySummary;
use crate::catalogue::Catalogue;
use crate::error::CoreError;
use crate::ids::UserId;
use crate::store::saved as db;
use crate::time::{from_epoch, to_ist_rfc3339};

/// Most ids one merge takes: more than anyone saves by hand, few enough to stay one transaction.
pub const MERGE_MAX: usize = 500;

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedItem {
    pub property_id: i64,
    /// When it was saved (RFC 3339, Asia/Kolkata).
    pub saved_at: String,
    /// The farmhouse's card; null once it is no longer published.
    pub property: Option<PropertySummary>,
}

#[derive(Clone)]
pub struct Saved {
    catalogue: Arc<Catalogue>,
}

impl Saved {
    pub fn new(catalogue: Arc<Catalogue>) -> Self {
        Self { catalogue }
    }

    /// The user's saved farmhouses, most recently saved first.
    pub async fn list(&self, user_id: UserId) -> Result<Vec<SavedItem>, CoreError> {
        let rows = self
            .catalogue
            .store()
            .run(move |c| db::saved_of(c, user_id))
            .await?;
        let snapshot = self.catalogue.snapshot().await?;
        Ok(rows
            .into_iter()
            .map(|(property_id, saved_at)| SavedItem {
                property_id,
                saved_at: to_ist_rfc3339(from_epoch(saved_at)),
                property: snapshot
                    .entries
                    .iter()
                    .find(|e| e.summary.id == property_id)
                    .map(|e| e.summary.clone()),
            })
            .collect())
    }

    /// Saves a published farmhouse (again is fine); anything else is 404.
    pub async fn add(
        &self,
        user_id: UserId,
        property_id: i64,
    ) -> Result<Vec<SavedItem>, CoreError> {
        let snapshot = self.catalogue.snapshot().await?;
        if !snapshot.entries.iter().any(|e| e.summary.id == property_id) {
            return Err(CoreError::NotFound(crate::Missing::Property));
        }
        self.save(user_id, vec![property_id]).await
    }

    pub async fn remove(
        &self,
        user_id: UserId,
        property_id: i64,
    ) -> Result<Vec<SavedItem>, CoreError> {
        self.catalogue
            .store()
            .run(move |c| db::unsave(c, user_id, property_id))
            .await?;
        self.list(user_id).await
    }

    /// Adds what a visitor saved on this device before signing in (first = most recent);
    /// farmhouses that are not published are skipped.
    pub async fn merge(&self, user_id: UserId, ids: &[i64]) -> Result<Vec<SavedItem>, CoreError> {
        if ids.len() > MERGE_MAX {
            return Err(CoreError::field(
                "propertyIds",
                refusal!("err-b-saved-merge-max", max = MERGE_MAX),
            ));
        }
        let snapshot = self.catalogue.snapshot().await?;
        let mut wanted: Vec<i64> = Vec::new();
        for id in ids {
            if !wanted.contains(id) && snapshot.entries.iter().any(|e| e.summary.id == *id) {
                wanted.push(*id);
            }
        }
        self.save(user_id, wanted).await
    }

    async fn save(&self, user_id: UserId, ids: Vec<i64>) -> Result<Vec<SavedItem>, CoreError> {
        let now = self.catalogue.clock().now().timestamp();
        self.catalogue
            .store()
            .run(move |c| db::save(c, user_id, &ids, now))
            .await?;
        self.list(user_id).await
    }
}
