//! The month's statement as a PDF (A4) in the owner's language, beside the CSV of
//! `statement.rs` and from the same [`Earnings`]: the month and the owner, their balance today
//! (available, upcoming with the day each part becomes available, paid out, owed), a table of the
//! month's stays and one of its payouts. Tables run on over as many pages as they need, their
//! headings again at the top of each; every page is numbered "n of m".

use krilla::page::PageSettings;
use krilla::{Document, SerializeSettings};

use super::statement::Earnings;
use crate::error::CoreError;
use crate::i18n::{self, Args};
use crate::language::Language;
use crate::money::{paise_en_in, Paise};
use crate::pdf::{self, Color, Shaped, Weight};

/// A4 in points.
const PAGE_W: f32 = 595.28;
const PAGE_H: f32 = 841.89;
const MARGIN: f32 = 40.0;
const CONTENT_W: f32 = PAGE_W - 2.0 * MARGIN;
/// Where the page's content ends; the footer's line is below it.
const BOTTOM: f32 = PAGE_H - 52.0;
const FOOTER_Y: f32 = PAGE_H - 28.0;

const CELL: f32 = 8.0;
const HEAD: f32 = 7.5;
const PAD: f32 = 3.0;
const ROW_H: f32 = 14.0;

const INK: Color = Color(20, 20, 20);
const GREY: Color = Color(100, 100, 100);
const SHADE: Color = Color(244, 244, 244);
const HEAD_SHADE: Color = Color(226, 232, 228);
const RULE: Color = Color(170, 170, 170);

#[derive(Clone, Copy, PartialEq)]
enum Align {
    Left,
    Right,
}

/// A column: its width and how its cells sit.
struct Column {
    heading: &'static str,
    width: f32,
    align: Align,
}

const STAY_COLUMNS: [Column; 8] = [
    col("statement-col-starts", 56.0, Align::Left),
    col("statement-col-farmhouse", 112.0, Align::Left),
    col("statement-col-booking", 60.0, Align::Left),
    col("statement-col-price", 60.0, Align::Right),
    col("statement-col-commission", 58.0, Align::Right),
    col("statement-col-gst", 54.0, Align::Right),
    col("statement-col-withheld", 52.0, Align::Right),
    col("statement-col-net", CONTENT_W - 452.0, Align::Right),
];

const PAYOUT_COLUMNS: [Column; 6] = [
    col("statement-col-made", 88.0, Align::Left),
    col("statement-col-payout", 62.0, Align::Left),
    col("statement-col-amount", 72.0, Align::Right),
    col("statement-col-status", 78.0, Align::Left),
    col("statement-col-to", 105.0, Align::Left),
    col("statement-col-utr", CONTENT_W - 405.0, Align::Left),
];

const fn col(heading: &'static str, width: f32, align: Align) -> Column {
    Column {
        heading,
        width,
        align,
    }
}

/// A text placed in a block: from `x` (page points) on a baseline `y` below the block's top.
struct Placed {
    text: Shaped,
    size: f32,
    x: f32,
    y: f32,
    color: Color,
}

/// A stretch of the page that is never split: a heading, a line, a table's row.
#[derive(Default)]
struct Block {
    height: f32,
    texts: Vec<Placed>,
    shade: Option<Color>,
    rule_below: bool,
    /// The table this row belongs to (its heading row is repeated on each new page).
    table: Option<usize>,
    is_heading_row: bool,
    /// Goes on the page the next block goes on (a heading is not left alone at a page's foot).
    keep_with_next: bool,
}

impl Block {
    fn gap(height: f32) -> Block {
        Block {
            height,
            ..Block::default()
        }
    }

    /// One line of text across the page, cut to fit.
    fn line(text: &str, weight: Weight, size: f32, color: Color) -> Block {
        let height = size * 1.6;
        Block {
            height,
            texts: vec![Placed {
                text: pdf::fit(text, weight, size, CONTENT_W),
                size,
                x: MARGIN,
                y: size * 1.15,
                color,
            }],
            ..Block::default()
        }
    }
}

/// A cell's content: people's words are cut to the column, figures shrink to fit it.
enum Cell {
    Words(String),
    Figure(String),
}

