//! The precomputed state graph of the fast engine.
//!
//! A state is (piece cell `p`, side `d` of `p` where the blank is), numbered
//! `4 * p + d` over the board's padded layout. Its edges are the swap (cost 1:
//! the piece moves to `p + d` and the blank to `p`) and the around-edges to the
//! other sides of `p` (cost: the blank's shortest walk in `G - p`). Everything
//! here depends on the board alone, so it is computed once for all games.

use crate::Dir;
use crate::around::blocks::Blocks;
use crate::around::costs::{PENDING, UNREACHABLE, around_costs, pair_index};
use crate::around::table::AroundTable;
use crate::graph::branch_graph::BranchGraph;
use crate::graph::corridors::{Branch, Corridors, MAX_DENSE_STATES, Place};
use crate::input::board::{Board, Cell};
use crate::walk::skeleton::Skeleton;

/// The edges of one state (at most four), without allocating.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Edges {
    list: [(State, u64); 4],
    len: usize,
}

impl Edges {
    /// Edges from a list of at most four (neighbour, cost) pairs.
    #[cfg(test)]
    pub(crate) fn from_pairs(pairs: &[(State, u64)]) -> Edges {
        let mut edges = Edges {
            list: [(0, 0); 4],
            len: pairs.len(),
        };
        edges.list[..pairs.len()].copy_from_slice(pairs);
        edges
    }

    /// The edges as (neighbour, cost) pairs.
    pub(crate) fn as_slice(&self) -> &[(State, u64)] {
        &self.list[..self.len]
    }

    /// Whether the state lies inside a chain of the compressed graph: exactly
    /// two edges, neither with a pending cost.
    pub(crate) fn in_chain(&self) -> bool {
        self.len == 2
            && self
                .as_slice()
                .iter()
                .all(|&(_, c)| c != u64::from(PENDING))
    }
}

/// The number of a state: `4 * piece_cell + side`.
pub(crate) type State = usize;

/// The state with the piece on `cell` and the blank on its side `side`.
#[must_use]
#[inline]
pub(crate) fn state(cell: Cell, side: Dir) -> State {
    cell * 4 + side.index()
}

/// The board with its around-costs, side groups and state components.
///
/// ```
/// use huarong::{Board, Pos, Dir, StateGraph};
/// let board = Board::from_rows(&["111", "111"]).unwrap();
/// let graph = StateGraph::new(&board);
/// let p = board.cell(Pos::new(0, 1));
/// assert_eq!(graph.around(p, Dir::Left, Dir::Right), Some(4));
/// assert_eq!(graph.around(p, Dir::Left, Dir::Down), Some(2));
/// assert_eq!(graph.around(p, Dir::Left, Dir::Up), None);
/// ```
#[derive(Clone, Debug)]
pub struct StateGraph {
    board: Board,
    blocks: Blocks,
    around: AroundTable,
    /// Connected-component label of each state (a representative state).
    component: Vec<u32>,
    corridors: Corridors,
    /// The blank's board as junctions and runs, when it has few junctions.
    skeleton: Option<Skeleton>,
    /// The compressed graph as adjacency lists, on all but the biggest boards.
    branch_graph: Option<BranchGraph>,
}

impl StateGraph {
    /// Precomputes the state graph of `board`, every around-cost included.
    #[must_use]
    pub fn new(board: &Board) -> StateGraph {
        StateGraph::with_budget(board, usize::MAX)
    }

    /// Precomputes the state graph of `board`, leaving each around-cost at a
    /// junction whose search would settle more than `limit` cells (or skeleton
    /// junctions) for the first search that needs it; corridor runs are always
    /// settled. Answers are the same for any limit; with few games a small one
    /// saves the costs no game reads.
    ///
    /// ```
    /// use huarong::{Board, Dir, Pos, StateGraph};
    /// let board = Board::from_rows(&["1111111", "1011101", "1111111"]).unwrap();
    /// // No search may settle more than one cell.
    /// let graph = StateGraph::with_budget(&board, 1);
    /// let pending = graph.pending_costs();
    /// assert!(pending > 0);
    /// // Reading a pending cost settles it: round (0,1), (0,0), ... (1,2).
    /// let p = board.cell(Pos::new(0, 2));
    /// assert_eq!(graph.around(p, Dir::Left, Dir::Down), Some(6));
    /// assert!(graph.pending_costs() < pending);
    /// ```
    #[must_use]
    pub fn with_budget(board: &Board, limit: usize) -> StateGraph {
        StateGraph::build(board, board.layout_len() * 4 > MAX_DENSE_STATES, limit)
    }

