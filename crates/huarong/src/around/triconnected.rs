//! The triconnected components of a biconnected multigraph: the pieces of an
//! SPQR tree.
//!
//! Hopcroft and Tarjan (1973) split a biconnected graph at its separation
//! pairs in linear time, with two depth-first searches and two stacks; the
//! version here follows the corrections of Gutwenger and Mutzel (2001).
//! Each split adds a *virtual edge* between the pair to both sides, so every
//! split component is a bond (two vertices, several edges), a polygon (a
//! cycle) or a rigid, triconnected graph. Bonds that share a virtual edge are
//! then merged, and so are polygons: what is left are the triconnected
//! components, which form a tree through their virtual edges.
//!
//! Every list the algorithm edits is a linked list over index arrays, and
//! both searches run on explicit stacks: the graphs here are boards of
//! millions of cells.

/// No vertex, edge, slot or entry.
const NIL: u32 = u32::MAX;

/// What a triconnected component is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Two vertices and three or more edges between them.
    Bond,
    /// A cycle (of two edges when the whole graph is two parallel edges).
    Polygon,
    /// A triconnected simple graph.
    Rigid,
}

/// The triconnected components of a biconnected multigraph.
#[derive(Debug)]
pub(crate) struct Triconnected {
    /// Endpoints of every edge: the graph's own first, then the virtual ones.
    ends: Vec<(u32, u32)>,
    /// How many of `ends` are the graph's own.
    real: usize,
    /// Each component's kind.
    kinds: Vec<Kind>,
    /// Component `c`'s edges are `edges[start[c]..start[c + 1]]`.
    start: Vec<u32>,
    edges: Vec<u32>,
}

impl Triconnected {
    /// The triconnected components of the biconnected multigraph on
    /// vertices `0..n` with `edges` (no loops; at least two edges).
    #[must_use]
    pub(crate) fn new(n: usize, edges: &[(u32, u32)]) -> Triconnected {
        debug_assert!(n >= 2 && edges.len() >= 2);
        debug_assert!(edges.iter().all(|&(a, b)| a != b));
        let all = 0..edges.len() as u32;
        if n == 2 {
            let kind = if edges.len() == 2 {
                Kind::Polygon
            } else {
                Kind::Bond
            };
            return Triconnected {
                ends: edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect(),
                real: edges.len(),
                kinds: vec![kind],
                start: vec![0, edges.len() as u32],
                edges: all.collect(),
            };
        }
        let mut split = Split::new(n, edges);
        split.split_multi_edges();
        split.first_search();
        split.order_adjacency();
        split.second_search();
        split.path_search();
        split.close_last_component();
        split.assemble()
    }

    /// How many components there are.
    #[must_use]
    pub(crate) fn len(&self) -> usize {
        self.kinds.len()
    }

    /// Component `c`'s kind.
    #[must_use]
    pub(crate) fn kind(&self, c: usize) -> Kind {
        self.kinds[c]
    }

    /// Component `c`'s edges.
    #[must_use]
    pub(crate) fn edges_of(&self, c: usize) -> &[u32] {
        &self.edges[self.start[c] as usize..self.start[c + 1] as usize]
    }

    /// Edge `e`'s endpoints.
    #[must_use]
    pub(crate) fn ends(&self, e: u32) -> (u32, u32) {
        self.ends[e as usize]
    }

    /// Whether edge `e` is virtual (added by a split), not one of the graph's.
    #[must_use]
    pub(crate) fn is_virtual(&self, e: u32) -> bool {
        e as usize >= self.real
    }

    /// How many edges there are, virtual ones included.
    #[must_use]
    pub(crate) fn edge_count(&self) -> usize {
        self.ends.len()
    }

    /// The most bytes [`Triconnected::new`] holds at once on a graph of
    /// `vertices` vertices and `edges` edges, for the memory estimate.
    ///
    /// Splits add virtual edges: measured at a tenth to under half as many
    /// as the graph's own on boards (a fifth on beads), taken here as a
    /// quarter. The path search holds fifteen numbers a vertex and, an edge,
    /// its ends, type, slot and places in the lists and stacks; the assembly,
    /// after those are freed, links every place in the components.
    #[must_use]
    pub(crate) fn peak_bytes(vertices: usize, edges: usize) -> usize {
        let all = edges + edges / 4;
        let places = edges + edges / 2;
        let search = 64 * vertices + 37 * all + 4 * places;
        let assembly = 16 * all + 24 * places + 24 * (edges / 4);
        search.max(assembly)
    }
}

/// Edge types of the depth-first search.
const UNSEEN: u8 = 0;
const TREE: u8 = 1;
const FROND: u8 = 2;
const REMOVED: u8 = 3;

/// The working state of the splitting.
struct Split {
    n: usize,
    /// Source and target of each edge (oriented by the first search).
    src: Vec<u32>,
    tgt: Vec<u32>,
    kind: Vec<u8>,
    /// Whether the edge starts a path of the second search.
    starts: Vec<bool>,
    /// The edge's slot in its source's adjacency list, or [`NIL`].
    in_adj: Vec<u32>,
    /// The edge's entry in its target's high-point list, or [`NIL`].
    in_high: Vec<u32>,
    real: usize,

    number: Vec<u32>,
    low1: Vec<u32>,
    low2: Vec<u32>,
    father: Vec<u32>,
    descendants: Vec<u32>,
    degree: Vec<u32>,
    tree_arc: Vec<u32>,
    newnum: Vec<u32>,
    /// The vertex of each new number (from 1).
    node_at: Vec<u32>,
    root: u32,

