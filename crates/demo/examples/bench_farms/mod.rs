//! What the paid-booking and booking benchmarks share (`bench_bookings.rs`,
//! `bench_confirmations.rs`): their settings, their farmhouses, owners and guests, and their days.

use chrono::NaiveDate;
use escapes_core::auth::role::Role;
use escapes_core::bulk::{CatalogueSeed, LocationSeed, PropertySeed, UserSeed};

pub fn env_or(name: &str, default: &str) -> String {
    std::env::var(name)
        .ok()
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| default.to_string())
}

/// The benchmarks' "today".
pub fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2027, 1, 1).unwrap()
}

pub fn day(n: u32) -> NaiveDate {
    today() + chrono::Duration::days(n as i64)
}

pub fn owner_phone(i: usize) -> String {
    format!("+91900000{i:04}")
}

pub fn guest_phone(i: usize) -> String {
    format!("+91980{i:07}")
}

/// `properties` farmhouses in Moinabad (₹5,000 half day, ₹9,000 full day, ₹500 cleaning), farmhouse
/// i owned by owner i % `owners`, and `guests` guests.
pub fn seed(owners: usize, guests: usize, properties: usize) -> CatalogueSeed {
    let mut users: Vec<UserSeed> = (0..owners)
        .map(|i| UserSeed {
            phone: owner_phone(i),
            full_name: format!("Owner {i}"),
            email: Some(format!("owner{i}@bench.example")),
            role: Role::Owner,
            created_at: 0,
        })
        .collect();
    users.extend((0..guests).map(|i| UserSeed {
        phone: guest_phone(i),
        full_name: format!("Guest {i}"),
        email: Some(format!("guest{i}@bench.example")),
        role: Role::User,
        created_at: 0,
    }));
    let properties = (0..properties)
        .map(|i| PropertySeed {
            slug: format!("bench-farm-{i}"),
            owner_phone: owner_phone(i % owners),
            location_slug: "moinabad".into(),
            title: format!("Bench Farm {i}"),
            description: "A farmhouse for the booking benchmarks.".into(),
            property_type: "farmhouse".into(),
            address: "Moinabad".into(),
            latitude: 17.3,
            longitude: 78.2,
            distance_km: 20.0,
            half_day_price_paise: 500_000,
            full_day_price_paise: Some(900_000),
            cleaning_fee_paise: 50_000,
            bedrooms: 3,
            bathrooms: 2,
            max_guests: 20,
            day_slot_minute: 540,
            night_slot_minute: 1260,
            house_rules: String::new(),
            check_in_notes: String::new(),
            created_at: 0,
            amenity_slugs: vec![],
            images: vec![],
            reviews: vec![],
            blocks: vec![],
        })
        .collect();
    CatalogueSeed {
        users,
        locations: vec![LocationSeed {
            slug: "moinabad".into(),
            name: "Moinabad".into(),
            district: "Ranga Reddy".into(),
            description: "Orchards west of the city.".into(),
            latitude: 17.326,
            longitude: 78.27,
            distance_km: 22.0,
        }],
        amenities: vec![],
        properties,
    }
}
