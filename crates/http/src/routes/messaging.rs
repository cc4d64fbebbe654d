//! Messaging (PRODUCT.md §7): conversations, their messages, unread counts, read marks and blocks.
//! Each handler translates; the rules live in escapes-core's `messaging`, which the realtime
//! socket calls too.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use escapes_core::ids::{ConversationId, MessageId, PropertyId, UserId};
use escapes_core::messaging::{
    BlockRequest, BlockStatus, BlockView, ConversationView, MarkedRead, MessageFilters,
    MessageRead, MessageView, SendMessage, Sent, Unblocked, DUPLICATE_MESSAGE,
};
use escapes_core::refusal;
use serde::{Deserialize, Serialize};

use crate::auth_extract::AuthUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody, ErrorDetail};
use crate::extract::{Json, Path, Query};
use crate::AppState;

/// The 409 of a repeated `clientMessageId`: the error shape plus the stored message in `data`,
/// which the client keeps as the sent one (PRODUCT.md §8: a duplicate result, not an error).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct DuplicateMessageBody {
    pub success: bool,
    pub message: String,
    pub error: ErrorDetail,
    pub data: MessageView,
}

fn sent(s: Sent) -> Response {
    if s.duplicate {
        // Not a refusal the middleware words again (it carries the stored message): English.
        let message = refusal!("err-h-msg-duplicate").english();
        let body = DuplicateMessageBody {
            success: false,
            message: message.clone(),
            error: ErrorDetail {
                code: DUPLICATE_MESSAGE.into(),
                message,
                fields: Default::default(),
            },
            data: s.message,
        };
        return (StatusCode::CONFLICT, axum::Json(body)).into_response();
    }
    (StatusCode::CREATED, envelope::ok(s.message)).into_response()
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ConversationListParams {
    /// From 1 (default 1).
    pub page: Option<u32>,
    /// 1 to 100 (default 20).
    pub per_page: Option<u32>,
}

/// The signed-in user's conversations (not archived by them), latest activity first, each with
/// the other party, the property, the last message and the user's unread count there.
#[utoipa::path(get, path = "/api/v1/conversations", tag = "messaging", params(ConversationListParams),
    responses((status = 200, body = Envelope<Vec<ConversationView>>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn conversations(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Query(p): Query<ConversationListParams>,
) -> ApiResult<Vec<ConversationView>> {
    let page = app
        .messaging
        .conversations(
            who.user.id,
            false,
            p.page.unwrap_or(1),
            p.per_page.unwrap_or(20),
        )
        .await?;
    Ok(envelope::page(page))
}

/// The conversations the signed-in user archived.
#[utoipa::path(get, path = "/api/v1/conversations/archived", tag = "messaging", params(ConversationListParams),
    responses((status = 200, body = Envelope<Vec<ConversationView>>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn archived(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Query(p): Query<ConversationListParams>,
) -> ApiResult<Vec<ConversationView>> {
    let page = app
        .messaging
        .conversations(
            who.user.id,
            true,
            p.page.unwrap_or(1),
            p.per_page.unwrap_or(20),
        )
        .await?;
    Ok(envelope::page(page))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpenConversation {
    #[schema(required = true, value_type = i64)]
    pub property_id: Option<i64>,
}

/// Gets or opens the signed-in guest's conversation with the owner of `propertyId`: 201 when
/// opened, 200 when it was there. An owner cannot open one about their own property (403
/// OWN_PROPERTY); an owner who blocked the guest refuses a new one (403 BLOCKED_BY_RECIPIENT).
#[utoipa::path(post, path = "/api/v1/conversations", tag = "messaging", request_body = OpenConversation,
    responses((status = 200, body = Envelope<ConversationView>), (status = 201, body = Envelope<ConversationView>),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody, description = "OWN_PROPERTY or BLOCKED_BY_RECIPIENT"),
        (status = 404, body = ErrorBody)))]
pub async fn open(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Json(req): Json<OpenConversation>,
) -> Result<Response, ApiError> {
    let opened = app
        .messaging
        .open_conversation(who.user.id, req.property_id.map(PropertyId::new))
        .await?;
    let status = if opened.created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((status, envelope::ok(opened.conversation)).into_response())
}

/// One of the signed-in user's conversations; anyone else's is 404 like an unknown one.
#[utoipa::path(get, path = "/api/v1/conversations/{id}", tag = "messaging",
    params(("id" = i64, Path, description = "Conversation id")),
    responses((status = 200, body = Envelope<ConversationView>), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn conversation(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<ConversationId>,
) -> ApiResult<ConversationView> {
    Ok(envelope::ok(
        app.messaging.conversation(who.user.id, id).await?,
    ))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ThreadParams {
    /// The nextCursor of the previous page, or the id of the newest message the client has
    /// (to poll for what came after); none for the first page.
    pub cursor: Option<String>,
    /// 1 to 100 (default 50).
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ThreadMeta {
    pub limit: u32,
    /// Pass as `cursor` for the next page; null on the last page.
    pub next_cursor: Option<String>,
    pub has_more: bool,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ThreadBody {
    pub success: bool,
    pub data: Vec<MessageView>,
    pub meta: ThreadMeta,
}

/// A conversation's messages, oldest to newest, a page at a time by cursor.
#[utoipa::path(get, path = "/api/v1/conversations/{id}/messages", tag = "messaging",
    params(("id" = i64, Path, description = "Conversation id"), ThreadParams),
    responses((status = 200, body = ThreadBody), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
pub async fn thread(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<ConversationId>,
    Query(p): Query<ThreadParams>,
) -> Result<axum::Json<ThreadBody>, ApiError> {
    let t = app
        .messaging
        .thread(who.user.id, id, p.cursor.as_deref(), p.limit)
        .await?;
    Ok(axum::Json(ThreadBody {
        success: true,
        data: t.messages,
        meta: ThreadMeta {
            limit: t.limit,
            has_more: t.next_cursor.is_some(),
            next_cursor: t.next_cursor,
        },
    }))
}

/// Sends a message into the conversation (201 with the stored message). A repeated
/// `clientMessageId` is 409 DUPLICATE_MESSAGE with the stored message in `data`. A guest's first
/// text message about a property is stored as an `inquiry`.
#[utoipa::path(post, path = "/api/v1/conversations/{id}/messages", tag = "messaging",
    params(("id" = i64, Path, description = "Conversation id")), request_body = SendMessage,
    responses((status = 201, body = Envelope<MessageView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody, description = "BLOCKED_BY_RECIPIENT or RECIPIENT_BLOCKED"),
        (status = 404, body = ErrorBody),
        (status = 409, body = DuplicateMessageBody, description = "DUPLICATE_MESSAGE")))]
pub async fn send(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<ConversationId>,
    Json(req): Json<SendMessage>,
) -> Result<Response, ApiError> {
    let s = app.messaging.send(who.user.id, id, &req).await?;
    app.realtime.message_sent(&s).await;
    Ok(sent(s))
}

/// Marks read every message to the signed-in user in the conversation.
#[utoipa::path(post, path = "/api/v1/conversations/{id}/read", tag = "messaging",
    params(("id" = i64, Path, description = "Conversation id")),
    responses((status = 200, body = Envelope<MarkedRead>), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn read(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<ConversationId>,
) -> ApiResult<MarkedRead> {
    let marked = app
        .messaging
        .mark_conversation_read(who.user.id, id)
        .await?;
    app.realtime.messages_read(&marked).await;
    Ok(envelope::ok(marked))
}

/// Archives the conversation for the signed-in user (the other side's lists do not change).
#[utoipa::path(post, path = "/api/v1/conversations/{id}/archive", tag = "messaging",
    params(("id" = i64, Path, description = "Conversation id")),
    responses((status = 200, body = Envelope<ConversationView>), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn archive(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<ConversationId>,
) -> ApiResult<ConversationView> {
    Ok(envelope::ok(
        app.messaging.set_archived(who.user.id, id, true).await?,
    ))
}

/// Moves the conversation back to the signed-in user's main list.
#[utoipa::path(post, path = "/api/v1/conversations/{id}/unarchive", tag = "messaging",
    params(("id" = i64, Path, description = "Conversation id")),
    responses((status = 200, body = Envelope<ConversationView>), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn unarchive(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<ConversationId>,
) -> ApiResult<ConversationView> {
    Ok(envelope::ok(
        app.messaging.set_archived(who.user.id, id, false).await?,
    ))
}

/// Messages the signed-in user sent or received, newest first, filtered (PRODUCT.md §3 Message
/// filters). An owner's inquiries: `messageType=inquiry`.
#[utoipa::path(get, path = "/api/v1/messages", tag = "messaging", params(MessageFilters),
    responses((status = 200, body = Envelope<Vec<MessageView>>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn messages(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Query(filters): Query<MessageFilters>,
) -> ApiResult<Vec<MessageView>> {
    Ok(envelope::page(
        app.messaging.messages(who.user.id, &filters).await?,
    ))
}

/// Sends a message: into `conversationId`, or about `propertyId` (a guest to its owner, opening
/// the conversation if needed; the owner to the guest `recipientId`). Answers as the
/// conversation's send does.
#[utoipa::path(post, path = "/api/v1/messages", tag = "messaging", request_body = SendMessage,
    responses((status = 201, body = Envelope<MessageView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody, description = "BLOCKED_BY_RECIPIENT, RECIPIENT_BLOCKED or OWN_PROPERTY"),
        (status = 404, body = ErrorBody),
        (status = 409, body = DuplicateMessageBody, description = "DUPLICATE_MESSAGE")))]
pub async fn send_message(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Json(req): Json<SendMessage>,
) -> Result<Response, ApiError> {
    let s = app.messaging.send_message(who.user.id, &req).await?;
    app.realtime.message_sent(&s).await;
    Ok(sent(s))
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UnreadCountData {
    /// Messages to the signed-in user not yet read, in all conversations.
    pub unread_count: i64,
}

/// The header badge's count.
#[utoipa::path(get, path = "/api/v1/messages/unread-count", tag = "messaging",
    responses((status = 200, body = Envelope<UnreadCountData>), (status = 401, body = ErrorBody)))]
pub async fn unread_count(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
) -> ApiResult<UnreadCountData> {
    Ok(envelope::ok(UnreadCountData {
        unread_count: app.messaging.unread_count(who.user.id).await?,
    }))
}

/// Marks one message to the signed-in user read; their own sent message is 403 NOT_RECIPIENT.
#[utoipa::path(patch, path = "/api/v1/messages/{id}/read", tag = "messaging",
    params(("id" = i64, Path, description = "Message id")),
    responses((status = 200, body = Envelope<MessageRead>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody, description = "NOT_RECIPIENT"), (status = 404, body = ErrorBody)))]
pub async fn read_message(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<MessageId>,
) -> ApiResult<MessageRead> {
    let read = app.messaging.mark_message_read(who.user.id, id).await?;
    app.realtime.message_read(&read).await;
    Ok(envelope::ok(read))
}

/// Blocks a user: they can no longer message the signed-in user. Blocking again keeps the first
/// block.
#[utoipa::path(post, path = "/api/v1/users/block", tag = "messaging", request_body = BlockRequest,
    responses((status = 200, body = Envelope<BlockView>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn block(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Json(req): Json<BlockRequest>,
) -> ApiResult<BlockView> {
    let block = app.messaging.block(who.user.id, &req).await?;
    app.realtime
        .block_changed(who.user.id.get(), block.user_id, true)
        .await;
    Ok(envelope::ok(block))
}

/// Lifts the signed-in user's block of a user (`wasBlocked` false when there was none).
#[utoipa::path(delete, path = "/api/v1/users/block/{id}", tag = "messaging",
    params(("id" = i64, Path, description = "The blocked user's id")),
    responses((status = 200, body = Envelope<Unblocked>), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn unblock(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<UserId>,
) -> ApiResult<Unblocked> {
    let lifted = app.messaging.unblock(who.user.id, id).await?;
    if lifted.was_blocked {
        app.realtime
            .block_changed(who.user.id.get(), id.get(), false)
            .await;
    }
    Ok(envelope::ok(lifted))
}

/// Whether the signed-in user and a user blocked each other.
#[utoipa::path(get, path = "/api/v1/users/blocked/check/{id}", tag = "messaging",
    params(("id" = i64, Path, description = "The other user's id")),
    responses((status = 200, body = Envelope<BlockStatus>), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn block_status(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<UserId>,
) -> ApiResult<BlockStatus> {
    Ok(envelope::ok(
        app.messaging.block_status(who.user.id, id).await?,
    ))
}
