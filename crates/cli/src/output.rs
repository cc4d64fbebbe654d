//! How the support commands print: aligned tables for people, `--json` for scripts, money in ₹
//! with Indian grouping, IST times, errors that say what was wrong with which input (and exit 1
//! for "not found" or a refusal, 2 for bad input), and a quiet end when the reader of stdout has
//! gone (`escapes booking list … | head`).

use std::fmt::Display;
use std::io::Write;

use comfy_table::{presets, Table, TableComponent};
use escapes_core::money::{rupees_en_in, Paise};
use escapes_core::support::{SendRecord, UserRow};
use escapes_core::time::{from_epoch, to_ist_rfc3339, IST};
use escapes_core::CoreError;
use serde_json::{json, Value};

/// Aligned columns under a ruled header, one line per row, easy to read and to grep.
pub fn table<const N: usize>(header: [&str; N]) -> Table {
    let mut t = Table::new();
    t.load_preset(presets::NOTHING)
        .set_style(TableComponent::HeaderLines, '─')
        .set_style(TableComponent::MiddleHeaderIntersections, '─')
        .set_header(header.to_vec());
    t
}

/// Key/value lines, aligned.
pub fn fields(rows: &[(&str, String)]) -> Table {
    let mut t = Table::new();
    t.load_preset(presets::NOTHING);
    for (k, v) in rows {
        t.add_row(vec![k.to_string(), v.clone()]);
    }
    t
}

/// How a table shows an instant: Asia/Kolkata wall-clock time to the minute.
const IST_FORMAT: &str = "%Y-%m-%d %H:%M IST";

/// An instant as support reads it, e.g. "2026-11-24 14:22 IST".
pub fn ist(epoch: i64) -> String {
    from_epoch(epoch)
        .with_timezone(&IST)
        .format(IST_FORMAT)
        .to_string()
}

/// An RFC 3339 instant of a core view ("2026-11-24T14:22:00+05:30") as [`ist`] shows it; the text
/// as it is if it is not one.
pub fn ist_text(rfc3339: &str) -> String {
    chrono::DateTime::parse_from_rfc3339(rfc3339)
        .map(|t| t.with_timezone(&IST).format(IST_FORMAT).to_string())
        .unwrap_or_else(|_| rfc3339.to_string())
}

/// An instant in JSON: RFC 3339 with +05:30, as the API writes it.
pub fn ist_json(epoch: i64) -> Value {
    Value::String(to_ist_rfc3339(from_epoch(epoch)))
}

/// Whole rupees (as the core views carry money) in ₹ with Indian grouping, e.g. ₹1,25,000.
pub fn rupees(amount: i64) -> String {
    rupees_en_in(Paise::from_rupees(amount))
}

/// Stdout's reader went away (`| head`): the command ends quietly with exit 0.
#[derive(Debug)]
pub struct PipeClosed;

impl Display for PipeClosed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("stdout closed")
    }
}

impl std::error::Error for PipeClosed {}

/// Writes `text` and a newline to stdout; a closed pipe is [`PipeClosed`], not a panic.
pub fn print(text: impl Display) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    writeln!(out, "{text}")
        .and_then(|()| out.flush())
        .map_err(write_error)
}

/// Writes `bytes` as they are to stdout, as [`print`] does.
pub fn print_bytes(bytes: &[u8]) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_all(bytes)
        .and_then(|()| out.flush())
        .map_err(write_error)
}

fn write_error(e: std::io::Error) -> anyhow::Error {
    match e.kind() {
        std::io::ErrorKind::BrokenPipe => anyhow::Error::new(PipeClosed),
        _ => anyhow::Error::new(e).context("cannot write to stdout"),
    }
}

pub fn print_json(value: &Value) -> anyhow::Result<()> {
    print(serde_json::to_string_pretty(value)?)
}

pub fn or_dash(v: Option<&str>) -> String {
    v.unwrap_or("—").to_string()
}

pub fn user_json(u: &UserRow) -> Value {
    json!({
        "id": u.id, "name": u.full_name, "role": u.role, "phone": u.phone, "email": u.email,
        "joined": ist_json(u.created_at),
    })
}

pub fn user_table(users: &[UserRow]) -> Table {
    let mut t = table(["id", "name", "role", "phone", "e-mail", "joined"]);
    for u in users {
        t.add_row(vec![
            u.id.to_string(),
            u.full_name.clone(),
            u.role.to_string(),
            or_dash(u.phone.as_deref()),
            or_dash(u.email.as_deref()),
            ist(u.created_at),
        ]);
    }
    t
}

pub fn sends_json(sends: &[SendRecord]) -> Value {
    sends
        .iter()
        .map(|s| {
            json!({
                "sentAt": ist_json(s.created_at), "expiresAt": ist_json(s.expires_at), "to": s.identifier,
                "channel": s.channel, "purpose": s.purpose, "failedTries": s.failed_attempts,
                "state": s.state.as_str(),
            })
        })
        .collect()
}

pub fn sends_table(sends: &[SendRecord]) -> Table {
    let mut t = table(["sent", "to", "channel", "purpose", "wrong tries", "state"]);
    for s in sends {
        t.add_row(vec![
            ist(s.created_at),
            s.identifier.clone(),
            s.channel.clone(),
            s.purpose.clone(),
            s.failed_attempts.to_string(),
            s.state.as_str().to_string(),
        ]);
    }
    t
}

/// Why a command did not do what was asked, and so its exit status: 1 for what does not exist (or
/// is refused, see [`explain`]), 2 for bad input, as clap's usage errors.
#[derive(Debug)]
pub enum Refusal {
    /// Nothing matches what was typed.
    NotFound(String),
    /// What was typed is not valid (field messages).
    Invalid(String),
}

impl Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::NotFound(m) | Refusal::Invalid(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for Refusal {}

/// The exit status of a command that failed with `e`: 2 for bad input (a core validation error
/// too, when it did not come through [`explain`]), 1 for anything else.
pub fn exit_code(e: &anyhow::Error) -> i32 {
    let invalid = e.chain().any(|cause| {
        matches!(cause.downcast_ref::<Refusal>(), Some(Refusal::Invalid(_)))
            || matches!(
                cause.downcast_ref::<CoreError>(),
                Some(CoreError::Validation { .. })
            )
    });
    if invalid {
        2
    } else {
        1
    }
}

/// A core error as a message naming `subject` (the id, code, phone or address the user typed):
/// "No booking matches HE-7K3Q9P" (exit 1), the field messages of a validation error (exit 2);
/// conflicts, rate limits and the rest keep the core's message (exit 1).
pub fn explain(e: CoreError, subject: &str) -> anyhow::Error {
    match e {
        CoreError::NotFound(what) => {
            let subject = subject.trim();
            anyhow::Error::new(Refusal::NotFound(if what.as_str().contains(' ') {
                format!("No {what}: {subject}")
            } else {
                format!("No {what} matches {subject}")
            }))
        }
        CoreError::Validation { fields, message } => {
            let lines: Vec<String> = fields
                .iter()
                .map(|(field, message)| format!("{field}: {message}"))
                .collect();
            anyhow::Error::new(Refusal::Invalid(if lines.is_empty() {
                message.english()
            } else {
                lines.join("; ")
            }))
        }
        other => anyhow::Error::new(other),
    }
}

/// A small runtime for the store's async calls.
pub fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    Ok(tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?)
}
