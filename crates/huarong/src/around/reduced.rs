//! The graph the long detours are found on when the board has no skeleton:
//! the cells whose detours were deferred and their neighbours, with each part
//! of the rest of the board that few of them border replaced by the shortest
//! walks across it.
//!
//! Deferred cells lie where the detours are long: at the doors of rooms, on
//! the links between pieces of a ring. The rest of the board is open ground,
//! where every cell is a junction; taken whole, the junctions of 32 x 32
//! rooms at 4000 x 4000 are 15 million, and their SPQR tree peaked near 200
//! bytes a cell. Here the board's cells are split into *kept* cells (the
//! deferred cells and their free neighbours) and *parts*, the connected
//! pieces of the rest. A part bordered by at most [`MOST_BORDER`] kept
//! cells, and no fewer cells than its border has pairs, is replaced by an
//! edge between each two of its border cells weighted by the shortest walk
//! between them through the part; other parts are kept whole.
//!
//! That changes no detour the tree is asked for. A detour avoids a deferred
//! cell or a link next to one, all kept, so no part is ever avoided: each
//! pass of a walk through a part, between two of its border cells, is at
//! least the edge that replaces it, and each edge is such a pass. Kept cells
//! with two edges are then strung into *chains*, as the skeleton's runs, so
//! that a long corridor is one edge of the tree's graph.

use crate::around::detour_graph::{Deferred, LOOP, Multigraph};
use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::input::tiles::free_cells_by_tiles;

/// No vertex, edge, chain or place in a part.
const NIL: u32 = u32::MAX;

/// A cell of a part that was replaced by the walks across it.
const GONE: u32 = u32::MAX - 1;

/// The most kept cells a part may border and still be replaced: its border's
/// walks take a search of the part each.
const MOST_BORDER: usize = 16;

/// The deferred cells' graph: its vertices, edges and chains, and each
/// deferred cell's place in it.
#[derive(Debug)]
pub(crate) struct Reduced {
    /// Vertices of `graph`: the kept cells with other than two edges.
    pub(crate) junctions: usize,
    /// The chains between junctions, as weighted edges.
    pub(crate) graph: Multigraph,
    /// Each deferred cell, in the order given, with its chain or junction.
    pub(crate) cells: Vec<Deferred>,
}

impl Reduced {
    /// The graph for the detours of the `deferred` cells of `board`; `None`
    /// for a layout or a graph past 32-bit numbers.
    #[must_use]
    pub(crate) fn new(board: &Board, deferred: &[Cell]) -> Option<Reduced> {
        let len = board.layout_len();
        if u32::try_from(len).map_or(true, |n| n >= GONE) {
            return None;
        }
        let (slot, across) = parts(board, deferred);
        let mut vertex = slot;
        let mut vertices = 0u32;
        for c in free_cells_by_tiles(board) {
            if vertex[c.index()] != GONE {
                vertex[c.index()] = vertices;
                vertices += 1;
            }
        }
        let kept = |c: Cell| board.free_cell(c) && vertex[c.index()] != GONE;
        let mut edges = Edges::default();
        for c in board.free_cells() {
            if !kept(c) {
                continue;
            }
            for d in [Dir::Right, Dir::Down] {
                let n = board.step(c, d);
                if kept(n) {
                    edges.push(vertex[c.index()], vertex[n.index()], 1);
                }
            }
        }
        for (a, b, w) in across {
            edges.push(vertex[a as usize], vertex[b as usize], w);
        }
        let chains = Chains::of(&edges, vertices as usize);
        let cells = deferred
            .iter()
            .map(|&p| {
                let v = vertex[p.index()];
                match chains.junction[v as usize] {
                    NIL => Deferred::Run(p, chains.chain[v as usize]),
                    j => Deferred::junction(board, p, j, |n| {
                        chains.toward(&edges, v, vertex[n.index()])
                    }),
                }
            })
            .collect();
        drop(vertex);
        let junctions = chains.count;
        let graph = chains.into_graph()?;
        Some(Reduced {
            junctions,
            graph,
            cells,
        })
    }

