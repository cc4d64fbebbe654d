//! Reviews from stays (PRODUCT.md "Reviews"): the guest of a confirmed stay reviews it once, after
//! it ended and within [`REVIEW_WINDOW_DAYS`]; the review shows "Verified stay" with the stay's
//! month, and its rating moves the listing's average at once (page, search sort, locality). The
//! listing's owner answers each review once and can change the answer for
//! [`REPLY_EDITABLE_HOURS`]. The day after a stay its guest is asked for a review, once, through
//! the notification outbox. The API and the pages all ask [`stay_review`] whether a stay can be
//! reviewed, so they never disagree.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::User;
use crate::catalogue::Catalogue;
use crate::error::{CoreError, FieldErrors};
use crate::ids::{BookingId, PropertyId, ReviewId};
use crate::jobs::{Job, Next};
use crate::kinds::booking::BookingStatus;
use crate::kinds::role::Role;
use crate::listings::fields::text;
use crate::notifications::{self, BookingEvent};
use crate::page::Page;
use crate::store::bookings as sb;
use crate::store::models::{BookingRow, NewReview};
use crate::store::reviews as db;
use crate::store::{write_transaction, Store};
use crate::time::SharedClock;

pub const REVIEW_WINDOW_DAYS: i64 = 60;
pub const REPLY_EDITABLE_HOURS: i64 = 24;
pub const COMMENT_MIN_CHARS: usize = 10;
pub const COMMENT_MAX_CHARS: usize = 2_000;
pub const REPLY_MAX_CHARS: usize = 1_000;
/// How many reviews `GET /api/reviews` lists.
pub const RECENT_REVIEWS: i64 = 12;

const DAY: i64 = 86_400;
const HOUR: i64 = 3_600;
/// Reminders go to stays that ended at least this long ago (the day after)...
const REMIND_AFTER: i64 = 20 * HOUR;
/// ...and not to ones that ended more than this long ago (a server that was down for days, or
/// the first start after this feature, does not send a backlog).
const REMIND_UNTIL: i64 = 3 * DAY;
const REMINDERS_PER_PASS: i64 = 200;

/// Whether a booking's stay can be reviewed now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StayReview {
    /// Never a stay (pending, cancelled, rejected or expired).
    NotAStay,
    /// Confirmed, but it has not ended yet.
    NotEnded,
    /// Open for a review until `until` (Unix seconds).
    Due { until: i64 },
    /// Written: this review.
    Written { review_id: i64 },
    /// Ended more than the window ago, unreviewed.
    Closed,
}

/// The one rule of when `b` can be reviewed, given its review if it has one.
pub fn stay_review(b: &BookingRow, review_id: Option<i64>, now: i64) -> StayReview {
    if let Some(review_id) = review_id {
        return StayReview::Written { review_id };
    }
    if b.status != BookingStatus::Confirmed {
        return StayReview::NotAStay;
    }
    if b.ends_at > now {
        return StayReview::NotEnded;
    }
    let until = b.ends_at + REVIEW_WINDOW_DAYS * DAY;
    if now > until {
        StayReview::Closed
    } else {
        StayReview::Due { until }
    }
}

/// What a guest sends to review a stay.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewRequest {
    /// 1 to 5 stars.
    pub rating: Option<i64>,
    /// 10 to 2,000 characters.
    pub comment: Option<String>,
}

/// What an owner sends to answer a review.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReplyRequest {
    /// 2 to 1,000 characters.
    #[schema(required = true, value_type = String, schema_with = crate::api_schema::review_reply)]
    pub text: Option<String>,
}

pub use crate::catalogue::views::{ReviewReply, ReviewView};

/// A review with the listing it is about (site-wide lists, the owner's list).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListingReview {
    #[serde(flatten)]
    pub review: ReviewView,
    pub property: ReviewedProperty,
    /// For the listing's owner: whether they can still reply or change their reply.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub can_reply: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewedProperty {
    pub id: i64,
    pub slug: String,
    pub title: String,
}

fn listing_review(row: db::ReviewOfListing, can_reply: Option<bool>) -> ListingReview {
    let (review, slug, title, _) = row;
    ListingReview {
        property: ReviewedProperty {
            id: review.property_id.get(),
            slug,
            title,
        },
        review: ReviewView::of(review),
        can_reply,
    }
}

/// "Sravani Kondaveeti" → "Sravani K.": how a guest is named under their review.
pub fn public_name(full: &str) -> String {
    let mut words = full.split_whitespace();
    let Some(first) = words.next() else {
        return "Guest".into();
    };
    match words.last().and_then(|w| w.chars().next()) {
        Some(initial) => format!("{first} {}.", initial.to_uppercase()),
        None => first.to_string(),
    }
}

fn conflict(code: &'static str, message: crate::Said) -> CoreError {
    CoreError::Conflict { code, message }
}

