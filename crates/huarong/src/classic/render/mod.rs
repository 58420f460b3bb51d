//! Drawing a classic puzzle: the layout for a terminal ([`terminal`],
//! [`terminal_grid`]), plain or in colour, and its solution as a
//! standalone SVG ([`svg`]), animated or still. Pure: functions return
//! `String`s.
//!
//! ```
//! use huarong::classic::{ClassicSearchLimits, ClassicPuzzle, Metric, solve, svg, terminal};
//! use huarong::render::Style;
//! let puzzle = ClassicPuzzle::parse("AB.\n.C.\ngoal A 2 3\n")?;
//! assert_eq!(
//!     terminal(&puzzle, Style::Plain),
//!     "   1 2 3\n1  A B .\n2  . C .\ngoal: piece A's top-left cell to row 2, column 3\n"
//! );
//! let solution = solve(&puzzle, Metric::Piece, &ClassicSearchLimits::default())?;
//! let picture = svg(&puzzle, &solution.moves, "AB", true);
//! assert!(picture.starts_with("<svg") && picture.contains("<animateTransform"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod kind;
mod svg;
mod terminal;

pub use svg::svg;
pub use terminal::{terminal, terminal_grid};
