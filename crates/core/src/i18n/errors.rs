//! The API's refusals in the reader's language.
//!
//! Each rule words its refusal once, in English, where the rule lives; PRODUCT.md quotes many of them
//! word for word. The catalogs `locales/{en,te,hi}-errors-*.ftl` hold every English refusal as a
//! pattern (`{ $field } cannot exceed { $max } characters`) beside its translations. A refusal is
//! read back into its message and values, then worded in the reader's language; one the catalogs
//! do not know stays English. So the rules keep one wording each, and the doors (HTTP, sockets)
//! only translate.

use std::borrow::Cow;
use std::cmp::Reverse;
use std::collections::HashMap;
use std::sync::LazyLock;

use fluent_bundle::{FluentResource, FluentValue};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, PatternElement};
use regex::{Regex, RegexSet};

use crate::language::Language;

/// The English refusals, the patterns the others are read against.
const ENGLISH: [&str; 2] = [
    include_str!("../../locales/en-errors-booking.ftl"),
    include_str!("../../locales/en-errors-hosting.ftl"),
];

/// A refusal with values: its message id, a matcher, and the values' names in capture order.
struct Template {
    id: String,
    regex: Regex,
    names: Vec<String>,
}

struct Matchers {
    /// Refusals without values, by their English text.
    exact: HashMap<String, String>,
    /// The most specific first (the most fixed text), so "{ $field } must be between { $min } and
    /// { $max }" wins over "{ $field } must be { $kind }".
    templates: Vec<Template>,
    /// All templates at once, to find the first that matches in one pass.
    set: RegexSet,
}

static MATCHERS: LazyLock<Matchers> = LazyLock::new(|| matchers(&ENGLISH));

/// A piece of an English refusal: fixed text, or a value's name.
enum Part {
    Text(String),
    Value(String),
}

/// Every English refusal: its id and its pieces, in order.
fn refusals(sources: &[&str]) -> Vec<(String, Vec<Part>)> {
    let mut out = Vec::new();
    for source in sources {
        let resource = FluentResource::try_new(source.to_string())
            .unwrap_or_else(|(_, errors)| panic!("English refusals do not parse: {errors:?}"));
        for entry in resource.entries() {
            let Entry::Message(message) = entry else {
                continue;
            };
            let id = message.id.name;
            let Some(value) = &message.value else {
                continue;
            };
            let parts = value
                .elements
                .iter()
                .map(|element| match element {
                    PatternElement::TextElement { value }
                    | PatternElement::Placeable {
                        expression: Expression::Inline(InlineExpression::StringLiteral { value }),
                    } => Part::Text(value.to_string()),
                    PatternElement::Placeable {
                        expression:
                            Expression::Inline(InlineExpression::VariableReference { id: var }),
                    } => Part::Value(var.name.to_string()),
                    other => {
                        panic!("English refusal {id} holds more than text and values: {other:?}")
                    }
                })
                .collect();
            out.push((id.to_string(), parts));
        }
    }
    out
}

fn matchers(sources: &[&str]) -> Matchers {
    let mut exact = HashMap::new();
    let mut templates = Vec::new();
    for (id, parts) in refusals(sources) {
        let mut pattern = String::from("^");
        let mut text = String::new();
        let mut fixed = 0;
        let mut names = Vec::new();
        for part in parts {
            match part {
                Part::Text(value) => {
                    pattern.push_str(&regex::escape(&value));
                    fixed += value.len();
                    text.push_str(&value);
                }
                Part::Value(name) => {
                    pattern.push_str("(.+?)");
                    names.push(name);
                }
            }
        }
        pattern.push('$');
        if names.is_empty() {
            exact.insert(text, id);
        } else {
            templates.push((
                fixed,
                Template {
                    id,
                    regex: Regex::new(&pattern).expect("escaped text and groups"),
                    names,
                },
            ));
        }
    }
    templates.sort_by_key(|(fixed, _)| Reverse(*fixed));
    let templates: Vec<Template> = templates.into_iter().map(|(_, t)| t).collect();
    let set = RegexSet::new(templates.iter().map(|t| t.regex.as_str())).expect("each one built");
    Matchers {
        exact,
        templates,
        set,
    }
}