    /// The state graph of `board`, laid out as for the biggest boards when
    /// `huge`: branch states numbered by state number and no adjacency lists.
    fn build(board: &Board, huge: bool, limit: usize) -> StateGraph {
        let blocks = Blocks::new(board);
        let skeleton = Skeleton::new(board);
        let around = around_costs(board, &blocks, skeleton.as_ref(), limit);
        let component = label_components(board, &around);
        let mut graph = StateGraph {
            board: board.clone(),
            blocks,
            around: AroundTable::new(around),
            component,
            corridors: Corridors::default(),
            skeleton,
            branch_graph: None,
        };
        // Pending costs stay pending: the states they join are kept out of
        // chains (see `Edges::in_chain`), so no chain's length needs one.
        let corridors = Corridors::new(board.layout_len() * 4, graph.states(), !huge, |s| {
            graph.edges_by(s, |p, a, b| graph.around.stored(p, a, b))
        });
        graph.corridors = corridors;
        // Adjacency lists are laid out with every cost settled: with costs
        // pending (a budget for few games), searches take the on-the-fly path,
        // which settles them as they are read.
        if !huge && graph.around.pending() == 0 {
            graph.branch_graph = BranchGraph::new(&graph);
        }
        graph
    }

    /// Every valid state: a free cell with the blank on a free side.
    pub(crate) fn states(&self) -> impl Iterator<Item = State> + Clone + '_ {
        // One filter over all state numbers: a nested iterator per cell costs
        // several times more per state.
        let board = &self.board;
        (0..board.layout_len() * 4).filter(move |&s| {
            let p = s / 4;
            board.free_cell(p) && board.free_cell(board.step(p, Dir::from_index(s % 4)))
        })
    }

    /// Every branch state with its number: the states searches settle.
    pub(crate) fn branch_states(&self) -> impl Iterator<Item = (Branch, State)> + '_ {
        self.corridors.branch_states()
    }

    /// How many numbers branch states may have: the length of a search table
    /// indexed by them.
    #[must_use]
    pub(crate) fn branch_numbers(&self) -> usize {
        self.corridors.numbers()
    }

    /// The edges of the branch state numbered `u` in the compressed graph:
    /// each chain followed to the branch state at its far end (chains looping
    /// back to `u` left out), with its cost.
    pub(crate) fn branch_edges(&self, u: Branch) -> impl Iterator<Item = (Branch, u64)> + '_ {
        let Edges { list, len } = self.edges(self.corridors.state_of(u));
        list.into_iter()
            .take(len)
            .filter_map(move |(n, cost)| match self.corridors.locate(n) {
                Place::Branch(b) => Some((b, cost)),
                Place::OnChain(chain, _, _) if chain.a != chain.b => {
                    Some((if chain.a == u { chain.b } else { chain.a }, chain.length))
                }
                Place::OnChain(..) => None,
            })
    }

    /// The edges of the valid state `s`: the swap, then the around-edges, each
    /// with its cost (pending ones settled).
    #[inline]
    pub(crate) fn edges(&self, s: State) -> Edges {
        self.edges_by(s, |p, a, b| self.around_raw(p, a, b))
    }

    /// The edges of `s` with around-costs read by `around`.
    #[inline]
    fn edges_by(&self, s: State, around: impl Fn(Cell, Dir, Dir) -> u32) -> Edges {
        let (p, side) = (s / 4, Dir::from_index(s % 4));
        let mut edges = Edges {
            list: [(state(self.board.step(p, side), side.opposite()), 1); 4],
            len: 1,
        };
        for other in Dir::ALL {
            if other != side {
                let cost = around(p, side, other);
                if cost != UNREACHABLE {
                    edges.list[edges.len] = (state(p, other), u64::from(cost));
                    edges.len += 1;
                }
            }
        }
        edges
    }

    /// Number of branch states: the states searches settle.
    #[must_use]
    pub fn branch_count(&self) -> usize {
        self.corridors.branch_count()
    }

    /// The corridor compression of this graph.
    pub(crate) fn corridors(&self) -> &Corridors {
        &self.corridors
    }

    /// The board this graph was built for.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The around-cost of sides `a` and `b` of the free cell `p`, or `None` when
    /// the blank cannot walk from one to the other without crossing `p`.
    #[must_use]
    pub fn around(&self, p: Cell, a: Dir, b: Dir) -> Option<u32> {
        let cost = self.around_raw(p, a, b);
        (cost != UNREACHABLE).then_some(cost)
    }

    /// As [`StateGraph::around`], with [`UNREACHABLE`] for `None`.
    #[inline]
    pub(crate) fn around_raw(&self, p: Cell, a: Dir, b: Dir) -> u32 {
        self.around
            .cost(&self.board, self.skeleton.as_ref(), p, a, b)
    }

    /// How many around-costs are still pending: left by the work budget of
    /// [`StateGraph::with_budget`] and not yet needed by a search.
    #[must_use]
    pub fn pending_costs(&self) -> usize {
        self.around.pending()
    }

    /// The junctions and runs of the board, when it has few enough junctions
    /// for searches over them to beat cell-by-cell ones.
    pub(crate) fn skeleton(&self) -> Option<&Skeleton> {
        self.skeleton.as_ref()
    }

    /// The graph of `board` as the biggest boards have it (branch states
    /// numbered by state number, no adjacency lists): for tests of that path.
    #[cfg(test)]
    pub(crate) fn as_if_huge(board: &Board) -> StateGraph {
        StateGraph::build(board, true, usize::MAX)
    }

    /// [`StateGraph::as_if_huge`] with the work budget of
    /// [`StateGraph::with_budget`].
    #[cfg(test)]
    pub(crate) fn as_if_huge_with_budget(board: &Board, limit: usize) -> StateGraph {
        StateGraph::build(board, true, limit)
    }

    /// The compressed graph's adjacency lists, when the board is small enough
    /// to have them.
    pub(crate) fn branch_graph(&self) -> Option<&BranchGraph> {
        self.branch_graph.as_ref()
    }

    /// The side groups of the board's cells.
    pub(crate) fn blocks(&self) -> &Blocks {
        &self.blocks
    }

    /// The representative state of `s`'s connected component.
    #[must_use]
    #[inline]
    pub(crate) fn representative(&self, s: State) -> State {
        self.component[s] as State
    }

    /// Whether two states lie in one connected component of the state graph.
    #[must_use]
    #[inline]
    pub fn connected(&self, a: State, b: State) -> bool {
        self.component[a] == self.component[b]
    }
}

