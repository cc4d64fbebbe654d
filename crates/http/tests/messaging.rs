//! Messaging through the real router, on SQLite and on PostgreSQL: conversations opened once per
//! guest and property, messages paged oldest to newest, idempotent sends, refusals that store
//! nothing, exact unread counts, archiving, blocking, and the message filters.

mod support;

use axum::http::StatusCode;
use serde_json::{json, Value};
use support::TestApp;

/// Owns Alpha Farm (1), Bravo Villa (2) and Charlie Estate (3).
const OWNER: &str = "+919000000001";

fn guest_phone(n: u32) -> String {
    format!("+9198765{n:05}")
}

/// A new guest account, signed in: (user id, token).
async fn guest(app: &TestApp, n: u32) -> (i64, String) {
    let id = app.add_user(&guest_phone(n), "Priya Sharma", None, "user");
    let session = app.sign_in(&guest_phone(n)).await;
    (id, session["token"].as_str().unwrap().to_string())
}

async fn owner(app: &TestApp) -> (i64, String) {
    let session = app.sign_in(OWNER).await;
    (
        session["user"]["id"].as_i64().unwrap(),
        session["token"].as_str().unwrap().to_string(),
    )
}

fn data(res: &support::Response, status: StatusCode) -> Value {
    assert_eq!(res.status, status, "{}", res.text);
    res.json()["data"].clone()
}

