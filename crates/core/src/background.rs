//! Everything the server runs in the background, in one list ([`server`]): `escapes serve` starts
//! it beside the requests and stops it after the last one (`jobs::start`, `Running::stop`).

use std::sync::Arc;
use std::time::Duration;

use crate::alerts::Alerts;
use crate::analytics::Ingest;
use crate::catalogue::Catalogue;
use crate::delivery::Delivery;
use crate::events::relay;
use crate::jobs::Job;
use crate::listings::Listings;
use crate::notifications::Notifier;
use crate::payments::Payments;
use crate::payouts::Payouts;
use crate::reviews::Reviews;
use crate::store::Store;
use crate::time::SharedClock;

/// How often the server looks for events the support CLI wrote (a cancel there shows on open
/// pages within this long).
pub const RELAY_EVERY: Duration = Duration::from_secs(1);
/// How often the notification worker looks for due rows.
pub const NOTIFY_EVERY: Duration = Duration::from_secs(2);
/// How often the refund worker looks for due refunds (its shortest backoff is a minute).
pub const REFUND_EVERY: Duration = Duration::from_secs(10);
/// How often the server looks for stays that ended the day before, to ask for a review.
pub const REVIEW_REMINDERS_EVERY: Duration = Duration::from_secs(600);
/// How often the server counts the day's analytics and deletes raw rows past their keeping time.
pub const ANALYTICS_SWEEP_EVERY: Duration = Duration::from_secs(3_600);
/// How often the server checks price and availability alerts.
pub const ALERT_SWEEP_EVERY: Duration = Duration::from_secs(900);
/// How often the payout run looks for the day's payouts to make (each owner is paid once a day,
/// the first pass after midnight in Asia/Kolkata; a later pass pays who became due since).
pub const PAYOUT_RUN_EVERY: Duration = Duration::from_secs(3_600);
/// How often the server closes cash stays' 48-hour marking windows that passed unmarked.
pub const CASH_CLOSE_EVERY: Duration = Duration::from_secs(600);
/// How often the server releases security deposits whose claim window closed and accepts claims
/// their guests left unanswered (both windows are 48 hours).
pub const DEPOSITS_EVERY: Duration = Duration::from_secs(600);
/// How often the server looks for owners' commission invoices of the month just over.
pub const COMMISSION_INVOICES_EVERY: Duration = Duration::from_secs(3_600);
/// How often the server cancels bookings whose online balance is unpaid at its deadline and
/// sends the balance reminders (48 h and 12 h before it).
pub const PAYMENT_PLANS_EVERY: Duration = Duration::from_secs(300);
/// How often payouts are handed to the provider and asked about.
pub const PAYOUT_SEND_EVERY: Duration = Duration::from_secs(10);

/// The services the server's jobs run on (the ones its handlers use).
pub struct Services<'a> {
    pub store: &'a Store,
    pub clock: &'a SharedClock,
    pub catalogue: &'a Arc<Catalogue>,
    pub listings: &'a Arc<Listings>,
    pub reviews: &'a Arc<Reviews>,
    pub ingest: &'a Arc<Ingest>,
    pub alerts: &'a Arc<Alerts>,
    /// Where booking notifications go out (the one sign-in codes use).
    pub delivery: &'a Delivery,
    pub payments: &'a Payments,
    pub payouts: &'a Payouts,
}

/// Every background job of the server.
pub fn server(s: Services<'_>) -> Vec<Job> {
    vec![
        // The catalogue's caches follow other instances' edits.
        s.catalogue.freshness_job(),
        // Pending bookings past their deadline expire; old idempotency keys go.
        crate::bookings::expiry::sweep_job(s.store.clone(), s.clock.clone()),
        // What the support CLI changes reaches open pages.
        relay::job(s.store.clone(), s.clock.clone(), RELAY_EVERY),
        // Booking notifications wait in the outbox table until this sends them.
        Notifier::new(s.store.clone(), s.delivery.clone()).job(s.clock.clone(), NOTIFY_EVERY),
        // Refunds owed to guests wait in their table until this sends them to the provider.
        s.payments.refunds().job(s.clock.clone(), REFUND_EVERY),
        s.listings.calendar_refresh_job(),
        s.reviews.reminders_job(REVIEW_REMINDERS_EVERY),
        s.ingest.sweep_job(ANALYTICS_SWEEP_EVERY),
        s.alerts.sweep_job(ALERT_SWEEP_EVERY),
        // A cash stay left unmarked 48 hours after it began counts as collected.
        crate::ledger::cash::close_windows_job(s.store.clone(), s.clock.clone(), CASH_CLOSE_EVERY),
        // A deposit unclaimed 48 hours after check-out goes back; an unanswered claim is accepted.
        crate::deposits::settle_job(s.store.clone(), s.clock.clone(), DEPOSITS_EVERY),
        // Each owner's commission invoice for the month just over.
        crate::invoices::Invoices::new(s.store.clone(), s.clock.clone())
            .commission_invoices_job(COMMISSION_INVOICES_EVERY),
        // An online balance unpaid at its deadline cancels its booking; reminders go before it.
        crate::bookings::balance::job(
            s.store.clone(),
            s.clock.clone(),
            s.alerts.public_url().to_string(),
            PAYMENT_PLANS_EVERY,
        ),
    ]
    .into_iter()
    // Owners are paid their available balance daily; payouts go to the provider once.
    .chain(s.payouts.jobs(PAYOUT_RUN_EVERY, PAYOUT_SEND_EVERY))
    .collect()
}
