//! Staff actions on accounts and reviews (PRODUCT.md "Console, support desk and audit"): change a
//! role, suspend and reinstate, end every session, hide and restore a review. The console API and
//! the support CLI both call these, so both follow one rule and write one audit row per action.
//!
//! Suspending an account:
//! - ends all its sessions (tokens are refused from the next request; open pages get
//!   `force_disconnect` with `ACCOUNT_SUSPENDED`), and sign-in answers 403 `ACCOUNT_SUSPENDED`;
//! - unlists the owner's published listings as an admin would, with [`SUSPENSION_UNLIST_REASON`];
//! - cancels with a full refund every pending booking the user made or that waits on their
//!   listings (nobody is left waiting on an answer that cannot come). Confirmed stays are kept:
//!   the guest paid for a real date, and support decides those one by one.
//!
//! Reinstating lifts the suspension and puts back exactly the listings the suspension took off.

use std::sync::Arc;

use serde::Serialize;
use serde_json::json;

use crate::audit::{self, Record, Staff, Target};
use crate::bookings::{self, CancelledBy, RefundChoice};
use crate::catalogue::Catalogue;
use crate::error::CoreError;
use crate::events::SessionsEnded;
use crate::ids::{PropertyId, ReviewId, UserId};
use crate::kinds::role::Role;
use crate::listings::{apply, Actor, ListingState, ListingStatus, Move};
use crate::reason::required_reason;
use crate::store::bookings as sb;
use crate::store::listings as sl;
use crate::store::models::UserRow;
use crate::store::moderation as db;
use crate::store::session as sessions;
use crate::store::support::user as user_row;
use crate::store::{write_transaction, DbConnection, Store};
use crate::time::SharedClock;

/// The reason a suspension's unlisting carries; reinstating looks for it.
pub const SUSPENSION_UNLIST_REASON: &str = "The owner's account is suspended.";

/// Why a suspended account's pending bookings were cancelled.
const SUSPENSION_CANCEL_REASON: &str = "An account in this booking was suspended.";

/// What an action on an account did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AccountOutcome {
    pub user_id: i64,
    pub role: String,
    pub suspended: bool,
    /// Sessions that were live and have now ended.
    pub sessions_ended: usize,
    /// Slugs of listings unlisted (suspend) or published again (reinstate).
    pub listings: Vec<String>,
    /// Codes of pending bookings cancelled with a full refund.
    pub bookings_cancelled: Vec<String>,
    pub audit_id: i64,
}

/// What hiding or restoring a review did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReviewOutcome {
    pub review_id: i64,
    pub property_id: i64,
    pub hidden: bool,
    pub audit_id: i64,
}

#[derive(Clone)]
pub struct Moderation {
    store: Store,
    clock: SharedClock,
    catalogue: Option<Arc<Catalogue>>,
}

fn user_target(user: &UserRow) -> Target {
    Target::user(user.id)
}

fn found(user: Option<UserRow>) -> Result<UserRow, CoreError> {
    user.ok_or(CoreError::NotFound(crate::Missing::User))
}

/// Moderation is the admin console's: staff read its refusals in English.
fn conflict(code: &'static str, message: impl Into<std::borrow::Cow<'static, str>>) -> CoreError {
    CoreError::Conflict {
        code,
        message: crate::Said::staff_only(message),
    }
}

fn not_self(staff: &Staff, user: UserId, what: &str) -> Result<(), CoreError> {
    if staff.user_id == Some(user) {
        let code = match what {
            "suspend" => "CANNOT_SUSPEND_SELF",
            _ => "CANNOT_CHANGE_OWN_ROLE",
        };
        return Err(conflict(
            code,
            format!("You cannot {what} your own account; ask another admin."),
        ));
    }
    Ok(())
}

impl Moderation {
    pub fn new(store: Store, clock: SharedClock) -> Self {
        Self {
            store,
            clock,
            catalogue: None,
        }
    }

    /// Guests' pages on this process drop what an action changed at once (other processes see
    /// the catalogue's version move).
    pub fn with_catalogue(mut self, catalogue: Arc<Catalogue>) -> Self {
        self.catalogue = Some(catalogue);
        self
    }

    fn listings_changed(&self, ids: impl IntoIterator<Item = PropertyId>) {
        if let Some(catalogue) = &self.catalogue {
            catalogue.invalidate();
        }
        for id in ids {
            self.store.events().property_changed(id);
        }
    }

    fn now(&self) -> i64 {
        self.clock.now().timestamp()
    }

