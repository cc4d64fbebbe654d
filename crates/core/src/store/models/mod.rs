//! Row types and insert forms, one file per table group.
pub mod catalogue;
pub mod user;

pub use catalogue::*;
pub use user::*;
