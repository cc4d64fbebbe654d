//! The seeders against a real database: SQLite always, PostgreSQL when `TEST_DATABASE_URL` is set.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use chrono::{DateTime, Timelike, Utc};

use super::{seed_demo, seed_synthetic, SeedReport};
use escapes_core::auth::role::Role;
use escapes_core::bulk::{self, CatalogueSeed, StoredImage, UserSeed};
use escapes_core::testing::{self, TestDatabase};
use escapes_core::Store;

fn now() -> DateTime<Utc> {
    DateTime::parse_from_rfc3339("2026-11-21T10:30:00+05:30")
        .unwrap()
        .with_timezone(&Utc)
}

fn file_hash(path: &Path) -> u64 {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut h = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut h);
    h.finish()
}

/// Sum of the three channels' variances: a flat or grey box scores near zero.
fn colour_variance(path: &Path) -> f64 {
    let img = image::open(path).unwrap().to_rgb8();
    let n = (img.width() * img.height()) as f64;
    (0..3)
        .map(|ch| {
            let (mut sum, mut sq) = (0.0, 0.0);
            for p in img.pixels() {
                let v = p.0[ch] as f64;
                sum += v;
                sq += v * v;
            }
            sq / n - (sum / n).powi(2)
        })
        .sum()
}

/// Every file under `dir` with its modification time.
fn files_under(dir: &Path) -> BTreeMap<PathBuf, SystemTime> {
    let mut out = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let entry = entry.unwrap();
            let meta = entry.metadata().unwrap();
            if meta.is_dir() {
                todo.push(entry.path());
            } else {
                out.insert(entry.path(), meta.modified().unwrap());
            }
        }
    }
    out
}

/// A ready picture row listing WebP and JPEG copies 480, 800 and 1200 px wide, smallest first and
/// WebP first, its `path` the 1200 JPEG and its `thumb_path` the 480 JPEG; each copy is a file of
/// its format and stated size (decoded in full when `decode`, else read from its header).
fn check_copies(uploads: &Path, img: &StoredImage, decode: bool) {
    assert_eq!(img.status, "ready", "{}", img.path);
    let listed: Vec<(i32, &str)> = img
        .copies
        .iter()
        .map(|c| (c.width, c.format.as_str()))
        .collect();
    assert_eq!(
        listed,
        [
            (480, "webp"),
            (480, "jpeg"),
            (800, "webp"),
            (800, "jpeg"),
            (1200, "webp"),
            (1200, "jpeg")
        ],
        "{}",
        img.path
    );
    assert_eq!(img.copies[1].url, img.thumb_path);
    assert_eq!(img.copies[5].url, img.path);
    for c in &img.copies {
        let (ext, format) = match c.format.as_str() {
            "webp" => (".webp", image::ImageFormat::WebP),
            _ => (".jpg", image::ImageFormat::Jpeg),
        };
        assert!(c.url.ends_with(ext), "{}", c.url);
        let file = uploads.join(c.url.strip_prefix("/uploads/").unwrap());
        let reader = image::ImageReader::open(&file)
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()))
            .with_guessed_format()
            .unwrap();
        assert_eq!(reader.format(), Some(format), "{}", c.url);
        let size = if decode {
            let img = reader.decode().unwrap_or_else(|e| panic!("{}: {e}", c.url));
            (img.width(), img.height())
        } else {
            reader.into_dimensions().unwrap()
        };
        assert_eq!(size, (c.width as u32, c.height as u32), "{}", c.url);
    }
}

fn check_ratings_match_reviews(store: &Store) {
    let props = store.run_blocking(|c| Ok(testing::properties(c)?)).unwrap();
    let ratings = store.run_blocking(|c| Ok(testing::ratings(c)?)).unwrap();
    let mut by_property: HashMap<i64, (i64, i64)> = HashMap::new();
    for (id, r) in ratings {
        let e = by_property.entry(id).or_default();
        e.0 += 1;
        e.1 += i64::from(r);
    }
    for p in &props {
        let (count, sum) = by_property.get(&p.id).copied().unwrap_or_default();
        assert_eq!((p.rating_count, p.rating_sum), (count, sum), "{}", p.slug);
    }
}