/// Labels the components of the state graph. Around-edges are symmetric and a
/// swap reverses by swapping back, so the graph is undirected.
fn label_components(board: &Board, around: &[[u32; 6]]) -> Vec<u32> {
    let len = board.layout_len() * 4;
    assert!(u32::try_from(len).is_ok(), "state count exceeds u32");
    let mut parent: Vec<u32> = (0..len as u32).collect();
    for p in board.free_cells() {
        for a in Dir::ALL {
            let q = board.step(p, a);
            if !board.free_cell(q) {
                continue;
            }
            union(&mut parent, state(p, a), state(q, a.opposite()));
            for b in Dir::ALL {
                if a < b && around[p][pair_index(a, b)] != UNREACHABLE {
                    union(&mut parent, state(p, a), state(p, b));
                }
            }
        }
    }
    for s in 0..len {
        let root = find(&mut parent, s);
        parent[s] = root as u32;
    }
    parent
}

fn find(parent: &mut [u32], mut s: usize) -> usize {
    while parent[s] as usize != s {
        let up = parent[s] as usize;
        parent[s] = parent[up];
        s = up;
    }
    s
}

fn union(parent: &mut [u32], a: usize, b: usize) {
    let (ra, rb) = (find(parent, a), find(parent, b));
    if ra != rb {
        parent[ra.max(rb)] = ra.min(rb) as u32;
    }
}
