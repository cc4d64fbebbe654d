//! Schemas of the API document for text fields whose rule lives here in core, so the document
//! states exactly what the validation accepts.

use utoipa::openapi::schema::{Object, Type};

/// One character of JSON text the server keeps: no C0 or C1 control or DEL, but tab, line feed
/// and carriage return (what a textarea gives).
pub const TEXT_CHAR: &str = "[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]";

/// A character that is neither white space nor a control.
const VISIBLE_CHAR: &str = "[^\\s\\u0000-\\u001F\\u007F-\\u009F]";

/// Text of `TEXT_CHAR`s with at least one visible character (the rule reads it trimmed), at most
/// `max` characters long.
fn non_blank(max: usize) -> Object {
    let mut o = Object::with_type(Type::String);
    o.pattern = Some(format!("^{TEXT_CHAR}*{VISIBLE_CHAR}{TEXT_CHAR}*$"));
    o.max_length = Some(max);
    o
}

/// A reason staff must give (1–500 characters once trimmed).
pub fn required_reason() -> Object {
    non_blank(500)
}

/// What a photo shows (at most 200 characters).
pub fn photo_alt() -> Object {
    non_blank(200)
}

/// An owner's reply to a review: 2 to 1,000 characters once trimmed.
pub fn review_reply() -> Object {
    let mut o = Object::with_type(Type::String);
    o.pattern = Some(format!(
        "^{TEXT_CHAR}*{VISIBLE_CHAR}{TEXT_CHAR}*{VISIBLE_CHAR}{TEXT_CHAR}*$"
    ));
    o.max_length = Some(1000);
    o
}
