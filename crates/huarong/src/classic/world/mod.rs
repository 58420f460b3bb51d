//! The world of the 4 x 5 board: every layout with Cao Cao (2 x 2), two
//! blanks or more, and the other cells covered by any mix of generals (2 x
//! 1, 1 x 2) and soldiers (1 x 1), pieces of one shape interchangeable —
//! 29,334,498 layouts of 203 mixes in 25,422 groups — and each one's
//! optimum.
//!
//! A layout is a handful of bit masks (`grid`), whose moves are bit
//! operations; each mix's layouts are numbered densely in the order of
//! their canonical codes (`rank`), so one byte a layout holds its distance
//! to the goal, found by one breadth-first search backwards from every
//! layout with Cao Cao at the exit (`distances`). From those: the figures of
//! each mix and of the whole ([`World`]), a layout of any difficulty
//! ([`Optima::draw`]), and one group searched forwards from its start
//! ([`solve_group`]).
//!
//! ```
//! use huarong::classic::{Band, Metric, Mix, Optima};
//! let optima = Optima::compute(Mix::HENGDAO_LIMA, Metric::Piece)?;
//! let (puzzle, optimum) = optima.draw(Band::new(80..=90), 2026).unwrap();
//! assert!((80..=90).contains(&optimum));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod distances;
mod draw;
mod grid;
mod group;
mod mix;
mod rank;
mod seen;
mod survey;

pub use draw::{Band, BandError, Difficulty, Optima, UnknownDifficulty, daily_seed};
pub use group::{GroupSolution, solve_group};
pub use mix::{MIX_CELLS, Mix, MixError};
pub use survey::{Figures, MixFigures, World, WorldPlan};
