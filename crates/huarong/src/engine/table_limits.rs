//! The limits the fast engine sizes its optional tables and its threads by:
//! each owner's threshold, gathered so that a solve and its memory estimate
//! read the same numbers, and so that a caller (or a test) can move them.

use crate::graph::corridors::MAX_DENSE_STATES;
use crate::search::EXTRA_SEARCHERS_MEMORY;
use crate::search::landmarks::LANDMARK_MEMORY;

/// How much the fast engine's optional tables and extra threads may take.
/// Past each limit the engine builds less, never answers otherwise: the
/// answers are the same under any limits, only time and memory change.
///
/// ```
/// use huarong::{Engine, SolveOptions, TableLimits};
/// let lean = TableLimits { landmark_bytes: 64 << 20, ..TableLimits::default() };
/// let options = SolveOptions::new(Engine::Fast).with_limits(lean);
/// assert_eq!(options.limits.landmark_bytes, 64 << 20);
/// assert_eq!(options.limits.listed_states, TableLimits::default().listed_states);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableLimits {
    /// The bytes the landmark tables may take together: fewer landmarks
    /// past it (1 GiB by default).
    pub landmark_bytes: usize,
    /// The bytes the searchers beyond the first may take together when
    /// searches run on several threads: past it they run on one (256 MiB by
    /// default).
    pub extra_searcher_bytes: usize,
    /// The most states a state graph may have and keep adjacency lists of
    /// its branch states whatever their size: past it (2^24 by default) only
    /// lists of at most 24 bytes a cell are built, and else the searches read
    /// edges on the fly.
    pub listed_states: usize,
}

impl Default for TableLimits {
    fn default() -> TableLimits {
        TableLimits {
            landmark_bytes: LANDMARK_MEMORY,
            extra_searcher_bytes: EXTRA_SEARCHERS_MEMORY,
            listed_states: MAX_DENSE_STATES,
        }
    }
}
