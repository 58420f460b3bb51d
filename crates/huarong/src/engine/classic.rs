//! The classic engine: the widely published solution, kept as the baseline that
//! benchmarks measure the fast engine against.
//!
//! Precomputation runs one full breadth-first search per state (O(V²) for V free
//! cells); each game runs a full breadth-first search of the blank and then SPFA
//! over the states. Unlike the published code it has no fixed board limits and
//! uses 64-bit distances, so it is slow but exact.

use std::collections::VecDeque;

use crate::engine::solver::Solver;
use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::input::puzzle::{Game, GameError};
use crate::solution::Solution;
use crate::walk::blank_search::BlankSearch;

/// An around-cost or walk the blank cannot make.
const INF: u32 = u32::MAX;
/// A state SPFA has not reached.
const UNREACHED: u64 = u64::MAX;

/// The published approach: one BFS per state, then SPFA per game.
///
/// ```
/// use huarong::{Board, ClassicSolver, Game, Pos, Solver};
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
            dist: vec![UNREACHED; len * 4],
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
                        solver.cost[p.index()][4 * a.index() + b.index()] =
                            solver.walk[end.index()];
                    }
                }
            }
        }
        solver
    }

    /// Fills `walk` with BFS distances from `start` in the board without `removed`.
    fn bfs(&mut self, start: Cell, removed: Cell) {
        self.walk.fill(INF);
        self.walk[start.index()] = 0;
        self.queue.clear();
        self.queue.push_back(start);
        while let Some(v) = self.queue.pop_front() {
            for dir in Dir::ALL {
                let w = self.board.step(v, dir);
                if w != removed && self.board.free_cell(w) && self.walk[w.index()] == INF {
                    self.walk[w.index()] = self.walk[v.index()] + 1;
                    self.queue.push_back(w);
                }
            }
        }
    }

    /// The published per-game search: a BFS of the blank, then SPFA over the
    /// states, leaving every state's distance in `dist`.
    fn search(&mut self, game: &Game) -> Result<Option<u64>, GameError> {
        game.check(self.board)?;
        if game.piece == game.target {
            return Ok(Some(0));
        }
        let board = self.board;
        let piece = board.cell(game.piece);
        let target = board.cell(game.target);
        self.bfs(board.cell(game.blank), piece);

        self.dist.fill(UNREACHED);
        let mut spfa: VecDeque<usize> = VecDeque::new();
        for d in Dir::ALL {
            let side = board.step(piece, d);
            if board.free_cell(side) && self.walk[side.index()] != INF {
                let s = 4 * piece.index() + d.index();
                self.dist[s] = u64::from(self.walk[side.index()]);
                self.queued[s] = true;
                spfa.push_back(s);
            }
        }
        while let Some(s) = spfa.pop_front() {
            self.queued[s] = false;
            let (p, a) = (Cell::from_index(s / 4), Dir::from_index(s % 4));
            let g = self.dist[s];
            let q = board.step(p, a);
            let mut edges = [(4 * q.index() + a.opposite().index(), g + 1); 4];
            let mut count = 1;
            for b in Dir::ALL {
                let c = self.cost[p.index()][4 * a.index() + b.index()];
                if b != a && c != INF {
                    edges[count] = (4 * p.index() + b.index(), g + u64::from(c));
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
        let best = (0..4).map(|d| self.dist[4 * target.index() + d]).min();
        Ok(best.filter(|&d| d != UNREACHED))
    }

    /// After [`ClassicSolver::search`] of `game`, one optimal move sequence
    /// of `cost` moves: back from a state at the target, each state's
    /// predecessor is one whose distance plus the edge's cost is its own,
    /// down to a start state that the blank's first walk reached.
    fn spell(&self, game: &Game, cost: u64) -> Vec<Dir> {
        let board = self.board;
        let piece = board.cell(game.piece);
        let target = board.cell(game.target);
        let mut s = (0..4)
            .map(|d| 4 * target.index() + d)
            .find(|&s| self.dist[s] == cost)
            .expect("the answer is some target state's distance");
        // The edges, last first: a swap from `side` (`None` for the blank
        // stepping onto the piece), or a walk round the piece between sides.
        let mut edges: Vec<(Cell, Dir, Option<Dir>)> = Vec::new();
        loop {
            let (q, a) = (Cell::from_index(s / 4), Dir::from_index(s % 4));
            let d = self.dist[s];
            if q == piece && u64::from(self.walk[board.step(q, a).index()]) == d {
                break;
            }
            // The swap that led here came from the cell beside `q` on side `a`.
            let p = board.step(q, a);
            let swap = 4 * p.index() + a.opposite().index();
            if board.free_cell(p) && self.dist[swap].checked_add(1) == Some(d) {
                edges.push((p, a.opposite(), None));
                s = swap;
                continue;
            }
            let from = Dir::ALL
                .into_iter()
                .find(|&b| {
                    let c = self.cost[q.index()][4 * b.index() + a.index()];
                    let before = self.dist[4 * q.index() + b.index()];
                    b != a && c != INF && before.checked_add(u64::from(c)) == Some(d)
                })
                .expect("a state off the start has a predecessor one edge nearer");
            edges.push((q, from, Some(a)));
            s = 4 * q.index() + from.index();
        }
        let mut search = BlankSearch::new(board.layout_len());
        let mut moves = Vec::new();
        let side = board.step(piece, Dir::from_index(s % 4));
        search.walk(board, board.cell(game.blank), side, &[piece], &mut moves);
        for &(p, from, to) in edges.iter().rev() {
            match to {
                None => moves.push(from.opposite()),
                Some(to) => {
                    let (a, b) = (board.step(p, from), board.step(p, to));
                    search.walk(board, a, b, &[p], &mut moves);
                }
            }
        }
        moves
    }
}

impl Solver for ClassicSolver<'_> {
    fn solve(&mut self, game: &Game) -> Result<Option<u64>, GameError> {
        self.search(game)
    }

    fn solve_with_moves(&mut self, game: &Game) -> Result<Option<Solution>, GameError> {
        if game.check(self.board).is_ok() && game.piece == game.target {
            return Ok(Some(Solution {
                cost: 0,
                moves: Vec::new(),
            }));
        }
        Ok(self.search(game)?.map(|cost| Solution {
            cost,
            moves: self.spell(game, cost),
        }))
    }
}
