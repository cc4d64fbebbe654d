//! Sessions (PRODUCT.md "Sign-in, sessions, roles"): a short-lived access token (JWT, HS256,
//! signed with the server secret; claims user id, role, session id, expiry 15 minutes) and an
//! opaque refresh token (32 random bytes, hex) stored only as its SHA-256. Every refresh rotates
//! the refresh token; presenting one that was already rotated revokes the whole session (the
//! refresh-token family), and logout revokes it too. Access tokens are checked against the
//! injectable clock and against the session, so a revoked session's tokens stop at once.

use std::sync::Arc;

use hmac::{Hmac, Mac};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::User;
use crate::error::CoreError;
use crate::ids::{SessionId, UserId};
use crate::mac::{encode_hex, hmac_sha256, mac_hex, verify_hex};
use crate::store::session::{self as db, Rotation};
use crate::store::Store;
use crate::time::SharedClock;

/// Seconds an access token is valid.
pub const ACCESS_TTL: i64 = 15 * 60;
/// Seconds a session (its refresh tokens) lives without signing in again.
pub const SESSION_TTL: i64 = 30 * 24 * 3600;
/// An admin-console session lasts a working day at most (docs/AUTH.md)…
pub const ADMIN_SESSION_TTL: i64 = 12 * 3600;
/// …and ends after 30 minutes without a refresh (the console refreshes every 15 while open).
pub const ADMIN_IDLE: i64 = 30 * 60;
/// A refresh token presented again this soon after its rotation, while its successor is unused,
/// gets that successor again instead of ending the session: two tabs (or a retried request)
/// refreshing at once. Later reuse is treated as theft.
pub const REFRESH_REUSE_GRACE: i64 = 30;

pub use super::role::Role;

/// Which client a session belongs to. Admin endpoints take only admin sessions (PRODUCT.md "Sign-in, sessions, roles": the
/// console has its own `adminToken`), so a guest-app token of an admin never reaches them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionKind {
    App,
    Admin,
}

impl SessionKind {
    /// The access token's `aud`: an app token is refused by the console and the console's by
    /// the app, so a token taken from one cannot be used on the other.
    pub fn audience(self) -> &'static str {
        match self {
            Self::App => "escapes-app",
            Self::Admin => "escapes-admin",
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::App => "app",
            Self::Admin => "admin",
        }
    }

    fn parse(s: &str) -> Self {
        if s == "admin" {
            Self::Admin
        } else {
            Self::App
        }
    }
}

/// The access token's claims.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// User id, as a string (JWT's `sub`).
    pub sub: String,
    pub role: String,
    /// Session id.
    pub sid: i64,
    /// `escapes-app` or `escapes-admin` ([`SessionKind::audience`]).
    pub aud: String,
    pub iat: i64,
    pub exp: i64,
}

/// A signed-in user as the rest of the system sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionUser {
    pub user: User,
    pub role: Role,
    pub session_id: SessionId,
    pub kind: SessionKind,
    /// When the access token presented expires (Unix seconds).
    pub expires_at: i64,
}

/// What signing in or refreshing hands out.
#[derive(Debug, Clone)]
pub struct Tokens {
    pub token: String,
    pub refresh_token: String,
    pub user: User,
    pub session_id: SessionId,
}

/// The 401 every failed authentication becomes; it never says which check failed.
pub fn unauthorized() -> CoreError {
    CoreError::Unauthorized(refusal!("err-h-sign-in-again"))
}

pub const ACCOUNT_SUSPENDED: &str = "ACCOUNT_SUSPENDED";

/// The 403 a suspended account gets when it signs in (`crate::moderation` suspends).
pub fn suspended_error() -> CoreError {
    CoreError::Forbidden {
        code: ACCOUNT_SUSPENDED,
        message: suspended(),
    }
}

/// What a suspended account reads, at sign-in and on its open pages.
pub fn suspended() -> crate::Said {
    refusal!("err-h-suspended")
}

/// SHA-256 hex of a refresh token (tokens are 256 random bits, so no key is needed).
pub fn hash_refresh_token(token: &str) -> String {
    encode_hex(&Sha256::digest(token.as_bytes()))
}

/// 32 bytes from the CSPRNG as 64 hex characters (URL-safe).
pub fn new_refresh_token() -> String {
    let mut bytes = [0u8; 32];
    rand::fill(&mut bytes);
    encode_hex(&bytes)
}

