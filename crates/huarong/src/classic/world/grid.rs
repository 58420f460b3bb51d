//! One layout of the 4 x 5 board as bit masks, and its moves by bit
//! operations.
//!
//! Cells are numbered in reading order, `row * 4 + col`, bit `i` of a mask
//! being cell `i`. A layout is Cao Cao's top-left cell and, for each other
//! kind of block (a blank, a soldier, a horizontal general, a vertical
//! one), the mask of their top-left cells: pieces of one shape are
//! interchangeable, so this is the layout as players count it.

use crate::classic::metric::Metric;
use crate::classic::puzzle::ClassicPuzzle;
use crate::classic::world::mix::Mix;
use crate::input::cell::Pos;

/// Rows and columns of the board.
pub(crate) const ROWS: u32 = 5;
pub(crate) const COLS: u32 = 4;
/// Cells of the board.
pub(crate) const CELLS: u32 = ROWS * COLS;
/// Every cell.
pub(crate) const FULL: u32 = (1 << CELLS) - 1;
/// Cao Cao's goal: his top-left cell on row 4, column 2.
pub(crate) const GOAL: u32 = 3 * COLS + 1;

/// The kinds of block after Cao Cao, in the order the canonical code sorts
/// them: `BLANK < SOLDIER < HORIZONTAL < VERTICAL`.
pub(crate) const BLANK: usize = 0;
pub(crate) const SOLDIER: usize = 1;
pub(crate) const HORIZONTAL: usize = 2;
pub(crate) const VERTICAL: usize = 3;
/// Cao Cao, in the step table.
const HEAD: usize = 4;

/// Each kind's (height, width), by the constants above.
const SHAPES: [(u32, u32); 5] = [(1, 1), (1, 1), (1, 2), (2, 1), (2, 2)];

/// The cells a block of `shape` covers with its top-left cell at `cell`
/// (which it must fit).
const fn cover(shape: (u32, u32), cell: u32) -> u32 {
    let (height, width) = shape;
    let row = ((1 << width) - 1) << cell;
    if height == 2 { row | row << COLS } else { row }
}

/// Whether a block of `shape` fits with its top-left cell at `cell`.
const fn fits(shape: (u32, u32), cell: u32) -> bool {
    cell / COLS + shape.0 <= ROWS && cell % COLS + shape.1 <= COLS
}

/// The cells of the first, third and last columns.
const COL_0: u32 = 0x1_1111;
const COL_2: u32 = 0x4_4444;
const COL_3: u32 = 0x8_8888;

/// The top-left cells from which a block of `kind` can step into `blanks`
/// one way or another: for each way, the blanks its step needs shifted onto
/// the top-left cell, and the cells from which the step would leave the
/// board's row masked off. A block outside it cannot move at all, so the
/// search of moves skips it without looking at its steps.
#[inline]
fn movable(kind: usize, b: u32) -> u32 {
    match kind {
        SOLDIER => b << COLS | b >> COLS | (b << 1 & !COL_0) | (b >> 1 & !COL_3),
        HORIZONTAL => {
            (b << COLS & b << (COLS - 1))
                | (b >> COLS & b >> (COLS + 1))
                | (b << 1 & !COL_0)
                | (b >> 2 & !COL_2 & !COL_3)
        }
        VERTICAL => {
            b << COLS
                | b >> (2 * COLS)
                | (b << 1 & b >> (COLS - 1) & !COL_0)
                | (b >> 1 & b >> (COLS + 1) & !COL_3)
        }
        _ => {
            (b << COLS & b << (COLS - 1))
                | (b >> (2 * COLS) & b >> (2 * COLS + 1))
                | (b << 1 & b >> (COLS - 1) & !COL_0)
                | (b >> 2 & b >> (COLS + 2) & !COL_2 & !COL_3)
        }
    }
}

/// The top-left cells where a block of `kind` fits inside `free`: a block
/// steps from one of them to a neighbouring one exactly when both are here,
/// `free` being the blanks and the cells the block covers.
#[inline]
fn fitting(kind: usize, f: u32) -> u32 {
    match kind {
        SOLDIER => f,
        HORIZONTAL => f & f >> 1 & !COL_3,
        // A cell of the last row has nothing below it in `f`.
        VERTICAL => f & f >> COLS,
        _ => f & f >> 1 & f >> COLS & f >> (COLS + 1) & !COL_3,
    }
}

