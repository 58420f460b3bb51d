//! The classic engine: the widely published solution, kept as the baseline that
//! benchmarks measure the fast engine against.
//!
//! Precomputation runs one full breadth-first search per state (O(V²) for V free
//! cells); each game runs a full breadth-first search of the blank and then SPFA
//! over the states. Unlike the published code it has no fixed board limits and
//! uses 64-bit distances, so it is slow but exact.

use std::collections::VecDeque;

use crate::input::board::{Board, Cell};
use crate::{Dir, Game, GameError};

const INF: u32 = u32::MAX;

/// The published approach: one BFS per state, then SPFA per game.
///
/// ```
/// use huarong::{Board, ClassicSolver, Game, Pos};
/// let board = Board::from_rows(&["0111", "0110", "0100"]).unwrap();
/// let mut solver = ClassicSolver::new(&board);
/// let game = Game { blank: Pos::new(2, 1), piece: Pos::new(0, 1), target: Pos::new(1, 1) };
/// assert_eq!(solver.solve(&game), Ok(Some(2)));
/// ```
#[derive(Clone, Debug)]
pub struct ClassicSolver<'b> {
    board: &'b Board,
    /// `cost[p][4 * a + b]`: the blank's walk from side a to side b of p avoiding p.
    cost: Vec<[u32; 16]>,
    walk: Vec<u32>,
    queue: VecDeque<Cell>,
    dist: Vec<u64>,
    queued: Vec<bool>,
}

impl<'b> ClassicSolver<'b> {
    /// Precomputes the around-costs of `board` with one BFS per state.
    #[must_use]
    pub fn new(board: &'b Board) -> ClassicSolver<'b> {
        let len = board.layout_len();
        let mut solver = ClassicSolver {
            board,
            cost: vec![[INF; 16]; len],
            walk: vec![INF; len],
            queue: VecDeque::new(),
            dist: vec![u64::MAX; len * 4],
            queued: vec![false; len * 4],
        };
        for p in board.free_cells() {
            for a in Dir::ALL {
                let start = board.step(p, a);
                if !board.free_cell(start) {
                    continue;
                }
                solver.bfs(start, p);
                for b in Dir::ALL {
                    let end = board.step(p, b);
                    if board.free_cell(end) {
                        solver.cost[p][4 * a.index() + b.index()] = solver.walk[end];
                    }
                }
            }
        }
        solver
    }

    /// Fills `walk` with BFS distances from `start` in the board without `removed`.
    fn bfs(&mut self, start: Cell, removed: Cell) {
        self.walk.fill(INF);
        self.walk[start] = 0;
        self.queue.clear();
        self.queue.push_back(start);
        while let Some(v) = self.queue.pop_front() {
            for dir in Dir::ALL {
                let w = self.board.step(v, dir);
                if w != removed && self.board.free_cell(w) && self.walk[w] == INF {
                    self.walk[w] = self.walk[v] + 1;
                    self.queue.push_back(w);
                }
            }
        }
    }

    /// The fewest moves for `game`, or `None` when the piece can never reach
    /// the target.
    ///
    /// # Errors
    /// When the game is not valid on the board (see [`Game::check`]).
    pub fn solve(&mut self, game: &Game) -> Result<Option<u64>, GameError> {
        game.check(self.board)?;
        if game.piece == game.target {
            return Ok(Some(0));
        }
        let board = self.board;
        let piece = board.cell(game.piece);
        let target = board.cell(game.target);
        self.bfs(board.cell(game.blank), piece);

        self.dist.fill(u64::MAX);
        let mut spfa: VecDeque<usize> = VecDeque::new();
        for d in Dir::ALL {
            let side = board.step(piece, d);
            if board.free_cell(side) && self.walk[side] != INF {
                let s = 4 * piece + d.index();
                self.dist[s] = u64::from(self.walk[side]);
                self.queued[s] = true;
                spfa.push_back(s);
            }
        }
        while let Some(s) = spfa.pop_front() {
            self.queued[s] = false;
            let (p, a) = (s / 4, Dir::from_index(s % 4));
            let g = self.dist[s];
            let q = board.step(p, a);
            let mut edges = [(4 * q + a.opposite().index(), g + 1); 4];
            let mut count = 1;
            for b in Dir::ALL {
                let c = self.cost[p][4 * a.index() + b.index()];
                if b != a && c != INF {
                    edges[count] = (4 * p + b.index(), g + u64::from(c));
                    count += 1;
                }
            }
            for &(t, cost) in &edges[..count] {
                if cost < self.dist[t] {
                    self.dist[t] = cost;
                    if !self.queued[t] {
                        self.queued[t] = true;
                        spfa.push_back(t);
                    }
                }
            }
        }
        let best = (0..4).map(|d| self.dist[4 * target + d]).min();
        Ok(best.filter(|&d| d != u64::MAX))
    }
}
