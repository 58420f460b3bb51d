//! `gen`: a new puzzle drawn by the library's generator, as the judge-format
//! text that `huarong gen` prints for the same arguments.

use std::fmt::Write as _;

use huarong::generate::{Family, GameDraw, InterestingDraw, board, seeded};
use huarong::{FastSolver, Game, Header, StateGraph};
use serde::Deserialize;

use crate::error::ApiError;
use crate::limits::Limits;

/// A request for a new puzzle, with `huarong gen`'s defaults for what it
/// leaves out.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct GenRequest {
    /// A family as `huarong gen` spells it: `rooms`, `random:0.2`, ...
    pub family: String,
    /// Rows (30 by default).
    #[serde(default = "thirty")]
    pub rows: usize,
    /// Columns (30 by default).
    #[serde(default = "thirty")]
    pub cols: usize,
    /// Games (500 by default).
    #[serde(default = "five_hundred")]
    pub games: usize,
    /// The random seed (2013 by default).
    #[serde(default = "seed")]
    pub seed: u64,
    /// Uniform games instead of the interesting mix.
    #[serde(default)]
    pub uniform: bool,
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

/// The family and the board's shape `request` asks for, within `limits`.
///
/// # Errors
/// `400` for an unknown family or an empty board; `422` over a limit.
pub fn check_gen(
    request: &GenRequest,
    limits: &Limits,
) -> Result<(Family, usize, usize), ApiError> {
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
    if cells > u128::from(limits.max_cells) {
        return Err(ApiError::over_limit(format!(
            "a {rows} x {cols} board has more than {} limit of {} cells",
            limits.whose, limits.max_cells
        )));
    }
    if request.games > limits.max_games {
        return Err(ApiError::over_limit(format!(
            "{} games are more than {} limit of {}",
            request.games, limits.whose, limits.max_games
        )));
    }
    Ok((family, rows, cols))
}

/// The puzzle `huarong gen FAMILY --rows R --cols C --games G --seed S
/// [--uniform]` prints: the same draws from the same seed.
///
/// # Errors
/// As [`check_gen`]; `400` when the board has no valid game.
pub fn generate(request: &GenRequest, limits: &Limits) -> Result<String, ApiError> {
    let (family, rows, cols) = check_gen(request, limits)?;
    let games = request.games;
    let mut rng = seeded(request.seed);
    let board = board(family, rows, cols, &mut rng);
    let mut out = String::new();
    let drawn: Vec<Game> = if games == 0 {
        Vec::new()
    } else if request.uniform {
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