/// The cells one step (up, down, left or right) from `cells`.
#[inline]
const fn spread(cells: u32) -> u32 {
    (cells << COLS | cells >> COLS | (cells << 1 & !COL_0) | (cells >> 1 & !COL_3)) & FULL
}

/// By cell, the cells one step from it: [`spread`] of one cell, looked up.
static NEXT_TO: [u32; CELLS as usize] = {
    let mut table = [0; CELLS as usize];
    let mut cell = 0;
    while cell < CELLS {
        table[cell as usize] = spread(1 << cell);
        cell += 1;
    }
    table
};

/// A layout of the 4 x 5 board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Grid {
    /// Cao Cao's top-left cell.
    pub(crate) head: u32,
    /// By kind (`BLANK` to `VERTICAL`), the top-left cells of its blocks.
    pub(crate) tops: [u32; 4],
}

impl Grid {
    /// The cells Cao Cao covers with his top-left cell at `head`.
    pub(crate) const fn head_cover(head: u32) -> u32 {
        cover(SHAPES[HEAD], head)
    }

    /// Whether Cao Cao fits with his top-left cell at `cell`.
    pub(crate) const fn head_fits(cell: u32) -> bool {
        fits(SHAPES[HEAD], cell)
    }

    /// The blank cells.
    fn blanks(&self) -> u32 {
        self.tops[BLANK]
    }

    /// `self` with the block of `kind` at `from` moved to `to`, the cells
    /// it leaves and enters exchanged with the blanks.
    fn moved(&self, kind: usize, from: u32, to: u32) -> Grid {
        let (before, after) = if kind == HEAD {
            (Grid::head_cover(from), Grid::head_cover(to))
        } else {
            (cover(SHAPES[kind], from), cover(SHAPES[kind], to))
        };
        // Each mask chosen by comparison, none indexed by `kind`: an
        // indexed store would keep the layout in memory, and copying it
        // then stalls on reading back what was just written.
        let flip = |k: usize| if kind == k { 1 << from | 1 << to } else { 0 };
        Grid {
            head: if kind == HEAD { to } else { self.head },
            tops: [
                self.tops[BLANK] ^ before ^ after,
                self.tops[SOLDIER] ^ flip(SOLDIER),
                self.tops[HORIZONTAL] ^ flip(HORIZONTAL),
                self.tops[VERTICAL] ^ flip(VERTICAL),
            ],
        }
    }

    /// Calls `visit` with every layout one move away in `metric`, and the
    /// first cell where its canonical code may differ from this one's (the
    /// lesser of the moved block's top-left cells before and after). Moves
    /// are reversible, so these are also the layouts one move before.
    #[inline]
    pub(crate) fn neighbors(&self, metric: Metric, mut visit: impl FnMut(Grid, u32)) {
        self.moves(metric, 0, |kind, from, to| {
            visit(self.moved(kind, from, to), from.min(to));
        });
    }

    /// Calls `visit(kind, from, to)` with every move in `metric`: the block
    /// of `kind` (one of `SOLDIER` to `VERTICAL`, or Cao Cao) whose top-left
    /// cell is `from` goes to `to`. The blocks whose top-left cell is in
    /// `skip` stay.
    ///
    /// Where a block can go is found for all its places at once: the
    /// top-left cells where it fits among the blanks and its own cells, as
    /// a mask, flooded from where it stands by shifts (in the cell count,
    /// one shift).
    #[inline]
    pub(crate) fn moves(&self, metric: Metric, skip: u32, mut visit: impl FnMut(usize, u32, u32)) {
        // One copy for each kind, its shifts constants.
        self.moves_of::<SOLDIER>(metric, skip, &mut visit);
        self.moves_of::<HORIZONTAL>(metric, skip, &mut visit);
        self.moves_of::<VERTICAL>(metric, skip, &mut visit);
        self.moves_of::<HEAD>(metric, skip, &mut visit);
    }

