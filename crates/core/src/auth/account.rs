//! Sign-up rules of PRODUCT.md §5 (name, role, the terms, each with the spec's message) and signing
//! up: both codes verified, the account made and signed in.

use super::otp::{self, Channel, CodeTry, OtpService, Purpose};
use super::session::{Role, SessionService, Tokens};
use crate::error::CoreError;
use crate::store::session as db;

/// A trimmed name of 2–50 letters and spaces.
pub fn validate_name(input: &str, field: &str) -> Result<String, CoreError> {
    let name = input.trim();
    let len = name.chars().count();
    if len < 2 {
        return Err(CoreError::field(field, refusal!("err-h-name-too-short")));
    }
    if len > 50 {
        return Err(CoreError::field(field, refusal!("err-h-name-too-long")));
    }
    if !name.chars().all(|c| c.is_alphabetic() || c == ' ') {
        return Err(CoreError::field(field, refusal!("err-h-name-letters")));
    }
    Ok(name.to_string())
}

/// `user` or `owner`; admins are made with `escapes admin create`, never by signing up.
pub fn validate_signup_role(input: &str, field: &str) -> Result<Role, CoreError> {
    match Role::parse(input.trim()) {
        Some(role @ (Role::User | Role::Owner)) => Ok(role),
        _ => Err(CoreError::field(field, refusal!("err-h-account-type"))),
    }
}

/// refusal!("err-h-otp-six-digits") on `field` unless `code` is exactly six ASCII digits (PRODUCT.md §5).
pub fn check_code(code: &str, field: &str) -> Result<(), CoreError> {
    if code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit()) {
        Ok(())
    } else {
        Err(CoreError::field(field, refusal!("err-h-otp-six-digits")))
    }
}

/// A sign-up as the form sends it (PRODUCT.md §5, the full modal's register step). Errors name the
/// form's fields: `identifier`, `phone`, `fullName`, `email`, `role`, `acceptTerms`, `code` and
/// `emailCode`.
#[derive(Debug, Clone, Default)]
pub struct Signup {
    /// The mobile number the SMS code went to (`identifier`), in any accepted form.
    pub phone: String,
    /// The number typed again in the form (`phone`); when given it must be the same one.
    pub phone_again: Option<String>,
    pub full_name: String,
    pub email: String,
    /// `user` or `owner`.
    pub role: String,
    pub accept_terms: bool,
    /// The code sent by SMS to `phone` (purpose register).
    pub sms_code: String,
    /// The code sent to `email` (purpose register).
    pub email_code: String,
}

/// A sign-up that passed every rule of the form, normalised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedSignup {
    pub phone: String,
    pub full_name: String,
    pub email: String,
    pub role: Role,
    pub sms_code: String,
    pub email_code: String,
}

/// The form's rules, in the order the form shows its messages; the first that fails answers.
pub fn check_signup(s: &Signup) -> Result<CheckedSignup, CoreError> {
    let phone = otp::normalise_phone(&s.phone, "identifier")?;
    if let Some(again) = s.phone_again.as_deref().filter(|p| !p.trim().is_empty()) {
        if otp::normalise_phone(again, "phone").ok().as_deref() != Some(phone.as_str()) {
            return Err(CoreError::field(
                "phone",
                refusal!("err-h-phone-ten-digits"),
            ));
        }
    }
    let full_name = validate_name(&s.full_name, "fullName")?;
    let email = otp::normalise_email(&s.email, "email")?;
    let role = validate_signup_role(&s.role, "role")?;
    if !s.accept_terms {
        return Err(CoreError::field(
            "acceptTerms",
            refusal!("err-h-accept-terms"),
        ));
    }
    let six_digits = |c: &str| c.len() == 6 && c.bytes().all(|b| b.is_ascii_digit());
    let (sms_code, email_code) = (s.sms_code.trim(), s.email_code.trim());
    if !six_digits(sms_code) {
        return Err(CoreError::field(
            "code",
            refusal!("err-h-sms-otp-six-digits"),
        ));
    }
    if !six_digits(email_code) {
        return Err(CoreError::field(
            "emailCode",
            refusal!("err-h-email-otp-six-digits"),
        ));
    }
    Ok(CheckedSignup {
        phone,
        full_name,
        email,
        role,
        sms_code: sms_code.to_string(),
        email_code: email_code.to_string(),
    })
}

/// Makes the account once the form checks out and both codes verify (SMS to the phone, e-mail
/// to the address), and signs it in. No account is made unless everything checks out; a phone
/// or address that already has one is a conflict.
pub async fn register(
    otp: &OtpService,
    sessions: &SessionService,
    signup: &Signup,
) -> Result<Tokens, CoreError> {
    let s = check_signup(signup)?;
    // Both codes together: a typo in one must not use up the other.
    otp.verify_together(&[
        CodeTry {
            identifier: &s.phone,
            channel: Channel::Sms,
            purpose: Purpose::Register,
            code: &s.sms_code,
            field: "code",
        },
        CodeTry {
            identifier: &s.email,
            channel: Channel::Email,
            purpose: Purpose::Register,
            code: &s.email_code,
            field: "emailCode",
        },
    ])
    .await?;
    let now = sessions.clock().now().timestamp();
    let user = sessions
        .store()
        .run(move |c| db::create_user(c, &s.full_name, &s.email, &s.phone, s.role, now))
        .await?;
    sessions.issue(user.into()).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_spec() {
        assert_eq!(
            validate_name("  Sravani Kota ", "n").unwrap(),
            "Sravani Kota"
        );
        let msg = |s: &str| match validate_name(s, "n") {
            Err(CoreError::Validation { fields, .. }) => fields["n"].clone(),
            other => panic!("{other:?}"),
        };
        assert_eq!(msg("A"), "Name must be at least 2 characters");
        assert_eq!(msg(&"a".repeat(10_000)), "Name cannot exceed 50 characters");
        assert_eq!(msg("R2D2"), "Name can only contain letters and spaces");
    }

    #[test]
    fn only_user_and_owner_sign_up() {
        assert_eq!(validate_signup_role("owner", "r").unwrap(), Role::Owner);
        assert_eq!(validate_signup_role("user", "r").unwrap(), Role::User);
        assert!(validate_signup_role("admin", "r").is_err());
        assert!(validate_signup_role("", "r").is_err());
    }
}
