//! The words we send people (SMS, e-mail) in their language: Project Fluent catalogs in
//! `crates/core/locales/{en,te,hi}.ftl`, built into the binary, and dates in that language's
//! names, in IST. English is the source; a message missing in a translation reads in English.

use std::sync::LazyLock;

use chrono::Locale;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::language::Language;
use crate::time::{from_epoch, IST};

pub mod errors;

/// Each language's catalogs: the messages we send, the server-rendered first view of pages, the
/// API's refusals (see [`errors`]) and the lines of a price.
const SOURCES: [(Language, [&str; 5]); 3] = [
    (
        Language::En,
        [
            include_str!("../locales/en.ftl"),
            include_str!("../locales/en-pages.ftl"),
            include_str!("../locales/en-errors-booking.ftl"),
            include_str!("../locales/en-errors-hosting.ftl"),
            include_str!("../locales/en-prices.ftl"),
        ],
    ),
    (
        Language::Te,
        [
            include_str!("../locales/te.ftl"),
            include_str!("../locales/te-pages.ftl"),
            include_str!("../locales/te-errors-booking.ftl"),
            include_str!("../locales/te-errors-hosting.ftl"),
            include_str!("../locales/te-prices.ftl"),
        ],
    ),
    (
        Language::Hi,
        [
            include_str!("../locales/hi.ftl"),
            include_str!("../locales/hi-pages.ftl"),
            include_str!("../locales/hi-errors-booking.ftl"),
            include_str!("../locales/hi-errors-hosting.ftl"),
            include_str!("../locales/hi-prices.ftl"),
        ],
    ),
];

/// The brand, the same in every language (the catalogs' `-brand`).
pub const BRAND: &str = "Hyderabad Escapes";

type Bundle = FluentBundle<FluentResource>;

fn bundle(language: Language, sources: &[&str]) -> Bundle {
    let id = language
        .as_str()
        .parse()
        .expect("en, te and hi are language identifiers");
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // SMS and plain-text e-mail: no bidi isolation marks around the values.
    bundle.set_use_isolating(false);
    for source in sources {
        let resource = FluentResource::try_new(source.to_string())
            .unwrap_or_else(|(_, errors)| panic!("{language} catalog does not parse: {errors:?}"));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("{language} catalog repeats an id: {errors:?}"));
    }
    bundle
}

static BUNDLES: LazyLock<Vec<(Language, Bundle)>> = LazyLock::new(|| {
    SOURCES
        .iter()
        .map(|(language, sources)| (*language, bundle(*language, sources)))
        .collect()
});

fn bundle_of(language: Language) -> &'static Bundle {
    let bundles = &*BUNDLES;
    bundles
        .iter()
        .find(|(l, _)| *l == language)
        .map(|(_, b)| b)
        .unwrap_or(&bundles[0].1)
}

/// The values a message is filled with.
pub type Args<'a> = [(&'a str, FluentValue<'a>)];

fn fluent_args<'a>(args: &'a Args<'a>) -> FluentArgs<'a> {
    let mut out = FluentArgs::new();
    for (name, value) in args {
        out.set(*name, value.clone());
    }
    out
}

/// Formats `id` (or its attribute, `id.attribute`) in `language`, falling back to English when the
/// translation lacks it or cannot fill it.
pub fn text(language: Language, id: &str, args: &Args<'_>) -> String {
    format_in(language, id, args)
        .or_else(|| format_in(Language::En, id, args))
        .unwrap_or_else(|| panic!("no English message {id}"))
}

fn format_in(language: Language, id: &str, args: &Args<'_>) -> Option<String> {
    let bundle = bundle_of(language);
    let (name, attribute) = match id.split_once('.') {
        Some((name, attribute)) => (name, Some(attribute)),
        None => (id, None),
    };
    let message = bundle.get_message(name)?;
    let pattern = match attribute {
        Some(a) => message.get_attribute(a)?.value(),
        None => message.value()?,
    };
    let args = fluent_args(args);
    let mut errors = Vec::new();
    let out = bundle.format_pattern(pattern, Some(&args), &mut errors);
    if errors.is_empty() {
        Some(out.into_owned())
    } else {
        tracing::warn!(%language, id, ?errors, "message not filled");
        None
    }
}

fn chrono_locale(language: Language) -> Locale {
    match language {
        Language::En => Locale::en_IN,
        Language::Te => Locale::te_IN,
        Language::Hi => Locale::hi_IN,
    }
}

/// The instant `t` (Unix seconds) in IST, formatted with `pattern` (chrono's `strftime`) in the
/// language's names of days, months and AM/PM. English keeps the names the texts always had.
pub fn ist_format(language: Language, t: i64, pattern: &str) -> String {
    let local = from_epoch(t).with_timezone(&IST);
    match language {
        Language::En => local.format(pattern).to_string(),
        other => local
            .format_localized(pattern, chrono_locale(other))
            .to_string(),
    }
}

