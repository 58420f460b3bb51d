//! Stage 3, around-costs: for every free cell and every pair of its sides, the
//! blank's shortest walk from one side to the other without crossing the cell.
//!
//! Tiers, cheapest first: local patterns ([`local`]); side groups from one
//! depth-first search ([`blocks`]); corridor runs ([`runs`]) and runs in series
//! ([`run_series`]); capped searches ([`costs`]), whose long detours come from
//! the SPQR tree of the junctions ([`long_detours`], over [`spqr`] and
//! [`triconnected`], on boards with no skeleton over a [`reduced`] graph); pending pairs, left by the work budget, the [`table`]
//! settles on first read.
//!
//! May use: `input`, `walk`.

use crate::input::dir::Dir;

pub(crate) mod costs;
pub(crate) mod detour_graph;
pub(crate) mod local;
pub(crate) mod long_detours;
pub(crate) mod reduced;
pub(crate) mod run_series;
pub(crate) mod runs;
pub(crate) mod side_groups;
pub(crate) mod spqr;
pub(crate) mod table;
#[cfg(test)]
mod test_rng;
pub(crate) mod triconnected;

/// The cost of a pair of sides the blank cannot join.
pub(crate) const UNREACHABLE: u32 = u32::MAX;

/// The cost of a pair whose search went over its limit: left for the first
/// search that needs it (see [`table::AroundTable`]). Real costs are walks on
/// the board, far below it.
pub(crate) const PENDING: u32 = u32::MAX - 1;

/// The cost of a pair whose search went past its cap: settled before the
/// costs leave [`costs::around_costs`], by plain searches or from the SPQR
/// tree of the board's junctions ([`long_detours`]).
pub(crate) const DEFERRED: u32 = u32::MAX - 2;

/// When around-cost searches stop and leave their pairs [`DEFERRED`]: past a
/// generous cap at first, past a small one once many have had to stop and
/// they are a good share of the searches (as on a ring of small pieces, where
/// nearly every piece cell's detour is the whole ring; on random clutter a
/// few long detours round big obstacles keep the generous cap). Shared by
/// threads; one for each tier, since tiers stop at different rates.
#[derive(Debug)]
pub(crate) struct Deferral {
    /// The cap while deferrals are few.
    first: usize,
    /// The cap once they are many.
    then: usize,
    /// Deferrals so far.
    count: std::sync::atomic::AtomicUsize,
    /// Searches so far.
    searches: std::sync::atomic::AtomicUsize,
}

impl Deferral {
    /// Deferrals after which the small cap may apply.
    const MANY: usize = 64;

    /// The share of searches, one in this many, that must have stopped for
    /// the small cap to apply.
    const SHARE: usize = 8;

    /// Caps of `first` cells, then `then` cells.
    pub(crate) fn new(first: usize, then: usize) -> Deferral {
        Deferral {
            first,
            then,
            count: std::sync::atomic::AtomicUsize::new(0),
            searches: std::sync::atomic::AtomicUsize::new(0),
        }
    }

    /// The cap for the next search.
    pub(crate) fn cap(&self) -> usize {
        let count = self.count.load(std::sync::atomic::Ordering::Relaxed);
        let searches = self.searches.load(std::sync::atomic::Ordering::Relaxed);
        if count >= Deferral::MANY && count * Deferral::SHARE >= searches {
            self.then
        } else {
            self.first
        }
    }

    /// Notes one search, and whether it stopped at its cap.
    pub(crate) fn note(&self, stopped: bool) {
        use std::sync::atomic::Ordering::Relaxed;
        self.searches.fetch_add(1, Relaxed);
        if stopped {
            self.count.fetch_add(1, Relaxed);
        }
    }
}

/// Boards with fewer cells than this are precomputed on one thread.
const PARALLEL_CELLS: usize = 1 << 16;

/// Whether `board` is big enough for its precomputation to run on threads:
/// starting workers costs more than it saves on small boards.
#[must_use]
pub(crate) fn parallel(board: &crate::input::board::Board) -> bool {
    board.layout_len() >= PARALLEL_CELLS
}

/// The index, 0..6, of an unordered pair of distinct sides: per-cell tables
/// hold one cost per pair.
#[must_use]
#[inline]
pub(crate) fn pair_index(a: Dir, b: Dir) -> usize {
    const PAIR: [[u8; 4]; 4] = [[9, 0, 1, 2], [0, 9, 3, 4], [1, 3, 9, 5], [2, 4, 5, 9]];
    debug_assert_ne!(a, b);
    PAIR[a.index()][b.index()] as usize
}
