//! Sending a message: the draft checked (content, kind, media, the sender's id for it), then
//! stored in one transaction that refuses a blocked pair and answers a repeat with the stored one.

use serde::Deserialize;

use crate::error::{CoreError, FieldErrors};
use crate::ids::{ConversationId, PropertyId, UserId};
use crate::store::messaging::{self as sm, MessageRow, NewMessage};
use crate::store::write_transaction;
use crate::store::DbConnection;

use super::{
    admit, blocked_by_recipient, conversation_not_found, recipient_blocked, MessageView, Messaging,
    UnreadCounts, MAX_CLIENT_ID_CHARS, MAX_CONTENT_CHARS, MAX_MEDIA_URL_CHARS, SENDABLE_TYPES,
};

/// A message to send: the body of `POST /api/v1/messages`, of
/// `POST /api/v1/conversations/{id}/messages` (which takes the conversation from the path) and
/// of the socket's `send_message`.
#[derive(Debug, Clone, Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SendMessage {
    /// The conversation (POST /api/v1/messages and send_message).
    pub conversation_id: Option<i64>,
    /// POST /api/v1/messages without a conversationId: a guest writes to the property's owner
    /// (the conversation is opened if needed); the owner names the guest with recipientId.
    pub property_id: Option<i64>,
    pub recipient_id: Option<i64>,
    /// 1 to 4,000 characters after trimming.
    #[schema(required = true, value_type = String)]
    pub content: Option<String>,
    /// text (default), image or file.
    pub message_type: Option<String>,
    /// The picture or file of an image or file message: https://… or /uploads/….
    pub media_url: Option<String>,
    /// The sender's own id for this message (at most 100 characters): a repeat is answered
    /// 409 DUPLICATE_MESSAGE with the stored message instead of storing it twice.
    pub client_message_id: Option<String>,
}

/// A message checked and ready to store.
#[derive(Debug)]
struct Draft {
    content: String,
    message_type: String,
    media_url: Option<String>,
    client_message_id: Option<String>,
}

fn media_url_message() -> crate::Said {
    refusal!("err-h-msg-media-path")
}

/// A normalised path under our own `/uploads/`: plain segments of letters, digits, `.`, `-` and
/// `_`, none empty, `.` or `..`. Another host's address would let a sender see who opened the
/// message (a tracking pixel); `..` or an escape could point at the API itself.
fn own_upload_path(url: &str) -> bool {
    let Some(rest) = url.strip_prefix("/uploads/") else {
        return false;
    };
    rest.split('/').all(|segment| {
        !segment.is_empty()
            && segment != "."
            && segment != ".."
            && segment
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
    })
}

fn draft(req: &SendMessage) -> Result<Draft, CoreError> {
    let mut errors = FieldErrors::new();
    let content = req
        .content
        .as_deref()
        .map(str::trim)
        .unwrap_or("")
        .to_string();
    if content.is_empty() {
        errors.insert("content".into(), refusal!("err-h-msg-empty"));
    } else if content.chars().count() > MAX_CONTENT_CHARS {
        errors.insert("content".into(), refusal!("err-h-msg-too-long"));
    } else if content
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
    {
        // Sockets reach this without the HTTP layer's check; PostgreSQL cannot store a NUL.
        errors.insert(
            "content".into(),
            refusal!("err-h-field-control-chars", field = "content"),
        );
    }
    let message_type = req
        .message_type
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .unwrap_or("text");
    if !SENDABLE_TYPES.contains(&message_type) {
        errors.insert("messageType".into(), refusal!("err-h-msg-type"));
    }
    let media_url = req
        .media_url
        .as_deref()
        .map(str::trim)
        .filter(|u| !u.is_empty())
        .map(str::to_string);
    match (&media_url, message_type) {
        (None, "image" | "file") => {
            errors.insert("mediaUrl".into(), refusal!("err-h-msg-media-required"));
        }
        (Some(_), "text") => {
            errors.insert("mediaUrl".into(), refusal!("err-h-msg-media-only"));
        }
        (Some(u), _) if u.chars().count() > MAX_MEDIA_URL_CHARS || !own_upload_path(u) => {
            errors.insert("mediaUrl".into(), media_url_message());
        }
        _ => {}
    }
    let client_message_id = match req.client_message_id.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(id)
            if id.chars().count() > MAX_CLIENT_ID_CHARS || id.chars().any(char::is_control) =>
        {
            errors.insert("clientMessageId".into(), refusal!("err-h-msg-client-id"));
            None
        }
        Some(id) => Some(id.to_string()),
    };
    if !errors.is_empty() {
        return Err(CoreError::validation(errors));
    }
    Ok(Draft {
        content,
        message_type: message_type.to_string(),
        media_url,
        client_message_id,
    })
}

