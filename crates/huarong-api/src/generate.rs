//! `gen`: a new puzzle drawn by the library's generator, as the judge-format
//! text that `huarong gen` prints for the same arguments.

use std::fmt::Write as _;

use huarong::generate::{Family, GameDraw, InterestingDraw, board, seeded};
use huarong::{Board, Game, Header};
use serde::Deserialize;

use crate::error::Refusal;
use crate::limits::RequestLimits;

/// Answers games on one board for the generator's interesting draws, when
/// the solver lives outside this build (the WebAssembly tools module asks
/// the solver module through the page's worker).
pub trait BoardSolver {
    /// Readies the solver for games on `board`.
    fn prepare(&mut self, board: &Board);
    /// The fewest moves for `game` on the board last prepared, or `None`
    /// when it is unsolvable.
    fn solve(&mut self, game: &Game) -> Option<u64>;
}

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

impl GenRequest {
    /// A request for `family` with `huarong gen`'s defaults: 30 x 30, 500
    /// games, seed 2013, the interesting mix.
    #[must_use]
    pub fn new(family: String) -> GenRequest {
        GenRequest {
            family,
            rows: thirty(),
            cols: thirty(),
            games: five_hundred(),
            seed: seed(),
            uniform: false,
        }
    }
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
    limits: &RequestLimits,
) -> Result<(Family, usize, usize), Refusal> {
    let family: Family =
        request
            .family
            .parse()
            .map_err(|error: huarong::generate::ParseFamilyError| {
                Refusal::bad_request(error.to_string())
            })?;
    let (rows, cols) = family.shape(request.rows, request.cols);
    if rows == 0 || cols == 0 {
        return Err(Refusal::bad_request(format!(
            "a {rows} x {cols} board has no cells"
        )));
    }
    let cells = (rows as u128) * (cols as u128);
    if cells > u128::from(limits.max_cells) {
        return Err(Refusal::over_limit(format!(
            "a {rows} x {cols} board has more than {} limit of {} cells",
            limits.whose, limits.max_cells
        )));
    }
    if request.games > limits.max_games {
        return Err(Refusal::over_limit(format!(
            "{} games are more than {} limit of {}",
            request.games, limits.whose, limits.max_games
        )));
    }
    Ok((family, rows, cols))
}

/// The puzzle `huarong gen FAMILY --rows R --cols C --games G --seed S
/// [--uniform]` prints: the same draws from the same seed. The interesting
/// draws solve their candidates with `solver`, or with the library's own
/// solver when it is `None`.
///
/// # Errors
/// As [`check_gen`]; `400` when the board has no valid game; `500` when the
/// draws need a solver and this build has none.
pub fn generate<'s>(
    request: &GenRequest,
    limits: &RequestLimits,
    solver: Option<&mut (dyn BoardSolver + 's)>,
) -> Result<String, Refusal> {
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
    } else if let Some(solver) = solver {
        solver.prepare(&board);
        let solve = |game: &Game| solver.solve(game);
        InterestingDraw::new(&board, &mut rng, solve)
            .map(|draw| draw.take(games).collect())
            .unwrap_or_default()
    } else {
        interesting_here(&board, &mut rng, games)?
    };
    if drawn.len() < games {
        return Err(Refusal::bad_request(format!(
            "the {rows} x {cols} board of family {family} has fewer than two free cells, so no valid game"
        )));
    }
    let _ = write!(out, "{}", Header::new(&board, games as u64));
    for game in drawn {
        let _ = writeln!(out, "{game}");
    }
    Ok(out)
}

/// `games` interesting draws on `board`, solved by the library's solver.
#[cfg(feature = "solver")]
fn interesting_here(
    board: &Board,
    rng: &mut impl rand::RngExt,
    games: usize,
) -> Result<Vec<Game>, Refusal> {
    let graph = huarong::StateGraph::new(board);
    let mut solver = huarong::FastSolver::new(&graph);
    let solve = move |game: &Game| solver.solve(game).ok().flatten();
    Ok(InterestingDraw::new(board, rng, solve)
        .map(|draw| draw.take(games).collect())
        .unwrap_or_default())
}

/// Without the solver, interesting draws need a host's [`BoardSolver`].
#[cfg(not(feature = "solver"))]
fn interesting_here(_: &Board, _: &mut impl rand::RngExt, _: usize) -> Result<Vec<Game>, Refusal> {
    Err(Refusal::internal(
        "this build draws interesting games only with a solver at hand",
    ))
}
