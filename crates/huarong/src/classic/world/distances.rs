//! Every layout's distance to the goal, for one mix in one metric: a
//! breadth-first search backwards from all the layouts with Cao Cao at the
//! exit at once (moves are reversible, so the layouts one move before a
//! layout are those one move after it). The distances are one byte a
//! layout, by rank; each level is found by scanning the table for the last
//! one, so the search holds nothing else, and the scan is split among
//! threads (with the `parallel` feature), which mark what they find with
//! atomic bytes.

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
    /// The bytes [`Table::compute`] takes for `mix`, its numbering included.
    pub(crate) fn bytes(ranking: &Ranking) -> u64 {
        u64::from(ranking.len()) + ranking.bytes()
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
        let mut level = 0u8;
        loop {
            let found = AtomicU64::new(0);
            let scan = |start: usize| {
                let end = (start + CHUNK).min(len);
                let mut new = 0;
                for rank in start..end {
                    if distance[rank].load(Ordering::Relaxed) != level {
                        continue;
                    }
                    ranking.unrank(rank as u32).neighbors(metric, |next| {
                        let slot = &distance[ranking.rank(&next) as usize];
                        if slot.load(Ordering::Relaxed) == UNREACHABLE
                            && slot
                                .compare_exchange(UNREACHABLE, level + 1, Ordering::Relaxed, Ordering::Relaxed)
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
            level += 1;
            if level == UNREACHABLE - 1 {
                return Err(ClassicSolveError::TooDeep {
                    mix: ranking.mix().to_string(),
                    max: usize::from(level),
                });
            }
        }
        let distance = distance.into_iter().map(AtomicU8::into_inner).collect();
        Ok(Table {
            ranking,
            metric,
            distance,
        })
    }

    /// The mix.
    pub(crate) fn mix(&self) -> Mix {
        self.ranking.mix()
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
