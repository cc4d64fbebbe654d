//! The words of a seeded listing: description paragraphs, house rules, check-in notes and the
//! address, written from the listing's facts so that no two read alike and none promises an
//! amenity the listing does not have.

use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::RngExt;

use super::localities::Locality;

pub struct Facts<'a> {
    pub title: &'a str,
    pub property_type: &'a str,
    pub locality: &'a Locality,
    pub distance_km: f64,
    pub bedrooms: i32,
    pub max_guests: i32,
    pub acres: f32,
    pub amenities: &'a [&'static str],
    pub caretaker: &'a str,
    pub day_slot_minute: i32,
    pub night_slot_minute: i32,
}

impl Facts<'_> {
    pub fn has(&self, amenity: &str) -> bool {
        self.amenities.contains(&amenity)
    }
}

fn pick<'a>(rng: &mut StdRng, options: &[&'a str]) -> &'a str {
    options.choose(rng).copied().unwrap_or("")
}

/// "09:00" → "9 am", "21:00" → "9 pm", "22:00" → "10 pm".
pub fn clock(minute_of_day: i32) -> String {
    let (h, m) = (minute_of_day / 60 % 24, minute_of_day % 60);
    let suffix = if h < 12 { "am" } else { "pm" };
    let h12 = if h % 12 == 0 { 12 } else { h % 12 };
    if m == 0 {
        format!("{h12} {suffix}")
    } else {
        format!("{h12}:{m:02} {suffix}")
    }
}

fn type_noun(property_type: &str) -> &'static str {
    match property_type {
        "villa" => "villa",
        "cottage" => "cottage",
        "resort" => "private resort",
        "estate" => "estate",
        _ => "farmhouse",
    }
}

fn character(f: &Facts<'_>, rng: &mut StdRng) -> String {
    let acres = format!("{:.1}", f.acres).trim_end_matches(".0").to_string();
    let options: Vec<String> = match f.property_type {
        "villa" => vec![
            "The contemporary two-storey villa has floor-to-ceiling windows, an open living room and a terrace made for sunset photos.".into(),
            format!("Set on {acres} acres, the villa pairs Italian-marble floors and a modular kitchen with a garden full of bougainvillea."),
            "Clean lines, big glass doors and a shaded deck make this villa feel like a weekend home rather than a party venue.".into(),
        ],
        "cottage" => vec![
            "A cosy stone cottage for small groups, with a sit-out under an old neem tree and a hammock strung between two guava trees.".into(),
            "Thick laterite walls keep the cottage cool even in May, and the front porch looks straight onto the fields.".into(),
            format!("The cottage sits on a quiet {acres}-acre plot with a vegetable patch, a few cows next door and nothing but birdsong after dark."),
        ],
        "resort" => vec![
            "A small private resort: cottages arranged around a central lawn, a covered party hall and a big lawn for functions, all booked by one group at a time.".into(),
            format!("Spread over {acres} acres, the resort has separate cottages for families, a dining hall and a stage area for functions."),
        ],
        "estate" => vec![
            format!("The estate spreads over {acres} acres with a main bungalow, a separate guest block and walking paths through the orchard."),
            format!("An old family estate of {acres} acres, with a colonnaded bungalow, coconut-lined driveway and a sprawling front lawn."),
        ],
        _ => vec![
            "The single-storey house has a deep verandah with swing chairs, red-oxide floors and rooms that open onto the garden.".into(),
            format!("A tiled-roof farmhouse with a wide verandah, looking out over {acres} acres of mango and sapota trees."),
            "Built by the owner's family in the nineties and renovated last year, it keeps the charm of an old Deccan farmhouse with modern bathrooms.".into(),
            format!("A relaxed, lived-in farmhouse on {acres} acres, with hammocks under the trees and a pergola covered in jasmine."),
        ],
    };
    options.choose(rng).cloned().unwrap_or_default()
}

