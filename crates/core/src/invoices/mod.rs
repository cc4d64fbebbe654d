//! GST tax documents: a tax invoice for every confirmed stay, a credit note for every refund of
//! an invoiced stay, and the platform's monthly commission invoice to each owner.
//!
//! The rules: a GSTIN's form and check character (`gstin`), the financial year of an IST date,
//! the numbering (one gap-free series per kind and financial year, from a counter row moved in
//! the issuing transaction, so a rollback takes its number back), the tax split (CGST and SGST
//! within Telangana or for a guest without a GSTIN, IGST for a GSTIN of another state) at the
//! rate `pricing` applied, and amounts in words (`words`). A document is issued in the
//! transaction of what it records (`issue`: the owner's confirmation, the refund's opening) and
//! keeps every printed field in its row, which the database refuses to change or delete. Guests,
//! owners and staff read them as PDF (`pdf`) or HTML (`html`).

pub mod gstin;
pub mod html;
pub mod issue;
pub mod pdf;
pub mod words;

use chrono::Datelike;
use serde::Serialize;
use utoipa::ToSchema;

pub use crate::kinds::invoice::DocumentKind;
pub use crate::store::invoices::DocumentFilter;
pub use gstin::{Gstin, GstinError};
pub(crate) use issue::{credit_notes_in, invoice_in};
pub use issue::{financial_year, split_tax, TaxSplit};

use crate::error::{CoreError, FieldErrors};
use crate::ids::{BookingId, UserId};
use crate::page::{ListRequest, Page};
use crate::store::invoices::{self as db, TaxDocumentRow};
use crate::store::{DbConnection, Store};
use crate::time::{from_epoch, to_ist_rfc3339, SharedClock};

/// The platform as it is registered for GST: it issues the stays' invoices as the e-commerce
/// operator when their owners are not registered, and bills owners its commission.
pub const PLATFORM_LEGAL_NAME: &str = "Hyderabad Escapes Private Limited";
pub const PLATFORM_GSTIN: &str = "36AAGCH4312K1ZM";
pub const PLATFORM_ADDRESS: &str =
    "Plot 12, Road No. 36, Jubilee Hills, Hyderabad, Telangana 500033";
/// Every farmhouse is in Telangana: a stay is supplied where the property is.
pub const PLACE_OF_SUPPLY: &str = "Telangana (36)";
/// Room or unit accommodation services.
pub const SAC_ACCOMMODATION: &str = "996311";
/// Other support services: the marketplace's commission.
pub const SAC_COMMISSION: &str = "998599";

/// The longest business name a guest may give.
pub const MAX_BUSINESS_NAME: usize = 100;

/// A guest's business, given at checkout so the invoice names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BusinessDetails {
    pub gstin: Gstin,
    pub name: String,
}

/// The optional business GSTIN and name of a booking request: both or neither. A GSTIN that fails
/// the check is "Enter a valid 15-character GSTIN" on `gstin`; errors go into `errors`.
pub fn check_business(
    gstin: Option<&str>,
    name: Option<&str>,
    errors: &mut FieldErrors,
) -> Option<BusinessDetails> {
    let gstin = gstin.map(str::trim).filter(|g| !g.is_empty());
    let name = name
        .map(|n| n.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|n| !n.is_empty());
    if gstin.is_none() && name.is_none() {
        return None;
    }
    let checked = match gstin.map(Gstin::parse) {
        Some(Ok(g)) => Some(g),
        _ => {
            errors.insert("gstin".into(), refusal!("err-b-gstin"));
            None
        }
    };
    let name = match name {
        Some(n) if n.chars().count() <= MAX_BUSINESS_NAME && !n.chars().any(char::is_control) => {
            Some(n)
        }
        _ => {
            errors.insert(
                "businessName".into(),
                refusal!("err-b-business-name", max = MAX_BUSINESS_NAME),
            );
            None
        }
    };
    Some(BusinessDetails {
        gstin: checked?,
        name: name?,
    })
}

/// Keeps the guest's business for booking `id` (in the booking's transaction).
pub(crate) fn keep_business_in(
    c: &mut DbConnection,
    id: BookingId,
    business: &BusinessDetails,
) -> Result<(), CoreError> {
    db::insert_tax_details(
        c,
        &crate::store::invoices::BookingTaxDetailsRow {
            booking_id: id,
            gstin: business.gstin.as_str().to_string(),
            business_name: business.name.clone(),
        },
    )
}

