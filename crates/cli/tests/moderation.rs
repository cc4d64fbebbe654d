//! `escapes user show|suspend|reinstate|revoke-sessions|role` and `escapes review hide|restore` as
//! support staff run them: the real binary against a seeded temp data dir, with what the commands
//! did read back through core (sessions, listings, the audit trail, the events handed to a
//! running server).

mod harness;

use escapes_core::ids::{SessionId, UserId};
use escapes_core::store::{events, session};
use escapes_core::Store;
use harness::{block_on, Escapes};
use serde_json::Value;

/// A demo owner with published listings, and a demo guest.
const OWNER: &str = "+919000000001";
const GUEST: &str = "+919000000101";

fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// Opens an app session for `user`, as a sign-in would; its id.
fn sign_in(store: &Store, user: i64, token: &str) -> SessionId {
    let token = token.to_string();
    block_on(store.run(move |c| {
        session::create_session(c, UserId::new(user), "app", &token, now(), now() + 3600)
    }))
    .unwrap()
}

/// Whether `id` still authenticates (neither revoked nor expired, its user not suspended).
fn authenticates(store: &Store, id: SessionId) -> bool {
    block_on(store.run(move |c| session::live_session_user(c, id, now())))
        .unwrap()
        .is_some()
}

/// The (kind, subject) of the events the commands left for a running server.
fn handed_to_server(store: &Store) -> Vec<(String, i64)> {
    block_on(store.run(|c| events::claim(c, now(), 1000)))
        .unwrap()
        .into_iter()
        .map(|(kind, subject, _)| (kind, subject))
        .collect()
}

fn status_of(e: &Escapes, slug: &str) -> String {
    e.json(&["property", "show", slug])["status"]
        .as_str()
        .unwrap()
        .to_string()
}

/// Seeding the demo data is the slow part, so the three scenarios share one data dir, in this
/// order (the first checks that nothing reached `domain_events` before it acts).
#[test]
fn support_desk_actions_on_the_demo_data() {
    let e = Escapes::seeded();
    suspends_reinstates_signs_out_and_changes_roles(&e);
    hides_and_restores_a_review(&e);
    resends_a_booking_confirmation(&e);
}

