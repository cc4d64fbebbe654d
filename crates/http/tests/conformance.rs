//! Where the API document and the server's answers must agree, on SQLite and on PostgreSQL: an
//! id out of range in a path is the JSON envelope's 404, a body is the object the document
//! describes (a list is not one), a field the document requires is refused when missing, and
//! text the document allows is taken.

mod support;

use axum::http::{header, StatusCode};
use serde_json::{json, Value};
use support::TestApp;

const GUEST: &str = "+919876500001";
const OWNER: &str = "+919000000001";
const ALPHA: i64 = 1;
const TOO_BIG: &str = "9223372036854775808";

fn token(session: &Value) -> String {
    session["token"].as_str().unwrap().to_string()
}

async fn guest(app: &TestApp) -> String {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    token(&app.sign_in(GUEST).await)
}

async fn an_id_out_of_range_in_a_path_is_a_json_404(app: TestApp) {
    let t = guest(&app).await;
    for (method, path) in [
        ("DELETE", format!("/api/v1/users/me/alerts/{TOO_BIG}")),
        ("PUT", format!("/api/v1/users/me/saved/{TOO_BIG}")),
        ("DELETE", format!("/api/v1/users/me/saved/{TOO_BIG}")),
        ("PUT", "/api/v1/users/me/saved/abc".to_string()),
    ] {
        let res = app.call(method, &path, Some(&t), None).await;
        assert_eq!(
            res.status,
            StatusCode::NOT_FOUND,
            "{method} {path}: {}",
            res.text
        );
        assert!(
            res.headers[header::CONTENT_TYPE]
                .to_str()
                .unwrap()
                .starts_with("application/json"),
            "{method} {path}: {:?}",
            res.headers
        );
        assert_eq!(res.json()["success"], false, "{}", res.text);
        assert_eq!(res.json()["error"]["code"], "NOT_FOUND", "{}", res.text);
    }
}

async fn a_body_is_the_object_the_document_describes(app: TestApp) {
    let t = guest(&app).await;
    let doc = app.get("/api/openapi.json").await.json();
    let schema = |name: &str| doc["components"]["schemas"][name].clone();

    // A list is no object, though serde would read one as a struct with every field left out.
    assert_eq!(schema("MergeRequest")["type"], "object");
    for body in [json!([]), json!([[1, 2]]), json!("x"), json!(3)] {
        let res = app
            .call(
                "POST",
                "/api/v1/users/me/saved/merge",
                Some(&t),
                Some(&body),
            )
            .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{body}: {}", res.text);
        assert_eq!(
            res.json()["error"]["fields"]["body"],
            "The request body must be a JSON object with the documented fields"
        );
    }
    let res = app
        .call(
            "POST",
            "/api/v1/users/me/saved/merge",
            Some(&t),
            Some(&json!({"propertyIds": []})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);

    // The language is required, as the document says, with the field's own message.
    assert_eq!(schema("LanguageRequest")["required"], json!(["language"]));
    let res = app
        .call(
            "PUT",
            "/api/v1/users/me/language",
            Some(&t),
            Some(&json!({})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(
        res.json()["error"]["fields"]["language"],
        "Choose English, Telugu or Hindi"
    );
    let res = app
        .call(
            "PUT",
            "/api/v1/users/me/language",
            Some(&t),
            Some(&json!({"language": "te"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);

    // A performance report needs no session id (PRODUCT.md §7 sends none).
    let required = schema("PerformanceReport")["required"].clone();
    assert!(
        !required
            .as_array()
            .is_some_and(|r| r.contains(&json!("sessionId"))),
        "{required}"
    );
}

async fn a_tab_in_a_photo_caption_reads_as_a_space(app: TestApp) {
    let owner = token(&app.sign_in(OWNER).await);
    app.add_ready_photo(ALPHA);
    let photo: i64 = app
        .store
        .run_blocking(|c| {
            use diesel::prelude::*;
            use escapes_core::store::schema::property_images as i;
            Ok(i::table
                .filter(i::property_id.eq(ALPHA))
                .select(i::id)
                .order(i::id.desc())
                .first(c)?)
        })
        .unwrap();
    let uri = format!("/api/v1/owner/properties/{ALPHA}/photos/{photo}");
    let res = app
        .call(
            "PUT",
            &uri,
            Some(&owner),
            Some(&json!({"alt": "Mango trees\tby the\r\nlawn"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["alt"], "Mango trees by the lawn");
    // Other controls are still refused, as the document says.
    let res = app
        .call("PUT", &uri, Some(&owner), Some(&json!({"alt": "a\u{7}b"})))
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
}

on_both_databases! {
    an_id_out_of_range_in_a_path_is_a_json_404_case => an_id_out_of_range_in_a_path_is_a_json_404;
    a_body_is_the_object_the_document_describes_case => a_body_is_the_object_the_document_describes;
    a_tab_in_a_photo_caption_reads_as_a_space_case => a_tab_in_a_photo_caption_reads_as_a_space;
}