/// The catalog message an English refusal is, with its values; `None` for one we do not know.
fn message_of(english: &str) -> Option<(&'static str, Vec<(&'static str, FluentValue<'_>)>)> {
    let matchers = &*MATCHERS;
    if let Some(id) = matchers.exact.get(english) {
        return Some((id.as_str(), Vec::new()));
    }
    let first = matchers.set.matches(english).into_iter().next()?;
    let template = &matchers.templates[first];
    let captures = template.regex.captures(english)?;
    let values = template
        .names
        .iter()
        .zip(captures.iter().skip(1))
        .filter_map(|(name, value)| Some((name.as_str(), FluentValue::from(value?.as_str()))))
        .collect();
    Some((template.id.as_str(), values))
}

/// An English refusal in `language`; as it is in English, or when the catalogs do not know it.
pub fn in_language(language: Language, english: &str) -> Cow<'_, str> {
    if language == Language::En {
        return Cow::Borrowed(english);
    }
    message_of(english)
        .and_then(|(id, values)| super::format_in(language, id, &values))
        .map_or(Cow::Borrowed(english), Cow::Owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A refusal's id, its English filled with sample values, and those values by name.
    type Filled = (String, String, Vec<(String, String)>);

    /// Every English refusal with its values filled.
    fn filled() -> Vec<Filled> {
        refusals(&ENGLISH)
            .into_iter()
            .map(|(id, parts)| {
                let mut text = String::new();
                let mut values = Vec::new();
                for part in parts {
                    match part {
                        Part::Text(t) => text.push_str(&t),
                        Part::Value(name) => {
                            let value = format!("v{}", values.len() + 7);
                            text.push_str(&value);
                            values.push((name, value));
                        }
                    }
                }
                (id, text, values)
            })
            .collect()
    }

    #[test]
    fn every_english_refusal_reads_back_as_itself_with_its_values() {
        let all = filled();
        assert!(
            all.len() > 100,
            "only {} refusals in the catalogs",
            all.len()
        );
        let misread: Vec<String> = all
            .iter()
            .filter_map(|(id, text, _)| match message_of(text) {
                Some((found, _)) if found == id => None,
                other => Some(format!("{id}: {text:?} reads as {:?}", other.map(|o| o.0))),
            })
            .collect();
        assert!(misread.is_empty(), "{misread:#?}");
        for (id, text, values) in all {
            let (_, read) = message_of(&text).unwrap();
            let read: Vec<(String, String)> = read
                .iter()
                .map(|(name, value)| match value {
                    FluentValue::String(s) => (name.to_string(), s.to_string()),
                    other => panic!("{other:?}"),
                })
                .collect();
            assert_eq!(read, values, "{id}: values");
        }
    }

    #[test]
    fn every_refusal_is_translated_not_copied() {
        for (id, text, values) in filled() {
            let args: Vec<(&str, FluentValue)> = values
                .iter()
                .map(|(n, v)| (n.as_str(), FluentValue::from(v.as_str())))
                .collect();
            for language in [Language::Te, Language::Hi] {
                let said = super::super::format_in(language, &id, &args)
                    .unwrap_or_else(|| panic!("{language} {id} does not fill"));
                assert_ne!(said, text, "{language} {id} is English");
                for (_, value) in &values {
                    assert!(
                        said.contains(value.as_str()),
                        "{language} {id} drops {value}: {said}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_known_refusal_reads_in_the_language_and_keeps_its_values() {
        let english = "title cannot exceed 80 characters";
        let te = in_language(Language::Te, english);
        let hi = in_language(Language::Hi, english);
        for said in [&te, &hi] {
            assert!(said.contains("title") && said.contains("80"), "{said}");
            assert_ne!(said.as_ref(), english);
            assert!(!said.contains("cannot"), "{said}");
        }
        assert_ne!(te, hi);
        let fixed = "This time slot was just booked by someone else. Please pick another time.";
        assert!(!in_language(Language::Hi, fixed).is_ascii());
    }

    /// Refusals only staff read: the console, the support CLI and the payment provider's webhook
    /// speak English (issue 17: "The console stays English").
    const STAFF_ONLY: &[&str] = &[
        "A forced resend needs a reason",
        "amount cannot be zero",
        "A forced resend needs to know who forced it",
        "An admin sign-in code goes only to a phone (give --phone)",
        "Give a phone number, an e-mail address or at least 2 letters of a name",
        "Give a phone, an e-mail, an owner, a property, a status or dates",
        "Give a user id, a phone number or an e-mail address",
        "Give an owner's phone or at least 2 letters of a title, slug or locality",
        "Give date, or from and to, not both",
        "Give the reason for cancelling (it goes in the audit trail)",
        "Only an admin can review a listing.",
        "Purpose must be login, register or admin",
        "Role must be user, owner or admin",
        "Say who you are (set ESCAPES_ACTOR) so the audit trail can name you",
        "Sign in to the admin console to do this.",
        "The end must be after the start",
        "The guest has no phone or e-mail with booking messages on; nothing can be sent.",
        "The webhook body is not JSON",
        "The webhook names no event",
        "The webhook signature (X-Razorpay-Signature) does not match the body.",
        "This account is not an admin.",
    ];

    /// The refusals the sources word as a plain literal, with the files that say them.
    fn literal_refusals() -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>>
    {
        const TEXT: &str = r#""((?:[^"\\]|\\.)+)""#;
        let shapes: Vec<Regex> = [
            format!(r"CoreError::field\(\s*[^,()]+,\s*{TEXT}"),
            format!(r"forbidden\(\s*{TEXT}"),
            format!(r"Unauthorized\(\s*{TEXT}"),
            format!(r"message:\s*{TEXT}\s*\.\s*(?:into|to_string|to_owned)\(\)"),
        ]
        .iter()
        .map(|shape| Regex::new(shape).unwrap())
        .collect();
        let crates = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut files = Vec::new();
        let mut dirs = vec![crates.join("core/src"), crates.join("http/src")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    files.push(path);
                }
            }
        }
        let mut found =
            std::collections::BTreeMap::<String, std::collections::BTreeSet<String>>::new();
        for file in files {
            let source = std::fs::read_to_string(&file).unwrap();
            for shape in &shapes {
                for text in shape.captures_iter(&source) {
                    found.entry(text[1].to_string()).or_default().insert(
                        file.strip_prefix(&crates)
                            .unwrap_or(&file)
                            .display()
                            .to_string(),
                    );
                }
            }
        }
        found
    }

    /// A refusal added in the sources fails here until the catalogs word it in Telugu and Hindi
    /// (or it is a staff-only text).
    #[test]
    fn every_literal_refusal_in_the_sources_is_in_the_catalogs() {
        let found = literal_refusals();
        assert!(
            found.len() > 50,
            "the scan found only {} refusals",
            found.len()
        );
        let missing: Vec<String> = found
            .iter()
            .filter(|(text, _)| message_of(text).is_none() && !STAFF_ONLY.contains(&text.as_str()))
            .map(|(text, files)| format!("{text:?} in {files:?}"))
            .collect();
        assert!(
            missing.is_empty(),
            "refusals the catalogs (locales/*-errors-*.ftl) do not know: {missing:#?}"
        );
        let stale: Vec<&&str> = STAFF_ONLY
            .iter()
            .filter(|text| !found.contains_key(**text))
            .collect();
        assert!(
            stale.is_empty(),
            "staff-only texts no source says any more: {stale:?}"
        );
    }

    #[test]
    fn english_and_unknown_refusals_stay_as_they_are() {
        let english = "This time slot was just booked by someone else. Please pick another time.";
        assert_eq!(in_language(Language::En, english), english);
        let unknown = "A sentence no rule says.";
        assert_eq!(in_language(Language::Te, unknown), unknown);
        assert_eq!(in_language(Language::Hi, ""), "");
    }
}
