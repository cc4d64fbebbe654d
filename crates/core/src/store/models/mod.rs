//! Row types and insert forms, one file per table (the bulk loader's borrowed insert forms stay
//! beside its batch inserts in store/bulk.rs).
pub mod amenity;
pub mod booking;
pub mod consent;
pub mod conversation;
pub mod dev_outbox;
pub mod location;
pub mod message;
pub mod notification;
pub mod otp_challenge;
pub mod payment;
pub mod price_line;
pub mod property;
pub mod property_image;
pub mod review;
pub mod support_audit;
pub mod user;
pub mod user_block;

pub use amenity::*;
pub use booking::*;
pub use consent::*;
pub use conversation::*;
pub use dev_outbox::*;
pub use location::*;
pub use message::*;
pub use notification::*;
pub use otp_challenge::*;
pub use payment::*;
pub use price_line::*;
pub use property::*;
pub use property_image::*;
pub use review::*;
pub use support_audit::*;
pub use user::*;
pub use user_block::*;
