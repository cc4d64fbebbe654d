//! A GST document as a one-page A4 PDF, drawn with the shaping and fonts of `crate::pdf` (so a
//! farmhouse's or a guest's name in Telugu or Devanagari prints as written): the same fields as
//! the HTML page of `html.rs`.

use krilla::page::PageSettings;
use krilla::{Document, SerializeSettings};

use super::html::{operator_note, tax_lines};
use super::{title, TaxDocumentView, TaxParty};
use crate::error::CoreError;
use crate::i18n::BRAND;
use crate::money::{paise_en_in, Paise};
use crate::pdf::{self, Color, Weight};

const PAGE_W: f32 = 595.28;
const PAGE_H: f32 = 841.89;
const MARGIN: f32 = 48.0;
const CONTENT_W: f32 = PAGE_W - 2.0 * MARGIN;
const AMOUNT_W: f32 = 110.0;
const SAC_W: f32 = 60.0;

const INK: Color = Color(20, 20, 20);
const GREY: Color = Color(100, 100, 100);
const RULE: Color = Color(170, 170, 170);
const SHADE: Color = Color(226, 232, 228);

/// Draws lines from the top down.
struct Pen<'a, 'b> {
    surface: &'a mut krilla::surface::Surface<'b>,
    y: f32,
}

impl Pen<'_, '_> {
    fn text(&mut self, x: f32, text: &str, weight: Weight, size: f32, color: Color, max: f32) {
        let shaped = pdf::fit(text, weight, size, max);
        pdf::draw(self.surface, &shaped, x, self.y + size, size, color);
    }

    /// Text set right at `right`, shrunk to fit `max` (a figure is never cut).
    fn figure(&mut self, right: f32, text: &str, weight: Weight, size: f32, max: f32) {
        let shaped = pdf::shape(text, weight);
        let size = pdf::size_to_fit(&shaped, size, max);
        let width = shaped.width(size);
        pdf::draw(
            self.surface,
            &shaped,
            right - width,
            self.y + size,
            size,
            INK,
        );
    }

    fn line(&mut self, text: &str, weight: Weight, size: f32, color: Color) {
        self.text(MARGIN, text, weight, size, color, CONTENT_W);
        self.y += size * 1.5;
    }

    /// `text` broken into lines of at most `max` points from `x`; the height it took.
    fn wrapped(&mut self, x: f32, text: &str, size: f32, max: f32) -> f32 {
        let lines = pdf::wrap(text, Weight::Regular, size, max);
        for (i, l) in lines.iter().enumerate() {
            pdf::draw(
                self.surface,
                l,
                x,
                self.y + size + i as f32 * size * 1.4,
                size,
                INK,
            );
        }
        lines.len().max(1) as f32 * size * 1.4
    }

    fn rule(&mut self, weight: f32) {
        pdf::fill_rect(self.surface, MARGIN, self.y, CONTENT_W, weight, RULE);
    }
}

fn party_lines(heading: &str, p: &TaxParty) -> Vec<(String, Weight, Color)> {
    let mut out = vec![
        (heading.to_uppercase(), Weight::Bold, GREY),
        (p.name.clone(), Weight::Bold, INK),
    ];
    if let Some(a) = &p.address {
        out.push((a.clone(), Weight::Regular, INK));
    }
    out.push((
        match &p.gstin {
            Some(g) => format!("GSTIN: {g}"),
            None => "Unregistered".to_string(),
        },
        Weight::Regular,
        INK,
    ));
    if let Some(s) = &p.state {
        out.push((format!("State: {s}"), Weight::Regular, INK));
    }
    out
}

fn rupees(paise: i64) -> String {
    paise_en_in(Paise(paise))
}

