//! The ledger under random sequences of what guests, owners, staff, the provider and the clock do
//! (bookings, payments, confirmations, rejections, cancellations, expiry, cash marks, refunds
//! processed and failed and sent again, adjustments, security deposits collected, claimed,
//! answered, decided and released): after every step `ledger check` finds the
//! books right, and at the end the providers' records reconcile with the ledger to the paisa, on
//! SQLite and on PostgreSQL. And the split, the shares and the owner's balance
//! by hand.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use proptest::prelude::*;

use super::events::{self, Rates, Split};
use super::{CashMarkRequest, Ledger};
use crate::audit::Staff;
use crate::auth::User;
use crate::bookings::dispute::DisputeOutcome;
use crate::bookings::{expiry, BookingRequest, Bookings, RefundChoice};
use crate::bulk::*;
use crate::error::CoreError;
use crate::ids::BookingId;
use crate::kinds::booking::{BookingStatus, PaymentMethod};
use crate::kinds::role::Role;
use crate::payments::{
    OrderRequest, PaymentProvider, Payments, PaymentsConfig, RefundFuture, RefundRequest, Refunds,
    Simulated,
};
use crate::testing::{run_async, TestDatabase};
use crate::time::{from_epoch, to_ist_rfc3339, ManualClock, SharedClock};
use crate::Store;

/// Friday 15 January 2027, 13:20 IST.
pub(crate) const NOW: i64 = 1_800_000_000;
pub(crate) const HOUR: i64 = 3_600;
pub(crate) const OWNER: &str = "+919000000001";
const GUESTS: [&str; 3] = ["+919000000101", "+919000000102", "+919000000103"];

fn booking(
    total: i64,
    subtotal: i64,
    discount: i64,
    cleaning: i64,
    method: PaymentMethod,
) -> crate::store::models::BookingRow {
    crate::store::models::BookingRow {
        id: BookingId::new(1),
        code: "HE-TEST00".into(),
        property_id: crate::ids::PropertyId::new(1),
        guest_id: crate::ids::UserId::new(2),
        booking_type: crate::slots::BookingType::HalfDay,
        starts_at: NOW,
        ends_at: NOW + 12 * HOUR,
        days: 1,
        guests: 2,
        status: BookingStatus::Confirmed,
        payment_method: method,
        payment_status: crate::kinds::booking::PaymentStatus::Paid,
        subtotal_paise: subtotal,
        discount_paise: discount,
        cleaning_paise: cleaning,
        gst_paise: total - (subtotal - discount + cleaning),
        total_paise: total,
        coupon_code: None,
        refund_paise: None,
        cancelled_by: None,
        cancel_reason: None,
        created_at: NOW,
        updated_at: NOW,
        expires_at: NOW,
        deposit_paise: 0,
        advance_paise: 0,
        balance_due_at: None,
        balance_method: None,
        balance_paid_at: None,
        balance_reminders: 0,
    }
}

#[test]
fn a_stay_splits_into_the_owners_net_commission_gst_and_withholdings() {
    // ₹5,000 + ₹500 cleaning + 5 % GST = ₹5,775, paid online.
    let b = booking(577_500, 500_000, 0, 50_000, PaymentMethod::Upi);
    let s = events::split(
        &b,
        Rates {
            tcs_bp: 50,
            tds_bp: 10,
        },
    );
    assert_eq!(
        s,
        Split {
            paid: 577_500,
            discount: 0,
            commission: 50_000,       // 10 % of ₹5,000
            gst_on_commission: 9_000, // 18 % of ₹500
            tcs: 2_750,               // 0.5 % of ₹5,500
            tds: 550,                 // 0.1 % of ₹5,500
            net: 577_500 - 50_000 - 9_000 - 2_750 - 550,
        }
    );
    // Paid in cash: no TCS (the platform collected nothing), TDS still.
    let cash = events::split(
        &b_with(PaymentMethod::Cash),
        Rates {
            tcs_bp: 50,
            tds_bp: 10,
        },
    );
    assert_eq!((cash.tcs, cash.tds), (0, 550));
    // FIRST500 is the platform's: the owner is paid as if the guest paid it.
    let first = events::split(
        &booking(525_000, 500_000, 50_000, 50_000, PaymentMethod::Upi),
        Rates {
            tcs_bp: 50,
            tds_bp: 10,
        },
    );
    assert_eq!(first.net, 525_000 + 50_000 - 50_000 - 9_000 - 2_750 - 550);
}

fn b_with(method: PaymentMethod) -> crate::store::models::BookingRow {
    booking(577_500, 500_000, 0, 50_000, method)
}

#[test]
fn a_share_sums_to_exactly_its_part_with_the_owner_taking_the_rounding() {
    use super::journal::Line;
    use crate::kinds::ledger::Account;
    let owner = crate::ids::UserId::new(7);
    let lines = vec![
        Line::owner_payable(owner, -515_200, NOW),
        Line::on(Account::CommissionRevenue, -50_000),
        Line::on(Account::GstOnCommissionPayable, -9_000),
        Line::on(Account::TcsPayable, -2_750),
        Line::on(Account::TdsPayable, -550),
    ];
    let total: i64 = lines.iter().map(|l| l.amount).sum();
    assert_eq!(total, -577_500);
    for part in [1, 3, 288_750, 577_499, 577_500] {
        let shared = events::share(&lines, part, 577_500);
        assert_eq!(
            shared.iter().map(|l| l.amount).sum::<i64>(),
            -part,
            "{part}"
        );
    }
    let half = events::share(&lines, 288_750, 577_500);
    assert_eq!(half[1].amount, -25_000);
}

#[test]
fn a_refund_after_the_money_became_available_is_recovered_at_once() {
    use super::journal::Line;
    use crate::kinds::ledger::Account;
    let owner = crate::ids::UserId::new(7);
    let earned = vec![
        Line::owner_payable(owner, -900, NOW + 24 * HOUR),
        Line::on(Account::CommissionRevenue, -100),
    ];
    // Before it is available: taken back at the same time, so the upcoming line nets to zero.
    let early = events::reversal(&earned, 500, 1_000, NOW);
    assert_eq!(early[0].available_at, Some(NOW + 24 * HOUR));
    assert_eq!((early[0].amount, early[1].amount), (450, 50));
    // After: taken from what is available now.
    let late = events::reversal(&earned, 1_000, 1_000, NOW + 30 * HOUR);
    assert_eq!(late[0].available_at, Some(NOW + 30 * HOUR));
    assert_eq!(late.iter().map(|l| l.amount).sum::<i64>(), 1_000);
}

/// The simulated provider, with refunds that fail while `failing` is set.
struct FlakyRefunds {
    inner: Simulated,
    failing: AtomicBool,
}

