//! The accept loop, so slow or greedy clients cannot starve the server: a client must send a
//! request's headers within `header_read_timeout`, a connection on which no byte moves either
//! way for `idle_timeout` is closed, and one address holds at most `per_address` connections
//! (the next ones are closed at once). Before this, 1,100 connections sending their headers a
//! line at a time used up the process's file descriptors and `/healthz` stopped answering.

use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::time::{Instant, Sleep};

use crate::middleware::client_addr::TrustedProxies;

/// How long clients may take and how many connections one address may hold.
#[derive(Debug, Clone)]
pub struct ConnectionLimits {
    /// From the moment the server waits for a request (a new connection, or the previous answer
    /// sent) until its headers are complete. Also how long an idle keep-alive connection stays.
    pub header_read_timeout: Duration,
    /// No byte read or written for this long closes the connection (a stalled body upload, a
    /// client that stopped reading, a silent websocket). Longer than any request takes to answer
    /// and than the realtime pings (25 s).
    pub idle_timeout: Duration,
    /// Open connections per client address (an IPv6 client counts by its /64). Trusted proxies
    /// are not counted: every client behind them shares their address.
    pub per_address: usize,
}

impl Default for ConnectionLimits {
    fn default() -> Self {
        Self {
            header_read_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(60),
            per_address: 64,
        }
    }
}

/// Serves `app` on `listener` until `shutdown` completes, then lets open requests finish. Each
/// request carries `ConnectInfo<SocketAddr>` as `into_make_service_with_connect_info` would.
pub async fn serve_connections(
    listener: TcpListener,
    app: Router,
    limits: ConnectionLimits,
    trusted: TrustedProxies,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    let counts = Counts::default();
    // Dropped when shutdown starts: connections see it and close after their current answer.
    let (stop_tx, stop_rx) = tokio::sync::watch::channel(());
    tokio::spawn(async move {
        shutdown.await;
        drop(stop_rx);
    });
    // Every connection task holds a receiver; `closed()` resolves when the last one ends.
    let (done_tx, done_rx) = tokio::sync::watch::channel(());
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    accept_failed(e).await;
                    continue;
                }
            },
            _ = stop_tx.closed() => break,
        };
        let slot = if trusted.trusts_peer(peer.ip()) {
            None
        } else {
            match counts.take(peer.ip(), limits.per_address) {
                Some(slot) => Some(slot),
                None => {
                    tracing::debug!(%peer, "connection refused: too many from this address");
                    drop(stream);
                    continue;
                }
            }
        };
        let stop_tx = stop_tx.clone();
        let done_rx = done_rx.clone();
        let app = app.clone();
        let limits = limits.clone();
        tokio::spawn(async move {
            serve_one(stream, peer, app, &limits, stop_tx).await;
            drop(slot);
            drop(done_rx);
        });
    }
    drop(done_rx);
    drop(listener);
    done_tx.closed().await;
}

async fn serve_one(
    stream: TcpStream,
    peer: SocketAddr,
    app: Router,
    limits: &ConnectionLimits,
    stop: tokio::sync::watch::Sender<()>,
) {
    let _ = stream.set_nodelay(true);
    let io = TokioIo::new(Idle::new(stream, limits.idle_timeout));
    let service =
        hyper::service::service_fn(move |mut req: hyper::Request<hyper::body::Incoming>| {
            req.extensions_mut().insert(ConnectInfo(peer));
            let app = app.clone();
            async move {
                use tower::ServiceExt;
                app.oneshot(req.map(axum::body::Body::new)).await
            }
        });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout);
    let conn = builder.serve_connection(io, service).with_upgrades();
    tokio::pin!(conn);
    let stopping = stop.closed();
    tokio::pin!(stopping);
    let mut stopped = false;
    loop {
        tokio::select! {
            served = conn.as_mut() => {
                if let Err(e) = served {
                    tracing::debug!(%peer, error = %e, "connection ended");
                }
                break;
            }
            _ = &mut stopping, if !stopped => {
                stopped = true;
                conn.as_mut().graceful_shutdown();
            }
        }
    }
}

/// The process is out of file descriptors (or similar): wait a moment rather than spin, as
/// axum's own loop does. A client that gave up mid-handshake is no error of ours.
async fn accept_failed(e: io::Error) {
    if matches!(
        e.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    ) {
        return;
    }
    tracing::error!(error = %e, "accept failed");
    tokio::time::sleep(Duration::from_millis(100)).await;
}

