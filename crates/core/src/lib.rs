//! Hyderabad Escapes domain: the rules for the catalogue, slots, pricing, listings, bookings,
//! payments, identity, messaging, reviews and analytics, with `store` as the only module that
//! touches the database.

/// A catalogued refusal: `refusal!("err-b-price-changed", price = total, seen = expected)` is the
/// message `err-b-price-changed` of `locales/*-errors-*.ftl` filled with those values (each worded
/// with `to_string`). See [`i18n::errors`].
#[macro_export]
macro_rules! refusal {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::said::Said::catalogued(
            $id,
            vec![$((stringify!($name), ($value).to_string())),*],
        )
    };
}

pub mod admin;
pub mod alerts;
pub mod analytics;
pub mod api_schema;
pub mod audit;
pub mod auth;
pub mod background;
pub mod backup;
pub mod bookings;
pub mod bulk;
pub mod cancellation;
pub mod catalogue;
pub mod delivery;
pub mod deposits;
pub mod error;
pub mod events;
pub mod geo;
pub mod i18n;
pub mod ids;
pub mod invoices;
pub mod jobs;
pub mod kinds;
pub mod language;
pub mod leads;
pub mod ledger;
pub mod listings;
mod mac;
pub mod messaging;
pub mod moderation;
pub mod money;
pub mod notifications;
pub mod page;
pub mod payments;
pub mod payouts;
pub mod pdf;
pub mod plans;
pub mod pricing;
mod reason;
pub mod reviews;
pub mod said;
pub mod saved;
pub mod slots;
// Only core reaches the database; other crates' tests read it back through the `testing` feature.
#[cfg(feature = "testing")]
pub mod store;
#[cfg(not(feature = "testing"))]
mod store;
pub mod support;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
pub mod text_enum;
pub mod time;

pub use error::{CoreError, FieldErrors, Missing};
pub use said::Said;
pub use store::Store;
