//! Identity: one-time codes, sessions, roles and sign-up rules.

pub mod account;
pub mod otp;
pub mod session;
pub mod consent;
pub mod profile;