    /// The most bytes [`Reduced::new`] holds at once on a board of `len`
    /// layout cells, `free` of them free, `kept` of them kept, for the
    /// memory estimate (the deferred cells' places are the caller's): a
    /// number and a mark per cell; while the parts are found, a part's
    /// cells and its border (four a cell at most, the biggest part up to
    /// every free cell) and the walks across; then the kept cells' edges,
    /// at most three a kept cell (two links, and the walks across a part,
    /// no more than its border's cells), each with its ends and weight,
    /// twice in its ends' lists, its chain, and at most a chain's ends and
    /// length; and a list start, a junction and a chain number a vertex.
    #[must_use]
    pub(crate) fn peak_bytes(len: usize, free: usize, kept: usize) -> usize {
        let edges = 3 * kept;
        let parts = free * (4 + 16) + edges * 12;
        let graph = edges * (12 + 8 + 4 + 16) + kept * (4 + 8);
        5 * len + parts.max(graph)
    }
}

/// Splits the free cells of `board` into kept cells and parts, and replaces
/// each part that few kept cells border: returns a mark per cell, [`GONE`]
/// on the cells of replaced parts and [`NIL`] on the rest (among the free
/// cells, the kept ones, with the cells of parts kept whole), and the walks
/// across the replaced parts, as (cell, cell, length).
fn parts(board: &Board, deferred: &[Cell]) -> (Vec<u32>, Vec<(u32, u32, u32)>) {
    let len = board.layout_len();
    let mut kept = vec![false; len];
    for &p in deferred {
        kept[p.index()] = true;
        for d in Dir::ALL {
            let n = board.step(p, d);
            if board.free_cell(n) {
                kept[n.index()] = true;
            }
        }
    }
    let mut slot = vec![NIL; len];
    let mut across = Vec::new();
    let mut part: Vec<Cell> = Vec::new();
    let mut border: Vec<Cell> = Vec::new();
    let mut scratch = Walks::default();
    for c in board.free_cells() {
        if kept[c.index()] || slot[c.index()] != NIL {
            continue;
        }
        part.clear();
        border.clear();
        slot[c.index()] = 0;
        part.push(c);
        let mut i = 0;
        while let Some(&x) = part.get(i) {
            i += 1;
            for d in Dir::ALL {
                let n = board.step(x, d);
                if !board.free_cell(n) {
                    continue;
                }
                if kept[n.index()] {
                    border.push(n);
                } else if slot[n.index()] == NIL {
                    // Fits: the layout's numbers are below `GONE`.
                    slot[n.index()] = part.len() as u32;
                    part.push(n);
                }
            }
        }
        border.sort_unstable();
        border.dedup();
        let pairs = border.len() * border.len().saturating_sub(1) / 2;
        if border.len() <= MOST_BORDER && pairs <= part.len() {
            scratch.across(board, &kept, &slot, &part, &border, &mut across);
            for x in &part {
                slot[x.index()] = GONE;
            }
        } else {
            for x in &part {
                kept[x.index()] = true;
                slot[x.index()] = NIL;
            }
        }
    }
    (slot, across)
}

/// Scratch for the searches across a part.
#[derive(Debug, Default)]
struct Walks {
    /// Steps from the border cell, by place in the part.
    dist: Vec<u32>,
    queue: Vec<u32>,
    /// The shortest walk found to each border cell.
    best: Vec<u32>,
}

