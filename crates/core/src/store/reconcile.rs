//! Reconciliation queries: per IST day and provider, what the payments, refunds and payouts
//! tables say moved and what the ledger's entries say, and the single records on which the two
//! disagree. Everything is summed and compared in SQL, so only day totals and disagreements come
//! back, however many rows the range holds. The rules (the range, what a disagreement means) live
//! in `crate::ledger::reconcile`.

use diesel::prelude::*;
use diesel::sql_types::{BigInt, Nullable, Text};

use super::DbConnection;
use crate::error::CoreError;
use crate::kinds::ledger::MoneyFlow;
use crate::time::IST_OFFSET_SECONDS;

/// How one flow is found on each side. Every fragment is a constant of this file: nothing a
/// caller sends is ever written into the SQL (the range is bound).
struct Spec {
    /// The provider's side: its table (as `t`), the instant the flow happened, and the state a
    /// row is in once it has.
    table: &'static str,
    time: &'static str,
    state: &'static str,
    /// Whether `t.booking_id` names a booking.
    booking: bool,
    /// The ledger's side: the entry kind, its column naming the row, and the account whose lines
    /// carry the money, with the sign that makes the flow's amount positive.
    kind: &'static str,
    link: &'static str,
    account: &'static str,
    sign: &'static str,
    /// Whether the line names the provider (else the provider is the row's).
    line_provider: bool,
}

fn spec(flow: MoneyFlow) -> Spec {
    match flow {
        // A paid payment never changes again, so `updated_at` is when it was captured
        // (store/payments.rs `set_paid`).
        MoneyFlow::PaymentsCaptured => Spec {
            table: "payments",
            time: "updated_at",
            state: "t.status = 'paid'",
            booking: true,
            kind: "payment_captured",
            link: "payment_id",
            account: "guest_payments",
            sign: "",
            line_provider: true,
        },
        // A processed refund is final, so `updated_at` is when it was processed
        // (store/refunds.rs `mark_processed`).
        MoneyFlow::RefundsProcessed => Spec {
            table: "refunds",
            time: "updated_at",
            state: "t.status = 'processed'",
            booking: true,
            kind: "refund_processed",
            link: "refund_id",
            account: "guest_payments",
            sign: "-",
            line_provider: true,
        },
        // The ledger moves a payout's money to money in transit when the payout is made
        // (payouts/run.rs `make_payout`), whatever became of it later.
        MoneyFlow::PayoutsSent => Spec {
            table: "payouts",
            time: "created_at",
            state: "1 = 1",
            booking: false,
            kind: "payout_sent",
            link: "payout_id",
            account: "payouts_in_transit",
            sign: "-",
            line_provider: false,
        },
        MoneyFlow::PayoutsSettled => Spec {
            table: "payouts",
            time: "settled_at",
            state: "t.status = 'processed'",
            booking: false,
            kind: "payout_settled",
            link: "payout_id",
            account: "payout_funds",
            sign: "-",
            line_provider: true,
        },
        // `settled_at` of a failed or reversed payout is when it came back
        // (store/payouts.rs `move_status`).
        MoneyFlow::PayoutsReturned => Spec {
            table: "payouts",
            time: "settled_at",
            state: "t.status IN ('failed', 'reversed')",
            booking: false,
            kind: "payout_returned",
            link: "payout_id",
            account: "owner_payable",
            sign: "-",
            line_provider: false,
        },
    }
}

/// A reversed payout keeps only the time it was reversed (store/payouts.rs `move_status`
/// overwrites `settled_at`), so when it had been paid out first, its payout is counted paid out
/// on the day of the ledger's settlement: the table cannot say otherwise, only its amount can
/// disagree.
const REVERSED_AFTER_SETTLING: &str = "t.status = 'reversed'";

/// The IST day (days since 1970-01-01) of an epoch-seconds column, in SQL.
fn ist_day(column: &str) -> String {
    format!("(({column} + {IST_OFFSET_SECONDS}) / 86400)")
}

/// The two backends' placeholders: PostgreSQL's `$1` is SQLite's numbered `?1`, so one text
/// serves both (no other `$` appears in this file's SQL).
fn for_backend(conn: &DbConnection, sql: &str) -> String {
    match conn {
        DbConnection::Sqlite(_) => sql.replace('$', "?"),
        DbConnection::Postgresql(_) => sql.to_string(),
    }
}

/// A flow's paise on one IST day through one provider, on one side.
#[derive(Debug, Clone, PartialEq, Eq, QueryableByName)]
pub struct DayTotal {
    #[diesel(sql_type = BigInt)]
    pub day: i64,
    #[diesel(sql_type = Text)]
    pub provider: String,
    #[diesel(sql_type = BigInt)]
    pub paise: i64,
}

/// Both sides' totals of `flow` per IST day and provider, over `[from, to)` (epoch seconds).
pub struct FlowTotals {
    pub provider: Vec<DayTotal>,
    pub ledger: Vec<DayTotal>,
}

