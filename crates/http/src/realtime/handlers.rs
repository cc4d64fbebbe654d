//! Connecting, the client→server events, heartbeats and forced disconnects. Each event
//! translates its payload, calls core (as the REST call does) and answers with the REST
//! envelope in its acknowledgement; the fan-out lives in `fanout`.

use std::sync::Arc;
use std::time::Duration;

use escapes_core::ids::{ConversationId, MessageId, UserId};
use escapes_core::language::Language;
use escapes_core::messaging::{SendMessage, DUPLICATE_MESSAGE};
use escapes_core::{refusal, CoreError, Said};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{json, Value};
use socketioxide::adapter::Adapter;
use socketioxide::extract::{AckSender, Event, Extension, SocketRef, State, TryData};
use socketioxide::socket::DisconnectReason;
use socketioxide::SocketIo;

use super::fanout;
use super::peer::{
    conversation_room, session_room, token_expired_message, user_room, ForceReason, Peer,
    FORCE_DISCONNECT, TOKEN_EXPIRED,
};
use crate::error::ApiError;
use crate::AppState;

/// socket.io's own event names (PRODUCT.md §5): never application events.
pub const RESERVED_EVENTS: [&str; 6] = [
    "connect",
    "connect_error",
    "disconnect",
    "disconnecting",
    "newListener",
    "removeListener",
];

/// The handshake's refusal; socket.io clients see this text as `connect_error`'s message.
#[derive(Debug)]
pub struct Unauthorized;

impl std::fmt::Display for Unauthorized {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("UNAUTHORIZED")
    }
}

#[derive(Deserialize)]
pub struct Handshake {
    token: Option<String>,
}

/// The handshake: the access token from `auth.token`, else an `Authorization: Bearer` header
/// (for clients that cannot set `auth`). Rooms and event handlers are set up here, before the
/// client hears it is connected, so its first event never finds the socket unprepared.
pub async fn authenticate<A: Adapter>(
    s: SocketRef<A>,
    io: SocketIo<A>,
    TryData(auth): TryData<Handshake>,
    State(app): State<AppState>,
) -> Result<(), Unauthorized> {
    let token = auth
        .ok()
        .and_then(|h| h.token)
        .or_else(|| crate::auth_extract::bearer(s.req_parts()).map(str::to_string))
        .filter(|t| !t.is_empty())
        .ok_or(Unauthorized)?;
    let who = app
        .sessions
        .authenticate_as(&token, escapes_core::auth::session::SessionKind::App)
        .await
        .map_err(|_| Unauthorized)?;
    let room = user_room(who.user.id.get());
    let others = io
        .to(room.clone())
        .fetch_sockets()
        .await
        .map(|v| v.len())
        .unwrap_or(0);
    let peer = Arc::new(Peer::new(
        who.user.id,
        who.user.language,
        who.session_id,
        who.expires_at,
        others,
    ));
    s.extensions.insert(peer.clone());
    if others >= app.config.realtime.max_sockets_per_user {
        // Told why once connected (force_disconnect), so nothing else is set up.
        return Ok(());
    }
    s.join([room, session_room(who.session_id)]);
    s.on("authenticate", reauthenticate::<A>);
    s.on("send_message", send_message::<A>);
    s.on("join_conversation", join_conversation::<A>);
    s.on("typing_start", typing_start::<A>);
    s.on("typing_stop", typing_stop::<A>);
    s.on("mark_read", mark_read::<A>);
    s.on("mark_message_read", mark_message_read::<A>);
    s.on("mark_messages_read", mark_messages_read::<A>);
    s.on(
        "heartbeat_pong",
        async |Extension(peer): Extension<Arc<Peer>>| peer.ponged(),
    );
    s.on_fallback(unknown_event::<A>);
    s.on_disconnect(on_disconnect::<A>);
    Ok(())
}

pub async fn on_connect<A: Adapter>(
    s: SocketRef<A>,
    io: SocketIo<A>,
    State(app): State<AppState>,
    Extension(peer): Extension<Arc<Peer>>,
) {
    let config = &app.config.realtime;
    if peer.sockets_before >= config.max_sockets_per_user {
        force(&s, ForceReason::ConnectionLimitExceeded).await;
        return;
    }
    tokio::spawn(heartbeat(
        s.clone(),
        peer.clone(),
        config.heartbeat,
        config.idle_timeout,
    ));
    tokio::spawn(close_at_expiry(s.clone(), peer.clone(), app.clock.clone()));
    if peer.sockets_before == 0 {
        announce_status(&io, &app, peer.user_id, "online").await;
    }
}

