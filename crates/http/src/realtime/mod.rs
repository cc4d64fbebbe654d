//! The socket.io channel of PRODUCT.md §7 (docs/REALTIME.md). Client events call the same core
//! functions as the REST calls; `fanout` tells the affected users, whichever path made the
//! change. With `REDIS_URL` the rooms span every instance sharing that Redis.

mod fanout;
mod handlers;
mod peer;

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use anyhow::Context;
use escapes_core::events::{DomainEvent, SessionsEnded};
use escapes_core::messaging::{MarkedRead, MessageRead, Sent};
use socketioxide::adapter::{Emitter, LocalAdapter};
use socketioxide::handler::ConnectHandler;
use socketioxide::layer::SocketIoLayer;
use socketioxide::SocketIo;
use socketioxide_redis::{RedisAdapter, RedisAdapterCtr};

use crate::AppState;

pub use peer::ForceReason;
use peer::Peer;

/// The channel's limits (PRODUCT.md §9 and the defaults).
#[derive(Debug, Clone)]
pub struct RealtimeConfig {
    /// How often the server sends `heartbeat_ping`; a socket silent for twice this is dropped.
    pub heartbeat: Duration,
    /// More sockets than this for one user and the newest gets CONNECTION_LIMIT_EXCEEDED.
    pub max_sockets_per_user: usize,
    /// A socket that sent nothing but pongs for this long gets IDLE_TIMEOUT.
    pub idle_timeout: Duration,
    /// Share rooms with the other instances through this Redis (RESP3, Redis 7+).
    pub redis_url: Option<String>,
}

impl Default for RealtimeConfig {
    fn default() -> Self {
        Self {
            heartbeat: Duration::from_secs(30),
            max_sockets_per_user: 5,
            idle_timeout: Duration::from_secs(30 * 60),
            redis_url: None,
        }
    }
}

type RedisIo = SocketIo<RedisAdapter<Emitter>>;

#[derive(Clone)]
enum Io {
    Local(SocketIo<LocalAdapter>),
    Redis(RedisIo),
}

#[derive(Clone)]
pub(crate) enum Layer {
    Local(SocketIoLayer<LocalAdapter>),
    Redis(SocketIoLayer<RedisAdapter<Emitter>>),
}

/// Runs `$body` with `$io` bound to whichever adapter the channel was started with.
macro_rules! with_io {
    ($io_enum:expr, $io:ident => $body:expr) => {
        match $io_enum {
            Io::Local($io) => $body,
            Io::Redis($io) => $body,
        }
    };
}

/// A handle on the channel, shared by every clone of the app state. Until `router` (or
/// `serve`) starts it, fan-outs go nowhere, which is what a state without a listener wants.
#[derive(Clone, Default)]
pub struct Realtime(Arc<OnceLock<(Io, Layer)>>, Arc<OnceLock<RedisClient>>);

type RedisClient = socketioxide_redis::drivers::redis::redis_client::Client;

/// How long `/readyz` waits for Redis to answer a PING.
const REDIS_READY_TIMEOUT: Duration = Duration::from_secs(2);

impl Realtime {
    fn io(&self) -> Option<&Io> {
        self.0.get().map(|(io, _)| io)
    }

    /// The socket.io layer for the router, starting a single-instance channel if none was.
    pub(crate) fn layer(&self, app: &AppState) -> Layer {
        self.0.get_or_init(|| start_local(app)).1.clone()
    }

    /// Starts the channel over Redis so events reach clients of the other instances.
    pub async fn start_redis(&self, app: &AppState, url: &str) -> anyhow::Result<()> {
        let url = if url.contains("protocol=") {
            url.to_string()
        } else {
            format!(
                "{url}{}protocol=resp3",
                if url.contains('?') { '&' } else { '?' }
            )
        };
        let client = socketioxide_redis::drivers::redis::redis_client::Client::open(url.as_str())
            .context("REDIS_URL")?;
        let adapter = RedisAdapterCtr::new_with_redis(&client)
            .await
            .context("cannot reach Redis at REDIS_URL")?;
        let (layer, io) = builder(app)
            .with_adapter::<RedisAdapter<_>>(adapter)
            .build_layer();
        io.ns("/", handlers::on_connect.with(handlers::authenticate))
            .await
            .context("socket.io over Redis")?;
        listen_to_core(app, Io::Redis(io.clone()));
        self.0
            .set((Io::Redis(io), Layer::Redis(layer)))
            .map_err(|_| anyhow::anyhow!("the realtime channel was already started"))?;
        let _ = self.1.set(client);
        Ok(())
    }

    /// For `/readyz`: Redis answers a PING within two seconds, when the channel runs over it.
    /// Without Redis the instance serves its own sockets only, which is no fault.
    pub async fn redis_ready(&self) -> Result<(), String> {
        let Some(client) = self.1.get() else {
            return Ok(());
        };
        let ping = async {
            let mut conn = client.get_multiplexed_async_connection().await?;
            socketioxide_redis::drivers::redis::redis_client::cmd("PING")
                .query_async::<String>(&mut conn)
                .await
        };
        match tokio::time::timeout(REDIS_READY_TIMEOUT, ping).await {
            Ok(Ok(_)) => Ok(()),
            Ok(Err(e)) => Err(e.to_string()),
            Err(_) => Err("no answer within 2 seconds".into()),
        }
    }

    /// SERVER_SHUTDOWN to every socket of this instance, then closes them, so a graceful
    /// shutdown does not wait on open websockets.
    pub async fn shutdown(&self) {
        let Some(io) = self.io() else { return };
        let reason = ForceReason::ServerShutdown;
        with_io!(io, io => {
            let _ = io.local().emit(peer::FORCE_DISCONNECT, &reason.payload()).await;
            // Lets the notice leave before the close frames.
            tokio::time::sleep(Duration::from_millis(100)).await;
            io.close().await;
        })
    }

