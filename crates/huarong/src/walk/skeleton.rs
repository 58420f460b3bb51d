//! The board as the blank sees it, compressed: junction cells joined by runs.
//!
//! A free cell with exactly two free neighbours can only be walked straight
//! through. Maximal paths of such cells are *runs* between two *junctions*
//! (every other free cell: dead ends, crossings, T-junctions). On serpentine
//! boards, mazes and rings almost every cell is on a run, so a walk of the blank
//! that a cell-by-cell search follows step by step is here a handful of weighted
//! edges. Phase 1 (the blank's walk to the designated piece) and the around-cost
//! searches use this when the board has few junctions; on open and random boards
//! most cells are junctions and the plain search is as fast.

use crate::Dir;
use crate::input::board::{Board, Cell};
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::sync::OnceLock;

/// Marks a junction in [`Skeleton::run`] (and cells off the board or fixed).
const JUNCTION: u32 = u32::MAX;

/// Build a skeleton when junctions are at most this share of the free cells.
const JUNCTIONS_PER_FREE_CELL: f64 = 0.25;

/// One run: the junctions at its two ends and how many cells it has between
/// them (0 when two junctions touch).
#[derive(Clone, Copy, Debug)]
struct Run {
    a: u32,
    b: u32,
    cells: u32,
}

/// Where a free cell lies in the skeleton.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Junction(u32),
    /// On run `run`, `at` cells from its end `a` (0-based).
    Run {
        run: u32,
        at: u32,
    },
}

/// Junctions and runs of a board's free cells.
#[derive(Clone, Debug)]
pub(crate) struct Skeleton {
    /// Per layout cell: its run, or [`JUNCTION`].
    run: Vec<u32>,
    /// Per layout cell: its place on its run, or its junction number.
    at: Vec<u32>,
    runs: Vec<Run>,
    /// Per junction, the start of its edges in `edges` (one more entry at the end).
    first_edge: Vec<u32>,
    /// (other junction, run) for every run between two distinct junctions.
    edges: Vec<(u32, u32)>,
    /// With many games to come: distances from the ends of each run and the
    /// neighbours of each junction, with that run or junction cut out, which
    /// turn every walk into a few lookups (see [`Skeleton::prepare_for`]).
    cut: OnceLock<CutTable>,
}

impl Skeleton {
    /// The skeleton of `board`, or `None` when it has too many junctions to beat
    /// a plain search (random and open boards).
    #[must_use]
    pub(crate) fn new(board: &Board) -> Option<Skeleton> {
        let degree = |c: Cell| {
            Dir::ALL
                .into_iter()
                .filter(|&d| board.free_cell(board.step(c, d)))
                .count()
        };
        let len = board.layout_len();
        let mut free = 0usize;
        let mut junctions: Vec<Cell> = Vec::new();
        let run = vec![JUNCTION; len];
        let mut at = vec![0u32; len];
        // Two-neighbour cells not yet on a run.
        let mut unseen = vec![false; len];
        for c in board.free_cells() {
            free += 1;
            if degree(c) == 2 {
                unseen[c] = true;
            } else {
                at[c] = junctions.len() as u32;
                junctions.push(c);
            }
        }
        if junctions.len() as f64 > free as f64 * JUNCTIONS_PER_FREE_CELL
            || u32::try_from(len).is_err()
        {
            return None;
        }
        let mut skeleton = Skeleton {
            run,
            at,
            runs: Vec::new(),
            first_edge: Vec::new(),
            edges: Vec::new(),
            cut: OnceLock::new(),
        };
        // Every run touching a junction, walked from one of its ends.
        for (j, &c) in junctions.iter().enumerate() {
            let j = j as u32;
            for d in Dir::ALL {
                let next = board.step(c, d);
                if !board.free_cell(next) {
                    continue;
                }
                if degree(next) != 2 {
                    // Two touching junctions: a run of no cells, added once.
                    let other = skeleton.at[next];
                    if j < other {
                        skeleton.runs.push(Run {
                            a: j,
                            b: other,
                            cells: 0,
                        });
                    }
                } else if unseen[next] {
                    skeleton.walk(board, &mut unseen, c, next, j);
                }
            }
        }
        // What is left are pure cycles of two-neighbour cells: one cell of each
        // becomes a junction with a run from it round back to it.
        for c in board.free_cells() {
            if unseen[c] {
                unseen[c] = false;
                let j = junctions.len() as u32;
                junctions.push(c);
                skeleton.run[c] = JUNCTION;
                skeleton.at[c] = j;
                let next = Dir::ALL
                    .into_iter()
                    .map(|d| board.step(c, d))
                    .find(|&n| board.free_cell(n))
                    .expect("a cycle cell has two free neighbours");
                skeleton.walk(board, &mut unseen, c, next, j);
            }
        }
        skeleton.link(junctions.len());
        Some(skeleton)
    }