#[derive(Clone)]
pub struct SessionService {
    store: Store,
    clock: SharedClock,
    encoding: Arc<EncodingKey>,
    decoding: Arc<DecodingKey>,
    secret: Arc<[u8]>,
    access_ttl: i64,
}

impl SessionService {
    pub fn new(store: Store, clock: SharedClock, secret: &[u8]) -> Self {
        Self {
            store,
            clock,
            encoding: Arc::new(EncodingKey::from_secret(secret)),
            decoding: Arc::new(DecodingKey::from_secret(secret)),
            secret: Arc::from(secret),
            access_ttl: ACCESS_TTL,
        }
    }

    /// Access tokens live `seconds` instead of [`ACCESS_TTL`] (end-to-end tests of expiry).
    pub fn with_access_ttl(mut self, seconds: i64) -> Self {
        self.access_ttl = seconds.max(1);
        self
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn access_ttl(&self) -> i64 {
        self.access_ttl
    }

    pub fn clock(&self) -> &SharedClock {
        &self.clock
    }

    fn access_token(
        &self,
        user: &User,
        session_id: SessionId,
        kind: SessionKind,
        now: i64,
    ) -> Result<String, CoreError> {
        let claims = Claims {
            sub: user.id.to_string(),
            role: user.role.as_str().into(),
            sid: session_id.get(),
            aud: kind.audience().into(),
            iat: now,
            exp: now + self.access_ttl,
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|e| CoreError::Internal(anyhow::anyhow!("cannot sign an access token: {e}")))
    }

    /// Opens a new session of the guest and owner app for `user`.
    pub async fn issue(&self, user: User) -> Result<Tokens, CoreError> {
        self.open(user, SessionKind::App).await
    }

    /// Opens an admin-console session; only admins get one (a 403 for anyone else).
    pub async fn issue_admin(&self, user: User) -> Result<Tokens, CoreError> {
        if user.role != Role::Admin {
            return Err(CoreError::forbidden(crate::Said::staff_only(
                "This account is not an admin.",
            )));
        }
        self.open(user, SessionKind::Admin).await
    }

    async fn open(&self, user: User, kind: SessionKind) -> Result<Tokens, CoreError> {
        let now = self.clock.now().timestamp();
        let refresh_token = new_refresh_token();
        let hash = hash_refresh_token(&refresh_token);
        let user_id = user.id;
        let session_id = self
            .store
            .run(move |c| {
                if crate::store::moderation::suspension(c, user_id)?.is_some() {
                    return Err(suspended_error());
                }
                let ttl = match kind {
                    SessionKind::App => SESSION_TTL,
                    SessionKind::Admin => ADMIN_SESSION_TTL,
                };
                db::create_session(c, user_id, kind.as_str(), &hash, now, now + ttl)
            })
            .await?;
        let token = self.access_token(&user, session_id, kind, now)?;
        Ok(Tokens {
            token,
            refresh_token,
            user,
            session_id,
        })
    }

    /// Exchanges a current refresh token for a new pair. An unknown, revoked or expired token is
    /// a 401; an already rotated one revokes its session and is a 401 too.
    pub async fn refresh(&self, refresh_token: &str) -> Result<Tokens, CoreError> {
        self.rotate(refresh_token, SessionKind::App, SESSION_TTL)
            .await
    }

    /// The console's refresh: only an admin session, only within [`ADMIN_IDLE`] of the last one,
    /// and only while the account is still an admin.
    pub async fn refresh_admin(&self, refresh_token: &str) -> Result<Tokens, CoreError> {
        let tokens = self
            .rotate(refresh_token, SessionKind::Admin, ADMIN_IDLE)
            .await?;
        if tokens.user.role != Role::Admin {
            self.logout(tokens.session_id).await?;
            return Err(unauthorized());
        }
        Ok(tokens)
    }

    async fn rotate(
        &self,
        refresh_token: &str,
        kind: SessionKind,
        max_idle: i64,
    ) -> Result<Tokens, CoreError> {
        if refresh_token.is_empty() || refresh_token.len() > 200 {
            return Err(unauthorized());
        }
        let now = self.clock.now().timestamp();
        let old_hash = hash_refresh_token(refresh_token);
        let next = self.successor(refresh_token);
        let new_hash = hash_refresh_token(&next);
        let rotation = self
            .store
            .run(move |c| {
                db::rotate(
                    c,
                    &old_hash,
                    &new_hash,
                    now,
                    kind.as_str(),
                    max_idle,
                    REFRESH_REUSE_GRACE,
                )
            })
            .await?;
        match rotation {
            Rotation::Rotated {
                session_id, user, ..
            }
            | Rotation::Replayed {
                session_id, user, ..
            } => {
                let user = User::from(user);
                let token = self.access_token(&user, session_id, kind, now)?;
                Ok(Tokens {
                    token,
                    refresh_token: next,
                    user,
                    session_id,
                })
            }
            Rotation::Reused { session_id } => {
                tracing::warn!(session = %session_id, "refresh token reused; session revoked");
                self.store.events().session_ended(session_id);
                Err(unauthorized())
            }
            Rotation::Invalid => Err(unauthorized()),
        }
    }

    /// The refresh token that replaces `token`: a keyed hash of it, so a replay within the grace
    /// names the same successor without the server keeping any token in the clear.
    fn successor(&self, token: &str) -> String {
        mac_hex(self.keyed_mac(b"refresh-successor|", token.as_bytes()))
    }

    /// The claims of a well-signed, unexpired access token (by the injectable clock).
    pub fn decode(&self, token: &str) -> Result<Claims, CoreError> {
        let mut validation = Validation::new(Algorithm::HS256);
        // Expiry is checked below against our clock, not the system's.
        validation.validate_exp = false;
        validation.required_spec_claims = ["exp", "sub", "aud"]
            .into_iter()
            .map(String::from)
            .collect();
        validation.set_audience(&[SessionKind::App.audience(), SessionKind::Admin.audience()]);
        let claims = jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation)
            .map_err(|_| unauthorized())?
            .claims;
        if self.clock.now().timestamp() >= claims.exp {
            return Err(unauthorized());
        }
        Ok(claims)
    }