    /// Adjacency lists: slots holding edges, linked per vertex.
    slot_edge: Vec<u32>,
    slot_next: Vec<u32>,
    slot_prev: Vec<u32>,
    adj_head: Vec<u32>,
    adj_tail: Vec<u32>,
    adj_len: Vec<u32>,

    /// High-point lists: entries holding vertex numbers, linked per vertex.
    high_value: Vec<u32>,
    high_next: Vec<u32>,
    high_prev: Vec<u32>,
    high_head: Vec<u32>,
    high_tail: Vec<u32>,

    estack: Vec<u32>,
    /// (h, a, b) triples; `a == 0` marks the end of a segment (EOS).
    tstack: Vec<(u32, u32, u32)>,

    /// Split components: component `c` holds `comp_edges[comp_start[c]..]`
    /// up to the next one's start; its edges are always added together.
    comp_start: Vec<u32>,
    comp_edges: Vec<u32>,
    comp_kind: Vec<Kind>,
}

impl Split {
    fn new(n: usize, edges: &[(u32, u32)]) -> Split {
        let m = edges.len();
        let mut src = Vec::with_capacity(m);
        let mut tgt = Vec::with_capacity(m);
        for &(a, b) in edges {
            src.push(a);
            tgt.push(b);
        }
        Split {
            n,
            src,
            tgt,
            kind: vec![UNSEEN; m],
            starts: vec![false; m],
            in_adj: vec![NIL; m],
            in_high: vec![NIL; m],
            real: m,
            number: vec![0; n],
            low1: vec![0; n],
            low2: vec![0; n],
            father: vec![NIL; n],
            descendants: vec![0; n],
            degree: vec![0; n],
            tree_arc: vec![NIL; n],
            newnum: vec![0; n],
            node_at: vec![NIL; n + 1],
            root: 0,
            slot_edge: Vec::new(),
            slot_next: Vec::new(),
            slot_prev: Vec::new(),
            adj_head: vec![NIL; n],
            adj_tail: vec![NIL; n],
            adj_len: vec![0; n],
            high_value: Vec::new(),
            high_next: Vec::new(),
            high_prev: Vec::new(),
            high_head: vec![NIL; n],
            high_tail: vec![NIL; n],
            estack: Vec::new(),
            tstack: Vec::new(),
            comp_start: Vec::new(),
            comp_edges: Vec::new(),
            comp_kind: Vec::new(),
        }
    }

    /// A new edge from `a` to `b`.
    fn new_edge(&mut self, a: u32, b: u32) -> u32 {
        let e = self.src.len() as u32;
        self.src.push(a);
        self.tgt.push(b);
        self.kind.push(UNSEEN);
        self.starts.push(false);
        self.in_adj.push(NIL);
        self.in_high.push(NIL);
        e
    }

    /// Starts a new component.
    fn new_comp(&mut self, kind: Kind) {
        self.comp_start.push(self.comp_edges.len() as u32);
        self.comp_kind.push(kind);
    }

    /// Adds `e` to the component started last.
    fn add(&mut self, e: u32) {
        self.comp_edges.push(e);
    }

    /// Closes the component started last with `e`: a triangle, or a
    /// triconnected graph.
    fn finish_rigid_or_polygon(&mut self, e: u32) {
        self.add(e);
        let first = *self.comp_start.last().expect("a component is open") as usize;
        let kind = if self.comp_edges.len() - first >= 4 {
            Kind::Rigid
        } else {
            Kind::Polygon
        };
        *self.comp_kind.last_mut().expect("a component is open") = kind;
    }

    /// Replaces every bundle of parallel edges by one virtual edge, with a
    /// bond of the bundle and that edge.
    fn split_multi_edges(&mut self) {
        let m = self.real;
        let mut order: Vec<u32> = (0..m as u32).collect();
        let key = |e: u32, s: &Split| {
            let (a, b) = (s.src[e as usize], s.tgt[e as usize]);
            (a.min(b), a.max(b))
        };
        order.sort_unstable_by_key(|&e| key(e, self));
        let mut i = 0;
        while i < m {
            let k = key(order[i], self);
            let mut j = i + 1;
            while j < m && key(order[j], self) == k {
                j += 1;
            }
            if j - i >= 2 {
                let (a, b) = (self.src[order[i] as usize], self.tgt[order[i] as usize]);
                let v = self.new_edge(a, b);
                self.new_comp(Kind::Bond);
                self.add(v);
                for &e in &order[i..j] {
                    self.add(e);
                    self.kind[e as usize] = REMOVED;
                }
            }
            i = j;
        }
    }

