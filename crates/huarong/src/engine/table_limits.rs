//! The limits the fast engine sizes its optional tables and its threads by:
//! each owner's threshold, gathered so that a solve and its memory estimate
//! read the same numbers, and so that a caller (or a test) can move them.

use crate::graph::corridors::{FEW_GAMES_DENSE_STATES, LISTS_PAY_GAMES, MAX_DENSE_STATES};
use crate::search::landmarks::{
    LANDMARK_BYTES_PER_CELL, LANDMARK_FLOOR, LANDMARK_FLOOR_GAMES, LANDMARK_MEMORY,
    LANDMARK_SMALL_FLOOR,
};
use crate::search::{EXTRA_SEARCHER_BYTES_PER_CELL, EXTRA_SEARCHERS_FLOOR, EXTRA_SEARCHERS_MEMORY};

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
    /// past it (1 GiB by default; on big boards at most 36 bytes a cell,
    /// see [`TableLimits::landmarks_for`]).
    pub landmark_bytes: usize,
    /// The bytes the searchers beyond the first may take together when
    /// searches run on several threads: past it they share one scratch for
    /// the blank's walks, or run on one thread (512 MiB by default; on big
    /// boards at most 24 bytes a cell, see [`TableLimits::extra_for`]).
    pub extra_searcher_bytes: usize,
    /// The most states a state graph may have and keep adjacency lists of
    /// its branch states whatever their size: past it (2^24 by default) only
    /// lists of at most 24 bytes a cell are built, and else the searches read
    /// edges on the fly. With fewer than 200 games the limit is at most 2^20
    /// states (see [`TableLimits::listed_for`]).
    pub listed_states: usize,
}

impl TableLimits {
    /// The most states a graph may have and keep all its adjacency lists
    /// when `games` games are played on it: [`TableLimits::listed_states`],
    /// or with fewer than 200 games at most 2^20, where the lists would save
    /// a few percent of the time for more memory than the rest of the
    /// tables.
    ///
    /// ```
    /// use huarong::TableLimits;
    /// let limits = TableLimits::default();
    /// assert_eq!(limits.listed_for(10_000), limits.listed_states);
    /// assert_eq!(limits.listed_for(100), 1 << 20);
    /// ```
    #[must_use]
    pub fn listed_for(&self, games: usize) -> usize {
        if games >= LISTS_PAY_GAMES {
            self.listed_states
        } else {
            self.listed_states.min(FEW_GAMES_DENSE_STATES)
        }
    }

    /// The bytes the landmark tables may take together on a board of
    /// `layout_len` layout cells for `games` games:
    /// [`TableLimits::landmark_bytes`], and at most 36 bytes a cell, so that
    /// with two solvers the peak stays under 150 bytes a cell on boards of
    /// many branch states. They may always take 16 MiB, and with 400 games
    /// or more (those that want 16 landmarks, each sharpening hundreds of
    /// searches) 160 MiB.
    ///
    /// ```
    /// use huarong::TableLimits;
    /// let limits = TableLimits::default();
    /// assert_eq!(limits.landmarks_for(10_000, 100), 16 << 20);
    /// assert_eq!(limits.landmarks_for(1_000_000, 399), 36_000_000);
    /// assert_eq!(limits.landmarks_for(1_000_000, 400), 160 << 20);
    /// assert_eq!(limits.landmarks_for(16_000_000, 10_000), 576_000_000);
    /// assert_eq!(limits.landmarks_for(64_000_000, 100), limits.landmark_bytes);
    /// ```
    #[must_use]
    pub fn landmarks_for(&self, layout_len: usize, games: usize) -> usize {
        let floor = if games >= LANDMARK_FLOOR_GAMES {
            LANDMARK_FLOOR
        } else {
            LANDMARK_SMALL_FLOOR
        };
        scaled(
            self.landmark_bytes,
            layout_len,
            LANDMARK_BYTES_PER_CELL,
            floor,
        )
    }

    /// The bytes the searchers beyond the first may take together on a
    /// board of `layout_len` layout cells: [`TableLimits::extra_searcher_bytes`],
    /// and at most 24 bytes a cell on boards past about 800 x 800 (16 MiB
    /// on any board), so that a second solver keeps the peak near that of
    /// one.
    ///
    /// ```
    /// use huarong::TableLimits;
    /// let limits = TableLimits::default();
    /// assert_eq!(limits.extra_for(1_000), 16 << 20);
    /// assert_eq!(limits.extra_for(4_000_000), 96_000_000);
    /// assert_eq!(limits.extra_for(16_000_000), 384_000_000);
    /// assert_eq!(limits.extra_for(64_000_000), limits.extra_searcher_bytes);
    /// ```
    #[must_use]
    pub fn extra_for(&self, layout_len: usize) -> usize {
        scaled(
            self.extra_searcher_bytes,
            layout_len,
            EXTRA_SEARCHER_BYTES_PER_CELL,
            EXTRA_SEARCHERS_FLOOR,
        )
    }
}

/// A limit of `limit` bytes on a board of `layout_len` layout cells that
/// also takes at most `per_cell` bytes a cell, but never less than `floor`.
fn scaled(limit: usize, layout_len: usize, per_cell: usize, floor: usize) -> usize {
    limit.min(layout_len.saturating_mul(per_cell).max(floor))
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
