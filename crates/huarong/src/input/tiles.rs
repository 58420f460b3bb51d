//! The order of a board's cells tile by tile, which tables indexed by a number
//! given in that order (branch states, junctions) follow, so that what a
//! search meets close together on the board lies close together in them.
//!
//! Numbered row by row, a cell's neighbours above and below lie a whole row of
//! the board apart: on a 2000 x 2000 board each step up or down a column reads
//! another page. In tiles of 16 x 16 cells, sixteen such steps stay within the
//! same few pages.

use crate::input::board::Board;
use crate::input::cell::{Cell, Pos};

/// The side of a tile, in cells.
pub(crate) const TILE: usize = 16;

/// The rows of a board's tiles: tiles of [`TILE`] x [`TILE`] cells in row
/// order (the last ones in a row or column of tiles cut short by the board's
/// edge), each as its segments of consecutive cells, top to bottom. Each
/// segment is its first cell and its width.
#[derive(Clone, Debug)]
pub(crate) struct TileSegments<'b> {
    board: &'b Board,
    /// The current tile's first row and first column.
    top: usize,
    left: usize,
    /// The row of the next segment.
    row: usize,
}

impl<'b> TileSegments<'b> {
    /// The segments of `board`'s tiles, the first tile's first.
    pub(crate) fn new(board: &'b Board) -> TileSegments<'b> {
        TileSegments {
            board,
            top: 0,
            left: 0,
            row: 0,
        }
    }
}

impl Iterator for TileSegments<'_> {
    type Item = (Cell, usize);

    fn next(&mut self) -> Option<(Cell, usize)> {
        let (rows, cols) = (self.board.rows(), self.board.cols());
        if self.row >= rows || self.left >= cols {
            return None;
        }
        let first = self.board.cell(Pos::new(self.row, self.left));
        let width = (self.left + TILE).min(cols) - self.left;
        // Down the tile, then to the next tile along its row, then down.
        self.row += 1;
        if self.row >= (self.top + TILE).min(rows) {
            self.left += TILE;
            if self.left >= cols {
                self.left = 0;
                self.top += TILE;
            }
            self.row = self.top;
        }
        Some((first, width))
    }
}

/// The free cells of `board`, tile by tile (see [`TileSegments`]).
pub(crate) fn free_cells_by_tiles(board: &Board) -> impl Iterator<Item = Cell> + '_ {
    TileSegments::new(board).flat_map(move |(first, width)| {
        (first.index()..first.index() + width)
            .map(Cell::from_index)
            .filter(move |&c| board.free_cell(c))
    })
}

/// Boards whose sides are and are not multiples of a tile, about 70% free
/// without a pattern along rows or columns: what the tile orders are tested
/// on.
#[cfg(test)]
pub(crate) fn boards_to_tile() -> impl Iterator<Item = Board> {
    [(1, 1), (1, 50), (50, 1), (16, 16), (37, 20), (40, 33)]
        .into_iter()
        .map(|(rows, cols)| {
            let mut board = Board::new_fixed(rows, cols);
            for r in 0..rows {
                for c in 0..cols {
                    board.set_free(Pos::new(r, c), (r * 7 + c * 13 + r * c) % 10 < 7);
                }
            }
            board
        })
}

/// Asserts that `tiled` holds every item of `all` (sorted) once, and those
/// at a position (`pos`) in the first tile before any other.
#[cfg(test)]
pub(crate) fn assert_tiled<T: Ord + Clone + std::fmt::Debug>(
    tiled: &[T],
    all: &[T],
    pos: impl Fn(&T) -> Pos,
) {
    let mut sorted = tiled.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted, all);
    assert_eq!(tiled.len(), all.len());
    let in_first_tile = |x: &T| {
        let p = pos(x);
        p.row() < TILE && p.col() < TILE
    };
    let first = tiled.iter().take_while(|x| in_first_tile(x)).count();
    assert_eq!(first, tiled.iter().filter(|x| in_first_tile(x)).count());
}

#[cfg(test)]
mod tests {
    use super::{TILE, TileSegments, assert_tiled, boards_to_tile, free_cells_by_tiles};

    /// Every free cell once, the first tile's before any other, and each
    /// segment one tile wide at most, inside a row.
    #[test]
    fn every_free_cell_once_tile_by_tile() {
        for board in boards_to_tile() {
            let tiled: Vec<_> = free_cells_by_tiles(&board).collect();
            let free: Vec<_> = board.free_cells().collect();
            assert_tiled(&tiled, &free, |&c| board.pos(c));
            for (first, width) in TileSegments::new(&board) {
                let p = board.pos(first);
                assert!((1..=TILE).contains(&width));
                assert!(p.col().is_multiple_of(TILE) && p.col() + width <= board.cols());
            }
        }
    }
}
