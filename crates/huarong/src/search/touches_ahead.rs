//! Phase 1 of a puzzle's games worked out ahead, on a thread that would
//! otherwise wait: the first-touch distances of each game's blank to the
//! sides of its piece (see [`approach::first_touch`]), by piece and blank
//! cell, which the games' solvers then read instead of walking.
//!
//! Landmark tables are built one full search per thread; when their count
//! leaves the last round short of a search per thread (three landmarks on
//! two threads), a thread waits for the round's other searches. Phase 1 of
//! every game fits there. A solver that reads every game's phase 1 from here
//! walks the blank no more, so its walk scratch (up to 20 bytes a cell) is
//! never allocated in the games' phase either.
//!
//! [`approach::first_touch`]: crate::search::approach::first_touch

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, DefaultHasher};

use crate::input::cell::Cell;

/// Puzzles with fewer games than this work out phase 1 beside the landmark
/// searches: a game's phase 1 costs about a ninetieth of a landmark's full
/// search on random clutter at 4000 x 4000 (100 games took 5 s of CPU, a
/// landmark 4.5 s), and it pays only while it is shorter than two of them
/// (else the searches' thread waits for it instead).
pub(crate) const AHEAD_BELOW_GAMES: usize = 128;

/// Phase 1 of some games: per piece cell and blank cell, the distance
/// of the blank's first touch of each side of the piece.
#[derive(Clone, Debug, Default)]
pub(crate) struct TouchesAhead {
    /// Hashed with fixed keys: every solver starts with an empty one, and
    /// a random hasher's seed is a system call in every judge's process.
    by_cells: HashMap<(Cell, Cell), [Option<u64>; 4], BuildHasherDefault<DefaultHasher>>,
}

impl TouchesAhead {
    /// Phase 1 for the piece at `piece` and the blank at `blank`, if it was
    /// worked out.
    #[must_use]
    #[inline]
    pub(crate) fn get(&self, piece: Cell, blank: Cell) -> Option<[Option<u64>; 4]> {
        self.by_cells.get(&(piece, blank)).copied()
    }

    /// Whether phase 1 of the piece at `piece` and the blank at `blank` is
    /// here.
    #[must_use]
    pub(crate) fn contains(&self, piece: Cell, blank: Cell) -> bool {
        self.by_cells.contains_key(&(piece, blank))
    }

    /// Keeps `touch` as phase 1 of the piece at `piece` and the blank at
    /// `blank`.
    pub(crate) fn insert(&mut self, piece: Cell, blank: Cell, touch: [Option<u64>; 4]) {
        self.by_cells.insert((piece, blank), touch);
    }
}
