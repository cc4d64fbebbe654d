//! Who is calling: `AuthUser` (any signed-in user; 401 without a valid bearer token), and
//! `OwnerUser` / `AdminUser` (403 for a signed-in user of the wrong role). The token is checked
//! by escapes-core's `SessionService` (signature, expiry by the server's clock, live session).

use axum::extract::FromRequestParts;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use escapes_core::auth::session::{unauthorized, Role, SessionKind, SessionUser};
use escapes_core::refusal;
use escapes_core::CoreError;

use crate::error::ApiError;
use crate::AppState;

/// The bearer token of `Authorization: Bearer <token>`, if any.
pub fn bearer(parts: &Parts) -> Option<&str> {
    bearer_token(&parts.headers)
}

/// The bearer token of `headers`, if there is one.
pub fn bearer_token(headers: &axum::http::HeaderMap) -> Option<&str> {
    let value = headers.get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.trim().split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim())
        .filter(|t| !t.is_empty())
}

/// Any signed-in user of the app (guest, owner or admin on an app session). An admin-console
/// token is refused here (401): the two kinds of token have different audiences.
#[derive(Debug, Clone)]
pub struct AuthUser(pub SessionUser);

impl FromRequestParts<AppState> for AuthUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        app: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let token = bearer(parts).ok_or_else(unauthorized)?;
        Ok(Self(
            app.sessions
                .authenticate_as(token, SessionKind::App)
                .await?,
        ))
    }
}

fn forbidden() -> ApiError {
    CoreError::forbidden(refusal!("err-h-no-access")).into()
}

/// `user` when their role is one of `allowed`, else a 403.
fn require(user: SessionUser, allowed: &[Role]) -> Result<SessionUser, ApiError> {
    if allowed.contains(&user.role) {
        Ok(user)
    } else {
        Err(forbidden())
    }
}

/// A signed-in owner (admins may act as owners).
#[derive(Debug, Clone)]
pub struct OwnerUser(pub SessionUser);

impl FromRequestParts<AppState> for OwnerUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        app: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let AuthUser(user) = AuthUser::from_request_parts(parts, app).await?;
        require(user, &[Role::Owner, Role::Admin]).map(Self)
    }
}

/// The header a state-changing admin call carries its CSRF token in (PRODUCT.md §6).
pub const CSRF_HEADER: &str = "x-csrf-token";

/// A signed-in admin on an admin-console session (the `adminToken`). State-changing calls must
/// also carry that session's CSRF token, else 403 — so a page that tricks an admin's browser
/// into posting cannot act for them.
#[derive(Debug, Clone)]
pub struct AdminUser(pub SessionUser);

impl FromRequestParts<AppState> for AdminUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        app: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let token = bearer(parts).ok_or_else(unauthorized)?;
        let user = app.sessions.authenticate(token).await?;
        let user = require(user, &[Role::Admin])?;
        if user.kind != SessionKind::Admin {
            return Err(CoreError::forbidden(escapes_core::Said::staff_only(
                "Sign in to the admin console to do this.",
            ))
            .into());
        }
        if !parts.method.is_safe() {
            let token = parts
                .headers
                .get(CSRF_HEADER)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("");
            if !app.sessions.csrf_matches(user.session_id, token) {
                return Err(ApiError::new(
                    axum::http::StatusCode::FORBIDDEN,
                    "CSRF_INVALID",
                    escapes_core::Said::staff_only(
                        "Missing or invalid CSRF token. Please sign in to the admin console again.",
                    ),
                ));
            }
        }
        Ok(Self(user))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::{Request, StatusCode};
    use escapes_core::auth::User;

    fn user(role: Role) -> SessionUser {
        let row = User {
            id: escapes_core::ids::UserId::new(1),
            full_name: "Ravi".into(),
            username: None,
            email: None,
            phone: None,
            role,
            created_at: 0,
            language: Default::default(),
        };
        SessionUser {
            user: row,
            role,
            session_id: escapes_core::ids::SessionId::new(1),
            kind: SessionKind::App,
            expires_at: i64::MAX,
        }
    }

    #[test]
    fn roles_outside_the_allowed_ones_are_forbidden() {
        let owner_ok = [Role::Owner, Role::Admin];
        assert!(require(user(Role::Owner), &owner_ok).is_ok());
        assert!(require(user(Role::Admin), &owner_ok).is_ok());
        assert_eq!(
            require(user(Role::User), &owner_ok).unwrap_err().status,
            StatusCode::FORBIDDEN
        );
        assert_eq!(
            require(user(Role::Owner), &[Role::Admin])
                .unwrap_err()
                .status,
            StatusCode::FORBIDDEN
        );
        assert!(require(user(Role::Admin), &[Role::Admin]).is_ok());
    }

    #[test]
    fn only_bearer_tokens_are_read() {
        let parts = |v: &str| {
            Request::get("/")
                .header(AUTHORIZATION, v)
                .body(())
                .unwrap()
                .into_parts()
                .0
        };
        assert_eq!(bearer(&parts("Bearer abc")), Some("abc"));
        assert_eq!(bearer(&parts("bearer  abc ")), Some("abc"));
        assert_eq!(bearer(&parts("Basic abc")), None);
        assert_eq!(bearer(&parts("Bearer ")), None);
    }
}