/// Every demo review is of a confirmed stay its author had, written after that stay ended.
fn check_reviews_come_from_stays(store: &Store, demo_review_ids_below: i64) {
    let rows = store
        .run_blocking(|c| Ok(testing::review_stays(c)?))
        .unwrap();
    let demo: Vec<_> = rows
        .iter()
        .filter(|r| r.0 < demo_review_ids_below)
        .collect();
    assert!(demo.len() >= 100, "{}", demo.len());
    for (id, author, written, stay) in demo {
        let (guest, status, ends) = stay
            .clone()
            .unwrap_or_else(|| panic!("review {id} has no stay"));
        assert_eq!(Some(guest), *author, "review {id}");
        assert_eq!(status, "confirmed", "review {id}");
        assert!(
            ends <= *written,
            "review {id} written before its stay ended"
        );
    }
}

fn check_blocks(store: &Store) {
    let props: HashMap<i64, testing::PropertyFacts> = store
        .run_blocking(|c| Ok(testing::properties(c)?))
        .unwrap()
        .into_iter()
        .map(|p| (p.id, p))
        .collect();
    let blocks = store.run_blocking(|c| Ok(testing::blocks(c)?)).unwrap();
    assert!(blocks.len() >= 3, "{blocks:?}");
    for pair in blocks.windows(2) {
        if pair[0].0 == pair[1].0 {
            assert!(pair[0].2 <= pair[1].1, "overlapping blocks {pair:?}");
        }
    }
    let t = now().timestamp();
    for (property_id, start, end) in &blocks {
        let p = &props[property_id];
        let local = DateTime::from_timestamp(*start, 0)
            .unwrap()
            .with_timezone(&escapes_core::time::IST);
        let minute = (local.hour() * 60 + local.minute()) as i32;
        assert!(
            minute == p.day_slot_minute || minute == p.night_slot_minute,
            "{local} for {}",
            p.slug
        );
        assert!(*start > t && *end <= t + 60 * 86_400);
        assert_eq!((end - start) % 43_200, 0);
    }
}

/// Every row the demo bookings and conversations touch, to compare a second run against.
#[derive(Debug, PartialEq)]
struct Activity {
    bookings: Vec<testing::BookingFacts>,
    holds: Vec<(i64, i64, i64)>,
    messages: Vec<(i64, bool, String, bool)>,
    outbox: Vec<(String, i64)>,
}

fn activity(store: &Store) -> Activity {
    store
        .run_blocking(|c| {
            Ok(Activity {
                bookings: testing::bookings(c)?,
                holds: testing::holds(c)?,
                messages: testing::messages(c)?,
                outbox: testing::outbox(c)?,
            })
        })
        .unwrap()
}

/// No two holds of one property overlap (blocks and bookings alike), and the database passes
/// every booking invariant the benchmark checks: one hold per holding booking, price lines adding
/// up to each total, every booking's notifications written.
fn check_holds_and_invariants(store: &Store) {
    let holds = store.run_blocking(|c| Ok(testing::holds(c)?)).unwrap();
    for pair in holds.windows(2) {
        if pair[0].0 == pair[1].0 {
            assert!(pair[0].2 <= pair[1].1, "overlapping holds {pair:?}");
        }
    }
    for (what, n) in store.run_blocking(testing::audit::run).unwrap() {
        assert_eq!(n, 0, "{n} cases of: {what}");
    }
}