    /// The moves of the blocks of `KIND`, as [`Grid::moves`].
    #[inline(always)]
    fn moves_of<const KIND: usize>(
        &self,
        metric: Metric,
        skip: u32,
        visit: &mut impl FnMut(usize, u32, u32),
    ) {
        let blanks = self.blanks();
        let tops = if KIND == HEAD {
            1 << self.head
        } else {
            self.tops[KIND]
        };
        let mut rest = movable(KIND, blanks) & tops & !skip;
        while rest != 0 {
            let from = rest.trailing_zeros();
            rest &= rest - 1;
            let fit = fitting(KIND, blanks | cover(SHAPES[KIND], from));
            let at = 1 << from;
            let mut reach = NEXT_TO[from as usize] & fit;
            if metric == Metric::Piece {
                // Every place the block reaches through the blanks, the
                // others standing still: with two blanks, a few. Each round
                // steps on from the places the last one found.
                let mut found = reach;
                reach |= at;
                while found != 0 {
                    found = spread(found) & fit & !reach;
                    reach |= found;
                }
                reach ^= at;
            }
            while reach != 0 {
                let to = reach.trailing_zeros();
                reach &= reach - 1;
                visit(KIND, from, to);
            }
        }
    }

    /// The layout of `puzzle`, when it is one of the world's: the 4 x 5
    /// board without walls, the designated piece 2 x 2 with its goal at row
    /// 4, column 2, every other piece 2 x 1, 1 x 2 or 1 x 1, two blanks or
    /// more.
    pub(crate) fn of(puzzle: &ClassicPuzzle) -> Option<Grid> {
        if (puzzle.rows(), puzzle.cols()) != (ROWS as usize, COLS as usize)
            || puzzle.designated().shape() != (2, 2)
            || puzzle.goal() != Pos::new(3, 1)
        {
            return None;
        }
        let cell = |pos: Pos| (pos.row() * COLS as usize + pos.col()) as u32;
        let mut grid = Grid {
            head: cell(puzzle.designated().pos),
            tops: [0; 4],
        };
        let mut covered = Grid::head_cover(grid.head);
        for (i, piece) in puzzle.pieces().iter().enumerate() {
            if i == puzzle.designated_index() {
                continue;
            }
            let kind = match piece.shape() {
                (1, 1) => SOLDIER,
                (1, 2) => HORIZONTAL,
                (2, 1) => VERTICAL,
                _ => return None,
            };
            grid.tops[kind] |= 1 << cell(piece.pos);
            covered |= cover(SHAPES[kind], cell(piece.pos));
        }
        let blanks = FULL & !covered;
        let walls =
            (0..CELLS).any(|c| puzzle.is_wall(Pos::new((c / COLS) as usize, (c % COLS) as usize)));
        if blanks.count_ones() < 2 || walls {
            return None;
        }
        grid.tops[BLANK] = blanks;
        Some(grid)
    }

    /// The layout text, goal line included: Cao Cao is `C`, the other
    /// pieces `A`, `B`, `D`, `E`, ... in the reading order of their
    /// top-left cells.
    pub(crate) fn text(&self) -> String {
        let mut cells = ['.'; CELLS as usize];
        for c in 0..CELLS {
            if Grid::head_cover(self.head) >> c & 1 == 1 {
                cells[c as usize] = 'C';
            }
        }
        let mut names = ('A'..='Z').filter(|&n| n != 'C');
        for top in 0..CELLS {
            let Some(kind) = (SOLDIER..=VERTICAL).find(|&k| self.tops[k] >> top & 1 == 1) else {
                continue;
            };
            let name = names.next().unwrap_or('Z');
            let mut rest = cover(SHAPES[kind], top);
            while rest != 0 {
                cells[rest.trailing_zeros() as usize] = name;
                rest &= rest - 1;
            }
        }
        let mut text = String::with_capacity(40);
        for row in cells.chunks(COLS as usize) {
            text.extend(row);
            text.push('\n');
        }
        text.push_str("goal C 4 2\n");
        text
    }

    /// The mix of pieces.
    pub(crate) fn mix(&self) -> Mix {
        let [_, soldiers, horizontals, verticals] = self.tops.map(u32::count_ones);
        Mix {
            verticals,
            horizontals,
            soldiers,
        }
    }

