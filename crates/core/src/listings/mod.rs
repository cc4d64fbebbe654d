//! Owners' listings (PRODUCT.md §2 owner routes, PRODUCT.md "Listings and their life"): the status
//! machine that the owner API, the admin API and the support CLI all go through, the editor's
//! fields and checks, and calendar sync (the photo pipeline is crates/media).

pub mod calendar;
pub mod fields;
pub mod ical;
pub mod import_fetch;
pub mod photos;
pub mod service;
pub mod status;
pub mod views;

pub use fields::ListingFields;
pub use service::{By, Listings};
pub use status::{apply, Actor, ListingState, ListingStatus, Move, Moved};
pub use views::{ListingOwner, ListingSummary, OwnerListing, SupportListing};

use crate::money::Paise;
use crate::pricing::{Adjustment, PriceRule, WeekendPrices};
use crate::store::models::{PriceRuleRow, PropertyImageRow};
use views::{ListingPhoto, PhotoCopy};

/// The copies of a photo, smallest first: the stored list for uploads, or the two sizes the
/// demo pictures were made in.
pub fn photo_copies(img: &PropertyImageRow) -> Vec<PhotoCopy> {
    let stored: Vec<PhotoCopy> = serde_json::from_str(&img.variants).unwrap_or_default();
    if !stored.is_empty() || img.status != "ready" {
        return stored;
    }
    vec![
        PhotoCopy {
            url: img.thumb_path.clone(),
            width: img.thumb_width,
            height: img.thumb_height,
            format: "jpeg".into(),
        },
        PhotoCopy {
            url: img.path.clone(),
            width: img.width,
            height: img.height,
            format: "jpeg".into(),
        },
    ]
}

pub fn photo_view(img: &PropertyImageRow) -> ListingPhoto {
    let variants = photo_copies(img);
    let ready = img.status == "ready";
    ListingPhoto {
        id: img.id,
        status: img.status.clone(),
        alt: img.alt.clone(),
        url: ready.then(|| img.path.clone()),
        width: img.width,
        height: img.height,
        variants,
    }
}

/// A listing's prices beyond the usual ones, as the quote and the booking price them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ListingPricing {
    pub weekend: Option<WeekendPrices>,
    pub rules: Vec<PriceRule>,
}

pub fn pricing_of(rows: &[PriceRuleRow]) -> ListingPricing {
    let mut out = ListingPricing::default();
    for r in rows {
        match r.kind.as_str() {
            "weekend" => {
                out.weekend = r.half_day_price_paise.map(|h| WeekendPrices {
                    half_day: Paise(h),
                    full_day: r.full_day_price_paise.map(Paise),
                })
            }
            _ => {
                let date = |d: &Option<String>| d.as_deref().and_then(crate::time::parse_date);
                let adjustment = match (r.half_day_price_paise, r.percent) {
                    (Some(h), _) => Adjustment::Fixed {
                        half_day: Paise(h),
                        full_day: r.full_day_price_paise.map(Paise),
                    },
                    (None, Some(p)) => Adjustment::Percent(p),
                    (None, None) => continue,
                };
                if let (Some(from), Some(to)) = (date(&r.starts_on), date(&r.ends_on)) {
                    out.rules.push(PriceRule {
                        label: r.label.clone(),
                        from,
                        to,
                        adjustment,
                    });
                }
            }
        }
    }
    out
}
