//! Razorpay's two signatures, as its documentation defines them: the checkout signature is the
//! lower-case hex HMAC-SHA256 of `order_id + "|" + payment_id` keyed with the API key secret;
//! the webhook signature (header X-Razorpay-Signature) is the same over the raw request body,
//! keyed with the webhook secret. Both are checked in constant time (hmac's `verify_slice`).

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::mac::{hmac_sha256, mac_hex, verify_hex};

fn checkout_mac(secret: &[u8], order_id: &str, payment_id: &str) -> Hmac<Sha256> {
    let mut m = hmac_sha256(secret);
    m.update(order_id.as_bytes());
    m.update(b"|");
    m.update(payment_id.as_bytes());
    m
}

/// The signature the checkout hands back for `payment_id` paying `order_id`.
pub fn sign_checkout(secret: &[u8], order_id: &str, payment_id: &str) -> String {
    mac_hex(checkout_mac(secret, order_id, payment_id))
}

/// Whether `signature` (hex, either case) is the checkout signature of this order and payment.
pub fn verify_checkout(secret: &[u8], order_id: &str, payment_id: &str, signature: &str) -> bool {
    verify_hex(checkout_mac(secret, order_id, payment_id), signature.trim())
}

/// The X-Razorpay-Signature of a webhook body.
pub fn sign_webhook(secret: &[u8], body: &[u8]) -> String {
    let mut m = hmac_sha256(secret);
    m.update(body);
    mac_hex(m)
}

/// Whether `signature` is the webhook signature of exactly these body bytes.
pub fn verify_webhook(secret: &[u8], body: &[u8], signature: &str) -> bool {
    let mut m = hmac_sha256(secret);
    m.update(body);
    verify_hex(m, signature.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Razorpay's published example: the test suite of its Python SDK (razorpay-python,
    /// tests/test_client_utility.py) verifies this signature for these ids with the key secret
    /// `key_secret`.
    const RZP_SECRET: &[u8] = b"key_secret";
    const RZP_ORDER: &str = "fake_order_id";
    const RZP_PAYMENT: &str = "fake_payment_id";
    const RZP_SIGNATURE: &str = "b2335e3b0801106b84a7faff035df56ecffde06918c9ddd1f0fafbb37a51cc89";

    #[test]
    fn razorpays_published_checkout_example_verifies() {
        assert_eq!(
            sign_checkout(RZP_SECRET, RZP_ORDER, RZP_PAYMENT),
            RZP_SIGNATURE
        );
        assert!(verify_checkout(
            RZP_SECRET,
            RZP_ORDER,
            RZP_PAYMENT,
            RZP_SIGNATURE
        ));
        assert!(verify_checkout(
            RZP_SECRET,
            RZP_ORDER,
            RZP_PAYMENT,
            &RZP_SIGNATURE.to_uppercase()
        ));
    }

    /// Computed independently with Python:
    /// `hmac.new(b"escapes-key-secret", b"order_Q1a2S3d4F5g6H7|pay_Q1w2E3r4T5y6U7", hashlib.sha256).hexdigest()`
    const SECRET: &[u8] = b"escapes-key-secret";
    const ORDER: &str = "order_Q1a2S3d4F5g6H7";
    const PAYMENT: &str = "pay_Q1w2E3r4T5y6U7";
    const SIGNATURE: &str = "7f821993b5044defb3acaa942c591a069620cfe8645b5e5ba999b2aa4b17cbf8";

    #[test]
    fn an_independently_computed_checkout_vector_verifies() {
        assert_eq!(sign_checkout(SECRET, ORDER, PAYMENT), SIGNATURE);
        assert!(verify_checkout(SECRET, ORDER, PAYMENT, SIGNATURE));
    }

    #[test]
    fn any_tampering_with_a_checkout_signature_is_refused() {
        assert!(
            !verify_checkout(SECRET, "order_Q1a2S3d4F5g6H8", PAYMENT, SIGNATURE),
            "another order"
        );
        assert!(
            !verify_checkout(SECRET, ORDER, "pay_Q1w2E3r4T5y6U8", SIGNATURE),
            "another payment"
        );
        assert!(
            !verify_checkout(b"escapes-key-secreT", ORDER, PAYMENT, SIGNATURE),
            "another secret"
        );
        let mut flipped = SIGNATURE.to_string();
        flipped.replace_range(0..1, "8");
        assert!(
            !verify_checkout(SECRET, ORDER, PAYMENT, &flipped),
            "one digit changed"
        );
        assert!(
            !verify_checkout(SECRET, ORDER, PAYMENT, &SIGNATURE[..62]),
            "truncated"
        );
        assert!(!verify_checkout(SECRET, ORDER, PAYMENT, ""), "empty");
        assert!(
            !verify_checkout(SECRET, ORDER, PAYMENT, "not hex at all"),
            "not hex"
        );
        // The separator is part of what is signed: moving it makes another message.
        assert!(!verify_checkout(
            SECRET,
            "order_Q1a2S3d4F5g6H7|pay",
            "_Q1w2E3r4T5y6U7",
            SIGNATURE
        ));
    }

    /// Computed independently with Python:
    /// `hmac.new(b"escapes-webhook-secret", BODY, hashlib.sha256).hexdigest()`
    const WEBHOOK_SECRET: &[u8] = b"escapes-webhook-secret";
    const BODY: &str = r#"{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_Q1w2E3r4T5y6U7","order_id":"order_Q1a2S3d4F5g6H7","amount":577500,"currency":"INR","status":"captured"}}},"created_at":1764563400}"#;
    const WEBHOOK_SIGNATURE: &str =
        "fafbbfacffad1549ccf4fd182a640836cb5f92940a9d3f5547644cce9d6edf29";

    #[test]
    fn a_webhook_signature_covers_the_exact_body() {
        assert_eq!(
            sign_webhook(WEBHOOK_SECRET, BODY.as_bytes()),
            WEBHOOK_SIGNATURE
        );
        assert!(verify_webhook(
            WEBHOOK_SECRET,
            BODY.as_bytes(),
            WEBHOOK_SIGNATURE
        ));
        // Re-serialised JSON (a space added) is another body.
        let spaced = BODY.replacen("\"event\":", "\"event\": ", 1);
        assert!(!verify_webhook(
            WEBHOOK_SECRET,
            spaced.as_bytes(),
            WEBHOOK_SIGNATURE
        ));
        let amount = BODY.replace("577500", "100");
        assert!(!verify_webhook(
            WEBHOOK_SECRET,
            amount.as_bytes(),
            WEBHOOK_SIGNATURE
        ));
        assert!(
            !verify_webhook(b"escapes-key-secret", BODY.as_bytes(), WEBHOOK_SIGNATURE),
            "the API key secret is not the webhook secret"
        );
        assert!(!verify_webhook(WEBHOOK_SECRET, BODY.as_bytes(), ""));
        assert!(!verify_webhook(
            WEBHOOK_SECRET,
            BODY.as_bytes(),
            &WEBHOOK_SIGNATURE.replace('f', "e")
        ));
    }
}
