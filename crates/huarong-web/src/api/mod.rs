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
//! * `POST /api/explain?game=K[&search=true][&naive=true]` or
//!   `?cell=R,C[&walk=true]`: the published method's numbers for game K
//!   (first walks, optimal state path; the state search's order and the naive
//!   search's size on request) or for a cell (the walks round it; the blank's
//!   walk on request).
//! * `POST /api/gen` (a JSON body, not a puzzle): a new puzzle from the
//!   library's generator, as `huarong gen` prints it.
//! * `POST /api/parse`: the puzzle as the library reads it (rows, columns,
//!   cells and games), for the page to draw.
//! * `POST /api/check?games=EX.EY.SX.SY.TX.TY_...`: whether each game is valid
//!   on the body's board, and why not, by the library's rules.
//! * `POST /api/classic?action=solve|hint|move|list&metric=piece|cell[&name=N][&step=C DL][&to=R,C]`:
//!   the classic Huarong Dao, the layout as the body (empty with `name`).
//! * `GET /api/limits`: the most cells and games a puzzle may have.
//!
//! The replies are `huarong_api`'s, which the WebAssembly build answers too.

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
use huarong::Puzzle;
use huarong_api::{
    BoardReply, CheckReply, ClassicAnswer, ClassicQuery, ReachReply, RequestLimits, SolveReply,
    check_reply, classic_reply, reach_reply, read_puzzle, solve_reply, svg_reply,
};
use serde::Deserialize;
use serde::de::DeserializeOwned;

