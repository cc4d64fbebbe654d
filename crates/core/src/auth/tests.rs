//! The sign-up and sign-in flows end to end on a temp SQLite database (crates/http's tests run
//! the same flows through the router on SQLite and PostgreSQL).

use std::sync::Arc;

use super::account::{self, Signup};
use super::otp::{Channel, OtpService, Purpose, COUNTDOWN_MODAL};
use super::session::{Role, SessionService};
use super::signin::{self, ACCOUNT_NOT_FOUND};
use crate::delivery::{self, Delivery};
use crate::error::CoreError;
use crate::store::session::{self as db, UserRow};
use crate::store::Store;
use crate::time::{from_epoch, ManualClock, SharedClock};

const NOW: i64 = 1_800_000_000;
const PHONE: &str = "+919876543210";
const EMAIL: &str = "sravani@example.in";

struct Harness {
    store: Store,
    clock: ManualClock,
    otp: OtpService,
    sessions: SessionService,
    _db: crate::testing::TestDatabase,
}

fn harness() -> Harness {
    let db = crate::testing::TestDatabase::sqlite();
    let store = db.store().unwrap();
    let clock = ManualClock::at(from_epoch(NOW));
    let shared: SharedClock = Arc::new(clock.clone());
    let delivery = Delivery::console(store.clone(), shared.clone());
    Harness {
        otp: OtpService::new(store.clone(), shared.clone(), b"test secret", delivery),
        sessions: SessionService::new(store.clone(), shared, b"test secret"),
        store,
        clock,
        _db: db,
    }
}

impl Harness {
    /// Sends a code for `purpose` to `to` (past the last one's countdown) and reads it back
    /// from the console outbox.
    async fn code(&self, to: &str, channel: Channel, purpose: Purpose) -> String {
        self.clock.advance(COUNTDOWN_MODAL);
        self.otp
            .send(to, channel, purpose, None, COUNTDOWN_MODAL)
            .await
            .unwrap();
        let sent = delivery::outbox(&self.store, Some(to.into()), 1)
            .await
            .unwrap();
        // An e-mail's body follows its subject and a blank line.
        let text = sent[0].body.rsplit("\n\n").next().unwrap();
        text[..6].to_string()
    }

    async fn user(&self, role: &str) -> UserRow {
        let role = Role::parse(role).expect("a role");
        self.store
            .run(move |c| db::create_user(c, "Sravani Kota", EMAIL, PHONE, role, NOW))
            .await
            .unwrap()
    }

    async fn users(&self) -> usize {
        self.store
            .run(|c| Ok(db::user_by_phone(c, PHONE)?.into_iter().count()))
            .await
            .unwrap()
    }
}

fn wrong(code: &str) -> String {
    format!("{:06}", (code.parse::<u32>().unwrap() + 1) % 1_000_000)
}

fn field(e: CoreError) -> (String, String) {
    match e {
        CoreError::Validation { fields, .. } => fields
            .into_iter()
            .next()
            .map(|(field, said)| (field, said.english()))
            .unwrap(),
        other => panic!("expected a validation error, got {other:?}"),
    }
}

fn signup(sms_code: &str, email_code: &str) -> Signup {
    Signup {
        phone: "98765 43210".into(),
        phone_again: Some("+91 98765-43210".into()),
        full_name: " Sravani Kota ".into(),
        email: "Sravani@Example.in".into(),
        role: "owner".into(),
        accept_terms: true,
        sms_code: sms_code.into(),
        email_code: email_code.into(),
    }
}

#[test]
fn the_signup_form_answers_its_first_failing_rule() {
    let ok = signup(" 123456 ", "654321");
    let checked = account::check_signup(&ok).unwrap();
    assert_eq!(checked.phone, PHONE);
    assert_eq!(checked.full_name, "Sravani Kota");
    assert_eq!(checked.email, EMAIL);
    assert_eq!(checked.role, Role::Owner);
    assert_eq!(checked.sms_code, "123456");

    let fails = |f: fn(&mut Signup)| {
        let mut s = ok.clone();
        f(&mut s);
        field(account::check_signup(&s).unwrap_err())
    };
    let on = |f: &str, m: &str| (f.to_string(), m.to_string());
    assert_eq!(fails(|s| s.phone = "12345".into()).0, "identifier");
    assert_eq!(
        fails(|s| s.phone_again = Some("9876500000".into())),
        on("phone", "Phone number must be exactly 10 digits")
    );
    assert_eq!(fails(|s| s.full_name = "A".into()).0, "fullName");
    assert_eq!(fails(|s| s.email = "nope".into()).0, "email");
    assert_eq!(fails(|s| s.role = "admin".into()).0, "role");
    assert_eq!(
        fails(|s| s.accept_terms = false),
        on("acceptTerms", "Please accept the terms and conditions")
    );
    assert_eq!(
        fails(|s| s.sms_code = "12345".into()),
        on("code", "SMS OTP must be 6 digits")
    );
    assert_eq!(
        fails(|s| s.email_code = "abcdef".into()),
        on("emailCode", "Email OTP must be 6 digits")
    );
    // An empty repeat of the phone is no repeat.
    assert!(account::check_signup(&Signup {
        phone_again: Some(" ".into()),
        ..ok.clone()
    })
    .is_ok());
}

