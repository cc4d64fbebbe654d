-- Catalogue: people, localities, properties and what hangs off them, plus the held intervals
-- that bookings and owner blocks use. Times are UTC epoch seconds; money is integer paise.
CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    full_name TEXT NOT NULL,
    username TEXT UNIQUE,
    email TEXT UNIQUE,
    phone TEXT UNIQUE,
    role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'owner', 'admin')),
    created_at BIGINT NOT NULL
);

CREATE TABLE locations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    district TEXT NOT NULL,
    description TEXT NOT NULL,
    latitude DOUBLE NOT NULL,
    longitude DOUBLE NOT NULL,
    distance_km DOUBLE NOT NULL
);

CREATE TABLE properties (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT NOT NULL UNIQUE,
    owner_id BIGINT NOT NULL REFERENCES users (id),
    location_id BIGINT NOT NULL REFERENCES locations (id),
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    property_type TEXT NOT NULL,
    address TEXT NOT NULL,
    latitude DOUBLE NOT NULL,
    longitude DOUBLE NOT NULL,
    distance_km DOUBLE NOT NULL,
    half_day_price_paise BIGINT NOT NULL CHECK (half_day_price_paise > 0),
    full_day_price_paise BIGINT CHECK (full_day_price_paise IS NULL OR full_day_price_paise > 0),
    cleaning_fee_paise BIGINT NOT NULL DEFAULT 0 CHECK (cleaning_fee_paise >= 0),
    bedrooms INTEGER NOT NULL CHECK (bedrooms >= 0),
    bathrooms INTEGER NOT NULL CHECK (bathrooms >= 0),
    max_guests INTEGER NOT NULL CHECK (max_guests > 0),
    day_slot_minute INTEGER NOT NULL DEFAULT 540 CHECK (day_slot_minute BETWEEN 0 AND 1439),
    night_slot_minute INTEGER NOT NULL DEFAULT 1260 CHECK (night_slot_minute BETWEEN 0 AND 1439),
    house_rules TEXT NOT NULL DEFAULT '',
    check_in_notes TEXT NOT NULL DEFAULT '',
    published BOOLEAN NOT NULL DEFAULT 1,
    rating_count BIGINT NOT NULL DEFAULT 0,
    rating_sum BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX properties_location ON properties (location_id);
CREATE INDEX properties_owner ON properties (owner_id);

CREATE TABLE property_images (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    property_id BIGINT NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    alt TEXT NOT NULL,
    path TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    thumb_path TEXT NOT NULL,
    thumb_width INTEGER NOT NULL,
    thumb_height INTEGER NOT NULL,
    UNIQUE (property_id, position)
);

CREATE TABLE amenities (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL
);

CREATE TABLE property_amenities (
    property_id BIGINT NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    amenity_id BIGINT NOT NULL REFERENCES amenities (id),
    PRIMARY KEY (property_id, amenity_id)
);

CREATE TABLE reviews (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    property_id BIGINT NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    user_id BIGINT REFERENCES users (id),
    user_name TEXT NOT NULL,
    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    comment TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX reviews_property ON reviews (property_id, created_at);

CREATE TABLE held_intervals (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    property_id BIGINT NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    starts_at BIGINT NOT NULL,
    ends_at BIGINT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('booking', 'block')),
    booking_id BIGINT,
    note TEXT,
    created_at BIGINT NOT NULL,
    CHECK (ends_at > starts_at)
);
CREATE INDEX held_intervals_property ON held_intervals (property_id, starts_at);
CREATE INDEX held_intervals_window ON held_intervals (starts_at, ends_at);
