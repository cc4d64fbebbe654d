//! What support staff do from the `escapes` command line: find and inspect users, see and resend
//! one-time codes, make admins, read the dev outbox. The code rules stay in `auth::otp`; this
//! module decides what a search term means, what a code's state is called, and which resends
//! support may ask for.

use crate::auth::account::validate_name;
use crate::auth::otp::{
    self, judge, normalise_email, normalise_phone, Channel, OtpService, Purpose, SupportOverride,
    SupportSent, Verdict, PER_IDENTIFIER,
};
use crate::delivery::{self, OutboxMessage};
use crate::error::{CoreError, FieldErrors};
use crate::ids::UserId;
use crate::kinds::role::Role;
use crate::store::otp::{ChallengeRow, SendHistory};
use crate::store::support as db;
use crate::store::Store;
use crate::Said;

pub use crate::store::models::UserRow;
pub use crate::store::support::{AdminOutcome, LiveSessionRow};

/// Most rows `find_users` answers.
pub const FIND_LIMIT: i64 = 50;
/// How far back `otp status` and `user show` look at sends (the longest rate-limit window).
pub const ACTIVITY_WINDOW: i64 = 24 * 3600;
/// The countdown a support resend waits for: the simple dialog's, as a resend goes by SMS.
pub const SUPPORT_COUNTDOWN: i64 = otp::COUNTDOWN_SIMPLE;
/// Most rows `outbox` answers.
pub const OUTBOX_MAX: i64 = 500;

/// What `escapes user find` was asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SearchTerm {
    /// A normalised +91 phone.
    Phone(String),
    /// A lower-cased e-mail address.
    Email(String),
    /// Part of a name.
    Name(String),
}

/// Anything with an @ is an e-mail (whatever digits it holds), anything else with a digit a phone
/// (names hold only letters and spaces), the rest part of a name.
pub fn search_term(input: &str) -> Result<SearchTerm, CoreError> {
    let input = input.trim();
    if input.contains('@') {
        Ok(SearchTerm::Email(normalise_email(input, "email")?))
    } else if input.chars().any(|c| c.is_ascii_digit()) {
        Ok(SearchTerm::Phone(normalise_phone(input, "phone")?))
    } else if input.chars().count() < 2 {
        Err(CoreError::field(
            "query",
            crate::Said::staff_only(
                "Give a phone number, an e-mail address or at least 2 letters of a name",
            ),
        ))
    } else {
        Ok(SearchTerm::Name(input.to_string()))
    }
}

/// One user by what support is told: an id (up to 9 digits, as a mobile number has 10), a phone
/// in any accepted form, or an e-mail; "not found" for nobody.
pub async fn find_user(store: &Store, key: &str) -> Result<UserRow, CoreError> {
    let key = key.trim();
    if (1..10).contains(&key.len()) && key.chars().all(|c| c.is_ascii_digit()) {
        let id: UserId = key
            .parse()
            .map_err(|_| CoreError::NotFound(crate::Missing::User))?;
        return store
            .run(move |c| db::user(c, id))
            .await?
            .ok_or(CoreError::NotFound(crate::Missing::User));
    }
    match search_term(key)? {
        SearchTerm::Name(_) => Err(CoreError::field(
            "user",
            crate::Said::staff_only("Give a user id, a phone number or an e-mail address"),
        )),
        _ => find_users(store, key)
            .await?
            .into_iter()
            .next()
            .ok_or(CoreError::NotFound(crate::Missing::User)),
    }
}

/// Users matching a phone (any accepted form), an e-mail (any case) or part of a name (any
/// case), oldest first, at most `FIND_LIMIT`.
pub async fn find_users(store: &Store, input: &str) -> Result<Vec<UserRow>, CoreError> {
    let term = search_term(input)?;
    store
        .run(move |c| match &term {
            SearchTerm::Phone(p) => db::users_by_phone(c, p),
            SearchTerm::Email(e) => db::users_by_email(c, e),
            SearchTerm::Name(n) => db::users_by_name(c, n, FIND_LIMIT),
        })
        .await
}

/// Where a code stands now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeState {
    /// Can still be entered.
    Live,
    Used,
    Expired,
    /// Dead after too many wrong tries.
    Locked,
}

impl CodeState {
    /// The state by the same rules a try is judged by (`auth::otp::judge`).
    pub fn of(row: &ChallengeRow, now: i64) -> Self {
        match judge(row, || false, now).1 {
            Verdict::Used => Self::Used,
            Verdict::Locked => Self::Locked,
            Verdict::Expired => Self::Expired,
            Verdict::Accepted | Verdict::Wrong { .. } => Self::Live,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Live => "live",
            Self::Used => "used",
            Self::Expired => "expired",
            Self::Locked => "locked",
        }
    }
}

/// A code's purpose in the words of `escapes otp resend --purpose` (login, register, admin): the
/// app's sign-in dialog sends codes without one that serve a login or a sign-up alike.
pub fn purpose_label(stored: &str) -> String {
    match Purpose::parse(stored) {
        Some(Purpose::Login) => "login",
        Some(Purpose::Register) => "register",
        Some(Purpose::Guest) => "login or register",
        Some(Purpose::AdminLogin) => "admin",
        Some(Purpose::EmailChange) => "e-mail change",
        Some(Purpose::Erasure) => "erasure",
        Some(Purpose::PayoutDetails) => "payout details",
        None => stored,
    }
    .to_string()
}

