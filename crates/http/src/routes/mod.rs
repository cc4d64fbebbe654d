pub mod account;
pub mod admin;
pub mod auth;
pub mod bookings;
pub mod catalogue;
pub mod health;
pub mod messaging;
pub mod owner;
