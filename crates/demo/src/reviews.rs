//! Guest reviews for seeded listings: mostly happy, some honest complaints, each about something
//! the listing actually has (its pool, its caretaker by name, the road to it).

use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::RngExt;

use super::catalogue::Listing;
use std::collections::{HashMap, HashSet};

use chrono::Days;

use super::images::stable_hash;
use super::people::{reviewer_phone, short_name, GUESTS, REVIEWER_NAMES};
use escapes_core::bookings::{policy, PaymentMethod};
use escapes_core::bulk::{Batch, Outcome, PastBooking, ReviewSeed};
use escapes_core::slots::Interval;
use escapes_core::time::{from_epoch, ist_instant, today_ist};
use escapes_core::CoreError;

const DAY: i64 = 86_400;
/// Reviewed stays end at least this many days ago: the demo's own recent stays (the last 60 days,
/// `bookings::PAST_DAYS`) stay open for a review, and none of them meets one of these.
const OLDEST_OPEN_STAY_DAYS: i64 = 62;
/// Demo guests before this one never stay or review (`bookings::FIRST_GUEST`).
const FIRST_REVIEWING_GUEST: usize = 3;

/// Something a reviewer says, and the amenity it needs (if any).
type Line = (Option<&'static str>, &'static str);

const PRAISE: &[Line] = &[
    (Some("pool"), "The pool was spotless and the kids refused to get out of the water."),
    (Some("pool"), "Pool water was crystal clear, and the shallow end is safe for small children."),
    (Some("pool"), "We spent the whole afternoon in the pool — it's bigger than it looks in the photos."),
    (Some("caretaker"), "{caretaker} anna was super helpful — he arranged ice, charcoal and even a cricket bat for us."),
    (Some("caretaker"), "{caretaker} was available the whole time and very polite with the elders in our group."),
    (Some("kitchen"), "The kitchen had everything we needed to cook for our group."),
    (Some("lawn"), "The lawn is huge and well kept; we set up a small stage for my parents' anniversary."),
    (Some("bonfire"), "The bonfire under the stars was the highlight of the night."),
    (Some("cricket"), "The boys played cricket on the pitch until it got dark."),
    (Some("indoor-games"), "Table tennis and carrom kept the older folks busy in the afternoon heat."),
    (Some("rain-dance"), "The rain dance with music was a big hit with the teenagers."),
    (Some("power-backup"), "There was a power cut in the evening, but the generator kicked in within seconds."),
    (Some("kids-play"), "The play area kept the little ones busy while we relaxed."),
    (Some("music-system"), "The music system is loud and clear; we had our own little party on the lawn."),
    (Some("pet-friendly"), "They let us bring our Labrador, and he loved running around the garden."),
    (Some("bbq"), "The barbecue grill was cleaned and ready, with charcoal already stacked."),
    (Some("ac"), "The rooms were cool and the ACs worked perfectly even in May."),
    (None, "Rooms were clean, the bedsheets fresh and the bathrooms had hot water."),
    (None, "Easy to find with the map pin, and the road is good right up to the gate."),
    (None, "Very peaceful — we woke up to peacocks calling in the fields."),
    (None, "Great value for money for a group our size."),
    (None, "The owner called a day before to check our timings and guest count. Very professional."),
    (None, "Check-in was smooth and the place was exactly like the photos."),
];

const COMPLAINTS: &[Line] = &[
    (
        None,
        "The last two kilometres are a broken kuccha road; our sedan scraped the bottom twice.",
    ),
    (
        Some("pool"),
        "The pool water was green when we arrived, and it took them two hours to clean it.",
    ),
    (
        None,
        "Bathrooms were not clean and one of the flushes didn't work.",
    ),
    (Some("ac"), "Two of the ACs were not cooling at all."),
    (
        Some("caretaker"),
        "The caretaker was not reachable after 10 pm and we had to call the owner.",
    ),
    (
        None,
        "Mosquitoes were terrible after sunset — carry repellent.",
    ),
    (
        None,
        "We were charged extra for four guests even though we had told the owner in advance.",
    ),
    (
        None,
        "The photos make the place look much bigger than it is.",
    ),
    (Some("wifi"), "The Wi-Fi didn't work at all."),
    (None, "Bedsheets were stained and the rooms smelled damp."),
    (
        None,
        "Check-in was delayed by an hour because the previous group hadn't left.",
    ),
    (
        None,
        "The power went off for three hours in the evening and there were no fans.",
    ),
    (
        Some("kitchen"),
        "The kitchen was missing basics like a pressure cooker and enough plates.",
    ),
];

const OPENERS: [&[&str]; 5] = [
    &[
        "Very bad experience.",
        "Would not recommend.",
        "Avoid if you're going with family.",
    ],
    &[
        "Not what we expected.",
        "Disappointing stay.",
        "Below average for the price.",
    ],
    &[
        "Okay for the price.",
        "Decent place, but it needs some maintenance.",
        "Mixed experience.",
    ],
    &[
        "Nice property and good for a family day out.",
        "Had a good time overall.",
        "Good {place} for a small group.",
        "Really enjoyed our night stay.",
    ],
    &[
        "Perfect place for my daughter's birthday.",
        "We had an amazing time.",
        "Hands down the best {place} we've booked near Hyderabad.",
        "Our office team had a wonderful day here.",
        "Went with family for the weekend and loved it.",
        "Second time here and it was just as good.",
    ],
];

