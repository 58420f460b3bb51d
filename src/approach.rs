//! Phase 1: the blank's walk to the designated piece.
//!
//! The blank searches from its start in `G - S` (S the piece's cell) and stops at
//! the first side of S it touches: from there on, walking round the piece is an
//! around-edge of the state graph. Every side touched first is a separate start
//! of the piece search, with its own cost; taking only the nearest side and
//! reaching the others by around-edges would be wrong, since a farther side may be
//! reached directly for less. A side is dropped once the search has gone past the
//! cost of reaching it round the piece from a side already found.

use crate::Dir;
use crate::board::Cell;
use crate::grid_search::{GridSearch, Visit};
use crate::state_graph::StateGraph;

/// Scratch space for phase 1, reused across games.
#[derive(Clone, Debug)]
pub struct Approach {
    search: GridSearch,
}

impl Approach {
    /// Scratch space for a board layout of `len` cells.
    #[must_use]
    pub fn new(len: usize) -> Approach {
        Approach {
            search: GridSearch::new(len),
        }
    }

    /// First-touch distances from the blank at `blank` to the sides of the piece
    /// at `piece`, for the sides in side group `group` (the only ones it can
    /// reach). `None` marks a side not needed as a start: never touched first, or
    /// dropped because the way round the piece is no dearer.
    pub fn first_touch(
        &mut self,
        graph: &StateGraph,
        piece: Cell,
        blank: Cell,
        group: usize,
    ) -> [Option<u64>; 4] {
        let board = graph.board();
        let blocks = graph.blocks();
        let mut found = [None; 4];
        let mut open = [false; 4];
        for d in Dir::ALL {
            open[d.index()] =
                board.free_cell(board.step(piece, d)) && blocks.group(piece, d) == group;
        }
        let mut bound = [u64::MAX; 4];

        self.search.reset();
        self.search.block(piece);
        let mut last_key = u64::MAX;
        // Sides are one step from the piece: slack 1 keeps the heuristic exact.
        self.search
            .run(board, blank, board.pos(piece), 1, |x, g, key, h| {
                if key != last_key {
                    last_key = key;
                    for d in 0..4 {
                        if open[d] && key >= bound[d] {
                            open[d] = false;
                        }
                    }
                    if !open.contains(&true) {
                        return Visit::Stop;
                    }
                }
                // Only the piece's sides have h = 0; they end walks, never pass them on.
                if h > 0 {
                    return Visit::Expand;
                }
                let side = Dir::ALL
                    .into_iter()
                    .find(|&d| board.step(piece, d) == x)
                    .expect("h = 0 only beside the piece");
                if open[side.index()] {
                    found[side.index()] = Some(g);
                    open[side.index()] = false;
                    for other in Dir::ALL {
                        if open[other.index()] {
                            let around = graph.around_raw(piece, side, other);
                            bound[other.index()] =
                                bound[other.index()].min(g.saturating_add(u64::from(around)));
                        }
                    }
                    if !open.contains(&true) {
                        return Visit::Stop;
                    }
                }
                Visit::Skip
            });
        found
    }
}
