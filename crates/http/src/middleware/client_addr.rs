//! Whose request this is, for the per-address limits: the socket's peer, or, when that peer is a
//! reverse proxy named in `--trusted-proxies`, the right-most address in `Forwarded` (else
//! `X-Forwarded-For`) that is not itself a trusted proxy. Anything left of that hop was written
//! by the client and could be anything, so it is never read.

use std::net::IpAddr;

use axum::http::HeaderMap;
use ipnet::IpNet;

/// The networks whose forwarding headers are believed (empty: none, the default).
#[derive(Debug, Clone, Default)]
pub struct TrustedProxies(Vec<IpNet>);

impl TrustedProxies {
    /// From a comma-separated list of CIDRs or single addresses ("10.0.0.0/8, 127.0.0.1").
    pub fn parse(list: &str) -> Result<Self, String> {
        let mut nets = Vec::new();
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let net = item
                .parse::<IpNet>()
                .or_else(|_| item.parse::<IpAddr>().map(IpNet::from))
                .map_err(|_| format!("\"{item}\" is not an IP address or CIDR network"))?;
            nets.push(net);
        }
        Ok(Self(nets))
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether connections from `peer` come through one of the trusted proxies.
    pub fn trusts_peer(&self, peer: IpAddr) -> bool {
        self.trusts(peer)
    }

    fn trusts(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        self.0.iter().any(|net| net.contains(&ip))
    }

    /// The client's address for a request that reached us from `peer`.
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        if !self.trusts(peer) {
            return canonical(peer);
        }
        let hops = forwarded_for(headers).unwrap_or_else(|| x_forwarded_for(headers));
        let mut nearest = canonical(peer);
        for hop in hops.iter().rev() {
            // A hop a trusted proxy wrote but that is not an address ("unknown", an obfuscated
            // name): the nearest address we know is as far as we can see.
            let Some(ip) = hop.map(canonical) else {
                return nearest;
            };
            if !self.trusts(ip) {
                return ip;
            }
            nearest = ip;
        }
        nearest
    }
}

/// An IPv4 address written as IPv6 (`::ffff:a.b.c.d`, as dual-stack sockets report it) is the
/// IPv4 address, so one client has one key and `127.0.0.1/8` matches it.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6
            .to_ipv4_mapped()
            .map(IpAddr::V4)
            .unwrap_or(IpAddr::V6(v6)),
        v4 => v4,
    }
}

/// The `for=` parameters of every `Forwarded` header, in order (RFC 7239); None without one.
fn forwarded_for(headers: &HeaderMap) -> Option<Vec<Option<IpAddr>>> {
    let mut hops = Vec::new();
    let mut any = false;
    for value in headers.get_all("forwarded") {
        any = true;
        let Ok(value) = value.to_str() else {
            hops.push(None);
            continue;
        };
        for element in value.split(',') {
            let node = element.split(';').find_map(|pair| {
                let (name, value) = pair.trim().split_once('=')?;
                name.trim()
                    .eq_ignore_ascii_case("for")
                    .then(|| value.trim().trim_matches('"'))
            });
            hops.push(node.and_then(node_address));
        }
    }
    any.then_some(hops)
}

fn x_forwarded_for(headers: &HeaderMap) -> Vec<Option<IpAddr>> {
    headers
        .get_all("x-forwarded-for")
        .iter()
        .flat_map(|v| {
            v.to_str()
                .map(|s| s.split(',').map(|h| node_address(h.trim())).collect())
                .unwrap_or_else(|_| vec![None])
        })
        .collect()
}

/// The address in a node: `192.0.2.1`, `192.0.2.1:4711`, `[2001:db8::1]:4711` or `2001:db8::1`.
fn node_address(node: &str) -> Option<IpAddr> {
    if let Ok(ip) = node.parse::<IpAddr>() {
        return Some(ip);
    }
    if let Some(rest) = node.strip_prefix('[') {
        return rest.split_once(']')?.0.parse().ok();
    }
    let (host, port) = node.rsplit_once(':')?;
    port.parse::<u16>().ok()?;
    host.parse::<std::net::Ipv4Addr>().ok().map(IpAddr::V4)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (name, value) in pairs {
            h.append(*name, value.parse().unwrap());
        }
        h
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn without_trusted_proxies_the_headers_are_ignored() {
        let none = TrustedProxies::default();
        let h = headers(&[("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(none.client(ip("198.51.100.7"), &h), ip("198.51.100.7"));
    }

    #[test]
    fn the_right_most_untrusted_hop_is_the_client() {
        let proxies = TrustedProxies::parse("10.0.0.0/8, 127.0.0.1").unwrap();
        // The client forged a first entry; the proxies appended the real ones.
        let h = headers(&[("x-forwarded-for", "1.2.3.4, 203.0.113.9, 10.0.0.2")]);
        assert_eq!(proxies.client(ip("127.0.0.1"), &h), ip("203.0.113.9"));
        // Several headers are one list.
        let h = headers(&[
            ("x-forwarded-for", "1.2.3.4"),
            ("x-forwarded-for", "203.0.113.10"),
        ]);
        assert_eq!(proxies.client(ip("10.1.1.1"), &h), ip("203.0.113.10"));
        // A request straight from an untrusted peer is that peer, whatever it claims.
        assert_eq!(proxies.client(ip("198.51.100.7"), &h), ip("198.51.100.7"));
        // A trusted peer that forwarded nothing is the client.
        assert_eq!(
            proxies.client(ip("::ffff:127.0.0.1"), &HeaderMap::new()),
            ip("127.0.0.1")
        );
    }

    #[test]
    fn forwarded_wins_over_x_forwarded_for_and_ports_and_brackets_are_read() {
        let proxies = TrustedProxies::parse("127.0.0.1/32,::1").unwrap();
        let h = headers(&[
            ("x-forwarded-for", "9.9.9.9"),
            (
                "forwarded",
                "for=1.2.3.4, for=\"[2001:db8::7]:4711\";proto=https, for=127.0.0.1:80",
            ),
        ]);
        assert_eq!(proxies.client(ip("::1"), &h), ip("2001:db8::7"));
        let h = headers(&[("forwarded", "for=unknown")]);
        assert_eq!(proxies.client(ip("127.0.0.1"), &h), ip("127.0.0.1"));
    }

    #[test]
    fn bad_lists_are_refused_with_the_item() {
        assert_eq!(
            TrustedProxies::parse("10.0.0.0/8,proxy.local").unwrap_err(),
            "\"proxy.local\" is not an IP address or CIDR network"
        );
        assert!(TrustedProxies::parse("").unwrap().is_empty());
    }
}
