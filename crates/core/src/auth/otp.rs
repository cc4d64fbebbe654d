//! One-time codes (PRODUCT.md "Sign-in, sessions, roles"): 6 digits from a CSPRNG, stored only as
//! HMAC-SHA256(secret, identifier|purpose|code), valid 10 minutes, single use, dead after 5 wrong
//! tries, resend not before the caller's countdown, and at most 3 sends per identifier per 15
//! minutes, 10 per 24 hours and 20 per IP per 15 minutes. The rules are plain functions over
//! times and counts; `OtpService` runs them against the store, the clock and the providers.

use std::sync::Arc;

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::delivery::Delivery;
use crate::error::CoreError;
use crate::i18n;
use crate::language::Language;
use crate::mac::{hmac_sha256, mac_hex, verify_hex};
use crate::store::otp::{self as db, ChallengeRow, NewChallenge, SendHistory, TryEffect};
use crate::store::Store;
use crate::time::SharedClock;

/// Seconds a code stays valid.
pub const CODE_TTL: i64 = 10 * 60;
/// Wrong tries after which a code is dead.
pub const MAX_FAILED_ATTEMPTS: i32 = 5;
/// Resend countdown of the simple dialog (`/api/v1/auth/send-otp`).
pub const COUNTDOWN_SIMPLE: i64 = 30;
/// Resend countdown of the full modal (`/api/auth/otp/*`).
pub const COUNTDOWN_MODAL: i64 = 60;

/// At most `max` sends within `window` seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    pub max: usize,
    pub window: i64,
}

pub const PER_IDENTIFIER: [Limit; 2] = [
    Limit {
        max: 3,
        window: 15 * 60,
    },
    Limit {
        max: 10,
        window: 24 * 3600,
    },
];
pub const PER_IP: Limit = Limit {
    max: 20,
    window: 15 * 60,
};
/// The longest per-identifier window: how far back a send's history is read.
const LONGEST_WINDOW: i64 = 24 * 3600;

pub fn phone_message() -> crate::Said {
    refusal!("err-h-phone-invalid")
}
pub fn email_message() -> crate::Said {
    refusal!("err-h-email-invalid")
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    Sms,
    Email,
}

impl Channel {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Sms => "sms",
            Self::Email => "email",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    Login,
    Register,
    /// A code from the full modal's send-otp, which names no purpose (PRODUCT.md §7): it serves
    /// verify-otp-login and verify-otp-register alike, once.
    Guest,
    AdminLogin,
    EmailChange,
    /// The fresh code that erasing an account asks for, sent to the account's phone.
    Erasure,
    /// The fresh code that changing where an owner is paid asks for, sent to the account's phone.
    PayoutDetails,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Login => "login",
            Self::Register => "register",
            Self::Guest => "guest",
            Self::AdminLogin => "admin_login",
            Self::EmailChange => "email_change",
            Self::Erasure => "erasure",
            Self::PayoutDetails => "payout_details",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        [
            Self::Login,
            Self::Register,
            Self::Guest,
            Self::AdminLogin,
            Self::EmailChange,
            Self::Erasure,
            Self::PayoutDetails,
        ]
        .into_iter()
        .find(|p| p.as_str() == s)
    }
}

/// An Indian mobile number as E.164 (`+91XXXXXXXXXX`): 10 digits starting 6–9, optionally after
/// +91 or 91; spaces and hyphens are ignored. Anything else is PRODUCT.md §5's message on `field`.
/// What [`normalise_phone`] accepts, as a pattern for the API document: ten digits from 6 to 9
/// first, after an optional +91 or 91, with spaces and dashes anywhere.
pub const PHONE_PATTERN: &str = "^[ -]*(\\+?[ -]*9[ -]*1[ -]*)?[6-9]([ -]*[0-9]){9}[ -]*$";

/// A phone field of the API document: a string matching [`PHONE_PATTERN`].
pub fn phone_schema() -> utoipa::openapi::schema::Object {
    let mut o = utoipa::openapi::schema::Object::with_type(utoipa::openapi::schema::Type::String);
    o.pattern = Some(PHONE_PATTERN.to_string());
    o
}

pub fn normalise_phone(input: &str, field: &str) -> Result<String, CoreError> {
    let compact: String = input.chars().filter(|c| !matches!(c, ' ' | '-')).collect();
    let digits = compact
        .strip_prefix("+91")
        .or_else(|| {
            (compact.len() == 12)
                .then(|| compact.strip_prefix("91"))
                .flatten()
        })
        .unwrap_or(&compact);
    let valid = digits.len() == 10
        && digits.bytes().all(|b| b.is_ascii_digit())
        && matches!(digits.as_bytes()[0], b'6'..=b'9');
    if valid {
        Ok(format!("+91{digits}"))
    } else {
        Err(CoreError::field(field, phone_message()))
    }
}

impl Purpose {
    /// The purposes whose codes a verify for `self` accepts: a login or a sign-up also takes the
    /// full modal's purpose-less codes.
    pub fn accepted(self) -> &'static [Purpose] {
        match self {
            Self::Login => &[Self::Login, Self::Guest],
            Self::Register => &[Self::Register, Self::Guest],
            Self::Guest => &[Self::Guest],
            Self::AdminLogin => &[Self::AdminLogin],
            Self::EmailChange => &[Self::EmailChange],
            Self::Erasure => &[Self::Erasure],
            Self::PayoutDetails => &[Self::PayoutDetails],
        }
    }
}

