//! The first view of a page in the HTML the server sends: the header and the top of the page
//! (home hero, a property's title and main photo, the first search result), drawn with the
//! app's own classes and sizes. Guests on a slow phone see the page while its JavaScript loads;
//! the app replaces all of it when it starts (React clears #root), so nothing shifts.

use escapes_core::catalogue::views::{Photo, PropertyDetail, PropertySummary};
use escapes_core::i18n::text;
use escapes_core::language::Language;

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

pub fn home(language: Language) -> String {
    let offer = text(
        language,
        "page-offer",
        &[
            (
                "amount",
                escapes_core::money::rupees_en_in(escapes_core::pricing::FIRST500_AMOUNT).into(),
            ),
            ("code", escapes_core::pricing::FIRST500_CODE.into()),
        ],
    );
    let tagline = text(
        language,
        "page-tagline",
        &[("km", (escapes_core::geo::SERVICE_RADIUS_KM as i64).into())],
    );
    frame(&format!(
        "<section class=\"relative overflow-hidden bg-gradient-to-b from-brand-100 via-brand-50 to-sand-50 pb-24 pt-10 sm:pb-32 sm:pt-16\">\
         <div class=\"container-page relative\">\
         <p class=\"inline-flex items-center gap-2 rounded-full bg-white/90 px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm\">{}</p>\
         <h1 class=\"mt-5 max-w-3xl text-4xl font-semibold leading-tight text-ink-900 sm:text-6xl\">{BRAND}</h1>\
         <p class=\"mt-3 max-w-2xl text-lg text-ink-700 sm:text-xl\">{}</p>\
         </div></section>",
        escape(&offer),
        escape(&tagline),
    ))
}

/// "from ₹9,000 / half day" in the language.
fn from_half(language: Language, paise: i64) -> String {
    text(language, "page-from-half", &[("price", inr(paise).into())])
}

pub fn property(p: &PropertyDetail, language: Language) -> String {
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
        let reviews = text(
            language,
            "page-reviews",
            &[("count", p.rating.count.into())],
        );
        format!("★ {:.1} ({}) · ", p.rating.average, escape(&reviews))
    } else {
        String::new()
    };
    let distance = text(
        language,
        "page-distance",
        &[("km", (p.distance_km.round() as i64).into())],
    );
    frame(&format!(
        "<div class=\"container-page pt-4 sm:pt-6\">\
         <h1 class=\"text-3xl font-semibold leading-tight text-ink-900 sm:text-4xl\">{}</h1>\
         <p class=\"mt-2 text-ink-700\">{rating}{}, {} · {}</p>\
         <div class=\"mt-4\">{photo}</div></div>",
        escape(&p.title),
        escape(&p.location),
        escape(&distance),
        escape(&from_half(language, p.half_day_price)),
    ))
}

pub fn search(heading: &str, first: Option<&PropertySummary>, language: Language) -> String {
    let card = first
        .and_then(|s| s.photo.as_ref().map(|ph| (s, ph)))
        .map(|(s, ph)| {
            format!(
                "<div class=\"mt-6\"><div class=\"relative aspect-[3/2] overflow-hidden rounded-2xl bg-sand-200\">{}</div>\
                 <p class=\"mt-3 font-semibold text-ink-900\">{}</p><p class=\"text-sm text-ink-700\">{} · {}</p></div>",
                img(ph, CARD_SIZES, "size-full"),
                escape(&s.title),
                escape(&s.location),
                escape(&from_half(language, s.half_day_price))
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

    /// A web catalog message filled the simple way the app's ICU messages here need: `{name}`
    /// values, and a plural's `one`/`other` form with `#` as the count.
    fn web_message(
        language: Language,
        area: &str,
        id: &str,
        values: &[(&str, &str)],
        count: Option<i64>,
    ) -> String {
        let path = format!(
            "{}/../../apps/web/src/locales/{}/{area}.json",
            env!("CARGO_MANIFEST_DIR"),
            language.as_str()
        );
        let catalog: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).expect("catalog")).unwrap();
        let mut message = catalog[id]
            .as_str()
            .unwrap_or_else(|| panic!("{id} in {path}"))
            .to_string();
        if let Some(n) = count {
            let form = if n == 1 && language != Language::Hi || n <= 1 && language == Language::Hi {
                "one"
            } else {
                "other"
            };
            let start = message.find(&format!("{form} {{")).expect("plural form") + form.len() + 2;
            let end = start + message[start..].find('}').expect("form end");
            message = message[start..end].replace('#', &n.to_string());
        }
        for (name, value) in values {
            message = message.replace(&format!("{{{name}}}"), value);
        }
        message
    }

    #[test]
    fn the_first_view_says_what_the_app_will_say() {
        for &language in Language::ALL {
            let pairs = [
                (
                    text(
                        language,
                        "page-offer",
                        &[("amount", "₹500".into()), ("code", "FIRST500".into())],
                    ),
                    web_message(
                        language,
                        "home",
                        "home.hero.offer",
                        &[("amount", "₹500"), ("code", "FIRST500")],
                        None,
                    ),
                ),
                (
                    text(language, "page-tagline", &[("km", 100.into())]),
                    web_message(
                        language,
                        "home",
                        "home.hero.tagline",
                        &[("km", "100")],
                        None,
                    ),
                ),
                (
                    text(language, "page-from-half", &[("price", "₹5,000".into())]),
                    web_message(
                        language,
                        "property",
                        "p.fromHalf",
                        &[("price", "₹5,000")],
                        None,
                    ),
                ),
                (
                    text(language, "page-near", &[("location", "Moinabad".into())]),
                    web_message(
                        language,
                        "search",
                        "sr.title",
                        &[("location", "Moinabad")],
                        None,
                    ),
                ),
                (
                    text(language, "page-in", &[("location", "Moinabad".into())]),
                    web_message(
                        language,
                        "search",
                        "sr.in",
                        &[("location", "Moinabad")],
                        None,
                    ),
                ),
                (
                    text(language, "page-reviews", &[("count", 1.into())]),
                    web_message(language, "property", "p.reviews", &[], Some(1)),
                ),
                (
                    text(language, "page-reviews", &[("count", 12.into())]),
                    web_message(language, "property", "p.reviews", &[], Some(12)),
                ),
            ];
            for (server, app) in pairs {
                assert_eq!(server, app, "{language}");
            }
        }
    }

    #[test]
    fn a_property_reads_in_the_language() {
        let html = home(Language::Hi);
        assert!(
            html.contains("कोड FIRST500 से पहली बुकिंग पर ₹500 की छूट"),
            "{html}"
        );
        assert!(
            home(Language::En).contains("New here? ₹500 off your first booking with code FIRST500")
        );
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
