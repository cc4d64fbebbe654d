//! An owner's payout details: a UPI id or a bank account, checked for form here (the bank and
//! the provider check that they exist), shown masked everywhere once entered.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::{CoreError, FieldErrors};
use crate::kinds::payout::PayoutMethod;
use crate::store::payouts::PayoutAccountRow;
use crate::time::{from_epoch, to_ist_rfc3339};

/// What `PUT /api/v1/owner/payout-details` carries.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PayoutDetailsRequest {
    /// upi or bank.
    #[schema(required = true, value_type = PayoutMethodName)]
    pub method: Option<String>,
    /// The UPI id (VPA), e.g. ravi.kumar@okhdfc (method upi).
    #[schema(pattern = "^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$")]
    pub vpa: Option<String>,
    /// 9 to 18 digits (method bank).
    #[schema(pattern = "^[0-9]{9,18}$")]
    pub account_number: Option<String>,
    /// 11 characters: four letters, a zero, six letters or digits (method bank).
    #[schema(pattern = "^[A-Za-z]{4}0[A-Za-z0-9]{6}$")]
    pub ifsc: Option<String>,
    /// The account holder's name (method bank; for upi, the account's name when left out).
    #[schema(min_length = 2, max_length = 100)]
    pub holder_name: Option<String>,
    /// The 6-digit code from `POST /api/v1/owner/payout-details/send-otp`.
    #[schema(pattern = "^[0-9]{6}$")]
    pub code: Option<String>,
    /// An owner registered for GST: their legal name as registered (with `gstin`). Their stays'
    /// tax invoices are then issued in their name; without, by the platform.
    #[schema(min_length = 2, max_length = 100)]
    pub legal_name: Option<String>,
    /// Their 15-character GSTIN (with `legalName`).
    #[schema(pattern = "^[0-9]{2}[A-Za-z0-9]{13}$")]
    pub gstin: Option<String>,
}

/// upi (a UPI id) or bank (a bank account).
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PayoutMethodName {
    Upi,
    Bank,
}

/// Payout details as checked, ready to keep.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedDetails {
    pub method: PayoutMethod,
    pub vpa: Option<String>,
    pub account_number: Option<String>,
    pub ifsc: Option<String>,
    pub holder_name: String,
    /// The legal name and GSTIN the owner is registered for GST under, if they are.
    pub gst: Option<(String, String)>,
}

/// Payout details as the owner and staff see them: masked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PayoutDetailsView {
    /// upi or bank.
    pub method: String,
    /// The UPI id or account number with all but its last four characters hidden.
    pub masked: String,
    pub holder_name: String,
    pub ifsc: Option<String>,
    /// RFC 3339, Asia/Kolkata.
    pub added_at: String,
    /// Payouts go to these details from this time on (24 h after a change), RFC 3339.
    pub payable_from: String,
    /// The legal name registered for GST, when the owner gave their GSTIN.
    pub legal_name: Option<String>,
    pub gstin: Option<String>,
}

/// A UPI id: a handle of letters, digits, dots, hyphens and underscores, `@`, and the provider's
/// name (letters and digits), as NPCI's VPAs are written.
pub fn check_vpa(input: &str) -> Option<String> {
    let vpa = input.trim().to_ascii_lowercase();
    let (handle, provider) = vpa.split_once('@')?;
    let handle_ok = (2..=256).contains(&handle.len())
        && handle.starts_with(|c: char| c.is_ascii_alphanumeric())
        && handle
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'));
    let provider_ok = (2..=64).contains(&provider.len())
        && provider.starts_with(|c: char| c.is_ascii_alphabetic())
        && provider.chars().all(|c| c.is_ascii_alphanumeric());
    (handle_ok && provider_ok).then_some(vpa)
}

/// An IFSC: four letters (the bank), a zero, six letters or digits (the branch).
pub fn check_ifsc(input: &str) -> Option<String> {
    let ifsc = input.trim().to_ascii_uppercase();
    let b = ifsc.as_bytes();
    (b.len() == 11
        && b[..4].iter().all(u8::is_ascii_uppercase)
        && b[4] == b'0'
        && b[5..].iter().all(u8::is_ascii_alphanumeric))
    .then_some(ifsc)
}

/// A bank account number: 9 to 18 digits; spaces and hyphens as people group them are dropped.
pub fn check_account_number(input: &str) -> Option<String> {
    let digits: String = input.chars().filter(|c| !matches!(c, ' ' | '-')).collect();
    ((9..=18).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit()))
        .then_some(digits)
}

fn check_holder(input: &str) -> Option<String> {
    let name = input.split_whitespace().collect::<Vec<_>>().join(" ");
    let n = name.chars().count();
    ((2..=100).contains(&n) && !name.chars().any(char::is_control)).then_some(name)
}