    /// The first depth-first search: numbers, fathers, low points,
    /// descendants, tree arcs and fronds, degrees; then orients the edges.
    fn first_search(&mut self) {
        let n = self.n;
        let edges = self.src.len();
        // Incidence lists of the edges left.
        let mut inc_start = vec![0u32; n + 1];
        for e in 0..edges {
            if self.kind[e] != REMOVED {
                inc_start[self.src[e] as usize + 1] += 1;
                inc_start[self.tgt[e] as usize + 1] += 1;
            }
        }
        for v in 0..n {
            inc_start[v + 1] += inc_start[v];
        }
        let mut fill = inc_start.clone();
        let mut inc = vec![0u32; inc_start[n] as usize];
        for e in 0..edges {
            if self.kind[e] != REMOVED {
                for v in [self.src[e], self.tgt[e]] {
                    inc[fill[v as usize] as usize] = e as u32;
                    fill[v as usize] += 1;
                }
            }
        }
        for v in 0..n {
            self.degree[v] = inc_start[v + 1] - inc_start[v];
        }
        let mut count = 0u32;
        let mut cursor = inc_start.clone();
        let mut stack: Vec<u32> = Vec::with_capacity(n);
        let root = 0u32;
        self.root = root;
        count += 1;
        self.enter_first(root, count);
        stack.push(root);
        while let Some(&v) = stack.last() {
            let vi = v as usize;
            if cursor[vi] < inc_start[vi + 1] {
                let e = inc[cursor[vi] as usize] as usize;
                cursor[vi] += 1;
                if self.kind[e] != UNSEEN {
                    continue;
                }
                let w = if self.src[e] == v {
                    self.tgt[e]
                } else {
                    self.src[e]
                };
                let wi = w as usize;
                if self.number[wi] == 0 {
                    self.kind[e] = TREE;
                    self.tree_arc[wi] = e as u32;
                    self.father[wi] = v;
                    count += 1;
                    self.enter_first(w, count);
                    stack.push(w);
                } else {
                    self.kind[e] = FROND;
                    let nw = self.number[wi];
                    if nw < self.low1[vi] {
                        self.low2[vi] = self.low1[vi];
                        self.low1[vi] = nw;
                    } else if nw > self.low1[vi] {
                        self.low2[vi] = self.low2[vi].min(nw);
                    }
                }
            } else {
                stack.pop();
                let u = self.father[vi];
                if u != NIL {
                    let (ui, wi) = (u as usize, vi);
                    if self.low1[wi] < self.low1[ui] {
                        self.low2[ui] = self.low1[ui].min(self.low2[wi]);
                        self.low1[ui] = self.low1[wi];
                    } else if self.low1[wi] == self.low1[ui] {
                        self.low2[ui] = self.low2[ui].min(self.low2[wi]);
                    } else {
                        self.low2[ui] = self.low2[ui].min(self.low1[wi]);
                    }
                    self.descendants[ui] += self.descendants[wi];
                }
            }
        }
        debug_assert_eq!(count as usize, n, "the graph is connected");
        // Tree arcs point down, fronds up.
        for e in 0..edges {
            let kind = self.kind[e];
            if kind == REMOVED {
                continue;
            }
            let up = self.number[self.tgt[e] as usize] > self.number[self.src[e] as usize];
            if (up && kind == FROND) || (!up && kind == TREE) {
                std::mem::swap(&mut self.src[e], &mut self.tgt[e]);
            }
        }
    }

    fn enter_first(&mut self, v: u32, number: u32) {
        let v = v as usize;
        self.number[v] = number;
        self.low1[v] = number;
        self.low2[v] = number;
        self.descendants[v] = 1;
    }

    /// Orders each vertex's adjacency list by the key φ: fronds to lower
    /// vertices first, tree arcs by their low points.
    fn order_adjacency(&mut self) {
        let edges = self.src.len();
        let max = 3 * self.n + 3;
        let phi = |s: &Split, e: usize| -> usize {
            let w = s.tgt[e] as usize;
            if s.kind[e] == FROND {
                3 * s.number[w] as usize + 1
            } else if s.low2[w] < s.number[s.src[e] as usize] {
                3 * s.low1[w] as usize
            } else {
                3 * s.low1[w] as usize + 2
            }
        };
        let mut count = vec![0u32; max + 1];
        for e in 0..edges {
            if self.kind[e] != REMOVED {
                count[phi(self, e) + 1] += 1;
            }
        }
        for i in 0..max {
            count[i + 1] += count[i];
        }
        let mut order = vec![0u32; count[max] as usize];
        for e in 0..edges {
            if self.kind[e] != REMOVED {
                let k = phi(self, e);
                order[count[k] as usize] = e as u32;
                count[k] += 1;
            }
        }
        for e in order {
            self.push_adj(self.src[e as usize], e);
        }
    }

    fn push_adj(&mut self, v: u32, e: u32) {
        let slot = self.slot_edge.len() as u32;
        self.slot_edge.push(e);
        self.slot_next.push(NIL);
        let v = v as usize;
        self.slot_prev.push(self.adj_tail[v]);
        if self.adj_tail[v] == NIL {
            self.adj_head[v] = slot;
        } else {
            self.slot_next[self.adj_tail[v] as usize] = slot;
        }
        self.adj_tail[v] = slot;
        self.adj_len[v] += 1;
        self.in_adj[e as usize] = slot;
    }

    /// Removes `slot` from the adjacency list of `v`.
    fn del_adj(&mut self, v: u32, slot: u32) {
        let (v, s) = (v as usize, slot as usize);
        let (prev, next) = (self.slot_prev[s], self.slot_next[s]);
        if prev == NIL {
            self.adj_head[v] = next;
        } else {
            self.slot_next[prev as usize] = next;
        }
        if next == NIL {
            self.adj_tail[v] = prev;
        } else {
            self.slot_prev[next as usize] = prev;
        }
        self.adj_len[v] -= 1;
    }

    /// Adds `value` to the high-point list of `w` (at the front or the back),
    /// returning its entry.
    fn push_high(&mut self, w: u32, value: u32, front: bool) -> u32 {
        let entry = self.high_value.len() as u32;
        self.high_value.push(value);
        let w = w as usize;
        if front {
            self.high_prev.push(NIL);
            self.high_next.push(self.high_head[w]);
            if self.high_head[w] == NIL {
                self.high_tail[w] = entry;
            } else {
                self.high_prev[self.high_head[w] as usize] = entry;
            }
            self.high_head[w] = entry;
        } else {
            self.high_next.push(NIL);
            self.high_prev.push(self.high_tail[w]);
            if self.high_tail[w] == NIL {
                self.high_head[w] = entry;
            } else {
                self.high_next[self.high_tail[w] as usize] = entry;
            }
            self.high_tail[w] = entry;
        }
        entry
    }