    /// The signed-in user behind an access token: valid signature, unexpired, and its session
    /// still live.
    /// [`Self::authenticate`] for a token of the `kind` of session this door serves: the app's
    /// API and sockets take only app tokens; an admin-console token there is a 401.
    pub async fn authenticate_as(
        &self,
        token: &str,
        kind: SessionKind,
    ) -> Result<SessionUser, CoreError> {
        let who = self.authenticate(token).await?;
        if who.kind == kind {
            Ok(who)
        } else {
            Err(unauthorized())
        }
    }

    pub async fn authenticate(&self, token: &str) -> Result<SessionUser, CoreError> {
        let claims = self.decode(token)?;
        let now = self.clock.now().timestamp();
        let sid = SessionId::new(claims.sid);
        let (user, kind) = self
            .store
            .run(move |c| db::live_session_user(c, sid, now))
            .await?
            .ok_or_else(unauthorized)?;
        let kind = SessionKind::parse(&kind);
        if user.id.to_string() != claims.sub || claims.aud != kind.audience() {
            return Err(unauthorized());
        }
        let role = user.role;
        Ok(SessionUser {
            user: user.into(),
            role,
            session_id: sid,
            kind,
            expires_at: claims.exp,
        })
    }

    /// HMAC-SHA256 under the server secret of `label` then `data` (labels keep uses apart).
    fn keyed_mac(&self, label: &[u8], data: &[u8]) -> Hmac<Sha256> {
        let mut mac = hmac_sha256(&self.secret);
        mac.update(label);
        mac.update(data);
        mac
    }

    fn csrf_mac(&self, session_id: SessionId) -> Hmac<Sha256> {
        self.keyed_mac(b"csrf|", session_id.to_string().as_bytes())
    }

    /// The CSRF token of an admin session: a keyed hash of its id, so it needs no storage, dies
    /// with the session, and cannot be made without the server secret.
    pub fn csrf_token(&self, session_id: SessionId) -> String {
        mac_hex(self.csrf_mac(session_id))
    }

    /// Whether `token` is session `session_id`'s CSRF token (constant-time).
    pub fn csrf_matches(&self, session_id: SessionId, token: &str) -> bool {
        verify_hex(self.csrf_mac(session_id), token.trim())
    }

    /// Revokes every session of `user_id` (sign out of all devices); returns how many were live.
    /// Their open sockets are closed too.
    pub async fn logout_all(&self, user_id: UserId) -> Result<usize, CoreError> {
        let now = self.clock.now().timestamp();
        let revoked = self
            .store
            .run(move |c| db::revoke_all(c, user_id, now))
            .await?;
        self.store
            .events()
            .sessions_ended(user_id, crate::events::SessionsEnded::Revoked);
        Ok(revoked)
    }