/// A party to a document as it is printed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TaxParty {
    pub name: String,
    pub gstin: Option<String>,
    pub address: Option<String>,
    /// The state of its GSTIN, "Telangana (36)".
    pub state: Option<String>,
}

/// An issued GST document: every printed field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TaxDocumentView {
    pub id: i64,
    /// invoice, credit_note or commission_invoice.
    pub kind: String,
    /// HE/26-27/000123.
    pub number: String,
    /// 2026-27 (April to March).
    pub financial_year: String,
    /// RFC 3339, Asia/Kolkata.
    pub issued_at: String,
    pub booking_id: Option<i64>,
    /// The booking's code (HE-7K3Q9P); a commission invoice's month.
    pub reference: String,
    pub refund_id: Option<i64>,
    /// A credit note's invoice.
    pub original_number: Option<String>,
    pub owner_id: i64,
    pub guest_id: Option<i64>,
    /// yyyy-mm of a commission invoice.
    pub month: Option<String>,
    pub supplier: TaxParty,
    /// The platform issues it as the e-commerce operator that pays the stay's GST.
    pub supplier_is_operator: bool,
    pub recipient: TaxParty,
    pub place_of_supply: String,
    pub sac: String,
    pub description: String,
    pub taxable_paise: i64,
    /// The GST rate in basis points (500 = 5 %).
    pub rate_bp: i32,
    pub cgst_paise: i64,
    pub sgst_paise: i64,
    pub igst_paise: i64,
    pub total_paise: i64,
    /// "Rupees … Only".
    pub amount_in_words: String,
}

/// A document on a booking's page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DocumentRef {
    pub id: i64,
    /// invoice or credit_note.
    pub kind: String,
    pub number: String,
    /// RFC 3339, Asia/Kolkata.
    pub issued_at: String,
    pub total_paise: i64,
}

impl DocumentRef {
    pub fn of(row: &TaxDocumentRow) -> Self {
        Self {
            id: row.id,
            kind: row.kind.as_str().into(),
            number: row.number.clone(),
            issued_at: to_ist_rfc3339(from_epoch(row.issued_at)),
            total_paise: row.total_paise,
        }
    }
}

fn state_label(gstin: Option<&str>) -> Option<String> {
    let code = gstin.and_then(gstin::state_of)?;
    Some(format!("{} ({code:02})", gstin::state_name(code)?))
}

fn view_in(c: &mut DbConnection, row: TaxDocumentRow) -> Result<TaxDocumentView, CoreError> {
    let original_number = match row.original_id {
        Some(id) => db::document(c, id)?.map(|o| o.number),
        None => None,
    };
    Ok(view(row, original_number))
}

pub fn view(row: TaxDocumentRow, original_number: Option<String>) -> TaxDocumentView {
    TaxDocumentView {
        id: row.id,
        kind: row.kind.as_str().into(),
        number: row.number,
        financial_year: row.financial_year,
        issued_at: to_ist_rfc3339(from_epoch(row.issued_at)),
        booking_id: row.booking_id.map(|b| b.get()),
        reference: row.reference,
        refund_id: row.refund_id.map(|r| r.get()),
        original_number,
        owner_id: row.owner_id.get(),
        guest_id: row.guest_id.map(|g| g.get()),
        month: row.month,
        supplier: TaxParty {
            state: state_label(row.supplier_gstin.as_deref()),
            name: row.supplier_name,
            gstin: row.supplier_gstin,
            address: Some(row.supplier_address),
        },
        supplier_is_operator: row.supplier_is_operator,
        recipient: TaxParty {
            state: state_label(row.recipient_gstin.as_deref()),
            name: row.recipient_name,
            gstin: row.recipient_gstin,
            address: None,
        },
        place_of_supply: row.place_of_supply,
        sac: row.sac,
        description: row.description,
        taxable_paise: row.taxable_paise,
        rate_bp: row.rate_bp,
        cgst_paise: row.cgst_paise,
        sgst_paise: row.sgst_paise,
        igst_paise: row.igst_paise,
        total_paise: row.total_paise,
        amount_in_words: words::rupees(row.total_paise),
    }
}

