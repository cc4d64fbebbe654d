//! `escapes property list|find|show|approve|request-changes|unlist`: find a listing an owner or
//! guest calls about, and review listings from the command line under the same rules as the console,
//! recorded in the audit trail as $ESCAPES_ACTOR (else $USER).

use std::sync::Arc;

use clap::builder::NonEmptyStringValueParser;
use clap::Subcommand;
use escapes_core::catalogue::Catalogue;
use escapes_core::listings::service::ListingFilter;
use escapes_core::listings::{
    ListingOwner, ListingStatus, ListingSummary, Listings, Move, OwnerListing,
};
use escapes_core::time::{SharedClock, SystemClock};

use crate::output::{self, explain, fields, ist_text, or_dash, rupees};
use crate::settings::Settings;

#[derive(Subcommand)]
pub enum PropertyCommand {
    /// Listings, by title, narrowed by owner phone and status.
    List {
        /// The owner's phone, any form.
        #[arg(long)]
        owner: Option<String>,
        /// draft, pending_review, published, changes_requested or unlisted.
        #[arg(long)]
        status: Option<ListingStatus>,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Listings by what a caller says: an owner's phone, or part of a title, slug or locality.
    Find {
        /// An owner's phone (any form), or part of a title, a slug or a locality.
        text: String,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// One listing by id or slug: owner, status, reason, prices, slots, photos, calendar sync.
    Show {
        /// The listing's id or slug.
        property: String,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Approve a listing under review: it is live at once.
    Approve {
        /// The listing's id or slug.
        property: String,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Send a listing under review back to its owner with what to change.
    RequestChanges {
        /// The listing's id or slug.
        property: String,
        /// What to change (the owner reads it).
        #[arg(long, value_parser = NonEmptyStringValueParser::new())]
        reason: String,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Take a published listing off the site; its owner cannot put it back.
    Unlist {
        /// The listing's id or slug.
        property: String,
        /// Why (the owner reads it).
        #[arg(long, value_parser = NonEmptyStringValueParser::new())]
        reason: String,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
}

/// The listing's facts; with its owner (`property show`), who to call about it.
fn details(l: &OwnerListing, owner: Option<&ListingOwner>) -> comfy_table::Table {
    let money = |v: Option<i64>| v.map(rupees).unwrap_or_else(|| "—".into());
    let mut rows = vec![
        ("id", l.id.to_string()),
        ("slug", l.slug.clone()),
        ("title", l.title.clone()),
        ("status", l.status.to_string()),
    ];
    if let Some(o) = owner {
        rows.push(("owner", format!("{} (user {})", o.name, o.id)));
        rows.push(("owner phone", or_dash(o.phone.as_deref())));
        rows.push(("owner e-mail", or_dash(o.email.as_deref())));
    }
    rows.extend([
        ("reason", or_dash(l.status_reason.as_deref())),
        ("locality", l.location_name.clone()),
        ("proposed locality", or_dash(l.proposed_locality.as_deref())),
        ("half day", rupees(l.half_day_price)),
        ("full day", money(l.full_day_price)),
        ("weekend half day", money(l.weekend_half_day_price)),
        ("weekend full day", money(l.weekend_full_day_price)),
        ("cleaning fee", rupees(l.cleaning_fee)),
        ("guests", l.max_guests.to_string()),
        ("slots", format!("{} / {}", l.day_slot, l.night_slot)),
        ("turnover", format!("{} min", l.turnover_minutes)),
        ("photos", l.photos.len().to_string()),
        ("calendar imports", l.calendar.imports.len().to_string()),
        ("updated", ist_text(&l.updated_at)),
    ]);
    for r in &l.price_rules {
        rows.push((
            "  price rule",
            format!(
                "{} {}..{}: {}",
                r.label.as_deref().unwrap_or(""),
                r.from.as_deref().unwrap_or(""),
                r.to.as_deref().unwrap_or(""),
                r.percent
                    .map(|p| format!("{p:+}%"))
                    .unwrap_or_else(|| money(r.half_day_price))
            ),
        ));
    }
    for (field, why) in &l.missing {
        rows.push(("  missing", format!("{field}: {why}")));
    }
    fields(&rows)
}

/// Listing lines: one per listing, with the owner's phone.
fn summaries(list: &[ListingSummary]) -> comfy_table::Table {
    let mut t = output::table([
        "id", "slug", "status", "title", "locality", "half day", "photos", "owner", "updated",
    ]);
    for l in list {
        t.add_row(vec![
            l.id.to_string(),
            l.slug.clone(),
            l.status.to_string(),
            l.title.clone(),
            l.locality.clone(),
            rupees(l.half_day_price),
            l.photo_count.to_string(),
            or_dash(l.owner_phone.as_deref()),
            ist_text(&l.updated_at),
        ]);
    }
    t
}

pub fn run(settings: &Settings, command: PropertyCommand) -> anyhow::Result<()> {
    let store = settings.open_support_store()?;
    let rt = output::runtime()?;
    let clock: SharedClock = Arc::new(SystemClock);
    let catalogue = Arc::new(Catalogue::new(store.clone(), clock.clone()));
    let listings = Listings::new(store, clock, catalogue, "");
    let show = |l: &OwnerListing, json: bool| -> anyhow::Result<()> {
        if json {
            return output::print_json(&serde_json::to_value(l)?);
        }
        output::print(details(l, None))
    };
    let staff_move = |key: &str, mv: Move| -> anyhow::Result<OwnerListing> {
        let staff = escapes_core::audit::Staff::cli(&super::otp::actor()?)?;
        rt.block_on(async {
            let id = listings.find(key).await?.id;
            listings
                .staff_transition(&staff, escapes_core::ids::PropertyId::new(id), mv)
                .await
        })
        .map_err(|e| explain(e, key))
    };
    match command {
        PropertyCommand::List {
            owner,
            status,
            json,
        } => {
            let subject = owner.clone().unwrap_or_else(|| "the filter".into());
            let filter = ListingFilter {
                owner_phone: owner,
                status,
                ..Default::default()
            };
            let list = rt
                .block_on(listings.list(filter, true))
                .map_err(|e| explain(e, &subject))?;
            if json {
                return output::print_json(&serde_json::to_value(&list)?);
            }
            if list.is_empty() {
                return output::print(format_args!("No listings for {subject}."));
            }
            output::print(summaries(&list))
        }
        PropertyCommand::Find { text, json } => {
            let list = rt
                .block_on(listings.search(&text))
                .map_err(|e| explain(e, &text))?;
            if json {
                return output::print_json(&serde_json::to_value(&list)?);
            }
            if list.is_empty() {
                return output::print(format_args!("No listing matches {text:?}."));
            }
            output::print(summaries(&list))
        }
        PropertyCommand::Show { property, json } => {
            let l = rt
                .block_on(listings.support_find(&property))
                .map_err(|e| explain(e, &property))?;
            if json {
                return output::print_json(&serde_json::to_value(&l)?);
            }
            output::print(details(&l.listing, Some(&l.owner)))
        }
        PropertyCommand::Approve { property, json } => {
            show(&staff_move(&property, Move::Approve)?, json)
        }
        PropertyCommand::RequestChanges {
            property,
            reason,
            json,
        } => show(
            &staff_move(
                &property,
                Move::RequestChanges {
                    reason: Some(reason),
                },
            )?,
            json,
        ),
        PropertyCommand::Unlist {
            property,
            reason,
            json,
        } => show(
            &staff_move(
                &property,
                Move::Unlist {
                    reason: Some(reason),
                },
            )?,
            json,
        ),
    }
}
