//! The in-process bus itself, apart from the readers in `events`, so the store can carry it
//! without importing what reads the store.

use crate::ids::{AlertId, BookingId, PropertyId, SessionId, UserId};
use crate::language::Language;
use std::sync::Arc;

use tokio::sync::broadcast;

/// What changed, by id; [`crate::events::booking_update`] and [`crate::events::property_update`]
/// read the rest when a listener needs it, so publishing costs nothing inside the write path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DomainEvent {
    /// A booking was created, confirmed, rejected, cancelled, expired or paid.
    BookingChanged { booking_id: BookingId },
    /// A property's listing changed (status, details, blocked dates, a review hidden).
    PropertyChanged { property_id: PropertyId },
    /// Every session of the user ended at staff's hand: their open pages are told why and closed.
    SessionsEnded { user_id: UserId, why: SessionsEnded },
    /// One session ended (sign-out, or its refresh token was reused): the sockets it opened close.
    SessionEnded { session_id: SessionId },
    /// A price or availability alert fired: its owner's open pages show it.
    AlertFired { alert_id: AlertId },
    /// The user chose another language: their open sockets word refusals and notices in it.
    LanguageChanged { user_id: UserId, language: Language },
}

/// Why staff ended someone's sessions (the `force_disconnect` reason their pages get).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionsEnded {
    Suspended,
    Revoked,
}

impl SessionsEnded {
    pub fn code(self) -> &'static str {
        match self {
            Self::Suspended => "ACCOUNT_SUSPENDED",
            Self::Revoked => "SESSION_REVOKED",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        [Self::Suspended, Self::Revoked]
            .into_iter()
            .find(|w| w.code() == code)
    }
}

impl DomainEvent {
    /// The event as a `domain_events` row stores it: kind, subject id, detail.
    pub fn to_row(self) -> (&'static str, i64, &'static str) {
        match self {
            Self::BookingChanged { booking_id } => ("booking_changed", booking_id.get(), ""),
            Self::PropertyChanged { property_id } => ("property_changed", property_id.get(), ""),
            Self::SessionsEnded { user_id, why } => ("sessions_ended", user_id.get(), why.code()),
            Self::SessionEnded { session_id } => ("session_ended", session_id.get(), ""),
            Self::AlertFired { alert_id } => ("alert_fired", alert_id.get(), ""),
            Self::LanguageChanged { user_id, language } => {
                ("language_changed", user_id.get(), language.as_str())
            }
        }
    }

    /// The event a stored row holds; None for a kind this build does not know (a newer writer).
    pub fn from_row(kind: &str, subject: i64, detail: &str) -> Option<Self> {
        Some(match kind {
            "booking_changed" => Self::BookingChanged {
                booking_id: BookingId::new(subject),
            },
            "property_changed" => Self::PropertyChanged {
                property_id: PropertyId::new(subject),
            },
            "sessions_ended" => Self::SessionsEnded {
                user_id: UserId::new(subject),
                why: SessionsEnded::parse(detail)?,
            },
            "session_ended" => Self::SessionEnded {
                session_id: SessionId::new(subject),
            },
            "alert_fired" => Self::AlertFired {
                alert_id: AlertId::new(subject),
            },
            "language_changed" => Self::LanguageChanged {
                user_id: UserId::new(subject),
                language: detail.parse().ok()?,
            },
            _ => return None,
        })
    }
}

/// Also hands each event to another process (see `Store::relay_events_to_server`).
pub type EventSink = Arc<dyn Fn(DomainEvent) + Send + Sync>;

/// Cheap to clone; a publish with nobody listening is dropped, which is right for a CLI run
/// unless it has a sink.
#[derive(Clone)]
pub struct EventBus {
    sender: broadcast::Sender<DomainEvent>,
    sink: Option<EventSink>,
}

impl Default for EventBus {
    fn default() -> Self {
        // A burst larger than this makes a slow listener skip events (it logs the gap); clients
        // refetch on reconnect anyway.
        let (sender, _) = broadcast::channel(4096);
        Self { sender, sink: None }
    }
}

impl EventBus {
    /// A bus that also gives every event to `sink`.
    pub fn with_sink(sink: EventSink) -> Self {
        Self {
            sink: Some(sink),
            ..Self::default()
        }
    }

    pub fn publish(&self, event: DomainEvent) {
        if let Some(sink) = &self.sink {
            sink(event);
        }
        let _ = self.sender.send(event);
    }

    pub fn booking_changed(&self, booking_id: BookingId) {
        self.publish(DomainEvent::BookingChanged { booking_id });
    }

    pub fn property_changed(&self, property_id: PropertyId) {
        self.publish(DomainEvent::PropertyChanged { property_id });
    }

    pub fn sessions_ended(&self, user_id: UserId, why: SessionsEnded) {
        self.publish(DomainEvent::SessionsEnded { user_id, why });
    }

    pub fn session_ended(&self, session_id: SessionId) {
        self.publish(DomainEvent::SessionEnded { session_id });
    }

    pub fn alert_fired(&self, alert_id: AlertId) {
        self.publish(DomainEvent::AlertFired { alert_id });
    }

    pub fn language_changed(&self, user_id: UserId, language: Language) {
        self.publish(DomainEvent::LanguageChanged { user_id, language });
    }

    pub fn subscribe(&self) -> broadcast::Receiver<DomainEvent> {
        self.sender.subscribe()
    }
}
