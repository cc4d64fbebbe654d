//! GST documents on SQLite and PostgreSQL: the invoice issued with the confirmation and its tax
//! split, credit notes with refunds, the numbering under 50 concurrent confirmations (no gap, no
//! duplicate), a rolled-back issue giving its number back, the rows the database refuses to
//! change, who may read a document, the commission invoice; `ledger check` after each.

use std::sync::Arc;

use super::issue::{financial_year, number, numbering_problems, split_tax, TaxSplit};
use super::*;
use crate::auth::User;
use crate::bookings::{BookingRequest, Bookings, RefundChoice};
use crate::ids::BookingId;
use crate::ledger::tests::{seed, user, HOUR, NOW, OWNER};
use crate::ledger::Ledger;
use crate::payments::{Payments, PaymentsConfig, Simulated};
use crate::testing::{run_async, TestDatabase};
use crate::time::{from_epoch, ist_instant, to_ist_rfc3339, ManualClock};

const GUEST: &str = "+919000000101";
const OTHER_GUEST: &str = "+919000000102";

#[test]
fn the_financial_year_turns_at_midnight_ist_on_1_april() {
    let at = |y, m, d, minute| {
        ist_instant(chrono::NaiveDate::from_ymd_opt(y, m, d).unwrap(), minute).timestamp()
    };
    assert_eq!(financial_year(at(2027, 3, 31, 23 * 60 + 59)), "2026-27");
    assert_eq!(
        financial_year(at(2027, 3, 31, 23 * 60 + 59) + 59),
        "2026-27"
    );
    assert_eq!(financial_year(at(2027, 4, 1, 0)), "2027-28");
    // 31 March 20:00 UTC is already 1 April in Asia/Kolkata.
    assert_eq!(financial_year(at(2027, 4, 1, 0) + 30 * 60), "2027-28");
    assert_eq!(financial_year(at(2027, 1, 1, 0)), "2026-27");
    assert_eq!(financial_year(at(2099, 12, 31, 0)), "2099-00");
    assert_eq!(number("HE", "2026-27", 123), "HE/26-27/000123");
}

#[test]
fn every_series_numbers_within_the_16_characters_gst_allows() {
    use crate::kinds::invoice::DocumentKind;
    for kind in [
        DocumentKind::Invoice,
        DocumentKind::CreditNote,
        DocumentKind::CommissionInvoice,
    ] {
        let longest = number(kind.series(), "2099-00", 999_999);
        assert!(
            longest.len() <= super::issue::MAX_NUMBER_CHARS,
            "{longest} has {} characters",
            longest.len()
        );
    }
    assert_ne!(
        DocumentKind::CreditNote.series(),
        DocumentKind::CommissionInvoice.series()
    );
}

#[test]
fn tax_splits_by_where_the_recipient_is_registered() {
    let halves = TaxSplit {
        cgst: 14_400,
        sgst: 14_400,
        igst: 0,
    };
    assert_eq!(split_tax(28_800, None), halves);
    assert_eq!(split_tax(28_800, Some("36AABCS1429B1ZV")), halves);
    assert_eq!(
        split_tax(28_800, Some("27AAPFU0939F1ZV")),
        TaxSplit {
            cgst: 0,
            sgst: 0,
            igst: 28_800
        }
    );
    // An odd paisa goes to the state's half.
    assert_eq!(
        split_tax(101, None),
        TaxSplit {
            cgst: 50,
            sgst: 51,
            igst: 0
        }
    );
}

#[test]
fn a_business_needs_a_valid_gstin_and_a_name() {
    let mut errors = FieldErrors::new();
    assert_eq!(check_business(None, Some("  "), &mut errors), None);
    assert!(errors.is_empty());
    let ok = check_business(
        Some("27aapfu0939f1zv"),
        Some(" Acme   Traders "),
        &mut errors,
    );
    assert_eq!(ok.unwrap().name, "Acme Traders");
    for (gstin, name, fields) in [
        (Some("27AAPFU0939F1ZO"), Some("Acme"), vec!["gstin"]),
        (Some("27AAPFU0939F1Z"), Some("Acme"), vec!["gstin"]),
        (None, Some("Acme"), vec!["gstin"]),
        (Some("27AAPFU0939F1ZV"), None, vec!["businessName"]),
    ] {
        let mut errors = FieldErrors::new();
        assert_eq!(check_business(gstin, name, &mut errors), None);
        let named: Vec<&str> = errors.keys().map(String::as_str).collect();
        assert_eq!(named, fields, "{gstin:?} {name:?}");
    }
    let mut errors = FieldErrors::new();
    check_business(Some("27AAPFU0939F1ZO"), Some("Acme"), &mut errors);
    assert_eq!(
        errors["gstin"].english(),
        "Enter a valid 15-character GSTIN"
    );
}