/// A stored message, and what the other side is to be told.
#[derive(Debug, Clone)]
pub struct Sent {
    pub message: MessageView,
    /// The same `clientMessageId` was sent before: `message` is the stored one, nothing new
    /// was stored, and nobody needs telling again.
    pub duplicate: bool,
    /// The recipient's unread counts with this message.
    pub recipient_unread: UnreadCounts,
}

/// Inside one write transaction: the conversation is the sender's, the message not a repeat,
/// no block stands between the two; then the message is stored and the conversation moved up.
fn store_message(
    c: &mut DbConnection,
    sender_id: UserId,
    conversation_id: ConversationId,
    draft: Draft,
    now: i64,
) -> Result<(MessageRow, bool), CoreError> {
    let conversation = sm::conversation(c, conversation_id)?
        .filter(|r| r.has(sender_id))
        .ok_or_else(conversation_not_found)?;
    if let Some(id) = &draft.client_message_id {
        if let Some(stored) = sm::by_client_id(c, sender_id, id)? {
            return Ok((stored, true));
        }
    }
    let recipient_id = conversation.other(sender_id);
    if sm::block(c, recipient_id, sender_id)?.is_some() {
        return Err(blocked_by_recipient());
    }
    if sm::block(c, sender_id, recipient_id)?.is_some() {
        return Err(recipient_blocked());
    }
    let inquiry = draft.message_type == "text"
        && sender_id == conversation.guest_id
        && !sm::has_written(c, conversation.id, sender_id)?;
    let new = NewMessage {
        conversation_id: conversation.id,
        sender_id,
        recipient_id,
        property_id: conversation.property_id,
        content: draft.content,
        message_type: if inquiry {
            "inquiry".into()
        } else {
            draft.message_type
        },
        media_url: draft.media_url,
        client_message_id: draft.client_message_id,
        delivery_status: "delivered".into(),
        is_read: false,
        delivered_at: now,
        created_at: now,
    };
    let row = sm::insert_message(c, &new)?;
    sm::touch_conversation(c, conversation.id, row.id, now)?;
    Ok((row, false))
}

