//! The `escapes` binary's shape, on an empty data dir: which flags each command's help lists, shell
//! completions, exit codes by class, and a reader of stdout that leaves early.

mod harness;

use harness::Escapes;

fn help(e: &Escapes, args: &[&str]) -> String {
    let mut all = args.to_vec();
    all.push("--help");
    e.ok(&all)
}

#[test]
fn each_command_lists_only_the_flags_it_uses() {
    let e = Escapes::empty();
    let show = help(&e, &["booking", "show"]);
    for own in ["<BOOKING>", "--json", "--data-dir", "--database-url"] {
        assert!(
            show.contains(own),
            "booking show --help lacks {own}:\n{show}"
        );
    }
    for server in [
        "--secret",
        "--smtp-url",
        "--listen",
        "--sms",
        "--razorpay-key-id",
        "--redis-url",
        "--web-dir",
        "--socket-heartbeat-ms",
    ] {
        assert!(
            !show.contains(server),
            "booking show --help lists {server}:\n{show}"
        );
    }

    let serve = help(&e, &["serve"]);
    for flag in [
        "--listen",
        "--web-dir",
        "--admin-dir",
        "--redis-url",
        "--allow-private-calendar-hosts",
        "--sms",
        "--smtp-url",
        "--payments",
        "--razorpay-key-secret",
        "--data-dir",
        "--secret",
    ] {
        assert!(serve.contains(flag), "serve --help lacks {flag}:\n{serve}");
    }

    // The commands that send through a provider take its flags; the top level lists none.
    let resend = help(&e, &["otp", "resend"]);
    assert!(
        resend.contains("--sms-gateway-url") && resend.contains("--smtp-url"),
        "{resend}"
    );
    assert!(
        !resend.contains("--listen") && !resend.contains("--razorpay"),
        "{resend}"
    );
    // The secret's explanation is in the help of the two commands that use it, and only there.
    assert!(
        resend.contains("--secret") && resend.contains("must share it"),
        "{resend}"
    );
    assert!(serve.contains("must share it"), "{serve}");
    let short = e.ok(&["serve", "-h"]);
    assert!(
        short.contains("--secret") && !short.contains("must share it"),
        "{short}"
    );
    for other in [
        &["audit"][..],
        &["user", "show"],
        &["otp", "status"],
        &["booking", "list"],
        &["db", "migrate"],
        &[],
    ] {
        let text = help(&e, other);
        assert!(
            !text.contains("--secret") && !text.contains("secret.key"),
            "{other:?} --help:\n{text}"
        );
    }
    let top = help(&e, &[]);
    assert!(
        !top.contains("--listen") && !top.contains("--smtp-url"),
        "{top}"
    );
}

#[test]
fn the_data_dir_may_come_before_or_after_the_command() {
    for (i, before) in [true, false].into_iter().enumerate() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().to_str().unwrap();
        let args = if before {
            vec!["--data-dir", path, "db", "migrate", "--json"]
        } else {
            vec!["db", "migrate", "--json", "--data-dir", path]
        };
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_escapes"))
            .args(&args)
            .env_remove("DATABASE_URL")
            .env_remove("ESCAPES_DATA_DIR")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{i}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert!(!v["applied"].as_array().unwrap().is_empty(), "{v}");
        assert!(dir.path().join("escapes.db").exists(), "{args:?}");
    }
}

#[test]
fn completions_for_bash_zsh_and_fish() {
    let e = Escapes::empty();
    let bash = e.ok(&["completions", "bash"]);
    assert!(
        bash.contains("booking") && bash.contains("--json") && bash.contains("_escapes"),
        "{}",
        &bash[..bash.len().min(500)]
    );
    for shell in ["zsh", "fish"] {
        let script = e.ok(&["completions", shell]);
        assert!(
            script.contains("booking") && script.contains("json"),
            "{shell}: {}",
            &script[..script.len().min(500)]
        );
    }
    e.fails(&["completions", "tcsh"], 2);
}

#[test]
fn exit_codes_say_not_found_1_and_bad_input_2() {
    let e = Escapes::empty();
    // Not found: 1, naming what was typed.
    let missing = e.fails(&["booking", "show", "HE-ZZZZZZ"], 1);
    assert!(
        missing.contains("No booking matches HE-ZZZZZZ"),
        "{missing}"
    );
    let missing = e.fails(&["property", "show", "no-such-farm"], 1);
    assert!(
        missing.contains("No property matches no-such-farm"),
        "{missing}"
    );
    // `user show` takes an id, a phone or an e-mail, so it names the key as typed.
    let missing = e.fails(&["user", "show", "999999"], 1);
    assert!(missing.contains("No user matches 999999"), "{missing}");
    let missing = e.fails(&["user", "show", "9876500099"], 1);
    assert!(missing.contains("No user matches 9876500099"), "{missing}");

    // Bad input: 2, from clap as from the core's field checks, with the field's message.
    e.fails(&["booking", "list"], 2);
    e.fails(&["booking", "show"], 2);
    e.fails(&["user", "show", "abc"], 2);
    let bad = e.fails(&["booking", "list", "--date", "05-12-2026"], 2);
    assert!(bad.contains("date: date must be yyyy-mm-dd"), "{bad}");
    let bad = e.fails(&["booking", "list", "--phone", "12345"], 2);
    assert!(bad.contains("valid Indian mobile number"), "{bad}");
    let bad = e.fails(&["outbox", "--limit", "0"], 2);
    assert!(bad.contains("limit: Limit must be between 1 and"), "{bad}");
    let bad = e.fails(
        &[
            "admin", "create", "--phone", "123", "--email", "nope", "--name", "R2D2",
        ],
        2,
    );
    assert!(
        bad.contains("phone: ") && bad.contains("email: ") && bad.contains("name: "),
        "{bad}"
    );

    // Refused for another reason (here: no outbox with a real SMS provider): 1.
    let refused = e.fails(
        &[
            "outbox",
            "--sms",
            "http",
            "--sms-gateway-url",
            "https://sms.example/send",
            "--sms-gateway-key",
            "k",
        ],
        1,
    );
    assert!(refused.contains("console providers"), "{refused}");
    assert!(!refused.contains("panicked"), "{refused}");
}

#[test]
fn a_reader_that_leaves_early_ends_the_command_quietly() {
    let e = Escapes::empty();
    // Reading one line of a long output, then closing (`escapes openapi | head -1`).
    let out = e.with_closed_pipe(&["openapi"], 1);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(
        !stderr.contains("panicked") && !stderr.contains("Broken pipe"),
        "{stderr}"
    );
    // Closed before the command writes anything.
    for args in [
        &["booking", "list", "--date", "2026-11-24"][..],
        &["completions", "bash"][..],
    ] {
        let out = e.with_closed_pipe(args, 0);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}
