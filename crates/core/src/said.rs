//! What a refusal says, as data: a catalog message id and its values, or a staff-only English
//! text. `i18n::errors` words it in a language; this module imports nothing, so the plain value
//! modules (`error`) can hold one.

use std::borrow::Cow;

/// What a refusal says: a catalogued message, or a staff-only English text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A message of `locales/*-errors-*.ftl`: its id and the values it is filled with, by name.
    Catalogued {
        id: &'static str,
        args: Vec<(&'static str, String)>,
    },
    /// Only staff read it (console, support CLI, payment webhook): English, never translated.
    StaffOnly(Cow<'static, str>),
}

impl Said {
    /// A catalogued message; [`refusal!`](crate::refusal) is the short way to write one.
    pub fn catalogued(id: &'static str, args: Vec<(&'static str, String)>) -> Self {
        Self::Catalogued { id, args }
    }

    /// A text only staff read; it stays English.
    pub fn staff_only(text: impl Into<Cow<'static, str>>) -> Self {
        Self::StaffOnly(text.into())
    }

    /// The catalog id, for a catalogued message.
    pub fn id(&self) -> Option<&'static str> {
        match self {
            Self::Catalogued { id, .. } => Some(id),
            Self::StaffOnly(_) => None,
        }
    }
}
