//! Extractors that turn axum's rejections into our error envelope.

use axum::body::Bytes;
use axum::extract::rejection::{JsonRejection, MissingJsonContentType};
use axum::extract::{FromRequest, FromRequestParts};
use escapes_core::refusal;
use serde::de::DeserializeOwned;

use crate::error::ApiError;
use crate::middleware::control_chars::{
    decodes_to_control, json_field_with_control, query_field_with_control,
};

/// `Query<T>` whose rejection is a 400 in our shape; a control character in any parameter is a
/// 400 on that parameter before `T` is built.
pub struct Query<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for Query<T> {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        state: &S,
    ) -> Result<Self, Self::Rejection> {
        if let Some(field) = parts.uri.query().and_then(query_field_with_control) {
            return Err(control_error(&field));
        }
        let axum::extract::Query(value) =
            axum::extract::Query::<T>::from_request_parts(parts, state).await?;
        Ok(Self(value))
    }
}

/// `Json<T>` whose rejection is a 400/413/415 in our shape; a control character in any text is a
/// 400 on its field before `T` is built.
pub struct Json<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for Json<T> {
    type Rejection = ApiError;

    async fn from_request(req: axum::extract::Request, state: &S) -> Result<Self, Self::Rejection> {
        if !json_content_type(req.headers()) {
            return Err(JsonRejection::from(MissingJsonContentType::default()).into());
        }
        let bytes = Bytes::from_request(req, state)
            .await
            .map_err(JsonRejection::from)?;
        Ok(Self(from_json(&bytes)?))
    }
}

/// A JSON body read as `T`: a control character in any text is a 400 on its field, and a wrong
/// value a 400 naming its field. A whole number may be spelled as JSON allows (`2`, `2.0`,
/// `2e0`): JSON Schema's `integer` admits them all, and so does the server.
pub(crate) fn from_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    if let Some(field) = json_field_with_control(bytes) {
        return Err(control_error(&field));
    }
    let mut value: serde_json::Value = serde_json::from_slice(bytes)
        .map_err(|_| ApiError::bad_request(refusal!("err-h-json-syntax")))?;
    // Every body the API documents is an object; serde would also read a struct from a list
    // (`[]` as a struct with every field left out), which the document does not allow.
    if !value.is_object() {
        return Err(not_an_object());
    }
    whole_numbers_as_integers(&mut value);
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let reason = e.into_inner().to_string();
        if path == "." && !reason.starts_with("missing field") {
            return not_an_object();
        }
        let detail = if path == "." {
            reason
        } else {
            format!("{path}: {reason}")
        };
        crate::error::field_error(&detail)
    })
}

fn not_an_object() -> ApiError {
    let message = refusal!("err-h-body-not-object");
    let mut error = ApiError::bad_request(message.clone());
    error.fields.insert("body".into(), message);
    error
}

/// A body that may be left out: nothing, whitespace or `null` is `T::default()`.
pub(crate) fn from_optional_json<T: Default + DeserializeOwned>(
    bytes: &[u8],
) -> Result<T, ApiError> {
    let text = bytes.trim_ascii();
    if text.is_empty() || text == b"null" {
        return Ok(T::default());
    }
    from_json(text)
}

fn whole_numbers_as_integers(value: &mut serde_json::Value) {
    use serde_json::Value;
    match value {
        Value::Number(n) if n.is_f64() => {
            let f = n.as_f64().unwrap_or(f64::NAN);
            // Strictly inside i64's range: 2^63 itself rounds from f64 to i64::MAX silently.
            if f.fract() == 0.0 && f.abs() < 9.223_372_036_854_775e18 {
                *value = Value::from(f as i64);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(whole_numbers_as_integers),
        Value::Object(fields) => fields.values_mut().for_each(whole_numbers_as_integers),
        _ => {}
    }
}

/// `application/json` or any `+json` type, as axum's own `Json` accepts.
fn json_content_type(headers: &axum::http::HeaderMap) -> bool {
    let Some(value) = headers
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    let essence = value
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    match essence.split_once('/') {
        Some((kind, sub)) => kind == "application" && (sub == "json" || sub.ends_with("+json")),
        None => false,
    }
}

fn control_error(field: &str) -> ApiError {
    let field = if field.is_empty() { "body" } else { field };
    escapes_core::CoreError::field(field, refusal!("err-h-field-control-chars", field = field))
        .into()
}

/// `Path<T>` whose rejection is a 404 in our shape; no resource's name holds a control character.
pub struct Path<T>(pub T);

impl<T: DeserializeOwned + Send, S: Send + Sync> FromRequestParts<S> for Path<T> {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        state: &S,
    ) -> Result<Self, Self::Rejection> {
        if decodes_to_control(parts.uri.path()) {
            return Err(ApiError::not_found(escapes_core::Missing::Resource));
        }
        let axum::extract::Path(value) =
            axum::extract::Path::<T>::from_request_parts(parts, state).await?;
        Ok(Self(value))
    }
}

/// The client's address: the socket's peer (`serve` adds it), or what a trusted reverse proxy
/// says it forwarded (`client_addr`); `None` where there is no socket, as in tests that call the
/// router directly.
pub struct ClientIp(pub Option<String>);

impl FromRequestParts<crate::AppState> for ClientIp {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        state: &crate::AppState,
    ) -> Result<Self, Self::Rejection> {
        let ip = parts
            .extensions
            .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
            .map(|info| {
                state
                    .config
                    .trusted_proxies
                    .client(info.0.ip(), &parts.headers)
                    .to_string()
            });
        Ok(Self(ip))
    }
}

pub use crate::middleware::accept_language::AcceptLanguage;