    /// Walks a new run from junction `from` (number `j`) through `next`, to the
    /// junction at its other end.
    fn walk(&mut self, board: &Board, unseen: &mut [bool], from: Cell, next: Cell, j: u32) {
        let id = self.runs.len() as u32;
        let (mut prev, mut cur) = (from, next);
        let mut cells = 0u32;
        while unseen[cur] {
            unseen[cur] = false;
            self.run[cur] = id;
            self.at[cur] = cells;
            cells += 1;
            let step = Dir::ALL
                .into_iter()
                .map(|d| board.step(cur, d))
                .find(|&n| n != prev && board.free_cell(n))
                .expect("a run cell has two free neighbours");
            prev = cur;
            cur = step;
        }
        debug_assert_eq!(self.run[cur], JUNCTION, "runs end at junctions");
        self.runs.push(Run {
            a: j,
            b: self.at[cur],
            cells,
        });
    }

    /// Builds each junction's edge list from the runs.
    fn link(&mut self, junctions: usize) {
        let mut count = vec![0u32; junctions + 1];
        for r in &self.runs {
            if r.a != r.b {
                count[r.a as usize + 1] += 1;
                count[r.b as usize + 1] += 1;
            }
        }
        for i in 1..count.len() {
            count[i] += count[i - 1];
        }
        let mut fill = count.clone();
        self.edges = vec![(0, 0); count[junctions] as usize];
        for (id, r) in self.runs.iter().enumerate() {
            if r.a != r.b {
                for (x, y) in [(r.a, r.b), (r.b, r.a)] {
                    self.edges[fill[x as usize] as usize] = (y, id as u32);
                    fill[x as usize] += 1;
                }
            }
        }
        self.first_edge = count;
    }

    /// The number of junctions.
    #[must_use]
    pub(crate) fn junctions(&self) -> usize {
        self.first_edge.len() - 1
    }

    /// The junctions at the two ends of each run, by run number (equal for a
    /// loop).
    pub(crate) fn run_ends(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.runs.iter().map(|r| (r.a, r.b))
    }

    /// (other junction, run) for each run from junction `j` to another.
    pub(crate) fn junction_edges(&self, j: u32) -> &[(u32, u32)] {
        let j = j as usize;
        &self.edges[self.first_edge[j] as usize..self.first_edge[j + 1] as usize]
    }

    /// The run the free cell `c` lies on, if it is not a junction.
    pub(crate) fn run_of(&self, c: Cell) -> Option<u32> {
        (self.run[c] != JUNCTION).then_some(self.run[c])
    }

    /// The junction number of the free cell `c`, if it is one.
    pub(crate) fn junction_of(&self, c: Cell) -> Option<u32> {
        (self.run[c] == JUNCTION).then_some(self.at[c])
    }

    /// The steps from one end of run `r` to the other: its cells and one more.
    pub(crate) fn run_length(&self, r: u32) -> u64 {
        u64::from(self.runs[r as usize].cells) + 1
    }

    /// The end of run `r` that is not junction `j`.
    pub(crate) fn far_end(&self, r: u32, j: u32) -> u32 {
        let run = self.runs[r as usize];
        if run.a == j { run.b } else { run.a }
    }

    /// The run that leaves junction `j` toward its free neighbour cell `n`: the
    /// run `n` lies on, or the run of no cells to the junction `n` is.
    pub(crate) fn run_toward(&self, j: u32, n: Cell) -> Option<u32> {
        match self.place(n) {
            Place::Run { run, .. } => Some(run),
            Place::Junction(k) => self
                .junction_edges(j)
                .iter()
                .find(|&&(other, run)| other == k && self.runs[run as usize].cells == 0)
                .map(|&(_, run)| run),
        }
    }

