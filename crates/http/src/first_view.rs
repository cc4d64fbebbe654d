//! The first view of a page in the HTML the server sends: the header and the top of the page
//! (home hero, a property's title and main photo, the first search result), drawn with the
//! app's own classes and sizes. Guests on a slow phone see the page while its JavaScript loads;
//! the app replaces all of it when it starts (React clears #root), so nothing shifts.

use escapes_core::catalogue::views::{Photo, PropertyDetail, PropertySummary};

use crate::shell::html::{escape, inr, BRAND};

/// `sizes` of the app's main property photo and of a result card (apps/web/src/config/image-sizes.ts).
const GALLERY_SIZES: &str = "(min-width: 1152px) 1104px, 100vw";
const CARD_SIZES: &str = "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw";

fn frame(main: &str) -> String {
    format!(
        "<div class=\"flex min-h-dvh flex-col\" data-first-view>\
         <header class=\"sticky top-0 z-30 border-b border-sand-200 bg-sand-50/95\">\
         <div class=\"container-page flex h-16 items-center justify-between gap-4\">\
         <a href=\"/\" class=\"flex items-center gap-2 rounded-lg font-display text-lg font-semibold text-brand-800 sm:text-xl\">{BRAND}</a>\
         </div></header>\
         <main class=\"min-h-[calc(100dvh-4rem)] flex-1\">{main}</main></div>"
    )
}

/// A width-based `srcset` of one format's copies ("webp" or "jpeg"), if the photo has any.
fn srcset(photo: &Photo, format: &str) -> Option<String> {
    let mut variants: Vec<_> = photo
        .variants
        .iter()
        .filter(|v| v.format == format)
        .collect();
    variants.sort_by_key(|v| v.width);
    (!variants.is_empty()).then(|| {
        variants
            .iter()
            .map(|v| format!("{} {}w", v.url, v.width))
            .collect::<Vec<_>>()
            .join(", ")
    })
}

/// The photo as the app's `PropertyPhoto` draws it: WebP copies in a `<source>`, JPEG copies in
/// the `<img>`, so the app's own render asks for the very file this one loaded.
fn img(photo: &Photo, sizes: &str, class: &str) -> String {
    let source = srcset(photo, "webp")
        .map(|set| {
            format!(
                "<source type=\"image/webp\" srcset=\"{}\" sizes=\"{sizes}\">",
                escape(&set)
            )
        })
        .unwrap_or_default();
    let jpeg = srcset(photo, "jpeg")
        .map(|set| format!(" srcset=\"{}\"", escape(&set)))
        .unwrap_or_default();
    format!(
        "<picture class=\"contents\">{source}<img src=\"{}\"{jpeg} sizes=\"{sizes}\" width=\"{}\" height=\"{}\" alt=\"{}\" \
         fetchpriority=\"high\" decoding=\"async\" class=\"bg-sand-200 object-cover {class}\"></picture>",
        escape(&photo.url),
        photo.width,
        photo.height,
        escape(&photo.alt)
    )
}

/// A `Link` header preloading a page's largest photo with the `srcset` and `sizes` its `<img>`
/// has, so the browser (or a proxy sending it as 103 Early Hints) starts it with the headers.
fn preload_link(photo: &Photo, sizes: &str) -> String {
    // The copies the page's <picture> picks: WebP where the photo has them.
    let (set, format) = match srcset(photo, "webp") {
        Some(set) => (Some(set), "; type=\"image/webp\""),
        None => (srcset(photo, "jpeg"), ""),
    };
    let candidates = set
        .map(|set| format!("; imagesrcset=\"{set}\"; imagesizes=\"{sizes}\""))
        .unwrap_or_default();
    format!(
        "<{}>; rel=preload; as=image{candidates}{format}; fetchpriority=high",
        photo.url
    )
}

/// The preload of a property page's main photo.
pub fn property_preload(p: &PropertyDetail) -> Option<String> {
    p.photos.first().map(|ph| preload_link(ph, GALLERY_SIZES))
}

/// The preload of a search or locality page's first result photo.
pub fn search_preload(first: Option<&PropertySummary>) -> Option<String> {
    first
        .and_then(|s| s.photo.as_ref())
        .map(|ph| preload_link(ph, CARD_SIZES))
}

pub fn home() -> String {
    frame(
        "<section class=\"relative overflow-hidden bg-gradient-to-b from-brand-100 via-brand-50 to-sand-50 pb-24 pt-10 sm:pb-32 sm:pt-16\">\
         <div class=\"container-page relative\">\
         <p class=\"inline-flex items-center gap-2 rounded-full bg-white/90 px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm\">New here? ₹500 off your first booking with code FIRST500</p>\
         <h1 class=\"mt-5 max-w-3xl text-4xl font-semibold leading-tight text-ink-900 sm:text-6xl\">Hyderabad Escapes</h1>\
         <p class=\"mt-3 max-w-2xl text-lg text-ink-700 sm:text-xl\">Private farmhouses within 100 km of the city — pools, lawns and bonfires for a half day or a full day. See real prices, pick a slot, go.</p>\
         </div></section>",
    )
}

