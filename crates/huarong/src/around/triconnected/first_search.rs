//! The first depth-first search of the splitting: the working state set up,
//! multiple edges split off, the palm tree numbered and its adjacency lists
//! ordered, and the linked lists of adjacency slots and high points.

use super::{FROND, Kind, NIL, REMOVED, Split, TREE, UNSEEN, append, push_stepped, unlink};

impl Split {
    pub(super) fn new(n: usize, edges: &[(u32, u32)]) -> Split {
        let m = edges.len();
        // Splits add virtual edges: a tenth to under half as many as the
        // graph's own on boards, so room for half as many is made at once.
        let step = (m / 4).max(16);
        let room = m + 2 * step;
        let mut src = Vec::with_capacity(room);
        let mut tgt = Vec::with_capacity(room);
        for &(a, b) in edges {
            src.push(a);
            tgt.push(b);
        }
        Split {
            n,
            src,
            tgt,
            kind: filled(m, UNSEEN, room),
            starts: filled(m, false, room),
            in_adj: filled(m, NIL, room),
            in_high: filled(m, NIL, room),
            real: m,
            step,
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
            // Every real edge and each virtual one twice.
            comp_edges: Vec::with_capacity(room + 2 * step),
            comp_kind: Vec::new(),
        }
    }

    /// A new edge from `a` to `b`.
    pub(super) fn new_edge(&mut self, a: u32, b: u32) -> u32 {
        let e = self.src.len() as u32;
        let step = self.step;
        push_stepped(&mut self.src, a, step);
        push_stepped(&mut self.tgt, b, step);
        push_stepped(&mut self.kind, UNSEEN, step);
        push_stepped(&mut self.starts, false, step);
        push_stepped(&mut self.in_adj, NIL, step);
        push_stepped(&mut self.in_high, NIL, step);
        e
    }

    /// Starts a new component.
    pub(super) fn new_comp(&mut self, kind: Kind) {
        let step = self.step / 4;
        push_stepped(&mut self.comp_start, self.comp_edges.len() as u32, step);
        push_stepped(&mut self.comp_kind, kind, step);
    }

    /// Adds `e` to the component started last.
    pub(super) fn add(&mut self, e: u32) {
        push_stepped(&mut self.comp_edges, e, self.step);
    }

    /// Closes the component started last with `e`: a triangle, or a
    /// triconnected graph.
    pub(super) fn finish_rigid_or_polygon(&mut self, e: u32) {
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
    pub(super) fn split_multi_edges(&mut self) {
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
    pub(super) fn first_search(&mut self) {
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

    pub(super) fn enter_first(&mut self, v: u32, number: u32) {
        let v = v as usize;
        self.number[v] = number;
        self.low1[v] = number;
        self.low2[v] = number;
        self.descendants[v] = 1;
    }

    /// Orders each vertex's adjacency list by the key φ: fronds to lower
    /// vertices first, tree arcs by their low points.
    pub(super) fn order_adjacency(&mut self) {
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
        // Every edge left has a slot; virtual edges take the slots of the
        // edges they replace, or new ones.
        for table in [
            &mut self.slot_edge,
            &mut self.slot_next,
            &mut self.slot_prev,
        ] {
            table.reserve_exact(order.len() + self.step);
        }
        for e in order {
            self.push_adj(self.src[e as usize], e);
        }
    }

    pub(super) fn push_adj(&mut self, v: u32, e: u32) {
        let slot = self.slot_edge.len() as u32;
        push_stepped(&mut self.slot_edge, e, self.step);
        let v = v as usize;
        append(
            &mut self.adj_head,
            &mut self.adj_tail,
            &mut self.slot_prev,
            &mut self.slot_next,
            v,
            slot,
            self.step,
        );
        self.adj_len[v] += 1;
        self.in_adj[e as usize] = slot;
    }

    /// Removes `slot` from the adjacency list of `v`.
    pub(super) fn del_adj(&mut self, v: u32, slot: u32) {
        let v = v as usize;
        unlink(
            &mut self.adj_head,
            &mut self.adj_tail,
            &mut self.slot_prev,
            &mut self.slot_next,
            v,
            slot,
        );
        self.adj_len[v] -= 1;
    }

    /// Adds `value` to the high-point list of `w` (at the front or the back),
    /// returning its entry.
    pub(super) fn push_high(&mut self, w: u32, value: u32, front: bool) -> u32 {
        let entry = self.high_value.len() as u32;
        let step = self.step / 2;
        push_stepped(&mut self.high_value, value, step);
        let w = w as usize;
        if front {
            // The front is the back of the list read the other way round.
            append(
                &mut self.high_tail,
                &mut self.high_head,
                &mut self.high_next,
                &mut self.high_prev,
                w,
                entry,
                step,
            );
        } else {
            append(
                &mut self.high_head,
                &mut self.high_tail,
                &mut self.high_prev,
                &mut self.high_next,
                w,
                entry,
                step,
            );
        }
        entry
    }

    /// Takes edge `e` out of its target's high-point list, if it is there.
    pub(super) fn del_high(&mut self, e: u32) {
        let entry = self.in_high[e as usize];
        if entry == NIL {
            return;
        }
        let w = self.tgt[e as usize] as usize;
        unlink(
            &mut self.high_head,
            &mut self.high_tail,
            &mut self.high_prev,
            &mut self.high_next,
            w,
            entry,
        );
        self.in_high[e as usize] = NIL;
    }

    /// The first entry of `v`'s high-point list, or 0.
    pub(super) fn high(&self, v: u32) -> u32 {
        match self.high_head[v as usize] {
            NIL => 0,
            entry => self.high_value[entry as usize],
        }
    }
}

/// A table of `len` copies of `fill`, with room for `room` items.
fn filled<T: Clone>(len: usize, fill: T, room: usize) -> Vec<T> {
    let mut table = Vec::with_capacity(room);
    table.resize(len, fill);
    table
}