impl Messaging {
    /// Sends into conversation `conversation_id` (ignoring the request's own conversationId):
    /// stored first, delivered on storing. A guest's first text message is an inquiry to the
    /// owner. A repeated `clientMessageId` answers with the stored message (`duplicate`).
    pub async fn send(
        &self,
        sender_id: UserId,
        conversation_id: ConversationId,
        req: &SendMessage,
    ) -> Result<Sent, CoreError> {
        let draft = draft(req)?;
        admit(&self.limits.messages, sender_id)?;
        let now = self.now();
        let client_id = draft.client_message_id.clone();
        let outcome = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    store_message(c, sender_id, conversation_id, draft, now)
                })
            })
            .await;
        let (row, duplicate) = match outcome {
            Ok(v) => v,
            // The same clientMessageId committed by a concurrent request.
            Err(CoreError::Conflict {
                code: "ALREADY_EXISTS",
                message,
            }) => {
                let Some(id) = client_id else {
                    return Err(CoreError::Internal(anyhow::anyhow!(
                        "unexpected unique violation: {message}"
                    )));
                };
                let stored = self
                    .store
                    .run(move |c| sm::by_client_id(c, sender_id, &id))
                    .await?;
                (stored.ok_or_else(conversation_not_found)?, true)
            }
            Err(e) => return Err(e),
        };
        let recipient_unread = self
            .unread_counts(row.recipient_id, row.conversation_id)
            .await?;
        Ok(Sent {
            message: MessageView::of(row),
            duplicate,
            recipient_unread,
        })
    }

    /// `POST /api/v1/messages`: into `conversationId`; else about `propertyId`, a guest to its
    /// owner (opening the conversation) or the owner to the guest `recipientId`.
    pub async fn send_message(
        &self,
        sender_id: UserId,
        req: &SendMessage,
    ) -> Result<Sent, CoreError> {
        // Checked before a conversation is opened, so bad input opens nothing.
        draft(req)?;
        if let Some(id) = req.conversation_id {
            return self.send(sender_id, ConversationId::new(id), req).await;
        }
        let Some(property_id) = req.property_id.map(PropertyId::new) else {
            return Err(CoreError::field(
                "conversationId",
                refusal!("err-h-msg-conversation-or-property"),
            ));
        };
        let card = self
            .store
            .run(move |c| sm::property_card(c, property_id))
            .await?
            .ok_or(CoreError::NotFound(crate::Missing::Property))?;
        let conversation_id = if card.owner_id == sender_id {
            let guest = req.recipient_id.map(UserId::new).ok_or_else(|| {
                CoreError::field("recipientId", refusal!("err-h-msg-recipient-required"))
            })?;
            self.store
                .run(move |c| sm::find_conversation(c, guest, property_id))
                .await?
                .ok_or_else(conversation_not_found)?
                .id
        } else {
            self.open_row(sender_id, property_id).await?.0.id
        };
        self.send(sender_id, conversation_id, req).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(content: &str) -> SendMessage {
        SendMessage {
            content: Some(content.into()),
            ..Default::default()
        }
    }

    #[test]
    fn content_is_trimmed_and_limited_to_4000_characters() {
        assert_eq!(draft(&text("  hello  ")).unwrap().content, "hello");
        assert!(draft(&text("   ")).is_err());
        assert!(draft(&SendMessage::default()).is_err());
        assert!(
            draft(&text(&"అ".repeat(4_000))).is_ok(),
            "characters, not bytes"
        );
        assert!(draft(&text(&"a".repeat(4_001))).is_err());
    }

    #[test]
    fn content_keeps_lines_but_refuses_other_control_characters() {
        assert_eq!(
            draft(&text("Gate code:\n\t4412\r\nThanks"))
                .unwrap()
                .content,
            "Gate code:\n\t4412\r\nThanks"
        );
        for bad in ["a\u{0}b", "bell\u{7}", "c1\u{85}end"] {
            match draft(&text(bad)) {
                Err(CoreError::Validation { fields, .. }) => assert_eq!(
                    fields["content"], "content cannot contain control characters",
                    "{bad:?}"
                ),
                other => panic!("{bad:?}: {other:?}"),
            }
        }
    }

    #[test]
    fn media_goes_with_image_and_file_messages_only() {
        let mut m = text("look");
        m.message_type = Some("image".into());
        assert!(draft(&m).is_err(), "an image needs its mediaUrl");
        m.media_url = Some("/uploads/chat/1.jpg".into());
        assert_eq!(draft(&m).unwrap().message_type, "image");
        m.media_url = Some("javascript:alert(1)".into());
        assert!(draft(&m).is_err());
        let mut t = text("hi");
        t.media_url = Some("https://example.in/a.jpg".into());
        assert!(draft(&t).is_err());
        t.media_url = None;
        t.message_type = Some("inquiry".into());
        assert!(draft(&t).is_err(), "inquiry is given by the server");
    }

    #[test]
    fn media_is_only_a_normalised_path_of_our_uploads() {
        let mut m = text("look");
        m.message_type = Some("file".into());
        for ok in [
            "/uploads/chat/1.jpg",
            "/uploads/chat/2026/gate_photo-2.webp",
        ] {
            m.media_url = Some(ok.into());
            assert!(draft(&m).is_ok(), "{ok}");
        }
        for bad in [
            "/uploads/../api/dev/outbox",
            "/uploads/chat/./1.jpg",
            "/uploads//1.jpg",
            "/uploads/chat/%2e%2e/x",
            "/uploads/chat/1.jpg?track=me",
            "/uploads/",
            "https://tracker.example/pixel.gif",
            "//evil.example/uploads/a.jpg",
        ] {
            m.media_url = Some(bad.into());
            match draft(&m) {
                Err(CoreError::Validation { fields, .. }) => {
                    assert_eq!(fields["mediaUrl"], media_url_message(), "{bad}")
                }
                other => panic!("{bad}: {other:?}"),
            }
        }
    }
}
