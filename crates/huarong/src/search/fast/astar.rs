//! The search core: A* from a game's starts to its goal over branch states,
//! and the full reverse Dijkstra from a goal whose distances many games (or a
//! landmark, or a table row) read.

use super::goal::Goal;
use super::records::{self, Record};
use super::{FastSolver, LAZY_TRIAL, Lazy};
use crate::graph::branch_graph::BranchGraph;
use crate::graph::corridors::{Chain, Place};
use crate::graph::state::{Branch, State};
use crate::pages::search_zeros;
use crate::prefetch::prefetch;
use crate::search::UNREACHED;
use crate::search::heuristic::OpenBoard;
use crate::search::landmarks::{Distance, FullSearch, Landmarks, View};
use crate::search::overlay::Overlay;

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
        debug_assert_eq!(R::NARROW, self.narrow, "the records' width");
        self.overflowed = false;
        if self.slots.is_empty() {
            let states = self.graph.branch_numbers();
            // Searches across an overlay's regions touch few records, and so
            // do those on open ground, whose bound is nearly exact: theirs
            // map pages as they go.
            let board = self.graph.board();
            let open = OpenBoard::near_exact(board.rows() * board.cols(), board.free_count());
            let words = records::words(states, R::NARROW);
            (self.slots, self.slots_written) = search_zeros(words, self.overlay.is_some() || open);
            self.top = 0;
        }
        let mut base = self.top + 1;
        if base > R::LAST_BASE {
            self.slots.fill(0);
            base = 1;
        }
        self.base = base;
        self.top = base;
        self.heap.clear();
    }

    /// Takes the next unsettled state off the heap and settles it; `None`
    /// as well once a narrow search has overflowed.
    #[inline]
    fn pop<R: Record>(&mut self) -> Option<(u64, Branch, u64)> {
        if R::NARROW && self.overflowed {
            return None;
        }
        let low = self.base << 1;
        let slots = records::view_mut::<R>(&mut self.slots);
        while let Some((key, u)) = self.heap.pop() {
            let slot = &mut slots[u as usize];
            let value = slot.get();
            if value >= low && value & 1 == 0 {
                *slot = R::of(value | 1);
                if R::NARROW && self.ahead {
                    self.load_ahead::<R>();
                }
                return Some((key, Branch::new(u), (value >> 1) - self.base));
            }
        }
        None
    }

    /// Starts loading what the states the queue pops next will read: the
    /// record, branch state and landmark row of the one [`AHEAD`] pops away,
    /// and the expansion data of the one a quarter as far (whose branch
    /// state has then been loaded). Each state's expansion data was
    /// prefetched as it was pushed, but on big boards a bucket holds
    /// thousands of states, and the loads for its early entries are long
    /// gone when they are popped. Only from
    /// [`AHEAD_FROM`](super::AHEAD_FROM) branch numbers, and only with
    /// narrow records, which those boards take (the wide searches stay
    /// without the check).
    #[inline]
    fn load_ahead<R: Record>(&self) {
        if let Some(v) = self.heap.ahead(AHEAD) {
            let v = Branch::new(v & !Lazy::MARK);
            prefetch(&records::view::<R>(&self.slots)[v.index()]);
            self.graph.prefetch_branch(v);
            if let Some(landmarks) = self.landmarks {
                landmarks.prefetch(v);
            }
        }
        if let Some(v) = self.heap.ahead(AHEAD / 4) {
            self.graph.prefetch_expansion(Branch::new(v & !Lazy::MARK));
        }
    }

    /// The distance of a branch state the last search settled (so it is
    /// exact).
    #[inline]
    pub(super) fn reached(&self, b: Branch) -> Option<u64> {
        if self.narrow {
            self.reached_as::<u32>(b)
        } else {
            self.reached_as::<u64>(b)
        }
    }

    /// [`FastSolver::reached`] in records of type `R`.
    #[inline]
    fn reached_as<R: Record>(&self, b: Branch) -> Option<u64> {
        let slot = records::view::<R>(&self.slots)[b.index()].get();
        (slot >= self.base << 1 && slot & 1 == 1).then(|| (slot >> 1) - self.base)
    }

    /// Gives up narrow records for good, after a search that overflowed
    /// them: the next search allocates wide ones.
    #[cold]
    fn widen(&mut self) {
        self.set_narrow(false);
        self.heap.clear();
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
        if self.narrow {
            let found = self.search_states_as::<u32>(sources, goal);
            if !self.overflowed {
                return found;
            }
            self.widen();
        }
        self.search_states_as::<u64>(sources, goal)
    }

    /// [`FastSolver::search_states`] over records of type `R`.
    fn search_states_as<R: Record>(
        &mut self,
        sources: &[(State, u64)],
        goal: &Goal,
    ) -> Option<u64> {
        let graph = self.graph;
        let board = graph.board();
        let corridors = graph.corridors();
        let open = OpenBoard::toward(goal.toward);
        let open_bound = move |b: Branch, floor: u64| {
            graph.prefetch_expansion(b);
            let s = corridors.state_of(b);
            let pos = board.pos(s.cell());
            open.max_with(pos.row(), pos.col(), s.side().index(), floor)
        };
        match self.landmarks {
            Some(landmarks) if landmarks.is_wide() => {
                self.search_by::<i64, R>(sources, goal, landmarks.view(), open_bound)
            }
            Some(landmarks) => {
                self.search_by::<i32, R>(sources, goal, landmarks.view(), open_bound)
            }
            None => self.search_with::<R>(sources, goal, |b| open_bound(b, 0)),
        }
    }

    /// A* sharpened by the landmark table `view`, with `open_bound(b, floor)`
    /// the open-board bound at `b` raised to at least `floor`.
    fn search_by<T: Distance, R: Record>(
        &mut self,
        sources: &[(State, u64)],
        goal: &Goal,
        view: View<'_, T>,
        open_bound: impl Fn(Branch, u64) -> u64,
    ) -> Option<u64> {
        let bounds = view.goal_bounds(&goal.exits);
        let full = |b| open_bound(b, view.bound(&bounds, b));
        match self.landmarks {
            Some(landmarks) if self.lazy.on => {
                let cheap = |b| {
                    landmarks.prefetch(b);
                    open_bound(b, 0)
                };
                let found = self.search_lazy::<R>(sources, goal, cheap, full);
                let lazy = &mut self.lazy;
                if lazy.settled >= LAZY_TRIAL && lazy.raised.saturating_mul(4) > lazy.settled {
                    lazy.on = false;
                }
                found
            }
            _ => self.search_with::<R>(sources, goal, full),
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
    fn search_lazy<R: Record>(
        &mut self,
        sources: &[(State, u64)],
        goal: &Goal,
        cheap: impl Fn(Branch) -> u64,
        full: impl Fn(Branch) -> u64,
    ) -> Option<u64> {
        let cheap = &cheap;
        let mut best = self.open_from::<R>(sources, goal, cheap);
        let low = self.base << 1;
        while let Some((key, held)) = self.heap.pop() {
            if R::NARROW && self.overflowed {
                break;
            }
            let u = Branch::new(held & !Lazy::MARK);
            if R::NARROW && self.ahead {
                self.load_ahead::<R>();
            }
            let slot = records::view::<R>(&self.slots)[u.index()].get();
            // Reached by an earlier search, or settled.
            if slot < low || slot & 1 == 1 {
                continue;
            }
            if key >= best {
                break;
            }
            let g = (slot >> 1) - self.base;
            if held & Lazy::MARK == 0 {
                let raised = g + full(u);
                if raised > key {
                    self.lazy.raised += 1;
                    self.heap.push(raised, u.get() | Lazy::MARK);
                    continue;
                }
            }
            records::view_mut::<R>(&mut self.slots)[u.index()] = R::of(slot | 1);
            self.lazy.settled += 1;
            self.floor = key;
            for &(exit, rest) in &goal.exits {
                if exit == u {
                    best = best.min(g + rest);
                }
            }
            self.expand_with::<R>(u, g, cheap, None);
        }
        self.floor = 0;
        (best != UNREACHED).then_some(best)
    }

    /// A* from `sources` to `goal` over branch states, with the consistent
    /// heuristic `h`.
    #[inline]
    fn search_with<R: Record>(
        &mut self,
        sources: &[(State, u64)],
        goal: &Goal,
        h: impl Fn(Branch) -> u64,
    ) -> Option<u64> {
        let h = &h;
        let mut best = self.open_from::<R>(sources, goal, h);
        while let Some((key, u, g)) = self.pop::<R>() {
            if key >= best {
                break;
            }
            for &(exit, rest) in &goal.exits {
                if exit == u {
                    best = best.min(g + rest);
                }
            }
            self.expand::<R>(u, g, h);
        }
        (best != UNREACHED).then_some(best)
    }

    /// Opens a search from `sources` (state, cost so far), pushed with the
    /// heuristic `h`; returns the best answer already known: straight along
    /// a chain from a source on it to a goal state on the same chain, or
    /// [`UNREACHED`].
    fn open_from<R: Record>(
        &mut self,
        sources: &[(State, u64)],
        goal: &Goal,
        h: impl Fn(Branch) -> u64,
    ) -> u64 {
        let corridors = self.graph.corridors();
        self.open_search::<R>();
        let mut best = UNREACHED;
        for &(s, f) in sources {
            match corridors.locate(s) {
                Place::Branch(b) => self.relax::<R>(b, f, &h),
                Place::OnChain(chain, x, id) => {
                    for &(on, y, extra) in &goal.on_chains {
                        if on == id {
                            best = best.min(f + x.abs_diff(y) + extra);
                        }
                    }
                    self.relax_end::<R>(chain, f, x, &h);
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
        if self.narrow {
            self.fill_table_as::<u32>(goal);
            if !self.overflowed {
                return;
            }
            self.widen();
        }
        self.fill_table_as::<u64>(goal);
    }

    /// [`FastSolver::fill_table`] over records of type `R`.
    fn fill_table_as<R: Record>(&mut self, goal: &Goal) {
        self.open_search::<R>();
        for &(s, cost) in &goal.exits {
            self.relax::<R>(s, cost, |_| 0);
        }
        let graph = self.graph;
        let h = |b| {
            graph.prefetch_expansion(b);
            0
        };
        while let Some((_, u, g)) = self.pop::<R>() {
            self.expand::<R>(u, g, h);
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
    fn expand<R: Record>(&mut self, u: Branch, g: u64, h: impl Fn(Branch) -> u64) {
        self.expand_with::<R>(u, g, h, self.far_landmarks);
    }

    /// [`FastSolver::expand`], first starting to load the neighbours' records
    /// and, when `rows` is given, their rows of it.
    #[inline]
    fn expand_with<R: Record>(
        &mut self,
        u: Branch,
        g: u64,
        h: impl Fn(Branch) -> u64,
        rows: Option<&Landmarks>,
    ) {
        let graph = self.graph;
        if let (Some(overlay), Some(_)) = (self.overlay, &self.open)
            && overlay.is_portal(u)
        {
            self.expand_portal::<R>(overlay, u, g, h);
            return;
        }
        if let Some(adjacency) = graph.branch_graph() {
            let (first, edges) = adjacency.edges(u);
            // On big boards each neighbour's record and landmark row is a
            // cache miss: start them all before the first is needed.
            if self.far_landmarks.is_some() {
                for &(n, _) in edges {
                    prefetch(&records::view::<R>(&self.slots)[n.index()]);
                    if let Some(rows) = rows {
                        rows.prefetch(n);
                    }
                }
            }
            if adjacency.has_big() {
                self.relax_listed::<R>(adjacency, first, edges, g, &h);
                return;
            }
            for &(n, cost) in edges {
                self.relax::<R>(n, g + u64::from(cost), &h);
            }
            return;
        }
        for (n, cost) in graph.branch_edges(u) {
            self.relax::<R>(n, g + cost, &h);
        }
    }

    /// Relaxes the edges of the portal `u`, settled at cost `g`, but those
    /// into a contracted region the search does not start or end in, and
    /// the shortcuts across the regions it is a door of (those into open
    /// regions too: each is the length of a real path, so taking it is
    /// never wrong). Kept out of line: portals are few.
    #[cold]
    #[inline(never)]
    fn expand_portal<R: Record>(
        &mut self,
        overlay: &Overlay,
        u: Branch,
        g: u64,
        h: impl Fn(Branch) -> u64,
    ) {
        let graph = self.graph;
        for (n, cost) in graph.branch_edges(u) {
            if !overlay.is_portal(n)
                && let Some(r) = overlay.region(graph, n)
                && !self.open.as_ref().is_some_and(|open| open.contains(&r))
            {
                continue;
            }
            self.slots_written
                .write_first(records::view_mut::<R>(&mut self.slots), n.index());
            self.relax::<R>(n, g + cost, &h);
        }
        for shortcut in overlay.shortcuts(u) {
            self.slots_written
                .write_first(records::view_mut::<R>(&mut self.slots), shortcut.to.index());
            self.relax::<R>(shortcut.to, g + u64::from(shortcut.cost), &h);
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
    fn relax_listed<R: Record>(
        &mut self,
        adjacency: &BranchGraph,
        first: usize,
        edges: &[(Branch, u32)],
        g: u64,
        h: &impl Fn(Branch) -> u64,
    ) {
        for (i, &(n, held)) in edges.iter().enumerate() {
            self.relax::<R>(n, g + adjacency.cost(first + i, held), h);
        }
    }

    /// Seeds both ends of the chain holding a source state (cost `f`, at
    /// offset `x` on `chain`).
    fn relax_end<R: Record>(&mut self, chain: Chain, f: u64, x: u64, h: impl Fn(Branch) -> u64) {
        self.relax::<R>(chain.a, f + x, &h);
        self.relax::<R>(chain.b, f + chain.length - x, &h);
    }

    /// Offers cost `g` to branch state `b`; settled states keep theirs, which is
    /// no larger under a consistent heuristic. The heuristic `h` is evaluated only
    /// when the offer is taken: with landmarks it is most of a search's work.
    /// An offer too big for narrow records marks the search overflowed.
    #[inline]
    fn relax<R: Record>(&mut self, b: Branch, g: u64, h: impl FnOnce(Branch) -> u64) {
        let value = self.base + g;
        debug_assert!(value < 1 << 63, "a distance past 2^62");
        if !R::fits(value) {
            self.overflowed = true;
            return;
        }
        let offer = value << 1;
        let slot = &mut records::view_mut::<R>(&mut self.slots)[b.index()];
        let old = slot.get();
        // Reached by this search, and settled or at no more than `g`.
        if old >= self.base << 1 && (old & 1 == 1 || old <= offer) {
            return;
        }
        *slot = R::of(offer);
        self.top = self.top.max(value);
        self.heap.push((g + h(b)).max(self.floor), b.get());
    }
}
