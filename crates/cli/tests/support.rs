//! The support commands as staff run them: the real binary against a seeded temp data dir.

mod harness;

use harness::{block_on, Escapes};
use serde_json::Value;

const GUEST: &str = "+919000000101";

/// The codes the console provider "sent" to the demo guest, newest first.
fn outbox_codes(e: &Escapes) -> Vec<String> {
    let v = e.json(&["outbox", "--to", "9000000101"]);
    v.as_array()
        .unwrap()
        .iter()
        .map(|m| m["body"].as_str().unwrap()[..6].to_string())
        .collect()
}

#[test]
fn support_commands_on_the_demo_data() {
    let e = Escapes::seeded();

    // user find: any phone form, a table by default, JSON on request.
    let table = e.ok(&["user", "find", "9000000101"]);
    assert!(
        table.contains(GUEST) && table.contains("user") && table.contains("IST"),
        "{table}"
    );
    let found = e.json(&["user", "find", "+91 90000 00101"]);
    let found = found.as_array().unwrap();
    assert_eq!(found.len(), 1);
    assert_eq!(
        (found[0]["phone"].as_str(), found[0]["role"].as_str()),
        (Some(GUEST), Some("user"))
    );
    assert!(found[0]["joined"].as_str().unwrap().ends_with("+05:30"));
    let guest_id = found[0]["id"].as_i64().unwrap();
    let name = found[0]["name"].as_str().unwrap().to_string();
    let first_name = name.split(' ').next().unwrap().to_uppercase();
    let by_name = e.json(&["user", "find", &first_name]);
    assert!(
        by_name
            .as_array()
            .unwrap()
            .iter()
            .any(|u| u["id"].as_i64() == Some(guest_id)),
        "{by_name}"
    );

    // otp resend: the second within the countdown is refused with the API's message.
    let sent = e.ok(&["otp", "resend", "--phone", "9000000101"]);
    assert!(sent.contains(GUEST), "{sent}");
    let refused = e.fails(&["otp", "resend", "--phone", "9000000101"], 1);
    assert!(
        refused.contains("Too many attempts. Please wait"),
        "{refused}"
    );
    let usage = e.fails(&["otp", "resend", "--phone", "9000000101", "--force"], 2);
    assert!(usage.contains("--reason"), "{usage}");
    e.fails(
        &[
            "otp",
            "resend",
            "--phone",
            "9000000101",
            "--force",
            "--reason",
            "",
        ],
        2,
    );
    assert_eq!(outbox_codes(&e).len(), 1, "refused resends send nothing");

    // A forced resend goes, is audited, and lands in the dev outbox.
    let forced = e.json(&[
        "otp",
        "resend",
        "--phone",
        "9000000101",
        "--force",
        "--reason",
        "guest says no SMS came",
    ]);
    assert_eq!(forced["forced"], Value::Bool(true));
    let trail = block_on(escapes_core::audit::newest(&e.db(), 10)).unwrap();
    assert_eq!(trail.len(), 1);
    assert_eq!(
        (
            trail[0].actor.as_str(),
            trail[0].action.as_str(),
            trail[0].target_id.as_str(),
            trail[0].reason.as_str()
        ),
        (
            "asha.support",
            "otp.resend.forced",
            GUEST,
            "guest says no SMS came"
        )
    );
    assert_eq!(forced["auditId"].as_i64(), Some(trail[0].id));
    let codes = outbox_codes(&e);
    assert_eq!(codes.len(), 2);
    for text in [&sent, &forced.to_string()] {
        assert!(
            codes.iter().all(|c| !text.contains(c.as_str())),
            "a code was printed: {text}"
        );
    }

    // A third send within 15 minutes: the next unforced one must wait for the first to leave
    // the window, and the command says so (not the 30 s countdown), as the refusal then does.
    let third = e.ok(&[
        "otp",
        "resend",
        "--phone",
        "9000000101",
        "--force",
        "--reason",
        "still nothing",
    ]);
    assert!(
        third.contains("another may be sent in 15 min (at ") && third.contains(" IST)"),
        "{third}"
    );
    let refused = e.fails(&["otp", "resend", "--phone", "9000000101"], 1);
    assert!(refused.contains("Please wait 15 minutes"), "{refused}");

    // A code the app's sign-in dialog sent (no purpose: it serves a login or a sign-up) is
    // shown in the words of --purpose, not as "guest".
    block_on(async {
        let store = e.db();
        let clock: escapes_core::time::SharedClock =
            std::sync::Arc::new(escapes_core::time::SystemClock);
        let delivery = escapes_core::delivery::Delivery::console(store.clone(), clock.clone());
        escapes_core::auth::otp::OtpService::new(store, clock, b"a test key of 16+", delivery)
            .send(
                "+919000000102",
                escapes_core::auth::otp::Channel::Sms,
                escapes_core::auth::otp::Purpose::Guest,
                None,
                60,
            )
            .await
            .unwrap();
    });
    let dialog = e.ok(&["otp", "status", "--phone", "9000000102"]);
    assert!(
        dialog.contains("login or register") && !dialog.contains("guest"),
        "{dialog}"
    );
    let dialog = e.json(&["otp", "status", "--phone", "9000000102"]);
    assert_eq!(dialog["sends"][0]["purpose"], "login or register");

    // otp status: the sends, the state and the limits; never a code.
    let status_out = e.run(&["otp", "status", "--phone", "9000000101"]);
    assert!(status_out.status.success());
    let status = String::from_utf8_lossy(&status_out.stdout).to_string()
        + &String::from_utf8_lossy(&status_out.stderr);
    assert!(
        status.contains("live") && status.contains("sms") && status.contains("login"),
        "{status}"
    );
    // Three sends above (two of them forced): none left in this 15 minutes.
    assert!(status.contains("0 of 3 left per 15 min"), "{status}");
    assert!(
        codes.iter().all(|c| !status.contains(c.as_str())),
        "a code was printed: {status}"
    );
    let status = e.json(&["otp", "status", "--phone", GUEST]);
    // The two sends and the third forced one above.
    assert_eq!(status["sends"].as_array().unwrap().len(), 3);
    assert_eq!(
        (status["latest"].as_str(), status["failedTries"].as_i64()),
        (Some("live"), Some(0))
    );
    assert!(codes
        .iter()
        .all(|c| !status.to_string().contains(c.as_str())));

    // user show: the same sends, no sessions yet.
    let shown = e.json(&["user", "show", &guest_id.to_string()]);
    assert_eq!(shown["recentCodes"].as_array().unwrap().len(), 3);
    assert_eq!(
        (
            shown["activeSessions"].as_i64(),
            shown["lastSignIn"].is_null()
        ),
        (Some(0), true)
    );
    assert!(e
        .ok(&["user", "show", &guest_id.to_string()])
        .contains("active sessions"));

    // Unknown ids and bad input: a clear message and a non-zero exit.
    assert!(e
        .fails(&["user", "show", "999999"], 1)
        .contains("No user matches 999999"));
    e.fails(&["user", "show", "abc"], 2);
    assert!(e
        .fails(&["user", "find", "12345"], 2)
        .contains("Please enter a valid Indian mobile number"));
    assert!(e
        .fails(&["otp", "status", "--phone", "9876500099"], 1)
        .contains("No account or recent code for this phone: 9876500099"));
}

