//! Owner blocks: whole Asia/Kolkata dates an owner closes on their own property. A block is a
//! held interval like a booking's, so it never overlaps another hold and availability, quotes
//! and bookings all see it.

use chrono::{Duration, NaiveDate};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{policy, Bookings};
use crate::error::{CoreError, FieldErrors};
use crate::ids::{BlockId, PropertyId, UserId};
use crate::store::bookings::{self as sb, BlockRow};
use crate::store::write_transaction;
use crate::store::DbConnection;
use crate::time::{from_epoch, ist_instant, parse_date, to_ist_rfc3339, today_ist};
use crate::Said;

/// Longest window `blocks` lists, in days.
pub const MAX_LIST_DAYS: i64 = 400;
/// Longest block note.
pub const MAX_NOTE_CHARS: usize = 200;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlockView {
    pub id: i64,
    /// RFC 3339 in Asia/Kolkata: midnight starting the first blocked date.
    pub start: String,
    /// RFC 3339 in Asia/Kolkata: midnight after the last blocked date.
    pub end: String,
    pub note: Option<String>,
}

impl From<BlockRow> for BlockView {
    fn from(b: BlockRow) -> Self {
        Self {
            id: b.id.get(),
            start: to_ist_rfc3339(from_epoch(b.starts_at)),
            end: to_ist_rfc3339(from_epoch(b.ends_at)),
            note: b.note,
        }
    }
}

/// `POST /api/v1/owner/properties/{id}/blocks`: whole dates, both ends included.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct BlockRequest {
    /// First blocked date, yyyy-mm-dd (Asia/Kolkata).
    #[schema(required = true, value_type = String)]
    pub from: Option<String>,
    /// Last blocked date, yyyy-mm-dd, inclusive.
    #[schema(required = true, value_type = String)]
    pub to: Option<String>,
    /// Why, for the owner's own calendar (at most 200 characters).
    pub note: Option<String>,
}

fn block_overlaps() -> CoreError {
    CoreError::Conflict {
        code: "BLOCK_OVERLAPS",
        message: refusal!("err-b-block-overlaps"),
    }
}

/// Epoch seconds of midnight IST starting `day`.
fn midnight(day: NaiveDate) -> i64 {
    ist_instant(day, 0).timestamp()
}

fn date_field(
    errors: &mut FieldErrors,
    name: &str,
    value: Option<&str>,
    // What a missing date says; `None` when it may be left out.
    required: Option<Said>,
) -> Option<NaiveDate> {
    match value.map(str::trim).filter(|s| !s.is_empty()) {
        None => {
            if let Some(required) = required {
                errors.insert(name.into(), required);
            }
            None
        }
        Some(s) => {
            let d = parse_date(s);
            if d.is_none() {
                errors.insert(name.into(), refusal!("err-h-rule-date", field = name));
            }
            d
        }
    }
}

/// The property if `owner_id` owns it, else "not found" (someone else's property leaks nothing).
fn own_property(
    c: &mut DbConnection,
    property_id: PropertyId,
    owner_id: UserId,
) -> Result<(), CoreError> {
    match sb::property(c, property_id)? {
        Some(p) if p.owner_id == owner_id => Ok(()),
        _ => Err(CoreError::NotFound(crate::Missing::Property)),
    }
}

impl Bookings {
    /// Blocks of the owner's property overlapping the dates `from` to `to` (inclusive; default
    /// from today for 90 days).
    pub async fn blocks(
        &self,
        owner_id: UserId,
        property_id: PropertyId,
        from: Option<&str>,
        to: Option<&str>,
    ) -> Result<Vec<BlockView>, CoreError> {
        let mut errors = FieldErrors::new();
        let today = today_ist(self.clock.now());
        let first = date_field(&mut errors, "from", from, None);
        let last = date_field(&mut errors, "to", to, None);
        if !errors.is_empty() {
            return Err(CoreError::validation(errors));
        }
        let first = first.unwrap_or(today);
        let last = last.unwrap_or(first + Duration::days(policy::MAX_BLOCK_DAYS - 1));
        if last < first {
            return Err(CoreError::field(
                "to",
                refusal!("err-b-block-to-before-from"),
            ));
        }
        if (last - first).num_days() + 1 > MAX_LIST_DAYS {
            return Err(CoreError::field(
                "to",
                refusal!("err-b-block-list-max", max = MAX_LIST_DAYS),
            ));
        }
        let (start, end) = (midnight(first), midnight(last + Duration::days(1)));
        let rows = self
            .store
            .run(move |c| {
                own_property(c, property_id, owner_id)?;
                sb::blocks(c, property_id, start, end)
            })
            .await?;
        Ok(rows.into_iter().map(BlockView::from).collect())
    }

