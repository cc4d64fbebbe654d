//! The headers every response carries (docs/SECURITY.md): a Content-Security-Policy that allows
//! no inline script but the built shell's own (by hash), no framing, no MIME sniffing, a strict
//! referrer, a narrow Permissions-Policy, and HSTS when the public address is https.

use std::sync::Arc;

use axum::extract::Request;
use axum::http::{header, HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use base64::Engine;
use sha2::{Digest, Sha256};

/// The header values, worked out once from the configuration and the built shells.
#[derive(Clone)]
pub struct SecurityHeaders {
    csp: HeaderValue,
    hsts: Option<HeaderValue>,
}

const PERMISSIONS_POLICY: &str =
    "camera=(), microphone=(), payment=(), usb=(), geolocation=(self), interest-cohort=()";

impl SecurityHeaders {
    /// `shells` are the HTML files the server hands out (web app, console); each inline script in
    /// them is allowed by its SHA-256, so the early-request script runs and nothing injected does.
    pub fn new(public_url: &str, map_tile_url: &str, shells: &[&str]) -> Self {
        let mut hashes: Vec<String> = shells
            .iter()
            .flat_map(|html| inline_scripts(html))
            .map(|body| {
                format!(
                    "'sha256-{}'",
                    base64::engine::general_purpose::STANDARD.encode(Sha256::digest(body))
                )
            })
            .collect();
        hashes.sort();
        hashes.dedup();
        let tiles = origin_of(map_tile_url)
            .map(|o| format!(" {o}"))
            .unwrap_or_default();
        let csp = format!(
            "default-src 'self'; script-src 'self'{scripts}; style-src 'self' 'unsafe-inline'; \
             img-src 'self' data: blob:{tiles}; font-src 'self' data:; connect-src 'self'{sockets}; \
             worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; \
             form-action 'self'; frame-ancestors 'none'",
            scripts = hashes.iter().map(|h| format!(" {h}")).collect::<String>(),
            sockets = socket_origin(public_url)
                .map(|o| format!(" {o}"))
                .unwrap_or_default(),
        );
        let hsts = public_url
            .starts_with("https://")
            .then(|| HeaderValue::from_static("max-age=31536000; includeSubDomains"));
        Self {
            csp: HeaderValue::from_str(&csp).expect("the policy is ASCII"),
            hsts,
        }
    }
}

/// The bodies of `<script>` elements without `src` that a browser would run (JSON data blocks
/// are not scripts and need no hash).
fn inline_scripts(html: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find("<script") {
        let after = &rest[start..];
        let Some(open_end) = after.find('>') else {
            break;
        };
        let attributes = &after["<script".len()..open_end];
        let body_and_rest = &after[open_end + 1..];
        let Some(close) = body_and_rest.find("</script>") else {
            break;
        };
        let runs = !attributes.contains("src=")
            && (!attributes.contains("type=")
                || attributes.contains("type=\"module\"")
                || attributes.contains("type=\"text/javascript\""));
        if runs && close > 0 {
            found.push(&body_and_rest[..close]);
        }
        rest = &body_and_rest[close + "</script>".len()..];
    }
    found
}

/// `scheme://host[:port]` of a URL template such as `https://{s}.tile.example.org/{z}/{x}/{y}.png`
/// (a `{s}` subdomain becomes `*`).
fn origin_of(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    if scheme != "https" && scheme != "http" {
        return None;
    }
    let host = rest.split('/').next()?.replace("{s}", "*");
    let valid = !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '*'));
    valid.then(|| format!("{scheme}://{host}"))
}

/// The WebSocket origin of the public address (older browsers do not count `ws:` as `'self'`).
fn socket_origin(public_url: &str) -> Option<String> {
    let origin = origin_of(public_url)?;
    Some(
        origin
            .replacen("https://", "wss://", 1)
            .replacen("http://", "ws://", 1),
    )
}

pub async fn add(
    axum::extract::State(headers): axum::extract::State<Arc<SecurityHeaders>>,
    req: Request,
    next: Next,
) -> Response {
    let mut res = next.run(req).await;
    let h = res.headers_mut();
    h.insert(header::CONTENT_SECURITY_POLICY, headers.csp.clone());
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    );
    h.insert(
        HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static(PERMISSIONS_POLICY),
    );
    if let Some(hsts) = &headers.hsts {
        h.insert(header::STRICT_TRANSPORT_SECURITY, hsts.clone());
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_runnable_inline_scripts_are_hashed() {
        let html = r#"<head><script type="module" src="/assets/a.js"></script>
            <script>boot()</script><script type="application/json">{"a":1}</script>
            <script type="application/ld+json">{}</script></head>"#;
        assert_eq!(inline_scripts(html), vec!["boot()"]);
        let policy = SecurityHeaders::new("http://127.0.0.1:8080", "", &[html]);
        let csp = policy.csp.to_str().unwrap();
        let expected = base64::engine::general_purpose::STANDARD.encode(Sha256::digest("boot()"));
        assert!(
            csp.contains(&format!("script-src 'self' 'sha256-{expected}';")),
            "{csp}"
        );
        assert!(
            !csp.contains("unsafe-inline';  script")
                && !csp.contains("script-src 'self' 'unsafe-inline'")
        );
        assert!(
            csp.contains("connect-src 'self' ws://127.0.0.1:8080;"),
            "{csp}"
        );
        assert!(policy.hsts.is_none());
    }

    #[test]
    fn tile_hosts_and_https_are_taken_from_the_configuration() {
        let policy = SecurityHeaders::new(
            "https://escapes.example.in",
            "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
            &[],
        );
        let csp = policy.csp.to_str().unwrap();
        assert!(
            csp.contains("img-src 'self' data: blob: https://*.tile.openstreetmap.org;"),
            "{csp}"
        );
        assert!(csp.contains("wss://escapes.example.in"), "{csp}");
        assert!(policy.hsts.is_some());
        // A template that is not a plain URL adds nothing.
        assert_eq!(origin_of("javascript:alert(1)"), None);
        assert_eq!(origin_of("https://evil.org; script-src *"), None);
    }
}
