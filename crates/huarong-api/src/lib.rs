//! The Huarong Dao playground's JSON API, without a transport: each request
//! is a function from a puzzle (judge-format text) and a few parameters to
//! a JSON reply or an [`Refusal`]. Every request is one [`Request`]
//! (tagged by its `op`), answered by [`respond`]: the web server (`huarong
//! serve`) maps its HTTP routes onto it and takes the JSON itself at
//! `POST /api`; the WebAssembly build calls it through [`call`], from a Web
//! Worker; so the page gets the same JSON from either. A new request is a
//! variant, its arm in [`respond`], and its route in the server.
//!
//! | request | HTTP route | reply |
//! |---|---|---|
//! | `solve` | `POST /api/solve[?moves=false]` | [`SolveReply`] |
//! | `reach` | `POST /api/reach?game=K` | [`ReachReply`] |
//! | `svg` | `POST /api/svg?game=K[&animated=false]` | an SVG picture |
//! | `explain` | `POST /api/explain?game=K[&search=true][&naive=true]` or `?cell=R,C[&walk=true]`, each with `[&window=R,C,H,W]` | [`ExplainReply`] |
//! | `gen` | `POST /api/gen` (a JSON [`GenRequest`]) | judge-format text |
//! | `parse` | `POST /api/parse` | [`BoardReply`] |
//! | `check` | `POST /api/check?games=EX.EY.SX.SY.TX.TY_...` (the board as the body) | [`CheckReply`] |
//! | `classic` | `POST /api/classic?action=solve\|hint\|move\|list&metric=piece\|cell[&name=N][&step=C DL][&to=R,C]` (the layout as the body) | [`ClassicAnswer`] |
//! | `limits` | `GET /api/limits` | [`RequestLimits`] |
//! | any | `POST /api` (the request as JSON) | as its route |
//!
//! ```
//! use huarong_api::{RequestLimits, call};
//! let limits = RequestLimits { max_cells: 1_000, max_games: 10, max_memory: None, memory_name: "", whose: "the", threads: 1 };
//! let request = br#"{"op":"solve","text":"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n"}"#;
//! let reply = call(request, &limits, &mut huarong_api::Host::default());
//! assert_eq!(reply.status, 200);
//! assert_eq!(
//!     String::from_utf8(reply.body).unwrap(),
//!     r#"{"answers":[{"game":1,"answer":2,"moves":"UU"},{"game":2,"answer":-1,"moves":null}]}"#
//! );
//! ```

mod board;
mod check;
#[cfg(feature = "classic")]
mod classic;
mod error;
#[cfg(feature = "explain")]
mod explain;
#[cfg(feature = "generate")]
mod generate;
mod limits;
mod puzzle;
#[cfg(feature = "solver")]
mod solve;
#[cfg(feature = "render")]
mod svg;

pub use board::{BoardReply, GameReply as BoardGameReply};
pub use check::{CheckReply, ProblemReply, check_reply};
#[cfg(feature = "classic")]
pub use classic::{
    ClassicAnswer, ClassicQuery, ClassicReply, DifficultyReply, DrawReply, FamousReply, GoalReply,
    LayoutReply, NameReply, PieceReply, classic_reply,
};
pub use error::Refusal;
#[cfg(feature = "explain")]
pub use explain::{
    AroundReply, CellReply, ExplainQuery, ExplainReply, GameReply, NaiveReply,
    SEARCH_LIST_MAX_CELLS, SettledReply, SideReply, StepReply, WalkReply, explain_reply,
};
#[cfg(feature = "generate")]
pub use generate::{BoardSolver, GenRequest, check_gen, generate};
pub use limits::RequestLimits;
pub use puzzle::{answer, game_index, read_puzzle};
#[cfg(feature = "solver")]
pub use solve::{AnswerReply, ReachReply, SolveReply, reach_reply, solve_reply};
#[cfg(feature = "render")]
pub use svg::svg_reply;

use huarong::Progress;
use serde::{Deserialize, Serialize};

/// One request, as JSON: `{"op": "solve", "text": "...", ...}`, each
/// operation with its own fields (the HTTP routes' query parameters, or for
/// `gen` its JSON body). What the WebAssembly worker sends, what `POST /api`
/// takes, and what each documented route of the server is mapped onto;
/// [`respond`] answers it. An operation this build leaves out (by its
/// features) is an unknown `op`.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "op", rename_all = "lowercase")]
pub enum Request {
    /// Every game's answer (see [`solve_reply`]).
    #[cfg(feature = "solver")]
    Solve {
        /// The puzzle, in the judge's format.
        text: String,
        /// Spell out moves (default true).
        #[serde(default = "yes")]
        moves: bool,
    },
    /// The cells a game's piece can ever occupy (see [`reach_reply`]).
    #[cfg(feature = "solver")]
    Reach {
        /// The puzzle, in the judge's format.
        text: String,
        /// The game, from 1 (default 1).
        game: Option<usize>,
    },
    /// A game and its solution as an SVG picture (see [`svg_reply`]).
    #[cfg(feature = "render")]
    Svg {
        /// The puzzle, in the judge's format.
        text: String,
        /// The game, from 1 (default 1).
        game: Option<usize>,
        /// Animated (default true).
        #[serde(default = "yes")]
        animated: bool,
        /// The game's solution (`U D L R` letters, or `none`), instead of
        /// solving it.
        solution: Option<String>,
    },
    /// The published method's numbers for a game or a cell (see
    /// [`explain_reply`]).
    #[cfg(feature = "explain")]
    Explain {
        /// The puzzle, in the judge's format.
        text: String,
        /// What to explain.
        #[serde(flatten)]
        query: ExplainQuery,
    },
    /// A new puzzle from the library's generator (see [`generate`]).
    #[cfg(feature = "generate")]
    Gen(GenRequest),
    /// The puzzle as the library reads it (see [`BoardReply`]).
    Parse {
        /// The puzzle, in the judge's format.
        text: String,
    },
    /// Whether each game is valid on the text's board (see [`check_reply`]).
    Check {
        /// The board, in the judge's format (its games ignored).
        text: String,
        /// The games to check, each `[EX, EY, SX, SY, TX, TY]` from 1.
        #[serde(default)]
        games_to_check: Vec<Vec<u64>>,
    },
    /// The classic Huarong Dao (see [`classic_reply`]).
    #[cfg(feature = "classic")]
    Classic(ClassicQuery),
    /// The limits requests are held to (see [`RequestLimits`]).
    Limits,
}

