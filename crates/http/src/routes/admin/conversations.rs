//! The console's reported conversations: the list and one with its messages.

use axum::extract::State;
use escapes_core::admin::console::{ConsoleConversation, ConsoleConversationDetail};
use escapes_core::admin::ConversationFilter;
use escapes_core::audit::Staff;

use super::list::{bad, bool_filter, ids_filter, listed, Listed};
use super::ListParams;
use crate::auth_extract::AdminUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::ErrorBody;
use crate::extract::{Path, Query};
use crate::AppState;

/// Conversations one side reported (blocked the other); others are never listed.
#[utoipa::path(get, path = "/api/v1/admin/conversations", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<ConsoleConversation>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn conversations(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Listed<ConsoleConversation> {
    let req = params.request()?;
    let f = params.filter()?;
    if bool_filter(&f, "reported")? == Some(false) {
        return Err(bad(
            "filter",
            "Only reported conversations can be read in the console",
        ));
    }
    let filter = ConversationFilter {
        ids: ids_filter(&f)?,
    };
    let start = req.start;
    Ok(listed(
        "conversations",
        start,
        app.console.conversations(req, filter).await?,
    ))
}

/// A reported conversation with its messages (the read is audited); 404 for any other.
#[utoipa::path(get, path = "/api/v1/admin/conversations/{id}", tag = "admin", params(("id" = i64, Path)),
    responses((status = 200, body = Envelope<ConsoleConversationDetail>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn conversation(
    State(app): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<ConsoleConversationDetail> {
    let staff = Staff::console(&admin.user);
    Ok(envelope::ok(app.console.conversation(&staff, id).await?))
}
