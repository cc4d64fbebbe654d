//! How the support commands print: aligned tables for people, `--json` for scripts, IST times,
//! and errors that say what was wrong with which input.

use comfy_table::{presets, Table, TableComponent};
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

/// An instant as support reads it: Asia/Kolkata wall-clock time.
pub fn ist(epoch: i64) -> String {
    from_epoch(epoch)
        .with_timezone(&IST)
        .format("%Y-%m-%d %H:%M:%S IST")
        .to_string()
}

/// An instant in JSON: RFC 3339 with +05:30, as the API writes it.
pub fn ist_json(epoch: i64) -> Value {
    Value::String(to_ist_rfc3339(from_epoch(epoch)))
}

pub fn print_json(value: &Value) -> anyhow::Result<()> {
    println!("{}", serde_json::to_string_pretty(value)?);
    Ok(())
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

/// A core error as a message naming `subject` (the id, phone or address the user typed).
pub fn explain(e: CoreError, subject: &str) -> anyhow::Error {
    match e {
        CoreError::NotFound(what) => anyhow::anyhow!("{what} not found: {subject}"),
        CoreError::Validation { fields, .. } => {
            let lines: Vec<String> = fields
                .iter()
                .map(|(field, message)| format!("{field}: {message}"))
                .collect();
            anyhow::anyhow!("{}", lines.join("; "))
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
