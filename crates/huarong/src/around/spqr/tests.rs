//! Detours from the tree against plain searches on random multigraphs.

use super::{SpqrSearch, SpqrTree};
use crate::around::test_rng::Rng;

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
            rng.ear(&mut edges, &mut n, (a, b), 2);
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
        let tree = SpqrTree::new(n, edges.clone(), weights.clone());
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
                    let got = tree.around_vertex(&mut search, p, ea as u32, eb as u32, usize::MAX);
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
