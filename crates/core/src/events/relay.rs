//! Carries domain events from other processes to this server's open pages: the support CLI
//! writes what it publishes to `domain_events` (`Store::relay_events_to_server`); each server
//! follows the table and republishes on its own bus, so a cancel from the command line reaches
//! open pages as one from the console does.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use super::DomainEvent;
use crate::jobs::{Job, Next};
use crate::store::events as db;
use crate::store::{write_transaction, Store};
use crate::time::SharedClock;
use crate::CoreError;

/// Relayed rows are kept this long (for a look when something went missing).
const KEEP_RELAYED: i64 = 24 * 3600;
/// A row no server took within this long is old news (no server ran); it is dropped unsent.
const STALE: i64 = 3600;
const BATCH: i64 = 200;

/// Relays what is waiting now; returns how many events it published.
pub async fn relay_once(store: &Store, clock: &SharedClock) -> Result<usize, CoreError> {
    let now = clock.now().timestamp();
    let rows = store
        .run(move |c| write_transaction(c, |c| db::claim(c, now, BATCH)))
        .await?;
    let mut published = 0;
    for (kind, subject, detail) in rows {
        match DomainEvent::from_row(&kind, subject, &detail) {
            Some(event) => {
                store.events().publish(event);
                published += 1;
            }
            None => tracing::warn!(kind, subject, detail, "unknown relayed event skipped"),
        }
    }
    Ok(published)
}

/// Follows the table every `every`, pruning it at the first pass and every 600th after.
pub fn job(store: Store, clock: SharedClock, every: Duration) -> Job {
    let passes = Arc::new(AtomicU64::new(0));
    // Every server publishes to its own sockets and pages.
    Job::new("event relay", every, move || {
        let (store, clock, passes) = (store.clone(), clock.clone(), passes.clone());
        async move {
            if let Err(e) = relay_once(&store, &clock).await {
                tracing::warn!(error = %e, "relaying events from other processes failed");
            }
            if passes.fetch_add(1, Ordering::Relaxed) % 600 == 0 {
                let now = clock.now().timestamp();
                let pruned = store
                    .run(move |c| db::prune(c, now - KEEP_RELAYED, now - STALE))
                    .await;
                if let Err(e) = pruned {
                    tracing::warn!(error = %e, "pruning relayed events failed");
                }
            }
            Next::Wait
        }
    })
    .on_every_instance()
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::events::SessionsEnded;
    use crate::ids::{BookingId, UserId};
    use crate::testing::TestDatabase;
    use crate::time::ManualClock;

    /// A CLI process publishes; the server's store relays each event once, and a second server
    /// following the same table gets nothing twice.
    fn relays_each_event_from_another_process_once(db: TestDatabase) {
        let rt = tokio::runtime::Runtime::new().unwrap();
        rt.block_on(async {
            let server = db.store().unwrap();
            let other_server = db.store().unwrap();
            let cli = db.store().unwrap().relay_events_to_server();
            let clock: SharedClock = Arc::new(ManualClock::at(chrono::Utc::now()));
            let mut heard = server.events().subscribe();
            let mut heard_elsewhere = other_server.events().subscribe();

            cli.events().booking_changed(BookingId::new(7));
            cli.events()
                .sessions_ended(UserId::new(3), SessionsEnded::Suspended);
            // What the server publishes itself is not written back (it would come round twice).
            server.events().booking_changed(BookingId::new(99));
            assert_eq!(
                heard.recv().await.unwrap(),
                DomainEvent::BookingChanged {
                    booking_id: BookingId::new(99)
                }
            );

            assert_eq!(relay_once(&server, &clock).await.unwrap(), 2);
            assert_eq!(relay_once(&other_server, &clock).await.unwrap(), 0);
            assert_eq!(relay_once(&server, &clock).await.unwrap(), 0);
            assert_eq!(
                heard.recv().await.unwrap(),
                DomainEvent::BookingChanged {
                    booking_id: BookingId::new(7)
                }
            );
            assert_eq!(
                heard.recv().await.unwrap(),
                DomainEvent::SessionsEnded {
                    user_id: UserId::new(3),
                    why: SessionsEnded::Suspended
                }
            );
            assert!(heard_elsewhere.try_recv().is_err());
        });
    }

    #[test]
    fn relays_each_event_from_another_process_once_sqlite() {
        relays_each_event_from_another_process_once(TestDatabase::sqlite());
    }

    #[test]
    fn relays_each_event_from_another_process_once_postgres() {
        if let Some(db) = TestDatabase::postgres() {
            relays_each_event_from_another_process_once(db);
        }
    }

    #[test]
    fn rows_round_trip_and_unknown_kinds_are_skipped() {
        let e = DomainEvent::SessionsEnded {
            user_id: UserId::new(5),
            why: SessionsEnded::Revoked,
        };
        let (kind, id, detail) = e.to_row();
        assert_eq!(DomainEvent::from_row(kind, id, detail), Some(e));
        assert_eq!(DomainEvent::from_row("sessions_ended", 5, "NOPE"), None);
        let e = DomainEvent::LanguageChanged {
            user_id: UserId::new(5),
            language: crate::language::Language::Te,
        };
        let (kind, id, detail) = e.to_row();
        assert_eq!(DomainEvent::from_row(kind, id, detail), Some(e));
        assert_eq!(DomainEvent::from_row("language_changed", 5, "fr"), None);
        assert_eq!(DomainEvent::from_row("party", 5, ""), None);
    }
}
