//! Where a cell is: its position as the judge counts it, and its index in the
//! board's padded layout, which every table of the solver is indexed by.

/// A cell's position on the board, counted from 0 (the judge's format counts from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    /// Row, 0-based.
    pub row: u32,
    /// Column, 0-based.
    pub col: u32,
}

impl Pos {
    /// The position at `row`, `col` (0-based). Coordinates are 32-bit, so
    /// that a game is 24 bytes: no board has more than 300 million cells
    /// ([`SOLVER_MAX_CELLS`](crate::SOLVER_MAX_CELLS)), so none has a row or
    /// column past them.
    ///
    /// # Panics
    /// When `row` or `col` exceeds `u32::MAX`.
    #[must_use]
    pub fn new(row: usize, col: usize) -> Pos {
        let narrow = |x: usize| u32::try_from(x).expect("a coordinate fits 32 bits");
        Pos {
            row: narrow(row),
            col: narrow(col),
        }
    }

    /// The row, 0-based, for indexing.
    #[must_use]
    #[inline]
    pub fn row(self) -> usize {
        self.row as usize
    }

    /// The column, 0-based, for indexing.
    #[must_use]
    #[inline]
    pub fn col(self) -> usize {
        self.col as usize
    }

    /// The number of unit steps between two positions, ignoring obstacles.
    ///
    /// ```
    /// use huarong::Pos;
    /// assert_eq!(Pos::new(0, 3).manhattan(Pos::new(2, 1)), 4);
    /// ```
    #[must_use]
    pub fn manhattan(self, other: Pos) -> usize {
        self.row().abs_diff(other.row()) + self.col().abs_diff(other.col())
    }
}

/// A cell's index in the board's padded layout (see
/// [`Board::cell`](crate::Board::cell)): the board stores a border of fixed
/// cells around the real ones, so every real cell has four neighbours in the
/// layout and no step needs a bounds check.
///
/// Only a [`Board`](crate::Board) makes cells; they index tables of
/// [`Board::layout_len`](crate::Board::layout_len) entries.
///
/// ```
/// use huarong::{Board, Dir, Pos};
/// let board = Board::from_rows(&["111", "111"]).unwrap();
/// let cell = board.cell(Pos::new(0, 1));
/// assert_eq!(board.pos(board.step(cell, Dir::Down)), Pos::new(1, 1));
/// assert!(cell.index() < board.layout_len());
/// ```
#[repr(transparent)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(usize);

impl Cell {
    /// The cell with layout index `index`.
    #[must_use]
    #[inline]
    pub(crate) const fn from_index(index: usize) -> Cell {
        Cell(index)
    }

    /// The cell's index in the padded layout, for indexing per-cell tables.
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self.0
    }
}
