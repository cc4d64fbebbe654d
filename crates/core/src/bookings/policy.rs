//! Pure booking rules: payment methods and states, the cancellation refund rule, booking codes,
//! and how a booking request is fingerprinted for its idempotency key. No database here.

use rand::RngExt;
use sha2::{Digest, Sha256};

use super::status::{BookingStatus, PaymentMethod, PaymentStatus};
use crate::mac::encode_hex;
use crate::money::Paise;

/// An owner has this long to answer a pending booking (never past the stay's start).
pub const PENDING_ANSWER_SECONDS: i64 = 24 * 3600;

/// A card or UPI booking holds its slot this long while its payment is pending (PRODUCT.md "Slots and availability");
/// still unpaid (payment pending or failed) after that, it expires.
pub const UNPAID_HOLD_SECONDS: i64 = 30 * 60;

/// Idempotency keys are kept at least this long; the sweep deletes older ones.
pub const IDEMPOTENCY_KEY_KEEP_SECONDS: i64 = 24 * 3600;

/// How often a server runs the expiry sweep.
pub const SWEEP_EVERY_SECONDS: u64 = 60;

/// Longest owner block, in days.
pub const MAX_BLOCK_DAYS: i64 = 90;

/// Whether the owner may confirm a booking whose payment is in `payment_status`: cash (unpaid,
/// paid at the property) and paid bookings, not card or UPI ones the guest has not paid yet.
pub fn payment_allows_confirm(payment_status: PaymentStatus) -> bool {
    matches!(payment_status, PaymentStatus::Unpaid | PaymentStatus::Paid)
}

pub use crate::cancellation::{
    cancellation_rule_in, cancellation_rule_text, refund_percent, FULL_REFUND_HOURS_BEFORE,
    PARTIAL_REFUND_HOURS_BEFORE, PARTIAL_REFUND_PERCENT,
};

/// How much staff refund when they cancel for a guest or an owner: what the published rule
/// gives at this moment, everything, or nothing. A guest's own cancellation is always `Policy`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RefundChoice {
    #[default]
    Policy,
    Full,
    None,
}

impl RefundChoice {
    pub const NAMES: &'static str = "policy, full or none";

    pub fn parse(s: &str) -> Option<Self> {
        match s.trim() {
            "policy" => Some(Self::Policy),
            "full" => Some(Self::Full),
            "none" => Some(Self::None),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Policy => "policy",
            Self::Full => "full",
            Self::None => "none",
        }
    }

    /// The refund due on `total` when cancelling at `now` a stay starting at `starts_at`.
    pub fn refund(self, total: Paise, starts_at: i64, now: i64) -> Paise {
        match self {
            Self::Policy => refund_of(total, refund_percent(starts_at, now)),
            Self::Full => total,
            Self::None => Paise(0),
        }
    }
}

/// What staff would refund by cancelling now, by choice: the console's cancel dialog says it
/// before they choose. `None` once the booking can no longer be cancelled (not pending or
/// confirmed, or its stay has begun), as `cancel_in` refuses then.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefundPreview {
    /// "As the policy allows": the percent the published rule gives now, and its amount.
    pub policy_percent: i64,
    pub policy_paise: i64,
    pub full_paise: i64,
    /// Whether the money was taken online; if not, a refund is only recorded and nothing is sent.
    pub paid_online: bool,
}

impl RefundPreview {
    pub fn of(
        status: BookingStatus,
        payment_status: PaymentStatus,
        payment_method: PaymentMethod,
        total: Paise,
        starts_at: i64,
        now: i64,
    ) -> Option<Self> {
        if !can_cancel(status, starts_at, now) {
            return None;
        }
        Some(Self {
            policy_percent: refund_percent(starts_at, now),
            policy_paise: RefundChoice::Policy.refund(total, starts_at, now).0,
            full_paise: RefundChoice::Full.refund(total, starts_at, now).0,
            paid_online: payment_status == PaymentStatus::Paid
                && payment_method != PaymentMethod::Cash,
        })
    }
}

/// Whether a booking in `status` whose stay starts at `starts_at` may still be cancelled at
/// `at`: it holds its slot and its stay has not begun. `cancel_in` refuses the rest, and the
/// views offer a cancellation (its refund now) only when this holds.
pub fn can_cancel(status: BookingStatus, starts_at: i64, at: i64) -> bool {
    status.holds_slot() && at < starts_at
}

