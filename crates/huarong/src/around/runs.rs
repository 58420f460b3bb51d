//! Corridor runs: maximal paths of cells with exactly two free neighbours,
//! each settled by one search (or none).
//!
//! For a run `c1..ck` between end cells `c0` and `c(k+1)`, the blank going
//! round any `ci` must walk back along the run to one end, across to the
//! other end outside the run, and in again: `k - 1 + X` for every cell of the
//! run, where X is the distance between the ends avoiding the run. A run that
//! is a whole cycle of L cells costs `L - 2` round any cell. Runs in series
//! share their shortest cycle ([`GroupCycles`]), so one search serves a group.

use crate::around::local::local_cost;
use crate::around::run_series::GroupCycles;
use crate::around::side_groups::SideGroups;
use crate::around::{DEFERRED, Deferral, UNREACHABLE, pair_index};
use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::parallel::map_with;
use crate::walk::blank_search::BlankSearch;
use crate::walk::skeleton::Skeleton;

/// A corridor run: its cells (`first..first + len` in the list of run cells),
/// the cells just past its two ends, whether it closes on itself, and the two
/// sides of its first cell.
struct Run {
    first: usize,
    len: usize,
    ends: [Cell; 2],
    cycle: bool,
    sides: [Dir; 2],
}

/// What a run's around-cost comes from.
#[derive(Clone, Copy)]
enum Source {
    /// The run is a whole cycle.
    Cycle,
    /// Its two sides are split by a cut vertex: no way round.
    Split,
    /// Its two ends are one cell: round that cell.
    EndsMeet,
    /// The shortest cycle of its group of runs in series.
    Group(u32),
    /// A search of its own.
    Own,
}

/// Settles every corridor run's cells in `costs`; returns which cells lie on
/// runs.
///
/// The runs are found first; then the searches (one per group of runs in
/// series, recorded in `cycles`, and one per other run) run in parallel on
/// big boards; then each run's cells get their costs. With a `deferral`, a
/// run's own search that goes past its cap gives up, and its cells' cost is
/// [`DEFERRED`].
pub(crate) fn settle_runs(
    board: &Board,
    side_groups: &SideGroups,
    skeleton: Option<&Skeleton>,
    search: &mut BlankSearch,
    costs: &mut [[u32; 6]],
    mut cycles: Option<&mut GroupCycles>,
    deferral: &Deferral,
) -> Vec<bool> {
    let parallel = crate::around::parallel(board);
    let mut in_run = vec![false; board.layout_len()];
    let (runs, cells) = find_runs(board, &mut in_run);
    let cells_of = |run: &Run| &cells[run.first..run.first + run.len];
    // What each run's cost comes from; the searches it needs.
    let mut group_runs: Vec<(u32, u32)> = Vec::new();
    let mut own: Vec<usize> = Vec::new();
    let mut sources = Vec::with_capacity(runs.len());
    for (i, run) in runs.iter().enumerate() {
        let start = cells_of(run)[0];
        let grouped = || match (cycles.as_deref(), skeleton) {
            (Some(cycles), Some(skeleton)) => skeleton
                .run_of(start)
                .and_then(|r| Some((r, cycles.group(r)?))),
            _ => None,
        };
        sources.push(if run.cycle {
            Source::Cycle
        } else if !side_groups.joined(start, run.sides[0], run.sides[1]) {
            Source::Split
        } else if run.ends[0] == run.ends[1] {
            Source::EndsMeet
        } else if let Some((r, g)) = grouped() {
            group_runs.push((g, r));
            Source::Group(g)
        } else {
            own.push(i);
            Source::Own
        });
    }
    // One search per group, from any of its runs: all share their cycles.
    group_runs.sort_unstable();
    group_runs.dedup_by_key(|&mut (g, _)| g);
    let len = board.layout_len();
    if let (Some(cycles), Some(skeleton)) = (cycles.as_deref_mut(), skeleton) {
        let found = map_with(
            &group_runs,
            parallel,
            Some(search),
            || BlankSearch::new(len),
            |search, &(_, r)| search.cycle_through(skeleton, r),
        );
        for (&(g, _), cycle) in group_runs.iter().zip(found) {
            if let Some((length, at)) = cycle {
                cycles.record(g, length, at);
            }
        }
    }
    let own_found = map_with(
        &own,
        parallel,
        Some(search),
        || BlankSearch::new(len),
        |search, &i| {
            let run = &runs[i];
            let cap = deferral.cap();
            let found = search.around_run_within(
                board,
                skeleton,
                run.ends[0],
                run.ends[1],
                cells_of(run),
                cap,
            );
            deferral.note(found.is_none());
            found
        },
    );
    let mut own_found = own_found.into_iter();
    for (run, source) in runs.iter().zip(sources) {
        // Runs are shorter than the board has cells, which fit u32.
        let k = run.len as u32;
        let via = |detour: Option<u32>| detour.map_or(UNREACHABLE, |x| k - 1 + x);
        let around = match source {
            Source::Cycle => k - 2,
            Source::Split => UNREACHABLE,
            Source::EndsMeet => k - 1,
            Source::Group(g) => {
                // The run's own length, end to end, is k + 1: the detour is
                // its group's shortest cycle less that.
                let length = cycles.as_deref().and_then(|c| c.length(g));
                via(length.and_then(|l| u32::try_from(l - u64::from(k + 1)).ok()))
            }
            Source::Own => match own_found.next().expect("one search per run") {
                Some(detour) => via(detour),
                None => DEFERRED,
            },
        };
        for &c in cells_of(run) {
            let (_, s) = board.free_sides(c);
            let local = local_cost(board, c, s[0], s[1]);
            costs[c.index()][pair_index(s[0], s[1])] = local.unwrap_or(around);
        }
    }
    in_run
}

/// Every corridor run of `board`, marking its cells in `in_run`; with the
/// runs' cells, run by run.
fn find_runs(board: &Board, in_run: &mut [bool]) -> (Vec<Run>, Vec<Cell>) {
    let mut runs = Vec::new();
    let mut cells: Vec<Cell> = Vec::new();
    for start in board.free_cells() {
        let (count, sides) = board.free_sides(start);
        if count != 2 || in_run[start.index()] {
            continue;
        }
        // Walk each way from `start` to the run's ends.
        let first = cells.len();
        cells.push(start);
        in_run[start.index()] = true;
        let mut ends = [start; 2];
        let mut cycle = false;
        for (e, &side) in sides[..2].iter().enumerate() {
            let (mut prev, mut cur) = (start, board.step(start, side));
            loop {
                let (n, s) = board.free_sides(cur);
                if n != 2 || cur == start {
                    cycle = cur == start;
                    break;
                }
                in_run[cur.index()] = true;
                cells.push(cur);
                let next = [board.step(cur, s[0]), board.step(cur, s[1])];
                let step = if next[0] == prev { next[1] } else { next[0] };
                prev = cur;
                cur = step;
            }
            ends[e] = cur;
            if cycle {
                break;
            }
        }
        runs.push(Run {
            first,
            len: cells.len() - first,
            ends,
            cycle,
            sides: [sides[0], sides[1]],
        });
    }
    (runs, cells)
}
