//! What the OpenAPI document states beyond the handlers' own annotations (the route table and
//! the document's title and tags are `router.rs`'s).

mod errors;
mod params;
mod text;

/// Adds the shared error answers, the shared parameters' rules and the text rule.
pub fn document(doc: &mut utoipa::openapi::OpenApi) {
    errors::document(doc);
    params::document(doc);
    text::document(doc);
}
