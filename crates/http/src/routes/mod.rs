pub mod auth;
pub mod catalogue;
pub mod health;