/// Two or three paragraphs separated by a blank line, as the API's `description` expects.
pub fn description(f: &Facts<'_>, rng: &mut StdRng) -> String {
    let noun = type_noun(f.property_type);
    let sleeping = if f.bedrooms == 1 {
        "one bedroom".to_string()
    } else {
        format!("{} bedrooms", f.bedrooms)
    };
    let article = if noun.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    let character = character(f, rng);
    let intro = if rng.random_bool(0.5) {
        format!(
            "{} is {article} {noun} {}, about {:.0} km from the city. {character} With {sleeping}, it welcomes up to {} guests for a day or a night.",
            f.title, f.locality.setting, f.distance_km, f.max_guests,
        )
    } else {
        let size = if f.bedrooms == 1 {
            "one-bedroom".to_string()
        } else {
            format!("{}-bedroom", f.bedrooms)
        };
        format!(
            "About {:.0} km from the city and {}, {} is a {size} {noun} for up to {} guests. {character}",
            f.distance_km, f.locality.setting, f.title, f.max_guests,
        )
    };

    let mut features: Vec<String> = Vec::new();
    if f.has("pool") {
        features.push(
            pick(rng, &[
                "The pool is cleaned and chlorinated before every check-in, with a shallow end for children.",
                "A 40-foot pool with a separate kids' section sits right beside the lawn, so parents can watch from the shade.",
                "The pool has underwater lights, which make the night slot especially lovely.",
                "The pool is the heart of the place: deck chairs on two sides and an outdoor shower next to it.",
            ])
            .to_string(),
        );
    }
    if f.has("lawn") {
        features.push(
            pick(rng, &[
                "A manicured lawn wraps around the house — big enough for a shamiana, a DJ setup or a game of football.",
                "The lawn is large and level, ideal for a birthday set-up, a small sangeet or a team lunch under the trees.",
            ])
            .to_string(),
        );
    }
    if f.has("kitchen") && f.has("caretaker") {
        features.push(format!(
            "The kitchen is fully equipped, and {}'s family can cook home-style Telangana meals on request — the chicken biryani and natu kodi pulusu are worth ordering (groceries charged at cost).",
            f.caretaker
        ));
    } else if f.has("kitchen") {
        features.push("A fully equipped kitchen with a gas stove, refrigerator, mixer and utensils is yours to use.".into());
    }
    let extras: Vec<&str> = [
        ("bonfire", "a bonfire pit with firewood for night bookings"),
        ("bbq", "a charcoal barbecue grill"),
        (
            "indoor-games",
            "a games room with carrom, table tennis and foosball",
        ),
        ("cricket", "a cricket pitch with stumps and a practice net"),
        ("kids-play", "a kids' play area with swings and a slide"),
        (
            "rain-dance",
            "a rain-dance set-up with sprinklers and lights",
        ),
        (
            "music-system",
            "a Bluetooth music system with outdoor speakers",
        ),
    ]
    .iter()
    .filter(|(slug, _)| f.has(slug))
    .map(|(_, text)| *text)
    .collect();
    if !extras.is_empty() {
        let list = match extras.len() {
            1 => extras[0].to_string(),
            n => format!("{} and {}", extras[..n - 1].join(", "), extras[n - 1]),
        };
        features.push(format!("For entertainment there is {list}."));
    }
    let mut comfort: Vec<&str> = Vec::new();
    if f.has("ac") {
        comfort.push("all bedrooms are air-conditioned");
    }
    if f.has("power-backup") {
        comfort.push(if f.has("pool") {
            "a generator backs up the whole house, pool pump included"
        } else {
            "a generator backs up the whole house, fans and lights included"
        });
    }
    if f.has("wifi") {
        comfort.push("Wi-Fi reaches most of the house");
    }
    if f.has("pet-friendly") {
        comfort.push("well-behaved dogs are welcome");
    }
    if !comfort.is_empty() {
        let mut s = comfort.join("; ");
        s[..1].make_ascii_uppercase();
        features.push(format!("{s}."));
    }
    if f.has("parking") {
        let cars = (f.max_guests / 4).clamp(3, 15);
        features.push(format!(
            "There is parking for about {cars} cars inside the gate."
        ));
    }
    let amenities_paragraph = features.join(" ");

    let mut paragraphs = vec![intro, amenities_paragraph];
    if rng.random_bool(0.7) {
        let occasions = pick(
            rng,
            &[
                "birthday parties, anniversaries and family get-togethers",
                "office outings and team off-sites",
                "kitty parties, reunions and relaxed Sunday lunches",
                "pre-wedding functions, haldi ceremonies and small celebrations",
                "weekend getaways with friends and long, lazy lunches",
            ],
        );
        let nearby = format!(
            "The {} is a short drive away, and the roads are good right up to the gate.",
            f.locality.landmark
        );
        let slots = format!(
            "Day slots run from {} to {}, night slots from {} to {} the next morning.",
            clock(f.day_slot_minute),
            clock(f.day_slot_minute + 720),
            clock(f.night_slot_minute),
            clock(f.night_slot_minute + 720),
        );
        paragraphs.push(format!("Guests book it for {occasions}. {nearby} {slots}"));
    }
    paragraphs.join("\n\n")
}