/// A calendar day in the language, e.g. "Sat 5 Dec 2026".
pub fn day_label(language: Language, date: chrono::NaiveDate) -> String {
    let pattern = "%a %-d %b %Y";
    match language {
        Language::En => date.format(pattern).to_string(),
        other => date
            .format_localized(pattern, chrono_locale(other))
            .to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, PatternElement};
    use std::collections::BTreeSet;

    /// Every message and attribute id, with the variables each uses (directly or through
    /// the messages it references, which share its variables).
    fn shape(sources: &[&str]) -> Vec<(String, BTreeSet<String>)> {
        let mut ids = Vec::new();
        for source in sources {
            ids.extend(shape_of(source));
        }
        ids
    }

    fn shape_of(source: &str) -> Vec<(String, BTreeSet<String>)> {
        let resource = FluentResource::try_new(source.to_string()).expect("parses");
        fn walk_inline(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
            match e {
                InlineExpression::VariableReference { id } => {
                    out.insert(id.name.to_string());
                }
                InlineExpression::Placeable { expression } => walk(expression, out),
                InlineExpression::FunctionReference { arguments, .. } => {
                    for a in &arguments.positional {
                        walk_inline(a, out);
                    }
                }
                _ => {}
            }
        }
        fn walk(e: &Expression<&str>, out: &mut BTreeSet<String>) {
            match e {
                Expression::Inline(i) => walk_inline(i, out),
                Expression::Select { selector, variants } => {
                    walk_inline(selector, out);
                    for v in variants {
                        pattern(&v.value, out);
                    }
                }
            }
        }
        fn pattern(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
            for element in &p.elements {
                if let PatternElement::Placeable { expression } = element {
                    walk(expression, out);
                }
            }
        }
        let mut ids = Vec::new();
        for entry in resource.entries() {
            if let Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(value) = &m.value {
                    pattern(value, &mut vars);
                    ids.push((m.id.name.to_string(), vars));
                }
                for a in &m.attributes {
                    let mut vars = BTreeSet::new();
                    pattern(&a.value, &mut vars);
                    ids.push((format!("{}.{}", m.id.name, a.id.name), vars));
                }
            }
        }
        ids
    }

    #[test]
    fn every_translation_has_every_message_with_its_variables() {
        let english = shape(&SOURCES[0].1);
        assert!(english.len() > 40, "{}", english.len());
        for (language, source) in &SOURCES[1..] {
            let translated = shape(source);
            let ids = |s: &[(String, BTreeSet<String>)]| {
                s.iter().map(|(id, _)| id.clone()).collect::<BTreeSet<_>>()
            };
            assert_eq!(
                ids(&translated),
                ids(&english),
                "{language}: messages differ from English"
            );
            for (id, vars) in &english {
                let theirs = &translated.iter().find(|(t, _)| t == id).unwrap().1;
                // A translation may leave out a variable English shows (a plural's count),
                // never use one English does not pass.
                assert!(
                    theirs.is_subset(vars),
                    "{language} {id} uses {theirs:?}, English passes {vars:?}"
                );
            }
            // Every message fills without an error in this language.
            for (id, vars) in &english {
                let mut args = sample_args();
                for var in vars {
                    if !args.iter().any(|(name, _)| name == var) {
                        args.push((var.as_str(), "x".into()));
                    }
                }
                assert!(
                    format_in(*language, id, &args).is_some(),
                    "{language} {id} does not fill"
                );
            }
        }
    }

    fn sample_args<'a>() -> Vec<(&'a str, FluentValue<'a>)> {
        vec![
            ("code", "HE-7K3Q9P".into()),
            ("property", "Alpha Farm".into()),
            ("title", "Alpha Farm".into()),
            ("when", "…".into()),
            ("start", "…".into()),
            ("end", "…".into()),
            ("full", "yes".into()),
            ("days", 2.into()),
            ("count", 6.into()),
            ("guests", "6".into()),
            ("total", "₹12,500".into()),
            ("price", "₹9,000".into()),
            ("was", "₹10,000".into()),
            ("refund", "₹6,250".into()),
            ("refund_sentence", "…".into()),
            ("rule", "…".into()),
            ("answer_by", "…".into()),
            ("guest_name", "Priya".into()),
            ("by", "guest".into()),
            ("ended", "cancelled".into()),
            ("method", "upi".into()),
            ("status", "pending".into()),
            ("payment", "UPI".into()),
            ("full_hours", 72.into()),
            ("partial_hours", 24.into()),
            ("partial_percent", 50.into()),
            ("slot", "half".into()),
            ("day", "…".into()),
            ("headline", "…".into()),
            ("url", "https://x.in/p".into()),
            ("stop", "https://x.in/u".into()),
            ("amount", "₹500".into()),
            ("km", 25.into()),
            ("location", "Moinabad".into()),
        ]
    }

    #[test]
    fn a_missing_translation_reads_in_english_and_values_are_not_isolated() {
        let args = [("code", FluentValue::from("123456"))];
        assert_eq!(
            text(Language::En, "otp-text", &args),
            "123456 is your Hyderabad Escapes code. It expires in 10 minutes."
        );
        let te = text(Language::Te, "otp-text", &args);
        assert!(te.contains("123456") && te != text(Language::En, "otp-text", &args));
        assert!(!te.contains('\u{2068}'), "{te:?}");
        assert_eq!(
            format_in(Language::Te, "no-such-message", &[]),
            None,
            "an unknown id is not made up"
        );
    }

    #[test]
    fn days_and_times_read_in_the_language() {
        let t =
            crate::time::ist_instant(chrono::NaiveDate::from_ymd_opt(2026, 12, 5).unwrap(), 540)
                .timestamp();
        assert_eq!(
            ist_format(Language::En, t, "%a %-d %b %Y, %-I:%M %p"),
            "Sat 5 Dec 2026, 9:00 AM"
        );
        let te = ist_format(Language::Te, t, "%a %-d %b %Y");
        let hi = ist_format(Language::Hi, t, "%a %-d %b %Y");
        assert!(te.contains("2026") && !te.contains("Sat"), "{te}");
        assert!(hi.contains("2026") && !hi.contains("Sat"), "{hi}");
    }
}
