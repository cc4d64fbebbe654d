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

/// New accounts by role, as the dashboard and the Analytics screen both count them: guests
/// (`user`) and owners apart; staff accounts are not sign-ups.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NewAccounts {
    pub users: i64,
    pub owners: i64,
}

impl NewAccounts {
    pub fn tally(roles: &[Role]) -> Self {
        let mut n = Self::default();
        for role in roles {
            match role {
                Role::User => n.users += 1,
                Role::Owner => n.owners += 1,
                Role::Admin => {}
            }
        }
        n
    }
}