    /// Revokes a session (logout); the sockets it opened are closed.
    pub async fn logout(&self, session_id: SessionId) -> Result<(), CoreError> {
        let now = self.clock.now().timestamp();
        self.store
            .run(move |c| db::revoke(c, session_id, now))
            .await?;
        self.store.events().session_ended(session_id);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::{from_epoch, ManualClock};

    const NOW: i64 = 1_800_000_000;

    struct Harness {
        sessions: SessionService,
        clock: ManualClock,
        user: User,
        _db: crate::testing::TestDatabase,
    }

    fn harness() -> Harness {
        use crate::store::schema::users;
        use diesel::prelude::*;
        let db = crate::testing::TestDatabase::sqlite();
        let store = db.store().unwrap();
        let user = store
            .run_blocking(|c| {
                diesel::insert_into(users::table)
                    .values((
                        users::full_name.eq("Ravi Kumar"),
                        users::phone.eq("+919876543210"),
                        users::role.eq(Role::Owner),
                        users::created_at.eq(NOW),
                    ))
                    .execute(c)?;
                Ok(db::user_by_phone(c, "+919876543210")?.unwrap())
            })
            .unwrap()
            .into();
        let clock = ManualClock::at(from_epoch(NOW));
        let sessions = SessionService::new(store, Arc::new(clock.clone()), b"test secret");
        Harness {
            sessions,
            clock,
            user,
            _db: db,
        }
    }

    fn is_unauthorized<T: std::fmt::Debug>(r: Result<T, CoreError>) -> bool {
        matches!(r, Err(CoreError::Unauthorized(_)))
    }

    #[tokio::test]
    async fn an_issued_token_names_the_user_role_and_session() {
        let h = harness();
        let t = h.sessions.issue(h.user.clone()).await.unwrap();
        assert_eq!(t.refresh_token.len(), 64);
        let claims = h.sessions.decode(&t.token).unwrap();
        assert_eq!(
            (claims.sub, claims.role.as_str(), claims.sid),
            (h.user.id.to_string(), "owner", t.session_id.get())
        );
        assert_eq!(claims.exp - claims.iat, ACCESS_TTL);
        let who = h.sessions.authenticate(&t.token).await.unwrap();
        assert_eq!((who.user, who.role), (h.user.clone(), Role::Owner));
        let stored = h
            .sessions
            .store()
            .run(|c| {
                use diesel::prelude::*;
                Ok(crate::store::schema::refresh_tokens::table
                    .select(crate::store::schema::refresh_tokens::token_hash)
                    .load::<String>(c)?)
            })
            .await
            .unwrap();
        assert_eq!(
            stored,
            vec![hash_refresh_token(&t.refresh_token)],
            "only the hash is stored"
        );
    }

    #[tokio::test]
    async fn refresh_rotates_the_refresh_token() {
        let h = harness();
        let first = h.sessions.issue(h.user.clone()).await.unwrap();
        h.clock.advance(60);
        let second = h.sessions.refresh(&first.refresh_token).await.unwrap();
        assert_ne!(second.refresh_token, first.refresh_token);
        assert_eq!(second.session_id, first.session_id);
        let third = h.sessions.refresh(&second.refresh_token).await.unwrap();
        h.sessions.authenticate(&third.token).await.unwrap();
    }

    #[tokio::test]
    async fn reusing_a_rotated_refresh_token_revokes_the_family() {
        let h = harness();
        let first = h.sessions.issue(h.user.clone()).await.unwrap();
        let second = h.sessions.refresh(&first.refresh_token).await.unwrap();
        // Within the grace a replay is a second tab and gets the same successor…
        let replay = h.sessions.refresh(&first.refresh_token).await.unwrap();
        assert_eq!(replay.refresh_token, second.refresh_token);
        // …after it, reuse is theft.
        h.clock.advance(REFRESH_REUSE_GRACE + 1);
        assert!(is_unauthorized(
            h.sessions.refresh(&first.refresh_token).await
        ));
        assert!(
            is_unauthorized(h.sessions.refresh(&second.refresh_token).await),
            "the newer token dies too"
        );
        assert!(
            is_unauthorized(h.sessions.authenticate(&second.token).await),
            "and its access token"
        );
        // Another session of the same user is untouched.
        let other = h.sessions.issue(h.user.clone()).await.unwrap();
        h.sessions.refresh(&other.refresh_token).await.unwrap();
    }

    #[tokio::test]
    async fn logout_revokes_the_session() {
        let h = harness();
        let t = h.sessions.issue(h.user.clone()).await.unwrap();
        h.sessions.logout(t.session_id).await.unwrap();
        assert!(is_unauthorized(h.sessions.authenticate(&t.token).await));
        assert!(is_unauthorized(h.sessions.refresh(&t.refresh_token).await));
    }

    #[tokio::test]
    async fn access_tokens_expire_after_fifteen_minutes() {
        let h = harness();
        let t = h.sessions.issue(h.user.clone()).await.unwrap();
        h.clock.advance(ACCESS_TTL - 1);
        h.sessions.authenticate(&t.token).await.unwrap();
        h.clock.advance(1);
        assert!(is_unauthorized(h.sessions.authenticate(&t.token).await));
        // The refresh token still works and gives a fresh access token.
        let next = h.sessions.refresh(&t.refresh_token).await.unwrap();
        h.sessions.authenticate(&next.token).await.unwrap();
        h.clock.advance(SESSION_TTL);
        assert!(
            is_unauthorized(h.sessions.refresh(&next.refresh_token).await),
            "sessions end too"
        );
    }

    #[tokio::test]
    async fn forged_and_garbage_tokens_are_refused() {
        let h = harness();
        let t = h.sessions.issue(h.user.clone()).await.unwrap();
        let other = SessionService::new(
            h.sessions.store().clone(),
            h.sessions.clock().clone(),
            b"another secret",
        );
        let forged = other.issue(h.user.clone()).await.unwrap();
        assert!(is_unauthorized(
            h.sessions.authenticate(&forged.token).await
        ));
        assert!(is_unauthorized(h.sessions.authenticate("not.a.jwt").await));
        assert!(is_unauthorized(h.sessions.authenticate("").await));
        assert!(is_unauthorized(h.sessions.refresh("").await));
        assert!(is_unauthorized(h.sessions.refresh("nope").await));
        h.sessions.authenticate(&t.token).await.unwrap();
    }

    #[tokio::test]
    async fn only_admins_get_admin_sessions_and_each_has_its_own_csrf_token() {
        let h = harness();
        assert!(matches!(
            h.sessions.issue_admin(h.user.clone()).await,
            Err(CoreError::Forbidden { .. })
        ));
        let admin = User {
            role: Role::Admin,
            ..h.user.clone()
        };
        let a = h.sessions.issue_admin(admin.clone()).await.unwrap();
        let b = h.sessions.issue_admin(admin).await.unwrap();
        assert_eq!(
            h.sessions.authenticate(&a.token).await.unwrap().kind,
            SessionKind::Admin
        );
        let csrf = h.sessions.csrf_token(a.session_id);
        assert_eq!(csrf.len(), 64);
        assert!(h.sessions.csrf_matches(a.session_id, &csrf));
        assert!(!h.sessions.csrf_matches(b.session_id, &csrf));
        assert!(!h.sessions.csrf_matches(a.session_id, &csrf[..62]));
        assert!(!h.sessions.csrf_matches(a.session_id, "not hex at all"));
        // Another server secret makes other tokens.
        let other = SessionService::new(
            h.sessions.store().clone(),
            h.sessions.clock().clone(),
            b"another secret",
        );
        assert!(!other.csrf_matches(a.session_id, &csrf));
    }

    #[tokio::test]
    async fn logout_all_ends_every_session_of_the_user() {
        let h = harness();
        let first = h.sessions.issue(h.user.clone()).await.unwrap();
        let second = h.sessions.issue(h.user.clone()).await.unwrap();
        assert_eq!(
            h.sessions.authenticate(&first.token).await.unwrap().kind,
            SessionKind::App
        );
        assert_eq!(h.sessions.logout_all(h.user.id).await.unwrap(), 2);
        assert!(is_unauthorized(h.sessions.authenticate(&first.token).await));
        assert!(is_unauthorized(
            h.sessions.authenticate(&second.token).await
        ));
        assert!(is_unauthorized(
            h.sessions.refresh(&second.refresh_token).await
        ));
        assert_eq!(h.sessions.logout_all(h.user.id).await.unwrap(), 0);
    }
}
