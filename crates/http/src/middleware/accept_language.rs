//! The language a client reads, from `Accept-Language`.

use axum::extract::FromRequestParts;

/// The language the client asks texts in (`Accept-Language`, which the web app sets to the
/// language on screen); `None` when it names none we speak.
pub struct AcceptLanguage(pub Option<escapes_core::language::Language>);

impl AcceptLanguage {
    /// The language these request headers ask for, if we speak it.
    pub fn of(headers: &axum::http::HeaderMap) -> Option<escapes_core::language::Language> {
        headers
            .get(axum::http::header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .and_then(escapes_core::language::Language::from_accept_language)
    }
}

impl<S: Send + Sync> FromRequestParts<S> for AcceptLanguage {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _state: &S,
    ) -> Result<Self, Self::Rejection> {
        Ok(Self(Self::of(&parts.headers)))
    }
}
