//! Exact solver for the NOIP 2013 "Huarong Dao" (华容道) sliding-piece puzzle.
//!
//! A board of fixed and movable 1x1 pieces has one blank cell; a move slides a
//! movable piece next to the blank into it. Each game asks for the fewest moves
//! that bring a designated piece to a target cell.
//!
//! Data flows one way, one folder a stage: text → [`Puzzle`] ([`parse_puzzle`],
//! `input/`) → the blank's walks (`walk/`) → around-costs (`around/`) →
//! [`StateGraph`] (`graph/`, precomputed once per board) → searches
//! ([`FastSolver`], `search/`) → answers and [`Solution`]s. [`solve`] is the
//! one entry point (`engine/`); [`BruteSolver`] and [`ClassicSolver`] answer
//! the same questions by simpler means, as the reference and the baseline, and
//! all three implement [`Solver`]. Explanations (`explain/`) show the published
//! method's numbers for a game ([`GameExplanation`]) or a cell
//! ([`CellExplanation`]), read off the solver. Judging outputs (`judge/`) reads a
//! program's lines ([`read_claims`]), judges them ([`Verdict`]) and shrinks a
//! failing puzzle ([`shrink`]). At the edges, behind features: `render` draws
//! games, `generate` makes boards and games. [`classic`] solves the classic
//! sliding-block Huarong Dao (Cao Cao's escape, 横刀立马) and puzzles like it.
//!
//! ```
//! use huarong::{parse_puzzle, solve, InputLimits, SolveOptions};
//! let text = "3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
//! let puzzle = parse_puzzle(text.as_bytes(), &InputLimits::default())?;
//! let answers = solve(&puzzle, &SolveOptions::default())?;
//! assert_eq!(answers.into_costs(), vec![Some(2), None]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Features (all on by default): `parallel` spreads precomputation and batches
//! of games over rayon's threads; `generate` adds [`generate`]; `render` adds
//! [`render`].

mod around;
pub mod classic;
mod engine;
mod explain;
#[cfg(feature = "generate")]
pub mod generate;
mod graph;
mod input;
mod judge;
mod parallel;
mod prefetch;
#[cfg(feature = "render")]
pub mod render;
mod search;
mod sizes;
mod solution;
mod split_mix;
mod walk;
mod zeroed;

pub use engine::brute::{BRUTE_MAX_FREE, BruteSolver};
pub use engine::classic::ClassicSolver;
pub use engine::decisions::Decision;
#[doc(hidden)]
pub use engine::fast::solver_plan;
#[doc(hidden)]
pub use engine::memory::estimated_plan;
pub use engine::memory::{
    MemoryEstimate, PlanReport, estimate_memory, memory_bounds, memory_most, plan_report,
};
#[doc(hidden)]
pub use engine::plan::Plan;
pub use engine::plan::SEARCH_LIMIT;
pub use engine::solve;
pub use engine::solver::{Answers, Budget, Engine, Progress, SolveError, SolveOptions, Solver};
pub use engine::table_limits::TableLimits;
pub use explain::cell::{AroundCost, CellError, CellExplanation};
pub use explain::game::{ExplainError, GameExplanation, SideCost, Step, StepKind};
pub use explain::searches::{BlankWalk, NaiveSearch, Settled, StateSearch};
pub use graph::reach::piece_reach;
pub use graph::state::State;
pub use graph::state_graph::StateGraph;
pub use input::board::Board;
pub use input::cell::{Cell, Pos};
pub use input::dir::Dir;
pub use input::error::{Located, ParseError, ParseErrorKind, ValidationError, ValidationErrorKind};
pub use input::parse::{DEFAULT_MAX_CELLS, InputLimits, SOLVER_MAX_CELLS, parse_puzzle};
pub use input::puzzle::{Game, GameError, Header, Puzzle, Role};
pub use input::shown::{Excerpt, shown as printable};
pub use input::validate::{ContestLimits, validate_puzzle};
pub use judge::claims::{Claim, Malformed, read_claims};
pub use judge::shrink::shrink;
pub use judge::verdict::{Fault, GameFault, Verdict, answer_text, judge_claims};
pub use search::fast::FastSolver;
pub use search::heuristic::open_board_cost;
pub use solution::{Cost, ReplayError, Solution, replay};
pub use split_mix::SplitMix64;
