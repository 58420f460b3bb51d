//! Teleports: walks round long cycles of small pieces, taken in one jump.
//!
//! A group of runs in series ([`run_series`](crate::around::run_series))
//! lies on every cycle through any of its runs, so its shortest cycle passes
//! all of them in order and cuts the block into *segments*: the pieces between
//! one of its runs and the next. A segment X touches the rest of the block
//! only at its two boundary junctions, `in` and `out`, the ends of the group's
//! runs on either side. So for a piece anywhere in X, every walk of the blank
//! that leaves X comes back through the other boundary, having gone the long
//! way round, and the shortest such way is the cycle less X's own part:
//! `L - d_X(in, out)`. Such a walk never meets the piece, so the around-cost
//! search may close the group's runs and jump from `in` to `out` (and back) at
//! that cost, and it stays within the piece's segment however long the ring
//! is. On a ring of rooms joined by one-cell doors, or a corridor with
//! two-wide bumps, that turns one search round the whole board per cell into
//! a search of one room or one bump.
//!
//! A side of the piece that lies on one of the group's runs is outside its
//! segment: the blank reaches it from the segment's other boundary, round the
//! ring, at `L - d_X(in, out) - 1`.

use crate::around::run_series::{GroupCycles, NO_GROUP};
use crate::parallel;
use crate::walk::blank_search::BlankSearch;
use crate::walk::skeleton::Skeleton;
use crate::walk::skeleton_search::{CycleJunctions, Portals};

/// Where a side on a group's run is reached from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RunSide {
    /// The group's run at the junction.
    pub(crate) run: u32,
    /// The other boundary junction of the junction's segment (the junction
    /// itself when the segment is that junction alone).
    pub(crate) partner: u32,
    /// From `partner`, round the ring, to the run's cell next to the
    /// junction.
    pub(crate) cost: u64,
}

/// Groups with fewer runs than this are left open: a short ring costs a
/// search little, and finding its cycle would cost as much. Rings of pieces
/// string hundreds of runs together; random clutter rarely a dozen.
pub(crate) const MIN_RING_RUNS: u32 = 16;

/// The jumps of every group of runs in series whose shortest cycle is known.
#[derive(Clone, Debug, Default)]
pub(crate) struct Teleports {
    /// Per run: closed to searches, its group's jumps standing for it.
    closed: Vec<bool>,
    /// Per junction: where its jumps start in `jumps` (one more at the end).
    first: Vec<u32>,
    /// (junction, cost) of every jump.
    jumps: Vec<(u32, u64)>,
    /// Per junction: where its run sides start in `sides` (one more at the
    /// end).
    first_side: Vec<u32>,
    sides: Vec<RunSide>,
}

impl Teleports {
    /// The teleports of `skeleton`: finds the shortest cycle of every group
    /// of at least `min_runs` runs ([`MIN_RING_RUNS`] but in tests) (on threads when `parallel`),
    /// records it in `cycles`, and lays out the jumps between each segment's
    /// boundaries; `None` when no group is that long.
    pub(crate) fn new(
        skeleton: &Skeleton,
        cycles: &mut GroupCycles,
        parallel: bool,
        min_runs: u32,
    ) -> Option<Teleports> {
        let runs = skeleton.run_count();
        let mut size = vec![0u32; runs];
        let mut any_run = vec![NO_GROUP; runs];
        for r in 0..runs as u32 {
            if let Some(g) = cycles.group(r) {
                size[g as usize] += 1;
                any_run[g as usize] = r;
            }
        }
        let groups: Vec<(u32, u32)> = (0..runs)
            .filter(|&g| size[g] >= min_runs.max(2))
            .map(|g| (g as u32, any_run[g]))
            .collect();
        if groups.is_empty() {
            return None;
        }
        let found = parallel::map_with(
            &groups,
            parallel,
            &mut BlankSearch::new(0),
            || BlankSearch::new(0),
            |search, &(_, r)| search.cycle_through(skeleton, r),
        );
        let mut jumps: Vec<Vec<(u32, u64)>> = vec![Vec::new(); skeleton.junctions()];
        let mut sides: Vec<Vec<RunSide>> = vec![Vec::new(); skeleton.junctions()];
        let mut closed = vec![false; runs];
        for (&(g, _), cycle) in groups.iter().zip(found) {
            let Some((length, at)) = cycle else { continue };
            for_each_segment(skeleton, cycles, g, length, &at, |segment| {
                let away = length - segment.inside;
                closed[segment.run_in as usize] = true;
                closed[segment.run_out as usize] = true;
                if segment.start != segment.end {
                    jumps[segment.start as usize].push((segment.end, away));
                    jumps[segment.end as usize].push((segment.start, away));
                }
                for (at, run, partner) in [
                    (segment.start, segment.run_in, segment.end),
                    (segment.end, segment.run_out, segment.start),
                ] {
                    sides[at as usize].push(RunSide {
                        run,
                        partner,
                        cost: away - 1,
                    });
                }
            });
            cycles.record(g, length, at);
        }
        let (first, jumps) = flatten(jumps);
        let (first_side, sides) = flatten(sides);
        Some(Teleports {
            closed,
            first,
            jumps,
            first_side,
            sides,
        })
    }

