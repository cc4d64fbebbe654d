pub mod account;
pub mod admin;
pub mod auth;
pub mod catalogue;
pub mod health;