#[test]
fn a_document_reads_as_html_with_every_text_escaped_and_as_a_pdf() {
    let doc = TaxDocumentView {
        id: 1,
        kind: "invoice".into(),
        number: "HE/26-27/000001".into(),
        financial_year: "2026-27".into(),
        issued_at: "2027-01-15T13:20:00+05:30".into(),
        booking_id: Some(1),
        reference: "HE-7K3Q9P".into(),
        refund_id: None,
        original_number: None,
        owner_id: 2,
        guest_id: Some(3),
        month: None,
        supplier: TaxParty {
            name: PLATFORM_LEGAL_NAME.into(),
            gstin: Some(PLATFORM_GSTIN.into()),
            address: Some(PLATFORM_ADDRESS.into()),
            state: Some("Telangana (36)".into()),
        },
        supplier_is_operator: true,
        recipient: TaxParty {
            name: "<script>alert(1)</script> శ్రావణి".into(),
            gstin: None,
            address: None,
            state: None,
        },
        place_of_supply: PLACE_OF_SUPPLY.into(),
        sac: SAC_ACCOMMODATION.into(),
        description: "Farmhouse stay at మామిడి తోట".into(),
        taxable_paise: 550_000,
        rate_bp: 500,
        cgst_paise: 13_750,
        sgst_paise: 13_750,
        igst_paise: 0,
        total_paise: 577_500,
        amount_in_words: words::rupees(577_500),
    };
    let page = html::page(&doc);
    assert!(!page.contains("<script>"), "{page}");
    assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; శ్రావణి"));
    for text in [
        "Tax Invoice",
        "HE/26-27/000001",
        "CGST @ 2.5%",
        "SGST @ 2.5%",
        "996311",
        "Telangana (36)",
        "5,775.00",
        "Rupees Five Thousand Seven Hundred Seventy Five Only",
        "section 9(5)",
    ] {
        assert!(page.contains(text), "{text}: {page}");
    }
    let pdf = pdf::document(&doc).unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    let read = lopdf::Document::load_mem(&pdf).unwrap();
    assert_eq!(read.get_pages().len(), 1);
}

/// The services of one test.
struct World {
    store: Store,
    clock: Arc<ManualClock>,
    bookings: Bookings,
    payments: Payments,
    invoices: Invoices,
    ledger: Ledger,
    owner: User,
    guest: User,
    other: User,
    property_id: i64,
}

async fn world(db: &TestDatabase) -> World {
    let store = db.store().unwrap();
    seed(&store);
    let manual = Arc::new(ManualClock::at(from_epoch(NOW)));
    let clock: SharedClock = manual.clone();
    let property_id = store
        .run(|c| crate::store::bookings::property_id_by_slug(c, "alpha"))
        .await
        .unwrap()
        .unwrap()
        .get();
    World {
        bookings: Bookings::new(store.clone(), clock.clone()),
        payments: Payments::new(
            store.clone(),
            clock.clone(),
            PaymentsConfig::Simulated(Simulated::new(b"key secret", b"webhook secret")),
        )
        .unwrap(),
        invoices: Invoices::new(store.clone(), clock.clone()),
        ledger: Ledger::new(store.clone(), clock.clone()),
        owner: user(&store, OWNER).await,
        guest: user(&store, GUEST).await,
        other: user(&store, OTHER_GUEST).await,
        clock: manual,
        store,
        property_id,
    }
}

