//! A listing's life (PRODUCT.md "Listings and their life"): draft → pending_review → published, or
//! changes_requested and back to review; published ↔ unlisted. One function says which move is
//! allowed to whom, so the owner API, the admin API and the support CLI cannot disagree.

use crate::error::CoreError;
pub use crate::kinds::listing::{Actor, ListingStatus};
use crate::reason::optional_reason;

/// A move in a listing's life, with the reason a person reads when there is one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Move {
    /// The owner sends a draft (or a listing with changes requested) for review.
    Submit,
    /// An admin approves a listing under review: it goes live.
    Approve,
    /// An admin sends a listing under review back to its owner, saying what to change.
    RequestChanges { reason: Option<String> },
    /// The owner or an admin takes a published listing off the site.
    Unlist { reason: Option<String> },
    /// A listing that was approved and then unlisted goes back on.
    Publish,
}

/// What the rules need to know of a listing besides its status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListingState {
    pub status: ListingStatus,
    /// Who unlisted it, while it is unlisted: an owner may not put back what an admin took off.
    pub unlisted_by: Option<Actor>,
}

/// The outcome of an allowed move: the new status, and the reason to keep with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Moved {
    pub status: ListingStatus,
    pub reason: Option<String>,
    pub unlisted_by: Option<Actor>,
}

fn not_now(message: crate::Said) -> CoreError {
    CoreError::Conflict {
        code: "INVALID_STATUS",
        message,
    }
}

fn required_reason(reason: Option<&str>) -> Result<String, CoreError> {
    optional_reason(reason)?.ok_or_else(|| {
        CoreError::field("reason", refusal!("err-h-field-required", field = "reason"))
    })
}

