//! Choosing an engine and answering every game of a puzzle with it.

pub(crate) mod brute;
pub(crate) mod classic;

use crate::engine::brute::BRUTE_MAX_FREE;
use crate::{
    BruteSolver, ClassicSolver, FastSolver, GameError, Landmarks, Puzzle, Solution, StateGraph,
};

/// The memory landmark tables may take.
const LANDMARK_MEMORY: usize = 1 << 30;

/// Puzzles with fewer games than this precompute to a work budget: around-cost
/// searches settling more than [`SEARCH_LIMIT`] cells are left until a game's
/// search needs them. With more games most costs get read anyway, and settling
/// them inside the games' searches costs more wall time than settling them all
/// up front in parallel (measured: 50 games on a 1000 x 1000 board at 40% fixed
/// took 5.1 s budgeted against 4.2 s; 20 games 1.8 s against 4.5 s).
const BUDGET_BELOW_GAMES: usize = 32;

/// The most cells (or skeleton junctions) one around-cost search may settle
/// in a budgeted precomputation. Measured with 5 and 20 games: 4,096 left
/// 25-30% more CPU time up front on boards at 40% fixed; 256 was a little
/// slower than either on 30% boards and braided mazes.
const SEARCH_LIMIT: usize = 1024;

/// The state graph of `puzzle`'s board, to the work budget its game count
/// calls for.
fn state_graph(puzzle: &Puzzle) -> StateGraph {
    if puzzle.games.len() < BUDGET_BELOW_GAMES {
        StateGraph::with_budget(&puzzle.board, SEARCH_LIMIT)
    } else {
        StateGraph::new(&puzzle.board)
    }
}

/// The solving methods. All three give the same answers; they differ in speed
/// and in the board sizes they suit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Engine {
    /// Breadth-first search over (blank, piece) positions: the trusted reference,
    /// for boards of at most [`BRUTE_MAX_FREE`] free cells.
    Brute,
    /// The published approach (one BFS per state, SPFA per game): the baseline.
    Classic,
    /// Tiered precomputation and A* searches: the default.
    #[default]
    Fast,
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

/// Answers every game of `puzzle` with `engine`, in input order: the fewest
/// moves, or `None` when the piece can never reach the target.
///
/// ```
/// use huarong::{parse_puzzle, solve_all, Engine, Limits};
/// let text = b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
/// let puzzle = parse_puzzle(text, &Limits::default()).unwrap();
/// for engine in [Engine::Brute, Engine::Classic, Engine::Fast] {
///     assert_eq!(solve_all(&puzzle, engine).unwrap(), vec![Some(2), None]);
/// }
/// ```
///
/// # Errors
/// [`SolveError`] when a game is invalid or the engine cannot take the board.
pub fn solve_all(puzzle: &Puzzle, engine: Engine) -> Result<Vec<Option<u64>>, SolveError> {
    solve_all_reporting(puzzle, engine, &|_| {})
}

/// What a long solve reports as it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// The board's precomputation is done; games come next.
    Precomputed,
    /// This many more games are answered.
    Solved(usize),
}

/// [`solve_all`], telling `report` how the work goes (from any thread). Only
/// the fast engine reports games as they finish.
///
/// # Errors
/// As [`solve_all`].
pub fn solve_all_reporting(
    puzzle: &Puzzle,
    engine: Engine,
    report: &(dyn Fn(Progress) + Sync),
) -> Result<Vec<Option<u64>>, SolveError> {
    let board = &puzzle.board;
    let games = puzzle.games.iter().enumerate();
    let wrap = |game: usize| {
        move |error| SolveError::InvalidGame {
            game: game + 1,
            error,
        }
    };
    match engine {
        Engine::Brute => {
            let mut solver = BruteSolver::new(board).ok_or(SolveError::TooLargeForBrute {
                free: board.free_count(),
                max: BRUTE_MAX_FREE,
            })?;
            games
                .map(|(i, g)| solver.solve(g).map_err(wrap(i)))
                .collect()
        }
        Engine::Classic => {
            let mut solver = ClassicSolver::new(board);
            games
                .map(|(i, g)| solver.solve(g).map_err(wrap(i)))
                .collect()
        }
        Engine::Fast => {
            let graph = state_graph(puzzle);
            let count = Landmarks::worth(&graph, puzzle.games.len(), LANDMARK_MEMORY);
            let landmarks = Landmarks::build(
                &graph,
                count,
                || FastSolver::new(&graph),
                |solver, from, out| solver.branch_distances(from, out),
            );
            report(Progress::Precomputed);
            let solved = |n| report(Progress::Solved(n));
            let mut solver = FastSolver::new(&graph)
                .with_landmarks(&landmarks)
                .with_progress(&solved);
            let answers = solver.solve_many(&puzzle.games);
            answers
                .into_iter()
                .enumerate()
                .map(|(i, a)| a.map_err(wrap(i)))
                .collect()
        }
    }
}

/// Solves every game of `puzzle` with the fast engine and spells out one optimal
/// move sequence for each: `None` for a game the piece can never win.
///
/// ```
/// use huarong::{parse_puzzle, replay, solve_all_with_moves, Limits};
/// let text = b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
/// let puzzle = parse_puzzle(text, &Limits::default()).unwrap();
/// let solutions = solve_all_with_moves(&puzzle).unwrap();
/// let first = solutions[0].as_ref().unwrap();
/// assert_eq!(first.letters(), "UU");
/// assert_eq!(replay(&puzzle.board, &puzzle.games[0], &first.moves), Ok(puzzle.games[0].target));
/// assert!(solutions[1].is_none());
/// ```
///
/// # Errors
/// [`SolveError::InvalidGame`] when a game is invalid.
pub fn solve_all_with_moves(puzzle: &Puzzle) -> Result<Vec<Option<Solution>>, SolveError> {
    solve_all_with_moves_reporting(puzzle, &|_| {})
}

/// [`solve_all_with_moves`], telling `report` how the work goes.
///
/// # Errors
/// As [`solve_all_with_moves`].
pub fn solve_all_with_moves_reporting(
    puzzle: &Puzzle,
    report: &(dyn Fn(Progress) + Sync),
) -> Result<Vec<Option<Solution>>, SolveError> {
    let graph = state_graph(puzzle);
    report(Progress::Precomputed);
    let solved = |n| report(Progress::Solved(n));
    let mut solver = FastSolver::new(&graph).with_progress(&solved);
    solver
        .solve_many_with_moves(&puzzle.games)
        .into_iter()
        .enumerate()
        .map(|(i, s)| s.map_err(|error| SolveError::InvalidGame { game: i + 1, error }))
        .collect()
}
