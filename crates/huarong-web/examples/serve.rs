//! The playground server on its own, with the options `huarong serve` has: for
//! the browser tests, the load measurement and development.
//!
//! ```text
//! cargo run --release -p huarong-web --example serve -- --addr 127.0.0.1:0
//! ```

use std::net::SocketAddr;
use std::num::NonZeroUsize;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use huarong_web::{
    DEFAULT_ADDR, DEFAULT_CLIENT_TIMEOUT, DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_CELLS,
    DEFAULT_MAX_GAMES, DEFAULT_QUEUE, DEFAULT_TIME_LIMIT, ServeConfig, run_blocking,
};

/// Serve the Huarong Dao playground: a page to build boards, solve them, watch
/// and play the solution, and its JSON API.
#[derive(Debug, Parser)]
struct ServeArgs {
    /// Address to listen on (port 0: any free port).
    #[arg(long, value_name = "ADDR", default_value_t = DEFAULT_ADDR)]
    addr: SocketAddr,
    /// Larger request bodies get 413.
    #[arg(long, value_name = "BYTES", default_value_t = DEFAULT_MAX_BODY_BYTES)]
    max_body_bytes: usize,
    /// Boards with more cells (n * m) get 422.
    #[arg(long, value_name = "CELLS", default_value_t = DEFAULT_MAX_CELLS)]
    max_cells: u64,
    /// Puzzles with more games get 422.
    #[arg(long, value_name = "GAMES", default_value_t = DEFAULT_MAX_GAMES)]
    max_games: usize,
    /// Solves at once (0: one per core).
    #[arg(long, value_name = "N", default_value_t = 0)]
    solvers: usize,
    /// Requests that may wait for a solver; more get 503.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_QUEUE)]
    queue: usize,
    /// Time limit of one API request, in seconds; past it 503.
    #[arg(long, value_name = "SECS", default_value_t = DEFAULT_TIME_LIMIT.as_secs(),
          value_parser = clap::value_parser!(u64).range(1..))]
    time_limit: u64,
    /// Seconds a client has to send a request's header, and its body; idle
    /// connections, and clients that stop reading, are cut off after as long.
    #[arg(long, value_name = "SECS", default_value_t = DEFAULT_CLIENT_TIMEOUT.as_secs(),
          value_parser = clap::value_parser!(u64).range(1..))]
    client_timeout: u64,
}

impl ServeArgs {
    fn config(&self) -> ServeConfig {
        let defaults = ServeConfig::default();
        ServeConfig {
            addr: self.addr,
            max_body_bytes: self.max_body_bytes,
            max_cells: self.max_cells,
            max_games: self.max_games,
            solvers: NonZeroUsize::new(self.solvers).unwrap_or(defaults.solvers),
            queue: self.queue,
            time_limit: Duration::from_secs(self.time_limit),
            client_timeout: Duration::from_secs(self.client_timeout),
        }
    }
}

fn main() -> ExitCode {
    let args = ServeArgs::parse();
    match run_blocking(&args.config(), |addr| {
        println!("huarong playground: http://{addr}/ (Ctrl-C stops)");
    }) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {}", error_chain(&error));
            ExitCode::FAILURE
        }
    }
}

/// The error with its causes, as `anyhow` prints them with `{:#}`.
fn error_chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut cause = error.source();
    while let Some(error) = cause {
        text.push_str(": ");
        text.push_str(&error.to_string());
        cause = error.source();
    }
    text
}
