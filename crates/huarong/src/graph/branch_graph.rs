//! The corridor-compressed state graph as flat adjacency lists.
//!
//! Searches settle branch states only, and each step from one looks at its
//! edges, follows any chain to its far end and offers that. Done on the fly
//! that costs a few table lookups per edge; laid out once, per branch state, as
//! (neighbour branch state, cost) pairs, a step is one slice. Built on graphs
//! of up to
//! [`MAX_DENSE_STATES`](crate::graph::corridors::MAX_DENSE_STATES) states, and
//! on bigger ones while the lists, counted first and allocated to their exact
//! size, take at most [`HUGE_BYTES_PER_CELL`] a layout cell; the other
//! biggest boards keep the on-the-fly path, and the memory.
//!
//! A cost is held in 32 bits. The few that need more (on a long cycle of
//! small pieces, a corridor of k cells on the cycle is a chain of k walks
//! round the whole cycle: past 2^32 on a 3000 x 3000 `bumps` board) hold
//! [`BIG`] and their cost sits in a side list, by edge index.

use crate::graph::state::Branch;

/// Per branch state, its compressed edges.
#[derive(Clone, Debug)]
pub(crate) struct BranchGraph {
    /// Per branch number: where its edges start in `edges` (one more entry
    /// at the end).
    first: Vec<u32>,
    /// (neighbour's branch number, cost) for every compressed edge; [`BIG`]
    /// for a cost in `big`.
    edges: Vec<(Branch, u32)>,
    /// (edge index, cost) for the edges whose cost is [`BIG`] or more, in
    /// index order.
    big: Vec<(u32, u64)>,
}

/// The cost an edge holds when its own is in the side list: this and more.
pub(crate) const BIG: u32 = u32::MAX;

/// Edges reserved a branch state; the list doubles once when there are more.
const RESERVED_EDGES: usize = 3;

/// Past [`MAX_DENSE_STATES`](crate::graph::corridors::MAX_DENSE_STATES)
/// states, the lists are built while they take at most this many bytes a
/// cell of the layout. At 16 million cells, long cycles of small pieces
/// (bumps, links, necklaces) and braided mazes need 2 to 20, and their
/// searches then spend a fifth less; rooms and beads (58 and 65) and open
/// boards (208) would pass 150 bytes a cell in all.
pub(crate) const HUGE_BYTES_PER_CELL: usize = 24;

/// Graphs of up to this many states keep their lists whatever their size.
const SMALL_STATES: usize = 1 << 20;