/// The refund due on `total` (whole rupees, as every stored amount is).
pub fn refund_of(total: Paise, percent: i64) -> Paise {
    total.percent_bp(percent * 100).round_to_rupee()
}

/// Payment state after a cancellation refunding `refund`: money already taken goes back.
pub fn payment_status_after_cancel(current: PaymentStatus, refund: Paise) -> PaymentStatus {
    if current == PaymentStatus::Paid && refund.0 > 0 {
        PaymentStatus::Refunded
    } else {
        current
    }
}

/// Unambiguous when read aloud or typed: no 0/O, 1/I/L.
const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// A short code support staff read out on the phone, e.g. `HE-7K3Q9P`.
pub fn new_code() -> String {
    let mut rng = rand::rng();
    let tail: String = (0..6)
        .map(|_| CODE_ALPHABET[rng.random_range(0..CODE_ALPHABET.len())] as char)
        .collect();
    format!("HE-{tail}")
}

/// A booking code as stored (`HE-7K3Q9P`) from the way people say or type it: any case, with or
/// without the `HE` prefix (callers read out the six characters), spaces and dashes anywhere.
/// `None` when it cannot be a code. Every door that finds a booking by its code goes through it.
pub fn normalise_code(typed: &str) -> Option<String> {
    let compact: String = typed
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | '\u{2010}'..='\u{2015}'))
        .map(|c| c.to_ascii_uppercase())
        .collect();
    let tail = match compact.len() {
        8 => compact.strip_prefix("HE")?,
        6 => compact.as_str(),
        _ => return None,
    };
    tail.bytes()
        .all(|b| b.is_ascii_alphanumeric())
        .then(|| format!("HE-{tail}"))
}

/// A booking code made from `bits` instead of chance, for the demo seeder's fixed codes.
pub fn code_from_bits(mut bits: u64) -> String {
    let n = CODE_ALPHABET.len() as u64;
    let tail: String = (0..6)
        .map(|_| {
            let c = CODE_ALPHABET[(bits % n) as usize] as char;
            bits /= n;
            c
        })
        .collect();
    format!("HE-{tail}")
}

/// Idempotency-Key: 1 to 200 visible ASCII characters.
pub fn valid_idempotency_key(key: &str) -> bool {
    (1..=200).contains(&key.len()) && key.bytes().all(|b| b.is_ascii_graphic())
}

/// A fingerprint of what a booking request asks for, so a retry with the same key is told apart
/// from a different request reusing it.
pub fn request_hash(parts: &[&str]) -> String {
    let mut h = Sha256::new();
    for p in parts {
        h.update((p.len() as u64).to_be_bytes());
        h.update(p.as_bytes());
    }
    encode_hex(&h.finalize())
}

pub use crate::money::rupees_en_in;

#[cfg(test)]
mod tests {
    use super::*;

    const H: i64 = 3600;

    #[test]
    fn the_rule_reads_in_each_language_english_as_ever() {
        use crate::language::Language;
        assert_eq!(cancellation_rule_in(Language::En), cancellation_rule_text());
        assert!(cancellation_rule_in(Language::Te).starts_with("ప్రారంభానికి 72 గంటల ముందు వరకు"));
        assert!(cancellation_rule_in(Language::Hi).starts_with("शुरुआत से 72 घंटे पहले तक"));
    }

    #[test]
    fn staff_refund_choices_give_the_rule_everything_or_nothing() {
        let (start, total) = (1_000_000, Paise::from_rupees(5_775));
        // Two days before: the rule gives half, rounded to the rupee.
        let now = start - 48 * H;
        assert_eq!(
            RefundChoice::Policy.refund(total, start, now),
            Paise::from_rupees(2_888)
        );
        assert_eq!(RefundChoice::Full.refund(total, start, now), total);
        assert_eq!(RefundChoice::None.refund(total, start, now), Paise(0));
        for choice in [RefundChoice::Policy, RefundChoice::Full, RefundChoice::None] {
            assert_eq!(RefundChoice::parse(choice.as_str()), Some(choice));
        }
        assert_eq!(RefundChoice::parse(" full "), Some(RefundChoice::Full));
        assert_eq!(RefundChoice::parse("half"), None);
        assert_eq!(RefundChoice::parse("FULL"), None);
    }

