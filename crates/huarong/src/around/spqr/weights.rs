//! The two passes over every tree that weigh the virtual edges, and the
//! searches of rigid skeletons they and the detours use.

use std::cmp::Reverse;

use super::{GAVE_UP, NIL, SpqrSearch, SpqrTree};
use crate::around::triconnected::Kind;

impl SpqrTree {
    /// Both passes over every tree: the pole-to-pole distance of each
    /// virtual edge on either side; then each polygon's length.
    pub(super) fn weigh(&mut self) {
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
    pub(super) fn pole_distance(
        &self,
        search: &mut SpqrSearch,
        c: u32,
        e: u32,
        limit: usize,
    ) -> u64 {
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
    pub(super) fn search(
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
}