impl PaymentProvider for FlakyRefunds {
    fn name(&self) -> &'static str {
        self.inner.name()
    }
    fn key_id(&self) -> Option<&str> {
        None
    }
    fn create_order<'a>(&'a self, order: &'a OrderRequest) -> crate::payments::OrderFuture<'a> {
        self.inner.create_order(order)
    }
    fn verify_checkout(&self, order_id: &str, payment_id: &str, signature: &str) -> bool {
        self.inner.verify_checkout(order_id, payment_id, signature)
    }
    fn verify_webhook(&self, body: &[u8], signature: &str) -> bool {
        self.inner.verify_webhook(body, signature)
    }
    fn refund<'a>(&'a self, refund: &'a RefundRequest) -> RefundFuture<'a> {
        if self.failing.load(Ordering::SeqCst) {
            return Box::pin(async { Err(CoreError::PaymentProvider("the bank is down".into())) });
        }
        self.inner.refund(refund)
    }
}

/// The simulated payout provider, refusing to send while `failing` is set.
struct FlakyPayouts {
    inner: crate::payouts::simulated::SimulatedPayouts,
    failing: AtomicBool,
}

impl crate::payouts::PayoutProvider for FlakyPayouts {
    fn name(&self) -> &'static str {
        self.inner.name()
    }
    fn fund_account<'a>(
        &'a self,
        to: &'a crate::payouts::provider::Destination,
    ) -> crate::payouts::provider::FundAccountFuture<'a> {
        self.inner.fund_account(to)
    }
    fn send<'a>(
        &'a self,
        order: &'a crate::payouts::provider::PayoutOrder,
    ) -> crate::payouts::provider::PayoutFuture<'a> {
        if self.failing.load(Ordering::SeqCst) {
            return Box::pin(async { Err(CoreError::PaymentProvider("RazorpayX is down".into())) });
        }
        self.inner.send(order)
    }
    fn fetch<'a>(&'a self, id: &'a str) -> crate::payouts::provider::PayoutFuture<'a> {
        self.inner.fetch(id)
    }
    fn verify_webhook(&self, body: &[u8], signature: &str) -> bool {
        self.inner.verify_webhook(body, signature)
    }
    fn settle_check_after_seconds(&self) -> i64 {
        self.inner.settle_check_after_seconds()
    }
}

/// A RazorpayX-shaped payout webhook about payout `id`.
pub(crate) fn payout_webhook(event: &str, id: i64, status: &str) -> Vec<u8> {
    let reference = crate::payouts::reference(id);
    serde_json::json!({
        "event": event,
        "payload": {"payout": {"entity": {
            "id": crate::payouts::simulated::SimulatedPayouts::payout_id(&reference),
            "status": status,
            "reference_id": reference,
            "utr": null,
            "status_details": {"description": "Beneficiary bank rejected the transfer"},
        }}},
    })
    .to_string()
    .into_bytes()
}

#[derive(Debug, Clone)]
pub(crate) enum Step {
    Book {
        guest: usize,
        cash: bool,
        coupon: bool,
        day: i64,
        night: bool,
    },
    Pay {
        which: usize,
        succeed: bool,
    },
    Confirm {
        which: usize,
    },
    Reject {
        which: usize,
    },
    GuestCancel {
        which: usize,
    },
    StaffCancel {
        which: usize,
        refund: RefundChoice,
    },
    MarkCash {
        which: usize,
        collected: bool,
    },
    Advance {
        hours: i64,
    },
    ProcessRefunds {
        fail: bool,
    },
    FailRefundsForGood,
    RetryFailedRefunds,
    Adjust {
        rupees: i64,
    },
    /// The daily payout run (a second one the same day pays nobody).
    PayoutRun,
    /// The sender hands payouts to the provider, which refuses while `fail`.
    SendPayouts {
        fail: bool,
    },
    /// The provider is asked what became of payouts (the simulated one pays them out).
    SettlePayouts,
    /// A payout fails (the simulated provider's page), or a paid one is reversed (a webhook),
    /// the webhook sent twice.
    FailPayout {
        which: usize,
        reverse: bool,
    },
    /// Staff send a failed payout again.
    SendPayoutAgain {
        which: usize,
    },
    /// Staff hold or release the owner's payouts.
    HoldPayouts {
        hold: bool,
    },
    /// The guest reports a problem with the stay.
    Dispute {
        which: usize,
    },
    /// Staff resolve its dispute: release the earnings or refund the guest.
    Resolve {
        which: usize,
        refund: bool,
    },
    /// Cash stays unmarked 48 h after their start count as collected (the background job).
    CloseCash,
    /// A half-day stay at "beta", which asks a ₹2,000 security deposit.
    BookDeposit {
        guest: usize,
        cash: bool,
        day: i64,
        night: bool,
    },
    /// A half-day stay paid online at a farmhouse with a payment plan (30 % at booking, the
    /// balance 3 days before): "gamma" (balance online, with the ₹2,000 deposit) or "delta"
    /// (balance in cash at the property).
    BookPlan {
        guest: usize,
        cash_balance: bool,
        day: i64,
        night: bool,
    },
    /// The guest pays (or fails to pay) a booking's balance.
    PayBalance {
        which: usize,
        succeed: bool,
    },
    /// Balances unpaid at their deadline cancel their bookings; reminders go (the background job).
    RunPlans,
    /// The owner records a stay's deposit paid in cash at check-in.
    RecordCashDeposit {
        which: usize,
    },
    /// The owner claims from a stay's deposit.
    ClaimDeposit {
        which: usize,
        rupees: i64,
    },
    /// The guest accepts or disputes the claim.
    AnswerClaim {
        which: usize,
        accept: bool,
    },
    /// Staff decide a disputed claim: 0 full, 1 part (half the claim), 2 none.
    DecideClaim {
        which: usize,
        decision: usize,
    },
    /// Deposits unclaimed 48 h after check-out are released and unanswered claims accepted (the
    /// background job).
    SettleDeposits,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        3 => (0..3usize, any::<bool>(), any::<bool>(), 0..4i64, any::<bool>()).prop_map(
            |(guest, cash, coupon, day, night)| Step::Book { guest, cash, coupon, day, night }
        ),
        3 => (0..8usize, prop::bool::weighted(0.8)).prop_map(|(which, succeed)| Step::Pay { which, succeed }),
        3 => (0..8usize).prop_map(|which| Step::Confirm { which }),
        1 => (0..8usize).prop_map(|which| Step::Reject { which }),
        1 => (0..8usize).prop_map(|which| Step::GuestCancel { which }),
        1 => (0..8usize, prop_oneof![Just(RefundChoice::Policy), Just(RefundChoice::Full), Just(RefundChoice::None)])
            .prop_map(|(which, refund)| Step::StaffCancel { which, refund }),
        2 => (0..8usize, prop::bool::weighted(0.8)).prop_map(|(which, collected)| Step::MarkCash { which, collected }),
        2 => (1..40i64).prop_map(|hours| Step::Advance { hours }),
        2 => any::<bool>().prop_map(|fail| Step::ProcessRefunds { fail }),
        1 => Just(Step::FailRefundsForGood),
        1 => Just(Step::RetryFailedRefunds),
        1 => (-3_000..3_000i64).prop_map(|rupees| Step::Adjust { rupees }),
        2 => Just(Step::PayoutRun),
        2 => prop::bool::weighted(0.3).prop_map(|fail| Step::SendPayouts { fail }),
        1 => Just(Step::SettlePayouts),
        1 => (0..4usize, any::<bool>()).prop_map(|(which, reverse)| Step::FailPayout { which, reverse }),
        1 => (0..4usize).prop_map(|which| Step::SendPayoutAgain { which }),
        1 => any::<bool>().prop_map(|hold| Step::HoldPayouts { hold }),
        2 => (0..8usize).prop_map(|which| Step::Dispute { which }),
        1 => (0..8usize, any::<bool>()).prop_map(|(which, refund)| Step::Resolve { which, refund }),
        1 => Just(Step::CloseCash),
        3 => (0..3usize, any::<bool>(), 0..4i64, any::<bool>()).prop_map(
            |(guest, cash, day, night)| Step::BookDeposit { guest, cash, day, night }
        ),
        2 => (0..8usize).prop_map(|which| Step::RecordCashDeposit { which }),
        2 => (0..8usize, 0..2_500i64).prop_map(|(which, rupees)| Step::ClaimDeposit { which, rupees }),
        2 => (0..8usize, any::<bool>()).prop_map(|(which, accept)| Step::AnswerClaim { which, accept }),
        1 => (0..8usize, 0..3usize).prop_map(|(which, decision)| Step::DecideClaim { which, decision }),
        2 => Just(Step::SettleDeposits),
        3 => (0..3usize, prop::bool::weighted(0.3), 0..8i64, any::<bool>()).prop_map(
            |(guest, cash_balance, day, night)| Step::BookPlan { guest, cash_balance, day, night }
        ),
        3 => (0..8usize, prop::bool::weighted(0.8)).prop_map(|(which, succeed)| Step::PayBalance { which, succeed }),
        2 => Just(Step::RunPlans),
    ]
}

