//! Who hears about a change, and in which events (docs/REALTIME.md "Server → client").

use std::collections::BTreeMap;

use escapes_core::events::{BookingUpdate, Notice, PropertyUpdate};
use escapes_core::messaging::{MarkedRead, MessageRead, Sent, UnreadCounts};
use escapes_core::time::to_ist_rfc3339;
use serde::Serialize;
use serde_json::json;
use socketioxide::adapter::Adapter;
use socketioxide::SocketIo;

use super::peer::{conversation_room, user_room, ForceReason, FORCE_DISCONNECT};

fn log_failure<E: std::fmt::Debug>(event: &str, result: Result<(), E>) {
    if let Err(e) = result {
        tracing::debug!(event, error = ?e, "realtime emit failed");
    }
}

pub async fn to_users<A: Adapter, T: Serialize + ?Sized>(
    io: &SocketIo<A>,
    user_ids: &[i64],
    event: &'static str,
    data: &T,
) {
    let rooms: Vec<String> = user_ids.iter().map(|id| user_room(*id)).collect();
    log_failure(event, io.to(rooms).emit(event, data).await);
}

/// Whether `user_id` has a socket on any instance.
pub async fn is_connected<A: Adapter>(io: &SocketIo<A>, user_id: i64) -> bool {
    io.to(user_room(user_id))
        .fetch_sockets()
        .await
        .map(|s| !s.is_empty())
        .unwrap_or(false)
}

/// A stored message: `new_message` to both participants and the conversation room (each socket
/// once), `room_message` to the room, the recipient's new unread counts, and `message_delivered`
/// to the sender when the recipient is connected. A duplicate was told the first time.
pub async fn message_sent<A: Adapter>(io: &SocketIo<A>, sent: &Sent) {
    if sent.duplicate {
        return;
    }
    let m = &sent.message;
    let room = conversation_room(m.conversation_id);
    let rooms = vec![
        room.clone(),
        user_room(m.sender_id),
        user_room(m.recipient_id),
    ];
    log_failure("new_message", io.to(rooms).emit("new_message", m).await);
    let room_message = json!({ "roomId": room, "senderId": m.sender_id, "messageId": m.id, "conversationId": m.conversation_id });
    log_failure(
        "room_message",
        io.to(room).emit("room_message", &room_message).await,
    );
    to_users(
        io,
        &[m.recipient_id],
        "unread_count_changed",
        &sent.recipient_unread,
    )
    .await;
    if is_connected(io, m.recipient_id).await {
        let delivered = json!({
            "messageId": m.id,
            "conversationId": m.conversation_id,
            "deliveredAt": to_ist_rfc3339(chrono::Utc::now()),
        });
        to_users(io, &[m.sender_id], "message_delivered", &delivered).await;
    }
}

/// Messages read in a batch: `messages_read_receipts` to each sender per conversation, and to
/// the reader's own sockets `message_read` plus the new unread counts.
pub async fn messages_read<A: Adapter>(io: &SocketIo<A>, marked: &MarkedRead) {
    if marked.message_ids.is_empty() {
        return;
    }
    let mut by_sender: BTreeMap<(i64, i64), Vec<i64>> = BTreeMap::new();
    for r in &marked.receipts {
        by_sender
            .entry((r.sender_id, r.conversation_id))
            .or_default()
            .push(r.message_id);
    }
    let mut by_conversation: BTreeMap<i64, Vec<i64>> = BTreeMap::new();
    for ((sender, conversation_id), ids) in by_sender {
        let receipt = json!({ "messageIds": ids, "conversationId": conversation_id, "readBy": marked.read_by, "readAt": marked.read_at });
        to_users(io, &[sender], "messages_read_receipts", &receipt).await;
        by_conversation
            .entry(conversation_id)
            .or_default()
            .extend(ids);
    }
    for (conversation_id, ids) in by_conversation {
        let read = json!({ "messageIds": ids, "conversationId": conversation_id, "readBy": marked.read_by, "readAt": marked.read_at });
        to_users(io, &[marked.read_by], "message_read", &read).await;
    }
    for c in &marked.conversations {
        unread_changed(
            io,
            marked.read_by,
            c.conversation_id,
            c.unread_count,
            marked.unread_count,
        )
        .await;
    }
}