    /// The layout as a puzzle.
    pub(crate) fn puzzle(&self) -> ClassicPuzzle {
        ClassicPuzzle::parse(self.text()).expect("a layout of the world parses")
    }
}

// Asked of a mix, answered by reading the layout: here, so that the mix
// (a count of pieces) needs nothing of the grid.
impl Mix {
    /// The mix of `puzzle`, when it is a layout of the world (the 4 x 5
    /// board without walls, Cao Cao 2 x 2 bound for row 4, column 2, the
    /// others 2 x 1, 1 x 2 or 1 x 1, two blanks or more).
    ///
    /// ```
    /// use huarong::classic::{Famous, Mix};
    /// let hengdao = Famous::find("hengdao-lima").unwrap().puzzle();
    /// assert_eq!(Mix::of(&hengdao), Some(Mix::HENGDAO_LIMA));
    /// ```
    #[must_use]
    pub fn of(puzzle: &ClassicPuzzle) -> Option<Mix> {
        Grid::of(puzzle).map(|grid| grid.mix())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The top-left cells a block of `kind` at `cell` reaches by one step
    /// into `blanks`, one direction at a time.
    fn steps(kind: usize, cell: u32, blanks: u32) -> Vec<u32> {
        let shape = SHAPES[kind];
        let (row, col) = (cell / COLS, cell % COLS);
        let targets = [
            (row > 0).then(|| cell - COLS),
            (row + shape.0 < ROWS).then_some(cell + COLS),
            (col > 0).then(|| cell - 1),
            (col + shape.1 < COLS).then_some(cell + 1),
        ];
        targets
            .into_iter()
            .flatten()
            .filter(|&to| cover(shape, to) & !cover(shape, cell) & !blanks == 0)
            .collect()
    }

    #[test]
    fn movable_blocks_are_those_with_a_step_into_the_blanks() {
        for blanks in (0..=FULL).step_by(97) {
            for kind in [SOLDIER, HORIZONTAL, VERTICAL, HEAD] {
                for cell in (0..CELLS).filter(|&c| fits(SHAPES[kind], c)) {
                    let can = !steps(kind, cell, blanks).is_empty();
                    assert_eq!(
                        movable(kind, blanks) >> cell & 1 == 1,
                        can,
                        "{kind} {cell} {blanks:x}"
                    );
                }
            }
        }
    }

    #[test]
    fn moves_are_the_steps_and_the_places_reached_by_steps() {
        let grid = Grid::of(&crate::classic::famous::Famous::ALL[0].puzzle()).unwrap();
        let mut layouts = vec![grid];
        let mut seen = std::collections::HashSet::from([grid]);
        while let Some(grid) = layouts.pop() {
            for metric in Metric::ALL {
                let mut moves = Vec::new();
                grid.moves(metric, 0, |kind, from, to| moves.push((kind, from, to)));
                let mut expected = Vec::new();
                for kind in [SOLDIER, HORIZONTAL, VERTICAL, HEAD] {
                    let tops = if kind == HEAD {
                        1 << grid.head
                    } else {
                        grid.tops[kind]
                    };
                    for from in (0..CELLS).filter(|&c| tops >> c & 1 == 1) {
                        // Where single steps lead, the block's own cells
                        // counting as blank.
                        let free = grid.blanks() | cover(SHAPES[kind], from);
                        let mut reached = vec![from];
                        let mut next = 0;
                        while next < reached.len() {
                            for to in steps(kind, reached[next], free) {
                                if !reached.contains(&to) {
                                    reached.push(to);
                                }
                            }
                            next += 1;
                            if metric == Metric::Cell {
                                break;
                            }
                        }
                        reached.sort_unstable();
                        expected.extend(
                            reached
                                .into_iter()
                                .filter(|&to| to != from)
                                .map(|to| (kind, from, to)),
                        );
                    }
                }
                moves.sort_unstable();
                expected.sort_unstable();
                assert_eq!(moves, expected, "{}", grid.text());
            }
            grid.neighbors(Metric::Piece, |next, _| {
                if seen.len() < 3000 && seen.insert(next) {
                    layouts.push(next);
                }
            });
        }
    }
}
