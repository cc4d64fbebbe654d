//! GSTINs: the 15 characters of a GST registration, as the GST network forms them: the state's
//! two-digit code, the holder's PAN (five letters, four digits, a letter), the registration's
//! number under that PAN (1–9 or a letter), a letter (Z by default), and a check character
//! computed over the first fourteen in base 36.

/// The characters of base 36, in the order of their values.
const BASE36: &[u8; 36] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// The GST state codes and their states and union territories: 01 to 38, 97 (other territory)
/// and 99 (centre jurisdiction).
const STATES: [(u8, &str); 40] = [
    (1, "Jammu and Kashmir"),
    (2, "Himachal Pradesh"),
    (3, "Punjab"),
    (4, "Chandigarh"),
    (5, "Uttarakhand"),
    (6, "Haryana"),
    (7, "Delhi"),
    (8, "Rajasthan"),
    (9, "Uttar Pradesh"),
    (10, "Bihar"),
    (11, "Sikkim"),
    (12, "Arunachal Pradesh"),
    (13, "Nagaland"),
    (14, "Manipur"),
    (15, "Mizoram"),
    (16, "Tripura"),
    (17, "Meghalaya"),
    (18, "Assam"),
    (19, "West Bengal"),
    (20, "Jharkhand"),
    (21, "Odisha"),
    (22, "Chhattisgarh"),
    (23, "Madhya Pradesh"),
    (24, "Gujarat"),
    (25, "Daman and Diu"),
    (26, "Dadra and Nagar Haveli and Daman and Diu"),
    (27, "Maharashtra"),
    (28, "Andhra Pradesh (before 2014)"),
    (29, "Karnataka"),
    (30, "Goa"),
    (31, "Lakshadweep"),
    (32, "Kerala"),
    (33, "Tamil Nadu"),
    (34, "Puducherry"),
    (35, "Andaman and Nicobar Islands"),
    (36, "Telangana"),
    (37, "Andhra Pradesh"),
    (38, "Ladakh"),
    (97, "Other Territory"),
    (99, "Centre Jurisdiction"),
];

/// Telangana's code: the farmhouses are all there, so it is every stay's place of supply.
pub const TELANGANA: u8 = 36;

/// The state or territory of a GST state code.
pub fn state_name(code: u8) -> Option<&'static str> {
    STATES.iter().find(|(c, _)| *c == code).map(|(_, n)| *n)
}

fn value(c: u8) -> Option<u32> {
    BASE36.iter().position(|&b| b == c).map(|v| v as u32)
}

/// The check character of a GSTIN's first fourteen characters: each character's value, times 1
/// and 2 in turn from the left, its product's base-36 digits added, and the sum's complement
/// to a multiple of 36.
pub fn check_character(first14: &[u8]) -> Option<char> {
    if first14.len() != 14 {
        return None;
    }
    let mut sum = 0;
    for (i, &c) in first14.iter().enumerate() {
        let product = value(c)? * if i % 2 == 0 { 1 } else { 2 };
        sum += product / 36 + product % 36;
    }
    Some(BASE36[((36 - sum % 36) % 36) as usize] as char)
}

/// Why a GSTIN was refused (the message to a person is one: "Enter a valid 15-character GSTIN").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GstinError {
    Length,
    StateCode,
    Format,
    CheckCharacter,
}

/// A GSTIN checked: upper-cased, with its state code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gstin {
    text: String,
    state: u8,
}

