//! The Huarong Dao playground's JSON API, without a transport: each request
//! is a function from a puzzle (judge-format text) and a few parameters to
//! a JSON reply or an [`ApiError`]. The web server (`huarong serve`) calls
//! these functions from its HTTP routes; the WebAssembly build calls them
//! through [`call`], from a Web Worker; so the page gets the same JSON from
//! either.
//!
//! | request | HTTP route | reply |
//! |---|---|---|
//! | `solve` | `POST /api/solve[?moves=false]` | [`SolveReply`] |
//! | `reach` | `POST /api/reach?game=K` | [`ReachReply`] |
//! | `svg` | `POST /api/svg?game=K[&animated=false]` | an SVG picture |
//! | `explain` | `POST /api/explain?game=K[&search=true][&naive=true]` or `?cell=R,C[&walk=true]`, each with `[&window=R,C,H,W]` | [`ExplainReply`] |
//! | `gen` | `POST /api/gen` (a JSON [`GenRequest`]) | judge-format text |
//! | `parse` | `POST /api/parse` | [`BoardReply`] |
//! | `limits` | `GET /api/limits` | [`Limits`] |
//!
//! ```
//! use huarong_api::{Limits, call};
//! let limits = Limits { max_cells: 1_000, max_games: 10, max_memory: None, memory_name: "", whose: "the" };
//! let request = br#"{"op":"solve","text":"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n"}"#;
//! let reply = call(request, &limits, None);
//! assert_eq!(reply.status, 200);
//! assert_eq!(
//!     String::from_utf8(reply.body).unwrap(),
//!     r#"{"answers":[{"game":1,"answer":2,"moves":"UU"},{"game":2,"answer":-1,"moves":null}]}"#
//! );
//! ```

mod board;
mod error;
mod explain;
mod generate;
mod limits;
mod puzzle;
mod solve;
mod svg;

pub use board::{BoardReply, GameReply as BoardGameReply};
pub use error::ApiError;
pub use explain::{
    AroundReply, CellReply, ExplainQuery, ExplainReply, GameReply, NaiveReply,
    SEARCH_LIST_MAX_CELLS, SettledReply, SideReply, StepReply, WalkReply, explain_reply,
};
pub use generate::{GenRequest, check_gen, generate};
pub use limits::Limits;
pub use puzzle::{answer, game_index, read_puzzle};
pub use solve::{AnswerReply, ReachReply, SolveReply, reach_reply, solve_reply};
pub use svg::svg_reply;

use huarong::Progress;
use serde::{Deserialize, Serialize};

/// One request to [`call`], as JSON: `{"op": "solve", "text": "...", ...}`
/// with the same parameters as the HTTP route's query string.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "op", rename_all = "lowercase")]
pub enum Request {
    /// Every game's answer, with moves unless `moves` is false.
    Solve {
        /// The puzzle.
        text: String,
        /// Spell out moves (default true).
        moves: Option<bool>,
    },
    /// The cells game `game`'s piece can ever occupy.
    Reach {
        /// The puzzle.
        text: String,
        /// The game, from 1 (default 1).
        game: Option<usize>,
    },
    /// Game `game` as an SVG picture.
    Svg {
        /// The puzzle.
        text: String,
        /// The game, from 1 (default 1).
        game: Option<usize>,
        /// Animated (default true).
        animated: Option<bool>,
    },
    /// The published method's numbers.
    Explain {
        /// The puzzle.
        text: String,
        /// The game, from 1.
        game: Option<usize>,
        /// The cell, `R,C` from 1.
        cell: Option<String>,
        /// With a game: the state search's order.
        #[serde(default)]
        search: bool,
        /// With a game: the naive search's size.
        #[serde(default)]
        naive: bool,
        /// With a cell: the blank's walk round it.
        #[serde(default)]
        walk: bool,
        /// The part of the board the searches list, `R,C,H,W`.
        window: Option<String>,
    },
    /// A new puzzle from the generator.
    Gen(GenRequest),
    /// The puzzle as the library reads it.
    Parse {
        /// The puzzle.
        text: String,
    },
    /// The limits.
    Limits,
}

/// A reply: the HTTP status a server would send, the media type and the
/// body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// `200`, or an error's status.
    pub status: u16,
    /// `application/json`, `image/svg+xml` or `text/plain; charset=utf-8`.
    pub media_type: &'static str,
    /// The body: JSON, an SVG picture or a puzzle's text.
    pub body: Vec<u8>,
}

