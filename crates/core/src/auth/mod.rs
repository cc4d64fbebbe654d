//! Identity: one-time codes, sessions and roles.

pub mod otp;
pub mod session;
