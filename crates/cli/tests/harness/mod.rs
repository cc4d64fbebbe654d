//! The harness of the CLI tests: the real `escapes` binary against a temp data dir seeded with the
//! demo data, as support staff run it (`ESCAPES_ACTOR` set, no `DATABASE_URL` or secret from the
//! caller's environment).

// Not every test file uses every helper.
#![allow(dead_code)]

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::Value;

pub struct Escapes {
    dir: tempfile::TempDir,
}

impl Escapes {
    /// A data dir holding the demo data: a copy of one seeded for this build of the binary today.
    pub fn seeded() -> Self {
        let e = Self {
            dir: tempfile::tempdir().unwrap(),
        };
        copy_dir(&demo_template(), e.dir.path());
        e
    }

    /// An empty data dir (each command migrates it on first use): for what needs no data.
    pub fn empty() -> Self {
        Self {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    /// The data dir.
    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// The command, not yet run: the binary, this data dir, support's environment.
    pub fn command(&self, args: &[&str]) -> Command {
        command_in(self.dir.path(), args)
    }

    pub fn run(&self, args: &[&str]) -> Output {
        self.command(args).output().unwrap()
    }

    /// Runs `args` with stdout a pipe whose reader goes away after `lines` lines (0: at once,
    /// before the command can write), as `escapes … | head -n <lines>` does; how it ended.
    pub fn with_closed_pipe(&self, args: &[&str], lines: usize) -> Output {
        use std::io::BufRead;
        let mut child = self
            .command(args)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        if lines == 0 {
            drop(stdout);
        } else {
            let mut reader = std::io::BufReader::new(stdout);
            for _ in 0..lines {
                let mut line = String::new();
                reader.read_line(&mut line).unwrap();
            }
        }
        child.wait_with_output().unwrap()
    }

    /// Runs a command that must succeed; its stdout.
    pub fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    }

    /// Runs a command with `--json` that must succeed; what it printed.
    pub fn json(&self, args: &[&str]) -> Value {
        let mut all = args.to_vec();
        all.push("--json");
        let text = self.ok(&all);
        serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{args:?} printed no JSON ({e}): {text}"))
    }

    /// Runs a command that must fail with `code`; its stderr.
    pub fn fails(&self, args: &[&str], code: i32) -> String {
        let out = self.run(args);
        assert_eq!(
            out.status.code(),
            Some(code),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stdout)
        );
        String::from_utf8(out.stderr).unwrap()
    }

    /// The data dir's database, for reading back what a command did.
    pub fn db(&self) -> escapes_core::Store {
        escapes_core::Store::connect(
            &format!("sqlite://{}", self.dir.path().join("escapes.db").display()),
            2,
        )
        .unwrap()
    }
}

/// What the app sends to book property `property_id` (`slug`) for a half day from `start` for two:
/// the quote's total, paid by `method`.
pub async fn half_day_request(
    catalogue: &escapes_core::catalogue::Catalogue,
    property_id: i64,
    slug: &str,
    start: String,
    method: &str,
) -> escapes_core::bookings::BookingRequest {
    let slot = escapes_core::catalogue::QuoteRequest {
        booking_type: Some("half_day".into()),
        start: Some(start.clone()),
        guests: Some(2),
        ..Default::default()
    };
    let quote = catalogue.quote(slug, &slot).await.unwrap();
    escapes_core::bookings::BookingRequest {
        property_id: Some(property_id),
        booking_type: Some("half_day".into()),
        start: Some(start),
        guests: Some(2),
        payment_method: Some(method.into()),
        expected_total: Some(quote.total),
        ..Default::default()
    }
}

/// The command in `dir`, not yet run: the binary, support's environment.
fn command_in(dir: &Path, args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_escapes"));
    c.arg("--data-dir")
        .arg(dir)
        .args(args)
        .env_remove("DATABASE_URL")
        .env_remove("ESCAPES_SECRET")
        .env_remove("ESCAPES_SMS")
        .env_remove("ESCAPES_EMAIL")
        .env_remove("ESCAPES_PAYMENTS")
        .env("ESCAPES_ACTOR", "asha.support");
    c
}

/// The demo data seeded once per build of the binary and per day in India, kept under the target
/// directory. Seeding takes about a minute of both cores; nextest runs each test in a process of
/// its own, so without this every test paid it again. The day is in the name because the demo's
/// bookings are placed around the day it was seeded.
fn demo_template() -> PathBuf {
    let bin = std::fs::metadata(env!("CARGO_BIN_EXE_escapes")).unwrap();
    let built = bin.modified().unwrap().duration_since(UNIX_EPOCH).unwrap();
    let ist = SystemTime::now().duration_since(UNIX_EPOCH).unwrap() + Duration::from_secs(19_800);
    let day = ist.as_secs() / 86_400;
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-demo-seed");
    let kept = root.join(format!("{}-{}-{day}", bin.len(), built.as_millis()));
    if kept.exists() {
        return kept;
    }
    std::fs::create_dir_all(&root).unwrap();
    // One process seeds; the others wait for it instead of seeding the same data side by side.
    let lock = File::create(root.join("lock")).unwrap();
    lock.lock().unwrap();
    if kept.exists() {
        return kept;
    }
    let fresh = tempfile::tempdir_in(&root).unwrap();
    let out = command_in(fresh.path(), &["seed", "--demo"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "seed --demo: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Earlier builds' and days' copies are of no further use.
    for old in std::fs::read_dir(&root).unwrap().flatten() {
        if old.file_type().unwrap().is_dir() && old.path() != fresh.path() {
            let _ = std::fs::remove_dir_all(old.path());
        }
    }
    std::fs::rename(fresh.keep(), &kept).unwrap();
    kept
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

pub fn block_on<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(f)
}
