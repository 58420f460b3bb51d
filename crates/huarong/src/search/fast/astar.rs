//! The search core: A* from a game's starts to its goal over branch states,
//! and the full reverse Dijkstra from a goal whose distances many games (or a
//! landmark, or a table row) read.

use super::FastSolver;
use super::bounds::{LAZY_TRIAL, Lazy};
use super::goal::Goal;
use super::records::{self, Record};
use crate::graph::branch_graph::BranchGraph;
use crate::graph::corridors::{Chain, Place};
use crate::graph::state::{Branch, State};
use crate::graph::state_graph::StateGraph;
use crate::prefetch::prefetch;
use crate::search::UNREACHED;
use crate::search::heuristic::OpenBoard;
use crate::search::landmarks::{Distance, FullSearch, Landmarks, View};
use crate::search::overlay::Overlay;
use crate::zeroed::search_zeros;

/// How many pops ahead [`FastSolver::load_ahead`] starts a state's first
/// loads; the loads that depend on them start a quarter as far ahead (8,
/// 16 and 32 did equally well on random clutter at 4000 x 4000).
const AHEAD: usize = 16;

/// A landmark's search: the full Dijkstra from its state, read from the
/// search records.
impl FullSearch for FastSolver<'_> {
    fn search_from(&mut self, from: State) {
        let goal = self.goal_of(&[(from, 0)], self.graph.board().pos(from.cell()));
        self.fill_table(&goal);
    }

    fn distance(&self, b: usize) -> u64 {
        // Branch numbers fit u32.
        self.reached(Branch::new(b as u32)).unwrap_or(UNREACHED)
    }
}

