//! The `escapes` binary as an operator runs it: migrate, serve, answer health checks, and stop
//! cleanly on SIGTERM.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn escapes() -> Command {
    Command::new(env!("CARGO_BIN_EXE_escapes"))
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn http_get(port: u16, path: &str) -> Option<String> {
    let mut s = TcpStream::connect(("127.0.0.1", port)).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
    )
    .ok()?;
    let mut out = String::new();
    s.read_to_string(&mut out).ok()?;
    Some(out)
}

/// The server's first answer on `path`, waiting up to 30 s for it to start (killing it if not).
fn first_answer(child: &mut std::process::Child, port: u16, path: &str) -> String {
    let started = Instant::now();
    loop {
        if let Some(r) = http_get(port, path) {
            return r;
        }
        if started.elapsed() > Duration::from_secs(30) {
            let _ = child.kill();
            panic!("server did not start");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Sends SIGTERM and waits up to 10 s for a clean exit.
fn stop_with_sigterm(child: &mut std::process::Child) {
    assert!(Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap()
        .success());
    let deadline = Instant::now() + Duration::from_secs(10);
    let exit = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        assert!(Instant::now() < deadline, "server did not stop on SIGTERM");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(exit.success(), "exit {exit:?}");
}

#[test]
fn migrate_is_repeatable() {
    let dir = tempfile::tempdir().unwrap();
    let run = || {
        let out = escapes()
            .args(["--data-dir", dir.path().to_str().unwrap(), "db", "migrate"])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    assert!(run().contains("applied"));
    assert_eq!(run().trim(), "Database is up to date.");
    assert!(dir.path().join("escapes.db").exists());
}

#[test]
fn unknown_database_scheme_is_a_clear_error() {
    let out = escapes()
        .args(["--database-url", "mysql://x/y", "db", "migrate"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("DATABASE_URL must start with sqlite:// or postgres://"));
}

#[test]
fn serve_answers_health_checks_and_stops_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let mut child = escapes()
        .args([
            "--data-dir",
            dir.path().to_str().unwrap(),
            "serve",
            "--listen",
            &format!("127.0.0.1:{port}"),
        ])
        .args(["--web-dir", dir.path().join("no-web").to_str().unwrap()])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let health = first_answer(&mut child, port, "/healthz");
    assert!(health.starts_with("HTTP/1.1 200"), "{health}");
    assert!(http_get(port, "/readyz")
        .unwrap()
        .starts_with("HTTP/1.1 200"));
    // The API works on a fresh, empty database.
    let search = http_get(port, "/api/v1/properties").unwrap();
    assert!(search.contains("\"total\":0"), "{search}");

    stop_with_sigterm(&mut child);
    let mut log = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut log)
        .unwrap();
    assert!(log.contains("shutting down"), "{log}");
    // The booking-notification worker ran beside the server and stopped with it.
    assert!(log.contains("notification worker started"), "{log}");
    assert!(log.contains("notification worker stopped"), "{log}");
}

#[test]
fn serve_takes_the_data_dir_and_providers_after_the_command_too() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let mut child = escapes()
        .args(["serve", "--data-dir", dir.path().to_str().unwrap()])
        .args(["--listen", &format!("127.0.0.1:{port}")])
        .args(["--web-dir", dir.path().join("no-web").to_str().unwrap()])
        .args(["--sms", "console", "--payments", "simulated"])
        .env_remove("ESCAPES_DATA_DIR")
        .env_remove("DATABASE_URL")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    first_answer(&mut child, port, "/healthz");
    assert!(dir.path().join("escapes.db").exists());
    stop_with_sigterm(&mut child);
}

/// A TCP relay to the machine's Redis that can be cut: what a Redis gone away looks like to the
/// server (the same services CI runs; Redis on its standard port).
struct RedisRelay {
    port: u16,
    cut: std::sync::Arc<std::sync::atomic::AtomicBool>,
    open: std::sync::Arc<std::sync::Mutex<Vec<TcpStream>>>,
}

impl RedisRelay {
    fn start() -> Self {
        use std::sync::atomic::Ordering;
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let relay = Self {
            port,
            cut: Default::default(),
            open: Default::default(),
        };
        let (cut, open) = (relay.cut.clone(), relay.open.clone());
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { continue };
                if cut.load(Ordering::SeqCst) {
                    continue; // dropped: the connection closes at once
                }
                let Ok(redis) = TcpStream::connect("127.0.0.1:6379") else {
                    continue;
                };
                let mut open = open.lock().unwrap();
                open.push(client.try_clone().unwrap());
                open.push(redis.try_clone().unwrap());
                for (mut from, mut to) in [
                    (client.try_clone().unwrap(), redis.try_clone().unwrap()),
                    (redis, client),
                ] {
                    std::thread::spawn(move || {
                        let _ = std::io::copy(&mut from, &mut to);
                        let _ = to.shutdown(std::net::Shutdown::Both);
                    });
                }
            }
        });
        relay
    }

    /// Redis is gone: every open connection is closed and new ones are refused.
    fn cut(&self) {
        self.cut.store(true, std::sync::atomic::Ordering::SeqCst);
        for s in self.open.lock().unwrap().drain(..) {
            let _ = s.shutdown(std::net::Shutdown::Both);
        }
    }
}

#[test]
fn readyz_says_when_redis_is_gone_and_the_server_keeps_serving() {
    if TcpStream::connect("127.0.0.1:6379").is_err() {
        panic!("Redis is not running on 127.0.0.1:6379 (../shared/services-up starts it)");
    }
    let relay = RedisRelay::start();
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let mut child = escapes()
        .args([
            "--data-dir",
            dir.path().to_str().unwrap(),
            "serve",
            "--listen",
            &format!("127.0.0.1:{port}"),
            "--redis-url",
            &format!("redis://127.0.0.1:{}", relay.port),
        ])
        .args(["--web-dir", dir.path().join("no-web").to_str().unwrap()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let ready = first_answer(&mut child, port, "/readyz");
    assert!(ready.starts_with("HTTP/1.1 200"), "{ready}");

    relay.cut();
    let ready = http_get(port, "/readyz").unwrap();
    assert!(ready.starts_with("HTTP/1.1 503"), "{ready}");
    assert!(ready.ends_with("redis unavailable"), "{ready}");
    // Alive, and serving its own requests all the same.
    assert!(http_get(port, "/healthz")
        .unwrap()
        .starts_with("HTTP/1.1 200"));
    let search = http_get(port, "/api/v1/properties").unwrap();
    assert!(search.starts_with("HTTP/1.1 200"), "{search}");
    let _ = child.kill();
    let _ = child.wait();
}
