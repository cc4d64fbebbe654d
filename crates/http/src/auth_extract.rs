//! Who is calling: `AuthUser` (any signed-in user; 401 without a valid bearer token), and
//! `OwnerUser` / `AdminUser` (403 for a signed-in user of the wrong role). The token is checked
//! by escapes-core's `SessionService` (signature, expiry by the server's clock, live session).

use axum::extract::FromRequestParts;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use escapes_core::auth::session::{unauthorized, Role, SessionUser};
use escapes_core::CoreError;

use crate::error::ApiError;
use crate::AppState;

/// The bearer token of `Authorization: Bearer <token>`, if any.
pub fn bearer(parts: &Parts) -> Option<&str> {
    let value = parts.headers.get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.trim().split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim()).filter(|t| !t.is_empty())
}

/// Any signed-in user.
#[derive(Debug, Clone)]
pub struct AuthUser(pub SessionUser);

impl FromRequestParts<AppState> for AuthUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &AppState) -> Result<Self, Self::Rejection> {
        let token = bearer(parts).ok_or_else(unauthorized)?;
        Ok(Self(app.sessions.authenticate(token).await?))
    }
}

fn forbidden() -> ApiError {
    CoreError::Forbidden("You do not have access to this.".to_string()).into()
}

/// A signed-in owner (admins may act as owners).
#[derive(Debug, Clone)]
pub struct OwnerUser(pub SessionUser);

impl FromRequestParts<AppState> for OwnerUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &AppState) -> Result<Self, Self::Rejection> {
        let AuthUser(user) = AuthUser::from_request_parts(parts, app).await?;
        match user.role {
            Role::Owner | Role::Admin => Ok(Self(user)),
            Role::User => Err(forbidden()),
        }
    }
}

/// A signed-in admin. (The CSRF header of DESIGN.md comes with the admin sign-in.)
#[derive(Debug, Clone)]
pub struct AdminUser(pub SessionUser);

impl FromRequestParts<AppState> for AdminUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &AppState) -> Result<Self, Self::Rejection> {
        let AuthUser(user) = AuthUser::from_request_parts(parts, app).await?;
        match user.role {
            Role::Admin => Ok(Self(user)),
            _ => Err(forbidden()),
        }
    }
}
