//! Amounts in words as Indian invoices write them: Indian numbering (thousand, lakh, crore),
//! "Rupees … and … Paise Only".

const ONES: [&str; 20] = [
    "Zero",
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Thirteen",
    "Fourteen",
    "Fifteen",
    "Sixteen",
    "Seventeen",
    "Eighteen",
    "Nineteen",
];
const TENS: [&str; 10] = [
    "", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety",
];

/// 1 to 99.
fn below_hundred(n: u64, out: &mut Vec<&'static str>) {
    if n < 20 {
        out.push(ONES[n as usize]);
    } else {
        out.push(TENS[(n / 10) as usize]);
        if !n.is_multiple_of(10) {
            out.push(ONES[(n % 10) as usize]);
        }
    }
}

/// A whole number in words, Indian numbering; crores of crores repeat "Crore".
pub fn number(n: u64) -> String {
    if n == 0 {
        return ONES[0].to_string();
    }
    let mut out = Vec::new();
    push(n, &mut out);
    out.join(" ")
}

fn push(n: u64, out: &mut Vec<&'static str>) {
    let crore = n / 10_000_000;
    let rest = n % 10_000_000;
    if crore > 0 {
        push(crore, out);
        out.push("Crore");
    }
    let parts = [
        (rest / 100_000, "Lakh"),
        (rest / 1_000 % 100, "Thousand"),
        (rest / 100 % 10, "Hundred"),
    ];
    for (count, word) in parts {
        if count > 0 {
            below_hundred(count, out);
            out.push(word);
        }
    }
    if !rest.is_multiple_of(100) {
        below_hundred(rest % 100, out);
    }
}

/// `paise` as an invoice writes it: "Rupees Five Thousand Seven Hundred Seventy Five Only",
/// "Rupees Twelve and Fifty Paise Only"; a negative amount (never printed) as its size.
pub fn rupees(paise: i64) -> String {
    let p = paise.unsigned_abs();
    let (rupees, paise) = (p / 100, p % 100);
    if paise == 0 {
        format!("Rupees {} Only", number(rupees))
    } else {
        format!("Rupees {} and {} Paise Only", number(rupees), number(paise))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    // The figures grouped the Indian way (lakhs, crores), as the words read them.
    #[allow(clippy::inconsistent_digit_grouping)]
    fn numbers_read_in_lakhs_and_crores() {
        assert_eq!(number(0), "Zero");
        assert_eq!(number(7), "Seven");
        assert_eq!(number(19), "Nineteen");
        assert_eq!(number(40), "Forty");
        assert_eq!(number(99), "Ninety Nine");
        assert_eq!(number(100), "One Hundred");
        assert_eq!(number(101), "One Hundred One");
        assert_eq!(number(5_775), "Five Thousand Seven Hundred Seventy Five");
        assert_eq!(number(10_000), "Ten Thousand");
        assert_eq!(number(100_000), "One Lakh");
        assert_eq!(
            number(1_234_567),
            "Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven"
        );
        assert_eq!(number(10_000_000), "One Crore");
        assert_eq!(
            number(99_99_99_999),
            "Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine"
        );
        assert_eq!(number(1_00_00_00_000), "One Hundred Crore");
        assert_eq!(number(1_00_00_000_00_00_000), "One Crore Crore");
    }

    #[test]
    fn amounts_read_in_rupees_and_paise() {
        assert_eq!(
            rupees(577_500),
            "Rupees Five Thousand Seven Hundred Seventy Five Only"
        );
        assert_eq!(rupees(1_250), "Rupees Twelve and Fifty Paise Only");
        assert_eq!(rupees(5), "Rupees Zero and Five Paise Only");
        assert_eq!(rupees(0), "Rupees Zero Only");
        assert_eq!(
            rupees(12_345_678_901),
            "Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and One Paise Only"
        );
    }
}
