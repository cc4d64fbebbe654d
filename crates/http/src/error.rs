//! One error type and one JSON shape for every failure (API.md "API conventions").
//! Domain errors are mapped to a status here, once; internal errors are logged and hidden.

use std::borrow::Cow;

use axum::body::Body;
use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::extract::Request;
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Json;
use escapes_core::i18n::errors;
use escapes_core::language::Language;
use escapes_core::{CoreError, FieldErrors};
use serde::Serialize;

use crate::middleware::accept_language::AcceptLanguage;

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct ErrorDetail {
    /// Stable SCREAMING_SNAKE code, e.g. VALIDATION_FAILED.
    pub code: String,
    pub message: String,
    /// Field name → message, for validation errors.
    #[serde(skip_serializing_if = "FieldErrors::is_empty")]
    pub fields: FieldErrors,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    pub success: bool,
    pub message: String,
    pub error: ErrorDetail,
}

#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
    pub fields: FieldErrors,
    /// Seconds for the `Retry-After` header of a 429.
    pub retry_after: Option<u64>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self {
            status,
            code,
            message: message.into(),
            fields: FieldErrors::new(),
            retry_after: None,
        }
    }

    pub fn not_found(what: &str) -> Self {
        let mut what = what.to_string();
        if let Some(first) = what.get_mut(0..1) {
            first.make_ascii_uppercase();
        }
        Self::new(
            StatusCode::NOT_FOUND,
            "NOT_FOUND",
            format!("{what} not found"),
        )
    }

    fn internal(detail: &str) -> Self {
        tracing::error!(%detail, "internal error");
        Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "INTERNAL",
            "Something went wrong. Please try again later.",
        )
    }

    pub(crate) fn bad_request(message: String) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "VALIDATION_FAILED", message)
    }
}

impl From<CoreError> for ApiError {
    fn from(e: CoreError) -> Self {
        match e {
            CoreError::NotFound(what) => Self::not_found(what),
            CoreError::Validation { message, fields } => Self {
                status: StatusCode::BAD_REQUEST,
                code: "VALIDATION_FAILED",
                message,
                fields,
                retry_after: None,
            },
            CoreError::RateLimited {
                message,
                retry_after,
            } => Self {
                retry_after: Some(retry_after),
                ..Self::new(StatusCode::TOO_MANY_REQUESTS, "RATE_LIMITED", message)
            },
            // 400 so the client reads it as PRODUCT.md §8's "Invalid OTP" path.
            CoreError::OtpRejected {
                code,
                message,
                fields,
            } => Self {
                fields,
                ..Self::new(StatusCode::BAD_REQUEST, code, message)
            },
            // Not a 5xx: the client shows PRODUCT.md §8's "Unable to send OTP" with this message.
            CoreError::Delivery(detail) => {
                tracing::warn!(%detail, "delivery failed");
                Self::new(
                    StatusCode::FAILED_DEPENDENCY,
                    "DELIVERY_FAILED",
                    "Unable to send OTP. Please try again in a moment.",
                )
            }
            CoreError::Unauthorized(message) => {
                Self::new(StatusCode::UNAUTHORIZED, "UNAUTHORIZED", message)
            }
            CoreError::Forbidden { code, message } => {
                Self::new(StatusCode::FORBIDDEN, code, message)
            }
            CoreError::Unprocessable { code, message } => {
                Self::new(StatusCode::UNPROCESSABLE_ENTITY, code, message)
            }
            CoreError::Conflict { code, message } => Self::new(StatusCode::CONFLICT, code, message),
            CoreError::Rejected { code, message } => {
                Self::new(StatusCode::BAD_REQUEST, code, message)
            }
            // 502: our side is fine, the provider is not; nothing was stored.
            CoreError::PaymentProvider(detail) => {
                tracing::warn!(%detail, "payment provider failed");
                Self::new(
                    StatusCode::BAD_GATEWAY,
                    "PAYMENT_PROVIDER_FAILED",
                    "We could not start the payment with our payment provider. Please try again in a moment.",
                )
            }
            CoreError::Unavailable(detail) => {
                tracing::warn!(%detail, "dependency unavailable");
                Self::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "UNAVAILABLE",
                    "Service temporarily unavailable. Please try again.",
                )
            }
            CoreError::Config(detail) => Self::internal(&detail),
            CoreError::Internal(e) => Self::internal(&format!("{e:#}")),
        }
    }
}

