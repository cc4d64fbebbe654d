//! Payment plans (PRODUCT.md "Payment plans"): a listing asks the whole price at booking (the
//! default), or an advance of 20–50 % at booking with the balance due a chosen number of days
//! (1–14, default 3) before the stay, online or in cash at the property. The booking keeps the
//! plan it was made with. Dates are Asia/Kolkata days; instants are stored as UTC seconds: the
//! balance of a stay checking in on IST day D with N days is due by the end of IST day D − N.
//! An online balance is reminded 48 h and 12 h before it is due; unpaid at the deadline, the
//! booking is cancelled by `bookings::cancel_in` under the cancellation rule (the background
//! work is `bookings::balance`, which uses these rules).

use chrono::{Days, NaiveDate, TimeZone};
use serde::Serialize;

pub use crate::kinds::plan::{BalanceMethod, PaymentPart};

use crate::error::{CoreError, FieldErrors};
use crate::kinds::booking::PaymentMethod;
use crate::money::Paise;
use crate::store::bookings::BookingRow;
use crate::store::plans as db;
use crate::store::DbConnection;
use crate::time::{from_epoch, IST};

/// The advance a plan may ask, in percent of the total (0 asks the whole price at booking).
pub const ADVANCE_PERCENT: (i32, i32) = (20, 50);
/// How many days before the stay the balance may be due.
pub const BALANCE_DAYS: (i32, i32) = (1, 14);
pub const DEFAULT_BALANCE_DAYS: i32 = 3;
/// The balance reminders go this long before the deadline (the first, then the second).
pub const REMINDERS_BEFORE_SECONDS: [i64; 2] = [48 * 3_600, 12 * 3_600];
/// Who the system's own work names (the audit trail, the cancellation).
pub const SYSTEM: &str = "payment-plans";
/// The outbox event of the balance reminders.
pub const BALANCE_REMINDER: &str = "balance_reminder";

/// A listing's payment plan as the owner set it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plan {
    /// 0: the whole price at booking; else the advance in percent (20–50).
    pub advance_percent: i32,
    pub balance_days: i32,
    pub balance_method: BalanceMethod,
}

impl Plan {
    pub const FULL: Plan = Plan {
        advance_percent: 0,
        balance_days: DEFAULT_BALANCE_DAYS,
        balance_method: BalanceMethod::Online,
    };

    /// Listing `id`'s plan (the whole price at booking when the owner never set one).
    pub fn of(c: &mut DbConnection, id: crate::ids::PropertyId) -> Result<Plan, CoreError> {
        Ok(match db::plan_of(c, id)? {
            Some((advance_percent, balance_days, balance_method)) => Plan {
                advance_percent,
                balance_days,
                balance_method,
            },
            None => Plan::FULL,
        })
    }

    /// This plan with the editor's changes (each `None` keeps its value).
    pub fn with(
        self,
        advance: Option<i32>,
        days: Option<i32>,
        method: Option<BalanceMethod>,
    ) -> Plan {
        Plan {
            advance_percent: advance.unwrap_or(self.advance_percent),
            balance_days: days.unwrap_or(self.balance_days),
            balance_method: method.unwrap_or(self.balance_method),
        }
    }
}

/// Checks the editor's plan fields into `errors` (each on its field): the advance 0 or 20–50,
/// the days 1–14, the method online or cash. Answers the valid values.
pub fn check_fields(
    errors: &mut FieldErrors,
    advance_percent: Option<i32>,
    balance_days: Option<i32>,
    balance_method: Option<&str>,
) -> (Option<i32>, Option<i32>, Option<BalanceMethod>) {
    let advance = advance_percent.and_then(|v| {
        if v == 0 || (ADVANCE_PERCENT.0..=ADVANCE_PERCENT.1).contains(&v) {
            Some(v)
        } else {
            errors.insert(
                "advancePercent".into(),
                refusal!(
                    "err-h-advance-percent",
                    min = ADVANCE_PERCENT.0,
                    max = ADVANCE_PERCENT.1
                ),
            );
            None
        }
    });
    let days = balance_days.and_then(|v| {
        if (BALANCE_DAYS.0..=BALANCE_DAYS.1).contains(&v) {
            Some(v)
        } else {
            errors.insert(
                "balanceDueDays".into(),
                refusal!(
                    "err-h-balance-days",
                    min = BALANCE_DAYS.0,
                    max = BALANCE_DAYS.1
                ),
            );
            None
        }
    });
    let method = balance_method.and_then(|v| match v.trim().parse::<BalanceMethod>() {
        Ok(m) => Some(m),
        Err(_) => {
            errors.insert("balanceMethod".into(), refusal!("err-h-balance-method"));
            None
        }
    });
    (advance, days, method)
}

