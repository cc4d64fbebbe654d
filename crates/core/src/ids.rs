//! Typed row ids. A `UserId` cannot be passed where a `PropertyId` is wanted, though both are
//! BIGINT in the database and plain numbers in JSON (serde is transparent, so API shapes and the
//! OpenAPI document do not change; views keep `i64`).

/// `id_type! { /// doc  pub struct Name; }` makes a Copy newtype over `i64` with `new`, `get`,
/// `Display`, `FromStr`, transparent serde, and diesel `ToSql`/`FromSql` as BIGINT that lean on
/// `i64`'s own, so it works on SQLite, PostgreSQL and the two-backend `MultiBackend` alike.
macro_rules! id_type {
    ($( $(#[$meta:meta])* $vis:vis struct $name:ident; )+) => {$(
        $(#[$meta])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord,
            serde::Serialize, serde::Deserialize,
            diesel::expression::AsExpression, diesel::deserialize::FromSqlRow,
        )]
        #[serde(transparent)]
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        $vis struct $name(i64);

        impl $name {
            pub const fn new(id: i64) -> Self {
                Self(id)
            }

            /// The number as stored and as the API shows it.
            pub const fn get(self) -> i64 {
                self.0
            }
        }

        impl From<$name> for i64 {
            fn from(id: $name) -> i64 {
                id.0
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.fmt(f)
            }
        }

        impl std::str::FromStr for $name {
            type Err = std::num::ParseIntError;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                s.parse().map(Self)
            }
        }

        impl<DB> diesel::serialize::ToSql<diesel::sql_types::BigInt, DB> for $name
        where
            DB: diesel::backend::Backend,
            i64: diesel::serialize::ToSql<diesel::sql_types::BigInt, DB>,
        {
            fn to_sql<'b>(
                &'b self,
                out: &mut diesel::serialize::Output<'b, '_, DB>,
            ) -> diesel::serialize::Result {
                <i64 as diesel::serialize::ToSql<diesel::sql_types::BigInt, DB>>::to_sql(
                    &self.0, out,
                )
            }
        }

        impl<DB> diesel::deserialize::FromSql<diesel::sql_types::BigInt, DB> for $name
        where
            DB: diesel::backend::Backend,
            i64: diesel::deserialize::FromSql<diesel::sql_types::BigInt, DB>,
        {
            fn from_sql(bytes: DB::RawValue<'_>) -> diesel::deserialize::Result<Self> {
                <i64 as diesel::deserialize::FromSql<diesel::sql_types::BigInt, DB>>::from_sql(
                    bytes,
                )
                .map(Self)
            }
        }
    )+};
}

id_type! {
    /// A guest, owner or admin account.
    pub struct UserId;
    /// A farmhouse listing.
    pub struct PropertyId;
    /// A locality (Shamshabad, Moinabad, …).
    pub struct LocationId;
    /// A booking of one slot.
    pub struct BookingId;
    /// A payment order and its attempts.
    pub struct PaymentId;
    /// Money going back to a guest through the payment provider.
    pub struct RefundId;
    /// A guest and an owner talking about one property.
    pub struct ConversationId;
    /// One message in a conversation.
    pub struct MessageId;
    /// A signed-in device (refresh token family).
    pub struct SessionId;
    /// An owner's calendar block.
    pub struct BlockId;
    /// A listing photo (`property_images`).
    pub struct PhotoId;
    /// A guest's review of a stay.
    pub struct ReviewId;
    /// A guest's price or availability alert.
    pub struct AlertId;
}

#[cfg(test)]
mod tests {
    use diesel::connection::SimpleConnection;
    use diesel::prelude::*;

    use super::*;
    use crate::testing::TestDatabase;

    diesel::table! {
        id_probe (id) {
            id -> BigInt,
            user_id -> BigInt,
            property_id -> Nullable<BigInt>,
        }
    }

    #[derive(Debug, PartialEq, Queryable, Insertable)]
    #[diesel(table_name = id_probe)]
    struct Probe {
        id: BookingId,
        user_id: UserId,
        property_id: Option<PropertyId>,
    }

    /// SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server.
    fn databases() -> Vec<TestDatabase> {
        let mut dbs = vec![TestDatabase::sqlite()];
        match TestDatabase::postgres() {
            Some(pg) => dbs.push(pg),
            None => eprintln!("TEST_DATABASE_URL is not set; PostgreSQL round trip not run"),
        }
        dbs
    }

    #[test]
    fn ids_read_and_write_as_bigint_on_every_backend() {
        for db in databases() {
            let store = db.store().unwrap();
            store
                .run_blocking(|c| {
                    c.batch_execute(
                        "CREATE TEMPORARY TABLE id_probe (id BIGINT PRIMARY KEY, \
                         user_id BIGINT NOT NULL, property_id BIGINT)",
                    )?;
                    let rows = vec![
                        Probe {
                            id: BookingId::new(1),
                            user_id: UserId::new(i64::MAX),
                            property_id: Some(PropertyId::new(-7)),
                        },
                        Probe {
                            id: BookingId::new(2),
                            user_id: UserId::new(0),
                            property_id: None,
                        },
                    ];
                    for row in &rows {
                        diesel::insert_into(id_probe::table)
                            .values(row)
                            .execute(c)?;
                    }
                    let back: Vec<Probe> = id_probe::table.order(id_probe::id).load(c)?;
                    assert_eq!(back, rows, "{}", db.url());
                    let found: Vec<BookingId> = id_probe::table
                        .filter(id_probe::user_id.eq(UserId::new(i64::MAX)))
                        .select(id_probe::id)
                        .load(c)?;
                    assert_eq!(found, vec![BookingId::new(1)], "{}", db.url());
                    Ok(())
                })
                .unwrap();
        }
    }

    #[test]
    fn ids_are_plain_numbers_in_json_and_text() {
        assert_eq!(serde_json::to_string(&UserId::new(42)).unwrap(), "42");
        assert_eq!(
            serde_json::from_str::<PropertyId>("17").unwrap(),
            PropertyId::new(17)
        );
        assert!(serde_json::from_str::<PropertyId>("\"17\"").is_err());
        assert_eq!(BookingId::new(9).to_string(), "9");
        assert_eq!("123".parse::<MessageId>().unwrap().get(), 123);
        assert!("12a".parse::<MessageId>().is_err());
    }
}
