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

mod biconnected;
mod detours;
mod incidence;
#[cfg(test)]
mod tests;
mod weights;

use biconnected::blocks;
use incidence::incidence;

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
    pub(crate) fn new(n: usize, mut edges: Vec<(u32, u32)>, weights: Vec<u32>) -> SpqrTree {
        let m = edges.len();
        let (block_of, blocks) = blocks(n, &edges);
        for pair in &mut edges {
            *pair = (pair.0.min(pair.1), pair.0.max(pair.1));
        }
        let mut tree = SpqrTree {
            ends: edges,
            real: m,
            homes: Vec::new(),
            weight: Vec::new(),
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
        // The virtual edges' ends, kept apart until every block is split, so
        // that the tables of every edge are made once, at their size, and
        // after the biggest splitting has freed its own.
        let mut virtual_ends: Vec<(u32, u32)> = Vec::new();
        if blocks == 1 && m >= 2 && spans(n, &tree.ends) {
            // One block holding every vertex, as on a board whose junctions
            // form one 2-connected whole: split it in the graph's numbering.
            drop(block_of);
            let parts = Triconnected::new(n, &tree.ends);
            tree.add_block(&parts, |e| e, |v| v, &mut virtual_ends);
        } else {
            tree.add_blocks(n, &block_of, blocks, &mut virtual_ends);
        }
        tree.ends.reserve_exact(virtual_ends.len());
        tree.ends.extend_from_slice(&virtual_ends);
        drop(virtual_ends);
        // Virtual edges are weighed by `weigh`.
        tree.weight = Vec::with_capacity(tree.ends.len());
        tree.weight.extend(weights.iter().map(|&w| [w, w]));
        drop(weights);
        tree.weight.resize(tree.ends.len(), [0; 2]);
        tree.place_homes();
        tree.index_virtual_edges(n);
        tree.index_rigid_components();
        tree.weigh();
        tree
    }

    /// Splits every block of two edges or more (`block_of` gives each
    /// edge's), numbering each block's vertices apart.
    fn add_blocks(
        &mut self,
        n: usize,
        block_of: &[u32],
        blocks: usize,
        virtual_ends: &mut Vec<(u32, u32)>,
    ) {
        let m = block_of.len();
        // The edges of each block together.
        let mut first = vec![0u32; blocks + 1];
        for &b in block_of {
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
        drop(fill);
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
                let (x, y) = self.ends[e as usize];
                for v in [x, y] {
                    if local[v as usize] == NIL {
                        local[v as usize] = global.len() as u32;
                        global.push(v);
                    }
                }
                local_edges.push((local[x as usize], local[y as usize]));
            }
            let parts = Triconnected::new(global.len(), &local_edges);
            self.add_block(
                &parts,
                |e| block[e as usize],
                |v| global[v as usize],
                virtual_ends,
            );
            for &v in &global {
                local[v as usize] = NIL;
            }
        }
    }

    /// Each edge's one or two components, from the components' edges.
    fn place_homes(&mut self) {
        self.homes = vec![[NIL; 2]; self.ends.len()];
        for c in 0..self.kinds.len() {
            let edges = self.comp_start[c] as usize..self.comp_start[c + 1] as usize;
            for &e in &self.comp_edges[edges] {
                let home = &mut self.homes[e as usize];
                let slot = usize::from(home[0] != NIL);
                home[slot] = c as u32;
            }
        }
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
    /// real edge `e` is the graph's `real_of(e)` and vertex `v` the graph's
    /// `vertex_of(v)`. Virtual edges get numbers of their own, after the
    /// graph's edges and the virtual ones before them, whose ends go to
    /// `virtual_ends`.
    fn add_block(
        &mut self,
        parts: &Triconnected,
        real_of: impl Fn(u32) -> u32,
        vertex_of: impl Fn(u32) -> u32,
        virtual_ends: &mut Vec<(u32, u32)>,
    ) {
        let mut virtual_id = vec![NIL; parts.edge_count()];
        reserve_once(&mut self.kinds, parts.len());
        reserve_once(&mut self.comp_start, parts.len());
        reserve_once(&mut self.comp_edges, parts.places());
        for c in 0..parts.len() {
            for &e in parts.edges_of(c) {
                let id = if parts.is_virtual(e) {
                    if virtual_id[e as usize] == NIL {
                        let (x, y) = parts.ends(e);
                        let (gx, gy) = (vertex_of(x), vertex_of(y));
                        virtual_id[e as usize] = (self.real + virtual_ends.len()) as u32;
                        virtual_ends.push((gx.min(gy), gx.max(gy)));
                    }
                    virtual_id[e as usize]
                } else {
                    real_of(e)
                };
                self.comp_edges.push(id);
            }
            self.kinds.push(parts.kind(c));
            self.comp_start.push(self.comp_edges.len() as u32);
        }
    }

    /// Lists the virtual edges at each vertex.
    fn index_virtual_edges(&mut self, n: usize) {
        let (start, mut list) = incidence(n, &self.ends[self.real..]);
        for e in &mut list {
            *e += self.real as u32;
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
}

/// Whether every vertex of `0..n` is an end of one of `edges`.
fn spans(n: usize, edges: &[(u32, u32)]) -> bool {
    let mut seen = vec![false; n];
    for &(a, b) in edges {
        seen[a as usize] = true;
        seen[b as usize] = true;
    }
    seen.iter().all(|&s| s)
}

/// Makes room for `extra` more items in `list`: exactly when they are at
/// least as many as it holds (the first and biggest block), by the usual
/// doubling otherwise (so that many small blocks do not copy it each time).
fn reserve_once<T>(list: &mut Vec<T>, extra: usize) {
    if extra >= list.len() {
        list.reserve_exact(extra);
    } else {
        list.reserve(extra);
    }
}

impl SpqrTree {
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

    /// The most bytes [`SpqrTree::new`] holds at once: while a block is split,
    /// the graph's edges and weights, the blocks' tables and the splitting
    /// of the biggest block (all of it, at most); after it, the tree, made
    /// only then, beside the last block's components.
    #[must_use]
    pub(crate) fn peak_bytes(vertices: usize, edges: usize) -> usize {
        let blocks = 8 * edges + 8 * vertices + 8 * edges;
        let splitting = 12 * edges + blocks + Triconnected::peak_bytes(vertices, edges);
        let components = 8 * (edges + edges / 4) + 4 * (edges + edges / 2);
        splitting.max(SpqrTree::bytes_for(vertices, edges) + components)
    }
}
