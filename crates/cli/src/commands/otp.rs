//! `escapes otp resend|status`: send a fresh code the way the app would (or, with a reason,
//! past the limits), by SMS or e-mail, and see a phone's or address's codes without ever seeing
//! a code.

use std::sync::Arc;

use clap::builder::NonEmptyStringValueParser;
use clap::{Args, Subcommand, ValueEnum};
use escapes_core::auth::otp::{Channel, OtpService, Purpose, SupportOverride};
use escapes_core::support;
use escapes_core::time::{SharedClock, SystemClock};
use serde_json::json;

use crate::output::{self, explain, fields, ist, ist_json};
use crate::settings::{Messaging, Secret, Settings};

#[derive(Subcommand)]
pub enum OtpCommand {
    /// Send a fresh code through the configured provider (by SMS to --phone, by e-mail to
    /// --email), within the countdown and the rate limits unless --force with a --reason (which
    /// is written to the audit trail).
    // `--email` names the address here, so the e-mail provider flag it shares with `serve`
    // (`--email console|smtp`, ESCAPES_EMAIL) is `--email-provider` on this command.
    #[command(mut_arg("email", |a| a.long("email-provider")))]
    Resend(Box<ResendOpts>),
    /// The codes of a phone or e-mail address in the last 24 hours, wrong tries, the latest
    /// code's state, and when the next send is allowed. Never a code.
    Status(StatusOpts),
}

/// Where a code goes or went: exactly one of a phone and an e-mail address.
#[derive(Args)]
#[group(required = true, multiple = false)]
pub struct To {
    /// Indian mobile number, with or without +91 (the code goes by SMS).
    #[arg(long)]
    phone: Option<String>,
    /// E-mail address, any case (the code goes by e-mail).
    #[arg(long = "email", id = "to_email", value_name = "EMAIL")]
    email: Option<String>,
}

impl To {
    /// What was typed, and the channel it means.
    fn target(&self) -> (&str, Channel) {
        match (&self.phone, &self.email) {
            (Some(phone), _) => (phone, Channel::Sms),
            (None, Some(email)) => (email, Channel::Email),
            // clap's group makes one of the two required.
            (None, None) => unreachable!("--phone or --email is required"),
        }
    }
}

#[derive(Args)]
pub struct StatusOpts {
    #[command(flatten)]
    to: To,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum PurposeArg {
    Login,
    Register,
    /// The admin console's sign-in (a phone only, of an admin).
    Admin,
}

#[derive(Args)]
pub struct ResendOpts {
    #[command(flatten)]
    to: To,
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
    // The provider the code goes out through (the same as serve's).
    #[command(flatten)]
    messaging: Messaging,
    #[command(flatten)]
    secret: Secret,
}

/// When the next send may go, as core counted it: "in 30 s", or past a minute and a half "in
/// 6 min (at 24 Nov 2026, 14:22 IST)", rounded up so that the time said is never too early.
fn wait_text(seconds: i64, now: i64) -> String {
    if seconds <= 90 {
        format!("in {} s", seconds.max(0))
    } else {
        format!("in {} min (at {})", (seconds + 59) / 60, ist(now + seconds))
    }
}

/// Who is forcing: $ESCAPES_ACTOR, else the OS user.
pub(crate) fn actor() -> anyhow::Result<String> {
    ["ESCAPES_ACTOR", "USER"]
        .iter()
        .filter_map(|k| std::env::var(k).ok())
        .map(|v| v.trim().to_string())
        .find(|v| !v.is_empty())
        .ok_or_else(|| {
            // Missing input, as a missing flag would be: exit 2.
            anyhow::Error::new(output::Refusal::Invalid(
                "set ESCAPES_ACTOR (or USER) so the audit trail says who did this".into(),
            ))
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
                PurposeArg::Admin => Purpose::AdminLogin,
            };
            let force = match (o.force, o.reason) {
                (true, Some(reason)) => Some(SupportOverride {
                    actor: actor()?,
                    reason,
                }),
                _ => None,
            };
            let (to, channel) = o.to.target();
            let secret = settings.secret(&o.secret)?;
            let sent = rt.block_on(async {
                let clock: SharedClock = Arc::new(SystemClock);
                let delivery = o.messaging.delivery(store.clone(), clock.clone())?;
                let otp = OtpService::new(store.clone(), clock, &secret, delivery);
                support::resend(&otp, to, channel, purpose, force.as_ref())
                    .await
                    .map_err(|e| explain(e, to))
            })?;
            let purpose = match o.purpose {
                PurposeArg::Login => "login",
                PurposeArg::Register => "register",
                PurposeArg::Admin => "admin",
            };
            let (key, by) = match channel {
                Channel::Sms => ("phone", "SMS"),
                Channel::Email => ("email", "e-mail"),
            };
            if o.json {
                let mut out = json!({
                    "channel": channel.as_str(), "purpose": purpose,
                    "forced": sent.audit_id.is_some(), "auditId": sent.audit_id,
                    "resendAfter": sent.sent.resend_after,
                });
                out[key] = json!(sent.sent.identifier);
                return output::print_json(&out);
            }
            let mut text = format!(
                "Sent a new {purpose} code to {} by {by}; another may be sent {}.",
                sent.sent.identifier,
                wait_text(sent.sent.resend_after, chrono::Utc::now().timestamp())
            );
            if let Some(id) = sent.audit_id {
                text.push_str(&format!(
                    "\nForced past the limits; recorded in the support audit trail (#{id})."
                ));
            }
            output::print(text)
        }
        OtpCommand::Status(o) => {
            let (to, channel) = o.to.target();
            let json = o.json;
            let now = chrono::Utc::now().timestamp();
            let s = rt
                .block_on(support::otp_status(&store, to, channel, now))
                .map_err(|e| explain(e, to))?;
            let window = |w: i64| {
                if w % 3600 == 0 {
                    format!("{} h", w / 3600)
                } else {
                    format!("{} min", w / 60)
                }
            };
            if json {
                let key = match channel {
                    Channel::Sms => "phone",
                    Channel::Email => "email",
                };
                return output::print_json(&json!({
                    key: s.identifier,
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
                (
                    match channel {
                        Channel::Sms => "phone",
                        Channel::Email => "e-mail",
                    },
                    s.identifier.clone(),
                ),
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
            if s.sends.is_empty() {
                output::print(fields(&rows))
            } else {
                output::print(format_args!(
                    "{}\n\n{}",
                    fields(&rows),
                    output::sends_table(&s.sends)
                ))
            }
        }
    }
}
