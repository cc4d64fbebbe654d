//! One error type and one JSON shape for every failure (API.md "API conventions").
//! Domain errors are mapped to a status here, once; internal errors are logged and hidden.

use std::collections::BTreeMap;

use axum::body::Body;
use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::extract::Request;
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Json;
use escapes_core::language::Language;
use escapes_core::{refusal, CoreError, FieldErrors, Missing, Said};
use serde::Serialize;

use crate::middleware::accept_language::AcceptLanguage;

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct ErrorDetail {
    /// Stable SCREAMING_SNAKE code, e.g. VALIDATION_FAILED.
    pub code: String,
    pub message: String,
    /// Field name → message, for validation errors.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub fields: BTreeMap<String, String>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    pub success: bool,
    pub message: String,
    pub error: ErrorDetail,
}

#[derive(Debug, Clone)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: Said,
    pub fields: FieldErrors,
    /// Seconds for the `Retry-After` header of a 429.
    pub retry_after: Option<u64>,
}

/// A refusal's code and words, kept on the response so that `in_readers_language` can word it
/// again for a reader of Telugu or Hindi.
#[derive(Debug, Clone)]
struct Refusal {
    code: &'static str,
    message: Said,
    fields: FieldErrors,
}

impl Refusal {
    fn body(&self, language: Language) -> ErrorBody {
        let message = self.message.in_language(language);
        ErrorBody {
            success: false,
            message: message.clone(),
            error: ErrorDetail {
                code: self.code.to_string(),
                message,
                fields: self
                    .fields
                    .iter()
                    .map(|(field, said)| (field.clone(), said.in_language(language)))
                    .collect(),
            },
        }
    }
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: Said) -> Self {
        Self {
            status,
            code,
            message,
            fields: FieldErrors::new(),
            retry_after: None,
        }
    }

    pub fn not_found(what: Missing) -> Self {
        Self::new(StatusCode::NOT_FOUND, "NOT_FOUND", what.said())
    }

    fn internal(detail: &str) -> Self {
        tracing::error!(%detail, "internal error");
        Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "INTERNAL",
            refusal!("err-h-internal"),
        )
    }

    pub(crate) fn bad_request(message: Said) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "VALIDATION_FAILED", message)
    }

    fn refusal(&self) -> Refusal {
        Refusal {
            code: self.code,
            message: self.message.clone(),
            fields: self.fields.clone(),
        }
    }

    /// The refusal as a socket acknowledgement or an API answer's body, in `language`.
    pub(crate) fn body_in(&self, language: Language) -> ErrorBody {
        self.refusal().body(language)
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
                    refusal!("err-h-otp-delivery-failed"),
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
                    refusal!("err-h-payment-provider-failed"),
                )
            }
            CoreError::Unavailable(detail) => {
                tracing::warn!(%detail, "dependency unavailable");
                Self::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "UNAVAILABLE",
                    refusal!("err-h-unavailable"),
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
                refusal!("err-h-json-content-type"),
            ),
            JsonRejection::JsonSyntaxError(_) => Self::bad_request(refusal!("err-h-json-syntax")),
            other if other.status() == StatusCode::PAYLOAD_TOO_LARGE => Self::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "PAYLOAD_TOO_LARGE",
                refusal!("err-h-request-too-large"),
            ),
            JsonRejection::JsonDataError(e) => field_error(&e.body_text()),
            other => Self::bad_request(refusal!("err-h-body-invalid", detail = other.body_text())),
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
        Self::not_found(Missing::Resource)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let refusal = self.refusal();
        let mut res = (self.status, Json(refusal.body(Language::En))).into_response();
        res.extensions_mut().insert(refusal);
        if let Some(seconds) = self.retry_after {
            res.headers_mut()
                .insert(axum::http::header::RETRY_AFTER, seconds.into());
        }
        res
    }
}