    /// Takes edge `e` out of its target's high-point list, if it is there.
    fn del_high(&mut self, e: u32) {
        let entry = self.in_high[e as usize];
        if entry == NIL {
            return;
        }
        let w = self.tgt[e as usize] as usize;
        let i = entry as usize;
        let (prev, next) = (self.high_prev[i], self.high_next[i]);
        if prev == NIL {
            self.high_head[w] = next;
        } else {
            self.high_next[prev as usize] = next;
        }
        if next == NIL {
            self.high_tail[w] = prev;
        } else {
            self.high_prev[next as usize] = prev;
        }
        self.in_high[e as usize] = NIL;
    }

    /// The first entry of `v`'s high-point list, or 0.
    fn high(&self, v: u32) -> u32 {
        match self.high_head[v as usize] {
            NIL => 0,
            entry => self.high_value[entry as usize],
        }
    }

    /// The second depth-first search, along the ordered adjacency lists:
    /// new numbers, the first edge of every path, the high points.
    fn second_search(&mut self) {
        let n = self.n as u32;
        let mut count = n;
        let mut new_path = true;
        let mut stack: Vec<(u32, u32)> = Vec::with_capacity(self.n);
        let root = self.root;
        self.newnum[root as usize] = count - self.descendants[root as usize] + 1;
        stack.push((root, self.adj_head[root as usize]));
        while let Some(&(v, slot)) = stack.last() {
            if slot == NIL {
                stack.pop();
                if !stack.is_empty() {
                    count -= 1;
                }
                continue;
            }
            let top = stack.len() - 1;
            stack[top].1 = self.slot_next[slot as usize];
            let e = self.slot_edge[slot as usize];
            let w = self.tgt[e as usize];
            if new_path {
                new_path = false;
                self.starts[e as usize] = true;
            }
            if self.kind[e as usize] == TREE {
                self.newnum[w as usize] = count - self.descendants[w as usize] + 1;
                stack.push((w, self.adj_head[w as usize]));
            } else {
                let value = self.newnum[v as usize];
                self.in_high[e as usize] = self.push_high(w, value, false);
                new_path = true;
            }
        }
        let mut old_to_new = vec![0u32; self.n + 1];
        for v in 0..self.n {
            old_to_new[self.number[v] as usize] = self.newnum[v];
        }
        for v in 0..self.n {
            self.node_at[self.newnum[v] as usize] = v as u32;
            self.low1[v] = old_to_new[self.low1[v] as usize];
            self.low2[v] = old_to_new[self.low2[v] as usize];
        }
    }

    fn tstack_a(&self) -> u32 {
        self.tstack.last().map_or(0, |t| t.1)
    }

    fn tstack_not_eos(&self) -> bool {
        self.tstack.last().is_some_and(|t| t.1 != 0)
    }

    /// On a new path starting with an edge to low point `low`: pops the
    /// triples it makes obsolete and pushes the merged one, or `fresh`.
    fn update_tstack(&mut self, low: u32, fresh: (u32, u32, u32)) {
        if self.tstack_a() > low {
            let mut y = 0;
            let mut b = 0;
            while self.tstack_a() > low {
                let (h, _, bb) = self.tstack.pop().expect("the test above");
                y = y.max(h);
                b = bb;
            }
            self.tstack.push((y, low, b));
        } else {
            self.tstack.push(fresh);
        }
    }

    /// The path search: finds the separation pairs and splits off their
    /// components.
    fn path_search(&mut self) {
        struct Frame {
            v: u32,
            outv: u32,
            /// The slot being looked at, and the one after it.
            it: u32,
            next: u32,
            /// The tree arc at `it` when the search went down it (a split
            /// below may put a virtual edge in its slot).
            arc: u32,
            /// Whether the tree arc at `it` has been searched below.
            back: bool,
        }
        let root = self.root;
        self.tstack.push((0, 0, 0));
        let mut frames = vec![Frame {
            v: root,
            outv: self.adj_len[root as usize],
            it: self.adj_head[root as usize],
            next: NIL,
            arc: NIL,
            back: false,
        }];
        while let Some(frame) = frames.last_mut() {
            let (v, it) = (frame.v, frame.it);
            if it == NIL {
                frames.pop();
                if let Some(parent) = frames.last_mut() {
                    parent.back = true;
                }
                continue;
            }
            let vnum = self.newnum[v as usize];
            if frame.back {
                frame.back = false;
                frame.outv -= 1;
                let (outv, arc) = (frame.outv + 1, frame.arc);
                frame.it = frame.next;
                self.after_tree_arc(v, vnum, it, arc, outv);
                continue;
            }
            let next = self.slot_next[it as usize];
            let e = self.slot_edge[it as usize];
            let w = self.tgt[e as usize];
            let wnum = self.newnum[w as usize];
            if self.kind[e as usize] == TREE {
                if self.starts[e as usize] {
                    let (low, last) = (
                        self.low1[w as usize],
                        wnum + self.descendants[w as usize] - 1,
                    );
                    self.update_tstack(low, (last, low, vnum));
                    self.tstack.push((0, 0, 0));
                }
                frame.next = next;
                frame.arc = e;
                frames.push(Frame {
                    v: w,
                    outv: self.adj_len[w as usize],
                    it: self.adj_head[w as usize],
                    next: NIL,
                    arc: NIL,
                    back: false,
                });
            } else {
                if self.starts[e as usize] {
                    self.update_tstack(wnum, (vnum, wnum, vnum));
                }
                self.estack.push(e);
                frame.it = next;
            }
        }
    }

