//! Detours round a vertex or an edge of a weighted multigraph, from its SPQR
//! tree: the triconnected components of each block ([`Triconnected`]), and
//! for every virtual edge the shortest walk between its two poles on either
//! side of it.
//!
//! A virtual edge `{x, y}` of a component stands for everything on its
//! other side, which meets the rest of the graph only at `x` and `y`. So a
//! shortest walk that avoids a vertex or edge of the component either stays
//! in the component or crosses to the other side at one pole and back at the
//! other: the component's skeleton with each virtual edge weighted by that
//! side's pole-to-pole distance gives every detour within the component
//! exactly. The weights take two passes over the tree: up, each component's
//! distance between its parent's poles; down, the distance between a child's
//! poles in the rest of the graph. A polygon (a cycle of pieces) answers both
//! in O(1) from its length, a bond from its two shortest edges; only rigid
//! components search their skeletons.
//!
//! A walk round vertex `p` between two of its neighbours crosses every
//! component whose skeleton holds `p` on the tree path between the
//! components of its two edges, entering and leaving each at poles paired
//! with `p`: the detour is the sum of the pieces, each found in one
//! component. Few components hold one vertex of degree at most four, so this
//! is a handful of lookups and small searches, however long the cycles.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::around::triconnected::{Kind, Triconnected};

/// No component, edge or vertex.
const NIL: u32 = u32::MAX;

/// A search of a rigid skeleton that went past its limit.
const GAVE_UP: u64 = u64::MAX - 1;

/// The SPQR trees of every block of a weighted multigraph, with the
/// pole-to-pole distances of their virtual edges.
#[derive(Debug)]
pub(crate) struct SpqrTree {
    /// Every edge's ends: the graph's own (`0..real`) first, then virtual ones.
    ends: Vec<(u32, u32)>,
    real: usize,
    /// The one or two components each edge lies in ([`NIL`] for bridges).
    homes: Vec<[u32; 2]>,
    /// Each edge's weight as seen from `homes[e][0]` and from `homes[e][1]`:
    /// a real edge's own; a virtual edge's, the shortest walk between its
    /// poles through the other side. A shortest walk passes each vertex once,
    /// so on a board it is shorter than the board has cells, which fit u32.
    weight: Vec<[u32; 2]>,
    kinds: Vec<Kind>,
    /// Component `c`'s edges are `comp_edges[comp_start[c]..comp_start[c + 1]]`.
    comp_start: Vec<u32>,
    comp_edges: Vec<u32>,
    /// A polygon's length, every edge weighted as seen from it.
    length: Vec<u64>,
    /// The virtual edges at each vertex: `at_edges[at_start[v]..at_start[v + 1]]`.
    at_start: Vec<u32>,
    at_edges: Vec<u32>,
    /// Rigid component `c`'s vertices, sorted, are
    /// `rigid_vertices[rigid_start[c]..rigid_start[c + 1]]` (empty for other
    /// kinds); the vertex at place `i` there has the neighbours
    /// `rigid_adj[rigid_adj_start[i]..rigid_adj_start[i + 1]]`, as (place,
    /// edge).
    rigid_start: Vec<u32>,
    rigid_vertices: Vec<u32>,
    rigid_adj_start: Vec<u32>,
    rigid_adj: Vec<(u32, u32)>,
}

/// Scratch space for the searches of rigid skeletons, one per thread.
#[derive(Debug, Default)]
pub(crate) struct SpqrSearch {
    dist: Vec<u64>,
    stamp: Vec<u32>,
    now: u32,
    heap: BinaryHeap<Reverse<(u64, u32)>>,
}

impl SpqrSearch {
    /// Scratch for searches of `tree`.
    #[must_use]
    pub(crate) fn for_tree(tree: &SpqrTree) -> SpqrSearch {
        SpqrSearch::new(tree.rigid_vertices.len())
    }

    /// Bytes of one searcher's scratch for a graph of `vertices` vertices and
    /// `edges` edges (see [`SpqrTree::bytes_for`] for the rigid places).
    #[must_use]
    pub(crate) fn bytes_for(vertices: usize, edges: usize) -> usize {
        12 * (vertices + edges / 4)
    }

