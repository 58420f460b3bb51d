//! The cheapest tier: around-costs a cell's immediate surroundings decide.
//!
//! Going round a piece from one side to a perpendicular one takes at least 2
//! moves, and exactly 2 when the diagonal cell between them is free; from one
//! side to the opposite one at least 4, and exactly 4 when one of the two
//! three-cell flanks is free. So when a pattern holds it is the answer.

use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;

/// The around-cost of sides `a` and `b` of `p` when a local pattern decides it:
/// these patterns realise the lower bounds (2 for a corner, 4 for a straight).
#[must_use]
pub(crate) fn local_cost(board: &Board, p: Cell, a: Dir, b: Dir) -> Option<u32> {
    if a.same_axis(b) {
        let flank = |side: Dir| {
            let s = board.step(p, side);
            [board.step(s, a), s, board.step(s, b)]
                .into_iter()
                .all(|c| board.free_cell(c))
        };
        let (x, y) = if a.index() < 2 {
            (Dir::Left, Dir::Right)
        } else {
            (Dir::Up, Dir::Down)
        };
        (flank(x) || flank(y)).then_some(4)
    } else {
        board
            .free_cell(board.step(board.step(p, a), b))
            .then_some(2)
    }
}