    /// What follows the search below the tree arc `e` in slot `it` of `v`:
    /// the type-2 and type-1 separation pairs it closes. `outv` counts the
    /// arcs of `v` not yet done, this one included.
    fn after_tree_arc(&mut self, v: u32, vnum: u32, it: u32, e: u32, outv: u32) {
        let mut w = self.tgt[e as usize];
        let mut wnum = self.newnum[w as usize];
        let tree_arc = self.tree_arc[w as usize];
        self.estack.push(tree_arc);

        // Type-2 pairs.
        loop {
            if vnum == 1 {
                break;
            }
            let degree_two = self.degree[w as usize] == 2 && {
                let first = self.slot_edge[self.adj_head[w as usize] as usize];
                self.newnum[self.tgt[first as usize] as usize] > wnum
            };
            let (_, a, b) = *self.tstack.last().expect("an end marker at least");
            if !(a == vnum || degree_two) {
                break;
            }
            if a == vnum
                && self.father[self.node_at[b as usize] as usize] == self.node_at[a as usize]
            {
                self.tstack.pop();
                continue;
            }
            let mut e_ab = NIL;
            let virt;
            let x;
            if degree_two {
                let e1 = self.estack.pop().expect("the arc to w");
                let e2 = self.estack.pop().expect("the edge out of w");
                self.del_adj(w, self.in_adj[e2 as usize]);
                x = self.tgt[e2 as usize];
                virt = self.new_edge(v, x);
                self.degree[x as usize] -= 1;
                self.degree[v as usize] -= 1;
                self.new_comp(Kind::Polygon);
                self.add(e1);
                self.add(e2);
                self.add(virt);
                if let Some(&top) = self.estack.last()
                    && self.src[top as usize] == x
                    && self.tgt[top as usize] == v
                {
                    e_ab = top;
                    self.estack.pop();
                    self.del_adj(x, self.in_adj[e_ab as usize]);
                    self.del_high(e_ab);
                }
            } else {
                let (h, _, _) = self.tstack.pop().expect("the triple just read");
                self.new_comp(Kind::Rigid);
                while let Some(&xy) = self.estack.last() {
                    let (sx, ty) = (self.src[xy as usize], self.tgt[xy as usize]);
                    let (nx, ny) = (self.newnum[sx as usize], self.newnum[ty as usize]);
                    if !(a <= nx && nx <= h && a <= ny && ny <= h) {
                        break;
                    }
                    self.estack.pop();
                    if (nx == a && ny == b) || (ny == a && nx == b) {
                        e_ab = xy;
                        self.del_adj(sx, self.in_adj[xy as usize]);
                        self.del_high(xy);
                    } else {
                        if it != self.in_adj[xy as usize] {
                            self.del_adj(sx, self.in_adj[xy as usize]);
                            self.del_high(xy);
                        }
                        self.add(xy);
                        self.degree[sx as usize] -= 1;
                        self.degree[ty as usize] -= 1;
                    }
                }
                let (na, nb) = (self.node_at[a as usize], self.node_at[b as usize]);
                virt = self.new_edge(na, nb);
                self.finish_rigid_or_polygon(virt);
                x = nb;
            }
            let mut virt = virt;
            if e_ab != NIL {
                self.new_comp(Kind::Bond);
                self.add(e_ab);
                self.add(virt);
                virt = self.new_edge(v, x);
                self.add(virt);
                self.degree[x as usize] -= 1;
                self.degree[v as usize] -= 1;
            }
            self.estack.push(virt);
            self.slot_edge[it as usize] = virt;
            self.in_adj[virt as usize] = it;
            self.degree[x as usize] += 1;
            self.degree[v as usize] += 1;
            self.father[x as usize] = v;
            self.tree_arc[x as usize] = virt;
            self.kind[virt as usize] = TREE;
            w = x;
            wnum = self.newnum[w as usize];
        }

        // A type-1 pair.
        let (wi, low1) = (w as usize, self.low1[w as usize]);
        if self.low2[wi] >= vnum
            && low1 < vnum
            && (self.father[v as usize] != self.root || outv >= 2)
        {
            self.new_comp(Kind::Rigid);
            let end = wnum + self.descendants[wi];
            let inside = |n: u32| wnum <= n && n < end;
            while let Some(&xy) = self.estack.last() {
                let (sx, ty) = (self.src[xy as usize], self.tgt[xy as usize]);
                if !(inside(self.newnum[sx as usize]) || inside(self.newnum[ty as usize])) {
                    break;
                }
                self.estack.pop();
                self.add(xy);
                self.del_high(xy);
                self.degree[sx as usize] -= 1;
                self.degree[ty as usize] -= 1;
            }
            let low_node = self.node_at[low1 as usize];
            let mut virt = self.new_edge(v, low_node);
            self.finish_rigid_or_polygon(virt);
            if let Some(&top) = self.estack.last() {
                let (nx, ny) = (
                    self.newnum[self.src[top as usize] as usize],
                    self.newnum[self.tgt[top as usize] as usize],
                );
                if (nx == vnum && ny == low1) || (ny == vnum && nx == low1) {
                    self.new_comp(Kind::Bond);
                    let eh = self.estack.pop().expect("the top just read");
                    if self.in_adj[eh as usize] != it {
                        self.del_adj(self.src[eh as usize], self.in_adj[eh as usize]);
                    }
                    self.add(eh);
                    self.add(virt);
                    virt = self.new_edge(v, low_node);
                    self.add(virt);
                    self.in_high[virt as usize] = self.in_high[eh as usize];
                    self.degree[v as usize] -= 1;
                    self.degree[low_node as usize] -= 1;
                }
            }
            if low_node != self.father[v as usize] {
                self.estack.push(virt);
                self.slot_edge[it as usize] = virt;
                self.in_adj[virt as usize] = it;
                if self.in_high[virt as usize] == NIL && self.high(low_node) < vnum {
                    self.in_high[virt as usize] = self.push_high(low_node, vnum, true);
                }
                self.degree[v as usize] += 1;
                self.degree[low_node as usize] += 1;
            } else {
                self.del_adj(v, it);
                self.new_comp(Kind::Bond);
                self.add(virt);
                let up = self.new_edge(low_node, v);
                self.add(up);
                let eh = self.tree_arc[v as usize];
                self.add(eh);
                self.tree_arc[v as usize] = up;
                self.kind[up as usize] = TREE;
                let slot = self.in_adj[eh as usize];
                self.in_adj[up as usize] = slot;
                self.slot_edge[slot as usize] = up;
            }
        }

        if self.starts[e as usize] {
            while self.tstack_not_eos() {
                self.tstack.pop();
            }
            self.tstack.pop();
        }
        while self.tstack_not_eos() {
            let (h, _, b) = *self.tstack.last().expect("not the end marker");
            if b != vnum && self.high(v) > h {
                self.tstack.pop();
            } else {
                break;
            }
        }
    }

