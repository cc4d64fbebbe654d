//! The guest catalogue through the real router: search, availability, quotes, property and
//! locality pages, and bad input — on SQLite and on PostgreSQL.

mod support;

use axum::http::StatusCode;
use serde_json::{json, Value};
use support::TestApp;

fn slugs(body: &Value) -> Vec<String> {
    body["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["slug"].as_str().unwrap().to_string())
        .collect()
}

async fn search(app: &TestApp, query: &str) -> Value {
    let res = app.get(&format!("/api/v1/properties?{query}")).await;
    assert_eq!(res.status, StatusCode::OK, "{query}: {}", res.text);
    res.json()
}

async fn search_filters_by_locality_guests_type_and_amenities(app: TestApp) {
    let all = search(&app, "").await;
    assert_eq!(all["meta"]["total"], 3);
    assert_eq!(all["meta"]["perPage"], 12);

    let moinabad = search(&app, "location=moinabad").await;
    assert_eq!(
        slugs(&moinabad),
        ["alpha-farm-moinabad", "bravo-villa-moinabad"]
    );
    // Free text matches the locality name too.
    assert_eq!(search(&app, "location=Shankar").await["meta"]["total"], 1);

    assert_eq!(
        slugs(&search(&app, "location=moinabad&guests=10").await),
        ["alpha-farm-moinabad"]
    );
    assert_eq!(
        slugs(&search(&app, "bookingType=full_day&sort=price_asc").await),
        ["alpha-farm-moinabad", "charlie-estate-shankarpally"]
    );
    assert_eq!(
        slugs(&search(&app, "amenities=pool,lawn").await),
        ["alpha-farm-moinabad"]
    );
    assert_eq!(
        slugs(&search(&app, "propertyType=villa").await),
        ["bravo-villa-moinabad"]
    );
    assert_eq!(
        slugs(&search(&app, "minPrice=6000&maxPrice=20000&sort=price_desc").await),
        ["charlie-estate-shankarpally", "bravo-villa-moinabad"]
    );
}

async fn search_sorts_and_pages(app: TestApp) {
    assert_eq!(
        slugs(&search(&app, "sort=distance").await),
        [
            "alpha-farm-moinabad",
            "bravo-villa-moinabad",
            "charlie-estate-shankarpally"
        ]
    );
    // Alpha 4.5 over Charlie 3.0; Bravo has no review.
    assert_eq!(
        slugs(&search(&app, "sort=rating").await),
        [
            "alpha-farm-moinabad",
            "charlie-estate-shankarpally",
            "bravo-villa-moinabad"
        ]
    );
    let page2 = search(&app, "sort=price_asc&perPage=2&page=2").await;
    assert_eq!(slugs(&page2), ["charlie-estate-shankarpally"]);
    assert_eq!(page2["meta"], json!({"page": 2, "perPage": 2, "total": 3}));
    let first = &search(&app, "sort=price_asc").await["data"][0];
    assert_eq!(first["halfDayPrice"], 5000);
    assert_eq!(first["fullDayPrice"], 9000);
    assert_eq!(first["rating"], json!({"average": 4.5, "count": 2}));
    assert_eq!(first["photo"]["width"], 1200);
    assert_eq!(first["photo"]["variants"][0]["width"], 480);
}

async fn search_with_dates_keeps_only_free_properties(app: TestApp) {
    // 10 Dec: Alpha is held all day; Charlie's day slot (10:00) is held, its night (22:00) free.
    let half = search(&app, "checkIn=2026-12-10&bookingType=half_day").await;
    assert_eq!(
        slugs(&half),
        ["bravo-villa-moinabad", "charlie-estate-shankarpally"]
    );
    assert_eq!(half["data"][0]["availableSlots"], json!(["day", "night"]));
    assert_eq!(half["data"][1]["availableSlots"], json!(["night"]));

    // Two full days from 10 Dec: only Charlie's night start fits.
    let full = search(&app, "checkIn=2026-12-10&checkOut=2026-12-12").await;
    assert_eq!(slugs(&full), ["charlie-estate-shankarpally"]);
    assert_eq!(full["data"][0]["availableSlots"], json!(["night"]));

    // 9 Dec: Alpha's night half day ends exactly when its hold starts, so it is free;
    // a full day from its night start would run into the hold.
    let alpha_9 = search(
        &app,
        "location=moinabad&checkIn=2026-12-09&bookingType=half_day&guests=10",
    )
    .await;
    assert_eq!(
        alpha_9["data"][0]["availableSlots"],
        json!(["day", "night"])
    );
    let alpha_9_full = search(
        &app,
        "location=moinabad&checkIn=2026-12-09&bookingType=full_day",
    )
    .await;
    assert_eq!(alpha_9_full["data"][0]["availableSlots"], json!(["day"]));

    // Today 10:00: Alpha's 09:00 slot has passed; Charlie's 10:00 starts now, so it is gone too.
    let today = search(
        &app,
        "checkIn=2026-12-01&bookingType=half_day&sort=price_asc",
    )
    .await;
    assert_eq!(today["data"][0]["availableSlots"], json!(["night"]));
    assert_eq!(today["data"][2]["availableSlots"], json!(["night"]));
}

async fn search_rejects_bad_input_with_a_message_per_field(app: TestApp) {
    let cases: &[(&str, &str, &str)] = &[
        (
            "checkIn=2026-11-30",
            "checkIn",
            "checkIn cannot be in the past",
        ),
        (
            "checkIn=12/10/2026",
            "checkIn",
            "checkIn must be a date like 2026-12-05",
        ),
        (
            "checkIn=2026-12-10&checkOut=2026-12-09",
            "checkOut",
            "checkOut must be after checkIn",
        ),
        (
            "checkIn=2026-12-10&checkOut=2026-12-10",
            "checkOut",
            "checkOut must be after checkIn",
        ),
        (
            "checkOut=2026-12-10",
            "checkIn",
            "checkIn is required with checkOut",
        ),
        (
            "checkIn=2028-01-01",
            "checkIn",
            "checkIn must be within the next 12 months",
        ),
        ("guests=0", "guests", "guests must be between 1 and 100"),
        (
            "guests=100000",
            "guests",
            "guests must be between 1 and 100",
        ),
        ("guests=ten", "guests", "guests must be between 1 and 100"),
        (
            "bookingType=weekend",
            "bookingType",
            "bookingType must be half_day or full_day",
        ),
        (
            "sort=cheapest",
            "sort",
            "sort must be one of recommended, price_asc, price_desc, rating, distance",
        ),
        (
            "perPage=101",
            "perPage",
            "perPage must be between 1 and 100",
        ),
        (
            "page=0",
            "page",
            "page must be a whole number from 1 to 10000",
        ),
        (
            "minPrice=-5",
            "minPrice",
            "minPrice must be a whole number of rupees",
        ),
        (
            "minPrice=9000&maxPrice=100",
            "maxPrice",
            "maxPrice must be at least minPrice",
        ),
        (
            "amenities=pool,helipad",
            "amenities",
            "Unknown amenity: helipad",
        ),
        (
            "propertyType=castle",
            "propertyType",
            "Unknown property type: castle",
        ),
    ];
    for (query, field, message) in cases {
        let res = app.get(&format!("/api/v1/properties?{query}")).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{query}: {}", res.text);
        let body = res.json();
        assert_eq!(body["success"], false);
        assert_eq!(body["error"]["code"], "VALIDATION_FAILED", "{query}");
        assert_eq!(body["error"]["fields"][field], *message, "{query}: {body}");
    }
    // Several bad fields are all reported at once.
    let body = app
        .get("/api/v1/properties?guests=0&perPage=500&sort=x")
        .await
        .json();
    assert_eq!(body["error"]["fields"].as_object().unwrap().len(), 3);
}

async fn property_page_carries_every_spec_field(app: TestApp) {
    let res = app.get("/api/v1/properties/alpha-farm-moinabad").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let p = &res.json()["data"];
    for field in [
        "id",
        "title",
        "location",
        "description",
        "propertyType",
        "images",
        "halfDayPrice",
        "fullDayPrice",
        "amenities",
        "bedrooms",
        "maxGuests",
        "latitude",
        "longitude",
    ] {
        assert!(!p[field].is_null(), "missing {field}");
    }
    assert_eq!(p["title"], "Alpha Farm");
    assert_eq!(p["location"], "Moinabad");
    assert_eq!(p["ownerFirstName"], "Ravi");
    assert_eq!(p["amenities"], json!(["Lawn", "Swimming pool"]));
    assert_eq!(p["images"].as_array().unwrap().len(), 3);
    assert!(p["images"][0].as_str().unwrap().ends_with("/1-1200.jpg"));
    assert_eq!(p["photos"][0]["height"], 800);
    assert_eq!(
        p["rating"]["distribution"],
        json!({"1": 0, "2": 0, "3": 0, "4": 1, "5": 1})
    );
    assert_eq!(
        p["houseRules"],
        json!(["No loud music after 22:00", "No pets"])
    );
    assert_eq!(p["slots"], json!({"day": "09:00", "night": "21:00"}));

    // A numeric id works too; Bravo has no full day.
    let id = p["id"].as_i64().unwrap() + 1;
    let bravo = app.get(&format!("/api/v1/properties/{id}")).await.json();
    assert_eq!(bravo["data"]["slug"], "bravo-villa-moinabad");
    assert_eq!(bravo["data"]["fullDayPrice"], Value::Null);

    for path in [
        "/api/v1/properties/no-such-farm",
        "/api/v1/properties/999999",
        "/api/v1/locations/atlantis",
    ] {
        let res = app.get(path).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(res.json()["error"]["code"], "NOT_FOUND");
    }
}

async fn reviews_are_paged_newest_first(app: TestApp) {
    let res = app
        .get("/api/v1/properties/alpha-farm-moinabad/reviews?perPage=1")
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let body = res.json();
    assert_eq!(body["meta"], json!({"page": 1, "perPage": 1, "total": 2}));
    assert_eq!(body["data"][0]["userName"], "Imran S.");
    assert_eq!(body["data"][0]["rating"], 4);
    assert_eq!(body["data"][0]["createdAt"], "2026-10-05T10:00:00+05:30");
    let res = app
        .get("/api/v1/properties/alpha-farm-moinabad/reviews?perPage=1000")
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
}

async fn availability_answers_per_date_and_slot(app: TestApp) {
    let res = app
        .get("/api/v1/properties/alpha-farm-moinabad/availability?from=2026-12-09&to=2026-12-11")
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let days = res.json()["data"]["days"].clone();
    assert_eq!(days.as_array().unwrap().len(), 3);
    let slot = |d: usize, s: usize| days[d]["slots"][s].clone();
    assert_eq!(days[0]["date"], "2026-12-09");
    assert_eq!(slot(0, 0)["start"], "2026-12-09T09:00:00+05:30");
    assert_eq!(
        (slot(0, 0)["halfDay"].clone(), slot(0, 0)["fullDay"].clone()),
        (json!(true), json!(true))
    );
    assert_eq!(
        (slot(0, 1)["halfDay"].clone(), slot(0, 1)["fullDay"].clone()),
        (json!(true), json!(false))
    );
    assert_eq!(
        (slot(1, 0)["halfDay"].clone(), slot(1, 1)["halfDay"].clone()),
        (json!(false), json!(false))
    );
    assert_eq!(
        (slot(2, 0)["halfDay"].clone(), slot(2, 0)["fullDay"].clone()),
        (json!(true), json!(true))
    );

    // Bravo has no full-day price, so no slot is ever free for a full day.
    let bravo = app
        .get("/api/v1/properties/bravo-villa-moinabad/availability?from=2026-12-05&to=2026-12-05")
        .await
        .json();
    assert_eq!(bravo["data"]["days"][0]["slots"][0]["fullDay"], false);
    assert_eq!(bravo["data"]["days"][0]["slots"][0]["halfDay"], true);

    // Today's 09:00 has passed.
    let today = app
        .get("/api/v1/properties/bravo-villa-moinabad/availability?from=2026-12-01&to=2026-12-01")
        .await
        .json();
    assert_eq!(today["data"]["days"][0]["slots"][0]["halfDay"], false);
    assert_eq!(today["data"]["days"][0]["slots"][1]["halfDay"], true);

    for (query, field) in [
        ("from=2026-12-01&to=2027-06-01", "to"),
        ("from=yesterday", "from"),
        ("from=2026-12-05&to=2026-12-01", "to"),
    ] {
        let res = app
            .get(&format!(
                "/api/v1/properties/alpha-farm-moinabad/availability?{query}"
            ))
            .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{query}");
        assert!(res.json()["error"]["fields"][field].is_string(), "{query}");
    }
}

async fn quote_prices_half_and_full_days_with_the_breakdown(app: TestApp) {
    let quote = |body: Value| {
        let app = &app;
        async move {
            app.post_json("/api/v1/properties/alpha-farm-moinabad/quote", &body)
                .await
        }
    };
    let res = quote(
        json!({"bookingType": "half_day", "start": "2026-12-05T09:00:00+05:30", "guests": 10}),
    )
    .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let q = &res.json()["data"];
    assert_eq!(q["available"], true);
    assert_eq!(q["end"], "2026-12-05T21:00:00+05:30");
    // ₹5,000 + ₹500 cleaning, 5 % GST (tariff under ₹7,500) = ₹275.
    assert_eq!(
        q["lines"],
        json!([
            {"kind": "base", "label": "Half day (12 h)", "amount": 5000},
            {"kind": "fee", "label": "Cleaning fee", "amount": 500},
            {"kind": "tax", "label": "GST 5%", "amount": 275},
        ])
    );
    assert_eq!(q["total"], 5775);

    let res = quote(json!({"bookingType": "full_day", "start": "2026-12-05T21:00:00+05:30", "days": 2, "guests": 10, "couponCode": "first500"})).await;
    let q = &res.json()["data"];
    assert_eq!(
        q["lines"][0],
        json!({"kind": "base", "label": "Full day × 2", "amount": 18000})
    );
    assert_eq!(q["lines"][1]["code"], "FIRST500");
    assert_eq!(q["lines"][1]["amount"], -500);
    // (18,000 − 500 + 500) × 18 % = 3,240: the ₹9,000 daily tariff is above the ₹7,500 slab.
    assert_eq!(q["total"], 18_000 + 3_240);

    // A held slot still gets a price, marked unavailable.
    let held = quote(
        json!({"bookingType": "half_day", "start": "2026-12-10T21:00:00+05:30", "guests": 2}),
    )
    .await;
    assert_eq!(held.json()["data"]["available"], false);
}

/// The quote's lines in the language the app reads (`Accept-Language`); English as ever without one.
async fn quote_lines_read_in_the_readers_language(app: TestApp) {
    let quote = |language: &'static str, body: Value| {
        let app = &app;
        async move {
            let res = app
                .request(
                    axum::http::Request::post("/api/v1/properties/alpha-farm-moinabad/quote")
                        .header(axum::http::header::CONTENT_TYPE, "application/json")
                        .header(axum::http::header::ACCEPT_LANGUAGE, language)
                        .body(axum::body::Body::from(body.to_string()))
                        .unwrap(),
                )
                .await;
            assert_eq!(res.status, StatusCode::OK, "{}", res.text);
            let labels: Vec<String> = res.json()["data"]["lines"]
                .as_array()
                .unwrap()
                .iter()
                .map(|l| l["label"].as_str().unwrap().to_string())
                .collect();
            labels
        }
    };
    let half =
        json!({"bookingType": "half_day", "start": "2026-12-05T09:00:00+05:30", "guests": 10});
    let days = json!({"bookingType": "full_day", "start": "2026-12-05T21:00:00+05:30", "days": 2, "guests": 10, "couponCode": "first500"});
    assert_eq!(
        quote("te-IN,te;q=0.9,en;q=0.5", half.clone()).await,
        ["హాఫ్ డే (12 గం.)", "క్లీనింగ్ ఫీజు", "GST 5%"]
    );
    assert_eq!(
        quote("hi", half.clone()).await,
        ["हाफ़ डे (12 घं.)", "सफ़ाई शुल्क", "GST 5%"]
    );
    assert_eq!(
        quote("hi", days.clone()).await,
        [
            "फ़ुल डे × 2",
            "FIRST500 — आपकी पहली बुकिंग पर ₹500 की छूट",
            "सफ़ाई शुल्क",
            "GST 18%"
        ]
    );
    assert_eq!(
        quote("en-IN", days).await,
        [
            "Full day × 2",
            "FIRST500 — ₹500 off your first booking",
            "Cleaning fee",
            "GST 18%"
        ]
    );
    // A language we do not speak reads English.
    assert_eq!(
        quote("fr-FR", half).await,
        ["Half day (12 h)", "Cleaning fee", "GST 5%"]
    );
}

