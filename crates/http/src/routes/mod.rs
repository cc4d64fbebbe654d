pub mod catalogue;
pub mod health;