impl Walks {
    /// Pushes onto `across` the shortest walk through `part` between each
    /// two cells of its sorted `border`, where there is one.
    fn across(
        &mut self,
        board: &Board,
        kept: &[bool],
        slot: &[u32],
        part: &[Cell],
        border: &[Cell],
        across: &mut Vec<(u32, u32, u32)>,
    ) {
        for (i, &from) in border.iter().enumerate() {
            self.dist.clear();
            self.dist.resize(part.len(), NIL);
            self.best.clear();
            self.best.resize(border.len(), NIL);
            self.queue.clear();
            let enter = |x: Cell, d: u32, dist: &mut [u32], queue: &mut Vec<u32>| {
                let s = slot[x.index()];
                if dist[s as usize] == NIL {
                    dist[s as usize] = d;
                    queue.push(s);
                }
            };
            for d in Dir::ALL {
                // A border cell may border other parts too.
                let n = board.step(from, d);
                let s = slot[n.index()];
                if board.free_cell(n) && !kept[n.index()] && part.get(s as usize) == Some(&n) {
                    enter(n, 1, &mut self.dist, &mut self.queue);
                }
            }
            let mut head = 0;
            while let Some(&s) = self.queue.get(head) {
                head += 1;
                let (x, d) = (part[s as usize], self.dist[s as usize]);
                for dir in Dir::ALL {
                    let n = board.step(x, dir);
                    if !board.free_cell(n) {
                        continue;
                    }
                    if kept[n.index()] {
                        let j = border.binary_search(&n).expect("a border cell");
                        if self.best[j] == NIL {
                            self.best[j] = d + 1;
                        }
                    } else {
                        enter(n, d + 1, &mut self.dist, &mut self.queue);
                    }
                }
            }
            for (j, &to) in border.iter().enumerate().skip(i + 1) {
                if self.best[j] != NIL {
                    across.push((from.index() as u32, to.index() as u32, self.best[j]));
                }
            }
        }
    }
}

/// The kept cells' edges: each its ends and weight.
#[derive(Debug, Default)]
struct Edges {
    ends: Vec<(u32, u32)>,
    weight: Vec<u32>,
}

impl Edges {
    fn push(&mut self, a: u32, b: u32, w: u32) {
        self.ends.push((a, b));
        self.weight.push(w);
    }

    /// The end of edge `e` that is not `v`.
    fn other(&self, e: u32, v: u32) -> u32 {
        let (a, b) = self.ends[e as usize];
        if a == v { b } else { a }
    }
}

/// The kept cells strung into chains between junctions.
#[derive(Debug)]
struct Chains {
    /// Edges at each vertex: `at[first[v]..first[v + 1]]`.
    first: Vec<u32>,
    at: Vec<u32>,
    /// Each vertex's junction number, or [`NIL`] inside a chain.
    junction: Vec<u32>,
    /// Each vertex's chain, for those inside one.
    chain: Vec<u32>,
    /// Each edge's chain.
    chain_of_edge: Vec<u32>,
    /// Junctions numbered.
    count: usize,
    /// Each chain's end junctions and its length.
    ends: Vec<(u32, u32)>,
    length: Vec<u64>,
}

impl Chains {
    fn of(edges: &Edges, vertices: usize) -> Chains {
        let mut first = vec![0u32; vertices + 1];
        for &(a, b) in &edges.ends {
            first[a as usize + 1] += 1;
            first[b as usize + 1] += 1;
        }
        for v in 0..vertices {
            first[v + 1] += first[v];
        }
        let mut fill = first.clone();
        let mut at = vec![0u32; 2 * edges.ends.len()];
        for (e, &(a, b)) in edges.ends.iter().enumerate() {
            for v in [a, b] {
                at[fill[v as usize] as usize] = e as u32;
                fill[v as usize] += 1;
            }
        }
        drop(fill);
        let mut chains = Chains {
            first,
            at,
            junction: vec![NIL; vertices],
            chain: vec![NIL; vertices],
            chain_of_edge: vec![NIL; edges.ends.len()],
            count: 0,
            ends: Vec::new(),
            length: Vec::new(),
        };
        for v in 0..vertices as u32 {
            if chains.degree(v) != 2 {
                chains.junction[v as usize] = chains.count as u32;
                chains.count += 1;
            }
        }
        for v in 0..vertices as u32 {
            if chains.junction[v as usize] != NIL {
                chains.walk_all(edges, v);
            }
        }
        // Cycles with no junction: one of their cells becomes one.
        for v in 0..vertices as u32 {
            if chains.junction[v as usize] == NIL && chains.chain[v as usize] == NIL {
                chains.junction[v as usize] = chains.count as u32;
                chains.count += 1;
                chains.walk_all(edges, v);
            }
        }
        chains
    }

