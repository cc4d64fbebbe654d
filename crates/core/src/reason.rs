//! The free-text reason a person gives for a refusal or a cancellation.

use crate::error::CoreError;

/// A trimmed optional reason of at most 500 characters (empty is none).
pub(crate) fn optional_reason(reason: Option<&str>) -> Result<Option<String>, CoreError> {
    let reason = reason
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .map(str::to_string);
    if reason.as_ref().is_some_and(|r| r.chars().count() > 500) {
        return Err(CoreError::field(
            "reason",
            refusal!("err-h-reason-too-long"),
        ));
    }
    // Line breaks and tabs are what a textarea gives; anything else would reach logs and e-mails.
    if reason.as_ref().is_some_and(|r| {
        r.chars()
            .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
    }) {
        return Err(CoreError::field(
            "reason",
            refusal!("err-b-reason-control-chars"),
        ));
    }
    Ok(reason)
}

/// A reason that must be given (a staff action on someone else's data): 1–500 characters.
pub(crate) fn required_reason(reason: &str) -> Result<String, CoreError> {
    optional_reason(Some(reason))?.ok_or_else(|| {
        CoreError::field("reason", refusal!("err-h-field-required", field = "reason"))
    })
}
