//! The classic Huarong Dao (华容道) and sliding-block puzzles like it:
//! rectangular pieces of any size on a board with walls, one designated
//! piece that must reach a goal position.
//!
//! In the classic puzzle Cao Cao (曹操, 2 x 2) must escape through the gap at
//! the bottom of a 4 x 5 board past the generals (2 x 1 and 1 x 2) and the
//! soldiers (1 x 1), with two blank cells to move in.
//!
//! Data flows one way: text → [`ClassicPuzzle`] ([`ClassicPuzzle::parse`]) →
//! packed layouts and their moves (`search/`) → [`solve`] and [`next_move`]
//! → [`ClassicMove`]s, which [`ClassicPuzzle::apply`] replays
//! ([`ClassicPuzzle::slide_to`] finds a player's move to a cell); [`Famous`]
//! holds the well-known layouts, and [`cast`] names their pieces ([`Role`]), and with the `render` feature `terminal`
//! and `svg` draw a puzzle and its solution.
//!
//! **The layout format** (a contract): rows of equal length, one a line, each
//! cell `.` (blank), `#` (wall) or an ASCII letter or digit naming a piece;
//! the cells of one piece share its character and form a filled rectangle.
//! Then a line `goal L R C`: piece `L`'s top-left cell must reach row `R`,
//! column `C`, counted from 1. Empty lines may follow; lines may end in
//! CRLF. 横刀立马:
//!
//! ```text
//! ACCB
//! ACCB
//! DEEF
//! DGHF
//! I..J
//! goal C 4 2
//! ```
//!
//! **Counting.** Pieces of one shape are interchangeable (the designated one
//! apart), so two layouts that differ only in which of them stands where
//! are one layout, as players count them: 横刀立马 reaches 25,955. Moves are
//! counted in one of two [`Metric`]s: a piece's whole slide, along any path
//! through the blanks ([`Metric::Piece`], 81 for 横刀立马), or each cell of
//! it ([`Metric::Cell`], 116).
//!
//! ```
//! use huarong::classic::{ClassicSearchLimits, ClassicPuzzle, Metric, solve};
//! let puzzle = ClassicPuzzle::parse("ACCB\nACCB\nDEEF\nDGHF\nI..J\ngoal C 4 2\n")?;
//! let solution = solve(&puzzle, Metric::Piece, &ClassicSearchLimits::default())?;
//! assert_eq!((solution.optimum, solution.reachable), (Some(81), 25_955));
//! assert!(puzzle.replay(&solution.moves)?.is_solved());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! **The search** is breadth-first over whole layouts. A layout is packed
//! into the narrowest of 64, 128, 256 or 512 bits that holds one field per
//! open cell (the shape of the piece whose top-left cell it is, or none), so
//! a move is one XOR; the layouts seen are kept in an open-addressing table
//! of the packed keys. In the piece metric every place a piece reaches
//! through the blanks is one move away. Memory is bounded by
//! [`ClassicSearchLimits`]: a search stops with an error before it would allocate
//! past it.

mod cast;
mod error;
mod famous;
mod metric;
mod moves;
mod named;
mod parse;
mod puzzle;
#[cfg(feature = "render")]
mod render;
mod search;
mod slide;
mod solve;
mod world;

pub use cast::{Role, cast};
pub use error::{ClassicParseError, ClassicParseErrorKind, ClassicSolveError};
pub use famous::Famous;
pub use metric::{Metric, UnknownMetric};
pub use moves::{ClassicMove, ClassicMoveError, ClassicReplayError, MoveSyntaxError, Obstacle};
pub use puzzle::{ClassicPuzzle, Piece};
#[cfg(feature = "render")]
pub use render::{svg, terminal, terminal_grid};
pub use solve::{
    ClassicSearchLimits, ClassicSolution, DEFAULT_MAX_BYTES, NextMove, next_move, solve,
};
pub use world::{
    Band, BandError, Difficulty, Figures, GroupSolution, MIX_CELLS, Mix, MixError, MixFigures,
    Optima, UnknownDifficulty, World, WorldPlan, daily_seed, solve_group,
};
