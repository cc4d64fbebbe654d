//! States the text rule of `control_chars` in the OpenAPI document: every free-text string (one
//! without a format, an enum or a pattern of its own) and every object key refuses control
//! characters, so a client generated from the document, or a fuzzer reading it, knows what the
//! server will refuse. JSON text may hold tab, line feed and carriage return; queries and paths
//! none.
//!
//! The rule holds for a whole body, fields the operation does not read included (the server
//! scans a body before it parses it, and ignores fields it does not know): every JSON body's
//! schema says so through [`EXTRA_FIELDS`], any JSON value without a control character.

use super::errors::operations;
use utoipa::openapi::schema::{AdditionalProperties, ArrayItems, Object, Schema, SchemaType, Type};
use utoipa::openapi::{OpenApi, RefOr};

/// No C0 or C1 control or DEL, but tab, LF and CR (JSON bodies).
pub const BODY_TEXT: &str = "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$";
/// No control at all (query and path parameters).
pub const PARAMETER_TEXT: &str = "^[^\\u0000-\\u001F\\u007F-\\u009F]*$";

/// The component naming any JSON value whose strings and keys hold no control character.
pub const EXTRA_FIELDS: &str = "JsonWithoutControls";

fn extra_fields_schema() -> Schema {
    let any = format!("#/components/schemas/{EXTRA_FIELDS}");
    let text = serde_json::json!({ "type": "string", "pattern": BODY_TEXT });
    serde_json::from_value(serde_json::json!({
        "description": "Any JSON value whose strings and object keys hold no control character.",
        "anyOf": [
            { "type": "null" },
            { "type": "boolean" },
            { "type": "number" },
            text,
            { "type": "array", "items": { "$ref": any } },
            { "type": "object", "propertyNames": text, "additionalProperties": { "$ref": any } },
        ]
    }))
    .expect("a valid schema")
}

/// A JSON body object as the server reads it: the operation's own fields, plus any other field
/// (ignored) as long as it holds no control character.
fn with_extra_fields(body: RefOr<Schema>) -> RefOr<Schema> {
    let extras: Schema = serde_json::from_value(serde_json::json!({
        "type": "object",
        "propertyNames": { "type": "string", "pattern": BODY_TEXT },
        "additionalProperties": { "$ref": format!("#/components/schemas/{EXTRA_FIELDS}") },
    }))
    .expect("a valid schema");
    let mut all = utoipa::openapi::schema::AllOf::new();
    all.items = vec![body, RefOr::T(extras)];
    RefOr::T(Schema::AllOf(all))
}

/// Whether a body schema is an object the server parses as JSON fields (a reference to a named
/// struct, or an inline object).
fn is_object_body(schema: &RefOr<Schema>, doc_schemas: &[String]) -> bool {
    match schema {
        RefOr::Ref(r) => doc_schemas
            .iter()
            .any(|name| r.ref_location.ends_with(&format!("/{name}"))),
        RefOr::T(Schema::Object(o)) => {
            matches!(o.schema_type, SchemaType::Type(Type::Object)) || !o.properties.is_empty()
        }
        _ => false,
    }
}

/// Gives a JSON body (or each object a `oneOf` body may be, such as an optional one) its extra
/// fields.
fn allow_extra_fields(schema: &mut RefOr<Schema>, object_schemas: &[String]) {
    if let RefOr::T(Schema::OneOf(one_of)) = schema {
        for item in one_of.items.iter_mut() {
            allow_extra_fields(item, object_schemas);
        }
    } else if is_object_body(schema, object_schemas) {
        let body = std::mem::replace(schema, RefOr::T(Schema::default()));
        *schema = with_extra_fields(body);
    }
}

fn is_string(t: &SchemaType) -> bool {
    match t {
        SchemaType::Type(Type::String) => true,
        SchemaType::Array(types) => types.contains(&Type::String),
        _ => false,
    }
}

fn text_object(pattern: &str) -> Object {
    let mut o = Object::with_type(Type::String);
    o.pattern = Some(pattern.to_string());
    o
}

fn walk_ref(schema: &mut RefOr<Schema>, pattern: &str) {
    if let RefOr::T(s) = schema {
        walk(s, pattern);
    }
}

