//! `escapes booking show|list|cancel|resend-confirmation|invoice`: find a booking a guest or owner
//! calls about, cancel one under the same rule as the app, send its confirmation again, recorded as
//! done by support, or read its GST tax invoice (PDF or HTML).

use std::sync::Arc;

use clap::builder::NonEmptyStringValueParser;
use clap::{ArgGroup, Args, Subcommand};
use comfy_table::Table;
use escapes_core::bookings::owner::{OwnerBookingView, SupportFilter};
use escapes_core::bookings::{Bookings, RefundChoice};
use escapes_core::time::{SharedClock, SystemClock};
use serde_json::Value;

use crate::output::{self, explain, fields, ist_text, or_dash, rupees};
use crate::settings::Settings;

/// Most bookings `booking list` prints.
const LIST_LIMIT: i64 = 200;

#[derive(Subcommand)]
pub enum BookingCommand {
    /// One booking by id or code (e.g. HE-7K3Q9P): guest, stay, price, payment, cancellation.
    Show {
        /// The booking's id or code.
        booking: String,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Bookings matching every filter given (guest phone or e-mail, owner, property, status,
    /// dates in Asia/Kolkata), by start.
    List(ListOpts),
    /// Cancel a pending or confirmed booking whose stay has not begun, under the same rule as the
    /// guest's own cancellation and the console's; recorded as cancelled by support, with
    /// $ESCAPES_ACTOR (else $USER), the refund and the reason in the audit trail.
    Cancel {
        /// The booking's id or code, e.g. HE-7K3Q9P.
        code: String,
        /// Why (required; the guest sees it on the booking).
        #[arg(long, value_parser = NonEmptyStringValueParser::new())]
        reason: String,
        /// The refund: what the published rule gives now, everything, or nothing.
        #[arg(long, default_value = "policy", value_parser = refund_choice)]
        refund: RefundChoice,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Send the guest's booking confirmation again (SMS and e-mail, as the guest has them on),
    /// for a confirmed booking whose stay has not ended; recorded in the audit trail with
    /// $ESCAPES_ACTOR (else $USER).
    ResendConfirmation {
        /// The booking's id or code, e.g. HE-7K3Q9P.
        code: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// The booking's GST tax invoice (issued when it was confirmed): its number and figures, or
    /// the invoice itself as a PDF file or as HTML on standard output.
    #[command(group(ArgGroup::new("as").args(["pdf", "html", "json"])))]
    Invoice {
        /// The booking's id or code, e.g. HE-7K3Q9P.
        code: String,
        /// Write the PDF to this file.
        #[arg(long, value_name = "FILE")]
        pdf: Option<std::path::PathBuf>,
        /// Print the invoice as an HTML page.
        #[arg(long)]
        html: bool,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Args)]
#[command(group(ArgGroup::new("by").required(true).multiple(true).args(
    ["phone", "email", "owner", "property", "status", "from", "to", "date"]
)))]
pub struct ListOpts {
    /// The guest's phone, any form.
    #[arg(long)]
    phone: Option<String>,
    /// The guest's e-mail, any case.
    #[arg(long)]
    email: Option<String>,
    /// The property owner's phone.
    #[arg(long)]
    owner: Option<String>,
    /// The property's slug, or part of its title.
    #[arg(long)]
    property: Option<String>,
    /// pending, confirmed, rejected, cancelled or expired.
    #[arg(long)]
    status: Option<String>,
    /// Stays overlapping this day (yyyy-mm-dd, Asia/Kolkata) or later.
    #[arg(long)]
    from: Option<String>,
    /// Stays overlapping this day (yyyy-mm-dd, Asia/Kolkata) or earlier.
    #[arg(long)]
    to: Option<String>,
    /// One day (yyyy-mm-dd): the same as --from DAY --to DAY.
    #[arg(long, conflicts_with_all = ["from", "to"])]
    date: Option<String>,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

/// `--refund` by core's own names, so the CLI cannot drift from the console.
fn refund_choice(s: &str) -> Result<RefundChoice, String> {
    RefundChoice::parse(s).ok_or_else(|| format!("give {}", RefundChoice::NAMES))
}

fn json_of(b: &OwnerBookingView) -> anyhow::Result<Value> {
    Ok(serde_json::to_value(b)?)
}

fn table_of(list: &[OwnerBookingView]) -> Table {
    let mut t = output::table([
        "id", "code", "status", "property", "start", "end", "guest", "phone", "total", "payment",
    ]);
    for v in list {
        let b = &v.booking;
        t.add_row(vec![
            b.id.to_string(),
            b.code.clone(),
            b.status.clone(),
            b.property.slug.clone(),
            ist_text(&b.start),
            ist_text(&b.end),
            v.guest.name.clone(),
            or_dash(v.guest.phone.as_deref()),
            rupees(b.price.total),
            format!("{} ({})", b.payment_method, b.payment_status),
        ]);
    }
    t
}

fn details(v: &OwnerBookingView) -> Table {
    let b = &v.booking;
    let c = &b.cancellation;
    let mut rows = vec![
        ("id", b.id.to_string()),
        ("code", b.code.clone()),
        ("status", b.status.clone()),
        (
            "property",
            format!("{} ({})", b.property.title, b.property.slug),
        ),
        ("guest", format!("{} (id {})", v.guest.name, v.guest.id)),
        ("phone", or_dash(v.guest.phone.as_deref())),
        (
            "stay",
            format!(
                "{} × {} day(s), {} guests",
                serde_json::to_value(b.booking_type)
                    .ok()
                    .and_then(|v| v.as_str().map(|t| t.replace('_', " ")))
                    .unwrap_or_else(|| format!("{:?}", b.booking_type)),
                b.days,
                b.guests
            ),
        ),
        ("start", ist_text(&b.start)),
        ("end", ist_text(&b.end)),
        ("total", rupees(b.price.total)),
        (
            "payment",
            format!("{} ({})", b.payment_method, b.payment_status),
        ),
        ("coupon", or_dash(b.coupon_code.as_deref())),
        ("created", ist_text(&b.created_at)),
    ];
    if let Some(e) = &b.expires_at {
        rows.push(("expires", ist_text(e)));
    }
    if let Some(p) = c.refund_percent_now {
        rows.push(("refund if cancelled now", format!("{p}%")));
    }
    if let Some(r) = c.refund {
        rows.push(("refund", rupees(r)));
    }
    if let Some(r) = &b.refund {
        // Where the money stands at the payment provider (card and UPI bookings).
        let state = match &r.processed_at {
            Some(at) => format!("{} {} on {}", rupees(r.amount), r.status, ist_text(at)),
            None => format!("{} {}", rupees(r.amount), r.status),
        };
        rows.push(("refund status", state));
    }
    if let Some(by) = &c.cancelled_by {
        rows.push(("ended by", by.clone()));
    }
    if let Some(r) = &c.reason {
        rows.push(("reason", r.clone()));
    }
    for l in &b.price.lines {
        rows.push(("  price line", format!("{}: {}", l.label, rupees(l.amount))));
    }
    fields(&rows)
}

pub fn run(settings: &Settings, command: BookingCommand) -> anyhow::Result<()> {
    let store = settings.open_support_store()?;
    let rt = output::runtime()?;
    let clock: SharedClock = Arc::new(SystemClock);
    let invoices = escapes_core::invoices::Invoices::new(store.clone(), clock.clone());
    let bookings = Bookings::new(store, clock);
    match command {
        BookingCommand::Show { booking, json } => {
            let v = rt
                .block_on(bookings.support_show(&booking))
                .map_err(|e| explain(e, &booking))?;
            if json {
                return output::print_json(&json_of(&v)?);
            }
            output::print(details(&v))
        }
        BookingCommand::List(o) => {
            let filter = SupportFilter {
                phone: o.phone,
                email: o.email,
                owner: o.owner,
                property: o.property,
                status: o.status,
                from: o.from,
                to: o.to,
                date: o.date,
            };
            let subject = [
                filter.phone.as_deref(),
                filter.email.as_deref(),
                filter.owner.as_deref(),
                filter.property.as_deref(),
            ]
            .into_iter()
            .flatten()
            .next()
            .unwrap_or("these filters")
            .to_string();
            let list = rt
                .block_on(bookings.support_list(filter, LIST_LIMIT))
                .map_err(|e| explain(e, &subject))?;
            if o.json {
                return output::print_json(&Value::Array(
                    list.iter().map(json_of).collect::<anyhow::Result<_>>()?,
                ));
            }
            if list.is_empty() {
                output::print("No bookings match.")
            } else {
                output::print(table_of(&list))
            }
        }
        BookingCommand::Cancel {
            code,
            reason,
            refund,
            json,
        } => {
            let actor = super::otp::actor()?;
            let staff = escapes_core::audit::Staff::cli(&actor)?;
            let v = rt
                .block_on(bookings.staff_cancel(&staff, &code, &reason, refund))
                .map_err(|e| explain(e, &code))?;
            if json {
                let mut out = json_of(&v)?;
                out["recordedFor"] = Value::String(actor);
                return output::print_json(&out);
            }
            output::print(format_args!(
                "Cancelled {} ({}); refund {}, payment {}. Recorded for {actor}.",
                v.booking.code,
                v.booking.property.title,
                rupees(v.booking.cancellation.refund.unwrap_or(0)),
                v.booking.payment_status
            ))
        }
        BookingCommand::ResendConfirmation { code, json } => {
            let actor = super::otp::actor()?;
            let staff = escapes_core::audit::Staff::cli(&actor)?;
            let sent = rt
                .block_on(bookings.resend_confirmation(&staff, &code))
                .map_err(|e| explain(e, &code))?;
            if json {
                let mut out = json_of(&sent.booking)?;
                out["messagesQueued"] = Value::from(sent.messages);
                out["auditId"] = Value::from(sent.audit_id);
                out["recordedFor"] = Value::String(actor);
                return output::print_json(&out);
            }
            let guest = &sent.booking.guest;
            output::print(format_args!(
                "Queued the confirmation of {} ({}) for {} again: {} message(s). Recorded for {actor} in the audit trail (#{}).",
                sent.booking.booking.code,
                sent.booking.booking.property.title,
                if guest.name.is_empty() { "the guest" } else { guest.name.as_str() },
                sent.messages,
                sent.audit_id
            ))
        }
        BookingCommand::Invoice {
            code,
            pdf,
            html,
            json,
        } => {
            use escapes_core::invoices::{render, DocumentFormat};
            let doc = rt
                .block_on(async {
                    let b = bookings.support_show(&code).await?;
                    let id = escapes_core::ids::BookingId::new(b.booking.id);
                    invoices.booking_invoice(id).await
                })
                .map_err(|e| explain(e, &code))?;
            if json {
                return output::print_json(&serde_json::to_value(&doc)?);
            }
            if html {
                let file = rt.block_on(render(doc, DocumentFormat::Html))?;
                return output::print(String::from_utf8(file.bytes)?);
            }
            if let Some(path) = pdf {
                let number = doc.number.clone();
                let file = rt.block_on(render(doc, DocumentFormat::Pdf))?;
                std::fs::write(&path, &file.bytes)
                    .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?;
                return output::print(format_args!(
                    "Wrote tax invoice {number} to {}.",
                    path.display()
                ));
            }
            let paise = |p: i64| escapes_core::money::paise_en_in(escapes_core::money::Paise(p));
            let mut rows = vec![
                ("number", doc.number.clone()),
                ("issued", ist_text(&doc.issued_at)),
                ("booking", doc.reference.clone()),
                (
                    "supplier",
                    format!(
                        "{} ({})",
                        doc.supplier.name,
                        or_dash(doc.supplier.gstin.as_deref())
                    ),
                ),
                (
                    "recipient",
                    format!(
                        "{} ({})",
                        doc.recipient.name,
                        or_dash(doc.recipient.gstin.as_deref())
                    ),
                ),
                ("place of supply", doc.place_of_supply.clone()),
                ("SAC", doc.sac.clone()),
                ("taxable value", paise(doc.taxable_paise)),
            ];
            if doc.igst_paise != 0 {
                rows.push(("IGST", paise(doc.igst_paise)));
            } else {
                rows.push(("CGST", paise(doc.cgst_paise)));
                rows.push(("SGST", paise(doc.sgst_paise)));
            }
            rows.push(("total", paise(doc.total_paise)));
            rows.push(("in words", doc.amount_in_words.clone()));
            output::print(fields(&rows))
        }
    }
}
