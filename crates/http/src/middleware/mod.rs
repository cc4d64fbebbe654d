//! What runs around every request: cache and security headers, the client's address, the
//! control-character rule and the reader's language.

pub(crate) mod accept_language;
pub(crate) mod cache_headers;
pub mod client_addr;
pub(crate) mod control_chars;
pub mod security_headers;
