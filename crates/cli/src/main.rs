//! `escapes`: serve the marketplace, migrate and seed the database, and support commands.

mod commands;
mod settings;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "escapes", version, about = "Hyderabad Escapes: farmhouse marketplace server and support tools")]
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
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("ESCAPES_LOG")
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,tower_http=warn")),
        )
        .with_writer(std::io::stderr)
        .init();
    match cli.command {
        Command::Serve(opts) => commands::serve::run(&cli.settings, opts),
        Command::Db { command } => commands::db::run(&cli.settings, command),
        Command::Seed(opts) => commands::seed::run(&cli.settings, opts),
        Command::Openapi => {
            println!("{}", serde_json::to_string_pretty(&escapes_http::openapi())?);
            Ok(())
        }
    }
}
