//! A test app: a real router over a real database (SQLite, or PostgreSQL from TEST_DATABASE_URL),
//! a fixed clock, and a small catalogue whose every number the tests can reason about.
#![allow(dead_code)]

use std::sync::Arc;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use chrono::{DateTime, NaiveDate, Utc};
use escapes_core::bulk::*;
use escapes_core::delivery::Delivery;
use escapes_core::testing::TestDatabase;
use escapes_core::time::{ist_instant, ManualClock, SharedClock};
use escapes_core::Store;
use escapes_http::{AppState, ServerConfig};
use http_body_util::BodyExt;
use serde_json::Value;
use tower::ServiceExt;

/// 2026-12-01 10:00 IST.
pub fn now() -> DateTime<Utc> {
    DateTime::parse_from_rfc3339("2026-12-01T10:00:00+05:30")
        .unwrap()
        .with_timezone(&Utc)
}

/// A react-admin query value (`sort`, `range`, `filter` JSON) percent-encoded for a URI.
#[allow(dead_code)]
pub fn q(v: &str) -> String {
    v.replace('"', "%22")
        .replace('[', "%5B")
        .replace(']', "%5D")
        .replace('{', "%7B")
        .replace('}', "%7D")
        .replace(',', "%2C")
        .replace(' ', "%20")
        .replace(':', "%3A")
}

pub fn date(day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 12, day).unwrap()
}

pub struct TestApp {
    pub router: axum::Router,
    pub clock: ManualClock,
    /// The app's database, for arranging what no API makes (admins) and checking what it stored.
    pub store: Store,
    ingest: std::sync::Arc<escapes_core::analytics::Ingest>,
    /// The alert sweep, run by hand as `serve` runs it on a timer.
    pub alerts: std::sync::Arc<escapes_core::alerts::Alerts>,
    _db: TestDatabase,
    _web: tempfile::TempDir,
}

pub struct Response {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub text: String,
    /// The body as sent (a PDF, a picture).
    pub bytes: Vec<u8>,
}

impl Response {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.text).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.text))
    }
}

fn image(n: i32) -> ImageSeed {
    ImageSeed {
        position: n,
        alt: format!("Picture {n}"),
        path: format!("/uploads/properties/{PROPERTY_ID_PLACEHOLDER}/{n}-1200.jpg"),
        width: 1200,
        height: 800,
        thumb_path: format!("/uploads/properties/{PROPERTY_ID_PLACEHOLDER}/{n}-480.jpg"),
        thumb_width: 480,
        thumb_height: 320,
        // The two JPEG sizes above stand for the copies (as for pictures seeded before copies).
        copies: Vec::new(),
    }
}

fn review(rating: i32, name: &str, day: u32) -> ReviewSeed {
    ReviewSeed {
        user_phone: None,
        user_name: name.to_string(),
        rating,
        comment: format!("{rating} stars from {name}"),
        created_at: ist_instant(NaiveDate::from_ymd_opt(2026, 10, day).unwrap(), 600).timestamp(),
    }
}

#[allow(clippy::too_many_arguments)]
fn property(
    slug: &str,
    title: &str,
    location: &str,
    kind: &str,
    half_rupees: i64,
    full_rupees: Option<i64>,
    max_guests: i32,
    slots: (i32, i32),
    distance_km: f64,
    amenities: Vec<&'static str>,
    reviews: Vec<ReviewSeed>,
    blocks: Vec<(i64, i64)>,
) -> PropertySeed {
    PropertySeed {
        slug: slug.into(),
        owner_phone: "+919000000001".into(),
        location_slug: location.into(),
        title: title.into(),
        description: format!("{title} is a quiet place.\n\nIt has a lawn."),
        property_type: kind.into(),
        address: format!("Survey No. 1, {location}"),
        latitude: 17.3,
        longitude: 78.2,
        distance_km,
        half_day_price_paise: half_rupees * 100,
        full_day_price_paise: full_rupees.map(|r| r * 100),
        cleaning_fee_paise: 50_000,
        bedrooms: 3,
        bathrooms: 2,
        max_guests,
        day_slot_minute: slots.0,
        night_slot_minute: slots.1,
        house_rules: "No loud music after 22:00\nNo pets".into(),
        check_in_notes: "Call the caretaker on arrival.".into(),
        created_at: now().timestamp() - 86_400,
        amenity_slugs: amenities,
        images: vec![image(1), image(2), image(3)],
        reviews,
        blocks: blocks
            .into_iter()
            .map(|(s, e)| BlockSeed {
                starts_at: s,
                ends_at: e,
                note: "maintenance".into(),
                created_at: 0,
            })
            .collect(),
    }
}

