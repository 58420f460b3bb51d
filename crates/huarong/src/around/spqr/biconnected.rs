//! The biconnected blocks of a multigraph.

use super::incidence::incidence;

/// No block, or no edge.
const NIL: u32 = u32::MAX;

/// The biconnected blocks of the multigraph: each edge's block and how many
/// there are (an iterative Hopcroft–Tarjan search with a stack of edges).
pub(super) fn blocks(n: usize, edges: &[(u32, u32)]) -> (Vec<u32>, usize) {
    let m = edges.len();
    let (start, inc) = incidence(n, edges);
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