impl World {
    /// A half-day booking `day` days from now (09:00 IST), cash or UPI, with a business or not.
    async fn book(&self, day: u64, cash: bool, gstin: Option<&str>) -> BookingId {
        let date = crate::time::today_ist(from_epoch(NOW)) + chrono::Days::new(day);
        let request = BookingRequest {
            property_id: Some(self.property_id),
            booking_type: Some("half_day".into()),
            start: Some(to_ist_rfc3339(ist_instant(date, 540))),
            guests: Some(2),
            payment_method: Some(if cash { "cash" } else { "upi" }.into()),
            expected_total: Some(5_775),
            gstin: gstin.map(Into::into),
            business_name: gstin.map(|_| "Acme Traders Pvt Ltd".into()),
            ..Default::default()
        };
        let created = self
            .bookings
            .create(&self.guest, Some(&format!("key-{day}")), &request)
            .await
            .unwrap();
        BookingId::new(created.booking.id)
    }

    async fn pay(&self, id: BookingId) {
        let order = self.payments.order(id, &self.guest).await.unwrap();
        self.payments
            .simulated_finish(&order.order_id, true)
            .await
            .unwrap();
    }

    async fn books_are_right(&self) {
        let report = self.ledger.check().await.unwrap();
        assert!(report.is_ok(), "{:#?}", report.problems);
        let problems = self.invoices.check().await.unwrap();
        assert!(problems.is_empty(), "{problems:#?}");
    }

    async fn documents(&self, id: BookingId) -> Vec<TaxDocumentView> {
        self.invoices.of_booking(id).await.unwrap()
    }
}

/// A confirmed cash stay for a guest without a GSTIN: CGST and SGST at 2.5 % each, the platform
/// as the e-commerce operator; the guest and the owner may read it, nobody else.
async fn an_invoice_comes_with_the_confirmation(db: TestDatabase) {
    let w = world(&db).await;
    let id = w.book(1, true, None).await;
    assert!(w.documents(id).await.is_empty(), "no invoice while pending");
    w.bookings.confirm(id, &w.owner).await.unwrap();
    let docs = w.documents(id).await;
    assert_eq!(docs.len(), 1);
    let inv = &docs[0];
    assert_eq!(inv.kind, "invoice");
    assert_eq!(inv.number, "HE/26-27/000001");
    assert_eq!(inv.supplier.name, PLATFORM_LEGAL_NAME);
    assert!(inv.supplier_is_operator);
    assert_eq!(inv.recipient.name, "Sravani Kota");
    assert_eq!(inv.recipient.gstin, None);
    assert_eq!(inv.place_of_supply, "Telangana (36)");
    assert_eq!(inv.sac, "996311");
    assert_eq!(
        (
            inv.taxable_paise,
            inv.rate_bp,
            inv.cgst_paise,
            inv.sgst_paise,
            inv.igst_paise,
            inv.total_paise
        ),
        (550_000, 500, 13_750, 13_750, 0, 577_500)
    );
    assert_eq!(
        inv.amount_in_words,
        "Rupees Five Thousand Seven Hundred Seventy Five Only"
    );
    // The booking shows it to its guest and its owner; a stranger is told it does not exist.
    let view = w.bookings.get_for(id, &w.guest).await.unwrap();
    assert_eq!(view.tax_documents.len(), 1);
    assert_eq!(view.tax_documents[0].number, inv.number);
    assert!(w.invoices.for_reader(w.guest.id, inv.id).await.is_ok());
    assert!(w.invoices.for_reader(w.owner.id, inv.id).await.is_ok());
    assert!(matches!(
        w.invoices.for_reader(w.other.id, inv.id).await,
        Err(CoreError::NotFound(crate::Missing::TaxDocument))
    ));
    // Its files.
    let pdf = render(inv.clone(), DocumentFormat::Pdf).await.unwrap();
    assert!(pdf.bytes.starts_with(b"%PDF-"));
    assert_eq!(pdf.file_name, "tax-invoice-HE-26-27-000001.pdf");
    let html = render(inv.clone(), DocumentFormat::Html).await.unwrap();
    assert!(String::from_utf8(html.bytes)
        .unwrap()
        .contains("HE/26-27/000001"));
    w.books_are_right().await;
}

