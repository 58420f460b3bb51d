//! The decomposition against brute force on random biconnected multigraphs.

use super::{Kind, Triconnected};
use crate::around::test_rng::Rng;

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
        rng.ear(&mut edges, &mut n, (a, b), 3);
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
