//! Backups of the SQLite database for the CLI (`escapes db backup|restore`, docs/DEPLOY.md): the
//! work lives with the store (`store/backup.rs`), which only core reaches.

pub use crate::store::backup::{
    inspect_backup, restore_sqlite, sqlite_file, BackupSummary, Restored,
};
