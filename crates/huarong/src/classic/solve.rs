//! The answers: the optimum in a metric with an optimal sequence of moves
//! and the number of reachable layouts ([`solve`]), or the next move of an
//! optimal sequence from any layout ([`next_move`]).

use crate::classic::error::ClassicSolveError;
use crate::classic::metric::Metric;
use crate::classic::moves::ClassicMove;
use crate::classic::puzzle::ClassicPuzzle;
use crate::classic::search::{self, Until};

/// The default memory limit of a search: 2 GiB, some 35 million layouts of
/// a board of up to 64 bits a layout (for 横刀立马, 25,955 take a few
/// hundred kilobytes).
pub const DEFAULT_MAX_BYTES: u64 = 2 << 30;

/// What a search may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClassicSearchLimits {
    /// The most bytes its tables may take; a search that would need more
    /// stops with [`ClassicSolveError::OverBudget`] before allocating them.
    pub max_bytes: u64,
}

impl Default for ClassicSearchLimits {
    fn default() -> ClassicSearchLimits {
        ClassicSearchLimits {
            max_bytes: DEFAULT_MAX_BYTES,
        }
    }
}

/// A solved puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassicSolution {
    /// The fewest moves that bring the designated piece to its goal, in the
    /// metric asked for; `None` when it can never get there.
    pub optimum: Option<usize>,
    /// How many layouts are reachable from the start, the start included,
    /// pieces of one shape counted as interchangeable. The same in either
    /// metric.
    pub reachable: u64,
    /// An optimal sequence of moves: `optimum` of them, each naming its
    /// piece as the start layout does. Empty when the goal is unreachable.
    pub moves: Vec<ClassicMove>,
}

/// Solves `puzzle` in `metric`: the optimum, an optimal sequence of moves,
/// and every reachable layout counted.
///
/// ```
/// use huarong::classic::{ClassicSearchLimits, ClassicPuzzle, Metric, solve};
/// let puzzle = ClassicPuzzle::parse("AB.\n.C.\ngoal A 2 3\n")?;
/// let solution = solve(&puzzle, Metric::Piece, &ClassicSearchLimits::default())?;
/// assert_eq!((solution.optimum, solution.reachable), (Some(2), 60));
/// let moves: Vec<String> = solution.moves.iter().map(ToString::to_string).collect();
/// assert_eq!(moves, ["C RU", "A DRR"]);
/// assert!(puzzle.replay(&solution.moves)?.is_solved());
/// let cells = solve(&puzzle, Metric::Cell, &ClassicSearchLimits::default())?;
/// assert_eq!((cells.optimum, cells.reachable), (Some(5), 60));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`ClassicSolveError`] when the layouts do not fit `limits` or the widest
/// key the solver packs.
pub fn solve(
    puzzle: &ClassicPuzzle,
    metric: Metric,
    limits: &ClassicSearchLimits,
) -> Result<ClassicSolution, ClassicSolveError> {
    let outcome = search::search(puzzle, metric, limits.max_bytes, Until::Exhausted)?;
    Ok(ClassicSolution {
        optimum: outcome.optimum,
        reachable: outcome.found,
        moves: outcome.moves,
    })
}

/// Where a puzzle stands, and the next move of an optimal sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NextMove {
    /// The designated piece is on its goal.
    Solved,
    /// It can never get there.
    Unreachable,
    /// This move starts an optimal sequence of `remaining` moves.
    Move {
        /// The first move.
        next: ClassicMove,
        /// The fewest moves to the goal, this one included.
        remaining: usize,
    },
}

/// The next move of an optimal sequence from `puzzle` (any layout: a
/// player's, mid-game): a hint. The search stops at the goal, so it is
/// quicker than [`solve`] when the goal is near.
///
/// ```
/// use huarong::classic::{ClassicSearchLimits, ClassicPuzzle, Metric, NextMove, next_move};
/// let puzzle = ClassicPuzzle::parse("AB.\n.C.\ngoal A 2 3\n")?;
/// let hint = next_move(&puzzle, Metric::Piece, &ClassicSearchLimits::default())?;
/// let NextMove::Move { next, remaining } = hint else { panic!("{hint:?}") };
/// assert_eq!((next.to_string(), remaining), ("C RU".to_owned(), 2));
/// let after = puzzle.apply(&next)?;
/// assert!(matches!(next_move(&after, Metric::Piece, &ClassicSearchLimits::default())?,
///     NextMove::Move { remaining: 1, .. }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// As [`solve`].
pub fn next_move(
    puzzle: &ClassicPuzzle,
    metric: Metric,
    limits: &ClassicSearchLimits,
) -> Result<NextMove, ClassicSolveError> {
    let outcome = search::search(puzzle, metric, limits.max_bytes, Until::Goal)?;
    Ok(match (outcome.optimum, outcome.moves.into_iter().next()) {
        (None, _) => NextMove::Unreachable,
        (Some(remaining), Some(next)) => NextMove::Move { next, remaining },
        (Some(_), None) => NextMove::Solved,
    })
}
