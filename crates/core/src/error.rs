//! Errors of the domain. They know nothing of HTTP; crates/http maps each kind to a status once.

use std::collections::BTreeMap;

/// Field name → the message a user reads.
pub type FieldErrors = BTreeMap<String, String>;

#[derive(Debug, thiserror::Error)]
pub enum CoreError {
    #[error("{0} not found")]
    NotFound(&'static str),
    #[error("{message}")]
    Validation {
        message: String,
        fields: FieldErrors,
    },
    #[error("{message}")]
    Conflict { code: &'static str, message: String },
    /// Too many requests; the client may try again after `retry_after` seconds.
    #[error("{message}")]
    RateLimited { message: String, retry_after: u64 },
    /// A one-time code was not accepted (wrong, expired, used, or dead after too many tries).
    /// Where a form asks for several codes, `fields` names the one (or ones) refused.
    #[error("{message}")]
    OtpRejected {
        code: &'static str,
        message: String,
        fields: FieldErrors,
    },
    /// No valid sign-in (missing, bad or expired token, revoked session).
    #[error("{0}")]
    Unauthorized(String),
    /// Signed in, but this user may not do this: the role does not allow it (`FORBIDDEN`), or the
    /// action is refused for a reason with its own code (e.g. BLOCKED_BY_RECIPIENT).
    #[error("{message}")]
    Forbidden { code: &'static str, message: String },
    /// Well-formed, but it cannot be honoured as asked (e.g. IDEMPOTENCY_KEY_REUSED).
    #[error("{message}")]
    Unprocessable { code: &'static str, message: String },
    /// An SMS or e-mail provider did not take the message.
    #[error("delivery failed: {0}")]
    Delivery(String),
    /// The request is refused for a reason with its own code (e.g. PAYMENT_SIGNATURE_INVALID).
    #[error("{message}")]
    Rejected { code: &'static str, message: String },
    /// The payment provider did not do what was asked (refused the keys, failed, unreachable).
    #[error("payment provider: {0}")]
    PaymentProvider(String),
    #[error("service unavailable: {0}")]
    Unavailable(String),
    #[error("configuration: {0}")]
    Config(String),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl CoreError {
    pub fn validation(fields: FieldErrors) -> Self {
        let message = fields
            .values()
            .next()
            .cloned()
            .unwrap_or_else(|| "Invalid request".to_string());
        Self::Validation { message, fields }
    }

    /// The plain refusal of a role that does not allow this (code `FORBIDDEN`).
    pub fn forbidden(message: impl Into<String>) -> Self {
        Self::Forbidden {
            code: "FORBIDDEN",
            message: message.into(),
        }
    }

    pub fn field(name: &str, message: impl Into<String>) -> Self {
        let mut fields = FieldErrors::new();
        fields.insert(name.to_string(), message.into());
        Self::validation(fields)
    }
}

impl From<diesel::result::Error> for CoreError {
    fn from(e: diesel::result::Error) -> Self {
        use diesel::result::{DatabaseErrorKind, Error};
        match e {
            Error::NotFound => Self::NotFound("record"),
            Error::DatabaseError(DatabaseErrorKind::UniqueViolation, info) => Self::Conflict {
                code: "ALREADY_EXISTS",
                message: info.message().to_string(),
            },
            // The database cannot take writes just now (a read-only file or server, a full or
            // failing disk): the request was fine and may work later, so 503, not a server bug.
            Error::DatabaseError(DatabaseErrorKind::ReadOnlyTransaction, info) => {
                Self::Unavailable(info.message().to_string())
            }
            Error::DatabaseError(_, info) if cannot_write(info.message()) => {
                Self::Unavailable(info.message().to_string())
            }
            other => Self::Internal(anyhow::anyhow!(other)),
        }
    }
}

/// SQLite's messages for SQLITE_READONLY, SQLITE_IOERR, SQLITE_FULL and SQLITE_CANTOPEN (diesel
/// reports them only as text), and the operating system's "disk full" as PostgreSQL quotes it.
fn cannot_write(message: &str) -> bool {
    [
        "attempt to write a readonly database",
        "disk I/O error",
        "database or disk is full",
        "unable to open database file",
        "No space left on device",
    ]
    .iter()
    .any(|known| message.contains(known))
}

#[cfg(test)]
mod tests {
    use super::*;
    use diesel::result::{DatabaseErrorInformation, DatabaseErrorKind, Error};

    struct Info(&'static str);

    impl DatabaseErrorInformation for Info {
        fn message(&self) -> &str {
            self.0
        }
        fn details(&self) -> Option<&str> {
            None
        }
        fn hint(&self) -> Option<&str> {
            None
        }
        fn table_name(&self) -> Option<&str> {
            None
        }
        fn column_name(&self) -> Option<&str> {
            None
        }
        fn constraint_name(&self) -> Option<&str> {
            None
        }
        fn statement_position(&self) -> Option<i32> {
            None
        }
    }

    fn database_error(kind: DatabaseErrorKind, message: &'static str) -> CoreError {
        CoreError::from(Error::DatabaseError(kind, Box::new(Info(message))))
    }

    #[test]
    fn a_database_that_cannot_write_is_unavailable_not_a_bug() {
        for (kind, message) in [
            (
                DatabaseErrorKind::Unknown,
                "attempt to write a readonly database",
            ),
            (DatabaseErrorKind::Unknown, "disk I/O error"),
            (DatabaseErrorKind::Unknown, "database or disk is full"),
            (
                DatabaseErrorKind::ReadOnlyTransaction,
                "cannot execute INSERT in a read-only transaction",
            ),
        ] {
            assert!(
                matches!(database_error(kind, message), CoreError::Unavailable(_)),
                "{message}"
            );
        }
        assert!(matches!(
            database_error(DatabaseErrorKind::Unknown, "no such table: bookings"),
            CoreError::Internal(_)
        ));
    }
}
