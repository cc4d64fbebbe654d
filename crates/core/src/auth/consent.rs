//! Consent by purpose (PRODUCT.md §2 banner, §4 "Other"; DPDP Act 2023): every choice is appended to an
//! append-only log with its purpose, the notice version it was made under, the language the notice
//! was shown in and the browser's user agent; a purpose's latest row is its current state.
//!
//! - `essential`: what keeps the site working; granted by using it, never withdrawn.
//! - `analytics`: PRODUCT.md §4's cookie choice — `all` grants it, `essential` withdraws it.
//! - `marketing`: offers by e-mail; the same switch as the `marketingEmail` preference.
//!
//! The admin consent dashboard reads the analytics rows of the same log.

use serde::{Deserialize, Serialize};

use crate::error::CoreError;
use crate::ids::UserId;
use crate::language::Language;
use crate::store::account::{self as db, ConsentRow, NewConsent};
use crate::store::{write_transaction, Store};
use crate::time::SharedClock;

/// The cookie and privacy notice a choice was made under; bump it when /cookie-policy or
/// /privacy-policy changes materially.
pub const POLICY_VERSION: &str = "2026-11-25";

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
            _ => Err(CoreError::field(field, refusal!("err-h-consent-choice"))),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::All => "all",
            Self::Essential => "essential",
        }
    }
}

/// Why personal data is used, each consented to on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Purpose {
    Essential,
    Analytics,
    Marketing,
}

impl Purpose {
    pub fn parse(input: &str, field: &str) -> Result<Self, CoreError> {
        match input.trim() {
            "essential" => Ok(Self::Essential),
            "analytics" => Ok(Self::Analytics),
            "marketing" => Ok(Self::Marketing),
            _ => Err(CoreError::field(field, refusal!("err-h-consent-purpose"))),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Essential => "essential",
            Self::Analytics => "analytics",
            Self::Marketing => "marketing",
        }
    }
}

/// Each purpose's current state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct Purposes {
    /// Always true: the site cannot work without it.
    pub essential: bool,
    pub analytics: bool,
    pub marketing: bool,
}

/// A user's current choices: the cookie choice (none yet, or the latest), and every purpose.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConsentState {
    pub choice: Option<ConsentChoice>,
    pub policy_version: String,
    pub decided_at: Option<i64>,
    pub purposes: Purposes,
}

#[derive(Clone)]
pub struct ConsentService {
    store: Store,
    clock: SharedClock,
}

/// What a change is made with: the browser it came from and the notice's language.
#[derive(Debug, Clone, Copy, Default)]
pub struct Context<'a> {
    pub user_agent: Option<&'a str>,
    pub language: Option<Language>,
}

impl ConsentService {
    pub fn new(store: Store, clock: SharedClock) -> Self {
        Self { store, clock }
    }

    pub async fn current(&self, user_id: UserId) -> Result<ConsentState, CoreError> {
        self.store.run(move |c| state(c, user_id)).await
    }

    /// PRODUCT.md §4's cookie choice: `all` grants analytics, `essential` withdraws it.
    pub async fn record(
        &self,
        user_id: UserId,
        choice: ConsentChoice,
        ctx: Context<'_>,
    ) -> Result<ConsentState, CoreError> {
        self.set(
            user_id,
            Purpose::Analytics,
            choice == ConsentChoice::All,
            ctx,
        )
        .await
    }

    /// Grants or withdraws one purpose; withdrawing takes one call, like granting.
    pub async fn set(
        &self,
        user_id: UserId,
        purpose: Purpose,
        granted: bool,
        ctx: Context<'_>,
    ) -> Result<ConsentState, CoreError> {
        if purpose == Purpose::Essential && !granted {
            return Err(CoreError::field(
                "granted",
                refusal!("err-h-consent-essential"),
            ));
        }
        let now = self.clock.now().timestamp();
        let agent = ctx
            .user_agent
            .map(|a| a.chars().take(USER_AGENT_MAX).collect::<String>());
        let language = ctx.language;
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    let language = match language {
                        Some(l) => l,
                        None => db::user(c, user_id)?.language,
                    };
                    append(
                        c,
                        user_id,
                        purpose,
                        granted,
                        language,
                        agent.as_deref(),
                        now,
                    )?;
                    if purpose == Purpose::Marketing {
                        let mut prefs = db::preferences(c, user_id)?.unwrap_or_default();
                        prefs.marketing_email = granted;
                        db::save_preferences(c, user_id, prefs, now)?;
                    }
                    state(c, user_id)
                })
            })
            .await
    }
}

/// Appends one purpose's entry (the marketing preference calls this too, so both stay one).
pub(crate) fn append(
    c: &mut crate::store::DbConnection,
    user_id: UserId,
    purpose: Purpose,
    granted: bool,
    language: Language,
    user_agent: Option<&str>,
    now: i64,
) -> Result<ConsentRow, CoreError> {
    let choice = (purpose == Purpose::Analytics).then(|| {
        if granted {
            ConsentChoice::All
        } else {
            ConsentChoice::Essential
        }
        .as_str()
    });
    db::append_consent(
        c,
        &NewConsent {
            user_id,
            purpose: purpose.as_str(),
            granted,
            choice,
            notice_version: POLICY_VERSION,
            language: language.as_str(),
            user_agent,
            now,
        },
    )
}

fn state(c: &mut crate::store::DbConnection, user_id: UserId) -> Result<ConsentState, CoreError> {
    let analytics = db::latest_consent(c, user_id, Purpose::Analytics.as_str())?;
    let marketing = db::preferences(c, user_id)?
        .unwrap_or_default()
        .marketing_email;
    Ok(match analytics {
        Some(r) => ConsentState {
            choice: r
                .choice
                .as_deref()
                .and_then(|c| ConsentChoice::parse(c, "choice").ok()),
            policy_version: r.policy_version,
            decided_at: Some(r.created_at),
            purposes: Purposes {
                essential: true,
                analytics: r.granted,
                marketing,
            },
        },
        None => ConsentState {
            choice: None,
            policy_version: POLICY_VERSION.to_string(),
            decided_at: None,
            purposes: Purposes {
                essential: true,
                analytics: false,
                marketing,
            },
        },
    })
}