    /// What is left on the edge stack is the last component.
    fn close_last_component(&mut self) {
        self.new_comp(Kind::Polygon);
        let first = self.comp_edges.len();
        while let Some(e) = self.estack.pop() {
            self.add(e);
        }
        if self.comp_edges.len() - first > 4 {
            *self.comp_kind.last_mut().expect("just opened") = Kind::Rigid;
        }
    }

    /// Merges bonds that share a virtual edge, and polygons likewise, into
    /// the triconnected components.
    fn assemble(mut self) -> Triconnected {
        // Only the components and the edges' ends are needed from here on:
        // the rest goes before the lists below are made.
        self.release_search_tables();
        let comps = self.comp_kind.len();
        let total = self.comp_edges.len();
        let edges = self.src.len();
        let comp_end = |c: usize| {
            if c + 1 < comps {
                self.comp_start[c + 1] as usize
            } else {
                total
            }
        };
        // Each component's edges as a linked list over their places.
        let mut next = vec![NIL; total];
        let mut prev = vec![NIL; total];
        let mut head = vec![NIL; comps];
        let mut tail = vec![NIL; comps];
        // The two places of every edge (one for a real edge), and the
        // components they started in.
        let mut place = vec![[NIL; 2]; edges];
        let mut comp_of_place = vec![0u32; total];
        for c in 0..comps {
            let (first, end) = (self.comp_start[c] as usize, comp_end(c));
            for i in first..end {
                comp_of_place[i] = c as u32;
                prev[i] = if i > first { i as u32 - 1 } else { NIL };
                next[i] = if i + 1 < end { i as u32 + 1 } else { NIL };
                let e = self.comp_edges[i] as usize;
                let slot = usize::from(place[e][0] != NIL);
                place[e][slot] = i as u32;
            }
            if end > first {
                head[c] = first as u32;
                tail[c] = end as u32 - 1;
            }
        }
        let unlink = |c: usize,
                      i: u32,
                      next: &mut [u32],
                      prev: &mut [u32],
                      head: &mut [u32],
                      tail: &mut [u32]| {
            let i = i as usize;
            let (p, n) = (prev[i], next[i]);
            if p == NIL {
                head[c] = n;
            } else {
                next[p as usize] = n;
            }
            if n == NIL {
                tail[c] = p;
            } else {
                prev[n as usize] = p;
            }
        };
        let mut visited = vec![false; comps];
        for i in 0..comps {
            visited[i] = true;
            let kind = self.comp_kind[i];
            if head[i] == NIL || kind == Kind::Rigid {
                continue;
            }
            let mut at = head[i];
            while at != NIL {
                let mut after = next[at as usize];
                let e = self.comp_edges[at as usize] as usize;
                if e < self.real {
                    at = after;
                    continue;
                }
                let [p1, p2] = place[e];
                let other = if p1 == at { p2 } else { p1 };
                let j = comp_of_place[other as usize] as usize;
                if visited[j] || self.comp_kind[j] != kind {
                    at = after;
                    continue;
                }
                visited[j] = true;
                unlink(j, other, &mut next, &mut prev, &mut head, &mut tail);
                // Append j's list to i's.
                if head[j] != NIL {
                    let t = tail[i];
                    next[t as usize] = head[j];
                    prev[head[j] as usize] = t;
                    tail[i] = tail[j];
                    head[j] = NIL;
                    tail[j] = NIL;
                }
                if after == NIL {
                    after = next[at as usize];
                }
                unlink(i, at, &mut next, &mut prev, &mut head, &mut tail);
                at = after;
            }
        }
        // The components left, with their edges in one array.
        let mut kinds = Vec::new();
        let mut start = vec![0u32];
        let mut out = Vec::with_capacity(total);
        let mut ends: Vec<(u32, u32)> = (0..edges).map(|e| (self.src[e], self.tgt[e])).collect();
        for &first_place in &head {
            if first_place == NIL {
                continue;
            }
            let first = out.len();
            let mut at = first_place;
            while at != NIL {
                out.push(self.comp_edges[at as usize]);
                at = next[at as usize];
            }
            kinds.push(classify(&out[first..], &ends));
            start.push(out.len() as u32);
        }
        // Orientation does not matter from here on.
        for pair in &mut ends {
            if pair.0 > pair.1 {
                *pair = (pair.1, pair.0);
            }
        }
        Triconnected {
            ends,
            real: self.real,
            kinds,
            start,
            edges: out,
        }
    }
}

