//! One group searched from its start: breadth-first over its layouts packed
//! in a word each (a move is one XOR), each marked seen in a hash set of
//! them (a group is a small part of its mix, whose numbering would cost
//! more to build than the search).

use crate::classic::metric::Metric;
use crate::classic::puzzle::ClassicPuzzle;
use crate::classic::world::grid::{GOAL, Grid};
use crate::classic::world::mix::Mix;
use crate::classic::world::seen::{Packed, Seen};

/// No cell, as a mask: the start was reached by no move.
const NOWHERE: u32 = 0;

/// A layout's group, searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupSolution {
    /// The layout's mix.
    pub mix: Mix,
    /// The layouts of its group: those reachable from it, itself included.
    pub layouts: u64,
    /// Its optimum, `None` when the goal cannot be reached.
    pub optimum: Option<usize>,
}

/// `puzzle`'s group and optimum in `metric`, when it is a layout of the
/// world (the 4 x 5 board without walls, Cao Cao 2 x 2 bound for row 4,
/// column 2, the others 2 x 1, 1 x 2 or 1 x 1, two blanks or more); `None`
/// when it is not.
///
/// ```
/// use huarong::classic::{Famous, Metric, solve_group};
/// let hengdao = Famous::find("横刀立马").unwrap().puzzle();
/// let group = solve_group(&hengdao, Metric::Piece).unwrap();
/// assert_eq!((group.layouts, group.optimum), (25_955, Some(81)));
/// ```
#[must_use]
pub fn solve_group(puzzle: &ClassicPuzzle, metric: Metric) -> Option<GroupSolution> {
    let start = Grid::of(puzzle)?;
    let mix = start.mix();
    let mut seen = Seen::new();
    let start = Packed::of(&start);
    seen.insert(start);
    // The layouts found, in breadth-first order, each with the top-left
    // cell of the block its last move moved (none for the start), as a mask.
    let mut queue = Vec::with_capacity(Seen::ROOM);
    queue.push((start, NOWHERE));
    let (mut head, mut level_end, mut level) = (0, 1, 0);
    let mut optimum = None;
    while head < queue.len() {
        if head == level_end {
            level += 1;
            level_end = queue.len();
        }
        let (key, moved) = queue[head];
        // In the piece count, every move of the block moved last leads to a
        // layout one move from the one before, seen already.
        let skip = match metric {
            Metric::Piece => moved,
            Metric::Cell => NOWHERE,
        };
        head += 1;
        if optimum.is_none() && key.head() == GOAL {
            optimum = Some(level);
        }
        key.grid().moves(metric, skip, |kind, from, to| {
            let next = key.moved(kind, from, to);
            if seen.insert(next) {
                queue.push((next, 1 << to));
            }
        });
    }
    Some(GroupSolution {
        mix,
        layouts: queue.len() as u64,
        optimum,
    })
}