fn suspends_reinstates_signs_out_and_changes_roles(e: &Escapes) {
    let store = e.db();

    // show: by id, phone (any form) or e-mail (any case); the old fields stay, with the
    // suspension, sessions, bookings and an owner's listings beside them.
    let owner = e.json(&["user", "show", "90000 00001"]);
    let owner_id = owner["id"].as_i64().unwrap();
    let email = owner["email"].as_str().unwrap().to_string();
    for key in [
        owner_id.to_string(),
        email.to_uppercase(),
        OWNER.to_string(),
    ] {
        assert_eq!(e.json(&["user", "show", &key])["id"], owner["id"], "{key}");
    }
    for field in [
        "name",
        "role",
        "phone",
        "joined",
        "activeSessions",
        "lastSignIn",
        "recentCodes",
    ] {
        assert!(owner.get(field).is_some(), "{field}: {owner}");
    }
    assert_eq!(owner["role"], "owner");
    assert_eq!(owner["suspended"], false);
    assert!(owner["suspension"].is_null());
    let published: Vec<String> = owner["listings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["status"] == "published")
        .map(|l| l["slug"].as_str().unwrap().to_string())
        .collect();
    assert!(!published.is_empty(), "{owner}");
    let slug = published[0].clone();

    let session = sign_in(&store, owner_id, "owner-phone-token");
    let shown = e.json(&["user", "show", OWNER]);
    assert_eq!(shown["activeSessions"], 1);
    let sessions = shown["sessions"].as_array().unwrap();
    assert_eq!(sessions.len(), 1);
    assert_eq!(sessions[0]["id"].as_i64(), Some(session.get()));
    assert_eq!(sessions[0]["kind"], "app");
    assert!(sessions[0]["started"].as_str().unwrap().ends_with("+05:30"));
    let table = e.ok(&["user", "show", OWNER]);
    assert!(
        table.contains("Live sessions:")
            && table.contains("Listings:")
            && table.contains(&slug)
            && table.contains(" IST"),
        "{table}"
    );

    // A guest's bookings: newest first, ₹ with Indian grouping and IST in the table.
    let guest = e.json(&["user", "show", GUEST]);
    let guest_id = guest["id"].as_i64().unwrap();
    assert!(guest["listings"].as_array().unwrap().is_empty());
    let busy = e.json(&["booking", "list", "--status", "confirmed"])[0]["guest"]["phone"]
        .as_str()
        .unwrap()
        .to_string();
    let with_bookings = e.json(&["user", "show", &busy]);
    let bookings = with_bookings["bookings"].as_array().unwrap();
    assert!(
        !bookings.is_empty() && bookings.len() <= 20,
        "{with_bookings}"
    );
    assert!(bookings[0]["start"].as_str().unwrap().ends_with("+05:30"));
    let total = escapes_core::money::rupees_en_in(escapes_core::money::Paise::from_rupees(
        bookings[0]["total"].as_i64().unwrap(),
    ));
    let table = e.ok(&["user", "show", &busy]);
    assert!(
        table.contains(bookings[0]["code"].as_str().unwrap()) && table.contains(&total),
        "{table}"
    );
    for lines in [0, 1] {
        let piped = e.with_closed_pipe(&["user", "show", &busy], lines);
        assert_eq!(
            piped.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&piped.stderr)
        );
    }

    // Bad input is exit 2, an unknown user exit 1 naming what was typed.
    e.fails(&["user", "suspend", OWNER], 2);
    e.fails(&["user", "suspend", OWNER, "--reason", ""], 2);
    assert!(e
        .fails(&["user", "show", "Ravi"], 2)
        .contains("Give a user id, a phone number or an e-mail address"));
    assert!(e
        .fails(&["user", "suspend", "9876500099", "--reason", "x"], 1)
        .contains("No user matches 9876500099"));
    assert!(e
        .fails(&["user", "show", "nobody@example.in"], 1)
        .contains("No user matches nobody@example.in"));
    assert!(handed_to_server(&store).is_empty(), "nothing done yet");

    // suspend: the sessions end, the published listings are unlisted, audited, and the events
    // wait in domain_events for a running server.
    let done = e.json(&[
        "user",
        "suspend",
        OWNER,
        "--reason",
        "guests report a fake listing",
    ]);
    assert_eq!(done["suspended"], true);
    assert_eq!(done["userId"].as_i64(), Some(owner_id));
    assert_eq!(done["sessionsEnded"], 1);
    assert_eq!(done["recordedFor"], "asha.support");
    let unlisted: Vec<&str> = done["listings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    assert!(unlisted.contains(&slug.as_str()), "{done}");
    assert!(
        !authenticates(&store, session),
        "the session no longer signs in"
    );
    assert_eq!(status_of(e, &slug), "unlisted");
    let events = handed_to_server(&store);
    assert!(
        events.contains(&("sessions_ended".to_string(), owner_id)),
        "{events:?}"
    );
    assert!(
        events.iter().any(|(k, _)| k == "property_changed"),
        "{events:?}"
    );
    let trail = e.json(&["audit", "--user", OWNER]);
    assert_eq!(trail[0]["action"], "user.suspend");
    assert_eq!(trail[0]["reason"], "guests report a fake listing");
    assert_eq!(trail[0]["channel"], "cli");
    assert_eq!(trail[0]["id"], done["auditId"]);
    let shown = e.json(&["user", "show", OWNER]);
    assert_eq!(shown["suspended"], true);
    assert_eq!(
        shown["suspension"]["reason"],
        "guests report a fake listing"
    );
    assert_eq!(shown["activeSessions"], 0);
    assert!(e
        .ok(&["user", "show", OWNER])
        .contains("guests report a fake listing"));

    // A repeat is refused with the core's message and changes nothing.
    let again = e.fails(&["user", "suspend", OWNER, "--reason", "again"], 1);
    assert!(again.contains("already suspended"), "{again}");
    assert_eq!(
        e.json(&["audit", "--user", OWNER])
            .as_array()
            .unwrap()
            .len(),
        1
    );

    // reinstate: the listings the suspension took off come back.
    let text = e.ok(&["user", "reinstate", OWNER, "--reason", "owner verified"]);
    assert!(
        text.contains("Reinstated") && text.contains(&slug) && text.contains("audit trail"),
        "{text}"
    );
    assert_eq!(status_of(e, &slug), "published");
    assert_eq!(e.json(&["user", "show", OWNER])["suspended"], false);
    assert!(e
        .fails(&["user", "reinstate", OWNER, "--reason", "x"], 1)
        .contains("not suspended"));

    // revoke-sessions: every live session ends; the account stays usable.
    let guest_session = sign_in(&store, guest_id, "guest-laptop-token");
    let revoked = e.json(&[
        "user",
        "revoke-sessions",
        &guest_id.to_string(),
        "--reason",
        "lost phone",
    ]);
    assert_eq!(revoked["sessionsEnded"], 1);
    assert_eq!(revoked["suspended"], false);
    assert!(!authenticates(&store, guest_session));
    assert!(handed_to_server(&store).contains(&("sessions_ended".to_string(), guest_id)));

    // role: one of user, owner, admin (else exit 2, before anyone is looked up); the same role
    // again and an owner with live listings are refused (exit 1).
    let bad = e.fails(&["user", "role", GUEST, "boss", "--reason", "x"], 2);
    assert!(bad.contains("Role must be user, owner or admin"), "{bad}");
    e.fails(&["user", "role", "9876500099", "boss", "--reason", "x"], 2);
    e.fails(&["user", "role", GUEST, "owner"], 2);
    let promoted = e.json(&["user", "role", GUEST, "owner", "--reason", "lists a farm"]);
    assert_eq!(promoted["role"], "owner");
    assert!(e
        .fails(&["user", "role", GUEST, "owner", "--reason", "x"], 1)
        .contains("already has the owner role"));
    assert!(e
        .fails(&["user", "role", OWNER, "user", "--reason", "x"], 1)
        .contains("unlist them first"));
    let trail = e.json(&["audit", "--user", GUEST]);
    assert_eq!(trail[0]["action"], "user.role");
    assert_eq!(trail[0]["after"]["role"], "owner");
}

fn hides_and_restores_a_review(e: &Escapes) {
    let hidden = e.json(&["review", "hide", "1", "--reason", "abusive language"]);
    assert_eq!(hidden["reviewId"], 1);
    assert_eq!(hidden["hidden"], true);
    assert_eq!(hidden["recordedFor"], "asha.support");
    let property = hidden["propertyId"].as_i64().unwrap();
    assert!(property > 0);
    assert!(e
        .fails(&["review", "hide", "1", "--reason", "again"], 1)
        .contains("already hidden"));
    let text = e.ok(&["review", "restore", "1", "--reason", "the guest edited it"]);
    assert!(
        text.contains("Restored review 1") && text.contains("audit trail"),
        "{text}"
    );
    assert!(e
        .fails(&["review", "restore", "1", "--reason", "x"], 1)
        .contains("not hidden"));
    let trail = e.json(&["audit"]);
    let actions: Vec<&str> = trail.as_array().unwrap()[..2]
        .iter()
        .map(|r| r["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["review.restore", "review.hide"], "newest first");
    assert!(e
        .fails(&["review", "hide", "999999", "--reason", "x"], 1)
        .contains("No review matches 999999"));
    e.fails(&["review", "hide", "1"], 2);
    e.fails(&["review", "hide", "first", "--reason", "x"], 2);
    let events = handed_to_server(&e.db());
    assert!(
        events.contains(&("property_changed".to_string(), property)),
        "{events:?}"
    );
}

/// The first booking `booking list` shows with `status` whose stay starts after now.
fn upcoming(e: &Escapes, status: &str) -> Value {
    let now = chrono::Utc::now();
    // From today on: the stays already had (the reviewed ones go back months) come first by start.
    let today = escapes_core::time::today_ist(now).to_string();
    e.json(&["booking", "list", "--status", status, "--from", &today])
        .as_array()
        .unwrap()
        .iter()
        .find(|b| chrono::DateTime::parse_from_rfc3339(b["start"].as_str().unwrap()).unwrap() > now)
        .cloned()
        .unwrap_or_else(|| panic!("an upcoming {status} booking in the demo data"))
}

fn resends_a_booking_confirmation(e: &Escapes) {
    let confirmed = upcoming(e, "confirmed");
    let code = confirmed["code"].as_str().unwrap();
    let sent = e.json(&["booking", "resend-confirmation", &code.to_lowercase()]);
    assert_eq!(sent["code"], code);
    assert!(sent["messagesQueued"].as_i64().unwrap() >= 1, "{sent}");
    assert_eq!(sent["recordedFor"], "asha.support");
    // Again: a second resend is queued too, not swallowed.
    let text = e.ok(&["booking", "resend-confirmation", code]);
    assert!(
        text.contains(code) && text.contains("audit trail"),
        "{text}"
    );
    let trail = e.json(&["audit", "--booking", code]);
    assert_eq!(trail.as_array().unwrap().len(), 2, "{trail}");
    assert_eq!(trail[0]["action"], "booking.resend_confirmation");
    assert_eq!(trail[1]["id"], sent["auditId"]);

    let pending = upcoming(e, "pending");
    let refused = e.fails(
        &[
            "booking",
            "resend-confirmation",
            pending["code"].as_str().unwrap(),
        ],
        1,
    );
    assert!(refused.contains("only a confirmed booking"), "{refused}");
    assert!(e
        .fails(&["booking", "resend-confirmation", "HE-ZZZZZZ"], 1)
        .contains("No booking matches HE-ZZZZZZ"));
    e.fails(&["booking", "resend-confirmation"], 2);
}