/// The full modal's send (`POST /api/auth/otp/send-otp`): PRODUCT.md §7 sends no purpose, and such a
/// code serves both of the modal's verify calls; a given purpose is kept as asked.
pub fn modal_purpose(purpose: Option<&str>) -> Result<Purpose, CoreError> {
    match purpose.map(str::trim).filter(|p| !p.is_empty()) {
        None => Ok(Purpose::Guest),
        some => guest_purpose(some),
    }
}

/// What a guest may ask a code for through the public send calls (admin sign-in and e-mail
/// changes have their own calls); no purpose means login.
pub fn guest_purpose(purpose: Option<&str>) -> Result<Purpose, CoreError> {
    match purpose.map(str::trim).filter(|p| !p.is_empty()) {
        None => Ok(Purpose::Login),
        Some(p) => match Purpose::parse(p) {
            Some(p @ (Purpose::Login | Purpose::Register)) => Ok(p),
            _ => Err(CoreError::field(
                "purpose",
                refusal!("err-h-purpose-login-register"),
            )),
        },
    }
}

/// An e-mail address, trimmed and lower-cased; 5–100 characters and of the form local@domain.tld
/// (PRODUCT.md §5's messages on `field`).
pub fn normalise_email(input: &str, field: &str) -> Result<String, CoreError> {
    let email = input.trim().to_lowercase();
    let len = email.chars().count();
    if len < 5 {
        return Err(CoreError::field(field, refusal!("err-h-email-too-short")));
    }
    if len > 100 {
        return Err(CoreError::field(field, refusal!("err-h-email-too-long")));
    }
    let valid = match email.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && domain.split('.').all(|label| !label.is_empty())
                && !email.chars().any(|c| c.is_whitespace() || c.is_control())
        }
        None => false,
    };
    if valid {
        Ok(email)
    } else {
        Err(CoreError::field(field, email_message()))
    }
}

/// A fresh 6-digit code from the thread's CSPRNG.
pub fn generate_code() -> String {
    format!("{:06}", rand::random_range(0..1_000_000u32))
}

/// The text a code is sent in.
pub fn message_text(code: &str, language: Language) -> String {
    i18n::text(language, "otp-text", &[("code", code.into())])
}

/// The language of the account `identifier` belongs to, English when there is none.
fn account_language(
    c: &mut crate::store::DbConnection,
    channel: Channel,
    identifier: &str,
) -> Result<Language, CoreError> {
    let user = match channel {
        Channel::Sms => crate::store::session::user_by_phone(c, identifier)?,
        Channel::Email => crate::store::session::user_by_email(c, identifier)?,
    };
    Ok(user.map(|u| u.language).unwrap_or_default())
}

/// Keyed hashes of codes, bound to the identifier and purpose.
#[derive(Clone)]
pub struct CodeHasher {
    key: Arc<[u8]>,
}

impl CodeHasher {
    pub fn new(secret: &[u8]) -> Self {
        Self {
            key: Arc::from(secret),
        }
    }

    fn mac(&self, identifier: &str, purpose: Purpose, code: &str) -> Hmac<Sha256> {
        let mut mac = hmac_sha256(&self.key);
        mac.update(identifier.as_bytes());
        mac.update(b"|");
        mac.update(purpose.as_str().as_bytes());
        mac.update(b"|");
        mac.update(code.as_bytes());
        mac
    }

    /// Lower-case hex of HMAC-SHA256(secret, identifier|purpose|code).
    pub fn hash(&self, identifier: &str, purpose: Purpose, code: &str) -> String {
        mac_hex(self.mac(identifier, purpose, code))
    }

    /// Whether `code` is the one `stored` was made from, compared in constant time.
    pub fn verify(&self, identifier: &str, purpose: Purpose, code: &str, stored: &str) -> bool {
        verify_hex(self.mac(identifier, purpose, code), stored)
    }
}

/// "Please wait 15 minutes", "30 seconds", "1 hour": how long to wait, rounded up, each unit and
/// its singular a message of its own so that every language words its plural.
fn rate_limited(retry_after: i64) -> CoreError {
    let retry_after = retry_after.max(1);
    let message = if retry_after <= 60 {
        match retry_after {
            1 => refusal!("err-h-otp-wait-one-second"),
            n => refusal!("err-h-otp-wait-seconds", n = n),
        }
    } else if retry_after <= 3600 {
        match (retry_after + 59) / 60 {
            1 => refusal!("err-h-otp-wait-one-minute"),
            n => refusal!("err-h-otp-wait-minutes", n = n),
        }
    } else {
        match (retry_after + 3599) / 3600 {
            1 => refusal!("err-h-otp-wait-one-hour"),
            n => refusal!("err-h-otp-wait-hours", n = n),
        }
    };
    CoreError::RateLimited {
        message,
        retry_after: retry_after as u64,
    }
}

/// The sends (oldest first) that count against `limit` at `now`.
fn inside_window(sends: &[i64], limit: Limit, now: i64) -> Vec<i64> {
    sends
        .iter()
        .copied()
        .filter(|t| *t > now - limit.window)
        .collect()
}

/// How many more sends `limit` allows at `now` (what support sees in `escapes otp status`).
pub fn remaining(sends: &[i64], limit: Limit, now: i64) -> usize {
    limit
        .max
        .saturating_sub(inside_window(sends, limit, now).len())
}

/// Seconds until one of `sends` (oldest first) leaves the window so that fewer than `limit.max`
/// remain in it, or `None` when the limit is not reached.
fn over_limit(sends: &[i64], limit: Limit, now: i64) -> Option<i64> {
    let inside = inside_window(sends, limit, now);
    if inside.len() < limit.max {
        return None;
    }
    Some(inside[inside.len() - limit.max] + limit.window - now)
}

