//! The JSON API. Every endpoint takes a puzzle in the judge's format as its
//! body and goes the same way: the body is read (under the body limit and the
//! client's deadline), a solver slot is taken (or `503`), and the parse and the
//! work run on the blocking pool, since solving is CPU-bound.
//!
//! * `POST /api/solve[?moves=false]`: every game's answer, with one optimal
//!   move sequence each unless `moves=false`.
//! * `POST /api/reach[?game=K]`: the cells game K's piece can ever occupy
//!   (why a game is unsolvable).
//! * `POST /api/svg[?game=K][&animated=false]`: game K and its solution as an
//!   SVG picture, animated unless `animated=false`.
//! * `POST /api/explain?game=K` or `?cell=R,C`: the published method's numbers
//!   for game K (first walks, optimal state path) or for a cell (the walks
//!   round it).
//! * `POST /api/gen` (a JSON body, not a puzzle): a new puzzle from the
//!   library's generator, as `huarong gen` prints it.
//! * `GET /api/limits`: the most cells and games a puzzle may have.

mod error;
pub(crate) mod explain;
mod generate;
mod limits;

use std::convert::Infallible;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Query, Request};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use huarong::render::Scene;
use huarong::{ParseErrorKind, Puzzle, SolveOptions, StateGraph, parse_puzzle, piece_reach, solve};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

pub(crate) use error::ApiError;

use crate::config::ServeConfig;
use crate::slots::Slots;

/// What the handlers share: the limits and the solver slots.
#[derive(Clone, Debug)]
pub(crate) struct Api {
    max_body_bytes: usize,
    max_cells: u64,
    max_games: usize,
    time_limit: Duration,
    client_timeout: Duration,
    slots: Slots,
}

impl Api {
    /// The API of a server started with `config`, solving in `slots`.
    pub(crate) fn new(config: &ServeConfig, slots: Slots) -> Api {
        Api {
            max_body_bytes: config.max_body_bytes,
            max_cells: config.max_cells,
            max_games: config.max_games,
            time_limit: config.time_limit,
            client_timeout: config.client_timeout,
            slots,
        }
    }

    /// Parses `body` and runs `work` on the puzzle, in a solver slot on the
    /// blocking pool.
    async fn run<T: Send + 'static>(
        &self,
        body: Result<Bytes, BytesRejection>,
        work: impl FnOnce(Puzzle) -> Result<T, ApiError> + Send + 'static,
    ) -> Result<T, ApiError> {
        let body = body.map_err(|rejection| {
            ApiError::body(&rejection, self.max_body_bytes, self.client_timeout)
        })?;
        let slot = self.slots.enter().await.map_err(|_| ApiError::busy())?;
        let (max_cells, max_games) = (self.max_cells, self.max_games);
        tokio::task::spawn_blocking(move || {
            // Held until the work is over, even when the request has been
            // given up at its time limit.
            let _slot = slot;
            work(parse(&body, max_cells, max_games)?)
        })
        .await
        .map_err(|_| ApiError::internal("the solver failed"))?
    }

    /// The API's routes, sharing this state.
    pub(crate) fn routes(self) -> Router {
        Router::new()
            .route("/api/solve", post(solve_handler))
            .route("/api/reach", post(reach_handler))
            .route("/api/svg", post(svg_handler))
            .route("/api/explain", post(explain::explain_handler))
            .route("/api/gen", post(generate::gen_handler))
            .route("/api/limits", get(limits::limits_handler))
            .with_state(self)
    }

    /// The JSON error for a response that a layer made with a plain body.
    pub(crate) fn layer_error(&self, response: &Response) -> ApiError {
        ApiError::from_layer(response, self.max_body_bytes, self.time_limit)
    }
}

/// What every puzzle endpoint is called with: the API, the query string and
/// the body, each as it was read. [`PuzzleRequest::split`] answers a bad
/// query, then [`Api::run`] a bad body, in that order.
pub(crate) struct PuzzleRequest<Q> {
    api: Api,
    query: Result<Query<Q>, QueryRejection>,
    body: Result<Bytes, BytesRejection>,
}

impl<Q> PuzzleRequest<Q> {
    /// The API, the query (or its `400`), and the body for [`Api::run`].
    fn split(self) -> Result<(Api, Q, Result<Bytes, BytesRejection>), ApiError> {
        let Query(query) = self
            .query
            .map_err(|rejection| ApiError::query(&rejection))?;
        Ok((self.api, query, self.body))
    }
}

impl<Q: DeserializeOwned + Send> FromRequest<Api> for PuzzleRequest<Q> {
    type Rejection = Infallible;

    /// The query from the head, then the body, as axum reads a handler's
    /// `Query` and `Bytes` (their errors are kept for the handler to answer).
    async fn from_request(request: Request, api: &Api) -> Result<Self, Infallible> {
        let (mut head, body) = request.into_parts();
        let query = Query::from_request_parts(&mut head, api).await;
        let body = Bytes::from_request(Request::from_parts(head, body), api).await;
        Ok(PuzzleRequest {
            api: api.clone(),
            query,
            body,
        })
    }
}

