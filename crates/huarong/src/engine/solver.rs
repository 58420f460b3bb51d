//! What the engines share: the [`Solver`] trait they implement, the options
//! of a solve, its answers and its errors.

use std::fmt;

use crate::engine::table_limits::TableLimits;
use crate::input::puzzle::{Game, GameError};
use crate::solution::{Cost, Solution};

/// What every engine does: answer games on the board it was built for.
///
/// ```
/// use huarong::{parse_puzzle, BruteSolver, ClassicSolver, InputLimits, Solver};
/// let text = b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
/// let puzzle = parse_puzzle(text, &InputLimits::default()).unwrap();
/// let mut brute = BruteSolver::new(&puzzle.board).unwrap();
/// let mut classic = ClassicSolver::new(&puzzle.board);
/// for solver in [&mut brute as &mut dyn Solver, &mut classic] {
///     assert_eq!(solver.solve(&puzzle.games[0]), Ok(Some(2)));
///     let solution = solver.solve_with_moves(&puzzle.games[0]).unwrap().unwrap();
///     assert_eq!(solution.letters(), "UU");
/// }
/// ```
pub trait Solver {
    /// The fewest moves for `game`, or `None` when the piece can never reach
    /// the target.
    ///
    /// # Errors
    /// When the game is not valid on the board (see [`Game::check`]).
    fn solve(&mut self, game: &Game) -> Result<Option<u64>, GameError>;

    /// The fewest moves for `game` with one sequence of moves that achieves
    /// them, or `None` when the piece can never reach the target.
    ///
    /// # Errors
    /// When the game is not valid on the board (see [`Game::check`]).
    fn solve_with_moves(&mut self, game: &Game) -> Result<Option<Solution>, GameError>;

    /// The fewest moves of each of `games`, in order, in eight bytes a game,
    /// or the index and error of the first game that is not valid on the
    /// board: each answer goes straight into its place, with no list of
    /// results first, so millions of games keep only these. `done(n)` hears
    /// of every `n` more games answered (from any thread). Engines that can
    /// share work between games do so here.
    ///
    /// # Errors
    /// When a game is not valid on the board.
    fn solve_costs(
        &mut self,
        games: &[Game],
        done: &(dyn Fn(usize) + Sync),
    ) -> Result<Vec<Cost>, (usize, GameError)> {
        let mut costs = Vec::with_capacity(games.len());
        for (i, game) in games.iter().enumerate() {
            costs.push(Cost::new(self.solve(game).map_err(|error| (i, error))?));
            done(1);
        }
        Ok(costs)
    }

    /// [`Solver::solve_with_moves`] for each of `games`, in order, calling
    /// `done` as [`Solver::solve_costs`] does.
    fn solve_many_with_moves(
        &mut self,
        games: &[Game],
        done: &(dyn Fn(usize) + Sync),
    ) -> Vec<Result<Option<Solution>, GameError>> {
        games
            .iter()
            .map(|game| {
                let answer = self.solve_with_moves(game);
                done(1);
                answer
            })
            .collect()
    }
}

/// The solving methods. All three give the same answers; they differ in speed
/// and in the board sizes they suit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Engine {
    /// Breadth-first search over (blank, piece) positions: the trusted reference,
    /// for boards of at most [`BRUTE_MAX_FREE`](crate::BRUTE_MAX_FREE) free cells.
    Brute,
    /// The published approach (one BFS per state, SPFA per game): the baseline.
    Classic,
    /// Tiered precomputation and A* searches: the default.
    #[default]
    Fast,
}

impl Engine {
    /// All engines, reference first.
    pub const ALL: [Engine; 3] = [Engine::Brute, Engine::Classic, Engine::Fast];

    /// The engine's name: `brute`, `classic` or `fast`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Engine::Brute => "brute",
            Engine::Classic => "classic",
            Engine::Fast => "fast",
        }
    }
}

impl fmt::Display for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How much around-cost work the fast engine does before the games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Budget {
    /// Every cost up front with many games; with few, [`Budget::Limit`] of
    /// [`SEARCH_LIMIT`](crate::SEARCH_LIMIT) (measured to suit each).
    #[default]
    Auto,
    /// Every around-cost up front.
    Unlimited,
    /// Around-cost searches that settle more than this many cells (or
    /// skeleton junctions) are left until a game's search needs them.
    Limit(usize),
}

/// What a long solve reports as it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Progress {
    /// A step of the board's precomputation begins, named for a person
    /// watching (`"around-costs"`, `"landmarks"`, ...).
    Phase(&'static str),
    /// The board's precomputation is done; games come next.
    Precomputed,
    /// This many more games are answered.
    Solved(usize),
}

/// How to solve a puzzle: the engine, whether to spell out moves, the work
/// budget, the limits on the fast engine's tables, and whom to tell how it
/// goes.
///
/// ```
/// use huarong::{Budget, Engine, SolveOptions};
/// let options = SolveOptions::new(Engine::Classic).with_moves(true);
/// assert_eq!((options.engine, options.moves, options.budget), (Engine::Classic, true, Budget::Auto));
/// ```
#[derive(Clone, Copy, Default)]
pub struct SolveOptions<'a> {
    /// The engine.
    pub engine: Engine,
    /// Spell out one optimal move sequence per solvable game.
    pub moves: bool,
    /// The fast engine's around-cost work budget (ignored by the others).
    pub budget: Budget,
    /// How much the fast engine's optional tables and extra threads may
    /// take (ignored by the others).
    pub limits: TableLimits,
    /// Told how the work goes, from any thread.
    pub progress: Option<&'a (dyn Fn(Progress) + Sync)>,
}

