use super::*;
use crate::ledger::Upcoming;
use crate::payouts::{PayoutView, StayEarning, MINIMUM_PAYOUT_PAISE};

fn stay(i: usize) -> StayEarning {
    StayEarning {
        booking_id: i as i64 + 1,
        booking_code: format!("HE-{:06}", i + 1),
        property_title: format!("Mango Grove Farmhouse {}", i + 1),
        starts_at: "2026-12-03T09:00:00+05:30".into(),
        paid_online: true,
        price_paise: 12_345_600,
        commission_paise: 1_234_560,
        gst_paise: 222_221,
        withheld_paise: 12_346,
        net_paise: 10_876_473,
        available_at: Some("2026-12-05T09:00:00+05:30".into()),
        state: "available".into(),
    }
}

fn payout() -> PayoutView {
    PayoutView {
        id: 17,
        reference: "PO-000017".into(),
        owner_id: 3,
        owner_name: None,
        amount_paise: 5_000_000,
        status: "processed".into(),
        destination: "••••resh@ybl".into(),
        provider: "simulated".into(),
        provider_payout_id: Some("pout_1".into()),
        utr: Some("UTR20261205000042".into()),
        failure_reason: None,
        attempts: 1,
        created_at: "2026-12-05T10:30:00+05:30".into(),
        sent_at: None,
        settled_at: None,
    }
}

fn month(stays: usize) -> Earnings {
    Earnings {
        month: "2026-12".into(),
        available_paise: 123_456_789,
        owed_paise: 59_550,
        disputed_paise: 0,
        upcoming_paise: 250_000,
        upcoming: vec![Upcoming {
            available_at: "2026-12-20T09:00:00+05:30".into(),
            amount_paise: 250_000,
        }],
        paid_out_paise: 5_000_000,
        minimum_payout_paise: MINIMUM_PAYOUT_PAISE,
        held: false,
        payout_details: None,
        stays: (0..stays).map(stay).collect(),
        payouts: vec![payout()],
    }
}

/// The PDF read back: its pages, the base names of the fonts it embeds, and each page's text.
struct Read {
    pages: usize,
    fonts: Vec<String>,
    text: Vec<String>,
}

fn read(bytes: &[u8]) -> Read {
    assert!(bytes.starts_with(b"%PDF-"), "not a PDF");
    let doc = lopdf::Document::load_mem(bytes).expect("a PDF lopdf reads");
    let pages = doc.get_pages();
    let mut fonts = Vec::new();
    for object in doc.objects.values() {
        let Ok(d) = object.as_dict() else { continue };
        // A font whose program is in the file (TrueType in a FontFile2 stream).
        if d.get(b"Type").and_then(|t| t.as_name()).ok() == Some(b"FontDescriptor".as_slice())
            && d.get(b"FontFile2").is_ok()
        {
            let name = d.get(b"FontName").unwrap().as_name().unwrap();
            fonts.push(String::from_utf8_lossy(name).into_owned());
        }
    }
    let text = pages.values().map(|id| page_text(&doc, *id)).collect();
    Read {
        pages: pages.len(),
        fonts,
        text,
    }
}

/// A page's text as a reader copies it: each font's ToUnicode map, except where a span's
/// /ActualText says what its glyphs read (a Telugu or Devanagari syllable whose glyphs are
/// reordered or joined; lopdf's own `extract_text` knows no ActualText).
fn page_text(doc: &lopdf::Document, page: lopdf::ObjectId) -> String {
    use lopdf::content::Content;
    let fonts = doc.get_page_fonts(page).unwrap();
    let content = Content::decode(&doc.get_page_content(page)).unwrap();
    let mut out = String::new();
    let mut encoding = None;
    // For each open marked-content span: whether it stood for its glyphs.
    let mut spans: Vec<bool> = Vec::new();
    for op in &content.operations {
        let operand = |i: usize| op.operands.get(i);
        match op.operator.as_str() {
            "Tf" => {
                let name = operand(0).unwrap().as_name().unwrap();
                encoding = Some(fonts[name].get_font_encoding(doc).unwrap());
            }
            "BDC" | "BMC" => {
                let actual = operand(1)
                    .and_then(|d| d.as_dict().ok())
                    .and_then(|d| d.get(b"ActualText").ok())
                    .map(|t| lopdf::decode_text_string(t).unwrap());
                if let Some(actual) = &actual {
                    out.push_str(actual);
                }
                spans.push(actual.is_some());
            }
            "EMC" => {
                spans.pop();
            }
            "Tj" | "TJ" if !spans.contains(&true) => {
                let encoding = encoding.as_ref().expect("a font before text");
                let strings: Vec<&lopdf::Object> = match operand(0).unwrap() {
                    lopdf::Object::Array(items) => items.iter().collect(),
                    one => vec![one],
                };
                for s in strings {
                    if let Ok(bytes) = s.as_str() {
                        out.push_str(&lopdf::Document::decode_text(encoding, bytes).unwrap());
                    }
                }
            }
            "ET" => out.push('\n'),
            _ => {}
        }
    }
    out
}