/// The files a document comes as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DocumentFormat {
    Pdf,
    Html,
}

impl DocumentFormat {
    /// `pdf` (also when none is asked for) or `html`; anything else is a field message.
    pub fn parse(input: Option<&str>) -> Result<Self, CoreError> {
        match input.map(str::trim) {
            None | Some("" | "pdf") => Ok(Self::Pdf),
            Some("html") => Ok(Self::Html),
            Some(_) => Err(CoreError::field(
                "format",
                refusal!("err-b-document-format"),
            )),
        }
    }

    pub fn content_type(self) -> &'static str {
        match self {
            Self::Pdf => "application/pdf",
            Self::Html => "text/html; charset=utf-8",
        }
    }
}

/// A document as a file.
pub struct DocumentFile {
    pub format: DocumentFormat,
    /// tax-invoice-HE-26-27-000123.pdf
    pub file_name: String,
    pub bytes: Vec<u8>,
}

/// The document's title as printed.
pub fn title(kind: &str) -> &'static str {
    match kind {
        "credit_note" => "Credit Note",
        "commission_invoice" => "Tax Invoice (Commission)",
        _ => "Tax Invoice",
    }
}

/// `doc` as a file; a PDF is drawn on the blocking pool.
pub async fn render(
    doc: TaxDocumentView,
    format: DocumentFormat,
) -> Result<DocumentFile, CoreError> {
    let stem = match doc.kind.as_str() {
        "credit_note" => "credit-note",
        "commission_invoice" => "commission-invoice",
        _ => "tax-invoice",
    };
    let file_name = format!(
        "{stem}-{}.{}",
        doc.number.replace('/', "-"),
        match format {
            DocumentFormat::Pdf => "pdf",
            DocumentFormat::Html => "html",
        }
    );
    let bytes = match format {
        DocumentFormat::Html => html::page(&doc).into_bytes(),
        DocumentFormat::Pdf => tokio::task::spawn_blocking(move || pdf::document(&doc))
            .await
            .map_err(|e| CoreError::Internal(anyhow::anyhow!("document PDF: {e}")))??,
    };
    Ok(DocumentFile {
        format,
        file_name,
        bytes,
    })
}

fn not_found() -> CoreError {
    CoreError::NotFound(crate::Missing::TaxDocument)
}

/// The tax documents service: reading them for their guest, owner or staff, the console's lists,
/// owners' commission invoices.
#[derive(Clone)]
pub struct Invoices {
    store: Store,
    clock: SharedClock,
}

impl Invoices {
    pub fn new(store: Store, clock: SharedClock) -> Self {
        Self { store, clock }
    }

    /// Document `id` for `reader`: the guest of its booking or the owner it names; "not found"
    /// for anyone else, so ids reveal nothing.
    pub async fn for_reader(&self, reader: UserId, id: i64) -> Result<TaxDocumentView, CoreError> {
        self.store
            .run(move |c| {
                let row = db::document(c, id)?
                    .filter(|d| d.owner_id == reader || d.guest_id == Some(reader))
                    .ok_or_else(not_found)?;
                view_in(c, row)
            })
            .await
    }

    /// Document `id` for staff.
    pub async fn for_staff(&self, id: i64) -> Result<TaxDocumentView, CoreError> {
        self.store
            .run(move |c| {
                let row = db::document(c, id)?.ok_or_else(not_found)?;
                view_in(c, row)
            })
            .await
    }

    /// The documents of booking `id` (its invoice, then its credit notes), for staff.
    pub async fn of_booking(&self, id: BookingId) -> Result<Vec<TaxDocumentView>, CoreError> {
        self.store
            .run(move |c| {
                let rows = db::for_bookings(c, &[id])?;
                rows.into_iter().map(|r| view_in(c, r)).collect()
            })
            .await
    }

    /// The tax invoice of booking `id` (staff, the CLI); "not found" before it is confirmed.
    pub async fn booking_invoice(&self, id: BookingId) -> Result<TaxDocumentView, CoreError> {
        self.store
            .run(move |c| {
                let row = db::invoice_of(c, id)?.ok_or_else(not_found)?;
                view_in(c, row)
            })
            .await
    }

