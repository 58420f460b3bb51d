//! Every layout's distance to the goal, for one mix in one metric: a
//! breadth-first search backwards from all the layouts with Cao Cao at the
//! exit at once (moves are reversible, so the layouts one move before a
//! layout are those one move after it). The distances are one byte a
//! layout, by rank; each level is found by scanning the table for the last
//! one, so the search holds nothing else.
//!
//! Alone, the scan is split among threads (with the `parallel` feature),
//! which mark what they find with atomic bytes. Counting groups too, it
//! runs on one thread and labels each layout with the goal layout it was
//! found from, joining two labels (union-find) where a move links their
//! layouts: the labels left are the groups that reach the goal.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

use crate::classic::error::ClassicSolveError;
use crate::classic::metric::Metric;
use crate::classic::world::grid::GOAL;
use crate::classic::world::mix::Mix;
use crate::classic::world::rank::Ranking;

/// The distance of a layout from which the goal cannot be reached.
pub(crate) const UNREACHABLE: u8 = u8::MAX;

/// Layouts a thread scans at a time.
const CHUNK: usize = 1 << 14;

/// The distances of one mix's layouts in one metric.
pub(crate) struct Table {
    pub(crate) ranking: Ranking,
    pub(crate) metric: Metric,
    /// By rank: the distance, or [`UNREACHABLE`].
    pub(crate) distance: Vec<u8>,
}

impl Table {
    /// The bytes [`Table::compute`] takes for `ranking`'s mix, the
    /// numbering included.
    pub(crate) fn bytes(ranking: &Ranking) -> u64 {
        u64::from(ranking.len()) + ranking.bytes()
    }

    /// The bytes [`Table::grouped`] takes besides.
    pub(crate) fn group_bytes(ranking: &Ranking) -> u64 {
        u64::from(ranking.len()) * 4 + u64::from(ranking.head_range(GOAL).len() as u32) * 4
    }

    /// Every layout's distance in `ranking`'s mix, in `metric`; the scan
    /// split among threads if `parallel`.
    pub(crate) fn compute(
        ranking: Ranking,
        metric: Metric,
        parallel: bool,
    ) -> Result<Table, ClassicSolveError> {
        let len = ranking.len() as usize;
        let distance: Vec<AtomicU8> = (0..len).map(|_| AtomicU8::new(UNREACHABLE)).collect();
        for rank in ranking.head_range(GOAL) {
            distance[rank as usize].store(0, Ordering::Relaxed);
        }
        let mut level = 0;
        loop {
            let found = AtomicU64::new(0);
            let scan = |start: usize| {
                let mut new = 0;
                for rank in start..(start + CHUNK).min(len) {
                    if distance[rank].load(Ordering::Relaxed) != level {
                        continue;
                    }
                    ranking.neighbors(rank as u32, metric, |next| {
                        let slot = &distance[next as usize];
                        if slot.load(Ordering::Relaxed) == UNREACHABLE
                            && slot
                                .compare_exchange(
                                    UNREACHABLE,
                                    level + 1,
                                    Ordering::Relaxed,
                                    Ordering::Relaxed,
                                )
                                .is_ok()
                        {
                            new += 1;
                        }
                    });
                }
                found.fetch_add(new, Ordering::Relaxed);
            };
            for_each_start(len, parallel, &scan);
            if found.load(Ordering::Relaxed) == 0 {
                break;
            }
            level = next_level(level, ranking.mix())?;
        }
        let distance = distance.into_iter().map(AtomicU8::into_inner).collect();
        Ok(Table {
            ranking,
            metric,
            distance,
        })
    }

    /// As [`Table::compute`] on one thread, with the size of each group
    /// that reaches the goal.
    pub(crate) fn grouped(
        ranking: Ranking,
        metric: Metric,
    ) -> Result<(Table, Vec<u64>), ClassicSolveError> {
        let len = ranking.len() as usize;
        let goals = ranking.head_range(GOAL);
        let mut distance = vec![UNREACHABLE; len];
        let mut label = vec![u32::MAX; len];
        let mut joined = UnionFind::new(goals.len());
        for (i, rank) in goals.clone().enumerate() {
            distance[rank as usize] = 0;
            label[rank as usize] = i as u32;
        }
        let mut level = 0;
        loop {
            let mut found = false;
            for rank in 0..len {
                if distance[rank] != level {
                    continue;
                }
                let own = label[rank];
                ranking.neighbors(rank as u32, metric, |next| {
                    let next = next as usize;
                    if distance[next] == UNREACHABLE {
                        distance[next] = level + 1;
                        label[next] = own;
                        found = true;
                    } else {
                        joined.join(own, label[next]);
                    }
                });
            }
            if !found {
                break;
            }
            level = next_level(level, ranking.mix())?;
        }
        let mut sizes = vec![0u64; goals.len()];
        for &l in label.iter().filter(|&&l| l != u32::MAX) {
            sizes[joined.root(l) as usize] += 1;
        }
        sizes.retain(|&size| size > 0);
        let table = Table {
            ranking,
            metric,
            distance,
        };
        Ok((table, sizes))
    }

    /// The mix.
    pub(crate) fn mix(&self) -> Mix {
        self.ranking.mix()
    }
}

/// The level after `level`, unless it would not fit a byte.
fn next_level(level: u8, mix: Mix) -> Result<u8, ClassicSolveError> {
    if level + 1 == UNREACHABLE - 1 {
        return Err(ClassicSolveError::TooDeep {
            mix: mix.to_string(),
            max: usize::from(level + 1),
        });
    }
    Ok(level + 1)
}

/// Sets of labels joined, each named by its root.
struct UnionFind {
    parent: Vec<u32>,
}

impl UnionFind {
    fn new(len: usize) -> UnionFind {
        UnionFind {
            parent: (0..len as u32).collect(),
        }
    }

    /// The root of `x`'s set, halving the path on the way.
    fn root(&mut self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            let up = self.parent[self.parent[x as usize] as usize];
            self.parent[x as usize] = up;
            x = up;
        }
        x
    }

    fn join(&mut self, a: u32, b: u32) {
        let (a, b) = (self.root(a), self.root(b));
        if a != b {
            self.parent[a.max(b) as usize] = a.min(b);
        }
    }
}

/// `scan(start)` for the start of each chunk of `0..len`, on threads if
/// `parallel`.
fn for_each_start(len: usize, parallel: bool, scan: &(impl Fn(usize) + Sync)) {
    #[cfg(feature = "parallel")]
    if parallel {
        use rayon::prelude::*;
        (0..len.div_ceil(CHUNK))
            .into_par_iter()
            .for_each(|chunk| scan(chunk * CHUNK));
        return;
    }
    let _ = parallel;
    for chunk in 0..len.div_ceil(CHUNK) {
        scan(chunk * CHUNK);
    }
}
