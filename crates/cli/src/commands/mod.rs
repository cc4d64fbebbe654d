pub mod admin;
pub mod booking;
pub mod db;
pub mod otp;
pub mod outbox;
pub mod seed;
pub mod serve;
pub mod user;
