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

mod assemble;
mod first_search;
mod path_search;
#[cfg(test)]
mod tests;

/// No vertex, edge, slot or entry.
const NIL: u32 = u32::MAX;

/// Pushes `item` onto `list`, growing it by `step` places when it is full
/// instead of doubling it: the tables that grow as splits add virtual edges
/// are sized for the graph's own edges and a share more, and doubling the
/// biggest of them would leave up to half of each unused at the peak.
fn push_stepped<T>(list: &mut Vec<T>, item: T, step: usize) {
    if list.len() == list.capacity() {
        list.reserve_exact(step);
    }
    list.push(item);
}

/// Pushes `item` onto `list`, which never holds more than `most` items:
/// when it is full it doubles, but to `most` at the most.
fn push_capped<T>(list: &mut Vec<T>, item: T, most: usize) {
    if list.len() == list.capacity() {
        let len = list.len();
        list.reserve_exact(len.max(16).min(most.saturating_sub(len)).max(1));
    }
    list.push(item);
}

/// Links `item`, the next index of `prev` and `next`, at the back of list
/// `list`, whose ends are `head[list]` and `tail[list]`; `prev` and `next`
/// grow by `step` places (see [`push_stepped`]).
fn append(
    head: &mut [u32],
    tail: &mut [u32],
    prev: &mut Vec<u32>,
    next: &mut Vec<u32>,
    list: usize,
    item: u32,
    step: usize,
) {
    let last = tail[list];
    push_stepped(prev, last, step);
    push_stepped(next, NIL, step);
    if last == NIL {
        head[list] = item;
    } else {
        next[last as usize] = item;
    }
    tail[list] = item;
}

/// Takes `item` out of list `list` (see [`append`]): the links of the
/// adjacency and high-point lists, and of the components while they merge.
fn unlink(
    head: &mut [u32],
    tail: &mut [u32],
    prev: &mut [u32],
    next: &mut [u32],
    list: usize,
    item: u32,
) {
    let (before, after) = (prev[item as usize], next[item as usize]);
    if before == NIL {
        head[list] = after;
    } else {
        next[before as usize] = after;
    }
    if after == NIL {
        tail[list] = before;
    } else {
        prev[after as usize] = before;
    }
}

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

    /// How many places the components have: each real edge once, each
    /// virtual edge twice.
    #[must_use]
    pub(crate) fn places(&self) -> usize {
        self.edges.len()
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
    /// as the graph's own on boards (two fifths on beads); the tables of
    /// edges are made with room for half as many and grow by a quarter of
    /// the graph's edges when full. The path search holds fifteen numbers a
    /// vertex and its frames; an edge, its ends, type, slot and places in
    /// the lists and stacks; the assembly, after those are freed, links
    /// every place in the components.
    #[must_use]
    pub(crate) fn peak_bytes(vertices: usize, edges: usize) -> usize {
        let room = edges + edges / 2;
        let places = 2 * edges;
        let search = 88 * vertices + 18 * room + 12 * (edges + edges / 4) + 12 * edges + 4 * places;
        let assembly = 16 * room + 24 * places + 24 * (edges / 4) + vertices;
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
    /// How many places the tables that grow with the virtual edges gain
    /// when full: a quarter of the graph's own edges.
    step: usize,

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

/// A component's kind from its shape: two vertices make a bond, a cycle a
/// polygon, anything else is rigid. `count` per vertex counts the
/// component's edge ends there while it is looked at (all zero before and after): one
/// pass over the edges, where sorting the vertices and looking each end up
/// took a merged polygon of millions of edges `m log m` cache misses.
fn classify(edges: &[u32], ends: &[(u32, u32)], count: &mut [u8]) -> Kind {
    let mut vertices = 0;
    for &e in edges {
        let (a, b) = ends[e as usize];
        for v in [a, b] {
            let c = &mut count[v as usize];
            vertices += usize::from(*c == 0);
            *c = c.saturating_add(1);
        }
    }
    // Every vertex of a cycle has two edges, and a cycle has as many edges
    // as vertices; a connected component meeting both is one.
    let mut cycle = edges.len() == vertices;
    for &e in edges {
        let (a, b) = ends[e as usize];
        for v in [a, b] {
            cycle &= count[v as usize] == 2 || count[v as usize] == 0;
            count[v as usize] = 0;
        }
    }
    if vertices == 2 {
        if edges.len() == 2 {
            Kind::Polygon
        } else {
            Kind::Bond
        }
    } else if cycle {
        Kind::Polygon
    } else {
        Kind::Rigid
    }
}
