//! Distances between every two branch states, for boards whose compressed state
//! graph is smaller than the number of targets the games ask for.
//!
//! Serpentine boards such as the official 30 x 30 cases compress to a few dozen
//! branch states, while their 500 games name hundreds of targets. One full
//! search per branch state then replaces one search per target, and every game
//! becomes a handful of table lookups.

use crate::graph::state::Branch;
use crate::graph::state_graph::StateGraph;
use crate::search::UNREACHED;

/// Build a table only up to this many branch states (its size is their square).
pub(crate) const MAX_BRANCHES: usize = 1024;

/// Exact distances between all pairs of branch states.
#[derive(Clone, Debug)]
pub(crate) struct BranchTable {
    /// The number of branch states.
    count: usize,
    /// The branch numbers in order, when they are not simply `0..count` (on
    /// the biggest boards, which number branch states by state number).
    sparse: Vec<Branch>,
    /// `dist[i * count + j]`: from branch `i` to branch `j`, or [`UNREACHED`].
    dist: Vec<u64>,
}

impl BranchTable {
    /// Whether a table pays on `graph` for games naming `targets()` distinct
    /// targets (counted only for graphs small enough to tabulate): it costs
    /// one full search per branch state, against one search per target
    /// without it.
    #[must_use]
    pub(crate) fn worth(graph: &StateGraph, targets: impl FnOnce() -> usize) -> bool {
        let branches = graph.branch_count();
        branches <= MAX_BRANCHES && branches < targets()
    }

    /// The table of `graph`, with `full(b, out)` writing the distance from
    /// branch `b` to each branch `c` into `out[c]` (`out` has one entry per
    /// branch number).
    pub(crate) fn build(
        graph: &StateGraph,
        mut full: impl FnMut(Branch, &mut [u64]),
    ) -> BranchTable {
        let count = graph.branch_count();
        let sparse: Vec<Branch> = if graph.branch_numbers() == count {
            Vec::new()
        } else {
            graph.branch_states().map(|(b, _)| b).collect()
        };
        let mut dist = vec![UNREACHED; count * count];
        // Sparse numbers: each search fills a whole column, of which the
        // table keeps the branch states' entries.
        let mut column = Vec::new();
        if !sparse.is_empty() {
            column = vec![UNREACHED; graph.branch_numbers()];
        }
        for (i, row) in dist.chunks_exact_mut(count.max(1)).enumerate() {
            if sparse.is_empty() {
                // Dense numbers run 0..count, and count fits u32.
                full(Branch::new(i as u32), row);
            } else {
                full(sparse[i], &mut column);
                for (d, &b) in row.iter_mut().zip(&sparse) {
                    *d = column[b.index()];
                }
            }
        }
        BranchTable {
            count,
            sparse,
            dist,
        }
    }

    /// The row (and column) of the branch state numbered `b`.
    #[must_use]
    #[inline]
    pub(crate) fn row(&self, b: Branch) -> usize {
        if self.sparse.is_empty() {
            b.index()
        } else {
            self.sparse
                .binary_search(&b)
                .expect("a branch state has a row")
        }
    }

    /// The distance between the branch states of rows `i` and `j` (`None`
    /// when they are not connected).
    #[must_use]
    #[inline]
    pub(crate) fn between(&self, i: usize, j: usize) -> Option<u64> {
        let d = self.dist[i * self.count + j];
        (d != UNREACHED).then_some(d)
    }
}
