//! The precomputed state graph of the fast engine.
//!
//! A state is (piece cell `p`, side `d` of `p` where the blank is). Its edges
//! are the swap (cost 1: the piece moves to `p + d` and the blank to `p`) and
//! the around-edges to the other sides of `p` (cost: the blank's shortest walk
//! in `G - p`). Everything here depends on the board alone, so it is computed
//! once for all games.

use crate::around::costs::around_costs;
use crate::around::side_groups::SideGroups;
use crate::around::table::AroundTable;
use crate::around::{PENDING, UNREACHABLE};
use crate::graph::branch_graph::BranchGraph;
use crate::graph::components::Components;
use crate::graph::corridors::{Corridors, Place};
use crate::graph::state::{Branch, Edges, State};
use crate::graph::tiled::TiledStates;
use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::parallel;
use crate::walk::skeleton::Skeleton;

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
    side_groups: SideGroups,
    around: AroundTable,
    components: Components,
    corridors: Corridors,
    /// The blank's board as junctions and runs, when it has few junctions.
    skeleton: Option<Skeleton>,
    /// The compressed graph as adjacency lists, on all but the biggest boards.
    branch_graph: Option<BranchGraph>,
    /// Laid out as for the biggest boards: adjacency lists only when they
    /// are small (see [`StateGraph::is_huge`]).
    huge: bool,
}

impl StateGraph {
    /// Whether a board of `layout_len` layout cells is laid out as for the
    /// biggest boards: more than `listed_states` states (by default
    /// [`MAX_DENSE_STATES`](crate::graph::corridors::MAX_DENSE_STATES)), adjacency lists only when they are small (see
    /// [`HUGE_BYTES_PER_CELL`](crate::graph::branch_graph::HUGE_BYTES_PER_CELL)).
    #[must_use]
    pub(crate) fn is_huge(layout_len: usize, listed_states: usize) -> bool {
        layout_len.saturating_mul(4) > listed_states
    }

    /// The state graph of `board` up to its layout: its around-costs (each
    /// search settling at most `limit` cells, over `skeleton` when the plan
    /// built one), components and corridors. [`StateGraph::lay_out`] then
    /// finishes it as the plan says.
    pub(crate) fn unfinished(
        board: &Board,
        side_groups: SideGroups,
        skeleton: Option<Skeleton>,
        limit: usize,
        phase: &dyn Fn(&'static str),
    ) -> StateGraph {
        phase("around-costs");
        let around = around_costs(board, &side_groups, skeleton.as_ref(), limit);
        phase("state graph");
        let mut graph = StateGraph {
            board: board.clone(),
            side_groups,
            around: AroundTable::new(around),
            components: Components::default(),
            corridors: Corridors::default(),
            skeleton,
            branch_graph: None,
            huge: false,
        };
        // The components and the corridors read the same tables and write
        // their own: on big boards, on two threads at once (the corridors'
        // first pass spreads over both when the components are done).
        let (components, corridors) = parallel::join(
            crate::around::parallel(board),
            || Components::new(board, |p, a, b| graph.around.stored(p, a, b)),
            || graph.find_corridors(),
        );
        graph.corridors = corridors;
        graph.components = components;
        graph
    }

    /// Lays the graph out as the plan decided: as for the biggest boards
    /// when `huge` (components kept for branch states alone: a chain state
    /// is with its chain's ends), with adjacency lists when `lists`, room
    /// made for `edges` compressed edges when they were counted.
    pub(crate) fn lay_out(&mut self, huge: bool, lists: bool, edges: Option<usize>) {
        self.huge = huge;
        if huge {
            let mut components = std::mem::take(&mut self.components);
            components.keep_branches(self.branch_numbers(), self.branch_states());
            self.components = components;
        }
        if lists {
            let count = self.branch_numbers();
            self.branch_graph = BranchGraph::new(count, edges, |u| self.branch_edges(u));
        }
    }

    /// The corridors of the graph with its around-costs as they stand.
    /// Pending costs stay pending: the states they join are kept out of
    /// chains, so no chain's length needs one. Branch states are numbered
    /// tile by tile (see [`TiledStates`]).
    fn find_corridors(&self) -> Corridors {
        let board = &self.board;
        let ahead = |s: State| {
            let p = s.cell();
            Dir::ALL.map(|d| {
                let q = board.step(p, d);
                self.around.prefetch(q);
                State::new(q, d)
            })
        };
        Corridors::new(
            board.layout_len() * 4,
            |s| s.valid_on(board),
            TiledStates::new(board),
            |s| self.edges_by(s, |p, a, b| self.around.stored(p, a, b)),
            |edges| {
                let edges = edges.as_slice();
                edges.len() == 2 && edges.iter().all(|&(_, c)| c != u64::from(PENDING))
            },
            // Only where the tables outgrow the caches.
            crate::around::parallel(board).then_some(&ahead),
        )
    }

    /// How many compressed edges the branch states have in all: the length
    /// of their adjacency lists.
    pub(crate) fn branch_edge_count(&self) -> usize {
        (0..self.branch_numbers())
            .map(|u| self.branch_edges(Branch::new(u as u32)).count())
            .sum()
    }

    /// Every valid state: a free cell with the blank on a free side.
    pub(crate) fn states(&self) -> impl Iterator<Item = State> + Clone + '_ {
        // One filter over all state numbers: a nested iterator per cell costs
        // several times more per state.
        let board = &self.board;
        (0..board.layout_len() * 4)
            .map(State::from_index)
            .filter(move |&s| s.valid_on(board))
    }

