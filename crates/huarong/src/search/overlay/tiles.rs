//! The overlay's tiles: where their edges fall on a board ([`Cuts`]), and
//! one tile's bounds and the places of its cells ([`Tile`]).

use super::rules::Rules;
use crate::input::board::Board;
use crate::input::cell::{Cell, Pos};
use crate::input::dir::Dir;

/// Where the tiles' edges fall. Each tile's last row is chosen on its own:
/// of the last quarter of the `side` rows from the tile's first, the one
/// with the fewest links down between free cells (the lowest of those that
/// tie, so that open ground is cut every `side` rows); likewise for columns.
/// So tiles are never more than `side` cells a side, nor less than three
/// quarters of it but at the board's end. An edge along a run of the board
/// or beside a stretch of its pieces gives regions a door a cell, which are
/// then not contracted: with one shift for all edges, 8 x 8 rooms (a pitch
/// of 9 against tiles of 256) were cut through their rooms on most edges,
/// and at 2000 x 2000 left 1.2M of their 3.2M free cells outside regions;
/// their games grew 70x from 1000 x 1000.
#[derive(Clone, Debug, Default)]
pub(super) struct Cuts {
    pub(super) side: usize,
    /// Per row: its row of tiles.
    pub(super) row_tile: Vec<u32>,
    /// Per column: its column of tiles.
    pub(super) col_tile: Vec<u32>,
    /// Tiles in a row of tiles.
    pub(super) across: usize,
    /// Whether the edges cross links between free cells at over half their
    /// cells, even where they cross fewest: open ground, where no region
    /// has few doors.
    pub(super) open: bool,
}

impl Cuts {
    /// The cuts of `board` into tiles of at most `side` cells a side.
    pub(super) fn of(board: &Board, side: usize) -> Cuts {
        let (rows, cols) = (board.rows(), board.cols());
        // Links down from each row, and right from each column.
        let mut down = vec![0usize; rows];
        let mut right = vec![0usize; cols];
        for (r, down) in down.iter_mut().enumerate() {
            let first = board.cell(Pos::new(r, 0));
            for (c, right) in right.iter_mut().enumerate() {
                let cell = Cell::from_index(first.index() + c);
                if board.free_cell(cell) {
                    *down += usize::from(board.free_cell(board.step(cell, Dir::Down)));
                    *right += usize::from(board.free_cell(board.step(cell, Dir::Right)));
                }
            }
        }
        let (row_tile, col_tile) = (Cuts::split(&down, side), Cuts::split(&right, side));
        let crossed: usize = Cuts::edges(&row_tile).map(|r| down[r]).sum::<usize>()
            + Cuts::edges(&col_tile).map(|c| right[c]).sum::<usize>();
        let length = Cuts::edges(&row_tile).count() * cols + Cuts::edges(&col_tile).count() * rows;
        Cuts {
            side,
            across: col_tile.last().map_or(0, |&t| t as usize + 1),
            row_tile,
            col_tile,
            open: crossed * 2 > length,
        }
    }

    /// Per line (a row, or a column) of lines with `links[i]` links to the
    /// next: its tile, each tile ending on the line of fewest links among
    /// the last quarter of the `side` lines from its first.
    pub(super) fn split(links: &[usize], side: usize) -> Vec<u32> {
        let window = (side / 4).max(1);
        let mut tiles = Vec::with_capacity(links.len());
        let mut tile = 0u32;
        while tiles.len() < links.len() {
            let start = tiles.len();
            let end = if start + side >= links.len() {
                links.len()
            } else {
                // `min_by_key` keeps the first of those that tie: the last line.
                (start + side - window..start + side)
                    .rev()
                    .min_by_key(|&line| links[line])
                    .map_or(start + side, |line| line + 1)
            };
            tiles.resize(end, tile);
            tile += 1;
        }
        tiles
    }

    /// The tile holding `pos`, by number, row by row.
    #[inline]
    pub(super) fn tile_of(&self, pos: Pos) -> usize {
        self.row_tile[pos.row()] as usize * self.across + self.col_tile[pos.col()] as usize
    }

