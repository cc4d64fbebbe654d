//! Analytics and performance ingestion (PRODUCT.md §7): both answer 202 as soon as the rows are queued
//! (escapes-core's `analytics` decides what is kept), refuse bodies over 64 kB with 413, and
//! limit each session and each address. A sign-in is optional and never refused here: a bad or
//! expired token counts as no sign-in.

use escapes_core::refusal;
use std::num::NonZeroU32;

use axum::extract::{DefaultBodyLimit, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use escapes_core::analytics::{self, Accepted, Sender};
use escapes_core::auth::consent::ConsentChoice;
use escapes_core::CoreError;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use serde_json::Value;

use crate::auth_extract::bearer_token;
use crate::envelope::{self, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{ClientIp, Json};
use crate::AppState;

/// The largest batch or report body.
pub const MAX_BODY: usize = 64 * 1024;

pub fn body_limit() -> DefaultBodyLimit {
    DefaultBodyLimit::max(MAX_BODY)
}

/// Requests a session and an address may send: a client flushes every 5 s or at 10 events and
/// reports performance every 30 s, so a session stays far below its limit; an address has many
/// sessions behind it (offices, mobile carriers' shared addresses).
pub struct Limits {
    sessions: DefaultKeyedRateLimiter<String>,
    addresses: DefaultKeyedRateLimiter<String>,
}

impl Default for Limits {
    fn default() -> Self {
        Self::new(60, 20, 1_200, 300)
    }
}

impl Limits {
    /// `per_session` and `per_address` requests a minute, with bursts of the given sizes.
    pub fn new(per_session: u32, session_burst: u32, per_address: u32, address_burst: u32) -> Self {
        let quota = |per_minute: u32, burst: u32| {
            Quota::per_minute(NonZeroU32::new(per_minute.max(1)).expect("positive"))
                .allow_burst(NonZeroU32::new(burst.max(1)).expect("positive"))
        };
        Self {
            sessions: RateLimiter::keyed(quota(per_session, session_burst)),
            addresses: RateLimiter::keyed(quota(per_address, address_burst)),
        }
    }

    fn check(&self, session: Option<&str>, address: Option<&str>) -> Result<(), CoreError> {
        let too_many = || CoreError::RateLimited {
            message: refusal!("err-b-too-many-analytics"),
            retry_after: 60,
        };
        if let Some(a) = address {
            self.addresses
                .check_key(&a.to_string())
                .map_err(|_| too_many())?;
        }
        if let Some(s) = session {
            self.sessions
                .check_key(&s.to_string())
                .map_err(|_| too_many())?;
        }
        Ok(())
    }

    /// Forgets keys that have been quiet long enough to be full again.
    pub fn forget_idle(&self) {
        self.sessions.retain_recent();
        self.addresses.retain_recent();
    }
}

/// Who sent the batch or report: the signed-in user unless they chose "Essential Only". A user
/// id the body names is never looked at: only a sign-in says who sends, so an anonymous batch
/// answers the same whoever it names (else the answer would tell anyone what that user chose).
async fn sender(app: &AppState, headers: &HeaderMap) -> Sender {
    let signed_in = match bearer_token(headers) {
        Some(token) => app
            .sessions
            .authenticate_as(token, escapes_core::auth::session::SessionKind::App)
            .await
            .ok()
            .map(|u| u.user.id),
        None => None,
    };
    let Some(user) = signed_in else {
        return Sender::Anonymous;
    };
    let opted_out = matches!(
        app.consent.current(user).await.map(|c| c.choice),
        Ok(Some(ConsentChoice::Essential))
    );
    if opted_out {
        Sender::OptedOut
    } else {
        Sender::Tracked(user.get())
    }
}

fn session_of(v: Option<&Value>) -> Option<&str> {
    v.and_then(Value::as_str)
}

/// The shape of an analytics batch, for the document: the handler reads the body as JSON and
/// keeps only what it knows.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct AnalyticsBatch {
    /// At most 50; each `{eventName, eventData, timestamp, sessionId}`, and an event that is not
    /// tracked is dropped. A tracked one needs a session id, its own or the batch's.
    #[schema(max_items = 50)]
    events: Vec<Value>,
    // `metadata` ({sessionId, userAgent, url, referrer}) is read where it is usable and
    // otherwise ignored, like any other field.
}

/// The shape of a performance report, for the document.
#[derive(utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
pub struct PerformanceReport {
    /// The client's session, when it has one: 8 to 100 letters, digits, `-` or `_`. PRODUCT.md §7's
    /// report names none, and none is no error.
    #[schema(pattern = "^[A-Za-z0-9_-]{8,100}$")]
    session_id: Option<String>,
    /// Metric name to milliseconds (CLS unitless); with `sessionDuration`, at most 20 values.
    #[schema(schema_with = timings_schema)]
    timings: Value,
    // `sessionDuration`, `url` and `userAgent` are read where they are usable and otherwise
    // ignored, like any other field.
}

fn timings_schema() -> utoipa::openapi::schema::Object {
    let mut o = utoipa::openapi::schema::Object::with_type(utoipa::openapi::schema::Type::Object);
    o.max_properties = Some(19);
    o
}

/// A batch of tracked events (PRODUCT.md §3 "Analytics event"): `{events: [{eventName, eventData,
/// timestamp, sessionId, userId}], metadata: {sessionId, userAgent, url, referrer}}`, at most 50
/// events. Unknown events and fields are dropped; nothing personal is stored.
#[utoipa::path(post, path = "/api/analytics/batch", tag = "analytics",
    request_body(content = AnalyticsBatch, description = "{events, metadata}"),
    responses((status = 202, body = Envelope<Accepted>), (status = 400, body = ErrorBody),
        (status = 413, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn batch(
    State(app): State<AppState>,
    ClientIp(address): ClientIp,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> Result<impl IntoResponse, ApiError> {
    let session = session_of(body.get("metadata").and_then(|m| m.get("sessionId")));
    app.analytics_limits.check(session, address.as_deref())?;
    let sender = sender(&app, &headers).await;
    let (rows, dropped) = analytics::events_of(&body, sender, app.ingest.now())?;
    Ok(accepted(rows.len(), dropped, app.ingest.events(rows)))
}

/// Performance metrics (PRODUCT.md §7): `{url, userAgent, timings: {LCP, INP, CLS, FCP, TTFB},
/// sessionDuration, timestamp}`, times in milliseconds, with `sessionId` where the client has one.
#[utoipa::path(post, path = "/api/performance/performance", tag = "analytics",
    request_body(content = PerformanceReport, description = "{sessionId, url, userAgent, timings, sessionDuration}"),
    responses((status = 202, body = Envelope<Accepted>), (status = 400, body = ErrorBody),
        (status = 413, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn performance(
    State(app): State<AppState>,
    ClientIp(address): ClientIp,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> Result<impl IntoResponse, ApiError> {
    app.analytics_limits
        .check(session_of(body.get("sessionId")), address.as_deref())?;
    let sender = sender(&app, &headers).await;
    let (rows, dropped) = analytics::reports_of(&body, sender, app.ingest.now())?;
    Ok(accepted(rows.len(), dropped, app.ingest.reports(rows)))
}

fn accepted(rows: usize, dropped: usize, queued: bool) -> impl IntoResponse {
    let answer = if queued {
        Accepted {
            accepted: rows,
            dropped,
        }
    } else {
        Accepted {
            accepted: 0,
            dropped: dropped + rows,
        }
    };
    (StatusCode::ACCEPTED, envelope::ok(answer))
}
