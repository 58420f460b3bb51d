//! The corridor-compressed state graph as flat adjacency lists.
//!
//! Searches settle branch states only, and each step from one looks at its
//! edges, follows any chain to its far end and offers that. Done on the fly
//! that costs a few table lookups per edge; laid out once, per branch state, as
//! (neighbour branch state, cost) pairs, a step is one slice. Built when every
//! cost fits 32 bits, on graphs of up to
//! [`MAX_DENSE_STATES`](crate::graph::corridors::MAX_DENSE_STATES) states, and
//! on bigger ones while the lists, counted first and allocated to their exact
//! size, take at most [`HUGE_BYTES_PER_CELL`] a layout cell; the other
//! biggest boards keep the on-the-fly path, and the memory.

use crate::graph::state::Branch;

/// Per branch state, its compressed edges.
#[derive(Clone, Debug)]
pub(crate) struct BranchGraph {
    /// Per branch number: where its edges start in `edges` (one more entry
    /// at the end).
    first: Vec<u32>,
    /// (neighbour's branch number, cost) for every compressed edge.
    edges: Vec<(Branch, u32)>,
}

/// Edges reserved a branch state; the list doubles once when there are more.
const RESERVED_EDGES: usize = 3;

/// Past [`MAX_DENSE_STATES`](crate::graph::corridors::MAX_DENSE_STATES)
/// states, the lists are built while they take at most this many bytes a
/// cell of the layout. At 16 million cells, long cycles of small pieces
/// (bumps, links, necklaces) and braided mazes need 2 to 20, and their
/// searches then spend a fifth less; rooms and beads (58 and 65) and open
/// boards (208) would pass 150 bytes a cell in all.
pub(crate) const HUGE_BYTES_PER_CELL: usize = 24;

impl BranchGraph {
    /// Bytes of the lists of `branches` branch states with `edges` compressed
    /// edges in all: a start each, and the edges as reserved (doubled once
    /// when they are more; a branch state has at most four).
    #[must_use]
    pub(crate) fn bytes_for(branches: usize, edges: usize) -> usize {
        let reserved = branches.saturating_mul(RESERVED_EDGES);
        let listed = if edges <= reserved {
            reserved
        } else {
            reserved.saturating_mul(2)
        };
        (branches + 1).saturating_mul(std::mem::size_of::<u32>())
            + listed.saturating_mul(std::mem::size_of::<(Branch, u32)>())
    }

    /// Bytes of the lists of `branches` branch states with `edges` compressed
    /// edges in all, allocated to their exact size (as on the biggest boards).
    #[must_use]
    pub(crate) fn exact_bytes(branches: usize, edges: usize) -> usize {
        (branches + 1).saturating_mul(std::mem::size_of::<u32>())
            + edges.saturating_mul(std::mem::size_of::<(Branch, u32)>())
    }

    /// Whether a graph past the dense size, of `branches` branch states with
    /// `edges` compressed edges on a layout of `layout_len` cells, gets its
    /// lists (see [`HUGE_BYTES_PER_CELL`]).
    #[must_use]
    pub(crate) fn worth_when_huge(branches: usize, edges: usize, layout_len: usize) -> bool {
        BranchGraph::exact_bytes(branches, edges) <= layout_len.saturating_mul(HUGE_BYTES_PER_CELL)
    }

    /// The adjacency lists of the branch states numbered `0..count`, with
    /// `edges(u)` listing those of `u`, room made for `exact` edges in all
    /// when given (else for [`RESERVED_EDGES`] a branch state); or `None`
    /// when an edge costs more than 32 bits hold, or the lists hold more than
    /// 32 bits can index.
    #[must_use]
    pub(crate) fn new<E>(
        count: usize,
        exact: Option<usize>,
        edges: impl Fn(Branch) -> E,
    ) -> Option<BranchGraph>
    where
        E: Iterator<Item = (Branch, u64)>,
    {
        let mut first = Vec::with_capacity(count + 1);
        let mut list: Vec<(Branch, u32)> =
            Vec::with_capacity(exact.unwrap_or(count * RESERVED_EDGES));
        for u in 0..u32::try_from(count).ok()? {
            first.push(u32::try_from(list.len()).ok()?);
            for (to, cost) in edges(Branch::new(u)) {
                list.push((to, u32::try_from(cost).ok()?));
            }
        }
        first.push(u32::try_from(list.len()).ok()?);
        Some(BranchGraph { first, edges: list })
    }

    /// The compressed edges of the branch state numbered `u`.
    #[must_use]
    #[inline]
    pub(crate) fn edges(&self, u: Branch) -> &[(Branch, u32)] {
        let u = u.index();
        &self.edges[self.first[u] as usize..self.first[u + 1] as usize]
    }
}
