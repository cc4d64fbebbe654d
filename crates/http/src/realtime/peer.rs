//! One connected socket's user and liveness, the room names, and the force-disconnect reasons.

use std::collections::HashMap;
use std::sync::atomic::{AtomicI64, AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use escapes_core::ids::{ConversationId, SessionId, UserId};
use escapes_core::language::Language;
use escapes_core::{refusal, Said};
use serde_json::{json, Value};

pub const FORCE_DISCONNECT: &str = "force_disconnect";
/// The error code (and force-disconnect reason) of a socket whose access token has expired.
pub const TOKEN_EXPIRED: &str = "TOKEN_EXPIRED";
/// What a socket whose access token has expired reads.
pub fn token_expired_message() -> Said {
    refusal!("err-h-rt-token-expired")
}

pub fn user_room(user_id: i64) -> String {
    format!("user:{user_id}")
}

/// The sockets one session opened: they close when it ends (sign-out, refresh-token reuse).
pub fn session_room(session_id: SessionId) -> String {
    format!("session:{session_id}")
}

pub fn conversation_room(conversation_id: i64) -> String {
    format!("conversation:{conversation_id}")
}

/// PRODUCT.md §8's force-disconnect reasons; the client shows the matching toast.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ForceReason {
    ConnectionLimitExceeded,
    IdleTimeout,
    ZombieConnection,
    ServerShutdown,
    /// Staff suspended the account (all its sessions ended).
    AccountSuspended,
    /// Staff ended every session of the account, or the user signed this session out.
    SessionRevoked,
    /// The access token the socket was opened (or last re-authenticated) with expired; the
    /// client refreshes it and connects again without telling the user.
    TokenExpired,
}

impl ForceReason {
    pub fn code(self) -> &'static str {
        match self {
            Self::ConnectionLimitExceeded => "CONNECTION_LIMIT_EXCEEDED",
            Self::IdleTimeout => "IDLE_TIMEOUT",
            Self::ZombieConnection => "ZOMBIE_CONNECTION",
            Self::ServerShutdown => "SERVER_SHUTDOWN",
            Self::AccountSuspended => "ACCOUNT_SUSPENDED",
            Self::SessionRevoked => "SESSION_REVOKED",
            Self::TokenExpired => TOKEN_EXPIRED,
        }
    }

    fn message(self) -> Said {
        match self {
            Self::ConnectionLimitExceeded => {
                refusal!("err-h-rt-connection-limit")
            }
            Self::IdleTimeout => refusal!("err-h-rt-idle"),
            Self::ZombieConnection => refusal!("err-h-rt-unresponsive"),
            Self::ServerShutdown => refusal!("err-h-rt-maintenance"),
            Self::AccountSuspended => escapes_core::auth::session::suspended(),
            Self::SessionRevoked => refusal!("err-h-rt-signed-out"),
            Self::TokenExpired => token_expired_message(),
        }
    }

    pub fn payload(self) -> Value {
        self.payload_in(Language::En)
    }

    /// The payload for one socket, its message in the socket user's language.
    pub fn payload_in(self, language: Language) -> Value {
        let message = self.message().in_language(language);
        json!({ "reason": self.code(), "message": message })
    }
}

/// Who a socket belongs to and when it last showed signs of life.
pub struct Peer {
    pub user_id: UserId,
    /// The user's language (its place in `Language::ALL`): the socket's refusals and notices
    /// read in it. Set at connect, and again when the user picks another or re-authenticates.
    language: AtomicUsize,
    /// The session behind the socket's current access token, and when that token expires (Unix
    /// seconds); both change when the client re-authenticates.
    session_id: AtomicI64,
    expires_at: AtomicI64,
    /// The user's sockets (on every instance) when this one connected.
    pub sockets_before: usize,
    started: Instant,
    last_pong_ms: AtomicU64,
    last_active_ms: AtomicU64,
    /// Conversations this socket proved it belongs to: id → the other participant. Saves a
    /// database read per typing event.
    conversations: Mutex<HashMap<ConversationId, UserId>>,
}

impl Peer {
    pub fn new(
        user_id: UserId,
        language: Language,
        session_id: SessionId,
        expires_at: i64,
        sockets_before: usize,
    ) -> Self {
        Self {
            user_id,
            language: AtomicUsize::new(language_index(language)),
            session_id: AtomicI64::new(session_id.get()),
            expires_at: AtomicI64::new(expires_at),
            sockets_before,
            started: Instant::now(),
            last_pong_ms: AtomicU64::new(0),
            last_active_ms: AtomicU64::new(0),
            conversations: Mutex::new(HashMap::new()),
        }
    }

    pub fn language(&self) -> Language {
        Language::ALL
            .get(self.language.load(Ordering::Relaxed))
            .copied()
            .unwrap_or_default()
    }

    pub fn set_language(&self, language: Language) {
        self.language
            .store(language_index(language), Ordering::Relaxed);
    }

    pub fn session_id(&self) -> SessionId {
        SessionId::new(self.session_id.load(Ordering::Relaxed))
    }

    pub fn expires_at(&self) -> i64 {
        self.expires_at.load(Ordering::Relaxed)
    }

    /// A fresh access token of the same user was presented.
    pub fn renewed(&self, session_id: SessionId, expires_at: i64) {
        self.session_id.store(session_id.get(), Ordering::Relaxed);
        self.expires_at.store(expires_at, Ordering::Relaxed);
    }

    fn elapsed_ms(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }

    pub fn ponged(&self) {
        self.last_pong_ms
            .store(self.elapsed_ms(), Ordering::Relaxed);
    }

    /// Any client event but a pong: the user is there.
    pub fn active(&self) {
        let now = self.elapsed_ms();
        self.last_active_ms.store(now, Ordering::Relaxed);
        // An active client is alive too, even if its pong is late.
        self.last_pong_ms.store(now, Ordering::Relaxed);
    }

    pub fn since_pong(&self) -> Duration {
        Duration::from_millis(
            self.elapsed_ms()
                .saturating_sub(self.last_pong_ms.load(Ordering::Relaxed)),
        )
    }

    pub fn since_active(&self) -> Duration {
        Duration::from_millis(
            self.elapsed_ms()
                .saturating_sub(self.last_active_ms.load(Ordering::Relaxed)),
        )
    }

    pub fn known_conversation(&self, id: ConversationId) -> Option<UserId> {
        self.conversations.lock().ok()?.get(&id).copied()
    }

    pub fn remember_conversation(&self, id: ConversationId, other: UserId) {
        if let Ok(mut known) = self.conversations.lock() {
            known.insert(id, other);
        }
    }
}

fn language_index(language: Language) -> usize {
    Language::ALL
        .iter()
        .position(|l| *l == language)
        .unwrap_or_default()
}
