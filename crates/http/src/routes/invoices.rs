//! GST documents for the people they concern: a tax invoice or credit note for its booking's
//! guest and owner (404 for anyone else), and an owner's monthly commission invoice, each as PDF
//! or HTML. Each handler translates; the rules live in escapes-core's `invoices`.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use escapes_core::invoices::{self, DocumentFile, DocumentFormat};
use serde::Deserialize;

use crate::auth_extract::{AuthUser, OwnerUser};
use crate::error::{ApiError, ErrorBody};
use crate::extract::{Path, Query};
use crate::AppState;

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DocumentParams {
    /// `pdf` (the default) or `html`.
    pub format: Option<String>,
}

/// A document's PDF (the schema only: the handler sends the bytes).
#[derive(utoipa::ToSchema)]
#[schema(value_type = String, format = Binary)]
#[allow(dead_code)]
pub struct DocumentPdf(Vec<u8>);

/// The file, never cached: a PDF as an attachment, HTML to read in the browser (the page has no
/// script; the server's security headers apply).
pub(crate) fn file_response(file: DocumentFile) -> Response {
    use axum::http::header;
    let disposition = match file.format {
        DocumentFormat::Pdf => format!("attachment; filename=\"{}\"", file.file_name),
        DocumentFormat::Html => format!("inline; filename=\"{}\"", file.file_name),
    };
    (
        [
            (header::CONTENT_TYPE, file.format.content_type().to_string()),
            (header::CONTENT_DISPOSITION, disposition),
            (header::CACHE_CONTROL, "private, no-store".to_string()),
        ],
        file.bytes,
    )
        .into_response()
}

/// A tax invoice or credit note (or an owner's commission invoice) as PDF or HTML, for the
/// booking's guest or the owner it names; anyone else gets 404.
#[utoipa::path(get, path = "/api/v1/tax-documents/{id}", tag = "bookings",
    params(("id" = i64, Path, description = "Document id (a booking's `taxDocuments`)"), DocumentParams),
    responses((status = 200, description = "The document",
            content((DocumentPdf = "application/pdf"), (String = "text/html"))),
        (status = 400, body = ErrorBody, description = "A format not pdf or html"),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn document(
    State(app): State<AppState>,
    AuthUser(who): AuthUser,
    Path(id): Path<i64>,
    Query(params): Query<DocumentParams>,
) -> Result<Response, ApiError> {
    let format = DocumentFormat::parse(params.format.as_deref())?;
    let doc = app.invoices.for_reader(who.user.id, id).await?;
    Ok(file_response(invoices::render(doc, format).await?))
}

/// The platform's tax invoice to the owner for its commission (and the GST on it) in a month
/// that is over, yyyy-mm in Asia/Kolkata: issued the first time it is asked for, the same
/// document after. 404 for a month not over or without commission.
#[utoipa::path(get, path = "/api/v1/owner/commission-invoices/{month}", tag = "owner",
    params(("month" = String, Path, description = "yyyy-mm"), DocumentParams),
    responses((status = 200, description = "The invoice",
            content((DocumentPdf = "application/pdf"), (String = "text/html"))),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn commission_invoice(
    State(app): State<AppState>,
    OwnerUser(who): OwnerUser,
    Path(month): Path<String>,
    Query(params): Query<DocumentParams>,
) -> Result<Response, ApiError> {
    let format = DocumentFormat::parse(params.format.as_deref())?;
    let doc = app.invoices.commission_invoice(who.user.id, &month).await?;
    Ok(file_response(invoices::render(doc, format).await?))
}