    /// Gets ready for `walks` more walks of the blank: builds the table of
    /// distances with each run or junction cut out when that many walks pay
    /// for it.
    pub(crate) fn prepare_for(&self, walks: usize) {
        if walks >= CutTable::worth_after(self) {
            self.cut.get_or_init(|| CutTable::new(self));
        }
    }

    fn place(&self, c: Cell) -> Place {
        match self.run[c] {
            JUNCTION => Place::Junction(self.at[c]),
            run => Place::Run {
                run,
                at: self.at[c],
            },
        }
    }
}

/// The largest cut table built, in entries (4 bytes each).
const CUT_TABLE_MAX_ENTRIES: usize = 1 << 24;

/// Where walks to the piece's sides must end, with the piece cut out of the
/// skeleton, as distances from there to every junction.
///
/// A piece on a run cuts that run: its two sides are reached only from the
/// run's two ends, so two rows per run (from end `a` and from end `b`, in the
/// skeleton without the run) answer every walk. A piece on a junction removes
/// it: its sides are reached only from the far ends of its runs, one row per
/// edge of the junction.
#[derive(Clone, Debug)]
struct CutTable {
    junctions: usize,
    /// The rows, `junctions` entries each, `u32::MAX` when cut off: two per
    /// run (by run number), then one per edge (by edge slot).
    dist: Vec<u32>,
}

impl CutTable {
    /// After how many walks the table of `skeleton` pays: it costs one search
    /// per row (two per run and one per edge, about four per run), and each
    /// walk it answers saves about one. `usize::MAX` when too big to build.
    fn worth_after(skeleton: &Skeleton) -> usize {
        let rows = 2 * skeleton.runs.len() + skeleton.edges.len();
        match rows.checked_mul(skeleton.junctions()) {
            Some(entries) if entries > 0 && entries <= CUT_TABLE_MAX_ENTRIES => rows,
            _ => usize::MAX,
        }
    }

    /// The table of `skeleton`.
    fn new(skeleton: &Skeleton) -> CutTable {
        let j = skeleton.junctions();
        let runs = skeleton.runs.len();
        let mut dist = vec![u32::MAX; (2 * runs + skeleton.edges.len()) * j];
        let mut heap = BinaryHeap::new();
        let mut rows = dist.chunks_mut(j);
        for (id, r) in skeleton.runs.iter().enumerate() {
            for from in [r.a, r.b] {
                let row = rows.next().expect("two rows per run");
                if r.cells > 0 {
                    fill_row(skeleton, &mut heap, row, from, (id as u32, JUNCTION));
                }
            }
        }
        for k in 0..j {
            let range = skeleton.first_edge[k] as usize..skeleton.first_edge[k + 1] as usize;
            for &(from, _) in &skeleton.edges[range] {
                let row = rows.next().expect("one row per edge");
                fill_row(skeleton, &mut heap, row, from, (JUNCTION, k as u32));
            }
        }
        CutTable { junctions: j, dist }
    }

    /// The row from end `from` of run `run`, the run cut.
    fn row_from_run_end(&self, skeleton: &Skeleton, run: u32, from: u32) -> &[u32] {
        let r = skeleton.runs[run as usize];
        let row = 2 * run as usize + usize::from(from != r.a);
        &self.dist[row * self.junctions..(row + 1) * self.junctions]
    }

    /// The row from `from`, a neighbour of the removed junction `gone`.
    fn row_from_neighbour(&self, skeleton: &Skeleton, gone: u32, from: u32) -> &[u32] {
        let k = gone as usize;
        let range = skeleton.first_edge[k] as usize..skeleton.first_edge[k + 1] as usize;
        let slot = range
            .clone()
            .find(|&e| skeleton.edges[e].0 == from)
            .expect("a side is reached from a neighbour of the junction");
        let row = 2 * skeleton.runs.len() + slot;
        &self.dist[row * self.junctions..(row + 1) * self.junctions]
    }
}