const JSON: &str = "application/json";

impl Reply {
    fn json<T: Serialize>(value: &T) -> Reply {
        match serde_json::to_vec(value) {
            Ok(body) => Reply {
                status: 200,
                media_type: JSON,
                body,
            },
            Err(error) => Reply::error(&ApiError::internal(error.to_string())),
        }
    }

    fn text(media_type: &'static str, body: String) -> Reply {
        Reply {
            status: 200,
            media_type,
            body: body.into_bytes(),
        }
    }

    /// The reply to a request that failed: its status and `{"error": "..."}`.
    #[must_use]
    pub fn error(error: &ApiError) -> Reply {
        Reply {
            status: error.status,
            media_type: JSON,
            body: error.json().into_bytes(),
        }
    }
}

/// What a solve reports as it goes, as one small JSON object:
/// `{"phase":"around-costs"}` when a step of the precomputation begins,
/// `{"precomputed":true}` when the games come next, and
/// `{"solved":N,"games":G}` when N games of G are answered.
///
/// ```
/// use huarong::Progress;
/// assert_eq!(huarong_api::progress_json(Progress::Solved(3), 10).as_deref(), Some(r#"{"solved":3,"games":10}"#));
/// ```
#[must_use]
pub fn progress_json(progress: Progress, games: usize) -> Option<String> {
    match progress {
        Progress::Phase(name) => Some(serde_json::json!({ "phase": name }).to_string()),
        Progress::Precomputed => Some(String::from(r#"{"precomputed":true}"#)),
        Progress::Solved(n) => Some(format!(r#"{{"solved":{n},"games":{games}}}"#)),
        _ => None,
    }
}

/// Answers one JSON [`Request`] within `limits`, telling `progress` how a
/// solve goes (see [`progress_json`]): what a front end without HTTP (the
/// WebAssembly worker) calls.
#[must_use]
pub fn call(request: &[u8], limits: &Limits, progress: Option<&(dyn Fn(&str) + Sync)>) -> Reply {
    let request: Request = match serde_json::from_slice(request) {
        Ok(request) => request,
        Err(error) => return Reply::error(&ApiError::bad_request(error.to_string())),
    };
    match answer_request(request, limits, progress) {
        Ok(reply) => reply,
        Err(error) => Reply::error(&error),
    }
}

fn answer_request(
    request: Request,
    limits: &Limits,
    progress: Option<&(dyn Fn(&str) + Sync)>,
) -> Result<Reply, ApiError> {
    Ok(match request {
        Request::Solve { text, moves } => {
            let puzzle = read_puzzle(text.as_bytes(), limits)?;
            let games = puzzle.games.len();
            let report = |event: Progress| {
                if let (Some(tell), Some(json)) = (progress, progress_json(event, games)) {
                    tell(&json);
                }
            };
            let report: Option<&(dyn Fn(Progress) + Sync)> = match progress {
                Some(_) => Some(&report),
                None => None,
            };
            Reply::json(&solve_reply(
                &puzzle,
                moves.unwrap_or(true),
                limits,
                report,
            )?)
        }
        Request::Reach { text, game } => {
            let puzzle = read_puzzle(text.as_bytes(), limits)?;
            Reply::json(&reach_reply(&puzzle, game)?)
        }
        Request::Svg {
            text,
            game,
            animated,
        } => {
            let puzzle = read_puzzle(text.as_bytes(), limits)?;
            let (_, svg) = svg_reply(&puzzle, game, animated.unwrap_or(true), limits)?;
            Reply::text("image/svg+xml", svg)
        }
        Request::Explain {
            text,
            game,
            cell,
            search,
            naive,
            walk,
            window,
        } => {
            let puzzle = read_puzzle(text.as_bytes(), limits)?;
            let query = ExplainQuery {
                game,
                cell,
                search,
                naive,
                walk,
                window,
            };
            Reply::json(&explain_reply(&puzzle, &query, limits)?)
        }
        Request::Gen(request) => {
            Reply::text("text/plain; charset=utf-8", generate(&request, limits)?)
        }
        Request::Parse { text } => {
            let puzzle = read_puzzle(text.as_bytes(), limits)?;
            Reply::json(&BoardReply::new(&puzzle))
        }
        Request::Limits => Reply::json(limits),
    })
}
