//! Around-costs: the blank's shortest walk between two sides of the designated
//! piece without passing through the piece.
//!
//! Cheapest exact tier first: local patterns settle most pairs in O(1); the
//! side groups of [`Blocks`] settle every pair split by a cut vertex; the
//! shortest cycles of runs in series settle their runs and the junction pairs on
//! them ([`GroupCycles`]); what is left is a search that stops as soon as it has
//! found the sides it still needs: over the board's [`Skeleton`] when it has
//! one, else cell by cell. That last tier may work to a budget: a search that
//! settles too much is dropped and its pairs left [`PENDING`], for the first
//! game search that reads one to settle.

use crate::Dir;
use crate::around::blocks::Blocks;
use rayon::prelude::*;

use crate::around::run_series::GroupCycles;
use crate::input::board::{Board, Cell};
use crate::walk::grid_search::{GridSearch, Visit};
use crate::walk::skeleton::{Skeleton, SkeletonSearch};

/// Boards with fewer cells than this are precomputed on one thread.
const PARALLEL_CELLS: usize = 1 << 16;

/// The cost of a pair of sides the blank cannot join.
pub(crate) const UNREACHABLE: u32 = u32::MAX;

/// The cost of a pair whose search went over its limit: left for the first
/// search that needs it (see [`AroundTable`](crate::around::table::AroundTable)).
/// Real costs are walks on the board, far below it.
pub(crate) const PENDING: u32 = u32::MAX - 1;

/// The index, 0..6, of an unordered pair of distinct sides.
#[must_use]
#[inline]
pub(crate) fn pair_index(a: Dir, b: Dir) -> usize {
    const PAIR: [[u8; 4]; 4] = [[9, 0, 1, 2], [0, 9, 3, 4], [1, 3, 9, 5], [2, 4, 5, 9]];
    debug_assert_ne!(a, b);
    PAIR[a.index()][b.index()] as usize
}

/// For every cell, the around-cost of each of its six side pairs
/// ([`UNREACHABLE`] where either side is not free or the blank cannot pass).
///
/// The work budget: a search for pairs at a junction that settles more than
/// `limit` cells (or skeleton junctions) is dropped, and its pairs are marked
/// [`PENDING`]. Corridor runs are always settled: their costs are the lengths
/// of the state graph's chains.
#[must_use]
pub(crate) fn around_costs(
    board: &Board,
    blocks: &Blocks,
    skeleton: Option<&Skeleton>,
    limit: usize,
) -> Vec<[u32; 6]> {
    let mut costs = vec![[UNREACHABLE; 6]; board.layout_len()];
    let mut bfs = Bfs::new(board.layout_len(), skeleton);
    let mut in_run = vec![false; board.layout_len()];
    // Runs in series share their shortest cycle, which also settles pairs at
    // the junctions it passes.
    let mut cycles = skeleton.map(GroupCycles::new);
    corridor_runs(
        board,
        blocks,
        &mut bfs,
        &mut costs,
        &mut in_run,
        cycles.as_mut(),
    );
    let cycles = cycles.as_ref();
    // Every other cell is independent of the rest: on big boards, spread them
    // over threads, each with its own search space. (Small boards stay on this
    // thread: starting workers would cost more than it saves.)
    let rest = |bfs: &mut Bfs, first: Cell, part: &mut [[u32; 6]]| {
        for (offset, cost) in part.iter_mut().enumerate() {
            let p = first + offset;
            if board.free_cell(p) && !in_run[p] {
                *cost = cell_costs(board, blocks, bfs, p, cycles, limit);
            }
        }
    };
    if board.layout_len() < PARALLEL_CELLS {
        rest(&mut bfs, 0, &mut costs);
    } else {
        let chunk = (board.layout_len() / (rayon::current_num_threads() * 8)).max(4096);
        costs.par_chunks_mut(chunk).enumerate().for_each_init(
            || Bfs::new(board.layout_len(), skeleton),
            |bfs, (i, part)| rest(bfs, i * chunk, part),
        );
    }
    costs
}

/// The free neighbours of `cell`: their count and the directions to them.
fn free_sides(board: &Board, cell: Cell) -> (usize, [Dir; 4]) {
    let mut sides = [Dir::Up; 4];
    let mut count = 0;
    for d in Dir::ALL {
        if board.free_cell(board.step(cell, d)) {
            sides[count] = d;
            count += 1;
        }
    }
    (count, sides)
}