/// Distances from junction `from` to every junction, without the run and the
/// junction of `cut` (either may be [`JUNCTION`], none).
fn fill_row(
    skeleton: &Skeleton,
    heap: &mut BinaryHeap<Reverse<(u32, u32)>>,
    row: &mut [u32],
    from: u32,
    cut: (u32, u32),
) {
    heap.clear();
    row[from as usize] = 0;
    heap.push(Reverse((0, from)));
    while let Some(Reverse((g, u))) = heap.pop() {
        if g > row[u as usize] {
            continue;
        }
        for &(v, run) in skeleton.junction_edges(u) {
            if run == cut.0 || v == cut.1 {
                continue;
            }
            let cost = g.saturating_add(skeleton.runs[run as usize].cells.saturating_add(1));
            if cost < row[v as usize] {
                row[v as usize] = cost;
                heap.push(Reverse((cost, v)));
            }
        }
    }
}

/// Scratch space for searches over a [`Skeleton`], reused across games.
#[derive(Clone, Debug, Default)]
pub(crate) struct SkeletonSearch {
    dist: Vec<u64>,
    mark: Vec<u32>,
    stamp: u32,
    /// Per junction, the run the last [`SkeletonSearch::cycle_through`] reached
    /// it by.
    via: Vec<u32>,
    /// A binary heap: these searches hold a few dozen items with keys far
    /// apart (whole runs at a time), which a bucket queue's window would not
    /// cover.
    heap: BinaryHeap<Reverse<(u64, u32)>>,
}

/// The junctions of a cycle, each with the two runs the cycle takes there.
pub(crate) type CycleJunctions = Vec<(u32, [u32; 2])>;

/// The cell the blank may not enter: a junction, or a place on a run.
#[derive(Clone, Copy)]
struct Blocked {
    junction: u32,
    run: u32,
    at: u32,
}

impl Blocked {
    /// Whether walking along `run` between places `from` and `to` (cells are at
    /// 0.., end `a` at -1 and end `b` just past the last cell) passes the
    /// blocked cell.
    fn cuts(&self, run: u32, from: i64, to: i64) -> bool {
        run == self.run && {
            let x = i64::from(self.at);
            from.min(to) < x && x < from.max(to)
        }
    }

    /// The ends of `run` a walk from (or to) its cell `at` can leave (or
    /// enter) by without passing the blocked cell, with the distance to each
    /// ([`JUNCTION`] for an end it cannot use).
    fn run_exits(&self, skeleton: &Skeleton, run: u32, at: u32) -> [(u32, u64); 2] {
        let r = skeleton.runs[run as usize];
        let k = i64::from(at);
        let mut exits = [(JUNCTION, 0); 2];
        // Positions along a run: end a at -1, its cells 0..cells, end b at cells.
        for (exit, (j, end)) in exits.iter_mut().zip([(r.a, -1), (r.b, i64::from(r.cells))]) {
            if j != self.junction && !self.cuts(run, end, k) {
                *exit = (j, k.abs_diff(end));
            }
        }
        exits
    }
}

impl SkeletonSearch {
    /// The blank's shortest walks from `blank` to the cells `targets` (up to
    /// four, `None` for ones not wanted) without entering `piece`; `u64::MAX`
    /// for a target it cannot reach.
    pub(crate) fn distances(
        &mut self,
        skeleton: &Skeleton,
        piece: Cell,
        blank: Cell,
        targets: [Option<Cell>; 4],
    ) -> [u64; 4] {
        self.distances_within(skeleton, piece, blank, targets, usize::MAX)
            .expect("a search without a limit ends")
    }