    fn new(vertices: usize) -> SpqrSearch {
        SpqrSearch {
            dist: vec![0; vertices],
            stamp: vec![0; vertices],
            now: 0,
            heap: BinaryHeap::new(),
        }
    }

    fn begin(&mut self) {
        self.now = self.now.wrapping_add(1);
        if self.now == 0 {
            self.stamp.fill(0);
            self.now = 1;
        }
        self.heap.clear();
    }

    fn get(&self, v: u32) -> u64 {
        if self.stamp[v as usize] == self.now {
            self.dist[v as usize]
        } else {
            u64::MAX
        }
    }

    fn set(&mut self, v: u32, d: u64) {
        self.stamp[v as usize] = self.now;
        self.dist[v as usize] = d;
    }
}

impl SpqrTree {
    /// The trees of the multigraph on vertices `0..n` with `edges` and their
    /// `weights` (no loops).
    #[must_use]
    pub(crate) fn new(n: usize, mut edges: Vec<(u32, u32)>, weights: &[u32]) -> SpqrTree {
        let m = edges.len();
        let (block_of, blocks) = blocks(n, &edges);
        for pair in &mut edges {
            *pair = (pair.0.min(pair.1), pair.0.max(pair.1));
        }
        let mut tree = SpqrTree {
            ends: edges,
            real: m,
            homes: vec![[NIL; 2]; m],
            weight: weights.iter().map(|&w| [w, w]).collect(),
            kinds: Vec::new(),
            comp_start: vec![0],
            comp_edges: Vec::new(),
            length: Vec::new(),
            at_start: Vec::new(),
            at_edges: Vec::new(),
            rigid_start: vec![0],
            rigid_vertices: Vec::new(),
            rigid_adj_start: vec![0],
            rigid_adj: Vec::new(),
        };
        // The edges of each block together.
        let mut first = vec![0u32; blocks + 1];
        for &b in &block_of {
            first[b as usize + 1] += 1;
        }
        for b in 0..blocks {
            first[b + 1] += first[b];
        }
        let mut fill = first.clone();
        let mut by_block = vec![0u32; m];
        for (e, &b) in block_of.iter().enumerate() {
            by_block[fill[b as usize] as usize] = e as u32;
            fill[b as usize] += 1;
        }
        let mut local = vec![NIL; n];
        let mut global: Vec<u32> = Vec::new();
        let mut local_edges: Vec<(u32, u32)> = Vec::new();
        for b in 0..blocks {
            let block = &by_block[first[b] as usize..first[b + 1] as usize];
            if block.len() < 2 {
                // A bridge lies on no cycle.
                continue;
            }
            global.clear();
            local_edges.clear();
            for &e in block {
                let (x, y) = tree.ends[e as usize];
                for v in [x, y] {
                    if local[v as usize] == NIL {
                        local[v as usize] = global.len() as u32;
                        global.push(v);
                    }
                }
                local_edges.push((local[x as usize], local[y as usize]));
            }
            let parts = Triconnected::new(global.len(), &local_edges);
            tree.add_block(&parts, block, &global);
            for &v in &global {
                local[v as usize] = NIL;
            }
        }
        tree.index_virtual_edges(n);
        tree.index_rigid_components();
        tree.weigh();
        tree
    }

    /// The adjacency of every rigid component's skeleton.
    fn index_rigid_components(&mut self) {
        for c in 0..self.kinds.len() as u32 {
            let first = self.rigid_vertices.len();
            if self.kinds[c as usize] == Kind::Rigid {
                let mut vertices: Vec<u32> = self
                    .edges_of(c)
                    .iter()
                    .flat_map(|&e| {
                        let (a, b) = self.ends[e as usize];
                        [a, b]
                    })
                    .collect();
                vertices.sort_unstable();
                vertices.dedup();
                let place = |v: u32| vertices.binary_search(&v).expect("a vertex of c") as u32;
                let mut lists: Vec<(u32, u32, u32)> = Vec::new();
                for &e in self.edges_of(c) {
                    let (a, b) = self.ends[e as usize];
                    let (pa, pb) = (place(a), place(b));
                    lists.push((pa, pb, e));
                    lists.push((pb, pa, e));
                }
                lists.sort_unstable();
                let mut k = 0;
                for i in 0..vertices.len() as u32 {
                    while k < lists.len() && lists[k].0 == i {
                        self.rigid_adj.push((first as u32 + lists[k].1, lists[k].2));
                        k += 1;
                    }
                    self.rigid_adj_start.push(self.rigid_adj.len() as u32);
                }
                self.rigid_vertices.extend_from_slice(&vertices);
            }
            debug_assert!(first <= self.rigid_vertices.len());
            self.rigid_start.push(self.rigid_vertices.len() as u32);
        }
    }

