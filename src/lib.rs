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
#![deny(missing_docs)]

mod approach;
mod around;
mod around_table;
mod blocks;
mod board;
mod branch_graph;
mod branch_table;
mod brute;
mod bucket_queue;
mod classic;
mod corridors;
mod dir;
mod engine;
mod fast;
pub mod generate;
mod grid_search;
mod heuristic;
mod landmarks;
mod moves;
mod parse;
mod puzzle;
mod radix_heap;
pub mod render;
mod run_series;
mod search_queue;
mod skeleton;
mod state_graph;

pub use board::{Board, Cell, Pos};
pub use brute::{BRUTE_MAX_FREE, BruteSolver};
pub use classic::ClassicSolver;
pub use dir::Dir;
pub use engine::{
    Engine, Progress, SolveError, solve_all, solve_all_reporting, solve_all_with_moves,
    solve_all_with_moves_reporting,
};
pub use fast::FastSolver;
pub use heuristic::open_board_cost;
pub use landmarks::Landmarks;
pub use moves::{ReplayError, Solution, replay};
pub use parse::{
    DEFAULT_MAX_CELLS, Limits, ParseError, ParseErrorKind, SOLVER_MAX_CELLS, parse_puzzle,
};
pub use puzzle::{Game, GameError, Puzzle, Role};
pub use state_graph::StateGraph;