fn walk(schema: &mut Schema, pattern: &str) {
    match schema {
        Schema::Object(o) => {
            if is_string(&o.schema_type)
                && o.pattern.is_none()
                && o.format.is_none()
                && o.enum_values.is_none()
            {
                o.pattern = Some(pattern.to_string());
            }
            let is_object = matches!(o.schema_type, SchemaType::Type(Type::Object))
                || !o.properties.is_empty()
                || o.additional_properties.is_some();
            if is_object && o.property_names.is_none() {
                o.property_names = Some(Box::new(Schema::Object(text_object(BODY_TEXT))));
            }
            for property in o.properties.values_mut() {
                walk_ref(property, pattern);
            }
            if let Some(AdditionalProperties::RefOr(r)) = o.additional_properties.as_deref_mut() {
                walk_ref(r, pattern);
            }
        }
        Schema::Array(a) => {
            if let ArrayItems::RefOrSchema(items) = &mut a.items {
                walk_ref(items, pattern);
            }
        }
        Schema::OneOf(x) => x.items.iter_mut().for_each(|i| walk_ref(i, pattern)),
        Schema::AllOf(x) => x.items.iter_mut().for_each(|i| walk_ref(i, pattern)),
        Schema::AnyOf(x) => x.items.iter_mut().for_each(|i| walk_ref(i, pattern)),
        _ => {}
    }
}

pub fn document(doc: &mut OpenApi) {
    let object_schemas: Vec<String> = doc
        .components
        .iter()
        .flat_map(|c| c.schemas.iter())
        .filter(|(_, s)| is_object_body(s, &[]))
        .map(|(name, _)| name.clone())
        .collect();
    for item in doc.paths.paths.values_mut() {
        for op in operations(item) {
            for parameter in op.parameters.iter_mut().flatten() {
                if let RefOr::T(p) = parameter {
                    if let Some(schema) = p.schema.as_mut() {
                        walk_ref(schema, PARAMETER_TEXT);
                    }
                }
            }
            if let Some(RefOr::T(body)) = op.request_body.as_mut() {
                for (media_type, content) in body.content.iter_mut() {
                    let json = media_type.starts_with("application/json");
                    let content = match content {
                        RefOr::T(c) => c,
                        RefOr::Ref(_) => continue,
                    };
                    if let Some(schema) = content.schema.as_mut() {
                        walk_ref(schema, BODY_TEXT);
                        if json {
                            allow_extra_fields(schema, &object_schemas);
                        }
                    }
                }
            }
        }
    }
    // Shared by requests and responses: what the server sends never holds a control either.
    if let Some(components) = doc.components.as_mut() {
        for schema in components.schemas.values_mut() {
            walk_ref(schema, BODY_TEXT);
        }
        components
            .schemas
            .insert(EXTRA_FIELDS.to_string(), RefOr::T(extra_fields_schema()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn free_text_and_keys_carry_the_rule_but_formats_and_enums_do_not() {
        let doc = serde_json::to_value(crate::router::openapi()).unwrap();
        let q = doc["paths"]["/api/v1/search/suggestions"]["get"]["parameters"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == "q")
            .unwrap()
            .clone();
        assert_eq!(q["schema"]["pattern"], PARAMETER_TEXT);
        let schemas = &doc["components"]["schemas"];
        let message = &schemas["SendMessage"];
        assert_eq!(
            message["properties"]["content"]["pattern"], BODY_TEXT,
            "{message}"
        );
        assert_eq!(message["propertyNames"]["pattern"], BODY_TEXT);
        // An id (integer) and an enum get no text pattern.
        let quote = &schemas["QuoteRequest"]["properties"];
        assert!(quote["guests"]["pattern"].is_null(), "{quote}");
        assert!(schemas["BookingType"]["pattern"].is_null());
    }

    #[test]
    fn json_bodies_admit_other_fields_without_controls() {
        let doc = serde_json::to_value(crate::router::openapi()).unwrap();
        let body = &doc["paths"]["/api/v1/messages"]["post"]["requestBody"]["content"]
            ["application/json"]["schema"];
        assert_eq!(
            body["allOf"][0]["$ref"], "#/components/schemas/SendMessage",
            "{body}"
        );
        let extras = &body["allOf"][1];
        assert_eq!(extras["propertyNames"]["pattern"], BODY_TEXT);
        assert_eq!(
            extras["additionalProperties"]["$ref"],
            format!("#/components/schemas/{EXTRA_FIELDS}")
        );
        let any = &doc["components"]["schemas"][EXTRA_FIELDS];
        let kinds = any["anyOf"].as_array().unwrap();
        assert!(
            kinds
                .iter()
                .any(|k| k["type"] == "string" && k["pattern"] == BODY_TEXT),
            "{any}"
        );
        // A photo upload is multipart, not JSON fields.
        let photo = &doc["paths"]["/api/v1/owner/properties/{id}/photos"]["post"]["requestBody"]
            ["content"]["multipart/form-data"]["schema"];
        assert!(photo["allOf"].is_null(), "{photo}");
    }
}