pub(crate) use error::ErrorResponse;

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
        work: impl FnOnce(Puzzle) -> Result<T, ErrorResponse> + Send + 'static,
    ) -> Result<T, ErrorResponse> {
        let body = body.map_err(|rejection| {
            ErrorResponse::body(&rejection, self.max_body_bytes, self.client_timeout)
        })?;
        let slot = self
            .slots
            .enter()
            .await
            .map_err(|_| ErrorResponse::busy())?;
        let (max_cells, max_games) = (self.max_cells, self.max_games);
        tokio::task::spawn_blocking(move || {
            // Held until the work is over, even when the request has been
            // given up at its time limit.
            let _slot = slot;
            work(parse(&body, max_cells, max_games)?)
        })
        .await
        .map_err(|_| ErrorResponse::internal("the solver failed"))?
    }

    /// The API's routes, sharing this state.
    pub(crate) fn routes(self) -> Router {
        Router::new()
            .route("/api/solve", post(solve_handler))
            .route("/api/reach", post(reach_handler))
            .route("/api/parse", post(parse_handler))
            .route("/api/classic", post(classic_handler))
            .route("/api/check", post(check_handler))
            .route("/api/svg", post(svg_handler))
            .route("/api/explain", post(explain::explain_handler))
            .route("/api/gen", post(generate::gen_handler))
            .route("/api/limits", get(limits::limits_handler))
            .with_state(self)
    }

    /// The limits of `huarong_api` for this server.
    fn limits(&self) -> RequestLimits {
        api_limits(self.max_cells, self.max_games)
    }

    /// The JSON error for a response that a layer made with a plain body.
    pub(crate) fn layer_error(&self, response: &Response) -> ErrorResponse {
        ErrorResponse::from_layer(response, self.max_body_bytes, self.time_limit)
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
    fn split(self) -> Result<(Api, Q, Result<Bytes, BytesRejection>), ErrorResponse> {
        let Query(query) = self
            .query
            .map_err(|rejection| ErrorResponse::query(&rejection))?;
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
fn parse(body: &[u8], max_cells: u64, max_games: usize) -> Result<Puzzle, ErrorResponse> {
    Ok(read_puzzle(body, &api_limits(max_cells, max_games))?)
}

/// The limits of `huarong_api` for a server's: no memory limit (the
/// machine's own, and `--max-cells`, bound a solve).
fn api_limits(max_cells: u64, max_games: usize) -> RequestLimits {
    RequestLimits {
        max_cells,
        max_games,
        max_memory: None,
        memory_name: "",
        whose: "the server's",
        threads: 1,
    }
}

#[derive(Deserialize)]
struct SolveQuery {
    moves: Option<bool>,
}

/// `POST /api/solve`.
async fn solve_handler(
    request: PuzzleRequest<SolveQuery>,
) -> Result<Json<SolveReply>, ErrorResponse> {
    let (api, query, body) = request.split()?;
    let moves = query.moves.unwrap_or(true);
    let limits = api.limits();
    let reply = api
        .run(body, move |puzzle| {
            Ok(solve_reply(&puzzle, moves, &limits, None)?)
        })
        .await?;
    Ok(Json(reply))
}

#[derive(Deserialize)]
struct GameQuery {
    game: Option<usize>,
    animated: Option<bool>,
}

/// `POST /api/reach`.
async fn reach_handler(
    request: PuzzleRequest<GameQuery>,
) -> Result<Json<ReachReply>, ErrorResponse> {
    let (api, query, body) = request.split()?;
    let reply = api
        .run(body, move |puzzle| Ok(reach_reply(&puzzle, query.game)?))
        .await?;
    Ok(Json(reply))
}

/// `POST /api/parse`.
async fn parse_handler(request: PuzzleRequest<NoQuery>) -> Result<Json<BoardReply>, ErrorResponse> {
    let (api, _, body) = request.split()?;
    let reply = api
        .run(body, move |puzzle| Ok(BoardReply::new(&puzzle)))
        .await?;
    Ok(Json(reply))
}

#[derive(Deserialize)]
struct NoQuery {}

#[derive(Deserialize)]
struct CheckParams {
    /// `EX.EY.SX.SY.TX.TY` a game, `_` between games.
    games: Option<String>,
}

/// `POST /api/check?games=...`: each game checked on the body's board.
async fn check_handler(
    request: PuzzleRequest<CheckParams>,
) -> Result<Json<CheckReply>, ErrorResponse> {
    let (api, query, body) = request.split()?;
    let games = query
        .games
        .unwrap_or_default()
        .split('_')
        .filter(|game| !game.is_empty())
        .map(|game| {
            game.split('.')
                .map(str::parse::<u64>)
                .collect::<Result<Vec<u64>, _>>()
        })
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| {
            ErrorResponse::bad_request("games: EX.EY.SX.SY.TX.TY a game, _ between games")
        })?;
    let reply = api
        .run(body, move |puzzle| Ok(check_reply(&puzzle, &games)?))
        .await?;
    Ok(Json(reply))
}

#[derive(Deserialize)]
struct ClassicParams {
    action: Option<String>,
    metric: Option<String>,
    name: Option<String>,
    step: Option<String>,
    to: Option<String>,
    difficulty: Option<String>,
    optimum: Option<String>,
    pieces: Option<String>,
    seed: Option<u64>,
    date: Option<String>,
}

/// `POST /api/classic`: the layout is the body (empty with `name`).
async fn classic_handler(
    request: PuzzleRequest<ClassicParams>,
) -> Result<Json<ClassicAnswer>, ErrorResponse> {
    let (api, query, body) = request.split()?;
    let body = body.map_err(|rejection| {
        ErrorResponse::body(&rejection, api.max_body_bytes, api.client_timeout)
    })?;
    let layout = if body.is_empty() {
        None
    } else {
        Some(String::from_utf8_lossy(&body).into_owned())
    };
    let query = ClassicQuery {
        layout,
        name: query.name,
        metric: query.metric,
        action: query.action,
        step: query.step,
        to: query.to,
        difficulty: query.difficulty,
        optimum: query.optimum,
        pieces: query.pieces,
        seed: query.seed,
        date: query.date,
    };
    let slot = api.slots.enter().await.map_err(|_| ErrorResponse::busy())?;
    let reply = tokio::task::spawn_blocking(move || {
        let _slot = slot;
        classic_reply(&query, &huarong::classic::ClassicSearchLimits::default())
    })
    .await
    .map_err(|_| ErrorResponse::internal("the solver failed"))??;
    Ok(Json(reply))
}

/// `POST /api/svg`.
async fn svg_handler(request: PuzzleRequest<GameQuery>) -> Result<Response, ErrorResponse> {
    let (api, query, body) = request.split()?;
    let animated = query.animated.unwrap_or(true);
    let limits = api.limits();
    let (number, svg) = api
        .run(body, move |puzzle| {
            Ok(svg_reply(&puzzle, query.game, animated, None, &limits)?)
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
                    .map_err(|error| ErrorResponse::internal(error.to_string()))?,
            ),
        ],
        svg,
    )
        .into_response())
}