    /// The run sides of junction `j`: for each closed run ending at it, where
    /// the cell next to `j` is reached from.
    pub(crate) fn run_sides(&self, j: u32) -> &[RunSide] {
        let j = j as usize;
        &self.sides[self.first_side[j] as usize..self.first_side[j + 1] as usize]
    }

    /// Whether run `r` is closed to searches.
    pub(crate) fn is_closed(&self, r: u32) -> bool {
        self.closed[r as usize]
    }
}

impl Portals for Teleports {
    const NONE: bool = false;

    #[inline]
    fn closed(&self, r: u32) -> bool {
        self.closed[r as usize]
    }

    #[inline]
    fn from(&self, j: u32) -> &[(u32, u64)] {
        let j = j as usize;
        &self.jumps[self.first[j] as usize..self.first[j + 1] as usize]
    }
}

/// One segment of a group's cycle.
struct Segment {
    /// The boundary junction after the group's run `run_in`.
    start: u32,
    /// The boundary junction before the group's run `run_out`.
    end: u32,
    run_in: u32,
    run_out: u32,
    /// The cycle's length from `start` to `end`: the shortest walk between
    /// them inside the segment.
    inside: u64,
}

/// Calls `visit` with each segment of group `g`'s shortest cycle, of length
/// `length`, whose junctions `at` lists as
/// [`cycle_through`](crate::walk::skeleton_search::SkeletonSearch::cycle_through)
/// gives them: in order round the cycle, each with the run that arrives and
/// the run that leaves.
fn for_each_segment(
    skeleton: &Skeleton,
    cycles: &GroupCycles,
    g: u32,
    length: u64,
    at: &CycleJunctions,
    mut visit: impl FnMut(Segment),
) {
    // Where each junction stands on the cycle, and where the group's runs
    // leave from.
    let mut position = Vec::with_capacity(at.len());
    let mut leaving = Vec::new();
    let mut walked = 0;
    for (i, &(_, [_, out])) in at.iter().enumerate() {
        position.push(walked);
        walked += skeleton.run_length(out);
        if cycles.group(out) == Some(g) {
            leaving.push(i);
        }
    }
    debug_assert_eq!(walked, length, "the cycle's runs add up to its length");
    let count = at.len();
    for (k, &i) in leaving.iter().enumerate() {
        // The group's run leaving junction i arrives at junction i + 1, where
        // a segment starts; it ends where the next group run leaves.
        let next = leaving[(k + 1) % leaving.len()];
        let start = (i + 1) % count;
        let inside = (position[next] + length - position[start]) % length;
        visit(Segment {
            start: at[start].0,
            end: at[next].0,
            run_in: at[i].1[1],
            run_out: at[next].1[1],
            inside,
        });
    }
}

/// Per-junction lists as one list and where each junction's part starts.
fn flatten<T>(lists: Vec<Vec<T>>) -> (Vec<u32>, Vec<T>) {
    let mut first = Vec::with_capacity(lists.len() + 1);
    let mut all = Vec::new();
    for list in lists {
        // Fewer entries than four per junction, which fits u32.
        first.push(all.len() as u32);
        all.extend(list);
    }
    first.push(all.len() as u32);
    (first, all)
}