/// Whether a send may go out now: the countdown since the identifier's last send, then the
/// per-identifier and per-IP limits. The longest wait wins.
pub fn check_send(history: &SendHistory, countdown: i64, now: i64) -> Result<(), CoreError> {
    let mut wait: Option<i64> = None;
    let mut consider = |w: Option<i64>| {
        if let Some(w) = w {
            wait = Some(wait.map_or(w, |cur| cur.max(w)));
        }
    };
    // The resend pause belongs to one dialog flow: the same purpose, while its code is unused.
    // The caps below count every send.
    if let Some(last) = history.flow_sends.iter().max() {
        let ready = last + countdown;
        if ready > now {
            consider(Some(ready - now));
        }
    }
    for limit in PER_IDENTIFIER {
        consider(over_limit(&history.identifier_sends, limit, now));
    }
    consider(over_limit(&history.ip_sends, PER_IP, now));
    match wait {
        Some(w) => Err(rate_limited(w)),
        None => Ok(()),
    }
}

/// Seconds until another send may go out, given the history at `now` (0: at once). The
/// countdown a sender is told after a send is this, not the dialog's countdown alone: a third
/// send within 15 minutes makes the next wait for the first to leave the window.
pub fn next_send_in(history: &SendHistory, countdown: i64, now: i64) -> i64 {
    match check_send(history, countdown, now) {
        Err(CoreError::RateLimited { retry_after, .. }) => {
            i64::try_from(retry_after).unwrap_or(i64::MAX)
        }
        _ => 0,
    }
}

/// What a try at a code comes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    Wrong { tries_left: i32 },
    Expired,
    Used,
    Locked,
}

/// Judges `code` against a stored challenge at `now`. The hash is only compared while the code
/// is still alive, so dead codes never count tries.
pub fn judge(
    row: &ChallengeRow,
    code_matches: impl FnOnce() -> bool,
    now: i64,
) -> (TryEffect, Verdict) {
    if row.consumed_at.is_some() {
        (TryEffect::Nothing, Verdict::Used)
    } else if row.failed_attempts >= MAX_FAILED_ATTEMPTS {
        (TryEffect::Nothing, Verdict::Locked)
    } else if now >= row.expires_at {
        (TryEffect::Nothing, Verdict::Expired)
    } else if code_matches() {
        (TryEffect::Consume, Verdict::Accepted)
    } else {
        (
            TryEffect::CountFailure,
            Verdict::Wrong {
                tries_left: MAX_FAILED_ATTEMPTS - row.failed_attempts - 1,
            },
        )
    }
}

fn rejection(verdict: Verdict) -> Option<CoreError> {
    let (code, message) = match verdict {
        Verdict::Accepted => return None,
        Verdict::Wrong { tries_left } if tries_left > 0 => {
            ("OTP_INVALID", refusal!("err-h-otp-invalid"))
        }
        Verdict::Wrong { .. } | Verdict::Locked => ("OTP_LOCKED", refusal!("err-h-otp-locked")),
        Verdict::Expired => ("OTP_EXPIRED", refusal!("err-h-otp-expired")),
        Verdict::Used => ("OTP_INVALID", refusal!("err-h-otp-used")),
    };
    Some(CoreError::OtpRejected {
        code,
        message,
        fields: Default::default(),
    })
}

/// The refusal of one code among several a form asks for, saying which code it was (the SMS
/// one or the e-mail one), so the person fixes only that one.
fn rejection_of(verdict: Verdict, channel: Channel) -> Option<(&'static str, crate::Said)> {
    let sms = channel == Channel::Sms;
    Some(match verdict {
        Verdict::Accepted => return None,
        Verdict::Wrong { tries_left } if tries_left > 0 => (
            "OTP_INVALID",
            if sms {
                refusal!("err-h-sms-otp-invalid")
            } else {
                refusal!("err-h-email-otp-invalid")
            },
        ),
        Verdict::Wrong { .. } | Verdict::Locked => (
            "OTP_LOCKED",
            if sms {
                refusal!("err-h-sms-otp-locked")
            } else {
                refusal!("err-h-email-otp-locked")
            },
        ),
        Verdict::Expired => (
            "OTP_EXPIRED",
            if sms {
                refusal!("err-h-sms-otp-expired")
            } else {
                refusal!("err-h-email-otp-expired")
            },
        ),
        Verdict::Used => (
            "OTP_INVALID",
            if sms {
                refusal!("err-h-sms-otp-used")
            } else {
                refusal!("err-h-email-otp-used")
            },
        ),
    })
}

/// One of the codes a form asks for together (sign-up: the SMS and the e-mail code).
#[derive(Debug, Clone, Copy)]
pub struct CodeTry<'a> {
    /// The normalised phone or address the code went to.
    pub identifier: &'a str,
    pub channel: Channel,
    pub purpose: Purpose,
    pub code: &'a str,
    /// The form's field the code was typed in; a refusal names it.
    pub field: &'static str,
}

/// What tries at several codes come to: every code is used up when all are right; otherwise
/// only the wrong ones count a try, and the right ones stay valid for the next attempt.
pub fn judge_together(verdicts: &[(TryEffect, Verdict)]) -> Vec<TryEffect> {
    let all_right = verdicts.iter().all(|(_, v)| *v == Verdict::Accepted);
    verdicts
        .iter()
        .map(|(effect, _)| match effect {
            TryEffect::Consume if !all_right => TryEffect::Nothing,
            other => *other,
        })
        .collect()
}

/// A code that went out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sent {
    /// The normalised identifier the code is bound to.
    pub identifier: String,
    /// Seconds before another code may be asked for.
    pub resend_after: i64,
}

