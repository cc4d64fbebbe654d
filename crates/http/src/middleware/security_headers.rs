//! The headers every response carries (docs/SECURITY.md): a Content-Security-Policy that allows
//! no inline script but the built shell's own (by hash), no framing, no MIME sniffing, a strict
//! referrer, a narrow Permissions-Policy, and HSTS when the public address is https. A payment
//! provider whose checkout runs in the browser (razorpay) adds its origins, and only then.

use std::sync::Arc;

use axum::extract::Request;
use axum::http::{header, HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use base64::Engine;
use escapes_core::payments::BrowserCheckout;
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
    /// `checkout` is the payment provider's browser checkout, if it has one.
    pub fn new(
        public_url: &str,
        map_tile_url: &str,
        shells: &[&str],
        checkout: Option<&BrowserCheckout>,
    ) -> Self {
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
        // The provider's origins come from its configuration, checked as URLs in core; each is
        // checked once more here, as every other source, so nothing else enters the policy.
        let provider = |pick: fn(&BrowserCheckout) -> &Vec<String>| {
            checkout
                .map(|c| {
                    pick(c)
                        .iter()
                        .filter_map(|o| origin_of(o))
                        .map(|o| format!(" {o}"))
                        .collect::<String>()
                })
                .unwrap_or_default()
        };
        let csp = format!(
            "default-src 'self'; script-src 'self'{scripts}{provider_scripts}; \
             style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:{tiles}; \
             font-src 'self' data:; connect-src 'self'{sockets}{provider_calls}; \
             frame-src 'self'{provider_frames}; worker-src 'self'; manifest-src 'self'; \
             object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
            scripts = hashes.iter().map(|h| format!(" {h}")).collect::<String>(),
            provider_scripts = provider(|c| &c.script_origins),
            sockets = socket_origin(public_url)
                .map(|o| format!(" {o}"))
                .unwrap_or_default(),
            provider_calls = provider(|c| &c.connect_origins),
            provider_frames = provider(|c| &c.frame_origins),
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
        let policy = SecurityHeaders::new("http://127.0.0.1:8080", "", &[html], None);
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
            None,
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

    /// Directive `name`'s sources in `csp`.
    fn directive<'a>(csp: &'a str, name: &str) -> Vec<&'a str> {
        csp.split(';')
            .map(str::trim)
            .find_map(|d| d.strip_prefix(name).filter(|rest| rest.starts_with(' ')))
            .map(|rest| rest.split_whitespace().collect())
            .unwrap_or_default()
    }

    #[test]
    fn the_card_checkout_is_allowed_only_when_its_provider_is_on() {
        let razorpay = BrowserCheckout {
            script_url: "https://checkout.razorpay.com/v1/checkout.js".into(),
            script_origins: vec!["https://checkout.razorpay.com".into()],
            frame_origins: vec![
                "https://checkout.razorpay.com".into(),
                "https://api.razorpay.com".into(),
            ],
            connect_origins: vec![
                "https://checkout.razorpay.com".into(),
                "https://api.razorpay.com".into(),
            ],
        };
        let on = SecurityHeaders::new("https://escapes.example.in", "", &[], Some(&razorpay));
        let csp = on.csp.to_str().unwrap();
        assert_eq!(
            directive(csp, "script-src"),
            ["'self'", "https://checkout.razorpay.com"],
            "{csp}"
        );
        assert_eq!(
            directive(csp, "frame-src"),
            [
                "'self'",
                "https://checkout.razorpay.com",
                "https://api.razorpay.com"
            ],
            "{csp}"
        );
        assert_eq!(
            directive(csp, "connect-src"),
            [
                "'self'",
                "wss://escapes.example.in",
                "https://checkout.razorpay.com",
                "https://api.razorpay.com"
            ],
            "{csp}"
        );
        assert!(csp.contains("frame-ancestors 'none'"), "{csp}");

        // The simulated provider (no browser checkout): no provider origin anywhere.
        let off = SecurityHeaders::new("https://escapes.example.in", "", &[], None);
        let csp = off.csp.to_str().unwrap();
        assert!(!csp.contains("razorpay"), "{csp}");
        assert_eq!(directive(csp, "script-src"), ["'self'"], "{csp}");
        assert_eq!(directive(csp, "frame-src"), ["'self'"], "{csp}");

        // An origin that is not one (a directive smuggled in) adds nothing.
        let smuggled = BrowserCheckout {
            script_origins: vec!["https://x.org; script-src *".into()],
            ..razorpay
        };
        let csp = SecurityHeaders::new("https://escapes.example.in", "", &[], Some(&smuggled))
            .csp
            .to_str()
            .unwrap()
            .to_string();
        assert_eq!(directive(&csp, "script-src"), ["'self'"], "{csp}");
    }
}
