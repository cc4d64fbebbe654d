//! Fetching calendar import links without reaching our own network: a link whose host is (or
//! resolves to) a loopback, private, link-local, unique-local or unspecified address is refused
//! before any request, and the client used afterwards resolves names to public addresses only
//! and follows no redirect to a private IP, so neither a redirect nor DNS changing its answer
//! (rebinding) gets past the first check. It uses no proxy either (`HTTP_PROXY` and the like are
//! ignored): a proxy would resolve names, and follow redirects, where these checks cannot see.
//! Tests and a local end-to-end run turn the guard off.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;

use super::ical::{self, ImportedInterval};
use crate::error::CoreError;

fn private_host() -> CoreError {
    CoreError::field("url", refusal!("err-h-ical-private"))
}

/// Whether `ip` is an address on the public internet: not loopback, private (RFC 1918), shared
/// (RFC 6598), link-local, unique-local, unspecified, broadcast or multicast. IPv6 forms of an
/// IPv4 address (mapped, NAT64) are judged by the IPv4 address.
pub fn is_public_address(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public_v4(v4);
            }
            let s = v6.segments();
            // 64:ff9b::/96, NAT64: the last 32 bits are the IPv4 address reached.
            if s[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
                let [a, b] = s[6].to_be_bytes();
                let [c, d] = s[7].to_be_bytes();
                return is_public_v4(Ipv4Addr::new(a, b, c, d));
            }
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                // fc00::/7, unique-local.
                || (s[0] & 0xfe00) == 0xfc00
                // fe80::/10, link-local.
                || (s[0] & 0xffc0) == 0xfe80
                // ::a.b.c.d, the deprecated IPv4-compatible form.
                || v6.to_ipv4().is_some_and(|v4| !is_public_v4(v4)))
        }
    }
}

fn is_public_v4(v4: Ipv4Addr) -> bool {
    let [a, b, ..] = v4.octets();
    !(v4.is_loopback()
        || v4.is_private()
        || v4.is_link_local()
        || v4.is_unspecified()
        || v4.is_broadcast()
        || v4.is_multicast()
        // 0.0.0.0/8, "this network".
        || a == 0
        // 100.64.0.0/10, carrier-grade NAT.
        || (a == 100 && (b & 0xc0) == 64))
}

/// The IP address a URL's host is written as, if it is one (`[::1]` included).
fn literal_address(host: &str) -> Option<IpAddr> {
    host.trim_start_matches('[')
        .trim_end_matches(']')
        .parse()
        .ok()
}

/// Resolves names to their public addresses only, so neither a redirect to a private name nor
/// DNS changing its answer after our check (rebinding) reaches the private network.
struct PublicOnlyResolver;

