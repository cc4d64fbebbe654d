//! Text in the PDFs we make (owners' statements, `payouts/statement_pdf.rs`): Latin, Telugu and
//! Devanagari are split into runs of one script, shaped here with rustybuzz (conjuncts, vowel
//! signs, reordering), measured for the columns, and drawn by krilla, which embeds the subset of
//! each font a document uses. The fonts are built into the binary (`assets/fonts/`, SIL OFL 1.1):
//! nothing is read from the machine at run time.

use std::sync::LazyLock;

use krilla::geom::{PathBuilder, Point, Rect};
use krilla::paint::Fill;
use krilla::surface::Surface;
use krilla::text::{Font, GlyphId, KrillaGlyph};
use rustybuzz::{Direction, UnicodeBuffer};

/// A colour, red, green and blue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Color(pub u8, pub u8, pub u8);

impl Color {
    fn paint(self) -> Fill {
        Fill {
            paint: krilla::color::rgb::Color::new(self.0, self.1, self.2).into(),
            ..Fill::default()
        }
    }
}

/// The longest text drawn in one place; people's own words beyond it are cut (a cell shows far
/// less anyway), so no text makes the shaping work grow without bound.
const MAX_CHARS: usize = 300;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weight {
    Regular,
    Bold,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Script {
    Latin,
    Telugu,
    Devanagari,
}

const SCRIPTS: [Script; 3] = [Script::Latin, Script::Telugu, Script::Devanagari];

struct Face {
    shaper: rustybuzz::Face<'static>,
    font: Font,
    units_per_em: f32,
}

impl Face {
    fn new(bytes: &'static [u8]) -> Face {
        let shaper = rustybuzz::Face::from_slice(bytes, 0).expect("a built-in font parses");
        let font = Font::new(bytes.into(), 0).expect("a built-in font parses");
        Face {
            units_per_em: shaper.units_per_em() as f32,
            shaper,
            font,
        }
    }

    fn covers(&self, c: char) -> bool {
        self.shaper.glyph_index(c).is_some()
    }
}

/// Regular then bold, for Latin, Telugu and Devanagari.
static FACES: LazyLock<[Face; 6]> = LazyLock::new(|| {
    [
        Face::new(include_bytes!("../assets/fonts/NotoSans-Regular.ttf")),
        Face::new(include_bytes!("../assets/fonts/NotoSans-Bold.ttf")),
        Face::new(include_bytes!("../assets/fonts/NotoSansTelugu-Regular.ttf")),
        Face::new(include_bytes!("../assets/fonts/NotoSansTelugu-Bold.ttf")),
        Face::new(include_bytes!(
            "../assets/fonts/NotoSansDevanagari-Regular.ttf"
        )),
        Face::new(include_bytes!(
            "../assets/fonts/NotoSansDevanagari-Bold.ttf"
        )),
    ]
});

fn face_index(script: Script, weight: Weight) -> usize {
    let s = match script {
        Script::Latin => 0,
        Script::Telugu => 2,
        Script::Devanagari => 4,
    };
    s + usize::from(weight == Weight::Bold)
}

/// The script a character belongs to; `None` for those every script shares (spaces, digits,
/// punctuation, ₹, the joiners), which stay in the run they are in.
fn script_of(c: char) -> Option<Script> {
    match c {
        // The dandas and the Vedic signs serve both Indic scripts.
        '\u{0964}' | '\u{0965}' | '\u{1CD0}'..='\u{1CFF}' => None,
        '\u{0C00}'..='\u{0C7F}' => Some(Script::Telugu),
        '\u{0900}'..='\u{097F}' | '\u{A8E0}'..='\u{A8FF}' => Some(Script::Devanagari),
        c if c.is_alphabetic() => Some(Script::Latin),
        _ => None,
    }
}

/// Control and direction-override characters are dropped: a title is drawn as the glyphs of its
/// letters and nothing else.
fn clean(text: &str) -> String {
    text.chars()
        .filter(|c| {
            !c.is_control() && !matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
        })
        .take(MAX_CHARS)
        .collect()
}

/// One font's stretch of a line.
#[derive(Debug, Clone)]
struct Run {
    face: usize,
    /// Where the run starts in the line's text (bytes).
    offset: usize,
    text: String,
    glyphs: Vec<KrillaGlyph>,
    /// The advance, in ems.
    width: f32,
}

/// A line of text, shaped: runs of one font each, left to right.
#[derive(Debug, Clone)]
pub struct Shaped {
    text: String,
    runs: Vec<Run>,
}

impl Shaped {
    /// The width at `size` points.
    pub fn width(&self, size: f32) -> f32 {
        self.runs.iter().map(|r| r.width).sum::<f32>() * size
    }

    /// The text drawn (after control characters were dropped).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Where a cluster (a syllable in Telugu and Devanagari) starts: the places a line may be cut.
    fn cluster_starts(&self) -> Vec<usize> {
        let mut out: Vec<usize> = self
            .runs
            .iter()
            .flat_map(|r| r.glyphs.iter().map(|g| r.offset + g.text_range.start))
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }
}

fn shape_run(face: usize, offset: usize, text: &str) -> Run {
    let f = &FACES[face];
    let mut buffer = UnicodeBuffer::new();
    buffer.push_str(text);
    buffer.guess_segment_properties();
    buffer.set_direction(Direction::LeftToRight);
    let out = rustybuzz::shape(&f.shaper, &[], buffer);
    let (infos, positions) = (out.glyph_infos(), out.glyph_positions());
    let em = f.units_per_em;
    let mut glyphs = Vec::with_capacity(infos.len());
    for (i, (info, pos)) in infos.iter().zip(positions).enumerate() {
        let start = info.cluster as usize;
        // A cluster ends where the next different one starts (left to right, clusters rise).
        let end = infos[i + 1..]
            .iter()
            .map(|n| n.cluster as usize)
            .find(|&c| c != start)
            .unwrap_or(text.len());
        glyphs.push(KrillaGlyph::new(
            GlyphId::new(info.glyph_id),
            pos.x_advance as f32 / em,
            pos.x_offset as f32 / em,
            pos.y_offset as f32 / em,
            pos.y_advance as f32 / em,
            start..end.max(start),
            None,
        ));
    }
    let width = glyphs.iter().map(|g| g.x_advance).sum();
    Run {
        face,
        offset,
        text: text.to_string(),
        glyphs,
        width,
    }
}

/// Shapes one line of `text` in `weight`, each script in its own font.
pub fn shape(text: &str, weight: Weight) -> Shaped {
    let text = clean(text);
    let latin = face_index(Script::Latin, weight);
    let mut runs = Vec::new();
    let mut current: Option<(usize, usize)> = None; // (face, start)
    for (at, c) in text.char_indices() {
        let face = match (script_of(c), current) {
            (Some(script), _) => face_index(script, weight),
            (None, Some((face, _))) if FACES[face].covers(c) => face,
            (None, _) => SCRIPTS
                .iter()
                .map(|s| face_index(*s, weight))
                .find(|&f| FACES[f].covers(c))
                .unwrap_or(latin),
        };
        match current {
            Some((f, _)) if f == face => {}
            Some((f, start)) => {
                runs.push(shape_run(f, start, &text[start..at]));
                current = Some((face, at));
            }
            None => current = Some((face, at)),
        }
    }
    if let Some((f, start)) = current {
        runs.push(shape_run(f, start, &text[start..]));
    }
    Shaped { text, runs }
}

/// `text` in at most `max` points at `size`: cut between syllables with "…" when it is longer.
pub fn fit(text: &str, weight: Weight, size: f32, max: f32) -> Shaped {
    let full = shape(text, weight);
    if full.width(size) <= max {
        return full;
    }
    let cut = |end: usize| shape(&format!("{}…", full.text[..end].trim_end()), weight);
    let starts = full.cluster_starts();
    // The most clusters that fit with the ellipsis (widths grow with the clusters kept).
    let (mut lo, mut hi) = (0, starts.len());
    while lo + 1 < hi {
        let mid = (lo + hi) / 2;
        if cut(starts[mid]).width(size) <= max {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    cut(starts.get(lo).copied().unwrap_or(0))
}

/// The size at which `shaped` fits in `max` points: `size`, or smaller for a figure that must
/// not be cut (an amount, a reference).
pub fn size_to_fit(shaped: &Shaped, size: f32, max: f32) -> f32 {
    let width = shaped.width(size);
    if width > max && width > 0.0 {
        size * max / width
    } else {
        size
    }
}

/// `text` broken at spaces into lines of at most `max` points (a word longer than that stands
/// on its own line).
pub fn wrap(text: &str, weight: Weight, size: f32, max: f32) -> Vec<Shaped> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let tried = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if line.is_empty() || shape(&tried, weight).width(size) <= max {
            line = tried;
        } else {
            lines.push(shape(&line, weight));
            line = word.to_string();
        }
    }
    if !line.is_empty() {
        lines.push(shape(&line, weight));
    }
    lines
}

/// Draws `shaped` from `x` on the baseline `y` (points from the page's top left) in `color`.
pub fn draw(surface: &mut Surface<'_>, shaped: &Shaped, x: f32, y: f32, size: f32, color: Color) {
    surface.set_fill(Some(color.paint()));
    let mut x = x;
    for run in &shaped.runs {
        surface.draw_glyphs(
            Point::from_xy(x, y),
            &run.glyphs,
            FACES[run.face].font.clone(),
            &run.text,
            size,
            false,
        );
        x += run.width * size;
    }
}

/// Fills a rectangle (a shaded row, a rule).
pub fn fill_rect(surface: &mut Surface<'_>, x: f32, y: f32, w: f32, h: f32, color: Color) {
    let Some(rect) = Rect::from_xywh(x, y, w, h) else {
        return;
    };
    let mut path = PathBuilder::new();
    path.push_rect(rect);
    if let Some(path) = path.finish() {
        surface.set_fill(Some(color.paint()));
        surface.draw_path(&path);
    }
}

#[cfg(test)]
mod tests;
