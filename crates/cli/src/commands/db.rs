use clap::Subcommand;

use crate::output;
use crate::settings::Settings;

#[derive(Subcommand)]
pub enum DbCommand {
    /// Apply pending migrations.
    Migrate {
        /// Print the migrations applied as JSON (`{"applied": […]}`).
        #[arg(long)]
        json: bool,
    },
}

pub fn run(settings: &Settings, command: DbCommand) -> anyhow::Result<()> {
    match command {
        DbCommand::Migrate { json } => {
            let store = escapes_core::Store::connect(&settings.database_url(), 2)?;
            let applied = store.migrate()?;
            if json {
                output::print_json(&serde_json::json!({ "applied": applied }))
            } else if applied.is_empty() {
                output::print("Database is up to date.")
            } else {
                output::print(
                    applied
                        .iter()
                        .map(|name| format!("applied {name}"))
                        .collect::<Vec<_>>()
                        .join("\n"),
                )
            }
        }
    }
}
