//! The corridor-compressed state graph as flat adjacency lists.
//!
//! Searches settle branch states only, and each step from one looks at its
//! edges, follows any chain to its far end and offers that. Done on the fly
//! that costs a few table lookups per edge; laid out once, per branch state, as
//! (neighbour branch state, cost) pairs, a step is one slice. Built when the
//! board's states fit the size cap below and every cost fits 32 bits; the
//! biggest boards keep the on-the-fly path, and the memory.

use crate::state_graph::{State, StateGraph};

/// Boards with more states than this (4 per cell of the padded layout, so
/// about 4 million cells) search on the fly.
pub const MAX_STATES: usize = 1 << 24;

/// Per branch state, its compressed edges.
#[derive(Clone, Debug)]
pub struct BranchGraph {
    /// Per state: where its edges start in `edges` (one more entry at the end).
    first: Vec<u32>,
    /// (neighbour branch state, cost) for every compressed edge.
    edges: Vec<(u32, u32)>,
}

impl BranchGraph {
    /// The adjacency lists of `graph`, or `None` when it is too big or a chain
    /// costs more than 32 bits hold.
    #[must_use]
    pub fn new(graph: &StateGraph) -> Option<BranchGraph> {
        let len = graph.board().layout_len() * 4;
        if len > MAX_STATES {
            return None;
        }
        let mut first = vec![0u32; len + 1];
        let mut edges: Vec<(u32, u32)> = Vec::with_capacity(graph.branch_count() * 3);
        let mut filled = 0;
        for u in graph.branch_states() {
            let start = edges.len() as u32;
            first[filled..=u].fill(start);
            filled = u + 1;
            for (to, cost) in graph.branch_edges(u) {
                edges.push((to as u32, u32::try_from(cost).ok()?));
            }
        }
        first[filled..].fill(edges.len() as u32);
        Some(BranchGraph { first, edges })
    }

    /// The compressed edges of the branch state `u`.
    #[must_use]
    #[inline]
    pub fn edges(&self, u: State) -> &[(u32, u32)] {
        &self.edges[self.first[u] as usize..self.first[u + 1] as usize]
    }
}
