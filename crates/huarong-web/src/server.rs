//! Listening and serving: one task per connection, each with a deadline for
//! its request headers and for each stalled write, and a graceful stop.
//!
//! The accept loop is hyper's own rather than `axum::serve` because the
//! latter sets no header timeout: a client that opens connections and sends
//! nothing, or a header a byte at a time, would hold them for ever.

use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::time::Duration;

use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::{TcpListener, TcpSocket};

use crate::app::app;
use crate::config::ServeConfig;
use crate::slots::{Slot, Slots};
use crate::write_timeout::WriteTimeout;

/// How long a stopping server lets requests in flight finish.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);

/// How many finished handshakes may wait for the accept loop. The standard
/// library's 128 overflows when a few hundred clients connect at once; the
/// kernel then drops their handshakes, and they wait seconds to retry before
/// their deadlines even start. The kernel caps it at `net.core.somaxconn`.
const LISTEN_BACKLOG: u32 = 1024;

/// How long the accept loop rests after a failed accept (out of file
/// descriptors, say) before trying again.
const ACCEPT_BACKOFF: Duration = Duration::from_millis(50);

/// Why a server could not start.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The address could not be bound (in use, not local, no permission).
    #[error("cannot listen on {addr}")]
    Bind {
        /// The address asked for.
        addr: SocketAddr,
        /// What the system said.
        #[source]
        source: io::Error,
    },
    /// The async runtime could not be started.
    #[error("cannot start the async runtime")]
    Runtime(#[source] io::Error),
}

/// A server bound to its address, not yet serving: [`Server::local_addr`]
/// tells the port when port 0 was asked for.
#[derive(Debug)]
pub struct Server {
    listener: TcpListener,
    local_addr: SocketAddr,
    app: Router,
    client_timeout: Duration,
    /// The solver slots the app's requests take, for [`Server::hold_solver`].
    slots: Slots,
}

/// A solver slot held by [`Server::hold_solver`], given back when dropped.
#[doc(hidden)]
#[derive(Debug)]
pub struct HeldSolver {
    _slot: Slot,
}

impl Server {
    /// Binds `config.addr`.
    ///
    /// # Errors
    /// [`Error::Bind`] when the address cannot be bound.
    pub async fn bind(config: &ServeConfig) -> Result<Server, Error> {
        let bind_error = |source| Error::Bind {
            addr: config.addr,
            source,
        };
        let listener = listen(config.addr).map_err(bind_error)?;
        let local_addr = listener.local_addr().map_err(bind_error)?;
        let slots = Slots::new(config.solvers.get(), config.queue);
        Ok(Server {
            listener,
            local_addr,
            app: app(config, slots.clone()),
            client_timeout: config.client_timeout,
            slots,
        })
    }

    /// Takes one solver slot as a request does, and keeps it until the
    /// guard is dropped; `None` when the queue is full. For tests that need
    /// the server busy for as long as they say, rather than for as long as
    /// some solve happens to take; not part of the API.
    #[doc(hidden)]
    pub async fn hold_solver(&self) -> Option<HeldSolver> {
        self.slots
            .enter()
            .await
            .ok()
            .map(|slot| HeldSolver { _slot: slot })
    }

    /// The address the server listens on.
    #[must_use]
    pub fn local_addr(&self) -> SocketAddr {
        self.local_addr
    }

    /// Serves until `shutdown` completes, then stops accepting and lets the
    /// requests in flight finish (for a few seconds at most).
    pub async fn run(self, shutdown: impl Future<Output = ()>) {
        let mut http = http1::Builder::new();
        // The header timeout also closes keep-alive connections left idle.
        http.timer(TokioTimer::new())
            .header_read_timeout(self.client_timeout);
        let graceful = GracefulShutdown::new();
        let mut shutdown = std::pin::pin!(shutdown);
        loop {
            let stream = tokio::select! {
                accepted = self.listener.accept() => match accepted {
                    Ok((stream, _)) => stream,
                    Err(_) => {
                        tokio::time::sleep(ACCEPT_BACKOFF).await;
                        continue;
                    }
                },
                () = &mut shutdown => break,
            };
            // Answers are small and sent whole: do not wait to fill a packet.
            // A refusal only costs latency.
            let _ = stream.set_nodelay(true);
            let service = TowerToHyperService::new(self.app.clone());
            let io = TokioIo::new(WriteTimeout::new(stream, self.client_timeout));
            let connection = http.serve_connection(io, service);
            let connection = graceful.watch(connection);
            tokio::spawn(async move {
                // A connection's errors are its client's: a reset, a timeout.
                let _ = connection.await;
            });
        }
        drop(self.listener);
        let _ = tokio::time::timeout(SHUTDOWN_GRACE, graceful.shutdown()).await;
    }
}

/// A listener on `addr` with room for [`LISTEN_BACKLOG`] waiting connections.
fn listen(addr: SocketAddr) -> io::Result<TcpListener> {
    let socket = match addr {
        SocketAddr::V4(_) => TcpSocket::new_v4()?,
        SocketAddr::V6(_) => TcpSocket::new_v6()?,
    };
    // As `TcpListener::bind` does: a restarted server can take its port back
    // while the old connections wait out their close.
    #[cfg(not(windows))]
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(LISTEN_BACKLOG)
}

/// Binds `config.addr` and serves until `shutdown` completes.
///
/// # Errors
/// [`Error::Bind`] when the address cannot be bound.
pub async fn serve(config: &ServeConfig, shutdown: impl Future<Output = ()>) -> Result<(), Error> {
    Server::bind(config).await?.run(shutdown).await;
    Ok(())
}

/// Serves on a runtime of its own until Ctrl-C: what `huarong serve` calls.
/// `ready` is told the bound address once the server listens (to print the
/// URL).
///
/// # Errors
/// When the runtime cannot start or the address cannot be bound.
pub fn run_blocking(config: &ServeConfig, ready: impl FnOnce(SocketAddr)) -> Result<(), Error> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(Error::Runtime)?;
    let served = runtime.block_on(async {
        let server = Server::bind(config).await?;
        ready(server.local_addr());
        server.run(ctrl_c()).await;
        Ok(())
    });
    // A solve still running on the blocking pool cannot be interrupted; it is
    // abandoned rather than waited for.
    runtime.shutdown_timeout(Duration::from_millis(100));
    served
}

/// Completes on Ctrl-C (SIGINT).
async fn ctrl_c() {
    if tokio::signal::ctrl_c().await.is_err() {
        // No handler could be installed: the server runs until it is killed.
        std::future::pending::<()>().await;
    }
}