/// Alpha (Moinabad, ₹5,000 / ₹9,000, 20 guests, pool+lawn, held all of 10 Dec from 09:00),
/// Bravo (Moinabad, ₹12,000 half day only, 8 guests, lawn),
/// Charlie (Shankarpally, ₹20,000 / ₹34,000, 40 guests, pool+bonfire, slots 10:00 / 22:00,
/// held 10 Dec 10:00–22:00).
pub fn catalogue() -> CatalogueSeed {
    let alpha_hold = ist_instant(date(10), 540).timestamp();
    let charlie_hold = ist_instant(date(10), 600).timestamp();
    CatalogueSeed {
        users: vec![UserSeed {
            phone: "+919000000001".into(),
            full_name: "Ravi Kumar Reddy".into(),
            email: Some("ravi@example.in".into()),
            role: escapes_core::auth::role::Role::Owner,
            created_at: 0,
        }],
        locations: vec![
            LocationSeed {
                slug: "moinabad".into(),
                name: "Moinabad".into(),
                district: "Ranga Reddy".into(),
                description: "Orchards west of the city.".into(),
                latitude: 17.326,
                longitude: 78.27,
                distance_km: 22.0,
            },
            LocationSeed {
                slug: "shankarpally".into(),
                name: "Shankarpally".into(),
                district: "Ranga Reddy".into(),
                description: "Farmland and lakes.".into(),
                latitude: 17.45,
                longitude: 78.13,
                distance_km: 38.0,
            },
            LocationSeed {
                slug: "keesara".into(),
                name: "Keesara".into(),
                district: "Medchal–Malkajgiri".into(),
                description: "Temple town to the north-east.".into(),
                latitude: 17.52,
                longitude: 78.66,
                distance_km: 30.0,
            },
        ],
        amenities: vec![
            AmenitySeed {
                slug: "pool",
                name: "Swimming pool",
            },
            AmenitySeed {
                slug: "lawn",
                name: "Lawn",
            },
            AmenitySeed {
                slug: "bonfire",
                name: "Bonfire",
            },
        ],
        properties: vec![
            property(
                "alpha-farm-moinabad",
                "Alpha Farm",
                "moinabad",
                "farmhouse",
                5_000,
                Some(9_000),
                20,
                (540, 1260),
                21.0,
                vec!["pool", "lawn"],
                vec![review(5, "Sravani K.", 2), review(4, "Imran S.", 5)],
                vec![(alpha_hold, alpha_hold + 24 * 3600)],
            ),
            property(
                "bravo-villa-moinabad",
                "Bravo Villa",
                "moinabad",
                "villa",
                12_000,
                None,
                8,
                (540, 1260),
                23.0,
                vec!["lawn"],
                vec![],
                vec![],
            ),
            property(
                "charlie-estate-shankarpally",
                "Charlie Estate",
                "shankarpally",
                "estate",
                20_000,
                Some(34_000),
                40,
                (600, 1320),
                38.0,
                vec!["pool", "bonfire"],
                vec![review(3, "Anil P.", 7)],
                vec![(charlie_hold, charlie_hold + 12 * 3600)],
            ),
        ],
    }
}

impl TestApp {
    pub fn on(db: TestDatabase) -> Self {
        Self::on_with(db, |_, _| None)
    }