impl reqwest::dns::Resolve for PublicOnlyResolver {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let host = name.as_str().to_string();
        Box::pin(async move {
            let addresses: Vec<SocketAddr> = tokio::net::lookup_host((host.as_str(), 0))
                .await?
                .filter(|a| is_public_address(a.ip()))
                .collect();
            if addresses.is_empty() {
                return Err(format!("{host} has no public address").into());
            }
            Ok(Box::new(addresses.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

/// `ical::import_client`'s settings, plus the guard: the public-only resolver, and redirects to
/// a private IP address (which need no resolving) are not followed.
fn guarded_client() -> Result<reqwest::Client, CoreError> {
    let redirects = reqwest::redirect::Policy::custom(|attempt| {
        let private = attempt
            .url()
            .host_str()
            .and_then(literal_address)
            .is_some_and(|ip| !is_public_address(ip));
        if private {
            attempt.stop()
        } else {
            reqwest::redirect::Policy::limited(ical::MAX_REDIRECTS).redirect(attempt)
        }
    });
    reqwest::Client::builder()
        .redirect(redirects)
        .dns_resolver(Arc::new(PublicOnlyResolver))
        // Every hop is resolved and checked here, never by an egress proxy.
        .no_proxy()
        .connect_timeout(ical::FETCH_TIMEOUT)
        .user_agent(concat!(
            "HyderabadEscapes-CalendarSync/",
            env!("CARGO_PKG_VERSION")
        ))
        .build()
        .map_err(|e| CoreError::Internal(anyhow::anyhow!("calendar import client: {e}")))
}

/// Fetches import links with one shared client; refuses private hosts unless told not to.
#[derive(Clone)]
pub struct ImportFetcher {
    allow_private_hosts: bool,
    /// `None` only if the TLS setup failed at start (then every fetch says so).
    client: Option<reqwest::Client>,
}

impl ImportFetcher {
    pub fn new(allow_private_hosts: bool) -> Self {
        let client = if allow_private_hosts {
            ical::import_client()
        } else {
            guarded_client()
        };
        let client = client
            .inspect_err(|e| tracing::error!(error = %e, "calendar import client"))
            .ok();
        Self {
            allow_private_hosts,
            client,
        }
    }

    /// 400 on `url` when the link's host is (or resolves to) a private address. A name that does
    /// not resolve is left to the fetch, which reports it unreachable.
    async fn check_host(&self, url: &str) -> Result<(), CoreError> {
        if self.allow_private_hosts {
            return Ok(());
        }
        let parsed = reqwest::Url::parse(url)
            .map_err(|_| CoreError::field("url", refusal!("err-h-ical-not-link")))?;
        let host = parsed
            .host_str()
            .ok_or_else(|| CoreError::field("url", refusal!("err-h-ical-no-host")))?;
        let port = parsed.port_or_known_default().unwrap_or(443);
        let addresses: Vec<IpAddr> = match literal_address(host) {
            Some(ip) => vec![ip],
            None => match tokio::time::timeout(
                ical::FETCH_TIMEOUT,
                tokio::net::lookup_host((host, port)),
            )
            .await
            {
                Ok(Ok(found)) => found.map(|a| a.ip()).collect(),
                _ => return Ok(()),
            },
        };
        if addresses.iter().any(|ip| !is_public_address(*ip)) {
            return Err(private_host());
        }
        Ok(())
    }

    /// The intervals the calendar at `url` holds (as `ical::fetch_import` reads them).
    pub async fn fetch(&self, url: &str, now: i64) -> Result<Vec<ImportedInterval>, CoreError> {
        let url = ical::normalise_import_url(url)?;
        self.check_host(&url).await?;
        let client = self.client.as_ref().ok_or_else(|| {
            CoreError::Internal(anyhow::anyhow!("the calendar import client did not start"))
        })?;
        ical::fetch_import(client, &url, now).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv6Addr;

    #[test]
    fn private_and_local_addresses_are_not_public() {
        for private in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "169.254.169.254",
            "0.0.0.0",
            "100.64.0.1",
            "255.255.255.255",
            "::1",
            "::",
            "fe80::1",
            "fd00::1",
            "fc00::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "64:ff9b::a9fe:a9fe",
        ] {
            let ip: IpAddr = private.parse().unwrap();
            assert!(!is_public_address(ip), "{private}");
        }
        for public in [
            "8.8.8.8",
            "172.32.0.1",
            "100.128.0.1",
            "2606:4700::1111",
            "::ffff:1.1.1.1",
        ] {
            let ip: IpAddr = public.parse().unwrap();
            assert!(is_public_address(ip), "{public}");
        }
        assert_eq!(
            literal_address("[::1]"),
            Some(IpAddr::V6(Ipv6Addr::LOCALHOST))
        );
        assert_eq!(literal_address("calendar.google.com"), None);
    }

    #[tokio::test]
    async fn the_guard_refuses_local_links_before_any_request() {
        let guarded = ImportFetcher::new(false);
        for url in [
            "http://127.0.0.1:9/x.ics",
            "http://localhost:9/x.ics",
            "http://[::1]:9/x.ics",
            "http://169.254.169.254/latest/meta-data",
            "webcal://10.0.0.1/x.ics",
            "http://2130706433/x.ics",
        ] {
            match guarded.fetch(url, 0).await {
                Err(CoreError::Validation { fields, .. }) => {
                    assert!(
                        fields["url"].to_string().contains("public calendar link"),
                        "{url}"
                    )
                }
                other => panic!("{url}: {other:?}"),
            }
        }
        // Allowed, the same link is fetched (and, nothing listening there, unreachable).
        let open = ImportFetcher::new(true);
        match open.fetch("http://127.0.0.1:9/x.ics", 0).await {
            Err(CoreError::Unprocessable { code, .. }) => assert_eq!(code, "ICAL_UNREACHABLE"),
            other => panic!("{other:?}"),
        }
    }

    /// Past the first check: a link that redirects to a private address, by IP or by name, is
    /// not followed by the guarded client, while the plain one follows both.
    #[tokio::test]
    async fn the_guarded_client_follows_no_redirect_into_the_private_network() {
        use axum::response::Redirect;
        use axum::routing::get;

        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind a local port");
        let port = listener.local_addr().expect("address").port();
        let app = axum::Router::new()
            .route(
                "/good.ics",
                get(|| async {
                    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\n\
                     DTSTART:20261224T033000Z\r\nDTEND:20261224T153000Z\r\nEND:VEVENT\r\n\
                     END:VCALENDAR\r\n"
                }),
            )
            .route(
                "/to-literal",
                get(move || async move {
                    Redirect::temporary(&format!("http://127.0.0.1:{port}/good.ics"))
                }),
            )
            .route(
                "/to-name",
                get(move || async move {
                    Redirect::temporary(&format!("http://localhost:{port}/good.ics"))
                }),
            );
        tokio::spawn(async move { axum::serve(listener, app).await });
        let now = 1_796_083_200; // 2026-12-01
        let base = format!("http://127.0.0.1:{port}");

        let plain = ical::import_client().expect("client");
        for path in ["/to-literal", "/to-name"] {
            let intervals = ical::fetch_import(&plain, &format!("{base}{path}"), now)
                .await
                .unwrap_or_else(|e| panic!("{path}: {e}"));
            assert_eq!(intervals.len(), 1, "{path}");
        }

        let guarded = guarded_client().expect("client");
        let error = ical::fetch_import(&guarded, &format!("{base}/to-literal"), now)
            .await
            .expect_err("a redirect to 127.0.0.1 is not followed");
        assert_eq!(error.to_string(), "The calendar link answered 307.");
        let error = ical::fetch_import(&guarded, &format!("{base}/to-name"), now)
            .await
            .expect_err("localhost does not resolve for the guarded client");
        assert_eq!(error.to_string(), "The calendar link could not be reached.");
    }

    /// Behind an egress proxy (`HTTP_PROXY`), the guarded client still resolves and checks every
    /// hop itself: the proxy, which would follow a redirect to `localhost`, is never asked. The
    /// test runs itself again in a process of its own with the proxy settings (the environment is
    /// the whole process's); that run only fetches.
    #[tokio::test]
    async fn the_guarded_client_uses_no_proxy_from_the_environment() {
        use std::io::{Read, Write};
        use std::sync::atomic::{AtomicUsize, Ordering};

        if std::env::var_os("ESCAPES_PROXY_CHECK").is_some() {
            let guarded = guarded_client().expect("client");
            let got =
                ical::fetch_import(&guarded, "http://calendar.invalid/x.ics", 1_796_083_200).await;
            assert!(got.is_err(), "fetched through the proxy: {got:?}");
            return;
        }

        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind a local port");
        let port = listener.local_addr().expect("address").port();
        let asked = Arc::new(AtomicUsize::new(0));
        let seen = asked.clone();
        // A proxy that sends the first request to `localhost` and serves a calendar there.
        std::thread::spawn(move || {
            for mut socket in listener.incoming().flatten() {
                seen.fetch_add(1, Ordering::SeqCst);
                let mut buf = vec![0u8; 4096];
                let n = socket.read(&mut buf).unwrap_or(0);
                let request = String::from_utf8_lossy(&buf[..n]).to_string();
                let answer = if request.contains("localhost") {
                    let body = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\n\
                                DTSTART:20261224T033000Z\r\nDTEND:20261224T153000Z\r\n\
                                END:VEVENT\r\nEND:VCALENDAR\r\n";
                    format!(
                        "HTTP/1.1 200 OK\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                        body.len()
                    )
                } else {
                    "HTTP/1.1 302 Found\r\nLocation: http://localhost:9/x.ics\r\n\
                     Content-Length: 0\r\nConnection: close\r\n\r\n"
                        .to_string()
                };
                let _ = socket.write_all(answer.as_bytes());
            }
        });
        let proxy = format!("http://127.0.0.1:{port}");
        let child = tokio::task::spawn_blocking(move || {
            std::process::Command::new(std::env::current_exe().expect("test binary"))
                .args([
                    "--exact",
                    "listings::import_fetch::tests::the_guarded_client_uses_no_proxy_from_the_environment",
                    "--test-threads=1",
                ])
                .env("ESCAPES_PROXY_CHECK", "1")
                .env("HTTP_PROXY", &proxy)
                .env("http_proxy", &proxy)
                .env("ALL_PROXY", &proxy)
                .env_remove("NO_PROXY")
                .env_remove("no_proxy")
                .output()
                .expect("run the child")
        })
        .await
        .expect("child");
        let said = format!(
            "{}{}",
            String::from_utf8_lossy(&child.stdout),
            String::from_utf8_lossy(&child.stderr)
        );
        assert!(child.status.success(), "{said}");
        assert!(said.contains("1 passed"), "the child ran nothing: {said}");
        assert_eq!(asked.load(Ordering::SeqCst), 0, "the proxy was asked");
    }
}
