//! Cookie consent (SPEC §2 banner, §4 "Other"): each choice, 'all' or 'essential', is appended to
//! an append-only log with the policy version and the browser's user agent; the latest row is the
//! user's current choice. The admin consent dashboard reads the same log.

use serde::Serialize;

use crate::error::CoreError;
use crate::ids::UserId;
use crate::store::account::{self as db, ConsentRow};
use crate::store::Store;
use crate::time::SharedClock;

/// The cookie policy a choice was made under; bump it when /cookie-policy changes materially.
pub const POLICY_VERSION: &str = "2026-11-01";

/// Longest user agent kept; browsers send ~150 characters, anything far longer is noise.
const USER_AGENT_MAX: usize = 512;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ConsentChoice {
    All,
    Essential,
}

impl ConsentChoice {
    pub fn parse(input: &str, field: &str) -> Result<Self, CoreError> {
        match input.trim() {
            "all" => Ok(Self::All),
            "essential" => Ok(Self::Essential),
            _ => Err(CoreError::field(field, "Choice must be all or essential")),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::All => "all",
            Self::Essential => "essential",
        }
    }
}

/// A user's current choice: none yet, or the latest logged one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConsentState {
    pub choice: Option<ConsentChoice>,
    pub policy_version: String,
    pub decided_at: Option<i64>,
}

impl From<Option<ConsentRow>> for ConsentState {
    fn from(row: Option<ConsentRow>) -> Self {
        match row {
            Some(r) => Self {
                choice: ConsentChoice::parse(&r.choice, "choice").ok(),
                policy_version: r.policy_version,
                decided_at: Some(r.created_at),
            },
            None => Self {
                choice: None,
                policy_version: POLICY_VERSION.to_string(),
                decided_at: None,
            },
        }
    }
}

#[derive(Clone)]
pub struct ConsentService {
    store: Store,
    clock: SharedClock,
}

impl ConsentService {
    pub fn new(store: Store, clock: SharedClock) -> Self {
        Self { store, clock }
    }

    pub async fn current(&self, user_id: UserId) -> Result<ConsentState, CoreError> {
        Ok(self
            .store
            .run(move |c| db::latest_consent(c, user_id))
            .await?
            .into())
    }

    /// Appends `choice` to the log under the current policy version.
    pub async fn record(
        &self,
        user_id: UserId,
        choice: ConsentChoice,
        user_agent: Option<&str>,
    ) -> Result<ConsentState, CoreError> {
        let now = self.clock.now().timestamp();
        let agent = user_agent.map(|a| a.chars().take(USER_AGENT_MAX).collect::<String>());
        let row = self
            .store
            .run(move |c| {
                db::append_consent(
                    c,
                    user_id,
                    choice.as_str(),
                    POLICY_VERSION,
                    agent.as_deref(),
                    now,
                )
            })
            .await?;
        Ok(Some(row).into())
    }
}
