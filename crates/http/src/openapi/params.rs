//! States in the OpenAPI document what the query parameters shared by many lists must be. Their
//! structs read every value as text, so a wrong one gets the field's own message instead of a
//! parser's; the document says what the validation in core accepts (whole numbers and their
//! ranges, dates, a console range), so a client generated from it, or a fuzzer reading it, sends
//! what the server takes.

use escapes_core::catalogue::{MAX_GUESTS, MAX_PAGE, MAX_PER_PAGE, MAX_PRICE_RUPEES};
use escapes_core::slots::BookingType;
use utoipa::openapi::path::ParameterIn;
use utoipa::openapi::schema::{KnownFormat, Schema, SchemaFormat, SchemaType, Type};
use utoipa::openapi::{OpenApi, RefOr};
use utoipa::PartialSchema;

use super::errors::operations;

fn whole_number(minimum: i64, maximum: i64) -> Schema {
    serde_json::from_value(serde_json::json!({
        "type": "integer", "minimum": minimum, "maximum": maximum,
    }))
    .expect("a valid schema")
}

fn date() -> Schema {
    let mut o = utoipa::openapi::schema::Object::with_type(Type::String);
    o.format = Some(SchemaFormat::KnownFormat(KnownFormat::Date));
    Schema::Object(o)
}

/// A console list's `range`: `[start,end]`, rows counted from 0.
fn console_range() -> Schema {
    serde_json::from_value(serde_json::json!({
        "type": "string", "pattern": "^\\[(0|[1-9][0-9]{0,8}),(0|[1-9][0-9]{0,8})\\]$",
    }))
    .expect("a valid schema")
}

/// The schema a shared query parameter has wherever it appears, if it is one of them.
fn shared(name: &str) -> Option<RefOr<Schema>> {
    let schema = match name {
        "page" => whole_number(1, i64::from(MAX_PAGE)),
        "perPage" => whole_number(1, i64::from(MAX_PER_PAGE)),
        "guests" => whole_number(1, i64::from(MAX_GUESTS)),
        "minPrice" | "maxPrice" => whole_number(0, MAX_PRICE_RUPEES),
        "from" | "to" | "checkIn" | "checkOut" => date(),
        "bookingType" => return Some(BookingType::schema()),
        _ => return None,
    };
    Some(RefOr::T(schema))
}

/// Whether a parameter's own schema is text: its struct then takes an empty value as absent.
fn read_as_text(schema: Option<&RefOr<Schema>>) -> bool {
    matches!(schema, Some(RefOr::T(Schema::Object(o)))
        if matches!(&o.schema_type, SchemaType::Type(Type::String))
            || matches!(&o.schema_type, SchemaType::Array(t) if t.contains(&Type::String)))
}

/// `schema`, or an empty value (which a parameter read as text takes as absent).
fn or_empty(schema: RefOr<Schema>) -> RefOr<Schema> {
    let empty: Schema =
        serde_json::from_value(serde_json::json!({ "type": "string", "maxLength": 0 }))
            .expect("a valid schema");
    let mut any_of = utoipa::openapi::schema::AnyOf::new();
    any_of.items = vec![schema, RefOr::T(empty)];
    RefOr::T(Schema::AnyOf(any_of))
}

pub fn document(doc: &mut OpenApi) {
    for (path, item) in doc.paths.paths.iter_mut() {
        // The dev outbox's `to` is a recipient, not a date.
        if path.starts_with("/api/dev/") {
            continue;
        }
        let console = path.starts_with("/api/v1/admin/");
        for op in operations(item) {
            for parameter in op.parameters.iter_mut().flatten() {
                let RefOr::T(p) = parameter else { continue };
                if !matches!(p.parameter_in, ParameterIn::Query) {
                    continue;
                }
                let schema = if console && p.name == "range" {
                    Some(RefOr::T(console_range()))
                } else {
                    shared(&p.name)
                };
                if let Some(schema) = schema {
                    p.schema = Some(if read_as_text(p.schema.as_ref()) {
                        or_empty(schema)
                    } else {
                        schema
                    });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    fn query_param(doc: &Value, path: &str, name: &str) -> Value {
        doc["paths"][path]["get"]["parameters"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == name)
            .unwrap_or_else(|| panic!("{path} has {name}"))["schema"]
            .clone()
    }

    #[test]
    fn shared_parameters_state_their_kind_and_range() {
        let doc = serde_json::to_value(crate::router::openapi()).unwrap();
        // Read as text, so an empty value (taken as absent) is also allowed.
        let page = query_param(&doc, "/api/v1/properties", "page");
        assert_eq!(page["anyOf"][0]["type"], "integer", "{page}");
        assert_eq!(page["anyOf"][0]["minimum"], 1);
        assert_eq!(page["anyOf"][0]["maximum"], 10_000);
        assert_eq!(page["anyOf"][1]["maxLength"], 0);
        let guests = query_param(&doc, "/api/v1/properties", "guests");
        assert_eq!(guests["anyOf"][0]["maximum"], 100, "{guests}");
        let check_in = query_param(&doc, "/api/v1/properties", "checkIn");
        assert_eq!(check_in["anyOf"][0]["format"], "date", "{check_in}");
        // Read as a number: an empty value is refused, so none is offered.
        let owner_page = query_param(&doc, "/api/v1/owner/bookings", "page");
        assert_eq!(owner_page["type"], "integer", "{owner_page}");
        assert_eq!(owner_page["minimum"], 1);
        let range = query_param(&doc, "/api/v1/admin/users", "range");
        assert!(range["anyOf"][0]["pattern"]
            .as_str()
            .unwrap()
            .starts_with("^\\["));
        // The dev outbox's `to` is an address, not a date.
        let to = query_param(&doc, "/api/dev/outbox", "to");
        assert!(to.to_string().find("date").is_none(), "{to}");
    }
}