impl Split {
    /// Frees every table of the searches, keeping the edges' ends and the
    /// components.
    fn release_search_tables(&mut self) {
        for table in [
            &mut self.in_adj,
            &mut self.in_high,
            &mut self.number,
            &mut self.low1,
            &mut self.low2,
            &mut self.father,
            &mut self.descendants,
            &mut self.degree,
            &mut self.tree_arc,
            &mut self.newnum,
            &mut self.node_at,
            &mut self.slot_edge,
            &mut self.slot_next,
            &mut self.slot_prev,
            &mut self.adj_head,
            &mut self.adj_tail,
            &mut self.adj_len,
            &mut self.high_value,
            &mut self.high_next,
            &mut self.high_prev,
            &mut self.high_head,
            &mut self.high_tail,
            &mut self.estack,
        ] {
            *table = Vec::new();
        }
        self.kind = Vec::new();
        self.starts = Vec::new();
        self.tstack = Vec::new();
    }
}

/// A component's kind from its shape: two vertices make a bond, a cycle a
/// polygon, anything else is rigid.
fn classify(edges: &[u32], ends: &[(u32, u32)]) -> Kind {
    let mut vertices: Vec<u32> = edges
        .iter()
        .flat_map(|&e| {
            let (a, b) = ends[e as usize];
            [a, b]
        })
        .collect();
    vertices.sort_unstable();
    let total = vertices.len();
    vertices.dedup();
    if vertices.len() == 2 {
        return if edges.len() == 2 {
            Kind::Polygon
        } else {
            Kind::Bond
        };
    }
    // Every vertex of a cycle has two edges, and a cycle has as many edges
    // as vertices; a connected component meeting both is one.
    if total == 2 * vertices.len() && edges.len() == vertices.len() {
        let mut counts: Vec<u32> = vec![0; vertices.len()];
        for &e in edges {
            let (a, b) = ends[e as usize];
            for v in [a, b] {
                let i = vertices.binary_search(&v).expect("listed");
                counts[i] += 1;
            }
        }
        if counts.iter().all(|&c| c == 2) {
            return Kind::Polygon;
        }
    }
    Kind::Rigid
}

#[cfg(test)]
mod tests {
    use super::{Kind, Triconnected};

    /// A small generator, so the tests need no optional feature.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    /// A random biconnected multigraph: a cycle, then ears between vertices
    /// already there (an ear of no inner vertex is an edge, perhaps a
    /// parallel one).
    fn random_graph(rng: &mut Rng) -> (usize, Vec<(u32, u32)>) {
        let cycle = 2 + rng.below(5);
        let mut n = cycle;
        let mut edges: Vec<(u32, u32)> = (0..cycle)
            .map(|i| (i as u32, ((i + 1) % cycle) as u32))
            .collect();
        if cycle == 2 {
            edges.truncate(1);
            edges.push((0, 1));
        }
        for _ in 0..rng.below(12) {
            // Ears join two distinct vertices, or the graph is not
            // biconnected.
            let a = rng.below(n) as u32;
            let b = (a + 1 + rng.below(n - 1) as u32) % n as u32;
            let mut at = a;
            for _ in 0..rng.below(4) {
                edges.push((at, n as u32));
                at = n as u32;
                n += 1;
            }
            edges.push((at, b));
        }
        (n, edges)
    }

    /// Whether the simple graph on `vertices` with `edges` stays connected
    /// after removing any two vertices (and has at least four).
    fn triconnected(vertices: &[u32], edges: &[(u32, u32)]) -> bool {
        if vertices.len() < 4 {
            return false;
        }
        for &x in vertices {
            for &y in vertices {
                if x < y && !connected_without(vertices, edges, &[x, y]) {
                    return false;
                }
            }
        }
        true
    }

    fn connected_without(vertices: &[u32], edges: &[(u32, u32)], gone: &[u32]) -> bool {
        let left: Vec<u32> = vertices
            .iter()
            .copied()
            .filter(|v| !gone.contains(v))
            .collect();
        let Some(&first) = left.first() else {
            return true;
        };
        let mut seen = vec![first];
        let mut i = 0;
        while i < seen.len() {
            let v = seen[i];
            i += 1;
            for &(a, b) in edges {
                for (p, q) in [(a, b), (b, a)] {
                    if p == v && !gone.contains(&q) && !seen.contains(&q) {
                        seen.push(q);
                    }
                }
            }
        }
        seen.len() == left.len()
    }

    /// Node kinds and kinds of adjacent pairs seen, for coverage.
    #[derive(Default)]
    struct Seen {
        kinds: [usize; 3],
        pairs: std::collections::BTreeSet<(u8, u8)>,
        deepest: usize,
    }

    fn index(kind: Kind) -> u8 {
        match kind {
            Kind::Bond => 0,
            Kind::Polygon => 1,
            Kind::Rigid => 2,
        }
    }

