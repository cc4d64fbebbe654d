//! The realtime socket's size limit holds for WebSocket frames: a frame far above the advertised
//! 64 kB `maxPayload` closes the socket instead of being read whole and parsed; one under it
//! does not.

mod support;

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
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
