//! The HTML shell of the web app. Every page gets `index.html` with its head filled in on the
//! server (title, description, Open Graph, JSON-LD), so link previews and crawlers need no
//! JavaScript; paths outside PRODUCT.md §2's route table answer 404 with the same shell.

use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode, Uri};
use axum::response::{Html, IntoResponse, Response};
use escapes_core::catalogue::views::{LocationDetail, PropertyDetail};
use escapes_core::catalogue::SearchParams;
use escapes_core::geo::{HYDERABAD_CENTRE, SERVICE_RADIUS_KM};
use escapes_core::i18n::text;
use escapes_core::language::Language;
use serde_json::json;

use crate::shell::html::{escape, inr, BRAND};
use crate::AppState;

/// The site's description, for pages without their own.
fn default_description(language: Language) -> String {
    text(language, "head-home.description", &[])
}

/// What the server knows about a path before the app runs.
#[derive(Debug, PartialEq, Eq)]
pub enum Route {
    Property(String),
    Location(String),
    /// In the route table; for a public page, the catalog message of its title (and, as its
    /// `.description`, its description).
    Known(Option<&'static str>),
    NotFound,
}

/// PRODUCT.md §2 route table.
pub fn classify(path: &str) -> Route {
    let path = if path.len() > 1 {
        path.trim_end_matches('/')
    } else {
        path
    };
    let segments: Vec<&str> = path.split('/').skip(1).collect();
    let one_param = |s: &str| !s.is_empty();
    match segments.as_slice() {
        [""] => Route::Known(Some("head-home")),
        ["property", slug] if one_param(slug) => Route::Property(slug.to_string()),
        ["farmhouses", slug] if one_param(slug) => Route::Location(slug.to_string()),
        ["search"] => Route::Known(Some("head-search")),
        ["privacy-policy"] => Route::Known(Some("head-privacy")),
        ["terms-of-service"] => Route::Known(Some("head-terms")),
        ["cookie-policy"] => Route::Known(Some("head-cookies")),
        ["help"] => Route::Known(Some("head-help")),
        ["safety"] => Route::Known(Some("head-safety")),
        ["faq"] => Route::Known(Some("head-faq")),
        ["list-your-farmhouse"] => Route::Known(Some("head-hosting")),
        ["book", slug] if one_param(slug) => Route::Known(None),
        ["owner", "property", "edit", id] if one_param(id) => Route::Known(None),
        ["login"]
        | ["register"]
        | ["verify-registration"]
        | ["profile"]
        | ["settings"]
        | ["bookings"]
        | ["messages"]
        | ["owner", "dashboard"]
        | ["owner", "analytics"]
        | ["owner", "messages"]
        | ["owner", "property", "create"]
        | ["analytics"] => Route::Known(None),
        _ => Route::NotFound,
    }
}

/// JSON inside <script> must not close the element early.
fn script_json(v: &serde_json::Value) -> String {
    v.to_string()
        .replace("</", "<\\/")
        .replace("<!--", "<\\!--")
}

fn first_sentence(text: &str, max: usize) -> String {
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() <= max {
        return flat;
    }
    let cut: String = flat.chars().take(max).collect();
    match cut.rfind(' ') {
        Some(i) => format!("{}…", &cut[..i]),
        None => format!("{cut}…"),
    }
}

/// The organisation behind the site, with its service area and hours (PRODUCT.md §1).
pub fn organisation_ld(app: &AppState) -> serde_json::Value {
    json!({
        "@context": "https://schema.org",
        "@type": "TravelAgency",
        "name": BRAND,
        "url": app.config.public_url,
        "telephone": app.config.support_phone,
        "email": "support@hyderabadescapes.in",
        "address": {
            "@type": "PostalAddress",
            "streetAddress": "Plot 42, Road No. 36, Jubilee Hills",
            "addressLocality": "Hyderabad",
            "addressRegion": "Telangana",
            "postalCode": "500033",
            "addressCountry": "IN"
        },
        "areaServed": {
            "@type": "GeoCircle",
            "geoMidpoint": { "@type": "GeoCoordinates", "latitude": HYDERABAD_CENTRE.0, "longitude": HYDERABAD_CENTRE.1 },
            "geoRadius": (SERVICE_RADIUS_KM * 1000.0) as i64
        },
        "openingHoursSpecification": [{
            "@type": "OpeningHoursSpecification",
            "dayOfWeek": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
            "opens": "09:00",
            "closes": "21:00"
        }]
    })
}

pub struct Head {
    pub title: String,
    pub description: String,
    pub path: String,
    pub image: Option<String>,
    pub og_type: &'static str,
    pub json_ld: Vec<serde_json::Value>,
    pub robots_noindex: bool,
    /// The language the page is drawn in, and whether its URL names it (`?lang=`).
    pub language: Language,
    pub in_url: bool,
}

impl Head {
    fn render(&self, app: &AppState) -> String {
        let base = app.config.public_url.trim_end_matches('/');
        let url = format!("{base}{}", self.path);
        // A page whose URL names its language is that language's own page (hreflang pairs
        // point back at it); the plain address is the default one.
        let canonical = if self.in_url {
            with_language(&url, self.language)
        } else {
            url.clone()
        };
        let title = escape(&self.title);
        let description = escape(&self.description);
        let mut out = format!(
            "<meta name=\"description\" content=\"{description}\">\
             <link rel=\"canonical\" href=\"{canonical}\">\
             <meta property=\"og:site_name\" content=\"{BRAND}\">\
             <meta property=\"og:title\" content=\"{title}\">\
             <meta property=\"og:description\" content=\"{description}\">\
             <meta property=\"og:type\" content=\"{}\">\
             <meta property=\"og:url\" content=\"{canonical}\">\
             <meta property=\"og:locale\" content=\"{}_IN\">\
             <meta name=\"twitter:card\" content=\"{}\">",
            self.og_type,
            self.language.as_str(),
            if self.image.is_some() {
                "summary_large_image"
            } else {
                "summary"
            },
            canonical = escape(&canonical),
        );
        out.push_str(&language_alternates(&url));
        if let Some(img) = &self.image {
            out.push_str(&format!(
                "<meta property=\"og:image\" content=\"{}\">",
                escape(&format!("{base}{img}"))
            ));
        }
        if self.robots_noindex {
            out.push_str("<meta name=\"robots\" content=\"noindex\">");
        }
        for ld in &self.json_ld {
            out.push_str(&format!(
                "<script type=\"application/ld+json\">{}</script>",
                script_json(ld)
            ));
        }
        out
    }
}

/// `url` with `lang=` added to its query.
fn with_language(url: &str, language: Language) -> String {
    let join = if url.contains('?') { '&' } else { '?' };
    format!("{url}{join}lang={}", language.as_str())
}

/// `hreflang` alternates: the page in each language the app speaks (the app reads `?lang=`), and
/// the plain address for everyone else.
fn language_alternates(url: &str) -> String {
    let mut out = String::new();
    for lang in Language::ALL {
        out.push_str(&format!(
            "<link rel=\"alternate\" hreflang=\"{}-IN\" href=\"{}\">",
            lang.as_str(),
            escape(&with_language(url, *lang))
        ));
    }
    out.push_str(&format!(
        "<link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\">",
        escape(url)
    ));
    out
}

pub fn property_head(app: &AppState, p: &PropertyDetail, language: Language) -> Head {
    let base = app.config.public_url.trim_end_matches('/');
    let prices = |language| match p.full_day_price {
        Some(full) => text(
            language,
            "head-property-both",
            &[
                ("price", inr(p.half_day_price).into()),
                ("full", inr(full).into()),
            ],
        ),
        None => text(
            language,
            "head-property-half",
            &[("price", inr(p.half_day_price).into())],
        ),
    };
    // schema.org's priceRange is read by machines: English, like the rest of the JSON-LD.
    let price = prices(Language::En);
    let mut ld = json!({
        "@context": "https://schema.org",
        "@type": "LodgingBusiness",
        "name": p.title,
        "description": first_sentence(&p.description, 300),
        "url": format!("{base}/property/{}", p.slug),
        "image": p.images.iter().map(|i| format!("{base}{i}")).collect::<Vec<_>>(),
        "address": {
            "@type": "PostalAddress",
            "streetAddress": p.address,
            "addressLocality": p.location,
            "addressRegion": "Telangana",
            "addressCountry": "IN"
        },
        "geo": { "@type": "GeoCoordinates", "latitude": p.latitude, "longitude": p.longitude },
        "amenityFeature": p.amenities.iter().map(|a| json!({"@type": "LocationFeatureSpecification", "name": a, "value": true})).collect::<Vec<_>>(),
        "numberOfRooms": p.bedrooms,
        "maximumAttendeeCapacity": p.max_guests,
        "priceRange": price,
        "currenciesAccepted": "INR",
        "paymentAccepted": "Cash, UPI, Credit Card, Debit Card",
        "checkinTime": p.slots.day,
    });
    if p.rating.count > 0 {
        ld["aggregateRating"] = json!({
            "@type": "AggregateRating", "ratingValue": p.rating.average, "reviewCount": p.rating.count,
            "bestRating": 5, "worstRating": 1
        });
    }
    Head {
        title: format!(
            "{} | {BRAND}",
            text(
                language,
                "head-property",
                &[
                    ("title", p.title.as_str().into()),
                    ("location", p.location.as_str().into()),
                    ("price", inr(p.half_day_price).into()),
                ],
            )
        ),
        description: text(
            language,
            "head-property.description",
            &[
                ("location", p.location.as_str().into()),
                ("bedrooms", p.bedrooms.to_string().into()),
                ("guests", p.max_guests.to_string().into()),
                ("prices", prices(language).into()),
                ("about", first_sentence(&p.description, 150).into()),
            ],
        ),
        path: format!("/property/{}", p.slug),
        image: p.images.first().cloned(),
        og_type: "website",
        json_ld: vec![ld, organisation_ld(app)],
        robots_noindex: false,
        language: Language::En,
        in_url: false,
    }
}

pub fn location_head(app: &AppState, l: &LocationDetail, language: Language) -> Head {
    let lowest = l.stat.lowest_half_day_price.map(inr);
    let id = if lowest.is_some() {
        "head-location-from"
    } else {
        "head-location"
    };
    let args = [
        ("location", l.stat.name.as_str().into()),
        ("price", lowest.unwrap_or_default().into()),
        ("count", l.stat.count.to_string().into()),
        ("km", l.stat.distance_km.round().to_string().into()),
        ("about", first_sentence(&l.description, 140).into()),
    ];
    let base = app.config.public_url.trim_end_matches('/');
    let place = json!({
        "@context": "https://schema.org",
        "@type": "Place",
        "name": format!("{}, Telangana", l.stat.name),
        "url": format!("{base}/farmhouses/{}", l.stat.slug),
        "geo": { "@type": "GeoCoordinates", "latitude": l.stat.latitude, "longitude": l.stat.longitude },
    });
    Head {
        title: format!("{} | {BRAND}", text(language, id, &args)),
        description: text(language, &format!("{id}.description"), &args),
        path: format!("/farmhouses/{}", l.stat.slug),
        image: None,
        og_type: "website",
        json_ld: vec![place, organisation_ld(app)],
        robots_noindex: false,
        language: Language::En,
        in_url: false,
    }
}

fn not_found_head(path: &str, language: Language) -> Head {
    Head {
        title: format!("{} | {BRAND}", text(language, "head-not-found", &[])),
        description: default_description(language),
        path: path.to_string(),
        image: None,
        og_type: "website",
        json_ld: vec![],
        robots_noindex: true,
        language: Language::En,
        in_url: false,
    }
}

/// Fills the shell's placeholders; `first_view` goes inside the empty `<div id="root">`.
pub fn render_shell(app: &AppState, index: &str, head: &Head, first_view: &str) -> String {
    let config = json!({
        "mapTileUrl": app.config.map_tile_url,
        "mapAttribution": app.config.map_attribution,
        "supportPhone": app.config.support_phone,
        "supportWhatsapp": app.config.support_whatsapp,
        // Booking pages load the card provider's checkout script as they open; none when the
        // checkout is one of our pages (simulated).
        "paymentScriptUrl": app.payments.browser_checkout().map(|c| c.script_url.as_str()),
    });
    let title_tag = format!("<title>{}</title>", escape(&head.title));
    // The shell is written in English (`<html lang="en-IN">`); the page may not be.
    let html_tag = format!("<html lang=\"{}-IN\">", head.language.as_str());
    let index = &if index.contains("<html lang=\"en-IN\">") {
        index.replacen("<html lang=\"en-IN\">", &html_tag, 1)
    } else {
        index.replacen("<html>", &html_tag, 1)
    };
    let mut html = match (index.find("<title>"), index.find("</title>")) {
        (Some(a), Some(b)) if b > a => format!(
            "{}{}{}",
            &index[..a],
            title_tag,
            &index[b + "</title>".len()..]
        ),
        _ => index.replacen("<!--app-head-->", &format!("{title_tag}<!--app-head-->"), 1),
    };
    // The shell's own defaults sit between the markers, for the Vite dev server; ours replace them.
    html = match (html.find("<!--app-head-->"), html.find("<!--/app-head-->")) {
        (Some(a), Some(b)) if b > a => format!(
            "{}{}{}",
            &html[..a],
            head.render(app),
            &html[b + "<!--/app-head-->".len()..]
        ),
        _ => html.replacen("<!--app-head-->", &head.render(app), 1),
    };
    html = html.replacen(
        "<!--app-config-->",
        &format!(
            "<script id=\"escapes-config\" type=\"application/json\">{}</script>",
            script_json(&config)
        ),
        1,
    );
    if first_view.is_empty() {
        return html;
    }
    html.replacen(
        "<div id=\"root\"></div>",
        &format!("<div id=\"root\">{first_view}</div>"),
        1,
    )
}

fn html_response(status: StatusCode, body: String) -> Response {
    (status, [(header::CACHE_CONTROL, "no-cache")], Html(body)).into_response()
}

/// Fallback for every GET that is not an API call or a file.
/// The language a page is first drawn in, as the app will pick it: `?lang=`, the `lang` cookie the
/// app keeps with the visitor's choice, the browser's languages, English. `true` when the URL named it.
fn page_language(uri: &Uri, headers: &HeaderMap) -> (Language, bool) {
    let param = uri.query().and_then(|q| {
        form_urlencoded::parse(q.as_bytes())
            .find(|(k, _)| k == "lang")
            .map(|(_, v)| Language::or_english(&v))
    });
    if let Some(language) = param {
        return (language, true);
    }
    let cookie = headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(cookie::Cookie::split_parse)
        .filter_map(Result::ok)
        .find(|c| c.name() == "lang")
        .and_then(|c| c.value().parse::<Language>().ok());
    let browser = || {
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .and_then(Language::from_accept_language)
    };
    (cookie.or_else(browser).unwrap_or_default(), false)
}

pub async fn page(State(app): State<AppState>, uri: Uri, headers: HeaderMap) -> Response {
    let Some(index) = app.web_index.as_deref() else {
        return html_response(
            StatusCode::SERVICE_UNAVAILABLE,
            "<!doctype html><title>Hyderabad Escapes</title><p>The web app is not built. Run <code>make run</code>.</p>".into(),
        );
    };
    let path = uri.path();
    let (language, in_url) = page_language(&uri, &headers);
    let mut first_view = String::new();
    let mut preload = None;
    let (status, head) = match classify(path) {
        Route::Property(slug) => match app.catalogue.property(&slug).await {
            Ok(p) => {
                first_view = crate::first_view::property(&p, language);
                preload = crate::first_view::property_preload(&p);
                (StatusCode::OK, property_head(&app, &p, language))
            }
            Err(escapes_core::CoreError::NotFound(_)) => {
                (StatusCode::NOT_FOUND, not_found_head(path, language))
            }
            Err(e) => {
                tracing::warn!(error = %e, "property head");
                (
                    StatusCode::OK,
                    generic_head(path, BRAND, &default_description(language), &app),
                )
            }
        },
        Route::Location(slug) => match app.catalogue.location(&slug).await {
            Ok(l) => {
                let params = SearchParams {
                    location: Some(l.stat.slug.clone()),
                    ..Default::default()
                };
                let first = app
                    .catalogue
                    .search(&params)
                    .await
                    .ok()
                    .and_then(|p| p.items.into_iter().next());
                let heading = text(
                    language,
                    "page-in",
                    &[("location", l.stat.name.as_str().into())],
                );
                first_view = crate::first_view::search(&heading, first.as_ref(), language);
                preload = crate::first_view::search_preload(first.as_ref());
                (StatusCode::OK, location_head(&app, &l, language))
            }
            Err(escapes_core::CoreError::NotFound(_)) => {
                (StatusCode::NOT_FOUND, not_found_head(path, language))
            }
            Err(e) => {
                tracing::warn!(error = %e, "location head");
                (
                    StatusCode::OK,
                    generic_head(path, BRAND, &default_description(language), &app),
                )
            }
        },
        Route::Known(Some(id)) => {
            if path == "/" {
                first_view = crate::first_view::home(language);
            } else if path.trim_end_matches('/') == "/search" {
                (first_view, preload) = search_first_view(&app, &uri, language).await;
            }
            let title = text(language, id, &[]);
            let title = if path == "/" {
                title
            } else {
                format!("{title} | {BRAND}")
            };
            let description = text(language, &format!("{id}.description"), &[]);
            (
                StatusCode::OK,
                generic_head(path, &title, &description, &app),
            )
        }
        Route::Known(None) => {
            let mut head = generic_head(path, BRAND, &default_description(language), &app);
            head.robots_noindex = true;
            head.json_ld.clear();
            (StatusCode::OK, head)
        }
        Route::NotFound => (StatusCode::NOT_FOUND, not_found_head(path, language)),
    };
    let head = Head {
        language,
        in_url,
        ..head
    };
    let mut res = html_response(status, render_shell(&app, index, &head, &first_view));
    // Without `?lang=` the words depend on the cookie and the browser's languages.
    if !in_url {
        res.headers_mut().append(
            header::VARY,
            HeaderValue::from_static("Accept-Language, Cookie"),
        );
    }
    if let Some(value) = preload.and_then(|l| HeaderValue::from_str(&l).ok()) {
        res.headers_mut().insert(header::LINK, value);
    }
    res
}

/// The search page's heading and first result, for the query in the URL (none when it is
/// invalid), and the preload of that result's photo.
async fn search_first_view(
    app: &AppState,
    uri: &Uri,
    language: Language,
) -> (String, Option<String>) {
    let Ok(axum::extract::Query(params)) = axum::extract::Query::<SearchParams>::try_from_uri(uri)
    else {
        return (String::new(), None);
    };
    let Ok(page) = app.catalogue.search(&params).await else {
        return (String::new(), None);
    };
    let place = params
        .location
        .as_deref()
        .and_then(|l| {
            page.items
                .iter()
                .find(|p| p.location_slug == l)
                .map(|p| p.location.clone())
        })
        .unwrap_or_else(|| "Hyderabad".to_string());
    let first = page.items.first();
    (
        crate::first_view::search(
            &text(
                language,
                "page-near",
                &[("location", place.as_str().into())],
            ),
            first,
            language,
        ),
        crate::first_view::search_preload(first),
    )
}

fn generic_head(path: &str, title: &str, description: &str, app: &AppState) -> Head {
    Head {
        title: title.to_string(),
        description: description.to_string(),
        path: path.to_string(),
        image: None,
        og_type: "website",
        json_ld: if path == "/" {
            vec![organisation_ld(app)]
        } else {
            vec![]
        },
        robots_noindex: false,
        language: Language::En,
        in_url: false,
    }
}

/// The admin console's shell for any path under /admin that is not a file.
pub async fn admin_page(State(app): State<AppState>) -> Response {
    match app.admin_index.as_deref() {
        Some(index) => html_response(StatusCode::OK, index.to_string()),
        None => html_response(
            StatusCode::SERVICE_UNAVAILABLE,
            "<!doctype html><title>Hyderabad Escapes — Admin</title><p>The admin console is not built. Run <code>make run</code>.</p>".into(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn route_table_matches_spec() {
        assert_eq!(
            classify("/property/banyan-grove"),
            Route::Property("banyan-grove".into())
        );
        assert_eq!(
            classify("/farmhouses/moinabad/"),
            Route::Location("moinabad".into())
        );
        assert!(matches!(classify("/"), Route::Known(Some(_))));
        assert!(matches!(
            classify("/owner/property/edit/12"),
            Route::Known(None)
        ));
        assert!(matches!(classify("/faq"), Route::Known(Some(_))));
        assert_eq!(classify("/property/"), Route::NotFound);
        assert_eq!(classify("/nope"), Route::NotFound);
        assert_eq!(classify("/property/a/b"), Route::NotFound);
    }

    #[test]
    fn every_language_has_an_alternate() {
        let links = language_alternates("https://hyderabadescapes.in/property/banyan-grove");
        for (lang, href) in [
            (
                "en-IN",
                "https://hyderabadescapes.in/property/banyan-grove?lang=en",
            ),
            (
                "te-IN",
                "https://hyderabadescapes.in/property/banyan-grove?lang=te",
            ),
            (
                "hi-IN",
                "https://hyderabadescapes.in/property/banyan-grove?lang=hi",
            ),
            (
                "x-default",
                "https://hyderabadescapes.in/property/banyan-grove",
            ),
        ] {
            let tag = format!("<link rel=\"alternate\" hreflang=\"{lang}\" href=\"{href}\">");
            assert!(links.contains(&tag), "{tag} not in {links}");
        }
        assert!(language_alternates("https://x.in/search?location=moinabad")
            .contains("search?location=moinabad&amp;lang=te"));
    }

    #[test]
    fn script_json_cannot_close_the_tag() {
        let v = json!({"name": "</script><script>alert(1)</script>"});
        assert!(!script_json(&v).contains("</script>"));
    }
}
