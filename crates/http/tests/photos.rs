//! Listing photos through the real router, on SQLite and on PostgreSQL: an upload is checked
//! from its bytes, kept privately, resized off the request path into WebP and JPEG copies that
//! are served with long cache lifetimes; bad files are refused with a code and leave nothing
//! behind; photos are reordered, captioned and removed by their owner only.

mod support;

use std::time::Duration;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use serde_json::{json, Value};
use support::TestApp;

const OWNER: &str = "+919000000001";
const OTHER_OWNER: &str = "+919000000002";
const ALPHA: i64 = 1;
const BOUNDARY: &str = "----escapes-test-boundary";

async fn signed_in(app: &TestApp, phone: &str) -> String {
    app.sign_in(phone).await["token"]
        .as_str()
        .unwrap()
        .to_string()
}

/// A photo-like JPEG: gradients, so the encoder has something to keep.
fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let img = image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, ((x + y) % 256) as u8])
    });
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Jpeg).unwrap();
    out.into_inner()
}

/// A PNG whose header claims `width` × `height` (a decompression bomb), with valid CRCs.
fn png_claiming(width: u32, height: u32) -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    image::RgbImage::new(1, 1)
        .write_to(&mut out, image::ImageFormat::Png)
        .unwrap();
    let mut png = out.into_inner();
    // IHDR data starts after the 8-byte signature, the 4-byte length and the 4-byte type.
    png[16..20].copy_from_slice(&width.to_be_bytes());
    png[20..24].copy_from_slice(&height.to_be_bytes());
    let crc = crc32fast::hash(&png[12..29]);
    png[29..33].copy_from_slice(&crc.to_be_bytes());
    png
}

