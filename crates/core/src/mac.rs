//! Keyed hashes (HMAC-SHA256) and their lower-case hex: one-time-code hashes, session tokens and
//! CSRF tokens, and the payment provider's signatures all make and check theirs through these.

use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

/// A fresh HMAC-SHA256 under `key`; callers feed it their labelled input.
pub(crate) fn hmac_sha256(key: &[u8]) -> Hmac<Sha256> {
    Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes keys of any length")
}

/// The finished MAC as lower-case hex.
pub(crate) fn mac_hex(mac: Hmac<Sha256>) -> String {
    encode_hex(&mac.finalize().into_bytes())
}

/// Whether `hex` (either case) is the MAC `mac` finishes to, compared in constant time; false for
/// anything that is not hex.
pub(crate) fn verify_hex(mac: Hmac<Sha256>, hex: &str) -> bool {
    decode_hex(hex).is_some_and(|bytes| mac.verify_slice(&bytes).is_ok())
}

/// Lower-case hex of `bytes` (hashes, MACs and random tokens).
pub(crate) fn encode_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub(crate) fn decode_hex(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trips_and_refuses_what_is_not_hex() {
        assert_eq!(encode_hex(&[0, 15, 255]), "000fff");
        assert_eq!(decode_hex("000fFF"), Some(vec![0, 15, 255]));
        assert_eq!(decode_hex(""), Some(vec![]));
        assert_eq!(decode_hex("abc"), None);
        assert_eq!(decode_hex("zz"), None);
        assert_eq!(decode_hex("é1"), None);
    }

    #[test]
    fn a_mac_verifies_only_against_its_own_hex() {
        let mac = || {
            let mut m = hmac_sha256(b"key");
            m.update(b"data");
            m
        };
        let hex = mac_hex(mac());
        assert_eq!(hex.len(), 64);
        assert!(verify_hex(mac(), &hex));
        assert!(verify_hex(mac(), &hex.to_uppercase()));
        assert!(!verify_hex(mac(), &hex[..62]));
        assert!(!verify_hex(hmac_sha256(b"other"), &hex));
        assert!(!verify_hex(mac(), "not hex"));
    }
}