/// One code that went out (never the code or its hash).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SendRecord {
    pub identifier: String,
    pub channel: String,
    pub purpose: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub failed_attempts: i32,
    pub state: CodeState,
}

impl SendRecord {
    fn of(row: ChallengeRow, now: i64) -> Self {
        let state = CodeState::of(&row, now);
        Self {
            identifier: row.identifier,
            channel: row.channel,
            purpose: purpose_label(&row.purpose),
            created_at: row.created_at,
            expires_at: row.expires_at,
            failed_attempts: row.failed_attempts,
            state,
        }
    }
}

/// How many of a user's bookings `show_user` lists.
pub const USER_BOOKINGS: i64 = 20;

/// A user with what support asks about first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserDetail {
    pub user: UserRow,
    /// When and why the account was suspended, if it is.
    pub suspension: Option<(i64, String)>,
    /// Sessions neither revoked nor expired.
    pub active_sessions: i64,
    /// When the newest session began.
    pub last_sign_in: Option<i64>,
    /// The live sessions themselves, newest first.
    pub sessions: Vec<LiveSessionRow>,
    /// Codes sent to the user's phone or e-mail in the last 24 h, newest first.
    pub recent_sends: Vec<SendRecord>,
    /// The newest `USER_BOOKINGS` bookings the user made as a guest, newest first.
    pub bookings: Vec<UserBooking>,
    /// How many bookings the user made in all.
    pub booking_count: i64,
    /// An owner's listings (any status), by title; empty for anyone else.
    pub listings: Vec<UserListing>,
}

/// One of a user's bookings as `escapes user show` lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserBooking {
    pub id: i64,
    pub code: String,
    pub property_slug: String,
    pub property_title: String,
    pub starts_at: i64,
    pub ends_at: i64,
    pub status: String,
    /// Whole rupees, as the other views carry money.
    pub total: i64,
}

/// One of an owner's listings as `escapes user show` lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserListing {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub status: String,
}

pub async fn show_user(store: &Store, id: UserId, now: i64) -> Result<UserDetail, CoreError> {
    store
        .run(move |c| {
            let user = db::user(c, id)?.ok_or(CoreError::NotFound(crate::Missing::User))?;
            let (active_sessions, last_sign_in) = db::session_facts(c, id, now)?;
            let identifiers: Vec<String> = [user.phone.clone(), user.email.clone()]
                .into_iter()
                .flatten()
                .collect();
            let recent_sends = db::challenges_since(c, &identifiers, now - ACTIVITY_WINDOW)?
                .into_iter()
                .map(|r| SendRecord::of(r, now))
                .collect();
            let (records, booking_count) =
                crate::store::bookings::guest_records(c, id, 0, USER_BOOKINGS)?;
            let bookings = records
                .into_iter()
                .map(|r| UserBooking {
                    id: r.booking.id.get(),
                    code: r.booking.code,
                    property_slug: r.property_slug,
                    property_title: r.property_title,
                    starts_at: r.booking.starts_at,
                    ends_at: r.booking.ends_at,
                    status: r.booking.status.as_str().to_string(),
                    total: crate::money::Paise(r.booking.total_paise).rupees(),
                })
                .collect();
            // Anyone may once have owned listings (a demoted owner keeps them), so look always.
            let filter = crate::store::listings::ListingFilter {
                owner_id: Some(id),
                ..Default::default()
            };
            let listings = crate::store::listings::summaries(c, &filter)?
                .into_iter()
                .map(|(p, ..)| UserListing {
                    id: p.id.get(),
                    slug: p.slug,
                    title: p.title,
                    status: p.status.as_str().to_string(),
                })
                .collect();
            Ok(UserDetail {
                suspension: crate::store::moderation::suspension(c, id)?,
                sessions: db::live_sessions(c, id, now)?,
                user,
                active_sessions,
                last_sign_in,
                recent_sends,
                bookings,
                booking_count,
                listings,
            })
        })
        .await
}

/// Sends left in one rate-limit window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quota {
    pub window: i64,
    pub max: usize,
    pub remaining: usize,
}

/// The one-time-code picture of a phone or an e-mail address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OtpStatus {
    /// The phone (+91 form) or the lower-cased e-mail address.
    pub identifier: String,
    /// The account with it, if any (codes for sign-up go to phones and addresses without one).
    pub user: Option<UserRow>,
    /// Sends in the last 24 h, newest first.
    pub sends: Vec<SendRecord>,
    /// Wrong tries over those sends.
    pub failed_tries: i64,
    /// The state of the newest code.
    pub latest: Option<CodeState>,
    /// When `otp resend` (without --force) is next allowed; `now` when it is allowed now.
    pub next_send_at: i64,
    /// Per-identifier windows (15 minutes, 24 hours).
    pub quotas: Vec<Quota>,
}

