//! Stage 6, engines: the three ways of answering a puzzle behind one
//! [`Solver`](solver::Solver) trait, and [`solve`], the one entry point that
//! picks an engine, prepares it for the board and answers every game with the
//! options asked for.
//!
//! May use: every stage before it (`input` to `search`) and `solution`.

pub(crate) mod brute;
pub(crate) mod classic;
pub(crate) mod fast;
pub(crate) mod memory;
pub(crate) mod solver;

use crate::engine::brute::{BRUTE_MAX_FREE, BruteSolver};
use crate::engine::classic::ClassicSolver;
use crate::engine::solver::{Answers, Engine, Progress, SolveError, SolveOptions, answer_all};
use crate::input::puzzle::Puzzle;

/// Answers every game of `puzzle` as `options` ask, in input order.
///
/// ```
/// use huarong::{parse_puzzle, replay, solve, Engine, Limits, SolveOptions};
/// let text = b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
/// let puzzle = parse_puzzle(text, &Limits::default()).unwrap();
/// for engine in Engine::ALL {
///     let answers = solve(&puzzle, &SolveOptions::new(engine)).unwrap();
///     assert_eq!(answers.into_costs(), vec![Some(2), None]);
/// }
/// let answers = solve(&puzzle, &SolveOptions::default().with_moves(true)).unwrap();
/// let first = answers.solutions().unwrap()[0].as_ref().unwrap();
/// assert_eq!(first.letters(), "UU");
/// assert_eq!(replay(&puzzle.board, &puzzle.games[0], &first.moves), Ok(puzzle.games[0].target));
/// ```
///
/// # Errors
/// [`SolveError`] when a game is invalid or the engine cannot take the board.
pub fn solve(puzzle: &Puzzle, options: &SolveOptions<'_>) -> Result<Answers, SolveError> {
    let board = &puzzle.board;
    match options.engine {
        Engine::Brute => {
            let mut solver = BruteSolver::new(board).ok_or(SolveError::TooLargeForBrute {
                free: board.free_count(),
                max: BRUTE_MAX_FREE,
            })?;
            answer_all(&mut solver, &puzzle.games, options)
        }
        Engine::Classic => {
            options.report(Progress::Phase("around-costs, one search per state"));
            answer_all(&mut ClassicSolver::new(board), &puzzle.games, options)
        }
        Engine::Fast => fast::solve(puzzle, options),
    }
}
