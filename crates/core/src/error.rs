//! Errors of the domain. They know nothing of HTTP; crates/http maps each kind to a status once.

use std::collections::BTreeMap;
use std::fmt;

use crate::said::Said;

/// Field name → the message a user reads.
pub type FieldErrors = BTreeMap<String, Said>;

/// What was not found; each has its catalogued refusal (refusal!("err-b-booking-not-found")).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Missing {
    AccountContact,
    AccountEmail,
    AccountOrCodeForEmail,
    AccountOrCodeForPhone,
    AccountPhone,
    AdminAccountWithPhone,
    Alert,
    ApiRoute,
    Block,
    Booking,
    CalendarImport,
    Conversation,
    Location,
    Message,
    OwnerPhone,
    Payment,
    Payout,
    Photo,
    Property,
    Record,
    Refund,
    Resource,
    Review,
    TaxDocument,
    User,
}

impl Missing {
    /// The refusal a reader gets.
    pub fn said(self) -> Said {
        match self {
            Self::AccountContact => refusal!("err-h-not-found-account-contact"),
            Self::AccountEmail => refusal!("err-h-not-found-account-email"),
            // Only the support desk (CLI) looks people up by phone.
            Self::AccountPhone => Said::staff_only("Account with this phone not found"),
            Self::AccountOrCodeForEmail => {
                Said::staff_only("Account or recent code for this e-mail not found")
            }
            Self::AccountOrCodeForPhone => {
                Said::staff_only("Account or recent code for this phone not found")
            }
            Self::OwnerPhone => Said::staff_only("Owner with this phone not found"),
            // Only the admin sign-in (console, CLI) looks accounts up by an admin's phone.
            Self::AdminAccountWithPhone => {
                Said::staff_only("Admin account with this phone not found")
            }
            Self::Alert => refusal!("err-b-alert-not-found"),
            Self::ApiRoute => refusal!("err-h-not-found-api-route"),
            Self::Block => refusal!("err-b-block-not-found"),
            Self::Booking => refusal!("err-b-booking-not-found"),
            Self::CalendarImport => refusal!("err-h-not-found-calendar-import"),
            Self::Conversation => refusal!("err-h-not-found-conversation"),
            Self::Location => refusal!("err-b-location-not-found"),
            Self::Message => refusal!("err-h-not-found-message"),
            Self::Payment => refusal!("err-b-payment-not-found"),
            Self::Payout => refusal!("err-b-payout-not-found"),
            Self::Photo => refusal!("err-h-not-found-photo"),
            Self::Property => refusal!("err-h-not-found-property"),
            Self::Record => refusal!("err-h-not-found-record"),
            Self::Refund => refusal!("err-b-refund-not-found"),
            Self::Resource => refusal!("err-h-not-found-resource"),
            Self::Review => refusal!("err-b-review-not-found"),
            Self::TaxDocument => refusal!("err-b-tax-document-not-found"),
            Self::User => refusal!("err-h-not-found-user"),
        }
    }

    /// The thing in words, as logs and the CLI say it ("booking not found").
    pub fn as_str(self) -> &'static str {
        match self {
            Self::AccountContact => "account contact",
            Self::AccountEmail => "account with this e-mail",
            Self::AccountPhone => "account with this phone",
            Self::AccountOrCodeForEmail => "account or recent code for this e-mail",
            Self::AccountOrCodeForPhone => "account or recent code for this phone",
            Self::OwnerPhone => "owner with this phone",
            Self::AdminAccountWithPhone => "admin account with this phone",
            Self::Alert => "alert",
            Self::ApiRoute => "API route",
            Self::Block => "block",
            Self::Booking => "booking",
            Self::CalendarImport => "calendar import",
            Self::Conversation => "conversation",
            Self::Location => "location",
            Self::Message => "message",
            Self::Payment => "payment",
            Self::Payout => "payout",
            Self::Photo => "photo",
            Self::Property => "property",
            Self::Record => "record",
            Self::Refund => "refund",
            Self::Resource => "resource",
            Self::Review => "review",
            Self::TaxDocument => "tax document",
            Self::User => "user",
        }
    }
}

impl fmt::Display for Missing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[derive(Debug, thiserror::Error)]
pub enum CoreError {
    #[error("{0} not found")]
    NotFound(Missing),
    #[error("{message}")]
    Validation { message: Said, fields: FieldErrors },
    #[error("{message}")]
    Conflict { code: &'static str, message: Said },
    /// Too many requests; the client may try again after `retry_after` seconds.
    #[error("{message}")]
    RateLimited { message: Said, retry_after: u64 },
    /// A one-time code was not accepted (wrong, expired, used, or dead after too many tries).
    /// Where a form asks for several codes, `fields` names the one (or ones) refused.
    #[error("{message}")]
    OtpRejected {
        code: &'static str,
        message: Said,
        fields: FieldErrors,
    },
    /// No valid sign-in (missing, bad or expired token, revoked session).
    #[error("{0}")]
    Unauthorized(Said),
    /// Signed in, but this user may not do this: the role does not allow it (`FORBIDDEN`), or the
    /// action is refused for a reason with its own code (e.g. BLOCKED_BY_RECIPIENT).
    #[error("{message}")]
    Forbidden { code: &'static str, message: Said },
    /// Well-formed, but it cannot be honoured as asked (e.g. IDEMPOTENCY_KEY_REUSED).
    #[error("{message}")]
    Unprocessable { code: &'static str, message: Said },
    /// An SMS or e-mail provider did not take the message.
    #[error("delivery failed: {0}")]
    Delivery(String),
    /// The request is refused for a reason with its own code (e.g. PAYMENT_SIGNATURE_INVALID).
    #[error("{message}")]
    Rejected { code: &'static str, message: Said },
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
            .unwrap_or_else(|| refusal!("err-h-invalid-request"));
        Self::Validation { message, fields }
    }

    /// The plain refusal of a role that does not allow this (code `FORBIDDEN`).
    pub fn forbidden(message: Said) -> Self {
        Self::Forbidden {
            code: "FORBIDDEN",
            message,
        }
    }

    pub fn field(name: &str, message: Said) -> Self {
        let mut fields = FieldErrors::new();
        fields.insert(name.to_string(), message);
        Self::validation(fields)
    }
}

impl From<diesel::result::Error> for CoreError {
    fn from(e: diesel::result::Error) -> Self {
        use diesel::result::{DatabaseErrorKind, Error};
        match e {
            Error::NotFound => Self::NotFound(Missing::Record),
            Error::DatabaseError(DatabaseErrorKind::UniqueViolation, info) => Self::Conflict {
                code: "ALREADY_EXISTS",
                message: {
                    // The database's own words name its tables; the reader gets ours.
                    tracing::warn!(detail = info.message(), "unique violation");
                    refusal!("err-h-already-exists")
                },
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
