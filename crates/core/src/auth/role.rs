//! A user's role, as `users.role` stores it and the access token carries it. Kept apart from the
//! session code so the store can name it without importing the session service.

use serde::{Deserialize, Serialize};

use crate::text_enum::text_enum;

// The doc comment is the OpenAPI schema's description: keep it as it is.
text_enum! {
    /// A user's role.
    #[derive(Serialize, Deserialize, utoipa::ToSchema)]
    #[serde(rename_all = "lowercase")]
    pub enum Role("role") {
        User = "user",
        Owner = "owner",
        Admin = "admin",
    }
}

impl Role {
    pub fn parse(s: &str) -> Option<Self> {
        s.parse().ok()
    }
}