/// Past [`SMALL_STATES`] states (and up to the dense size), the lists are
/// built while, at four edges a branch state, they would take at most this
/// many bytes a cell of the layout. Random boards at 30% (80 at 1000 x 1000),
/// rooms and beads keep them, and their searches spend a fifth less; on open
/// ground every state is a branch state (208 bytes a cell), its searches are
/// short, and building the lists cost more than they saved: 0.64 s against
/// 0.74 s on an open 1000 x 1000 board with 100 games, 224 MB against 359.
const DENSE_BYTES_PER_CELL: usize = 120;

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

    /// At most how many bytes the side list of costs past 32 bits takes, for
    /// a graph of `states` states on a board of `free` free cells. A chain's
    /// cost is the sum of one edge a state along it, each at most a walk
    /// over every free cell, so a chain past 2^32 is at least 2^32 / `free`
    /// states long, chains share no state, and each chain is an edge at both
    /// its ends: 16 bytes a cell at worst on the biggest board the solver
    /// takes, well under a byte on the families at 16 million cells.
    #[must_use]
    pub(crate) fn big_bound_bytes(states: usize, free: usize) -> usize {
        let shortest = ((1u64 << 32) / free.max(1) as u64).max(1);
        let chains = states as u64 / shortest;
        usize::try_from(chains.saturating_mul(2))
            .unwrap_or(usize::MAX)
            .saturating_mul(std::mem::size_of::<(u32, u64)>())
    }

    /// Whether a graph up to the dense size, of `branches` branch states on a
    /// layout of `layout_len` cells, gets its lists (see
    /// [`DENSE_BYTES_PER_CELL`]): decided on the branch states alone, before
    /// their edges are counted.
    #[must_use]
    pub(crate) fn worth_when_dense(branches: usize, layout_len: usize) -> bool {
        layout_len.saturating_mul(4) <= SMALL_STATES
            || BranchGraph::bytes_for(branches, branches.saturating_mul(4))
                <= layout_len.saturating_mul(DENSE_BYTES_PER_CELL)
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
    /// when the lists hold more than 32 bits can index.
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
        let mut big = Vec::new();
        for u in 0..u32::try_from(count).ok()? {
            first.push(u32::try_from(list.len()).ok()?);
            for (to, cost) in edges(Branch::new(u)) {
                let held = match u32::try_from(cost) {
                    Ok(held) if held < BIG => held,
                    _ => {
                        big.push((u32::try_from(list.len()).ok()?, cost));
                        BIG
                    }
                };
                list.push((to, held));
            }
        }
        first.push(u32::try_from(list.len()).ok()?);
        big.shrink_to_fit();
        Some(BranchGraph {
            first,
            edges: list,
            big,
        })
    }

    /// The compressed edges of the branch state numbered `u`, as held: the
    /// index of the first, and (neighbour, cost) pairs whose cost is [`BIG`]
    /// when [`BranchGraph::big_cost`] has it.
    #[must_use]
    #[inline]
    pub(crate) fn edges(&self, u: Branch) -> (usize, &[(Branch, u32)]) {
        let u = u.index();
        let first = self.first[u] as usize;
        (first, &self.edges[first..self.first[u + 1] as usize])
    }

    /// Whether any cost sits in the side list: when none does (nearly every
    /// board), a search reads the held costs as they are.
    #[must_use]
    #[inline]
    pub(crate) fn has_big(&self) -> bool {
        !self.big.is_empty()
    }

    /// The cost of the edge at `index`, held as `held`: itself, or from the
    /// side list when it is [`BIG`].
    #[must_use]
    #[inline]
    pub(crate) fn cost(&self, index: usize, held: u32) -> u64 {
        if held < BIG {
            return u64::from(held);
        }
        self.big_cost(index)
    }

    /// The cost of the edge at `index`, which holds [`BIG`].
    ///
    /// # Panics
    /// When that edge's cost is not in the side list.
    #[cold]
    #[inline(never)]
    fn big_cost(&self, index: usize) -> u64 {
        let at = self
            .big
            .binary_search_by_key(&index, |&(i, _)| i as usize)
            .expect("an edge holding BIG has its cost in the side list");
        self.big[at].1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Costs at 2^32 - 1 and past it sit in the side list, by edge index;
    /// every other cost is held as it is.
    #[test]
    fn costs_past_32_bits_come_back_exact() {
        let big = u64::from(u32::MAX);
        let costs: [&[u64]; 3] = [&[1, big + 5, 7], &[], &[big, big - 1, 1 << 40]];
        let lists = BranchGraph::new(costs.len(), None, |u| {
            costs[u.index()]
                .iter()
                .map(move |&c| (Branch::new(u.get()), c))
        })
        .expect("small lists");
        for (u, want) in costs.iter().enumerate() {
            let (first, held) = lists.edges(Branch::new(u as u32));
            let got: Vec<u64> = held
                .iter()
                .enumerate()
                .map(|(i, &(_, c))| lists.cost(first + i, c))
                .collect();
            assert_eq!(got, *want);
        }
        assert_eq!(lists.big.len(), 3);
        assert_eq!(lists.big.capacity(), 3);
    }

    /// The side list's bound: none on boards too small for a chain past 2^32,
    /// and at most 16 bytes a state's worth on the biggest.
    #[test]
    fn the_side_list_bound_grows_with_the_board() {
        assert_eq!(BranchGraph::big_bound_bytes(4 * 1000, 1000), 0);
        let cells = 16_000_000;
        assert!(BranchGraph::big_bound_bytes(4 * cells, cells) < cells / 2);
        let most = 300_000_000;
        assert!(BranchGraph::big_bound_bytes(4 * most, most) <= 16 * most);
    }
}
