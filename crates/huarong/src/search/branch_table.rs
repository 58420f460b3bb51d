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
const MAX_BRANCHES: usize = 1024;

/// Exact distances between all pairs of branch states.
#[derive(Clone, Debug)]
pub(crate) struct BranchTable {
    /// The number of branch states.
    count: usize,
    /// `dist[i * count + j]`: from branch `i` to branch `j`, or [`UNREACHED`].
    dist: Vec<u64>,
}

impl BranchTable {
    /// Whether a table pays on a graph of `branches` branch states for games
    /// naming `targets()` distinct targets (counted only for graphs small
    /// enough to tabulate): it costs one full search per branch state,
    /// against one search per target without it.
    #[must_use]
    pub(crate) fn worth_for(branches: usize, targets: impl FnOnce() -> usize) -> bool {
        branches <= MAX_BRANCHES && branches < targets()
    }

    /// The most branch states a table is built for when the games have at
    /// most `targets` targets: the count at which the table's bytes peak, for
    /// the memory estimate's upper bound.
    #[must_use]
    pub(crate) fn most_branches_for(targets: usize) -> usize {
        MAX_BRANCHES.min(targets.saturating_sub(1))
    }

    /// The bytes of the table of `branches` branch states: a distance per
    /// pair.
    #[must_use]
    pub(crate) fn bytes_for(branches: usize) -> usize {
        branches
            .saturating_mul(branches)
            .saturating_mul(std::mem::size_of::<u64>())
    }

    /// The table of `graph`, with `full(b, out)` writing the distance from
    /// branch `b` to each branch `c` into `out[c]` (`out` has one entry per
    /// branch number).
    pub(crate) fn build(
        graph: &StateGraph,
        mut full: impl FnMut(Branch, &mut [u64]),
    ) -> BranchTable {
        let count = graph.branch_count();
        let mut dist = vec![UNREACHED; count * count];
        for (i, row) in dist.chunks_exact_mut(count.max(1)).enumerate() {
            // Branch numbers run 0..count, and count fits u32.
            full(Branch::new(i as u32), row);
        }
        BranchTable { count, dist }
    }

    /// The distance between the branch states numbered `a` and `b` (`None`
    /// when they are not connected).
    #[must_use]
    #[inline]
    pub(crate) fn between(&self, a: Branch, b: Branch) -> Option<u64> {
        let d = self.dist[a.index() * self.count + b.index()];
        (d != UNREACHED).then_some(d)
    }
}
