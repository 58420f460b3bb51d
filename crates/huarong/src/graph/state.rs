//! The numbers of states and branch states, and a state's edges.
//!
//! A state is (piece cell `p`, side `d` of `p` where the blank is), numbered
//! `4 * p + d` over the board's padded layout, so per-state tables are indexed
//! directly. A *branch state* is a state searches settle (see
//! [`corridors`](crate::graph::corridors)); its number indexes search tables.

use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;

/// A state of the state graph: the designated piece on [`State::cell`] and the
/// blank beside it on its side [`State::side`].
///
/// ```
/// use huarong::{Board, Dir, Pos, State};
/// let board = Board::from_rows(&["111"]).unwrap();
/// let cell = board.cell(Pos::new(0, 1));
/// let state = State::new(cell, Dir::Left);
/// assert_eq!((state.cell(), state.side()), (cell, Dir::Left));
/// ```
#[repr(transparent)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct State(usize);

impl State {
    /// The state with the piece on `cell` and the blank on its side `side`.
    #[must_use]
    #[inline]
    pub fn new(cell: Cell, side: Dir) -> State {
        State(cell.index() * 4 + side.index())
    }

    /// The state numbered `index` (`4 * cell + side`).
    #[must_use]
    #[inline]
    pub(crate) const fn from_index(index: usize) -> State {
        State(index)
    }

    /// The state's number, `4 * cell + side`, for indexing per-state tables of
    /// `4 *` [`Board::layout_len`](crate::Board::layout_len) entries.
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self.0
    }

    /// The designated piece's cell.
    #[must_use]
    #[inline]
    pub fn cell(self) -> Cell {
        Cell::from_index(self.0 / 4)
    }

    /// The side of the piece where the blank is.
    #[must_use]
    #[inline]
    pub fn side(self) -> Dir {
        Dir::from_index(self.0 % 4)
    }

    /// Whether the state is valid on `board`: the piece on a free cell, the
    /// blank on a free side of it.
    #[must_use]
    #[inline]
    pub(crate) fn valid_on(self, board: &Board) -> bool {
        let p = self.cell();
        board.free_cell(p) && board.free_cell(board.step(p, self.side()))
    }
}

/// The number of a branch state: searches index their tables by it.
///
/// Numbering is dense (`0..branch_count`) on all but the biggest boards, so
/// search tables cover branch states only and sit close together; the biggest
/// number each branch state by its state number and keep no list of them (see
/// [`Corridors`](crate::graph::corridors::Corridors)).
#[repr(transparent)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, bytemuck::Zeroable)]
pub(crate) struct Branch(u32);

impl Branch {
    /// The branch state numbered `number`.
    #[must_use]
    #[inline]
    pub(crate) const fn new(number: u32) -> Branch {
        Branch(number)
    }

    /// The number, for indexing search tables.
    #[must_use]
    #[inline]
    pub(crate) const fn index(self) -> usize {
        self.0 as usize
    }

    /// The number as stored in 32-bit tables.
    #[must_use]
    #[inline]
    pub(crate) const fn get(self) -> u32 {
        self.0
    }
}

/// The edges of one state (at most four), without allocating.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Edges {
    list: [(State, u64); 4],
    len: usize,
}

impl Edges {
    /// No edges yet; the first pushed is conventionally the swap.
    #[inline]
    pub(crate) fn new() -> Edges {
        Edges {
            list: [(State(0), 0); 4],
            len: 0,
        }
    }

    /// Adds an edge to `to` of cost `cost`.
    #[inline]
    pub(crate) fn push(&mut self, to: State, cost: u64) {
        self.list[self.len] = (to, cost);
        self.len += 1;
    }

    /// Edges from a list of at most four (neighbour, cost) pairs.
    #[cfg(test)]
    pub(crate) fn from_pairs(pairs: &[(State, u64)]) -> Edges {
        let mut edges = Edges::new();
        for &(to, cost) in pairs {
            edges.push(to, cost);
        }
        edges
    }

    /// The edges as (neighbour, cost) pairs.
    #[inline]
    pub(crate) fn as_slice(&self) -> &[(State, u64)] {
        &self.list[..self.len]
    }
}

impl IntoIterator for Edges {
    type Item = (State, u64);
    type IntoIter = std::iter::Take<std::array::IntoIter<(State, u64), 4>>;

    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.list.into_iter().take(self.len)
    }
}
