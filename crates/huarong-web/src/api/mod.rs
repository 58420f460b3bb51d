//! The JSON API. Every endpoint maps its query string and body onto one
//! `huarong_api::Request` and goes the same way: the body is read (under the
//! body limit and the client's deadline), a solver slot is taken (or `503`),
//! and `huarong_api::respond` answers on the blocking pool, since solving is
//! CPU-bound.
//!
//! * `POST /api`: the request as the WebAssembly worker receives it, as JSON
//!   (`{"op": "solve", "text": "...", "moves": true}`): what the page's HTTP
//!   backend sends. The routes below are the same requests spelt as URLs.
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
//! The replies are `huarong_api::respond`'s, which the WebAssembly build
//! answers too.

mod error;

use std::convert::Infallible;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, JsonRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Query, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use huarong_api::{
    ClassicQuery, ExplainQuery, GenRequest, Host, Reply, Request, RequestLimits, check_gen, decode,
    respond,
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

    /// Answers `request` with `huarong_api::respond`, in a solver slot on
    /// the blocking pool (`limits`, which needs neither, at once).
    async fn answer(&self, request: Request) -> Result<Response, ErrorResponse> {
        let limits = self.limits();
        if let Request::Gen(request) = &request {
            // The request's own faults are answered before a slot is taken.
            check_gen(request, &limits)?;
        }
        if matches!(request, Request::Limits) {
            return reply_response(respond(request, &limits, &mut Host::default())?);
        }
        let slot = self
            .slots
            .enter()
            .await
            .map_err(|_| ErrorResponse::busy())?;
        let reply = tokio::task::spawn_blocking(move || {
            // Held until the work is over, even when the request has been
            // given up at its time limit.
            let _slot = slot;
            respond(request, &limits, &mut Host::default())
        })
        .await
        .map_err(|_| ErrorResponse::internal("the solver failed"))??;
        reply_response(reply)
    }

    /// The body, or the error that reading it met.
    fn body(&self, body: Result<Bytes, BytesRejection>) -> Result<Bytes, ErrorResponse> {
        body.map_err(|rejection| {
            ErrorResponse::body(&rejection, self.max_body_bytes, self.client_timeout)
        })
    }

    /// The API's routes, sharing this state.
    pub(crate) fn routes(self) -> Router {
        Router::new()
            .route("/api", post(request_handler))
            .route("/api/solve", post(solve_handler))
            .route("/api/reach", post(reach_handler))
            .route("/api/parse", post(parse_handler))
            .route("/api/classic", post(classic_handler))
            .route("/api/check", post(check_handler))
            .route("/api/svg", post(svg_handler))
            .route("/api/explain", post(explain_handler))
            .route("/api/gen", post(gen_handler))
            .route("/api/limits", get(limits_handler))
            .with_state(self)
    }

    /// The limits of `huarong_api` for this server: no memory limit (the
    /// machine's own, and `--max-cells`, bound a solve).
    fn limits(&self) -> RequestLimits {
        RequestLimits {
            max_cells: self.max_cells,
            max_games: self.max_games,
            max_memory: None,
            memory_name: "",
            whose: "the server's",
            threads: 1,
        }
    }

    /// The JSON error for a response that a layer made with a plain body.
    pub(crate) fn layer_error(&self, response: &Response) -> ErrorResponse {
        ErrorResponse::from_layer(response, self.max_body_bytes, self.time_limit)
    }
}

/// `reply` as an HTTP response: its status, media type and body, and for a
/// picture the name to save it under.
fn reply_response(reply: Reply) -> Result<Response, ErrorResponse> {
    let status = StatusCode::from_u16(reply.status)
        .map_err(|error| ErrorResponse::internal(error.to_string()))?;
    let mut response = (
        status,
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static(reply.media_type),
        )],
        reply.body,
    )
        .into_response();
    if let Some(filename) = reply.filename {
        let disposition = HeaderValue::try_from(format!("attachment; filename=\"{filename}\""))
            .map_err(|error| ErrorResponse::internal(error.to_string()))?;
        response
            .headers_mut()
            .insert(header::CONTENT_DISPOSITION, disposition);
    }
    Ok(response)
}

/// What every URL endpoint is called with: the API, the query string and
/// the body, each as it was read. [`UrlRequest::answer`] answers a bad
/// query, then a bad body, in that order.
pub(crate) struct UrlRequest<Q> {
    api: Api,
    query: Result<Query<Q>, QueryRejection>,
    body: Result<Bytes, BytesRejection>,
}