/// Settles every corridor run — a maximal path of cells with exactly two free
/// neighbours — with one search. For a run `c1..ck` between end cells `c0` and
/// `c(k+1)`, the blank going round any `ci` must walk back along the run to one
/// end, across to the other end outside the run, and in again: `k - 1 + X` for
/// every cell of the run, where X is the distance between the ends avoiding the
/// run. A run that is a whole cycle of L cells costs `L - 2` round any cell.
///
/// The runs are found first; then the searches (one per group of runs in
/// series, one per other run) run in parallel on big boards; then each run's
/// cells get their costs.
fn corridor_runs(
    board: &Board,
    blocks: &Blocks,
    bfs: &mut Bfs,
    costs: &mut [[u32; 6]],
    in_run: &mut [bool],
    mut cycles: Option<&mut GroupCycles>,
) {
    let (runs, cells) = find_runs(board, in_run);
    let skeleton = bfs.skeleton;
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
        } else if !blocks.joined(start, run.sides[0], run.sides[1]) {
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
    let parallel = board.layout_len() >= PARALLEL_CELLS;
    if let (Some(cycles), Some(skeleton)) = (cycles.as_deref_mut(), skeleton) {
        let found = map_searches(board, bfs, &group_runs, parallel, |bfs, &(_, r)| {
            bfs.walks.cycle_through(skeleton, r)
        });
        for (&(g, _), cycle) in group_runs.iter().zip(found) {
            if let Some((length, at)) = cycle {
                cycles.record(g, length, at);
            }
        }
    }
    let own_found = map_searches(board, bfs, &own, parallel, |bfs, &i| {
        let run = &runs[i];
        bfs.around_run(board, run.ends[0], run.ends[1], cells_of(run))
    });
    let mut own_found = own_found.into_iter();
    for (run, source) in runs.iter().zip(sources) {
        let k = run.len as u32;
        let via = |detour: u32| match detour {
            UNREACHABLE => UNREACHABLE,
            x => k - 1 + x,
        };
        let around = match source {
            Source::Cycle => k - 2,
            Source::Split => UNREACHABLE,
            Source::EndsMeet => k - 1,
            Source::Group(g) => {
                // The run's own length, end to end, is k + 1: the detour is
                // its group's shortest cycle less that.
                let length = cycles.as_deref().and_then(|c| c.length(g));
                via(length.map_or(UNREACHABLE, |l| {
                    u32::try_from(l - u64::from(k + 1)).unwrap_or(UNREACHABLE)
                }))
            }
            Source::Own => via(own_found.next().expect("one search per run")),
        };
        for &c in cells_of(run) {
            let (_, s) = free_sides(board, c);
            let local = local_cost(board, c, s[0], s[1]);
            costs[c][pair_index(s[0], s[1])] = local.unwrap_or(around);
        }
    }
}

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

