//! Saved farmhouses and price/availability alerts (PRODUCT.md §4's soft-gated actions). Each handler
//! translates; the rules live in escapes-core's `saved` and `alerts`.

use axum::extract::State;
use axum::http::StatusCode;
use escapes_core::alerts::{AlertRequest, AlertView};
use escapes_core::ids::AlertId;
use escapes_core::saved::SavedItem;
use serde::{Deserialize, Serialize};

use crate::auth_extract::AuthUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::ErrorBody;
// Our `Path`: an id out of range is a 404 in the envelope, not axum's plain-text refusal.
use crate::extract::{Json, Path};
use crate::AppState;

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct SavedList {
    /// Most recently saved first.
    pub items: Vec<SavedItem>,
}

/// The signed-in user's saved farmhouses.
#[utoipa::path(get, path = "/api/v1/users/me/saved", tag = "saved",
    responses((status = 200, body = Envelope<SavedList>), (status = 401, body = ErrorBody)))]
pub async fn list(State(app): State<AppState>, AuthUser(who): AuthUser) -> ApiResult<SavedList> {
    let items = app.saved.list(who.user.id).await?;
    Ok(envelope::ok(SavedList { items }))
}

/// Saves a published farmhouse (saving it again changes nothing).
#[utoipa::path(put, path = "/api/v1/users/me/saved/{propertyId}", tag = "saved",
    params(("propertyId" = i64, Path, minimum = 1, description = "Property id")),
    responses((status = 200, body = Envelope<SavedList>), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
pub async fn add(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(property_id): Path<i64>,
) -> ApiResult<SavedList> {
    let items = app.saved.add(who.user.id, property_id).await?;
    Ok(envelope::ok(SavedList { items }))
}

/// Forgets a saved farmhouse (one not saved changes nothing; an id that is not one is a 404).
#[utoipa::path(delete, path = "/api/v1/users/me/saved/{propertyId}", tag = "saved",
    params(("propertyId" = i64, Path, description = "Property id")),
    responses((status = 200, body = Envelope<SavedList>), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
pub async fn remove(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(property_id): Path<i64>,
) -> ApiResult<SavedList> {
    let items = app.saved.remove(who.user.id, property_id).await?;
    Ok(envelope::ok(SavedList { items }))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MergeRequest {
    /// Ids saved on this device before signing in, most recent first (at most 500).
    #[serde(default)]
    #[schema(max_items = 500)]
    pub property_ids: Vec<i64>,
}

/// Adds what was saved on this device before signing in; unknown farmhouses are skipped.
#[utoipa::path(post, path = "/api/v1/users/me/saved/merge", tag = "saved", request_body = MergeRequest,
    responses((status = 200, body = Envelope<SavedList>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody)))]
pub async fn merge(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Json(req): Json<MergeRequest>,
) -> ApiResult<SavedList> {
    let items = app.saved.merge(who.user.id, &req.property_ids).await?;
    Ok(envelope::ok(SavedList { items }))
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct AlertList {
    /// Alerts, newest first.
    pub items: Vec<AlertView>,
}

/// The signed-in user's open alerts.
#[utoipa::path(get, path = "/api/v1/users/me/alerts", tag = "saved",
    responses((status = 200, body = Envelope<AlertList>), (status = 401, body = ErrorBody)))]
pub async fn alerts(State(app): State<AppState>, AuthUser(who): AuthUser) -> ApiResult<AlertList> {
    let items = app.alerts.list(who.user.id).await?;
    Ok(envelope::ok(AlertList { items }))
}

/// The signed-in user's alerts that fired in the last 30 days, newest first (`firedAt` set):
/// what the app shows as notices. The same alert also arrives live as the `alert_fired` event.
#[utoipa::path(get, path = "/api/v1/users/me/alerts/fired", tag = "saved",
    responses((status = 200, body = Envelope<AlertList>), (status = 401, body = ErrorBody)))]
pub async fn fired_alerts(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
) -> ApiResult<AlertList> {
    let items = app.alerts.fired(who.user.id).await?;
    Ok(envelope::ok(AlertList { items }))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateAlertRequest {
    #[serde(default)]
    #[schema(minimum = 1)]
    pub property_id: Option<i64>,
    /// `price_drop` or `date_free`.
    #[serde(default)]
    pub kind: String,
    /// `half_day` or `full_day`.
    #[serde(default)]
    pub booking_type: String,
    /// The wanted day, YYYY-MM-DD (Asia/Kolkata), today or later.
    #[serde(default)]
    pub date: String,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct AlertCreated {
    pub alert: AlertView,
}

/// Asks to be told once when a slot's price on a date drops, or when it becomes free.
#[utoipa::path(post, path = "/api/v1/users/me/alerts", tag = "saved", request_body = CreateAlertRequest,
    responses((status = 201, body = Envelope<AlertCreated>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 409, body = ErrorBody, description = "The same alert is open")))]
pub async fn create_alert(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Json(req): Json<CreateAlertRequest>,
) -> Result<(StatusCode, axum::Json<Envelope<AlertCreated>>), crate::error::ApiError> {
    let alert = app
        .alerts
        .create(
            who.user.id,
            AlertRequest {
                property_id: req.property_id,
                kind: req.kind,
                booking_type: req.booking_type,
                date: req.date,
            },
        )
        .await?;
    Ok((StatusCode::CREATED, envelope::ok(AlertCreated { alert })))
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Empty {}

/// Ends one of the user's alerts.
#[utoipa::path(delete, path = "/api/v1/users/me/alerts/{id}", tag = "saved",
    params(("id" = i64, Path, description = "Alert id")),
    responses((status = 200, body = Envelope<Empty>), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
pub async fn delete_alert(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<AlertId>,
) -> ApiResult<Empty> {
    app.alerts.delete(who.user.id, id).await?;
    Ok(envelope::ok(Empty {}))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct UnsubscribeRequest {
    /// The token from an alert message's link.
    #[serde(default)]
    #[schema(max_length = 200)]
    pub token: String,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Unsubscribed {
    /// How many open alerts were ended.
    pub removed: usize,
}

/// The one-tap link in every alert message (no sign-in): ends all of that person's alerts.
#[utoipa::path(post, path = "/api/v1/alerts/unsubscribe", tag = "saved", request_body = UnsubscribeRequest,
    responses((status = 200, body = Envelope<Unsubscribed>), (status = 400, body = ErrorBody)))]
pub async fn unsubscribe(
    State(app): State<AppState>,
    Json(req): Json<UnsubscribeRequest>,
) -> ApiResult<Unsubscribed> {
    let removed = app.alerts.unsubscribe(&req.token).await?;
    Ok(envelope::ok(Unsubscribed { removed }))
}