    /// Whether the free cell at `pos` is a portal cell: in its tile's last
    /// row or column, beside a free cell of the next tile down or across.
    pub(super) fn portal_cell(&self, board: &Board, pos: Pos) -> bool {
        let (r, c) = (pos.row(), pos.col());
        let last = |tiles: &[u32], i: usize| i + 1 < tiles.len() && tiles[i] != tiles[i + 1];
        (last(&self.col_tile, c) && board.is_free(Pos::new(r, c + 1)))
            || (last(&self.row_tile, r) && board.is_free(Pos::new(r + 1, c)))
    }

    /// The last line of each tile but the last, of lines in `tiles`.
    pub(super) fn edges(tiles: &[u32]) -> impl Iterator<Item = usize> + '_ {
        tiles
            .windows(2)
            .enumerate()
            .filter(|(_, w)| w[0] != w[1])
            .map(|(i, _)| i)
    }

    /// Each tile's lines, as a range, of lines in `tiles`.
    pub(super) fn spans(tiles: &[u32]) -> Vec<(usize, usize)> {
        let mut spans = Vec::new();
        let mut start = 0;
        for end in Cuts::edges(tiles).map(|i| i + 1).chain([tiles.len()]) {
            spans.push((start, end));
            start = end;
        }
        spans
    }

    /// The bytes of the cuts of a board of `lines` rows and columns.
    pub(super) const fn bytes_for(lines: usize) -> usize {
        lines.saturating_mul(4)
    }
}

/// One tile's bounds: its first row and column, and its end row and column.
#[derive(Clone, Copy, Debug)]
pub(super) struct Tile<'a> {
    pub(super) side: usize,
    /// `side` is `1 << shift`.
    pub(super) shift: u32,
    /// The bytes of shortcuts a region may keep per cell of its own.
    pub(super) budget: usize,
    /// The fewest free cells a contracted region has.
    pub(super) least: usize,
    /// Where the board's tiles' edges fall.
    pub(super) cuts: &'a Cuts,
    pub(super) top: usize,
    pub(super) left: usize,
    pub(super) bottom: usize,
    pub(super) right: usize,
}

impl Tile<'_> {
    /// The place one step in direction `d` from `place`, if it lies in the
    /// tile.
    #[inline]
    pub(super) fn step(self, place: usize, d: Dir) -> Option<usize> {
        let (lr, lc) = (place >> self.shift, place & (self.side - 1));
        match d {
            Dir::Up => (lr > 0).then(|| place - self.side),
            Dir::Down => (self.top + lr + 1 < self.bottom).then(|| place + self.side),
            Dir::Left => (lc > 0).then(|| place - 1),
            Dir::Right => (self.left + lc + 1 < self.right).then(|| place + 1),
        }
    }

    /// Whether the free cell `cell`, at `place` in the tile, is a portal
    /// cell (see [`portal_cell`]); the board's padding is never free.
    #[inline]
    pub(super) fn portal(self, board: &Board, cell: Cell, place: usize) -> bool {
        let (lr, lc) = (place >> self.shift, place & (self.side - 1));
        (self.left + lc + 1 == self.right && board.free_cell(board.step(cell, Dir::Right)))
            || (self.top + lr + 1 == self.bottom && board.free_cell(board.step(cell, Dir::Down)))
    }

    /// `pos`'s place in the tile's cells, if it lies in the tile.
    pub(super) fn place(self, pos: Pos) -> Option<usize> {
        let (r, c) = (pos.row(), pos.col());
        (r >= self.top && r < self.bottom && c >= self.left && c < self.right)
            .then(|| ((r - self.top) << self.shift) + (c - self.left))
    }
}

