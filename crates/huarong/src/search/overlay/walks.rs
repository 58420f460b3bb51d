//! The blank's shortcuts across a contracted region: a walk from each of its
//! door cells through the region's cells to the others.

use super::scratch::Scratch;
use super::tiles::Tile;
use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::walk::cell_shortcuts::CellShortcut;

/// The blank's shortcuts across the region marked `mark` (labelled `label`
/// in its tile): a breadth-first walk from each of its door cells `doors`
/// through the region's cells to the others, as (door cell index,
/// shortcut).
pub(super) fn walks_across(
    board: &Board,
    scratch: &mut Scratch,
    tile: Tile<'_>,
    mark: u32,
    doors: &[Cell],
    label: u16,
) -> Vec<(u32, CellShortcut)> {
    let mut walks = Vec::new();
    let mut reached: Vec<(Cell, u32)> = Vec::new();
    for &door in doors {
        scratch.walk_stamp = scratch.walk_stamp.wrapping_add(1);
        if scratch.walk_stamp == 0 {
            scratch.walked.fill(0);
            scratch.walk_stamp = 1;
        }
        let stamp = scratch.walk_stamp;
        reached.clear();
        scratch.queue.clear();
        // Into the region from the door...
        for d in Dir::ALL {
            let next = board.step(door, d);
            if !board.free_cell(next) {
                continue;
            }
            if let Some(p) = tile.place(board.pos(next))
                && scratch.region[p] == mark
                && scratch.walked[p] != stamp
            {
                scratch.walked[p] = stamp;
                scratch.steps[p] = 1;
                scratch.queue.push((next, p));
            }
        }
        // ... then breadth first through its cells to the other doors.
        let mut head = 0;
        while head < scratch.queue.len() {
            let (cell, place) = scratch.queue[head];
            head += 1;
            let at = scratch.steps[place] + 1;
            for d in Dir::ALL {
                let next = board.step(cell, d);
                if !board.free_cell(next) {
                    continue;
                }
                match tile.step(place, d) {
                    Some(p) if scratch.region[p] == mark => {
                        if scratch.walked[p] != stamp {
                            scratch.walked[p] = stamp;
                            scratch.steps[p] = at;
                            scratch.queue.push((next, p));
                        }
                    }
                    _ => {
                        if next != door && !reached.iter().any(|&(c, _)| c == next) {
                            reached.push((next, at));
                        }
                    }
                }
            }
        }
        for &(to, cost) in &reached {
            walks.push((
                door.index() as u32,
                CellShortcut {
                    to: to.index() as u32,
                    region: u32::from(label),
                    cost,
                },
            ));
        }
    }
    walks
}
