//! The A* heuristic of the piece search: the exact cost on an endless open board.
//!
//! Every move sequence on a real board is also legal on an endless board of
//! movable pieces, so that board's optimum is a lower bound; and as an exact
//! distance it is consistent for the open board's edges, which real around-costs
//! can only lengthen. On the open board a piece step costs 1 (the swap) plus the
//! blank's way round: 0 to step back, 2 to turn, 4 to go straight on again.

use crate::input::cell::Pos;
use crate::input::dir::Dir;

/// The fewest moves to bring a piece at `piece`, with the blank on its side
/// `side`, to `target` on an endless board of movable pieces.
///
/// ```
/// use huarong::{open_board_cost, Dir, Pos};
/// // The blank is already between the piece and the target: one swap.
/// assert_eq!(open_board_cost(Pos::new(0, 0), Dir::Down, Pos::new(1, 0)), 1);
/// // Two steps straight on: swap, walk round (4), swap.
/// assert_eq!(open_board_cost(Pos::new(0, 0), Dir::Down, Pos::new(2, 0)), 6);
/// ```
#[must_use]
pub fn open_board_cost(piece: Pos, side: Dir, target: Pos) -> u64 {
    let rows = u64::from(piece.row.abs_diff(target.row));
    let cols = u64::from(piece.col.abs_diff(target.col));
    let vertical = if target.row > piece.row {
        Dir::Down
    } else {
        Dir::Up
    };
    let horizontal = if target.col > piece.col {
        Dir::Right
    } else {
        Dir::Left
    };
    // Cost of turning the blank from `side` to `dir` before the first swap.
    let first = |dir: Dir| -> u64 {
        if side == dir {
            0
        } else if side == dir.opposite() {
            4
        } else {
            2
        }
    };
    // K swaps; each later step costs 2 if it turns and 4 if it goes straight on.
    // Starting along an axis with x steps against y on the other, the most turns
    // are 2y when x > y and 2x - 1 otherwise.
    let cost = |x: u64, y: u64, dir: Dir| -> u64 {
        let k = x + y;
        let turns = if x > y { 2 * y } else { 2 * x - 1 };
        k + 4 * (k - 1) - 2 * turns + first(dir)
    };
    match (rows, cols) {
        (0, 0) => 0,
        (r, 0) => cost(r, 0, vertical),
        (0, c) => cost(c, 0, horizontal),
        (r, c) => cost(r, c, vertical).min(cost(c, r, horizontal)),
    }
}

/// Classes of a piece's place relative to the target: the sign of the row
/// offset (3), of the column offset (3), how the two distances compare (3),
/// times the blank's side (4).
const CLASSES: usize = 3 * 3 * 3 * 4;

/// [`open_board_cost`] toward one target, for many states: with `r` and `c`
/// the row and column distances, `k = r + c` and `m = min(r, c)`, the cost is
/// `5k - 4m - 2` plus an adjustment that depends only on the signs of the
/// offsets, on how `r` compares with `c`, and on the blank's side
/// ([`ADJUST`]). Each evaluation is a few instructions with no branches.
#[derive(Clone, Copy, Debug)]
pub(crate) struct OpenBoard {
    row: i64,
    col: i64,
}

/// The adjustments of [`OpenBoard`], by [`class`]. Starting along an axis
/// costs `first` (0 with the blank already on that side, 4 opposite, else 2);
/// with both offsets nonzero, starting along the longer one saves a turn (2)
/// more than along the shorter one; with one zero, only its axis is a start.
static ADJUST: [i32; CLASSES] = adjustments();