    /// Checks every property that makes the components the triconnected
    /// components of the graph.
    fn check(n: usize, edges: &[(u32, u32)], seen: &mut Seen) {
        let t = Triconnected::new(n, edges);
        let m = edges.len();
        for e in 0..m as u32 {
            let (a, b) = edges[e as usize];
            assert_eq!(t.ends(e), (a.min(b), a.max(b)));
        }
        // Each real edge in one component, each virtual edge in two.
        let mut homes: Vec<Vec<usize>> = vec![Vec::new(); t.edge_count()];
        for c in 0..t.len() {
            for &e in t.edges_of(c) {
                homes[e as usize].push(c);
            }
        }
        let mut tree: Vec<(usize, usize, u32)> = Vec::new();
        for (e, h) in homes.iter().enumerate() {
            let e = e as u32;
            if !t.is_virtual(e) {
                assert_eq!(h.len(), 1, "real edge {e} in {h:?} of {edges:?}");
            } else if !h.is_empty() {
                assert_eq!(h.len(), 2, "virtual edge {e} in {h:?} of {edges:?}");
                tree.push((h[0], h[1], e));
            }
        }
        // The components form a tree through their virtual edges.
        assert_eq!(tree.len() + 1, t.len(), "{edges:?}");
        let mut reached = vec![false; t.len()];
        let mut depth = vec![0usize; t.len()];
        reached[0] = true;
        let mut order = vec![0];
        let mut i = 0;
        while i < order.len() {
            let c = order[i];
            i += 1;
            for &(x, y, _) in &tree {
                for (p, q) in [(x, y), (y, x)] {
                    if p == c && !reached[q] {
                        reached[q] = true;
                        depth[q] = depth[c] + 1;
                        order.push(q);
                    }
                }
            }
        }
        assert!(reached.iter().all(|&r| r), "a forest: {edges:?}");
        seen.deepest = seen.deepest.max(depth.iter().copied().max().unwrap_or(0));
        // Every component is of its kind.
        for c in 0..t.len() {
            let es = t.edges_of(c);
            let ends: Vec<(u32, u32)> = es.iter().map(|&e| t.ends(e)).collect();
            let mut vertices: Vec<u32> = ends.iter().flat_map(|&(a, b)| [a, b]).collect();
            vertices.sort_unstable();
            vertices.dedup();
            seen.kinds[index(t.kind(c)) as usize] += 1;
            match t.kind(c) {
                Kind::Bond => {
                    assert_eq!(vertices.len(), 2);
                    assert!(es.len() >= 3);
                }
                Kind::Polygon => {
                    assert_eq!(vertices.len(), es.len());
                    assert!(es.len() >= 3 || t.len() == 1);
                    assert!(connected_without(&vertices, &ends, &[]));
                    for v in &vertices {
                        let degree = ends.iter().filter(|&&(a, b)| a == *v || b == *v).count();
                        assert_eq!(degree, 2);
                    }
                }
                Kind::Rigid => {
                    let mut simple = ends.clone();
                    simple.sort_unstable();
                    simple.dedup();
                    assert_eq!(simple.len(), ends.len(), "rigid but not simple");
                    assert!(triconnected(&vertices, &ends), "{ends:?} of {edges:?}");
                }
            }
        }
        // Reduced: no bond beside a bond, no polygon beside a polygon; and
        // each virtual edge's poles separate the real edges on its two sides.
        for &(x, y, v) in &tree {
            let (kx, ky) = (t.kind(x), t.kind(y));
            assert!(
                kx == Kind::Rigid || kx != ky,
                "two {kx:?} share a virtual edge"
            );
            let (i, j) = (index(kx).min(index(ky)), index(kx).max(index(ky)));
            seen.pairs.insert((i, j));
            let side = side_of(&tree, t.len(), x, v);
            let mut touched = [Vec::new(), Vec::new()];
            for c in 0..t.len() {
                for &e in t.edges_of(c) {
                    if !t.is_virtual(e) {
                        let (a, b) = t.ends(e);
                        touched[usize::from(side[c])].extend([a, b]);
                    }
                }
            }
            let (p, q) = t.ends(v);
            for a in &touched[0] {
                if touched[1].contains(a) {
                    assert!(
                        *a == p || *a == q,
                        "{a} on both sides of {p}, {q}: {edges:?}"
                    );
                }
            }
        }
    }

    /// For each component, whether it lies on `from`'s side of the tree
    /// edge `cut` (false) or the other (true).
    fn side_of(tree: &[(usize, usize, u32)], comps: usize, from: usize, cut: u32) -> Vec<bool> {
        let mut other = vec![true; comps];
        other[from] = false;
        let mut stack = vec![from];
        while let Some(c) = stack.pop() {
            for &(x, y, v) in tree {
                if v == cut {
                    continue;
                }
                for (p, q) in [(x, y), (y, x)] {
                    if p == c && other[q] {
                        other[q] = false;
                        stack.push(q);
                    }
                }
            }
        }
        other
    }

    #[test]
    fn components_of_random_biconnected_multigraphs() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let mut seen = Seen::default();
        for _ in 0..6000 {
            let (n, edges) = random_graph(&mut rng);
            check(n, &edges, &mut seen);
        }
        assert!(
            seen.kinds.iter().all(|&k| k > 100),
            "kinds {:?}",
            seen.kinds
        );
        // Every kind beside every other kind, and trees of several levels.
        for pair in [(0, 1), (0, 2), (1, 2), (2, 2)] {
            assert!(
                seen.pairs.contains(&pair),
                "no {pair:?} in {:?}",
                seen.pairs
            );
        }
        assert!(seen.deepest >= 4, "deepest {}", seen.deepest);
    }

    #[test]
    fn small_graphs() {
        let mut seen = Seen::default();
        // A triangle, a square, K4, a theta, two parallel edges, a bond.
        for edges in [
            vec![(0, 1), (1, 2), (2, 0)],
            vec![(0, 1), (1, 2), (2, 3), (3, 0)],
            vec![(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)],
            vec![(0, 1), (1, 2), (2, 3), (3, 0), (0, 4), (4, 2)],
            vec![(0, 1), (0, 1)],
            vec![(0, 1), (1, 0), (0, 1)],
            vec![(0, 1), (1, 2), (2, 0), (0, 1)],
        ] {
            let n = edges.iter().map(|&(a, b)| a.max(b)).max().unwrap() as usize + 1;
            check(n, &edges, &mut seen);
        }
        let k4 = Triconnected::new(4, &[(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]);
        assert_eq!((k4.len(), k4.kind(0)), (1, Kind::Rigid));
        let square = Triconnected::new(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]);
        assert_eq!((square.len(), square.kind(0)), (1, Kind::Polygon));
    }
}
