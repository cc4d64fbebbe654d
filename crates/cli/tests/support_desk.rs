//! `escapes otp resend|status` by e-mail and for the admin console, and `escapes property
//! find|show` with the owner, as support staff run them: the real binary on the demo data.

mod harness;

use harness::Escapes;

const OWNER: &str = "+919000000001";
const ADMIN: &str = "9000000000";

/// One seeded data dir for both scenarios: seeding the demo data is the slow part.
#[test]
fn codes_by_e_mail_and_listings_with_their_owner() {
    let e = Escapes::seeded();
    codes_go_by_e_mail_and_to_an_admin_phone(&e);
    properties_by_text_or_owner_phone_and_shown_with_the_owner(&e);
}

fn codes_go_by_e_mail_and_to_an_admin_phone(e: &Escapes) {
    let email = e.json(&["user", "show", OWNER])["email"]
        .as_str()
        .unwrap()
        .to_string();

    // By e-mail: to the address (any case), through the e-mail provider's outbox.
    let sent = e.json(&["otp", "resend", "--email", &email.to_uppercase()]);
    assert_eq!(sent["email"].as_str(), Some(email.as_str()));
    assert_eq!(sent["channel"], "email");
    assert_eq!(sent["forced"], false);
    let mail = e.json(&["outbox", "--to", &email]);
    assert_eq!(mail.as_array().unwrap().len(), 1, "{mail}");
    assert_eq!(mail[0]["channel"], "email");
    let refused = e.fails(&["otp", "resend", "--email", &email], 1);
    assert!(refused.contains("Too many attempts"), "{refused}");
    let forced = e.ok(&[
        "otp",
        "resend",
        "--email",
        &email,
        "--force",
        "--reason",
        "spam folder",
    ]);
    assert!(
        forced.contains("by e-mail") && forced.contains("audit trail"),
        "{forced}"
    );

    let status = e.json(&["otp", "status", "--email", &email]);
    assert_eq!(status["email"].as_str(), Some(email.as_str()));
    assert_eq!(status["sends"].as_array().unwrap().len(), 2);
    assert_eq!(status["user"]["phone"], OWNER);
    let table = e.ok(&["otp", "status", "--email", &email]);
    assert!(
        table.contains("e-mail") && table.contains(&email),
        "{table}"
    );
    assert!(e
        .fails(&["otp", "status", "--email", "nobody@example.in"], 1)
        .contains("nobody@example.in"));
    assert!(e
        .fails(&["otp", "resend", "--email", "nobody@example.in"], 1)
        .contains("No account with this e-mail: nobody@example.in"));
    e.fails(&["otp", "resend", "--email", "not-an-address"], 2);

    // Exactly one of --phone and --email.
    e.fails(&["otp", "resend"], 2);
    e.fails(&["otp", "resend", "--phone", OWNER, "--email", &email], 2);
    e.fails(&["otp", "status"], 2);

    // An admin sign-in code: by SMS only, to an admin only.
    let bad = e.fails(
        &["otp", "resend", "--email", &email, "--purpose", "admin"],
        2,
    );
    assert!(bad.contains("goes only to a phone"), "{bad}");
    assert!(e
        .fails(
            &["otp", "resend", "--phone", OWNER, "--purpose", "admin"],
            1
        )
        .contains("No admin account with this phone"));
    let admin = e.json(&["otp", "resend", "--phone", ADMIN, "--purpose", "admin"]);
    assert_eq!(admin["purpose"], "admin");
    assert_eq!(admin["phone"], "+919000000000");
    let status = e.json(&["otp", "status", "--phone", ADMIN]);
    assert_eq!(status["sends"][0]["purpose"], "admin");
    e.fails(&["otp", "resend", "--phone", ADMIN, "--purpose", "root"], 2);
}

fn properties_by_text_or_owner_phone_and_shown_with_the_owner(e: &Escapes) {
    let owner = e.json(&["user", "show", OWNER]);
    let listings = owner["listings"].as_array().unwrap();
    let slug = listings[0]["slug"].as_str().unwrap();
    let title = listings[0]["title"].as_str().unwrap();

    // By the owner's phone in any form: exactly their listings.
    let mine = e.json(&["property", "find", "90000 00001"]);
    assert_eq!(mine.as_array().unwrap().len(), listings.len(), "{mine}");
    assert!(mine
        .as_array()
        .unwrap()
        .iter()
        .all(|l| l["ownerPhone"] == OWNER));
    // By part of the title (any case), of the slug, or the locality.
    let word = title.split(' ').next().unwrap().to_uppercase();
    for text in [word.as_str(), slug, &slug[slug.len() - 6..]] {
        let found = e.json(&["property", "find", text]);
        assert!(
            found.as_array().unwrap().iter().any(|l| l["slug"] == slug),
            "{text}: {found}"
        );
    }
    let locality = e.json(&["property", "show", slug])["locationName"]
        .as_str()
        .unwrap()
        .to_lowercase();
    let in_locality = e.json(&["property", "find", &locality]);
    assert!(in_locality
        .as_array()
        .unwrap()
        .iter()
        .any(|l| l["slug"] == slug));
    let table = e.ok(&["property", "find", &locality]);
    assert!(
        table.contains(slug) && table.contains('₹') && table.contains(" IST"),
        "{table}"
    );
    assert!(e
        .ok(&["property", "find", "no such farm"])
        .contains("No listing matches"));
    assert!(e
        .json(&["property", "find", "50%_"])
        .as_array()
        .unwrap()
        .is_empty());
    e.fails(&["property", "find", "a"], 2);

    // show: by slug or id, with the owner's name, phone and e-mail.
    let shown = e.json(&["property", "show", slug]);
    assert_eq!(shown["slug"], slug);
    assert_eq!(shown["owner"]["phone"], OWNER);
    assert_eq!(shown["owner"]["email"], owner["email"]);
    assert_eq!(shown["owner"]["name"], owner["name"]);
    let by_id = e.json(&["property", "show", &shown["id"].to_string()]);
    assert_eq!(by_id["slug"], slug);
    let table = e.ok(&["property", "show", slug]);
    assert!(
        table.contains("owner phone")
            && table.contains(OWNER)
            && table.contains(owner["email"].as_str().unwrap()),
        "{table}"
    );
    assert!(e
        .fails(&["property", "show", "no-such-farm"], 1)
        .contains("No property matches no-such-farm"));
}
