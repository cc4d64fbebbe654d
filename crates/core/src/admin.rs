//! What the admin console reads (API.md "API conventions": react-admin's simple REST conventions): pages of
//! users and of the consent log, sorted and filtered by an allow-list of fields.

pub mod console;
pub use crate::kinds::filters;

pub use console::Console;

use crate::error::CoreError;
use crate::kinds::role::Role;
pub use crate::page::{ListRequest, Page, MAX_PAGE};
use crate::store::admin::{self as db};
pub use crate::store::admin::{ConsentListRow, UserListRow};
use crate::store::Store;
pub use filters::{
    BookingFilter, ConsentFilter, ConversationFilter, PropertyFilter, ReviewFilter, UserFilter,
    CONSENT_SORTS, USER_SORTS,
};

pub async fn users(
    store: &Store,
    req: ListRequest,
    filter: UserFilter,
) -> Result<Page<UserListRow>, CoreError> {
    let req = req.checked(USER_SORTS)?;
    if let Some(role) = &filter.role {
        if Role::parse(role).is_none() {
            return Err(CoreError::field(
                "filter",
                crate::Said::staff_only("Role must be user, owner or admin"),
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
