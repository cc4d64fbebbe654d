//! Leads from the exit-intent prompt (PRODUCT.md §3 "Lead", §4): escapes-core's `leads` checks and
//! stores them; this adds the per-address limit and the optional sign-in.

use escapes_core::refusal;
use std::num::NonZeroU32;

use axum::extract::{DefaultBodyLimit, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use escapes_core::leads::{LeadRequest, LeadView};
use escapes_core::CoreError;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::auth_extract::bearer_token;
use crate::envelope::{self, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{ClientIp, Json};
use crate::AppState;

/// A lead is a contact and two choices; anything bigger is not one.
pub const MAX_BODY: usize = 4 * 1024;

pub fn body_limit() -> DefaultBodyLimit {
    DefaultBodyLimit::max(MAX_BODY)
}

/// Leads an address may leave: a person leaves one or two; a script filling the table with
/// other people's numbers is stopped after a handful.
pub struct Limits(DefaultKeyedRateLimiter<String>);

impl Default for Limits {
    fn default() -> Self {
        Self::new(10, 5)
    }
}

impl Limits {
    /// `per_hour` leads an hour from one address, `burst` at once.
    pub fn new(per_hour: u32, burst: u32) -> Self {
        let per_hour = NonZeroU32::new(per_hour.max(1)).expect("positive");
        let quota = Quota::with_period(std::time::Duration::from_secs(3_600) / per_hour.get())
            .expect("a positive period")
            .allow_burst(NonZeroU32::new(burst.max(1)).expect("positive"));
        Self(RateLimiter::keyed(quota))
    }

    fn check(&self, address: Option<&str>) -> Result<(), CoreError> {
        match address {
            Some(a) => self
                .0
                .check_key(&a.to_string())
                .map_err(|_| CoreError::RateLimited {
                    message: refusal!("err-b-too-many-requests"),
                    retry_after: 600,
                }),
            None => Ok(()),
        }
    }

    /// Forgets addresses that have been quiet long enough to be full again.
    pub fn forget_idle(&self) {
        self.0.retain_recent();
    }
}

/// Leaves a mobile number or an e-mail address, with consent, for the FIRST500 offer or a price
/// alert. 201 with the new lead (marked converted), or 200 with the same lead when that contact
/// already asked for it. A sign-in is optional; a bad token counts as none.
#[utoipa::path(post, path = "/api/v1/leads", tag = "leads", request_body = LeadRequest,
    responses((status = 201, body = Envelope<LeadView>), (status = 200, body = Envelope<LeadView>),
        (status = 400, body = ErrorBody), (status = 413, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn capture(
    State(app): State<AppState>,
    ClientIp(address): ClientIp,
    headers: HeaderMap,
    Json(request): Json<LeadRequest>,
) -> Result<impl IntoResponse, ApiError> {
    app.lead_limits.check(address.as_deref())?;
    let user = match bearer_token(&headers) {
        Some(token) => app
            .sessions
            .authenticate_as(token, escapes_core::auth::session::SessionKind::App)
            .await
            .ok()
            .map(|u| u.user.id),
        None => None,
    };
    let (lead, created) = app.leads.capture(&request, user).await?;
    let status = if created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((status, envelope::ok(lead)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_its_burst_then_waits() {
        let limits = Limits::new(10, 5);
        for _ in 0..5 {
            assert!(limits.check(Some("203.0.113.9")).is_ok());
        }
        assert!(matches!(
            limits.check(Some("203.0.113.9")),
            Err(CoreError::RateLimited {
                retry_after: 600,
                ..
            })
        ));
        // Another address is not held back by the first.
        assert!(limits.check(Some("203.0.113.10")).is_ok());
    }
}
