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
use crate::graph::state_graph::StateGraph;
use crate::input::board::Cell;
use crate::walk::grid_search::{GridSearch, Visit};
use crate::walk::skeleton::SkeletonSearch;

/// Scratch space for phase 1, reused across games.
#[derive(Clone, Debug)]
pub(crate) struct Approach {
    search: GridSearch,
    skeleton: SkeletonSearch,
    /// The queue of [`Approach::all_blanks`].
    queue: Vec<Cell>,
}

impl Approach {
    /// Scratch space for a board layout of `len` cells.
    #[must_use]
    pub(crate) fn new(len: usize) -> Approach {
        Approach {
            search: GridSearch::new(len),
            skeleton: SkeletonSearch::default(),
            queue: Vec::new(),
        }
    }

    /// First-touch distances from the blank at `blank` to the sides of the piece
    /// at `piece`, for the sides in side group `group` (the only ones it can
    /// reach). `None` marks a side not needed as a start: never touched first, or
    /// dropped because the way round the piece is no dearer.
    pub(crate) fn first_touch(
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
        if let Some(skeleton) = graph.skeleton() {
            let targets = Dir::ALL.map(|d| open[d.index()].then(|| board.step(piece, d)));
            let dist = self.skeleton.distances(skeleton, piece, blank, targets);
            return keep_first_touches(graph, piece, dist);
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

/// The shortest walks `dist` to the sides of `piece` that touch no other side
/// first: a side is dropped when reaching another side and going round the
/// piece costs no more. (A shortest walk through another side is never
/// cheaper than that, so what is kept is exactly the first-touch distances.)
fn keep_first_touches(graph: &StateGraph, piece: Cell, dist: [u64; 4]) -> [Option<u64>; 4] {
    let mut found = [None; 4];
    for d in Dir::ALL {
        let here = dist[d.index()];
        if here == u64::MAX {
            continue;
        }
        let beaten = Dir::ALL.into_iter().any(|o| {
            let there = dist[o.index()];
            o != d
                && there != u64::MAX
                && graph
                    .around(piece, o, d)
                    .is_some_and(|around| there + u64::from(around) <= here)
        });
        if !beaten {
            found[d.index()] = Some(here);
        }
    }
    found
}

/// First-touch distances to each side of one piece cell from every blank cell:
/// phase 1 for all the games that share the piece cell, in four searches.
#[derive(Clone, Debug)]
pub(crate) struct SideDistances {
    /// Per cell of the layout, per side: the distance, or `u16::MAX`; used
    /// when every distance fits, as on any board of under 65,535 free cells.
    /// Games sharing piece cells read many such tables in no useful order,
    /// so half the bytes is half the cache misses.
    narrow: Vec<[u16; 4]>,
    /// The same in 32 bits (`u32::MAX` for none), when `narrow` is empty.
    wide: Vec<[u32; 4]>,
}

impl SideDistances {
    /// The table of `cells` (as [`Approach::all_blanks`] fills it), narrowed
    /// when every distance fits 16 bits.
    fn new(cells: Vec<[u32; 4]>) -> SideDistances {
        let fits = cells
            .iter()
            .flatten()
            .all(|&d| d == u32::MAX || d < u32::from(u16::MAX));
        if fits {
            let narrow = cells
                .iter()
                .map(|c| c.map(|d| u16::try_from(d).unwrap_or(u16::MAX)))
                .collect();
            SideDistances {
                narrow,
                wide: Vec::new(),
            }
        } else {
            SideDistances {
                narrow: Vec::new(),
                wide: cells,
            }
        }
    }

    /// The first-touch distances from a blank at `blank`, as
    /// [`Approach::first_touch`] gives them (possibly with more sides).
    #[must_use]
    #[inline]
    pub(crate) fn get(&self, blank: Cell) -> [Option<u64>; 4] {
        if self.wide.is_empty() {
            self.narrow[blank].map(|d| (d != u16::MAX).then_some(u64::from(d)))
        } else {
            self.wide[blank].map(|d| (d != u32::MAX).then_some(u64::from(d)))
        }
    }

    /// Bytes one table takes at most for a layout of `len` cells.
    #[must_use]
    pub(crate) fn bytes(len: usize) -> usize {
        len * std::mem::size_of::<[u32; 4]>()
    }
}

impl Approach {
    /// Searches out from each side of `piece` with the piece and its other sides
    /// removed: a walk that touches a side first is exactly such a walk reversed.
    /// Each is a plain breadth-first search run to exhaustion, with the table
    /// itself as the visited marks.
    pub(crate) fn all_blanks(&mut self, graph: &StateGraph, piece: Cell) -> SideDistances {
        const UNSEEN: u32 = u32::MAX;
        const WALL: u32 = u32::MAX - 1;
        let board = graph.board();
        let mut cells = vec![[UNSEEN; 4]; board.layout_len()];
        let sides = Dir::ALL.map(|d| board.step(piece, d));
        for side in Dir::ALL {
            let s = side.index();
            let start = sides[s];
            if !board.free_cell(start) {
                continue;
            }
            // Walls for this search: the piece and its other sides.
            cells[piece][s] = WALL;
            for &other in sides.iter().filter(|&&c| c != start) {
                cells[other][s] = WALL;
            }
            cells[start][s] = 0;
            self.queue.clear();
            self.queue.push(start);
            let mut head = 0;
            while let Some(&x) = self.queue.get(head) {
                head += 1;
                let d = cells[x][s] + 1;
                for dir in Dir::ALL {
                    let y = board.step(x, dir);
                    if board.free_cell(y) && cells[y][s] == UNSEEN {
                        cells[y][s] = d;
                        self.queue.push(y);
                    }
                }
            }
            cells[piece][s] = UNSEEN;
            for &other in sides.iter().filter(|&&c| c != start) {
                cells[other][s] = UNSEEN;
            }
        }
        SideDistances::new(cells)
    }
}