impl FastSolver<'_> {
    /// The exact distance from the valid state `from` to every branch state,
    /// written into `out` by branch number ([`UNREACHED`] where unreached): a
    /// row of a table of distances between all branch states.
    ///
    /// # Panics
    /// When `out` does not hold one entry per branch number.
    pub(crate) fn branch_distances(&mut self, from: State, out: &mut [u64]) {
        assert_eq!(
            out.len(),
            self.graph.branch_numbers(),
            "one entry per branch number"
        );
        self.search_from(from);
        for (b, d) in out.iter_mut().enumerate() {
            *d = self.distance(b);
        }
    }

    /// Opens a new search over records of type `R`: the table (allocated
    /// at the first), a base past every record the last search wrote, an
    /// empty queue.
    fn open_search<R: Record>(&mut self) {
        debug_assert_eq!(R::NARROW, self.records.narrow, "the records' width");
        self.records.overflowed = false;
        if self.records.words.is_empty() {
            let states = self.graph.branch_numbers();
            // Searches across an overlay's regions touch few records, and so
            // do those on open ground, whose bound is nearly exact: theirs
            // map pages as they go.
            let board = self.graph.board();
            let open = OpenBoard::near_exact(board.rows() * board.cols(), board.free_count());
            let words = records::words(states, R::NARROW);
            (self.records.words, self.records.written) =
                search_zeros(words, self.overlay.is_some() || open);
            self.records.top = 0;
        }
        let mut base = self.records.top + 1;
        let last = if R::NARROW {
            self.records.last_base
        } else {
            R::LAST_BASE
        };
        if base > last {
            self.records.words.fill(0);
            base = 1;
        }
        self.records.base = base;
        self.records.top = base;
        self.queue.clear();
    }

    /// Takes the next unsettled state off the queue and settles it; `None`
    /// as well once a narrow search has overflowed. Always inlined, as is
    /// [`FastSolver::relax`]: with `#[inline]` alone the bench's 200 x 200
    /// board took 0.4 million more instructions.
    #[inline(always)]
    fn pop<R: Record, const BY_STATE: bool>(&mut self) -> Option<(u64, Node, u64)> {
        if R::NARROW && self.records.overflowed {
            return None;
        }
        let low = self.records.base << 1;
        let graph = self.graph;
        let slots = records::view_mut::<R>(&mut self.records.words);
        while let Some((key, item)) = self.queue.pop() {
            let u = Node::of::<BY_STATE>(graph, item);
            let slot = &mut slots[u.branch.index()];
            let value = slot.get();
            if value >= low && value & 1 == 0 {
                *slot = R::of(value | 1);
                if R::NARROW && self.records.ahead {
                    self.load_ahead::<R, BY_STATE>();
                }
                return Some((key, u, (value >> 1) - self.records.base));
            }
        }
        None
    }

    /// Starts loading what the states the queue pops next will read. Where
    /// the queue names states (edges read on the fly): the expansion data of
    /// the one [`AHEAD`] pops away, and the record and landmark row of the
    /// one a quarter as far (whose branch number has then been loaded).
    /// Elsewhere (adjacency lists): the record, branch state and landmark row
    /// of the one [`AHEAD`] pops away. What a state's expansion reads was
    /// prefetched as it was pushed, but on big boards a bucket holds
    /// thousands of states, and the loads for its early entries are long
    /// gone when they are popped. Only from
    /// [`AHEAD_FROM`](super::AHEAD_FROM) branch numbers, and only with
    /// narrow records, which those boards take (the wide searches stay
    /// without the check).
    #[inline]
    fn load_ahead<R: Record, const BY_STATE: bool>(&self) {
        if BY_STATE {
            // The queue names states: the one far ahead loads its cell's
            // around-costs and branch numbers, the near one (whose branch
            // number is then loaded) its record and landmark row.
            if let Some(v) = self.queue.ahead(AHEAD) {
                self.graph
                    .prefetch_state(State::from_index((v & !Lazy::MARK) as usize));
            }
            if let Some(v) = self.queue.ahead(AHEAD / 4) {
                let v = self
                    .graph
                    .branch_at(State::from_index((v & !Lazy::MARK) as usize));
                prefetch(&records::view::<R>(&self.records.words)[v.index()]);
                if let Some(landmarks) = self.bounds.landmarks {
                    landmarks.prefetch(v);
                }
            }
            return;
        }
        if let Some(v) = self.queue.ahead(AHEAD) {
            let v = Branch::new(v & !Lazy::MARK);
            prefetch(&records::view::<R>(&self.records.words)[v.index()]);
            self.graph.prefetch_branch(v);
            if let Some(landmarks) = self.bounds.landmarks {
                landmarks.prefetch(v);
            }
        }
    }

    /// The distance of a branch state the last search settled (so it is
    /// exact).
    #[inline]
    pub(super) fn reached(&self, b: Branch) -> Option<u64> {
        if self.records.narrow {
            self.records.settled::<u32>(b.index())
        } else {
            self.records.settled::<u64>(b.index())
        }
    }

    /// Gives up narrow records for good, after a search that overflowed
    /// them: the next search allocates wide ones.
    #[cold]
    fn widen(&mut self) {
        self.set_narrow(false);
        self.queue.clear();
    }

    /// A* from `sources` to `goal` over branch states, across the contracted
    /// regions by their shortcuts when the solver has an overlay.
    pub(super) fn search(&mut self, sources: &[(State, u64)], goal: &Goal) -> Option<u64> {
        self.open = self.open_regions(sources, goal);
        let found = self.search_states(sources, goal);
        self.open = None;
        found
    }

    /// The contracted regions `sources` and `goal` lie in, which a search
    /// between them must search state by state; `None` without an overlay
    /// (or, never on the boards measured, with more than it holds).
    fn open_regions(&self, sources: &[(State, u64)], goal: &Goal) -> Option<super::OpenRegions> {
        let overlay = self.overlay?;
        let graph = self.graph;
        let corridors = graph.corridors();
        let mut open = super::OpenRegions::new();
        let mut add = |b: Branch| {
            if overlay.is_portal(b) {
                return Ok(());
            }
            match overlay.region(graph, b) {
                Some(r) if !open.contains(&r) => open.try_push(r).map_err(|_| ()),
                _ => Ok(()),
            }
        };
        for &(s, _) in sources {
            match corridors.locate(s) {
                Place::Branch(b) => add(b).ok()?,
                Place::OnChain(chain, _, _) => {
                    add(chain.a).ok()?;
                    add(chain.b).ok()?;
                }
            }
        }
        for &(b, _) in &goal.exits {
            add(b).ok()?;
        }
        Some(open)
    }

    /// A* from `sources` to `goal` state by state, or across the contracted
    /// regions but the open ones when [`FastSolver::search`] has set them.
    /// With narrow records, once more over wide ones when they overflow.
    pub(super) fn search_states(&mut self, sources: &[(State, u64)], goal: &Goal) -> Option<u64> {
        self.by_records(&ToGoal { sources, goal })
    }

    /// Runs `search` over this solver's records (narrow or wide) and queue
    /// entries (states or branch numbers); with narrow records, once more
    /// over wide ones when they overflow, so that the answers never depend
    /// on the width.
    fn by_records<S: OverRecords>(&mut self, search: &S) -> S::Found {
        if self.records.narrow {
            let found = if self.tuning.by_state {
                search.run::<u32, true>(self)
            } else {
                search.run::<u32, false>(self)
            };
            if !self.records.overflowed {
                return found;
            }
            self.widen();
        }
        if self.tuning.by_state {
            search.run::<u64, true>(self)
        } else {
            search.run::<u64, false>(self)
        }
    }

    /// [`FastSolver::search_states`] over records of type `R`.
    fn search_states_as<R: Record, const BY_STATE: bool>(
        &mut self,
        sources: &[(State, u64)],
        goal: &Goal,
    ) -> Option<u64> {
        let graph = self.graph;
        let board = graph.board();
        let corridors = graph.corridors();
        let open = OpenBoard::toward(goal.toward);
        let open_bound = move |u: Node, floor: u64| {
            let s = if BY_STATE {
                let s = u.state::<true>(graph);
                graph.prefetch_state(s);
                s
            } else {
                corridors.state_of(u.branch)
            };
            let pos = board.pos(s.cell());
            open.max_with(pos.row(), pos.col(), s.side().index(), floor)
        };
        match self.bounds.landmarks {
            Some(landmarks) if landmarks.is_wide() => {
                self.search_by::<i64, R, BY_STATE>(sources, goal, landmarks.view(), open_bound)
            }
            Some(landmarks) => {
                self.search_by::<i32, R, BY_STATE>(sources, goal, landmarks.view(), open_bound)
            }
            None => self.search_with::<R, BY_STATE>(sources, goal, |u| open_bound(u, 0)),
        }
    }

    /// A* sharpened by the landmark table `view`, with `open_bound(b, floor)`
    /// the open-board bound at `b` raised to at least `floor`.
    fn search_by<T: Distance, R: Record, const BY_STATE: bool>(
        &mut self,
        sources: &[(State, u64)],
        goal: &Goal,
        view: View<'_, T>,
        open_bound: impl Fn(Node, u64) -> u64,
    ) -> Option<u64> {
        let bounds = view.goal_bounds(&goal.exits);
        let full = |u: Node| open_bound(u, view.bound(&bounds, u.branch));
        match self.bounds.landmarks {
            Some(landmarks) if self.bounds.lazy.on => {
                let cheap = |u: Node| {
                    landmarks.prefetch(u.branch);
                    open_bound(u, 0)
                };
                let found = self.search_lazy::<R, BY_STATE>(sources, goal, cheap, full);
                let lazy = &mut self.bounds.lazy;
                if lazy.settled >= LAZY_TRIAL && lazy.raised.saturating_mul(4) > lazy.settled {
                    lazy.on = false;
                }
                found
            }
            _ => self.search_with::<R, BY_STATE>(sources, goal, full),
        }
    }

    /// A* from `sources` to `goal` whose keys start at the cheap bound
    /// `cheap` (which also starts loading the landmark row) and are raised
    /// to the full bound `full` when first popped: a state's landmark row is
    /// then read only if it is popped, long after its load began. Sound
    /// because both bounds are consistent and `cheap <= full`: a popped key
    /// is a lower bound of the state's true key, so raising it and pushing
    /// it back settles states in the order of their true keys. A push never
    /// goes below the key last settled ([`FastSolver::floor`]), which is
    /// still a lower bound there (`full` is consistent) and keeps the queue's
    /// keys from decreasing.
    fn search_lazy<R: Record, const BY_STATE: bool>(
        &mut self,
        sources: &[(State, u64)],
        goal: &Goal,
        cheap: impl Fn(Node) -> u64,
        full: impl Fn(Node) -> u64,
    ) -> Option<u64> {
        let cheap = &cheap;
        let mut best = self.open_from::<R, BY_STATE>(sources, goal, cheap);
        let low = self.records.base << 1;
        while let Some((key, held)) = self.queue.pop() {
            if R::NARROW && self.records.overflowed {
                break;
            }
            let node = Node::of::<BY_STATE>(self.graph, held & !Lazy::MARK);
            let u = node.branch;
            if R::NARROW && self.records.ahead {
                self.load_ahead::<R, BY_STATE>();
            }
            let slot = records::view::<R>(&self.records.words)[u.index()].get();
            // Reached by an earlier search, or settled.
            if slot < low || slot & 1 == 1 {
                continue;
            }
            if key >= best {
                break;
            }
            let g = (slot >> 1) - self.records.base;
            if held & Lazy::MARK == 0 {
                let raised = g + full(node);
                if raised > key {
                    self.bounds.lazy.raised += 1;
                    self.queue.push(raised, held | Lazy::MARK);
                    continue;
                }
            }
            records::view_mut::<R>(&mut self.records.words)[u.index()] = R::of(slot | 1);
            self.bounds.lazy.settled += 1;
            self.bounds.floor = key;
            for &(exit, rest) in &goal.exits {
                if exit == u {
                    best = best.min(g + rest);
                }
            }
            self.expand_with::<R, BY_STATE>(node, g, cheap, None);
        }
        self.bounds.floor = 0;
        (best != UNREACHED).then_some(best)
    }

    /// A* from `sources` to `goal` over branch states, with the consistent
    /// heuristic `h`.
    #[inline]
    fn search_with<R: Record, const BY_STATE: bool>(
        &mut self,
        sources: &[(State, u64)],
        goal: &Goal,
        h: impl Fn(Node) -> u64,
    ) -> Option<u64> {
        let h = &h;
        let mut best = self.open_from::<R, BY_STATE>(sources, goal, h);
        while let Some((key, u, g)) = self.pop::<R, BY_STATE>() {
            if key >= best {
                break;
            }
            for &(exit, rest) in &goal.exits {
                if exit == u.branch {
                    best = best.min(g + rest);
                }
            }
            self.expand::<R, BY_STATE>(u, g, h);
        }
        (best != UNREACHED).then_some(best)
    }

    /// Opens a search from `sources` (state, cost so far), pushed with the
    /// heuristic `h`; returns the best answer already known: straight along
    /// a chain from a source on it to a goal state on the same chain, or
    /// [`UNREACHED`].
    fn open_from<R: Record, const BY_STATE: bool>(
        &mut self,
        sources: &[(State, u64)],
        goal: &Goal,
        h: impl Fn(Node) -> u64,
    ) -> u64 {
        let corridors = self.graph.corridors();
        self.open_search::<R>();
        let mut best = UNREACHED;
        for &(s, f) in sources {
            match corridors.locate(s) {
                Place::Branch(b) => self.relax::<R, BY_STATE>(b, Some(s), f, &h),
                Place::OnChain(chain, x, id) => {
                    for &(on, y, extra) in &goal.on_chains {
                        if on == id {
                            best = best.min(f + x.abs_diff(y) + extra);
                        }
                    }
                    self.relax_end::<R, BY_STATE>(chain, f, x, &h);
                }
            }
        }
        best
    }

    /// Dijkstra from the goal over all branch states it reaches: afterwards
    /// [`FastSolver::lookup`] gives any state's distance to the goal. Sound
    /// because the state graph is undirected.
    /// With narrow records, once more over wide ones when they overflow.
    pub(super) fn fill_table(&mut self, goal: &Goal) {
        self.by_records(&FromGoal(goal));
    }

    /// [`FastSolver::fill_table`] over records of type `R`.
    fn fill_table_as<R: Record, const BY_STATE: bool>(&mut self, goal: &Goal) {
        self.open_search::<R>();
        for &(s, cost) in &goal.exits {
            self.relax::<R, BY_STATE>(s, None, cost, |_| 0);
        }
        let graph = self.graph;
        let h = |u: Node| {
            if BY_STATE {
                graph.prefetch_state(u.state::<true>(graph));
            }
            0
        };
        while let Some((_, u, g)) = self.pop::<R, BY_STATE>() {
            self.expand::<R, BY_STATE>(u, g, h);
        }
    }

    /// The distance from state `s` to the goal after [`FastSolver::fill_table`].
    pub(super) fn lookup(&self, s: State, goal: &Goal) -> Option<u64> {
        self.via_branches(s, goal, |b| self.reached(b))
    }

    /// The distance from state `s` to the goal, given each branch state's
    /// distance to it (`at`): a branch state's own, else the better end of its
    /// chain, or straight along the chain to a goal state on it.
    #[inline(always)]
    pub(super) fn via_branches(
        &self,
        s: State,
        goal: &Goal,
        at: impl Fn(Branch) -> Option<u64>,
    ) -> Option<u64> {
        match self.graph.corridors().locate(s) {
            Place::Branch(b) => at(b),
            Place::OnChain(chain, x, id) => {
                let via_a = at(chain.a).map(|d| d + x);
                let via_b = at(chain.b).map(|d| d + chain.length - x);
                let direct = goal
                    .on_chains
                    .iter()
                    .filter(|&&(on, _, _)| on == id)
                    .map(|&(_, y, extra)| x.abs_diff(y) + extra)
                    .min();
                [via_a, via_b, direct].into_iter().flatten().min()
            }
        }
    }

    /// Relaxes the compressed edges of the branch state `u`, settled at cost `g`.
    fn expand<R: Record, const BY_STATE: bool>(
        &mut self,
        u: Node,
        g: u64,
        h: impl Fn(Node) -> u64,
    ) {
        self.expand_with::<R, BY_STATE>(u, g, h, self.bounds.far);
    }

    /// [`FastSolver::expand`], first starting to load the neighbours' records
    /// and, when `rows` is given, their rows of it.
    #[inline]
    fn expand_with<R: Record, const BY_STATE: bool>(
        &mut self,
        node: Node,
        g: u64,
        h: impl Fn(Node) -> u64,
        rows: Option<&Landmarks>,
    ) {
        let graph = self.graph;
        let u = node.branch;
        if let (Some(overlay), Some(_)) = (self.overlay, &self.open)
            && overlay.is_portal(u)
        {
            self.expand_portal::<R, BY_STATE>(overlay, u, g, h);
            return;
        }
        if let Some(adjacency) = graph.branch_graph() {
            let (first, edges) = adjacency.edges(u);
            // On big boards each neighbour's record and landmark row is a
            // cache miss: start them all before the first is needed.
            if self.bounds.far.is_some() {
                for &(n, _) in edges {
                    prefetch(&records::view::<R>(&self.records.words)[n.index()]);
                    if let Some(rows) = rows {
                        rows.prefetch(n);
                    }
                }
            }
            if adjacency.has_big() {
                self.relax_listed::<R, BY_STATE>(adjacency, first, edges, g, &h);
                return;
            }
            for &(n, cost) in edges {
                self.relax::<R, BY_STATE>(n, None, g + u64::from(cost), &h);
            }
            return;
        }
        let s = node.state::<BY_STATE>(graph);
        for (n, state, cost) in graph.branch_edges_at(u, s) {
            self.relax::<R, BY_STATE>(n, state, g + cost, &h);
        }
    }

    /// Relaxes the edges of the portal `u`, settled at cost `g`, but those
    /// into a contracted region the search does not start or end in, and
    /// the shortcuts across the regions it is a door of (those into open
    /// regions too: each is the length of a real path, so taking it is
    /// never wrong). Kept out of line: portals are few.
    #[cold]
    #[inline(never)]
    fn expand_portal<R: Record, const BY_STATE: bool>(
        &mut self,
        overlay: &Overlay,
        u: Branch,
        g: u64,
        h: impl Fn(Node) -> u64,
    ) {
        let graph = self.graph;
        for (n, cost) in graph.branch_edges(u) {
            if !overlay.is_portal(n)
                && let Some(r) = overlay.region(graph, n)
                && !self.open.as_ref().is_some_and(|open| open.contains(&r))
            {
                continue;
            }
            self.records
                .written
                .write_first(records::view_mut::<R>(&mut self.records.words), n.index());
            self.relax::<R, BY_STATE>(n, None, g + cost, &h);
        }
        for shortcut in overlay.shortcuts(u) {
            self.records.written.write_first(
                records::view_mut::<R>(&mut self.records.words),
                shortcut.to.index(),
            );
            self.relax::<R, BY_STATE>(shortcut.to, None, g + u64::from(shortcut.cost), &h);
        }
    }

    /// Relaxes listed edges (the first at index `first`) of a state settled
    /// at cost `g` on a graph with costs in the side list: kept out of
    /// [`FastSolver::expand`], whose loop most boards run and which stays
    /// small enough to have the heuristic inlined (marked cold so that the
    /// compiler keeps it out of the way: without, the bench's 200 x 200
    /// board took 2.3% more instructions).
    #[cold]
    #[inline(never)]
    fn relax_listed<R: Record, const BY_STATE: bool>(
        &mut self,
        adjacency: &BranchGraph,
        first: usize,
        edges: &[(Branch, u32)],
        g: u64,
        h: &impl Fn(Node) -> u64,
    ) {
        for (i, &(n, held)) in edges.iter().enumerate() {
            self.relax::<R, BY_STATE>(n, None, g + adjacency.cost(first + i, held), h);
        }
    }

    /// Seeds both ends of the chain holding a source state (cost `f`, at
    /// offset `x` on `chain`).
    fn relax_end<R: Record, const BY_STATE: bool>(
        &mut self,
        chain: Chain,
        f: u64,
        x: u64,
        h: impl Fn(Node) -> u64,
    ) {
        self.relax::<R, BY_STATE>(chain.a, None, f + x, &h);
        self.relax::<R, BY_STATE>(chain.b, None, f + chain.length - x, &h);
    }

    /// Offers cost `g` to branch state `b` (the state `s`, when the caller
    /// knows it); settled states keep theirs, which is no larger under a
    /// consistent heuristic. The heuristic `h` is evaluated only when the
    /// offer is taken: with landmarks it is most of a search's work. An offer
    /// too big for narrow records marks the search overflowed.
    #[inline(always)]
    fn relax<R: Record, const BY_STATE: bool>(
        &mut self,
        b: Branch,
        s: Option<State>,
        g: u64,
        h: impl FnOnce(Node) -> u64,
    ) {
        let value = self.records.base + g;
        debug_assert!(value < 1 << 63, "a distance past 2^62");
        if !R::fits(value) {
            self.records.overflowed = true;
            return;
        }
        let offer = value << 1;
        let slot = &mut records::view_mut::<R>(&mut self.records.words)[b.index()];
        let old = slot.get();
        // Reached by this search, and settled or at no more than `g`.
        if old >= self.records.base << 1 && (old & 1 == 1 || old <= offer) {
            return;
        }
        *slot = R::of(offer);
        self.records.top = self.records.top.max(value);
        let node = if BY_STATE {
            Node::at(b, s.unwrap_or_else(|| self.graph.corridors().state_of(b)))
        } else {
            Node::numbered(b)
        };
        self.queue.push(
            (g + h(node)).max(self.bounds.floor),
            node.item::<BY_STATE>(),
        );
    }
}