/// Every refusal in the language the client reads (`Accept-Language`; the web app sends the
/// language on screen). Done here, once, after the handler: routes and extractors refuse with a
/// catalogued message ([`Said`]), and none has to know the reader. The admin console stays
/// English, whatever the admin's browser asks for.
pub async fn in_readers_language(req: Request, next: Next) -> Response {
    let language = AcceptLanguage::of(req.headers())
        .filter(|_| !req.uri().path().starts_with(crate::ADMIN_API_PREFIX));
    let mut res = next.run(req).await;
    let Some(refusal) = res.extensions_mut().remove::<Refusal>() else {
        return res;
    };
    res.headers_mut()
        .append(header::VARY, HeaderValue::from_static("accept-language"));
    let Some(language) = language.filter(|l| *l != Language::En) else {
        return res;
    };
    let (mut parts, _) = res.into_parts();
    parts.headers.remove(header::CONTENT_LENGTH);
    match serde_json::to_vec(&refusal.body(language)) {
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
        return field_message(name, refusal!("err-h-field-required", field = name));
    }
    match detail.split_once(": ") {
        Some((path, why)) if !path.contains(' ') => {
            let field = path.rsplit('.').next().unwrap_or(path);
            field_message(path, plain_reason(field, why))
        }
        _ => ApiError::bad_request(refusal!("err-h-wrong-kind")),
    }
}

fn field_message(field: &str, message: Said) -> ApiError {
    let mut e = ApiError::bad_request(message.clone());
    e.fields.insert(field.to_string(), message);
    e
}

/// What `field` must be, from serde's reason.
fn plain_reason(field: &str, why: &str) -> Said {
    if let Some(name) = why
        .strip_prefix("missing field `")
        .and_then(|r| r.split('`').next())
    {
        return refusal!("err-h-field-required", field = name);
    }
    if let Some(options) = why.split_once("expected one of ").map(|(_, o)| o) {
        return refusal!(
            "err-h-field-one-of",
            field = field,
            values = options.replace('`', "")
        );
    }
    let expected = why.rsplit_once("expected ").map_or("", |(_, e)| e);
    if why.contains("invalid digit") || why.contains("invalid number") {
        refusal!("err-h-field-whole-number", field = field)
    } else if why.contains("too large") || why.contains("too small") {
        refusal!("err-h-field-out-of-range", field = field)
    } else if [
        "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "usize", "isize", "integer",
    ]
    .iter()
    .any(|t| expected.contains(t))
    {
        refusal!("err-h-field-whole-number", field = field)
    } else if expected.contains("f32") || expected.contains("f64") || expected.contains("float") {
        refusal!("err-h-field-number", field = field)
    } else if expected.contains("bool") {
        refusal!("err-h-field-true-false", field = field)
    } else if expected.contains("string") || expected.contains("char") {
        refusal!("err-h-field-text", field = field)
    } else if expected.contains("sequence") || expected.contains("tuple") {
        refusal!("err-h-field-list", field = field)
    } else if expected.contains("map") || expected.contains("struct") {
        refusal!("err-h-field-object", field = field)
    } else {
        refusal!("err-h-field-not-valid", field = field)
    }
}

#[cfg(test)]
mod tests {
    use super::{field_error, refusal, ApiError, CoreError, Language};

    fn said(text: &str) -> (String, Vec<(String, String)>) {
        let e = field_error(text);
        let body = e.body_in(Language::En);
        (body.message, body.error.fields.into_iter().collect())
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
    fn a_refusal_reads_in_the_readers_language_with_its_code() {
        let english = "Message cannot be empty";
        let refused = ApiError::from(CoreError::field("content", refusal!("err-h-msg-empty")));
        let en = refused.body_in(Language::En);
        assert_eq!(en.message, english);
        assert_eq!(en.error.fields["content"], english);
        let te = refused.body_in(Language::Te);
        assert!(!te.message.is_ascii(), "{}", te.message);
        assert_eq!(te.error.message, te.message);
        assert_eq!(te.error.fields["content"], te.message);
        assert_eq!(te.error.code, "VALIDATION_FAILED");
        let hi = refused.body_in(Language::Hi);
        assert_ne!(hi.message, te.message);
        let field =
            field_error("Failed to deserialize query string: page: invalid digit found in string");
        assert_eq!(
            field.body_in(Language::En).message,
            "page must be a whole number"
        );
        let te = field.body_in(Language::Te).message;
        assert!(te.contains("page") && !te.is_ascii(), "{te}");
    }
}
