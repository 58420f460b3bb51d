//! The detours round an edge or a vertex, from the weighted trees.

use super::{GAVE_UP, NIL, SpqrSearch, SpqrTree};
use crate::around::triconnected::Kind;

impl SpqrTree {
    /// The shortest walk between the ends of the graph's edge `e` without
    /// `e`: `Some(None)` for a bridge, `None` if a search of a rigid skeleton
    /// would settle more than `limit` vertices.
    #[must_use]
    pub(crate) fn around_edge(
        &self,
        search: &mut SpqrSearch,
        e: u32,
        limit: usize,
    ) -> Option<Option<u64>> {
        let c = self.homes[e as usize][0];
        if c == NIL {
            return Some(None);
        }
        match self.pole_distance(search, c, e, limit) {
            GAVE_UP => None,
            u64::MAX => Some(None),
            d => Some(Some(d)),
        }
    }

    /// The shortest walk without vertex `p` between the far ends of the
    /// graph's edges `ea` and `eb` at `p`: `Some(None)` when `p` separates
    /// them, `None` if a search of a rigid skeleton would settle more than
    /// `limit` vertices.
    #[must_use]
    pub(crate) fn around_vertex(
        &self,
        search: &mut SpqrSearch,
        p: u32,
        ea: u32,
        eb: u32,
        limit: usize,
    ) -> Option<Option<u64>> {
        let other = |e: u32| {
            let (x, y) = self.ends[e as usize];
            if x == p { y } else { x }
        };
        let (xa, xb) = (other(ea), other(eb));
        if xa == xb {
            return Some(Some(0));
        }
        let (ca, cb) = (self.homes[ea as usize][0], self.homes[eb as usize][0]);
        if ca == NIL || cb == NIL {
            return Some(None);
        }
        // The components holding p form a subtree, joined by virtual edges
        // at p: the path from ca to cb runs through them. Each entry is a
        // component, the entry it was reached from and the edge crossed.
        let at = &self.at_edges
            [self.at_start[p as usize] as usize..self.at_start[p as usize + 1] as usize];
        let mut nodes: Vec<(u32, u32, u32)> = vec![(ca, NIL, NIL)];
        let mut found = (ca == cb).then_some(0);
        let mut i = 0;
        while found.is_none() && i < nodes.len() {
            let c = nodes[i].0;
            for &v in at {
                let [h0, h1] = self.homes[v as usize];
                if h0 != c && h1 != c {
                    continue;
                }
                let d = if h0 == c { h1 } else { h0 };
                if d == NIL || nodes.iter().any(|&(q, _, _)| q == d) {
                    continue;
                }
                nodes.push((d, i as u32, v));
                if d == cb {
                    found = Some(nodes.len() - 1);
                    break;
                }
            }
            i += 1;
        }
        let Some(mut k) = found else {
            return Some(None);
        };
        let mut chain = Vec::new();
        loop {
            let (c, from, via) = nodes[k];
            chain.push((c, via));
            if from == NIL {
                break;
            }
            k = from as usize;
        }
        chain.reverse();
        let mut total = 0u64;
        for (idx, &(c, entered)) in chain.iter().enumerate() {
            let from = if idx == 0 { ea } else { entered };
            let to = if idx + 1 == chain.len() {
                eb
            } else {
                chain[idx + 1].1
            };
            let (s, t) = (other(from), other(to));
            let piece = if s == t {
                0
            } else {
                match self.kinds[c as usize] {
                    Kind::Bond => 0,
                    Kind::Polygon => {
                        self.length[c as usize] - self.weight_in(c, from) - self.weight_in(c, to)
                    }
                    Kind::Rigid => self.search(search, c, s, t, NIL, p, limit),
                }
            };
            match piece {
                GAVE_UP => return None,
                u64::MAX => return Some(None),
                piece => total += piece,
            }
        }
        Some(Some(total))
    }
}
