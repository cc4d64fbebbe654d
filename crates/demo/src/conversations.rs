//! Demo conversations: guests asking owners about a farmhouse (pets, parking, music, a cook, a
//! birthday), three per owner, some answered, some waiting, some unread by one side.

use chrono::{DateTime, Utc};

use super::people;
use escapes_core::bulk::{Batch, ConversationLine, PropertySeed};
use escapes_core::CoreError;

const MINUTE: i64 = 60;
const DAY: i64 = 86_400;

/// Conversations each owner has.
const PER_OWNER: usize = 3;

/// Guests 9000000101–9000000103 get no demo conversations, like no demo bookings: the browser
/// tests sign in as them and expect a quiet account.
const FIRST_GUEST: usize = 3;

/// One line of a script: who writes, minutes after the previous line, the text, and whether the
/// other side has read it.
type Line = (bool, i64, &'static str, bool);

const GUEST: bool = true;
const OWNER: bool = false;

const SCRIPTS: &[&[Line]] = &[
    &[
        (GUEST, 0, "Hi, is the farmhouse free this Saturday for 12 people? We would like the day slot.", true),
        (OWNER, 35, "Hello! Yes, Saturday's day slot is open, and the pool is cleaned that morning.", true),
        (GUEST, 20, "Great. Is a cook available, or should we bring our own food?", true),
        (OWNER, 50, "We have a cook on call: ₹1,500 for lunch for 12, veg or non-veg. Tell me a day ahead.", true),
        (GUEST, 15, "Perfect, we'll book tonight. Thank you!", false),
    ],
    &[(GUEST, 0, "Namaste, do you allow pets? We have a small, well-behaved dog.", false)],
    &[
        (GUEST, 0, "Is there parking for 4 cars, and is the road fine for a sedan?", true),
        (OWNER, 90, "Yes, parking for 6 cars inside the gate. The last 2 km is a tar road, fine for a sedan.", false),
    ],
    &[
        (GUEST, 0, "Can we play music outdoors in the evening?", true),
        (OWNER, 25, "Music outdoors is fine till 10 pm because of the neighbours; after that indoors, softly.", true),
        (GUEST, 10, "Understood, thanks for the quick reply.", true),
    ],
    &[
        (GUEST, 0, "We are planning my father's 60th birthday, about 20 people. Can we decorate the lawn?", true),
        (OWNER, 40, "Of course! Decorations are welcome, just no nails in the walls. A bonfire is ₹800 extra if you want one.", true),
        (GUEST, 30, "A bonfire would be lovely. We'll confirm the date by Friday.", true),
        (OWNER, 15, "Sure, I'll keep that date open for you till Friday.", false),
    ],
];

/// Who talks to whom about which farmhouse, and the script they follow.
pub struct DemoConversation {
    pub guest_phone: &'static str,
    pub slug: String,
    script: usize,
    /// Days before `now` the first message was sent.
    days_ago: i64,
}

pub fn plan(properties: &[PropertySeed]) -> Vec<DemoConversation> {
    let guests = &people::GUESTS[FIRST_GUEST..];
    let mut planned = Vec::new();
    for (o, owner) in people::OWNERS.iter().enumerate() {
        let listings: Vec<&PropertySeed> = properties
            .iter()
            .filter(|p| p.owner_phone == owner.phone)
            .collect();
        if listings.is_empty() {
            continue;
        }
        for j in 0..PER_OWNER {
            planned.push(DemoConversation {
                // 0, 7 and 14 apart: three different guests per owner.
                guest_phone: guests[(o * 3 + j * 7) % guests.len()].phone,
                slug: listings[j % listings.len()].slug.clone(),
                script: (o + j) % SCRIPTS.len(),
                days_ago: 1 + ((o * PER_OWNER + j) * 5 % 12) as i64,
            });
        }
    }
    planned
}

/// Stores the planned conversations that are not there yet; (conversations, messages) added.
pub fn apply(
    batch: &mut Batch<'_>,
    planned: &[DemoConversation],
    now: DateTime<Utc>,
) -> Result<(usize, usize), CoreError> {
    let (mut conversations, mut messages) = (0, 0);
    for c in planned {
        let mut at = now.timestamp() - c.days_ago * DAY;
        let lines: Vec<ConversationLine<'_>> = SCRIPTS[c.script]
            .iter()
            .map(|&(from_guest, after, content, read)| {
                at += after * MINUTE;
                ConversationLine {
                    from_guest,
                    at,
                    content,
                    read_at: read.then_some(at + 10 * MINUTE),
                }
            })
            .collect();
        let added = batch.add_conversation(c.guest_phone, &c.slug, &lines)?;
        if added > 0 {
            conversations += 1;
            messages += added;
        }
    }
    Ok((conversations, messages))
}
