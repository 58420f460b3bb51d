//! Distances in the skeleton with one run or one junction cut out: with many
//! games to answer, they turn every walk of the blank to the piece's sides
//! into a few lookups.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::walk::skeleton::{JUNCTION, Skeleton};

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
    /// The rows, `junctions` entries each, `u32::MAX` when cut off: two per
    /// run (by run number), then one per edge (by edge slot).
    dist: Vec<u32>,
}

impl CutTable {
    /// After how many walks the table of `skeleton` pays: it costs one search
    /// per row (two per run and one per edge, about four per run), and each
    /// walk it answers saves about one. `usize::MAX` when too big to build.
    pub(crate) fn worth_after(skeleton: &Skeleton) -> usize {
        let rows = 2 * skeleton.run_count() + skeleton.edge_count();
        match rows.checked_mul(skeleton.junctions()) {
            Some(entries) if entries > 0 && entries <= CUT_TABLE_MAX_ENTRIES => rows,
            _ => usize::MAX,
        }
    }

    /// The table of `skeleton`.
    pub(crate) fn new(skeleton: &Skeleton) -> CutTable {
        let j = skeleton.junctions();
        let runs = skeleton.run_count();
        let mut dist = vec![u32::MAX; (2 * runs + skeleton.edge_count()) * j];
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