/// The farmhouse that asks a security deposit: "alpha" again as "beta", with ₹2,000.
pub(crate) const DEPOSIT_PAISE: i64 = 200_000;

pub(crate) async fn add_deposit_farmhouse(store: &Store) -> i64 {
    store
        .run(|c| {
            let alpha = crate::store::bookings::property_id_by_slug(c, "alpha")?
                .and_then(|id| crate::store::bookings::property(c, id).transpose())
                .transpose()?
                .expect("alpha");
            let new = crate::store::listings::NewProperty {
                slug: "beta".into(),
                owner_id: alpha.owner_id,
                location_id: alpha.location_id,
                title: "Beta".into(),
                description: alpha.description,
                property_type: alpha.property_type,
                address: alpha.address,
                latitude: alpha.latitude,
                longitude: alpha.longitude,
                distance_km: alpha.distance_km,
                half_day_price_paise: alpha.half_day_price_paise,
                full_day_price_paise: alpha.full_day_price_paise,
                cleaning_fee_paise: alpha.cleaning_fee_paise,
                bedrooms: alpha.bedrooms,
                bathrooms: alpha.bathrooms,
                max_guests: alpha.max_guests,
                day_slot_minute: alpha.day_slot_minute,
                night_slot_minute: alpha.night_slot_minute,
                house_rules: alpha.house_rules,
                check_in_notes: alpha.check_in_notes,
                status: alpha.status,
                turnover_minutes: alpha.turnover_minutes,
                proposed_locality: None,
                security_deposit_paise: DEPOSIT_PAISE,
                created_at: 0,
                updated_at: 0,
            };
            Ok(crate::store::listings::insert(c, &new)?.get())
        })
        .await
        .unwrap()
}

/// The advance the plan farmhouses ask (percent) and how many days before the stay the balance
/// is due.
pub(crate) const PLAN_PERCENT: i32 = 30;
pub(crate) const PLAN_DAYS: i32 = 3;

/// "gamma" (a copy of "beta": the deposit, and a plan with the balance online) or "delta" (a
/// plan with the balance in cash at the property, no deposit).
pub(crate) async fn add_plan_farmhouse(store: &Store, cash_balance: bool) -> i64 {
    let beta = store
        .run(|c| crate::store::bookings::property_id_by_slug(c, "beta"))
        .await
        .unwrap()
        .expect("beta");
    store
        .run(move |c| {
            let p = crate::store::bookings::property(c, beta)?.expect("beta");
            let new = crate::store::listings::NewProperty {
                slug: if cash_balance { "delta" } else { "gamma" }.into(),
                owner_id: p.owner_id,
                location_id: p.location_id,
                title: if cash_balance { "Delta" } else { "Gamma" }.into(),
                description: p.description,
                property_type: p.property_type,
                address: p.address,
                latitude: p.latitude,
                longitude: p.longitude,
                distance_km: p.distance_km,
                half_day_price_paise: p.half_day_price_paise,
                full_day_price_paise: p.full_day_price_paise,
                cleaning_fee_paise: p.cleaning_fee_paise,
                bedrooms: p.bedrooms,
                bathrooms: p.bathrooms,
                max_guests: p.max_guests,
                day_slot_minute: p.day_slot_minute,
                night_slot_minute: p.night_slot_minute,
                house_rules: p.house_rules,
                check_in_notes: p.check_in_notes,
                status: p.status,
                turnover_minutes: p.turnover_minutes,
                proposed_locality: None,
                security_deposit_paise: if cash_balance { 0 } else { DEPOSIT_PAISE },
                created_at: 0,
                updated_at: 0,
            };
            let id = crate::store::listings::insert(c, &new)?;
            let method = if cash_balance {
                crate::plans::BalanceMethod::Cash
            } else {
                crate::plans::BalanceMethod::Online
            };
            crate::store::plans::set_plan(c, id, (PLAN_PERCENT, PLAN_DAYS, method), 0)?;
            Ok(id.get())
        })
        .await
        .unwrap()
}

pub(crate) fn seed(store: &Store) {
    let user = |phone: &str, name: &str, role| UserSeed {
        phone: phone.into(),
        full_name: name.into(),
        email: None,
        role,
        created_at: 0,
    };
    let mut users = vec![user(OWNER, "Ravi Reddy", Role::Owner)];
    users.extend(GUESTS.iter().map(|g| user(g, "Sravani Kota", Role::User)));
    add_catalogue(
        store,
        &CatalogueSeed {
            users,
            locations: vec![LocationSeed {
                slug: "moinabad".into(),
                name: "Moinabad".into(),
                district: "Ranga Reddy".into(),
                description: "Orchards.".into(),
                latitude: 17.3,
                longitude: 78.3,
                distance_km: 22.0,
            }],
            amenities: vec![],
            properties: vec![PropertySeed {
                slug: "alpha".into(),
                owner_phone: OWNER.into(),
                location_slug: "moinabad".into(),
                title: "Alpha".into(),
                description: "A farm.".into(),
                property_type: "farmhouse".into(),
                address: "Moinabad".into(),
                latitude: 17.3,
                longitude: 78.3,
                distance_km: 22.0,
                half_day_price_paise: 500_000,
                full_day_price_paise: None,
                cleaning_fee_paise: 50_000,
                bedrooms: 1,
                bathrooms: 1,
                max_guests: 10,
                day_slot_minute: 540,
                night_slot_minute: 1260,
                house_rules: String::new(),
                check_in_notes: String::new(),
                created_at: 0,
                amenity_slugs: vec![],
                images: vec![],
                reviews: vec![],
                blocks: vec![],
            }],
        },
    )
    .unwrap();
}

