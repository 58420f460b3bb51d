//! Phase 1 for every blank at once: the first-touch distances to each side of
//! one piece cell from every cell, for the games that share that piece cell.

use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;

/// No distance, in a narrow table.
const NARROW_NONE: u16 = u16::MAX;
/// No distance, in a wide table.
const WIDE_NONE: u32 = u32::MAX;

/// First-touch distances to each side of one piece cell from every blank cell:
/// phase 1 for all the games that share the piece cell, in four searches.
#[derive(Clone, Debug)]
pub(crate) struct SideDistances {
    /// Per cell of the layout, per side: the distance, or `u16::MAX`; used
    /// when every distance fits, as on any board of under 65,535 free cells.
    /// Games sharing piece cells read many such tables in no useful order,
    /// so half the bytes is half the cache misses.
    narrow: Vec<[u16; 4]>,
    /// The same in 32 bits (`u32::MAX` for none), when `narrow` is empty.
    wide: Vec<[u32; 4]>,
}

impl SideDistances {
    /// The table of `cells` (as [`SideDistances::build`] fills it), narrowed
    /// when every distance fits 16 bits.
    fn new(cells: Vec<[u32; 4]>) -> SideDistances {
        let fits = cells
            .iter()
            .flatten()
            .all(|&d| d == WIDE_NONE || d < u32::from(NARROW_NONE));
        if fits {
            let narrow = cells
                .iter()
                .map(|c| c.map(|d| u16::try_from(d).unwrap_or(NARROW_NONE)))
                .collect();
            SideDistances {
                narrow,
                wide: Vec::new(),
            }
        } else {
            SideDistances {
                narrow: Vec::new(),
                wide: cells,
            }
        }
    }

    /// The first-touch distances from a blank at `blank`, as
    /// [`BlankSearch::first_touch`](crate::walk::blank_search::BlankSearch::first_touch)
    /// gives them (possibly with more sides).
    #[must_use]
    #[inline]
    pub(crate) fn get(&self, blank: Cell) -> [Option<u64>; 4] {
        if self.wide.is_empty() {
            self.narrow[blank.index()].map(|d| (d != NARROW_NONE).then_some(u64::from(d)))
        } else {
            self.wide[blank.index()].map(|d| (d != WIDE_NONE).then_some(u64::from(d)))
        }
    }

    /// Bytes one table takes at most for a layout of `len` cells: as it is
    /// built, in 32 bits.
    #[must_use]
    pub(crate) fn bytes(len: usize) -> usize {
        len * std::mem::size_of::<[u32; 4]>()
    }

    /// Bytes one table keeps for a layout of `len` cells, `free` of them
    /// free: 16-bit when every walk surely fits (no walk is as long as
    /// there are free cells), else 32-bit.
    #[must_use]
    pub(crate) fn kept_bytes(len: usize, free: usize) -> usize {
        if free < usize::from(NARROW_NONE) {
            len * std::mem::size_of::<[u16; 4]>()
        } else {
            SideDistances::bytes(len)
        }
    }

    /// The table for the piece at `piece`: searches out from each side of
    /// it with the piece and its other sides removed (a walk that touches a
    /// side first is exactly such a walk reversed). Each is a plain
    /// breadth-first search run to exhaustion, with the table itself as the
    /// visited marks; `queue` is its scratch space.
    pub(crate) fn build(board: &Board, piece: Cell, queue: &mut Vec<Cell>) -> SideDistances {
        const UNSEEN: u32 = WIDE_NONE;
        const WALL: u32 = WIDE_NONE - 1;
        let mut cells = vec![[UNSEEN; 4]; board.layout_len()];
        let sides = Dir::ALL.map(|d| board.step(piece, d));
        for side in Dir::ALL {
            let s = side.index();
            let start = sides[s];
            if !board.free_cell(start) {
                continue;
            }
            // Walls for this search: the piece and its other sides.
            cells[piece.index()][s] = WALL;
            for &other in sides.iter().filter(|&&c| c != start) {
                cells[other.index()][s] = WALL;
            }
            cells[start.index()][s] = 0;
            queue.clear();
            queue.push(start);
            let mut head = 0;
            while let Some(&x) = queue.get(head) {
                head += 1;
                let d = cells[x.index()][s] + 1;
                for dir in Dir::ALL {
                    let y = board.step(x, dir);
                    if board.free_cell(y) && cells[y.index()][s] == UNSEEN {
                        cells[y.index()][s] = d;
                        queue.push(y);
                    }
                }
            }
            cells[piece.index()][s] = UNSEEN;
            for &other in sides.iter().filter(|&&c| c != start) {
                cells[other.index()][s] = UNSEEN;
            }
        }
        SideDistances::new(cells)
    }
}