    /// The place of vertex `v` among rigid component `c`'s vertices.
    fn rigid_place(&self, c: u32, v: u32) -> Option<u32> {
        let first = self.rigid_start[c as usize] as usize;
        let vertices = &self.rigid_vertices[first..self.rigid_start[c as usize + 1] as usize];
        vertices.binary_search(&v).ok().map(|i| (first + i) as u32)
    }

    /// Adds the components of one block: `parts` over local numbers, whose
    /// real edges are the graph's `block` and whose vertices are `global`.
    fn add_block(&mut self, parts: &Triconnected, block: &[u32], global: &[u32]) {
        // Virtual edges get numbers of their own, after the graph's.
        let mut virtual_id = vec![NIL; parts.edge_count()];
        let base = self.kinds.len() as u32;
        for c in 0..parts.len() {
            let comp = base + c as u32;
            for &e in parts.edges_of(c) {
                let id = if parts.is_virtual(e) {
                    if virtual_id[e as usize] == NIL {
                        let (x, y) = parts.ends(e);
                        let (gx, gy) = (global[x as usize], global[y as usize]);
                        virtual_id[e as usize] = self.ends.len() as u32;
                        self.ends.push((gx.min(gy), gx.max(gy)));
                        self.homes.push([NIL; 2]);
                        self.weight.push([0; 2]);
                    }
                    virtual_id[e as usize]
                } else {
                    block[e as usize]
                };
                let home = &mut self.homes[id as usize];
                let slot = usize::from(home[0] != NIL);
                home[slot] = comp;
                self.comp_edges.push(id);
            }
            self.kinds.push(parts.kind(c));
            self.comp_start.push(self.comp_edges.len() as u32);
        }
    }