/// The Asia/Kolkata day a stay starting at `starts_at` checks in on.
pub fn check_in_day(starts_at: i64) -> NaiveDate {
    from_epoch(starts_at).with_timezone(&IST).date_naive()
}

/// The deadline of a balance due `days` before a stay starting at `starts_at`: the IST day it is
/// due by, and the instant that day ends (the next IST midnight, as UTC seconds).
pub fn deadline(starts_at: i64, days: i32) -> (NaiveDate, i64) {
    let by = check_in_day(starts_at) - Days::new(days.max(0) as u64);
    let next = by + Days::new(1);
    let end = IST
        .from_local_datetime(&next.and_hms_opt(0, 0, 0).expect("midnight exists"))
        .single()
        .expect("Asia/Kolkata has no daylight saving")
        .timestamp();
    (by, end)
}

/// What a booking pays when: the advance now and the balance by `due_at` (the end of IST day
/// `due_date`), how the balance is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Schedule {
    pub advance_paise: i64,
    pub balance_paise: i64,
    pub due_date: NaiveDate,
    pub due_at: i64,
    pub method: BalanceMethod,
}

/// The advance of `percent` of `total_paise`, rounded up to a whole rupee (so the balance
/// carries any paise and the two add up to the total exactly), never above the total.
pub fn advance_of(total_paise: i64, percent: i32) -> i64 {
    let exact = (i128::from(total_paise) * i128::from(percent) + 99) / 100;
    let rupees = (exact + 99) / 100;
    ((rupees * 100) as i64).min(total_paise)
}

/// The one rule of how a booking of `total_paise` paid by `method`, for a stay starting at
/// `starts_at` and made at `now`, is paid under `plan`: `None` is the whole price at booking —
/// no advance asked, a cash booking (all of it at the property), or a deadline already past at
/// `now` (too close to the stay to split).
pub fn schedule(
    plan: &Plan,
    method: PaymentMethod,
    total_paise: i64,
    starts_at: i64,
    now: i64,
) -> Option<Schedule> {
    if plan.advance_percent == 0 || method == PaymentMethod::Cash || total_paise <= 0 {
        return None;
    }
    let (due_date, due_at) = deadline(starts_at, plan.balance_days);
    if due_at <= now {
        return None;
    }
    let advance = advance_of(total_paise, plan.advance_percent);
    if advance >= total_paise {
        return None;
    }
    Some(Schedule {
        advance_paise: advance,
        balance_paise: total_paise - advance,
        due_date,
        due_at,
        method: plan.balance_method,
    })
}

/// How many of the reminders before a deadline at `due_at` are already due at `now` (0–2).
pub fn reminders_due(due_at: i64, now: i64) -> i32 {
    REMINDERS_BEFORE_SECONDS
        .iter()
        .filter(|before| now >= due_at - **before)
        .count() as i32
}

/// Whether booking `b` asks a balance after an advance.
pub fn has_balance(b: &BookingRow) -> bool {
    b.advance_paise > 0 && b.balance_due_at.is_some()
}

/// The balance of `b` still to pay (paise); 0 when none is asked or it was paid.
pub fn balance_left(b: &BookingRow) -> i64 {
    if has_balance(b) && b.balance_paid_at.is_none() {
        b.total_paise - b.advance_paise
    } else {
        0
    }
}

