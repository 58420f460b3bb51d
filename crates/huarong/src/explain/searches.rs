//! The searches Learn mode animates, as the library runs them: the naive
//! search over (blank, piece) positions, the blank's breadth-first walk
//! round a cell, and the shortest-path search over the states (piece cell,
//! side of the blank) in the order it settles them. The numbers the method
//! gives (first walks, walks round a cell, the path) are
//! [`GameExplanation`](crate::GameExplanation)'s and
//! [`CellExplanation`](crate::CellExplanation)'s; these say what a search
//! reaches and when, for a picture of it.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

use crate::engine::brute::BruteSolver;
use crate::graph::state_graph::StateGraph;
use crate::input::board::Board;
use crate::input::cell::{Cell, Pos};
use crate::input::dir::Dir;
use crate::input::puzzle::{Game, GameError};

/// The naive search's size on one game: a breadth-first search over every
/// (blank, piece) position, stopped when the piece first reaches the target.
///
/// ```
/// use huarong::{Board, Game, NaiveSearch, Pos};
/// let board = Board::from_rows(&["0111", "0110", "0100"]).unwrap();
/// let game = Game { blank: Pos::new(2, 1), piece: Pos::new(0, 1), target: Pos::new(1, 1) };
/// let naive = NaiveSearch::new(&board, &game).unwrap().unwrap();
/// assert_eq!(naive.answer, Some(2));
/// assert!(naive.reached >= 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NaiveSearch {
    /// The fewest moves, or `None` when the piece never reaches the target.
    pub answer: Option<u64>,
    /// The positions the search reached, the start and the last included.
    pub reached: u64,
}

impl NaiveSearch {
    /// Runs the naive search on `game`, or `None` when the board has more
    /// than [`BRUTE_MAX_FREE`](crate::BRUTE_MAX_FREE) free cells (it keeps a
    /// word for every pair of free cells).
    ///
    /// # Errors
    /// When the game is not valid on the board.
    pub fn new(board: &Board, game: &Game) -> Result<Option<NaiveSearch>, GameError> {
        game.check(board)?;
        let Some(mut solver) = BruteSolver::new(board) else {
            return Ok(None);
        };
        let (answer, reached) = solver.search_size(game)?;
        Ok(Some(NaiveSearch { answer, reached }))
    }
}

/// The blank's breadth-first walk from one side of a cell, never entering
/// the cell: every cell it reaches with its distance, in the order reached.
///
/// ```
/// use huarong::{Board, BlankWalk, Dir, Pos};
/// let board = Board::from_rows(&["111", "111"]).unwrap();
/// let walk = BlankWalk::round(&board, Pos::new(0, 1)).unwrap();
/// assert_eq!(walk.from, Dir::Down);
/// assert_eq!(walk.reached[0], (Pos::new(1, 1), 0));
/// // Every other free cell, the one walked round excepted.
/// assert_eq!(walk.reached.len(), 5);
/// assert_eq!(walk.reached.last().unwrap().1, 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlankWalk {
    /// The cell walked round.
    pub cell: Pos,
    /// The side the walk starts from: the cell's first free side in the
    /// order `U D L R`.
    pub from: Dir,
    /// The cells reached, each with its distance from the start, nearest
    /// first.
    pub reached: Vec<(Pos, u32)>,
}

impl BlankWalk {
    /// The walk round `cell` from its first free side, or `None` when the
    /// cell is outside the board, fixed, or has no free side.
    #[must_use]
    pub fn round(board: &Board, cell: Pos) -> Option<BlankWalk> {
        if !board.contains(cell) || !board.is_free(cell) {
            return None;
        }
        let blocked = board.cell(cell);
        let from = Dir::ALL
            .into_iter()
            .find(|&d| board.free_cell(board.step(blocked, d)))?;
        let start = board.step(blocked, from);
        let mut dist = vec![u32::MAX; board.layout_len()];
        let mut queue = VecDeque::from([start]);
        dist[start.index()] = 0;
        let mut reached = Vec::new();
        while let Some(at) = queue.pop_front() {
            let d = dist[at.index()];
            reached.push((board.pos(at), d));
            for dir in Dir::ALL {
                let next = board.step(at, dir);
                if next != blocked && board.free_cell(next) && dist[next.index()] == u32::MAX {
                    dist[next.index()] = d + 1;
                    queue.push_back(next);
                }
            }
        }
        Some(BlankWalk {
            cell,
            from,
            reached,
        })
    }
}

/// One state the state search settled: the piece's cell, the blank's side,
/// and the fewest moves to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Settled {
    /// The piece's cell.
    pub piece: Pos,
    /// The side of the piece the blank is on.
    pub side: Dir,
    /// The fewest moves that reach this state.
    pub cost: u64,
}

/// The published method's shortest-path search over the states of one
/// game, every state it settles in order: it starts from the blank's first
/// walks to the piece's sides, and its edges are the walks round a cell (the
/// around-costs) and the swap of piece and blank (one move). It runs to the
/// end rather than stopping at the target, so that a picture shows every
/// state the game can reach.
///
/// ```
/// use huarong::{Board, Game, Pos, StateGraph, StateSearch};
/// let board = Board::from_rows(&["0111", "0110", "0100"]).unwrap();
/// let game = Game { blank: Pos::new(2, 1), piece: Pos::new(0, 1), target: Pos::new(1, 1) };
/// let graph = StateGraph::new(&board);
/// let search = StateSearch::new(&graph, &game).unwrap();
/// let at_target = search.settled.iter().find(|s| s.piece == game.target).unwrap();
/// assert_eq!(at_target.cost, 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateSearch {
    /// The states in the order the search settles them (costs never fall).
    pub settled: Vec<Settled>,
}

impl StateSearch {
    /// The search for `game` on `graph`'s board (settling any around-cost
    /// the graph's work budget left pending).
    ///
    /// # Errors
    /// When the game is not valid on the board.
    pub fn new(graph: &StateGraph, game: &Game) -> Result<StateSearch, GameError> {
        let board = graph.board();
        game.check(board)?;
        let piece = board.cell(game.piece);
        let state = |cell: Cell, side: Dir| cell.index() * 4 + side.index();
        let mut best = vec![u64::MAX; board.layout_len() * 4];
        let mut heap = BinaryHeap::new();
        let mut push = |heap: &mut BinaryHeap<_>, cell: Cell, side: Dir, cost: u64| {
            let s = state(cell, side);
            if cost < best[s] {
                best[s] = cost;
                heap.push(Reverse((cost, cell.index(), side.index())));
            }
        };
        for start in crate::explain::game::first_walks(board, game) {
            if let Some(cost) = start.cost {
                push(&mut heap, piece, start.side, cost);
            }
        }
        let mut done = vec![false; board.layout_len() * 4];
        let mut settled = Vec::new();
        while let Some(Reverse((cost, at, side))) = heap.pop() {
            let (cell, side) = (Cell::from_index(at), Dir::from_index(side));
            let s = state(cell, side);
            if done[s] {
                continue;
            }
            done[s] = true;
            settled.push(Settled {
                piece: board.pos(cell),
                side,
                cost,
            });
            for other in Dir::ALL {
                if other != side
                    && let Some(walk) = graph.around(cell, side, other)
                {
                    push(&mut heap, cell, other, cost + u64::from(walk));
                }
            }
            // The swap: the piece moves into the blank, which is then on
            // its other side.
            push(&mut heap, board.step(cell, side), side.opposite(), cost + 1);
        }
        Ok(StateSearch { settled })
    }
}
