//! What the console may filter and sort its lists by (read by the store's queries too).

/// Users list filters: free text over name, phone and e-mail, and the role.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UserFilter {
    pub q: Option<String>,
    pub role: Option<String>,
    pub ids: Option<Vec<i64>>,
}

/// Consent-log filters: the choice and the user.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConsentFilter {
    pub choice: Option<String>,
    pub user_id: Option<i64>,
}

pub const USER_SORTS: &[&str] = &["id", "fullName", "role", "createdAt"];
pub const CONSENT_SORTS: &[&str] = &["id", "userId", "choice", "createdAt"];