/// A paid stay for a business registered in Maharashtra, its owner registered for GST: the owner
/// supplies it, IGST at 5 %. Cancelled by the guest 72 h ahead, the whole amount comes back on a
/// credit note against the invoice in the next number of its own series; the invoice is unchanged.
async fn a_refund_gets_a_credit_note(db: TestDatabase) {
    let w = world(&db).await;
    let owner = w.owner.id;
    w.store
        .run(move |c| {
            crate::store::payouts::replace_account(
                c,
                &crate::store::payouts::NewPayoutAccount {
                    owner_id: owner,
                    method: crate::kinds::payout::PayoutMethod::Upi,
                    vpa: Some("ravi.reddy@okhdfc".into()),
                    account_number: None,
                    ifsc: None,
                    holder_name: "Ravi Reddy".into(),
                    created_at: 0,
                    payable_from: 0,
                    legal_name: Some("Ravi Reddy Farms LLP".into()),
                    gstin: Some("36AABCS1429B1ZV".into()),
                },
            )
        })
        .await
        .unwrap();
    let id = w.book(5, false, Some("27AAPFU0939F1ZV")).await;
    w.pay(id).await;
    w.bookings.confirm(id, &w.owner).await.unwrap();
    let inv = w.documents(id).await.remove(0);
    assert_eq!(inv.supplier.name, "Ravi Reddy Farms LLP");
    assert_eq!(inv.supplier.gstin.as_deref(), Some("36AABCS1429B1ZV"));
    assert!(!inv.supplier_is_operator);
    assert_eq!(inv.recipient.name, "Acme Traders Pvt Ltd");
    assert_eq!(inv.recipient.state.as_deref(), Some("Maharashtra (27)"));
    assert_eq!(
        (inv.cgst_paise, inv.sgst_paise, inv.igst_paise),
        (0, 0, 27_500)
    );
    w.books_are_right().await;

    w.bookings
        .cancel(id, &w.guest, Some("Plans changed"))
        .await
        .unwrap();
    let docs = w.documents(id).await;
    assert_eq!(docs.len(), 2, "{docs:#?}");
    assert_eq!(docs[0], inv, "the invoice never changes");
    let note = &docs[1];
    assert_eq!(note.kind, "credit_note");
    assert_eq!(note.number, "HEC/26-27/000001");
    assert_eq!(note.original_number.as_deref(), Some("HE/26-27/000001"));
    assert_eq!(
        (note.taxable_paise, note.igst_paise, note.total_paise),
        (550_000, 27_500, 577_500)
    );
    assert_eq!(note.recipient, inv.recipient);
    let view = w.bookings.get_for(id, &w.guest).await.unwrap();
    let kinds: Vec<&str> = view.tax_documents.iter().map(|d| d.kind.as_str()).collect();
    assert_eq!(kinds, ["invoice", "credit_note"]);
    w.books_are_right().await;
}

/// Half the money back (cancelled 24–72 h ahead): the credit note is that half, in the invoice's
/// proportion of value and tax; a rejected booking that was never confirmed gets no document.
async fn a_part_refund_credits_its_part(db: TestDatabase) {
    let w = world(&db).await;
    let id = w.book(2, false, None).await;
    w.pay(id).await;
    w.bookings.confirm(id, &w.owner).await.unwrap();
    w.clock.advance(10 * HOUR);
    let staff = crate::audit::Staff::cli("support test").unwrap();
    w.bookings
        .staff_cancel(
            &staff,
            &id.to_string(),
            "Guest called",
            RefundChoice::Policy,
        )
        .await
        .unwrap();
    let docs = w.documents(id).await;
    let note = &docs[1];
    // Half of ₹5,775, to the rupee as refunds are; its value and tax in the invoice's proportion.
    assert_eq!(note.total_paise, 288_800);
    assert_eq!(note.taxable_paise, 275_047);
    assert_eq!((note.cgst_paise, note.sgst_paise), (6_876, 6_877));
    assert_eq!(
        note.total_paise,
        note.taxable_paise + note.cgst_paise + note.sgst_paise
    );

    let rejected = w.book(3, false, None).await;
    w.pay(rejected).await;
    w.bookings
        .reject(rejected, &w.owner, Some("Family function"))
        .await
        .unwrap();
    assert!(w.documents(rejected).await.is_empty());
    w.books_are_right().await;
}

