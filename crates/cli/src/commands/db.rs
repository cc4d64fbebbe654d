use std::path::PathBuf;

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
    /// Copy the SQLite database to FILE while the server keeps serving: the database as of one
    /// moment, checked before it is kept. PostgreSQL: pg_dump (docs/DEPLOY.md, Backups).
    Backup {
        file: PathBuf,
        /// Print what the backup holds as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Put the backup FILE in place of the SQLite database, with the server stopped: checked
    /// first (nothing is touched when it is not a backup), the replaced database kept beside it,
    /// then migrated to this version.
    Restore {
        file: PathBuf,
        /// Print what was restored as JSON.
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
        DbCommand::Backup { file, json } => {
            let store = escapes_core::Store::connect(&settings.database_url(), 2)?;
            let summary = store.backup_sqlite(&file)?;
            if json {
                output::print_json(&serde_json::to_value(&summary)?)
            } else {
                output::print(format!(
                    "Backed up to {}: {} bytes, {} users, {} bookings, {} messages (migration {}).",
                    summary.file.display(),
                    summary.bytes,
                    summary.users,
                    summary.bookings,
                    summary.messages,
                    summary.migration
                ))
            }
        }
        DbCommand::Restore { file, json } => {
            let url = settings.database_url();
            let Some(database) = escapes_core::backup::sqlite_file(&url)? else {
                anyhow::bail!(
                    "this database is not a SQLite file: restore PostgreSQL with pg_restore (docs/DEPLOY.md, Backups)"
                );
            };
            let restored = escapes_core::backup::restore_sqlite(
                &file,
                &database,
                chrono::Utc::now().timestamp(),
            )?;
            let applied = escapes_core::Store::connect(&url, 2)?.migrate()?;
            if json {
                output::print_json(&serde_json::json!({
                    "restored": restored,
                    "migrationsApplied": applied,
                }))
            } else {
                let kept = match &restored.kept_previous {
                    Some(kept) => {
                        format!(" The database it replaced is kept as {}.", kept.display())
                    }
                    None => String::new(),
                };
                output::print(format!(
                    "Restored {}: {} users, {} bookings, {} messages; {} migrations applied.{kept}",
                    restored.backup.file.display(),
                    restored.backup.users,
                    restored.backup.bookings,
                    restored.backup.messages,
                    applied.len()
                ))
            }
        }
    }
}