const CLOSERS: [&[&str]; 5] = [
    &[
        "Not worth the money.",
        "The owner apologised, but it spoiled our day.",
    ],
    &[
        "Hope they fix these issues.",
        "Might work for a short day visit, not a night stay.",
    ],
    &["Fine for a day out if you keep expectations low."],
    &[
        "Only wish the check-out was a bit later.",
        "Would visit again.",
    ],
    &[
        "Will definitely come back.",
        "Highly recommended for families.",
        "Book the night slot if you can — the place is lovely after dark.",
    ],
];

fn rating(trouble: f32, rng: &mut StdRng) -> i32 {
    let u: f32 = rng.random_range(0.0..1.0);
    // Cumulative shares of 1, 2, 3, 4 stars; a troubled listing slides towards the low end.
    let good = [0.03, 0.08, 0.17, 0.45];
    let poor = [0.12, 0.27, 0.5, 0.78];
    let mut cum = [0.0f32; 4];
    for i in 0..4 {
        cum[i] = good[i] + (poor[i] - good[i]) * trouble;
    }
    cum.iter()
        .position(|c| u < *c)
        .map(|i| i as i32 + 1)
        .unwrap_or(5)
}

fn lines(pool: &[Line], amenities: &[&str], rng: &mut StdRng, n: usize) -> Vec<&'static str> {
    let mut fitting: Vec<&'static str> = pool
        .iter()
        .filter(|(needs, _)| needs.is_none_or(|a| amenities.contains(&a)))
        .map(|(_, text)| *text)
        .collect();
    fitting.shuffle(rng);
    fitting.truncate(n);
    fitting
}

fn comment(listing: &Listing, stars: i32, rng: &mut StdRng) -> String {
    let amenities = &listing.property.amenity_slugs;
    let i = (stars - 1) as usize;
    let mut parts = vec![*OPENERS[i].choose(rng).expect("openers")];
    match stars {
        5 => {
            let n = rng.random_range(1..=2);
            parts.extend(lines(PRAISE, amenities, rng, n));
        }
        4 => {
            parts.extend(lines(PRAISE, amenities, rng, 1));
            if rng.random_bool(0.4) {
                parts.extend(lines(COMPLAINTS, amenities, rng, 1));
            }
        }
        3 => {
            parts.extend(lines(PRAISE, amenities, rng, 1));
            parts.extend(lines(COMPLAINTS, amenities, rng, 1));
        }
        _ => {
            let n = rng.random_range(1..=2);
            parts.extend(lines(COMPLAINTS, amenities, rng, n));
        }
    }
    if rng.random_bool(0.5) {
        parts.push(CLOSERS[i].choose(rng).expect("closers"));
    }
    let place = match listing.property.property_type.as_str() {
        "villa" => "villa",
        "cottage" => "cottage",
        "resort" => "resort",
        "estate" => "place",
        _ => "farmhouse",
    };
    parts
        .join(" ")
        .replace("{caretaker}", listing.caretaker)
        .replace("{place}", place)
}

/// `count` reviews dated after the listing went up and before `now`, oldest first. Some come
/// from the demo guest accounts (never two from one account on one listing).
pub fn reviews_for(listing: &Listing, count: usize, now: i64, rng: &mut StdRng) -> Vec<ReviewSeed> {
    let first_day = (listing.property.created_at + 3 * DAY) / DAY + 1;
    let last_day = (now - OLDEST_OPEN_STAY_DAYS * DAY) / DAY;
    if last_day <= first_day {
        return Vec::new();
    }
    // The guests the browser and CLI tests book with never have stays of their own.
    let mut guests: Vec<usize> = (FIRST_REVIEWING_GUEST..GUESTS.len()).collect();
    guests.shuffle(rng);
    // Names are drawn without repeats, so one listing never shows the same reviewer twice.
    let mut names: Vec<usize> = (0..REVIEWER_NAMES.len()).collect();
    names.shuffle(rng);
    let mut days = HashSet::new();
    let mut out: Vec<ReviewSeed> = (0..count)
        .filter_map(|_| {
            let stars = rating(listing.trouble, rng);
            let (user_phone, user_name) = match guests.last() {
                Some(&g) if rng.random_bool(0.35) => {
                    guests.pop();
                    (GUESTS[g].phone.to_string(), short_name(GUESTS[g].full_name))
                }
                _ => {
                    let n = names
                        .pop()
                        .unwrap_or_else(|| rng.random_range(0..REVIEWER_NAMES.len()));
                    (reviewer_phone(n), REVIEWER_NAMES[n].to_string())
                }
            };
            // One stay a day: each review is of its own stay, the day before it was written.
            let day = (0..8)
                .map(|_| rng.random_range(first_day..last_day))
                .find(|d| days.insert(*d))?;
            // Written in the evening or the day after a stay, IST daytime.
            let created_at = day * DAY + rng.random_range(3 * 3600..17 * 3600);
            Some(ReviewSeed {
                user_phone: Some(user_phone),
                user_name,
                rating: stars,
                comment: comment(listing, stars, rng),
                created_at,
            })
        })
        .collect();
    out.sort_by_key(|r| r.created_at);
    out
}