async fn on_disconnect<A: Adapter>(
    s: SocketRef<A>,
    io: SocketIo<A>,
    State(app): State<AppState>,
    reason: DisconnectReason,
) {
    let Some(peer) = s.extensions.get::<Arc<Peer>>() else {
        return;
    };
    tracing::debug!(user = %peer.user_id, ?reason, "socket closed");
    // This socket still counts until the handler returns.
    let left = io
        .to(user_room(peer.user_id.get()))
        .fetch_sockets()
        .await
        .map(|v| v.iter().filter(|r| r.data().id != s.id).count());
    if matches!(left, Ok(0)) {
        announce_status(&io, &app, peer.user_id, "offline").await;
    }
}

async fn announce_status<A: Adapter>(
    io: &SocketIo<A>,
    app: &AppState,
    user_id: UserId,
    status: &str,
) {
    match app.messaging.status_audience(user_id).await {
        Ok(audience) if !audience.is_empty() => {
            let audience: Vec<i64> = audience.into_iter().map(UserId::get).collect();
            fanout::to_users(
                io,
                &audience,
                "user_status",
                &json!({ "userId": user_id, "status": status }),
            )
            .await
        }
        Ok(_) => {}
        Err(e) => tracing::warn!(error = %e, "could not read whom to tell a status change"),
    }
}

/// Pings every `every`; a socket that answered none of the last two pings (and sent nothing
/// else) is a zombie, one that sent nothing but pongs for `idle` is idle.
async fn heartbeat<A: Adapter>(s: SocketRef<A>, peer: Arc<Peer>, every: Duration, idle: Duration) {
    let mut tick = tokio::time::interval(every);
    tick.tick().await;
    loop {
        tick.tick().await;
        if !s.connected() {
            return;
        }
        if peer.since_pong() > every * 2 {
            force(&s, ForceReason::ZombieConnection).await;
            return;
        }
        if peer.since_active() > idle {
            force(&s, ForceReason::IdleTimeout).await;
            return;
        }
        let _ = s.emit(
            "heartbeat_ping",
            &json!({ "timestamp": chrono::Utc::now().timestamp_millis() }),
        );
    }
}

/// Closes the socket with TOKEN_EXPIRED once its access token expires, unless the client
/// re-authenticated with a fresh one first (which moves the deadline).
async fn close_at_expiry<A: Adapter>(
    s: SocketRef<A>,
    peer: Arc<Peer>,
    clock: escapes_core::time::SharedClock,
) {
    loop {
        if !s.connected() {
            return;
        }
        let left = peer.expires_at() - clock.now().timestamp();
        if left <= 0 {
            force(&s, ForceReason::TokenExpired).await;
            return;
        }
        // Re-checked at least every 30 s, so a closed socket's task ends soon.
        tokio::time::sleep(Duration::from_secs(left.clamp(1, 30) as u64)).await;
    }
}

/// The start of every client event: the user is active, and the socket's token still valid.
/// An expired token gets TOKEN_EXPIRED until the client re-authenticates.
fn admit<A: Adapter>(app: &AppState, peer: &Peer, ack: AckSender<A>) -> Option<Ack<A>> {
    let ack = Ack::new(ack, peer);
    if peer.expires_at() <= app.clock.now().timestamp() {
        ack.refuse(TOKEN_EXPIRED, token_expired_message(), None);
        return None;
    }
    peer.active();
    Some(ack)
}

#[derive(Deserialize)]
struct Reauthenticate {
    token: String,
}

/// `authenticate {token}`: a fresh access token of the same user keeps the socket open past the
/// old token's expiry (the client sends it after each refresh), and moves it to the token's
/// session if that changed.
async fn reauthenticate<A: Adapter>(
    s: SocketRef<A>,
    State(app): State<AppState>,
    Extension(peer): Extension<Arc<Peer>>,
    TryData(data): TryData<Value>,
    ack: AckSender<A>,
) {
    let result = async {
        let r: Reauthenticate = payload(data)?;
        let who = app
            .sessions
            .authenticate_as(&r.token, escapes_core::auth::session::SessionKind::App)
            .await?;
        if who.user.id != peer.user_id {
            return Err(escapes_core::auth::session::unauthorized());
        }
        let before = peer.session_id();
        if who.session_id != before {
            s.leave(session_room(before));
            s.join(session_room(who.session_id));
        }
        peer.renewed(who.session_id, who.expires_at);
        // The account's language as it is now: a change on another instance reaches this socket here.
        peer.set_language(who.user.language);
        peer.active();
        let expires_at = chrono::DateTime::from_timestamp(who.expires_at, 0)
            .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true));
        Ok(json!({ "expiresAt": expires_at }))
    }
    .await;
    Ack::new(ack, &peer).answer(result);
}

async fn force<A: Adapter>(s: &SocketRef<A>, reason: ForceReason) {
    tracing::info!(reason = reason.code(), "forcing a socket off");
    let language = s
        .extensions
        .get::<Arc<Peer>>()
        .map(|peer| peer.language())
        .unwrap_or_default();
    let _ = s.emit(FORCE_DISCONNECT, &reason.payload_in(language));
    // Lets the notice leave before the close.
    tokio::time::sleep(Duration::from_millis(50)).await;
    let _ = s.clone().disconnect();
}

