//! The seeded listings: the amenity list, the hand-named demo properties and the synthetic ones,
//! each with believable size, prices, amenities, words and slots drawn from its own seeded RNG.

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

use super::copy::{self, Facts};
use super::images::stable_hash;
use super::localities::{Locality, LOCALITIES};
use super::people::{CARETAKERS, OWNERS};
use escapes_core::bulk::{AmenitySeed, PropertySeed};
use escapes_core::geo::km_from_hyderabad;

/// Amenity slug and the name guests read.
pub const AMENITIES: &[AmenitySeed] = &[
    AmenitySeed {
        slug: "pool",
        name: "Swimming pool",
    },
    AmenitySeed {
        slug: "lawn",
        name: "Lawn",
    },
    AmenitySeed {
        slug: "bonfire",
        name: "Bonfire",
    },
    AmenitySeed {
        slug: "indoor-games",
        name: "Indoor games",
    },
    AmenitySeed {
        slug: "kitchen",
        name: "Kitchen",
    },
    AmenitySeed {
        slug: "parking",
        name: "Parking",
    },
    AmenitySeed {
        slug: "wifi",
        name: "Wi-Fi",
    },
    AmenitySeed {
        slug: "ac",
        name: "Air conditioning",
    },
    AmenitySeed {
        slug: "music-system",
        name: "Music system",
    },
    AmenitySeed {
        slug: "bbq",
        name: "Barbecue",
    },
    AmenitySeed {
        slug: "kids-play",
        name: "Kids' play area",
    },
    AmenitySeed {
        slug: "caretaker",
        name: "Caretaker on site",
    },
    AmenitySeed {
        slug: "power-backup",
        name: "Power backup",
    },
    AmenitySeed {
        slug: "cricket",
        name: "Cricket pitch",
    },
    AmenitySeed {
        slug: "pet-friendly",
        name: "Pet friendly",
    },
    AmenitySeed {
        slug: "rain-dance",
        name: "Rain dance",
    },
];