impl From<JsonRejection> for ApiError {
    fn from(r: JsonRejection) -> Self {
        match r {
            JsonRejection::MissingJsonContentType(_) => Self::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "UNSUPPORTED_MEDIA_TYPE",
                "Send the body as JSON with Content-Type: application/json",
            ),
            JsonRejection::JsonSyntaxError(_) => {
                Self::bad_request("The request body is not valid JSON".into())
            }
            other if other.status() == StatusCode::PAYLOAD_TOO_LARGE => Self::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "PAYLOAD_TOO_LARGE",
                "The request is too large.",
            ),
            JsonRejection::JsonDataError(e) => field_error(&e.body_text()),
            other => Self::bad_request(format!("Invalid request body: {}", other.body_text())),
        }
    }
}

impl From<QueryRejection> for ApiError {
    fn from(r: QueryRejection) -> Self {
        field_error(&r.body_text())
    }
}

impl From<PathRejection> for ApiError {
    fn from(_: PathRejection) -> Self {
        Self::not_found("resource")
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            success: false,
            message: self.message.clone(),
            error: ErrorDetail {
                code: self.code.to_string(),
                message: self.message,
                fields: self.fields,
            },
        };
        // Kept for `in_readers_language`, which words it again for a reader of Telugu or Hindi.
        let english = body.clone();
        let mut res = (self.status, Json(body)).into_response();
        res.extensions_mut().insert(english);
        if let Some(seconds) = self.retry_after {
            res.headers_mut()
                .insert(axum::http::header::RETRY_AFTER, seconds.into());
        }
        res
    }
}

/// A refusal (`success: false`, the shape of [`ErrorBody`]: an API answer or a socket
/// acknowledgement) in `language`, its field messages too; the code stays.
pub(crate) fn refusal_in(language: Language, body: &mut serde_json::Value) {
    if language == Language::En || body["success"] != false {
        return;
    }
    let say = |text: &mut serde_json::Value| {
        if let Some(Cow::Owned(said)) = text.as_str().map(|t| errors::in_language(language, t)) {
            *text = said.into();
        }
    };
    say(&mut body["message"]);
    if let Some(error) = body.get_mut("error") {
        say(&mut error["message"]);
        if let Some(fields) = error.get_mut("fields").and_then(|f| f.as_object_mut()) {
            fields.values_mut().for_each(say);
        }
    }
}

/// Every refusal in the language the client reads (`Accept-Language`; the web app sends the
/// language on screen). Done here, once, after the handler, so that routes and extractors word
/// their refusals in English as the rules do, and none has to know the reader. The admin console
/// stays English, whatever the admin's browser asks for.
pub async fn in_readers_language(req: Request, next: Next) -> Response {
    let language = AcceptLanguage::of(req.headers())
        .filter(|_| !req.uri().path().starts_with(crate::ADMIN_API_PREFIX));
    let mut res = next.run(req).await;
    let Some(english) = res.extensions_mut().remove::<ErrorBody>() else {
        return res;
    };
    res.headers_mut()
        .append(header::VARY, HeaderValue::from_static("accept-language"));
    let Some(language) = language.filter(|l| *l != Language::En) else {
        return res;
    };
    let (mut parts, _) = res.into_parts();
    parts.headers.remove(header::CONTENT_LENGTH);
    let said = serde_json::to_value(&english).map(|mut body| {
        refusal_in(language, &mut body);
        body
    });
    match said.and_then(|body| serde_json::to_vec(&body)) {
        Ok(bytes) => Response::from_parts(parts, Body::from(bytes)),
        Err(e) => ApiError::internal(&format!("a refusal did not serialize: {e}")).into_response(),
    }
}

/// "Failed to deserialize …: halfDayPrice: invalid type: string \"x\", expected i64 at line 1
/// column 20" → "halfDayPrice must be a whole number" on `halfDayPrice`: the field and what it
/// must be, in the style of the domain's own messages, without the parser's words or positions.
pub(crate) fn field_error(text: &str) -> ApiError {
    let detail = ["target type: ", "query string: "]
        .iter()
        .find_map(|p| text.split_once(p).map(|(_, d)| d))
        .unwrap_or(text);
    let detail = detail.split(" at line ").next().unwrap_or(detail);
    // "missing field `start`" has no path of its own when it is at the top.
    if let Some(name) = detail
        .strip_prefix("missing field `")
        .and_then(|r| r.split('`').next())
    {
        return field_message(name, format!("{name} is required"));
    }
    match detail.split_once(": ") {
        Some((path, why)) if !path.contains(' ') => {
            let field = path.rsplit('.').next().unwrap_or(path);
            field_message(path, plain_reason(field, why))
        }
        _ => ApiError::bad_request("The request has a value of the wrong kind".into()),
    }
}

