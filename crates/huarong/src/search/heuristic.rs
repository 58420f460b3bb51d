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
    let rows = piece.row.abs_diff(target.row) as u64;
    let cols = piece.col.abs_diff(target.col) as u64;
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
