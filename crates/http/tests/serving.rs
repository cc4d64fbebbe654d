//! What keeps the server serving, and honest about it: slow clients are cut off (header-read and
//! idle timeouts, a cap per address) while others are still answered, on a real socket; and
//! `/readyz` and the writes answer 503 when the database cannot take a write or the data folder
//! is gone, on SQLite and PostgreSQL, instead of 200 and a booking that is lost.

mod support;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ConnectInfo;
use axum::http::StatusCode;
use axum::routing::{get, post};
use escapes_core::testing::{run_async, TestDatabase};
use escapes_core::Store;
use escapes_http::client_addr::TrustedProxies;
use escapes_http::serve::{serve_connections, ConnectionLimits};
use escapes_http::{AppState, ServerConfig};
use serde_json::json;
use support::TestApp;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpSocket, TcpStream};

// ---------------------------------------------------------------------------------------------
// Slow clients, on a real socket.

const HEADER_TIMEOUT: Duration = Duration::from_secs(1);
const IDLE_TIMEOUT: Duration = Duration::from_secs(2);
const PER_ADDRESS: usize = 4;

/// Serves a small app with the test's limits on 127.0.0.1; its address.
async fn start() -> SocketAddr {
    let app = axum::Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route(
            "/peer",
            get(|ConnectInfo(peer): ConnectInfo<SocketAddr>| async move { peer.ip().to_string() }),
        )
        .route(
            "/upload",
            post(|body: axum::body::Bytes| async move { body.len().to_string() }),
        );
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let limits = ConnectionLimits {
        header_read_timeout: HEADER_TIMEOUT,
        idle_timeout: IDLE_TIMEOUT,
        per_address: PER_ADDRESS,
    };
    tokio::spawn(serve_connections(
        listener,
        app,
        limits,
        TrustedProxies::default(),
        std::future::pending(),
    ));
    address
}

/// A connection from `source` (any 127.x.y.z address reaches the loopback server).
async fn connect_from(source: &str, server: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(format!("{source}:0").parse().unwrap()).unwrap();
    socket.connect(server).await.unwrap()
}

/// GET `path` from `source`; the answer and how long it took.
async fn get_from(source: &str, server: SocketAddr, path: &str) -> (String, Duration) {
    let started = Instant::now();
    let mut stream = connect_from(source, server).await;
    stream
        .write_all(
            format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes(),
        )
        .await
        .unwrap();
    let mut answer = String::new();
    tokio::time::timeout(Duration::from_secs(5), stream.read_to_string(&mut answer))
        .await
        .expect("answered within 5 s")
        .unwrap();
    (answer, started.elapsed())
}

