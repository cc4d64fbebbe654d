pub mod db;
pub mod seed;
pub mod serve;
