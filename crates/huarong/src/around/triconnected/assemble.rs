//! The triconnected components assembled from the split components: bonds
//! merged with bonds and polygons with polygons across their virtual edges.

use super::{Kind, NIL, Split, Triconnected, classify, unlink};

impl Split {
    /// Merges bonds that share a virtual edge, and polygons likewise, into
    /// the triconnected components.
    pub(super) fn assemble(mut self) -> Triconnected {
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
                unlink(&mut head, &mut tail, &mut prev, &mut next, j, other);
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
                unlink(&mut head, &mut tail, &mut prev, &mut next, i, at);
                at = after;
            }
        }
        // The components left, with their edges in one array.
        let mut kinds = Vec::new();
        let mut start = vec![0u32];
        let mut out = Vec::with_capacity(total);
        let mut ends: Vec<(u32, u32)> = (0..edges).map(|e| (self.src[e], self.tgt[e])).collect();
        let mut count = vec![0u8; self.n];
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
            kinds.push(classify(&out[first..], &ends, &mut count));
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
    pub(super) fn release_search_tables(&mut self) {
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