    /// Blocks whole dates of the owner's property; refused when any of them is past, the block
    /// is longer than [`policy::MAX_BLOCK_DAYS`], or a booking or block already holds part of it.
    pub async fn create_block(
        &self,
        owner_id: UserId,
        property_id: PropertyId,
        request: &BlockRequest,
    ) -> Result<BlockView, CoreError> {
        let now = self.clock.now();
        let today = today_ist(now);
        let mut errors = FieldErrors::new();
        let first = date_field(
            &mut errors,
            "from",
            request.from.as_deref(),
            Some(refusal!("err-b-block-from-required")),
        );
        let last = date_field(
            &mut errors,
            "to",
            request.to.as_deref(),
            Some(refusal!("err-b-block-to-required")),
        );
        let note = request
            .note
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(str::to_string);
        if note
            .as_ref()
            .is_some_and(|n| n.chars().count() > MAX_NOTE_CHARS)
        {
            errors.insert(
                "note".into(),
                refusal!("err-b-block-note-too-long", max = MAX_NOTE_CHARS),
            );
        }
        if let Some(f) = first {
            if f < today {
                errors.insert("from".into(), refusal!("err-b-block-past"));
            }
        }
        if let (Some(f), Some(l)) = (first, last) {
            if l < f {
                errors.insert("to".into(), refusal!("err-b-block-to-before-from"));
            } else if (l - f).num_days() + 1 > policy::MAX_BLOCK_DAYS {
                errors.insert(
                    "to".into(),
                    refusal!("err-b-block-max-days", max = policy::MAX_BLOCK_DAYS),
                );
            }
        }
        let (Some(first), Some(last), true) = (first, last, errors.is_empty()) else {
            return Err(CoreError::validation(errors));
        };
        let (start, end, at) = (
            midnight(first),
            midnight(last + Duration::days(1)),
            now.timestamp(),
        );
        let id = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    own_property(c, property_id, owner_id)?;
                    // As for bookings: SQLite's IMMEDIATE transaction serialises this read and
                    // the insert; PostgreSQL's exclusion constraint refuses a concurrent overlap.
                    if sb::overlaps_a_hold(c, property_id, start, end)? {
                        return Err(block_overlaps());
                    }
                    sb::insert_block(c, property_id, start, end, note.as_deref(), at)?
                        .ok_or_else(block_overlaps)
                })
            })
            .await?;
        self.store.events().property_changed(property_id);
        Ok(BlockView {
            id: id.get(),
            start: to_ist_rfc3339(from_epoch(start)),
            end: to_ist_rfc3339(from_epoch(end)),
            note: request
                .note
                .as_deref()
                .map(str::trim)
                .filter(|n| !n.is_empty())
                .map(str::to_string),
        })
    }

    /// Removes one of the owner's blocks; a booking's hold or another property's block is "not
    /// found".
    pub async fn delete_block(
        &self,
        owner_id: UserId,
        property_id: PropertyId,
        block_id: BlockId,
    ) -> Result<(), CoreError> {
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    own_property(c, property_id, owner_id)?;
                    if sb::delete_block(c, property_id, block_id)? {
                        Ok(())
                    } else {
                        Err(CoreError::NotFound(crate::Missing::Block))
                    }
                })
            })
            .await?;
        self.store.events().property_changed(property_id);
        Ok(())
    }
}
