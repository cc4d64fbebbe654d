//! The harness of the CLI tests: the real `escapes` binary against a temp data dir seeded with the
//! demo data, as support staff run it (`ESCAPES_ACTOR` set, no `DATABASE_URL` or secret from the
//! caller's environment).

// Not every test file uses every helper.
#![allow(dead_code)]

use std::process::{Command, Output};

use serde_json::Value;

pub struct Escapes {
    dir: tempfile::TempDir,
}

impl Escapes {
    pub fn seeded() -> Self {
        let e = Self {
            dir: tempfile::tempdir().unwrap(),
        };
        e.ok(&["seed", "--demo"]);
        e
    }

    /// An empty data dir (each command migrates it on first use): for what needs no data.
    pub fn empty() -> Self {
        Self {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    /// The command, not yet run: the binary, this data dir, support's environment.
    pub fn command(&self, args: &[&str]) -> Command {
        let mut c = Command::new(env!("CARGO_BIN_EXE_escapes"));
        c.arg("--data-dir")
            .arg(self.dir.path())
            .args(args)
            .env_remove("DATABASE_URL")
            .env_remove("ESCAPES_SECRET")
            .env_remove("ESCAPES_SMS")
            .env_remove("ESCAPES_EMAIL")
            .env_remove("ESCAPES_PAYMENTS")
            .env("ESCAPES_ACTOR", "asha.support");
        c
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

pub fn block_on<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(f)
}
