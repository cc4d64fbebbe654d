//! Control characters are refused at the door, in every JSON body and query string, before any
//! handler sees them: PostgreSQL cannot store a NUL byte in text (it answered 500), and no field
//! of ours means to hold one. Tab, line feed and carriage return stay allowed in JSON text
//! (descriptions and messages have lines); a query string has no use for any of them.

/// Whether `c` is refused in a JSON string (C0 and C1 controls and DEL, less tab, LF and CR).
fn refused_in_json(c: u32) -> bool {
    (c < 0x20 && !matches!(c, 0x09 | 0x0a | 0x0d)) || (0x7f..=0x9f).contains(&c)
}

fn hex4(bytes: &[u8]) -> Option<u32> {
    let text = std::str::from_utf8(bytes.get(..4)?).ok()?;
    u32::from_str_radix(text, 16).ok()
}

/// The key of the first JSON string that holds a refused control character, or `Some("")` when
/// that string is not under a key (a top-level string or one in a list of lists); `None` when
/// there is none. Works on the raw text, so it costs one pass and no allocation of the document;
/// the text need not be valid JSON (the parser judges that afterwards).
pub fn json_field_with_control(body: &[u8]) -> Option<String> {
    let mut i = 0;
    // The last object key seen, as raw text.
    let mut key: &[u8] = b"";
    while i < body.len() {
        if body[i] != b'"' {
            i += 1;
            continue;
        }
        // A string from i+1 to its closing quote.
        let start = i + 1;
        let mut j = start;
        let mut bad = false;
        while j < body.len() && body[j] != b'"' {
            match body[j] {
                b'\\' => {
                    match body.get(j + 1) {
                        Some(b'u') => {
                            if hex4(&body[(j + 2).min(body.len())..]).is_some_and(refused_in_json) {
                                bad = true;
                            }
                            j += 6;
                        }
                        Some(b'b' | b'f') => {
                            bad = true;
                            j += 2;
                        }
                        _ => j += 2,
                    }
                    continue;
                }
                // U+0080–U+009F in UTF-8.
                0xc2 if body.get(j + 1).is_some_and(|b| (0x80..=0x9f).contains(b)) => bad = true,
                b if b < 0x20 || b == 0x7f => bad = true,
                _ => {}
            }
            j += 1;
        }
        let end = j.min(body.len());
        let text = &body[start..end];
        // A key is a string followed by a colon.
        let mut k = end + 1;
        while k < body.len() && body[k].is_ascii_whitespace() {
            k += 1;
        }
        let is_key = body.get(k) == Some(&b':');
        if bad {
            let field = if is_key { text } else { key };
            return Some(String::from_utf8_lossy(field).into_owned());
        }
        if is_key {
            key = text;
        }
        i = end + 1;
    }
    None
}

/// Whether percent-decoding `text` (a path) gives a control character.
pub fn decodes_to_control(text: &str) -> bool {
    percent_encoding::percent_decode_str(text)
        .decode_utf8_lossy()
        .chars()
        .any(char::is_control)
}

/// The name of the first query parameter whose name or value decodes to a control character.
pub fn query_field_with_control(query: &str) -> Option<String> {
    form_urlencoded::parse(query.as_bytes())
        .find(|(name, value)| name.chars().chain(value.chars()).any(char::is_control))
        .map(|(name, _)| name.chars().filter(|c| !c.is_control()).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_names_the_field_of_an_escaped_or_raw_control() {
        assert_eq!(
            json_field_with_control(br#"{"content":"hi\u0000there"}"#).as_deref(),
            Some("content")
        );
        assert_eq!(
            json_field_with_control(br#"{"a":{"reason":"x\u001Fy"}}"#).as_deref(),
            Some("reason")
        );
        assert_eq!(
            json_field_with_control(br#"{"list":["ok","\b"]}"#).as_deref(),
            Some("list")
        );
        assert_eq!(
            json_field_with_control("{\"note\":\"a\u{85}b\"}".as_bytes()).as_deref(),
            Some("note")
        );
        assert_eq!(
            json_field_with_control(br#"{"bad\u0000key":1}"#).as_deref(),
            Some("bad\\u0000key")
        );
        assert_eq!(json_field_with_control(br#""\u0007""#).as_deref(), Some(""));
    }

    #[test]
    fn json_lets_lines_tabs_and_escaped_backslashes_through() {
        for ok in [
            br#"{"description":"Line one\nLine two\r\n\tIndented"}"#.as_slice(),
            br#"{"path":"C:\\u0000 is text, not a NUL"}"#,
            br#"{"quote":"She said \"hi\"","n":5,"list":[1,2]}"#,
            "{\"title\":\"Lake view ₹5,000 · తెలుగు\"}".as_bytes(),
            br#"{"unfinished":"\u00"#,
        ] {
            assert_eq!(
                json_field_with_control(ok),
                None,
                "{}",
                String::from_utf8_lossy(ok)
            );
        }
    }

    #[test]
    fn queries_name_the_parameter_with_a_control() {
        assert_eq!(query_field_with_control("q=ab%00c").as_deref(), Some("q"));
        assert_eq!(
            query_field_with_control("page=1&to=%0A").as_deref(),
            Some("to")
        );
        assert_eq!(query_field_with_control("q=%C2%85").as_deref(), Some("q"));
        assert_eq!(query_field_with_control("q%00=1").as_deref(), Some("q"));
        assert_eq!(query_field_with_control("q=lake+view&x=%E0%B0%A4"), None);
        assert_eq!(query_field_with_control("q=100%25&bad=%zz"), None);
        assert!(decodes_to_control("/api/v1/properties/al%00pha"));
        assert!(!decodes_to_control("/api/v1/properties/alpha-farm"));
    }
}
