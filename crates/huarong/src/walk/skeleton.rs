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

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::sync::OnceLock;

use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::input::tiles::free_cells_by_tiles;
use crate::sizes::{bytes, pushed};

/// Marks a junction in [`Skeleton::run`] (and cells off the board or fixed),
/// and "no junction" or "no run" wherever a junction or run number is kept.
pub(crate) const JUNCTION: u32 = u32::MAX;

/// In the cut table: a junction the cut leaves unreachable.
pub(crate) const CUT_OFF: u32 = u32::MAX;

/// Build a skeleton when junctions are at most this share of the free cells.
const JUNCTIONS_PER_FREE_CELL: f64 = 0.25;

/// One run: the junctions at its two ends and how many cells it has between
/// them (0 when two junctions touch).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Run {
    /// The junction at one end.
    pub(crate) a: u32,
    /// The junction at the other end (equal to `a` for a loop).
    pub(crate) b: u32,
    /// The run's cells between its ends.
    pub(crate) cells: u32,
}

/// Where a free cell lies in the skeleton.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    /// A junction, by number.
    Junction(u32),
    /// On run `run`, `at` cells from its end `a` (0-based).
    Run {
        /// The run's number.
        run: u32,
        /// The cell's place on it.
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
    /// Per entry of `edges`, the steps to the other junction (the run's
    /// cells and one more): a walk reads them beside the edges instead of
    /// from each run's record, a cache miss an edge on boards past the
    /// caches (a ring of two-wide lanes at 4000 x 4000 has a junction nearly
    /// every cell).
    edge_steps: Vec<u32>,
    /// With many games to come: distances from the ends of each run and the
    /// neighbours of each junction, with that run or junction cut out, which
    /// turn every walk into a few lookups (see [`Skeleton::build_cut_table`]).
    cut: OnceLock<CutTable>,
}

/// The first pass of a skeleton: the board's junctions counted and its
/// two-neighbour cells marked, from which the plan decides whether the
/// skeleton is built ([`SkeletonDraft::worth`]) before it is
/// ([`SkeletonDraft::finish`]).
pub(crate) struct SkeletonDraft {
    run: Vec<u32>,
    at: Vec<u32>,
    /// Two-neighbour cells not yet on a run.
    unseen: Vec<bool>,
    junctions: Vec<Cell>,
    free: usize,
}

impl SkeletonDraft {
    /// Counts the junctions of `board` and marks its two-neighbour cells.
    #[must_use]
    pub(crate) fn new(board: &Board) -> SkeletonDraft {
        let len = board.layout_len();
        let mut free = 0usize;
        let mut junctions: Vec<Cell> = Vec::new();
        let run = vec![JUNCTION; len];
        let mut at = vec![0u32; len];
        let mut unseen = vec![false; len];
        // Junctions numbered tile by tile: the tree of the board's junctions
        // and the searches over them follow runs up and down the board, and
        // each step of theirs reads tables by junction number (beads at 2000
        // x 2000: its SPQR tree built in 1.45 s instead of 2.27).
        // Driven by `for_each`, so that the tiles' nested loops stay loops
        // instead of a flattened iterator's state machine.
        free_cells_by_tiles(board).for_each(|c| {
            free += 1;
            if degree(board, c) == 2 {
                unseen[c.index()] = true;
            } else {
                at[c.index()] = junctions.len() as u32;
                junctions.push(c);
            }
        });
        SkeletonDraft {
            run,
            at,
            unseen,
            junctions,
            free,
        }
    }

    /// Whether the skeleton is worth building ([`Skeleton::worth`] of the
    /// counted junctions).
    #[must_use]
    pub(crate) fn worth(&self, board: &Board) -> bool {
        Skeleton::worth(self.junctions.len(), self.free, board.layout_len())
    }