fn heading_row(columns: &[Column], table: usize, language: Language) -> Block {
    let lines: Vec<Vec<Shaped>> = columns
        .iter()
        .map(|c| {
            pdf::wrap(
                &i18n::text(language, c.heading, &[]),
                Weight::Bold,
                HEAD,
                c.width - 2.0 * PAD,
            )
        })
        .collect();
    let line_h = HEAD * 1.3;
    let most = lines.iter().map(Vec::len).max().unwrap_or(1).max(1);
    let mut texts = Vec::new();
    let mut x = MARGIN;
    for (column, lines) in columns.iter().zip(lines) {
        for (i, line) in lines.into_iter().enumerate() {
            let size = pdf::size_to_fit(&line, HEAD, column.width - 2.0 * PAD);
            texts.push(Placed {
                x: aligned(x, column, line.width(size)),
                y: PAD + line_h * (i as f32) + HEAD,
                text: line,
                size,
                color: INK,
            });
        }
        x += column.width;
    }
    Block {
        height: line_h * most as f32 + 2.0 * PAD + 2.0,
        texts,
        shade: Some(HEAD_SHADE),
        rule_below: true,
        table: Some(table),
        is_heading_row: true,
        keep_with_next: true,
    }
}

fn aligned(x: f32, column: &Column, width: f32) -> f32 {
    match column.align {
        Align::Left => x + PAD,
        Align::Right => x + column.width - PAD - width,
    }
}

fn row(columns: &[Column], cells: Vec<Cell>, table: usize, weight: Weight, shade: bool) -> Block {
    let mut texts = Vec::with_capacity(cells.len());
    let mut x = MARGIN;
    for (column, cell) in columns.iter().zip(cells) {
        let room = column.width - 2.0 * PAD;
        let (text, size) = match cell {
            Cell::Words(w) => (pdf::fit(&w, weight, CELL, room), CELL),
            Cell::Figure(f) => {
                let shaped = pdf::shape(&f, weight);
                let size = pdf::size_to_fit(&shaped, CELL, room);
                (shaped, size)
            }
        };
        texts.push(Placed {
            x: aligned(x, column, text.width(size)),
            y: ROW_H - 4.0,
            text,
            size,
            color: INK,
        });
        x += column.width;
    }
    Block {
        height: ROW_H,
        texts,
        shade: shade.then_some(SHADE),
        table: Some(table),
        ..Block::default()
    }
}

fn rupees(paise: i64) -> String {
    paise_en_in(Paise(paise))
}

/// An RFC 3339 time (as `Earnings` holds them) in IST, in the language's month names.
fn when(language: Language, rfc: &str, pattern: &str) -> String {
    chrono::DateTime::parse_from_rfc3339(rfc)
        .map(|t| i18n::ist_format(language, t.timestamp(), pattern))
        .unwrap_or_else(|_| rfc.to_string())
}

/// The month's name and year ("December 2026"), from yyyy-mm.
fn month_label(language: Language, month: &str) -> String {
    super::statement::month_bounds(month)
        .map(|(from, _)| i18n::ist_format(language, from, "%B %Y"))
        .unwrap_or_else(|| month.to_string())
}

