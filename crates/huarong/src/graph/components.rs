//! Connected components of the state graph, so that an unsolvable game is
//! answered without a search.
//!
//! Around-edges are symmetric and a swap reverses by swapping back, so the
//! state graph is undirected: two states are joined by some path exactly when
//! they share a component. One union-find pass over the edges labels them all.
//! On the biggest boards, once the corridors are found, the labels are kept
//! for branch states alone ([`Components::keep_branches`]): a state inside a
//! chain shares its component with the chain's ends. On a 4000 x 4000
//! `bumps` board that is 2.6 bytes a cell instead of 16.

use crate::around::UNREACHABLE;
use crate::graph::corridors::Corridors;
use crate::graph::state::{Branch, State};
use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;

/// Per state (or per branch state), a representative state of its
/// component.
#[derive(Clone, Debug, Default)]
pub(crate) struct Components {
    /// Per state number (per branch number once [`Components::keep_branches`]
    /// ran), the number of its component's representative: the least state
    /// number in the component.
    root: Vec<u32>,
    /// Whether `root` is by branch number.
    by_branch: bool,
}

impl Components {
    /// Bytes of the components of a layout of `layout_len` cells: a
    /// representative per state, four states a cell.
    #[must_use]
    pub(crate) fn bytes_for(layout_len: usize) -> usize {
        layout_len.saturating_mul(4 * std::mem::size_of::<u32>())
    }

    /// The components of the state graph of `board` whose around-cost
    /// between sides `a` and `b` of `p` is `around(p, a, b)`.
    ///
    /// # Panics
    /// When the board has more states than 32 bits can number (the parser's
    /// ceiling keeps boards below that).
    #[must_use]
    pub(crate) fn new(board: &Board, around: impl Fn(Cell, Dir, Dir) -> u32) -> Components {
        let len = board.layout_len() * 4;
        let count = u32::try_from(len).expect("state count exceeds u32");
        let mut parent: Vec<u32> = (0..count).collect();
        for p in board.free_cells() {
            for a in Dir::ALL {
                let q = board.step(p, a);
                if !board.free_cell(q) {
                    continue;
                }
                union(&mut parent, State::new(p, a), State::new(q, a.opposite()));
                for b in Dir::ALL {
                    if a < b && around(p, a, b) != UNREACHABLE {
                        union(&mut parent, State::new(p, a), State::new(p, b));
                    }
                }
            }
        }
        for s in 0..len {
            let root = find(&mut parent, s);
            parent[s] = root;
        }
        Components {
            root: parent,
            by_branch: false,
        }
    }

    /// The label of state `s` before [`Components::keep_branches`].
    #[cfg(all(test, feature = "generate"))]
    pub(crate) fn root_of(&self, s: State) -> u32 {
        self.root[s.index()]
    }

    /// Bytes of the labels once kept for `numbers` branch numbers alone.
    #[must_use]
    pub(crate) fn branch_bytes_for(numbers: usize) -> usize {
        numbers.saturating_mul(std::mem::size_of::<u32>())
    }

    /// Keeps the labels of the branch states alone, `branches` listing each
    /// with its number, numbers below `numbers`.
    pub(crate) fn keep_branches(
        &mut self,
        numbers: usize,
        branches: impl Iterator<Item = (Branch, State)>,
    ) {
        if self.by_branch {
            return;
        }
        let mut root = vec![u32::MAX; numbers];
        for (b, s) in branches {
            root[b.index()] = self.root[s.index()];
        }
        self.root = root;
        self.by_branch = true;
    }

    /// The representative state of `s`'s component, with `corridors` the
    /// chains of the graph labelled (an invalid state is its own).
    #[must_use]
    #[inline]
    pub(crate) fn representative(&self, s: State, corridors: &Corridors) -> State {
        if !self.by_branch {
            return State::from_index(self.root[s.index()] as usize);
        }
        match corridors.branch_beside(s) {
            Some(b) => State::from_index(self.root[b.index()] as usize),
            None => s,
        }
    }
}

/// The root of `s`'s tree, halving the path on the way.
fn find(parent: &mut [u32], s: usize) -> u32 {
    let mut s = s;
    while parent[s] as usize != s {
        let up = parent[s] as usize;
        parent[s] = parent[up];
        s = up;
    }
    // The loop ends on an entry that is its own index, which fits u32.
    parent[s]
}

/// Joins the trees of `a` and `b`, the lower root becoming the root of both.
fn union(parent: &mut [u32], a: State, b: State) {
    let (ra, rb) = (find(parent, a.index()), find(parent, b.index()));
    if ra != rb {
        parent[ra.max(rb) as usize] = ra.min(rb);
    }
}
