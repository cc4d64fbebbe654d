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
            .map_err(|_| CoreError::field(field, "Choose English, Telugu or Hindi"))
    }

    /// A language a client hints at (`te-IN`, `hi`, `fr`): its primary subtag when we have it,
    /// else English.
    pub fn or_english(hint: &str) -> Self {
        let primary = hint.split(['-', '_']).next().unwrap_or("").trim();
        primary.to_ascii_lowercase().parse().unwrap_or_default()
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
}
