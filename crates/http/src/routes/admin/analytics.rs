//! The console's analytics page: the site's figures over a range of dates.

use axum::extract::State;
use escapes_core::analytics::admin::AdminAnalytics;
use escapes_core::analytics::owner::OwnerAnalyticsQuery;
use serde::Deserialize;

use crate::auth_extract::AdminUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::ErrorBody;
use crate::extract::Query;
use crate::AppState;

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AnalyticsRange {
    /// First date, yyyy-mm-dd (Asia/Kolkata); default 29 days before `to`.
    pub from: Option<String>,
    /// Last date, yyyy-mm-dd; default today. At most 366 days in all.
    pub to: Option<String>,
}

/// The site's analytics over a range of dates: searches, views, bookings, GMV, new accounts,
/// the funnel, top localities and listings, and web vitals (p75) by page type.
#[utoipa::path(get, path = "/api/v1/admin/analytics", tag = "admin", params(AnalyticsRange),
    responses((status = 200, body = Envelope<AdminAnalytics>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn analytics(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(range): Query<AnalyticsRange>,
) -> ApiResult<AdminAnalytics> {
    let query = OwnerAnalyticsQuery {
        from: range.from,
        to: range.to,
        property_id: None,
    };
    Ok(envelope::ok(app.console.analytics(&query).await?))
}
