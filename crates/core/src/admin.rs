//! What the admin console reads (DESIGN.md: react-admin's simple REST conventions): pages of
//! users and of the consent log, sorted and filtered by an allow-list of fields.

use crate::error::CoreError;
use crate::store::admin::{self as db, ConsentListRow, UserListRow};
use crate::store::Store;

/// Most rows one page may ask for.
pub const MAX_PAGE: i64 = 500;

/// A list request: rows `start..=end` after sorting by `sort` and filtering.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListRequest {
    pub sort: String,
    pub descending: bool,
    pub start: i64,
    pub end: i64,
}

impl ListRequest {
    /// Checks the range and that `sort` is one of `sortable`.
    pub fn checked(self, sortable: &[&str]) -> Result<Self, CoreError> {
        if !sortable.contains(&self.sort.as_str()) {
            return Err(CoreError::field(
                "sort",
                format!("Sort by one of: {}", sortable.join(", ")),
            ));
        }
        if self.start < 0 || self.end < self.start || self.end - self.start + 1 > MAX_PAGE {
            return Err(CoreError::field(
                "range",
                format!("Range must be [start, end] with at most {MAX_PAGE} rows"),
            ));
        }
        Ok(self)
    }

    pub fn limit(&self) -> i64 {
        self.end - self.start + 1
    }
}

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

/// A page of rows and how many match in all.
#[derive(Debug, Clone)]
pub struct Page<T> {
    pub rows: Vec<T>,
    pub total: i64,
}

pub async fn users(
    store: &Store,
    req: ListRequest,
    filter: UserFilter,
) -> Result<Page<UserListRow>, CoreError> {
    let req = req.checked(USER_SORTS)?;
    if let Some(role) = &filter.role {
        if !["user", "owner", "admin"].contains(&role.as_str()) {
            return Err(CoreError::field(
                "filter",
                "Role must be user, owner or admin",
            ));
        }
    }
    store.run(move |c| db::users(c, &req, &filter)).await
}

pub async fn consents(
    store: &Store,
    req: ListRequest,
    filter: ConsentFilter,
) -> Result<Page<ConsentListRow>, CoreError> {
    let req = req.checked(CONSENT_SORTS)?;
    if let Some(choice) = &filter.choice {
        crate::auth::consent::ConsentChoice::parse(choice, "filter")?;
    }
    store.run(move |c| db::consents(c, &req, &filter)).await
}