    /// [`SkeletonSearch::distances`], giving up (`None`) once the search has
    /// settled more than `limit` junctions.
    pub(crate) fn distances_within(
        &mut self,
        skeleton: &Skeleton,
        piece: Cell,
        blank: Cell,
        targets: [Option<Cell>; 4],
        limit: usize,
    ) -> Option<[u64; 4]> {
        self.begin(skeleton);
        let blocked = match skeleton.place(piece) {
            Place::Junction(j) => Blocked {
                junction: j,
                run: JUNCTION,
                at: 0,
            },
            Place::Run { run, at } => Blocked {
                junction: JUNCTION,
                run,
                at,
            },
        };
        let mut best = [u64::MAX; 4];
        // Per target: up to two (junction, offset) entries.
        let mut entries = [[(JUNCTION, 0u64); 2]; 4];
        let source = skeleton.place(blank);
        for (t, target) in targets.iter().enumerate() {
            let Some(x) = *target else { continue };
            match skeleton.place(x) {
                Place::Junction(j) => entries[t][0] = (j, 0),
                Place::Run { run, at } => {
                    entries[t] = blocked.run_exits(skeleton, run, at);
                    if let Place::Run { run: r, at: from } = source {
                        let (from, k) = (i64::from(from), i64::from(at));
                        if r == run && !blocked.cuts(run, from, k) {
                            best[t] = k.abs_diff(from);
                        }
                    }
                }
            }
        }

        // Where the blank enters the skeleton: up to two (junction, offset).
        let sources = match source {
            Place::Junction(j) => [(j, 0), (JUNCTION, 0)],
            Place::Run { run, at } => blocked.run_exits(skeleton, run, at),
        };

        if let Some(cut) = skeleton.cut.get() {
            for (t, entry) in entries.iter().enumerate() {
                for &(to, off) in entry.iter().filter(|e| e.0 != JUNCTION) {
                    let row = match blocked.junction {
                        JUNCTION => cut.row_from_run_end(skeleton, blocked.run, to),
                        gone => cut.row_from_neighbour(skeleton, gone, to),
                    };
                    for &(from, on) in sources.iter().filter(|s| s.0 != JUNCTION) {
                        let d = row[from as usize];
                        if d != u32::MAX {
                            best[t] = best[t].min(on + u64::from(d) + off);
                        }
                    }
                }
            }
            return Some(best);
        }

        for (j, offset) in sources {
            if j != JUNCTION {
                self.offer(j, offset);
            }
        }

        let wanted: [bool; 4] = targets.map(|t| t.is_some());
        let mut settled = 0;
        while let Some((g, u)) = self.settle_next() {
            settled += 1;
            if settled > limit {
                return None;
            }
            for t in 0..4 {
                for &(j, offset) in &entries[t] {
                    if j == u {
                        best[t] = best[t].min(g + offset);
                    }
                }
            }
            let done = (0..4).all(|t| !wanted[t] || best[t] <= g);
            if done {
                break;
            }
            for &(v, run) in skeleton.junction_edges(u) {
                if v != blocked.junction && run != blocked.run {
                    self.offer(v, g + skeleton.run_length(run));
                }
            }
        }
        Some(best)
    }

    /// The shortest cycle through run `r` (between two distinct junctions):
    /// its length, and each junction on it with the two runs the cycle takes
    /// there; `None` when no cycle passes through `r`.
    pub(crate) fn cycle_through(
        &mut self,
        skeleton: &Skeleton,
        r: u32,
    ) -> Option<(u64, CycleJunctions)> {
        self.begin(skeleton);
        let n = skeleton.junctions();
        if self.via.len() < n {
            self.via = vec![JUNCTION; n];
        }
        let Run { a, b, .. } = skeleton.runs[r as usize];
        debug_assert_ne!(a, b, "a loop is a cycle by itself");
        self.offer(a, 0);
        self.via[a as usize] = JUNCTION;
        let mut reached = false;
        while let Some((g, u)) = self.settle_next() {
            if u == b {
                reached = true;
                break;
            }
            for &(v, run) in skeleton.junction_edges(u) {
                if run != r && self.offer(v, g + skeleton.run_length(run)) {
                    self.via[v as usize] = run;
                }
            }
        }
        if !reached {
            return None;
        }
        // Back from `b` to `a` along the runs that reached each junction.
        let mut at = Vec::new();
        let (mut j, mut next) = (b, r);
        while j != a {
            let run = self.via[j as usize];
            at.push((j, [next, run]));
            next = run;
            j = skeleton.far_end(run, j);
        }
        at.push((a, [next, r]));
        Some((self.dist[b as usize] + skeleton.run_length(r), at))
    }

    /// Starts a search over `skeleton`: sizes the tables and opens a new mark.
    fn begin(&mut self, skeleton: &Skeleton) {
        let n = skeleton.junctions();
        if self.dist.len() < n {
            self.dist = vec![u64::MAX; n];
            self.mark = vec![0; n];
            self.stamp = 0;
        }
        // Marks: `stamp` is open in this search, `stamp + 1` settled.
        if self.stamp >= u32::MAX - 2 {
            self.mark.fill(0);
            self.stamp = 0;
        }
        self.stamp += 2;
        self.heap.clear();
    }

