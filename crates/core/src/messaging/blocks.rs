//! Blocks between users: a user blocks or unblocks another, and who may see whose online status.

use serde::Deserialize;

use crate::error::CoreError;
use crate::ids::UserId;
use crate::store::messaging::{self as sm, UserBlockRow};
use crate::store::write_transaction;

use super::{BlockStatus, BlockView, Messaging, Unblocked, MAX_REASON_CHARS};

/// Body of `POST /api/v1/users/block`.
#[derive(Debug, Clone, Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
// Named apart from the owner calendar's date blocks in the OpenAPI document.
#[schema(as = UserBlockRequest)]
pub struct BlockRequest {
    #[schema(required = true, value_type = i64)]
    pub user_id: Option<i64>,
    /// Why, in the user's words (optional, at most 500 characters).
    pub reason: Option<String>,
}

impl Messaging {
    /// `user_id` blocks `userId`: they can no longer message `user_id`. Blocking again keeps the
    /// first block (and its reason).
    pub async fn block(&self, user_id: UserId, req: &BlockRequest) -> Result<BlockView, CoreError> {
        let other = req.user_id.map(UserId::new).ok_or_else(|| {
            CoreError::field("userId", refusal!("err-h-field-required", field = "userId"))
        })?;
        let reason = req
            .reason
            .as_deref()
            .map(str::trim)
            .filter(|r| !r.is_empty())
            .map(str::to_string);
        if reason
            .as_ref()
            .is_some_and(|r| r.chars().count() > MAX_REASON_CHARS)
        {
            return Err(CoreError::field(
                "reason",
                refusal!("err-h-reason-too-long"),
            ));
        }
        if other == user_id {
            return Err(CoreError::Validation {
                message: refusal!("err-h-msg-block-self"),
                fields: [("userId".to_string(), refusal!("err-h-msg-block-self"))].into(),
            });
        }
        let now = self.now();
        let outcome = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    if !sm::user_exists(c, other)? {
                        return Err(CoreError::NotFound(crate::Missing::User));
                    }
                    if let Some(existing) = sm::block(c, user_id, other)? {
                        return Ok(existing);
                    }
                    let row = UserBlockRow {
                        blocker_id: user_id,
                        blocked_id: other,
                        reason,
                        created_at: now,
                    };
                    sm::insert_block(c, &row)?;
                    Ok(row)
                })
            })
            .await;
        let row = match outcome {
            Ok(row) => row,
            Err(CoreError::Conflict {
                code: "ALREADY_EXISTS",
                ..
            }) => self
                .store
                .run(move |c| sm::block(c, user_id, other))
                .await?
                .ok_or(CoreError::NotFound(crate::Missing::User))?,
            Err(e) => return Err(e),
        };
        Ok(BlockView::of(row))
    }

    /// Lifts `user_id`'s block of `other`, if there was one.
    pub async fn unblock(&self, user_id: UserId, other: UserId) -> Result<Unblocked, CoreError> {
        let was_blocked = self
            .store
            .run(move |c| {
                if !sm::user_exists(c, other)? {
                    return Err(CoreError::NotFound(crate::Missing::User));
                }
                sm::delete_block(c, user_id, other)
            })
            .await?;
        Ok(Unblocked {
            user_id: other.get(),
            unblocked_by: user_id.get(),
            was_blocked,
        })
    }

    /// Whom `user_id`'s online status concerns: everyone they share a conversation with, except
    /// where either side blocked the other.
    pub async fn status_audience(&self, user_id: UserId) -> Result<Vec<UserId>, CoreError> {
        self.store
            .run(move |c| {
                let others = sm::counterparts(c, user_id)?;
                let (by_me, by_them) = sm::blocks_between(c, user_id, &others)?;
                Ok(others
                    .into_iter()
                    .filter(|o| !by_me.contains(o) && !by_them.contains(o))
                    .collect())
            })
            .await
    }

    /// Whether `user_id` and `other` blocked each other.
    pub async fn block_status(
        &self,
        user_id: UserId,
        other: UserId,
    ) -> Result<BlockStatus, CoreError> {
        self.store
            .run(move |c| {
                if !sm::user_exists(c, other)? {
                    return Err(CoreError::NotFound(crate::Missing::User));
                }
                let mine = sm::block(c, user_id, other)?;
                let theirs = sm::block(c, other, user_id)?;
                Ok(BlockStatus {
                    user_id: other.get(),
                    is_blocked: mine.is_some() || theirs.is_some(),
                    blocked_by_me: mine.is_some(),
                    blocked_by_them: theirs.is_some(),
                    reason: mine.and_then(|b| b.reason),
                })
            })
            .await
    }
}
