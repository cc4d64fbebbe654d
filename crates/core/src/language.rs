//! The languages the guest and owner app, and the messages we send, are written in.

use serde::Serialize;

use crate::error::CoreError;
use crate::text_enum::text_enum;

text_enum! {
    /// English, Telugu or Hindi (ISO 639-1 codes).
    #[derive(Default, Serialize, utoipa::ToSchema)]
    #[serde(rename_all = "lowercase")]
    pub enum Language("language") {
        #[default]
        En = "en",
        Te = "te",
        Hi = "hi",
    }
}

impl Language {
    /// A language the user picks: anything else is a field message.
    pub fn parse(input: &str, field: &str) -> Result<Self, CoreError> {
        input
            .trim()
            .to_ascii_lowercase()
            .parse()
            .map_err(|_| CoreError::field(field, refusal!("err-h-language")))
    }

    /// A language a client hints at (`te-IN`, `hi`, `fr`): its primary subtag when we have it,
    /// else English.
    pub fn or_english(hint: &str) -> Self {
        let primary = hint.split(['-', '_']).next().unwrap_or("").trim();
        primary.to_ascii_lowercase().parse().unwrap_or_default()
    }

    /// The language of an `Accept-Language` header we speak, by the client's preference
    /// (`q`, then order); `None` when it names none of ours.
    pub fn from_accept_language(header: &str) -> Option<Self> {
        let mut ranked: Vec<(f32, usize, Self)> = header
            .split(',')
            .enumerate()
            .filter_map(|(order, item)| {
                let mut parts = item.split(';');
                let tag = parts.next()?.trim();
                let q = parts
                    .filter_map(|p| p.trim().strip_prefix("q="))
                    .find_map(|q| q.trim().parse::<f32>().ok())
                    .unwrap_or(1.0);
                let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
                let language = primary.parse().ok()?;
                (q > 0.0).then_some((q, order, language))
            })
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        ranked.first().map(|(_, _, language)| *language)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picked_languages_are_checked_and_hints_fall_back_to_english() {
        assert_eq!(Language::parse(" TE ", "language").unwrap(), Language::Te);
        let err = Language::parse("fr", "language").unwrap_err();
        assert!(err.to_string().contains("Choose English, Telugu or Hindi"));
        assert_eq!(Language::or_english("hi-IN"), Language::Hi);
        assert_eq!(Language::or_english("fr-FR"), Language::En);
        assert_eq!(Language::or_english(""), Language::En);
    }

    #[test]
    fn accept_language_picks_our_language_the_client_prefers_most() {
        let pick = Language::from_accept_language;
        assert_eq!(pick("te"), Some(Language::Te));
        assert_eq!(pick("fr-FR, hi-IN;q=0.8, en;q=0.5"), Some(Language::Hi));
        assert_eq!(pick("en;q=0.4, te-IN;q=0.9"), Some(Language::Te));
        assert_eq!(pick("hi;q=0, en-GB"), Some(Language::En));
        assert_eq!(pick("fr, de"), None);
        assert_eq!(pick(""), None);
        assert_eq!(pick(";;,q=,te;q=abc"), Some(Language::Te));
    }
}