/// Whether `actor` may make `mv` on a listing in `state`, and where it leaves the listing. A
/// role that may never make the move is 403; a move that is wrong only for this status is 409
/// `INVALID_STATUS`; a missing or overlong reason is 422 on `reason`.
pub fn apply(state: ListingState, actor: Actor, mv: &Move) -> Result<Moved, CoreError> {
    use ListingStatus as S;
    let moved = |status, reason, unlisted_by| Moved {
        status,
        reason,
        unlisted_by,
    };
    match (mv, actor) {
        (Move::Submit, Actor::Admin) => {
            Err(CoreError::forbidden(refusal!("err-h-submit-owner-only")))
        }
        (Move::Submit, Actor::Owner) if state.status.awaits_owner() => {
            Ok(moved(S::PendingReview, None, None))
        }
        (Move::Submit, Actor::Owner) => Err(not_now(refusal!("err-h-submit-not-now"))),

        (Move::Approve | Move::RequestChanges { .. }, Actor::Owner) => Err(CoreError::forbidden(
            crate::Said::staff_only("Only an admin can review a listing."),
        )),
        (Move::Approve, Actor::Admin) if state.status == S::PendingReview => {
            Ok(moved(S::Published, None, None))
        }
        (Move::RequestChanges { reason }, Actor::Admin) if state.status == S::PendingReview => {
            let reason = required_reason(reason.as_deref())?;
            Ok(moved(S::ChangesRequested, Some(reason), None))
        }
        (Move::Approve | Move::RequestChanges { .. }, Actor::Admin) => Err(not_now(
            crate::Said::staff_only("Only a listing under review can be approved or sent back."),
        )),

        (Move::Unlist { reason }, _) if state.status == S::Published => {
            let reason = match actor {
                Actor::Admin => Some(required_reason(reason.as_deref())?),
                Actor::Owner => optional_reason(reason.as_deref())?,
            };
            Ok(moved(S::Unlisted, reason, Some(actor)))
        }
        (Move::Unlist { .. }, _) => Err(not_now(refusal!("err-h-unlist-not-now"))),

        (Move::Publish, _) if state.status != S::Unlisted => {
            Err(not_now(refusal!("err-h-publish-not-now")))
        }
        (Move::Publish, Actor::Owner) if state.unlisted_by == Some(Actor::Admin) => {
            Err(CoreError::Forbidden {
                code: "UNLISTED_BY_ADMIN",
                message: refusal!("err-h-unlisted-by-admin"),
            })
        }
        (Move::Publish, _) => Ok(moved(S::Published, None, None)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ListingStatus as S;

    fn at(status: ListingStatus) -> ListingState {
        ListingState {
            status,
            unlisted_by: None,
        }
    }

    fn reason(text: &str) -> Option<String> {
        Some(text.to_string())
    }

    fn status_of(r: Result<Moved, CoreError>) -> ListingStatus {
        r.unwrap_or_else(|e| panic!("refused: {e:?}")).status
    }

    fn code_of(r: Result<Moved, CoreError>) -> &'static str {
        match r {
            Err(CoreError::Conflict { code, .. }) | Err(CoreError::Forbidden { code, .. }) => code,
            Err(CoreError::Validation { .. }) => "VALIDATION",
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn the_review_path_from_draft_to_published() {
        let submitted = apply(at(S::Draft), Actor::Owner, &Move::Submit);
        assert_eq!(status_of(submitted), S::PendingReview);
        let sent_back = apply(
            at(S::PendingReview),
            Actor::Admin,
            &Move::RequestChanges {
                reason: reason("  Add a photo of the pool.  "),
            },
        )
        .unwrap();
        assert_eq!(
            (sent_back.status, sent_back.reason.as_deref()),
            (S::ChangesRequested, Some("Add a photo of the pool."))
        );
        let again = apply(at(S::ChangesRequested), Actor::Owner, &Move::Submit);
        assert_eq!(status_of(again), S::PendingReview);
        let approved = apply(at(S::PendingReview), Actor::Admin, &Move::Approve);
        assert_eq!(status_of(approved), S::Published);
        assert!(S::Published.is_public());
        assert!(S::ALL.iter().filter(|s| s.is_public()).count() == 1);
    }

    #[test]
    fn each_side_makes_only_its_own_moves() {
        for status in S::ALL.iter().copied() {
            assert_eq!(
                code_of(apply(at(status), Actor::Admin, &Move::Submit)),
                "FORBIDDEN"
            );
            assert_eq!(
                code_of(apply(at(status), Actor::Owner, &Move::Approve)),
                "FORBIDDEN"
            );
            let ask = Move::RequestChanges {
                reason: reason("x"),
            };
            assert_eq!(code_of(apply(at(status), Actor::Owner, &ask)), "FORBIDDEN");
        }
    }

    #[test]
    fn a_move_from_the_wrong_status_is_a_conflict() {
        for status in [S::PendingReview, S::Published, S::Unlisted] {
            assert_eq!(
                code_of(apply(at(status), Actor::Owner, &Move::Submit)),
                "INVALID_STATUS"
            );
        }
        for status in [S::Draft, S::Published, S::ChangesRequested, S::Unlisted] {
            assert_eq!(
                code_of(apply(at(status), Actor::Admin, &Move::Approve)),
                "INVALID_STATUS"
            );
        }
        for status in [S::Draft, S::PendingReview, S::ChangesRequested, S::Unlisted] {
            let unlist = Move::Unlist {
                reason: reason("closed for repairs"),
            };
            assert_eq!(
                code_of(apply(at(status), Actor::Admin, &unlist)),
                "INVALID_STATUS"
            );
        }
        // A new listing reaches the site only through review.
        for status in [
            S::Draft,
            S::PendingReview,
            S::ChangesRequested,
            S::Published,
        ] {
            assert_eq!(
                code_of(apply(at(status), Actor::Owner, &Move::Publish)),
                "INVALID_STATUS"
            );
            assert_eq!(
                code_of(apply(at(status), Actor::Admin, &Move::Publish)),
                "INVALID_STATUS"
            );
        }
    }

    #[test]
    fn unlisting_and_publishing_again() {
        let by_owner = apply(
            at(S::Published),
            Actor::Owner,
            &Move::Unlist { reason: None },
        )
        .unwrap();
        assert_eq!(
            (by_owner.status, by_owner.unlisted_by, by_owner.reason),
            (S::Unlisted, Some(Actor::Owner), None)
        );
        let state = ListingState {
            status: S::Unlisted,
            unlisted_by: by_owner.unlisted_by,
        };
        assert_eq!(
            status_of(apply(state, Actor::Owner, &Move::Publish)),
            S::Published
        );

        // What an admin took off, only an admin puts back.
        let by_admin = apply(
            at(S::Published),
            Actor::Admin,
            &Move::Unlist {
                reason: reason("Reported: photos are not of this property"),
            },
        )
        .unwrap();
        let state = ListingState {
            status: by_admin.status,
            unlisted_by: by_admin.unlisted_by,
        };
        assert_eq!(
            code_of(apply(state, Actor::Owner, &Move::Publish)),
            "UNLISTED_BY_ADMIN"
        );
        assert_eq!(
            status_of(apply(state, Actor::Admin, &Move::Publish)),
            S::Published
        );
    }

    #[test]
    fn admins_give_a_reason_within_500_characters() {
        let blank = Move::RequestChanges {
            reason: reason("   "),
        };
        let r = apply(at(S::PendingReview), Actor::Admin, &blank);
        assert!(
            matches!(&r, Err(CoreError::Validation { fields, .. })
                if fields.get("reason").is_some_and(|said| said == "reason is required")),
            "{r:?}"
        );
        let unlist = Move::Unlist { reason: None };
        assert_eq!(
            code_of(apply(at(S::Published), Actor::Admin, &unlist)),
            "VALIDATION"
        );
        let long = Move::Unlist {
            reason: Some("a".repeat(501)),
        };
        assert_eq!(
            code_of(apply(at(S::Published), Actor::Owner, &long)),
            "VALIDATION"
        );
    }

    #[test]
    fn statuses_are_stored_and_sent_as_snake_case() {
        assert_eq!(S::PendingReview.as_str(), "pending_review");
        assert_eq!(
            serde_json::to_string(&S::ChangesRequested).unwrap(),
            "\"changes_requested\""
        );
        assert_eq!("unlisted".parse::<S>(), Ok(S::Unlisted));
        assert!("deleted".parse::<S>().is_err());
    }
}