/// Demo bookings: a mix of stories for every owner, guests 104–120 only, priced and holding their
/// slots; demo conversations open with the guest's inquiry and leave some messages unread.
fn check_demo_activity(store: &Store, report: &SeedReport) {
    let a = activity(store);
    assert_eq!(a.bookings.len(), report.bookings);
    assert!(report.bookings >= 45, "{report:?}");
    let t = now().timestamp();
    let phones = store.run_blocking(|c| Ok(testing::phones(c)?)).unwrap();
    let count =
        |f: &dyn Fn(&testing::BookingFacts) -> bool| a.bookings.iter().filter(|b| f(b)).count();
    for status in ["pending", "confirmed", "cancelled", "rejected"] {
        assert!(
            count(&|b| b.status == status) >= 3,
            "fewer than 3 {status} bookings"
        );
    }
    assert!(
        count(&|b| b.status == "confirmed" && b.starts_at < t) >= 9,
        "stays already had"
    );
    assert!(
        count(&|b| b.status == "confirmed" && b.starts_at > t) >= 5,
        "confirmed stays to come"
    );
    assert!(
        count(&|b| b.status == "pending" && b.starts_at <= t) == 0,
        "a pending stay in the past"
    );
    let owners: HashSet<i64> = a.bookings.iter().map(|b| b.owner_id).collect();
    assert_eq!(owners.len(), 9, "every owner has bookings");
    for owner in &owners {
        let phone = phones[owner].as_deref().unwrap();
        assert!(
            super::people::OWNERS.iter().any(|o| o.phone == phone),
            "{phone}"
        );
    }
    for b in &a.bookings {
        let guest = b.guest_phone.as_deref().unwrap();
        let n: u64 = guest.trim_start_matches("+91").parse().unwrap();
        let reviewers = 9000002000..9000002000 + super::people::REVIEWER_NAMES.len() as u64;
        assert!(
            (9000000104..=9000000120).contains(&n) || reviewers.contains(&n),
            "{} is booked by {guest}",
            b.code
        );
        assert!(
            b.total_paise > 0 && b.total_paise % 100 == 0,
            "{} totals {} paise",
            b.code,
            b.total_paise
        );
    }
    // Old news: no booking notification waits to be sent when a server starts.
    assert!(
        a.outbox.iter().all(|(status, _)| status == "sent"),
        "{:?}",
        a.outbox
    );
    assert!(a.outbox.iter().map(|(_, n)| n).sum::<i64>() >= 4 * report.bookings as i64);

    assert_eq!(report.conversations, 27, "{report:?}");
    assert_eq!(report.messages, a.messages.len());
    let conversations: HashSet<i64> = a.messages.iter().map(|m| m.0).collect();
    assert_eq!(conversations.len(), 27);
    for c in &conversations {
        let first = a.messages.iter().find(|m| m.0 == *c).unwrap();
        assert!(
            first.1 && first.2 == "inquiry",
            "conversation {c} opens with {first:?}"
        );
    }
    assert!(
        a.messages.iter().any(|m| m.1 && !m.3),
        "a guest message the owner has not read"
    );
    assert!(
        a.messages.iter().any(|m| !m.1 && !m.3),
        "an owner reply the guest has not read"
    );
    assert!(
        a.messages.iter().filter(|m| m.3).count() > a.messages.len() / 2,
        "most messages read"
    );
}

