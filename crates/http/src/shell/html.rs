//! Text helpers both the page shell (`pages`) and its first view (`first_view`) draw with.

/// The site's name in titles, Open Graph tags and the header.
pub const BRAND: &str = "Hyderabad Escapes";

/// `s` safe inside HTML text and double- or single-quoted attributes.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// Whole rupees as the app shows them, with en-IN grouping (₹1,25,000): core's one rule.
pub fn inr(rupees: i64) -> String {
    escapes_core::money::rupees_en_in(escapes_core::money::Paise::from_rupees(rupees))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rupees_use_indian_grouping() {
        assert_eq!(inr(125_000), "₹1,25,000");
        assert_eq!(inr(4_000), "₹4,000");
        assert_eq!(inr(999), "₹999");
        assert_eq!(inr(10_000_000), "₹1,00,00,000");
    }
}