    /// Gives `user` a new role. An admin cannot change their own (nobody locks the console out by
    /// a slip), and an owner whose listings are live or under review stays an owner until they are
    /// unlisted, so no guest books a farmhouse whose owner cannot answer.
    pub async fn change_role(
        &self,
        staff: &Staff,
        user: UserId,
        role: &str,
        reason: &str,
    ) -> Result<AccountOutcome, CoreError> {
        let role = Role::parse(role.trim()).ok_or_else(|| {
            CoreError::field(
                "role",
                crate::Said::staff_only("Role must be user, owner or admin"),
            )
        })?;
        let reason = required_reason(reason)?;
        not_self(staff, user, "change the role of")?;
        let staff = staff.clone();
        let now = self.now();
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    let before = found(user_row(c, user)?)?;
                    if before.role == role {
                        return Err(conflict(
                            "ROLE_UNCHANGED",
                            format!("This account already has the {} role.", role.as_str()),
                        ));
                    }
                    if before.role == Role::Owner && db::live_listing_count(c, user)? > 0 {
                        return Err(conflict(
                            "OWNER_HAS_LISTINGS",
                            "This owner has listings that are live or under review; unlist them first.",
                        ));
                    }
                    db::set_role(c, user, role)?;
                    let audit_id = audit::record(
                        c,
                        &staff,
                        Record {
                            action: "user.role",
                            target: user_target(&before),
                            reason: &reason,
                            before: Some(json!({"role": before.role.as_str()})),
                            after: Some(json!({"role": role.as_str()})),
                        },
                        now,
                    )?;
                    outcome(c, user, 0, Vec::new(), Vec::new(), audit_id)
                })
            })
            .await
    }

    /// Suspends `user` (see the module's rules). Refused for one's own account and for an account
    /// already suspended.
    pub async fn suspend(
        &self,
        staff: &Staff,
        user: UserId,
        reason: &str,
    ) -> Result<AccountOutcome, CoreError> {
        let reason = required_reason(reason)?;
        not_self(staff, user, "suspend")?;
        let staff = staff.clone();
        let now = self.now();
        let (outcome, properties, bookings) = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    let before = found(user_row(c, user)?)?;
                    if !db::set_suspended(c, user, Some((now, &reason)))? {
                        return Err(conflict(
                            "ALREADY_SUSPENDED",
                            "This account is already suspended.",
                        ));
                    }
                    let ended = sessions::revoke_all(c, user, now)?;
                    let unlisted = move_listings(
                        c,
                        user,
                        ListingStatus::Published,
                        None,
                        Move::Unlist {
                            reason: Some(SUSPENSION_UNLIST_REASON.into()),
                        },
                        now,
                    )?;
                    let cancelled = cancel_pending(c, user, now)?;
                    let audit_id = audit::record(
                        c,
                        &staff,
                        Record {
                            action: "user.suspend",
                            target: user_target(&before),
                            reason: &reason,
                            before: Some(json!({"suspended": false, "role": before.role.as_str()})),
                            after: Some(json!({
                                "suspended": true, "sessionsEnded": ended,
                                "unlisted": slugs(&unlisted),
                                "bookingsCancelled": cancelled.iter().map(|(_, code)| code).collect::<Vec<_>>(),
                            })),
                        },
                        now,
                    )?;
                    let out = outcome(
                        c,
                        user,
                        ended,
                        slugs(&unlisted),
                        cancelled.iter().map(|(_, code)| code.clone()).collect(),
                        audit_id,
                    )?;
                    Ok((out, unlisted, cancelled))
                })
            })
            .await?;
        self.store
            .events()
            .sessions_ended(user, SessionsEnded::Suspended);
        self.listings_changed(properties.into_iter().map(|(id, _)| id));
        for (id, _) in bookings {
            self.store.events().booking_changed(id);
        }
        Ok(outcome)
    }

    /// Lifts a suspension and publishes again the listings it unlisted.
    pub async fn reinstate(
        &self,
        staff: &Staff,
        user: UserId,
        reason: &str,
    ) -> Result<AccountOutcome, CoreError> {
        let reason = required_reason(reason)?;
        let staff = staff.clone();
        let now = self.now();
        let (outcome, properties) = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    let before = found(user_row(c, user)?)?;
                    let was = db::suspension(c, user)?;
                    if !db::set_suspended(c, user, None)? {
                        return Err(conflict("NOT_SUSPENDED", "This account is not suspended."));
                    }
                    let published = move_listings(
                        c,
                        user,
                        ListingStatus::Unlisted,
                        Some(SUSPENSION_UNLIST_REASON),
                        Move::Publish,
                        now,
                    )?;
                    let audit_id = audit::record(
                        c,
                        &staff,
                        Record {
                            action: "user.reinstate",
                            target: user_target(&before),
                            reason: &reason,
                            before: Some(json!({
                                "suspended": true,
                                "suspendedReason": was.map(|(_, r)| r),
                            })),
                            after: Some(
                                json!({"suspended": false, "published": slugs(&published)}),
                            ),
                        },
                        now,
                    )?;
                    let out = outcome(c, user, 0, slugs(&published), Vec::new(), audit_id)?;
                    Ok((out, published))
                })
            })
            .await?;
        self.listings_changed(properties.into_iter().map(|(id, _)| id));
        Ok(outcome)
    }

    /// Ends every session of `user` (a lost phone, a shared laptop); they can sign in again.
    pub async fn revoke_sessions(
        &self,
        staff: &Staff,
        user: UserId,
        reason: &str,
    ) -> Result<AccountOutcome, CoreError> {
        let reason = required_reason(reason)?;
        let staff = staff.clone();
        let now = self.now();
        let outcome = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    let before = found(user_row(c, user)?)?;
                    let ended = sessions::revoke_all(c, user, now)?;
                    let audit_id = audit::record(
                        c,
                        &staff,
                        Record {
                            action: "user.revoke_sessions",
                            target: user_target(&before),
                            reason: &reason,
                            before: None,
                            after: Some(json!({"sessionsEnded": ended})),
                        },
                        now,
                    )?;
                    outcome(c, user, ended, Vec::new(), Vec::new(), audit_id)
                })
            })
            .await?;
        self.store
            .events()
            .sessions_ended(user, SessionsEnded::Revoked);
        Ok(outcome)
    }

    /// Takes a review off its page and out of its property's average.
    pub async fn hide_review(
        &self,
        staff: &Staff,
        id: ReviewId,
        reason: &str,
    ) -> Result<ReviewOutcome, CoreError> {
        self.set_review(staff, id, true, required_reason(reason)?)
            .await
    }

    /// Puts a hidden review back.
    pub async fn restore_review(
        &self,
        staff: &Staff,
        id: ReviewId,
        reason: &str,
    ) -> Result<ReviewOutcome, CoreError> {
        self.set_review(staff, id, false, required_reason(reason)?)
            .await
    }

    async fn set_review(
        &self,
        staff: &Staff,
        id: ReviewId,
        hiding: bool,
        reason: String,
    ) -> Result<ReviewOutcome, CoreError> {
        let staff = staff.clone();
        let now = self.now();
        let outcome = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    let (property, rating, _, author) =
                        db::review(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Review))?;
                    let hidden = hiding.then_some((now, reason.as_str()));
                    if !db::set_review_hidden(c, id, hidden, now)? {
                        return Err(if hiding {
                            conflict("ALREADY_HIDDEN", "This review is already hidden.")
                        } else {
                            conflict("NOT_HIDDEN", "This review is not hidden.")
                        });
                    }
                    let audit_id = audit::record(
                        c,
                        &staff,
                        Record {
                            action: if hiding {
                                "review.hide"
                            } else {
                                "review.restore"
                            },
                            target: Target::review(id, author),
                            reason: &reason,
                            before: Some(json!({"hidden": !hiding, "rating": rating})),
                            after: Some(json!({"hidden": hiding})),
                        },
                        now,
                    )?;
                    Ok(ReviewOutcome {
                        review_id: id.get(),
                        property_id: property.get(),
                        hidden: hiding,
                        audit_id,
                    })
                })
            })
            .await?;
        self.listings_changed([PropertyId::new(outcome.property_id)]);
        Ok(outcome)
    }
}