    /// The skeleton of `board`, whose draft this is: runs walked from every
    /// junction.
    #[must_use]
    pub(crate) fn finish(self, board: &Board) -> Skeleton {
        let SkeletonDraft {
            run,
            at,
            mut unseen,
            mut junctions,
            ..
        } = self;
        let degree = |c: Cell| degree(board, c);
        let mut skeleton = Skeleton {
            run,
            at,
            runs: Vec::new(),
            first_edge: Vec::new(),
            edges: Vec::new(),
            edge_steps: Vec::new(),
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
                    let other = skeleton.at[next.index()];
                    if j < other {
                        skeleton.runs.push(Run {
                            a: j,
                            b: other,
                            cells: 0,
                        });
                    }
                } else if unseen[next.index()] {
                    skeleton.walk(board, &mut unseen, c, next, j);
                }
            }
        }
        // What is left are pure cycles of two-neighbour cells: one cell of each
        // becomes a junction with a run from it round back to it.
        for c in board.free_cells() {
            if unseen[c.index()] {
                unseen[c.index()] = false;
                let j = junctions.len() as u32;
                junctions.push(c);
                skeleton.run[c.index()] = JUNCTION;
                skeleton.at[c.index()] = j;
                let next = Dir::ALL
                    .into_iter()
                    .map(|d| board.step(c, d))
                    .find(|&n| board.free_cell(n))
                    .expect("a cycle cell has two free neighbours");
                skeleton.walk(board, &mut unseen, c, next, j);
            }
        }
        skeleton.link(junctions.len());
        skeleton
    }
}

/// How many free neighbours the cell `c` has.
fn degree(board: &Board, c: Cell) -> usize {
    Dir::ALL
        .into_iter()
        .filter(|&d| board.free_cell(board.step(c, d)))
        .count()
}

impl Skeleton {
    /// The skeleton of `board`, or `None` when it has too many junctions to
    /// beat a plain search (random and open boards): for tests, since a solve
    /// builds it as its plan says (the tests that ask draw their boards).
    #[cfg(all(test, feature = "generate"))]
    #[must_use]
    pub(crate) fn new(board: &Board) -> Option<Skeleton> {
        let draft = SkeletonDraft::new(board);
        draft.worth(board).then(|| draft.finish(board))
    }

    /// Whether a skeleton is built for a board of `len`
    /// layout cells, `free` of them free and `junctions` of those junctions:
    /// at most [`JUNCTIONS_PER_FREE_CELL`] of the free cells, on a layout
    /// with 32-bit numbers.
    #[must_use]
    pub(crate) fn worth(junctions: usize, free: usize, len: usize) -> bool {
        junctions as f64 <= free as f64 * JUNCTIONS_PER_FREE_CELL && u32::try_from(len).is_ok()
    }