/// The demo listings: title, locality, property type.
pub const DEMO_LISTINGS: &[(&str, &str, &str)] = &[
    ("Banyan Grove Farmhouse", "Moinabad", "farmhouse"),
    ("Tamarind Acres", "Moinabad", "farmhouse"),
    ("Mango Orchard Retreat", "Moinabad", "farmhouse"),
    ("Aziz Nagar Pool Villa", "Moinabad", "villa"),
    ("Peacock Valley Farm", "Moinabad", "farmhouse"),
    ("Gulmohar Cottage", "Moinabad", "cottage"),
    ("Silver Oak Farmhouse", "Shankarpally", "farmhouse"),
    ("Cricket Green Estate", "Shankarpally", "estate"),
    ("Mokila Meadows Villa", "Shankarpally", "villa"),
    ("Sunflower Fields Farmhouse", "Shankarpally", "farmhouse"),
    ("Red Earth Retreat", "Chevella", "farmhouse"),
    ("Banyan Lane Cottage", "Chevella", "cottage"),
    ("Golden Harvest Farmhouse", "Chevella", "farmhouse"),
    ("Teak Wood Estate", "Chevella", "estate"),
    ("Osman Sagar Lakeview Villa", "Gandipet", "villa"),
    ("Lake Breeze Cottage", "Gandipet", "cottage"),
    ("Kingfisher Pond Farmhouse", "Gandipet", "farmhouse"),
    ("Bougainvillea Villa", "Gandipet", "villa"),
    ("Deer Park Farmhouse", "Shamirpet", "farmhouse"),
    ("Rocky Ridge Estate", "Shamirpet", "estate"),
    ("Lakeside Pavilion Resort", "Shamirpet", "resort"),
    ("Neem Tree Farmhouse", "Medchal", "farmhouse"),
    ("Twin Palms Villa", "Medchal", "villa"),
    ("Jasmine Meadows", "Medchal", "farmhouse"),
    ("Ananthagiri Hill Cottage", "Vikarabad", "cottage"),
    ("Misty Woods Resort", "Vikarabad", "resort"),
    ("Sandalwood Farms", "Vikarabad", "farmhouse"),
    ("Lotus Pond Estate", "Ibrahimpatnam", "estate"),
    ("Coconut Grove Farmhouse", "Ibrahimpatnam", "farmhouse"),
    ("Paddy Field Cottage", "Ibrahimpatnam", "cottage"),
    ("Sitaphal Orchard Villa", "Kandukur", "villa"),
    ("Granite Hills Estate", "Kandukur", "estate"),
    ("Stone Well Farmhouse", "Kandukur", "farmhouse"),
    ("Palm Court Farmstay", "Shadnagar", "farmhouse"),
    ("Cotton Fields Farmhouse", "Shadnagar", "farmhouse"),
    ("Whistling Palms Resort", "Shadnagar", "resort"),
    ("Fort View Farmhouse", "Bhongir", "farmhouse"),
    ("Yadadri Hills Retreat", "Bhongir", "villa"),
    ("Rock Garden Cottage", "Bhongir", "cottage"),
    ("Keesaragutta Greens", "Keesara", "farmhouse"),
    ("Parrot Green Villa", "Keesara", "villa"),
    ("Forest Edge Cottage", "Narsapur", "cottage"),
    ("Firefly Fields Farmhouse", "Narsapur", "farmhouse"),
    ("Starlight Camp Resort", "Narsapur", "resort"),
    ("Monsoon Meadows Farmhouse", "Ghatkesar", "farmhouse"),
    ("Paddy Breeze Villa", "Ghatkesar", "villa"),
    ("Bamboo Grove Cottage", "Ghatkesar", "cottage"),
    ("Chilkur Greens Farmhouse", "Chilkur", "farmhouse"),
    ("Amaltas Courtyard Villa", "Chilkur", "villa"),
    ("Guava Garden Farmhouse", "Chilkur", "farmhouse"),
    ("Jamun Tree Farmhouse", "Maheshwaram", "farmhouse"),
    ("Sunset Point Villa", "Maheshwaram", "villa"),
    ("Hibiscus House", "Shamshabad", "cottage"),
    ("Tulsi Vanam Farmhouse", "Shamshabad", "farmhouse"),
];

const DAY: i64 = 86_400;

/// A listing before it has an id: the row and the facts its pictures and reviews depend on.
pub struct Listing {
    pub property: PropertySeed,
    pub caretaker: &'static str,
    /// 0 = well run, up to 1 = often disappoints; shifts its review ratings.
    pub trouble: f32,
}

pub fn locality(name: &str) -> &'static Locality {
    LOCALITIES
        .iter()
        .find(|l| l.name == name)
        .expect("demo listing names a known locality")
}

/// Half-day price band (rupees), bedrooms, guests and plot size by property type.
fn sizing(property_type: &str, rng: &mut StdRng) -> (i64, i32, i32, f32) {
    let (price, bedrooms, acres) = match property_type {
        "cottage" => (
            rng.random_range(4_000..9_000),
            rng.random_range(1..=3),
            rng.random_range(0.5..1.5),
        ),
        "villa" => (
            rng.random_range(9_000..20_000),
            rng.random_range(3..=6),
            rng.random_range(0.5..2.0),
        ),
        "estate" => (
            rng.random_range(12_000..=25_000),
            rng.random_range(4..=8),
            rng.random_range(4.0..12.0),
        ),
        "resort" => (
            rng.random_range(14_000..=25_000),
            rng.random_range(5..=8),
            rng.random_range(3.0..8.0),
        ),
        _ => (
            rng.random_range(6_000..16_000),
            rng.random_range(2..=5),
            rng.random_range(1.0..4.0),
        ),
    };
    let guests = match property_type {
        "cottage" => bedrooms * 4 + rng.random_range(2..=5),
        "villa" => bedrooms * 4 + rng.random_range(2..=10),
        "estate" | "resort" => (bedrooms * 6 + rng.random_range(0..=15)).clamp(25, 60),
        _ => bedrooms * 5 + rng.random_range(4..=15),
    };
    let price = ((price + 250) / 500 * 500).clamp(4_000, 25_000);
    (
        price,
        bedrooms,
        guests.clamp(6, 60),
        (acres * 2.0_f32).round() / 2.0,
    )
}