    /// The app sending codes through the providers `delivery` makes (None: the console ones).
    pub fn on_with(
        db: TestDatabase,
        delivery: impl FnOnce(Store, SharedClock) -> Option<Delivery>,
    ) -> Self {
        Self::on_configured(db, move |state, store, clock| {
            match delivery(store, clock) {
                Some(d) => state.with_delivery(d),
                None => state,
            }
        })
    }

    /// The app with its state changed by `configure` (other providers, for example).
    pub fn on_configured(
        db: TestDatabase,
        configure: impl FnOnce(AppState, Store, SharedClock) -> AppState,
    ) -> Self {
        let store = db.store().expect("store");
        add_catalogue(&store, &catalogue()).expect("fixture");
        let web = tempfile::tempdir().unwrap();
        std::fs::write(
            web.path().join("index.html"),
            "<!doctype html><html><head><title>Default</title><!--app-head--><meta name=\"description\" content=\"default\"><!--/app-head--><!--app-config--></head><body><div id=\"root\"></div></body></html>",
        )
        .unwrap();
        std::fs::create_dir_all(web.path().join("assets")).unwrap();
        std::fs::write(
            web.path().join("assets/index-abc123.js"),
            "console.log('hi')".repeat(100),
        )
        .unwrap();
        let clock = ManualClock::at(now());
        let config = ServerConfig {
            listen: "127.0.0.1:0".parse().unwrap(),
            data_dir: web.path().to_path_buf(),
            web_dir: web.path().to_path_buf(),
            admin_dir: web.path().join("admin"),
            public_url: "https://hyderabadescapes.in".into(),
            map_tile_url: "https://tiles.example/{z}/{x}/{y}.png".into(),
            map_attribution: "© OpenStreetMap contributors".into(),
            support_phone: "+91 40 4520 7788".into(),
            support_whatsapp: "+91 90520 07788".into(),
            realtime: Default::default(),
            trusted_proxies: Default::default(),
        };
        let shared: SharedClock = Arc::new(clock.clone());
        // Tests serve calendars from 127.0.0.1; a test of the guard turns it back on.
        let state = configure(
            AppState::new(store.clone(), shared.clone(), config).allow_private_calendar_hosts(true),
            store.clone(),
            shared,
        );
        Self {
            ingest: state.ingest.clone(),
            alerts: state.alerts.clone(),
            router: escapes_http::router(state),
            clock,
            store,
            _db: db,
            _web: web,
        }
    }

    pub fn sqlite() -> Self {
        Self::on(TestDatabase::sqlite())
    }

    pub fn postgres() -> Option<Self> {
        TestDatabase::postgres().map(Self::on)
    }

    pub async fn request(&self, req: Request<Body>) -> Response {
        let res = self.router.clone().oneshot(req).await.expect("infallible");
        let status = res.status();
        let headers = res.headers().clone();
        let bytes = res.into_body().collect().await.unwrap().to_bytes();
        Response {
            status,
            headers,
            text: String::from_utf8_lossy(&bytes).into_owned(),
            bytes: bytes.to_vec(),
        }
    }

    pub async fn get(&self, uri: &str) -> Response {
        self.request(Request::get(uri).body(Body::empty()).unwrap())
            .await
    }

    pub async fn get_with(&self, uri: &str, name: &str, value: &str) -> Response {
        self.request(
            Request::get(uri)
                .header(name, value)
                .body(Body::empty())
                .unwrap(),
        )
        .await
    }

