//! `escapes user find|show|suspend|reinstate|revoke-sessions|role`: who is this, what happened to
//! their sign-in, bookings and listings lately, and the account actions of the console, under the
//! same core rules (`escapes_core::moderation`), recorded as $ESCAPES_ACTOR (else $USER).

use std::sync::Arc;

use clap::builder::NonEmptyStringValueParser;
use clap::Subcommand;
use escapes_core::audit::Staff;
use escapes_core::moderation::{AccountOutcome, Moderation};
use escapes_core::support::{self, UserDetail};
use escapes_core::time::{SharedClock, SystemClock};
use serde_json::{json, Value};

use crate::output::{self, explain, fields, ist, ist_json, or_dash, rupees};
use crate::settings::Settings;

/// A user as support is told of them.
const USER_KEY: &str = "The user's id, phone (any form) or e-mail (any case)";

#[derive(Subcommand)]
pub enum UserCommand {
    /// Find users by phone (any form), e-mail (any case) or part of the name (at most 50).
    Find {
        /// A phone number, an e-mail address, or part of a name.
        query: String,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// One user: role, suspension, live sessions, last sign-in, the codes sent in the last 24
    /// hours, their newest bookings and (owners) their listings.
    Show {
        #[arg(help = USER_KEY)]
        user: String,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Suspend an account: its sessions end, its published listings are unlisted and pending
    /// bookings it made or that wait on its listings are cancelled with a full refund.
    Suspend {
        #[arg(help = USER_KEY)]
        user: String,
        /// Why (required; goes in the audit trail and is kept on the account).
        #[arg(long, value_parser = NonEmptyStringValueParser::new())]
        reason: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Lift a suspension; the listings it unlisted are published again.
    Reinstate {
        #[arg(help = USER_KEY)]
        user: String,
        /// Why (required; goes in the audit trail).
        #[arg(long, value_parser = NonEmptyStringValueParser::new())]
        reason: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// End every session of an account (a lost phone, a shared laptop); they can sign in again.
    RevokeSessions {
        #[arg(help = USER_KEY)]
        user: String,
        /// Why (required; goes in the audit trail).
        #[arg(long, value_parser = NonEmptyStringValueParser::new())]
        reason: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Give an account another role: user, owner or admin.
    Role {
        #[arg(help = USER_KEY)]
        user: String,
        /// user, owner or admin.
        role: String,
        /// Why (required; goes in the audit trail).
        #[arg(long, value_parser = NonEmptyStringValueParser::new())]
        reason: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
}

fn show_json(d: &UserDetail) -> Value {
    let mut user = output::user_json(&d.user);
    user["suspended"] = json!(d.suspension.is_some());
    user["suspension"] = d
        .suspension
        .as_ref()
        .map(|(at, why)| json!({"at": ist_json(*at), "reason": why}))
        .unwrap_or_default();
    user["activeSessions"] = json!(d.active_sessions);
    user["lastSignIn"] = d.last_sign_in.map(ist_json).unwrap_or_default();
    user["sessions"] = d
        .sessions
        .iter()
        .map(|s| {
            json!({
                "id": s.id, "kind": s.kind, "started": ist_json(s.created_at),
                "lastUsed": s.last_refreshed.map(ist_json), "expires": ist_json(s.expires_at),
            })
        })
        .collect();
    user["recentCodes"] = output::sends_json(&d.recent_sends);
    user["bookingCount"] = json!(d.booking_count);
    user["bookings"] = d
        .bookings
        .iter()
        .map(|b| {
            json!({
                "id": b.id, "code": b.code, "property": b.property_slug,
                "propertyTitle": b.property_title, "start": ist_json(b.starts_at),
                "end": ist_json(b.ends_at), "status": b.status, "total": b.total,
            })
        })
        .collect();
    user["listings"] = d
        .listings
        .iter()
        .map(|l| json!({"id": l.id, "slug": l.slug, "title": l.title, "status": l.status}))
        .collect();
    user
}

fn show_text(d: &UserDetail) -> String {
    let u = &d.user;
    let mut rows = vec![
        ("id", u.id.to_string()),
        ("name", u.full_name.clone()),
        ("role", u.role.to_string()),
        ("phone", or_dash(u.phone.as_deref())),
        ("e-mail", or_dash(u.email.as_deref())),
        ("joined", ist(u.created_at)),
    ];
    match &d.suspension {
        Some((at, why)) => rows.push(("suspended", format!("since {}: {why}", ist(*at)))),
        None => rows.push(("suspended", "no".into())),
    }
    rows.push(("active sessions", d.active_sessions.to_string()));
    rows.push((
        "last sign-in",
        d.last_sign_in.map(ist).unwrap_or_else(|| "never".into()),
    ));
    let mut text = fields(&rows).to_string();
    if !d.sessions.is_empty() {
        let mut t = output::table(["session", "kind", "started", "last used", "expires"]);
        for s in &d.sessions {
            t.add_row(vec![
                s.id.to_string(),
                s.kind.clone(),
                ist(s.created_at),
                s.last_refreshed.map(ist).unwrap_or_else(|| "—".into()),
                ist(s.expires_at),
            ]);
        }
        text.push_str(&format!("\n\nLive sessions:\n{t}"));
    }
    if d.recent_sends.is_empty() {
        text.push_str("\n\nNo codes sent in the last 24 hours.");
    } else {
        text.push_str(&format!(
            "\n\nCodes sent in the last 24 hours:\n{}",
            output::sends_table(&d.recent_sends)
        ));
    }
    if d.bookings.is_empty() {
        text.push_str("\n\nNo bookings.");
    } else {
        let mut t = output::table(["code", "property", "start", "end", "status", "total"]);
        for b in &d.bookings {
            t.add_row(vec![
                b.code.clone(),
                b.property_slug.clone(),
                ist(b.starts_at),
                ist(b.ends_at),
                b.status.clone(),
                rupees(b.total),
            ]);
        }
        text.push_str(&format!(
            "\n\nBookings (newest {} of {}):\n{t}",
            d.bookings.len(),
            d.booking_count
        ));
    }
    if !d.listings.is_empty() {
        let mut t = output::table(["id", "slug", "status", "title"]);
        for l in &d.listings {
            t.add_row(vec![
                l.id.to_string(),
                l.slug.clone(),
                l.status.clone(),
                l.title.clone(),
            ]);
        }
        text.push_str(&format!("\n\nListings:\n{t}"));
    }
    text
}

/// What an account action did, in a line or two.
fn outcome_text(done: &str, o: &AccountOutcome, listings_verb: &str, actor: &str) -> String {
    let mut parts = vec![format!(
        "{done} user {} (role {}{}).",
        o.user_id,
        o.role,
        if o.suspended { ", suspended" } else { "" }
    )];
    if o.sessions_ended > 0 {
        parts.push(format!("Sessions ended: {}.", o.sessions_ended));
    }
    if !o.listings.is_empty() {
        parts.push(format!(
            "Listings {listings_verb}: {}.",
            o.listings.join(", ")
        ));
    }
    if !o.bookings_cancelled.is_empty() {
        parts.push(format!(
            "Pending bookings cancelled with a full refund: {}.",
            o.bookings_cancelled.join(", ")
        ));
    }
    parts.push(format!(
        "Recorded for {actor} in the audit trail (#{}).",
        o.audit_id
    ));
    parts.join("\n")
}

/// The account actions, each a `Moderation` call.
enum Action {
    Suspend,
    Reinstate,
    RevokeSessions,
    Role(String),
}

/// Does `action` to the user `key` names, as this agent, under the core rule; what it did and
/// who it is recorded for.
fn act(
    store: &escapes_core::Store,
    rt: &tokio::runtime::Runtime,
    key: &str,
    action: Action,
    reason: &str,
) -> anyhow::Result<(AccountOutcome, String)> {
    let actor = super::otp::actor()?;
    let staff = Staff::cli(&actor).map_err(|e| explain(e, &actor))?;
    let clock: SharedClock = Arc::new(SystemClock);
    let moderation = Moderation::new(store.clone(), clock);
    let outcome = rt
        .block_on(async {
            let id = support::find_user(store, key).await?.id;
            match action {
                Action::Suspend => moderation.suspend(&staff, id, reason).await,
                Action::Reinstate => moderation.reinstate(&staff, id, reason).await,
                Action::RevokeSessions => moderation.revoke_sessions(&staff, id, reason).await,
                Action::Role(role) => moderation.change_role(&staff, id, &role, reason).await,
            }
        })
        .map_err(|e| explain(e, key))?;
    Ok((outcome, actor))
}

pub fn run(settings: &Settings, command: UserCommand) -> anyhow::Result<()> {
    let store = settings.open_support_store()?;
    let rt = output::runtime()?;
    let report = |json: bool,
                  done: &str,
                  verb: &str,
                  (o, actor): (AccountOutcome, String)|
     -> anyhow::Result<()> {
        if json {
            let mut out = serde_json::to_value(&o)?;
            out["recordedFor"] = Value::String(actor);
            return output::print_json(&out);
        }
        output::print(outcome_text(done, &o, verb, &actor))
    };
    match command {
        UserCommand::Find { query, json } => {
            let users = rt
                .block_on(support::find_users(&store, &query))
                .map_err(|e| explain(e, &query))?;
            if json {
                return output::print_json(&users.iter().map(output::user_json).collect());
            }
            if users.is_empty() {
                output::print(format_args!("No user matches {query:?}."))
            } else {
                output::print(output::user_table(&users))
            }
        }
        UserCommand::Show { user, json } => {
            let now = chrono::Utc::now().timestamp();
            let d = rt
                .block_on(async {
                    let found = support::find_user(&store, &user).await?;
                    support::show_user(&store, found.id, now).await
                })
                .map_err(|e| explain(e, &user))?;
            if json {
                return output::print_json(&show_json(&d));
            }
            output::print(show_text(&d))
        }
        UserCommand::Suspend { user, reason, json } => report(
            json,
            "Suspended",
            "unlisted",
            act(&store, &rt, &user, Action::Suspend, &reason)?,
        ),
        UserCommand::Reinstate { user, reason, json } => report(
            json,
            "Reinstated",
            "published again",
            act(&store, &rt, &user, Action::Reinstate, &reason)?,
        ),
        UserCommand::RevokeSessions { user, reason, json } => report(
            json,
            "Signed out",
            "changed",
            act(&store, &rt, &user, Action::RevokeSessions, &reason)?,
        ),
        UserCommand::Role {
            user,
            role,
            reason,
            json,
        } => {
            // A role core does not know is bad input (exit 2) before anyone is looked up, so
            // a typo is not reported as an unknown user.
            if escapes_core::auth::role::Role::parse(role.trim()).is_none() {
                return Err(anyhow::Error::new(output::Refusal::Invalid(format!(
                    "role: Role must be user, owner or admin, not {role:?}"
                ))));
            }
            report(
                json,
                "Changed the role of",
                "changed",
                act(&store, &rt, &user, Action::Role(role), &reason)?,
            )
        }
    }
}