impl fmt::Debug for SolveOptions<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SolveOptions")
            .field("engine", &self.engine)
            .field("moves", &self.moves)
            .field("budget", &self.budget)
            .field("limits", &self.limits)
            .field("progress", &self.progress.is_some())
            .finish()
    }
}

impl<'a> SolveOptions<'a> {
    /// The default options with `engine`: no moves, the automatic budget, no
    /// progress reports.
    #[must_use]
    pub fn new(engine: Engine) -> SolveOptions<'a> {
        SolveOptions {
            engine,
            ..SolveOptions::default()
        }
    }

    /// The same options, spelling out moves or not.
    #[must_use]
    pub fn with_moves(self, moves: bool) -> SolveOptions<'a> {
        SolveOptions { moves, ..self }
    }

    /// The same options with another work budget.
    #[must_use]
    pub fn with_budget(self, budget: Budget) -> SolveOptions<'a> {
        SolveOptions { budget, ..self }
    }

    /// The same options with other limits on the fast engine's tables.
    #[must_use]
    pub fn with_limits(self, limits: TableLimits) -> SolveOptions<'a> {
        SolveOptions { limits, ..self }
    }

    /// The same options, reporting progress to `progress`.
    #[must_use]
    pub fn with_progress(self, progress: &'a (dyn Fn(Progress) + Sync)) -> SolveOptions<'a> {
        SolveOptions {
            progress: Some(progress),
            ..self
        }
    }

    /// Tells the progress callback, if any.
    pub(crate) fn report(&self, progress: Progress) {
        if let Some(report) = self.progress {
            report(progress);
        }
    }
}

/// Every game's result, in input order: the fewest moves, or with
/// [`SolveOptions::moves`] the solutions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answers {
    /// The fewest moves per game, [`Cost::NONE`] when unsolvable.
    Costs(Vec<Cost>),
    /// One optimal solution per game, `None` when unsolvable.
    Solutions(Vec<Option<Solution>>),
}

impl Answers {
    /// How many games were answered.
    #[must_use]
    pub fn len(&self) -> usize {
        match self {
            Answers::Costs(costs) => costs.len(),
            Answers::Solutions(solutions) => solutions.len(),
        }
    }

    /// Whether there were no games.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The fewest moves of game `i` (0-based), `None` when it is unsolvable.
    ///
    /// # Panics
    /// When `i` is not below [`Answers::len`].
    #[must_use]
    pub fn cost(&self, i: usize) -> Option<u64> {
        match self {
            Answers::Costs(costs) => costs[i].get(),
            Answers::Solutions(solutions) => solutions[i].as_ref().map(|s| s.cost),
        }
    }

    /// The fewest moves of every game.
    #[must_use]
    pub fn into_costs(self) -> Vec<Option<u64>> {
        match self {
            Answers::Costs(costs) => costs.into_iter().map(Cost::get).collect(),
            Answers::Solutions(solutions) => {
                solutions.into_iter().map(|s| s.map(|s| s.cost)).collect()
            }
        }
    }

    /// The solutions, when moves were asked for.
    #[must_use]
    pub fn solutions(&self) -> Option<&[Option<Solution>]> {
        match self {
            Answers::Costs(_) => None,
            Answers::Solutions(solutions) => Some(solutions),
        }
    }
}

/// Why a puzzle could not be solved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SolveError {
    /// The brute-force engine was given a board too large for it.
    #[error("the brute engine handles at most {max} free cells; this board has {free}")]
    TooLargeForBrute {
        /// Free cells on the board.
        free: usize,
        /// The engine's limit.
        max: usize,
    },
    /// A game is not valid on the board.
    #[error("game {game}: {error}")]
    InvalidGame {
        /// 1-based game number.
        game: usize,
        /// The broken rule.
        error: GameError,
    },
}

/// Answers `games` with the prepared `solver`, reporting as `options` ask.
pub(crate) fn answer_all(
    solver: &mut dyn Solver,
    games: &[Game],
    options: &SolveOptions<'_>,
) -> Result<Answers, SolveError> {
    options.report(Progress::Precomputed);
    let done = |n| options.report(Progress::Solved(n));
    Ok(if options.moves {
        Answers::Solutions(numbered(solver.solve_many_with_moves(games, &done))?)
    } else {
        Answers::Costs(
            solver
                .solve_costs(games, &done)
                .map_err(|(i, error)| SolveError::InvalidGame { game: i + 1, error })?,
        )
    })
}

/// The results of games in order, or the first game's error with its number.
fn numbered<T>(results: Vec<Result<T, GameError>>) -> Result<Vec<T>, SolveError> {
    results
        .into_iter()
        .enumerate()
        .map(|(i, result)| result.map_err(|error| SolveError::InvalidGame { game: i + 1, error }))
        .collect()
}