/// The puzzle in `body`, within the server's limits.
fn parse(body: &[u8], max_cells: u64, max_games: usize) -> Result<Puzzle, ApiError> {
    let limits = huarong::Limits { max_cells };
    let puzzle = parse_puzzle(body, &limits).map_err(|error| match error.kind {
        ParseErrorKind::TooLarge { .. } => ApiError::over_limit(error.to_string()),
        _ => ApiError::bad_request(error.to_string()),
    })?;
    if puzzle.games.len() > max_games {
        return Err(ApiError::over_limit(format!(
            "the puzzle has {} games, more than the server's limit of {max_games}",
            puzzle.games.len()
        )));
    }
    Ok(puzzle)
}

#[derive(Deserialize)]
struct SolveQuery {
    moves: Option<bool>,
}

#[derive(Serialize)]
struct SolveReply {
    answers: Vec<AnswerReply>,
}

#[derive(Serialize)]
struct AnswerReply {
    game: usize,
    answer: i64,
    /// Absent when moves were not asked for; `null` for an unsolvable game.
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<Option<String>>,
}

/// `POST /api/solve`.
async fn solve_handler(request: PuzzleRequest<SolveQuery>) -> Result<Json<SolveReply>, ApiError> {
    let (api, query, body) = request.split()?;
    let moves = query.moves.unwrap_or(true);
    let reply = api
        .run(body, move |puzzle| {
            let options = SolveOptions::default().with_moves(moves);
            let answers =
                solve(&puzzle, &options).map_err(|error| ApiError::internal(error.to_string()))?;
            let answers = match answers.solutions() {
                Some(solutions) => solutions
                    .iter()
                    .enumerate()
                    .map(|(i, solution)| AnswerReply {
                        game: i + 1,
                        answer: answer(solution.as_ref().map(|s| s.cost)),
                        moves: Some(solution.as_ref().map(huarong::Solution::letters)),
                    })
                    .collect(),
                None => answers
                    .into_costs()
                    .into_iter()
                    .enumerate()
                    .map(|(i, cost)| AnswerReply {
                        game: i + 1,
                        answer: answer(cost),
                        moves: None,
                    })
                    .collect(),
            };
            Ok(SolveReply { answers })
        })
        .await?;
    Ok(Json(reply))
}

/// The judge's answer: the fewest moves, or -1.
fn answer(cost: Option<u64>) -> i64 {
    // A cost is bounded by the number of states times their edges' costs,
    // far below i64::MAX on any board the parser accepts.
    cost.map_or(-1, |cost| i64::try_from(cost).unwrap_or(i64::MAX))
}

#[derive(Deserialize)]
struct GameQuery {
    game: Option<usize>,
    animated: Option<bool>,
}

impl GameQuery {
    /// The 0-based index of the game asked for (the first by default).
    fn index(&self, puzzle: &Puzzle) -> Result<usize, ApiError> {
        let game = self.game.unwrap_or(1);
        if (1..=puzzle.games.len()).contains(&game) {
            Ok(game - 1)
        } else {
            Err(ApiError::bad_request(format!(
                "there is no game {game}: the puzzle has {} games",
                puzzle.games.len()
            )))
        }
    }
}

#[derive(Serialize)]
struct ReachReply {
    game: usize,
    /// 1-based `[row, column]` pairs, row by row.
    cells: Vec<[usize; 2]>,
}

/// `POST /api/reach`.
async fn reach_handler(request: PuzzleRequest<GameQuery>) -> Result<Json<ReachReply>, ApiError> {
    let (api, query, body) = request.split()?;
    let reply = api
        .run(body, move |puzzle| {
            let index = query.index(&puzzle)?;
            let graph = StateGraph::new(&puzzle.board);
            let cells = piece_reach(&graph, &puzzle.games[index])
                .into_iter()
                .map(|p| [p.row() + 1, p.col() + 1])
                .collect();
            Ok(ReachReply {
                game: index + 1,
                cells,
            })
        })
        .await?;
    Ok(Json(reply))
}

/// `POST /api/svg`.
async fn svg_handler(request: PuzzleRequest<GameQuery>) -> Result<Response, ApiError> {
    let (api, query, body) = request.split()?;
    let animated = query.animated.unwrap_or(true);
    let (number, svg) = api
        .run(body, move |puzzle| {
            let index = query.index(&puzzle)?;
            let game = puzzle.games[index];
            // Only the game drawn is solved.
            let one = Puzzle {
                board: puzzle.board,
                games: vec![game],
            };
            let answers = solve(&one, &SolveOptions::default().with_moves(true))
                .map_err(|error| ApiError::internal(error.to_string()))?;
            let solution = answers.solutions().and_then(|s| s[0].as_ref());
            let scene = Scene::new(&one.board, index + 1, game, solution)
                .map_err(|error| ApiError::internal(error.to_string()))?;
            Ok((index + 1, scene.svg(animated)))
        })
        .await?;
    let disposition = format!("attachment; filename=\"huarong-game-{number}.svg\"");
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("image/svg+xml"),
            ),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::try_from(disposition)
                    .map_err(|error| ApiError::internal(error.to_string()))?,
            ),
        ],
        svg,
    )
        .into_response())
}