    /// Documents matching `filter`, newest first (the console).
    pub async fn list(
        &self,
        filter: DocumentFilter,
        request: ListRequest,
    ) -> Result<Page<TaxDocumentView>, CoreError> {
        let request = request.checked(&["id"])?;
        let (offset, limit) = (request.start, request.limit());
        let (items, total) = self
            .store
            .run(move |c| {
                let (rows, total) = db::list(c, &filter, offset, limit)?;
                let items = rows
                    .into_iter()
                    .map(|r| view_in(c, r))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok((items, total))
            })
            .await?;
        Ok(request.page(items, total))
    }

    /// The platform's invoice to `owner` for its commission in `month` (yyyy-mm, Asia/Kolkata),
    /// issued by the server's monthly job, or the first time it is asked for once the month is
    /// over if that came first. "Not found" for a month not
    /// over yet or one that earned the platform no commission.
    pub async fn commission_invoice(
        &self,
        owner: UserId,
        month: &str,
    ) -> Result<TaxDocumentView, CoreError> {
        let month = month.trim().to_string();
        let bounds = crate::time::month_bounds(&month)
            .ok_or_else(|| CoreError::field("month", refusal!("err-b-document-month")))?;
        let now = self.clock.now().timestamp();
        if bounds.1 > now {
            return Err(not_found());
        }
        self.store
            .run(move |c| {
                let row = match db::commission_invoice(c, owner, &month)? {
                    Some(row) => row,
                    None => {
                        let issued = crate::store::retrying_write_transaction(c, |c| {
                            issue::commission_invoice_in(c, owner, &month, bounds, now)
                        });
                        match issued {
                            Ok(row) => row.ok_or_else(not_found)?,
                            // Issued by a concurrent request meanwhile (the one-per-month index).
                            Err(CoreError::Conflict { .. }) => {
                                db::commission_invoice(c, owner, &month)?.ok_or_else(not_found)?
                            }
                            Err(e) => return Err(e),
                        }
                    }
                };
                view_in(c, row)
            })
            .await
    }

    /// Issues the commission invoice of every owner the platform earned commission from in the
    /// Asia/Kolkata month before the one `now` is in, where none was issued yet; how many it
    /// issued. GST wants an invoice within 30 days of the supply, so the server issues them
    /// (`background::server`) rather than waiting for each owner to ask.
    pub async fn issue_last_months_commission(&self) -> Result<usize, CoreError> {
        let now = self.clock.now().timestamp();
        let first_of_this_month = crate::time::today_ist(from_epoch(now)).with_day(1);
        let Some(last_month) = first_of_this_month.and_then(|d| d.pred_opt()) else {
            return Ok(0);
        };
        let month = last_month.format("%Y-%m").to_string();
        let Some(bounds) = crate::time::month_bounds(&month) else {
            return Ok(0);
        };
        self.store
            .run(move |c| {
                let mut issued = 0;
                for owner in db::owners_with_stay_entries(c, bounds.0, bounds.1)? {
                    if db::commission_invoice(c, owner, &month)?.is_some() {
                        continue;
                    }
                    match crate::store::retrying_write_transaction(c, |c| {
                        issue::commission_invoice_in(c, owner, &month, bounds, now)
                    }) {
                        Ok(Some(_)) => issued += 1,
                        Ok(None) => {}
                        // Another server issued it meanwhile (the one-per-month index).
                        Err(CoreError::Conflict { .. }) => {}
                        Err(e) => return Err(e),
                    }
                }
                Ok(issued)
            })
            .await
    }

    /// The background job issuing last month's commission invoices, every `every`.
    pub fn commission_invoices_job(&self, every: std::time::Duration) -> crate::jobs::Job {
        let invoices = self.clone();
        crate::jobs::Job::new("commission invoices", every, move || {
            let invoices = invoices.clone();
            async move {
                match invoices.issue_last_months_commission().await {
                    Ok(n) if n > 0 => tracing::info!(invoices = n, "commission invoices issued"),
                    Ok(_) => {}
                    Err(e) => tracing::warn!(
                        error = %e,
                        "issuing commission invoices failed; trying again later"
                    ),
                }
                crate::jobs::Next::Wait
            }
        })
    }

    /// What is wrong with the documents' numbering (nothing, when every series is gap-free).
    pub async fn check(&self) -> Result<Vec<String>, CoreError> {
        self.store.run(issue::numbering_problems).await
    }
}

#[cfg(test)]
mod tests;