/// Sends `first`, then `line` every 200 ms, until the server closes the connection; how long
/// that took (None: still open after `give_up`).
async fn dribble(
    mut stream: TcpStream,
    first: &str,
    line: &str,
    give_up: Duration,
) -> Option<Duration> {
    let started = Instant::now();
    if stream.write_all(first.as_bytes()).await.is_err() {
        return Some(started.elapsed());
    }
    let mut buf = [0u8; 1024];
    while started.elapsed() < give_up {
        tokio::select! {
            read = stream.read(&mut buf) => match read {
                // An answer (408 or 400) or the end: either way the server let go.
                Ok(_) | Err(_) => return Some(started.elapsed()),
            },
            _ = tokio::time::sleep(Duration::from_millis(200)) => {
                if stream.write_all(line.as_bytes()).await.is_err() {
                    return Some(started.elapsed());
                }
            }
        }
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_clients_are_cut_off_while_others_are_answered() {
    let server = start().await;
    let give_up = Duration::from_secs(8);
    // As many header-dribbling connections as one address may hold …
    let slow: Vec<_> = {
        let mut slow = Vec::new();
        for _ in 0..PER_ADDRESS {
            let stream = connect_from("127.0.0.1", server).await;
            slow.push(tokio::spawn(dribble(
                stream,
                "GET /healthz HTTP/1.1\r\n",
                "X-Slow: 1\r\n",
                give_up,
            )));
        }
        slow
    };
    tokio::time::sleep(Duration::from_millis(200)).await;
    // … so the next ones from that address are closed at once …
    for _ in 0..PER_ADDRESS {
        let stream = connect_from("127.0.0.1", server).await;
        let closed = dribble(
            stream,
            "GET /healthz HTTP/1.1\r\n",
            "X-Slow: 1\r\n",
            give_up,
        )
        .await
        .expect("an extra connection is closed");
        assert!(closed < Duration::from_millis(700), "{closed:?}");
    }
    // … while another client is answered promptly, and named by its own address.
    let (answer, took) = get_from("127.0.0.2", server, "/healthz").await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(took < Duration::from_millis(700), "{took:?}");
    let (answer, _) = get_from("127.0.0.2", server, "/peer").await;
    assert!(answer.ends_with("127.0.0.2"), "{answer}");

    // The slow ones are cut off at the header-read timeout, not before.
    for task in slow {
        let closed = task.await.unwrap().expect("a slow client is cut off");
        assert!(
            closed >= HEADER_TIMEOUT - Duration::from_millis(250)
                && closed < Duration::from_secs(4),
            "{closed:?}"
        );
    }
    // Their places are free again.
    tokio::time::sleep(Duration::from_millis(100)).await;
    let (answer, _) = get_from("127.0.0.1", server, "/healthz").await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stalled_body_is_cut_off_when_idle_but_a_slow_one_is_not() {
    let server = start().await;
    // Headers sent, then 10 of the 1,000 promised bytes, then nothing.
    let stream = connect_from("127.0.0.1", server).await;
    let head = "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n0123456789";
    let started = Instant::now();
    let mut stalled = stream;
    stalled.write_all(head.as_bytes()).await.unwrap();
    let mut rest = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(8), stalled.read_to_end(&mut rest)).await;
    assert!(read.is_ok(), "a stalled upload was still open after 8 s");
    let closed = started.elapsed();
    assert!(
        closed >= IDLE_TIMEOUT - Duration::from_millis(250) && closed < Duration::from_secs(5),
        "{closed:?}"
    );

    // A body that keeps coming, 100 bytes every 500 ms (3 s in all), is read to the end.
    let mut slow = connect_from("127.0.0.1", server).await;
    slow.write_all(
        b"POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 600\r\nConnection: close\r\n\r\n",
    )
    .await
    .unwrap();
    for _ in 0..6 {
        tokio::time::sleep(Duration::from_millis(500)).await;
        slow.write_all(&[b'a'; 100]).await.unwrap();
    }
    let mut answer = String::new();
    tokio::time::timeout(Duration::from_secs(5), slow.read_to_string(&mut answer))
        .await
        .expect("answered")
        .unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.ends_with("600"), "{answer}");
}

// ---------------------------------------------------------------------------------------------
// Readiness and writes that could not be kept.

async fn ready_only_with_the_upload_folder(app: TestApp) {
    let res = app.get("/readyz").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let uploads = app.data_dir().join("uploads");
    std::fs::remove_dir_all(&uploads).unwrap();
    let res = app.get("/readyz").await;
    assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE, "{}", res.text);
    assert_eq!(res.text, "upload folder missing");
    std::fs::create_dir(&uploads).unwrap();
    assert_eq!(app.get("/readyz").await.status, StatusCode::OK);
}

/// The app of `app`'s test, served from `store` instead (same data folder).
fn serving_from(app: &TestApp, store: Store) -> axum::Router {
    let config = ServerConfig {
        listen: "127.0.0.1:0".parse().unwrap(),
        data_dir: app.data_dir(),
        web_dir: app.data_dir(),
        admin_dir: app.data_dir().join("admin"),
        public_url: "https://hyderabadescapes.in".into(),
        map_tile_url: "https://tiles.example/{z}/{x}/{y}.png".into(),
        map_attribution: "© OpenStreetMap contributors".into(),
        support_phone: "+91 40 4520 7788".into(),
        support_whatsapp: "+91 90520 07788".into(),
        realtime: Default::default(),
        trusted_proxies: Default::default(),
    };
    escapes_http::router(AppState::new(store, Arc::new(app.clock.clone()), config))
}