    pub async fn message_sent(&self, sent: &Sent) {
        if let Some(io) = self.io() {
            with_io!(io, io => fanout::message_sent(io, sent).await)
        }
    }

    pub async fn messages_read(&self, marked: &MarkedRead) {
        if let Some(io) = self.io() {
            with_io!(io, io => fanout::messages_read(io, marked).await)
        }
    }

    pub async fn message_read(&self, read: &MessageRead) {
        if let Some(io) = self.io() {
            with_io!(io, io => fanout::message_read(io, read).await)
        }
    }

    /// `user_blocked` / `user_unblocked` to the blocked user and the blocker's other tabs.
    pub async fn block_changed(&self, by: i64, user_id: i64, blocked: bool) {
        if let Some(io) = self.io() {
            with_io!(io, io => fanout::block_changed(io, by, user_id, blocked).await)
        }
    }
}

/// The largest socket.io packet or WebSocket frame a client may send (the advertised
/// `maxPayload`).
pub const MAX_PAYLOAD: usize = 64 * 1024;

fn builder(app: &AppState) -> socketioxide::SocketIoBuilder {
    SocketIo::builder()
        .with_state(app.clone())
        // Acks the server asks for (none today) and slow clients get this long.
        .ack_timeout(Duration::from_secs(10))
        // PRODUCT.md §9: the client's connect timeout is 20 s; keep the handshake window the same.
        .connect_timeout(Duration::from_secs(20))
        // Messages are at most 4,000 characters; anything much larger is not ours. The WebSocket
        // limits make the same bound hold for frames, which are refused (the socket closes)
        // before they are read whole or parsed.
        .max_payload(MAX_PAYLOAD as u64)
        .ws_max_message_size(MAX_PAYLOAD)
        .ws_max_frame_size(MAX_PAYLOAD)
        // Packets waiting to go out per socket. socket.io's 128 was too few for a burst of sends:
        // each one queues its acknowledgement plus the echoes to the sender's own room, and a
        // full queue drops what does not fit.
        .max_buffer_size(1024)
}

fn start_local(app: &AppState) -> (Io, Layer) {
    let (layer, io) = builder(app).build_layer();
    io.ns("/", handlers::on_connect.with(handlers::authenticate));
    listen_to_core(app, Io::Local(io.clone()));
    (Io::Local(io), Layer::Local(layer))
}

/// Closes the sockets in `room` off the listener's loop (the close waits for the notice to leave).
fn end_room(io: &Io, room: String, reason: ForceReason) {
    let io = io.clone();
    tokio::spawn(async move { with_io!(&io, io => fanout::end_room(io, room, reason).await) });
}

/// Turns core's committed changes (bookings, properties) into `booking_update`,
/// `property_update` and `notification` events. Started once per instance, so each change is
/// told once: the adapter carries it to the other instances' clients.
fn listen_to_core(app: &AppState, io: Io) {
    let Ok(runtime) = tokio::runtime::Handle::try_current() else {
        return;
    };
    let store = app.store.clone();
    let mut events = store.events().subscribe();
    runtime.spawn(async move {
        loop {
            let event = match events.recv().await {
                Ok(e) => e,
                Err(tokio::sync::broadcast::error::RecvError::Lagged(n)) => {
                    tracing::warn!(skipped = n, "realtime fell behind core events; clients refetch on their next event");
                    continue;
                }
                Err(tokio::sync::broadcast::error::RecvError::Closed) => break,
            };
            let told = match event {
                DomainEvent::BookingChanged { booking_id } => match escapes_core::events::booking_update(&store, booking_id).await {
                    Ok(Some(update)) => {
                        with_io!(&io, io => fanout::booking_changed(io, &update).await);
                        Ok(())
                    }
                    Ok(None) => Ok(()),
                    Err(e) => Err(e),
                },
                DomainEvent::PropertyChanged { property_id } => match escapes_core::events::property_update(&store, property_id).await {
                    Ok(Some(update)) => {
                        with_io!(&io, io => fanout::property_changed(io, &update).await);
                        Ok(())
                    }
                    Ok(None) => Ok(()),
                    Err(e) => Err(e),
                },
                DomainEvent::SessionsEnded { user_id, why } => {
                    let reason = match why {
                        SessionsEnded::Suspended => ForceReason::AccountSuspended,
                        SessionsEnded::Revoked => ForceReason::SessionRevoked,
                    };
                    end_room(&io, peer::user_room(user_id.get()), reason);
                    Ok(())
                }
                DomainEvent::SessionEnded { session_id } => {
                    end_room(&io, peer::session_room(session_id), ForceReason::SessionRevoked);
                    Ok(())
                }
                DomainEvent::LanguageChanged { user_id, language } => {
                    with_io!(&io, io => {
                        for socket in io.to(peer::user_room(user_id.get())).sockets() {
                            if let Some(peer) = socket.extensions.get::<Arc<Peer>>() {
                                peer.set_language(language);
                            }
                        }
                    });
                    Ok(())
                }
                DomainEvent::AlertFired { alert_id } => match escapes_core::alerts::fired_alert(&store, alert_id).await {
                    Ok(Some((alert, notice))) => {
                        with_io!(&io, io => fanout::alert_fired(io, &alert, &notice).await);
                        Ok(())
                    }
                    Ok(None) => Ok(()),
                    Err(e) => Err(e),
                },
            };
            if let Err(e) = told {
                tracing::warn!(error = %e, ?event, "could not read a change to tell realtime clients");
            }
        }
    });
}
