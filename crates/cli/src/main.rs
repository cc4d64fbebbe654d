//! `escapes`: serve the marketplace, migrate and seed the database, and support commands.

mod commands;
mod output;
mod settings;

use clap::{Parser, Subcommand};

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
    Serve(commands::serve::Opts),
    /// Database maintenance.
    Db {
        #[command(subcommand)]
        command: commands::db::DbCommand,
    },
    /// Load demo data (idempotent) or synthetic properties for load tests.
    Seed(commands::seed::Opts),
    /// Print the OpenAPI document.
    Openapi,
    /// Support: find and inspect users.
    User {
        #[command(subcommand)]
        command: commands::user::UserCommand,
    },
    /// Support: resend one-time codes and see their state.
    Otp {
        #[command(subcommand)]
        command: commands::otp::OtpCommand,
    },
    /// Support: make admins.
    Admin {
        #[command(subcommand)]
        command: commands::admin::AdminCommand,
    },
    /// Support: find, show and cancel bookings.
    Booking {
        #[command(subcommand)]
        command: commands::booking::BookingCommand,
    },
    /// Support: the dev outbox of the console providers, newest first.
    Outbox(commands::outbox::Opts),
}

fn main() {
    let cli = Cli::parse();
    let support = matches!(
        cli.command,
        Command::User { .. }
            | Command::Otp { .. }
            | Command::Admin { .. }
            | Command::Outbox(_)
            | Command::Booking { .. }
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
    // One line, not anyhow's debug form with a backtrace: support staff read these.
    if let Err(e) = run(cli) {
        eprintln!("Error: {e:#}");
        std::process::exit(1);
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Serve(opts) => commands::serve::run(&cli.settings, opts),
        Command::Db { command } => commands::db::run(&cli.settings, command),
        Command::Seed(opts) => commands::seed::run(&cli.settings, opts),
        Command::User { command } => commands::user::run(&cli.settings, command),
        Command::Otp { command } => commands::otp::run(&cli.settings, command),
        Command::Admin { command } => commands::admin::run(&cli.settings, command),
        Command::Outbox(opts) => commands::outbox::run(&cli.settings, opts),
        Command::Booking { command } => commands::booking::run(&cli.settings, command),
        Command::Openapi => {
            println!(
                "{}",
                serde_json::to_string_pretty(&escapes_http::openapi())?
            );
            Ok(())
        }
    }
}