/// One message read: `message_read_receipt` to its sender, `message_read` and the new counts to
/// the reader. Reading it again tells nobody.
pub async fn message_read<A: Adapter>(io: &SocketIo<A>, read: &MessageRead) {
    if !read.newly_read {
        return;
    }
    let m = &read.message;
    let read_at = m.read_at.clone().unwrap_or_default();
    let receipt = json!({
        "messageId": m.id, "conversationId": m.conversation_id, "readBy": m.recipient_id,
        "readAt": read_at, "deliveryStatus": m.delivery_status,
    });
    to_users(io, &[m.sender_id], "message_read_receipt", &receipt).await;
    let mine = json!({ "messageIds": [m.id], "conversationId": m.conversation_id, "readBy": m.recipient_id, "readAt": read_at });
    to_users(io, &[m.recipient_id], "message_read", &mine).await;
    unread_changed(
        io,
        m.recipient_id,
        m.conversation_id,
        read.conversation_unread_count,
        read.unread_count,
    )
    .await;
}

/// `unread_count_changed` to `user_id`: the same payload as a send's `recipient_unread`.
async fn unread_changed<A: Adapter>(
    io: &SocketIo<A>,
    user_id: i64,
    conversation_id: i64,
    in_conversation: i64,
    in_all: i64,
) {
    let counts = UnreadCounts {
        user_id,
        conversation_id,
        conversation_unread_count: in_conversation,
        unread_count: in_all,
    };
    to_users(io, &[user_id], "unread_count_changed", &counts).await;
}

pub async fn block_changed<A: Adapter>(io: &SocketIo<A>, by: i64, user_id: i64, blocked: bool) {
    let (event, payload) = if blocked {
        (
            "user_blocked",
            json!({ "blockedBy": by, "userId": user_id }),
        )
    } else {
        (
            "user_unblocked",
            json!({ "unblockedBy": by, "userId": user_id }),
        )
    };
    to_users(io, &[user_id, by], event, &payload).await;
}

/// `booking_update` to the guest and the owner, and a `notification` to whoever must act or
/// learn the outcome (core words it, in their language).
pub async fn booking_changed<A: Adapter>(io: &SocketIo<A>, b: &BookingUpdate) {
    to_users(io, &[b.guest_id, b.owner_id], "booking_update", b).await;
    if let Some(notice) = escapes_core::events::booking_notice(b) {
        notify(io, &notice).await;
    }
}

/// A fired alert: `alert_fired` (the alert, so lists refresh) and its `notification`.
pub async fn alert_fired<A: Adapter>(
    io: &SocketIo<A>,
    alert: &escapes_core::alerts::AlertView,
    notice: &Notice,
) {
    to_users(io, &[notice.to], "alert_fired", alert).await;
    notify(io, notice).await;
}

/// A `notification` to its one reader.
pub async fn notify<A: Adapter>(io: &SocketIo<A>, notice: &Notice) {
    to_users(io, &[notice.to], "notification", notice).await;
}

/// `property_update`: a listing guests can see (or just stopped seeing) is news to every open
/// page, so guests viewing it refetch; a draft or one under review only to its owner.
pub async fn property_changed<A: Adapter>(io: &SocketIo<A>, p: &PropertyUpdate) {
    if p.is_public_news() {
        log_failure("property_update", io.emit("property_update", p).await);
    } else {
        to_users(io, &[p.owner_id], "property_update", p).await;
    }
}

/// Staff ended every session of `user_id`: each of their sockets, on any instance, is told why
/// and then closed, so their pages sign out now rather than at the next call.
/// Tells every socket in `room` why it is being closed, then closes them (a session or all of
/// a user's sessions ended).
pub async fn end_room<A: Adapter>(io: &SocketIo<A>, room: String, reason: ForceReason) {
    log_failure(
        FORCE_DISCONNECT,
        io.to(room.clone())
            .emit(FORCE_DISCONNECT, &reason.payload())
            .await,
    );
    // Lets the notice leave before the close frames.
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    log_failure("disconnect", io.to(room).disconnect().await);
}
