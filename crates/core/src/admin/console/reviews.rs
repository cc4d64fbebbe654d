//! The console's reviews: the list and one review.

use serde::Serialize;
use utoipa::ToSchema;

use super::{ist, one};
use crate::admin::filters::{ReviewFilter, REVIEW_SORTS};
use crate::error::CoreError;
use crate::page::{ListRequest, Page};
use crate::store::console as db;
use crate::store::Store;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleReview {
    pub id: i64,
    pub property_id: i64,
    pub property_title: String,
    pub user_id: Option<i64>,
    pub user_name: String,
    pub rating: i32,
    pub comment: String,
    pub created_at: String,
    pub hidden: bool,
    pub hidden_reason: Option<String>,
}

pub async fn reviews(
    store: &Store,
    req: ListRequest,
    filter: ReviewFilter,
) -> Result<Page<ConsoleReview>, CoreError> {
    let req = req.checked(REVIEW_SORTS)?;
    let page = store.run(move |c| db::reviews(c, &req, &filter)).await?;
    Ok(page.map(|r| ConsoleReview {
        id: r.id,
        property_id: r.property_id,
        property_title: r.property_title,
        user_id: r.user_id,
        user_name: r.user_name,
        rating: r.rating,
        comment: r.comment,
        created_at: ist(r.created_at),
        hidden: r.hidden_at.is_some(),
        hidden_reason: r.hidden_reason,
    }))
}

pub async fn review(store: &Store, id: i64) -> Result<ConsoleReview, CoreError> {
    let filter = ReviewFilter {
        ids: Some(vec![id]),
        ..Default::default()
    };
    reviews(store, one(), filter)
        .await?
        .items
        .pop()
        .ok_or(CoreError::NotFound(crate::Missing::Review))
}