/// Which part of `b` its next online payment pays: the full price or the advance before
/// anything was paid, then (with an online balance unpaid) the balance; `None` when nothing is
/// left to pay online.
pub fn next_part(b: &BookingRow) -> Option<PaymentPart> {
    use crate::kinds::booking::PaymentStatus;
    if b.payment_method == PaymentMethod::Cash {
        return None;
    }
    if b.payment_status != PaymentStatus::Paid {
        return Some(if has_balance(b) {
            PaymentPart::Advance
        } else {
            PaymentPart::Full
        });
    }
    (balance_left(b) > 0 && b.balance_method == Some(BalanceMethod::Online))
        .then_some(PaymentPart::Balance)
}

/// The price (without the deposit) payment `part` of `b` pays.
pub fn price_part(b: &BookingRow, part: PaymentPart) -> i64 {
    match part {
        PaymentPart::Full => b.total_paise,
        PaymentPart::Advance => b.advance_paise,
        PaymentPart::Balance => b.total_paise - b.advance_paise,
    }
}

/// Whether `b`'s online balance is unpaid past its deadline at `now` (the booking still holds
/// its slot).
pub fn overdue(b: &BookingRow, now: i64) -> bool {
    b.status.holds_slot()
        && balance_left(b) > 0
        && b.balance_method == Some(BalanceMethod::Online)
        && b.balance_due_at.is_some_and(|due| now >= due)
}

/// A booking's payment schedule as the guest and the owner read it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScheduleView {
    /// The advance paid (or due) at booking, whole rupees.
    pub advance: i64,
    /// The balance, whole rupees.
    pub balance: i64,
    /// The Asia/Kolkata day the balance is due by, YYYY-MM-DD.
    pub due_date: String,
    /// The instant the balance is due (the end of that day), RFC 3339 in +05:30.
    pub due_at: String,
    /// online, or cash at the property.
    pub method: BalanceMethod,
    /// Whether the advance was paid.
    pub advance_paid: bool,
    /// Whether the balance was paid online.
    pub balance_paid: bool,
    /// What is still due online, whole rupees (0 once paid, or for a cash balance).
    pub due_now: i64,
}

impl ScheduleView {
    pub fn of_booking(b: &BookingRow) -> Option<ScheduleView> {
        let due_at = b.balance_due_at.filter(|_| has_balance(b))?;
        let method = b.balance_method.unwrap_or(BalanceMethod::Online);
        let advance = Paise(b.advance_paise).rupees();
        let balance = Paise(b.total_paise).rupees() - advance;
        let advance_paid = b.payment_status == crate::kinds::booking::PaymentStatus::Paid
            || b.payment_status == crate::kinds::booking::PaymentStatus::Refunded;
        let balance_paid = b.balance_paid_at.is_some();
        Some(ScheduleView {
            advance,
            balance,
            due_date: (deadline_day(due_at)).format("%Y-%m-%d").to_string(),
            due_at: crate::time::to_ist_rfc3339(from_epoch(due_at)),
            method,
            advance_paid,
            balance_paid,
            due_now: if method == BalanceMethod::Online && !balance_paid && b.status.holds_slot() {
                balance
            } else {
                0
            },
        })
    }

    pub fn of_schedule(s: &Schedule) -> ScheduleView {
        let advance = Paise(s.advance_paise).rupees();
        ScheduleView {
            advance,
            balance: Paise(s.advance_paise + s.balance_paise).rupees() - advance,
            due_date: s.due_date.format("%Y-%m-%d").to_string(),
            due_at: crate::time::to_ist_rfc3339(from_epoch(s.due_at)),
            method: s.method,
            advance_paid: false,
            balance_paid: false,
            due_now: 0,
        }
    }
}

/// The IST day a deadline at `due_at` (an IST midnight) ends.
pub fn deadline_day(due_at: i64) -> NaiveDate {
    from_epoch(due_at - 1).with_timezone(&IST).date_naive()
}

#[cfg(test)]
mod tests;