/// Three to six rules, one per line.
pub fn house_rules(f: &Facts<'_>, rng: &mut StdRng) -> String {
    let mut rules: Vec<&str> = vec!["No loud music after 10 pm"];
    if f.has("pool") {
        rules.push(pick(
            rng,
            &[
                "Pool open 7 am to 9 pm; children must be supervised at all times",
                "Swimwear only in the pool; please shower before entering",
            ],
        ));
    }
    let mut optional = vec![
        "Alcohol is allowed only for guests aged 21 and above",
        "No smoking inside the rooms",
        "Carry a government photo ID for every adult guest",
        "The number of guests may not exceed the number booked",
        "No fireworks or crackers",
        "Outside caterers are allowed with prior notice to the owner",
        "Any damage to the property is charged at actual cost",
    ];
    if f.has("ac") {
        optional.push("Please switch off ACs and lights when you step out");
    }
    if f.has("bonfire") {
        optional.push("Bonfire only in the marked pit, with the caretaker present");
    }
    optional.push(if f.has("pet-friendly") {
        "Pets are welcome on a leash; please clean up after them"
    } else {
        "No pets, please"
    });
    optional.shuffle(rng);
    let want = rng.random_range(3..=6).max(rules.len());
    for r in optional {
        if rules.len() >= want {
            break;
        }
        rules.push(r);
    }
    rules.join("\n")
}

pub fn check_in_notes(f: &Facts<'_>, road: &str, rng: &mut StdRng) -> String {
    let meet = format!(
        "{} will meet you at the gate and hand over the keys{}.",
        f.caretaker,
        pick(
            rng,
            if f.has("wifi") {
                &["", " and the Wi-Fi password", " and show you around"]
            } else {
                &["", " and show you around"]
            }
        )
    );
    let km = rng.random_range(1..=6);
    let metres = [200, 300, 400, 500, 800][rng.random_range(0..5)];
    let directions = format!(
        "From the {}, follow {road} for about {km} km; the last {metres} m is an unpaved farm road, fine for cars if you drive slowly.",
        f.locality.landmark
    );
    let extra = pick(
        rng,
        &[
            "Please share your arrival time in the chat a day before.",
            "Drinking water cans are provided; ice and charcoal can be arranged on request.",
            "Check-out is at the end of your slot; please allow 15 minutes for the handover.",
            "The Google Maps pin in your booking confirmation is accurate to the gate.",
        ],
    );
    format!("{meet} {directions} {extra}")
}

pub fn address(locality: &Locality, road: &str, rng: &mut StdRng) -> String {
    let survey = rng.random_range(12..480);
    if rng.random_bool(0.3) {
        let layout = pick(
            rng,
            &[
                "Green Valley Farms",
                "Sri Sai Farm Lands",
                "Palm Meadows Layout",
                "Harvest County",
            ],
        );
        let plot = rng.random_range(3..120);
        format!(
            "Plot No. {plot}, {layout}, {road}, {}, Telangana {}",
            locality.name, locality.pin
        )
    } else {
        format!(
            "Survey No. {survey}, {road}, {}, Telangana {}",
            locality.name, locality.pin
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_clock_reads_like_a_person_would_say_it() {
        assert_eq!(clock(540), "9 am");
        assert_eq!(clock(1260), "9 pm");
        assert_eq!(clock(1320 + 720), "10 am");
        assert_eq!(clock(720), "12 pm");
        assert_eq!(clock(630), "10:30 am");
    }
}