/// With the database read-only, `/readyz` says so, reads are still served and a write is a 503
/// with a code (it was a 500 with SQLite's message).
async fn a_read_only_database_is_not_ready_and_refuses_writes_with_503(mut app: TestApp) {
    let res = app
        .call(
            "POST",
            "/api/v1/auth/send-otp",
            None,
            Some(&json!({"phone": "+919876500011"})),
        )
        .await;
    assert_eq!(
        res.status,
        StatusCode::OK,
        "writable at first: {}",
        res.text
    );

    let read_only = match app.store.backend() {
        escapes_core::store::Backend::Sqlite => {
            let path = sqlite_path(&app);
            Store::connect(&format!("file:{}?mode=ro", path.display()), 2).unwrap()
        }
        escapes_core::store::Backend::Postgres => {
            use diesel::connection::SimpleConnection;
            app.store
                .run_blocking(|c| {
                    c.batch_execute(
                        "DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET \
                         default_transaction_read_only = on', current_database()); END $$",
                    )?;
                    Ok(())
                })
                .unwrap();
            // New connections start read-only.
            Store::connect(&postgres_url(&app), 2).unwrap()
        }
    };
    app.router = serving_from(&app, read_only);

    let res = app.get("/readyz").await;
    assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE, "{}", res.text);
    assert_eq!(res.text, "database unavailable");
    let res = app
        .call(
            "POST",
            "/api/v1/auth/send-otp",
            None,
            Some(&json!({"phone": "+919876500012"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE, "{}", res.text);
    assert_eq!(res.json()["error"]["code"], "UNAVAILABLE");
    assert!(
        !res.text.contains("readonly") && !res.text.contains("read-only"),
        "{}",
        res.text
    );
    let res = app.get("/api/v1/properties").await;
    assert_eq!(res.status, StatusCode::OK, "reads still work: {}", res.text);
}

/// The SQLite file the test's store writes.
fn sqlite_path(app: &TestApp) -> std::path::PathBuf {
    use diesel::prelude::*;
    #[derive(QueryableByName)]
    struct MainFile {
        #[diesel(sql_type = diesel::sql_types::Text)]
        file: String,
    }
    app.store
        .run_blocking(|c| {
            Ok(
                diesel::sql_query("SELECT file FROM pragma_database_list WHERE name = 'main'")
                    .get_result::<MainFile>(c)?
                    .file
                    .into(),
            )
        })
        .unwrap()
}

/// The test database's URL on the server of TEST_DATABASE_URL.
fn postgres_url(app: &TestApp) -> String {
    use diesel::prelude::*;
    #[derive(QueryableByName)]
    struct Name {
        #[diesel(sql_type = diesel::sql_types::Text)]
        name: String,
    }
    let name = app
        .store
        .run_blocking(|c| {
            Ok(diesel::sql_query("SELECT current_database() AS name")
                .get_result::<Name>(c)?
                .name)
        })
        .unwrap();
    let server = std::env::var("TEST_DATABASE_URL").unwrap();
    let (base, query) = server.split_once('?').unwrap_or((&server, ""));
    let base = &base[..base.rfind('/').unwrap()];
    if query.is_empty() {
        format!("{base}/{name}")
    } else {
        format!("{base}/{name}?{query}")
    }
}

on_both_databases! {
    readiness_needs_the_upload_folder => ready_only_with_the_upload_folder;
    read_only_database => a_read_only_database_is_not_ready_and_refuses_writes_with_503;
}

/// SQLite goes on writing into its open file after the data folder is deleted; the booking was
/// acknowledged (201) and gone at the next start. Now it is refused with 503 and `/readyz` says
/// so.
#[test]
fn a_deleted_data_folder_acknowledges_no_booking() {
    run_async(TestDatabase::sqlite(), |db| async move {
        let app = TestApp::on(db);
        let guest = "+919876500011";
        app.add_user(guest, "Kavya Rao", None, "user");
        let token = app.sign_in(guest).await["token"]
            .as_str()
            .unwrap()
            .to_string();
        assert_eq!(app.get("/readyz").await.status, StatusCode::OK);
        let folder = sqlite_path(&app).parent().unwrap().to_path_buf();
        std::fs::remove_dir_all(&folder).unwrap();

        let quote =
            json!({"bookingType": "half_day", "start": "2026-12-15T09:00:00+05:30", "guests": 6});
        let res = app
            .call("POST", "/api/v1/properties/1/quote", None, Some(&quote))
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        let total = res.json()["data"]["total"].as_i64().unwrap();
        let res = app
            .request(
                axum::http::Request::post("/api/v1/bookings")
                    .header("content-type", "application/json")
                    .header("authorization", format!("Bearer {token}"))
                    .header("Idempotency-Key", "deleted-folder")
                    .body(axum::body::Body::from(
                        json!({
                            "propertyId": 1, "bookingType": "half_day",
                            "start": "2026-12-15T09:00:00+05:30", "guests": 6,
                            "paymentMethod": "upi", "expectedTotal": total,
                        })
                        .to_string(),
                    ))
                    .unwrap(),
            )
            .await;
        assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE, "{}", res.text);
        assert_eq!(res.json()["error"]["code"], "UNAVAILABLE");
        let res = app.get("/readyz").await;
        assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE, "{}", res.text);
    })
}