    fn degree(&self, v: u32) -> u32 {
        self.first[v as usize + 1] - self.first[v as usize]
    }

    fn edges_at(&self, v: u32) -> &[u32] {
        &self.at[self.first[v as usize] as usize..self.first[v as usize + 1] as usize]
    }

    /// Walks each chain that leaves the junction `v` by an edge not yet on
    /// a chain.
    fn walk_all(&mut self, edges: &Edges, v: u32) {
        for i in self.first[v as usize]..self.first[v as usize + 1] {
            let e = self.at[i as usize];
            if self.chain_of_edge[e as usize] == NIL {
                self.walk(edges, v, e);
            }
        }
    }

    /// Numbers the chain that leaves junction `v` by edge `e`.
    fn walk(&mut self, edges: &Edges, v: u32, mut e: u32) {
        let r = self.ends.len() as u32;
        let mut length = 0u64;
        let mut at = v;
        loop {
            self.chain_of_edge[e as usize] = r;
            length += u64::from(edges.weight[e as usize]);
            at = edges.other(e, at);
            if self.junction[at as usize] != NIL {
                break;
            }
            self.chain[at as usize] = r;
            let [e1, e2] = [self.edges_at(at)[0], self.edges_at(at)[1]];
            e = if e1 == e { e2 } else { e1 };
        }
        self.ends
            .push((self.junction[v as usize], self.junction[at as usize]));
        self.length.push(length);
    }

    /// The chain from junction vertex `v` by its link to the kept cell `n`.
    fn toward(&self, edges: &Edges, v: u32, n: u32) -> u32 {
        self.edges_at(v)
            .iter()
            .find(|&&e| edges.weight[e as usize] == 1 && edges.other(e, v) == n)
            .map_or(LOOP, |&e| self.chain_of_edge[e as usize])
    }

    /// The chains as a multigraph on the junctions; `None` if a chain is
    /// longer than 32-bit numbers.
    fn into_graph(self) -> Option<Multigraph> {
        let mut graph = Multigraph::with_capacity(self.ends.len());
        for (&(a, b), &length) in self.ends.iter().zip(&self.length) {
            graph.push(a, b, u32::try_from(length).ok()?);
        }
        Some(graph)
    }
}

/// The free cells' degrees.
#[cfg(all(test, feature = "generate"))]
fn degree(board: &Board, c: Cell) -> usize {
    Dir::ALL
        .into_iter()
        .filter(|&d| board.free_cell(board.step(c, d)))
        .count()
}

/// The doors of `board`: cells with two free neighbours, opposite, both
/// beside more.
#[cfg(all(test, feature = "generate"))]
pub(crate) fn doors(board: &Board) -> Vec<Cell> {
    board
        .free_cells()
        .filter(|&c| {
            let free = |d| board.free_cell(board.step(c, d));
            degree(board, c) == 2
                && (free(Dir::Up) == free(Dir::Down))
                && Dir::ALL.into_iter().all(|d| {
                    let n = board.step(c, d);
                    !board.free_cell(n) || degree(board, n) >= 3
                })
        })
        .collect()
}

#[cfg(all(test, feature = "generate"))]
mod tests {
    use super::{Reduced, doors};
    use crate::generate::{Family, board, seeded};

    /// Rooms deferred at their doors keep little more than the doors: each
    /// room is a few walks between the cells beside its doors.
    #[test]
    fn rooms_shrink_to_their_doors() {
        let mut rng = seeded(5);
        let b = board(Family::Rooms { size: 8 }, 80, 80, &mut rng);
        let doors = doors(&b);
        assert!(doors.len() >= 40, "{} doors", doors.len());
        let reduced = Reduced::new(&b, &doors).expect("a small board");
        assert!(
            reduced.junctions * 8 < b.free_count(),
            "{} junctions of {} free cells",
            reduced.junctions,
            b.free_count()
        );
        assert_eq!(reduced.cells.len(), doors.len());
    }
}