impl Gstin {
    /// Checks `input` (surrounding spaces dropped, letters in any case).
    pub fn parse(input: &str) -> Result<Self, GstinError> {
        let text = input.trim().to_ascii_uppercase();
        let b = text.as_bytes();
        if b.len() != 15 || !text.is_ascii() {
            return Err(GstinError::Length);
        }
        let state = std::str::from_utf8(&b[..2])
            .ok()
            .filter(|s| s.bytes().all(|c| c.is_ascii_digit()))
            .and_then(|s| s.parse::<u8>().ok())
            .filter(|c| state_name(*c).is_some())
            .ok_or(GstinError::StateCode)?;
        let pan = &b[2..12];
        let form = pan[..5].iter().all(u8::is_ascii_uppercase)
            && pan[5..9].iter().all(u8::is_ascii_digit)
            && pan[9].is_ascii_uppercase()
            && (b[12].is_ascii_uppercase() || (b'1'..=b'9').contains(&b[12]))
            && b[13].is_ascii_uppercase()
            && b[14].is_ascii_alphanumeric();
        if !form {
            return Err(GstinError::Format);
        }
        if check_character(&b[..14]) != Some(b[14] as char) {
            return Err(GstinError::CheckCharacter);
        }
        Ok(Self { text, state })
    }

    pub fn as_str(&self) -> &str {
        &self.text
    }

    pub fn state_code(&self) -> u8 {
        self.state
    }

    /// Registered in Telangana, where every stay is supplied.
    pub fn in_telangana(&self) -> bool {
        self.state == TELANGANA
    }
}

/// The state code of a stored (already checked) GSTIN.
pub fn state_of(gstin: &str) -> Option<u8> {
    Gstin::parse(gstin).ok().map(|g| g.state_code())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_issues_vectors() {
        assert_eq!(Gstin::parse("27AAPFU0939F1ZV").unwrap().state_code(), 27);
        assert_eq!(
            Gstin::parse("27AAPFU0939F1ZO"),
            Err(GstinError::CheckCharacter)
        );
        assert_eq!(Gstin::parse("27AAPFU0939F1Z"), Err(GstinError::Length));
    }

    #[test]
    fn case_and_spaces_around_do_not_matter() {
        let g = Gstin::parse(" 27aapfu0939f1zv ").unwrap();
        assert_eq!(g.as_str(), "27AAPFU0939F1ZV");
        assert!(!g.in_telangana());
        assert!(Gstin::parse("36AABCS1429B1ZV").unwrap().in_telangana());
        assert!(Gstin::parse(crate::invoices::PLATFORM_GSTIN)
            .unwrap()
            .in_telangana());
    }

    #[test]
    fn state_codes_run_from_01_to_38_with_97_and_99() {
        // The same PAN under each code, its check character computed for it.
        let with_state = |code: &str| {
            let first = format!("{code}AAPFU0939F1Z");
            let check = check_character(first.as_bytes()).unwrap();
            Gstin::parse(&format!("{first}{check}"))
        };
        for code in ["01", "09", "10", "36", "37", "38", "97", "99"] {
            assert!(with_state(code).is_ok(), "{code}");
        }
        for code in ["00", "39", "40", "96", "98"] {
            assert_eq!(with_state(code), Err(GstinError::StateCode), "{code}");
        }
        assert_eq!(Gstin::parse("A7AAPFU0939F1ZV"), Err(GstinError::StateCode));
    }

    #[test]
    fn the_pan_and_the_last_three_have_their_forms() {
        for bad in [
            "271APFU0939F1ZV", // a digit among the PAN's letters
            "27AAPFUA939F1ZV", // a letter among its digits
            "27AAPFU093991ZV", // a digit for its last letter
            "27AAPFU0939F0ZV", // entity number 0
            "27AAPFU0939F11V", // a digit where the letter goes
            "27AAPFU0939F1Z-", // a check that is no character of base 36
        ] {
            assert_eq!(Gstin::parse(bad), Err(GstinError::Format), "{bad}");
        }
        assert_eq!(Gstin::parse("27AAPFU0939F1ZVX"), Err(GstinError::Length));
        assert_eq!(Gstin::parse("२७AAPFU0939F1ZV"), Err(GstinError::Length));
        assert_eq!(Gstin::parse(""), Err(GstinError::Length));
    }
}