pub fn property(p: &PropertyDetail) -> String {
    let photo = p
        .photos
        .first()
        .map(|ph| {
            format!(
                "<div class=\"relative -mx-4 sm:mx-0\"><div class=\"aspect-[3/2] bg-sand-200 sm:aspect-[16/9] sm:rounded-2xl lg:aspect-[2/1] overflow-hidden\">{}</div></div>",
                img(ph, GALLERY_SIZES, "size-full")
            )
        })
        .unwrap_or_default();
    let rating = if p.rating.count > 0 {
        format!("★ {:.1} ({} reviews) · ", p.rating.average, p.rating.count)
    } else {
        String::new()
    };
    frame(&format!(
        "<div class=\"container-page pt-4 sm:pt-6\">\
         <h1 class=\"text-3xl font-semibold leading-tight text-ink-900 sm:text-4xl\">{}</h1>\
         <p class=\"mt-2 text-ink-700\">{rating}{}, {} km from Hyderabad · from {} / half day</p>\
         <div class=\"mt-4\">{photo}</div></div>",
        escape(&p.title),
        escape(&p.location),
        p.distance_km.round(),
        inr(p.half_day_price),
    ))
}

pub fn search(heading: &str, first: Option<&PropertySummary>) -> String {
    let card = first
        .and_then(|s| s.photo.as_ref().map(|ph| (s, ph)))
        .map(|(s, ph)| {
            format!(
                "<div class=\"mt-6\"><div class=\"relative aspect-[3/2] overflow-hidden rounded-2xl bg-sand-200\">{}</div>\
                 <p class=\"mt-3 font-semibold text-ink-900\">{}</p><p class=\"text-sm text-ink-700\">{} · from {} / half day</p></div>",
                img(ph, CARD_SIZES, "size-full"),
                escape(&s.title),
                escape(&s.location),
                inr(s.half_day_price)
            )
        })
        .unwrap_or_default();
    frame(&format!(
        "<div class=\"container-page py-6 sm:py-10\"><h1 class=\"text-3xl font-semibold text-ink-900 sm:text-4xl\">{}</h1>{card}</div>",
        escape(heading)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use escapes_core::catalogue::views::PhotoVariant;

    fn photo() -> Photo {
        let variant = |width: i32, format: &str| PhotoVariant {
            url: format!("/uploads/listings/7/3-{width}.{format}"),
            width,
            height: width * 2 / 3,
            format: format.into(),
        };
        Photo {
            url: "/uploads/listings/7/3-1200.jpeg".into(),
            width: 1200,
            height: 800,
            alt: "The pool at dusk".into(),
            variants: vec![
                variant(800, "jpeg"),
                variant(480, "webp"),
                variant(480, "jpeg"),
                variant(800, "webp"),
            ],
        }
    }

    #[test]
    fn a_photo_offers_webp_in_a_source_and_jpeg_in_the_img_like_the_app() {
        let html = img(&photo(), CARD_SIZES, "size-full");
        assert!(html.starts_with(
            "<picture class=\"contents\"><source type=\"image/webp\" srcset=\"/uploads/listings/7/3-480.webp 480w, /uploads/listings/7/3-800.webp 800w\""
        ), "{html}");
        assert!(html.contains(
            "<img src=\"/uploads/listings/7/3-1200.jpeg\" srcset=\"/uploads/listings/7/3-480.jpeg 480w, /uploads/listings/7/3-800.jpeg 800w\""
        ), "{html}");
        assert!(html.contains("width=\"1200\" height=\"800\" alt=\"The pool at dusk\""));
    }

    #[test]
    fn the_preload_names_the_copies_the_picture_picks() {
        let link = preload_link(&photo(), CARD_SIZES);
        assert_eq!(
            link,
            format!(
                "</uploads/listings/7/3-1200.jpeg>; rel=preload; as=image; imagesrcset=\"/uploads/listings/7/3-480.webp 480w, /uploads/listings/7/3-800.webp 800w\"; imagesizes=\"{CARD_SIZES}\"; type=\"image/webp\"; fetchpriority=high"
            )
        );
        let mut jpeg_only = photo();
        jpeg_only.variants.retain(|v| v.format == "jpeg");
        let link = preload_link(&jpeg_only, CARD_SIZES);
        assert!(link.contains("imagesrcset=\"/uploads/listings/7/3-480.jpeg 480w, /uploads/listings/7/3-800.jpeg 800w\""));
        assert!(!link.contains("type="), "{link}");
    }
}