pub(crate) async fn user(store: &Store, phone: &'static str) -> User {
    store
        .run(move |c| crate::store::session::user_by_phone(c, phone))
        .await
        .unwrap()
        .unwrap()
        .into()
}

/// A refusal is what a person meets; anything else (a server error) breaks the test.
fn refused_or_ok<T>(step: &Step, outcome: Result<T, CoreError>) {
    if let Err(e) = outcome {
        assert!(
            !matches!(e, CoreError::Internal(_) | CoreError::PaymentProvider(_)),
            "{step:?}: {e:?}"
        );
    }
}

pub(crate) async fn play(
    db: &TestDatabase,
    steps: Vec<Step>,
) -> (super::OwnerBalance, Vec<crate::store::payouts::PayoutRow>) {
    let store = db.store().unwrap();
    seed(&store);
    let manual = ManualClock::at(from_epoch(NOW));
    let clock: SharedClock = Arc::new(manual.clone());
    let simulated = Simulated::new(b"key secret", b"webhook secret");
    let flaky = Arc::new(FlakyRefunds {
        inner: simulated.clone(),
        failing: AtomicBool::new(false),
    });
    let payments = Payments::new(
        store.clone(),
        clock.clone(),
        PaymentsConfig::Simulated(simulated),
    )
    .unwrap();
    let refunds = Refunds::new(store.clone(), flaky.clone());
    let bookings = Bookings::new(store.clone(), clock.clone());
    let ledger = Ledger::new(store.clone(), clock.clone());
    let deposits = crate::deposits::Deposits::new(store.clone(), clock.clone());
    let beta = add_deposit_farmhouse(&store).await;
    let gamma = add_plan_farmhouse(&store, false).await;
    let delta = add_plan_farmhouse(&store, true).await;
    let owner = user(&store, OWNER).await;
    let mut guests = Vec::new();
    for g in GUESTS {
        guests.push(user(&store, g).await);
    }
    let staff = Staff::cli("support test").unwrap();
    let payout_provider = crate::payouts::simulated::SimulatedPayouts::from_server_secret(b"test");
    let flaky_payouts = Arc::new(FlakyPayouts {
        inner: payout_provider.clone(),
        failing: AtomicBool::new(false),
    });
    let payouts = crate::payouts::Payouts::new(store.clone(), clock.clone(), flaky_payouts.clone());
    // The owner is paid to a UPI id from the start.
    store
        .run({
            let id = owner.id;
            move |c| {
                crate::store::payouts::replace_account(
                    c,
                    &crate::store::payouts::NewPayoutAccount {
                        owner_id: id,
                        method: crate::kinds::payout::PayoutMethod::Upi,
                        vpa: Some("ravi.reddy@okhdfc".into()),
                        account_number: None,
                        ifsc: None,
                        holder_name: "Ravi Reddy".into(),
                        created_at: 0,
                        payable_from: 0,
                        legal_name: None,
                        gstin: None,
                    },
                )
            }
        })
        .await
        .unwrap();
    let payout_ids = || async {
        store
            .run(crate::store::payouts::all)
            .await
            .unwrap()
            .into_iter()
            .map(|p| p.id)
            .collect::<Vec<i64>>()
    };
    let property_id = store
        .run(|c| crate::store::bookings::property_id_by_slug(c, "alpha"))
        .await
        .unwrap()
        .unwrap()
        .get();
    let mut made: Vec<(BookingId, usize)> = Vec::new();
    let pick = |made: &Vec<(BookingId, usize)>, which: usize| {
        (!made.is_empty()).then(|| made[which % made.len()])
    };
    for (n, step) in steps.iter().enumerate() {
        let now = clock.now();
        match step.clone() {
            Step::Book {
                guest,
                cash,
                coupon,
                day,
                night,
            } => {
                let date = crate::time::today_ist(now) + chrono::Days::new(day as u64 + 1);
                let start = crate::time::ist_instant(date, if night { 1260 } else { 540 });
                let total = if coupon { 5_250 } else { 5_775 };
                let request = BookingRequest {
                    property_id: Some(property_id),
                    booking_type: Some("half_day".into()),
                    start: Some(to_ist_rfc3339(start)),
                    days: None,
                    guests: Some(2),
                    coupon_code: coupon.then(|| "FIRST500".into()),
                    payment_method: Some(if cash { "cash" } else { "upi" }.into()),
                    expected_total: Some(total),
                    gstin: None,
                    business_name: None,
                };
                let key = format!("step-{n}");
                match bookings.create(&guests[guest], Some(&key), &request).await {
                    Ok(created) => made.push((BookingId::new(created.booking.id), guest)),
                    Err(e) => refused_or_ok::<()>(step, Err(e)),
                }
            }
            Step::Pay { which, succeed } => {
                let Some((id, guest)) = pick(&made, which) else {
                    continue;
                };
                match payments.order(id, &guests[guest]).await {
                    Ok(order) => refused_or_ok(
                        step,
                        payments.simulated_finish(&order.order_id, succeed).await,
                    ),
                    Err(e) => refused_or_ok::<()>(step, Err(e)),
                }
            }
            Step::Confirm { which } => {
                let Some((id, _)) = pick(&made, which) else {
                    continue;
                };
                refused_or_ok(step, bookings.confirm(id, &owner).await);
            }
            Step::Reject { which } => {
                let Some((id, _)) = pick(&made, which) else {
                    continue;
                };
                refused_or_ok(
                    step,
                    bookings.reject(id, &owner, Some("Family function")).await,
                );
            }
            Step::GuestCancel { which } => {
                let Some((id, guest)) = pick(&made, which) else {
                    continue;
                };
                refused_or_ok(step, bookings.cancel(id, &guests[guest], None).await);
            }
            Step::StaffCancel { which, refund } => {
                let Some((id, _)) = pick(&made, which) else {
                    continue;
                };
                refused_or_ok(
                    step,
                    bookings
                        .staff_cancel(&staff, &id.to_string(), "Guest called support", refund)
                        .await,
                );
            }
            Step::MarkCash { which, collected } => {
                let Some((id, _)) = pick(&made, which) else {
                    continue;
                };
                let outcome = if collected { "collected" } else { "no_show" };
                let request = CashMarkRequest {
                    outcome: Some(outcome.into()),
                };
                refused_or_ok(step, ledger.mark_cash(id, &owner, &request).await);
            }
            Step::Advance { hours } => {
                manual.advance(hours * HOUR);
                expiry::expire_due(&store, clock.now()).await.unwrap();
            }
            Step::ProcessRefunds { fail } => {
                flaky.failing.store(fail, Ordering::SeqCst);
                refunds
                    .process_due(clock.now().timestamp(), 50)
                    .await
                    .unwrap();
            }
            Step::FailRefundsForGood => {
                flaky.failing.store(true, Ordering::SeqCst);
                for _ in 0..crate::payments::refunds::MAX_ATTEMPTS {
                    manual.advance(7 * HOUR);
                    refunds
                        .process_due(clock.now().timestamp(), 50)
                        .await
                        .unwrap();
                }
                expiry::expire_due(&store, clock.now()).await.unwrap();
            }
            Step::RetryFailedRefunds => {
                let failed = store
                    .run(crate::store::ledger::refunds)
                    .await
                    .unwrap()
                    .into_iter()
                    .filter(|r| r.status == crate::kinds::payment::RefundStatus::Failed);
                for r in failed {
                    refunds
                        .retry(&staff, r.id, clock.now().timestamp())
                        .await
                        .unwrap();
                }
            }
            Step::Adjust { rupees } => {
                refused_or_ok(
                    step,
                    ledger
                        .adjust(
                            &staff,
                            owner.id,
                            rupees * 100,
                            "Goodwill for a broken geyser",
                        )
                        .await,
                );
            }
            Step::PayoutRun => {
                payouts.run().await.unwrap();
            }
            Step::SendPayouts { fail } => {
                flaky_payouts.failing.store(fail, Ordering::SeqCst);
                payouts.send_due().await.unwrap();
            }
            Step::SettlePayouts => {
                manual.advance(60);
                payouts.settle_due().await.unwrap();
            }
            Step::FailPayout { which, reverse } => {
                let ids = payout_ids().await;
                if ids.is_empty() {
                    continue;
                }
                let id = ids[which % ids.len()];
                if reverse {
                    let body = payout_webhook("payout.reversed", id, "reversed");
                    let signature = payout_provider.sign_webhook(&body);
                    for _ in 0..2 {
                        payouts.webhook(&body, &signature).await.unwrap();
                    }
                } else {
                    payouts
                        .simulated_fail(&crate::payouts::reference(id))
                        .await
                        .unwrap();
                }
            }
            Step::SendPayoutAgain { which } => {
                let ids = payout_ids().await;
                if ids.is_empty() {
                    continue;
                }
                let id = ids[which % ids.len()];
                refused_or_ok(
                    step,
                    payouts
                        .send_again(&staff, id, "Owner fixed their UPI id")
                        .await,
                );
            }
            Step::HoldPayouts { hold } => {
                let outcome = if hold {
                    payouts
                        .hold(&staff, owner.id, "Disputed stay")
                        .await
                        .map(|_| ())
                } else {
                    payouts.release(&staff, owner.id, "Dispute settled").await
                };
                refused_or_ok(step, outcome);
            }
            Step::Dispute { which } => {
                let Some((id, guest)) = pick(&made, which) else {
                    continue;
                };
                refused_or_ok(
                    step,
                    bookings
                        .dispute(id, &guests[guest], Some("The pool was green"))
                        .await,
                );
            }
            Step::Resolve { which, refund } => {
                let Some((id, _)) = pick(&made, which) else {
                    continue;
                };
                let outcome = if refund {
                    DisputeOutcome::Refund
                } else {
                    DisputeOutcome::Release
                };
                refused_or_ok(
                    step,
                    bookings
                        .resolve_dispute(&staff, &id.to_string(), outcome, "Checked the photos")
                        .await,
                );
            }
            Step::CloseCash => {
                super::cash::close_windows(&store, clock.now().timestamp())
                    .await
                    .unwrap();
            }
            Step::BookDeposit {
                guest,
                cash,
                day,
                night,
            } => {
                let date = crate::time::today_ist(now) + chrono::Days::new(day as u64 + 1);
                let start = crate::time::ist_instant(date, if night { 1260 } else { 540 });
                let request = BookingRequest {
                    property_id: Some(beta),
                    booking_type: Some("half_day".into()),
                    start: Some(to_ist_rfc3339(start)),
                    days: None,
                    guests: Some(2),
                    coupon_code: None,
                    payment_method: Some(if cash { "cash" } else { "upi" }.into()),
                    // The deposit is never in the total.
                    expected_total: Some(5_775),
                    gstin: None,
                    business_name: None,
                };
                let key = format!("step-{n}");
                match bookings.create(&guests[guest], Some(&key), &request).await {
                    Ok(created) => made.push((BookingId::new(created.booking.id), guest)),
                    Err(e) => refused_or_ok::<()>(step, Err(e)),
                }
            }
            Step::BookPlan {
                guest,
                cash_balance,
                day,
                night,
            } => {
                let date = crate::time::today_ist(now) + chrono::Days::new(day as u64 + 1);
                let start = crate::time::ist_instant(date, if night { 1260 } else { 540 });
                let request = BookingRequest {
                    property_id: Some(if cash_balance { delta } else { gamma }),
                    booking_type: Some("half_day".into()),
                    start: Some(to_ist_rfc3339(start)),
                    days: None,
                    guests: Some(2),
                    coupon_code: None,
                    payment_method: Some("upi".into()),
                    expected_total: Some(5_775),
                    gstin: None,
                    business_name: None,
                };
                let key = format!("step-{n}");
                match bookings.create(&guests[guest], Some(&key), &request).await {
                    Ok(created) => made.push((BookingId::new(created.booking.id), guest)),
                    Err(e) => refused_or_ok::<()>(step, Err(e)),
                }
            }
            Step::PayBalance { which, succeed } => {
                let Some((id, guest)) = pick(&made, which) else {
                    continue;
                };
                match payments.pay_balance(id, &guests[guest]).await {
                    Ok(order) if !order.paid => refused_or_ok(
                        step,
                        payments.simulated_finish(&order.order_id, succeed).await,
                    ),
                    Ok(_) => {}
                    Err(e) => refused_or_ok::<()>(step, Err(e)),
                }
            }
            Step::RunPlans => {
                crate::bookings::balance::run_due(&store, clock.now().timestamp(), "https://x.in")
                    .await
                    .unwrap();
            }
            Step::RecordCashDeposit { which } => {
                let Some((id, _)) = pick(&made, which) else {
                    continue;
                };
                let request = crate::deposits::CashDepositRequest {
                    receipt: Some("Receipt 101, taken by the caretaker".into()),
                };
                refused_or_ok(step, deposits.record_cash(id, &owner, &request).await);
            }
            Step::ClaimDeposit { which, rupees } => {
                let Some((id, _)) = pick(&made, which) else {
                    continue;
                };
                let request = crate::deposits::ClaimRequest {
                    amount: Some(rupees),
                    reason: Some("A broken chair".into()),
                };
                refused_or_ok(step, deposits.claim(id, &owner, &request).await);
            }
            Step::AnswerClaim { which, accept } => {
                let Some((id, guest)) = pick(&made, which) else {
                    continue;
                };
                let outcome = if accept {
                    deposits.accept(id, &guests[guest]).await
                } else {
                    let request = crate::deposits::GuestDisputeRequest {
                        reason: Some("The chair was broken when we came".into()),
                    };
                    deposits.dispute(id, &guests[guest], &request).await
                };
                refused_or_ok(step, outcome);
            }
            Step::DecideClaim { which, decision } => {
                let Some((id, _)) = pick(&made, which) else {
                    continue;
                };
                let claimed = store
                    .run(move |c| crate::store::deposits::of(c, id))
                    .await
                    .unwrap()
                    .and_then(|d| d.claim_amount_paise)
                    .unwrap_or(0);
                let request = crate::deposits::DecisionRequest {
                    decision: Some(["full", "part", "none"][decision % 3].into()),
                    kept_paise: Some(claimed / 2),
                    reason: Some("Checked the photos".into()),
                };
                refused_or_ok(step, deposits.decide(&staff, id, &request).await);
            }
            Step::SettleDeposits => {
                crate::deposits::settle_due(&store, clock.now().timestamp())
                    .await
                    .unwrap();
            }
        }
        let report = ledger.check().await.unwrap();
        assert!(
            report.is_ok(),
            "after step {n} {step:?}: {:#?}",
            report.problems
        );
        // The GST documents keep pace: every confirmed stay has its invoice, numbered without gap.
        let (problems, uninvoiced) = store
            .run(|c| {
                let problems = crate::invoices::issue::numbering_problems(c)?;
                let mut uninvoiced = Vec::new();
                for b in crate::testing::bookings(c)? {
                    let row = crate::store::bookings::booking_by_code(c, &b.code)?.unwrap();
                    let invoiced = crate::store::invoices::invoice_of(c, row.id)?.is_some();
                    if b.status == "confirmed" && !invoiced {
                        uninvoiced.push(b.code);
                    }
                }
                Ok((problems, uninvoiced))
            })
            .await
            .unwrap();
        assert!(
            problems.is_empty(),
            "after step {n} {step:?}: {problems:#?}"
        );
        assert!(
            uninvoiced.is_empty(),
            "after step {n} {step:?}: {uninvoiced:?}"
        );
    }
    // The providers' records and the ledger agree on every day and every record, a quarter at
    // a time.
    let (mut first, last) = (
        crate::time::today_ist(from_epoch(NOW)),
        crate::time::today_ist(clock.now()),
    );
    while first <= last {
        let until = (first + chrono::Days::new(super::reconcile::MAX_DAYS - 1)).min(last);
        let r = ledger
            .reconcile(Some(&first.to_string()), Some(&until.to_string()))
            .await
            .unwrap();
        assert!(r.agrees(), "after {steps:?}: {:#?}", r.differences);
        first = until + chrono::Days::new(1);
    }
    // The owner's balance is what the ledger's per-owner accounts say, split by availability.
    let balance = ledger.owner_balance(owner.id).await.unwrap();
    let lines = store
        .run({
            let id = owner.id;
            move |c| crate::store::ledger::owner_lines(c, id)
        })
        .await
        .unwrap();
    let total: i64 = -lines.iter().map(|l| l.amount_paise).sum::<i64>();
    assert_eq!(
        balance.available_paise - balance.owed_paise
            + balance.upcoming_paise
            + balance.disputed_paise,
        total
    );
    (
        balance,
        store.run(crate::store::payouts::all).await.unwrap(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn every_sequence_keeps_the_books_right_on_sqlite(steps in prop::collection::vec(step(), 1..40)) {
        run_async(TestDatabase::sqlite(), |db| async move { play(&db, steps).await; });
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    #[test]
    fn every_sequence_keeps_the_books_right_on_postgres(steps in prop::collection::vec(step(), 1..40)) {
        match TestDatabase::postgres() {
            Some(db) => run_async(db, |db| async move { play(&db, steps).await; }),
            None => eprintln!("TEST_DATABASE_URL is not set; PostgreSQL ledger sequences not run"),
        }
    }
}

/// A hand-made sequence through every event, with the owner's balance at each point.
async fn walk_through_every_event(db: TestDatabase) {
    let steps = vec![
        // A cash stay and an online stay, both confirmed.
        Step::Book {
            guest: 0,
            cash: true,
            coupon: false,
            day: 0,
            night: false,
        },
        Step::Book {
            guest: 1,
            cash: false,
            coupon: true,
            day: 1,
            night: false,
        },
        Step::Pay {
            which: 1,
            succeed: true,
        },
        Step::Confirm { which: 0 },
        Step::Confirm { which: 1 },
        // The cash stay begins, its cash is collected; the online stay's earnings come due.
        Step::Advance { hours: 30 },
        Step::MarkCash {
            which: 0,
            collected: true,
        },
        Step::Advance { hours: 40 },
        // A third, paid then rejected: its refund fails for good, and is sent again.
        Step::Book {
            guest: 2,
            cash: false,
            coupon: false,
            day: 2,
            night: true,
        },
        Step::Pay {
            which: 2,
            succeed: true,
        },
        Step::Reject { which: 2 },
        Step::FailRefundsForGood,
        Step::RetryFailedRefunds,
        Step::ProcessRefunds { fail: false },
        Step::Adjust { rupees: -100 },
    ];
    let (balance, _) = play(&db, steps).await;
    // The online stay (₹5,250 paid with FIRST500, which the platform pays for): ₹5,750 less
    // ₹500 commission, ₹90 GST on it, ₹27.50 TCS and ₹5.50 TDS; less the cash stay's ₹500
    // commission, ₹90 GST and ₹5.50 TDS; less the ₹100 recovered by staff.
    let online = 575_000 - 50_000 - 9_000 - 2_750 - 550;
    let cash = 50_000 + 9_000 + 550;
    assert_eq!(balance.available_paise, online - cash - 10_000);
    assert_eq!((balance.owed_paise, balance.upcoming_paise), (0, 0));
}

/// A paid stay and a cash stay; the payout run pays the first less the second's commission,
/// once, and the provider pays it out; a second run the same day pays nobody.
async fn a_cash_stays_commission_is_netted_from_the_payout(db: TestDatabase) {
    let steps = vec![
        Step::Book {
            guest: 0,
            cash: true,
            coupon: false,
            day: 0,
            night: false,
        },
        Step::Book {
            guest: 1,
            cash: false,
            coupon: false,
            day: 1,
            night: false,
        },
        Step::Pay {
            which: 1,
            succeed: true,
        },
        Step::Confirm { which: 0 },
        Step::Confirm { which: 1 },
        Step::Advance { hours: 30 },
        Step::MarkCash {
            which: 0,
            collected: true,
        },
        // Not yet: the online stay's earnings come due 24 h after it starts.
        Step::PayoutRun,
        Step::Advance { hours: 40 },
        Step::PayoutRun,
        Step::PayoutRun,
        Step::SendPayouts { fail: false },
        Step::SettlePayouts,
    ];
    let (balance, payouts) = play(&db, steps).await;
    let online = 577_500 - 50_000 - 9_000 - 2_750 - 550;
    let cash = 50_000 + 9_000 + 550;
    assert_eq!(payouts.len(), 1, "{payouts:?}");
    assert_eq!(payouts[0].amount_paise, online - cash);
    assert_eq!(
        payouts[0].status,
        crate::kinds::payout::PayoutStatus::Processed
    );
    assert!(payouts[0].utr.is_some());
    assert_eq!(
        (
            balance.available_paise,
            balance.owed_paise,
            balance.upcoming_paise
        ),
        (0, 0, 0)
    );
}

#[test]
fn a_payout_nets_cash_commission_on_sqlite() {
    run_async(
        TestDatabase::sqlite(),
        a_cash_stays_commission_is_netted_from_the_payout,
    );
}

#[test]
fn a_payout_nets_cash_commission_on_postgres() {
    match TestDatabase::postgres() {
        Some(db) => run_async(db, a_cash_stays_commission_is_netted_from_the_payout),
        None => eprintln!("TEST_DATABASE_URL is not set; PostgreSQL payout netting not run"),
    }
}

/// A payout that fails gives its money back, and the owner is told why; sent again by staff it
/// pays the same money once more.
async fn a_failed_payout_returns_its_money(db: TestDatabase) {
    let steps = vec![
        Step::Adjust { rupees: 1_000 },
        Step::PayoutRun,
        Step::SendPayouts { fail: false },
        Step::FailPayout {
            which: 0,
            reverse: false,
        },
        // Failing it again, or a late "reversed" webhook sent twice, changes nothing.
        Step::FailPayout {
            which: 0,
            reverse: false,
        },
        Step::FailPayout {
            which: 0,
            reverse: true,
        },
        Step::SendPayoutAgain { which: 0 },
        Step::SendPayoutAgain { which: 0 },
        Step::SendPayouts { fail: true },
        Step::Advance { hours: 1 },
        Step::SendPayouts { fail: false },
        Step::SettlePayouts,
    ];
    let (balance, payouts) = play(&db, steps).await;
    use crate::kinds::payout::PayoutStatus as S;
    let states: Vec<(i64, S)> = payouts.iter().map(|p| (p.amount_paise, p.status)).collect();
    assert_eq!(states, [(100_000, S::Failed), (100_000, S::Processed)]);
    assert_eq!(
        payouts[0].failure_reason.as_deref(),
        Some("The bank refused the account (simulated)")
    );
    assert_eq!(balance.available_paise, 0);
}

#[test]
fn a_failed_payout_returns_its_money_on_sqlite() {
    run_async(TestDatabase::sqlite(), a_failed_payout_returns_its_money);
}

#[test]
fn a_failed_payout_returns_its_money_on_postgres() {
    match TestDatabase::postgres() {
        Some(db) => run_async(db, a_failed_payout_returns_its_money),
        None => eprintln!("TEST_DATABASE_URL is not set; PostgreSQL failed payout not run"),
    }
}

#[test]
fn every_event_on_sqlite() {
    run_async(TestDatabase::sqlite(), walk_through_every_event);
}

#[test]
fn every_event_on_postgres() {
    match TestDatabase::postgres() {
        Some(db) => run_async(db, walk_through_every_event),
        None => eprintln!("TEST_DATABASE_URL is not set; PostgreSQL walk-through not run"),
    }
}

/// Entries are never changed or deleted: the database itself refuses.
#[test]
fn the_database_refuses_to_change_or_delete_an_entry() {
    use diesel::prelude::*;
    let mut dbs = vec![TestDatabase::sqlite()];
    dbs.extend(TestDatabase::postgres());
    for db in dbs {
        let store = db.store().unwrap();
        seed(&store);
        let owner = store
            .run_blocking(|c| crate::store::session::user_by_phone(c, OWNER))
            .unwrap()
            .unwrap();
        store
            .run_blocking(|c| {
                crate::store::write_transaction(c, |c| {
                    events::adjustment(c, owner.id, 10_000, "test", "support:test", NOW)
                })
            })
            .unwrap();
        let update = store.run_blocking(|c| {
            Ok(diesel::sql_query("UPDATE ledger_lines SET amount_paise = 1").execute(c))
        });
        assert!(update.unwrap().is_err(), "{}", db.url());
        let delete =
            store.run_blocking(|c| Ok(diesel::sql_query("DELETE FROM ledger_entries").execute(c)));
        assert!(delete.unwrap().is_err(), "{}", db.url());
    }
}

/// A second database of the same kind as `db`, for a sequence played from the start again.
pub(crate) fn another(db: &TestDatabase) -> TestDatabase {
    if db.url().starts_with("sqlite") {
        TestDatabase::sqlite()
    } else {
        TestDatabase::postgres().expect("TEST_DATABASE_URL")
    }
}

/// How many outbox rows of `event` were written.
async fn outbox(store: &Store, event: &'static str) -> i64 {
    use crate::store::schema::notification_outbox as o;
    use diesel::prelude::*;
    store
        .run(move |c| {
            Ok(o::table
                .filter(o::event.eq(event))
                .count()
                .get_result::<i64>(c)?)
        })
        .await
        .unwrap()
}

/// The owner's money now: (available, owed) as the payout run reads it.
async fn payable(db_store: &Store, now: i64) -> (i64, i64) {
    let owner = user(db_store, OWNER).await.id;
    db_store
        .run(move |c| super::balance::payable_now(c, owner, now))
        .await
        .unwrap()
}

/// An online stay (₹5,775) booked for tomorrow 09:00, paid, confirmed; then the clock moves to
/// an hour after it began (the stay starts 19 h 40 min after NOW).
fn a_stay_begun() -> Vec<Step> {
    vec![
        Step::Book {
            guest: 0,
            cash: false,
            coupon: false,
            day: 0,
            night: false,
        },
        Step::Pay {
            which: 0,
            succeed: true,
        },
        Step::Confirm { which: 0 },
        Step::Advance { hours: 21 },
    ]
}

const ONLINE_NET: i64 = 577_500 - 50_000 - 9_000 - 2_750 - 550;

/// A disputed stay's earnings are not paid out after its 24 h; released by staff, they are
/// available at once and the next run pays them.
async fn a_disputed_stay_is_held_until_released(db: TestDatabase) {
    let store = db.store().unwrap();
    let mut steps = a_stay_begun();
    steps.extend([
        Step::Dispute { which: 0 },
        // A second report changes nothing (refused).
        Step::Dispute { which: 0 },
        Step::Advance { hours: 30 },
        Step::PayoutRun,
    ]);
    let (balance, payouts) = play(&db, steps.clone()).await;
    assert!(payouts.is_empty(), "{payouts:?}");
    assert_eq!(
        (
            balance.available_paise,
            balance.upcoming_paise,
            balance.disputed_paise
        ),
        (0, 0, ONLINE_NET)
    );
    let now = NOW + 51 * HOUR;
    assert_eq!(payable(&store, now).await, (0, 0));
    let disputed = store.run(crate::store::ledger::disputes).await.unwrap();
    assert_eq!(disputed.len(), 1);
    // The owner was told (the outbox's dispute notice: one SMS, the owner has no e-mail).
    let told = outbox(&store, "dispute_opened").await;
    assert_eq!(told, 1);

    // Played again from the start with the release and a run after it: paid once, all of it.
    let db2 = another(&db);
    steps.extend([
        Step::Resolve {
            which: 0,
            refund: false,
        },
        // Resolving twice changes nothing (refused).
        Step::Resolve {
            which: 0,
            refund: true,
        },
        Step::PayoutRun,
    ]);
    let (balance, payouts) = play(&db2, steps).await;
    assert_eq!(payouts.len(), 1, "{payouts:?}");
    assert_eq!(payouts[0].amount_paise, ONLINE_NET);
    assert_eq!((balance.available_paise, balance.disputed_paise), (0, 0));
}

/// Refunded by staff: the guest is owed everything back through the provider, the booking is
/// cancelled, and the owner earns nothing from the stay.
async fn a_disputed_stay_refunded_returns_the_money(db: TestDatabase) {
    let store = db.store().unwrap();
    let mut steps = a_stay_begun();
    steps.extend([
        Step::Dispute { which: 0 },
        Step::Advance { hours: 30 },
        Step::Resolve {
            which: 0,
            refund: true,
        },
        Step::ProcessRefunds { fail: false },
        Step::PayoutRun,
    ]);
    let (balance, payouts) = play(&db, steps).await;
    assert!(payouts.is_empty(), "{payouts:?}");
    assert_eq!(
        (
            balance.available_paise,
            balance.owed_paise,
            balance.upcoming_paise,
            balance.disputed_paise
        ),
        (0, 0, 0, 0)
    );
    let refunds = store.run(crate::store::ledger::refunds).await.unwrap();
    assert_eq!(refunds.len(), 1);
    assert_eq!(refunds[0].amount_paise, 577_500);
    assert_eq!(
        refunds[0].status,
        crate::kinds::payment::RefundStatus::Processed
    );
    let b = store
        .run(|c| crate::store::bookings::booking(c, BookingId::new(1)))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(b.status, BookingStatus::Cancelled);
}

/// A dispute is possible only from the stay's start until 24 h after: before it began and
/// after the window it is refused, and nothing is held.
async fn a_dispute_outside_its_window_is_refused(db: TestDatabase) {
    let store = db.store().unwrap();
    let steps = vec![
        Step::Book {
            guest: 0,
            cash: false,
            coupon: false,
            day: 0,
            night: false,
        },
        Step::Pay {
            which: 0,
            succeed: true,
        },
        Step::Confirm { which: 0 },
        Step::Dispute { which: 0 },
        Step::Advance { hours: 21 + 24 },
        Step::Dispute { which: 0 },
    ];
    let (balance, _) = play(&db, steps).await;
    assert_eq!(
        (balance.available_paise, balance.disputed_paise),
        (ONLINE_NET, 0)
    );
    assert!(store
        .run(crate::store::ledger::disputes)
        .await
        .unwrap()
        .is_empty());
}

/// A cash stay its owner never marked counts as collected once its 48 h pass: the commission,
/// its GST and TDS are owed, once however often (and from however many servers) the windows
/// are closed, and the owner is told once.
async fn an_unmarked_cash_stay_counts_as_collected_once(db: TestDatabase) {
    let store = db.store().unwrap();
    let steps = vec![
        Step::Book {
            guest: 0,
            cash: true,
            coupon: false,
            day: 0,
            night: false,
        },
        Step::Confirm { which: 0 },
        // 47 h after the start: still the owner's to mark.
        Step::Advance { hours: 20 + 47 },
        Step::CloseCash,
    ];
    let (balance, _) = play(&db, steps.clone()).await;
    assert_eq!(balance.owed_paise, 0);
    let mut steps = steps;
    steps.extend([
        Step::Advance { hours: 2 },
        Step::CloseCash,
        Step::CloseCash,
        // The payout run closes windows too: still once.
        Step::PayoutRun,
        // Too late for the owner's own mark.
        Step::MarkCash {
            which: 0,
            collected: false,
        },
    ]);
    let db2 = another(&db);
    let store2 = db2.store().unwrap();
    let (balance, _) = play(&db2, steps).await;
    assert_eq!(balance.owed_paise, 50_000 + 9_000 + 550);
    let marks = store2.run(crate::store::ledger::cash_marks).await.unwrap();
    assert_eq!(marks.len(), 1);
    assert!(marks[0].by_system);
    assert_eq!(
        marks[0].outcome,
        crate::kinds::ledger::CashOutcome::Collected
    );
    // Two passes at once (two servers) close nothing more.
    let now = NOW + 70 * HOUR;
    let (a, b) = tokio::join!(
        super::cash::close_windows(&store2, now),
        super::cash::close_windows(&store2, now)
    );
    assert_eq!((a.unwrap(), b.unwrap()), (0, 0));
    let entries = store2.run(crate::store::ledger::entries).await.unwrap();
    assert_eq!(
        entries
            .iter()
            .filter(|e| e.kind == crate::kinds::ledger::EntryKind::CashCollected)
            .count(),
        1
    );
    let told = outbox(&store2, "cash_closed").await;
    assert_eq!(told, 1);
    drop(store);
}

macro_rules! on_both {
    ($sqlite:ident, $postgres:ident, $body:ident) => {
        #[test]
        fn $sqlite() {
            run_async(TestDatabase::sqlite(), $body);
        }

        #[test]
        fn $postgres() {
            match TestDatabase::postgres() {
                Some(db) => run_async(db, $body),
                None => eprintln!("TEST_DATABASE_URL is not set; PostgreSQL test not run"),
            }
        }
    };
}

on_both!(
    a_disputed_stay_is_held_until_released_on_sqlite,
    a_disputed_stay_is_held_until_released_on_postgres,
    a_disputed_stay_is_held_until_released
);
on_both!(
    a_disputed_stay_refunded_on_sqlite,
    a_disputed_stay_refunded_on_postgres,
    a_disputed_stay_refunded_returns_the_money
);
on_both!(
    a_dispute_outside_its_window_on_sqlite,
    a_dispute_outside_its_window_on_postgres,
    a_dispute_outside_its_window_is_refused
);
on_both!(
    an_unmarked_cash_stay_on_sqlite,
    an_unmarked_cash_stay_on_postgres,
    an_unmarked_cash_stay_counts_as_collected_once
);