/// The audit-trail action of a resend that skipped the countdown and limits.
pub const FORCED_RESEND_ACTION: &str = "otp.resend.forced";

/// Support staff skipping the countdown and limits: who, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SupportOverride {
    pub actor: String,
    pub reason: String,
}

/// A code support sent; `audit_id` is the audit row of a forced send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SupportSent {
    pub sent: Sent,
    pub audit_id: Option<i64>,
}

/// Sends and verifies codes.
#[derive(Clone)]
pub struct OtpService {
    store: Store,
    clock: SharedClock,
    hasher: CodeHasher,
    delivery: Delivery,
}

impl OtpService {
    pub fn new(store: Store, clock: SharedClock, secret: &[u8], delivery: Delivery) -> Self {
        Self {
            store,
            clock,
            hasher: CodeHasher::new(secret),
            delivery,
        }
    }

    pub fn delivery(&self) -> &Delivery {
        &self.delivery
    }

    /// The dev outbox, newest first (at most `limit`), optionally only messages to `to`.
    pub async fn outbox(
        &self,
        to: Option<String>,
        limit: i64,
    ) -> Result<Vec<crate::delivery::OutboxMessage>, CoreError> {
        crate::delivery::outbox(&self.store, to, limit).await
    }

    /// The same service sending through other providers.
    pub fn with_delivery(&self, delivery: Delivery) -> Self {
        Self {
            delivery,
            ..self.clone()
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn clock(&self) -> &SharedClock {
        &self.clock
    }

    /// Sends a fresh code to `identifier` (already normalised for `channel`) when the countdown
    /// and the limits allow. The answer never depends on whether an account exists.
    pub async fn send(
        &self,
        identifier: &str,
        channel: Channel,
        purpose: Purpose,
        ip: Option<&str>,
        countdown: i64,
    ) -> Result<Sent, CoreError> {
        self.send_in(None, identifier, channel, purpose, ip, countdown)
            .await
    }

    /// [`Self::send`], worded in `language` (the language on the person's screen) when given,
    /// else in the account's language, else English.
    pub async fn send_in(
        &self,
        language: Option<Language>,
        identifier: &str,
        channel: Channel,
        purpose: Purpose,
        ip: Option<&str>,
        countdown: i64,
    ) -> Result<Sent, CoreError> {
        let resend_after = self
            .issue(language, identifier, channel, purpose, ip, move |c, new| {
                let now = new.created_at;
                let mut resend_after = countdown;
                let id = db::insert_challenge_if_allowed(
                    c,
                    new,
                    now - LONGEST_WINDOW,
                    now - PER_IP.window,
                    |history| {
                        check_send(history, countdown, now)?;
                        // The history as the next send will find it, with this one in it.
                        let mut then = history.clone();
                        then.identifier_sends.push(now);
                        then.flow_sends.push(now);
                        if new.ip.is_some() {
                            then.ip_sends.push(now);
                        }
                        resend_after = next_send_in(&then, countdown, now);
                        Ok(())
                    },
                )?;
                Ok((id, resend_after))
            })
            .await?;
        Ok(Sent {
            identifier: identifier.to_string(),
            resend_after,
        })
    }

    /// A send asked for by support staff (`escapes otp resend`). Without `force` it is a normal
    /// send under the countdown and every limit (no IP: support's own address is not the
    /// guest's). With `force` the countdown and limits are skipped, but the code is the usual
    /// single-use 10-minute one, and who forced it and why go to the audit trail in the
    /// same transaction as the code.
    pub async fn send_by_support(
        &self,
        identifier: &str,
        channel: Channel,
        purpose: Purpose,
        countdown: i64,
        force: Option<&SupportOverride>,
    ) -> Result<SupportSent, CoreError> {
        let Some(force) = force else {
            let sent = self
                .send(identifier, channel, purpose, None, countdown)
                .await?;
            return Ok(SupportSent {
                sent,
                audit_id: None,
            });
        };
        let reason = force.reason.trim().to_string();
        if reason.is_empty() {
            return Err(CoreError::field(
                "reason",
                crate::Said::staff_only("A forced resend needs a reason"),
            ));
        }
        if force.actor.trim().is_empty() {
            return Err(CoreError::field(
                "actor",
                crate::Said::staff_only("A forced resend needs to know who forced it"),
            ));
        }
        let staff = crate::kinds::audit::Staff::cli(&force.actor)?;
        let (audit_id, resend_after) = self
            .issue(None, identifier, channel, purpose, None, move |c, new| {
                let (id, audit_id) = crate::store::support::insert_forced_challenge(
                    c,
                    new,
                    channel == Channel::Email,
                    &staff,
                    FORCED_RESEND_ACTION,
                    &reason,
                )?;
                // What an unforced send will meet next, this one included.
                let now = new.created_at;
                let history = db::send_history(
                    c,
                    new.identifier,
                    new.purpose,
                    now - LONGEST_WINDOW,
                    None,
                    now,
                )?;
                Ok((id, (audit_id, next_send_in(&history, countdown, now))))
            })
            .await?;
        Ok(SupportSent {
            sent: Sent {
                identifier: identifier.to_string(),
                resend_after,
            },
            audit_id: Some(audit_id),
        })
    }

    /// Makes a code, stores its challenge through `insert` (which decides whether it may go out
    /// and returns the challenge id), then delivers it; a code that was not delivered is removed.
    async fn issue<T: Send + 'static>(
        &self,
        language: Option<Language>,
        identifier: &str,
        channel: Channel,
        purpose: Purpose,
        ip: Option<&str>,
        insert: impl FnOnce(
                &mut crate::store::DbConnection,
                &NewChallenge<'_>,
            ) -> Result<(i64, T), CoreError>
            + Send
            + 'static,
    ) -> Result<T, CoreError> {
        let now = self.clock.now().timestamp();
        let code = generate_code();
        let hash = self.hasher.hash(identifier, purpose, &code);
        let (identifier_owned, ip_owned) = (identifier.to_string(), ip.map(str::to_string));
        let ((id, out), language) = self
            .store
            .run(move |c| {
                let new = NewChallenge {
                    identifier: &identifier_owned,
                    channel: channel.as_str(),
                    purpose: purpose.as_str(),
                    code_hash: &hash,
                    ip: ip_owned.as_deref(),
                    created_at: now,
                    expires_at: now + CODE_TTL,
                };
                let (id, out) = insert(c, &new)?;
                let language = match language {
                    Some(language) => language,
                    None => account_language(c, channel, &identifier_owned)?,
                };
                Ok(((id, out), language))
            })
            .await?;
        let text = message_text(&code, language);
        let delivered = match channel {
            Channel::Sms => self.delivery.sms.send_sms(identifier, &text).await,
            Channel::Email => {
                let subject = i18n::text(language, "otp-subject", &[]);
                self.delivery
                    .email
                    .send_email(identifier, &subject, &text)
                    .await
            }
        };
        if let Err(e) = delivered {
            tracing::warn!(error = %e, channel = channel.as_str(), "OTP not delivered");
            // The code never left, so it neither counts nor stays valid.
            self.store.run(move |c| db::delete_challenge(c, id)).await?;
            return Err(match e {
                CoreError::Delivery(_) => e,
                other => CoreError::Delivery(other.to_string()),
            });
        }
        Ok(out)
    }

    /// Accepts `code` for `identifier` and `purpose` once; a wrong code counts a try.
    pub async fn verify(
        &self,
        identifier: &str,
        purpose: Purpose,
        code: &str,
    ) -> Result<(), CoreError> {
        if code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
            return Err(CoreError::field("code", refusal!("err-h-otp-six-digits")));
        }
        let now = self.clock.now().timestamp();
        let hasher = self.hasher.clone();
        let (identifier, code) = (identifier.to_string(), code.to_string());
        let verdict = self
            .store
            .run(move |c| {
                let purposes: Vec<&str> = purpose.accepted().iter().map(|p| p.as_str()).collect();
                db::try_latest_challenge(c, &identifier, &purposes, now, |row| {
                    // The code was hashed under the purpose it was sent for.
                    let sent_for = Purpose::parse(&row.purpose).unwrap_or(purpose);
                    judge(
                        row,
                        || hasher.verify(&identifier, sent_for, &code, &row.code_hash),
                        now,
                    )
                })
            })
            .await?
            .unwrap_or(Verdict::Used);
        match rejection(verdict) {
            None => Ok(()),
            Some(e) => Err(e),
        }
    }