    /// Settles the nearest open junction: its distance and number.
    #[inline(always)]
    fn settle_next(&mut self) -> Option<(u64, u32)> {
        while let Some(Reverse((g, u))) = self.heap.pop() {
            let i = u as usize;
            if self.mark[i] == self.stamp && self.dist[i] == g {
                self.mark[i] = self.stamp + 1;
                return Some((g, u));
            }
        }
        None
    }

    /// Offers `cost` to junction `j`; whether it was taken.
    #[inline(always)]
    fn offer(&mut self, j: u32, cost: u64) -> bool {
        let i = j as usize;
        if self.mark[i] == self.stamp + 1 || (self.mark[i] == self.stamp && self.dist[i] <= cost) {
            return false;
        }
        self.mark[i] = self.stamp;
        self.dist[i] = cost;
        self.heap.push(Reverse((cost, j)));
        true
    }
}

#[cfg(test)]
mod tests {
    use super::{Skeleton, SkeletonSearch};
    use crate::generate::{Family, board, seeded};
    use crate::walk::grid_search::GridSearch;
    use crate::{Board, Dir};
    use rand::RngExt;

    /// Every side of every piece cell, from a few blank cells each, must be as
    /// far over the skeleton as by a cell-by-cell search of `G - piece`.
    fn check(board: &Board, rng: &mut impl RngExt) {
        let Some(skeleton) = Skeleton::new(board) else {
            return;
        };
        check_with(board, &skeleton, rng);
        // Again with the cut table answering instead of searches.
        skeleton.prepare_for(usize::MAX - 1);
        assert!(skeleton.cut.get().is_some());
        check_with(board, &skeleton, rng);
    }

    fn check_with(board: &Board, skeleton: &Skeleton, rng: &mut impl RngExt) {
        let mut search = SkeletonSearch::default();
        let mut grid = GridSearch::new(board.layout_len());
        let free: Vec<usize> = board.free_cells().collect();
        for &piece in &free {
            for _ in 0..4 {
                let blank = free[rng.random_range(0..free.len())];
                if blank == piece {
                    continue;
                }
                let targets = Dir::ALL.map(|d| {
                    let side = board.step(piece, d);
                    board.free_cell(side).then_some(side)
                });
                let got = search.distances(skeleton, piece, blank, targets);
                for (t, target) in targets.into_iter().enumerate() {
                    let Some(side) = target else { continue };
                    let want = grid
                        .shortest(board, blank, side, &[piece])
                        .unwrap_or(u64::MAX);
                    assert_eq!(
                        got[t],
                        want,
                        "piece {:?}, blank {:?}, side {:?}",
                        board.pos(piece),
                        board.pos(blank),
                        board.pos(side)
                    );
                }
            }
        }
    }

    #[test]
    fn walks_match_plain_search_on_corridor_families() {
        let mut rng = seeded(5);
        let families = [
            Family::PerfectMaze,
            Family::BraidedMaze { knock: 0.2 },
            Family::Spiral,
            Family::Comb,
            Family::SnakingRing,
            Family::Random { fixed: 0.45 },
        ];
        let mut built = 0;
        for family in families {
            for (rows, cols) in [(1, 12), (12, 1), (3, 3), (7, 9), (16, 16), (21, 14)] {
                let b = board(family, rows, cols, &mut rng);
                built += usize::from(Skeleton::new(&b).is_some());
                check(&b, &mut rng);
            }
        }
        assert!(built >= 20, "only {built} boards had a skeleton");
    }

    #[test]
    fn walks_match_plain_search_on_official_serpentines() {
        let mut rng = seeded(6);
        for case in [13, 15, 17, 20] {
            let path = format!(
                "{}/../../data/noip2013/puzzle{case}.in",
                env!("CARGO_MANIFEST_DIR")
            );
            let text = std::fs::read(path).unwrap();
            let puzzle = crate::parse_puzzle(&text, &crate::Limits::default()).unwrap();
            assert!(Skeleton::new(&puzzle.board).is_some(), "case {case}");
            check(&puzzle.board, &mut rng);
        }
    }

    #[test]
    fn a_pure_cycle_gets_one_junction() {
        let ring = Board::from_rows(&["1111", "1001", "1111"]).unwrap();
        let skeleton = Skeleton::new(&ring).unwrap();
        assert_eq!(skeleton.junctions(), 1);
        check(&ring, &mut seeded(7));
    }
}
