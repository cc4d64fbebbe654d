//! Money in integer paise. Floats never hold money; the API shows whole rupees.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Serialize)]
pub struct Paise(pub i64);

impl Paise {
    pub const fn from_rupees(rupees: i64) -> Self {
        Self(rupees * 100)
    }

    /// Whole rupees, rounding half away from zero (amounts we compute are whole rupees already).
    pub fn rupees(self) -> i64 {
        let r = self.0 / 100;
        let rem = self.0 % 100;
        if rem >= 50 {
            r + 1
        } else if rem <= -50 {
            r - 1
        } else {
            r
        }
    }

    /// Rounded to the nearest whole rupee, still in paise.
    pub fn round_to_rupee(self) -> Self {
        Self::from_rupees(self.rupees())
    }

    /// `self × basis_points / 10_000`, rounded to the nearest paisa.
    pub fn percent_bp(self, basis_points: i64) -> Self {
        let num = self.0 as i128 * basis_points as i128;
        Self(((num + 5_000) / 10_000) as i64)
    }
}

impl std::ops::Add for Paise {
    type Output = Paise;
    fn add(self, o: Paise) -> Paise {
        Paise(self.0 + o.0)
    }
}

impl std::ops::Sub for Paise {
    type Output = Paise;
    fn sub(self, o: Paise) -> Paise {
        Paise(self.0 - o.0)
    }
}

impl std::ops::Mul<i64> for Paise {
    type Output = Paise;
    fn mul(self, k: i64) -> Paise {
        Paise(self.0 * k)
    }
}

/// ₹ with Indian digit grouping, e.g. ₹1,23,456.
pub fn rupees_en_in(amount: Paise) -> String {
    let r = amount.rupees();
    format!(
        "{}₹{}",
        if r < 0 { "-" } else { "" },
        group_en_in(r.unsigned_abs())
    )
}

/// ₹ to the paisa with Indian digit grouping, e.g. ₹1,23,456.50 (statements and payouts, where
/// every paisa is accounted for).
pub fn paise_en_in(amount: Paise) -> String {
    let p = amount.0.unsigned_abs();
    format!(
        "{}₹{}.{:02}",
        if amount.0 < 0 { "-" } else { "" },
        group_en_in(p / 100),
        p % 100
    )
}

/// Digits grouped the Indian way: the last three, then twos (1,23,456).
fn group_en_in(whole: u64) -> String {
    let digits = whole.to_string();
    let grouped = if digits.len() <= 3 {
        digits
    } else {
        let (head, last3) = digits.split_at(digits.len() - 3);
        let mut parts: Vec<String> = Vec::new();
        let mut rest = head;
        while rest.len() > 2 {
            let (a, b) = rest.split_at(rest.len() - 2);
            parts.push(b.to_string());
            rest = a;
        }
        parts.push(rest.to_string());
        parts.reverse();
        format!("{},{last3}", parts.join(","))
    };
    grouped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paise_read_to_the_paisa_in_indian_grouping() {
        assert_eq!(paise_en_in(Paise(12_345_650)), "₹1,23,456.50");
        assert_eq!(paise_en_in(Paise(5)), "₹0.05");
        assert_eq!(paise_en_in(Paise(-100_000)), "-₹1,000.00");
    }

    #[test]
    fn rounds_to_whole_rupees() {
        assert_eq!(Paise(12_349).rupees(), 123);
        assert_eq!(Paise(12_350).rupees(), 124);
        assert_eq!(
            Paise::from_rupees(7_500).percent_bp(500),
            Paise::from_rupees(375)
        );
    }
}
