//! A GST document as a page of its own (server-rendered, printable): no script, its style in the
//! page, every text escaped. The same fields as the PDF of `pdf.rs`.

use super::{title, TaxDocumentView, TaxParty};
use crate::money::{paise_en_in, Paise};

/// `text` with HTML's special characters as entities.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = "body{margin:0;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',\
'Noto Sans Telugu','Noto Sans Devanagari',sans-serif;color:#1f2933;background:#f5f7f5}\
main{max-width:46rem;margin:1.5rem auto;padding:1.5rem 2rem;background:#fff;border-radius:8px;\
box-shadow:0 1px 4px rgba(0,0,0,.12)}h1{font-size:1.4rem;margin:0}.brand{color:#52606d;margin:0}\
.parties{display:grid;grid-template-columns:1fr 1fr;gap:1rem;margin:1rem 0}\
h2{font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;color:#52606d;margin:0 0 .25rem}\
p{margin:.1rem 0}dl{display:grid;grid-template-columns:auto 1fr;gap:.15rem 1rem;margin:1rem 0}\
dt{color:#52606d}dd{margin:0}table{width:100%;border-collapse:collapse;margin:1rem 0}\
th,td{padding:.4rem .5rem;border-bottom:1px solid #d9e2ec;text-align:left;vertical-align:top}\
td.n,th.n{text-align:right;white-space:nowrap}tr.total td{font-weight:700;border-bottom:2px solid #1f2933}\
.words{font-style:italic}.note{color:#52606d;font-size:.85rem}\
@media print{body{background:#fff}main{box-shadow:none;margin:0;max-width:none}}";

fn rupees(paise: i64) -> String {
    escape(&paise_en_in(Paise(paise)))
}

/// The rate in percent: 5, 18, 2.5.
pub fn percent(rate_bp: i64) -> String {
    if rate_bp % 100 == 0 {
        (rate_bp / 100).to_string()
    } else {
        let fraction = format!("{:02}", rate_bp % 100);
        format!("{}.{}", rate_bp / 100, fraction.trim_end_matches('0'))
    }
}

fn party(heading: &str, p: &TaxParty) -> String {
    let mut out = format!(
        "<section><h2>{}</h2><p><strong>{}</strong></p>",
        escape(heading),
        escape(&p.name)
    );
    if let Some(a) = &p.address {
        out.push_str(&format!("<p>{}</p>", escape(a)));
    }
    match &p.gstin {
        Some(g) => out.push_str(&format!("<p>GSTIN: {}</p>", escape(g))),
        None => out.push_str("<p>Unregistered</p>"),
    }
    if let Some(s) = &p.state {
        out.push_str(&format!("<p>State: {}</p>", escape(s)));
    }
    out.push_str("</section>");
    out
}

/// The tax lines of a document: CGST and SGST at half the rate each, or IGST at the rate.
pub fn tax_lines(d: &TaxDocumentView) -> Vec<(String, i64)> {
    let rate = i64::from(d.rate_bp);
    if d.igst_paise != 0 {
        vec![(format!("IGST @ {}%", percent(rate)), d.igst_paise)]
    } else {
        vec![
            (format!("CGST @ {}%", percent(rate / 2)), d.cgst_paise),
            (
                format!("SGST @ {}%", percent(rate - rate / 2)),
                d.sgst_paise,
            ),
        ]
    }
}

/// The note under a document: who pays the stay's tax when the platform issues it.
pub fn operator_note(d: &TaxDocumentView) -> Option<&'static str> {
    d.supplier_is_operator.then_some(
        "Issued by the e-commerce operator, which pays the GST on this supply under section 9(5) \
         of the CGST Act, 2017.",
    )
}

/// The document as a complete HTML page.
pub fn page(d: &TaxDocumentView) -> String {
    let title = title(&d.kind);
    let mut rows = format!(
        "<tr><td>{}</td><td>{}</td><td class=\"n\">{}</td></tr>",
        escape(&d.description),
        escape(&d.sac),
        rupees(d.taxable_paise)
    );
    for (label, amount) in tax_lines(d) {
        rows.push_str(&format!(
            "<tr><td>{}</td><td></td><td class=\"n\">{}</td></tr>",
            escape(&label),
            rupees(amount)
        ));
    }
    rows.push_str(&format!(
        "<tr class=\"total\"><td>Total</td><td></td><td class=\"n\">{}</td></tr>",
        rupees(d.total_paise)
    ));
    let original = d
        .original_number
        .as_deref()
        .map(|n| format!("<dt>Against invoice</dt><dd>{}</dd>", escape(n)))
        .unwrap_or_default();
    let issued = chrono::DateTime::parse_from_rfc3339(&d.issued_at)
        .map(|t| t.format("%-d %b %Y").to_string())
        .unwrap_or_else(|_| d.issued_at.clone());
    let note = operator_note(d)
        .map(|n| format!("<p class=\"note\">{}</p>", escape(n)))
        .unwrap_or_default();
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\"><title>{title} {number} · {brand}</title>\
         <style>{STYLE}</style></head><body><main>\
         <p class=\"brand\">{brand}</p><h1>{title}</h1>\
         <dl><dt>Number</dt><dd>{number}</dd><dt>Date</dt><dd>{issued}</dd>\
         <dt>Reference</dt><dd>{reference}</dd>{original}\
         <dt>Place of supply</dt><dd>{place}</dd></dl>\
         <div class=\"parties\">{supplier}{recipient}</div>\
         <table><thead><tr><th>Description</th><th>SAC</th><th class=\"n\">Amount (₹)</th></tr></thead>\
         <tbody>{rows}</tbody></table>\
         <p class=\"words\">{words}</p>{note}\
         <p class=\"note\">This is a computer-generated document and needs no signature.</p>\
         </main></body></html>",
        brand = escape(crate::i18n::BRAND),
        number = escape(&d.number),
        issued = escape(&issued),
        reference = escape(&d.reference),
        place = escape(&d.place_of_supply),
        supplier = party("Supplier", &d.supplier),
        recipient = party("Recipient", &d.recipient),
        words = escape(&d.amount_in_words),
    )
}
