//! One group searched from its start: breadth-first over its layouts packed
//! in a word each (a move is one XOR), each marked seen in a hash set of
//! them (a group is a small part of its mix, whose numbering would cost
//! more to build than the search). A layout and its mirror image are as
//! far from the goal, so the set keeps them as one and the search goes on
//! from one of them only: about half the layouts searched.

use crate::classic::metric::Metric;
use crate::classic::puzzle::ClassicPuzzle;
use crate::classic::world::grid::{GOAL, Grid};
use crate::classic::world::mix::Mix;
use crate::classic::world::seen::{Packed, Seen};

/// No cell of the board (whose mask's bit no block has): the start was
/// reached by no move.
const NOWHERE: u8 = 31;

/// A cell's number, in a byte.
fn byte(cell: u32) -> u8 {
    // Below 20.
    cell as u8
}

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
    let start = Packed::of(&start);
    // One copy of the search for each metric, its tests constants.
    let (layouts, optimum) = match metric {
        Metric::Piece => search::<false>(start),
        Metric::Cell => search::<true>(start),
    };
    Some(GroupSolution {
        mix,
        layouts,
        optimum,
    })
}

/// The layouts of `start`'s group and its optimum, in the cell count if
/// `CELL`, else in the piece count.
fn search<const CELL: bool>(start: Packed) -> (u64, Option<usize>) {
    let metric = if CELL { Metric::Cell } else { Metric::Piece };
    let mut seen = Seen::new();
    seen.insert(start);
    // The layouts found, in breadth-first order, each with the top-left
    // cells of the block its last move moved, after and before (none for
    // the start).
    let mut queue = Vec::with_capacity(Seen::ROOM);
    queue.push((start, NOWHERE, NOWHERE));
    let (mut head, mut level_end, mut level) = (0, 1, 0);
    let mut optimum = None;
    while head < queue.len() {
        if head == level_end {
            level += 1;
            level_end = queue.len();
        }
        let (key, moved, came) = queue[head];
        let (moved, came) = (u32::from(moved), u32::from(came));
        // In the piece count, every move of the block moved last leads to a
        // layout one move from the one before, seen already; in the cell
        // count, its step back does.
        let skip = if CELL { 0 } else { 1 << moved };
        head += 1;
        if optimum.is_none() && key.head() == GOAL {
            optimum = Some(level);
        }
        key.grid().moves(metric, skip, |kind, from, to| {
            if CELL && from == moved && to == came {
                return;
            }
            let next = key.moved(kind, from, to);
            if seen.insert(next) {
                queue.push((next, byte(to), byte(from)));
            }
        });
    }
    (seen.layouts() as u64, optimum)
}

#[cfg(test)]
mod tests {
    use std::collections::{HashSet, VecDeque};

    use super::*;
    use crate::classic::world::rank::Ranking;

    /// `start`'s group and optimum by a plain breadth-first search over
    /// every layout, mirror images apart, and whether the group holds its
    /// start's mirror image; `None` past `most` layouts.
    fn plain(start: Packed, metric: Metric, most: usize) -> Option<(u64, Option<usize>, bool)> {
        let mut seen = HashSet::from([start]);
        let mut queue = VecDeque::from([(start, 0)]);
        let mut optimum = None;
        while let Some((key, level)) = queue.pop_front() {
            if optimum.is_none() && key.head() == GOAL {
                optimum = Some(level);
            }
            key.grid().moves(metric, 0, |kind, from, to| {
                let next = key.moved(kind, from, to);
                if seen.insert(next) {
                    queue.push_back((next, level + 1));
                }
            });
            if seen.len() > most {
                return None;
            }
        }
        let mirrored = seen.contains(&start.mirrored());
        Some((seen.len() as u64, optimum, mirrored))
    }

    #[test]
    fn groups_with_and_without_their_mirror_images_are_counted_in_full() {
        // Groups of a few thousand layouts at most, of which some lie
        // apart from their mirror images (Cao Cao held to one side, say).
        // And 横刀立马's, its own mirror image.
        let hengdao = Grid::of(&crate::classic::famous::Famous::ALL[0].puzzle()).unwrap();
        let mut met = [0; 2];
        let mut starts = vec![hengdao];
        for mix in [Mix::new(1, 3, 4), Mix::new(3, 1, 4)] {
            let ranking = Ranking::new(mix.unwrap());
            starts.extend(
                (0..ranking.len())
                    .step_by(601)
                    .map(|rank| ranking.unrank(rank)),
            );
        }
        for start in starts {
            let start = Packed::of(&start);
            for metric in Metric::ALL {
                let Some((layouts, optimum, mirrored)) = plain(start, metric, 30_000) else {
                    continue;
                };
                let found = match metric {
                    Metric::Piece => search::<false>(start),
                    Metric::Cell => search::<true>(start),
                };
                assert_eq!(found, (layouts, optimum), "{start:?} {metric}");
                met[usize::from(mirrored)] += 1;
            }
        }
        assert!(met[0] > 0 && met[1] > 0, "{met:?}");
    }
}