/// 5–12 amenities; a pool at most places, resorts and estates better equipped.
fn amenities(property_type: &str, rng: &mut StdRng) -> Vec<&'static str> {
    let big = matches!(property_type, "resort" | "estate");
    let chances: [(&'static str, f64); 16] = [
        (
            "pool",
            if property_type == "cottage" {
                0.55
            } else {
                0.92
            },
        ),
        ("lawn", 0.8),
        ("bonfire", 0.6),
        ("indoor-games", if big { 0.7 } else { 0.4 }),
        ("kitchen", 0.75),
        ("parking", 0.95),
        ("wifi", 0.55),
        (
            "ac",
            if property_type == "cottage" {
                0.5
            } else {
                0.75
            },
        ),
        ("music-system", 0.6),
        ("bbq", 0.45),
        ("kids-play", if big { 0.6 } else { 0.35 }),
        ("caretaker", 0.85),
        ("power-backup", 0.6),
        ("cricket", if big { 0.6 } else { 0.3 }),
        ("pet-friendly", 0.25),
        ("rain-dance", if big { 0.45 } else { 0.15 }),
    ];
    let mut chosen: Vec<&'static str> = chances
        .iter()
        .filter(|(_, p)| rng.random_bool(*p))
        .map(|(s, _)| *s)
        .collect();
    // Too few: add the most common missing ones; too many: drop the rarest.
    let mut by_chance = chances.to_vec();
    by_chance.sort_by(|a, b| b.1.total_cmp(&a.1));
    for (slug, _) in &by_chance {
        if chosen.len() >= 5 {
            break;
        }
        if !chosen.contains(slug) {
            chosen.push(slug);
        }
    }
    while chosen.len() > 12 {
        let rarest = by_chance
            .iter()
            .rev()
            .find(|(s, _)| chosen.contains(s))
            .map(|(s, _)| *s);
        chosen.retain(|s| Some(*s) != rarest);
    }
    let order = |s: &&str| chances.iter().position(|(c, _)| c == s);
    chosen.sort_by_key(order);
    chosen
}

struct Draft<'a> {
    title: String,
    slug: String,
    property_type: &'a str,
    locality: &'static Locality,
    owner_phone: &'static str,
    created_at: i64,
    /// Full day offered? (about one listing in six has only half days)
    full_day: bool,
}

