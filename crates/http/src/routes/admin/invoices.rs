//! The console's GST documents: tax invoices (stays' and owners' commission invoices) and credit
//! notes, listed and filtered, one as JSON, and any as its PDF or HTML.

use axum::extract::State;
use axum::response::Response;
use escapes_core::audit::parse_instant;
use escapes_core::ids::{BookingId, UserId};
use escapes_core::invoices::{self, DocumentFilter, DocumentFormat, DocumentKind, TaxDocumentView};

use super::list::{bad, listed, number_filter, text_filter, Listed};
use super::ListParams;
use crate::auth_extract::AdminUser;
use crate::envelope::{self, ApiResult, Envelope};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{Path, Query};
use crate::routes::invoices::{file_response, DocumentParams};
use crate::AppState;

/// The filters both lists share: `bookingId`, `ownerId`, `guestId`, `q` (part of the number or
/// the booking's code), `financialYear` (2026-27), `since` and `until` (on the date of issue).
fn filter_of(params: &ListParams, kinds: Vec<DocumentKind>) -> Result<DocumentFilter, ApiError> {
    let f = params.filter()?;
    let instant = |key: &str| -> Result<Option<i64>, ApiError> {
        match text_filter(&f, key)? {
            None => Ok(None),
            Some(t) => parse_instant(&t).map(Some).ok_or_else(|| {
                bad(
                    "filter",
                    format!("Filter {key} must be a date (yyyy-mm-dd) or an RFC 3339 time"),
                )
            }),
        }
    };
    let kinds = match text_filter(&f, "kind")? {
        None => kinds,
        Some(k) => {
            let kind = k
                .trim()
                .parse::<DocumentKind>()
                .ok()
                .filter(|k| kinds.contains(k));
            vec![kind.ok_or_else(|| {
                bad(
                    "filter",
                    format!(
                        "Filter kind must be one of {}",
                        kinds
                            .iter()
                            .map(|k| k.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                )
            })?]
        }
    };
    Ok(DocumentFilter {
        kinds,
        booking: number_filter(&f, "bookingId")?.map(BookingId::new),
        owner: number_filter(&f, "ownerId")?.map(UserId::new),
        guest: number_filter(&f, "guestId")?.map(UserId::new),
        q: text_filter(&f, "q")?.filter(|q| !q.trim().is_empty()),
        financial_year: text_filter(&f, "financialYear")?.filter(|y| !y.trim().is_empty()),
        from: instant("since")?,
        to: instant("until")?,
    })
}

/// Tax invoices, newest first: stays' (`kind` invoice) and owners' monthly commission invoices
/// (`kind` commission_invoice). Filters: `kind`, `bookingId`, `ownerId`, `guestId`, `q`,
/// `financialYear`, `since`, `until`.
#[utoipa::path(get, path = "/api/v1/admin/invoices", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<TaxDocumentView>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn invoices_list(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Listed<TaxDocumentView> {
    let req = params.request()?;
    let filter = filter_of(
        &params,
        vec![DocumentKind::Invoice, DocumentKind::CommissionInvoice],
    )?;
    let start = req.start;
    Ok(listed(
        "invoices",
        start,
        app.invoices.list(filter, req).await?,
    ))
}

/// Credit notes, newest first. Filters: `bookingId`, `ownerId`, `guestId`, `q`,
/// `financialYear`, `since`, `until`.
#[utoipa::path(get, path = "/api/v1/admin/credit-notes", tag = "admin", params(ListParams),
    responses((status = 200, body = Envelope<Vec<TaxDocumentView>>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn credit_notes_list(
    State(app): State<AppState>,
    _admin: AdminUser,
    Query(params): Query<ListParams>,
) -> Listed<TaxDocumentView> {
    let req = params.request()?;
    let filter = filter_of(&params, vec![DocumentKind::CreditNote])?;
    let start = req.start;
    Ok(listed(
        "credit-notes",
        start,
        app.invoices.list(filter, req).await?,
    ))
}

/// One tax invoice.
#[utoipa::path(get, path = "/api/v1/admin/invoices/{id}", tag = "admin",
    params(("id" = i64, Path, description = "Document id")),
    responses((status = 200, body = Envelope<TaxDocumentView>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn invoice(
    State(app): State<AppState>,
    _admin: AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<TaxDocumentView> {
    let doc = app.invoices.for_staff(id).await?;
    if doc.kind == DocumentKind::CreditNote.as_str() {
        return Err(not_found());
    }
    Ok(envelope::ok(doc))
}

/// One credit note.
#[utoipa::path(get, path = "/api/v1/admin/credit-notes/{id}", tag = "admin",
    params(("id" = i64, Path, description = "Document id")),
    responses((status = 200, body = Envelope<TaxDocumentView>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn credit_note(
    State(app): State<AppState>,
    _admin: AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<TaxDocumentView> {
    let doc = app.invoices.for_staff(id).await?;
    if doc.kind != DocumentKind::CreditNote.as_str() {
        return Err(not_found());
    }
    Ok(envelope::ok(doc))
}

fn not_found() -> ApiError {
    escapes_core::CoreError::NotFound(escapes_core::Missing::TaxDocument).into()
}

/// Any GST document as PDF or HTML, for staff.
#[utoipa::path(get, path = "/api/v1/admin/tax-documents/{id}/file", tag = "admin",
    params(("id" = i64, Path, description = "Document id"), DocumentParams),
    responses((status = 200, description = "The document",
            content((crate::routes::invoices::DocumentPdf = "application/pdf"), (String = "text/html"))),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn file(
    State(app): State<AppState>,
    _admin: AdminUser,
    Path(id): Path<i64>,
    Query(params): Query<DocumentParams>,
) -> Result<Response, ApiError> {
    let format = DocumentFormat::parse(params.format.as_deref())?;
    let doc = app.invoices.for_staff(id).await?;
    Ok(file_response(invoices::render(doc, format).await?))
}
