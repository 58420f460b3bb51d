//! Stage 5, the searches of the fast engine: phase 1 (the blank to the piece),
//! phase 2 (the piece to the target over the state graph), and the tables
//! that sharpen or replace them when games are many.
//!
//! May use: `input`, `walk`, `around`, `graph`, `solution`.

/// A distance the search did not reach, in tables of distances (a landmark's
/// column, a row of the branch table).
pub(crate) const UNREACHED: u64 = u64::MAX;

pub(crate) mod approach;
pub(crate) mod branch_table;
pub(crate) mod fast;
pub(crate) mod heuristic;
pub(crate) mod landmarks;
pub(crate) mod queue;