#[test]
fn admin_create_makes_and_promotes_admins() {
    let e = Escapes::seeded();
    let made = e.json(&[
        "admin",
        "create",
        "--phone",
        "98765 00000",
        "--email",
        "Ops@Example.in",
        "--name",
        "Ops Admin",
    ]);
    assert_eq!(
        (made["outcome"].as_str(), made["email"].as_str()),
        (Some("created"), Some("ops@example.in"))
    );
    let id = made["id"].as_i64().unwrap().to_string();
    assert_eq!(
        e.json(&["user", "show", &id])["role"].as_str(),
        Some("admin")
    );

    // A guest's phone: refused without --promote, promoted with it.
    let refused = e.fails(
        &[
            "admin",
            "create",
            "--phone",
            "9000000102",
            "--email",
            "x@example.in",
            "--name",
            "Some One",
        ],
        1,
    );
    assert!(refused.contains("--promote"), "{refused}");
    let guest = e.json(&["user", "find", "9000000102"])[0].clone();
    assert_eq!(guest["role"].as_str(), Some("user"));
    let email = guest["email"].as_str().unwrap();
    let promoted = e.ok(&[
        "admin",
        "create",
        "--phone",
        "9000000102",
        "--email",
        email,
        "--name",
        "Some One",
        "--promote",
    ]);
    assert!(promoted.contains("Admin promoted"), "{promoted}");
    assert_eq!(
        e.json(&["user", "show", &guest["id"].to_string()])["role"].as_str(),
        Some("admin")
    );

    // Every bad field at once (bad input: exit 2), and nothing made.
    let bad = e.fails(
        &[
            "admin", "create", "--phone", "123", "--email", "nope", "--name", "R2D2",
        ],
        2,
    );
    for msg in [
        "Please enter a valid Indian mobile number",
        "Email must be at least 5 characters",
        "Name can only contain letters and spaces",
    ] {
        assert!(bad.contains(msg), "{bad}");
    }
    assert!(e
        .json(&["user", "find", "Ops Admin"])
        .as_array()
        .is_some_and(|a| a.len() == 1));
}