fn build(d: Draft<'_>, rng: &mut StdRng) -> Listing {
    let (half_day, bedrooms, max_guests, acres) = sizing(d.property_type, rng);
    let full_day = d.full_day.then(|| {
        let factor = rng.random_range(1.6..1.9);
        (((half_day as f64 * factor) / 500.0).round() as i64 * 500).max(half_day + 500)
    });
    let cleaning_fee = rng.random_range(5..=15) * 100;
    let bathrooms = (bedrooms + rng.random_range(-1..=1)).max(1);
    let (day_slot, night_slot) = if rng.random_ratio(1, 7) {
        (600, 1320)
    } else {
        (540, 1260)
    };
    let amenities = amenities(d.property_type, rng);
    let caretaker = *CARETAKERS.choose(rng).expect("caretakers");
    let latitude = d.locality.latitude + rng.random_range(-0.03..0.03);
    let longitude = d.locality.longitude + rng.random_range(-0.03..0.03);
    let latitude = (latitude * 1e5).round() / 1e5;
    let longitude = (longitude * 1e5).round() / 1e5;
    let distance_km = km_from_hyderabad(latitude, longitude);
    let road = *d.locality.roads.choose(rng).expect("roads");
    let facts = Facts {
        title: &d.title,
        property_type: d.property_type,
        locality: d.locality,
        distance_km,
        bedrooms,
        max_guests,
        acres,
        amenities: &amenities,
        caretaker,
        day_slot_minute: day_slot,
        night_slot_minute: night_slot,
    };
    let description = copy::description(&facts, rng);
    let house_rules = copy::house_rules(&facts, rng);
    let check_in_notes = copy::check_in_notes(&facts, road, rng);
    let address = copy::address(d.locality, road, rng);
    let trouble = if rng.random_ratio(1, 7) {
        rng.random_range(0.5..1.0)
    } else {
        rng.random_range(0.0..0.2)
    };
    Listing {
        property: PropertySeed {
            slug: d.slug,
            owner_phone: d.owner_phone.to_string(),
            location_slug: d.locality.slug(),
            title: d.title,
            description,
            property_type: d.property_type.to_string(),
            address,
            latitude,
            longitude,
            distance_km,
            half_day_price_paise: half_day * 100,
            full_day_price_paise: full_day.map(|r| r * 100),
            cleaning_fee_paise: cleaning_fee * 100,
            bedrooms,
            bathrooms,
            max_guests,
            day_slot_minute: day_slot,
            night_slot_minute: night_slot,
            house_rules,
            check_in_notes,
            created_at: d.created_at,
            amenity_slugs: amenities,
            images: Vec::new(),
            reviews: Vec::new(),
            blocks: Vec::new(),
        },
        caretaker,
        trouble,
    }
}

/// The demo listing at `index` of [`DEMO_LISTINGS`], identical on every run except for dates,
/// which follow `now`.
pub fn demo_listing(index: usize, now: i64) -> Listing {
    let (title, locality_name, property_type) = DEMO_LISTINGS[index];
    let locality = locality(locality_name);
    let mut rng = StdRng::seed_from_u64(stable_hash(&[b"demo-listing", title.as_bytes()]));
    // Every owner gets one of the first nine, the rest are spread by chance.
    let owner = if index < OWNERS.len() {
        index
    } else {
        rng.random_range(0..OWNERS.len())
    };
    let age_days = rng.random_range(45..365);
    let draft = Draft {
        slug: slug::slugify(format!("{title} {locality_name}")),
        title: title.to_string(),
        property_type,
        locality,
        owner_phone: OWNERS[owner].phone,
        created_at: now - age_days * DAY - rng.random_range(0..DAY),
        full_day: index % 6 != 4,
    };
    build(draft, &mut rng)
}

const NAME_FIRST: &[&str] = &[
    "Banyan",
    "Tamarind",
    "Mango",
    "Neem",
    "Palm",
    "Jasmine",
    "Lotus",
    "Peacock",
    "Kingfisher",
    "Teak",
    "Sandalwood",
    "Gulmohar",
    "Amaltas",
    "Bamboo",
    "Coconut",
    "Guava",
    "Jamun",
    "Sitaphal",
    "Hibiscus",
    "Tulsi",
    "Silver Oak",
    "Red Earth",
    "Golden",
    "Misty",
    "Sunset",
    "Moonlight",
    "Firefly",
    "Parrot",
    "Rocky",
    "Emerald",
    "Monsoon",
    "Saffron",
    "Sapota",
    "Champa",
    "Kadamba",
    "Ashoka",
];
const NAME_SECOND: &[&str] = &[
    "Grove", "Acres", "Meadows", "Fields", "Valley", "Ridge", "Orchard", "Gardens", "Court",
    "Woods", "Springs", "Hollow", "Nest", "Haven", "Trails", "Creek", "Bagh", "Vanam",
];

