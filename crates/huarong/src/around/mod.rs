//! Stage 3, around-costs: for every free cell and every pair of its sides, the
//! blank's shortest walk from one side to the other without crossing the cell.
//!
//! Tiers, cheapest first: local patterns ([`local`]); side groups from one
//! depth-first search ([`blocks`]); corridor runs ([`runs`]) and runs in series
//! ([`run_series`]); budgeted searches ([`costs`]) whose pending pairs the
//! [`table`] settles on first read.
//!
//! May use: `input`, `walk`.

use crate::input::dir::Dir;

pub(crate) mod blocks;
pub(crate) mod costs;
pub(crate) mod local;
pub(crate) mod run_series;
pub(crate) mod runs;
pub(crate) mod table;

/// The cost of a pair of sides the blank cannot join.
pub(crate) const UNREACHABLE: u32 = u32::MAX;

/// The cost of a pair whose search went over its limit: left for the first
/// search that needs it (see [`table::AroundTable`]). Real costs are walks on
/// the board, far below it.
pub(crate) const PENDING: u32 = u32::MAX - 1;

/// The index, 0..6, of an unordered pair of distinct sides: per-cell tables
/// hold one cost per pair.
#[must_use]
#[inline]
pub(crate) fn pair_index(a: Dir, b: Dir) -> usize {
    const PAIR: [[u8; 4]; 4] = [[9, 0, 1, 2], [0, 9, 3, 4], [1, 3, 9, 5], [2, 4, 5, 9]];
    debug_assert_ne!(a, b);
    PAIR[a.index()][b.index()] as usize
}
