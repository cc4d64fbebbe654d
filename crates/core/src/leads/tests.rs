use super::*;

fn request(contact: &str) -> LeadRequest {
    LeadRequest {
        contact: Some(contact.into()),
        purpose: Some("first500".into()),
        consent: Some(true),
        property_id: None,
        source: None,
    }
}

fn fields(result: Result<ValidLead, CoreError>) -> FieldErrors {
    match result {
        Err(CoreError::Validation { fields, .. }) => fields,
        other => panic!("expected a validation error, got {other:?}"),
    }
}

#[test]
fn a_mobile_number_or_an_email_is_kept_normalised() {
    let lead = validate(&request(" 98765 43210 ")).unwrap();
    assert_eq!(
        (lead.contact_kind, lead.contact.as_str()),
        ("phone", "+919876543210")
    );
    let lead = validate(&request("+91 9876543210")).unwrap();
    assert_eq!(lead.contact, "+919876543210");
    let lead = validate(&request("Guest@Example.IN")).unwrap();
    assert_eq!(
        (lead.contact_kind, lead.contact.as_str()),
        ("email", "guest@example.in")
    );
    assert_eq!(lead.purpose, LeadPurpose::First500);
    assert_eq!(lead.source, "exit_intent", "the default source");
}

#[test]
fn anything_else_gets_the_one_contact_message() {
    for bad in [
        "",
        "12345",
        "5876543210",
        "98765432101",
        "a@b",
        "x@@y.in",
        "not an email",
    ] {
        assert_eq!(
            fields(validate(&request(bad)))["contact"],
            contact_message(),
            "{bad:?}"
        );
    }
    let long = format!("{}@example.in", "a".repeat(100));
    assert_eq!(
        fields(validate(&request(&long)))["contact"],
        contact_message()
    );
}

#[test]
fn consent_must_be_given_and_the_purpose_known() {
    let mut r = request("9876543210");
    r.consent = Some(false);
    assert_eq!(fields(validate(&r))["consent"], consent_message());
    r.consent = None;
    assert_eq!(fields(validate(&r))["consent"], consent_message());
    let mut r = request("9876543210");
    r.purpose = Some("newsletter".into());
    assert_eq!(fields(validate(&r))["purpose"], purpose_message());
    r.purpose = None;
    assert_eq!(fields(validate(&r))["purpose"], purpose_message());
    let mut r = request("9876543210");
    r.purpose = Some("price_alert".into());
    r.property_id = Some(4);
    let lead = validate(&r).unwrap();
    assert_eq!(
        (lead.purpose, lead.property_id),
        (LeadPurpose::PriceAlert, Some(4))
    );
}

#[test]
fn every_wrong_field_is_named_at_once() {
    let r = LeadRequest {
        contact: Some("12".into()),
        purpose: Some("x".into()),
        consent: Some(false),
        property_id: Some(0),
        source: Some("Exit Intent\u{0}".into()),
    };
    let f = fields(validate(&r));
    let names: Vec<&str> = f.keys().map(String::as_str).collect();
    assert_eq!(
        names,
        ["consent", "contact", "propertyId", "purpose", "source"]
    );
}
