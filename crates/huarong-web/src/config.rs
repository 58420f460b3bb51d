//! What a server is started with: its address and its limits, each with the
//! default that `huarong serve` documents.

use std::net::{Ipv4Addr, SocketAddr};
use std::num::NonZeroUsize;
use std::time::Duration;

/// The default address: loopback only, so nothing is exposed unless asked.
pub const DEFAULT_ADDR: SocketAddr =
    SocketAddr::new(std::net::IpAddr::V4(Ipv4Addr::LOCALHOST), DEFAULT_PORT);

/// The default port.
pub const DEFAULT_PORT: u16 = 7878;

/// The default cap on a request body, in bytes (4 MiB): a 500 x 500 board with
/// 2,000 games takes about 0.6 MB.
pub const DEFAULT_MAX_BODY_BYTES: usize = 4 << 20;

/// The default cap on a board's cells (`n * m`): 500 x 500, far above the
/// judge's 30 x 30, while one solve stays within about a second.
pub const DEFAULT_MAX_CELLS: u64 = 250_000;

/// The default cap on the games of one request.
pub const DEFAULT_MAX_GAMES: usize = 2_000;

/// The default number of requests waiting for a solver beyond those being
/// solved; more get `503` at once rather than a long wait.
pub const DEFAULT_QUEUE: usize = 64;

/// The most solves at once a server takes: beyond this many threads a
/// number is a typo, and semaphores have a ceiling of their own.
pub const MAX_SOLVERS: usize = 4096;

/// The most requests a server lets wait for a solver: far beyond any
/// useful queue, and within what its semaphores can count.
pub const MAX_QUEUE: usize = 1 << 20;

/// The default time limit of one API request, from its first byte to its
/// answer (the body's upload, the wait for a solver and the solve).
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(30);

/// The default time a client has to send a request's header, and its body;
/// an idle keep-alive connection, or one whose client stops reading an
/// answer, is closed after as long.
pub const DEFAULT_CLIENT_TIMEOUT: Duration = Duration::from_secs(10);

/// How a server is started. [`ServeConfig::default`] gives the documented
/// defaults; set fields to change them.
///
/// ```
/// use huarong_web::ServeConfig;
/// let config = ServeConfig { max_games: 100, ..ServeConfig::default() };
/// assert_eq!(config.addr.to_string(), "127.0.0.1:7878");
/// assert_eq!(config.max_cells, 250_000);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServeConfig {
    /// Where to listen ([`DEFAULT_ADDR`]); port 0 picks a free port.
    pub addr: SocketAddr,
    /// Larger request bodies get `413` ([`DEFAULT_MAX_BODY_BYTES`]).
    pub max_body_bytes: usize,
    /// Boards with more cells get `422` ([`DEFAULT_MAX_CELLS`]).
    pub max_cells: u64,
    /// Puzzles with more games get `422` ([`DEFAULT_MAX_GAMES`]).
    pub max_games: usize,
    /// Solves run at once (default: the number of cores); at most
    /// [`MAX_SOLVERS`].
    pub solvers: NonZeroUsize,
    /// Requests that may wait for a solver; beyond them `503`
    /// ([`DEFAULT_QUEUE`]); at most [`MAX_QUEUE`].
    pub queue: usize,
    /// Time limit of one API request; past it `503`
    /// ([`DEFAULT_TIME_LIMIT`]).
    pub time_limit: Duration,
    /// Time to send a request's header, time to send its body, and how long
    /// a connection stays open idle or with its client not reading
    /// ([`DEFAULT_CLIENT_TIMEOUT`]).
    pub client_timeout: Duration,
}

impl Default for ServeConfig {
    fn default() -> ServeConfig {
        ServeConfig {
            addr: DEFAULT_ADDR,
            max_body_bytes: DEFAULT_MAX_BODY_BYTES,
            max_cells: DEFAULT_MAX_CELLS,
            max_games: DEFAULT_MAX_GAMES,
            solvers: std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN),
            queue: DEFAULT_QUEUE,
            time_limit: DEFAULT_TIME_LIMIT,
            client_timeout: DEFAULT_CLIENT_TIMEOUT,
        }
    }
}
