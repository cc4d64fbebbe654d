use super::*;
use serde_json::json;

const NOW: i64 = 1_796_000_000;

#[test]
fn pages_keep_their_path_only() {
    assert_eq!(
        page_path("https://hyderabadescapes.in/property/alpha?utm=x#photos").as_deref(),
        Some("/property/alpha")
    );
    assert_eq!(
        page_path("https://hyderabadescapes.in").as_deref(),
        Some("/")
    );
    assert_eq!(
        page_path("/search?location=moinabad").as_deref(),
        Some("/search")
    );
    assert_eq!(page_path("javascript:alert(1)"), None);
    assert_eq!(page_path("/a\u{0}b"), None);
    assert_eq!(
        page_path(&format!("/{}", "x".repeat(500))).unwrap().len(),
        200
    );
}

#[test]
fn page_types_follow_the_route_table() {
    for (path, kind) in [
        ("/", "home"),
        ("/search", "search"),
        ("/farmhouses/moinabad", "locality"),
        ("/property/alpha-farm", "property"),
        ("/book/alpha-farm", "booking"),
        ("/owner/dashboard", "other"),
    ] {
        assert_eq!(page_type(path), kind, "{path}");
    }
}

#[test]
fn only_the_device_class_is_kept_of_a_user_agent() {
    assert_eq!(
        device(Some("Mozilla/5.0 (Linux; Android 14) Mobile Safari")),
        "mobile"
    );
    assert_eq!(
        device(Some("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")),
        "tablet"
    );
    assert_eq!(device(Some("Mozilla/5.0 (X11; Linux x86_64)")), "desktop");
    assert_eq!(device(None), "desktop");
}

#[test]
fn event_times_outside_the_window_become_the_arrival_time() {
    assert_eq!(occurred_at(Some(&json!((NOW - 60) * 1000)), NOW), NOW - 60);
    assert_eq!(
        occurred_at(Some(&json!("2026-11-01T10:00:00+05:30")), NOW),
        NOW
    );
    let hour_ago = chrono::DateTime::from_timestamp(NOW - 3_600, 0)
        .unwrap()
        .to_rfc3339();
    assert_eq!(occurred_at(Some(&json!(hour_ago)), NOW), NOW - 3_600);
    assert_eq!(
        occurred_at(Some(&json!((NOW - 8 * 86_400) * 1000)), NOW),
        NOW
    );
    assert_eq!(occurred_at(Some(&json!((NOW + 3_600) * 1000)), NOW), NOW);
    assert_eq!(occurred_at(Some(&json!("yesterday")), NOW), NOW);
    assert_eq!(occurred_at(None, NOW), NOW);
}

#[test]
fn an_opted_out_sender_keeps_nothing_but_bad_input_is_still_refused() {
    let body = json!({"events": [{"eventName": "user_logout", "sessionId": "abcdefgh1"}]});
    assert_eq!(
        events_of(&body, Sender::OptedOut, NOW).unwrap(),
        (vec![], 1)
    );
    let (rows, dropped) = events_of(&body, Sender::Tracked(7), NOW).unwrap();
    assert_eq!((rows.len(), dropped, rows[0].user_id), (1, 0, Some(7)));
    assert!(events_of(&json!({"events": {}}), Sender::OptedOut, NOW).is_err());
}