/// Why `state` does not allow a new review, as the API answers it.
fn refusal(state: StayReview) -> Option<CoreError> {
    match state {
        StayReview::Due { .. } => None,
        StayReview::NotAStay => Some(conflict("NOT_A_STAY", refusal!("err-b-not-a-stay"))),
        StayReview::NotEnded => Some(conflict("STAY_NOT_ENDED", refusal!("err-b-stay-not-ended"))),
        StayReview::Written { .. } => Some(conflict(
            "ALREADY_REVIEWED",
            refusal!("err-b-already-reviewed"),
        )),
        StayReview::Closed => Some(conflict(
            "REVIEW_WINDOW_CLOSED",
            refusal!("err-b-review-window-closed"),
        )),
    }
}

fn validate_review(req: &ReviewRequest) -> Result<(i32, String), CoreError> {
    let mut errors = FieldErrors::new();
    let rating = match req.rating {
        Some(r @ 1..=5) => r as i32,
        Some(_) => {
            errors.insert("rating".into(), refusal!("err-b-rating-range"));
            0
        }
        None => {
            errors.insert("rating".into(), refusal!("err-b-rating-required"));
            0
        }
    };
    let comment = text(
        &mut errors,
        "comment",
        req.comment.as_deref().unwrap_or(""),
        COMMENT_MAX_CHARS,
        true,
    );
    if !errors.contains_key("comment") && comment.chars().count() < COMMENT_MIN_CHARS {
        errors.insert(
            "comment".into(),
            refusal!("err-b-comment-too-short", min = COMMENT_MIN_CHARS),
        );
    }
    if errors.is_empty() {
        Ok((rating, comment))
    } else {
        Err(CoreError::validation(errors))
    }
}

fn validate_reply(req: &ReplyRequest) -> Result<String, CoreError> {
    let mut errors = FieldErrors::new();
    let reply = text(
        &mut errors,
        "text",
        req.text.as_deref().unwrap_or(""),
        REPLY_MAX_CHARS,
        true,
    );
    if !errors.contains_key("text") && reply.chars().count() < 2 {
        errors.insert("text".into(), refusal!("err-b-reply-required"));
    }
    if errors.is_empty() {
        Ok(reply)
    } else {
        Err(CoreError::validation(errors))
    }
}

#[derive(Clone)]
pub struct Reviews {
    store: Store,
    clock: SharedClock,
    catalogue: Option<Arc<Catalogue>>,
}

impl Reviews {
    pub fn new(store: Store, clock: SharedClock) -> Self {
        Self {
            store,
            clock,
            catalogue: None,
        }
    }

    /// Guests' pages on this process show a new rating at once (others see the version move).
    pub fn with_catalogue(mut self, catalogue: Arc<Catalogue>) -> Self {
        self.catalogue = Some(catalogue);
        self
    }

    fn now(&self) -> i64 {
        self.clock.now().timestamp()
    }

    fn listing_changed(&self, id: PropertyId) {
        if let Some(catalogue) = &self.catalogue {
            catalogue.invalidate();
        }
        self.store.events().property_changed(id);
    }