async fn quote_rejects_bad_choices(app: TestApp) {
    let cases: Vec<(&str, Value, &str, &str)> = vec![
        (
            "alpha-farm-moinabad",
            json!({"bookingType": "half_day", "start": "2026-12-05T10:00:00+05:30", "guests": 2}),
            "start",
            "start must be one of this farmhouse's slot starts (09:00 or 21:00)",
        ),
        (
            "alpha-farm-moinabad",
            json!({"bookingType": "half_day", "start": "2026-11-30T09:00:00+05:30", "guests": 2}),
            "start",
            "start cannot be in the past",
        ),
        (
            "alpha-farm-moinabad",
            json!({"bookingType": "half_day", "start": "tomorrow", "guests": 2}),
            "start",
            "start must be a date and time like 2026-12-05T09:00:00+05:30",
        ),
        (
            "alpha-farm-moinabad",
            json!({"bookingType": "half_day", "start": "2026-12-05T09:00:00+05:30", "guests": 21}),
            "guests",
            "guests must be between 1 and 20 for this farmhouse",
        ),
        (
            "alpha-farm-moinabad",
            json!({"bookingType": "half_day", "start": "2026-12-05T09:00:00+05:30", "guests": 0}),
            "guests",
            "guests must be between 1 and 20 for this farmhouse",
        ),
        (
            "alpha-farm-moinabad",
            json!({"bookingType": "full_day", "start": "2026-12-05T09:00:00+05:30", "days": 15, "guests": 2}),
            "days",
            "days must be between 1 and 14",
        ),
        (
            "alpha-farm-moinabad",
            json!({"bookingType": "hour", "start": "2026-12-05T09:00:00+05:30", "guests": 2}),
            "bookingType",
            "bookingType must be half_day or full_day",
        ),
        (
            "alpha-farm-moinabad",
            json!({"bookingType": "half_day", "start": "2026-12-05T09:00:00+05:30", "guests": 2, "couponCode": "FREE"}),
            "couponCode",
            "Unknown coupon code",
        ),
        (
            "bravo-villa-moinabad",
            json!({"bookingType": "full_day", "start": "2026-12-05T09:00:00+05:30", "guests": 2}),
            "bookingType",
            "This farmhouse is offered for half days only",
        ),
    ];
    for (slug, body, field, message) in cases {
        let res = app
            .post_json(&format!("/api/v1/properties/{slug}/quote"), &body)
            .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{body}: {}", res.text);
        assert_eq!(res.json()["error"]["fields"][field], message, "{body}");
    }
    let res = app
        .post_raw(
            "/api/v1/properties/alpha-farm-moinabad/quote",
            "application/json",
            "{not json".into(),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["error"]["code"], "VALIDATION_FAILED");
    let res = app
        .post_raw(
            "/api/v1/properties/alpha-farm-moinabad/quote",
            "application/json",
            r#"{"guests": "many"}"#.into(),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    let res = app
        .post_raw(
            "/api/v1/properties/alpha-farm-moinabad/quote",
            "text/plain",
            "{}".into(),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let res = app
        .post_json("/api/v1/properties/nope/quote", &json!({}))
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
}

async fn localities_featured_and_filters(app: TestApp) {
    let stats = app
        .get("/api/v1/properties/locations/statistics")
        .await
        .json();
    assert_eq!(
        stats["data"][1],
        json!({
            "slug": "moinabad", "name": "Moinabad", "count": 2, "lowestHalfDayPrice": 5000, "averageRating": 4.5,
            "latitude": 17.326, "longitude": 78.27, "distanceKm": 22.0
        })
    );
    // A locality with no farmhouse is listed with nulls, not left out.
    assert_eq!(stats["data"][0]["slug"], "keesara");
    assert_eq!(stats["data"][0]["count"], 0);
    assert_eq!(stats["data"][0]["lowestHalfDayPrice"], Value::Null);

    let loc = app.get("/api/v1/locations/shankarpally").await.json();
    assert_eq!(loc["data"]["count"], 1);
    assert_eq!(loc["data"]["district"], "Ranga Reddy");

    let featured = app.get("/api/properties/featured").await.json();
    assert_eq!(
        slugs(&featured),
        ["alpha-farm-moinabad", "charlie-estate-shankarpally"]
    );

    let filters = app.get("/api/v1/catalogue/filters").await.json();
    assert_eq!(
        filters["data"]["priceRange"],
        json!({"min": 5000, "max": 20000})
    );
    assert_eq!(
        filters["data"]["propertyTypes"][0],
        json!({"slug": "estate", "name": "Estate"})
    );
    assert_eq!(filters["data"]["amenities"].as_array().unwrap().len(), 3);
}

async fn pages_carry_their_head_and_status(app: TestApp) {
    let res = app.get("/property/alpha-farm-moinabad").await;
    assert_eq!(res.status, StatusCode::OK);
    let html = &res.text;
    assert!(
        html.contains("<title>Alpha Farm in Moinabad — from ₹5,000 | Hyderabad Escapes</title>"),
        "{html}"
    );
    assert_eq!(html.matches("<title>").count(), 1);
    assert_eq!(
        html.matches("name=\"description\"").count(),
        1,
        "the default description is replaced"
    );
    assert!(html.contains(
        "property=\"og:image\" content=\"https://hyderabadescapes.in/uploads/properties/"
    ));
    assert!(html.contains("\"@type\":\"LodgingBusiness\""));
    assert!(html.contains("\"geoRadius\":100000"));
    assert!(html.contains("\"opens\":\"09:00\""));
    assert!(html.contains("id=\"escapes-config\""));
    assert!(html.contains("https://tiles.example/{z}/{x}/{y}.png"));

    // The first view: the title and main photo are in the HTML, inside the app's root.
    let root = &html[html.find("<div id=\"root\">").unwrap()..];
    assert!(root.contains("data-first-view"));
    assert!(root.contains(">Alpha Farm</h1>"), "{root}");
    assert!(root.contains("fetchpriority=\"high\""));
    assert!(root.contains("srcset=\"/uploads/properties/"));
    // Drawn as the app's <picture> (first_view's own tests check the formats).
    assert!(root.contains("<picture class=\"contents\">"), "{root}");
    assert!(root.contains("from ₹5,000 / half day"));
    // The same photo is named in the headers, to start before the HTML is read (or as 103
    // Early Hints from a proxy that turns Link headers into them).
    let link = res
        .headers
        .get("link")
        .expect("a Link preload")
        .to_str()
        .unwrap();
    assert!(link.starts_with("</uploads/properties/"), "{link}");
    for part in [
        "rel=preload",
        "as=image",
        "imagesrcset=\"/uploads/properties/",
        "fetchpriority=high",
    ] {
        assert!(link.contains(part), "{part}: {link}");
    }

    let home = app.get("/").await.text;
    assert!(home.contains(">Hyderabad Escapes</h1>"));
    let search = app
        .get("/search?location=moinabad&sort=price_desc")
        .await
        .text;
    assert!(
        search.contains(">Farmhouses near Moinabad</h1>"),
        "{search}"
    );
    assert!(
        search.contains(">Bravo Villa</p>"),
        "first result by price, high to low"
    );
    // An invalid search still gets the page, without a first view.
    let bad = app.get("/search?guests=0").await;
    assert_eq!(bad.status, StatusCode::OK);
    assert!(!bad.text.contains("data-first-view"));
    assert!(bad.headers.get("link").is_none());

    let loc = app.get("/farmhouses/moinabad").await;
    assert_eq!(loc.status, StatusCode::OK);
    assert!(loc.text.contains(">Farmhouses in Moinabad</h1>"));
    assert!(loc
        .headers
        .get("link")
        .is_some_and(|l| l.to_str().unwrap().contains("as=image")));
    assert!(loc
        .text
        .contains("<title>Farmhouses in Moinabad from ₹5,000 | Hyderabad Escapes</title>"));

    for path in [
        "/no-such-page",
        "/property/no-such-farm",
        "/farmhouses/atlantis",
        "/owner/unknown",
    ] {
        let res = app.get(path).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{path}");
        assert!(
            res.text.contains("<div id=\"root\">"),
            "{path} still gets the app shell"
        );
    }
    for path in [
        "/",
        "/search",
        "/faq",
        "/book/alpha-farm-moinabad",
        "/owner/property/edit/1",
    ] {
        assert_eq!(app.get(path).await.status, StatusCode::OK, "{path}");
    }
    assert_eq!(
        app.get("/api/v1/nothing-here").await.json()["error"]["code"],
        "NOT_FOUND"
    );
    // Hashed build output is cached for a year; pages revalidate; responses are compressed.
    let asset = app.get("/assets/index-abc123.js").await;
    assert_eq!(asset.status, StatusCode::OK);
    assert_eq!(
        asset.headers["cache-control"],
        "public, max-age=31536000, immutable"
    );
    assert_eq!(app.get("/faq").await.headers["cache-control"], "no-cache");
    let gz = app
        .get_with("/api/v1/properties", "accept-encoding", "gzip")
        .await;
    assert_eq!(gz.headers["content-encoding"], "gzip");
    let br = app
        .get_with("/assets/index-abc123.js", "accept-encoding", "br")
        .await;
    assert_eq!(br.headers["content-encoding"], "br");
    assert_eq!(app.get("/healthz").await.status, StatusCode::OK);
    assert_eq!(app.get("/readyz").await.status, StatusCode::OK);
    let doc = app.get("/api/openapi.json").await.json();
    assert!(doc["paths"]["/api/v1/properties"]["get"].is_object());
    assert!(doc["paths"]["/api/v1/properties/{id}/quote"]["post"].is_object());
}

/// The first view is drawn in the language the app will pick: `?lang=`, then the `lang` cookie
/// the app keeps, then the browser's languages; a language the URL names is its own canonical.
async fn pages_come_in_the_visitors_language(app: TestApp) {
    let te = app.get("/property/alpha-farm-moinabad?lang=te").await;
    assert_eq!(te.status, StatusCode::OK);
    let html = &te.text;
    assert!(html.contains("<html lang=\"te-IN\">"), "{html}");
    assert!(html.contains("హాఫ్ డేకి ₹5,000 నుండి"), "{html}");
    assert!(!html.contains("/ half day"), "{html}");
    assert!(html.contains(
        "<link rel=\"canonical\" href=\"https://hyderabadescapes.in/property/alpha-farm-moinabad?lang=te\">"
    ));
    assert!(html.contains("content=\"te_IN\""));
    let varies = |res: &support::Response| {
        res.headers
            .get_all("vary")
            .iter()
            .map(|v| v.to_str().unwrap().to_ascii_lowercase())
            .collect::<Vec<_>>()
            .join(", ")
    };
    assert!(!varies(&te).contains("accept-language"), "the URL decides");
    // The title and description crawlers and link previews show, in the page's language.
    assert!(
        html.contains("<title>Moinabadలో Alpha Farm — ₹5,000 నుండి | Hyderabad Escapes</title>"),
        "{html}"
    );
    assert!(
        !html.contains("bedrooms") && !html.contains("up to"),
        "the description too: {html}"
    );
    let faq = app.get("/faq?lang=hi").await;
    assert!(
        faq.text
            .contains("<title>अक्सर पूछे जाने वाले सवाल | Hyderabad Escapes</title>"),
        "{}",
        faq.text
    );
    let missing = app.get("/property/no-such-farm?lang=te").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(!missing.text.contains("Page not found"), "{}", missing.text);

    let hi = app
        .get_with("/search?location=moinabad", "cookie", "theme=dark; lang=hi")
        .await;
    assert!(
        hi.text.contains(">Moinabad के पास फ़ार्महाउस</h1>"),
        "{}",
        hi.text
    );
    assert!(hi.text.contains("<html lang=\"hi-IN\">"));
    assert!(hi
        .text
        .contains("<link rel=\"canonical\" href=\"https://hyderabadescapes.in/search\">"));
    let vary = varies(&hi);
    assert!(
        vary.contains("accept-language") && vary.contains("cookie"),
        "{vary}"
    );

    let browser = app
        .get_with("/", "accept-language", "te-IN,te;q=0.9,en;q=0.8")
        .await;
    assert!(browser.text.contains("FIRST500తో"), "{}", browser.text);
    // The cookie (the visitor's own choice) wins over the browser.
    let chosen = app
        .request(
            axum::http::Request::get("/farmhouses/moinabad")
                .header("cookie", "lang=en")
                .header("accept-language", "te")
                .body(axum::body::Body::empty())
                .unwrap(),
        )
        .await;
    assert!(chosen.text.contains(">Farmhouses in Moinabad</h1>"));
    assert!(chosen
        .text
        .contains("<title>Farmhouses in Moinabad from ₹5,000 | Hyderabad Escapes</title>"));
    // An unknown code is English.
    let unknown = app.get("/?lang=fr").await;
    assert!(unknown.text.contains("<html lang=\"en-IN\">"));
    assert!(unknown
        .text
        .contains("New here? ₹500 off your first booking with code FIRST500"));
}

on_both_databases! {
    search_filters => search_filters_by_locality_guests_type_and_amenities;
    search_sorting_and_paging => search_sorts_and_pages;
    search_with_dates => search_with_dates_keeps_only_free_properties;
    search_bad_input => search_rejects_bad_input_with_a_message_per_field;
    property_page => property_page_carries_every_spec_field;
    reviews => reviews_are_paged_newest_first;
    availability => availability_answers_per_date_and_slot;
    quote => quote_prices_half_and_full_days_with_the_breakdown;
    quote_bad_input => quote_rejects_bad_choices;
    quote_in_a_language => quote_lines_read_in_the_readers_language;
    localities => localities_featured_and_filters;
    pages => pages_carry_their_head_and_status;
    pages_in_a_language => pages_come_in_the_visitors_language;
}

/// Both apps' types are generated from a committed copy of the OpenAPI document; it must be
/// the server's current one (`make openapi` refreshes it).
#[test]
fn committed_openapi_document_is_current() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../apps/web/src/types/openapi.json"
    );
    let committed: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let current = serde_json::to_value(escapes_http::openapi()).unwrap();
    assert!(committed == current, "apps/web/src/types/openapi.json is stale: run `make openapi` (it regenerates both apps' types too)");
}
