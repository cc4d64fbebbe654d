//! Owners' listings (SPEC §2 owner routes, DESIGN.md "Listings and their life"). So far: the
//! status machine that the owner API, the admin API and the support CLI will all go through.

pub mod status;

pub use status::{apply, Actor, ListingState, ListingStatus, Move, Moved};
