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
/// once only while those beyond the first take no more than this together:
/// 16 bytes a cell at 16 million cells, a tenth of what the state graph
/// itself holds, so boards up to about 2000 x 2000 still search on every
/// core.
pub(crate) const EXTRA_SEARCHERS_MEMORY: usize = 256 << 20;

/// Whether `threads` searchers of `each` bytes of scratch may run at once,
/// those beyond the first taking at most `extra` bytes together (by default
/// [`EXTRA_SEARCHERS_MEMORY`]).
#[must_use]
pub(crate) fn searchers_fit(threads: usize, each: usize, extra: usize) -> bool {
    threads.saturating_sub(1).saturating_mul(each) <= extra
}

/// Asks the processor to start loading the cache line that holds `value`,
/// so that a search can issue the misses of a state's neighbours together
/// instead of one after another. A hint: a no-op where there is none.
#[inline(always)]
#[allow(unsafe_code)]
pub(crate) fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: SSE is part of every x86-64 target, and a prefetch reads
        // nothing the program sees and cannot fault (here the address is a
        // live reference besides).
        unsafe { _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(value).cast::<i8>()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}

pub(crate) mod approach;
pub(crate) mod branch_table;
pub(crate) mod fast;
pub(crate) mod heuristic;
pub(crate) mod landmarks;
pub(crate) mod queue;
pub(crate) mod tree;