fn blocks(e: &Earnings, owner_name: &str, language: Language) -> (String, Vec<Block>) {
    let t = |id: &str| i18n::text(language, id, &[]);
    let with = |id: &str, args: &Args<'_>| i18n::text(language, id, args);
    let title = with(
        "statement-pdf-title",
        &[("month", month_label(language, &e.month).into())],
    );
    let mut out = vec![
        Block::line(i18n::BRAND, Weight::Bold, 9.0, GREY),
        Block::line(&title, Weight::Bold, 17.0, INK),
        Block::line(
            &with("statement-pdf-owner", &[("name", owner_name.into())]),
            Weight::Regular,
            10.0,
            INK,
        ),
        Block::gap(10.0),
        Block {
            keep_with_next: true,
            ..Block::line(&t("statement-pdf-balance"), Weight::Bold, 11.0, INK)
        },
    ];
    // The figures side by side, each under its label; money held by a dispute only when there is.
    let mut figures = vec![
        ("statement-state-available", e.available_paise),
        ("statement-state-upcoming", e.upcoming_paise),
        ("statement-pdf-paid-out", e.paid_out_paise),
        ("statement-state-owed", e.owed_paise),
    ];
    if e.disputed_paise != 0 {
        figures.push(("statement-state-disputed", e.disputed_paise));
    }
    let width = CONTENT_W / figures.len() as f32;
    let mut texts = Vec::new();
    for (i, (label, paise)) in figures.into_iter().enumerate() {
        let x = MARGIN + width * i as f32;
        texts.push(Placed {
            text: pdf::fit(&t(label), Weight::Regular, 8.5, width - PAD),
            size: 8.5,
            x,
            y: 10.0,
            color: GREY,
        });
        let figure = pdf::shape(&rupees(paise), Weight::Bold);
        let size = pdf::size_to_fit(&figure, 13.0, width - PAD);
        texts.push(Placed {
            text: figure,
            size,
            x,
            y: 27.0,
            color: INK,
        });
    }
    out.push(Block {
        height: 34.0,
        texts,
        ..Block::default()
    });
    for u in &e.upcoming {
        let line = with(
            "statement-pdf-upcoming-on",
            &[
                ("amount", rupees(u.amount_paise).into()),
                ("date", when(language, &u.available_at, "%-d %b %Y").into()),
            ],
        );
        out.push(Block::line(&format!("• {line}"), Weight::Regular, 8.5, INK));
    }

    out.push(Block::gap(14.0));
    out.push(Block {
        keep_with_next: true,
        ..Block::line(&t("statement-pdf-stays"), Weight::Bold, 11.0, INK)
    });
    if e.stays.is_empty() {
        out.push(Block::line(
            &t("statement-pdf-no-stays"),
            Weight::Regular,
            9.0,
            GREY,
        ));
    } else {
        out.push(heading_row(&STAY_COLUMNS, 0, language));
        let mut sums = [0i64; 5];
        for (i, s) in e.stays.iter().enumerate() {
            let amounts = [
                s.price_paise,
                s.commission_paise,
                s.gst_paise,
                s.withheld_paise,
                s.net_paise,
            ];
            for (sum, a) in sums.iter_mut().zip(amounts) {
                *sum = sum.saturating_add(a);
            }
            let mut cells = vec![
                Cell::Words(when(language, &s.starts_at, "%-d %b %Y")),
                Cell::Words(s.property_title.clone()),
                Cell::Figure(s.booking_code.clone()),
            ];
            cells.extend(amounts.map(|a| Cell::Figure(rupees(a))));
            out.push(row(&STAY_COLUMNS, cells, 0, Weight::Regular, i % 2 == 1));
        }
        let mut cells = vec![
            Cell::Words(t("statement-pdf-total")),
            Cell::Words(String::new()),
            Cell::Words(String::new()),
        ];
        cells.extend(sums.map(|a| Cell::Figure(rupees(a))));
        let mut total = row(&STAY_COLUMNS, cells, 0, Weight::Bold, false);
        total.shade = Some(HEAD_SHADE);
        out.push(total);
    }

    out.push(Block::gap(14.0));
    out.push(Block {
        keep_with_next: true,
        ..Block::line(&t("statement-pdf-payouts"), Weight::Bold, 11.0, INK)
    });
    if e.payouts.is_empty() {
        out.push(Block::line(
            &t("statement-pdf-no-payouts"),
            Weight::Regular,
            9.0,
            GREY,
        ));
    } else {
        out.push(heading_row(&PAYOUT_COLUMNS, 1, language));
        for (i, p) in e.payouts.iter().enumerate() {
            let cells = vec![
                Cell::Words(when(language, &p.created_at, "%-d %b %Y, %H:%M")),
                Cell::Figure(p.reference.clone()),
                Cell::Figure(rupees(p.amount_paise)),
                Cell::Words(t(&format!("statement-status-{}", p.status))),
                Cell::Words(p.destination.clone()),
                Cell::Figure(p.utr.clone().unwrap_or_default()),
            ];
            out.push(row(&PAYOUT_COLUMNS, cells, 1, Weight::Regular, i % 2 == 1));
        }
    }
    (title, out)
}

