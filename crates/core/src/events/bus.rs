//! The in-process bus itself, apart from the readers in `events`, so the store can carry it
//! without importing what reads the store.

use crate::ids::{BookingId, PropertyId};
use tokio::sync::broadcast;

/// What changed, by id; [`super::booking_update`] and [`super::property_update`] read the rest when a
/// listener needs it, so publishing costs nothing inside the write path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DomainEvent {
    /// A booking was created, confirmed, rejected, cancelled, expired or paid.
    BookingChanged { booking_id: BookingId },
    /// A property's listing changed (status, details, blocked dates).
    PropertyChanged { property_id: PropertyId },
}

/// Cheap to clone; a publish with nobody listening is dropped, which is right for a CLI run.
#[derive(Clone)]
pub struct EventBus {
    sender: broadcast::Sender<DomainEvent>,
}

impl Default for EventBus {
    fn default() -> Self {
        // A burst larger than this makes a slow listener skip events (it logs the gap); clients
        // refetch on reconnect anyway.
        let (sender, _) = broadcast::channel(4096);
        Self { sender }
    }
}

impl EventBus {
    pub fn publish(&self, event: DomainEvent) {
        let _ = self.sender.send(event);
    }

    pub fn booking_changed(&self, booking_id: BookingId) {
        self.publish(DomainEvent::BookingChanged { booking_id });
    }

    pub fn property_changed(&self, property_id: PropertyId) {
        self.publish(DomainEvent::PropertyChanged { property_id });
    }

    pub fn subscribe(&self) -> broadcast::Receiver<DomainEvent> {
        self.sender.subscribe()
    }
}
