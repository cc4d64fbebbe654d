//! States the text rule of `control_chars` in the OpenAPI document: every free-text string (one
//! without a format, an enum or a pattern of its own) and every object key refuses control
//! characters, so a client generated from the document, or a fuzzer reading it, knows what the
//! server will refuse. JSON text may hold tab, line feed and carriage return; queries and paths
//! none.

use crate::openapi_errors::operations;
use utoipa::openapi::schema::{AdditionalProperties, ArrayItems, Object, Schema, SchemaType, Type};
use utoipa::openapi::{OpenApi, RefOr};

/// No C0 or C1 control or DEL, but tab, LF and CR (JSON bodies).
pub const BODY_TEXT: &str = "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$";
/// No control at all (query and path parameters).
pub const PARAMETER_TEXT: &str = "^[^\\u0000-\\u001F\\u007F-\\u009F]*$";

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
                for content in body.content.values_mut() {
                    let content = match content {
                        RefOr::T(c) => c,
                        RefOr::Ref(_) => continue,
                    };
                    if let Some(schema) = content.schema.as_mut() {
                        walk_ref(schema, BODY_TEXT);
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
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn free_text_and_keys_carry_the_rule_but_formats_and_enums_do_not() {
        let doc = serde_json::to_value(crate::openapi()).unwrap();
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
}
