//! Identity: one-time codes now; sessions, roles and accounts later.

pub mod otp;
