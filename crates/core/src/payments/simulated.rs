//! The offline provider (`--payments simulated`, the default): orders are made locally
//! (`order_sim_…`), and the local checkout page's Pay button signs its payment exactly as
//! Razorpay's checkout would, with a local key secret, so the one verification path of the real
//! provider is what runs.

use hmac::{Hmac, KeyInit, Mac};
use rand::RngExt;
use sha2::Sha256;

use std::sync::{Arc, Mutex};

use super::provider::{
    OrderFuture, OrderRequest, PaymentProvider, ProviderOrder, ProviderRefund,
    ProviderRefundStatus, RefundFuture, RefundRequest,
};
use super::signature;

const ID_ALPHABET: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// `prefix` and 14 random letters and digits, as Razorpay ids look.
pub(crate) fn random_id(prefix: &str) -> String {
    let mut rng = rand::rng();
    let tail: String = (0..14)
        .map(|_| ID_ALPHABET[rng.random_range(0..ID_ALPHABET.len())] as char)
        .collect();
    format!("{prefix}{tail}")
}

#[derive(Clone)]
pub struct Simulated {
    key_secret: Vec<u8>,
    webhook_secret: Vec<u8>,
    /// The refunds made, in order (what the dashboard of a real provider would list).
    refunds: Arc<Mutex<Vec<SimulatedRefund>>>,
}

/// One refund the simulated provider made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SimulatedRefund {
    pub id: String,
    pub payment_id: String,
    pub amount_paise: i64,
    pub receipt: String,
}

impl std::fmt::Debug for Simulated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Simulated { secrets: <hidden> }")
    }
}

impl Simulated {
    pub fn new(key_secret: &[u8], webhook_secret: &[u8]) -> Self {
        Self {
            key_secret: key_secret.to_vec(),
            webhook_secret: webhook_secret.to_vec(),
            refunds: Arc::default(),
        }
    }

    /// Both secrets derived from the server's secret (`--secret`), so they survive restarts and
    /// say nothing about it.
    pub fn from_server_secret(secret: &[u8]) -> Self {
        let derive = |label: &[u8]| {
            let mut m =
                Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes keys of any length");
            m.update(label);
            m.finalize().into_bytes().to_vec()
        };
        Self {
            key_secret: derive(b"payments/simulated/key-secret"),
            webhook_secret: derive(b"payments/simulated/webhook-secret"),
            refunds: Arc::default(),
        }
    }

    /// The refunds made so far, oldest first.
    pub fn refunds_made(&self) -> Vec<SimulatedRefund> {
        self.refunds
            .lock()
            .map(|r| r.clone())
            .unwrap_or_else(|poisoned| poisoned.into_inner().clone())
    }

    /// What the simulated checkout hands back for `payment_id` paying `order_id`.
    pub fn sign_checkout(&self, order_id: &str, payment_id: &str) -> String {
        signature::sign_checkout(&self.key_secret, order_id, payment_id)
    }

    /// The X-Razorpay-Signature a webhook of this provider carries.
    pub fn sign_webhook(&self, body: &[u8]) -> String {
        signature::sign_webhook(&self.webhook_secret, body)
    }
}

impl PaymentProvider for Simulated {
    fn name(&self) -> &'static str {
        "simulated"
    }

    fn key_id(&self) -> Option<&str> {
        None
    }

    fn create_order<'a>(&'a self, order: &'a OrderRequest) -> OrderFuture<'a> {
        Box::pin(async move {
            Ok(ProviderOrder {
                id: random_id("order_sim_"),
                amount_paise: order.amount_paise,
                currency: order.currency.to_string(),
            })
        })
    }

    fn verify_checkout(&self, order_id: &str, payment_id: &str, signature: &str) -> bool {
        signature::verify_checkout(&self.key_secret, order_id, payment_id, signature)
    }

    fn verify_webhook(&self, body: &[u8], signature: &str) -> bool {
        signature::verify_webhook(&self.webhook_secret, body, signature)
    }

    /// Refunds at once, as a real provider with money on the merchant account would; the same
    /// receipt again answers the refund already made (as Razorpay's idempotency does).
    fn refund<'a>(&'a self, refund: &'a RefundRequest) -> RefundFuture<'a> {
        Box::pin(async move {
            let mut made = self
                .refunds
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            let id = match made.iter().find(|r| r.receipt == refund.receipt) {
                Some(r) => r.id.clone(),
                None => {
                    let id = random_id("rfnd_sim_");
                    made.push(SimulatedRefund {
                        id: id.clone(),
                        payment_id: refund.payment_id.clone(),
                        amount_paise: refund.amount_paise,
                        receipt: refund.receipt.clone(),
                    });
                    id
                }
            };
            Ok(ProviderRefund {
                id,
                status: ProviderRefundStatus::Processed,
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn simulated_orders_look_like_razorpays_and_its_signatures_verify() {
        let p = Simulated::from_server_secret(b"a server secret of some length");
        let order = p
            .create_order(&OrderRequest {
                amount_paise: 577_500,
                currency: "INR",
                receipt: "HE-ABCDEF".into(),
                booking_id: 1,
            })
            .await
            .unwrap();
        assert!(
            order.id.starts_with("order_sim_") && order.id.len() == 24,
            "{}",
            order.id
        );
        assert_eq!(order.amount_paise, 577_500);
        let sig = p.sign_checkout(&order.id, "pay_sim_1");
        assert!(p.verify_checkout(&order.id, "pay_sim_1", &sig));
        assert!(!p.verify_checkout(&order.id, "pay_sim_2", &sig));
        // Another server secret signs differently: nobody can sign without it.
        let other = Simulated::from_server_secret(b"another server secret");
        assert!(!other.verify_checkout(&order.id, "pay_sim_1", &sig));
        let body = br#"{"event":"payment.captured"}"#;
        assert!(p.verify_webhook(body, &p.sign_webhook(body)));
        assert!(
            !p.verify_webhook(body, &sig),
            "the checkout key does not sign webhooks"
        );
    }
}