/// Sends an acknowledgement; one that cannot leave (the socket's queue is full or it closed) is
/// logged, never dropped silently.
fn acknowledge<A: Adapter>(ack: AckSender<A>, body: &Value) {
    if let Err(e) = ack.send(body) {
        tracing::warn!(error = %e, "an acknowledgement could not be sent");
    }
}

/// A client event's acknowledgement, its refusals in the socket user's language.
struct Ack<A: Adapter> {
    sender: AckSender<A>,
    language: Language,
}

impl<A: Adapter> Ack<A> {
    fn new(sender: AckSender<A>, peer: &Peer) -> Self {
        Self {
            sender,
            language: peer.language(),
        }
    }

    fn send(self, body: Value) {
        acknowledge(self.sender, &body);
    }

    /// A refusal without field messages in the user's language; `data` goes along when the
    /// refusal still has an answer (a duplicate's stored message).
    fn refuse(self, code: &str, message: Said, data: Option<Value>) {
        let message = message.in_language(self.language);
        let mut body = json!({
            "success": false,
            "message": message,
            "error": { "code": code, "message": message },
        });
        if let Some(data) = data {
            body["data"] = data;
        }
        self.send(body);
    }

    fn answer<T: serde::Serialize>(self, result: Result<T, CoreError>) {
        let body = match result {
            Ok(data) => json!({ "success": true, "data": data }),
            Err(e) => refusal(&e.into(), self.language),
        };
        self.send(body);
    }
}

/// A refusal as an acknowledgement, in `language`: the API's shape, its fields always present.
fn refusal(e: &ApiError, language: Language) -> Value {
    let body = e.body_in(language);
    json!({
        "success": false,
        "message": body.message,
        "error": { "code": body.error.code, "message": body.error.message, "fields": body.error.fields },
    })
}

