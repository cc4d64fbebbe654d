//! The offline payout provider (`--payouts simulated`, the default): it keeps nothing, so every
//! process (the server, `escapes payouts run`) agrees on it. A payout's id follows from its
//! reference, so sending it again answers the same payout; asked after `SETTLE_AFTER_SECONDS`,
//! it says the payout was paid out. Failure is forced from the local page
//! (`/payouts/simulated/{reference}`), which settles the payout as a `payout.failed` webhook
//! would. Its webhooks are signed like RazorpayX's, with a key derived from the server's secret.

use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

use super::provider::{
    Destination, FundAccount, FundAccountFuture, PayoutFuture, PayoutOrder, PayoutProvider,
    ProviderPayout, ProviderPayoutStatus,
};
use crate::error::CoreError;
use crate::payments::signature;

/// A simulated payout is paid out when asked about this long after it was sent.
pub const SETTLE_AFTER_SECONDS: i64 = 30;

#[derive(Clone)]
pub struct SimulatedPayouts {
    webhook_secret: Vec<u8>,
}

impl std::fmt::Debug for SimulatedPayouts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SimulatedPayouts { secret: <hidden> }")
    }
}

impl SimulatedPayouts {
    /// The webhook key derived from the server's secret (`--secret`).
    pub fn from_server_secret(secret: &[u8]) -> Self {
        let mut m = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes keys of any length");
        m.update(b"payouts/simulated/webhook-secret");
        Self {
            webhook_secret: m.finalize().into_bytes().to_vec(),
        }
    }

    /// The X-Razorpay-Signature a webhook of this provider carries.
    pub fn sign_webhook(&self, body: &[u8]) -> String {
        signature::sign_webhook(&self.webhook_secret, body)
    }

    /// The id this provider gives the payout with `reference`.
    pub fn payout_id(reference: &str) -> String {
        format!("sim_pout_{}", reference.replace('-', ""))
    }
}

fn paid(id: &str) -> ProviderPayout {
    ProviderPayout {
        id: id.to_string(),
        status: ProviderPayoutStatus::Processed,
        utr: Some(format!("SIMUTR{}", id.trim_start_matches("sim_pout_"))),
        reason: None,
    }
}

impl PayoutProvider for SimulatedPayouts {
    fn name(&self) -> &'static str {
        "simulated"
    }

    fn fund_account<'a>(&'a self, to: &'a Destination) -> FundAccountFuture<'a> {
        let id = to.payout_account_id;
        Box::pin(async move {
            Ok(FundAccount {
                contact_id: format!("sim_cont_{}", to.owner_id),
                fund_account_id: format!("sim_fa_{id}"),
            })
        })
    }

    fn send<'a>(&'a self, order: &'a PayoutOrder) -> PayoutFuture<'a> {
        Box::pin(async move {
            if order.amount_paise <= 0 {
                return Err(CoreError::PaymentProvider(
                    "a payout must be of more than nothing".into(),
                ));
            }
            Ok(ProviderPayout {
                id: Self::payout_id(&order.reference),
                status: ProviderPayoutStatus::Processing,
                utr: None,
                reason: None,
            })
        })
    }

    fn fetch<'a>(&'a self, id: &'a str) -> PayoutFuture<'a> {
        Box::pin(async move { Ok(paid(id)) })
    }

    fn verify_webhook(&self, body: &[u8], signature: &str) -> bool {
        signature::verify_webhook(&self.webhook_secret, body, signature)
    }

    fn settle_check_after_seconds(&self) -> i64 {
        SETTLE_AFTER_SECONDS
    }
}