    /// Walks a new run from junction `from` (number `j`) through `next`, to the
    /// junction at its other end.
    fn walk(&mut self, board: &Board, unseen: &mut [bool], from: Cell, next: Cell, j: u32) {
        let id = self.runs.len() as u32;
        let (mut prev, mut cur) = (from, next);
        let mut cells = 0u32;
        while unseen[cur.index()] {
            unseen[cur.index()] = false;
            self.run[cur.index()] = id;
            self.at[cur.index()] = cells;
            cells += 1;
            let step = Dir::ALL
                .into_iter()
                .map(|d| board.step(cur, d))
                .find(|&n| n != prev && board.free_cell(n))
                .expect("a run cell has two free neighbours");
            prev = cur;
            cur = step;
        }
        debug_assert_eq!(self.run[cur.index()], JUNCTION, "runs end at junctions");
        self.runs.push(Run {
            a: j,
            b: self.at[cur.index()],
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
        self.edge_steps = vec![0; count[junctions] as usize];
        for (id, r) in self.runs.iter().enumerate() {
            if r.a != r.b {
                for (x, y) in [(r.a, r.b), (r.b, r.a)] {
                    let slot = fill[x as usize] as usize;
                    self.edges[slot] = (y, id as u32);
                    self.edge_steps[slot] = r.cells.saturating_add(1);
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

    /// (other junction, run, steps along it) for each run from junction `j`
    /// to another: [`Skeleton::junction_edges`] with each run's
    /// [`Skeleton::run_length`].
    #[inline]
    pub(crate) fn junction_steps(&self, j: u32) -> impl Iterator<Item = (u32, u32, u64)> + '_ {
        let j = j as usize;
        let slots = self.first_edge[j] as usize..self.first_edge[j + 1] as usize;
        self.edges[slots.clone()]
            .iter()
            .zip(&self.edge_steps[slots])
            .map(|(&(v, run), &steps)| (v, run, u64::from(steps)))
    }

    /// The run the free cell `c` lies on, if it is not a junction.
    pub(crate) fn run_of(&self, c: Cell) -> Option<u32> {
        let run = self.run[c.index()];
        (run != JUNCTION).then_some(run)
    }

    /// The junction number of the free cell `c`, if it is one.
    pub(crate) fn junction_of(&self, c: Cell) -> Option<u32> {
        (self.run[c.index()] == JUNCTION).then_some(self.at[c.index()])
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

    /// Builds, once, the table of distances with each run or junction cut
    /// out, which turns every walk of the blank into a few lookups: when the
    /// plan says enough walks pay for it ([`CutTable::worth_after`]).
    pub(crate) fn build_cut_table(&self) {
        self.cut.get_or_init(|| CutTable::new(self));
    }

    /// Where the free cell `c` lies.
    #[inline]
    pub(crate) fn place(&self, c: Cell) -> Place {
        match self.run[c.index()] {
            JUNCTION => Place::Junction(self.at[c.index()]),
            run => Place::Run {
                run,
                at: self.at[c.index()],
            },
        }
    }

    /// Run `r`.
    #[inline]
    pub(crate) fn run(&self, r: u32) -> Run {
        self.runs[r as usize]
    }

    /// How many runs there are.
    pub(crate) fn run_count(&self) -> usize {
        self.runs.len()
    }

    /// The edge slots of junction `j`: indices into the list of all
    /// (junction, run) edges, which [`Skeleton::edge`] reads.
    pub(crate) fn edge_slots(&self, j: u32) -> std::ops::Range<usize> {
        let j = j as usize;
        self.first_edge[j] as usize..self.first_edge[j + 1] as usize
    }

    /// The (other junction, run) edge in slot `slot`.
    pub(crate) fn edge(&self, slot: usize) -> (u32, u32) {
        self.edges[slot]
    }

    /// How many edge slots there are: two per run between distinct junctions.
    pub(crate) fn edge_count(&self) -> usize {
        self.edges.len()
    }

    /// The cut table, once [`Skeleton::build_cut_table`] has built it.
    pub(crate) fn cut_table(&self) -> Option<&CutTable> {
        self.cut.get()
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
pub(crate) struct CutTable {
    junctions: usize,
    /// The rows, `junctions` entries each, [`CUT_OFF`] when cut off: two per
    /// run (by run number), then one per edge (by edge slot).
    dist: Vec<u32>,
}

impl CutTable {
    /// After how many walks the table of `skeleton` pays: it costs one search
    /// per row (two per run and one per edge, about four per run), and each
    /// walk it answers saves about one. `usize::MAX` when too big to build.
    pub(crate) fn worth_after(skeleton: &Skeleton) -> usize {
        CutTable::worth_after_for(
            skeleton.run_count(),
            skeleton.edge_count(),
            skeleton.junctions(),
        )
    }

    /// [`CutTable::worth_after`] from counts: a skeleton of `runs` runs,
    /// `edge_slots` edge slots and `junctions` junctions.
    #[must_use]
    pub(crate) fn worth_after_for(runs: usize, edge_slots: usize, junctions: usize) -> usize {
        let rows = CutTable::rows(runs, edge_slots);
        match rows.checked_mul(junctions) {
            Some(entries) if entries > 0 && entries <= CUT_TABLE_MAX_ENTRIES => rows,
            _ => usize::MAX,
        }
    }

    /// The rows of the table: two per run and one per edge slot.
    fn rows(runs: usize, edge_slots: usize) -> usize {
        runs.saturating_mul(2).saturating_add(edge_slots)
    }

    /// The bytes of the table of a skeleton of `runs` runs, `edge_slots`
    /// edge slots and `junctions` junctions: a distance per row and junction.
    #[must_use]
    pub(crate) fn bytes_for(runs: usize, edge_slots: usize, junctions: usize) -> usize {
        CutTable::rows(runs, edge_slots)
            .saturating_mul(junctions)
            .saturating_mul(std::mem::size_of::<u32>())
    }

    /// The table of `skeleton`.
    pub(crate) fn new(skeleton: &Skeleton) -> CutTable {
        let j = skeleton.junctions();
        let runs = skeleton.run_count();
        let mut dist = vec![CUT_OFF; CutTable::rows(runs, skeleton.edge_count()) * j];
        let mut heap = BinaryHeap::new();
        let mut rows = dist.chunks_mut(j);
        for id in 0..skeleton.run_count() {
            let r = skeleton.run(id as u32);
            for from in [r.a, r.b] {
                let row = rows.next().expect("two rows per run");
                if r.cells > 0 {
                    fill_row(skeleton, &mut heap, row, from, (id as u32, JUNCTION));
                }
            }
        }
        for k in 0..j {
            for slot in skeleton.edge_slots(k as u32) {
                let (from, _) = skeleton.edge(slot);
                let row = rows.next().expect("one row per edge");
                fill_row(skeleton, &mut heap, row, from, (JUNCTION, k as u32));
            }
        }
        CutTable { junctions: j, dist }
    }

    /// The row from end `from` of run `run`, the run cut.
    pub(crate) fn row_from_run_end(&self, skeleton: &Skeleton, run: u32, from: u32) -> &[u32] {
        let r = skeleton.run(run);
        let row = 2 * run as usize + usize::from(from != r.a);
        &self.dist[row * self.junctions..(row + 1) * self.junctions]
    }

    /// The row from `from`, a neighbour of the removed junction `gone`.
    pub(crate) fn row_from_neighbour(&self, skeleton: &Skeleton, gone: u32, from: u32) -> &[u32] {
        let slot = skeleton
            .edge_slots(gone)
            .find(|&e| skeleton.edge(e).0 == from)
            .expect("a side is reached from a neighbour of the junction");
        let row = 2 * skeleton.run_count() + slot;
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
            let cost = g.saturating_add(skeleton.run(run).cells.saturating_add(1));
            if cost < row[v as usize] {
                row[v as usize] = cost;
                heap.push(Reverse((cost, v)));
            }
        }
    }
}

/// The skeleton's bytes, for the memory estimate.
impl Skeleton {
    /// The bytes a skeleton of `runs` runs and `junctions` junctions keeps
    /// on a layout of `len` cells: its run and place per cell, its runs, its
    /// junctions' edges with their steps.
    #[must_use]
    pub(crate) fn bytes_for(len: usize, runs: usize, junctions: usize) -> u64 {
        bytes(len, 8) + pushed(runs, 12) + bytes(junctions + 1, 4) + bytes(runs, 24)
    }

    /// The most it takes while it is built: beside what it keeps, a mark
    /// per cell and its junctions found and numbered.
    #[must_use]
    pub(crate) fn peak_bytes(len: usize, runs: usize, junctions: usize) -> u64 {
        Skeleton::bytes_for(len, runs, junctions)
            + bytes(len, 1)
            + pushed(junctions, 8)
            + bytes(junctions, 4)
    }
}
