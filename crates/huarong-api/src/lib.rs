//! The Huarong Dao playground's JSON API, without a transport: each request
//! is a function from a puzzle (judge-format text) and a few parameters to
//! a JSON reply or an [`Refusal`]. The web server (`huarong serve`) calls
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
//! | `check` | `POST /api/check?games=EX.EY.SX.SY.TX.TY_...` (the board as the body) | [`CheckReply`] |
//! | `classic` | `POST /api/classic?action=solve\|hint\|move\|list&metric=piece\|cell[&name=N][&step=C DL][&to=R,C]` (the layout as the body) | [`ClassicAnswer`] |
//! | `limits` | `GET /api/limits` | [`RequestLimits`] |
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

/// One request to [`call`], as JSON: `{"op": "solve", "text": "...", ...}`
/// with the same parameters as the HTTP route's query string (or, for
/// `gen`, its JSON body). Which fields count depends on `op`; the others are
/// ignored.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct Request {
    /// `solve`, `reach`, `svg`, `explain`, `gen`, `parse` or `limits`.
    pub op: String,
    /// The puzzle, in the judge's format.
    pub text: Option<String>,
    /// `solve`: spell out moves (default true).
    pub moves: Option<bool>,
    /// `reach`, `svg`, `explain`: the game, from 1.
    pub game: Option<usize>,
    /// `svg`: animated (default true).
    pub animated: Option<bool>,
    /// `svg`: the game's solution (`U D L R` letters, or `none`), instead
    /// of solving it.
    pub solution: Option<String>,
    /// `explain`: the cell, `R,C` from 1.
    pub cell: Option<String>,
    /// `explain` of a game: the state search's order.
    pub search: Option<bool>,
    /// `explain` of a game: the naive search's size.
    pub naive: Option<bool>,
    /// `explain` of a cell: the blank's walk round it.
    pub walk: Option<bool>,
    /// `explain`: the part of the board the searches list, `R,C,H,W`.
    pub window: Option<String>,
    /// `gen`: the family.
    pub family: Option<String>,
    /// `gen`: rows.
    pub rows: Option<usize>,
    /// `gen`: columns.
    pub cols: Option<usize>,
    /// `gen`: games.
    pub games: Option<usize>,
    /// `gen` and `classic` with `random`: the seed.
    pub seed: Option<u64>,
    /// `gen`: uniform games.
    pub uniform: Option<bool>,
    /// `check`: the games to check on the text's board, each
    /// `[EX, EY, SX, SY, TX, TY]` from 1.
    pub games_to_check: Option<Vec<Vec<u64>>>,
    /// `classic`: the layout, in the layout format.
    pub layout: Option<String>,
    /// `classic`: a built-in layout's name.
    pub name: Option<String>,
    /// `classic`: `piece` or `cell`.
    pub metric: Option<String>,
    /// `classic`: `solve`, `hint`, `move` or `list`.
    pub action: Option<String>,
    /// `classic`, with `move`: the move, as `C DL` (with `to`: the piece).
    pub step: Option<String>,
    /// `classic`, with `move`: the cell `R,C` (from 1) the piece slides to.
    pub to: Option<String>,
    /// `classic`, with `random`: `easy`, `medium`, `hard` or `expert`.
    pub difficulty: Option<String>,
    /// `classic`, with `random`: the range of optima, `A..B`.
    pub optimum: Option<String>,
    /// `classic`, with `random`: the mix of pieces, as `4v1h4s`.
    pub pieces: Option<String>,
    /// `classic`, with `daily`: the day, `YYYY-MM-DD`.
    pub date: Option<String>,
}