fn error_code(res: &support::Response) -> String {
    res.json()["error"]["code"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Opens (or gets) `token`'s conversation about `property`; its id.
async fn open(app: &TestApp, token: &str, property: i64) -> i64 {
    let res = app
        .call(
            "POST",
            "/api/v1/conversations",
            Some(token),
            Some(&json!({"propertyId": property})),
        )
        .await;
    assert!(
        res.status == StatusCode::CREATED || res.status == StatusCode::OK,
        "{}",
        res.text
    );
    res.json()["data"]["id"].as_i64().unwrap()
}

async fn send(app: &TestApp, token: &str, conversation: i64, body: &Value) -> support::Response {
    app.call(
        "POST",
        &format!("/api/v1/conversations/{conversation}/messages"),
        Some(token),
        Some(body),
    )
    .await
}

/// Sends `content` and expects it stored; the message.
async fn say(app: &TestApp, token: &str, conversation: i64, content: &str) -> Value {
    data(
        &send(app, token, conversation, &json!({"content": content})).await,
        StatusCode::CREATED,
    )
}

async fn unread(app: &TestApp, token: &str) -> i64 {
    let res = app
        .call("GET", "/api/v1/messages/unread-count", Some(token), None)
        .await;
    data(&res, StatusCode::OK)["unreadCount"].as_i64().unwrap()
}

async fn list(app: &TestApp, token: &str, uri: &str) -> Vec<Value> {
    data(
        &app.call("GET", uri, Some(token), None).await,
        StatusCode::OK,
    )
    .as_array()
    .unwrap()
    .clone()
}

/// Unread count of conversation `id` in `token`'s main list.
async fn listed_unread(app: &TestApp, token: &str, id: i64) -> i64 {
    let all = list(app, token, "/api/v1/conversations").await;
    all.iter()
        .find(|c| c["id"] == id)
        .unwrap_or_else(|| panic!("{id} not listed"))["unreadCount"]
        .as_i64()
        .unwrap()
}

fn stored_messages(app: &TestApp) -> i64 {
    use diesel::prelude::*;
    use escapes_core::store::schema::messages;
    app.store
        .run_blocking(|c| Ok(messages::table.count().get_result(c)?))
        .unwrap()
}

fn stored_conversations(app: &TestApp) -> i64 {
    use diesel::prelude::*;
    use escapes_core::store::schema::conversations;
    app.store
        .run_blocking(|c| Ok(conversations::table.count().get_result(c)?))
        .unwrap()
}

async fn getting_or_creating_twice_gives_one_conversation(app: TestApp) {
    let (guest_id, g) = guest(&app, 1).await;
    let (owner_id, o) = owner(&app).await;

    let res = app
        .call(
            "POST",
            "/api/v1/conversations",
            Some(&g),
            Some(&json!({"propertyId": 1})),
        )
        .await;
    let first = data(&res, StatusCode::CREATED);
    assert_eq!(first["property"]["id"], 1);
    assert_eq!(first["property"]["title"], "Alpha Farm");
    assert_eq!(first["property"]["slug"], "alpha-farm-moinabad");
    assert_eq!(
        first["property"]["image"],
        "/uploads/properties/1/1-480.jpg"
    );
    assert_eq!(
        first["otherParty"],
        json!({"id": owner_id, "fullName": "Ravi Kumar Reddy", "role": "owner"})
    );
    assert_eq!(first["myRole"], "guest");
    assert_eq!(first["guestId"], guest_id);
    assert_eq!(first["ownerId"], owner_id);
    assert_eq!(first["unreadCount"], 0);
    assert_eq!(first["archived"], false);
    assert_eq!(first["lastMessage"], Value::Null);
    assert_eq!(first["createdAt"], "2026-12-01T10:00:00+05:30");

    let res = app
        .call(
            "POST",
            "/api/v1/conversations",
            Some(&g),
            Some(&json!({"propertyId": 1})),
        )
        .await;
    let again = data(&res, StatusCode::OK);
    assert_eq!(again["id"], first["id"]);
    assert_eq!(stored_conversations(&app), 1);

    // The owner sees it from the other side, and cannot open one about their own property.
    let theirs = list(&app, &o, "/api/v1/conversations").await;
    assert_eq!(theirs.len(), 1);
    assert_eq!(theirs[0]["id"], first["id"]);
    assert_eq!(theirs[0]["myRole"], "owner");
    assert_eq!(theirs[0]["otherParty"]["id"], guest_id);
    assert!(
        theirs[0]["otherParty"].get("phone").is_none(),
        "no contact details"
    );
    let res = app
        .call(
            "GET",
            &format!("/api/v1/conversations/{}", first["id"]),
            Some(&o),
            None,
        )
        .await;
    assert_eq!(data(&res, StatusCode::OK)["id"], first["id"]);
    let res = app
        .call(
            "POST",
            "/api/v1/conversations",
            Some(&o),
            Some(&json!({"propertyId": 1})),
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    assert_eq!(error_code(&res), "OWN_PROPERTY");

    // Bad requests open nothing.
    let res = app
        .call(
            "POST",
            "/api/v1/conversations",
            Some(&g),
            Some(&json!({"propertyId": 999})),
        )
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    let res = app
        .call("POST", "/api/v1/conversations", Some(&g), Some(&json!({})))
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        res.json()["error"]["fields"]["propertyId"],
        "propertyId is required"
    );
    let res = app
        .call(
            "POST",
            "/api/v1/conversations",
            Some(&g),
            Some(&json!({"propertyId": "two"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    let res = app
        .request(
            axum::http::Request::post("/api/v1/conversations")
                .header("content-type", "application/json")
                .header("authorization", format!("Bearer {g}"))
                .body(axum::body::Body::from("{\"propertyId\": 1"))
                .unwrap(),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(error_code(&res), "VALIDATION_FAILED");
    let res = app
        .call(
            "POST",
            "/api/v1/conversations",
            None,
            Some(&json!({"propertyId": 2})),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    assert_eq!(stored_conversations(&app), 1);
}

async fn messages_are_sent_and_paged_oldest_to_newest(app: TestApp) {
    let (guest_id, g) = guest(&app, 1).await;
    let (owner_id, o) = owner(&app).await;
    let c = open(&app, &g, 1).await;

    let first = say(&app, &g, c, "  Is the pool heated in December?  ").await;
    assert_eq!(first["content"], "Is the pool heated in December?");
    assert_eq!(
        first["messageType"], "inquiry",
        "a guest's first message is an inquiry"
    );
    assert_eq!(first["conversationId"], c);
    assert_eq!(first["senderId"], guest_id);
    assert_eq!(first["recipientId"], owner_id);
    assert_eq!(first["propertyId"], 1);
    assert_eq!(first["deliveryStatus"], "delivered");
    assert_eq!(first["isRead"], false);
    assert_eq!(first["readAt"], Value::Null);
    assert_eq!(first["readBy"], Value::Null);
    assert_eq!(first["mediaUrl"], Value::Null);
    assert_eq!(first["createdAt"], "2026-12-01T10:00:00+05:30");
    assert_eq!(first["deliveredAt"], "2026-12-01T10:00:00+05:30");

    app.clock.advance(60);
    let reply = say(&app, &o, c, "Yes, it is heated from 9 am.").await;
    assert_eq!(
        reply["messageType"], "text",
        "an owner's reply is not an inquiry"
    );
    assert_eq!(reply["recipientId"], guest_id);
    let mut sent = vec![first["id"].clone(), reply["id"].clone()];
    for n in 0..3 {
        app.clock.advance(60);
        let m = say(&app, &g, c, &format!("Follow-up {n}")).await;
        assert_eq!(m["messageType"], "text", "only the first is an inquiry");
        sent.push(m["id"].clone());
    }
    let image = data(
        &send(&app, &g, c, &json!({"content": "The gate", "messageType": "image", "mediaUrl": "/uploads/chat/gate.jpg"})).await,
        StatusCode::CREATED,
    );
    assert_eq!(image["messageType"], "image");
    assert_eq!(image["mediaUrl"], "/uploads/chat/gate.jpg");
    sent.push(image["id"].clone());

    // Pages of two, by cursor, oldest first.
    let mut seen = Vec::new();
    let mut cursor: Option<String> = None;
    let mut pages = 0;
    loop {
        let uri = match &cursor {
            Some(cur) => format!("/api/v1/conversations/{c}/messages?limit=2&cursor={cur}"),
            None => format!("/api/v1/conversations/{c}/messages?limit=2"),
        };
        let res = app.call("GET", &uri, Some(&o), None).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        let body = res.json();
        pages += 1;
        let page = body["data"].as_array().unwrap();
        assert!(page.len() <= 2);
        seen.extend(page.iter().map(|m| m["id"].clone()));
        assert_eq!(body["meta"]["limit"], 2);
        match body["meta"]["nextCursor"].as_str() {
            Some(next) => {
                assert_eq!(body["meta"]["hasMore"], true);
                cursor = Some(next.to_string());
            }
            None => {
                assert_eq!(body["meta"]["hasMore"], false);
                break;
            }
        }
    }
    assert_eq!(seen, sent);
    assert_eq!(pages, 3);
    // Polling after the newest message finds nothing new.
    let last = sent.last().unwrap();
    let res = app
        .call(
            "GET",
            &format!("/api/v1/conversations/{c}/messages?cursor={last}"),
            Some(&g),
            None,
        )
        .await;
    assert_eq!(data(&res, StatusCode::OK), json!([]));
    let res = app
        .call(
            "GET",
            &format!("/api/v1/conversations/{c}/messages?cursor=abc"),
            Some(&g),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert!(res.json()["error"]["fields"]["cursor"].is_string());
    let res = app
        .call(
            "GET",
            &format!("/api/v1/conversations/{c}/messages?limit=0"),
            Some(&g),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);

    // The list shows the latest message.
    let mine = list(&app, &g, "/api/v1/conversations").await;
    assert_eq!(mine[0]["lastMessage"]["id"], image["id"]);
    assert_eq!(mine[0]["lastMessageAt"], "2026-12-01T10:04:00+05:30");
}

async fn a_repeated_client_message_id_is_a_duplicate(app: TestApp) {
    let (_, g) = guest(&app, 1).await;
    let (_, o) = owner(&app).await;
    let c = open(&app, &g, 1).await;
    let stored = data(
        &send(
            &app,
            &g,
            c,
            &json!({"content": "Hello!", "clientMessageId": "tab1-0001"}),
        )
        .await,
        StatusCode::CREATED,
    );
    assert_eq!(stored["clientMessageId"], "tab1-0001");

    for (uri, body) in [
        (
            format!("/api/v1/conversations/{c}/messages"),
            json!({"content": "Hello again", "clientMessageId": "tab1-0001"}),
        ),
        (
            "/api/v1/messages".to_string(),
            json!({"conversationId": c, "content": "Hello!", "clientMessageId": "tab1-0001"}),
        ),
    ] {
        let res = app.call("POST", &uri, Some(&g), Some(&body)).await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
        let body = res.json();
        assert_eq!(body["success"], false);
        assert_eq!(body["error"]["code"], "DUPLICATE_MESSAGE");
        assert_eq!(body["data"], stored, "the stored message, unchanged");
    }
    assert_eq!(stored_messages(&app), 1);
    assert_eq!(unread(&app, &o).await, 1, "a duplicate counts once");

    // The id is the sender's own: someone else may use the same one.
    let res = send(
        &app,
        &o,
        c,
        &json!({"content": "Hi Priya", "clientMessageId": "tab1-0001"}),
    )
    .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!(stored_messages(&app), 2);
}

async fn bad_content_is_refused_and_nothing_is_stored(app: TestApp) {
    let (_, g) = guest(&app, 1).await;
    let c = open(&app, &g, 1).await;
    for body in [
        json!({"content": ""}),
        json!({"content": "   \n\t "}),
        json!({}),
        json!({"content": "x".repeat(4_001)}),
    ] {
        let res = send(&app, &g, c, &body).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
        assert_eq!(error_code(&res), "VALIDATION_FAILED");
        assert!(
            res.json()["error"]["fields"]["content"].is_string(),
            "{}",
            res.text
        );
    }
    let res = send(&app, &g, c, &json!({"content": "x".repeat(4_001)})).await;
    assert_eq!(
        res.json()["error"]["fields"]["content"],
        "Message cannot exceed 4,000 characters"
    );
    let res = send(&app, &g, c, &json!({"content": ""})).await;
    assert_eq!(res.json()["message"], "Message cannot be empty");
    for body in [
        json!({"content": "hi", "messageType": "sms"}),
        json!({"content": "hi", "messageType": "image"}),
        json!({"content": "hi", "mediaUrl": "https://example.in/a.jpg"}),
        json!({"content": "hi", "clientMessageId": "x".repeat(101)}),
        json!({"content": 42}),
        json!({"content": "The gate", "messageType": "image", "mediaUrl": "/uploads/../api/dev/outbox"}),
        // A NUL byte was a 500 on PostgreSQL.
        json!({"content": "hi\u{0}there"}),
    ] {
        let res = send(&app, &g, c, &body).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{body}: {}", res.text);
    }
    let res = send(&app, &g, c, &json!({"content": "bell\u{7}"})).await;
    assert_eq!(
        res.json()["error"]["fields"]["content"],
        "content cannot contain control characters"
    );
    let res = app
        .request(
            axum::http::Request::post(format!("/api/v1/conversations/{c}/messages"))
                .header("content-type", "application/json")
                .header("authorization", format!("Bearer {g}"))
                .body(axum::body::Body::from("{\"content\": \"unterminated"))
                .unwrap(),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["message"], "The request body is not valid JSON");
    // POST /messages checks the content before opening a conversation.
    let res = app
        .call(
            "POST",
            "/api/v1/messages",
            Some(&g),
            Some(&json!({"propertyId": 2, "content": " "})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(stored_messages(&app), 0);
    assert_eq!(stored_conversations(&app), 1);

    // 4,000 characters (not bytes) is the limit.
    let res = send(&app, &g, c, &json!({"content": "అ".repeat(4_000)})).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!(stored_messages(&app), 1);
}

async fn someone_elses_conversation_is_not_found_like_an_unknown_one(app: TestApp) {
    let (_, a) = guest(&app, 1).await;
    let (_, b) = guest(&app, 2).await;
    let c = open(&app, &a, 1).await;
    let m = say(&app, &a, c, "Private question").await;
    let unknown = 9_999;

    let calls = |id: i64| {
        vec![
            ("GET", format!("/api/v1/conversations/{id}"), None),
            ("GET", format!("/api/v1/conversations/{id}/messages"), None),
            (
                "POST",
                format!("/api/v1/conversations/{id}/messages"),
                Some(json!({"content": "Let me in"})),
            ),
            ("POST", format!("/api/v1/conversations/{id}/read"), None),
            ("POST", format!("/api/v1/conversations/{id}/archive"), None),
            (
                "POST",
                format!("/api/v1/conversations/{id}/unarchive"),
                None,
            ),
            (
                "POST",
                "/api/v1/messages".to_string(),
                Some(json!({"conversationId": id, "content": "Let me in"})),
            ),
        ]
    };
    for ((method, theirs, body), (_, none, _)) in calls(c).into_iter().zip(calls(unknown)) {
        let r1 = app.call(method, &theirs, Some(&b), body.as_ref()).await;
        let r2 = app.call(method, &none, Some(&b), body.as_ref()).await;
        assert_eq!(
            r1.status,
            StatusCode::NOT_FOUND,
            "{method} {theirs}: {}",
            r1.text
        );
        assert_eq!(
            r1.text, r2.text,
            "{method} {theirs} tells nothing more than an unknown id"
        );
    }
    let r1 = app
        .call(
            "PATCH",
            &format!("/api/v1/messages/{}/read", m["id"]),
            Some(&b),
            None,
        )
        .await;
    let r2 = app
        .call(
            "PATCH",
            &format!("/api/v1/messages/{unknown}/read"),
            Some(&b),
            None,
        )
        .await;
    assert_eq!(r1.status, StatusCode::NOT_FOUND);
    assert_eq!(r1.text, r2.text);
    let res = app
        .call("GET", "/api/v1/conversations/abc/messages", Some(&b), None)
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert!(list(&app, &b, "/api/v1/messages").await.is_empty());
    assert!(list(&app, &b, "/api/v1/conversations").await.is_empty());

    // Nothing changed for the participants.
    assert_eq!(stored_messages(&app), 1);
    let (_, o) = owner(&app).await;
    assert_eq!(unread(&app, &o).await, 1);
    assert_eq!(list(&app, &a, "/api/v1/conversations").await.len(), 1);
}

async fn unread_counts_are_exact_per_conversation_and_per_user(app: TestApp) {
    let (_, g1) = guest(&app, 1).await;
    let (_, g2) = guest(&app, 2).await;
    let (_, o) = owner(&app).await;
    let alpha1 = open(&app, &g1, 1).await;
    let bravo1 = open(&app, &g1, 2).await;
    let alpha2 = open(&app, &g2, 1).await;
    say(&app, &g1, alpha1, "One").await;
    say(&app, &g1, alpha1, "Two").await;
    say(&app, &g1, bravo1, "Three").await;
    let mut g2_sent = Vec::new();
    for text in ["Four", "Five", "Six"] {
        g2_sent.push(say(&app, &g2, alpha2, text).await);
    }

    assert_eq!(unread(&app, &o).await, 6);
    assert_eq!(listed_unread(&app, &o, alpha1).await, 2);
    assert_eq!(listed_unread(&app, &o, bravo1).await, 1);
    assert_eq!(listed_unread(&app, &o, alpha2).await, 3);
    assert_eq!(
        unread(&app, &g1).await,
        0,
        "one's own messages are not unread"
    );
    assert_eq!(listed_unread(&app, &g1, alpha1).await, 0);

    let reply = say(&app, &o, alpha2, "Welcome!").await;
    assert_eq!(unread(&app, &g2).await, 1);
    assert_eq!(unread(&app, &g1).await, 0);
    assert_eq!(unread(&app, &o).await, 6);

    // One message read.
    let res = app
        .call(
            "PATCH",
            &format!("/api/v1/messages/{}/read", g2_sent[0]["id"]),
            Some(&o),
            None,
        )
        .await;
    let read = data(&res, StatusCode::OK);
    assert_eq!(read["message"]["isRead"], true);
    assert_eq!(read["message"]["deliveryStatus"], "read");
    assert_eq!(read["message"]["readAt"], "2026-12-01T10:00:00+05:30");
    assert!(read["message"]["readBy"].is_i64());
    assert_eq!(read["unreadCount"], 5);
    assert_eq!(read["conversationUnreadCount"], 2);
    // Again: nothing changes.
    let res = app
        .call(
            "PATCH",
            &format!("/api/v1/messages/{}/read", g2_sent[0]["id"]),
            Some(&o),
            None,
        )
        .await;
    assert_eq!(data(&res, StatusCode::OK)["unreadCount"], 5);
    // One's own sent message is not one's to mark.
    let res = app
        .call(
            "PATCH",
            &format!("/api/v1/messages/{}/read", reply["id"]),
            Some(&o),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert_eq!(error_code(&res), "NOT_RECIPIENT");
    assert_eq!(unread(&app, &g2).await, 1);
    assert_eq!(listed_unread(&app, &o, alpha2).await, 2);

    // A whole conversation read.
    app.clock.advance(300);
    let res = app
        .call(
            "POST",
            &format!("/api/v1/conversations/{alpha1}/read"),
            Some(&o),
            None,
        )
        .await;
    let marked = data(&res, StatusCode::OK);
    assert_eq!(marked["messageIds"].as_array().unwrap().len(), 2);
    assert_eq!(marked["readAt"], "2026-12-01T10:05:00+05:30");
    assert_eq!(marked["unreadCount"], 3);
    assert_eq!(
        marked["conversations"],
        json!([{"conversationId": alpha1, "unreadCount": 0}])
    );
    assert_eq!(unread(&app, &o).await, 3);
    assert_eq!(listed_unread(&app, &o, alpha1).await, 0);
    assert_eq!(listed_unread(&app, &o, bravo1).await, 1);
    let thread = list(
        &app,
        &g1,
        &format!("/api/v1/conversations/{alpha1}/messages"),
    )
    .await;
    assert!(thread.iter().all(|m| m["isRead"] == true
        && m["deliveryStatus"] == "read"
        && m["readAt"] == "2026-12-01T10:05:00+05:30"));
    // Reading again marks nothing.
    let res = app
        .call(
            "POST",
            &format!("/api/v1/conversations/{alpha1}/read"),
            Some(&o),
            None,
        )
        .await;
    assert_eq!(data(&res, StatusCode::OK)["messageIds"], json!([]));

    // The guest reads the reply; the owner's counts do not move.
    let res = app
        .call(
            "POST",
            &format!("/api/v1/conversations/{alpha2}/read"),
            Some(&g2),
            None,
        )
        .await;
    assert_eq!(data(&res, StatusCode::OK)["unreadCount"], 0);
    assert_eq!(unread(&app, &g2).await, 0);
    assert_eq!(unread(&app, &o).await, 3);
    let all: i64 = list(&app, &o, "/api/v1/conversations")
        .await
        .iter()
        .map(|c| c["unreadCount"].as_i64().unwrap())
        .sum();
    assert_eq!(all, 3);
}

async fn archiving_moves_a_conversation_between_the_lists(app: TestApp) {
    let (_, g) = guest(&app, 1).await;
    let (_, o) = owner(&app).await;
    let alpha = open(&app, &g, 1).await;
    app.clock.advance(60);
    let bravo = open(&app, &g, 2).await;
    let ids = |v: Vec<Value>| {
        v.iter()
            .map(|c| c["id"].as_i64().unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        ids(list(&app, &g, "/api/v1/conversations").await),
        [bravo, alpha],
        "latest first"
    );
    app.clock.advance(60);
    say(&app, &g, alpha, "Still there?").await;
    assert_eq!(
        ids(list(&app, &g, "/api/v1/conversations").await),
        [alpha, bravo],
        "a new message moves it up"
    );

    let res = app
        .call(
            "POST",
            &format!("/api/v1/conversations/{alpha}/archive"),
            Some(&g),
            None,
        )
        .await;
    assert_eq!(data(&res, StatusCode::OK)["archived"], true);
    assert_eq!(ids(list(&app, &g, "/api/v1/conversations").await), [bravo]);
    let archived = list(&app, &g, "/api/v1/conversations/archived").await;
    assert_eq!(ids(archived.clone()), [alpha]);
    assert_eq!(archived[0]["archived"], true);
    // Archiving is per side: the owner still has both.
    assert_eq!(list(&app, &o, "/api/v1/conversations").await.len(), 2);
    assert!(list(&app, &o, "/api/v1/conversations/archived")
        .await
        .is_empty());
    // Archived messages still count as unread, and the list says so.
    say(&app, &o, alpha, "Yes!").await;
    assert_eq!(unread(&app, &g).await, 1);
    assert_eq!(
        list(&app, &g, "/api/v1/conversations/archived").await[0]["unreadCount"],
        1
    );
    // Twice is the same as once.
    let res = app
        .call(
            "POST",
            &format!("/api/v1/conversations/{alpha}/archive"),
            Some(&g),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK);

    let res = app
        .call(
            "POST",
            &format!("/api/v1/conversations/{alpha}/unarchive"),
            Some(&g),
            None,
        )
        .await;
    assert_eq!(data(&res, StatusCode::OK)["archived"], false);
    assert_eq!(
        ids(list(&app, &g, "/api/v1/conversations").await),
        [alpha, bravo]
    );
    assert!(list(&app, &g, "/api/v1/conversations/archived")
        .await
        .is_empty());
    let res = app
        .call(
            "GET",
            "/api/v1/conversations/archived?perPage=1",
            Some(&g),
            None,
        )
        .await;
    assert_eq!(
        res.json()["meta"],
        json!({"page": 1, "perPage": 1, "total": 0})
    );
}

async fn a_block_stops_messages_to_the_blocker_until_lifted(app: TestApp) {
    let (guest_id, g) = guest(&app, 1).await;
    let (owner_id, o) = owner(&app).await;
    let c = open(&app, &g, 1).await;
    say(&app, &g, c, "Hello").await;

    let res = app
        .call(
            "POST",
            "/api/v1/users/block",
            Some(&o),
            Some(&json!({"userId": guest_id, "reason": "  Spam  "})),
        )
        .await;
    let block = data(&res, StatusCode::OK);
    assert_eq!(block["userId"], guest_id);
    assert_eq!(block["reason"], "Spam");
    assert_eq!(block["blockedBy"], owner_id);
    // Blocking again keeps the first block.
    let res = app
        .call(
            "POST",
            "/api/v1/users/block",
            Some(&o),
            Some(&json!({"userId": guest_id, "reason": "again"})),
        )
        .await;
    assert_eq!(data(&res, StatusCode::OK)["reason"], "Spam");

    let res = send(&app, &g, c, &json!({"content": "Why no answer?"})).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    assert_eq!(error_code(&res), "BLOCKED_BY_RECIPIENT");
    let res = send(&app, &o, c, &json!({"content": "Sorry"})).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert_eq!(error_code(&res), "RECIPIENT_BLOCKED");
    let res = app
        .call(
            "POST",
            "/api/v1/conversations",
            Some(&g),
            Some(&json!({"propertyId": 2})),
        )
        .await;
    assert_eq!(
        res.status,
        StatusCode::FORBIDDEN,
        "no new conversation with the blocker"
    );
    let res = app
        .call(
            "POST",
            "/api/v1/messages",
            Some(&g),
            Some(&json!({"propertyId": 1, "content": "Hello?"})),
        )
        .await;
    assert_eq!(error_code(&res), "BLOCKED_BY_RECIPIENT");
    assert_eq!(stored_messages(&app), 1);
    assert_eq!(stored_conversations(&app), 1);

    let res = app
        .call(
            "GET",
            &format!("/api/v1/users/blocked/check/{guest_id}"),
            Some(&o),
            None,
        )
        .await;
    assert_eq!(
        data(&res, StatusCode::OK),
        json!({"userId": guest_id, "isBlocked": true, "blockedByMe": true, "blockedByThem": false, "reason": "Spam"})
    );
    let res = app
        .call(
            "GET",
            &format!("/api/v1/users/blocked/check/{owner_id}"),
            Some(&g),
            None,
        )
        .await;
    assert_eq!(
        data(&res, StatusCode::OK),
        json!({"userId": owner_id, "isBlocked": true, "blockedByMe": false, "blockedByThem": true, "reason": null})
    );
    let view = &list(&app, &o, "/api/v1/conversations").await[0];
    assert_eq!(
        (view["blockedByMe"].clone(), view["blockedByThem"].clone()),
        (json!(true), json!(false))
    );

    // Refusals.
    for (body, status) in [
        (json!({"userId": owner_id}), StatusCode::BAD_REQUEST),
        (json!({}), StatusCode::BAD_REQUEST),
        (json!({"userId": 99_999}), StatusCode::NOT_FOUND),
        (
            json!({"userId": guest_id, "reason": "x".repeat(501)}),
            StatusCode::BAD_REQUEST,
        ),
    ] {
        let res = app
            .call("POST", "/api/v1/users/block", Some(&o), Some(&body))
            .await;
        assert_eq!(res.status, status, "{body}: {}", res.text);
    }
    assert_eq!(
        app.call("GET", "/api/v1/users/blocked/check/99999", Some(&o), None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.call("DELETE", "/api/v1/users/block/99999", Some(&o), None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.call(
            "POST",
            "/api/v1/users/block",
            None,
            Some(&json!({"userId": 1}))
        )
        .await
        .status,
        StatusCode::UNAUTHORIZED
    );

    // The blocked user lifting nothing changes nothing.
    let res = app
        .call(
            "DELETE",
            &format!("/api/v1/users/block/{owner_id}"),
            Some(&g),
            None,
        )
        .await;
    assert_eq!(data(&res, StatusCode::OK)["wasBlocked"], false);
    assert_eq!(
        send(&app, &g, c, &json!({"content": "Please"}))
            .await
            .status,
        StatusCode::FORBIDDEN
    );

    let res = app
        .call(
            "DELETE",
            &format!("/api/v1/users/block/{guest_id}"),
            Some(&o),
            None,
        )
        .await;
    assert_eq!(
        data(&res, StatusCode::OK),
        json!({"userId": guest_id, "unblockedBy": owner_id, "wasBlocked": true})
    );
    assert_eq!(
        send(&app, &g, c, &json!({"content": "Thanks for unblocking"}))
            .await
            .status,
        StatusCode::CREATED
    );
    assert_eq!(
        send(&app, &o, c, &json!({"content": "Sorry about that"}))
            .await
            .status,
        StatusCode::CREATED
    );
    let res = app
        .call(
            "GET",
            &format!("/api/v1/users/blocked/check/{owner_id}"),
            Some(&g),
            None,
        )
        .await;
    assert_eq!(data(&res, StatusCode::OK)["isBlocked"], false);
}

async fn messages_are_filtered_and_sent_by_property(app: TestApp) {
    let (guest_id, g) = guest(&app, 1).await;
    let (_, o) = owner(&app).await;

    // A guest writes about a property without opening the conversation first.
    let res = app
        .call(
            "POST",
            "/api/v1/messages",
            Some(&g),
            Some(&json!({"propertyId": 1, "content": "Free on the 5th?"})),
        )
        .await;
    let inquiry = data(&res, StatusCode::CREATED);
    assert_eq!(inquiry["messageType"], "inquiry");
    let alpha = inquiry["conversationId"].as_i64().unwrap();
    assert_eq!(open(&app, &g, 1).await, alpha);
    say(&app, &g, alpha, "For 12 people").await;
    // The owner answers by property and guest.
    let res = app
        .call(
            "POST",
            "/api/v1/messages",
            Some(&o),
            Some(&json!({"propertyId": 1, "recipientId": guest_id, "content": "Yes, it is free."})),
        )
        .await;
    assert_eq!(data(&res, StatusCode::CREATED)["conversationId"], alpha);
    let res = app
        .call(
            "POST",
            "/api/v1/messages",
            Some(&o),
            Some(&json!({"propertyId": 1, "content": "Hi"})),
        )
        .await;
    assert_eq!(
        res.status,
        StatusCode::BAD_REQUEST,
        "the owner names the guest"
    );
    let res = app
        .call(
            "POST",
            "/api/v1/messages",
            Some(&o),
            Some(&json!({"propertyId": 2, "recipientId": guest_id, "content": "Hi"})),
        )
        .await;
    assert_eq!(
        res.status,
        StatusCode::NOT_FOUND,
        "an owner cannot open a conversation"
    );
    let res = app
        .call(
            "POST",
            "/api/v1/messages",
            Some(&g),
            Some(&json!({"content": "To whom?"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    let bravo = open(&app, &g, 2).await;
    say(&app, &g, bravo, "Is Bravo pet friendly?").await;
    app.call(
        "POST",
        &format!("/api/v1/conversations/{alpha}/read"),
        Some(&o),
        None,
    )
    .await;

    let count = |uri: &'static str| {
        let (app, o) = (&app, o.clone());
        async move {
            let res = app.call("GET", uri, Some(&o), None).await;
            assert_eq!(res.status, StatusCode::OK, "{uri}: {}", res.text);
            let body = res.json();
            assert_eq!(
                body["meta"]["total"].as_u64().unwrap() as usize,
                body["data"].as_array().unwrap().len()
            );
            body["data"].as_array().unwrap().clone()
        }
    };
    assert_eq!(count("/api/v1/messages").await.len(), 4);
    let inquiries = count("/api/v1/messages?messageType=inquiry").await;
    assert_eq!(
        inquiries.len(),
        2,
        "the owner's inquiries: each guest's first message per property"
    );
    assert!(inquiries.iter().all(|m| m["messageType"] == "inquiry"));
    assert_eq!(
        inquiries[0]["content"], "Is Bravo pet friendly?",
        "newest first"
    );
    assert_eq!(count("/api/v1/messages?propertyId=2").await.len(), 1);
    assert_eq!(
        count("/api/v1/messages?propertyId=1&messageType=text")
            .await
            .len(),
        2
    );
    assert_eq!(count("/api/v1/messages?status=read").await.len(), 2);
    assert_eq!(count("/api/v1/messages?status=delivered").await.len(), 2);
    // Unread: Bravo's inquiry to the owner and the owner's answer the guest has not read.
    assert_eq!(count("/api/v1/messages?isRead=false").await.len(), 2);
    assert_eq!(
        count("/api/v1/messages?isRead=true&propertyId=1")
            .await
            .len(),
        2
    );
    let res = app
        .call("GET", "/api/v1/messages?perPage=1&page=2", Some(&o), None)
        .await;
    assert_eq!(
        res.json()["meta"],
        json!({"page": 2, "perPage": 1, "total": 4})
    );

    let res = app
        .call(
            "GET",
            "/api/v1/messages?messageType=sms&status=sent&isRead=maybe&propertyId=x",
            Some(&o),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    let fields = res.json()["error"]["fields"].clone();
    for f in ["messageType", "status", "isRead", "propertyId"] {
        assert!(fields[f].is_string(), "{f}: {fields}");
    }
    assert_eq!(
        app.call("GET", "/api/v1/messages", None, None).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.call("GET", "/api/v1/messages/unread-count", None, None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
}

on_both_databases! {
    get_or_create_is_idempotent => getting_or_creating_twice_gives_one_conversation;
    send_and_page_by_cursor => messages_are_sent_and_paged_oldest_to_newest;
    duplicate_client_message_id => a_repeated_client_message_id_is_a_duplicate;
    bad_content_stores_nothing => bad_content_is_refused_and_nothing_is_stored;
    foreign_conversation_is_404 => someone_elses_conversation_is_not_found_like_an_unknown_one;
    unread_counts_are_exact => unread_counts_are_exact_per_conversation_and_per_user;
    archive_and_unarchive => archiving_moves_a_conversation_between_the_lists;
    blocking_and_unblocking => a_block_stops_messages_to_the_blocker_until_lifted;
    message_filters => messages_are_filtered_and_sent_by_property;
}
