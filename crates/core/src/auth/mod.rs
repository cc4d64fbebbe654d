//! Identity: one-time codes, sessions, roles and sign-up rules.

pub mod account;
pub mod consent;
pub mod otp;
pub mod profile;
pub mod session;
