//! The API's refusals in the reader's language.
//!
//! A rule words its refusal as a catalog message id and the values it fills in ([`Said`], built
//! with [`refusal!`](crate::refusal)), where the rule lives. The catalogs
//! `locales/{en,te,hi}-errors-*.ftl` word each id once per language; PRODUCT.md quotes many of the
//! English ones word for word. The doors (HTTP, sockets, the CLI) render a refusal by its id in the
//! reader's language: English for English readers and in logs, Telugu or Hindi otherwise. Values
//! that are words (a booking's status, a field's name) are chosen with Fluent selectors or
//! separate ids, so the translation can word them too.
//!
//! A few texts only staff read (the console, the support CLI, the payment provider's webhook) stay
//! English: [`Said::StaffOnly`] (issue 17: "The console stays English").
//!
//! Every id the sources use is in each catalog with the values the source passes, and every
//! catalog id is used; the tests below read the sources to check both.

use std::fmt;

use fluent_bundle::FluentValue;

use crate::language::Language;
pub use crate::said::Said;

impl Said {
    /// The words in `language` (English for a staff-only text).
    pub fn in_language(&self, language: Language) -> String {
        match self {
            Self::Catalogued { id, args } => {
                let values: Vec<(&str, FluentValue)> = args
                    .iter()
                    .map(|(name, value)| (*name, FluentValue::from(value.as_str())))
                    .collect();
                super::format_in(language, id, &values)
                    .or_else(|| super::format_in(Language::En, id, &values))
                    .unwrap_or_else(|| {
                        // The tests below keep every id in the English catalog; never a panic here.
                        tracing::error!(id, "a refusal's id is not in the English catalog");
                        (*id).to_string()
                    })
            }
            Self::StaffOnly(text) => text.to_string(),
        }
    }

    /// The English words: what English readers, the logs and the CLI read.
    pub fn english(&self) -> String {
        self.in_language(Language::En)
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::StaffOnly(text) => f.write_str(text),
            catalogued => f.write_str(&catalogued.english()),
        }
    }
}

/// Compared with text, a refusal is its English words (as tests and the CLI read it).
impl PartialEq<str> for Said {
    fn eq(&self, other: &str) -> bool {
        match self {
            Self::StaffOnly(text) => text == other,
            catalogued => catalogued.english() == other,
        }
    }
}

impl PartialEq<&str> for Said {
    fn eq(&self, other: &&str) -> bool {
        self == *other
    }
}

impl PartialEq<String> for Said {
    fn eq(&self, other: &String) -> bool {
        self == other.as_str()
    }
}

impl PartialEq<Said> for String {
    fn eq(&self, other: &Said) -> bool {
        other == self.as_str()
    }
}