    /// Accepts several codes typed in one form together ([`judge_together`]): a typo in one
    /// leaves the others valid. A refusal says which code was refused, on its field (each one
    /// refused has its message there); the first refused gives the error code and the message.
    pub async fn verify_together(&self, tries: &[CodeTry<'_>]) -> Result<(), CoreError> {
        for t in tries {
            if t.code.len() != 6 || !t.code.bytes().all(|b| b.is_ascii_digit()) {
                return Err(CoreError::field(t.field, refusal!("err-h-otp-six-digits")));
            }
        }
        let now = self.clock.now().timestamp();
        let hasher = self.hasher.clone();
        let owned: Vec<(String, Purpose, String)> = tries
            .iter()
            .map(|t| (t.identifier.to_string(), t.purpose, t.code.to_string()))
            .collect();
        let verdicts = self
            .store
            .run(move |c| {
                let purposes: Vec<Vec<&str>> = owned
                    .iter()
                    .map(|(_, p, _)| p.accepted().iter().map(|p| p.as_str()).collect())
                    .collect();
                let keys: Vec<(&str, &[&str])> = owned
                    .iter()
                    .zip(&purposes)
                    .map(|((identifier, _, _), p)| (identifier.as_str(), p.as_slice()))
                    .collect();
                db::try_latest_challenges(c, &keys, now, |rows| {
                    let judged: Vec<(TryEffect, Verdict)> = rows
                        .iter()
                        .zip(&owned)
                        .map(|(row, (identifier, purpose, code))| match row {
                            None => (TryEffect::Nothing, Verdict::Used),
                            Some(row) => {
                                let sent_for = Purpose::parse(&row.purpose).unwrap_or(*purpose);
                                judge(
                                    row,
                                    || hasher.verify(identifier, sent_for, code, &row.code_hash),
                                    now,
                                )
                            }
                        })
                        .collect();
                    let effects = judge_together(&judged);
                    (
                        effects,
                        judged.into_iter().map(|(_, v)| v).collect::<Vec<_>>(),
                    )
                })
            })
            .await?;
        let mut refused = None;
        let mut fields = crate::error::FieldErrors::new();
        for (t, verdict) in tries.iter().zip(verdicts) {
            if let Some((code, message)) = rejection_of(verdict, t.channel) {
                fields.insert(t.field.to_string(), message.clone());
                refused.get_or_insert((code, message));
            }
        }
        match refused {
            None => Ok(()),
            Some((code, message)) => Err(CoreError::OtpRejected {
                code,
                message,
                fields,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000;

    fn row(failed: i32, consumed: Option<i64>) -> ChallengeRow {
        ChallengeRow {
            id: 1,
            identifier: "+919876543210".into(),
            channel: "sms".into(),
            purpose: "login".into(),
            code_hash: String::new(),
            ip: None,
            created_at: NOW,
            expires_at: NOW + CODE_TTL,
            consumed_at: consumed,
            failed_attempts: failed,
        }
    }

    fn history(identifier_sends: &[i64], ip_sends: &[i64]) -> SendHistory {
        SendHistory {
            flow_sends: identifier_sends.to_vec(),
            identifier_sends: identifier_sends.to_vec(),
            ip_sends: ip_sends.to_vec(),
        }
    }

    fn retry_after(r: Result<(), CoreError>) -> u64 {
        match r {
            Err(CoreError::RateLimited {
                message,
                retry_after,
            }) => {
                assert!(message.to_string().contains("Too many"), "{message}");
                retry_after
            }
            other => panic!("expected a rate limit, got {other:?}"),
        }
    }

    #[test]
    fn phones_normalise_to_e164() {
        for input in [
            "9876543210",
            "+919876543210",
            "919876543210",
            "+91 98765-43210",
            "6000000000",
        ] {
            assert!(
                normalise_phone(input, "phone").unwrap().starts_with("+91"),
                "{input}"
            );
        }
        assert_eq!(
            normalise_phone("919876543210", "phone").unwrap(),
            "+919876543210"
        );
        for bad in [
            "",
            "5876543210",
            "987654321",
            "98765432101",
            "+92 9876543210",
            "98765o4321",
            "0919876543210",
        ] {
            match normalise_phone(bad, "phone") {
                Err(CoreError::Validation { fields, .. }) => {
                    assert_eq!(fields["phone"], phone_message(), "{bad}")
                }
                other => panic!("{bad}: {other:?}"),
            }
        }
    }

    #[test]
    fn emails_are_checked_and_lower_cased() {
        assert_eq!(
            normalise_email("  Ravi@Example.IN ", "email").unwrap(),
            "ravi@example.in"
        );
        for bad in [
            "ravi@example",
            "ravi.example.in",
            "ra vi@example.in",
            "@example.in",
            "a@b@c.in",
            "ravi@.in",
        ] {
            assert_eq!(
                normalise_email(bad, "email").unwrap_err().to_string(),
                email_message(),
                "{bad}"
            );
        }
        assert_eq!(
            normalise_email("a@b", "email").unwrap_err().to_string(),
            "Email must be at least 5 characters"
        );
        let long = format!("{}@example.in", "a".repeat(95));
        assert_eq!(
            normalise_email(&long, "email").unwrap_err().to_string(),
            "Email cannot exceed 100 characters"
        );
    }

    #[test]
    fn codes_are_six_digits_and_differ() {
        let codes: std::collections::HashSet<String> = (0..50).map(|_| generate_code()).collect();
        assert!(codes
            .iter()
            .all(|c| c.len() == 6 && c.bytes().all(|b| b.is_ascii_digit())));
        assert!(
            codes.len() > 45,
            "50 codes gave only {} distinct",
            codes.len()
        );
    }

    #[test]
    fn hash_is_keyed_bound_and_never_holds_the_code() {
        let h = CodeHasher::new(b"secret");
        let stored = h.hash("+919876543210", Purpose::Login, "123456");
        assert_eq!(stored.len(), 64);
        assert!(!stored.contains("123456"));
        assert!(h.verify("+919876543210", Purpose::Login, "123456", &stored));
        assert!(!h.verify("+919876543210", Purpose::Login, "123457", &stored));
        assert!(
            !h.verify("+919876543211", Purpose::Login, "123456", &stored),
            "bound to the identifier"
        );
        assert!(
            !h.verify("+919876543210", Purpose::Register, "123456", &stored),
            "bound to the purpose"
        );
        assert!(!CodeHasher::new(b"other").verify(
            "+919876543210",
            Purpose::Login,
            "123456",
            &stored
        ));
        assert!(!h.verify("+919876543210", Purpose::Login, "123456", "not hex"));
    }

    #[test]
    fn judge_applies_expiry_single_use_and_tries() {
        assert_eq!(
            judge(&row(0, None), || true, NOW + 10),
            (TryEffect::Consume, Verdict::Accepted)
        );
        assert_eq!(
            judge(&row(0, None), || true, NOW + CODE_TTL),
            (TryEffect::Nothing, Verdict::Expired)
        );
        assert_eq!(
            judge(&row(0, Some(NOW)), || true, NOW + 10),
            (TryEffect::Nothing, Verdict::Used)
        );
        assert_eq!(
            judge(&row(5, None), || true, NOW + 10),
            (TryEffect::Nothing, Verdict::Locked)
        );
        assert_eq!(
            judge(&row(3, None), || false, NOW + 10),
            (TryEffect::CountFailure, Verdict::Wrong { tries_left: 1 })
        );
    }

    #[test]
    fn countdown_blocks_a_resend_until_it_runs_out() {
        let h = history(&[NOW - 10], &[]);
        assert_eq!(retry_after(check_send(&h, COUNTDOWN_SIMPLE, NOW)), 20);
        assert_eq!(retry_after(check_send(&h, COUNTDOWN_MODAL, NOW)), 50);
        assert!(check_send(&h, COUNTDOWN_SIMPLE, NOW + 20).is_ok());
    }

    #[test]
    fn the_wait_told_after_a_send_is_the_real_one() {
        // The first send: the dialog's countdown.
        assert_eq!(
            next_send_in(&history(&[NOW], &[]), COUNTDOWN_SIMPLE, NOW),
            30
        );
        // The third within 15 minutes: the next waits for the first to leave the window, 5
        // minutes here, not 30 s.
        let third = history(&[NOW - 600, NOW - 300, NOW], &[]);
        assert_eq!(next_send_in(&third, COUNTDOWN_SIMPLE, NOW), 300);
        assert!(check_send(&third, COUNTDOWN_SIMPLE, NOW + 299).is_err());
        assert!(check_send(&third, COUNTDOWN_SIMPLE, NOW + 300).is_ok());
        assert_eq!(next_send_in(&third, COUNTDOWN_SIMPLE, NOW + 300), 0);
    }

    #[test]
    fn the_countdown_is_per_flow_but_the_caps_count_every_send() {
        // A send 10 s ago in another flow (or whose code is used) does not pause this one...
        let mut h = history(&[NOW - 10], &[]);
        h.flow_sends.clear();
        assert!(check_send(&h, COUNTDOWN_MODAL, NOW).is_ok());
        // ...but it still counts towards the 3 in 15 minutes.
        let mut h = history(&[NOW - 200, NOW - 100, NOW - 10], &[]);
        h.flow_sends.clear();
        assert!(check_send(&h, COUNTDOWN_MODAL, NOW).is_err());
    }

    #[test]
    fn login_and_sign_up_also_take_the_modal_s_purpose_less_codes() {
        assert_eq!(Purpose::Login.accepted(), [Purpose::Login, Purpose::Guest]);
        assert_eq!(
            Purpose::Register.accepted(),
            [Purpose::Register, Purpose::Guest]
        );
        assert_eq!(Purpose::AdminLogin.accepted(), [Purpose::AdminLogin]);
        assert_eq!(Purpose::EmailChange.accepted(), [Purpose::EmailChange]);
        assert_eq!(modal_purpose(None).unwrap(), Purpose::Guest);
        assert_eq!(modal_purpose(Some("register")).unwrap(), Purpose::Register);
        assert!(modal_purpose(Some("admin_login")).is_err());
    }

    #[test]
    fn three_sends_per_identifier_per_fifteen_minutes() {
        let h = history(&[NOW - 600, NOW - 300, NOW - 100], &[]);
        assert_eq!(
            retry_after(check_send(&h, 30, NOW)),
            300,
            "until the first leaves the window"
        );
        assert!(check_send(&h, 30, NOW + 300).is_ok());
        assert!(check_send(&history(&[NOW - 600, NOW - 300], &[]), 30, NOW).is_ok());
    }

    #[test]
    fn ten_sends_per_identifier_per_day() {
        let sends: Vec<i64> = (0..10).map(|i| NOW - 20 * 3600 + i * 3600).collect();
        assert_eq!(
            retry_after(check_send(&history(&sends, &[]), 30, NOW)),
            4 * 3600
        );
        assert!(check_send(&history(&sends[1..], &[]), 30, NOW).is_ok());
    }

    #[test]
    fn twenty_sends_per_ip_per_fifteen_minutes() {
        let ip: Vec<i64> = (0..20).map(|i| NOW - 800 + i * 10).collect();
        assert_eq!(retry_after(check_send(&history(&[], &ip), 30, NOW)), 100);
        assert!(check_send(&history(&[], &ip[1..]), 30, NOW).is_ok());
    }

    #[test]
    fn the_wait_is_rounded_up_and_worded_in_its_unit() {
        let wait = |seconds| {
            let said = rate_limited(seconds).to_string();
            said.strip_prefix("Too many attempts. Please wait ")
                .and_then(|s| s.strip_suffix(" before requesting another OTP."))
                .unwrap_or_else(|| panic!("{said}"))
                .to_string()
        };
        assert_eq!(wait(900), "15 minutes");
        assert_eq!(wait(20), "20 seconds");
        assert_eq!(wait(61), "2 minutes");
        assert_eq!(wait(4 * 3600), "4 hours");
        assert_eq!(wait(1), "1 second");
        assert_eq!(wait(3600), "60 minutes");
        assert_eq!(wait(3601), "2 hours");
    }

    mod service {
        use super::*;
        use crate::delivery::{outbox, SendFuture, SmsSender};
        use crate::time::{from_epoch, ManualClock};

        const PHONE: &str = "+919876543210";

        struct Harness {
            otp: OtpService,
            store: Store,
            clock: ManualClock,
            _db: crate::testing::TestDatabase,
        }

        fn harness() -> Harness {
            let db = crate::testing::TestDatabase::sqlite();
            let store = db.store().unwrap();
            let clock = ManualClock::at(from_epoch(NOW));
            let shared: SharedClock = Arc::new(clock.clone());
            let otp = OtpService::new(
                store.clone(),
                shared.clone(),
                b"test secret",
                Delivery::console(store.clone(), shared),
            );
            Harness {
                otp,
                store,
                clock,
                _db: db,
            }
        }

        impl Harness {
            async fn send(&self, ip: Option<&str>) -> Result<Sent, CoreError> {
                self.otp
                    .send(PHONE, Channel::Sms, Purpose::Login, ip, COUNTDOWN_SIMPLE)
                    .await
            }

            async fn last_code(&self) -> String {
                let messages = outbox(&self.store, Some(PHONE.into()), 1).await.unwrap();
                messages[0].body[..6].to_string()
            }

            async fn rejected(&self, code: &str) -> &'static str {
                match self.otp.verify(PHONE, Purpose::Login, code).await {
                    Err(CoreError::OtpRejected { code, .. }) => code,
                    other => panic!("expected a rejection, got {other:?}"),
                }
            }
        }

        fn wrong(code: &str) -> String {
            format!("{:06}", (code.parse::<u32>().unwrap() + 1) % 1_000_000)
        }

        #[tokio::test]
        async fn a_sent_code_is_delivered_stored_hashed_and_works_once() {
            let h = harness();
            let sent = h.send(None).await.unwrap();
            assert_eq!(
                sent,
                Sent {
                    identifier: PHONE.into(),
                    resend_after: 30
                }
            );
            let messages = outbox(&h.store, None, 10).await.unwrap();
            assert_eq!(messages.len(), 1);
            let code = h.last_code().await;
            assert_eq!(messages[0].body, message_text(&code, Language::En));
            let stored = h
                .store
                .run(|c| {
                    use diesel::prelude::*;
                    Ok(crate::store::schema::otp_challenges::table
                        .select(crate::store::schema::otp_challenges::code_hash)
                        .load::<String>(c)?)
                })
                .await
                .unwrap();
            assert!(!stored[0].contains(&code));
            assert_eq!(h.rejected(&wrong(&code)).await, "OTP_INVALID");
            h.otp.verify(PHONE, Purpose::Login, &code).await.unwrap();
            assert_eq!(h.rejected(&code).await, "OTP_INVALID", "single use");
        }

        #[tokio::test]
        async fn a_code_is_bound_to_its_purpose_and_identifier() {
            let h = harness();
            h.send(None).await.unwrap();
            let code = h.last_code().await;
            assert!(h.otp.verify(PHONE, Purpose::Register, &code).await.is_err());
            assert!(h
                .otp
                .verify("+919876543211", Purpose::Login, &code)
                .await
                .is_err());
            h.otp.verify(PHONE, Purpose::Login, &code).await.unwrap();
        }

        #[tokio::test]
        async fn a_code_expires_after_ten_minutes() {
            let h = harness();
            h.send(None).await.unwrap();
            let code = h.last_code().await;
            h.clock.advance(CODE_TTL);
            assert_eq!(h.rejected(&code).await, "OTP_EXPIRED");
        }

        #[tokio::test]
        async fn five_wrong_tries_kill_the_code() {
            let h = harness();
            h.send(None).await.unwrap();
            let code = h.last_code().await;
            for _ in 0..4 {
                assert_eq!(h.rejected(&wrong(&code)).await, "OTP_INVALID");
            }
            assert_eq!(h.rejected(&wrong(&code)).await, "OTP_LOCKED");
            assert_eq!(h.rejected(&code).await, "OTP_LOCKED", "even the right code");
        }

        #[tokio::test]
        async fn malformed_codes_are_a_validation_error() {
            let h = harness();
            assert!(matches!(
                h.otp.verify(PHONE, Purpose::Login, "12a456").await,
                Err(CoreError::Validation { .. })
            ));
        }

        #[tokio::test]
        async fn sends_follow_the_countdown_and_the_limits() {
            let h = harness();
            h.send(Some("10.0.0.1")).await.unwrap();
            h.clock.advance(10);
            match h.send(Some("10.0.0.1")).await {
                Err(CoreError::RateLimited { retry_after, .. }) => assert_eq!(retry_after, 20),
                other => panic!("{other:?}"),
            }
            h.clock.advance(20);
            h.send(Some("10.0.0.1")).await.unwrap();
            h.clock.advance(30);
            h.send(Some("10.0.0.1")).await.unwrap();
            h.clock.advance(30);
            // Three sends in the last 15 minutes, the first 90 s ago.
            match h.send(Some("10.0.0.1")).await {
                Err(CoreError::RateLimited {
                    retry_after,
                    message,
                }) => {
                    assert_eq!(retry_after, 900 - 90);
                    assert!(message.to_string().contains("Too many"));
                }
                other => panic!("{other:?}"),
            }
            assert_eq!(
                outbox(&h.store, None, 10).await.unwrap().len(),
                3,
                "refused sends send nothing"
            );
        }

        #[tokio::test]
        async fn twenty_sends_from_one_ip_in_fifteen_minutes() {
            let h = harness();
            for i in 0..20 {
                let phone = format!("+9198765432{i:02}");
                h.otp
                    .send(&phone, Channel::Sms, Purpose::Login, Some("10.0.0.9"), 30)
                    .await
                    .unwrap();
            }
            let r = h
                .otp
                .send(
                    "+919999999999",
                    Channel::Sms,
                    Purpose::Login,
                    Some("10.0.0.9"),
                    30,
                )
                .await;
            assert!(matches!(r, Err(CoreError::RateLimited { .. })), "{r:?}");
            h.otp
                .send(
                    "+919999999999",
                    Channel::Sms,
                    Purpose::Login,
                    Some("10.0.0.10"),
                    30,
                )
                .await
                .unwrap();
        }

        struct Broken;
        impl SmsSender for Broken {
            fn send_sms<'a>(&'a self, _: &'a str, _: &'a str) -> SendFuture<'a> {
                Box::pin(async { Err(CoreError::Delivery("gateway said 503".into())) })
            }
        }

        #[tokio::test]
        async fn a_provider_failure_is_a_typed_error_and_uses_no_quota() {
            let h = harness();
            let mut delivery = h.otp.delivery().clone();
            delivery.sms = Arc::new(Broken);
            let otp = OtpService::new(
                h.store.clone(),
                Arc::new(h.clock.clone()),
                b"test secret",
                delivery,
            );
            for _ in 0..4 {
                let r = otp
                    .send(PHONE, Channel::Sms, Purpose::Login, None, 30)
                    .await;
                assert!(matches!(r, Err(CoreError::Delivery(_))), "{r:?}");
            }
            h.send(None).await.unwrap();
        }
    }
}
