//! One macro for the closed sets stored as TEXT (statuses, roles, payment methods): each value's
//! text is written once, and diesel reads and writes it on SQLite, on PostgreSQL and through the
//! two-backend connection's `MultiBackend` alike.

/// A stored or sent text that is none of its set's values.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown {set} {text:?}")]
pub struct UnknownText {
    /// What the set is, e.g. "booking status".
    pub set: &'static str,
    pub text: String,
}

/// `text_enum! { /// doc  pub enum Name("what it is") { Variant = "text", … } }` makes the enum
/// (Copy, Eq, Hash, with any derives given above it), `ALL`, `as_str`, `FromStr`, `Display`, and
/// its diesel `ToSql`/`FromSql` as TEXT. The diesel impls are generic over the backend and lean on
/// `str`/`String`'s own, which SQLite, PostgreSQL and the derived `MultiBackend` all have, so no
/// per-backend code is needed. An unknown text read from the database is a deserialization error.
macro_rules! text_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident ($set:literal) {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, diesel::expression::AsExpression, diesel::deserialize::FromSqlRow)]
        #[diesel(sql_type = diesel::sql_types::Text)]
        $vis enum $name {
            $( $(#[$vmeta])* $variant ),+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];

            /// The value as stored and as the API shows it.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $text),+
                }
            }
        }

        impl std::str::FromStr for $name {
            type Err = $crate::text_enum::UnknownText;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                match s {
                    $($text => Ok(Self::$variant),)+
                    _ => Err($crate::text_enum::UnknownText {
                        set: $set,
                        text: s.to_string(),
                    }),
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl<DB> diesel::serialize::ToSql<diesel::sql_types::Text, DB> for $name
        where
            DB: diesel::backend::Backend,
            str: diesel::serialize::ToSql<diesel::sql_types::Text, DB>,
        {
            fn to_sql<'b>(
                &'b self,
                out: &mut diesel::serialize::Output<'b, '_, DB>,
            ) -> diesel::serialize::Result {
                <str as diesel::serialize::ToSql<diesel::sql_types::Text, DB>>::to_sql(
                    self.as_str(),
                    out,
                )
            }
        }

        impl<DB> diesel::deserialize::FromSql<diesel::sql_types::Text, DB> for $name
        where
            DB: diesel::backend::Backend,
            String: diesel::deserialize::FromSql<diesel::sql_types::Text, DB>,
        {
            fn from_sql(bytes: DB::RawValue<'_>) -> diesel::deserialize::Result<Self> {
                let text =
                    <String as diesel::deserialize::FromSql<diesel::sql_types::Text, DB>>::from_sql(
                        bytes,
                    )?;
                Ok(text.parse::<Self>()?)
            }
        }
    };
}

pub(crate) use text_enum;

#[cfg(test)]
mod tests {
    use diesel::connection::SimpleConnection;
    use diesel::prelude::*;

    use crate::kinds::booking::{BookingStatus, CancelledBy, PaymentMethod, PaymentStatus};
    use crate::kinds::payment::OrderStatus;
    use crate::kinds::role::Role;
    use crate::notifications::outbox::{BookingEvent, OutboxStatus};
    use crate::slots::BookingType;
    use crate::testing::TestDatabase;

    // A scratch table, so every value can be written (and an unknown text too) without the real
    // tables' CHECK constraints and foreign keys in the way.
    diesel::table! {
        text_probe (id) {
            id -> BigInt,
            value -> Text,
        }
    }

    /// SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server.
    fn databases() -> Vec<TestDatabase> {
        let mut dbs = vec![TestDatabase::sqlite()];
        match TestDatabase::postgres() {
            Some(pg) => dbs.push(pg),
            None => eprintln!("TEST_DATABASE_URL is not set; PostgreSQL round trips not run"),
        }
        dbs
    }

    /// One test per set: each value written to a row and read back equal on both databases, and
    /// a text none of them has read back as a deserialization error, not a panic.
    macro_rules! round_trips {
        ($($test:ident: $ty:ty),* $(,)?) => {$(
            #[test]
            fn $test() {
                for db in databases() {
                    let store = db.store().unwrap();
                    store
                        .run_blocking(|c| {
                            c.batch_execute(
                                "CREATE TEMPORARY TABLE text_probe \
                                 (id BIGINT PRIMARY KEY, value TEXT NOT NULL)",
                            )?;
                            for (i, value) in <$ty>::ALL.iter().enumerate() {
                                let id = i as i64;
                                diesel::insert_into(text_probe::table)
                                    .values((text_probe::id.eq(id), text_probe::value.eq(*value)))
                                    .execute(c)?;
                                let back: $ty = text_probe::table
                                    .find(id)
                                    .select(text_probe::value)
                                    .first(c)?;
                                assert_eq!(back, *value, "{}", db.url());
                                let text: String = text_probe::table
                                    .find(id)
                                    .select(text_probe::value)
                                    .first(c)?;
                                assert_eq!(text, value.as_str());
                                assert_eq!(text.parse::<$ty>().ok(), Some(*value));
                            }
                            c.batch_execute(
                                "INSERT INTO text_probe (id, value) VALUES (-1, 'no such value')",
                            )?;
                            let unknown = text_probe::table
                                .find(-1_i64)
                                .select(text_probe::value)
                                .first::<$ty>(c);
                            assert!(
                                matches!(
                                    unknown,
                                    Err(diesel::result::Error::DeserializationError(_))
                                ),
                                "{unknown:?}"
                            );
                            Ok(())
                        })
                        .unwrap();
                }
            }
        )*};
    }

    round_trips! {
        booking_status_round_trips: BookingStatus,
        payment_status_round_trips: PaymentStatus,
        payment_method_round_trips: PaymentMethod,
        cancelled_by_round_trips: CancelledBy,
        booking_type_round_trips: BookingType,
        role_round_trips: Role,
        order_status_round_trips: OrderStatus,
        booking_event_round_trips: BookingEvent,
        outbox_status_round_trips: OutboxStatus,
    }

    #[test]
    fn an_unknown_text_names_its_set() {
        let e = "maybe".parse::<BookingStatus>().unwrap_err();
        assert_eq!(e.to_string(), "unknown booking status \"maybe\"");
        assert_eq!(BookingStatus::Cancelled.to_string(), "cancelled");
    }
}