    /// A request with a JSON body (or none) and, when given, a bearer token.
    pub async fn call(
        &self,
        method: &str,
        uri: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> Response {
        let mut req = Request::builder().method(method).uri(uri);
        if let Some(token) = token {
            req = req.header(header::AUTHORIZATION, format!("Bearer {token}"));
        }
        let body = match body {
            Some(b) => {
                req = req.header(header::CONTENT_TYPE, "application/json");
                Body::from(b.to_string())
            }
            None => Body::empty(),
        };
        self.request(req.body(body).unwrap()).await
    }

    /// The dev outbox's messages to `to`, newest first.
    pub async fn outbox(&self, to: &str) -> Vec<Value> {
        let res = self
            .get(&format!("/api/dev/outbox?to={}", to.replace('+', "%2B")))
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        res.json()["data"].as_array().unwrap().clone()
    }

    /// The code in the newest message to `to`.
    pub async fn latest_code(&self, to: &str) -> String {
        code_of(&self.outbox(to).await[0])
    }

    /// An admin console session for `phone` (made an admin named `name` first): (adminToken,
    /// csrfToken).
    #[allow(dead_code)]
    pub async fn admin_console(&self, phone: &str, name: &str) -> (String, String) {
        self.add_user(phone, name, None, "admin");
        let res = self
            .post_json(
                "/api/v1/admin/auth/send-otp",
                &serde_json::json!({"phone": phone}),
            )
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        let code = self.latest_code(phone).await;
        let res = self
            .post_json(
                "/api/v1/admin/auth/verify-otp",
                &serde_json::json!({"phone": phone, "otp": code}),
            )
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        let data = res.json()["data"].clone();
        (
            data["adminToken"].as_str().unwrap().into(),
            data["csrfToken"].as_str().unwrap().into(),
        )
    }

    /// A console call: the admin token and, when given, the CSRF header, with a JSON body.
    #[allow(dead_code)]
    pub async fn admin_call(
        &self,
        method: &str,
        uri: &str,
        token: &str,
        csrf: Option<&str>,
        body: Option<&Value>,
    ) -> Response {
        let mut req = Request::builder()
            .method(method)
            .uri(uri)
            .header(header::AUTHORIZATION, format!("Bearer {token}"));
        if let Some(csrf) = csrf {
            req = req.header("X-CSRF-Token", csrf);
        }
        let body = match body {
            Some(b) => {
                req = req.header(header::CONTENT_TYPE, "application/json");
                Body::from(b.to_string())
            }
            None => Body::empty(),
        };
        self.request(req.body(body).unwrap()).await
    }

    /// Signs `phone` (an existing account) in through the simple dialog's calls; the session body.
    pub async fn sign_in(&self, phone: &str) -> Value {
        let res = self
            .post_json(
                "/api/v1/auth/send-otp",
                &serde_json::json!({"phone": phone, "purpose": "login"}),
            )
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        let code = self.latest_code(phone).await;
        let res = self
            .post_json(
                "/api/v1/auth/verify-otp",
                &serde_json::json!({"phone": phone, "otp": code}),
            )
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        res.json()
    }

    /// Sets an account's language in the database, as another instance or process would.
    pub fn set_language(&self, user_id: i64, language: &str) {
        use diesel::prelude::*;
        use escapes_core::store::schema::users as u;
        let language = language.to_string();
        self.store
            .run_blocking(move |c| {
                diesel::update(u::table.find(user_id))
                    .set(u::language.eq(language))
                    .execute(c)?;
                Ok(())
            })
            .unwrap();
    }

    /// Adds an account directly (admins can only be made this way or by `escapes admin create`).
    pub fn add_user(&self, phone: &str, full_name: &str, email: Option<&str>, role: &str) -> i64 {
        use diesel::prelude::*;
        use escapes_core::store::schema::users;
        let (phone, full_name, email, role) = (
            phone.to_string(),
            full_name.to_string(),
            email.map(str::to_string),
            role.to_string(),
        );
        self.store
            .run_blocking(move |c| {
                Ok(diesel::insert_into(users::table)
                    .values((
                        users::phone.eq(phone),
                        users::full_name.eq(full_name),
                        users::email.eq(email),
                        users::role.eq(role),
                        users::created_at.eq(now().timestamp()),
                    ))
                    .returning(users::id)
                    .get_result::<i64>(c)?)
            })
            .expect("user")
    }

    /// The analytics writer, to wait for queued rows and run its sweep.
    #[allow(dead_code)]
    pub fn ingest(&self) -> &escapes_core::analytics::Ingest {
        &self.ingest
    }

    /// The server's data directory (uploads, originals).
    pub fn data_dir(&self) -> std::path::PathBuf {
        self._web.path().to_path_buf()
    }

    /// A processed photo on `property_id`, as if uploaded (for tests about other things).
    pub fn add_ready_photo(&self, property_id: i64) {
        use diesel::prelude::*;
        use escapes_core::store::schema::property_images;
        self.store
            .run_blocking(move |c| {
                let last: Option<i32> = property_images::table
                    .filter(property_images::property_id.eq(property_id))
                    .select(diesel::dsl::max(property_images::position))
                    .first(c)?;
                let position = last.map_or(0, |p| p + 1);
                diesel::insert_into(property_images::table)
                    .values((
                        property_images::property_id.eq(property_id),
                        property_images::position.eq(position),
                        property_images::alt.eq("The lawn at dusk"),
                        property_images::path.eq("/uploads/test/1200.jpg"),
                        property_images::width.eq(1200),
                        property_images::height.eq(800),
                        property_images::thumb_path.eq("/uploads/test/480.jpg"),
                        property_images::thumb_width.eq(480),
                        property_images::thumb_height.eq(320),
                    ))
                    .execute(c)?;
                Ok(())
            })
            .expect("photo")
    }

    /// A ready photo whose kept original takes `original_bytes` (for the storage quota).
    pub fn add_ready_photo_of(&self, property_id: i64, original_bytes: i64) {
        use diesel::prelude::*;
        use escapes_core::store::schema::property_images;
        self.add_ready_photo(property_id);
        self.store
            .run_blocking(move |c| {
                let newest: i64 = property_images::table
                    .filter(property_images::property_id.eq(property_id))
                    .select(diesel::dsl::max(property_images::id))
                    .first::<Option<i64>>(c)?
                    .expect("the photo just added");
                diesel::update(property_images::table.find(newest))
                    .set(property_images::original_bytes.eq(original_bytes))
                    .execute(c)?;
                Ok(())
            })
            .expect("photo size")
    }

    pub async fn post_json(&self, uri: &str, body: &Value) -> Response {
        self.post_raw(uri, "application/json", body.to_string())
            .await
    }

    pub async fn post_raw(&self, uri: &str, content_type: &str, body: String) -> Response {
        self.request(
            Request::post(uri)
                .header(header::CONTENT_TYPE, content_type)
                .body(Body::from(body))
                .unwrap(),
        )
        .await
    }
}

/// The 6-digit code of an outbox message, checking the message's wording (in the language the
/// account or the request asked for).
pub fn code_of(message: &Value) -> String {
    use escapes_core::language::Language;
    let body = message["body"].as_str().unwrap();
    let chars: Vec<char> = body.chars().collect();
    let code: String = chars
        .windows(6)
        .enumerate()
        .find(|(i, w)| {
            w.iter().all(char::is_ascii_digit)
                && (*i == 0 || !chars[i - 1].is_ascii_digit())
                && chars.get(i + 6).is_none_or(|c| !c.is_ascii_digit())
        })
        .map(|(_, w)| w.iter().collect())
        .unwrap_or_else(|| panic!("no code in {body}"));
    assert!(
        Language::ALL
            .iter()
            .any(|l| body.contains(&escapes_core::auth::otp::message_text(&code, *l))),
        "{body}"
    );
    code
}

/// Runs one async test body against SQLite and, when TEST_DATABASE_URL is set, PostgreSQL, each
/// on a runtime that is gone before its database is (`run_async` says why).
#[macro_export]
macro_rules! on_both_databases {
    ($($name:ident => $body:expr;)+) => {
        mod sqlite {
            use super::*;
            $(#[test]
            fn $name() {
                escapes_core::testing::run_async(
                    escapes_core::testing::TestDatabase::sqlite(),
                    |db| async move { ($body)(TestApp::on(db)).await },
                )
            })+
        }
        mod postgres {
            use super::*;
            $(#[test]
            fn $name() {
                match escapes_core::testing::TestDatabase::postgres() {
                    Some(db) => escapes_core::testing::run_async(
                        db,
                        |db| async move { ($body)(TestApp::on(db)).await },
                    ),
                    None => eprintln!("TEST_DATABASE_URL is not set: PostgreSQL case not run"),
                }
            })+
        }
    };
}