/// Sends, tries and limits of a phone (any accepted form) or an e-mail address (any case),
/// `channel` saying which. One with neither an account nor a send in the last 24 h is not found.
pub async fn otp_status(
    store: &Store,
    to: &str,
    channel: Channel,
    now: i64,
) -> Result<OtpStatus, CoreError> {
    let identifier = match channel {
        Channel::Sms => normalise_phone(to, "phone")?,
        Channel::Email => normalise_email(to, "email")?,
    };
    store
        .run(move |c| {
            let user = match channel {
                Channel::Sms => db::users_by_phone(c, &identifier)?,
                Channel::Email => db::users_by_email(c, &identifier)?,
            }
            .into_iter()
            .next();
            let rows =
                db::challenges_since(c, std::slice::from_ref(&identifier), now - ACTIVITY_WINDOW)?;
            if user.is_none() && rows.is_empty() {
                return Err(CoreError::NotFound(match channel {
                    Channel::Sms => crate::Missing::AccountOrCodeForPhone,
                    Channel::Email => crate::Missing::AccountOrCodeForEmail,
                }));
            }
            let mut times: Vec<i64> = rows.iter().map(|r| r.created_at).collect();
            times.sort_unstable();
            let quotas = PER_IDENTIFIER
                .iter()
                .map(|l| Quota {
                    window: l.window,
                    max: l.max,
                    remaining: otp::remaining(&times, *l, now),
                })
                .collect();
            let history = SendHistory {
                flow_sends: times.clone(),
                identifier_sends: times,
                ip_sends: Vec::new(),
            };
            let next_send_at = match otp::check_send(&history, SUPPORT_COUNTDOWN, now) {
                Err(CoreError::RateLimited { retry_after, .. }) => now + retry_after as i64,
                _ => now,
            };
            let sends: Vec<SendRecord> = rows.into_iter().map(|r| SendRecord::of(r, now)).collect();
            Ok(OtpStatus {
                failed_tries: sends.iter().map(|s| i64::from(s.failed_attempts)).sum(),
                latest: sends.first().map(|s| s.state),
                identifier,
                user,
                sends,
                next_send_at,
                quotas,
            })
        })
        .await
}

/// A fresh code through the configured provider, under the countdown and limits unless `force`
/// (then audited): to a phone (any accepted form) by SMS, or to an e-mail address by e-mail. A
/// login code needs an account with that phone or address; a sign-up code needs it to be free,
/// as sign-up itself does; an admin sign-in code goes only by SMS (the console signs in by phone)
/// and only to an admin's phone.
pub async fn resend(
    otp: &OtpService,
    to: &str,
    channel: Channel,
    purpose: Purpose,
    force: Option<&SupportOverride>,
) -> Result<SupportSent, CoreError> {
    let identifier = match channel {
        Channel::Sms => normalise_phone(to, "phone")?,
        Channel::Email => normalise_email(to, "email")?,
    };
    let lookup = identifier.clone();
    let user = otp
        .store()
        .run(move |c| match channel {
            Channel::Sms => db::users_by_phone(c, &lookup),
            Channel::Email => db::users_by_email(c, &lookup),
        })
        .await?
        .into_iter()
        .next();
    let (by_phone, the_address) = match channel {
        Channel::Sms => (true, "phone number"),
        Channel::Email => (false, "e-mail address"),
    };
    match (purpose, &user) {
        (Purpose::Login, None) => {
            return Err(CoreError::NotFound(if by_phone {
                crate::Missing::AccountPhone
            } else {
                crate::Missing::AccountEmail
            }))
        }
        (Purpose::Register, Some(_)) => {
            return Err(CoreError::Conflict {
                code: "ALREADY_EXISTS",
                // The support desk (CLI) says it; staff read English.
                message: Said::staff_only(format!(
                    "An account with this {the_address} already exists. Please log in."
                )),
            });
        }
        (Purpose::AdminLogin, _) if !by_phone => {
            return Err(CoreError::field(
                "purpose",
                crate::Said::staff_only(
                    "An admin sign-in code goes only to a phone (give --phone)",
                ),
            ))
        }
        (Purpose::AdminLogin, u) if u.as_ref().map(|u| u.role) != Some(Role::Admin) => {
            return Err(CoreError::NotFound(crate::Missing::AdminAccountWithPhone))
        }
        (Purpose::Login | Purpose::Register | Purpose::AdminLogin, _) => {}
        (Purpose::EmailChange | Purpose::Guest | Purpose::Erasure | Purpose::PayoutDetails, _) => {
            return Err(CoreError::field(
                "purpose",
                crate::Said::staff_only("Purpose must be login, register or admin"),
            ))
        }
    }
    otp.send_by_support(&identifier, channel, purpose, SUPPORT_COUNTDOWN, force)
        .await
}

/// Makes an admin from a phone, e-mail and name checked by PRODUCT.md §5's rules (every bad field
/// reported at once). A phone that already has an account is promoted only when `promote`.
pub async fn create_admin(
    store: &Store,
    phone: &str,
    email: &str,
    name: &str,
    promote: bool,
    now: i64,
) -> Result<(UserRow, AdminOutcome), CoreError> {
    let mut fields = FieldErrors::new();
    let mut take = |r: Result<String, CoreError>| match r {
        Ok(v) => Some(v),
        Err(CoreError::Validation { fields: f, .. }) => {
            fields.extend(f);
            None
        }
        Err(_) => None,
    };
    let (phone, email, name) = (
        take(normalise_phone(phone, "phone")),
        take(normalise_email(email, "email")),
        take(validate_name(name, "name")),
    );
    let (Some(phone), Some(email), Some(name)) = (phone, email, name) else {
        return Err(CoreError::validation(fields));
    };
    store
        .run(move |c| db::create_admin(c, &name, &email, &phone, promote, now))
        .await
}

