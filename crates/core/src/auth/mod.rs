//! Identity: one-time codes, sessions, roles, signing up and signing in.

pub mod account;
pub mod consent;
pub mod otp;
pub mod profile;
pub mod session;
pub mod signin;
mod user;
pub use crate::kinds::role;

#[cfg(test)]
mod tests;

pub use user::User;
