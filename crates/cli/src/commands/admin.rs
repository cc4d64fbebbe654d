//! `escapes admin create`: admins are made here, never by signing up.

use clap::{Args, Subcommand};
use escapes_core::support::{self, AdminOutcome};

use crate::output::{self, explain};
use crate::settings::Settings;

#[derive(Subcommand)]
pub enum AdminCommand {
    /// Make an admin (PRODUCT.md §5 rules for phone, e-mail and name); they sign in at /admin/login.
    Create(CreateOpts),
}

#[derive(Args)]
pub struct CreateOpts {
    /// Indian mobile number, with or without +91.
    #[arg(long)]
    phone: String,
    /// E-mail address.
    #[arg(long)]
    email: String,
    /// Full name (letters and spaces).
    #[arg(long)]
    name: String,
    /// If an account already has this phone, make it an admin (its name and e-mail stay).
    #[arg(long)]
    promote: bool,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

pub fn run(settings: &Settings, command: AdminCommand) -> anyhow::Result<()> {
    let AdminCommand::Create(o) = command;
    let store = settings.open_store()?;
    let now = chrono::Utc::now().timestamp();
    let (user, outcome) = output::runtime()?
        .block_on(support::create_admin(
            &store, &o.phone, &o.email, &o.name, o.promote, now,
        ))
        .map_err(|e| explain(e, &o.phone))?;
    let what = match outcome {
        AdminOutcome::Created => "created",
        AdminOutcome::Promoted => "promoted",
        AdminOutcome::AlreadyAdmin => "already an admin",
    };
    if o.json {
        let mut v = output::user_json(&user);
        v["outcome"] = serde_json::Value::String(what.into());
        return output::print_json(&v);
    }
    output::print(format_args!(
        "Admin {what}:\n{}",
        output::user_table(std::slice::from_ref(&user))
    ))
}