/// The blocks on each page, with where each starts: a page starts afresh when the next block
/// (and those kept with it) would run past the foot; a table's heading row comes again first.
fn paginate(blocks: &[Block]) -> Vec<Vec<(f32, usize)>> {
    let headings: Vec<(usize, usize)> = blocks
        .iter()
        .enumerate()
        .filter(|(_, b)| b.is_heading_row)
        .filter_map(|(i, b)| b.table.map(|t| (t, i)))
        .collect();
    let mut pages = vec![Vec::new()];
    let mut y = MARGIN;
    for (i, b) in blocks.iter().enumerate() {
        let page = pages.last_mut().expect("one page at least");
        if b.texts.is_empty() && b.shade.is_none() && page.is_empty() {
            continue; // no gap at a page's head
        }
        let mut need = b.height;
        let mut next = i;
        while blocks[next].keep_with_next && next + 1 < blocks.len() {
            next += 1;
            need += blocks[next].height;
        }
        if y + need > BOTTOM && !page.is_empty() {
            pages.push(Vec::new());
            y = MARGIN;
            if let (Some(table), false) = (b.table, b.is_heading_row) {
                if let Some(&(_, h)) = headings.iter().find(|(t, _)| *t == table) {
                    pages.last_mut().expect("just pushed").push((y, h));
                    y += blocks[h].height;
                }
            }
        }
        pages.last_mut().expect("one page at least").push((y, i));
        y += b.height;
    }
    pages
}

/// The month's statement as a PDF, A4, headings in `language`, for the owner `owner_name`.
pub fn statement_pdf(
    e: &Earnings,
    owner_name: &str,
    language: Language,
) -> Result<Vec<u8>, CoreError> {
    let (title, blocks) = blocks(e, owner_name, language);
    let pages = paginate(&blocks);
    let count = pages.len();
    let footer_left = pdf::fit(
        &format!("{} · {title}", i18n::BRAND),
        Weight::Regular,
        7.5,
        CONTENT_W * 0.7,
    );
    let mut document = Document::new_with(SerializeSettings {
        // Krilla's default, said plainly: the page streams are what grows with a month's stays.
        compress_content_streams: true,
        ..SerializeSettings::default()
    });
    document.set_metadata(
        krilla::metadata::Metadata::new()
            .title(format!("{} — {title}", i18n::BRAND))
            .language(language.as_str().to_string())
            .creator(i18n::BRAND.to_string()),
    );
    let size = krilla::geom::Size::from_wh(PAGE_W, PAGE_H).expect("A4 is a size");
    for (n, placed) in pages.iter().enumerate() {
        let mut page = document.start_page_with(PageSettings::new(size));
        let mut surface = page.surface();
        for &(y, i) in placed {
            let b = &blocks[i];
            if let Some(shade) = b.shade {
                pdf::fill_rect(&mut surface, MARGIN, y, CONTENT_W, b.height, shade);
            }
            if b.rule_below {
                pdf::fill_rect(
                    &mut surface,
                    MARGIN,
                    y + b.height - 0.6,
                    CONTENT_W,
                    0.6,
                    RULE,
                );
            }
            for t in &b.texts {
                pdf::draw(&mut surface, &t.text, t.x, y + t.y, t.size, t.color);
            }
        }
        pdf::fill_rect(&mut surface, MARGIN, FOOTER_Y - 10.0, CONTENT_W, 0.5, RULE);
        pdf::draw(&mut surface, &footer_left, MARGIN, FOOTER_Y, 7.5, GREY);
        let number = pdf::shape(
            &i18n::text(
                language,
                "statement-pdf-page",
                &[("page", (n + 1).into()), ("pages", count.into())],
            ),
            Weight::Regular,
        );
        let width = number.width(7.5);
        pdf::draw(
            &mut surface,
            &number,
            PAGE_W - MARGIN - width,
            FOOTER_Y,
            7.5,
            GREY,
        );
        surface.finish();
        page.finish();
    }
    document
        .finish()
        .map_err(|e| CoreError::Internal(anyhow::anyhow!("statement PDF: {e:?}")))
}

#[cfg(test)]
mod tests;
