//! A payout is never made or sent twice: two servers running the day's run and the sender at
//! once, a provider that made a payout but whose answer was lost (a crash between send and
//! record), round after round, on SQLite and PostgreSQL. The books stay right throughout.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use super::provider::{
    Destination, FundAccountFuture, PayoutFuture, PayoutOrder, PayoutProvider, ProviderPayout,
};
use super::simulated::SimulatedPayouts;
use super::Payouts;
use crate::audit::Staff;
use crate::error::CoreError;
use crate::ledger::tests::{seed, user, HOUR, NOW, OWNER};
use crate::ledger::Ledger;
use crate::testing::{run_async, TestDatabase};
use crate::time::{from_epoch, ManualClock, SharedClock};
use crate::Store;

/// The simulated provider, counting what it was asked to send by reference; while
/// `lose_answers` is set it makes the payout and then the answer is lost (a timeout).
struct CountingProvider {
    inner: SimulatedPayouts,
    sends: Mutex<HashMap<String, usize>>,
    lose_answers: AtomicBool,
}

impl CountingProvider {
    fn new() -> Arc<Self> {
        Arc::new(Self {
            inner: SimulatedPayouts::from_server_secret(b"test"),
            sends: Mutex::default(),
            lose_answers: AtomicBool::new(false),
        })
    }

    /// Payouts the provider made: one per reference, however often it was asked.
    fn made(&self) -> usize {
        self.sends.lock().unwrap().len()
    }

    fn asked(&self) -> usize {
        self.sends.lock().unwrap().values().sum()
    }
}

impl PayoutProvider for CountingProvider {
    fn name(&self) -> &'static str {
        "simulated"
    }
    fn fund_account<'a>(&'a self, to: &'a Destination) -> FundAccountFuture<'a> {
        self.inner.fund_account(to)
    }
    fn send<'a>(&'a self, order: &'a PayoutOrder) -> PayoutFuture<'a> {
        *self
            .sends
            .lock()
            .unwrap()
            .entry(order.reference.clone())
            .or_default() += 1;
        let lost = self.lose_answers.load(Ordering::SeqCst);
        Box::pin(async move {
            let made: ProviderPayout = self.inner.send(order).await?;
            if lost {
                return Err(CoreError::PaymentProvider(
                    "RazorpayX did not answer in time".into(),
                ));
            }
            Ok(made)
        })
    }
    fn fetch<'a>(&'a self, id: &'a str) -> PayoutFuture<'a> {
        self.inner.fetch(id)
    }
    fn verify_webhook(&self, body: &[u8], signature: &str) -> bool {
        self.inner.verify_webhook(body, signature)
    }
    fn settle_check_after_seconds(&self) -> i64 {
        self.inner.settle_check_after_seconds()
    }
}

const PAYEES: [&str; 4] = [OWNER, "+919000000101", "+919000000102", "+919000000103"];

/// Every payee with a UPI id in force.
async fn with_details(store: &Store) -> Vec<crate::ids::UserId> {
    let mut ids = Vec::new();
    for (n, phone) in PAYEES.into_iter().enumerate() {
        let id = user(store, phone).await.id;
        store
            .run(move |c| {
                crate::store::payouts::replace_account(
                    c,
                    &crate::store::payouts::NewPayoutAccount {
                        owner_id: id,
                        method: crate::kinds::payout::PayoutMethod::Upi,
                        vpa: Some(format!("payee{n}@okhdfc")),
                        account_number: None,
                        ifsc: None,
                        holder_name: "Payee".into(),
                        created_at: 0,
                        payable_from: 0,
                        legal_name: None,
                        gstin: None,
                    },
                )
            })
            .await
            .unwrap();
        ids.push(id);
    }
    ids
}

