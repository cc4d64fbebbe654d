//! Owner blocks for seeded listings: maintenance and offline bookings in the coming weeks, on the
//! listing's slot boundaries (12 h half day, 24 h full days) and never overlapping each other.

use chrono::{DateTime, Days, Utc};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::RngExt;

use escapes_core::bulk::BlockSeed;
use escapes_core::time::{ist_instant, today_ist};

const HOUR: i64 = 3_600;
/// Blocks start within this many days of `now` and end before day 60.
const HORIZON_DAYS: u64 = 56;

const NOTES: &[&str] = &[
    "Maintenance: pool cleaning and re-tiling",
    "Maintenance: painting and electrical work",
    "Offline booking: owner's family function",
    "Offline booking taken over the phone",
    "Owner's family visiting",
    "Deep cleaning after the monsoon",
];

/// Up to `count` blocks for a listing with these slot starts (minutes after IST midnight).
pub fn owner_blocks(
    now: DateTime<Utc>,
    day_slot_minute: i32,
    night_slot_minute: i32,
    count: usize,
    rng: &mut StdRng,
) -> Vec<BlockSeed> {
    let today = today_ist(now);
    let mut blocks: Vec<BlockSeed> = Vec::new();
    let mut tries = 0;
    while blocks.len() < count && tries < count * 10 {
        tries += 1;
        let Some(date) = today.checked_add_days(Days::new(rng.random_range(2..HORIZON_DAYS)))
        else {
            continue;
        };
        let minute = if rng.random_bool(0.6) {
            day_slot_minute
        } else {
            night_slot_minute
        };
        let starts_at = ist_instant(date, minute).timestamp();
        let hours = *[12, 24, 24, 48].choose(rng).expect("lengths");
        let ends_at = starts_at + hours * HOUR;
        if blocks
            .iter()
            .any(|b| starts_at < b.ends_at && b.starts_at < ends_at)
        {
            continue;
        }
        blocks.push(BlockSeed {
            starts_at,
            ends_at,
            note: NOTES.choose(rng).expect("notes").to_string(),
            created_at: now.timestamp() - rng.random_range(HOUR..72 * HOUR),
        });
    }
    blocks.sort_by_key(|b| b.starts_at);
    blocks
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Timelike;
    use rand::SeedableRng;

    #[test]
    fn seed_blocks_sit_on_slot_starts_in_the_next_sixty_days_without_overlap() {
        let now = DateTime::parse_from_rfc3339("2026-11-21T10:00:00+05:30")
            .unwrap()
            .with_timezone(&Utc);
        let mut rng = StdRng::seed_from_u64(1);
        for _ in 0..50 {
            let blocks = owner_blocks(now, 600, 1320, 4, &mut rng);
            assert!(!blocks.is_empty());
            for pair in blocks.windows(2) {
                assert!(pair[0].ends_at <= pair[1].starts_at);
            }
            for b in &blocks {
                let start = DateTime::from_timestamp(b.starts_at, 0)
                    .unwrap()
                    .with_timezone(&escapes_core::time::IST);
                assert!(
                    matches!((start.hour(), start.minute()), (10, 0) | (22, 0)),
                    "{start}"
                );
                assert!(b.starts_at > now.timestamp());
                assert!(b.ends_at <= now.timestamp() + 60 * 86_400);
                assert!(matches!(b.ends_at - b.starts_at, 43_200 | 86_400 | 172_800));
            }
        }
    }
}
