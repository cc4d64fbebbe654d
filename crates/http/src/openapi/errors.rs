//! The error answers every operation can give, added to the OpenAPI document from what each
//! operation takes, so the document lists every status a caller can meet (the handlers' own
//! annotations list the ones particular to them, such as 409 SLOT_TAKEN).

use utoipa::openapi::path::{Operation, PathItem};
use utoipa::openapi::{ContentBuilder, OpenApi, Ref, RefOr, Response, ResponseBuilder};

fn error(description: &str) -> RefOr<Response> {
    RefOr::T(
        ResponseBuilder::new()
            .description(description)
            .content(
                "application/json",
                ContentBuilder::new()
                    .schema(Some(Ref::from_schema_name("ErrorBody")))
                    .build(),
            )
            .build(),
    )
}

fn add(op: &mut Operation, status: &str, description: &str) {
    op.responses
        .responses
        .entry(status.to_string())
        .or_insert_with(|| error(description));
}

/// Every operation of a path (the passes over the document visit them alike).
pub(crate) fn operations(item: &mut PathItem) -> impl Iterator<Item = &mut Operation> {
    [
        item.get.as_mut(),
        item.post.as_mut(),
        item.put.as_mut(),
        item.patch.as_mut(),
        item.delete.as_mut(),
    ]
    .into_iter()
    .flatten()
}

pub fn document(doc: &mut OpenApi) {
    for (path, item) in doc.paths.paths.iter_mut() {
        let has_path_params = path.contains('{');
        let mutating = item.post.is_some()
            || item.put.is_some()
            || item.patch.is_some()
            || item.delete.is_some();
        for op in operations(item) {
            let has_params = op.parameters.as_ref().is_some_and(|p| !p.is_empty());
            let has_body = op.request_body.is_some();
            if has_params || has_body {
                add(
                    op,
                    "400",
                    "VALIDATION_FAILED: a field's message in `error.fields`",
                );
            }
            if has_body {
                add(op, "413", "PAYLOAD_TOO_LARGE: the body is over the limit");
                add(
                    op,
                    "415",
                    "UNSUPPORTED_MEDIA_TYPE: the body is not sent as JSON",
                );
            }
            if has_path_params {
                add(op, "404", "NOT_FOUND: no such resource, or not yours");
            }
            if mutating {
                add(
                    op,
                    "429",
                    "RATE_LIMITED: too many requests; see Retry-After",
                );
            }
        }
    }
}
