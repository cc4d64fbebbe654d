use super::*;

fn faces(s: &Shaped) -> Vec<(usize, &str)> {
    s.runs.iter().map(|r| (r.face, r.text.as_str())).collect()
}

#[test]
fn each_script_is_set_in_its_own_font_and_shared_signs_stay_in_the_run() {
    let s = shape("Price ధర (₹) कीमत", Weight::Regular);
    assert_eq!(faces(&s), vec![(0, "Price "), (2, "ధర (₹) "), (4, "कीमत")]);
    let bold = shape("₹1,234 నికరం", Weight::Bold);
    assert_eq!(faces(&bold), vec![(1, "₹1,234 "), (3, "నికరం")]);
}

#[test]
fn telugu_and_devanagari_are_shaped_not_drawn_letter_by_letter() {
    // క + ్ + ష is one conjunct (kṣa): the font's own glyphs for the three letters are not
    // what is drawn.
    for (text, face) in [("క్ష", 2), ("कि", 4)] {
        let s = shape(text, Weight::Regular);
        let drawn: Vec<u32> = s.runs[0]
            .glyphs
            .iter()
            .map(|g| g.glyph_id.to_u32())
            .collect();
        let letters: Vec<u32> = text
            .chars()
            .map(|c| u32::from(FACES[face].shaper.glyph_index(c).unwrap().0))
            .collect();
        assert_ne!(drawn, letters, "{text}");
    }
    // The i sign is written before the consonant it follows in the text: reordered, one cluster.
    let ki = shape("कि", Weight::Regular);
    assert_eq!(ki.cluster_starts(), vec![0]);
}

#[test]
fn a_long_text_is_cut_between_syllables_to_fit() {
    let long = "ఫామ్‌హౌస్ ".repeat(30);
    let full = shape(&long, Weight::Regular);
    let cut = fit(&long, Weight::Regular, 8.0, 60.0);
    assert!(cut.width(8.0) <= 60.0, "{}", cut.width(8.0));
    let kept = cut.text().strip_suffix('…').expect("an ellipsis");
    assert!(!kept.is_empty() && long.starts_with(kept), "{kept}");
    // It ends where a syllable ends (before any trailing space it dropped).
    let starts = full.cluster_starts();
    assert!(
        starts.contains(&kept.len()) || starts.contains(&(kept.len() + 1)),
        "{kept:?} ends inside a syllable"
    );
    // Text that fits is left whole.
    assert_eq!(fit("Farm", Weight::Regular, 8.0, 60.0).text(), "Farm");
}

#[test]
fn control_and_direction_characters_are_not_drawn_and_work_is_bounded() {
    let s = shape("a\u{7}b\nc\u{202E}d", Weight::Regular);
    assert_eq!(s.text(), "abcd");
    let huge = "x".repeat(100_000);
    assert_eq!(shape(&huge, Weight::Regular).text().len(), MAX_CHARS);
}

#[test]
fn a_figure_that_would_overflow_its_column_is_made_smaller() {
    let s = shape("₹12,34,56,789.00", Weight::Regular);
    let size = size_to_fit(&s, 8.0, 40.0);
    assert!(size < 8.0 && (s.width(size) - 40.0).abs() < 0.01, "{size}");
    assert_eq!(size_to_fit(&s, 8.0, 500.0), 8.0);
}
