//! The corridor-compressed state graph as flat adjacency lists.
//!
//! Searches settle branch states only, and each step from one looks at its
//! edges, follows any chain to its far end and offers that. Done on the fly
//! that costs a few table lookups per edge; laid out once, per branch state, as
//! (neighbour branch state, cost) pairs, a step is one slice. Built when the
//! board's branch states are numbered densely (up to
//! [`MAX_DENSE_STATES`](crate::graph::corridors::MAX_DENSE_STATES) states) and every
//! cost fits 32 bits; the biggest boards keep the on-the-fly path, and the
//! memory.

use crate::graph::corridors::Branch;
use crate::graph::state_graph::StateGraph;

/// Per branch state, its compressed edges.
#[derive(Clone, Debug)]
pub(crate) struct BranchGraph {
    /// Per branch number: where its edges start in `edges` (one more entry
    /// at the end).
    first: Vec<u32>,
    /// (neighbour's branch number, cost) for every compressed edge.
    edges: Vec<(Branch, u32)>,
}

impl BranchGraph {
    /// The adjacency lists of `graph`, whose branch states must be numbered
    /// densely (as on all but the biggest boards), or `None` when a chain costs
    /// more than 32 bits hold.
    #[must_use]
    pub(crate) fn new(graph: &StateGraph) -> Option<BranchGraph> {
        let count = graph.branch_numbers();
        let mut first = Vec::with_capacity(count + 1);
        let mut edges: Vec<(Branch, u32)> = Vec::with_capacity(count * 3);
        for u in 0..count as Branch {
            first.push(edges.len() as u32);
            for (to, cost) in graph.branch_edges(u) {
                edges.push((to, u32::try_from(cost).ok()?));
            }
        }
        first.push(edges.len() as u32);
        Some(BranchGraph { first, edges })
    }

    /// The compressed edges of the branch state numbered `u`.
    #[must_use]
    #[inline]
    pub(crate) fn edges(&self, u: Branch) -> &[(Branch, u32)] {
        let u = u as usize;
        &self.edges[self.first[u] as usize..self.first[u + 1] as usize]
    }
}
