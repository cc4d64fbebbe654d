//! The closed sets a listing's rows store as text: where a listing stands and who moved it last
//! (`properties`), and what a price rule is (`price_rules`). The rules that move a listing are in
//! `listings::status`.

use serde::Serialize;

use crate::text_enum::text_enum;

text_enum! {
    /// Where a listing stands. Only `published` ones are in search, pages, featured, sitemaps and
    /// localities' counts; the owner and admins see every status.
    #[derive(Serialize, utoipa::ToSchema)]
    #[serde(rename_all = "snake_case")]
    pub enum ListingStatus("listing status") {
        Draft = "draft",
        PendingReview = "pending_review",
        Published = "published",
        ChangesRequested = "changes_requested",
        Unlisted = "unlisted",
    }
}

impl ListingStatus {
    /// Guests see the listing.
    pub fn is_public(self) -> bool {
        self == Self::Published
    }

    /// The owner may still change what review will see (a published or unlisted listing is
    /// edited too, but its edits go live on save rather than waiting for review).
    pub fn awaits_owner(self) -> bool {
        matches!(self, Self::Draft | Self::ChangesRequested)
    }
}

text_enum! {
    /// Who moves a listing: its owner, or an admin (the console or support's CLI).
    #[derive(Serialize, utoipa::ToSchema)]
    #[serde(rename_all = "snake_case")]
    pub enum Actor("listing actor") {
        Owner = "owner",
        Admin = "admin",
    }
}

text_enum! {
    /// What a `price_rules` row is: the listing's weekend prices (one row at most), or a
    /// festival or season price over dates.
    pub enum PriceRuleKind("price rule kind") {
        Weekend = "weekend",
        Dated = "dated",
    }
}