/// The whole story on one database: demo data, a second run that adds nothing, then 200 synthetic.
fn exercise(store: &Store, uploads: &Path) {
    let report = seed_demo(store, uploads, now()).unwrap();
    assert_eq!(report.users, 70, "{report:?}");
    assert!(report.locations >= 14, "{report:?}");
    assert!(report.properties >= 48, "{report:?}");
    assert!(report.images >= 3 * report.properties, "{report:?}");
    assert!(report.reviews >= 160, "{report:?}");
    assert!(report.blocks >= 3, "{report:?}");

    let totals = bulk::totals(store).unwrap();
    assert_eq!(totals.users, 70);
    assert!(totals.locations >= 14);
    assert!(totals.published_properties >= 48);
    assert!(totals.reviews >= 160);

    let props = store.run_blocking(|c| Ok(testing::properties(c)?)).unwrap();
    for p in &props {
        assert!(
            (400_000..=2_500_000).contains(&p.half_day_price_paise),
            "{}",
            p.slug
        );
        let owner = p.owner_phone.as_deref().unwrap_or("");
        assert!(
            owner.starts_with("+91900000000") && owner != "+919000000000",
            "{owner}"
        );
    }
    assert!(props.iter().any(|p| p.full_day_price_paise.is_none()));
    let owners: HashSet<_> = props.iter().filter_map(|p| p.owner_phone.clone()).collect();
    assert_eq!(owners.len(), 9);
    check_ratings_match_reviews(store);
    check_reviews_come_from_stays(store, i64::MAX);
    check_blocks(store);
    check_demo_activity(store, &report);
    check_holds_and_invariants(store);
    let activity_before = activity(store);

    let slugs: Vec<String> = props.iter().map(|p| p.slug.clone()).collect();
    let images = bulk::images_of_properties(store, &slugs).unwrap();
    let mut per_property: HashMap<i64, Vec<&StoredImage>> = HashMap::new();
    for img in &images {
        per_property.entry(img.property_id).or_default().push(img);
    }
    assert_eq!(per_property.len(), props.len());
    let mut all_hashes = HashSet::new();
    for (id, imgs) in &per_property {
        assert!(imgs.len() >= 3, "property {id} has {} images", imgs.len());
        for img in imgs {
            // Every copy's header; the pictures of one listing decoded in full.
            check_copies(uploads, img, img.property_id == images[0].property_id);
            assert_eq!(
                img.path,
                format!("/uploads/properties/{id}/{}-1200.jpg", img.position)
            );
            assert_eq!(
                img.thumb_path,
                format!("/uploads/properties/{id}/{}-480.jpg", img.position)
            );
            let large = uploads.join(img.path.trim_start_matches("/uploads/"));
            let thumb = uploads.join(img.thumb_path.trim_start_matches("/uploads/"));
            assert!(
                all_hashes.insert(file_hash(&large)),
                "{} repeats another picture",
                img.path
            );
            assert!(thumb.exists(), "{}", thumb.display());
            let variance = colour_variance(&thumb);
            assert!(
                variance > 150.0,
                "{} looks flat (variance {variance:.0})",
                img.thumb_path
            );
        }
    }
    let large = image::open(uploads.join(images[0].path.trim_start_matches("/uploads/"))).unwrap();
    assert_eq!((large.width(), large.height()), (1200, 800));

    let files = files_under(uploads);
    assert_eq!(files.len(), 6 * images.len());

    // Idempotent: nothing new, even a day later, and the files are left alone.
    let again = seed_demo(store, uploads, now() + chrono::Duration::days(1)).unwrap();
    assert_eq!(again, SeedReport::default());
    assert_eq!(bulk::totals(store).unwrap(), totals);
    assert_eq!(activity(store), activity_before);
    assert_eq!(bulk::images_of_properties(store, &slugs).unwrap(), images);
    assert_eq!(files_under(uploads), files, "a second run wrote files");

    // A lost copy is made again; the database is left as it is.
    let thumb = uploads.join(images[1].thumb_path.trim_start_matches("/uploads/"));
    let medium = uploads.join(images[2].copies[2].url.trim_start_matches("/uploads/"));
    std::fs::remove_file(&thumb).unwrap();
    std::fs::remove_file(&medium).unwrap();
    assert_eq!(
        seed_demo(store, uploads, now()).unwrap(),
        SeedReport::default()
    );
    assert!(thumb.exists() && medium.exists());
    assert_eq!(bulk::images_of_properties(store, &slugs).unwrap(), images);
    check_copies(uploads, &images[1], true);
    check_copies(uploads, &images[2], true);

    // Synthetic listings add exactly what was asked, reusing a fixed set of pictures.
    let synthetic = seed_synthetic(store, uploads, 200, now()).unwrap();
    assert_eq!(synthetic.properties, 200, "{synthetic:?}");
    assert_eq!(synthetic.users, 0);
    assert_eq!(synthetic.images, 600);
    let after = bulk::totals(store).unwrap();
    assert_eq!(
        after.published_properties,
        totals.published_properties + 200
    );
    assert_eq!(after.reviews, totals.reviews + synthetic.reviews as i64);
    let pool_files = std::fs::read_dir(uploads.join("seed-pool"))
        .unwrap()
        .count();
    assert_eq!(pool_files, 6 * super::images::POOL_SIZE);
    let synthetic_slugs: Vec<String> = store
        .run_blocking(|c| Ok(testing::properties(c)?))
        .unwrap()
        .into_iter()
        .map(|p| p.slug)
        .filter(|s| !slugs.contains(s))
        .collect();
    assert_eq!(synthetic_slugs.len(), 200);
    let synthetic_images = bulk::images_of_properties(store, &synthetic_slugs).unwrap();
    assert_eq!(synthetic_images.len(), 600);
    for img in &synthetic_images {
        assert!(img.path.starts_with("/uploads/seed-pool/"), "{}", img.path);
        check_copies(uploads, img, false);
    }
    check_ratings_match_reviews(store);
    check_holds_and_invariants(store);
    assert_eq!(activity(store).bookings, activity_before.bookings);

    // A second synthetic run numbers its listings after the first.
    let more = seed_synthetic(store, uploads, 5, now()).unwrap();
    assert_eq!(more.properties, 5);
}

fn sqlite_store(dir: &Path) -> Store {
    let db = dir.join("escapes.db");
    let store = Store::connect(&format!("sqlite://{}", db.display()), 4).unwrap();
    store.migrate().unwrap();
    store
}

#[test]
fn seed_a_failing_run_leaves_nothing_behind() {
    let dir = tempfile::tempdir().unwrap();
    let store = sqlite_store(dir.path());
    let mut seed = super::demo_plan(now()).catalogue;
    seed.properties.truncate(1);
    seed.properties[0].location_slug = "atlantis".into();
    assert!(bulk::add_catalogue(&store, &seed).is_err());
    assert_eq!(bulk::totals(&store).unwrap(), Default::default());
}