/// The dev outbox, newest first, optionally only messages to `to` (a phone in any accepted form
/// or an e-mail address). Only the console providers keep one.
pub async fn outbox(
    store: &Store,
    console: bool,
    to: Option<&str>,
    limit: i64,
) -> Result<Vec<OutboxMessage>, CoreError> {
    if !console {
        return Err(CoreError::Config("the dev outbox is kept only with the console providers (--sms console --email console)".into()));
    }
    if !(1..=OUTBOX_MAX).contains(&limit) {
        return Err(CoreError::field(
            "limit",
            Said::staff_only(format!("Limit must be between 1 and {OUTBOX_MAX}")),
        ));
    }
    let to = match to.map(str::trim) {
        None => None,
        Some(t) if t.chars().any(|c| c.is_ascii_digit()) && !t.contains('@') => {
            Some(normalise_phone(t, "to")?)
        }
        Some(t) => Some(normalise_email(t, "to")?),
    };
    delivery::outbox(store, to, limit).await
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use diesel::prelude::*;

    use super::*;
    use crate::auth::otp::{Sent, COUNTDOWN_SIMPLE, FORCED_RESEND_ACTION};
    use crate::delivery::Delivery;
    use crate::store::schema::{otp_challenges, users};
    use crate::store::session as sessions;
    use crate::testing::TestDatabase;
    use crate::time::{from_epoch, ManualClock, SharedClock};

    const T0: i64 = 1_800_000_000;
    const SRAVANI: &str = "+919876543210";

    struct Harness {
        store: Store,
        clock: ManualClock,
        otp: OtpService,
        _db: TestDatabase,
    }

    impl Harness {
        fn on(db: TestDatabase) -> Self {
            let store = db.store().unwrap();
            let clock = ManualClock::at(from_epoch(T0));
            let shared: SharedClock = Arc::new(clock.clone());
            let otp = OtpService::new(
                store.clone(),
                shared.clone(),
                b"support test secret",
                Delivery::console(store.clone(), shared),
            );
            Self {
                store,
                clock,
                otp,
                _db: db,
            }
        }

        fn now(&self) -> i64 {
            use crate::time::Clock;
            self.clock.now().timestamp()
        }

        async fn user(&self, name: &str, email: &str, phone: &str, role: &str) -> UserRow {
            let (name, email, phone, role) = (
                name.to_string(),
                email.to_string(),
                phone.to_string(),
                crate::kinds::role::Role::parse(role).expect("a role"),
            );
            self.store
                .run(move |c| sessions::create_user(c, &name, &email, &phone, role, T0 - 86_400))
                .await
                .unwrap()
        }

        async fn user_count(&self) -> i64 {
            self.store
                .run(|c| Ok(users::table.count().get_result::<i64>(c)?))
                .await
                .unwrap()
        }

        async fn challenge_count(&self) -> i64 {
            self.store
                .run(|c| Ok(otp_challenges::table.count().get_result::<i64>(c)?))
                .await
                .unwrap()
        }

        async fn last_code(&self, to: &str) -> String {
            let m = delivery::outbox(&self.store, Some(to.into()), 1)
                .await
                .unwrap();
            m[0].body[..6].to_string()
        }
    }

    fn postgres() -> Option<TestDatabase> {
        let Ok(admin) = std::env::var("TEST_DATABASE_URL") else {
            eprintln!("TEST_DATABASE_URL is not set; the PostgreSQL run of the support tests is not exercised");
            return None;
        };
        Some(TestDatabase::postgres_on(&admin))
    }

    /// Each scenario once on SQLite and once on PostgreSQL (when TEST_DATABASE_URL is set).
    macro_rules! on_both {
        ($($name:ident),* $(,)?) => {
            mod sqlite_runs {
                use crate::testing::{run_async, TestDatabase};
                $(#[test]
                fn $name() {
                    run_async(TestDatabase::sqlite(), |db| async move {
                        super::$name(&super::Harness::on(db)).await
                    })
                })*
            }
            mod postgres_runs {
                use crate::testing::run_async;
                $(#[test]
                fn $name() {
                    if let Some(db) = super::postgres() {
                        run_async(db, |db| async move { super::$name(&super::Harness::on(db)).await })
                    }
                })*
            }
        };
    }

    on_both!(
        find_by_phone_email_and_name,
        find_answers_at_most_fifty,
        show_counts_sessions_and_recent_codes,
        status_reports_sends_tries_state_and_quota,
        resend_follows_the_limits_unless_forced_with_a_reason,
        resend_checks_the_account_against_the_purpose,
        resend_by_email_and_to_admins,
        admin_create_validates_creates_and_promotes_only_when_asked,
        outbox_is_console_only_and_takes_any_phone_form,
    );

    fn field_message(e: CoreError, field: &str) -> String {
        match e {
            CoreError::Validation { fields, .. } => fields
                .get(field)
                .map(|said| said.english())
                .unwrap_or_else(|| panic!("{fields:?}")),
            other => panic!("expected a validation error on {field}, got {other:?}"),
        }
    }

    async fn find_by_phone_email_and_name(h: &Harness) {
        let s = h
            .user("Sravani Kota", "sravani@example.in", SRAVANI, "user")
            .await;
        let r = h
            .user("Ravi Kumar", "ravi@example.in", "+919876543211", "owner")
            .await;
        for q in [
            "9876543210",
            "+91 98765-43210",
            "919876543210",
            "SRAVANI@Example.IN",
            "kota",
            "ANI K",
        ] {
            assert_eq!(
                find_users(&h.store, q).await.unwrap(),
                vec![s.clone()],
                "{q}"
            );
        }
        let both = find_users(&h.store, "a").await;
        assert_eq!(
            field_message(both.unwrap_err(), "query"),
            "Give a phone number, an e-mail address or at least 2 letters of a name"
        );
        assert_eq!(find_users(&h.store, "ku").await.unwrap(), vec![r]);
        // One user by id, phone or e-mail; a name is not precise enough.
        for key in [
            s.id.to_string(),
            "98765 43210".into(),
            "SRAVANI@example.in".into(),
        ] {
            assert_eq!(find_user(&h.store, &key).await.unwrap(), s, "{key}");
        }
        assert_eq!(
            field_message(find_user(&h.store, "kota").await.unwrap_err(), "user"),
            "Give a user id, a phone number or an e-mail address"
        );
        assert!(matches!(
            find_user(&h.store, "999999").await,
            Err(CoreError::NotFound(crate::Missing::User))
        ));
        // An e-mail is an e-mail whatever digits it holds.
        let d = h
            .user(
                "Deepa Rao",
                "deepa.rao1987@example.in",
                "+919876543212",
                "user",
            )
            .await;
        assert_eq!(
            find_users(&h.store, " Deepa.Rao1987@example.in ")
                .await
                .unwrap(),
            vec![d]
        );
        assert!(find_users(&h.store, "Nobody Here")
            .await
            .unwrap()
            .is_empty());
        assert!(
            find_users(&h.store, "a_").await.unwrap().is_empty(),
            "LIKE wildcards are taken literally"
        );
        assert!(find_users(&h.store, "%%").await.unwrap().is_empty());
        assert_eq!(
            field_message(find_users(&h.store, "12345").await.unwrap_err(), "phone"),
            otp::phone_message()
        );
        assert_eq!(
            field_message(find_users(&h.store, "x@y").await.unwrap_err(), "email"),
            "Email must be at least 5 characters"
        );
    }

    async fn find_answers_at_most_fifty(h: &Harness) {
        for i in 0..55u32 {
            let letters: String = [b'a' + (i / 26) as u8, b'a' + (i % 26) as u8]
                .iter()
                .map(|b| *b as char)
                .collect();
            h.user(
                &format!("Guest {letters}"),
                &format!("guest{i}@example.in"),
                &format!("+9170000000{i:02}"),
                "user",
            )
            .await;
        }
        let found = find_users(&h.store, "GUEST").await.unwrap();
        assert_eq!(found.len(), 50);
        assert!(found.windows(2).all(|w| w[0].id < w[1].id), "oldest first");
    }

    async fn show_counts_sessions_and_recent_codes(h: &Harness) {
        let u = h
            .user("Sravani Kota", "sravani@example.in", SRAVANI, "user")
            .await;
        let empty = show_user(&h.store, u.id, h.now()).await.unwrap();
        assert_eq!(
            (
                empty.active_sessions,
                empty.last_sign_in,
                empty.recent_sends.len()
            ),
            (0, None, 0)
        );

        let uid = u.id;
        h.store
            .run(move |c| {
                use crate::store::schema::sessions as s;
                for (created, expires, revoked) in
                    [(T0, T0 + 3600, Some(T0 + 120)), (T0 + 60, T0 + 7200, None)]
                {
                    diesel::insert_into(s::table)
                        .values((
                            s::user_id.eq(uid),
                            s::created_at.eq(created),
                            s::expires_at.eq(expires),
                            s::revoked_at.eq(revoked),
                        ))
                        .execute(c)?;
                }
                Ok(())
            })
            .await
            .unwrap();
        h.otp
            .send(
                SRAVANI,
                Channel::Sms,
                Purpose::Login,
                None,
                COUNTDOWN_SIMPLE,
            )
            .await
            .unwrap();
        h.otp
            .send(
                "sravani@example.in",
                Channel::Email,
                Purpose::Login,
                None,
                COUNTDOWN_SIMPLE,
            )
            .await
            .unwrap();
        h.otp
            .send(
                "+919999999999",
                Channel::Sms,
                Purpose::Login,
                None,
                COUNTDOWN_SIMPLE,
            )
            .await
            .unwrap();

        let d = show_user(&h.store, u.id, h.now()).await.unwrap();
        assert_eq!(d.user, u);
        assert_eq!(d.active_sessions, 1, "the revoked one does not count");
        assert_eq!(d.last_sign_in, Some(T0 + 60));
        let to: Vec<&str> = d
            .recent_sends
            .iter()
            .map(|s| s.identifier.as_str())
            .collect();
        assert_eq!(to.len(), 2, "only the user's own phone and e-mail: {to:?}");
        assert!(to.contains(&SRAVANI) && to.contains(&"sravani@example.in"));
        assert!(d.recent_sends.iter().all(|s| s.state == CodeState::Live));

        h.clock.advance(ACTIVITY_WINDOW + 1);
        let later = show_user(&h.store, u.id, h.now()).await.unwrap();
        assert!(later.recent_sends.is_empty(), "older than 24 h");
        assert_eq!(later.active_sessions, 0, "both sessions expired by now");
        assert!(matches!(
            show_user(&h.store, UserId::new(u.id.get() + 100), h.now()).await,
            Err(CoreError::NotFound(crate::Missing::User))
        ));
    }

    async fn status_reports_sends_tries_state_and_quota(h: &Harness) {
        assert!(
            matches!(
                otp_status(&h.store, SRAVANI, Channel::Sms, h.now()).await,
                Err(CoreError::NotFound(_))
            ),
            "no account, no codes"
        );
        assert_eq!(
            field_message(
                otp_status(&h.store, "12345", Channel::Sms, h.now())
                    .await
                    .unwrap_err(),
                "phone"
            ),
            otp::phone_message()
        );
        let u = h
            .user("Sravani Kota", "sravani@example.in", SRAVANI, "user")
            .await;
        let quiet = otp_status(&h.store, "9876543210", Channel::Sms, h.now())
            .await
            .unwrap();
        assert_eq!(quiet.user, Some(u));
        assert_eq!(
            (quiet.sends.len(), quiet.latest, quiet.next_send_at),
            (0, None, T0)
        );

        h.otp
            .send(
                SRAVANI,
                Channel::Sms,
                Purpose::Login,
                Some("10.0.0.1"),
                COUNTDOWN_SIMPLE,
            )
            .await
            .unwrap();
        let code = h.last_code(SRAVANI).await;
        let wrong = format!("{:06}", (code.parse::<u32>().unwrap() + 1) % 1_000_000);
        for _ in 0..2 {
            assert!(h.otp.verify(SRAVANI, Purpose::Login, &wrong).await.is_err());
        }
        h.clock.advance(10);
        let s = otp_status(&h.store, "+91 98765 43210", Channel::Sms, h.now())
            .await
            .unwrap();
        assert_eq!(s.identifier, SRAVANI);
        assert_eq!(s.sends.len(), 1);
        assert_eq!(
            (
                s.sends[0].created_at,
                s.sends[0].channel.as_str(),
                s.sends[0].purpose.as_str()
            ),
            (T0, "sms", "login")
        );
        assert_eq!(s.failed_tries, 2);
        assert_eq!(s.latest, Some(CodeState::Live));
        assert_eq!(
            s.next_send_at,
            T0 + SUPPORT_COUNTDOWN,
            "the countdown runs from the last send"
        );
        assert_eq!(
            s.quotas,
            vec![
                Quota {
                    window: 900,
                    max: 3,
                    remaining: 2
                },
                Quota {
                    window: 86_400,
                    max: 10,
                    remaining: 9
                }
            ]
        );

        for _ in 0..3 {
            assert!(h.otp.verify(SRAVANI, Purpose::Login, &wrong).await.is_err());
        }
        let locked = otp_status(&h.store, SRAVANI, Channel::Sms, h.now())
            .await
            .unwrap();
        assert_eq!(
            (locked.latest, locked.failed_tries),
            (Some(CodeState::Locked), 5)
        );

        h.clock.advance(30);
        h.otp
            .send(
                SRAVANI,
                Channel::Sms,
                Purpose::Login,
                None,
                COUNTDOWN_SIMPLE,
            )
            .await
            .unwrap();
        let code = h.last_code(SRAVANI).await;
        h.otp.verify(SRAVANI, Purpose::Login, &code).await.unwrap();
        assert_eq!(
            otp_status(&h.store, SRAVANI, Channel::Sms, h.now())
                .await
                .unwrap()
                .latest,
            Some(CodeState::Used)
        );

        h.clock.advance(30);
        h.otp
            .send(
                SRAVANI,
                Channel::Sms,
                Purpose::Register,
                None,
                COUNTDOWN_SIMPLE,
            )
            .await
            .unwrap();
        let full = otp_status(&h.store, SRAVANI, Channel::Sms, h.now())
            .await
            .unwrap();
        assert_eq!(full.sends.len(), 3);
        assert_eq!(full.sends[0].purpose, "register", "newest first");
        assert_eq!(full.quotas[0].remaining, 0);
        assert_eq!(
            full.next_send_at,
            T0 + 900,
            "until the first send leaves the 15-minute window"
        );

        h.clock.advance(CODE_TTL_FOR_TESTS);
        let expired = otp_status(&h.store, SRAVANI, Channel::Sms, h.now())
            .await
            .unwrap();
        assert_eq!(expired.latest, Some(CodeState::Expired));
        assert_eq!(expired.quotas[1].remaining, 7);
        // Never a code, never a hash: what the status holds is the records above, which have
        // no field for either.
    }

    const CODE_TTL_FOR_TESTS: i64 = otp::CODE_TTL;

    async fn audit(h: &Harness) -> Vec<crate::audit::AuditEntry> {
        crate::audit::newest(&h.store, 10).await.unwrap()
    }

    async fn resend_follows_the_limits_unless_forced_with_a_reason(h: &Harness) {
        h.user("Sravani Kota", "sravani@example.in", SRAVANI, "user")
            .await;
        let sent = resend(&h.otp, "98765 43210", Channel::Sms, Purpose::Login, None)
            .await
            .unwrap();
        assert_eq!(
            sent,
            SupportSent {
                sent: Sent {
                    identifier: SRAVANI.into(),
                    resend_after: SUPPORT_COUNTDOWN
                },
                audit_id: None
            }
        );
        h.clock.advance(5);
        match resend(&h.otp, SRAVANI, Channel::Sms, Purpose::Login, None).await {
            Err(CoreError::RateLimited {
                message,
                retry_after,
            }) => {
                assert_eq!(
                    message,
                    "Too many attempts. Please wait 25 seconds before requesting another OTP."
                );
                assert_eq!(retry_after, 25);
            }
            other => panic!("{other:?}"),
        }

        let blank = SupportOverride {
            actor: "asha".into(),
            reason: "   ".into(),
        };
        let e = resend(&h.otp, SRAVANI, Channel::Sms, Purpose::Login, Some(&blank))
            .await
            .unwrap_err();
        assert_eq!(field_message(e, "reason"), "A forced resend needs a reason");
        assert_eq!(
            h.challenge_count().await,
            1,
            "a refused resend stores nothing"
        );
        assert!(audit(h).await.is_empty());

        let force = SupportOverride {
            actor: "asha".into(),
            reason: "guest says no SMS arrived".into(),
        };
        let forced = resend(&h.otp, SRAVANI, Channel::Sms, Purpose::Login, Some(&force))
            .await
            .unwrap();
        let trail = audit(h).await;
        assert_eq!(trail.len(), 1);
        assert_eq!(forced.audit_id, Some(trail[0].id));
        assert_eq!(
            (
                trail[0].actor.as_str(),
                trail[0].action.as_str(),
                trail[0].target_id.as_str(),
                trail[0].reason.as_str(),
                trail[0].created_at.as_str(),
                trail[0].channel.as_str(),
            ),
            (
                "asha",
                FORCED_RESEND_ACTION,
                SRAVANI,
                "guest says no SMS arrived",
                crate::time::to_ist_rfc3339(crate::time::from_epoch(T0 + 5)).as_str(),
                "cli",
            )
        );
        assert_eq!(
            delivery::outbox(&h.store, Some(SRAVANI.into()), 10)
                .await
                .unwrap()
                .len(),
            2
        );

        // The forced code is an ordinary one: it works once, and dies after 10 minutes.
        let code = h.last_code(SRAVANI).await;
        h.otp.verify(SRAVANI, Purpose::Login, &code).await.unwrap();
        assert!(
            h.otp.verify(SRAVANI, Purpose::Login, &code).await.is_err(),
            "single use"
        );
        resend(&h.otp, SRAVANI, Channel::Sms, Purpose::Login, Some(&force))
            .await
            .unwrap();
        let code = h.last_code(SRAVANI).await;
        h.clock.advance(otp::CODE_TTL);
        assert!(matches!(
            h.otp.verify(SRAVANI, Purpose::Login, &code).await,
            Err(CoreError::OtpRejected {
                code: "OTP_EXPIRED",
                ..
            })
        ));

        // Three sends since T0: plain resends wait for the 15-minute window, forced ones still go
        // (and count).
        match resend(&h.otp, SRAVANI, Channel::Sms, Purpose::Login, None).await {
            Err(CoreError::RateLimited {
                retry_after,
                message,
            }) => {
                assert_eq!(retry_after, 900 - 605);
                assert_eq!(
                    message,
                    "Too many attempts. Please wait 5 minutes before requesting another OTP."
                );
            }
            other => panic!("{other:?}"),
        }
        resend(&h.otp, SRAVANI, Channel::Sms, Purpose::Login, Some(&force))
            .await
            .unwrap();
        assert_eq!(audit(h).await.len(), 3);
        let status = otp_status(&h.store, SRAVANI, Channel::Sms, h.now())
            .await
            .unwrap();
        assert_eq!((status.sends.len(), status.quotas[0].remaining), (4, 0));
    }

    async fn resend_checks_the_account_against_the_purpose(h: &Harness) {
        let force = SupportOverride {
            actor: "asha".into(),
            reason: "testing".into(),
        };
        assert!(matches!(
            resend(&h.otp, SRAVANI, Channel::Sms, Purpose::Login, Some(&force)).await,
            Err(CoreError::NotFound(_))
        ));
        resend(&h.otp, SRAVANI, Channel::Sms, Purpose::Register, None)
            .await
            .unwrap();
        h.user("Sravani Kota", "sravani@example.in", SRAVANI, "user")
            .await;
        assert!(matches!(
            resend(
                &h.otp,
                SRAVANI,
                Channel::Sms,
                Purpose::Register,
                Some(&force)
            )
            .await,
            Err(CoreError::Conflict {
                code: "ALREADY_EXISTS",
                ..
            })
        ));
        assert_eq!(
            field_message(
                resend(&h.otp, "5555", Channel::Sms, Purpose::Login, None)
                    .await
                    .unwrap_err(),
                "phone"
            ),
            otp::phone_message()
        );
        assert_eq!(h.challenge_count().await, 1);
        assert!(
            audit(h).await.is_empty(),
            "refused forced resends leave no audit row"
        );
    }

    async fn resend_by_email_and_to_admins(h: &Harness) {
        const MAIL: &str = "sravani@example.in";
        assert!(matches!(
            resend(&h.otp, MAIL, Channel::Email, Purpose::Login, None).await,
            Err(CoreError::NotFound(crate::Missing::AccountEmail))
        ));
        assert!(matches!(
            otp_status(&h.store, MAIL, Channel::Email, h.now()).await,
            Err(CoreError::NotFound(_))
        ));
        h.user("Sravani Kota", MAIL, SRAVANI, "user").await;
        let sent = resend(
            &h.otp,
            " Sravani@Example.IN ",
            Channel::Email,
            Purpose::Login,
            None,
        )
        .await
        .unwrap();
        assert_eq!(sent.sent.identifier, MAIL);
        let mail = delivery::outbox(&h.store, Some(MAIL.into()), 5)
            .await
            .unwrap();
        assert_eq!(mail.len(), 1, "by e-mail, to the address");
        assert!(delivery::outbox(&h.store, Some(SRAVANI.into()), 5)
            .await
            .unwrap()
            .is_empty());
        let status = otp_status(&h.store, "SRAVANI@example.in", Channel::Email, h.now())
            .await
            .unwrap();
        assert_eq!(
            (
                status.identifier.as_str(),
                status.sends.len(),
                status.sends[0].channel.as_str()
            ),
            (MAIL, 1, "email")
        );
        match resend(&h.otp, MAIL, Channel::Email, Purpose::Register, None).await {
            Err(CoreError::Conflict { message, .. }) => {
                assert!(message.to_string().contains("e-mail address"), "{message}")
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            field_message(
                resend(&h.otp, MAIL, Channel::Email, Purpose::AdminLogin, None)
                    .await
                    .unwrap_err(),
                "purpose"
            ),
            "An admin sign-in code goes only to a phone (give --phone)"
        );
        // An admin code goes only to an admin's phone.
        assert!(matches!(
            resend(&h.otp, SRAVANI, Channel::Sms, Purpose::AdminLogin, None).await,
            Err(CoreError::NotFound(crate::Missing::AdminAccountWithPhone))
        ));
        let admin = "+919876543219";
        h.user("Priya Nair", "priya@example.in", admin, "admin")
            .await;
        resend(&h.otp, admin, Channel::Sms, Purpose::AdminLogin, None)
            .await
            .unwrap();
        let code = h.last_code(admin).await;
        h.otp
            .verify(admin, Purpose::AdminLogin, &code)
            .await
            .unwrap();
    }

    async fn admin_create_validates_creates_and_promotes_only_when_asked(h: &Harness) {
        match create_admin(&h.store, "12", "not-an-email", "R2D2", false, T0).await {
            Err(CoreError::Validation { fields, .. }) => {
                assert_eq!(fields["phone"], otp::phone_message());
                assert_eq!(fields["email"], otp::email_message());
                assert_eq!(fields["name"], "Name can only contain letters and spaces");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(h.user_count().await, 0, "bad input creates nothing");

        let (admin, outcome) = create_admin(
            &h.store,
            "9876543219",
            " Priya@Example.IN ",
            " Priya Nair ",
            false,
            T0,
        )
        .await
        .unwrap();
        assert_eq!(outcome, AdminOutcome::Created);
        assert_eq!(
            (
                admin.role.as_str(),
                admin.full_name.as_str(),
                admin.email.as_deref(),
                admin.phone.as_deref(),
                admin.created_at
            ),
            (
                "admin",
                "Priya Nair",
                Some("priya@example.in"),
                Some("+919876543219"),
                T0
            )
        );
        let again = create_admin(
            &h.store,
            "+919876543219",
            "priya@example.in",
            "Priya Nair",
            false,
            T0,
        )
        .await
        .unwrap();
        assert_eq!(again, (admin.clone(), AdminOutcome::AlreadyAdmin));

        let guest = h
            .user("Sravani Kota", "sravani@example.in", SRAVANI, "user")
            .await;
        match create_admin(
            &h.store,
            SRAVANI,
            "new@example.in",
            "Someone Else",
            false,
            T0,
        )
        .await
        {
            Err(CoreError::Conflict { message, .. }) => {
                assert!(message.to_string().contains("--promote"), "{message}")
            }
            other => panic!("{other:?}"),
        }
        assert!(
            matches!(
                create_admin(
                    &h.store,
                    "9876543218",
                    "SRAVANI@example.in",
                    "Some One",
                    false,
                    T0
                )
                .await,
                Err(CoreError::Conflict { .. })
            ),
            "an e-mail held by another account"
        );
        assert_eq!(
            show_user(&h.store, guest.id, T0).await.unwrap().user.role,
            crate::kinds::role::Role::User,
            "unchanged without --promote"
        );
        assert_eq!(h.user_count().await, 2);

        let (promoted, outcome) = create_admin(
            &h.store,
            SRAVANI,
            "sravani@example.in",
            "Sravani Kota",
            true,
            T0,
        )
        .await
        .unwrap();
        assert_eq!(outcome, AdminOutcome::Promoted);
        assert_eq!(
            promoted,
            UserRow {
                role: crate::kinds::role::Role::Admin,
                ..guest
            }
        );
    }

    async fn outbox_is_console_only_and_takes_any_phone_form(h: &Harness) {
        h.otp
            .send(
                SRAVANI,
                Channel::Sms,
                Purpose::Register,
                None,
                COUNTDOWN_SIMPLE,
            )
            .await
            .unwrap();
        h.otp
            .send(
                "priya@example.in",
                Channel::Email,
                Purpose::Register,
                None,
                COUNTDOWN_SIMPLE,
            )
            .await
            .unwrap();
        assert!(matches!(
            outbox(&h.store, false, None, 10).await,
            Err(CoreError::Config(_))
        ));
        assert_eq!(outbox(&h.store, true, None, 10).await.unwrap().len(), 2);
        assert_eq!(
            outbox(&h.store, true, None, 1).await.unwrap()[0].to,
            "priya@example.in",
            "newest first"
        );
        let to_phone = outbox(&h.store, true, Some("98765 43210"), 10)
            .await
            .unwrap();
        assert_eq!((to_phone.len(), to_phone[0].to.as_str()), (1, SRAVANI));
        assert_eq!(
            outbox(&h.store, true, Some("PRIYA@example.in"), 10)
                .await
                .unwrap()
                .len(),
            1
        );
        assert_eq!(
            field_message(outbox(&h.store, true, None, 0).await.unwrap_err(), "limit"),
            "Limit must be between 1 and 500"
        );
        assert_eq!(
            field_message(
                outbox(&h.store, true, Some("123"), 5).await.unwrap_err(),
                "to"
            ),
            otp::phone_message()
        );
    }
}