impl Request {
    /// The puzzle the request carries, read under `limits`.
    fn puzzle(&self, limits: &RequestLimits) -> Result<huarong::Puzzle, Refusal> {
        let text = self.text.as_deref().ok_or_else(|| {
            Refusal::bad_request(format!("a {} request needs a text: the puzzle", self.op))
        })?;
        read_puzzle(text.as_bytes(), limits)
    }
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
            Err(error) => Reply::error(&Refusal::internal(error.to_string())),
        }
    }

    #[cfg(any(feature = "generate", feature = "render"))]
    fn text(media_type: &'static str, body: String) -> Reply {
        Reply {
            status: 200,
            media_type,
            body: body.into_bytes(),
        }
    }

    /// The reply to a request that failed: its status and `{"error": "..."}`.
    #[must_use]
    pub fn error(error: &Refusal) -> Reply {
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
/// front end without HTTP (the WebAssembly worker) calls.
#[must_use]
pub fn call(request: &[u8], limits: &RequestLimits, host: &mut Host<'_>) -> Reply {
    let request: Request = match serde_json::from_slice(request) {
        Ok(request) => request,
        Err(error) => return Reply::error(&Refusal::bad_request(error.to_string())),
    };
    match answer_request(&request, limits, host) {
        Ok(reply) => reply,
        Err(error) => Reply::error(&error),
    }
}

#[cfg_attr(
    not(any(feature = "solver", feature = "generate")),
    allow(unused_variables)
)]
fn answer_request(
    request: &Request,
    limits: &RequestLimits,
    host: &mut Host<'_>,
) -> Result<Reply, Refusal> {
    Ok(match request.op.as_str() {
        #[cfg(feature = "solver")]
        "solve" => {
            let progress = host.progress;
            let puzzle = request.puzzle(limits)?;
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
            let moves = request.moves.unwrap_or(true);
            Reply::json(&solve_reply(&puzzle, moves, limits, report)?)
        }
        #[cfg(feature = "solver")]
        "reach" => Reply::json(&reach_reply(&request.puzzle(limits)?, request.game)?),
        #[cfg(feature = "render")]
        "svg" => {
            let animated = request.animated.unwrap_or(true);
            let puzzle = request.puzzle(limits)?;
            let solution = request.solution.as_deref();
            let (_, svg) = svg_reply(&puzzle, request.game, animated, solution, limits)?;
            Reply::text("image/svg+xml", svg)
        }
        #[cfg(feature = "explain")]
        "explain" => {
            let query = ExplainQuery {
                game: request.game,
                cell: request.cell.clone(),
                search: request.search.unwrap_or(false),
                naive: request.naive.unwrap_or(false),
                walk: request.walk.unwrap_or(false),
                window: request.window.clone(),
            };
            Reply::json(&explain_reply(&request.puzzle(limits)?, &query, limits)?)
        }
        #[cfg(feature = "generate")]
        "gen" => {
            let family = request
                .family
                .clone()
                .ok_or_else(|| Refusal::bad_request("a gen request needs a family"))?;
            let defaults = GenRequest::new(family);
            let gen_request = GenRequest {
                rows: request.rows.unwrap_or(defaults.rows),
                cols: request.cols.unwrap_or(defaults.cols),
                games: request.games.unwrap_or(defaults.games),
                seed: request.seed.unwrap_or(defaults.seed),
                uniform: request.uniform.unwrap_or(defaults.uniform),
                ..defaults
            };
            let solver = host.solver.as_deref_mut();
            Reply::text(
                "text/plain; charset=utf-8",
                generate(&gen_request, limits, solver)?,
            )
        }
        "parse" => Reply::json(&BoardReply::new(&request.puzzle(limits)?)),
        "check" => {
            let games = request.games_to_check.as_deref().unwrap_or_default();
            Reply::json(&check_reply(&request.puzzle(limits)?, games)?)
        }
        #[cfg(feature = "classic")]
        "classic" => {
            let query = ClassicQuery {
                layout: request.layout.clone(),
                name: request.name.clone(),
                metric: request.metric.clone(),
                action: request.action.clone(),
                step: request.step.clone(),
                to: request.to.clone(),
                difficulty: request.difficulty.clone(),
                optimum: request.optimum.clone(),
                pieces: request.pieces.clone(),
                seed: request.seed,
                date: request.date.clone(),
            };
            let classic_limits = huarong::classic::ClassicSearchLimits {
                max_bytes: limits
                    .max_memory
                    .unwrap_or(huarong::classic::DEFAULT_MAX_BYTES),
            };
            Reply::json(&classic_reply(&query, &classic_limits)?)
        }
        "limits" => Reply::json(limits),
        other => {
            return Err(Refusal::bad_request(format!(
                "no request {other:?}: ask for solve, reach, svg, explain, gen, parse, check, classic or limits"
            )));
        }
    })
}