    /// Lists the virtual edges at each vertex.
    fn index_virtual_edges(&mut self, n: usize) {
        let mut start = vec![0u32; n + 1];
        for &(x, y) in &self.ends[self.real..] {
            start[x as usize + 1] += 1;
            start[y as usize + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut list = vec![0u32; start[n] as usize];
        for (i, &(x, y)) in self.ends[self.real..].iter().enumerate() {
            let e = (self.real + i) as u32;
            for v in [x, y] {
                list[fill[v as usize] as usize] = e;
                fill[v as usize] += 1;
            }
        }
        self.at_start = start;
        self.at_edges = list;
    }

    fn edges_of(&self, c: u32) -> &[u32] {
        &self.comp_edges
            [self.comp_start[c as usize] as usize..self.comp_start[c as usize + 1] as usize]
    }

    /// Edge `e`'s weight as seen from component `c`.
    fn weight_in(&self, c: u32, e: u32) -> u64 {
        let side = usize::from(self.homes[e as usize][0] != c);
        u64::from(self.weight[e as usize][side])
    }

    /// The component on the other side of virtual edge `e` from `c`.
    fn across(&self, c: u32, e: u32) -> u32 {
        let [a, b] = self.homes[e as usize];
        if a == c { b } else { a }
    }

    /// Sets the weight of virtual edge `e` as seen from `c`.
    fn set_weight(&mut self, c: u32, e: u32, w: u64) {
        let side = usize::from(self.homes[e as usize][0] != c);
        self.weight[e as usize][side] = u32::try_from(w).expect("a walk shorter than 2^32");
    }

    /// Both passes over every tree: the pole-to-pole distance of each
    /// virtual edge on either side; then each polygon's length.
    fn weigh(&mut self) {
        let comps = self.kinds.len();
        let mut search = SpqrSearch::new(self.rigid_vertices.len());
        // Each tree in breadth-first order from its first component, with
        // the virtual edge to each component's parent.
        let mut parent_edge = vec![NIL; comps];
        let mut seen = vec![false; comps];
        let mut order: Vec<u32> = Vec::with_capacity(comps);
        for root in 0..comps as u32 {
            if seen[root as usize] {
                continue;
            }
            seen[root as usize] = true;
            let mut i = order.len();
            order.push(root);
            while i < order.len() {
                let c = order[i];
                i += 1;
                for k in self.comp_start[c as usize]..self.comp_start[c as usize + 1] {
                    let e = self.comp_edges[k as usize];
                    if (e as usize) < self.real {
                        continue;
                    }
                    let d = self.across(c, e);
                    if !seen[d as usize] {
                        seen[d as usize] = true;
                        parent_edge[d as usize] = e;
                        order.push(d);
                    }
                }
            }
        }
        // Up: a component's distance between its parent's poles, without
        // the parent edge, is that edge's weight as the parent sees it.
        for &c in order.iter().rev() {
            let pe = parent_edge[c as usize];
            if pe == NIL {
                continue;
            }
            let d = self.pole_distance(&mut search, c, pe, usize::MAX);
            let parent = self.across(c, pe);
            self.set_weight(parent, pe, d);
        }
        // Down: a child's poles in the rest of the graph.
        for &c in &order {
            let pe = parent_edge[c as usize];
            let children: Vec<u32> = self
                .edges_of(c)
                .iter()
                .copied()
                .filter(|&e| e as usize >= self.real && e != pe)
                .collect();
            // A polygon's children see the rest of its cycle: its length,
            // summed once, less their own edge.
            let length: u64 = if self.kinds[c as usize] == Kind::Polygon {
                self.edges_of(c).iter().map(|&f| self.weight_in(c, f)).sum()
            } else {
                0
            };
            for e in children {
                let d = if self.kinds[c as usize] == Kind::Polygon {
                    length - self.weight_in(c, e)
                } else {
                    self.pole_distance(&mut search, c, e, usize::MAX)
                };
                let child = self.across(c, e);
                self.set_weight(child, e, d);
            }
        }
        self.length = (0..comps as u32)
            .map(|c| {
                if self.kinds[c as usize] == Kind::Polygon {
                    self.edges_of(c).iter().map(|&e| self.weight_in(c, e)).sum()
                } else {
                    0
                }
            })
            .collect();
    }

    /// The shortest walk in component `c` between the ends of its edge `e`,
    /// without `e`, every other edge weighted as `c` sees it ([`GAVE_UP`] if
    /// a search of a rigid skeleton settles more than `limit` vertices).
    fn pole_distance(&self, search: &mut SpqrSearch, c: u32, e: u32, limit: usize) -> u64 {
        match self.kinds[c as usize] {
            Kind::Bond => self
                .edges_of(c)
                .iter()
                .filter(|&&f| f != e)
                .map(|&f| self.weight_in(c, f))
                .min()
                .unwrap_or(u64::MAX),
            Kind::Polygon if !self.length.is_empty() => {
                self.length[c as usize] - self.weight_in(c, e)
            }
            Kind::Polygon => self
                .edges_of(c)
                .iter()
                .filter(|&&f| f != e)
                .map(|&f| self.weight_in(c, f))
                .sum(),
            Kind::Rigid => {
                let (x, y) = self.ends[e as usize];
                self.search(search, c, x, y, e, NIL, limit)
            }
        }
    }

    /// Dijkstra in component `c`'s skeleton from `from` to `to`, without
    /// edge `skip_edge` or vertex `skip_vertex`; [`GAVE_UP`] once it has
    /// settled more than `limit` vertices.
    #[allow(clippy::too_many_arguments)]
    fn search(
        &self,
        search: &mut SpqrSearch,
        c: u32,
        from: u32,
        to: u32,
        skip_edge: u32,
        skip_vertex: u32,
        limit: usize,
    ) -> u64 {
        let (Some(from), Some(to)) = (self.rigid_place(c, from), self.rigid_place(c, to)) else {
            return u64::MAX;
        };
        let skip_vertex = self.rigid_place(c, skip_vertex).unwrap_or(NIL);
        search.begin();
        search.set(from, 0);
        search.heap.push(Reverse((0, from)));
        let mut settled = 0usize;
        while let Some(Reverse((d, v))) = search.heap.pop() {
            if d > search.get(v) {
                continue;
            }
            if v == to {
                return d;
            }
            settled += 1;
            if settled > limit {
                return GAVE_UP;
            }
            let adj = &self.rigid_adj[self.rigid_adj_start[v as usize] as usize
                ..self.rigid_adj_start[v as usize + 1] as usize];
            for &(w, f) in adj {
                if f == skip_edge || w == skip_vertex {
                    continue;
                }
                let nd = d + self.weight_in(c, f);
                if nd < search.get(w) {
                    search.set(w, nd);
                    search.heap.push(Reverse((nd, w)));
                }
            }
        }
        u64::MAX
    }

    /// The shortest walk between the ends of the graph's edge `e` without
    /// `e`: `Some(None)` for a bridge, `None` if a search of a rigid skeleton
    /// would settle more than `limit` vertices.
    #[must_use]
    pub(crate) fn around_edge(
        &self,
        search: &mut SpqrSearch,
        e: u32,
        limit: usize,
    ) -> Option<Option<u64>> {
        let c = self.homes[e as usize][0];
        if c == NIL {
            return Some(None);
        }
        match self.pole_distance(search, c, e, limit) {
            GAVE_UP => None,
            u64::MAX => Some(None),
            d => Some(Some(d)),
        }
    }

    /// The shortest walk without vertex `p` between the far ends of the
    /// graph's edges `ea` and `eb` at `p`: `Some(None)` when `p` separates
    /// them, `None` if a search of a rigid skeleton would settle more than
    /// `limit` vertices.
    #[must_use]
    pub(crate) fn around_vertex(
        &self,
        search: &mut SpqrSearch,
        p: u32,
        ea: u32,
        eb: u32,
        limit: usize,
    ) -> Option<Option<u64>> {
        let other = |e: u32| {
            let (x, y) = self.ends[e as usize];
            if x == p { y } else { x }
        };
        let (xa, xb) = (other(ea), other(eb));
        if xa == xb {
            return Some(Some(0));
        }
        let (ca, cb) = (self.homes[ea as usize][0], self.homes[eb as usize][0]);
        if ca == NIL || cb == NIL {
            return Some(None);
        }
        // The components holding p form a subtree, joined by virtual edges
        // at p: the path from ca to cb runs through them. Each entry is a
        // component, the entry it was reached from and the edge crossed.
        let at = &self.at_edges
            [self.at_start[p as usize] as usize..self.at_start[p as usize + 1] as usize];
        let mut nodes: Vec<(u32, u32, u32)> = vec![(ca, NIL, NIL)];
        let mut found = (ca == cb).then_some(0);
        let mut i = 0;
        while found.is_none() && i < nodes.len() {
            let c = nodes[i].0;
            for &v in at {
                let [h0, h1] = self.homes[v as usize];
                if h0 != c && h1 != c {
                    continue;
                }
                let d = if h0 == c { h1 } else { h0 };
                if d == NIL || nodes.iter().any(|&(q, _, _)| q == d) {
                    continue;
                }
                nodes.push((d, i as u32, v));
                if d == cb {
                    found = Some(nodes.len() - 1);
                    break;
                }
            }
            i += 1;
        }
        let Some(mut k) = found else {
            return Some(None);
        };
        let mut chain = Vec::new();
        loop {
            let (c, from, via) = nodes[k];
            chain.push((c, via));
            if from == NIL {
                break;
            }
            k = from as usize;
        }
        chain.reverse();
        let mut total = 0u64;
        for (idx, &(c, entered)) in chain.iter().enumerate() {
            let from = if idx == 0 { ea } else { entered };
            let to = if idx + 1 == chain.len() {
                eb
            } else {
                chain[idx + 1].1
            };
            let (s, t) = (other(from), other(to));
            let piece = if s == t {
                0
            } else {
                match self.kinds[c as usize] {
                    Kind::Bond => 0,
                    Kind::Polygon => {
                        self.length[c as usize] - self.weight_in(c, from) - self.weight_in(c, to)
                    }
                    Kind::Rigid => self.search(search, c, s, t, NIL, p, limit),
                }
            };
            match piece {
                GAVE_UP => return None,
                u64::MAX => return Some(None),
                piece => total += piece,
            }
        }
        Some(Some(total))
    }

    /// Bytes the tree keeps for a graph of `vertices` vertices and `edges`
    /// edges, for the memory estimate: with a quarter as many virtual edges
    /// and components (see [`Triconnected::peak_bytes`]), every edge's ends,
    /// homes and weights, the components' edges and lengths, the virtual
    /// edges at each vertex, and the rigid skeletons' adjacency.
    #[must_use]
    pub(crate) fn bytes_for(vertices: usize, edges: usize) -> usize {
        let virtuals = edges / 4;
        let all = edges + virtuals;
        let comps = virtuals + 1;
        let rigid_places = vertices + virtuals;
        24 * all
            + 21 * comps
            + 4 * (edges + 2 * virtuals)
            + 4 * vertices
            + 8 * virtuals
            + 8 * rigid_places
            + 16 * all
    }

    /// The most bytes [`SpqrTree::new`] holds at once: the tree as it grows,
    /// the blocks, and the splitting of the biggest block (all of it, at
    /// most).
    #[must_use]
    pub(crate) fn peak_bytes(vertices: usize, edges: usize) -> usize {
        let blocks = 8 * edges + 8 * vertices + 8 * edges;
        SpqrTree::bytes_for(vertices, edges) + blocks + Triconnected::peak_bytes(vertices, edges)
    }
}

/// The biconnected blocks of the multigraph: each edge's block and how many
/// there are (an iterative Hopcroft–Tarjan search with a stack of edges).
fn blocks(n: usize, edges: &[(u32, u32)]) -> (Vec<u32>, usize) {
    let m = edges.len();
    let mut start = vec![0u32; n + 1];
    for &(a, b) in edges {
        start[a as usize + 1] += 1;
        start[b as usize + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut inc = vec![0u32; start[n] as usize];
    for (e, &(a, b)) in edges.iter().enumerate() {
        for v in [a, b] {
            inc[fill[v as usize] as usize] = e as u32;
            fill[v as usize] += 1;
        }
    }
    let mut disc = vec![0u32; n];
    let mut low = vec![0u32; n];
    let mut cursor = start.clone();
    let mut block_of = vec![NIL; m];
    let mut blocks = 0u32;
    let mut time = 0u32;
    let mut frames: Vec<(u32, u32)> = Vec::new();
    let mut stack: Vec<u32> = Vec::new();
    for root in 0..n {
        if disc[root] != 0 || start[root] == start[root + 1] {
            continue;
        }
        time += 1;
        disc[root] = time;
        low[root] = time;
        frames.push((root as u32, NIL));
        while let Some(&(v, via)) = frames.last() {
            let vi = v as usize;
            if cursor[vi] < start[vi + 1] {
                let e = inc[cursor[vi] as usize];
                cursor[vi] += 1;
                if e == via {
                    continue;
                }
                let (a, b) = edges[e as usize];
                let w = if a == v { b } else { a };
                let wi = w as usize;
                if disc[wi] == 0 {
                    stack.push(e);
                    time += 1;
                    disc[wi] = time;
                    low[wi] = time;
                    frames.push((w, e));
                } else if disc[wi] < disc[vi] {
                    stack.push(e);
                    low[vi] = low[vi].min(disc[wi]);
                }
            } else {
                frames.pop();
                if let Some(&(u, _)) = frames.last() {
                    let ui = u as usize;
                    low[ui] = low[ui].min(low[vi]);
                    if low[vi] >= disc[ui] {
                        while let Some(e) = stack.pop() {
                            block_of[e as usize] = blocks;
                            if e == via {
                                break;
                            }
                        }
                        blocks += 1;
                    }
                }
            }
        }
    }
    (block_of, blocks as usize)
}

#[cfg(test)]
mod tests {
    use super::{SpqrSearch, SpqrTree};

    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    /// A random weighted multigraph of several blocks: cycles with ears,
    /// parallel edges, and trees and further blocks hung from their vertices.
    fn random_graph(rng: &mut Rng) -> (usize, Vec<(u32, u32)>, Vec<u32>) {
        let mut n = 1;
        let mut edges: Vec<(u32, u32)> = Vec::new();
        for _ in 0..1 + rng.below(3) {
            // A new block from a vertex already there.
            let base = rng.below(n) as u32;
            let cycle = 2 + rng.below(6);
            let mut at = base;
            let first = n;
            for _ in 1..cycle {
                edges.push((at, n as u32));
                at = n as u32;
                n += 1;
            }
            edges.push((at, base));
            let block: Vec<u32> = std::iter::once(base)
                .chain(first as u32..n as u32)
                .collect();
            for _ in 0..rng.below(10) {
                let a = block[rng.below(block.len())];
                let b = block[rng.below(block.len())];
                if a == b {
                    continue;
                }
                let mut at = a;
                for _ in 0..rng.below(3) {
                    edges.push((at, n as u32));
                    at = n as u32;
                    n += 1;
                }
                edges.push((at, b));
            }
            if rng.below(3) == 0 {
                let a = rng.below(n) as u32;
                edges.push((a, n as u32));
                n += 1;
            }
        }
        let weights = edges.iter().map(|_| 1 + rng.below(9) as u32).collect();
        (n, edges, weights)
    }

    /// Dijkstra without edge `skip_edge` or vertex `skip_vertex`.
    fn plain(
        n: usize,
        edges: &[(u32, u32)],
        weights: &[u32],
        from: u32,
        to: u32,
        skip_edge: Option<usize>,
        skip_vertex: Option<u32>,
    ) -> Option<u64> {
        let mut dist = vec![u64::MAX; n];
        let mut done = vec![false; n];
        dist[from as usize] = 0;
        loop {
            let v = (0..n)
                .filter(|&v| !done[v] && dist[v] != u64::MAX)
                .min_by_key(|&v| dist[v])?;
            if v == to as usize {
                return Some(dist[v]);
            }
            done[v] = true;
            for (e, &(a, b)) in edges.iter().enumerate() {
                if Some(e) == skip_edge {
                    continue;
                }
                for (p, q) in [(a, b), (b, a)] {
                    if p as usize == v && Some(q) != skip_vertex {
                        let nd = dist[v] + u64::from(weights[e]);
                        if nd < dist[q as usize] {
                            dist[q as usize] = nd;
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn detours_match_plain_searches_on_random_multigraphs() {
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        let mut checked = 0;
        for _ in 0..3000 {
            let (n, edges, weights) = random_graph(&mut rng);
            let tree = SpqrTree::new(n, edges.clone(), &weights);
            let mut search = SpqrSearch::for_tree(&tree);
            for (e, &(a, b)) in edges.iter().enumerate() {
                let want = plain(n, &edges, &weights, a, b, Some(e), None);
                assert_eq!(
                    tree.around_edge(&mut search, e as u32, usize::MAX),
                    Some(want),
                    "edge {e} of {edges:?}"
                );
            }
            for p in 0..n as u32 {
                let at: Vec<usize> = (0..edges.len())
                    .filter(|&e| edges[e].0 == p || edges[e].1 == p)
                    .collect();
                for &ea in &at {
                    for &eb in &at {
                        if ea == eb {
                            continue;
                        }
                        let far = |e: usize| {
                            let (a, b) = edges[e];
                            if a == p { b } else { a }
                        };
                        let want = plain(n, &edges, &weights, far(ea), far(eb), None, Some(p));
                        let got =
                            tree.around_vertex(&mut search, p, ea as u32, eb as u32, usize::MAX);
                        assert_eq!(
                            got,
                            Some(want),
                            "vertex {p}, edges {ea} {eb} of {edges:?} {weights:?}"
                        );
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 50_000, "{checked}");
    }
}
