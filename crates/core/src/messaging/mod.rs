//! Messaging (PRODUCT.md §3, §4, §7): a guest and a property's owner talk in one conversation per guest
//! and property; messages are stored first (delivered), then read by their recipient; a user can
//! block another. The REST routes and the realtime socket call these same functions, and each
//! write answers with what both need to tell the other side (the stored message, the recipient's
//! unread counts, read receipts).

mod blocks;
mod conversations;
mod read;
mod sending;
pub mod views;

use crate::error::CoreError;
use crate::ids::UserId;
use crate::store::Store;
use crate::time::SharedClock;
pub use blocks::BlockRequest;
pub use conversations::{MessageFilters, Opened, Thread};
pub use sending::{SendMessage, Sent};
pub use views::{
    BlockStatus, BlockView, ConversationUnread, ConversationView, MarkedRead, MessageRead,
    MessageView, ReadReceipt, Unblocked, UnreadCounts,
};

/// Longest message, in characters (the limit).
pub const MAX_CONTENT_CHARS: usize = 4_000;
const MAX_CLIENT_ID_CHARS: usize = 100;
const MAX_MEDIA_URL_CHARS: usize = 2_000;
const MAX_REASON_CHARS: usize = 500;
/// Default and largest page of a conversation's messages.
pub const THREAD_PAGE: u32 = 50;
pub const THREAD_PAGE_MAX: u32 = 100;

/// Kinds a client may send; `inquiry` is given by the server to a guest's first text message.
const SENDABLE_TYPES: [&str; 3] = ["text", "image", "file"];
pub const MESSAGE_TYPES: [&str; 4] = ["text", "image", "file", "inquiry"];
pub const DELIVERY_STATUSES: [&str; 2] = ["delivered", "read"];

/// A repeated `clientMessageId`: the answer carries the stored message (PRODUCT.md §8).
pub const DUPLICATE_MESSAGE: &str = "DUPLICATE_MESSAGE";
/// The recipient blocked the sender.
pub const BLOCKED_BY_RECIPIENT: &str = "BLOCKED_BY_RECIPIENT";
/// The sender blocked the recipient.
pub const RECIPIENT_BLOCKED: &str = "RECIPIENT_BLOCKED";
/// An owner cannot open a conversation about their own property.
pub const OWN_PROPERTY: &str = "OWN_PROPERTY";
/// Only a message's recipient can mark it read.
pub const NOT_RECIPIENT: &str = "NOT_RECIPIENT";
pub const CANNOT_BLOCK_SELF: &str = "CANNOT_BLOCK_SELF";
/// A refusal of a signed-in user's action, under its own code.
fn refused(code: &'static str, message: crate::Said) -> CoreError {
    CoreError::Forbidden { code, message }
}

fn blocked_by_recipient() -> CoreError {
    refused(
        BLOCKED_BY_RECIPIENT,
        refusal!("err-h-msg-blocked-by-recipient"),
    )
}

fn recipient_blocked() -> CoreError {
    refused(RECIPIENT_BLOCKED, refusal!("err-h-msg-recipient-blocked"))
}

fn conversation_not_found() -> CoreError {
    CoreError::NotFound(crate::Missing::Conversation)
}

pub struct Messaging {
    store: Store,
    clock: SharedClock,
    limits: Limits,
}

/// How fast one user may send messages and typing signals, whichever door they use (REST or
/// socket): a person never needs more, and a script flooding a conversation gets RATE_LIMITED.
struct Limits {
    messages: governor::DefaultKeyedRateLimiter<UserId>,
    typing: governor::DefaultKeyedRateLimiter<UserId>,
}

/// A burst of 20 messages, then one a second.
const MESSAGE_BURST: u32 = 20;
/// A burst of 10 typing signals, then two a second (the client sends one per few keystrokes).
const TYPING_BURST: u32 = 10;
/// Users remembered by a limiter before the quiet ones are forgotten.
const LIMITER_KEYS: usize = 10_000;
pub fn rate_limited_message() -> crate::Said {
    refusal!("err-h-msg-rate-limited")
}

fn quota(period_ms: u64, burst: u32) -> governor::Quota {
    governor::Quota::with_period(std::time::Duration::from_millis(period_ms.max(1)))
        .expect("a positive period")
        .allow_burst(std::num::NonZeroU32::new(burst.max(1)).expect("a positive burst"))
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            messages: governor::RateLimiter::keyed(quota(1_000, MESSAGE_BURST)),
            typing: governor::RateLimiter::keyed(quota(500, TYPING_BURST)),
        }
    }
}

fn admit(
    limiter: &governor::DefaultKeyedRateLimiter<UserId>,
    user: UserId,
) -> Result<(), CoreError> {
    if limiter.len() > LIMITER_KEYS {
        limiter.retain_recent();
    }
    limiter
        .check_key(&user)
        .map_err(|_| CoreError::RateLimited {
            message: rate_limited_message(),
            retry_after: 2,
        })
}

impl Messaging {
    pub fn new(store: Store, clock: SharedClock) -> Self {
        Self {
            store,
            clock,
            limits: Limits::default(),
        }
    }

    /// Lets each user send `per_minute` messages a minute after a burst of `burst` (load tests
    /// send far more than a person would).
    pub fn with_message_limit(mut self, per_minute: u32, burst: u32) -> Self {
        let period_ms = 60_000 / u64::from(per_minute.max(1));
        self.limits.messages = governor::RateLimiter::keyed(quota(period_ms, burst));
        self
    }

    /// Whether `user_id` may send another typing signal now (RATE_LIMITED if not).
    pub fn typing_allowed(&self, user_id: UserId) -> Result<(), CoreError> {
        admit(&self.limits.typing, user_id)
    }

    fn now(&self) -> i64 {
        self.clock.now().timestamp()
    }
}