fn slugs(listings: &[(PropertyId, String)]) -> Vec<String> {
    listings.iter().map(|(_, s)| s.clone()).collect()
}

fn outcome(
    c: &mut DbConnection,
    user: UserId,
    sessions_ended: usize,
    listings: Vec<String>,
    bookings_cancelled: Vec<String>,
    audit_id: i64,
) -> Result<AccountOutcome, CoreError> {
    let row = found(user_row(c, user)?)?;
    Ok(AccountOutcome {
        user_id: row.id.get(),
        role: row.role.as_str().into(),
        suspended: db::suspension(c, user)?.is_some(),
        sessions_ended,
        listings,
        bookings_cancelled,
        audit_id,
    })
}

/// Moves each of the owner's listings in `from` (for unlisted ones, only those an admin took off
/// with `admin_reason`) by `mv` under the listing rules, as an admin.
fn move_listings(
    c: &mut DbConnection,
    owner: UserId,
    from: ListingStatus,
    admin_reason: Option<&str>,
    mv: Move,
    now: i64,
) -> Result<Vec<(PropertyId, String)>, CoreError> {
    let listings = db::listings_of(c, owner, from, admin_reason)?;
    for (id, _) in &listings {
        let state = ListingState {
            status: from,
            unlisted_by: admin_reason.map(|_| Actor::Admin),
        };
        let moved = apply(state, Actor::Admin, &mv)?;
        sl::set_status(
            c,
            *id,
            from,
            moved.status,
            moved.reason.as_deref(),
            moved.unlisted_by,
            now,
        )?;
    }
    Ok(listings)
}

/// Cancels with a full refund every pending booking of `user`, as guest or as owner.
fn cancel_pending(
    c: &mut DbConnection,
    user: UserId,
    now: i64,
) -> Result<Vec<(crate::ids::BookingId, String)>, CoreError> {
    let mut cancelled = Vec::new();
    for id in db::pending_bookings_of(c, user)? {
        let Some(b) = sb::booking(c, id)? else {
            continue;
        };
        // A pending stay whose start has passed is the expiry sweep's; it cannot be cancelled.
        if b.starts_at <= now {
            continue;
        }
        bookings::cancel_in(
            c,
            &b,
            CancelledBy::Support,
            RefundChoice::Full,
            Some(SUSPENSION_CANCEL_REASON),
            now,
        )?;
        cancelled.push((b.id, b.code));
    }
    Ok(cancelled)
}