/// The tiles of `board` by `cuts` (of at most `side` x `side` cells), row
/// by row.
pub(super) fn tiles(rules: Rules, cuts: &Cuts) -> Vec<Tile<'_>> {
    let side = rules.side;
    debug_assert!(side.is_power_of_two(), "tiles of a power of two");
    debug_assert_eq!(side, cuts.side, "cut as tiled");
    let cols = Cuts::spans(&cuts.col_tile);
    Cuts::spans(&cuts.row_tile)
        .into_iter()
        .flat_map(|(top, bottom)| {
            cols.iter().map(move |&(left, right)| Tile {
                side,
                shift: side.trailing_zeros(),
                budget: rules.budget,
                least: rules.least,
                cuts,
                top,
                left,
                bottom,
                right,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::Cuts;
    use crate::input::board::Board;

    /// A run along row 15 with a tooth down from every other cell to row 19,
    /// and a spine down column 0: with tiles of 16, unshifted edges after
    /// rows 15, 31 and 47 cross every tooth.
    pub(super) fn comb() -> Board {
        let rows: Vec<String> = (0..48)
            .map(|r| {
                (0..48)
                    .map(|c| {
                        let free = c == 0
                            || (r == 15 && c < 47)
                            || ((16..=19).contains(&r) && c % 2 == 0 && c < 47);
                        if free { '1' } else { '0' }
                    })
                    .collect()
            })
            .collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        Board::from_rows(&rows).expect("a board")
    }

    #[test]
    pub(super) fn the_tiles_edges_keep_off_the_busiest_rows() {
        let board = comb();
        let cuts = Cuts::of(&board, 16);
        let edges: Vec<usize> = Cuts::edges(&cuts.row_tile).collect();
        assert_eq!(edges.len(), 3);
        assert!(
            edges.iter().all(|r| !(15..=18).contains(r)),
            "edges after rows {edges:?}"
        );
        // Columns: one link a column along the run, so every column ties:
        // each tile is as wide as it can be.
        assert_eq!(Cuts::edges(&cuts.col_tile).collect::<Vec<_>>(), [15, 31]);
        // Every tile's last row is an edge, and tiles cover the board.
        let rules = super::Rules {
            side: 16,
            ..super::Rules::DEFAULT
        };
        let tiles = super::tiles(rules, &cuts);
        let cells: usize = tiles
            .iter()
            .map(|t| (t.bottom - t.top) * (t.right - t.left))
            .sum();
        assert_eq!(cells, board.rows() * board.cols());
        for t in &tiles {
            assert!(t.bottom - t.top <= 16 && t.right - t.left <= 16);
            if t.bottom < board.rows() {
                assert!(edges.contains(&(t.bottom - 1)));
            }
        }
    }

    #[test]
    pub(super) fn open_ground_is_cut_unshifted() {
        let rows = vec!["1".repeat(40); 40];
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let board = Board::from_rows(&rows).expect("a board");
        let cuts = Cuts::of(&board, 16);
        assert_eq!(Cuts::edges(&cuts.row_tile).collect::<Vec<_>>(), [15, 31]);
        assert_eq!(Cuts::edges(&cuts.col_tile).collect::<Vec<_>>(), [15, 31]);
        assert!(cuts.open);
    }

    /// Rows of rooms three cells apart, which tiles of 16 do not divide:
    /// each edge finds a wall of its own (with one shift for all, every
    /// third edge would fall on one).
    #[test]
    pub(super) fn each_edge_finds_its_own_wall() {
        let rows: Vec<String> = (0..100)
            .map(|r| {
                (0..40)
                    .map(|c| {
                        if r % 3 != 2 || c == (r * 7) % 40 {
                            '1'
                        } else {
                            '0'
                        }
                    })
                    .collect()
            })
            .collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let board = Board::from_rows(&rows).expect("a board");
        let cuts = Cuts::of(&board, 16);
        let edges: Vec<usize> = Cuts::edges(&cuts.row_tile).collect();
        assert!(edges.len() >= 6, "edges after rows {edges:?}");
        // A wall row, or the row above one: one link down, through its door.
        assert!(
            edges.iter().all(|r| r % 3 != 0),
            "edges after rows {edges:?}"
        );
        assert!(!cuts.open);
        for (top, bottom) in Cuts::spans(&cuts.row_tile) {
            assert!(bottom - top <= 16 && (bottom - top >= 12 || bottom == 100));
        }
    }
}