/// A branch state as searches hold it: its number, and, where the queue
/// names states, the state it is. The queue names states on graphs that read
/// their edges on the fly (`BY_STATE` in the searches, from
/// [`FastSolver::by_state`](super::FastSolver)), so that an expansion there
/// starts from the state and its cell's lines, never from the table of which
/// state each branch number is; elsewhere it names branch numbers.
#[derive(Clone, Copy, Debug)]
pub(super) struct Node {
    pub(super) branch: Branch,
    /// The state's number where the queue names states (at most 4 x 300
    /// million states: below [`Lazy::MARK`]), else [`Node::UNKNOWN`].
    state: u32,
}

impl Node {
    /// No state given.
    const UNKNOWN: u32 = u32::MAX;

    /// The branch state `b`, which is the state `s`.
    #[inline(always)]
    fn at(b: Branch, s: State) -> Node {
        Node {
            branch: b,
            // Fewer than 2^31 states (see `Node::state`).
            state: s.index() as u32,
        }
    }

    /// The branch state `b`, its state left unknown.
    #[inline(always)]
    fn numbered(b: Branch) -> Node {
        Node {
            branch: b,
            state: Node::UNKNOWN,
        }
    }

    /// The node a queue item names.
    #[inline(always)]
    fn of<const BY_STATE: bool>(graph: &StateGraph, item: u32) -> Node {
        if BY_STATE {
            let s = State::from_index(item as usize);
            Node::at(graph.branch_at(s), s)
        } else {
            Node::numbered(Branch::new(item))
        }
    }