fn totals_query(
    conn: &mut DbConnection,
    sql: &str,
    from: i64,
    to: i64,
) -> Result<Vec<DayTotal>, CoreError> {
    let sql = for_backend(conn, sql);
    Ok(diesel::sql_query(sql)
        .bind::<BigInt, _>(from)
        .bind::<BigInt, _>(to)
        .load(conn)?)
}

pub fn flow_totals(
    conn: &mut DbConnection,
    flow: MoneyFlow,
    from: i64,
    to: i64,
) -> Result<FlowTotals, CoreError> {
    let s = spec(flow);
    let (table, time, state) = (s.table, s.time, s.state);
    let table_day = ist_day(&format!("t.{time}"));
    let mut provider = totals_query(
        conn,
        &format!(
            "SELECT {table_day} AS day, t.provider AS provider, \
             CAST(SUM(t.amount_paise) AS BIGINT) AS paise \
             FROM {table} t WHERE {state} AND t.{time} >= $1 AND t.{time} < $2 \
             GROUP BY 1, 2"
        ),
        from,
        to,
    )?;
    if flow == MoneyFlow::PayoutsSettled {
        // Each such payout once, on the day of its first settlement entry.
        let first_day = ist_day("x.at");
        provider.extend(totals_query(
            conn,
            &format!(
                "SELECT {first_day} AS day, x.provider AS provider, \
                 CAST(SUM(x.amount_paise) AS BIGINT) AS paise FROM ( \
                   SELECT t.id, t.provider, t.amount_paise, MIN(e.created_at) AS at \
                   FROM payouts t JOIN ledger_entries e \
                     ON e.payout_id = t.id AND e.kind = 'payout_settled' \
                   WHERE {REVERSED_AFTER_SETTLING} \
                   GROUP BY t.id, t.provider, t.amount_paise) x \
                 WHERE x.at >= $1 AND x.at < $2 GROUP BY 1, 2"
            ),
            from,
            to,
        )?);
    }
    let (kind, link, account, sign) = (s.kind, s.link, s.account, s.sign);
    let entry_day = ist_day("e.created_at");
    let (join, provider_of) = if s.line_provider {
        (String::new(), "COALESCE(l.provider, '')")
    } else {
        (
            format!("LEFT JOIN {table} t ON t.id = e.{link}"),
            "COALESCE(t.provider, '')",
        )
    };
    let ledger = totals_query(
        conn,
        &format!(
            "SELECT {entry_day} AS day, {provider_of} AS provider, \
             CAST(SUM({sign}l.amount_paise) AS BIGINT) AS paise \
             FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id {join} \
             WHERE e.kind = '{kind}' AND l.account = '{account}' \
               AND e.created_at >= $1 AND e.created_at < $2 \
             GROUP BY 1, 2"
        ),
        from,
        to,
    )?;
    Ok(FlowTotals { provider, ledger })
}

/// One record on which the two sides of a flow disagree: the provider's row (when there is
/// one) and what the ledger's entries about it come to.
#[derive(Debug, Clone, PartialEq, Eq, QueryableByName)]
pub struct Disagreement {
    /// The payment, refund or payout; `None` for ledger entries that name none.
    #[diesel(sql_type = Nullable<BigInt>)]
    pub item: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    pub booking_id: Option<i64>,
    #[diesel(sql_type = Nullable<Text>)]
    pub booking_code: Option<String>,
    /// The row's provider, status, amount and time; all `None` when there is no row.
    #[diesel(sql_type = Nullable<Text>)]
    pub row_provider: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    pub row_status: Option<String>,
    #[diesel(sql_type = Nullable<BigInt>)]
    pub row_paise: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    pub row_at: Option<i64>,
    /// 1 when the row is in the flow's state (a captured payment, a processed refund …).
    #[diesel(sql_type = BigInt)]
    pub row_in_state: i64,
    /// The ledger's entries of the flow about the record: how many, their amount, the first
    /// one's time, and the providers their lines name (least and greatest).
    #[diesel(sql_type = BigInt)]
    pub entries: i64,
    #[diesel(sql_type = BigInt)]
    pub ledger_paise: i64,
    #[diesel(sql_type = Nullable<BigInt>)]
    pub ledger_at: Option<i64>,
    #[diesel(sql_type = Nullable<Text>)]
    pub ledger_provider_min: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    pub ledger_provider_max: Option<String>,
}

