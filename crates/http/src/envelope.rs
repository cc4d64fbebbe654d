//! The success envelope: `{"success": true, "data": …}`, lists add `meta`.

use axum::Json;
use escapes_core::page::Page;
use serde::Serialize;

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Envelope<T> {
    pub success: bool,
    pub data: T,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meta: Option<PageMeta>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageMeta {
    pub page: u32,
    pub per_page: u32,
    pub total: u64,
}

/// What a handler answering with the envelope returns.
pub type ApiResult<T> = Result<Json<Envelope<T>>, crate::error::ApiError>;

pub fn ok<T: Serialize>(data: T) -> Json<Envelope<T>> {
    Json(Envelope {
        success: true,
        data,
        meta: None,
    })
}

pub fn page<T: Serialize>(p: Page<T>) -> Json<Envelope<Vec<T>>> {
    Json(Envelope {
        success: true,
        data: p.items,
        meta: Some(PageMeta {
            page: p.page,
            per_page: p.per_page,
            total: p.total,
        }),
    })
}
