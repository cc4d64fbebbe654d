//! The audit trail (PRODUCT.md "Console, support desk and audit"): every action by an admin in the
//! console, a support agent on the command line, or the system on someone else's data writes one
//! row, in the same transaction as the change, so a change never exists without its record and a
//! refused one leaves none. Rows are only ever added; the database refuses updates and deletes.

use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::auth::User;
use crate::error::CoreError;
pub use crate::kinds::audit::{ActorRole, AuditFilter, Channel, Record, Staff, Target};
use crate::page::{ListRequest, Page};
use crate::store::audit as db;
pub(crate) use crate::store::audit::record;
use crate::store::models::AuditRow;
use crate::store::Store;
use crate::time::{from_epoch, to_ist_rfc3339};

// Kept with the trail rather than the type: it names the signed-in admin (an area's type).
impl Staff {
    pub fn console(admin: &User) -> Self {
        Self {
            user_id: Some(admin.id),
            name: format!("{} (admin {})", admin.full_name, admin.id),
            role: ActorRole::Admin,
            channel: Channel::Console,
        }
    }
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
            return Err(CoreError::field(
                "until",
                crate::Said::staff_only("The end must be after the start"),
            ));
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