fn field_message(field: &str, message: String) -> ApiError {
    let mut e = ApiError::bad_request(message.clone());
    e.fields.insert(field.to_string(), message);
    e
}

/// What `field` must be, from serde's reason.
fn plain_reason(field: &str, why: &str) -> String {
    if let Some(name) = why
        .strip_prefix("missing field `")
        .and_then(|r| r.split('`').next())
    {
        return format!("{name} is required");
    }
    if let Some(options) = why.split_once("expected one of ").map(|(_, o)| o) {
        return format!("{field} must be one of {}", options.replace('`', ""));
    }
    let expected = why.rsplit_once("expected ").map_or("", |(_, e)| e);
    let kind = if why.contains("invalid digit") || why.contains("invalid number") {
        "a whole number"
    } else if why.contains("too large") || why.contains("too small") {
        return format!("{field} is out of range");
    } else if [
        "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "usize", "isize", "integer",
    ]
    .iter()
    .any(|t| expected.contains(t))
    {
        "a whole number"
    } else if expected.contains("f32") || expected.contains("f64") || expected.contains("float") {
        "a number"
    } else if expected.contains("bool") {
        "true or false"
    } else if expected.contains("string") || expected.contains("char") {
        "text"
    } else if expected.contains("sequence") || expected.contains("tuple") {
        "a list"
    } else if expected.contains("map") || expected.contains("struct") {
        "an object"
    } else {
        return format!("{field} is not valid");
    };
    format!("{field} must be {kind}")
}

#[cfg(test)]
mod tests {
    use super::{field_error, refusal_in, Language};

    fn said(text: &str) -> (String, Vec<(String, String)>) {
        let e = field_error(text);
        (e.message, e.fields.into_iter().collect())
    }

    #[test]
    fn parser_reasons_become_field_messages() {
        let body = "Failed to deserialize the JSON body into the target type: ";
        assert_eq!(
            said(&format!(
                "{body}halfDayPrice: invalid type: string \"x\", expected i64 at line 1 column 20"
            )),
            (
                "halfDayPrice must be a whole number".into(),
                vec![(
                    "halfDayPrice".into(),
                    "halfDayPrice must be a whole number".into()
                )]
            )
        );
        assert_eq!(
            said(&format!("{body}consent: invalid type: string \"yes\", expected a boolean at line 1 column 9")).0,
            "consent must be true or false"
        );
        assert_eq!(
            said(&format!("{body}missing field `start` at line 1 column 2")).1,
            vec![("start".into(), "start is required".into())]
        );
        assert_eq!(
            said(&format!("{body}bookingType: unknown variant `weekly`, expected one of `half_day`, `full_day`")).0,
            "bookingType must be one of half_day, full_day"
        );
        assert_eq!(
            said("Failed to deserialize query string: propertyId: invalid digit found in string").1,
            vec![(
                "propertyId".into(),
                "propertyId must be a whole number".into()
            )]
        );
        assert_eq!(
            said(
                "Failed to deserialize query string: page: number too large to fit in target type"
            )
            .0,
            "page is out of range"
        );
        assert_eq!(
            said(&format!(
                "{body}guest.name: invalid type: integer `5`, expected a string"
            ))
            .1,
            vec![("guest.name".into(), "name must be text".into())]
        );
        let (message, _) = said(&format!("{body}invalid type: null, expected struct X"));
        assert!(!message.contains("expected"), "{message}");
    }

    #[test]
    fn a_socket_refusal_reads_in_the_users_language_and_an_answer_is_left_alone() {
        let english = "Message cannot be empty";
        let mut refused = serde_json::json!({
            "success": false,
            "message": english,
            "error": { "code": "VALIDATION_FAILED", "message": english, "fields": { "content": english } },
        });
        refusal_in(Language::Te, &mut refused);
        let said = refused["message"].as_str().unwrap().to_string();
        assert!(!said.is_ascii(), "{said}");
        assert_eq!(refused["error"]["message"], said);
        assert_eq!(refused["error"]["fields"]["content"], said);
        assert_eq!(refused["error"]["code"], "VALIDATION_FAILED");

        let mut answered = serde_json::json!({ "success": true, "data": { "message": english } });
        let before = answered.clone();
        refusal_in(Language::Hi, &mut answered);
        assert_eq!(
            answered, before,
            "a message's own content is never translated"
        );
        let mut english_reader = serde_json::json!({ "success": false, "message": english });
        refusal_in(Language::En, &mut english_reader);
        assert_eq!(english_reader["message"], english);
    }
}
