//! Identity: one-time codes, sessions, roles, signing up and signing in.

pub mod account;
pub mod consent;
pub mod otp;
pub mod profile;
pub mod session;
pub mod signin;
pub use crate::kinds::role;

#[cfg(test)]
mod tests;

/// A user as sign-in, sessions and the account calls return them.
pub use crate::store::models::UserRow;