/// The owner's GST registration: a legal name and a GSTIN, both or neither.
fn check_gst(
    legal_name: Option<&str>,
    gstin: Option<&str>,
    errors: &mut FieldErrors,
) -> Option<(String, String)> {
    let gstin = gstin.map(str::trim).filter(|g| !g.is_empty());
    let name = legal_name.filter(|n| !n.trim().is_empty());
    if gstin.is_none() && name.is_none() {
        return None;
    }
    let name = check_holder(name.unwrap_or_default());
    if name.is_none() {
        add(errors, "legalName", refusal!("err-b-payout-legal-name"));
    }
    let gstin = gstin.and_then(|g| crate::invoices::Gstin::parse(g).ok());
    if gstin.is_none() {
        add(errors, "gstin", refusal!("err-b-gstin"));
    }
    Some((name?, gstin?.as_str().to_string()))
}

fn add(errors: &mut FieldErrors, field: &str, message: crate::Said) {
    errors.insert(field.to_string(), message);
}

/// Checks `request` field by field; every wrong field is named at once. `account_name` stands
/// in for a UPI id's holder when none is given.
pub fn check(
    request: &PayoutDetailsRequest,
    account_name: &str,
) -> Result<CheckedDetails, CoreError> {
    let mut errors = FieldErrors::new();
    let method = request
        .method
        .as_deref()
        .map(str::trim)
        .and_then(|m| m.parse::<PayoutMethod>().ok());
    let Some(method) = method else {
        return Err(CoreError::field("method", refusal!("err-b-payout-method")));
    };
    let holder_input = request
        .holder_name
        .as_deref()
        .filter(|h| !h.trim().is_empty())
        .unwrap_or(match method {
            PayoutMethod::Upi => account_name,
            PayoutMethod::Bank => "",
        });
    let holder_name = check_holder(holder_input);
    if holder_name.is_none() {
        add(&mut errors, "holderName", refusal!("err-b-payout-holder"));
    }
    let (mut vpa, mut account_number, mut ifsc) = (None, None, None);
    match method {
        PayoutMethod::Upi => {
            vpa = request.vpa.as_deref().and_then(check_vpa);
            if vpa.is_none() {
                add(&mut errors, "vpa", refusal!("err-b-payout-vpa"));
            }
        }
        PayoutMethod::Bank => {
            account_number = request
                .account_number
                .as_deref()
                .and_then(check_account_number);
            if account_number.is_none() {
                add(
                    &mut errors,
                    "accountNumber",
                    refusal!("err-b-payout-account-number"),
                );
            }
            ifsc = request.ifsc.as_deref().and_then(check_ifsc);
            if ifsc.is_none() {
                add(&mut errors, "ifsc", refusal!("err-b-payout-ifsc"));
            }
        }
    }
    let gst = check_gst(
        request.legal_name.as_deref(),
        request.gstin.as_deref(),
        &mut errors,
    );
    if !errors.is_empty() {
        return Err(CoreError::validation(errors));
    }
    Ok(CheckedDetails {
        method,
        vpa,
        account_number,
        ifsc,
        holder_name: holder_name.unwrap_or_default(),
        gst,
    })
}

/// The last four characters shown, the rest as dots: `••••4321`, `••••umar@okhdfc`.
pub fn mask_tail(secret: &str) -> String {
    let chars: Vec<char> = secret.chars().collect();
    let tail: String = chars[chars.len().saturating_sub(4)..].iter().collect();
    if chars.len() <= 4 {
        "••••".to_string()
    } else {
        format!("••••{tail}")
    }
}

/// How details are shown once entered.
pub fn masked(row: &PayoutAccountRow) -> String {
    match row.method {
        PayoutMethod::Upi => {
            let vpa = row.vpa.as_deref().unwrap_or_default();
            match vpa.split_once('@') {
                Some((handle, provider)) => format!("{}@{provider}", mask_tail(handle)),
                None => mask_tail(vpa),
            }
        }
        PayoutMethod::Bank => format!(
            "{} {}",
            row.ifsc.as_deref().unwrap_or_default(),
            mask_tail(row.account_number.as_deref().unwrap_or_default())
        ),
    }
}

