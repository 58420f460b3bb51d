//! Distances between every two branch states, for boards whose compressed state
//! graph is smaller than the number of targets the games ask for.
//!
//! Serpentine boards such as the official 30 x 30 cases compress to a few dozen
//! branch states, while their 500 games name hundreds of targets. One full
//! search per branch state then replaces one search per target, and every game
//! becomes a handful of table lookups.

use crate::state_graph::{State, StateGraph};

/// Build a table only up to this many branch states (its size is their square).
pub const MAX_BRANCHES: usize = 1024;

/// Exact distances between all pairs of branch states.
#[derive(Clone, Debug)]
pub struct BranchTable {
    /// Per state: its branch number plus one, or 0. (Zero for "none" lets the
    /// allocator hand it over zeroed: only the pages of branch states are
    /// ever touched.)
    number: Vec<u32>,
    /// The branch states, by number.
    branches: Vec<State>,
    /// `dist[i * n + j]`: from branch `i` to branch `j`, or `u64::MAX`.
    dist: Vec<u64>,
}

impl BranchTable {
    /// Whether a table pays on `graph` for games naming `targets()` distinct
    /// targets (counted only for graphs small enough to tabulate): it costs
    /// one full search per branch state, against one search per target
    /// without it.
    #[must_use]
    pub fn worth(graph: &StateGraph, targets: impl FnOnce() -> usize) -> bool {
        let branches = graph.branch_count();
        branches <= MAX_BRANCHES && branches < targets()
    }

    /// The table of `graph`, with `full(b, out)` writing the distance from
    /// branch state `b` to each branch state of `branches` into `out`.
    pub fn build(
        graph: &StateGraph,
        mut full: impl FnMut(State, &[State], &mut [u64]),
    ) -> BranchTable {
        let branches: Vec<State> = graph.branch_states().collect();
        let n = branches.len();
        let mut number: Vec<u32> = bytemuck::zeroed_vec(graph.board().layout_len() * 4);
        for (i, &b) in branches.iter().enumerate() {
            number[b] = i as u32 + 1;
        }
        let mut dist = vec![u64::MAX; n * n];
        for (i, &b) in branches.iter().enumerate() {
            full(b, &branches, &mut dist[i * n..(i + 1) * n]);
        }
        BranchTable {
            number,
            branches,
            dist,
        }
    }

    /// The distance between two branch states (`None` when they are not
    /// connected).
    #[must_use]
    #[inline]
    pub fn between(&self, a: State, b: State) -> Option<u64> {
        let (i, j) = (self.number[a] as usize, self.number[b] as usize);
        debug_assert!(i > 0 && j > 0, "both are branch states");
        let d = self.dist[(i - 1) * self.branches.len() + (j - 1)];
        (d != u64::MAX).then_some(d)
    }
}
