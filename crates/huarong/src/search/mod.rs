//! Stage 5, the searches of the fast engine: phase 1 (the blank to the piece),
//! phase 2 (the piece to the target over the state graph), and the tables
//! that sharpen or replace them when games are many.
//!
//! May use: `input`, `walk`, `around`, `graph`, `solution`.

/// A distance the search did not reach, in tables of distances (a landmark's
/// column, a row of the branch table).
pub(crate) const UNREACHED: u64 = u64::MAX;

/// Searches spread over threads take a searcher's scratch per thread (its
/// records of every branch state, its queue, the blank's walks): at 4000 x
/// 4000 that is half a gigabyte to a gigabyte each. More than one run at
/// once only while those beyond the first take no more than this together,
/// and no more than [`EXTRA_SEARCHER_BYTES_PER_CELL`], which binds first up
/// to 22 million cells. With 256 MiB, 16 bytes a cell at 16 million cells,
/// random clutter at 20% crossed the cap between 2000 x 2000 and 4000 x
/// 4000 (42 million branch states, 380 MB a solver): its landmarks and
/// games went to one thread, and its 100 games grew 6.8x from 7.7 s to
/// 52 s (35 s on both threads, 4.6x).
pub(crate) const EXTRA_SEARCHERS_MEMORY: usize = 512 << 20;

/// On boards past [`EXTRA_SEARCHERS_FLOOR`] / 24 cells, the searchers beyond
/// the first take at most this many bytes a layout cell as well: a second
/// solver's records and queue (9 to 19 bytes a cell on rooms, beads and
/// random boards at 30%) fit, its own walk scratch for the blank (20 more)
/// does not, so the solvers share one; on open ground, where every state is
/// a branch state (36 bytes a cell), the games run on one thread, whose
/// searches are short there. With 100 games at 1000 x 1000 and 2000 x 2000
/// that keeps the searches' peak under 150 bytes a cell.
pub(crate) const EXTRA_SEARCHER_BYTES_PER_CELL: usize = 24;

/// The searchers beyond the first may always take this much, however small
/// the board: every board up to about 800 x 800, and every one of the
/// benchmarks' boards, searches on every core.
pub(crate) const EXTRA_SEARCHERS_FLOOR: usize = 16 << 20;

/// Whether `threads` searchers of `each` bytes of scratch may run at once,
/// those beyond the first taking at most `extra` bytes together (by default
/// [`EXTRA_SEARCHERS_MEMORY`]).
#[must_use]
pub(crate) fn searchers_fit(threads: usize, each: usize, extra: usize) -> bool {
    threads.saturating_sub(1).saturating_mul(each) <= extra
}

pub(crate) mod approach;
pub(crate) mod branch_table;
pub(crate) mod fast;
pub(crate) mod heuristic;
pub(crate) mod landmarks;
pub(crate) mod overlay;
pub(crate) mod queue;
pub(crate) mod touches_ahead;
pub(crate) mod tree;