/// Builds [`ADJUST`] (see there).
const fn adjustments() -> [i32; CLASSES] {
    // Dir indices: Up 0, Down 1, Left 2, Right 3; opposite sides differ in
    // the lowest bit.
    const fn first(side: usize, dir: usize) -> i32 {
        if side == dir {
            0
        } else if side == dir ^ 1 {
            4
        } else {
            2
        }
    }
    const fn min(a: i32, b: i32) -> i32 {
        if a < b { a } else { b }
    }
    let mut adjust = [0; CLASSES];
    let mut i = 0;
    while i < CLASSES {
        let (side, order, sign_col, sign_row) = (i % 4, i / 4 % 3, i / 12 % 3, i / 36);
        // Sign 2: the target lies below (right of) the piece.
        let vertical = if sign_row == 2 { 1 } else { 0 };
        let horizontal = if sign_col == 2 { 3 } else { 2 };
        let (v, h) = (first(side, vertical), first(side, horizontal));
        adjust[i] = match (sign_row == 1, sign_col == 1, order) {
            // On the target: 5k - 4m - 2 + 2 = 0.
            (true, true, 1) => 2,
            // Straight down a row or column: 5k - 4 + first.
            (false, true, 2) => v - 2,
            (true, false, 0) => h - 2,
            (false, false, 2) => min(v - 2, h),
            (false, false, 0) => min(v, h - 2),
            (false, false, 1) => min(v, h),
            // Impossible: a zero offset longer than the other.
            _ => 0,
        };
        i += 1;
    }
    adjust
}

impl OpenBoard {
    /// Whether the bound is nearly exact on a board of `cells` cells, `free`
    /// of them free: fewer than one in ten fixed, where a goal search
    /// settles a narrow band of states toward its goal.
    #[must_use]
    pub(crate) fn near_exact(cells: usize, free: usize) -> bool {
        cells.saturating_sub(free) * 10 < cells
    }

    /// The bound toward `target`.
    #[must_use]
    pub(crate) fn toward(target: Pos) -> OpenBoard {
        OpenBoard {
            // Positions fit i64.
            row: i64::from(target.row),
            col: i64::from(target.col),
        }
    }

    /// [`open_board_cost`] of a piece at (`row`, `col`) with the blank on
    /// side `side` (by index).
    #[cfg(test)]
    #[must_use]
    pub(crate) fn cost(&self, row: usize, col: usize, side: usize) -> u64 {
        self.max_with(row, col, side, 0)
    }

    /// The greater of `floor` and [`OpenBoard::cost`]; quicker when `floor`
    /// is the greater by far.
    #[must_use]
    #[inline]
    pub(crate) fn max_with(&self, row: usize, col: usize, side: usize, floor: u64) -> u64 {
        // Positions fit i64.
        let dr = self.row - row as i64;
        let dc = self.col - col as i64;
        let (r, c) = (dr.abs(), dc.abs());
        // The cost is at most 5k + 2 (no adjustment exceeds 4).
        if floor >= (5 * (r + c) + 2).unsigned_abs() {
            return floor;
        }
        let sign = |d: i64| usize::from(d > 0) + usize::from(d >= 0);
        let order = usize::from(r >= c) + usize::from(r > c);
        let adjust = ADJUST[class(sign(dr), sign(dc), order, side)];
        // Never negative: it is a cost.
        floor.max((5 * (r + c) - 4 * r.min(c) - 2 + i64::from(adjust)).unsigned_abs())
    }
}

/// The index of a class in [`ADJUST`].
#[inline]
fn class(sign_row: usize, sign_col: usize, order: usize, side: usize) -> usize {
    ((sign_row * 3 + sign_col) * 3 + order) * 4 + side
}

#[cfg(test)]
mod tests {
    use super::{ADJUST, OpenBoard, open_board_cost};
    use crate::input::cell::Pos;
    use crate::input::dir::Dir;

    /// The table gives the function's values everywhere around targets near
    /// and far from the board's edge.
    #[test]
    fn table_matches_the_function() {
        assert!(ADJUST.iter().all(|&a| a <= 4), "the early exit of max_with");
        for target in [
            Pos::new(0, 0),
            Pos::new(3, 0),
            Pos::new(0, 5),
            Pos::new(9, 7),
        ] {
            let open = OpenBoard::toward(target);
            for row in 0..20 {
                for col in 0..20 {
                    for side in Dir::ALL {
                        let want = open_board_cost(Pos::new(row, col), side, target);
                        assert_eq!(
                            open.cost(row, col, side.index()),
                            want,
                            "{row} {col} {side:?} to {target:?}"
                        );
                        for floor in [0, want.saturating_sub(1), want, want + 1, 1000] {
                            assert_eq!(
                                open.max_with(row, col, side.index(), floor),
                                want.max(floor)
                            );
                        }
                    }
                }
            }
        }
    }
}
