//! Exact solver for the NOIP 2013 "Huarong Dao" (华容道) sliding-piece puzzle.
//!
//! A board of fixed and movable 1x1 pieces has one blank cell; a move slides a
//! movable piece next to the blank into it. Each game asks for the fewest moves
//! that bring a designated piece to a target cell.
//!
//! Data flows one way: text → [`Puzzle`] ([`parse_puzzle`]) → [`StateGraph`]
//! (precomputed once per board) → searches ([`FastSolver`]) → answers.
//! [`BruteSolver`] and [`ClassicSolver`] answer the same questions by simpler
//! means, as the reference and the baseline.
//!
//! ```
//! use huarong::{parse_puzzle, solve_all, Engine, Limits};
//! let text = "3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
//! let puzzle = parse_puzzle(text.as_bytes(), &Limits::default())?;
//! assert_eq!(solve_all(&puzzle, Engine::Fast)?, vec![Some(2), None]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod around;
mod engine;
#[cfg(feature = "generate")]
pub mod generate;
mod graph;
mod input;
#[cfg(feature = "render")]
pub mod render;
mod search;
mod solution;
mod walk;

pub use engine::brute::{BRUTE_MAX_FREE, BruteSolver};
pub use engine::classic::ClassicSolver;
pub use engine::{
    Engine, Progress, SolveError, solve_all, solve_all_reporting, solve_all_with_moves,
    solve_all_with_moves_reporting,
};
pub use graph::state_graph::StateGraph;
pub use input::board::{Board, Cell, Pos};
pub use input::dir::Dir;
pub use input::parse::{
    DEFAULT_MAX_CELLS, Limits, ParseError, ParseErrorKind, SOLVER_MAX_CELLS, parse_puzzle,
};
pub use input::puzzle::{Game, GameError, Puzzle, Role};
pub use search::fast::FastSolver;
pub use search::heuristic::open_board_cost;
pub use search::landmarks::Landmarks;
pub use solution::{ReplayError, Solution, replay};
