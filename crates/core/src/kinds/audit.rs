//! Who acted, on what, and what the trail may be narrowed by: the values an audit row is written
//! from and read with (the trail itself is `audit`).

use serde_json::Value;

use crate::error::CoreError;
use crate::ids::{BookingId, ReviewId, UserId};
use crate::text_enum::text_enum;

text_enum! {
    /// Where an action came from.
    pub enum Channel("audit channel") {
        Console = "console",
        Cli = "cli",
        System = "system",
    }
}

text_enum! {
    /// In what capacity someone acted.
    pub enum ActorRole("actor role") {
        Admin = "admin",
        Support = "support",
        System = "system",
    }
}

/// Who acts on someone else's data: an admin in the console, a support agent on the command line
/// (named by `$ESCAPES_ACTOR` or their login), or the system (a sweep, a refund job).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Staff {
    pub user_id: Option<UserId>,
    pub name: String,
    pub role: ActorRole,
    pub channel: Channel,
}

impl Staff {
    /// A support agent on the command line; an empty name is refused, as every action needs
    /// someone to answer for it.
    pub fn cli(name: &str) -> Result<Self, CoreError> {
        let name = name.trim();
        if name.is_empty() || name.chars().any(char::is_control) {
            return Err(CoreError::field(
                "actor",
                crate::Said::staff_only(
                    "Say who you are (set ESCAPES_ACTOR) so the audit trail can name you",
                ),
            ));
        }
        Ok(Self {
            user_id: None,
            name: name.to_string(),
            role: ActorRole::Support,
            channel: Channel::Cli,
        })
    }

    /// The platform itself, named by the job that acted (e.g. "expiry sweep").
    pub fn system(job: &str) -> Self {
        Self {
            user_id: None,
            name: job.to_string(),
            role: ActorRole::System,
            channel: Channel::System,
        }
    }
}

/// What an action was done to: a kind ("booking", "property", "user", "review", "payment",
/// "otp"), its id as people know it (a booking code, a slug, a phone), and whose data it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    pub kind: &'static str,
    pub id: String,
    pub user_id: Option<UserId>,
    pub booking_id: Option<BookingId>,
}

impl Target {
    pub fn booking(code: &str, id: BookingId, guest: UserId) -> Self {
        Self {
            kind: "booking",
            id: code.to_string(),
            user_id: Some(guest),
            booking_id: Some(id),
        }
    }

    pub fn property(slug: &str, owner: UserId) -> Self {
        Self {
            kind: "property",
            id: slug.to_string(),
            user_id: Some(owner),
            booking_id: None,
        }
    }

    pub fn user(id: UserId) -> Self {
        Self {
            kind: "user",
            id: id.to_string(),
            user_id: Some(id),
            booking_id: None,
        }
    }

    /// A review, by id, of its author when the account still exists.
    pub fn review(id: ReviewId, author: Option<UserId>) -> Self {
        Self {
            kind: "review",
            id: id.to_string(),
            user_id: author,
            booking_id: None,
        }
    }

    /// A conversation, of its guest.
    pub fn conversation(id: i64, guest: UserId) -> Self {
        Self {
            kind: "conversation",
            id: id.to_string(),
            user_id: Some(guest),
            booking_id: None,
        }
    }

    /// A one-time code sent to `identifier` (a phone or an e-mail), of `user` when known.
    pub fn otp(identifier: &str, user: Option<UserId>) -> Self {
        Self {
            kind: "otp",
            id: identifier.to_string(),
            user_id: user,
            booking_id: None,
        }
    }
}

/// One action to record: what, to what, why, and a summary of before and after.
#[derive(Debug, Clone)]
pub struct Record<'a> {
    pub action: &'a str,
    pub target: Target,
    pub reason: &'a str,
    pub before: Option<Value>,
    pub after: Option<Value>,
}

/// What the console and `escapes audit` may narrow the trail by.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AuditFilter {
    /// Rows about this user's data, or by them as staff.
    pub user: Option<i64>,
    pub booking: Option<i64>,
    pub target_kind: Option<String>,
    pub target_id: Option<String>,
    pub action: Option<String>,
    pub channel: Option<Channel>,
    /// Epoch seconds, inclusive.
    pub since: Option<i64>,
    /// Epoch seconds, exclusive.
    pub until: Option<i64>,
}
