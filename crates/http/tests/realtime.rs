//! The realtime socket over a real WebSocket, spoken as raw socket.io frames:
//! - its size limit holds for frames: one far above the advertised 64 kB `maxPayload` closes
//!   the socket instead of being read whole and parsed; one under it does not;
//! - its refusals follow the user's language while it is open: a language picked in the app
//!   reaches the open socket at once, and a re-authentication brings the account's language.

mod support;

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use support::TestApp;
use tokio_tungstenite::tungstenite::Message;

async fn serve(app: &TestApp) -> std::net::SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let router = app.router.clone();
    tokio::spawn(async move {
        axum::serve(
            listener,
            router.into_make_service_with_connect_info::<std::net::SocketAddr>(),
        )
        .await
        .unwrap()
    });
    addr
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn open(addr: std::net::SocketAddr) -> Ws {
    let url = format!("ws://{addr}/socket.io/?EIO=4&transport=websocket");
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    // Engine.IO's open packet comes first.
    let first = ws.next().await.unwrap().unwrap();
    assert!(first.to_text().unwrap().starts_with('0'), "{first:?}");
    ws
}

/// Whether the server ends the socket within `wait`.
async fn closed_within(ws: &mut Ws, wait: Duration) -> bool {
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        match tokio::time::timeout_at(deadline, ws.next()).await {
            Err(_) => return false,
            Ok(None) | Ok(Some(Err(_))) | Ok(Some(Ok(Message::Close(_)))) => return true,
            Ok(Some(Ok(_))) => continue,
        }
    }
}

#[test]
fn frames_above_the_payload_limit_close_the_socket() {
    escapes_core::testing::run_async(
        escapes_core::testing::TestDatabase::sqlite(),
        |db| async move {
            let app = TestApp::on(db);
            let addr = serve(&app).await;

            let mut small = open(addr).await;
            // A namespace connect with a 10 kB (bad) token: refused with connect_error, open.
            let text = format!("40{{\"token\":\"{}\"}}", "t".repeat(10_000));
            small.send(Message::text(text)).await.unwrap();
            assert!(
                !closed_within(&mut small, Duration::from_millis(500)).await,
                "a 10 kB frame is within the limit"
            );

            let mut big = open(addr).await;
            let text = format!("40{{\"token\":\"{}\"}}", "t".repeat(10 << 20));
            // The server may close while the frame is still being written.
            let _ = big.send(Message::text(text)).await;
            assert!(
                closed_within(&mut big, Duration::from_secs(5)).await,
                "a 10 MB frame must end the socket"
            );
        },
    );
}

/// Opens the default namespace with `token`; fails the test unless the server accepts it.
async fn connect(addr: std::net::SocketAddr, token: &str) -> Ws {
    let mut ws = open(addr).await;
    let frame = format!("40{}", json!({ "token": token }));
    ws.send(Message::text(frame)).await.unwrap();
    loop {
        let text = next_text(&mut ws).await;
        if text.starts_with("40") {
            return ws;
        }
        assert!(!text.starts_with("44"), "the socket was refused: {text}");
    }
}

/// The next text frame, answering Engine.IO pings on the way.
async fn next_text(ws: &mut Ws) -> String {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .expect("the server said nothing for 10 s")
            .expect("the socket closed")
            .unwrap();
        let Message::Text(text) = frame else { continue };
        if text.as_str() == "2" {
            ws.send(Message::text("3")).await.unwrap();
            continue;
        }
        return text.to_string();
    }
}

/// Emits `event` with acknowledgement `id` and returns the acknowledgement's body.
async fn ask(ws: &mut Ws, id: u32, event: &str, data: Value) -> Value {
    let frame = format!("42{id}{}", json!([event, data]));
    ws.send(Message::text(frame)).await.unwrap();
    let prefix = format!("43{id}");
    loop {
        let text = next_text(ws).await;
        if let Some(rest) = text.strip_prefix(&prefix) {
            let mut args: Vec<Value> = serde_json::from_str(rest).unwrap();
            return args.remove(0);
        }
    }
}

const NOT_FOUND: &str = "Conversation not found";

fn said(ack: &Value) -> String {
    assert_eq!(ack["success"], false, "{ack}");
    assert_eq!(ack["error"]["code"], "NOT_FOUND", "{ack}");
    ack["message"].as_str().unwrap().to_string()
}

async fn refusals_follow_the_users_language_while_the_socket_is_open(app: TestApp) {
    const PHONE: &str = "+919876500042";
    let user_id = app.add_user(PHONE, "Lakshmi Reddy", None, "user");
    let token = app.sign_in(PHONE).await["token"]
        .as_str()
        .unwrap()
        .to_string();
    let addr = serve(&app).await;
    let mut ws = connect(addr, &token).await;
    let missing = json!({ "conversationId": 999_999 });

    assert_eq!(
        said(&ask(&mut ws, 1, "join_conversation", missing.clone()).await),
        NOT_FOUND
    );

    // Picked in the app: the open socket hears of it (through core's event, after the answer).
    let res = app
        .call(
            "PUT",
            "/api/v1/users/me/language",
            Some(&token),
            Some(&json!({"language": "te"})),
        )
        .await;
    assert_eq!(res.status, axum::http::StatusCode::OK, "{}", res.text);
    let telugu = escapes_core::Missing::Conversation
        .said()
        .in_language(escapes_core::language::Language::Te);
    assert!(!telugu.is_ascii(), "{telugu}");
    let mut id = 2;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    loop {
        let message = said(&ask(&mut ws, id, "join_conversation", missing.clone()).await);
        if message == telugu {
            break;
        }
        assert_eq!(message, NOT_FOUND, "English until the change arrives");
        assert!(
            tokio::time::Instant::now() < deadline,
            "the socket still refuses in English 5 s after the change"
        );
        id += 1;
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    // Changed where this server did not see it (another instance): the next re-authentication
    // brings the account's language.
    app.set_language(user_id, "hi");
    let renewed = ask(&mut ws, id + 1, "authenticate", json!({ "token": token })).await;
    assert_eq!(renewed["success"], true, "{renewed}");
    let hindi = escapes_core::Missing::Conversation
        .said()
        .in_language(escapes_core::language::Language::Hi);
    assert!(!hindi.is_ascii() && hindi != telugu, "{hindi}");
    assert_eq!(
        said(&ask(&mut ws, id + 2, "join_conversation", missing).await),
        hindi
    );
}

on_both_databases! {
    refusals_follow_the_users_language_while_the_socket_is_open_case => refusals_follow_the_users_language_while_the_socket_is_open;
}