/// The records of `flow` whose two sides disagree, with either side in `[from, to)`, at most
/// `limit` of each kind: the provider's rows of the range whose entries are missing, doubled,
/// of another amount, provider or day; then the ledger's entries of the range whose row is
/// missing, in another state, or of a day outside the range.
pub fn disagreements(
    conn: &mut DbConnection,
    flow: MoneyFlow,
    from: i64,
    to: i64,
    limit: i64,
) -> Result<Vec<Disagreement>, CoreError> {
    let s = spec(flow);
    let (table, time, state) = (s.table, s.time, s.state);
    let (kind, link, account, sign) = (s.kind, s.link, s.account, s.sign);
    let lprov = if s.line_provider {
        "l.provider"
    } else {
        "t.provider"
    };
    let (booking_join, booking_cols, booking_group) = if s.booking {
        (
            "LEFT JOIN bookings b ON b.id = t.booking_id",
            "b.id AS booking_id, b.code AS booking_code",
            ", b.id, b.code",
        )
    } else {
        (
            "",
            "CAST(NULL AS BIGINT) AS booking_id, CAST(NULL AS TEXT) AS booking_code",
            "",
        )
    };
    let other_provider = if s.line_provider {
        "OR MIN(l.provider) <> t.provider OR MAX(l.provider) <> t.provider"
    } else {
        ""
    };
    let (row_day, entry_day) = (ist_day(&format!("t.{time}")), ist_day("MIN(e.created_at)"));
    let mut found: Vec<Disagreement> = diesel::sql_query(for_backend(
        conn,
        &format!(
            "SELECT t.id AS item, {booking_cols}, t.provider AS row_provider, \
               t.status AS row_status, t.amount_paise AS row_paise, t.{time} AS row_at, \
               CAST(1 AS BIGINT) AS row_in_state, \
               COUNT(DISTINCT e.id) AS entries, \
               CAST(COALESCE(SUM({sign}l.amount_paise), 0) AS BIGINT) AS ledger_paise, \
               MIN(e.created_at) AS ledger_at, \
               MIN({lprov}) AS ledger_provider_min, MAX({lprov}) AS ledger_provider_max \
             FROM {table} t {booking_join} \
             LEFT JOIN ledger_entries e ON e.{link} = t.id AND e.kind = '{kind}' \
             LEFT JOIN ledger_lines l ON l.entry_id = e.id AND l.account = '{account}' \
             WHERE {state} AND t.{time} >= $1 AND t.{time} < $2 \
             GROUP BY t.id{booking_group}, t.provider, t.status, t.amount_paise, t.{time} \
             HAVING COUNT(DISTINCT e.id) <> 1 \
               OR COALESCE(SUM({sign}l.amount_paise), 0) <> t.amount_paise \
               OR {entry_day} <> {row_day} {other_provider} \
             ORDER BY t.{time}, t.id LIMIT {limit}"
        ),
    ))
    .bind::<BigInt, _>(from)
    .bind::<BigInt, _>(to)
    .load(conn)?;

    let (entry_booking_join, entry_booking_cols) = if s.booking {
        (
            "LEFT JOIN bookings b ON b.id = e.booking_id",
            "MIN(b.id) AS booking_id, MIN(b.code) AS booking_code",
        )
    } else {
        (
            "",
            "CAST(NULL AS BIGINT) AS booking_id, CAST(NULL AS TEXT) AS booking_code",
        )
    };
    // Rows in the flow's state inside the range were looked at above.
    let not_seen_above = format!(
        "(t.id IS NULL OR NOT ({state}) OR t.{time} IS NULL OR t.{time} < $1 OR t.{time} >= $2)"
    );
    let tolerated = if flow == MoneyFlow::PayoutsSettled {
        format!(
            "HAVING NOT (MIN(CASE WHEN {REVERSED_AFTER_SETTLING} THEN 1 ELSE 0 END) = 1 \
               AND COUNT(DISTINCT e.id) = 1 \
               AND SUM({sign}l.amount_paise) = MIN(t.amount_paise))"
        )
    } else {
        String::new()
    };
    let more: Vec<Disagreement> = diesel::sql_query(for_backend(
        conn,
        &format!(
            "SELECT e.{link} AS item, {entry_booking_cols}, \
               MIN(t.provider) AS row_provider, MIN(t.status) AS row_status, \
               MIN(t.amount_paise) AS row_paise, MIN(t.{time}) AS row_at, \
               CAST(COALESCE(MIN(CASE WHEN {state} THEN 1 ELSE 0 END), 0) AS BIGINT) AS row_in_state, \
               COUNT(DISTINCT e.id) AS entries, \
               CAST(SUM({sign}l.amount_paise) AS BIGINT) AS ledger_paise, \
               MIN(e.created_at) AS ledger_at, \
               MIN({lprov}) AS ledger_provider_min, MAX({lprov}) AS ledger_provider_max \
             FROM ledger_entries e \
             JOIN ledger_lines l ON l.entry_id = e.id AND l.account = '{account}' \
             LEFT JOIN {table} t ON t.id = e.{link} {entry_booking_join} \
             WHERE e.kind = '{kind}' AND e.created_at >= $1 AND e.created_at < $2 \
               AND {not_seen_above} \
             GROUP BY e.{link} {tolerated} \
             ORDER BY MIN(e.created_at), e.{link} LIMIT {limit}"
        ),
    ))
    .bind::<BigInt, _>(from)
    .bind::<BigInt, _>(to)
    .load(conn)?;
    found.extend(more);
    Ok(found)
}

/// Runs `f` on one snapshot of the database, so both sides are read as of the same moment (a
/// payment captured meanwhile is on both or on neither).
pub fn in_one_snapshot<T>(
    conn: &mut DbConnection,
    f: impl FnOnce(&mut DbConnection) -> Result<T, CoreError>,
) -> Result<T, CoreError> {
    diesel::Connection::transaction(conn, |c| {
        super::ledger::one_snapshot(c)?;
        f(c)
    })
}
