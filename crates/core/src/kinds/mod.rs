//! The ground floor: the closed sets, filters and value types that rows store and queries take,
//! apart from the areas whose rules use them, so `store` imports no area and no two modules
//! import each other. Each area re-exports its own (`bookings::status`, `auth::role`,
//! `listings::ListingStatus`, …), so callers name them from the area. Nothing here imports an area
//! or the store.

pub mod audit;
pub mod booking;
pub mod bus;
pub mod deposit;
pub mod filters;
pub mod invoice;
pub mod ledger;
pub mod listing;
pub mod outbox;
pub mod payment;
pub mod payout;
pub mod photo;
pub mod plan;
pub mod role;