/// The half day (from the listing's day slot) on the IST date before the review was written.
pub fn stay_before(review: &ReviewSeed, day_slot_minute: i32) -> Interval {
    let written = today_ist(from_epoch(review.created_at));
    let start = ist_instant(written - Days::new(1), day_slot_minute).timestamp();
    Interval {
        start,
        end: start + 12 * 3600,
    }
}

fn stay_code(slug: &str, n: usize) -> String {
    policy::code_from_bits(
        stable_hash(&[b"review-stay", slug.as_bytes(), &(n as u64).to_le_bytes()]) >> 16,
    )
}

/// Records each planned review with the stay it is about (a confirmed, paid stay the day before
/// it was written) on its listing; listings that already have reviews are left as they are, so a
/// second run adds nothing. How many reviews were added.
pub fn apply(batch: &mut Batch<'_>, planned: &[(String, ReviewSeed)]) -> Result<usize, CoreError> {
    let codes: Vec<String> = planned
        .iter()
        .enumerate()
        .map(|(n, (slug, _))| stay_code(slug, n))
        .collect();
    if batch.any_booking_code(&codes)? {
        return Ok(0);
    }
    let mut stays = Vec::new();
    let mut reviewed_before = HashMap::new();
    for ((slug, review), code) in planned.iter().zip(codes) {
        let Some(listing) = batch.listing(slug)? else {
            continue;
        };
        let had_reviews = match reviewed_before.get(slug) {
            Some(had) => *had,
            None => {
                let had = batch.review_count(listing.id)? > 0;
                reviewed_before.insert(slug.clone(), had);
                had
            }
        };
        let Some(phone) = review.user_phone.as_deref() else {
            continue;
        };
        let Some(guest) = batch.user_id_by_phone(phone)? else {
            continue;
        };
        let interval = stay_before(review, listing.day_slot_minute);
        if had_reviews || guest == listing.owner_id || !batch.is_free(listing.id, interval)? {
            continue;
        }
        let h = stable_hash(&[b"review-stay-method", code.as_bytes()]);
        let booking = batch.record_booking(
            &listing,
            &PastBooking {
                code,
                guest_id: guest,
                interval,
                guests: (2 + (h % 9) as i32).min(listing.max_guests),
                method: if h.is_multiple_of(3) {
                    PaymentMethod::Cash
                } else {
                    PaymentMethod::Upi
                },
                booked_at: interval.start - (2 + (h >> 8) as i64 % 20) * DAY,
                outcome: Outcome::Stayed,
                deposit: escapes_core::money::Paise(0),
            },
        )?;
        batch.add_stay_review(&listing, booking, interval.start, guest, review)?;
        stays.push(booking);
    }
    batch.mark_notifications_sent(&stays)?;
    Ok(stays.len())
}

/// How many reviews a demo listing gets: several with many, some with none or one or two.
pub fn demo_review_count(rng: &mut StdRng) -> usize {
    match rng.random_range(0..10) {
        0..=1 => rng.random_range(0..=2),
        2..=6 => rng.random_range(3..=6),
        _ => rng.random_range(8..=16),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::demo_listing;
    use rand::SeedableRng;

    const NOW: i64 = 1_790_000_000;

    #[test]
    fn seed_ratings_lean_positive_with_some_low_ones() {
        let mut rng = StdRng::seed_from_u64(7);
        let mut counts = [0; 6];
        for i in 0..2000 {
            counts[rating(if i % 7 == 0 { 0.8 } else { 0.1 }, &mut rng) as usize] += 1;
        }
        assert!(counts[5] > counts[3] && counts[4] > counts[2], "{counts:?}");
        assert!(counts[1] > 20 && counts[2] > 20, "{counts:?}");
    }

    #[test]
    fn seed_reviews_fit_the_listing_and_its_dates() {
        let mut rng = StdRng::seed_from_u64(3);
        for i in 0..20 {
            let listing = demo_listing(i, NOW);
            let reviews = reviews_for(&listing, 12, NOW, &mut rng);
            let mut accounts = std::collections::HashSet::new();
            for r in &reviews {
                assert!(r.created_at > listing.property.created_at && r.created_at < NOW);
                assert!((1..=5).contains(&r.rating));
                assert!(!r.comment.contains('{'), "{}", r.comment);
                if !listing.property.amenity_slugs.contains(&"pool") {
                    assert!(!r.comment.to_lowercase().contains("pool"), "{}", r.comment);
                }
                if let Some(p) = &r.user_phone {
                    assert!(accounts.insert(p.clone()));
                }
            }
        }
    }
}