    /// The state this node is: given, where the queue names states, else
    /// looked up.
    #[inline(always)]
    fn state<const BY_STATE: bool>(self, graph: &StateGraph) -> State {
        if BY_STATE {
            debug_assert_ne!(self.state, Node::UNKNOWN, "a state given");
            State::from_index(self.state as usize)
        } else {
            graph.corridors().state_of(self.branch)
        }
    }

    /// The queue item naming this node: its state where the queue names
    /// states, else its branch number.
    #[inline(always)]
    fn item<const BY_STATE: bool>(self) -> u32 {
        if BY_STATE {
            self.state
        } else {
            self.branch.get()
        }
    }
}

/// A search that runs over records of either width and queue entries of
/// either kind: [`FastSolver::by_records`] picks them.
trait OverRecords {
    /// What the search finds.
    type Found;

    /// The search over records of type `R`, its queue naming states when
    /// `BY_STATE`.
    fn run<R: Record, const BY_STATE: bool>(&self, solver: &mut FastSolver<'_>) -> Self::Found;
}

/// A* from sources to a goal ([`FastSolver::search_states`]).
struct ToGoal<'a> {
    sources: &'a [(State, u64)],
    goal: &'a Goal,
}

impl OverRecords for ToGoal<'_> {
    type Found = Option<u64>;

    fn run<R: Record, const BY_STATE: bool>(&self, solver: &mut FastSolver<'_>) -> Option<u64> {
        solver.search_states_as::<R, BY_STATE>(self.sources, self.goal)
    }
}

/// Dijkstra from a goal over all it reaches ([`FastSolver::fill_table`]).
struct FromGoal<'a>(&'a Goal);

impl OverRecords for FromGoal<'_> {
    type Found = ();

    fn run<R: Record, const BY_STATE: bool>(&self, solver: &mut FastSolver<'_>) {
        solver.fill_table_as::<R, BY_STATE>(self.0);
    }
}