/// The document as a PDF.
pub fn document(d: &TaxDocumentView) -> Result<Vec<u8>, CoreError> {
    let title = title(&d.kind);
    let mut document = Document::new_with(SerializeSettings::default());
    document.set_metadata(
        krilla::metadata::Metadata::new()
            .title(format!("{title} {}", d.number))
            .language("en".to_string())
            .creator(BRAND.to_string()),
    );
    let size = krilla::geom::Size::from_wh(PAGE_W, PAGE_H).expect("A4 is a size");
    let mut page = document.start_page_with(PageSettings::new(size));
    let mut surface = page.surface();
    let mut pen = Pen {
        surface: &mut surface,
        y: MARGIN,
    };
    pen.line(BRAND, Weight::Bold, 9.0, GREY);
    pen.line(title, Weight::Bold, 18.0, INK);
    let issued = chrono::DateTime::parse_from_rfc3339(&d.issued_at)
        .map(|t| t.format("%-d %b %Y").to_string())
        .unwrap_or_else(|_| d.issued_at.clone());
    let mut facts = vec![
        ("Number", d.number.clone()),
        ("Date", issued),
        ("Reference", d.reference.clone()),
    ];
    if let Some(n) = &d.original_number {
        facts.push(("Against invoice", n.clone()));
    }
    facts.push(("Place of supply", d.place_of_supply.clone()));
    for (label, value) in facts {
        pen.text(MARGIN, label, Weight::Regular, 9.5, GREY, 100.0);
        pen.text(
            MARGIN + 105.0,
            &value,
            Weight::Bold,
            9.5,
            INK,
            CONTENT_W - 105.0,
        );
        pen.y += 14.0;
    }
    pen.y += 10.0;

    // Supplier and recipient side by side.
    let half = CONTENT_W / 2.0 - 8.0;
    let top = pen.y;
    let mut lowest = top;
    for (i, lines) in [
        party_lines("Supplier", &d.supplier),
        party_lines("Recipient", &d.recipient),
    ]
    .into_iter()
    .enumerate()
    {
        pen.y = top;
        let x = MARGIN + i as f32 * (half + 16.0);
        for (text, weight, color) in lines {
            let size = if weight == Weight::Bold && color == GREY {
                7.5
            } else {
                9.5
            };
            pen.text(x, &text, weight, size, color, half);
            pen.y += size * 1.5;
        }
        lowest = lowest.max(pen.y);
    }
    pen.y = lowest + 14.0;

    // The table: description, SAC, amount.
    let desc_w = CONTENT_W - SAC_W - AMOUNT_W;
    let right = MARGIN + CONTENT_W - 4.0;
    pdf::fill_rect(pen.surface, MARGIN, pen.y, CONTENT_W, 18.0, SHADE);
    pen.y += 4.0;
    pen.text(MARGIN + 4.0, "Description", Weight::Bold, 8.5, INK, desc_w);
    pen.text(MARGIN + desc_w + 4.0, "SAC", Weight::Bold, 8.5, INK, SAC_W);
    pen.figure(right, "Amount (₹)", Weight::Bold, 8.5, AMOUNT_W);
    pen.y += 18.0;
    let row_top = pen.y;
    let height = pen.wrapped(MARGIN + 4.0, &d.description, 9.0, desc_w - 8.0);
    pen.text(
        MARGIN + desc_w + 4.0,
        &d.sac,
        Weight::Regular,
        9.0,
        INK,
        SAC_W,
    );
    pen.figure(
        right,
        &rupees(d.taxable_paise),
        Weight::Regular,
        9.0,
        AMOUNT_W - 8.0,
    );
    pen.y = row_top + height + 6.0;
    pen.rule(0.5);
    pen.y += 4.0;
    for (label, amount) in tax_lines(d) {
        pen.text(MARGIN + 4.0, &label, Weight::Regular, 9.0, INK, desc_w);
        pen.figure(right, &rupees(amount), Weight::Regular, 9.0, AMOUNT_W - 8.0);
        pen.y += 15.0;
    }
    pen.rule(1.0);
    pen.y += 4.0;
    pen.text(MARGIN + 4.0, "Total", Weight::Bold, 10.5, INK, desc_w);
    pen.figure(
        right,
        &rupees(d.total_paise),
        Weight::Bold,
        10.5,
        AMOUNT_W - 8.0,
    );
    pen.y += 22.0;
    let h = pen.wrapped(MARGIN, &d.amount_in_words, 9.5, CONTENT_W);
    pen.y += h + 10.0;
    if let Some(note) = operator_note(d) {
        let lines = pdf::wrap(note, Weight::Regular, 8.0, CONTENT_W);
        for l in lines {
            pdf::draw(pen.surface, &l, MARGIN, pen.y + 8.0, 8.0, GREY);
            pen.y += 11.0;
        }
    }
    pen.line(
        "This is a computer-generated document and needs no signature.",
        Weight::Regular,
        8.0,
        GREY,
    );
    surface.finish();
    page.finish();
    document
        .finish()
        .map_err(|e| CoreError::Internal(anyhow::anyhow!("document PDF: {e:?}")))
}
