//! Around-costs: the blank's shortest walk between two sides of the designated
//! piece without passing through the piece.
//!
//! Cheapest exact tier first: local patterns settle most pairs in O(1); the
//! side groups of [`Blocks`] settle every pair split by a cut vertex; what is left
//! is a breadth-first search that stops as soon as it has found the sides it
//! still needs.

use crate::Dir;
use crate::blocks::Blocks;
use crate::board::{Board, Cell};

/// The cost of a pair of sides the blank cannot join.
pub const UNREACHABLE: u32 = u32::MAX;

/// The index, 0..6, of an unordered pair of distinct sides.
#[must_use]
#[inline]
pub fn pair_index(a: Dir, b: Dir) -> usize {
    const PAIR: [[u8; 4]; 4] = [[9, 0, 1, 2], [0, 9, 3, 4], [1, 3, 9, 5], [2, 4, 5, 9]];
    debug_assert_ne!(a, b);
    PAIR[a.index()][b.index()] as usize
}

/// For every cell, the around-cost of each of its six side pairs
/// ([`UNREACHABLE`] where either side is not free or the blank cannot pass).
#[must_use]
pub fn around_costs(board: &Board, blocks: &Blocks) -> Vec<[u32; 6]> {
    let mut costs = vec![[UNREACHABLE; 6]; board.layout_len()];
    let mut bfs = Bfs::new(board.layout_len());
    for p in board.free_cells() {
        costs[p] = cell_costs(board, blocks, &mut bfs, p);
    }
    costs
}

/// The six around-costs of the free cell `p`.
fn cell_costs(board: &Board, blocks: &Blocks, bfs: &mut Bfs, p: Cell) -> [u32; 6] {
    let mut out = [UNREACHABLE; 6];
    let free = Dir::ALL.map(|d| board.free_cell(board.step(p, d)));
    let mut pending = [[false; 4]; 4];
    for a in Dir::ALL {
        for b in Dir::ALL {
            if a >= b || !free[a.index()] || !free[b.index()] || !blocks.joined(p, a, b) {
                continue;
            }
            match local_cost(board, p, a, b) {
                Some(cost) => out[pair_index(a, b)] = cost,
                None => pending[a.index()][b.index()] = true,
            }
        }
    }
    for a in Dir::ALL {
        let wanted: Vec<Dir> = Dir::ALL
            .into_iter()
            .filter(|b| pending[a.index()][b.index()])
            .collect();
        if wanted.is_empty() {
            continue;
        }
        let found = bfs.distances(board, p, a, &wanted);
        for (b, dist) in wanted.into_iter().zip(found) {
            out[pair_index(a, b)] = dist;
        }
    }
    out
}

/// The around-cost of sides `a` and `b` of `p` when a local pattern decides it:
/// these patterns realise the lower bounds (2 for a corner, 4 for a straight).
fn local_cost(board: &Board, p: Cell, a: Dir, b: Dir) -> Option<u32> {
    if a.same_axis(b) {
        let flank = |side: Dir| {
            let s = board.step(p, side);
            [board.step(s, a), s, board.step(s, b)]
                .into_iter()
                .all(|c| board.free_cell(c))
        };
        let (x, y) = if a.index() < 2 {
            (Dir::Left, Dir::Right)
        } else {
            (Dir::Up, Dir::Down)
        };
        (flank(x) || flank(y)).then_some(4)
    } else {
        board
            .free_cell(board.step(board.step(p, a), b))
            .then_some(2)
    }
}

/// Breadth-first search of the blank with one cell removed, reused across calls.
#[derive(Clone, Debug)]
pub struct Bfs {
    seen: Vec<u32>,
    stamp: u32,
    queue: Vec<Cell>,
}

impl Bfs {
    /// Scratch space for a board layout of `len` cells.
    #[must_use]
    pub fn new(len: usize) -> Bfs {
        Bfs {
            seen: vec![0; len],
            stamp: 0,
            queue: Vec::new(),
        }
    }

    fn next_stamp(&mut self) -> u32 {
        if self.stamp == u32::MAX {
            self.seen.fill(0);
            self.stamp = 0;
        }
        self.stamp += 1;
        self.stamp
    }

    /// Shortest walks from side `from` of `p` to each of the sides `to` of `p`,
    /// not entering `p`; stops once every one is found.
    pub fn distances(&mut self, board: &Board, p: Cell, from: Dir, to: &[Dir]) -> Vec<u32> {
        let stamp = self.next_stamp();
        let mut out = vec![UNREACHABLE; to.len()];
        let targets: Vec<Cell> = to.iter().map(|&d| board.step(p, d)).collect();
        let mut left = to.len();
        let start = board.step(p, from);
        self.seen[p] = stamp;
        self.seen[start] = stamp;
        self.queue.clear();
        self.queue.push(start);
        let mut head = 0;
        let mut depth = 0u32;
        while head < self.queue.len() && left > 0 {
            depth += 1;
            let end = self.queue.len();
            while head < end {
                let v = self.queue[head];
                head += 1;
                for dir in Dir::ALL {
                    let w = board.step(v, dir);
                    if self.seen[w] == stamp || !board.free_cell(w) {
                        continue;
                    }
                    self.seen[w] = stamp;
                    self.queue.push(w);
                    if let Some(i) = targets.iter().position(|&t| t == w) {
                        out[i] = depth;
                        left -= 1;
                    }
                }
            }
        }
        out
    }
}
