//! `escapes db backup` and `escapes db restore` as an operator runs them: a backup taken while
//! guests keep booking and writing to owners, the database wiped, the backup restored. Every
//! booking and message acknowledged before the backup began is there after; the restore refuses
//! a file that is not a backup before touching anything.

mod harness;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use escapes_core::bookings::Bookings;
use escapes_core::catalogue::{AvailabilityParams, Catalogue};
use escapes_core::messaging::{Messaging, SendMessage};
use escapes_core::time::{today_ist, SharedClock, SystemClock};
use harness::Escapes;

const GUEST: &str = "+919000000104";

/// What the writers had acknowledged when the backup began: booking codes and message ids.
#[derive(Default)]
struct Acknowledged {
    bookings: Vec<String>,
    messages: Vec<i64>,
}

/// Books free half days of the featured farmhouses and writes to their owners until `stop`,
/// pushing each acknowledged booking and message into `acked`.
async fn write_until(
    store: escapes_core::Store,
    stop: Arc<AtomicBool>,
    acked: Arc<Mutex<Acknowledged>>,
) {
    let clock: SharedClock = Arc::new(SystemClock);
    let guest: escapes_core::auth::User = escapes_core::support::find_users(&store, GUEST)
        .await
        .unwrap()
        .remove(0)
        .into();
    let catalogue = Catalogue::new(store.clone(), clock.clone());
    let bookings = Bookings::new(store.clone(), clock.clone());
    let messaging = Messaging::new(store.clone(), clock.clone());
    let from = today_ist(chrono::Utc::now()) + chrono::Duration::days(120);
    let params = AvailabilityParams {
        from: Some(from.to_string()),
        to: Some((from + chrono::Duration::days(40)).to_string()),
    };
    let mut n = 0;
    for property in catalogue.featured().await.unwrap() {
        let conversation = messaging
            .open_conversation(
                guest.id,
                Some(escapes_core::ids::PropertyId::new(property.id)),
            )
            .await
            .unwrap()
            .conversation
            .id;
        let availability = catalogue
            .availability(&property.slug, &params)
            .await
            .unwrap();
        let starts = availability
            .days
            .iter()
            .flat_map(|d| d.slots.iter())
            .filter(|s| s.half_day)
            .map(|s| s.start.clone());
        for start in starts {
            if stop.load(Ordering::SeqCst) {
                return;
            }
            n += 1;
            let request =
                harness::half_day_request(&catalogue, property.id, &property.slug, start, "cash")
                    .await;
            let made = bookings
                .create(&guest, Some(&format!("backup-{n}")), &request)
                .await
                .unwrap();
            acked.lock().unwrap().bookings.push(made.booking.code);
            let message = SendMessage {
                content: Some(format!("Booking number {n}: is the pool open?")),
                client_message_id: Some(format!("backup-{n}")),
                ..Default::default()
            };
            // The per-user message limit may refuse some; only acknowledged ones count.
            if let Ok(sent) = messaging
                .send(
                    guest.id,
                    escapes_core::ids::ConversationId::new(conversation),
                    &message,
                )
                .await
            {
                acked.lock().unwrap().messages.push(sent.message.id);
            }
        }
    }
    panic!("the writers ran out of free slots before the backup was done");
}

#[test]
fn a_backup_under_load_restores_every_acknowledged_booking_and_message() {
    let e = Escapes::seeded();
    let store = e.db();
    let stop = Arc::new(AtomicBool::new(false));
    let acked = Arc::new(Mutex::new(Acknowledged::default()));
    let writer = {
        let (store, stop, acked) = (store.clone(), stop.clone(), acked.clone());
        std::thread::spawn(move || harness::block_on(write_until(store, stop, acked)))
    };
    while acked.lock().unwrap().bookings.len() < 5 {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let (before_bookings, before_messages) = {
        let a = acked.lock().unwrap();
        (a.bookings.clone(), a.messages.clone())
    };
    let backup = e.path().join("backup.db");
    let said = e.json(&["db", "backup", backup.to_str().unwrap()]);
    // The writers went on while it ran.
    let during = acked.lock().unwrap().bookings.len();
    stop.store(true, Ordering::SeqCst);
    writer.join().unwrap();
    assert!(
        said["bookings"].as_i64().unwrap() >= before_bookings.len() as i64,
        "{said}"
    );
    assert!(backup.exists());
    drop(store);

    // The database is lost: the restore brings back the backup's moment.
    for file in ["escapes.db", "escapes.db-wal", "escapes.db-shm"] {
        let _ = std::fs::remove_file(e.path().join(file));
    }
    let restored = e.ok(&["db", "restore", backup.to_str().unwrap()]);
    assert!(restored.contains("Restored"), "{restored}");
    let store = e.db();
    let codes: Vec<String> = store
        .run_blocking(|c| Ok(escapes_core::testing::bookings(c)?))
        .unwrap()
        .into_iter()
        .map(|b| b.code)
        .collect();
    let missing: Vec<_> = before_bookings
        .iter()
        .filter(|c| !codes.contains(c))
        .collect();
    assert!(
        missing.is_empty(),
        "bookings acknowledged before the backup, missing: {missing:?}"
    );
    let ids = store
        .run_blocking(|c| Ok(escapes_core::testing::message_ids(c)?))
        .unwrap();
    let lost: Vec<_> = before_messages
        .iter()
        .filter(|id| !ids.contains(id))
        .collect();
    assert!(
        lost.is_empty(),
        "messages acknowledged before the backup, missing: {lost:?}"
    );
    assert!(
        !before_messages.is_empty(),
        "some messages were written before the backup"
    );
    assert!(
        during > before_bookings.len(),
        "bookings went on during the backup"
    );
}

#[test]
fn a_restore_refuses_what_is_not_a_backup_and_changes_nothing() {
    let e = Escapes::seeded();
    let database = e.path().join("escapes.db");
    let before = std::fs::read(&database).unwrap();
    let notes = e.path().join("notes.txt");
    std::fs::write(
        &notes,
        "not a database at all, just some notes from the owner",
    )
    .unwrap();
    let refused = e.fails(&["db", "restore", notes.to_str().unwrap()], 1);
    assert!(refused.contains("is not a backup"), "{refused}");
    assert_eq!(std::fs::read(&database).unwrap(), before);
    // And a backup never overwrites a file.
    let taken = e.fails(&["db", "backup", notes.to_str().unwrap()], 1);
    assert!(taken.contains("exists already"), "{taken}");
}