/// Synthetic listing number `seq` (load tests): a demo-like listing in a demo locality, with a
/// numbered slug so any number of them can coexist.
pub fn synthetic_listing(seq: i64, now: i64) -> Listing {
    let mut rng = StdRng::seed_from_u64(stable_hash(&[b"synthetic", &seq.to_le_bytes()]));
    let property_type = *[
        "farmhouse",
        "farmhouse",
        "farmhouse",
        "farmhouse",
        "farmhouse",
        "villa",
        "villa",
        "cottage",
        "estate",
        "resort",
    ]
    .choose(&mut rng)
    .expect("types");
    let suffix = match property_type {
        "villa" => "Villa",
        "cottage" => "Cottage",
        "estate" => "Estate",
        "resort" => "Resort",
        _ => *["Farmhouse", "Farm", "Farmstay"]
            .choose(&mut rng)
            .expect("suffixes"),
    };
    let title = format!(
        "{} {} {suffix}",
        NAME_FIRST.choose(&mut rng).expect("names"),
        NAME_SECOND.choose(&mut rng).expect("names")
    );
    let locality = LOCALITIES.choose(&mut rng).expect("localities");
    let owner = OWNERS.choose(&mut rng).expect("owners");
    let age_days = rng.random_range(1..365);
    let draft = Draft {
        slug: slug::slugify(format!("{title} {} {seq}", locality.name)),
        title,
        property_type,
        locality,
        owner_phone: owner.phone,
        created_at: now - age_days * DAY - rng.random_range(0..DAY),
        full_day: !rng.random_ratio(1, 6),
    };
    build(draft, &mut rng)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_790_000_000;

    #[test]
    fn seed_demo_listings_are_unique_and_in_known_localities() {
        let mut slugs = std::collections::HashSet::new();
        for i in 0..DEMO_LISTINGS.len() {
            let l = demo_listing(i, NOW);
            assert!(slugs.insert(l.property.slug.clone()), "{}", l.property.slug);
        }
        assert!(DEMO_LISTINGS.len() >= 48);
        assert_eq!(
            demo_listing(0, NOW).property.slug,
            "banyan-grove-farmhouse-moinabad"
        );
    }

    #[test]
    fn seed_listing_numbers_stay_in_the_product_ranges() {
        let mut without_full_day = 0;
        for i in 0..DEMO_LISTINGS.len() {
            let p = demo_listing(i, NOW).property;
            assert!(
                (400_000..=2_500_000).contains(&p.half_day_price_paise),
                "{}",
                p.half_day_price_paise
            );
            assert_eq!(p.half_day_price_paise % 100, 0);
            match p.full_day_price_paise {
                Some(full) => {
                    let ratio = full as f64 / p.half_day_price_paise as f64;
                    assert!((1.5..=2.0).contains(&ratio), "{ratio}");
                }
                None => without_full_day += 1,
            }
            assert!((50_000..=150_000).contains(&p.cleaning_fee_paise));
            assert!((1..=8).contains(&p.bedrooms));
            assert!((6..=60).contains(&p.max_guests));
            assert!(
                (5..=12).contains(&p.amenity_slugs.len()),
                "{:?}",
                p.amenity_slugs
            );
            let rules = p.house_rules.lines().count();
            assert!((3..=6).contains(&rules), "{}", p.house_rules);
            let paragraphs = p.description.split("\n\n").count();
            assert!((2..=3).contains(&paragraphs), "{}", p.description);
            assert!(p.created_at < NOW && p.created_at > NOW - 366 * DAY);
            if !p.amenity_slugs.contains(&"pool") {
                assert!(!p.description.contains("pool"), "{}", p.description);
            }
        }
        assert!(
            without_full_day >= DEMO_LISTINGS.len() / 8,
            "{without_full_day}"
        );
        assert!(
            without_full_day <= DEMO_LISTINGS.len() / 4,
            "{without_full_day}"
        );
    }

    #[test]
    fn seed_synthetic_listings_have_numbered_unique_slugs() {
        let a = synthetic_listing(1001, NOW).property;
        let b = synthetic_listing(1002, NOW).property;
        assert_ne!(a.slug, b.slug);
        assert!(a.slug.ends_with("-1001"), "{}", a.slug);
        assert_eq!(a.slug, synthetic_listing(1001, NOW).property.slug);
    }
}