    /// Every branch state with its number: the states searches settle.
    pub(crate) fn branch_states(&self) -> impl Iterator<Item = (Branch, State)> + '_ {
        self.corridors.branch_states()
    }

    /// How many numbers branch states may have: the length of a search table
    /// indexed by them.
    #[must_use]
    pub(crate) fn branch_numbers(&self) -> usize {
        self.corridors.branch_numbers()
    }

    /// The edges of the branch state numbered `u` in the compressed graph:
    /// each chain followed to the branch state at its far end (chains looping
    /// back to `u` left out), with its cost.
    pub(crate) fn branch_edges(&self, u: Branch) -> impl Iterator<Item = (Branch, u64)> + '_ {
        self.branch_edges_at(u, self.corridors.state_of(u))
            .map(|(b, _, cost)| (b, cost))
    }

    /// [`StateGraph::branch_edges`] of the branch state `u`, which is the
    /// state `s`, each with the neighbour's state where it is a neighbour on
    /// the board (`None` at a chain's far end): what a search that reads its
    /// edges on the fly needs to go on without looking up which state a
    /// branch number is.
    #[inline]
    pub(crate) fn branch_edges_at(
        &self,
        u: Branch,
        s: State,
    ) -> impl Iterator<Item = (Branch, Option<State>, u64)> + '_ {
        self.edges(s)
            .into_iter()
            .filter_map(move |(n, cost)| match self.corridors.locate(n) {
                Place::Branch(b) => Some((b, Some(n), cost)),
                Place::OnChain(chain, _, _) if chain.a != chain.b => Some((
                    if chain.a == u { chain.b } else { chain.a },
                    None,
                    chain.length,
                )),
                Place::OnChain(..) => None,
            })
    }

    /// The number of the branch state `s`.
    #[inline]
    pub(crate) fn branch_at(&self, s: State) -> Branch {
        self.corridors.branch_at(s)
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
        let (p, side) = (s.cell(), s.side());
        let mut edges = Edges::new();
        edges.push(State::new(self.board.step(p, side), side.opposite()), 1);
        for other in Dir::ALL {
            if other != side {
                let cost = around(p, side, other);
                if cost != UNREACHABLE {
                    edges.push(State::new(p, other), u64::from(cost));
                }
            }
        }
        edges
    }

    /// Starts loading what expanding the state `s` reads first when its
    /// edges are read on the fly: the around-costs of its cell, and where its
    /// cell's states lie (its branch number among them). Searches that read
    /// edges on the fly call it as they push `s` and again some pops ahead
    /// of it; with adjacency lists an expansion reads the lists alone.
    #[inline]
    pub(crate) fn prefetch_state(&self, s: State) {
        self.around.prefetch(s.cell());
        self.corridors.prefetch(s);
    }

    /// Starts loading which state the branch state numbered `b` is.
    #[inline]
    pub(crate) fn prefetch_branch(&self, b: Branch) {
        self.corridors.prefetch_branch(b);
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

    /// The graph of `board` as the biggest boards have it (no adjacency
    /// lists: edges read on the fly): for tests of that path.
    #[cfg(all(test, feature = "generate"))]
    pub(crate) fn as_if_huge(board: &Board) -> StateGraph {
        StateGraph::as_if_huge_with_budget(board, crate::walk::NO_LIMIT)
    }

    /// [`StateGraph::as_if_huge`] with the work budget of
    /// [`StateGraph::with_budget`].
    #[cfg(all(test, feature = "generate"))]
    pub(crate) fn as_if_huge_with_budget(board: &Board, limit: usize) -> StateGraph {
        let skeleton = Skeleton::new(board);
        let mut graph =
            StateGraph::unfinished(board, SideGroups::new(board), skeleton, limit, &|_| {});
        // Laid out without lists, which small boards' would have even past
        // the dense size: these graphs are for the path without them.
        graph.lay_out(true, false, None);
        graph
    }

    /// Whether the graph is laid out as for the biggest boards, with
    /// adjacency lists only when they are small (see [`StateGraph::is_huge`]).
    #[must_use]
    pub(crate) fn huge(&self) -> bool {
        self.huge
    }

    /// The compressed graph's adjacency lists, when the board is small enough
    /// to have them.
    pub(crate) fn branch_graph(&self) -> Option<&BranchGraph> {
        self.branch_graph.as_ref()
    }

    /// The side groups of the board's cells.
    pub(crate) fn side_groups(&self) -> &SideGroups {
        &self.side_groups
    }

    /// The representative state of `s`'s connected component.
    #[must_use]
    #[inline]
    pub(crate) fn representative(&self, s: State) -> State {
        self.components.representative(s, &self.corridors)
    }

    /// Whether two valid states lie in one connected component of the state
    /// graph: whether any sequence of moves leads from one to the other.
    ///
    /// ```
    /// use huarong::{Board, Dir, Pos, State, StateGraph};
    /// let board = Board::from_rows(&["111", "101"]).unwrap();
    /// let graph = StateGraph::new(&board);
    /// let left = board.cell(Pos::new(0, 0));
    /// let middle = board.cell(Pos::new(0, 1));
    /// // The piece in the corner can swap with the blank to its right.
    /// assert!(graph.connected(State::new(left, Dir::Right), State::new(middle, Dir::Left)));
    /// // A blank below the corner piece can never get to its right side.
    /// assert!(!graph.connected(State::new(left, Dir::Down), State::new(left, Dir::Right)));
    /// ```
    #[must_use]
    #[inline]
    pub fn connected(&self, a: State, b: State) -> bool {
        self.representative(a) == self.representative(b)
    }
}

#[cfg(all(test, feature = "generate"))]
mod tests {
    use crate::generate::{Family, board, seeded};
    use crate::graph::components::Components;
    use crate::graph::state::State;
    use crate::graph::state_graph::StateGraph;

    /// Labels kept for branch states alone join exactly the states that the
    /// labels of every state join, on every family, invalid states apart.
    #[test]
    fn branch_labels_join_what_state_labels_join() {
        let mut rng = seeded(31);
        for family in Family::ALL {
            for side in [6, 13] {
                let b = board(family, side, side + 1, &mut rng);
                let graph = StateGraph::new(&b);
                let huge = StateGraph::as_if_huge(&b);
                let full = Components::new(&b, |p, x, y| graph.around_raw(p, x, y));
                let states: Vec<State> = (0..b.layout_len() * 4).map(State::from_index).collect();
                for &x in &states {
                    for &y in states.iter().step_by(3) {
                        let want = full.root_of(x) == full.root_of(y);
                        assert_eq!(graph.connected(x, y), want, "{family:?} {side}");
                        assert_eq!(huge.connected(x, y), want, "{family:?} {side}: {x:?} {y:?}");
                    }
                }
            }
        }
    }
}
