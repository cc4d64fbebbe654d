use clap::Subcommand;

use crate::settings::Settings;

#[derive(Subcommand)]
pub enum DbCommand {
    /// Apply pending migrations.
    Migrate,
}

pub fn run(settings: &Settings, command: DbCommand) -> anyhow::Result<()> {
    match command {
        DbCommand::Migrate => {
            let store = escapes_core::Store::connect(&settings.database_url(), 2)?;
            let applied = store.migrate()?;
            if applied.is_empty() {
                println!("Database is up to date.");
            } else {
                for name in applied {
                    println!("applied {name}");
                }
            }
            Ok(())
        }
    }
}
