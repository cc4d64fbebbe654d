//! A month's statement as the file the owner downloads: the CSV of `statement.rs` or the PDF of
//! `statement_pdf.rs`, both from the same earnings, in the owner's language.

use super::statement::statement_csv;
use super::statement_pdf::statement_pdf;
use super::Payouts;
use crate::error::CoreError;

/// The files a statement comes as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatementFormat {
    Csv,
    Pdf,
}

impl StatementFormat {
    /// `csv` (also when none is asked for) or `pdf`; anything else is a field message.
    pub fn parse(input: Option<&str>) -> Result<Self, CoreError> {
        match input.map(str::trim) {
            None | Some("" | "csv") => Ok(Self::Csv),
            Some("pdf") => Ok(Self::Pdf),
            Some(_) => Err(CoreError::field(
                "format",
                crate::Said::staff_only("format must be csv or pdf"),
            )),
        }
    }

    pub fn content_type(self) -> &'static str {
        match self {
            Self::Csv => "text/csv; charset=utf-8",
            Self::Pdf => "application/pdf",
        }
    }

    /// The file's name: hyderabad-escapes-statement-2026-12.pdf.
    pub fn file_name(self, month: &str) -> String {
        let extension = match self {
            Self::Csv => "csv",
            Self::Pdf => "pdf",
        };
        format!("hyderabad-escapes-statement-{month}.{extension}")
    }
}

/// A month's statement as a file.
pub struct StatementFile {
    pub format: StatementFormat,
    /// yyyy-mm.
    pub month: String,
    pub bytes: Vec<u8>,
}

impl Payouts {
    /// The owner's statement for `month` (this month when none) in their language, as `format`.
    /// A PDF is drawn on the blocking pool: a month of thousands of stays is a second's CPU work
    /// that an async worker should not do.
    pub async fn statement(
        &self,
        owner: &crate::auth::User,
        month: Option<&str>,
        format: StatementFormat,
    ) -> Result<StatementFile, CoreError> {
        let earnings = self.earnings(owner.id, month).await?;
        let (month, language) = (earnings.month.clone(), owner.language);
        let bytes = match format {
            StatementFormat::Csv => statement_csv(&earnings, language)?,
            StatementFormat::Pdf => {
                let name = owner.full_name.clone();
                tokio::task::spawn_blocking(move || statement_pdf(&earnings, &name, language))
                    .await
                    .map_err(|e| CoreError::Internal(anyhow::anyhow!("statement PDF: {e}")))??
            }
        };
        Ok(StatementFile {
            format,
            month,
            bytes,
        })
    }
}
