//! Guest catalogue: search, property pages, localities, reviews, availability, quotes.

use axum::extract::State;
use escapes_core::catalogue::suggest::{SuggestParams, Suggestions};
use escapes_core::catalogue::views::*;
use escapes_core::catalogue::{AvailabilityParams, QuoteRequest, SearchParams};

use crate::envelope::{self, ApiResult, Envelope};
use crate::error::ErrorBody;
use crate::extract::{AcceptLanguage, Json, Path, Query};
use crate::AppState;

#[derive(serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PagingParams {
    pub page: Option<String>,
    #[serde(rename = "perPage")]
    pub per_page: Option<String>,
}

/// Search published properties; with dates, only those free for the asked stay.
#[utoipa::path(get, path = "/api/v1/properties", tag = "catalogue", params(SearchParams),
    responses((status = 200, body = Envelope<Vec<PropertySummary>>), (status = 400, body = ErrorBody)))]
pub async fn search(
    State(app): State<AppState>,
    Query(params): Query<SearchParams>,
) -> ApiResult<Vec<PropertySummary>> {
    Ok(envelope::page(app.catalogue.search(&params).await?))
}

/// Instant search: up to six localities and six farmhouses matching the typed text.
#[utoipa::path(get, path = "/api/v1/search/suggestions", tag = "catalogue", params(SuggestParams),
    responses((status = 200, body = Envelope<Suggestions>), (status = 400, body = ErrorBody)))]
pub async fn suggestions(
    State(app): State<AppState>,
    Query(params): Query<SuggestParams>,
) -> Result<impl axum::response::IntoResponse, crate::error::ApiError> {
    let body = envelope::ok(app.catalogue.suggest(params.q.as_deref()).await?);
    // Public catalogue data: a minute in any cache saves a request per keystroke on a slow phone.
    Ok((
        [(axum::http::header::CACHE_CONTROL, "public, max-age=60")],
        body,
    ))
}

/// One property by slug (a numeric id also works).
#[utoipa::path(get, path = "/api/v1/properties/{slug}", tag = "catalogue",
    params(("slug" = String, Path, description = "Property slug or id")),
    responses((status = 200, body = Envelope<PropertyDetail>), (status = 404, body = ErrorBody)))]
pub async fn property(
    State(app): State<AppState>,
    Path(slug): Path<String>,
) -> ApiResult<std::sync::Arc<PropertyDetail>> {
    Ok(envelope::ok(app.catalogue.property(&slug).await?))
}

/// Best-rated properties for the home page carousel.
#[utoipa::path(get, path = "/api/properties/featured", tag = "catalogue",
    responses((status = 200, body = Envelope<Vec<PropertySummary>>)))]
pub async fn featured(State(app): State<AppState>) -> ApiResult<Vec<PropertySummary>> {
    Ok(envelope::ok(app.catalogue.featured().await?))
}

/// Per locality: count, lowest half-day price, average rating.
#[utoipa::path(get, path = "/api/v1/properties/locations/statistics", tag = "catalogue",
    responses((status = 200, body = Envelope<Vec<LocationStat>>)))]
pub async fn location_statistics(State(app): State<AppState>) -> ApiResult<Vec<LocationStat>> {
    Ok(envelope::ok(app.catalogue.location_statistics().await?))
}

/// One locality.
#[utoipa::path(get, path = "/api/v1/locations/{slug}", tag = "catalogue",
    params(("slug" = String, Path, description = "Locality slug")),
    responses((status = 200, body = Envelope<LocationDetail>), (status = 404, body = ErrorBody)))]
pub async fn location(
    State(app): State<AppState>,
    Path(slug): Path<String>,
) -> ApiResult<LocationDetail> {
    Ok(envelope::ok(app.catalogue.location(&slug).await?))
}

/// Amenities, property types and the price range, for the search filters.
#[utoipa::path(get, path = "/api/v1/catalogue/filters", tag = "catalogue",
    responses((status = 200, body = Envelope<SearchFilters>)))]
pub async fn filters(State(app): State<AppState>) -> ApiResult<SearchFilters> {
    Ok(envelope::ok(app.catalogue.filters().await?))
}

/// Reviews of a property, newest first.
#[utoipa::path(get, path = "/api/v1/properties/{id}/reviews", tag = "catalogue",
    params(("id" = String, Path, description = "Property id or slug"), PagingParams),
    responses((status = 200, body = Envelope<Vec<ReviewView>>), (status = 404, body = ErrorBody)))]
pub async fn reviews(
    State(app): State<AppState>,
    Path(id): Path<String>,
    Query(p): Query<PagingParams>,
) -> ApiResult<Vec<ReviewView>> {
    Ok(envelope::page(
        app.catalogue
            .reviews(&id, p.page.as_deref(), p.per_page.as_deref())
            .await?,
    ))
}

/// Each date and slot over a range: free for a half day, a full day, or held.
#[utoipa::path(get, path = "/api/v1/properties/{id}/availability", tag = "catalogue",
    params(("id" = String, Path, description = "Property id or slug"), AvailabilityParams),
    responses((status = 200, body = Envelope<Availability>), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn availability(
    State(app): State<AppState>,
    Path(id): Path<String>,
    Query(params): Query<AvailabilityParams>,
) -> ApiResult<Availability> {
    Ok(envelope::ok(
        app.catalogue.availability(&id, &params).await?,
    ))
}

/// Price breakdown for one slot choice (the same rule prices the booking). With a guest's token,
/// a coupon they may not use is left out and `couponNote` says why.
#[utoipa::path(post, path = "/api/v1/properties/{id}/quote", tag = "catalogue",
    params(("id" = String, Path, description = "Property id or slug")),
    request_body = QuoteRequest,
    responses((status = 200, body = Envelope<QuoteView>), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn quote(
    State(app): State<AppState>,
    Path(id): Path<String>,
    headers: axum::http::HeaderMap,
    AcceptLanguage(language): AcceptLanguage,
    Json(request): Json<QuoteRequest>,
) -> ApiResult<QuoteView> {
    // Signed in, the quote applies the guest's own coupon eligibility; a bad token is a visitor.
    let guest = match crate::auth_extract::bearer_token(&headers) {
        Some(token) => app
            .sessions
            .authenticate_as(token, escapes_core::auth::session::SessionKind::App)
            .await
            .ok()
            .map(|who| who.user.id),
        None => None,
    };
    Ok(envelope::ok(
        app.catalogue
            .quote_for(&id, &request, guest, language.unwrap_or_default())
            .await?,
    ))
}
