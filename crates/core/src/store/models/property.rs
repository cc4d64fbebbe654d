//! Listings (`properties`).

use diesel::prelude::*;

use crate::ids::{LocationId, PropertyId, UserId};
use crate::kinds::listing::{Actor, ListingStatus};
use crate::store::schema::properties;

/// `listing_columns! { struct … { fields before } then { fields after } }` defines the struct
/// with a listing's descriptive columns of `properties` (title to check-in notes) between the two
/// lists, in the table's order: the row read back ([`PropertyRow`]), a new draft
/// (`store::listings::NewProperty`) and a seeded listing (`store::bulk::PropertySeed`) name them
/// once, here.
macro_rules! listing_columns {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $($(#[$bmeta:meta])* $bvis:vis $before:ident: $bty:ty,)*
        } then {
            $($(#[$ameta:meta])* $avis:vis $after:ident: $aty:ty,)*
        }
    ) => {
        $(#[$meta])*
        $vis struct $name {
            $($(#[$bmeta])* $bvis $before: $bty,)*
            pub title: String,
            pub description: String,
            pub property_type: String,
            pub address: String,
            pub latitude: f64,
            pub longitude: f64,
            pub distance_km: f64,
            pub half_day_price_paise: i64,
            pub full_day_price_paise: Option<i64>,
            pub cleaning_fee_paise: i64,
            pub bedrooms: i32,
            pub bathrooms: i32,
            pub max_guests: i32,
            pub day_slot_minute: i32,
            pub night_slot_minute: i32,
            pub house_rules: String,
            pub check_in_notes: String,
            $($(#[$ameta])* $avis $after: $aty,)*
        }
    };
}
pub(crate) use listing_columns;

listing_columns! {
    #[derive(Debug, Clone, Queryable, Selectable, Identifiable)]
    #[diesel(table_name = properties)]
    pub struct PropertyRow {
        pub id: PropertyId,
        pub slug: String,
        pub owner_id: UserId,
        pub location_id: LocationId,
    } then {
        pub rating_count: i64,
        pub rating_sum: i64,
        pub created_at: i64,
        pub updated_at: i64,
        pub status: ListingStatus,
        pub unlisted_by: Option<Actor>,
        /// Why changes were requested or why it was unlisted, for the owner to read.
        pub status_reason: Option<String>,
        /// Bumped by every saved edit; a save naming an older one is refused (STALE_EDIT).
        pub version: i64,
        /// The least time between one stay's end and the next one's start.
        pub turnover_minutes: i32,
        /// A locality the owner named that the catalogue lacks, for an admin to add.
        pub proposed_locality: Option<String>,
        /// The refundable security deposit a booking asks, 0 to ₹50,000 (never in the price).
        pub security_deposit_paise: i64,
    }
}

impl PropertyRow {
    pub fn is_public(&self) -> bool {
        self.status.is_public()
    }
}
