//! `escapes user find|show`: who is this, and what happened to their sign-in lately.

use clap::Subcommand;
use escapes_core::ids::UserId;
use escapes_core::support;
use serde_json::json;

use crate::output::{self, explain, fields, ist, ist_json, or_dash};
use crate::settings::Settings;

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
    /// One user: role, active sessions, last sign-in and the codes sent in the last 24 hours.
    Show {
        /// The user's id (see `escapes user find`).
        id: UserId,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
}

pub fn run(settings: &Settings, command: UserCommand) -> anyhow::Result<()> {
    let store = settings.open_store()?;
    let rt = output::runtime()?;
    match command {
        UserCommand::Find { query, json } => {
            let users = rt
                .block_on(support::find_users(&store, &query))
                .map_err(|e| explain(e, &query))?;
            if json {
                return output::print_json(&users.iter().map(output::user_json).collect());
            }
            if users.is_empty() {
                println!("No user matches {query:?}.");
            } else {
                println!("{}", output::user_table(&users));
            }
            Ok(())
        }
        UserCommand::Show { id, json } => {
            let now = chrono::Utc::now().timestamp();
            let d = rt
                .block_on(support::show_user(&store, id, now))
                .map_err(|e| explain(e, &format!("id {id}")))?;
            if json {
                let mut user = output::user_json(&d.user);
                user["activeSessions"] = json!(d.active_sessions);
                user["lastSignIn"] = d.last_sign_in.map(ist_json).unwrap_or_default();
                user["recentCodes"] = output::sends_json(&d.recent_sends);
                return output::print_json(&user);
            }
            let u = &d.user;
            println!(
                "{}",
                fields(&[
                    ("id", u.id.to_string()),
                    ("name", u.full_name.clone()),
                    ("role", u.role.to_string()),
                    ("phone", or_dash(u.phone.as_deref())),
                    ("e-mail", or_dash(u.email.as_deref())),
                    ("joined", ist(u.created_at)),
                    ("active sessions", d.active_sessions.to_string()),
                    (
                        "last sign-in",
                        d.last_sign_in.map(ist).unwrap_or_else(|| "never".into())
                    ),
                ])
            );
            println!();
            if d.recent_sends.is_empty() {
                println!("No codes sent in the last 24 hours.");
            } else {
                println!("Codes sent in the last 24 hours:");
                println!("{}", output::sends_table(&d.recent_sends));
            }
            Ok(())
        }
    }
}