#[test]
fn seed_a_demo_phone_that_signed_up_first_becomes_the_owner() {
    let dir = tempfile::tempdir().unwrap();
    let store = sqlite_store(dir.path());
    let early = CatalogueSeed {
        users: vec![UserSeed {
            phone: "+919000000001".into(),
            full_name: "Ravi".into(),
            email: None,
            role: Role::User,
            created_at: 0,
        }],
        ..Default::default()
    };
    bulk::add_catalogue(&store, &early).unwrap();
    let mut seed = super::demo_plan(now()).catalogue;
    seed.properties.clear();
    let counts = bulk::add_catalogue(&store, &seed).unwrap();
    assert_eq!(counts.users, 69);
    let role = store
        .run_blocking(|c| Ok(testing::role_of(c, "+919000000001")?))
        .unwrap();
    assert_eq!(role, "owner");
}

/// A data directory seeded before pictures had copies: rows without `variants`, and only the
/// 1200 and 480 JPEG files. A run gives the rows their copies and writes the missing files only;
/// a picture row that is not the seeder's (a listing's own upload) is left alone.
#[test]
fn seed_an_older_data_directory_gets_the_copies() {
    let dir = tempfile::tempdir().unwrap();
    let store = sqlite_store(dir.path());
    let uploads = dir.path().join("uploads");
    let mut plan = super::demo_plan(now());
    plan.catalogue.properties.truncate(1);
    let mut old = super::demo_plan(now());
    old.catalogue.properties.truncate(1);
    for p in &mut old.catalogue.properties {
        for img in &mut p.images {
            img.copies.clear();
        }
    }
    old.catalogue.properties[0].images[0].path = "/uploads/listings/own-photo.jpg".into();
    let first = bulk::add_catalogue(&store, &old.catalogue).unwrap();
    let pictures = first.images;
    assert!(pictures >= 3, "{first:?}");
    assert_eq!(
        super::demo_pictures(&store, &uploads, &old).unwrap(),
        2 * pictures
    );
    let old_files = files_under(&uploads);
    assert_eq!(old_files.len(), 2 * pictures);

    let counts = bulk::add_catalogue(&store, &plan.catalogue).unwrap();
    assert_eq!((counts.properties, counts.images), (0, 0), "{counts:?}");
    assert_eq!(counts.images_given_copies, pictures - 1, "{counts:?}");
    assert_eq!(
        super::demo_pictures(&store, &uploads, &plan).unwrap(),
        4 * (pictures - 1)
    );
    let files = files_under(&uploads);
    for (path, modified) in &old_files {
        assert_eq!(
            files.get(path),
            Some(modified),
            "{} was rewritten",
            path.display()
        );
    }
    let slugs: Vec<String> = plan
        .catalogue
        .properties
        .iter()
        .map(|p| p.slug.clone())
        .collect();
    let images = bulk::images_of_properties(&store, &slugs).unwrap();
    for img in &images {
        if img.path == "/uploads/listings/own-photo.jpg" {
            assert!(img.copies.is_empty(), "{img:?}");
        } else {
            check_copies(&uploads, img, true);
        }
    }

    // And a run after that changes nothing.
    assert_eq!(
        bulk::add_catalogue(&store, &plan.catalogue).unwrap(),
        Default::default()
    );
    assert_eq!(super::demo_pictures(&store, &uploads, &plan).unwrap(), 0);
    assert_eq!(files_under(&uploads), files);
    assert_eq!(bulk::images_of_properties(&store, &slugs).unwrap(), images);
}

#[test]
fn seed_demo_and_synthetic_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let store = sqlite_store(dir.path());
    exercise(&store, &dir.path().join("uploads"));
}

#[test]
fn seed_demo_and_synthetic_on_postgres() {
    let Ok(admin_url) = std::env::var("TEST_DATABASE_URL") else {
        eprintln!(
            "TEST_DATABASE_URL is not set; the PostgreSQL run of the seeder is not exercised"
        );
        return;
    };
    let db = TestDatabase::postgres_on(&admin_url);
    let dir = tempfile::tempdir().unwrap();
    {
        let store = Store::connect(db.url(), 4).unwrap();
        store.migrate().unwrap();
        exercise(&store, &dir.path().join("uploads"));
    }
    drop(db);
}
