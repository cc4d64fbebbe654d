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

pub use crate::pricing::{pricing_of, ListingPricing};
use crate::store::models::PropertyImageRow;
use views::{ListingPhoto, PhotoCopy};

/// The copies of a photo, smallest first (the row reads them: the catalogue needs them too).
pub fn photo_copies(img: &PropertyImageRow) -> Vec<PhotoCopy> {
    img.copies()
}

pub fn photo_view(img: &PropertyImageRow) -> ListingPhoto {
    let variants = photo_copies(img);
    let ready = img.status == "ready";
    ListingPhoto {
        id: img.id.get(),
        status: img.status.clone(),
        alt: img.alt.clone(),
        url: ready.then(|| img.path.clone()),
        width: img.width,
        height: img.height,
        variants,
    }
}
