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
use crate::state_graph::StateGraph;

/// Scratch space for phase 1, reused across games.
#[derive(Clone, Debug)]
pub struct Approach {
    seen: Vec<u32>,
    dist: Vec<u32>,
    stamp: u32,
    now: Vec<Cell>,
    next: Vec<Cell>,
}

impl Approach {
    /// Scratch space for a board layout of `len` cells.
    #[must_use]
    pub fn new(len: usize) -> Approach {
        Approach {
            seen: vec![0; len],
            dist: vec![0; len],
            stamp: 0,
            now: Vec::new(),
            next: Vec::new(),
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

        if self.stamp == u32::MAX {
            self.seen.fill(0);
            self.stamp = 0;
        }
        self.stamp += 1;
        let stamp = self.stamp;
        let target = board.pos(piece);
        // Admissible toward every side: a side is one step closer than the piece.
        let h = |cell: Cell| (board.pos(cell).manhattan(target) - 1) as u64;

        // The piece's cell reads as reached at distance 0, so it is never entered.
        self.seen[piece] = stamp;
        self.dist[piece] = 0;
        self.seen[blank] = stamp;
        self.dist[blank] = 0;
        self.now.clear();
        self.next.clear();
        self.now.push(blank);
        let mut f = h(blank);
        let mut head = 0;
        loop {
            if head == self.now.len() {
                if self.next.is_empty() {
                    break;
                }
                std::mem::swap(&mut self.now, &mut self.next);
                self.next.clear();
                head = 0;
                f += 2;
                for d in 0..4 {
                    if open[d] && f >= bound[d] {
                        open[d] = false;
                    }
                }
                if !open.contains(&true) {
                    break;
                }
            }
            let x = self.now[head];
            head += 1;
            let g = u64::from(self.dist[x]);
            if g + h(x) != f {
                continue;
            }
            if let Some(side) = Dir::ALL
                .into_iter()
                .find(|&d| open[d.index()] && board.step(piece, d) == x)
            {
                found[side.index()] = Some(g);
                open[side.index()] = false;
                for other in Dir::ALL {
                    if other != side && open[other.index()] {
                        let around = graph.around_raw(piece, side, other);
                        bound[other.index()] =
                            bound[other.index()].min(g.saturating_add(u64::from(around)));
                    }
                }
                if !open.contains(&true) {
                    break;
                }
                continue;
            }
            let gy = self.dist[x] + 1;
            for d in Dir::ALL {
                let y = board.step(x, d);
                if !board.free_cell(y) || (self.seen[y] == stamp && self.dist[y] <= gy) {
                    continue;
                }
                self.seen[y] = stamp;
                self.dist[y] = gy;
                if u64::from(gy) + h(y) == f {
                    self.now.push(y);
                } else {
                    self.next.push(y);
                }
            }
        }
        found
    }
}