/// A confirmation that rolls back gives its number back: the next one takes it.
async fn a_rolled_back_issue_leaves_no_gap(db: TestDatabase) {
    let w = world(&db).await;
    let first = w.book(1, true, None).await;
    let second = w.book(2, true, None).await;
    let failed = w.store.run(move |c| {
        crate::store::write_transaction(c, |c| {
            let b = crate::store::bookings::booking(c, first)?.unwrap();
            let doc = invoice_in(c, &b, NOW)?;
            assert_eq!(doc.number, "HE/26-27/000001");
            Err::<(), _>(CoreError::Conflict {
                code: "TEST",
                message: crate::Said::staff_only("rolled back"),
            })
        })
    });
    assert!(failed.await.is_err());
    w.bookings.confirm(second, &w.owner).await.unwrap();
    w.bookings.confirm(first, &w.owner).await.unwrap();
    assert_eq!(w.documents(second).await[0].number, "HE/26-27/000001");
    assert_eq!(w.documents(first).await[0].number, "HE/26-27/000002");
    w.books_are_right().await;
}

/// Issued documents are never changed or deleted: the database itself refuses.
async fn the_database_refuses_to_change_a_document(db: TestDatabase) {
    use diesel::prelude::*;
    let w = world(&db).await;
    let id = w.book(1, true, None).await;
    w.bookings.confirm(id, &w.owner).await.unwrap();
    let update = w.store.run(|c| {
        Ok(diesel::sql_query("UPDATE tax_documents SET total_paise = 1, taxable_paise = 1, cgst_paise = 0, sgst_paise = 0").execute(c))
    });
    assert!(update.await.unwrap().is_err(), "{}", db.url());
    let delete = w
        .store
        .run(|c| Ok(diesel::sql_query("DELETE FROM tax_documents").execute(c)));
    assert!(delete.await.unwrap().is_err(), "{}", db.url());
    assert_eq!(w.documents(id).await[0].total_paise, 577_500);
}

/// 50 owners' confirmations at once: the invoices are numbered 1 to 50, each once.
async fn fifty_concurrent_confirmations_number_without_gap(db: TestDatabase) {
    let w = Arc::new(world(&db).await);
    let mut ids = Vec::new();
    for day in 1..=50 {
        ids.push(w.book(day, true, None).await);
    }
    let mut tasks = Vec::new();
    for id in ids.clone() {
        let w = w.clone();
        tasks.push(tokio::spawn(async move {
            w.bookings.confirm(id, &w.owner).await.map(drop)
        }));
    }
    for t in tasks {
        t.await.unwrap().unwrap();
    }
    let mut numbers = Vec::new();
    for id in ids {
        let docs = w.documents(id).await;
        assert_eq!(docs.len(), 1);
        numbers.push(docs[0].number.clone());
    }
    numbers.sort();
    let expected: Vec<String> = (1..=50).map(|n| number("HE", "2026-27", n)).collect();
    assert_eq!(numbers, expected);
    w.books_are_right().await;
    let problems = w.store.run(numbering_problems).await.unwrap();
    assert!(problems.is_empty(), "{problems:?}");
}