    /// The guest of booking `id` reviews their stay. Someone else's booking is 403
    /// `NOT_YOUR_STAY`; a stay that cannot be reviewed now is 409 with the reason's code.
    pub async fn write(
        &self,
        user: &User,
        id: BookingId,
        req: &ReviewRequest,
    ) -> Result<ReviewView, CoreError> {
        let (rating, comment) = validate_review(req)?;
        let (guest, name) = (user.id, public_name(&user.full_name));
        let now = self.now();
        let (view, property) = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    let b =
                        sb::booking(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Booking))?;
                    if b.guest_id != guest {
                        return Err(CoreError::Forbidden {
                            code: "NOT_YOUR_STAY",
                            message: refusal!("err-b-not-your-stay"),
                        });
                    }
                    let existing = db::ids_for_bookings(c, &[id])?.first().map(|(_, r)| *r);
                    if let Some(refused) = refusal(stay_review(&b, existing, now)) {
                        return Err(refused);
                    }
                    let review = db::insert(
                        c,
                        &NewReview {
                            property_id: b.property_id,
                            user_id: Some(guest),
                            user_name: name,
                            rating,
                            comment,
                            created_at: now,
                            booking_id: Some(id),
                            stayed_at: Some(b.starts_at),
                        },
                    )
                    // Two tabs at once: the one-per-booking index stops the second.
                    .map_err(|e| match e {
                        CoreError::Conflict { .. } => refusal(StayReview::Written { review_id: 0 })
                            .expect("a written review is refused"),
                        other => other,
                    })?;
                    db::adjust_rating(c, b.property_id, rating, 1, now)?;
                    let (row, ..) =
                        db::shown(c, review)?.ok_or(CoreError::NotFound(crate::Missing::Review))?;
                    Ok((ReviewView::of(row), b.property_id))
                })
            })
            .await?;
        self.listing_changed(property);
        Ok(view)
    }

    /// The owner of the reviewed listing answers review `id`, once (409 `ALREADY_REPLIED`).
    pub async fn reply(
        &self,
        owner: &User,
        id: ReviewId,
        req: &ReplyRequest,
    ) -> Result<ReviewView, CoreError> {
        self.answer(owner, id, req, false).await
    }

    /// The owner changes their answer, within 24 hours of giving it (409 `REPLY_LOCKED` later,
    /// 409 `NO_REPLY` before there is one).
    pub async fn edit_reply(
        &self,
        owner: &User,
        id: ReviewId,
        req: &ReplyRequest,
    ) -> Result<ReviewView, CoreError> {
        self.answer(owner, id, req, true).await
    }

    async fn answer(
        &self,
        owner: &User,
        id: ReviewId,
        req: &ReplyRequest,
        edit: bool,
    ) -> Result<ReviewView, CoreError> {
        let reply = validate_reply(req)?;
        let owner_id = owner.id;
        let now = self.now();
        let (property, view) = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    // A hidden review is gone for everyone but staff.
                    let (row, _, _, listing_owner) =
                        db::shown(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Review))?;
                    if listing_owner != owner_id {
                        return Err(CoreError::Forbidden {
                            code: "NOT_YOUR_LISTING",
                            message: refusal!("err-b-not-your-listing"),
                        });
                    }
                    match (edit, row.replied_at) {
                        (false, Some(_)) => {
                            return Err(conflict(
                                "ALREADY_REPLIED",
                                refusal!("err-b-already-replied"),
                            ))
                        }
                        (true, None) => {
                            return Err(conflict("NO_REPLY", refusal!("err-b-no-reply")))
                        }
                        (true, Some(at)) if now > at + REPLY_EDITABLE_HOURS * HOUR => {
                            return Err(conflict("REPLY_LOCKED", refusal!("err-b-reply-locked")))
                        }
                        _ => {}
                    }
                    db::set_reply(c, id, &reply, edit, now)?;
                    let (row, ..) =
                        db::shown(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Review))?;
                    Ok((row.property_id, ReviewView::of(row)))
                })
            })
            .await?;
        self.listing_changed(property);
        Ok(view)
    }

    /// The newest reviews guests can read, site-wide (PRODUCT.md §7 prefetch).
    pub async fn recent(&self) -> Result<Vec<ListingReview>, CoreError> {
        let rows = self.store.run(|c| db::recent(c, RECENT_REVIEWS)).await?;
        Ok(rows.into_iter().map(|r| listing_review(r, None)).collect())
    }

    /// Reviews of the owner's listings, newest first, each saying whether a reply can still be
    /// written or changed; `unanswered` keeps those without a reply. Owners and admins only.
    pub async fn for_owner(
        &self,
        owner: &User,
        unanswered: bool,
        page: u32,
        per_page: u32,
    ) -> Result<Page<ListingReview>, CoreError> {
        if !matches!(owner.role, Role::Owner | Role::Admin) {
            return Err(CoreError::Forbidden {
                code: "FORBIDDEN",
                message: refusal!("err-b-owner-reviews-only"),
            });
        }
        let (page, per_page) = crate::page::checked_paging(page, per_page)?;
        let offset = (page as i64 - 1) * per_page as i64;
        let owner_id = owner.id;
        let (rows, total) = self
            .store
            .run(move |c| db::of_owner(c, owner_id, unanswered, offset, per_page as i64))
            .await?;
        let now = self.now();
        Ok(Page {
            items: rows
                .into_iter()
                .map(|r| {
                    let open =
                        r.0.replied_at
                            .is_none_or(|at| now <= at + REPLY_EDITABLE_HOURS * HOUR);
                    listing_review(r, Some(open))
                })
                .collect(),
            page,
            per_page,
            total: total as u64,
        })
    }

    /// Asks the guests of stays that ended the day before for a review, once each, through the
    /// notification outbox. How many were asked.
    pub async fn send_reminders(&self) -> Result<usize, CoreError> {
        let now = self.now();
        self.store
            .run(move |c| {
                let due = db::due_reminders(
                    c,
                    (now - REMIND_UNTIL, now - REMIND_AFTER),
                    REMINDERS_PER_PASS,
                )?;
                let mut sent = 0;
                for booking in due {
                    write_transaction(c, |c| {
                        // Another instance may have taken it meanwhile.
                        if db::claim_reminder(c, booking, now)? {
                            notifications::enqueue_booking_to_guest(
                                c,
                                booking,
                                BookingEvent::ReviewReminder,
                                now,
                            )?;
                            sent += 1;
                        }
                        Ok(())
                    })?;
                }
                Ok(sent)
            })
            .await
    }

    /// Sends due reminders every `every`.
    pub fn reminders_job(self: &Arc<Self>, every: std::time::Duration) -> Job {
        let reviews = self.clone();
        Job::new("review reminders", every, move || {
            let reviews = reviews.clone();
            async move {
                match reviews.send_reminders().await {
                    Ok(0) => {}
                    Ok(n) => tracing::info!(reminders = n, "review reminders queued"),
                    Err(e) => tracing::warn!(error = %e, "review reminders"),
                }
                Next::Wait
            }
        })
    }
}

#[cfg(test)]
mod tests;
