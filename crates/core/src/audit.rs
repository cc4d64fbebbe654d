//! The audit trail (PRODUCT.md "Console, support desk and audit"): every action by an admin in the
//! console, a support agent on the command line, or the system on someone else's data writes one
//! row, in the same transaction as the change, so a change never exists without its record and a
//! refused one leaves none. Rows are only ever added; the database refuses updates and deletes.

use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::error::CoreError;
use crate::ids::{BookingId, UserId};
use crate::page::{ListRequest, Page};
use crate::store::models::{AuditRow, NewAuditRow, UserRow};
use crate::store::{audit as db, DbConnection, Store};
use crate::text_enum::text_enum;
use crate::time::{from_epoch, to_ist_rfc3339};

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
    pub fn console(admin: &UserRow) -> Self {
        Self {
            user_id: Some(admin.id),
            name: format!("{} (admin {})", admin.full_name, admin.id),
            role: ActorRole::Admin,
            channel: Channel::Console,
        }
    }

    /// A support agent on the command line; an empty name is refused, as every action needs
    /// someone to answer for it.
    pub fn cli(name: &str) -> Result<Self, CoreError> {
        let name = name.trim();
        if name.is_empty() || name.chars().any(char::is_control) {
            return Err(CoreError::field(
                "actor",
                "Say who you are (set ESCAPES_ACTOR) so the audit trail can name you",
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
    pub fn review(id: i64, author: Option<UserId>) -> Self {
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

/// Writes `record` inside the caller's transaction; its id.
pub(crate) fn record(
    c: &mut DbConnection,
    staff: &Staff,
    record: Record<'_>,
    at: i64,
) -> Result<i64, CoreError> {
    db::insert(
        c,
        &NewAuditRow {
            actor_id: staff.user_id.map(UserId::get),
            actor: &staff.name,
            actor_role: staff.role.as_str(),
            channel: staff.channel.as_str(),
            action: record.action,
            target_kind: record.target.kind,
            target_id: &record.target.id,
            target_user_id: record.target.user_id.map(UserId::get),
            booking_id: record.target.booking_id.map(BookingId::get),
            reason: record.reason,
            before_state: record.before.map(|v| v.to_string()),
            after_state: record.after.map(|v| v.to_string()),
            created_at: at,
        },
    )
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

/// A `since`/`until` bound as staff type it: an RFC 3339 time, or a date (yyyy-mm-dd) meaning its
/// start in Asia/Kolkata. None for anything else.
pub fn parse_instant(text: &str) -> Option<i64> {
    let text = text.trim();
    if let Ok(t) = chrono::DateTime::parse_from_rfc3339(text) {
        return Some(t.timestamp());
    }
    crate::time::parse_date(text).map(|d| crate::time::ist_instant(d, 0).timestamp())
}

pub const AUDIT_SORTS: &[&str] = &["id", "createdAt", "action", "actor"];

/// One line of the audit trail as the console and support read it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntry {
    pub id: i64,
    /// The acting account (admins); none for support's command line and the system.
    pub actor_id: Option<i64>,
    pub actor: String,
    /// admin, support or system.
    pub actor_role: String,
    /// console, cli or system.
    pub channel: String,
    /// e.g. `booking.cancel`, `listing.approve`, `user.suspend`.
    pub action: String,
    /// booking, property, user, review, payment or otp.
    pub target_kind: String,
    /// The target as people know it: a booking code, a slug, a user id, a phone.
    pub target_id: String,
    pub target_user_id: Option<i64>,
    pub booking_id: Option<i64>,
    pub reason: String,
    #[schema(value_type = Option<Object>)]
    pub before: Option<Value>,
    #[schema(value_type = Option<Object>)]
    pub after: Option<Value>,
    /// RFC 3339 in Asia/Kolkata.
    pub created_at: String,
}

impl From<AuditRow> for AuditEntry {
    fn from(r: AuditRow) -> Self {
        let json = |s: Option<String>| s.and_then(|s| serde_json::from_str(&s).ok());
        Self {
            id: r.id,
            actor_id: r.actor_id,
            actor: r.actor,
            actor_role: r.actor_role,
            channel: r.channel,
            action: r.action,
            target_kind: r.target_kind,
            target_id: r.target_id,
            target_user_id: r.target_user_id,
            booking_id: r.booking_id,
            reason: r.reason,
            before: json(r.before_state),
            after: json(r.after_state),
            created_at: to_ist_rfc3339(from_epoch(r.created_at)),
        }
    }
}

/// A page of the trail, newest first unless asked otherwise.
pub async fn list(
    store: &Store,
    req: ListRequest,
    filter: AuditFilter,
) -> Result<Page<AuditEntry>, CoreError> {
    let req = req.checked(AUDIT_SORTS)?;
    if let (Some(since), Some(until)) = (filter.since, filter.until) {
        if until <= since {
            return Err(CoreError::field("until", "The end must be after the start"));
        }
    }
    Ok(store
        .run(move |c| db::list(c, &req, &filter))
        .await?
        .map(AuditEntry::from))
}

/// The newest `limit` rows.
pub async fn newest(store: &Store, limit: i64) -> Result<Vec<AuditEntry>, CoreError> {
    let req = ListRequest {
        sort: "id".into(),
        descending: true,
        start: 0,
        end: limit - 1,
    };
    Ok(list(store, req, AuditFilter::default()).await?.items)
}