async fn two_servers_pay_each_owner_once(db: TestDatabase) {
    // Two servers: two pools over one database, each with its own service.
    let (a_store, b_store) = (db.store().unwrap(), db.store().unwrap());
    seed(&a_store);
    let manual = ManualClock::at(from_epoch(NOW));
    let clock: SharedClock = Arc::new(manual.clone());
    let provider = CountingProvider::new();
    let a = Payouts::new(a_store.clone(), clock.clone(), provider.clone());
    let b = Payouts::new(b_store.clone(), clock.clone(), provider.clone());
    let ledger = Ledger::new(a_store.clone(), clock.clone());
    let staff = Staff::cli("finance test").unwrap();
    let payees = with_details(&a_store).await;
    const ROUNDS: usize = 8;
    for round in 0..ROUNDS {
        for (n, id) in payees.iter().enumerate() {
            let amount = 10_000 + (round as i64 * 997 + n as i64 * 131) * 10;
            ledger
                .adjust(&staff, *id, amount, "Earnings")
                .await
                .unwrap();
        }
        let (ra, rb) = tokio::join!(a.run(), b.run());
        let (ra, rb) = (ra.unwrap(), rb.unwrap());
        assert_eq!(
            ra.payouts_made + rb.payouts_made,
            PAYEES.len(),
            "round {round}"
        );
        let (sa, sb) = tokio::join!(a.send_due(), b.send_due());
        assert_eq!(sa.unwrap() + sb.unwrap(), PAYEES.len(), "round {round}");
        // A third try the same day makes nothing.
        assert_eq!(a.run().await.unwrap().payouts_made, 0);
        manual.advance(24 * HOUR);
        let (ta, tb) = tokio::join!(a.settle_due(), b.settle_due());
        assert_eq!(ta.unwrap() + tb.unwrap(), PAYEES.len(), "round {round}");
        let report = ledger.check().await.unwrap();
        assert!(report.is_ok(), "round {round}: {:#?}", report.problems);
    }
    assert_eq!(provider.made(), ROUNDS * PAYEES.len());
    assert_eq!(provider.asked(), ROUNDS * PAYEES.len());
    for id in payees {
        let balance = ledger.owner_balance(id).await.unwrap();
        assert_eq!((balance.available_paise, balance.owed_paise), (0, 0));
    }
}

async fn an_answer_lost_after_sending_is_one_payout(db: TestDatabase) {
    let store = db.store().unwrap();
    seed(&store);
    let manual = ManualClock::at(from_epoch(NOW));
    let clock: SharedClock = Arc::new(manual.clone());
    let provider = CountingProvider::new();
    let payouts = Payouts::new(store.clone(), clock.clone(), provider.clone());
    let ledger = Ledger::new(store.clone(), clock.clone());
    let staff = Staff::cli("finance test").unwrap();
    let payees = with_details(&store).await;
    ledger
        .adjust(&staff, payees[0], 250_000, "Earnings")
        .await
        .unwrap();
    assert_eq!(payouts.run().await.unwrap().payouts_made, 1);
    // The provider makes the payout, and its answer never arrives.
    provider.lose_answers.store(true, Ordering::SeqCst);
    assert_eq!(payouts.send_due().await.unwrap(), 1);
    // Not due again yet: nobody sends it a second time meanwhile.
    assert_eq!(payouts.send_due().await.unwrap(), 0);
    provider.lose_answers.store(false, Ordering::SeqCst);
    manual.advance(2 * 60);
    assert_eq!(payouts.send_due().await.unwrap(), 1);
    // Asked twice under one reference, the provider made one payout, and we hold its id.
    assert_eq!((provider.asked(), provider.made()), (2, 1));
    let all = store.run(crate::store::payouts::all).await.unwrap();
    assert_eq!(all.len(), 1);
    assert_eq!(
        all[0].status,
        crate::kinds::payout::PayoutStatus::Processing
    );
    assert_eq!(
        all[0].provider_payout_id.as_deref(),
        Some(SimulatedPayouts::payout_id("PO-000001").as_str())
    );
    let report = ledger.check().await.unwrap();
    assert!(report.is_ok(), "{:#?}", report.problems);
}

#[test]
fn two_servers_pay_each_owner_once_on_sqlite() {
    run_async(TestDatabase::sqlite(), two_servers_pay_each_owner_once);
}

#[test]
fn two_servers_pay_each_owner_once_on_postgres() {
    match TestDatabase::postgres() {
        Some(db) => run_async(db, two_servers_pay_each_owner_once),
        None => eprintln!("TEST_DATABASE_URL is not set; PostgreSQL payout race not run"),
    }
}

#[test]
fn an_answer_lost_after_sending_is_one_payout_on_sqlite() {
    run_async(
        TestDatabase::sqlite(),
        an_answer_lost_after_sending_is_one_payout,
    );
}

#[test]
fn an_answer_lost_after_sending_is_one_payout_on_postgres() {
    match TestDatabase::postgres() {
        Some(db) => run_async(db, an_answer_lost_after_sending_is_one_payout),
        None => eprintln!("TEST_DATABASE_URL is not set; PostgreSQL lost answer not run"),
    }
}