/// Every corridor run of `board`, marking its cells in `in_run`; with the
/// runs' cells, run by run.
fn find_runs(board: &Board, in_run: &mut [bool]) -> (Vec<Run>, Vec<Cell>) {
    let mut runs = Vec::new();
    let mut cells: Vec<Cell> = Vec::new();
    for start in board.free_cells() {
        let (count, sides) = free_sides(board, start);
        if count != 2 || in_run[start] {
            continue;
        }
        // Walk each way from `start` to the run's ends.
        let first = cells.len();
        cells.push(start);
        in_run[start] = true;
        let mut ends = [start; 2];
        let mut cycle = false;
        for (e, &side) in sides[..2].iter().enumerate() {
            let (mut prev, mut cur) = (start, board.step(start, side));
            loop {
                let (n, s) = free_sides(board, cur);
                if n != 2 || cur == start {
                    cycle = cur == start;
                    break;
                }
                in_run[cur] = true;
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

/// `search(bfs, item)` for each item, in order: spread over threads, each
/// with its own search space, when `parallel`; else with `bfs`.
fn map_searches<I: Sync, T: Send>(
    board: &Board,
    bfs: &mut Bfs,
    items: &[I],
    parallel: bool,
    search: impl Fn(&mut Bfs, &I) -> T + Sync,
) -> Vec<T> {
    if !parallel {
        return items.iter().map(|item| search(bfs, item)).collect();
    }
    let (len, skeleton) = (board.layout_len(), bfs.skeleton);
    items
        .par_iter()
        .map_init(|| Bfs::new(len, skeleton), |bfs, item| search(bfs, item))
        .collect()
}

/// The six around-costs of the free cell `p`; pairs at a junction that a
/// recorded cycle of `cycles` decides take no search, and pairs whose search
/// settles more than `limit` cells are left [`PENDING`].
fn cell_costs(
    board: &Board,
    blocks: &Blocks,
    bfs: &mut Bfs,
    p: Cell,
    cycles: Option<&GroupCycles>,
    limit: usize,
) -> [u32; 6] {
    let mut out = [UNREACHABLE; 6];
    let free = Dir::ALL.map(|d| board.free_cell(board.step(p, d)));
    let mut pending = [[false; 4]; 4];
    for a in Dir::ALL {
        for b in Dir::ALL {
            if a >= b || !free[a.index()] || !free[b.index()] || !blocks.joined(p, a, b) {
                continue;
            }
            match local_cost(board, p, a, b).or_else(|| by_cycle(board, bfs, cycles, p, a, b)) {
                Some(cost) => out[pair_index(a, b)] = cost,
                None => pending[a.index()][b.index()] = true,
            }
        }
    }
    for a in Dir::ALL {
        let mut wanted = [Dir::Up; 4];
        let mut count = 0;
        for b in Dir::ALL {
            if pending[a.index()][b.index()] {
                wanted[count] = b;
                count += 1;
            }
        }
        if count == 0 {
            continue;
        }
        let found = bfs.distances_within(board, p, a, &wanted[..count], limit);
        for (i, &b) in wanted[..count].iter().enumerate() {
            out[pair_index(a, b)] = found.map_or(PENDING, |f| f[i]);
        }
    }
    out
}

/// The around-cost of sides `a` and `b` of the junction `p` when a recorded
/// cycle decides it (see [`GroupCycles::around_at_junction`]).
fn by_cycle(
    board: &Board,
    bfs: &Bfs,
    cycles: Option<&GroupCycles>,
    p: Cell,
    a: Dir,
    b: Dir,
) -> Option<u32> {
    let (cycles, skeleton) = (cycles?, bfs.skeleton?);
    let j = skeleton.junction_of(p)?;
    let ra = skeleton.run_toward(j, board.step(p, a))?;
    let rb = skeleton.run_toward(j, board.step(p, b))?;
    let cost = cycles.around_at_junction(skeleton, j, ra, rb)?;
    Some(u32::try_from(cost).unwrap_or(UNREACHABLE))
}

/// The around-cost of sides `a` and `b` of `p` when a local pattern decides it:
/// these patterns realise the lower bounds (2 for a corner, 4 for a straight).
fn local_cost(board: &Board, p: Cell, a: Dir, b: Dir) -> Option<u32> {
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

/// Searches of the blank with cells removed, reused across calls: over the
/// board's skeleton when it has one, else cell by cell.
#[derive(Clone, Debug)]
pub(crate) struct Bfs<'s> {
    search: GridSearch,
    skeleton: Option<&'s Skeleton>,
    walks: SkeletonSearch,
}

/// The tables of a [`Bfs`], kept between uses apart from its skeleton.
#[derive(Clone, Debug)]
pub(crate) struct Scratch {
    search: GridSearch,
    walks: SkeletonSearch,
}

impl<'s> Bfs<'s> {
    /// Scratch space for a board layout of `len` cells with the given skeleton.
    #[must_use]
    pub(crate) fn new(len: usize, skeleton: Option<&'s Skeleton>) -> Bfs<'s> {
        Bfs {
            search: GridSearch::new(len),
            skeleton,
            walks: SkeletonSearch::default(),
        }
    }

    /// Searches reusing the tables of `scratch`.
    #[must_use]
    pub(crate) fn with_scratch(scratch: Scratch, skeleton: Option<&'s Skeleton>) -> Bfs<'s> {
        Bfs {
            search: scratch.search,
            skeleton,
            walks: scratch.walks,
        }
    }

    /// The tables, to keep for the next use.
    #[must_use]
    pub(crate) fn into_scratch(self) -> Scratch {
        Scratch {
            search: self.search,
            walks: self.walks,
        }
    }

    /// The distance from `a` to `b` avoiding the cells of the corridor run
    /// `run` (which both end cells touch).
    pub(crate) fn around_run(&mut self, board: &Board, a: Cell, b: Cell, run: &[Cell]) -> u32 {
        if let Some(skeleton) = self.skeleton {
            // A walk that enters a run must cross all of it: blocking one cell
            // is blocking the run.
            let d = self
                .walks
                .distances(skeleton, run[0], a, [Some(b), None, None, None])[0];
            return u32::try_from(d).unwrap_or(UNREACHABLE);
        }
        self.search
            .shortest(board, a, b, run)
            .map_or(UNREACHABLE, |d| d as u32)
    }

    /// Shortest walks from side `from` of `p` to each of the sides `to` of `p`,
    /// not entering `p`; stops once every one is found.
    pub(crate) fn distances(&mut self, board: &Board, p: Cell, from: Dir, to: &[Dir]) -> [u32; 4] {
        self.distances_within(board, p, from, to, usize::MAX)
            .expect("a search without a limit ends")
    }

    /// [`Bfs::distances`], giving up (`None`) once the search has settled more
    /// than `limit` cells (junctions, over the skeleton).
    pub(crate) fn distances_within(
        &mut self,
        board: &Board,
        p: Cell,
        from: Dir,
        to: &[Dir],
        limit: usize,
    ) -> Option<[u32; 4]> {
        if let Some(skeleton) = self.skeleton {
            let mut targets = [None; 4];
            for (t, &d) in targets.iter_mut().zip(to) {
                *t = Some(board.step(p, d));
            }
            let found =
                self.walks
                    .distances_within(skeleton, p, board.step(p, from), targets, limit)?;
            return Some(found.map(|d| u32::try_from(d).unwrap_or(UNREACHABLE)));
        }
        self.search.reset();
        self.search.block(p);
        let mut out = [UNREACHABLE; 4];
        let mut left = to.len();
        let mut targets = [usize::MAX; 4];
        for (t, &d) in targets.iter_mut().zip(to) {
            *t = board.step(p, d);
        }
        let (mut settled, mut gave_up) = (0, false);
        // Sides are one step from `p`: slack 1 keeps the heuristic exact.
        self.search
            .run(board, board.step(p, from), board.pos(p), 1, |x, g, _, h| {
                settled += 1;
                if settled > limit {
                    gave_up = true;
                    return Visit::Stop;
                }
                // Only the sides of `p` have h = 0.
                if h > 0 {
                    return Visit::Expand;
                }
                if let Some(i) = targets.iter().position(|&t| t == x) {
                    out[i] = g as u32;
                    left -= 1;
                    if left == 0 {
                        return Visit::Stop;
                    }
                }
                Visit::Expand
            });
        (!gave_up).then_some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::{Bfs, UNREACHABLE, around_costs, pair_index};
    use crate::around::blocks::Blocks;
    use crate::generate::{random_board, seeded};
    use crate::{Board, Dir};

    /// Every tier must agree with a plain search of `G - p` for every pair.
    fn check(board: &Board) {
        let blocks = Blocks::new(board);
        let skeleton = crate::walk::skeleton::Skeleton::new(board);
        let costs = around_costs(board, &blocks, skeleton.as_ref(), usize::MAX);
        let mut bfs = Bfs::new(board.layout_len(), None);
        for p in board.free_cells() {
            for a in Dir::ALL {
                for b in Dir::ALL {
                    if a >= b {
                        continue;
                    }
                    let free = |d| board.free_cell(board.step(p, d));
                    let want = if free(a) && free(b) {
                        bfs.distances(board, p, a, &[b])[0]
                    } else {
                        UNREACHABLE
                    };
                    let got = costs[p][pair_index(a, b)];
                    assert_eq!(got, want, "cell {:?}, sides {a:?} {b:?}", board.pos(p));
                }
            }
        }
    }

    #[test]
    fn tiers_match_plain_search_on_official_boards() {
        for case in [6, 10, 13, 15, 17, 20] {
            let path = format!(
                "{}/../../data/noip2013/puzzle{case}.in",
                env!("CARGO_MANIFEST_DIR")
            );
            let text = std::fs::read(path).unwrap();
            let puzzle = crate::parse_puzzle(&text, &crate::Limits::default()).unwrap();
            check(&puzzle.board);
        }
    }

    #[test]
    fn tiers_match_plain_search_on_random_boards() {
        let mut rng = seeded(11);
        for fixed in [0.0, 0.1, 0.25, 0.35, 0.45, 0.6] {
            for (rows, cols) in [(1, 9), (9, 1), (2, 2), (5, 7), (12, 12)] {
                check(&random_board(rows, cols, fixed, &mut rng));
            }
        }
    }

    #[test]
    fn tiers_match_plain_search_on_corridor_families() {
        use crate::generate::{Family, board};
        let mut rng = seeded(12);
        for family in Family::CORRIDORS {
            for (rows, cols) in [(6, 6), (13, 10), (18, 18)] {
                check(&board(family, rows, cols, &mut rng));
            }
        }
    }

    #[test]
    fn ring_runs() {
        let ring = Board::from_rows(&["11111", "10001", "10001", "11111"]).unwrap();
        check(&ring);
        let lasso = Board::from_rows(&["111000", "101111", "111001", "000111"]).unwrap();
        check(&lasso);
    }
}