pub fn view(row: &PayoutAccountRow) -> PayoutDetailsView {
    PayoutDetailsView {
        method: row.method.as_str().to_string(),
        masked: masked(row),
        holder_name: row.holder_name.clone(),
        ifsc: row.ifsc.clone(),
        added_at: to_ist_rfc3339(from_epoch(row.created_at)),
        payable_from: to_ist_rfc3339(from_epoch(row.payable_from)),
        legal_name: row.legal_name.clone(),
        gstin: row.gstin.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upi_ids_and_ifscs_are_checked_for_form() {
        assert_eq!(
            check_vpa(" Ravi.Kumar@OKHDFC "),
            Some("ravi.kumar@okhdfc".into())
        );
        assert_eq!(check_vpa("9876543210@ybl"), Some("9876543210@ybl".into()));
        for bad in [
            "ravi",
            "@okhdfc",
            "ravi@",
            "ra vi@okhdfc",
            "ravi@ok-hdfc",
            "r@x",
            ".ravi@okhdfc",
            "ravi@1bank",
        ] {
            assert_eq!(check_vpa(bad), None, "{bad}");
        }
        assert_eq!(check_ifsc("hdfc0001234"), Some("HDFC0001234".into()));
        for bad in [
            "HDFC1001234",
            "HDF00001234",
            "HDFC000123",
            "HDFC0001234X",
            "HDFC000123-",
        ] {
            assert_eq!(check_ifsc(bad), None, "{bad}");
        }
        assert_eq!(
            check_account_number("1234 5678 9012"),
            Some("123456789012".into())
        );
        assert_eq!(check_account_number("12345678"), None);
        assert_eq!(check_account_number("1234567890123456789"), None);
        assert_eq!(check_account_number("12345678a"), None);
    }

    #[test]
    fn every_wrong_field_is_named_at_once() {
        let request = PayoutDetailsRequest {
            method: Some("bank".into()),
            account_number: Some("12".into()),
            ifsc: Some("HDFC".into()),
            holder_name: Some(" ".into()),
            ..Default::default()
        };
        let CoreError::Validation { fields, .. } = check(&request, "Ravi").unwrap_err() else {
            panic!("not a validation error");
        };
        let named: Vec<&str> = fields.keys().map(String::as_str).collect();
        assert_eq!(named, ["accountNumber", "holderName", "ifsc"]);
        let upi = PayoutDetailsRequest {
            method: Some("upi".into()),
            vpa: Some("ravi@okhdfc".into()),
            ..Default::default()
        };
        assert_eq!(check(&upi, "Ravi Kumar").unwrap().holder_name, "Ravi Kumar");
    }

    #[test]
    fn a_gst_registration_is_a_legal_name_and_a_valid_gstin_or_nothing() {
        let upi = |legal: Option<&str>, gstin: Option<&str>| PayoutDetailsRequest {
            method: Some("upi".into()),
            vpa: Some("ravi@okhdfc".into()),
            legal_name: legal.map(Into::into),
            gstin: gstin.map(Into::into),
            ..Default::default()
        };
        assert_eq!(check(&upi(None, Some(" ")), "Ravi").unwrap().gst, None);
        assert_eq!(
            check(
                &upi(Some(" Ravi  Farms LLP "), Some("36aabcs1429b1zv")),
                "Ravi"
            )
            .unwrap()
            .gst,
            Some(("Ravi Farms LLP".into(), "36AABCS1429B1ZV".into()))
        );
        for (legal, gstin, named) in [
            (Some("Ravi Farms"), Some("36AABCS1429B1ZO"), vec!["gstin"]),
            (Some("Ravi Farms"), None, vec!["gstin"]),
            (None, Some("36AABCS1429B1ZV"), vec!["legalName"]),
        ] {
            let CoreError::Validation { fields, .. } =
                check(&upi(legal, gstin), "Ravi").unwrap_err()
            else {
                panic!("not a validation error");
            };
            let got: Vec<&str> = fields.keys().map(String::as_str).collect();
            assert_eq!(got, named, "{legal:?} {gstin:?}");
        }
    }

    #[test]
    fn details_are_shown_with_only_their_last_four() {
        let row = |method, vpa: Option<&str>, acct: Option<&str>| PayoutAccountRow {
            id: 1,
            owner_id: crate::ids::UserId::new(1),
            method,
            vpa: vpa.map(Into::into),
            account_number: acct.map(Into::into),
            ifsc: acct.map(|_| "HDFC0001234".into()),
            holder_name: "Ravi".into(),
            created_at: 0,
            payable_from: 0,
            retired_at: None,
            legal_name: None,
            gstin: None,
        };
        assert_eq!(
            masked(&row(PayoutMethod::Upi, Some("ravi.kumar@okhdfc"), None)),
            "••••umar@okhdfc"
        );
        assert_eq!(
            masked(&row(PayoutMethod::Upi, Some("ravi@okhdfc"), None)),
            "••••@okhdfc"
        );
        assert_eq!(
            masked(&row(PayoutMethod::Bank, None, Some("123456784321"))),
            "HDFC0001234 ••••4321"
        );
    }
}