#[cfg(any(feature = "solver", feature = "render"))]
const fn yes() -> bool {
    true
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
    /// The name to save the body under, for a picture
    /// (`huarong-game-K.svg`).
    pub filename: Option<String>,
}

const JSON: &str = "application/json";

impl Reply {
    fn json<T: Serialize>(value: &T) -> Reply {
        match serde_json::to_vec(value) {
            Ok(body) => Reply {
                status: 200,
                media_type: JSON,
                body,
                filename: None,
            },
            Err(error) => Reply::error(&Refusal::internal(error.to_string())),
        }
    }

    #[cfg(any(feature = "generate", feature = "render"))]
    fn text(media_type: &'static str, body: String) -> Reply {
        Reply {
            status: 200,
            media_type,
            body: body.into_bytes(),
            filename: None,
        }
    }

    /// The reply to a request that failed: its status and `{"error": "..."}`.
    #[must_use]
    pub fn error(error: &Refusal) -> Reply {
        Reply {
            status: error.status,
            media_type: JSON,
            body: error.json().into_bytes(),
            filename: None,
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

/// What the front end gives the requests besides their limits: whom to
/// tell how a solve goes, and who solves games for the generator when this
/// build has no solver.
#[derive(Default)]
pub struct Host<'a> {
    /// Told a solve's progress (see [`progress_json`]).
    pub progress: Option<&'a (dyn Fn(&str) + Sync)>,
    /// Solves the generator's candidate games.
    #[cfg(feature = "generate")]
    pub solver: Option<&'a mut dyn BoardSolver>,
}

/// Answers one JSON [`Request`] within `limits`, with `host`'s help: what a
/// front end without HTTP (the WebAssembly worker) calls, and the server's
/// `POST /api`. A request that does not decode is a `400`.
#[must_use]
pub fn call(request: &[u8], limits: &RequestLimits, host: &mut Host<'_>) -> Reply {
    let answered = decode(request).and_then(|request| respond(request, limits, host));
    answered.unwrap_or_else(|error| Reply::error(&error))
}

/// The [`Request`] in the JSON `bytes`.
///
/// # Errors
/// `400` with what is wrong with it.
pub fn decode(bytes: &[u8]) -> Result<Request, Refusal> {
    serde_json::from_slice(bytes).map_err(|error| Refusal::bad_request(error.to_string()))
}

/// Answers `request` within `limits`, with `host`'s help: the one place
/// every request is answered, whichever front end it came through.
///
/// # Errors
/// The request's refusal: `400` for a bad request, `422` over a limit,
/// `500` if the solver fails.
#[cfg_attr(
    not(any(feature = "solver", feature = "generate")),
    allow(unused_variables)
)]
pub fn respond(
    request: Request,
    limits: &RequestLimits,
    host: &mut Host<'_>,
) -> Result<Reply, Refusal> {
    let puzzle = |text: &str| read_puzzle(text.as_bytes(), limits);
    Ok(match request {
        #[cfg(feature = "solver")]
        Request::Solve { text, moves } => {
            let progress = host.progress;
            let puzzle = puzzle(&text)?;
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
            Reply::json(&solve_reply(&puzzle, moves, limits, report)?)
        }
        #[cfg(feature = "solver")]
        Request::Reach { text, game } => Reply::json(&reach_reply(&puzzle(&text)?, game, limits)?),
        #[cfg(feature = "render")]
        Request::Svg {
            text,
            game,
            animated,
            solution,
        } => {
            let puzzle = puzzle(&text)?;
            let (number, svg) = svg_reply(&puzzle, game, animated, solution.as_deref(), limits)?;
            Reply {
                filename: Some(format!("huarong-game-{number}.svg")),
                ..Reply::text("image/svg+xml", svg)
            }
        }
        #[cfg(feature = "explain")]
        Request::Explain { text, query } => {
            Reply::json(&explain_reply(&puzzle(&text)?, &query, limits)?)
        }
        #[cfg(feature = "generate")]
        Request::Gen(request) => {
            let solver = host.solver.as_deref_mut();
            Reply::text(
                "text/plain; charset=utf-8",
                generate(&request, limits, solver)?,
            )
        }
        Request::Parse { text } => Reply::json(&BoardReply::new(&puzzle(&text)?)),
        Request::Check {
            text,
            games_to_check,
        } => Reply::json(&check_reply(&puzzle(&text)?, &games_to_check)?),
        #[cfg(feature = "classic")]
        Request::Classic(query) => {
            let classic_limits = huarong::classic::ClassicSearchLimits {
                max_bytes: limits
                    .max_memory
                    .unwrap_or(huarong::classic::DEFAULT_MAX_BYTES),
            };
            Reply::json(&classic_reply(&query, &classic_limits)?)
        }
        Request::Limits => Reply::json(limits),
    })
}
