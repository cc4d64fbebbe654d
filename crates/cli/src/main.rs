//! `escapes`: serve the marketplace, migrate and seed the database, and support commands.

mod commands;
mod output;
mod settings;

use std::io::Write;

use clap::{CommandFactory, Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "escapes",
    version,
    about = "Hyderabad Escapes: farmhouse marketplace server and support tools"
)]
struct Cli {
    #[command(flatten)]
    settings: settings::Settings,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the web server (migrates first).
    Serve(Box<commands::serve::Opts>),
    /// Database maintenance.
    Db {
        #[command(subcommand)]
        command: commands::db::DbCommand,
    },
    /// Load demo data (idempotent) or synthetic properties for load tests.
    Seed(commands::seed::Opts),
    /// Print the OpenAPI document.
    Openapi,
    /// Support: find and inspect users; suspend, reinstate, sign out, change a role.
    User {
        #[command(subcommand)]
        command: commands::user::UserCommand,
    },
    /// Support: resend one-time codes (SMS or e-mail) and see their state.
    Otp {
        #[command(subcommand)]
        command: commands::otp::OtpCommand,
    },
    /// Support: make admins.
    Admin {
        #[command(subcommand)]
        command: commands::admin::AdminCommand,
    },
    /// Support: find, show and cancel bookings; resend a confirmation.
    Booking {
        #[command(subcommand)]
        command: commands::booking::BookingCommand,
    },
    /// Support: hide or restore a guest review.
    Review {
        #[command(subcommand)]
        command: commands::review::ReviewCommand,
    },
    /// Support: find listings and review them (approve, request changes, unlist).
    Property {
        #[command(subcommand)]
        command: commands::property::PropertyCommand,
    },
    /// Support: refunds through the payment provider (pending, processed, failed).
    Refund {
        #[command(subcommand)]
        command: commands::refund::RefundCommand,
    },
    /// Support and finance: owners' payouts (run the day's payouts, list them, show one).
    Payouts {
        #[command(subcommand)]
        command: commands::payouts::PayoutsCommand,
    },
    /// Support and finance: the money ledger (check the books, an owner's balance, adjust).
    Ledger {
        #[command(subcommand)]
        command: commands::ledger::LedgerCommand,
    },
    /// Support: the dev outbox of the console providers, newest first.
    Outbox(commands::outbox::Opts),
    /// Support: the audit trail (console, command line and system actions), newest first.
    Audit(commands::audit::Opts),
    /// Print shell completions: `escapes completions bash > /etc/bash_completion.d/escapes`,
    /// `escapes completions zsh > "${fpath[1]}/_escapes"`,
    /// `escapes completions fish > ~/.config/fish/completions/escapes.fish`.
    Completions {
        /// The shell to complete in.
        shell: clap_complete::Shell,
    },
}

fn main() {
    let cli = Cli::parse();
    let support = matches!(
        cli.command,
        Command::User { .. }
            | Command::Otp { .. }
            | Command::Admin { .. }
            | Command::Outbox(_)
            | Command::Audit(_)
            | Command::Booking { .. }
            | Command::Property { .. }
            | Command::Refund { .. }
            | Command::Ledger { .. }
            | Command::Payouts { .. }
            | Command::Review { .. }
            | Command::Completions { .. }
    );
    let filter = tracing_subscriber::EnvFilter::try_from_env("ESCAPES_LOG").unwrap_or_else(|_| {
        tracing_subscriber::EnvFilter::new(if support {
            "warn"
        } else {
            "info,tower_http=warn"
        })
    });
    // The console providers log each message with its code at info; a support command must
    // never show a code, so that line stays off whatever ESCAPES_LOG says.
    let filter = if support {
        filter.add_directive(
            "escapes_core::delivery=warn"
                .parse()
                .expect("valid directive"),
        )
    } else {
        filter
    };
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .init();
    // 0 done (or stdout's reader left early, as `| head` does); 1 not found or refused; 2 bad
    // input, as clap's usage errors. One line, not anyhow's debug form with a backtrace: support
    // staff read these.
    if let Err(e) = run(cli) {
        if e.is::<output::PipeClosed>() {
            std::process::exit(0);
        }
        let _ = writeln!(std::io::stderr(), "Error: {e:#}");
        std::process::exit(output::exit_code(&e));
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Serve(opts) => commands::serve::run(&cli.settings, *opts),
        Command::Db { command } => commands::db::run(&cli.settings, command),
        Command::Seed(opts) => commands::seed::run(&cli.settings, opts),
        Command::User { command } => commands::user::run(&cli.settings, command),
        Command::Otp { command } => commands::otp::run(&cli.settings, command),
        Command::Admin { command } => commands::admin::run(&cli.settings, command),
        Command::Outbox(opts) => commands::outbox::run(&cli.settings, opts),
        Command::Audit(opts) => commands::audit::run(&cli.settings, opts),
        Command::Booking { command } => commands::booking::run(&cli.settings, command),
        Command::Property { command } => commands::property::run(&cli.settings, command),
        Command::Refund { command } => commands::refund::run(&cli.settings, command),
        Command::Ledger { command } => commands::ledger::run(&cli.settings, command),
        Command::Payouts { command } => commands::payouts::run(&cli.settings, command),
        Command::Review { command } => commands::review::run(&cli.settings, command),
        Command::Openapi => output::print(serde_json::to_string_pretty(&escapes_http::openapi())?),
        Command::Completions { shell } => {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "escapes", &mut script);
            output::print_bytes(&script)
        }
    }
}
