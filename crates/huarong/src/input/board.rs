//! The board: which cells hold fixed pieces and which are free.

use crate::input::cell::{Cell, Pos};
use crate::input::dir::Dir;

/// The fixed board: `rows` x `cols` cells, each free (a movable piece or the blank)
/// or fixed.
///
/// ```
/// use huarong::{Board, Pos};
/// let board = Board::from_rows(&["0111", "0110", "0100"]).unwrap();
/// assert_eq!((board.rows(), board.cols()), (3, 4));
/// assert!(board.is_free(Pos::new(0, 1)));
/// assert!(!board.is_free(Pos::new(2, 2)));
/// assert_eq!(board.free_count(), 6);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    rows: usize,
    cols: usize,
    stride: usize,
    free: Vec<bool>,
}

impl Board {
    /// A board with every cell fixed; open cells with [`Board::set_free`].
    ///
    /// # Panics
    /// When the padded layout's size overflows `usize`.
    #[must_use]
    pub fn new_fixed(rows: usize, cols: usize) -> Board {
        let stride = cols + 2;
        let len = (rows + 2)
            .checked_mul(stride)
            .expect("board size overflows usize");
        Board {
            rows,
            cols,
            stride,
            free: vec![false; len],
        }
    }

    /// A board from rows of `'0'` (fixed) and `'1'` (free) characters.
    ///
    /// Returns `None` when the rows are ragged, empty, or hold another character.
    #[must_use]
    pub fn from_rows(rows: &[&str]) -> Option<Board> {
        let cols = rows.first()?.len();
        if cols == 0 || rows.iter().any(|r| r.len() != cols) {
            return None;
        }
        let mut board = Board::new_fixed(rows.len(), cols);
        for (r, line) in rows.iter().enumerate() {
            for (c, ch) in line.bytes().enumerate() {
                match ch {
                    b'0' => {}
                    b'1' => board.set_free(Pos::new(r, c), true),
                    _ => return None,
                }
            }
        }
        Some(board)
    }

    /// Number of rows.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns.
    #[must_use]
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Whether `pos` is inside the board.
    #[must_use]
    pub fn contains(&self, pos: Pos) -> bool {
        pos.row() < self.rows && pos.col() < self.cols
    }

    /// Whether the cell at `pos` is free (a movable piece or the blank).
    /// Cells outside the board are not free.
    #[must_use]
    pub fn is_free(&self, pos: Pos) -> bool {
        self.contains(pos) && self.free_cell(self.cell(pos))
    }

    /// Marks the cell at `pos` free or fixed.
    ///
    /// # Panics
    /// When `pos` is outside the board.
    pub fn set_free(&mut self, pos: Pos, free: bool) {
        assert!(self.contains(pos), "{pos:?} is outside the board");
        let cell = self.cell(pos);
        self.free[cell.index()] = free;
    }

    /// Number of free cells.
    #[must_use]
    pub fn free_count(&self) -> usize {
        self.free.iter().filter(|&&f| f).count()
    }

    /// The padded-layout cell of `pos` (which must be inside the board).
    #[must_use]
    #[inline]
    pub fn cell(&self, pos: Pos) -> Cell {
        Cell::from_index((pos.row() + 1) * self.stride + pos.col() + 1)
    }

    /// The position of a real cell of the padded layout.
    #[must_use]
    #[inline]
    pub fn pos(&self, cell: Cell) -> Pos {
        let cell = cell.index();
        // 32-bit division is several times faster, and every board the solver
        // can hold in memory fits.
        if let (Ok(c), Ok(s)) = (u32::try_from(cell), u32::try_from(self.stride)) {
            Pos {
                row: c / s - 1,
                col: c % s - 1,
            }
        } else {
            Pos::new(cell / self.stride - 1, cell % self.stride - 1)
        }
    }

    /// Length of the padded layout: one more than the largest [`Cell`] index,
    /// and so the length of a table indexed by cells.
    #[must_use]
    pub fn layout_len(&self) -> usize {
        self.free.len()
    }

    /// Whether a padded-layout cell is free; border cells are not.
    #[must_use]
    #[inline]
    pub fn free_cell(&self, cell: Cell) -> bool {
        self.free[cell.index()]
    }

    /// The padded-layout cell one step from `cell` (a real cell) in `dir`.
    #[must_use]
    #[inline]
    pub fn step(&self, cell: Cell, dir: Dir) -> Cell {
        let i = cell.index();
        Cell::from_index(match dir {
            Dir::Up => i - self.stride,
            Dir::Down => i + self.stride,
            Dir::Left => i - 1,
            Dir::Right => i + 1,
        })
    }

    /// The free neighbours of `cell`: how many, and the directions to them
    /// (the first that many entries).
    #[must_use]
    #[inline]
    pub(crate) fn free_sides(&self, cell: Cell) -> (usize, [Dir; 4]) {
        let mut sides = [Dir::Up; 4];
        let mut count = 0;
        for d in Dir::ALL {
            if self.free_cell(self.step(cell, d)) {
                sides[count] = d;
                count += 1;
            }
        }
        (count, sides)
    }

    /// The neighbour of `pos` in `dir`, if it is inside the board.
    #[must_use]
    pub fn neighbor(&self, pos: Pos, dir: Dir) -> Option<Pos> {
        let (dr, dc) = dir.delta();
        let row = pos.row().checked_add_signed(dr)?;
        let col = pos.col().checked_add_signed(dc)?;
        let next = Pos::new(row, col);
        self.contains(next).then_some(next)
    }

    /// Iterates over all free cells, row by row.
    pub fn free_cells(&self) -> impl Iterator<Item = Cell> + Clone + '_ {
        self.free
            .iter()
            .enumerate()
            .filter_map(|(cell, &free)| free.then_some(Cell::from_index(cell)))
    }
}