/// The event's payload as `T`, or VALIDATION_FAILED naming what is wrong.
fn payload<T: DeserializeOwned>(
    data: Result<Value, impl std::fmt::Display>,
) -> Result<T, CoreError> {
    let value = data
        .map_err(|e| CoreError::field("payload", refusal!("err-h-rt-payload-json", detail = e)))?;
    serde_json::from_value(value)
        .map_err(|e| CoreError::field("payload", refusal!("err-h-rt-payload-invalid", detail = e)))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ConversationRef {
    conversation_id: ConversationId,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct MessageRef {
    message_id: MessageId,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct MessageRefs {
    message_ids: Vec<MessageId>,
}

/// The other participant of `conversation_id`, proving the user is in it (someone else's
/// conversation is "not found", as over REST).
async fn other_side(
    app: &AppState,
    peer: &Peer,
    conversation_id: ConversationId,
) -> Result<UserId, CoreError> {
    if let Some(other) = peer.known_conversation(conversation_id) {
        return Ok(other);
    }
    let c = app
        .messaging
        .own_conversation(peer.user_id, conversation_id)
        .await?;
    let other = if c.guest_id == peer.user_id {
        c.owner_id
    } else {
        c.guest_id
    };
    peer.remember_conversation(conversation_id, other);
    Ok(other)
}

async fn send_message<A: Adapter>(
    State(app): State<AppState>,
    Extension(peer): Extension<Arc<Peer>>,
    TryData(data): TryData<Value>,
    ack: AckSender<A>,
) {
    let Some(ack) = admit(&app, &peer, ack) else {
        return;
    };
    let request = payload::<SendMessage>(data).and_then(|r| match r.conversation_id {
        Some(_) => Ok(r),
        None => Err(CoreError::field(
            "conversationId",
            refusal!("err-h-field-required", field = "conversationId"),
        )),
    });
    let request = match request {
        Ok(r) => r,
        Err(e) => return ack.answer(Err::<(), _>(e)),
    };
    match app.messaging.send_message(peer.user_id, &request).await {
        Ok(sent) if sent.duplicate => {
            let data = serde_json::to_value(&sent.message).ok();
            ack.refuse(DUPLICATE_MESSAGE, refusal!("err-h-msg-duplicate"), data);
        }
        Ok(sent) => {
            // Acknowledged once stored, before the fan-out: the sender's tick does not wait on
            // the other side.
            ack.send(json!({ "success": true, "data": &sent.message }));
            app.realtime.message_sent(&sent).await;
        }
        Err(e) => ack.answer(Err::<(), _>(e)),
    }
}

async fn join_conversation<A: Adapter>(
    s: SocketRef<A>,
    State(app): State<AppState>,
    Extension(peer): Extension<Arc<Peer>>,
    TryData(data): TryData<Value>,
    ack: AckSender<A>,
) {
    let Some(ack) = admit(&app, &peer, ack) else {
        return;
    };
    let result = async {
        let r: ConversationRef = payload(data)?;
        other_side(&app, &peer, r.conversation_id).await?;
        s.join(conversation_room(r.conversation_id.get()));
        Ok(json!({ "conversationId": r.conversation_id }))
    }
    .await;
    ack.answer(result);
}

async fn typing<A: Adapter>(
    io: SocketIo<A>,
    app: AppState,
    peer: Arc<Peer>,
    data: Result<Value, impl std::fmt::Display>,
    ack: AckSender<A>,
    is_typing: bool,
) {
    let Some(ack) = admit(&app, &peer, ack) else {
        return;
    };
    let result = async {
        let r: ConversationRef = payload(data)?;
        let other = other_side(&app, &peer, r.conversation_id).await?;
        app.messaging.typing_allowed(peer.user_id)?;
        let event = json!({ "userId": peer.user_id, "conversationId": r.conversation_id, "isTyping": is_typing });
        fanout::to_users(&io, &[other.get()], "user_typing", &event).await;
        Ok(json!({ "conversationId": r.conversation_id }))
    }
    .await;
    ack.answer(result);
}

async fn typing_start<A: Adapter>(
    io: SocketIo<A>,
    State(app): State<AppState>,
    Extension(peer): Extension<Arc<Peer>>,
    TryData(data): TryData<Value>,
    ack: AckSender<A>,
) {
    typing(io, app, peer, data, ack, true).await
}

async fn typing_stop<A: Adapter>(
    io: SocketIo<A>,
    State(app): State<AppState>,
    Extension(peer): Extension<Arc<Peer>>,
    TryData(data): TryData<Value>,
    ack: AckSender<A>,
) {
    typing(io, app, peer, data, ack, false).await
}

async fn mark_read<A: Adapter>(
    State(app): State<AppState>,
    Extension(peer): Extension<Arc<Peer>>,
    TryData(data): TryData<Value>,
    ack: AckSender<A>,
) {
    let Some(ack) = admit(&app, &peer, ack) else {
        return;
    };
    let marked = async {
        let r: ConversationRef = payload(data)?;
        app.messaging
            .mark_conversation_read(peer.user_id, r.conversation_id)
            .await
    }
    .await;
    if let Ok(m) = &marked {
        app.realtime.messages_read(m).await;
    }
    ack.answer(
        marked.map(|m| json!({ "messageIds": m.message_ids, "unreadCount": m.unread_count })),
    );
}

async fn mark_messages_read<A: Adapter>(
    State(app): State<AppState>,
    Extension(peer): Extension<Arc<Peer>>,
    TryData(data): TryData<Value>,
    ack: AckSender<A>,
) {
    let Some(ack) = admit(&app, &peer, ack) else {
        return;
    };
    let marked = async {
        let r: MessageRefs = payload(data)?;
        app.messaging
            .mark_messages_read(peer.user_id, &r.message_ids)
            .await
    }
    .await;
    if let Ok(m) = &marked {
        app.realtime.messages_read(m).await;
    }
    ack.answer(
        marked.map(|m| json!({ "messageIds": m.message_ids, "unreadCount": m.unread_count })),
    );
}

async fn mark_message_read<A: Adapter>(
    State(app): State<AppState>,
    Extension(peer): Extension<Arc<Peer>>,
    TryData(data): TryData<Value>,
    ack: AckSender<A>,
) {
    let Some(ack) = admit(&app, &peer, ack) else {
        return;
    };
    let read = async {
        let r: MessageRef = payload(data)?;
        app.messaging
            .mark_message_read(peer.user_id, r.message_id)
            .await
    }
    .await;
    if let Ok(r) = &read {
        app.realtime.message_read(r).await;
    }
    ack.answer(read.map(|r| {
        let ids: Vec<i64> = if r.newly_read {
            vec![r.message.id]
        } else {
            vec![]
        };
        json!({ "messageIds": ids, "unreadCount": r.unread_count })
    }));
}

/// Names we do not handle, reserved ones included, get an error acknowledgement; the
/// connection stays up.
async fn unknown_event<A: Adapter>(Event(event): Event, ack: AckSender<A>) {
    let (code, message) = if RESERVED_EVENTS.contains(&event.as_str()) {
        (
            "EVENT_NOT_ALLOWED",
            refusal!("err-h-rt-reserved-event", what = event),
        )
    } else {
        (
            "EVENT_NOT_ALLOWED",
            refusal!("err-h-rt-unknown-event", what = event),
        )
    };
    // No peer is at hand here, so no language: these name a client's programming error.
    let message = message.english();
    acknowledge(
        ack,
        &json!({ "success": false, "message": message, "error": { "code": code, "message": message } }),
    );
}
