//! The Huarong Dao playground: a web page to build boards, solve them, watch
//! the optimal solution and play it yourself, served with a JSON API by one
//! binary (`huarong serve`).
//!
//! The page's files are embedded; the server needs no network and sends the
//! page nothing from elsewhere. Each request stays within the limits of a
//! [`ServeConfig`]: body size (`413`), board cells and games (`422`), solves at
//! once with a bounded queue (`503`), a time limit (`503`) and client timeouts.
//!
//! ```no_run
//! use huarong_web::{ServeConfig, run_blocking};
//! let config = ServeConfig::default();
//! run_blocking(&config, |addr| println!("serving on http://{addr}/"))?;
//! # Ok::<(), huarong_web::Error>(())
//! ```
//!
//! The API (bodies are puzzles in the judge's format, `text/plain`):
//!
//! * `POST /api/solve` answers
//!   `{"answers":[{"game":1,"answer":2,"moves":"UU"},{"game":2,"answer":-1,"moves":null}]}`;
//!   with `?moves=false` the moves are left out. A puzzle that does not parse
//!   gets `400` with `{"error":"line 5, column 1: ..."}`.
//! * `POST /api/reach?game=K` answers `{"game":K,"cells":[[1,2],...]}`: the
//!   cells (row, column, from 1) that game K's piece can ever occupy, the
//!   explanation of an answer of -1.
//! * `POST /api/svg?game=K` answers game K with its solution as an animated SVG
//!   (`&animated=false`: a still picture).
//! * `POST /api/explain?game=K` answers game K the published way:
//!   `{"game":K,"answer":2,"start":[{"side":"D","cost":1}],"path":[{"piece":[1,2],"side":"D","cost":1,"step":"start"},...]}`
//!   ([`GameReply`]); `?cell=R,C` answers the walks round a cell:
//!   `{"cell":[R,C],"around":[{"from":"U","to":"D","cost":6},...]}` ([`CellReply`]).
//!
//! Errors are `{"error": "..."}` with the status: `400` malformed, `408` body
//! too slow, `413` body too large, `422` over the cell or game limit, `503`
//! busy or over the time limit.

mod api;
mod app;
mod config;
mod page;
mod server;
mod slots;
mod write_timeout;

pub use config::{
    DEFAULT_ADDR, DEFAULT_CLIENT_TIMEOUT, DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_CELLS,
    DEFAULT_MAX_GAMES, DEFAULT_PORT, DEFAULT_QUEUE, DEFAULT_TIME_LIMIT, MAX_QUEUE, MAX_SOLVERS,
    ServeConfig,
};
pub use huarong_api::{AroundReply, CellReply, GameReply, SideReply, StepReply};
pub use server::{Error, HeldSolver, Server, run_blocking, serve};