impl PartialEq<Said> for &str {
    fn eq(&self, other: &Said) -> bool {
        other == *self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_bundle::FluentResource;
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
    use std::collections::{BTreeMap, BTreeSet};

    fn catalog(language: Language) -> [&'static str; 2] {
        match language {
            Language::En => [
                include_str!("../../locales/en-errors-booking.ftl"),
                include_str!("../../locales/en-errors-hosting.ftl"),
            ],
            Language::Te => [
                include_str!("../../locales/te-errors-booking.ftl"),
                include_str!("../../locales/te-errors-hosting.ftl"),
            ],
            Language::Hi => [
                include_str!("../../locales/hi-errors-booking.ftl"),
                include_str!("../../locales/hi-errors-hosting.ftl"),
            ],
        }
    }

    /// Every refusal of a language's catalogs: its id and the variables it uses.
    fn refusals(language: Language) -> BTreeMap<String, BTreeSet<String>> {
        fn inline(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
            match e {
                InlineExpression::VariableReference { id } => {
                    out.insert(id.name.to_string());
                }
                InlineExpression::Placeable { expression } => walk(expression, out),
                _ => {}
            }
        }
        fn walk(e: &Expression<&str>, out: &mut BTreeSet<String>) {
            match e {
                Expression::Inline(i) => inline(i, out),
                Expression::Select { selector, variants } => {
                    inline(selector, out);
                    for v in variants {
                        pattern(&v.value, out);
                    }
                }
            }
        }
        fn pattern(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
            for element in &p.elements {
                if let PatternElement::Placeable { expression } = element {
                    walk(expression, out);
                }
            }
        }
        let mut out = BTreeMap::new();
        for source in catalog(language) {
            let resource = FluentResource::try_new(source.to_string()).expect("parses");
            for entry in resource.entries() {
                if let Entry::Message(m) = entry {
                    let mut vars = BTreeSet::new();
                    pattern(m.value.as_ref().expect("a refusal has a value"), &mut vars);
                    out.insert(m.id.name.to_string(), vars);
                }
            }
        }
        out
    }

    /// Every `refusal!("id", name = value, …)` in the code (not the tests) of core, http and
    /// media: the id, the names of the values it passes, and the files that say it.
    fn used_ids() -> BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)> {
        let crates = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut files = Vec::new();
        let mut dirs = vec![
            crates.join("core/src"),
            crates.join("http/src"),
            crates.join("media/src"),
        ];
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
        let mut used = BTreeMap::<String, (BTreeSet<String>, BTreeSet<String>)>::new();
        const CALL: &str = "refusal!(";
        for file in files {
            if file.ends_with("tests.rs") {
                continue;
            }
            let source = std::fs::read_to_string(&file).unwrap();
            let name = file.strip_prefix(&crates).unwrap_or(&file).display();
            // The code, not its tests: an id only a test says is not used.
            let code = source.split("#[cfg(test)]").next().unwrap_or_default();
            let mut rest = code;
            while let Some(at) = rest.find(CALL) {
                rest = &rest[at + CALL.len()..];
                let call = inside_parentheses(rest);
                let mut parts = split_top_level(call).into_iter();
                let first = parts.next().unwrap_or_default();
                // The macro's own definition.
                let Some(id) = first
                    .trim()
                    .strip_prefix('"')
                    .and_then(|s| s.strip_suffix('"'))
                else {
                    continue;
                };
                let names: BTreeSet<String> = parts
                    .filter(|p| !p.trim().is_empty())
                    .map(|p| {
                        let (name, _) = p
                            .split_once('=')
                            .unwrap_or_else(|| panic!("{name}: {id}: write name = value"));
                        name.trim().to_string()
                    })
                    .collect();
                let (vars, files) = used.entry(id.to_string()).or_default();
                if !files.is_empty() {
                    assert_eq!(*vars, names, "{name}: {id} passes other values elsewhere");
                }
                *vars = names;
                files.insert(name.to_string());
            }
        }
        used
    }

    /// The text up to the parenthesis that closes the one just opened (string literals skipped).
    fn inside_parentheses(text: &str) -> &str {
        let mut depth = 1;
        let mut in_string = false;
        let mut escaped = false;
        for (i, c) in text.char_indices() {
            match c {
                _ if escaped => escaped = false,
                '\\' if in_string => escaped = true,
                '"' => in_string = !in_string,
                '(' | '[' | '{' if !in_string => depth += 1,
                ')' | ']' | '}' if !in_string => {
                    depth -= 1;
                    if depth == 0 {
                        return &text[..i];
                    }
                }
                _ => {}
            }
        }
        text
    }

    fn split_top_level(text: &str) -> Vec<String> {
        let mut parts = vec![String::new()];
        let mut depth = 0;
        let mut in_string = false;
        let mut escaped = false;
        for c in text.chars() {
            match c {
                _ if escaped => escaped = false,
                '\\' if in_string => escaped = true,
                '"' => in_string = !in_string,
                '(' | '[' | '{' | '<' if !in_string => depth += 1,
                ')' | ']' | '}' | '>' if !in_string => depth -= 1,
                ',' if !in_string && depth == 0 => {
                    parts.push(String::new());
                    continue;
                }
                _ => {}
            }
            parts.last_mut().unwrap().push(c);
        }
        parts
    }

    /// A refusal added in the sources fails here until the catalogs word it in English, Telugu
    /// and Hindi with the values the source passes; a catalog id no source says any more fails too.
    #[test]
    fn every_refusal_id_in_the_sources_is_in_every_catalog_and_every_catalog_id_is_used() {
        let used = used_ids();
        assert!(used.len() > 200, "the scan found only {} ids", used.len());
        let english = refusals(Language::En);
        for &language in Language::ALL {
            let catalog = refusals(language);
            let missing: Vec<String> = used
                .iter()
                .filter(|(id, _)| !catalog.contains_key(*id))
                .map(|(id, (_, files))| format!("{id} in {files:?}"))
                .collect();
            assert!(
                missing.is_empty(),
                "ids the {language} catalogs (locales/{language}-errors-*.ftl) lack: {missing:#?}"
            );
            for (id, (names, files)) in &used {
                let vars = &catalog[id];
                // English uses every value passed; a translation may leave one out (a word it
                // says its own way), never use one that is not passed.
                let fits = if language == Language::En {
                    vars == names
                } else {
                    vars.is_subset(names)
                };
                assert!(
                    fits,
                    "{language} {id} uses {vars:?}, {files:?} pass {names:?}"
                );
            }
            assert_eq!(
                catalog.keys().collect::<Vec<_>>(),
                english.keys().collect::<Vec<_>>(),
                "{language} has other ids than English"
            );
        }
        let unused: Vec<&String> = english
            .keys()
            .filter(|id| !used.contains_key(*id))
            .collect();
        assert!(
            unused.is_empty(),
            "catalog ids no source says any more: {unused:?}"
        );
    }

