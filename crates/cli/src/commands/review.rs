//! `escapes review hide|restore`: take a review off its listing's page and out of its average, or
//! put it back, under the console's rule (`escapes_core::moderation`), recorded as
//! $ESCAPES_ACTOR (else $USER).

use std::sync::Arc;

use clap::builder::NonEmptyStringValueParser;
use clap::Subcommand;
use escapes_core::audit::Staff;
use escapes_core::ids::ReviewId;
use escapes_core::moderation::Moderation;
use escapes_core::time::{SharedClock, SystemClock};
use serde_json::Value;

use crate::output::{self, explain};
use crate::settings::Settings;

#[derive(Subcommand)]
pub enum ReviewCommand {
    /// Hide a review: it leaves the listing's page and its average rating.
    Hide {
        /// The review's id.
        id: i64,
        /// Why (required; goes in the audit trail).
        #[arg(long, value_parser = NonEmptyStringValueParser::new())]
        reason: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Put a hidden review back on its listing's page and into its average.
    Restore {
        /// The review's id.
        id: i64,
        /// Why (required; goes in the audit trail).
        #[arg(long, value_parser = NonEmptyStringValueParser::new())]
        reason: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
}

pub fn run(settings: &Settings, command: ReviewCommand) -> anyhow::Result<()> {
    let store = settings.open_support_store()?;
    let rt = output::runtime()?;
    let (id, reason, json, hiding) = match command {
        ReviewCommand::Hide { id, reason, json } => (id, reason, json, true),
        ReviewCommand::Restore { id, reason, json } => (id, reason, json, false),
    };
    let actor = super::otp::actor()?;
    let staff = Staff::cli(&actor).map_err(|e| explain(e, &actor))?;
    let clock: SharedClock = Arc::new(SystemClock);
    let moderation = Moderation::new(store, clock);
    let subject = format!("review {id}");
    let outcome = rt
        .block_on(async {
            if hiding {
                moderation
                    .hide_review(&staff, ReviewId::new(id), &reason)
                    .await
            } else {
                moderation
                    .restore_review(&staff, ReviewId::new(id), &reason)
                    .await
            }
        })
        .map_err(|e| explain(e, &id.to_string()))?;
    if json {
        let mut out = serde_json::to_value(&outcome)?;
        out["recordedFor"] = Value::String(actor);
        return output::print_json(&out);
    }
    output::print(format_args!(
        "{} {subject} (property {}). Recorded for {actor} in the audit trail (#{}).",
        if outcome.hidden { "Hid" } else { "Restored" },
        outcome.property_id,
        outcome.audit_id
    ))
}
