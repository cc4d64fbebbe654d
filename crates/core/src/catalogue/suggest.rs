//! Instant search: localities and farmhouses that match what a guest has typed so far.
//!
//! Runs over the in-memory snapshot (no database round trip per keystroke), so it answers in
//! microseconds and its answers can be cached by browsers and proxies for a minute.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::snapshot::Snapshot;
use crate::error::CoreError;

/// Suggestions of each kind, at most.
pub const SUGGESTIONS_EACH: usize = 6;
/// Longer text is refused: nobody types a locality or a farmhouse name this long.
pub const SUGGEST_QUERY_MAX_CHARS: usize = 60;
/// Matches inside a word (not at its start) count only from this many characters, so "a" does
/// not suggest every farmhouse with an "a" in its name.
const INFIX_FROM_CHARS: usize = 3;

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SuggestParams {
    /// What the guest has typed (trimmed; empty gives empty lists).
    pub q: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LocationSuggestion {
    pub slug: String,
    pub name: String,
    /// Published farmhouses there.
    pub count: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PropertySuggestion {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub location: String,
    pub location_slug: String,
    /// Whole rupees.
    pub half_day_price: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Suggestions {
    /// The text these suggestions are for, as matched (trimmed), so a client can drop stale answers.
    pub query: String,
    pub locations: Vec<LocationSuggestion>,
    pub properties: Vec<PropertySuggestion>,
}

/// Checks and normalises the typed text: trimmed, inner whitespace folded, lower case.
pub fn parse_query(q: Option<&str>) -> Result<String, CoreError> {
    let q = q.unwrap_or("").trim();
    if q.chars().any(char::is_control) {
        return Err(CoreError::field(
            "q",
            refusal!("err-b-search-control-chars"),
        ));
    }
    if q.chars().count() > SUGGEST_QUERY_MAX_CHARS {
        return Err(CoreError::field(
            "q",
            refusal!("err-b-search-too-long", max = SUGGEST_QUERY_MAX_CHARS),
        ));
    }
    Ok(q.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// How well `name` matches `query` (both lower case): 0 the name starts with it, 1 a word does,
/// 2 it appears inside a word; `None` when it does not match.
fn match_rank(name: &str, query: &str) -> Option<u8> {
    if name.starts_with(query) {
        return Some(0);
    }
    let at_word_start = name
        .match_indices(query)
        .any(|(i, _)| !name[..i].ends_with(char::is_alphanumeric));
    if at_word_start {
        Some(1)
    } else if query.chars().count() >= INFIX_FROM_CHARS && name.contains(query) {
        Some(2)
    } else {
        None
    }
}

pub fn suggest(snapshot: &Snapshot, q: Option<&str>) -> Result<Suggestions, CoreError> {
    let query = parse_query(q)?;
    if query.is_empty() {
        return Ok(Suggestions {
            query,
            locations: Vec::new(),
            properties: Vec::new(),
        });
    }
    let needle = query.to_lowercase();

    // Localities with nothing published are not worth suggesting.
    let mut locations: Vec<(u8, &super::views::LocationStat)> = snapshot
        .location_stats
        .iter()
        .filter(|s| s.count > 0)
        .filter_map(|s| match_rank(&s.name.to_lowercase(), &needle).map(|r| (r, s)))
        .collect();
    locations.sort_by(|(ra, a), (rb, b)| {
        ra.cmp(rb)
            .then(b.count.cmp(&a.count))
            .then(a.name.cmp(&b.name))
    });

    // A farmhouse matches by its title, or (one step weaker) by its locality's name.
    let mut properties: Vec<(u8, &super::snapshot::Entry)> = snapshot
        .entries
        .iter()
        .filter_map(|e| {
            let by_title = match_rank(&e.summary.title.to_lowercase(), &needle);
            let by_place = match_rank(&e.summary.location.to_lowercase(), &needle).map(|r| r + 1);
            by_title.into_iter().chain(by_place).min().map(|r| (r, e))
        })
        .collect();
    properties.sort_by(|(ra, a), (rb, b)| {
        ra.cmp(rb)
            .then(b.score.total_cmp(&a.score))
            .then(a.summary.id.cmp(&b.summary.id))
    });

    Ok(Suggestions {
        query,
        locations: locations
            .into_iter()
            .take(SUGGESTIONS_EACH)
            .map(|(_, s)| LocationSuggestion {
                slug: s.slug.clone(),
                name: s.name.clone(),
                count: s.count,
            })
            .collect(),
        properties: properties
            .into_iter()
            .take(SUGGESTIONS_EACH)
            .map(|(_, e)| PropertySuggestion {
                id: e.summary.id,
                slug: e.summary.slug.clone(),
                title: e.summary.title.clone(),
                location: e.summary.location.clone(),
                location_slug: e.summary.location_slug.clone(),
                half_day_price: e.summary.half_day_price,
            })
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_name_start_then_word_start_then_inside() {
        assert_eq!(match_rank("gandipet", "gan"), Some(0));
        assert_eq!(match_rank("lake view farm", "view"), Some(1));
        assert_eq!(match_rank("moinabad", "nab"), Some(2));
        assert_eq!(
            match_rank("moinabad", "na"),
            None,
            "two letters inside a word"
        );
        assert_eq!(match_rank("moinabad", "xyz"), None);
    }

    #[test]
    fn text_is_trimmed_folded_and_bounded() {
        assert_eq!(parse_query(Some("  Lake   View ")).unwrap(), "Lake View");
        assert_eq!(parse_query(None).unwrap(), "");
        let long = "a".repeat(SUGGEST_QUERY_MAX_CHARS + 1);
        match parse_query(Some(&long)) {
            Err(CoreError::Validation { fields, .. }) => {
                assert_eq!(fields["q"], "Search text must be at most 60 characters")
            }
            other => panic!("expected a validation error, got {other:?}"),
        }
        assert!(parse_query(Some("gan\u{0}")).is_err());
    }
}
