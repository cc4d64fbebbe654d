//! `escapes booking show|list|cancel`: find a booking a guest or owner calls about, and cancel
//! one under the same rule as the app, recorded as done by support.

use std::sync::Arc;

use clap::builder::NonEmptyStringValueParser;
use clap::{ArgGroup, Args, Subcommand};
use comfy_table::Table;
use escapes_core::bookings::owner::{OwnerBookingView, SupportQuery};
use escapes_core::bookings::Bookings;
use escapes_core::time::{SharedClock, SystemClock};
use serde_json::Value;

use crate::output::{self, explain, fields, or_dash};
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
    /// Bookings of a guest's phone, of a property, or overlapping one date (Asia/Kolkata), by start.
    List(ListOpts),
    /// Cancel a pending or confirmed booking under the guest's cancellation rule (refund by the
    /// published rule now); recorded as cancelled by support, with $ESCAPES_ACTOR (else $USER)
    /// and the reason in the support audit trail.
    Cancel {
        /// The booking's code, e.g. HE-7K3Q9P.
        code: String,
        /// Why (required; the guest sees it on the booking).
        #[arg(long, value_parser = NonEmptyStringValueParser::new())]
        reason: String,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Args)]
#[command(group(ArgGroup::new("by").required(true).args(["phone", "property", "date"])))]
pub struct ListOpts {
    /// The guest's phone, any form.
    #[arg(long)]
    phone: Option<String>,
    /// The property's slug.
    #[arg(long)]
    property: Option<String>,
    /// A date, yyyy-mm-dd: bookings whose stay overlaps that day in Asia/Kolkata.
    #[arg(long)]
    date: Option<String>,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
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
            b.start.clone(),
            b.end.clone(),
            v.guest.name.clone(),
            or_dash(v.guest.phone.as_deref()),
            format!("₹{}", b.price.total),
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
                "{:?} × {} day(s), {} guests",
                b.booking_type, b.days, b.guests
            ),
        ),
        ("start", b.start.clone()),
        ("end", b.end.clone()),
        ("total", format!("₹{}", b.price.total)),
        (
            "payment",
            format!("{} ({})", b.payment_method, b.payment_status),
        ),
        ("coupon", or_dash(b.coupon_code.as_deref())),
        ("created", b.created_at.clone()),
    ];
    if let Some(e) = &b.expires_at {
        rows.push(("expires", e.clone()));
    }
    if let Some(p) = c.refund_percent_now {
        rows.push(("refund if cancelled now", format!("{p}%")));
    }
    if let Some(r) = c.refund {
        rows.push(("refund", format!("₹{r}")));
    }
    if let Some(by) = &c.cancelled_by {
        rows.push(("ended by", by.clone()));
    }
    if let Some(r) = &c.reason {
        rows.push(("reason", r.clone()));
    }
    for l in &b.price.lines {
        rows.push(("  price line", format!("{}: ₹{}", l.label, l.amount)));
    }
    fields(&rows)
}

pub fn run(settings: &Settings, command: BookingCommand) -> anyhow::Result<()> {
    let store = settings.open_store()?;
    let rt = output::runtime()?;
    let clock: SharedClock = Arc::new(SystemClock);
    let bookings = Bookings::new(store, clock);
    match command {
        BookingCommand::Show { booking, json } => {
            let v = rt
                .block_on(bookings.support_show(&booking))
                .map_err(|e| explain(e, &booking))?;
            if json {
                return output::print_json(&json_of(&v)?);
            }
            println!("{}", details(&v));
            Ok(())
        }
        BookingCommand::List(o) => {
            let (query, subject) = match (o.phone, o.property, o.date) {
                (Some(p), _, _) => (SupportQuery::Phone(p.clone()), p),
                (_, Some(s), _) => (SupportQuery::Property(s.clone()), s),
                (_, _, Some(d)) => (SupportQuery::Date(d.clone()), d),
                _ => anyhow::bail!("give --phone, --property or --date"),
            };
            let list = rt
                .block_on(bookings.support_list(query, LIST_LIMIT))
                .map_err(|e| explain(e, &subject))?;
            if o.json {
                return output::print_json(&Value::Array(
                    list.iter().map(json_of).collect::<anyhow::Result<_>>()?,
                ));
            }
            if list.is_empty() {
                println!("No bookings for {subject}.");
            } else {
                println!("{}", table_of(&list));
            }
            Ok(())
        }
        BookingCommand::Cancel { code, reason, json } => {
            let actor = super::otp::actor()?;
            let v = rt
                .block_on(bookings.support_cancel(&code, &reason, &actor))
                .map_err(|e| explain(e, &code))?;
            if json {
                return output::print_json(&json_of(&v)?);
            }
            println!(
                "Cancelled {} ({}); refund ₹{}, payment {}. Recorded for {actor}.",
                v.booking.code,
                v.booking.property.title,
                v.booking.cancellation.refund.unwrap_or(0),
                v.booking.payment_status
            );
            Ok(())
        }
    }
}