fn multipart(file: &[u8], filename: &str, alt: Option<&str>) -> Vec<u8> {
    let mut body = Vec::new();
    if let Some(alt) = alt {
        body.extend_from_slice(
            format!(
                "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"alt\"\r\n\r\n{alt}\r\n"
            )
            .as_bytes(),
        );
    }
    body.extend_from_slice(
        format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{filename}\"\r\nContent-Type: image/jpeg\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(file);
    body.extend_from_slice(format!("\r\n--{BOUNDARY}--\r\n").as_bytes());
    body
}

async fn upload(
    app: &TestApp,
    token: &str,
    property: i64,
    file: &[u8],
    alt: Option<&str>,
) -> support::Response {
    let req = Request::post(format!("/api/v1/owner/properties/{property}/photos"))
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .header(
            header::CONTENT_TYPE,
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(Body::from(multipart(file, "photo.jpg", alt)))
        .unwrap();
    app.request(req).await
}

async fn listing(app: &TestApp, token: &str, id: i64) -> Value {
    let res = app
        .call(
            "GET",
            &format!("/api/v1/owner/properties/{id}"),
            Some(token),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"].clone()
}

/// The listing once no photo is processing (the queue runs in the background).
async fn settled(app: &TestApp, token: &str, id: i64) -> Value {
    for _ in 0..300 {
        let l = listing(app, token, id).await;
        if l["photos"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["status"] != "processing")
        {
            return l;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("photos still processing after 30 s");
}

fn originals(app: &TestApp) -> usize {
    let dir = app.data_dir().join("originals");
    walk(&dir)
}

fn walk(dir: &std::path::Path) -> usize {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| {
                    if e.path().is_dir() {
                        walk(&e.path())
                    } else {
                        1
                    }
                })
                .sum()
        })
        .unwrap_or(0)
}

async fn an_upload_becomes_webp_and_jpeg_copies_served_for_a_year(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let before = listing(&app, &owner, ALPHA).await["photos"]
        .as_array()
        .unwrap()
        .len();
    let res = upload(
        &app,
        &owner,
        ALPHA,
        &jpeg(1400, 933),
        Some("The pool at noon"),
    )
    .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let photo = res.json()["data"].clone();
    assert_eq!(photo["status"], "processing");
    assert_eq!(photo["alt"], "The pool at noon");

    let l = settled(&app, &owner, ALPHA).await;
    let photos = l["photos"].as_array().unwrap();
    assert_eq!(photos.len(), before + 1);
    let p = photos.last().unwrap();
    assert_eq!(p["status"], "ready", "{p}");
    let copies: Vec<(i64, String)> = p["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            (
                v["width"].as_i64().unwrap(),
                v["format"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    // 480, 800 and 1200 wide (never upscaled past 1400), each as WebP and JPEG.
    for w in [480, 800, 1200] {
        assert!(copies.contains(&(w, "webp".into())), "{copies:?}");
        assert!(copies.contains(&(w, "jpeg".into())), "{copies:?}");
    }
    assert!(!copies.iter().any(|(w, _)| *w > 1400), "{copies:?}");
    for v in p["variants"].as_array().unwrap() {
        let res = app.get(v["url"].as_str().unwrap()).await;
        assert_eq!(res.status, StatusCode::OK, "{v}");
        assert_eq!(
            res.headers[header::CACHE_CONTROL],
            "public, max-age=31536000, immutable"
        );
        let kind = res.headers[header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .to_string();
        assert_eq!(
            kind,
            if v["format"] == "webp" {
                "image/webp"
            } else {
                "image/jpeg"
            }
        );
    }
    // The original is kept, privately: nothing under /uploads names it.
    assert_eq!(originals(&app), 1);
    assert!(!p.to_string().contains("originals"));

    // Guests see the new photo with its copies on the property page.
    let page = app.get(&format!("/api/v1/properties/{ALPHA}")).await.json();
    let last = page["data"]["photos"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(last["alt"], "The pool at noon");
    assert!(last["variants"]
        .as_array()
        .unwrap()
        .iter()
        .any(|v| v["format"] == "webp"));
}

async fn bad_files_are_refused_with_a_code_and_leave_nothing(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let before = listing(&app, &owner, ALPHA).await["photos"]
        .as_array()
        .unwrap()
        .len();
    let good = jpeg(800, 600);
    let cases: Vec<(Vec<u8>, StatusCode, &str)> = vec![
        (
            b"not an image at all, just words".to_vec(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "PHOTO_UNSUPPORTED",
        ),
        (
            good[..good.len() / 2].to_vec(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "PHOTO_UNREADABLE",
        ),
        (
            png_claiming(20_000, 20_000),
            StatusCode::UNPROCESSABLE_ENTITY,
            "PHOTO_TOO_MANY_PIXELS",
        ),
        (
            jpeg(200, 150),
            StatusCode::UNPROCESSABLE_ENTITY,
            "PHOTO_TOO_SMALL",
        ),
        (
            vec![0xFF; 16 * 1024 * 1024],
            StatusCode::PAYLOAD_TOO_LARGE,
            "",
        ),
    ];
    for (bytes, status, code) in cases {
        let res = upload(&app, &owner, ALPHA, &bytes, None).await;
        assert_eq!(res.status, status, "{code}: {}", res.text);
        if !code.is_empty() {
            let e = res.json()["error"].clone();
            assert_eq!(e["code"], code, "{e}");
            assert!(!e["message"].as_str().unwrap().is_empty());
        }
    }
    let res = app
        .request(
            Request::post(format!("/api/v1/owner/properties/{ALPHA}/photos"))
                .header(header::AUTHORIZATION, format!("Bearer {owner}"))
                .header(
                    header::CONTENT_TYPE,
                    format!("multipart/form-data; boundary={BOUNDARY}"),
                )
                .body(Body::from(format!("--{BOUNDARY}--\r\n")))
                .unwrap(),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(
        res.json()["error"]["fields"]["file"],
        "Choose a photo to upload"
    );
    // Not multipart at all: a JSON field message, not the extractor's plain text.
    for content_type in ["multipart/form-data", "application/json"] {
        let res = app
            .request(
                Request::post(format!("/api/v1/owner/properties/{ALPHA}/photos"))
                    .header(header::AUTHORIZATION, format!("Bearer {owner}"))
                    .header(header::CONTENT_TYPE, content_type)
                    .body(Body::from("{}"))
                    .unwrap(),
            )
            .await;
        assert_eq!(
            res.status,
            StatusCode::BAD_REQUEST,
            "{content_type}: {}",
            res.text
        );
        assert_eq!(
            res.json()["error"]["fields"]["file"],
            "The upload could not be read. Send the photo as multipart/form-data in the field file.",
            "{content_type}"
        );
    }
    assert_eq!(
        listing(&app, &owner, ALPHA).await["photos"]
            .as_array()
            .unwrap()
            .len(),
        before
    );
    assert_eq!(originals(&app), 0);
}

async fn the_owner_orders_captions_and_removes_photos(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let l = listing(&app, &owner, ALPHA).await;
    let mut ids: Vec<i64> = l["photos"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_i64().unwrap())
        .collect();
    ids.reverse();
    let uri = format!("/api/v1/owner/properties/{ALPHA}/photos/order");
    let res = app
        .call("PUT", &uri, Some(&owner), Some(&json!({"photoIds": ids})))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let now: Vec<i64> = listing(&app, &owner, ALPHA).await["photos"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_i64().unwrap())
        .collect();
    assert_eq!(now, ids);
    // The guest page's cover follows the order.
    let page = app.get(&format!("/api/v1/properties/{ALPHA}")).await.json();
    assert_eq!(
        page["data"]["photos"][0]["url"],
        listing(&app, &owner, ALPHA).await["photos"][0]["url"]
    );
    // Missing or foreign ids change nothing.
    let res = app
        .call(
            "PUT",
            &uri,
            Some(&owner),
            Some(&json!({"photoIds": [ids[0]]})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);

    let alt_uri = format!("/api/v1/owner/properties/{ALPHA}/photos/{}", ids[0]);
    let res = app
        .call(
            "PUT",
            &alt_uri,
            Some(&owner),
            Some(&json!({"alt": "Mango trees by the lawn"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["alt"], "Mango trees by the lawn");
    let res = app
        .call(
            "PUT",
            &alt_uri,
            Some(&owner),
            Some(&json!({"alt": "a\u{0}b"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);

    // Another owner, a guest and nobody: refused, nothing changed.
    app.add_user(OTHER_OWNER, "Lakshmi Rao", None, "owner");
    let other = signed_in(&app, OTHER_OWNER).await;
    app.add_user("+919876500001", "Guest One", None, "user");
    let guest = signed_in(&app, "+919876500001").await;
    for (token, status) in [
        (Some(other.as_str()), StatusCode::NOT_FOUND),
        (Some(guest.as_str()), StatusCode::FORBIDDEN),
        (None, StatusCode::UNAUTHORIZED),
    ] {
        assert_eq!(
            app.call("DELETE", &alt_uri, token, None).await.status,
            status
        );
        assert_eq!(
            app.call("PUT", &alt_uri, token, Some(&json!({"alt": "x"})))
                .await
                .status,
            status
        );
        if let Some(t) = token {
            assert_eq!(
                upload(&app, t, ALPHA, &jpeg(800, 600), None).await.status,
                status
            );
        }
    }

    // A live listing keeps its last photo.
    let photos: Vec<i64> = listing(&app, &owner, ALPHA).await["photos"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_i64().unwrap())
        .collect();
    for (i, id) in photos.iter().enumerate() {
        let res = app
            .call(
                "DELETE",
                &format!("/api/v1/owner/properties/{ALPHA}/photos/{id}"),
                Some(&owner),
                None,
            )
            .await;
        if i + 1 < photos.len() {
            assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text);
        } else {
            assert_eq!(res.status, StatusCode::CONFLICT);
            assert_eq!(res.json()["error"]["code"], "LAST_PHOTO");
        }
    }
    assert_eq!(
        listing(&app, &owner, ALPHA).await["photos"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

async fn a_listing_holds_at_most_thirty_photos(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let have = listing(&app, &owner, ALPHA).await["photos"]
        .as_array()
        .unwrap()
        .len();
    for _ in have..30 {
        app.add_ready_photo(ALPHA);
    }
    let res = upload(&app, &owner, ALPHA, &jpeg(800, 600), None).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(res.json()["error"]["code"], "TOO_MANY_PHOTOS");
    assert_eq!(originals(&app), 0);
}

/// Uploads at once, as a phone sending a whole album does: each lands in its own place in the
/// order, the listing still holds at most 30, and none is refused as a duplicate of another.
async fn parallel_uploads_each_take_their_own_place(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let have = listing(&app, &owner, ALPHA).await["photos"]
        .as_array()
        .unwrap()
        .len();
    let photo = jpeg(400, 300);
    let answers =
        futures_util::future::join_all((0..45).map(|_| upload(&app, &owner, ALPHA, &photo, None)))
            .await;
    let created = answers
        .iter()
        .filter(|r| r.status == StatusCode::CREATED)
        .count();
    for refused in answers.iter().filter(|r| r.status != StatusCode::CREATED) {
        assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.text);
        assert_eq!(
            refused.json()["error"]["code"],
            "TOO_MANY_PHOTOS",
            "{}",
            refused.text
        );
    }
    assert_eq!(created, 30 - have);
    let photos = listing(&app, &owner, ALPHA).await["photos"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(photos, 30);
    assert_eq!(originals(&app), created);
}

/// The originals of one owner's photos take at most 2 GB together: the upload that would pass it
/// is refused and leaves nothing; removing a photo makes room again.
async fn an_owner_has_a_storage_quota(app: TestApp) {
    const QUOTA: i64 = 2 * 1024 * 1024 * 1024;
    let owner = signed_in(&app, OWNER).await;
    let photo = jpeg(800, 600);
    // Nearly full: the other listing's photos count too (ALPHA and BRAVO are both this owner's).
    // 1.5 GB here and 0.5 GB less the photo plus one byte there: one byte short of room for it.
    app.add_ready_photo_of(ALPHA, QUOTA - 1024 * 1024 * 1024 / 2);
    app.add_ready_photo_of(2, 1024 * 1024 * 1024 / 2 - photo.len() as i64 + 1);
    let res = upload(&app, &owner, ALPHA, &photo, None).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(res.json()["error"]["code"], "PHOTO_STORAGE_FULL");
    assert_eq!(
        res.json()["message"],
        "Your photos already take the 2 GB your account may store. Remove photos you no longer need to add more."
    );
    assert_eq!(originals(&app), 0);
    let hindi = Request::post(format!("/api/v1/owner/properties/{ALPHA}/photos"))
        .header(header::AUTHORIZATION, format!("Bearer {owner}"))
        .header(header::ACCEPT_LANGUAGE, "hi")
        .header(
            header::CONTENT_TYPE,
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(Body::from(multipart(&photo, "photo.jpg", None)))
        .unwrap();
    let res = app.request(hindi).await;
    assert!(
        res.json()["message"].as_str().unwrap().contains("2 GB जगह"),
        "{}",
        res.text
    );
    // Another owner is not held back by this one's photos.
    app.add_user(OTHER_OWNER, "Lakshmi Rao", None, "owner");
    let other = signed_in(&app, OTHER_OWNER).await;
    let draft = json!({"title": "Lakshmi's Grove", "location": "moinabad", "halfDayPrice": 6_000, "maxGuests": 12});
    let res = app
        .call(
            "POST",
            "/api/v1/owner/properties",
            Some(&other),
            Some(&draft),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let theirs = res.json()["data"]["id"].as_i64().unwrap();
    let res = upload(&app, &other, theirs, &photo, None).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);

    // Removing the big photo frees its bytes.
    let big = listing(&app, &owner, ALPHA).await["photos"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    let res = app
        .call(
            "DELETE",
            &format!("/api/v1/owner/properties/{ALPHA}/photos/{big}"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text);
    let res = upload(&app, &owner, ALPHA, &photo, None).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
}

on_both_databases! {
    parallel_uploads => parallel_uploads_each_take_their_own_place;
    storage_quota => an_owner_has_a_storage_quota;
    upload_makes_copies => an_upload_becomes_webp_and_jpeg_copies_served_for_a_year;
    bad_files => bad_files_are_refused_with_a_code_and_leave_nothing;
    order_alt_delete => the_owner_orders_captions_and_removes_photos;
    thirty_at_most => a_listing_holds_at_most_thirty_photos;
}
