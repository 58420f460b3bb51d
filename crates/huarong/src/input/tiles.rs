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

#[cfg(test)]
mod tests {
    use super::{TILE, TileSegments, free_cells_by_tiles};
    use crate::input::board::Board;
    use crate::input::cell::Pos;

    /// Every free cell once, on boards whose sides are and are not multiples
    /// of a tile, the first tile's before any other, and each segment one
    /// tile wide at most, inside a row.
    #[test]
    fn every_free_cell_once_tile_by_tile() {
        for (rows, cols) in [(1, 1), (1, 50), (50, 1), (16, 16), (37, 20), (40, 33)] {
            let mut board = Board::new_fixed(rows, cols);
            for r in 0..rows {
                for c in 0..cols {
                    board.set_free(Pos::new(r, c), (r * 7 + c * 13 + r * c) % 10 < 7);
                }
            }
            let tiled: Vec<_> = free_cells_by_tiles(&board).collect();
            let mut sorted = tiled.clone();
            sorted.sort_unstable();
            sorted.dedup();
            let free: Vec<_> = board.free_cells().collect();
            assert_eq!(sorted, free, "{rows} x {cols}");
            assert_eq!(tiled.len(), free.len(), "{rows} x {cols}");
            let in_first_tile = |c: &crate::input::cell::Cell| {
                let p = board.pos(*c);
                p.row() < TILE && p.col() < TILE
            };
            let first = tiled.iter().take_while(|c| in_first_tile(c)).count();
            assert_eq!(first, tiled.iter().filter(|c| in_first_tile(c)).count());
            for (first, width) in TileSegments::new(&board) {
                let p = board.pos(first);
                assert!((1..=TILE).contains(&width));
                assert!(p.col().is_multiple_of(TILE) && p.col() + width <= cols);
            }
        }
    }
}
