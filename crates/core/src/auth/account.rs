//! Sign-up rules of SPEC §5: name, role and the terms, each with the spec's message.

use super::session::Role;
use crate::error::CoreError;

/// A trimmed name of 2–50 letters and spaces.
pub fn validate_name(input: &str, field: &str) -> Result<String, CoreError> {
    let name = input.trim();
    let len = name.chars().count();
    if len < 2 {
        return Err(CoreError::field(
            field,
            "Name must be at least 2 characters",
        ));
    }
    if len > 50 {
        return Err(CoreError::field(field, "Name cannot exceed 50 characters"));
    }
    if !name.chars().all(|c| c.is_alphabetic() || c == ' ') {
        return Err(CoreError::field(
            field,
            "Name can only contain letters and spaces",
        ));
    }
    Ok(name.to_string())
}

/// `user` or `owner`; admins are made with `escapes admin create`, never by signing up.
pub fn validate_signup_role(input: &str, field: &str) -> Result<Role, CoreError> {
    match Role::parse(input.trim()) {
        Some(role @ (Role::User | Role::Owner)) => Ok(role),
        _ => Err(CoreError::field(field, "Please select your account type")),
    }
}

/// "OTP must be 6 digits" on `field` unless `code` is exactly six ASCII digits (SPEC §5).
pub fn check_code(code: &str, field: &str) -> Result<(), CoreError> {
    if code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit()) {
        Ok(())
    } else {
        Err(CoreError::field(field, "OTP must be 6 digits"))
    }
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