fn has_font(r: &Read, name: &str) -> bool {
    // Subsets are named ABCDEF+NotoSans-Regular.
    r.fonts
        .iter()
        .any(|f| f.split_once('+').map_or(f.as_str(), |(_, n)| n) == name)
}

/// Text as extracted runs words together where the page places them apart; compare without
/// spaces and line ends.
fn squash(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

#[test]
fn a_statement_reads_back_with_its_figures_codes_and_references() {
    let bytes = statement_pdf(&month(3), "Suresh Reddy", Language::En).unwrap();
    let r = read(&bytes);
    assert_eq!(r.pages, 1);
    assert!(has_font(&r, "NotoSans-Regular"), "{:?}", r.fonts);
    assert!(has_font(&r, "NotoSans-Bold"), "{:?}", r.fonts);
    // English only: no Indic font is carried.
    assert!(!r
        .fonts
        .iter()
        .any(|f| f.contains("Telugu") || f.contains("Devanagari")));
    let text = squash(&r.text[0]);
    for expected in [
        "StatementforDecember2026",
        "Owner:SureshReddy",
        // The balance, en-IN.
        "₹12,34,567.89",
        "₹595.50",
        "₹2,500.00becomesavailableon20Dec2026",
        // A stay's line: date, farmhouse, code, price, commission, GST, withheld, net.
        "3Dec2026MangoGroveFarmhouse2HE-000002₹1,23,456.00₹12,345.60₹2,222.21₹123.46₹1,08,764.73",
        // The month's total of the three stays' nets.
        "₹3,26,294.19",
        // The payout: made, reference, amount, status, where, UTR.
        "5Dec2026,10:30PO-000017₹50,000.00Paidout••••resh@yblUTR20261205000042",
        "Page1of1",
    ] {
        assert!(text.contains(expected), "{expected} not in {text}");
    }
    // Small: only the glyphs used are embedded (the two fonts are a megabyte whole).
    assert!(bytes.len() < 60_000, "{} bytes", bytes.len());
}

#[test]
fn money_held_by_a_dispute_is_a_figure_of_its_own_only_when_there_is_some() {
    let none =
        squash(&read(&statement_pdf(&month(1), "Suresh Reddy", Language::En).unwrap()).text[0]);
    assert!(!none.contains("Disputed"), "{none}");
    let held = Earnings {
        disputed_paise: 777_700,
        ..month(1)
    };
    let text = squash(&read(&statement_pdf(&held, "Suresh Reddy", Language::En).unwrap()).text[0]);
    assert!(text.contains("Disputed"), "{text}");
    assert!(text.contains("₹7,777.00"), "{text}");
}

#[test]
fn a_long_month_runs_on_over_numbered_pages_with_its_headings_on_each() {
    let started = std::time::Instant::now();
    let bytes = statement_pdf(&month(2_000), "Suresh Reddy", Language::En).unwrap();
    let took = started.elapsed();
    let r = read(&bytes);
    // Rows of 14 points under a heading row: 50 to a page, 40 on the first below the title and
    // the balance, and the payouts on the last: 1 + 40 pages.
    assert_eq!(r.pages, 41);
    let pages = r.pages;
    for (i, page) in r.text.iter().enumerate() {
        let text = squash(page);
        assert!(
            text.contains(&format!("Page{}of{pages}", i + 1)),
            "page {}: {text}",
            i + 1
        );
        // Each page of the table starts with the table's heading row.
        if i > 0 && i < pages - 1 {
            assert!(text.contains("Starts(IST)Farmhouse"), "page {}", i + 1);
        }
    }
    let all = squash(&r.text.concat());
    for code in ["HE-000001", "HE-001000", "HE-002000", "PO-000017"] {
        assert!(all.contains(code), "{code} missing");
    }
    // Every stay's line is there once.
    assert_eq!(all.matches("MangoGroveFarmhouse").count(), 2_000);
    assert!(
        bytes.len() < 1_500_000,
        "{} bytes for 2,000 stays",
        bytes.len()
    );
    eprintln!(
        "2,000 stays: {pages} pages, {} bytes, {took:?}",
        bytes.len()
    );
}

#[test]
fn a_telugu_statement_embeds_the_telugu_font_and_its_headings_read_back() {
    let mut e = month(2);
    // An owner's Telugu farmhouse name, with a conjunct and a zero-width non-joiner.
    e.stays[0].property_title = "మామిడి తోట ఫామ్‌హౌస్".into();
    let bytes = statement_pdf(&e, "సురేష్ రెడ్డి", Language::Te).unwrap();
    let r = read(&bytes);
    assert!(has_font(&r, "NotoSansTelugu-Regular"), "{:?}", r.fonts);
    assert!(has_font(&r, "NotoSansTelugu-Bold"), "{:?}", r.fonts);
    // Figures and codes stay in Noto Sans.
    assert!(has_font(&r, "NotoSans-Regular"), "{:?}", r.fonts);
    let text = squash(&r.text[0]);
    for expected in [
        "స్టేట్‌మెంట్",
        "యజమాని:సురేష్రెడ్డి",
        "బసలు",
        "చెల్లింపులు",
        "మామిడితోట",
        "పేజీ1/1",
        "HE-000001",
        "₹1,23,456.00",
        "PO-000017",
    ] {
        assert!(text.contains(expected), "{expected} not in {text}");
    }
}

#[test]
fn a_hindi_statement_is_in_devanagari() {
    let bytes = statement_pdf(&month(1), "Suresh", Language::Hi).unwrap();
    let r = read(&bytes);
    assert!(has_font(&r, "NotoSansDevanagari-Bold"), "{:?}", r.fonts);
    let text = squash(&r.text[0]);
    for expected in ["ठहराव", "भुगतान", "पृष्ठ1/1", "HE-000001"] {
        assert!(text.contains(expected), "{expected} not in {text}");
    }
}

#[test]
fn an_empty_month_says_so() {
    let mut e = month(0);
    e.payouts.clear();
    let r = read(&statement_pdf(&e, "Suresh", Language::En).unwrap());
    assert_eq!(r.pages, 1);
    let text = squash(&r.text[0]);
    assert!(text.contains("Nostaysthismonth."), "{text}");
    assert!(text.contains("Nopayoutsthismonth."), "{text}");
}

#[test]
fn an_owners_words_are_only_text_cut_to_their_column() {
    let mut e = month(1);
    // PDF syntax, control characters and a direction override in a farmhouse's name.
    e.stays[0].property_title = format!(
        "({}) Tj /JavaScript\u{7}\u{202E} {}",
        "x".repeat(40),
        "long ".repeat(80)
    );
    let bytes = statement_pdf(&e, ") Tj ET\nBT", Language::En).unwrap();
    let r = read(&bytes);
    let text = r.text[0].clone();
    // The name is cut with an ellipsis, never run into the next column.
    let cut = squash(&text);
    assert!(cut.contains("Owner:)TjETBT"), "{cut}");
    assert!(cut.contains("…HE-000001"), "{cut}");
    assert!(
        !text.contains('\u{7}') && !text.contains('\u{202E}'),
        "{text}"
    );
    // The document has its one page and its fonts, and no script or action of anyone's.
    assert_eq!(r.pages, 1);
    let raw = String::from_utf8_lossy(&bytes);
    assert!(!raw.contains("/JavaScript") && !raw.contains("/OpenAction"));
}
