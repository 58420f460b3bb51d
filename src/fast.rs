//! The fast engine: precomputed state graph, pruned phase 1, A* phase 2.

use crate::approach::Approach;
use crate::around::UNREACHABLE;
use crate::board::Cell;
use crate::heuristic::open_board_cost;
use crate::radix_heap::RadixHeap;
use crate::state_graph::{State, StateGraph, state};
use crate::{Dir, Game, GameError, Pos};

/// Answers games on one board with a shared [`StateGraph`]; its search space is
/// allocated once and reused by every game.
///
/// ```
/// use huarong::{Board, FastSolver, Game, Pos, StateGraph};
/// let board = Board::from_rows(&["0111", "0110", "0100"]).unwrap();
/// let graph = StateGraph::new(&board);
/// let mut solver = FastSolver::new(&graph);
/// let game = Game { blank: Pos::new(2, 1), piece: Pos::new(0, 1), target: Pos::new(1, 1) };
/// assert_eq!(solver.solve(&game), Ok(Some(2)));
/// ```
#[derive(Clone, Debug)]
pub struct FastSolver<'g> {
    graph: &'g StateGraph,
    approach: Approach,
    dist: Vec<u64>,
    seen: Vec<u32>,
    stamp: u32,
    heap: RadixHeap,
}

impl<'g> FastSolver<'g> {
    /// A solver over `graph`.
    #[must_use]
    pub fn new(graph: &'g StateGraph) -> FastSolver<'g> {
        let len = graph.board().layout_len();
        FastSolver {
            graph,
            approach: Approach::new(len),
            dist: vec![0; len * 4],
            seen: vec![0; len * 4],
            stamp: 0,
            heap: RadixHeap::new(),
        }
    }

    /// The fewest moves for `game`, or `None` when the piece can never reach
    /// the target.
    ///
    /// # Errors
    /// When the game is not valid on the board (see [`Game::check`]).
    pub fn solve(&mut self, game: &Game) -> Result<Option<u64>, GameError> {
        let graph = self.graph;
        let board = graph.board();
        game.check(board)?;
        if game.piece == game.target {
            return Ok(Some(0));
        }
        let piece = board.cell(game.piece);
        let target = board.cell(game.target);
        let blank = board.cell(game.blank);
        let Some(group) = graph.blocks().group_of(board, piece, blank) else {
            return Ok(None);
        };
        let start = state(piece, Dir::from_index(group));
        let reachable = Dir::ALL.into_iter().any(|d| {
            board.free_cell(board.step(target, d)) && graph.connected(start, state(target, d))
        });
        if !reachable {
            return Ok(None);
        }
        let sources = self.approach.first_touch(graph, piece, blank, group);
        Ok(self.piece_search(piece, &sources, target, game.target))
    }

    /// Phase 2: A* over states from the sides of `piece` (with their phase-1
    /// costs) to any state with the piece on `target`.
    fn piece_search(
        &mut self,
        piece: Cell,
        sources: &[Option<u64>; 4],
        target: Cell,
        target_pos: Pos,
    ) -> Option<u64> {
        let graph = self.graph;
        let board = graph.board();
        if self.stamp == u32::MAX {
            self.seen.fill(0);
            self.stamp = 0;
        }
        self.stamp += 1;
        self.heap.clear();
        let h = |s: State| open_board_cost(board.pos(s / 4), Dir::from_index(s % 4), target_pos);

        for d in Dir::ALL {
            if let Some(cost) = sources[d.index()] {
                self.relax(state(piece, d), cost, h);
            }
        }
        while let Some((key, s)) = self.heap.pop() {
            let s = s as State;
            let g = self.dist[s];
            if g + h(s) != key {
                continue;
            }
            let p = s / 4;
            if p == target {
                return Some(g);
            }
            let side = Dir::from_index(s % 4);
            let q = board.step(p, side);
            self.relax(state(q, side.opposite()), g + 1, h);
            for other in Dir::ALL {
                if other == side {
                    continue;
                }
                let cost = graph.around_raw(p, side, other);
                if cost != UNREACHABLE {
                    self.relax(state(p, other), g + u64::from(cost), h);
                }
            }
        }
        None
    }

    #[inline]
    fn relax(&mut self, s: State, g: u64, h: impl Fn(State) -> u64) {
        if self.seen[s] == self.stamp && self.dist[s] <= g {
            return;
        }
        self.seen[s] = self.stamp;
        self.dist[s] = g;
        self.heap.push(g + h(s), s as u32);
    }
}
