//! `POST /api/gen`: a new puzzle drawn by the library's generator, as the
//! judge-format text that `huarong gen` prints for the same arguments.

use std::fmt::Write as _;

use axum::Json;
use axum::extract::State;
use axum::extract::rejection::JsonRejection;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use huarong::generate::{Family, GameDraw, InterestingDraw, board, seeded};
use huarong::{FastSolver, Game, Header, StateGraph};
use serde::Deserialize;

use super::{Api, ApiError};

/// The request's body, with `huarong gen`'s defaults for what it leaves out.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct GenRequest {
    /// A family as `huarong gen` spells it: `rooms`, `random:0.2`, ...
    family: String,
    #[serde(default = "thirty")]
    rows: usize,
    #[serde(default = "thirty")]
    cols: usize,
    #[serde(default = "five_hundred")]
    games: usize,
    #[serde(default = "seed")]
    seed: u64,
    /// Uniform games instead of the interesting mix.
    #[serde(default)]
    uniform: bool,
}

const fn thirty() -> usize {
    30
}

const fn five_hundred() -> usize {
    500
}

const fn seed() -> u64 {
    2013
}

/// `POST /api/gen`.
pub(super) async fn gen_handler(
    State(api): State<Api>,
    request: Result<Json<GenRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let Json(request) =
        request.map_err(|rejection| ApiError::bad_request(rejection.body_text()))?;
    let family: Family =
        request
            .family
            .parse()
            .map_err(|error: huarong::generate::ParseFamilyError| {
                ApiError::bad_request(error.to_string())
            })?;
    let (rows, cols) = family.shape(request.rows, request.cols);
    if rows == 0 || cols == 0 {
        return Err(ApiError::bad_request(format!(
            "a {rows} x {cols} board has no cells"
        )));
    }
    let cells = (rows as u128) * (cols as u128);
    if cells > u128::from(api.max_cells) {
        return Err(ApiError::over_limit(format!(
            "a {rows} x {cols} board has more than the server's limit of {} cells",
            api.max_cells
        )));
    }
    if request.games > api.max_games {
        return Err(ApiError::over_limit(format!(
            "{} games are more than the server's limit of {}",
            request.games, api.max_games
        )));
    }
    let slot = api.slots.enter().await.map_err(|_| ApiError::busy())?;
    let text = tokio::task::spawn_blocking(move || {
        let _slot = slot;
        generate(
            family,
            rows,
            cols,
            request.games,
            request.seed,
            request.uniform,
        )
    })
    .await
    .map_err(|_| ApiError::internal("the generator failed"))??;
    Ok((
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; charset=utf-8"),
        )],
        text,
    )
        .into_response())
}

/// The puzzle `huarong gen FAMILY --rows R --cols C --games G --seed S
/// [--uniform]` prints: the same draws from the same seed.
fn generate(
    family: Family,
    rows: usize,
    cols: usize,
    games: usize,
    seed: u64,
    uniform: bool,
) -> Result<String, ApiError> {
    let mut rng = seeded(seed);
    let board = board(family, rows, cols, &mut rng);
    let mut out = String::new();
    let drawn: Vec<Game> = if games == 0 {
        Vec::new()
    } else if uniform {
        GameDraw::new(&board, false, &mut rng)
            .map(|draw| draw.take(games).collect())
            .unwrap_or_default()
    } else {
        let graph = StateGraph::new(&board);
        let mut solver = FastSolver::new(&graph);
        let solve = move |game: &Game| solver.solve(game).ok().flatten();
        InterestingDraw::new(&board, &mut rng, solve)
            .map(|draw| draw.take(games).collect())
            .unwrap_or_default()
    };
    if drawn.len() < games {
        return Err(ApiError::bad_request(format!(
            "the {rows} x {cols} board of family {family} has fewer than two free cells, so no valid game"
        )));
    }
    let _ = write!(out, "{}", Header::new(&board, games as u64));
    for game in drawn {
        let _ = writeln!(out, "{game}");
    }
    Ok(out)
}