impl<Q> UrlRequest<Q> {
    /// Answers the request that `request` makes of the query and the body.
    async fn answer(
        self,
        request: impl FnOnce(Q, Bytes) -> Result<Request, ErrorResponse>,
    ) -> Result<Response, ErrorResponse> {
        let Query(query) = self
            .query
            .map_err(|rejection| ErrorResponse::query(&rejection))?;
        let body = self.api.body(self.body)?;
        self.api.answer(request(query, body)?).await
    }

    /// Answers the request that `request` makes of the query and the body
    /// read as the puzzle's text.
    async fn answer_text(
        self,
        request: impl FnOnce(Q, String) -> Request,
    ) -> Result<Response, ErrorResponse> {
        self.answer(|query, body| Ok(request(query, text(&body))))
            .await
    }
}

impl<Q: DeserializeOwned + Send> FromRequest<Api> for UrlRequest<Q> {
    type Rejection = Infallible;

    /// The query from the head, then the body, as axum reads a handler's
    /// `Query` and `Bytes` (their errors are kept for the handler to answer).
    async fn from_request(request: axum::extract::Request, api: &Api) -> Result<Self, Infallible> {
        let (mut head, body) = request.into_parts();
        let query = Query::from_request_parts(&mut head, api).await;
        let body = Bytes::from_request(axum::extract::Request::from_parts(head, body), api).await;
        Ok(UrlRequest {
            api: api.clone(),
            query,
            body,
        })
    }
}

/// The body as the puzzle's text (the parser refuses what is not text).
fn text(body: &Bytes) -> String {
    String::from_utf8_lossy(body).into_owned()
}

/// `POST /api`: the request as JSON.
async fn request_handler(
    State(api): State<Api>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ErrorResponse> {
    let body = api.body(body)?;
    api.answer(decode(&body)?).await
}

#[derive(Deserialize)]
struct SolveQuery {
    moves: Option<bool>,
}

/// `POST /api/solve`.
async fn solve_handler(request: UrlRequest<SolveQuery>) -> Result<Response, ErrorResponse> {
    request
        .answer_text(|query, text| Request::Solve {
            text,
            moves: query.moves.unwrap_or(true),
        })
        .await
}

#[derive(Deserialize)]
struct GameQuery {
    game: Option<usize>,
    animated: Option<bool>,
}

/// `POST /api/reach`.
async fn reach_handler(request: UrlRequest<GameQuery>) -> Result<Response, ErrorResponse> {
    request
        .answer_text(|query, text| Request::Reach {
            text,
            game: query.game,
        })
        .await
}

/// `POST /api/svg`.
async fn svg_handler(request: UrlRequest<GameQuery>) -> Result<Response, ErrorResponse> {
    request
        .answer_text(|query, text| Request::Svg {
            text,
            game: query.game,
            animated: query.animated.unwrap_or(true),
            solution: None,
        })
        .await
}

/// `POST /api/explain`.
async fn explain_handler(request: UrlRequest<ExplainQuery>) -> Result<Response, ErrorResponse> {
    request
        .answer_text(|query, text| Request::Explain { text, query })
        .await
}

#[derive(Deserialize)]
struct NoQuery {}

/// `POST /api/parse`.
async fn parse_handler(request: UrlRequest<NoQuery>) -> Result<Response, ErrorResponse> {
    request.answer_text(|_, text| Request::Parse { text }).await
}

#[derive(Deserialize)]
struct CheckQuery {
    /// `EX.EY.SX.SY.TX.TY` a game, `_` between games.
    games: Option<String>,
}

/// `POST /api/check?games=...`: each game checked on the body's board.
async fn check_handler(request: UrlRequest<CheckQuery>) -> Result<Response, ErrorResponse> {
    request
        .answer(|query, body| {
            let games_to_check = query
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
            Ok(Request::Check {
                text: text(&body),
                games_to_check,
            })
        })
        .await
}

/// `POST /api/classic`: the layout is the body (empty with `name`).
async fn classic_handler(request: UrlRequest<ClassicQuery>) -> Result<Response, ErrorResponse> {
    request
        .answer(|query, body| {
            Ok(Request::Classic(ClassicQuery {
                layout: (!body.is_empty()).then(|| text(&body)),
                ..query
            }))
        })
        .await
}

/// `POST /api/gen`: the request is the JSON body.
async fn gen_handler(
    State(api): State<Api>,
    request: Result<Json<GenRequest>, JsonRejection>,
) -> Result<Response, ErrorResponse> {
    let Json(request) =
        request.map_err(|rejection| ErrorResponse::bad_request(rejection.body_text()))?;
    api.answer(Request::Gen(request)).await
}

/// `GET /api/limits`: `{"max_cells", "max_games"}`.
async fn limits_handler(State(api): State<Api>) -> Result<Response, ErrorResponse> {
    api.answer(Request::Limits).await
}
