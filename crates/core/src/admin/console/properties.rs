//! The console's properties: the list and one listing's row for its record page.

use std::collections::HashMap;

use serde::Serialize;
use utoipa::ToSchema;

use super::{ist, one, people};
use crate::admin::filters::{PropertyFilter, PROPERTY_SORTS};
use crate::error::CoreError;
use crate::page::{ListRequest, Page};
use crate::store::console::{self as db, PropertyListRow};
use crate::store::{DbConnection, Store};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleProperty {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub status: String,
    pub owner_id: i64,
    pub owner_name: String,
    pub owner_phone: Option<String>,
    pub owner_email: Option<String>,
    pub locality: String,
    pub half_day_price_paise: i64,
    pub full_day_price_paise: Option<i64>,
    pub cover_url: Option<String>,
    pub status_reason: Option<String>,
    pub updated_at: String,
    pub created_at: String,
}

pub(super) fn property_rows(
    c: &mut DbConnection,
    rows: Vec<PropertyListRow>,
) -> Result<Vec<ConsoleProperty>, CoreError> {
    let owners = people(c, rows.iter().map(|r| r.owner_id).collect())?;
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let covers: HashMap<i64, String> = db::covers(c, &ids)?.into_iter().collect();
    let localities: HashMap<i64, String> = crate::store::listings::localities(c)?
        .into_iter()
        .map(|l| (l.id.get(), l.name))
        .collect();
    Ok(rows
        .into_iter()
        .map(|r| {
            let owner = owners.get(&r.owner_id).cloned().unwrap_or_default();
            ConsoleProperty {
                id: r.id,
                slug: r.slug,
                title: r.title,
                status: r.status.as_str().into(),
                owner_id: r.owner_id,
                owner_name: owner.0,
                owner_phone: owner.1,
                owner_email: owner.2,
                locality: localities.get(&r.location_id).cloned().unwrap_or_default(),
                half_day_price_paise: r.half_day_price_paise,
                full_day_price_paise: r.full_day_price_paise,
                cover_url: covers.get(&r.id).cloned(),
                status_reason: r.status_reason,
                updated_at: ist(r.updated_at),
                created_at: ist(r.created_at),
            }
        })
        .collect())
}

pub async fn properties(
    store: &Store,
    req: ListRequest,
    filter: PropertyFilter,
) -> Result<Page<ConsoleProperty>, CoreError> {
    let req = req.checked(PROPERTY_SORTS)?;
    store
        .run(move |c| db::properties(c, &req, &filter)?.try_map_all(|rows| property_rows(c, rows)))
        .await
}

/// One listing's list row, for the record page (which adds the listing itself).
pub async fn property(store: &Store, id: i64) -> Result<ConsoleProperty, CoreError> {
    let filter = PropertyFilter {
        ids: Some(vec![id]),
        ..Default::default()
    };
    properties(store, one(), filter)
        .await?
        .items
        .pop()
        .ok_or(CoreError::NotFound(crate::Missing::Property))
}