#[tokio::test]
async fn signing_up_needs_both_codes_and_signs_the_new_account_in() {
    let h = harness();
    let sms = h.code(PHONE, Channel::Sms, Purpose::Register).await;
    let mail = h.code(EMAIL, Channel::Email, Purpose::Register).await;

    let refused = account::register(&h.otp, &h.sessions, &signup(&sms, &wrong(&mail))).await;
    assert!(
        matches!(refused, Err(CoreError::OtpRejected { .. })),
        "{refused:?}"
    );
    assert_eq!(
        h.users().await,
        0,
        "nothing is stored unless everything checks out"
    );

    let sms = h.code(PHONE, Channel::Sms, Purpose::Register).await;
    let tokens = account::register(&h.otp, &h.sessions, &signup(&sms, &mail))
        .await
        .unwrap();
    assert_eq!(tokens.user.phone.as_deref(), Some(PHONE));
    assert_eq!(tokens.user.email.as_deref(), Some(EMAIL));
    assert_eq!(tokens.user.full_name, "Sravani Kota");
    assert_eq!(tokens.user.role, Role::Owner);
    let who = h.sessions.authenticate(&tokens.token).await.unwrap();
    assert_eq!(who.user.id, tokens.user.id);

    let sms = h.code(PHONE, Channel::Sms, Purpose::Register).await;
    let mail = h.code(EMAIL, Channel::Email, Purpose::Register).await;
    let again = account::register(&h.otp, &h.sessions, &signup(&sms, &mail)).await;
    assert!(
        matches!(again, Err(CoreError::Conflict { .. })),
        "{again:?}"
    );
}

#[tokio::test]
async fn a_typo_in_one_sign_up_code_leaves_the_other_valid() {
    let h = harness();
    let sms = h.code(PHONE, Channel::Sms, Purpose::Register).await;
    let mail = h.code(EMAIL, Channel::Email, Purpose::Register).await;
    let refused_on = |r: Result<_, CoreError>| match r {
        Err(CoreError::OtpRejected { code, fields, .. }) => {
            assert_eq!(code, "OTP_INVALID");
            fields
                .into_iter()
                .map(|(field, said)| (field, said.english()))
                .collect::<Vec<_>>()
        }
        other => panic!("{other:?}"),
    };
    let r = account::register(&h.otp, &h.sessions, &signup(&sms, &wrong(&mail))).await;
    assert_eq!(
        refused_on(r.map(|_| ())),
        [(
            "emailCode".to_string(),
            "Invalid email OTP. Please check the code and try again.".to_string()
        )]
    );
    let r = account::register(&h.otp, &h.sessions, &signup(&wrong(&sms), &mail)).await;
    assert_eq!(
        refused_on(r.map(|_| ())),
        [(
            "code".to_string(),
            "Invalid SMS OTP. Please check the code and try again.".to_string()
        )]
    );
    assert_eq!(h.users().await, 0);
    // Each wrong try counted on its own code only; both codes still work.
    let tokens = account::register(&h.otp, &h.sessions, &signup(&sms, &mail))
        .await
        .unwrap();
    assert_eq!(tokens.user.phone.as_deref(), Some(PHONE));
    // ...once.
    let again = account::register(&h.otp, &h.sessions, &signup(&sms, &mail)).await;
    assert!(
        matches!(again, Err(CoreError::OtpRejected { .. })),
        "{again:?}"
    );
}

#[tokio::test]
async fn a_login_code_opens_a_session_only_for_an_existing_account() {
    let h = harness();
    let code = h.code(PHONE, Channel::Sms, Purpose::Login).await;
    match signin::with_code(&h.otp, &h.sessions, PHONE, Channel::Sms, &code).await {
        Err(CoreError::Rejected { code, .. }) => assert_eq!(code, ACCOUNT_NOT_FOUND),
        other => panic!("{other:?}"),
    }

    let user = h.user("user").await;
    let code = h.code(PHONE, Channel::Sms, Purpose::Login).await;
    let bad = wrong(&code);
    let refused = signin::with_code(&h.otp, &h.sessions, PHONE, Channel::Sms, &bad).await;
    assert!(matches!(refused, Err(CoreError::OtpRejected { .. })));
    let tokens = signin::with_code(&h.otp, &h.sessions, PHONE, Channel::Sms, &code)
        .await
        .unwrap();
    assert_eq!(tokens.user.id, user.id);

    let code = h.code(EMAIL, Channel::Email, Purpose::Login).await;
    let tokens = signin::with_code(&h.otp, &h.sessions, EMAIL, Channel::Email, &code)
        .await
        .unwrap();
    assert_eq!(tokens.user.id, user.id);
}

#[tokio::test]
async fn only_an_admin_trades_an_admin_code_for_an_admin_session() {
    let h = harness();
    let code = h.code(PHONE, Channel::Sms, Purpose::AdminLogin).await;
    let nobody = signin::admin_with_code(&h.otp, &h.sessions, PHONE, &code).await;
    assert!(matches!(
        nobody,
        Err(CoreError::Forbidden {
            code: "FORBIDDEN",
            ..
        })
    ));

    let user = h.user("owner").await;
    let code = h.code(PHONE, Channel::Sms, Purpose::AdminLogin).await;
    let owner = signin::admin_with_code(&h.otp, &h.sessions, PHONE, &code).await;
    assert!(matches!(
        owner,
        Err(CoreError::Forbidden {
            code: "FORBIDDEN",
            ..
        })
    ));

    let id = user.id;
    h.store
        .run(move |c| {
            use crate::store::schema::users;
            use diesel::prelude::*;
            diesel::update(users::table.find(id))
                .set(users::role.eq(Role::Admin))
                .execute(c)?;
            Ok(())
        })
        .await
        .unwrap();
    let code = h.code(PHONE, Channel::Sms, Purpose::AdminLogin).await;
    let admin = signin::admin_with_code(&h.otp, &h.sessions, PHONE, &code)
        .await
        .unwrap();
    assert_eq!(admin.tokens.user.id, id);
    assert!(h
        .sessions
        .csrf_matches(admin.tokens.session_id, &admin.csrf_token));
}
