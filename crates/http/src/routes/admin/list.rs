//! react-admin's simple REST lists: the `sort`, `range` and `filter` query parameters (each a JSON
//! text), the filters' types, and the page's `Content-Range` header.

use axum::http::{header, HeaderMap, HeaderValue};
use axum::Json as AxumJson;
use escapes_core::admin::{ListRequest, Page};
use escapes_core::CoreError;
use serde::{Deserialize, Serialize};

use crate::envelope::{self, Envelope};
use crate::error::ApiError;

pub(crate) type Listed<T> = Result<(HeaderMap, AxumJson<Envelope<Vec<T>>>), ApiError>;

/// react-admin simple REST list parameters, each a JSON text.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListParams {
    /// `["field","ASC"|"DESC"]`
    pub sort: Option<String>,
    /// `[start, end]`, both inclusive.
    pub range: Option<String>,
    /// A JSON object of filters.
    pub filter: Option<String>,
}

/// The console's refusals: staff read English.
pub(crate) fn bad(field: &str, message: impl Into<std::borrow::Cow<'static, str>>) -> ApiError {
    CoreError::field(field, escapes_core::Said::staff_only(message)).into()
}

impl ListParams {
    pub(crate) fn request(&self) -> Result<ListRequest, ApiError> {
        let (sort, order) = match &self.sort {
            Some(s) => serde_json::from_str::<(String, String)>(s)
                .map_err(|_| bad("sort", "Sort must be [\"field\",\"ASC\" or \"DESC\"]"))?,
            None => ("id".to_string(), "DESC".to_string()),
        };
        let descending = match order.to_ascii_uppercase().as_str() {
            "ASC" => false,
            "DESC" => true,
            _ => return Err(bad("sort", "Order must be ASC or DESC")),
        };
        let (start, end) = match &self.range {
            Some(r) => serde_json::from_str::<(i64, i64)>(r)
                .map_err(|_| bad("range", "Range must be [start, end]"))?,
            None => (0, 24),
        };
        Ok(ListRequest {
            sort,
            descending,
            start,
            end,
        })
    }

    pub(crate) fn filter(&self) -> Result<serde_json::Map<String, serde_json::Value>, ApiError> {
        match &self.filter {
            // The query string's own check sees `\u0000` as six letters; the JSON in it decodes
            // to a NUL, which PostgreSQL cannot compare with text.
            Some(f)
                if crate::middleware::control_chars::json_field_with_control(f.as_bytes())
                    .is_some() =>
            {
                Err(bad("filter", "filter cannot contain control characters"))
            }
            Some(f) => {
                serde_json::from_str(f).map_err(|_| bad("filter", "Filter must be a JSON object"))
            }
            None => Ok(Default::default()),
        }
    }
}

pub(crate) fn text_filter(
    f: &serde_json::Map<String, serde_json::Value>,
    key: &str,
) -> Result<Option<String>, ApiError> {
    match f.get(key) {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::String(s)) if s.len() <= 200 => Ok(Some(s.clone())),
        Some(_) => Err(bad("filter", format!("Filter {key} must be text"))),
    }
}

/// react-admin's `id` filter (getMany): one id or a list of them.
pub(crate) fn ids_filter(
    f: &serde_json::Map<String, serde_json::Value>,
) -> Result<Option<Vec<i64>>, ApiError> {
    match f.get("id") {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(v) => serde_json::from_value::<Vec<i64>>(v.clone())
            .or_else(|_| serde_json::from_value::<i64>(v.clone()).map(|id| vec![id]))
            .map(Some)
            .map_err(|_| bad("filter", "Filter id must be a number or a list of numbers")),
    }
}

pub(crate) fn bool_filter(
    f: &serde_json::Map<String, serde_json::Value>,
    key: &str,
) -> Result<Option<bool>, ApiError> {
    match f.get(key) {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::Bool(b)) => Ok(Some(*b)),
        Some(serde_json::Value::String(s)) if s == "true" || s == "false" => Ok(Some(s == "true")),
        Some(_) => Err(bad("filter", format!("Filter {key} must be true or false"))),
    }
}

/// A whole-number filter (`userId`, `bookingId`).
pub(crate) fn number_filter(
    f: &serde_json::Map<String, serde_json::Value>,
    key: &str,
) -> Result<Option<i64>, ApiError> {
    match f.get(key) {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::String(s)) if s.trim().parse::<i64>().is_ok() => {
            Ok(s.trim().parse().ok())
        }
        Some(v) => v
            .as_i64()
            .map(Some)
            .ok_or_else(|| bad("filter", format!("Filter {key} must be a number"))),
    }
}

/// The page with `Content-Range: <resource> start-end/total`, which react-admin reads.
pub(crate) fn listed<T: Serialize>(
    resource: &str,
    start: i64,
    page: Page<T>,
) -> (HeaderMap, AxumJson<Envelope<Vec<T>>>) {
    let end = if page.items.is_empty() {
        start
    } else {
        start + page.items.len() as i64 - 1
    };
    let mut headers = HeaderMap::new();
    let range = format!("{resource} {start}-{end}/{}", page.total);
    headers.insert(
        header::CONTENT_RANGE,
        HeaderValue::from_str(&range).expect("ASCII header"),
    );
    (headers, envelope::ok(page.items))
}

pub(crate) fn ist(epoch: i64) -> String {
    escapes_core::time::to_ist_rfc3339(escapes_core::time::from_epoch(epoch))
}
