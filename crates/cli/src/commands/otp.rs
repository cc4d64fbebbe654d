//! `escapes otp resend|status`: send a fresh code the way the app would (or, with a reason,
//! past the limits), and see a phone's codes without ever seeing a code.

use std::sync::Arc;

use clap::builder::NonEmptyStringValueParser;
use clap::{Args, Subcommand, ValueEnum};
use escapes_core::auth::otp::{OtpService, Purpose, SupportOverride};
use escapes_core::support;
use escapes_core::time::{SharedClock, SystemClock};
use serde_json::json;

use crate::output::{self, explain, fields, ist, ist_json};
use crate::settings::Settings;

#[derive(Subcommand)]
pub enum OtpCommand {
    /// Send a fresh code by SMS through the configured provider, within the countdown and the
    /// rate limits unless --force with a --reason (which is written to the audit trail).
    Resend(ResendOpts),
    /// A phone's codes of the last 24 hours, wrong tries, the latest code's state, and when the
    /// next send is allowed. Never a code.
    Status {
        /// Indian mobile number, with or without +91.
        #[arg(long)]
        phone: String,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Clone, Copy, ValueEnum)]
pub enum PurposeArg {
    Login,
    Register,
}

#[derive(Args)]
pub struct ResendOpts {
    /// Indian mobile number, with or without +91.
    #[arg(long)]
    phone: String,
    /// What the code is for.
    #[arg(long, value_enum, default_value = "login")]
    purpose: PurposeArg,
    /// Skip the countdown and the rate limits (needs --reason; audited with $ESCAPES_ACTOR or $USER).
    #[arg(long, requires = "reason")]
    force: bool,
    /// Why the limits are skipped.
    #[arg(long, requires = "force", value_parser = NonEmptyStringValueParser::new())]
    reason: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

/// Who is forcing: $ESCAPES_ACTOR, else the OS user.
pub(crate) fn actor() -> anyhow::Result<String> {
    ["ESCAPES_ACTOR", "USER"]
        .iter()
        .filter_map(|k| std::env::var(k).ok())
        .map(|v| v.trim().to_string())
        .find(|v| !v.is_empty())
        .ok_or_else(|| {
            anyhow::anyhow!(
                "set ESCAPES_ACTOR (or USER) so the audit trail says who forced the resend"
            )
        })
}

pub fn run(settings: &Settings, command: OtpCommand) -> anyhow::Result<()> {
    let store = settings.open_store()?;
    let rt = output::runtime()?;
    match command {
        OtpCommand::Resend(o) => {
            let purpose = match o.purpose {
                PurposeArg::Login => Purpose::Login,
                PurposeArg::Register => Purpose::Register,
            };
            let force = match (o.force, o.reason) {
                (true, Some(reason)) => Some(SupportOverride {
                    actor: actor()?,
                    reason,
                }),
                _ => None,
            };
            let secret = settings.secret()?;
            let sent = rt.block_on(async {
                let clock: SharedClock = Arc::new(SystemClock);
                let delivery = settings.delivery(store.clone(), clock.clone())?;
                let otp = OtpService::new(store.clone(), clock, &secret, delivery);
                support::resend(&otp, &o.phone, purpose, force.as_ref())
                    .await
                    .map_err(|e| explain(e, &o.phone))
            })?;
            let purpose = purpose.as_str();
            if o.json {
                return output::print_json(&json!({
                    "phone": sent.sent.identifier, "channel": "sms", "purpose": purpose,
                    "forced": sent.audit_id.is_some(), "auditId": sent.audit_id,
                    "resendAfter": sent.sent.resend_after,
                }));
            }
            println!(
                "Sent a new {purpose} code to {} by SMS.",
                sent.sent.identifier
            );
            if let Some(id) = sent.audit_id {
                println!("Forced past the limits; recorded in the support audit trail (#{id}).");
            }
            Ok(())
        }
        OtpCommand::Status { phone, json } => {
            let now = chrono::Utc::now().timestamp();
            let s = rt
                .block_on(support::otp_status(&store, &phone, now))
                .map_err(|e| explain(e, &phone))?;
            let window = |w: i64| {
                if w % 3600 == 0 {
                    format!("{} h", w / 3600)
                } else {
                    format!("{} min", w / 60)
                }
            };
            if json {
                return output::print_json(&json!({
                    "phone": s.phone,
                    "user": s.user.as_ref().map(output::user_json),
                    "sends": output::sends_json(&s.sends),
                    "failedTries": s.failed_tries,
                    "latest": s.latest.map(|l| l.as_str()),
                    "nextSendAt": ist_json(s.next_send_at),
                    "nextSendIn": s.next_send_at - now,
                    "quotas": s.quotas.iter().map(|q| json!({
                        "windowSeconds": q.window, "max": q.max, "remaining": q.remaining,
                    })).collect::<Vec<_>>(),
                }));
            }
            let user = s
                .user
                .as_ref()
                .map(|u| format!("{} (user {}, {})", u.full_name, u.id, u.role));
            let mut rows = vec![
                ("phone", s.phone.clone()),
                ("account", user.unwrap_or_else(|| "none".into())),
                ("sends (24 h)", s.sends.len().to_string()),
                ("wrong tries", s.failed_tries.to_string()),
                (
                    "latest code",
                    s.latest
                        .map(|l| l.as_str().to_string())
                        .unwrap_or_else(|| "none".into()),
                ),
                (
                    "next send",
                    if s.next_send_at <= now {
                        "allowed now".into()
                    } else {
                        format!("{} (in {} s)", ist(s.next_send_at), s.next_send_at - now)
                    },
                ),
            ];
            let quota: Vec<String> = s
                .quotas
                .iter()
                .map(|q| format!("{} of {} left per {}", q.remaining, q.max, window(q.window)))
                .collect();
            rows.push(("quota", quota.join(", ")));
            println!("{}", fields(&rows));
            if !s.sends.is_empty() {
                println!();
                println!("{}", output::sends_table(&s.sends));
            }
            Ok(())
        }
    }
}