/// Open connections by client key.
#[derive(Clone, Default)]
struct Counts(Arc<Mutex<HashMap<IpAddr, usize>>>);

/// One counted connection; dropping it frees the place.
struct Slot {
    counts: Counts,
    key: IpAddr,
}

/// An IPv4 client is its address; an IPv6 one its /64, which one subscriber usually holds whole.
fn client_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(std::net::Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
        v4 => v4,
    }
}

impl Counts {
    fn take(&self, ip: IpAddr, limit: usize) -> Option<Slot> {
        let key = client_key(ip);
        let mut counts = self.0.lock().unwrap_or_else(|p| p.into_inner());
        let open = counts.entry(key).or_insert(0);
        if *open >= limit {
            return None;
        }
        *open += 1;
        Some(Slot {
            counts: self.clone(),
            key,
        })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut counts = self.counts.0.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(open) = counts.get_mut(&self.key) {
            *open -= 1;
            if *open == 0 {
                counts.remove(&self.key);
            }
        }
    }
}

/// A socket that fails with `TimedOut` once no byte has moved either way for `timeout`.
struct Idle {
    inner: TcpStream,
    timeout: Duration,
    last: Instant,
    /// Armed lazily: activity only moves `last`, and the timer is reset when it fires early.
    timer: Pin<Box<Sleep>>,
}

impl Idle {
    fn new(inner: TcpStream, timeout: Duration) -> Self {
        let last = Instant::now();
        Self {
            inner,
            timeout,
            last,
            timer: Box::pin(tokio::time::sleep_until(last + timeout)),
        }
    }

    /// Ready with an error once idle too long; otherwise Pending (woken at the deadline).
    fn poll_idle<T>(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<T>> {
        loop {
            let deadline = self.last + self.timeout;
            if self.timer.deadline() != deadline {
                self.timer.as_mut().reset(deadline);
            }
            match self.timer.as_mut().poll(cx) {
                Poll::Pending => return Poll::Pending,
                Poll::Ready(()) if self.last + self.timeout <= Instant::now() => {
                    return Poll::Ready(Err(io::Error::new(
                        io::ErrorKind::TimedOut,
                        "connection idle",
                    )))
                }
                Poll::Ready(()) => continue,
            }
        }
    }

    fn moved(&mut self, bytes: usize) {
        if bytes > 0 {
            self.last = Instant::now();
        }
    }
}

impl AsyncRead for Idle {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        match Pin::new(&mut this.inner).poll_read(cx, buf) {
            Poll::Ready(result) => {
                this.moved(buf.filled().len() - before);
                Poll::Ready(result)
            }
            Poll::Pending => this.poll_idle(cx),
        }
    }
}

impl AsyncWrite for Idle {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        match Pin::new(&mut this.inner).poll_write(cx, data) {
            Poll::Ready(Ok(n)) => {
                this.moved(n);
                Poll::Ready(Ok(n))
            }
            Poll::Ready(Err(e)) => Poll::Ready(Err(e)),
            Poll::Pending => this.poll_idle(cx),
        }
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        match Pin::new(&mut this.inner).poll_write_vectored(cx, data) {
            Poll::Ready(Ok(n)) => {
                this.moved(n);
                Poll::Ready(Ok(n))
            }
            Poll::Ready(Err(e)) => Poll::Ready(Err(e)),
            Poll::Pending => this.poll_idle(cx),
        }
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        match Pin::new(&mut this.inner).poll_flush(cx) {
            Poll::Pending => this.poll_idle(cx),
            done => done,
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_clients_count_by_their_64_and_mapped_ipv4_as_ipv4() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let other: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(client_key(a), client_key(b));
        assert_ne!(client_key(a), client_key(other));
        let mapped: IpAddr = "::ffff:10.1.2.3".parse().unwrap();
        assert_eq!(client_key(mapped), "10.1.2.3".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn an_address_holds_at_most_its_limit_and_gets_places_back() {
        let counts = Counts::default();
        let ip: IpAddr = "203.0.113.7".parse().unwrap();
        let held: Vec<_> = (0..3).map(|_| counts.take(ip, 3).expect("room")).collect();
        assert!(counts.take(ip, 3).is_none());
        assert!(counts.take("203.0.113.8".parse().unwrap(), 3).is_some());
        drop(held);
        assert!(counts.take(ip, 3).is_some());
        assert!(counts.0.lock().unwrap().len() <= 1);
    }
}