    #[test]
    fn the_check_sees_an_id_without_catalog_entries() {
        let call = r#""err-new-thing", field = name, max = 3)"#;
        let parts = split_top_level(inside_parentheses(call));
        assert_eq!(parts.len(), 3, "{parts:?}");
        assert!(!refusals(Language::En).contains_key("err-new-thing"));
    }

    /// A refusal's id, its English filled with sample values, and those values by name.
    type Filled = (String, String, Vec<(String, String)>);

    /// Every catalog refusal filled with sample values.
    fn filled() -> Vec<Filled> {
        refusals(Language::En)
            .into_iter()
            .map(|(id, vars)| {
                let values: Vec<(String, String)> = vars
                    .into_iter()
                    .enumerate()
                    .map(|(i, name)| (name, format!("v{}", i + 7)))
                    .collect();
                let args: Vec<(&str, FluentValue)> = values
                    .iter()
                    .map(|(n, v)| (n.as_str(), FluentValue::from(v.as_str())))
                    .collect();
                let english = super::super::format_in(Language::En, &id, &args)
                    .unwrap_or_else(|| panic!("en {id} does not fill"));
                (id, english, values)
            })
            .collect()
    }

    #[test]
    fn every_refusal_is_translated_not_copied() {
        let all = filled();
        assert!(all.len() > 100, "only {} refusals", all.len());
        for (id, english, values) in all {
            let args: Vec<(&str, FluentValue)> = values
                .iter()
                .map(|(n, v)| (n.as_str(), FluentValue::from(v.as_str())))
                .collect();
            for language in [Language::Te, Language::Hi] {
                let said = super::super::format_in(language, &id, &args)
                    .unwrap_or_else(|| panic!("{language} {id} does not fill"));
                assert_ne!(said, english, "{language} {id} is English");
                for (name, value) in &values {
                    // A word-valued variable may be worded by the translation (a selector).
                    let selects = catalog(language)
                        .iter()
                        .any(|s| s.contains(&format!("{id} = {{ ${name} ->")));
                    assert!(
                        selects || said.contains(value.as_str()),
                        "{language} {id} drops {value}: {said}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_refusal_reads_in_the_language_and_keeps_its_values() {
        let said = crate::refusal!("err-h-field-too-long", field = "title", max = 80);
        assert_eq!(said.english(), "title cannot exceed 80 characters");
        assert_eq!(said.to_string(), said.english());
        let te = said.in_language(Language::Te);
        let hi = said.in_language(Language::Hi);
        for words in [&te, &hi] {
            assert!(words.contains("title") && words.contains("80"), "{words}");
            assert!(!words.contains("cannot"), "{words}");
        }
        assert_ne!(te, hi);
        let fixed = crate::refusal!("err-b-slot-taken");
        assert_eq!(
            fixed.english(),
            "This time slot was just booked by someone else. Please pick another time."
        );
        assert!(!fixed.in_language(Language::Hi).is_ascii());
    }

    #[test]
    fn english_has_no_isolation_marks_and_staff_only_texts_stay_english() {
        let said = crate::refusal!("err-b-price-changed", price = "₹9,000", seen = "₹8,000");
        for &language in Language::ALL {
            let words = said.in_language(language);
            assert!(
                !words.contains(['\u{2068}', '\u{2069}']),
                "{language}: {words:?}"
            );
            assert!(words.contains("₹9,000") && words.contains("₹8,000"));
        }
        let staff = Said::staff_only("The webhook names no event");
        assert_eq!(
            staff.in_language(Language::Te),
            "The webhook names no event"
        );
        assert_eq!(staff.id(), None);
    }

    #[test]
    fn a_word_value_reads_in_the_language() {
        let rejected = crate::refusal!("err-b-not-cancellable", status = "rejected");
        assert_eq!(
            rejected.english(),
            "This booking is rejected and can no longer be cancelled."
        );
        for language in [Language::Te, Language::Hi] {
            let words = rejected.in_language(language);
            assert!(!words.is_ascii() && !words.contains("rejected"), "{words}");
        }
        // A status the catalogs give no words of its own keeps its name.
        let other = crate::refusal!("err-b-not-cancellable", status = "pending");
        assert!(other.in_language(Language::Te).contains("pending"));
    }
}