/// The platform's invoice to the owner for a month's commission: issued once the month is over,
/// once, from the ledger's commission and GST on it.
async fn an_owner_gets_a_monthly_commission_invoice(db: TestDatabase) {
    let w = world(&db).await;
    let a = w.book(1, false, None).await;
    let b = w.book(2, false, None).await;
    w.pay(a).await;
    w.pay(b).await;
    w.bookings.confirm(a, &w.owner).await.unwrap();
    w.bookings.confirm(b, &w.owner).await.unwrap();
    let month = "2027-01";
    // January is not over yet.
    assert!(matches!(
        w.invoices.commission_invoice(w.owner.id, month).await,
        Err(CoreError::NotFound(_))
    ));
    w.clock.advance(20 * 24 * HOUR);
    let inv = w
        .invoices
        .commission_invoice(w.owner.id, month)
        .await
        .unwrap();
    assert_eq!(inv.kind, "commission_invoice");
    assert_eq!(inv.number, "HEM/26-27/000001");
    assert_eq!(inv.supplier.name, PLATFORM_LEGAL_NAME);
    assert_eq!(inv.recipient.name, "Ravi Reddy");
    // ₹500 commission on each stay, 18 % GST on it.
    assert_eq!(
        (
            inv.taxable_paise,
            inv.cgst_paise,
            inv.sgst_paise,
            inv.total_paise
        ),
        (100_000, 9_000, 9_000, 118_000)
    );
    let again = w
        .invoices
        .commission_invoice(w.owner.id, month)
        .await
        .unwrap();
    assert_eq!(again, inv);
    // Nobody else reads it; a month without commission has none.
    assert!(w.invoices.for_reader(w.guest.id, inv.id).await.is_err());
    assert!(w.invoices.for_reader(w.owner.id, inv.id).await.is_ok());
    assert!(w
        .invoices
        .commission_invoice(w.owner.id, "2026-12")
        .await
        .is_err());
    assert!(matches!(
        w.invoices.commission_invoice(w.owner.id, "2027-1").await,
        Err(CoreError::Validation { .. })
    ));
    w.books_are_right().await;
}

/// The server issues last month's commission invoices itself, once, however often its job runs
/// (GST wants them within 30 days, whether or not the owner asks).
async fn the_server_issues_last_months_commission_invoices_once(db: TestDatabase) {
    let w = world(&db).await;
    let a = w.book(1, false, None).await;
    w.pay(a).await;
    w.bookings.confirm(a, &w.owner).await.unwrap();
    // The stay's month (January) is not over: nothing to issue, and the month before had none.
    assert_eq!(w.invoices.issue_last_months_commission().await.unwrap(), 0);
    w.clock.advance(20 * 24 * HOUR);
    assert_eq!(w.invoices.issue_last_months_commission().await.unwrap(), 1);
    assert_eq!(w.invoices.issue_last_months_commission().await.unwrap(), 0);
    let inv = w
        .invoices
        .commission_invoice(w.owner.id, "2027-01")
        .await
        .unwrap();
    assert_eq!(inv.number, "HEM/26-27/000001");
    // ₹500 commission on the stay, 18 % GST on it.
    assert_eq!((inv.taxable_paise, inv.total_paise), (50_000, 59_000));
    // Only owners with stays that month get one.
    assert!(matches!(
        w.invoices.commission_invoice(w.other.id, "2027-01").await,
        Err(CoreError::NotFound(_))
    ));
    w.books_are_right().await;
    let problems = w.store.run(numbering_problems).await.unwrap();
    assert!(problems.is_empty(), "{problems:?}");
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
    an_invoice_comes_with_the_confirmation_on_sqlite,
    an_invoice_comes_with_the_confirmation_on_postgres,
    an_invoice_comes_with_the_confirmation
);
on_both!(
    a_refund_gets_a_credit_note_on_sqlite,
    a_refund_gets_a_credit_note_on_postgres,
    a_refund_gets_a_credit_note
);
on_both!(
    a_part_refund_credits_its_part_on_sqlite,
    a_part_refund_credits_its_part_on_postgres,
    a_part_refund_credits_its_part
);
on_both!(
    a_rolled_back_issue_leaves_no_gap_on_sqlite,
    a_rolled_back_issue_leaves_no_gap_on_postgres,
    a_rolled_back_issue_leaves_no_gap
);
on_both!(
    the_database_refuses_to_change_a_document_on_sqlite,
    the_database_refuses_to_change_a_document_on_postgres,
    the_database_refuses_to_change_a_document
);
on_both!(
    fifty_concurrent_confirmations_on_sqlite,
    fifty_concurrent_confirmations_on_postgres,
    fifty_concurrent_confirmations_number_without_gap
);
on_both!(
    a_commission_invoice_on_sqlite,
    a_commission_invoice_on_postgres,
    an_owner_gets_a_monthly_commission_invoice
);
on_both!(
    commission_invoices_by_the_server_on_sqlite,
    commission_invoices_by_the_server_on_postgres,
    the_server_issues_last_months_commission_invoices_once
);
