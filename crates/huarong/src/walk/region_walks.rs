//! The blank's walks across one region of the board: breadth first from each
//! of its door cells through the region's cells to the cells just outside,
//! which become the region's [`CellShortcut`]s. Which cells form a region,
//! and how they are numbered, is the caller's (the searches' overlay numbers
//! them by their place in a tile).

use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::walk::cell_shortcuts::CellShortcut;

/// The scratch of walks across regions whose cells are numbered by places
/// below a bound: reused region after region, cleared by stamps.
#[derive(Clone, Debug)]
pub(crate) struct RegionWalks {
    /// Per place: the blank's distance from the current door, valid where
    /// `walked` holds the walk's stamp.
    steps: Vec<u32>,
    walked: Vec<u32>,
    stamp: u32,
    /// Cells with their places, to visit.
    queue: Vec<(Cell, usize)>,
    /// The cells outside the region reached from the current door, with
    /// their distances.
    reached: Vec<(Cell, u32)>,
}

impl RegionWalks {
    /// The scratch for regions of places below `places`.
    pub(crate) fn new(places: usize) -> RegionWalks {
        RegionWalks {
            steps: vec![0; places],
            walked: vec![0; places],
            stamp: 0,
            queue: Vec::new(),
            reached: Vec::new(),
        }
    }

    /// The bytes a place takes (its queue aside).
    pub(crate) const BYTES_PER_PLACE: usize = 8;

    /// The blank's shortcuts across the region labelled `label`, as (door
    /// cell index, shortcut): a walk from each of its door cells `doors`
    /// through its cells to each free cell outside it they reach (other
    /// than the door). `enter(cell)` is the place of `cell` when it lies in
    /// the region, and `step(place, d)` the place of the neighbour of the
    /// cell at `place` in direction `d` when that lies in it.
    pub(crate) fn across(
        &mut self,
        board: &Board,
        doors: &[Cell],
        label: u16,
        enter: impl Fn(Cell) -> Option<usize>,
        step: impl Fn(usize, Dir) -> Option<usize>,
    ) -> Vec<(u32, CellShortcut)> {
        let mut walks = Vec::new();
        for &door in doors {
            self.stamp = self.stamp.wrapping_add(1);
            if self.stamp == 0 {
                self.walked.fill(0);
                self.stamp = 1;
            }
            let stamp = self.stamp;
            self.reached.clear();
            self.queue.clear();
            // Into the region from the door...
            for d in Dir::ALL {
                let next = board.step(door, d);
                if !board.free_cell(next) {
                    continue;
                }
                if let Some(p) = enter(next)
                    && self.walked[p] != stamp
                {
                    self.walked[p] = stamp;
                    self.steps[p] = 1;
                    self.queue.push((next, p));
                }
            }
            // ... then breadth first through its cells to the other doors.
            let mut head = 0;
            while head < self.queue.len() {
                let (cell, place) = self.queue[head];
                head += 1;
                let at = self.steps[place] + 1;
                for d in Dir::ALL {
                    let next = board.step(cell, d);
                    if !board.free_cell(next) {
                        continue;
                    }
                    match step(place, d) {
                        Some(p) => {
                            if self.walked[p] != stamp {
                                self.walked[p] = stamp;
                                self.steps[p] = at;
                                self.queue.push((next, p));
                            }
                        }
                        None => {
                            if next != door && !self.reached.iter().any(|&(c, _)| c == next) {
                                self.reached.push((next, at));
                            }
                        }
                    }
                }
            }
            walks.extend(self.reached.iter().map(|&(to, cost)| {
                (
                    door.index() as u32,
                    CellShortcut {
                        to: to.index() as u32,
                        region: u32::from(label),
                        cost,
                    },
                )
            }));
        }
        walks
    }
}