    #[test]
    fn refund_follows_the_published_rule_at_its_edges() {
        let start = 1_000_000;
        assert_eq!(refund_percent(start, start - 72 * H), 100);
        assert_eq!(refund_percent(start, start - 72 * H + 1), 50);
        assert_eq!(refund_percent(start, start - 24 * H), 50);
        assert_eq!(refund_percent(start, start - 24 * H + 1), 0);
        assert_eq!(refund_percent(start, start + H), 0);
        assert_eq!(
            refund_of(Paise::from_rupees(5_775), 50),
            Paise::from_rupees(2_888)
        );
        assert_eq!(refund_of(Paise::from_rupees(5_775), 0), Paise(0));
    }

    #[test]
    fn codes_are_short_and_unambiguous() {
        for _ in 0..100 {
            let c = new_code();
            assert_eq!(c.len(), 9);
            assert!(c.starts_with("HE-"));
            assert!(!c[3..].contains(['0', 'O', '1', 'I', 'L']));
        }
    }

    #[test]
    fn a_code_is_found_however_it_is_said() {
        for typed in [
            "HE-BJD55N",
            "BJD55N",
            "bjd55n",
            "he-bjd55n",
            " HE BJD 55N ",
            "HEBJD55N",
            "he‑bjd55n",
        ] {
            assert_eq!(
                normalise_code(typed).as_deref(),
                Some("HE-BJD55N"),
                "{typed}"
            );
        }
        for not_a_code in ["", "BJD55", "XX-BJD55N", "HE-BJD55N7", "BJD5$N", "42"] {
            assert_eq!(normalise_code(not_a_code), None, "{not_a_code}");
        }
    }

    #[test]
    fn request_hash_separates_fields() {
        assert_ne!(request_hash(&["ab", "c"]), request_hash(&["a", "bc"]));
        assert_eq!(request_hash(&["x"]), request_hash(&["x"]));
    }

    #[test]
    fn idempotency_keys_are_one_to_two_hundred_visible_characters() {
        assert!(valid_idempotency_key("3f2c-11"));
        assert!(!valid_idempotency_key(""));
        assert!(!valid_idempotency_key("has space"));
        assert!(!valid_idempotency_key(&"k".repeat(201)));
        assert!(valid_idempotency_key(&"k".repeat(200)));
    }

    #[test]
    fn rupees_use_indian_grouping() {
        assert_eq!(rupees_en_in(Paise::from_rupees(999)), "₹999");
        assert_eq!(rupees_en_in(Paise::from_rupees(5_775)), "₹5,775");
        assert_eq!(rupees_en_in(Paise::from_rupees(123_456)), "₹1,23,456");
        assert_eq!(rupees_en_in(Paise::from_rupees(12_345_678)), "₹1,23,45,678");
    }

    #[test]
    fn payment_methods_parse_and_start_in_their_state() {
        use super::super::status::PaymentMethod;
        use PaymentStatus::*;
        assert_eq!(PaymentMethod::parse(" upi"), Some(PaymentMethod::Upi));
        assert_eq!(PaymentMethod::parse("bitcoin"), None);
        assert_eq!(PaymentMethod::Cash.initial_payment_status(), Unpaid);
        assert_eq!(PaymentMethod::DebitCard.initial_payment_status(), Pending);
        assert_eq!(payment_status_after_cancel(Paid, Paise(100)), Refunded);
        assert_eq!(payment_status_after_cancel(Unpaid, Paise(100)), Unpaid);
        assert_eq!(payment_status_after_cancel(Paid, Paise(0)), Paid);
    }

    #[test]
    fn only_cash_and_paid_bookings_can_be_confirmed() {
        use PaymentStatus::*;
        assert!(payment_allows_confirm(Unpaid));
        assert!(payment_allows_confirm(Paid));
        assert!(!payment_allows_confirm(Pending));
        assert!(!payment_allows_confirm(Failed));
        assert!(!payment_allows_confirm(Refunded));
    }
}
