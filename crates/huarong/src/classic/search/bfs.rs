//! Breadth-first search over layouts: from the start, every layout one move
//! further at each level, each kept once. The search holds each layout
//! twice (in the order found, with its blank cells and the index of the
//! layout it came from, and in the set of those seen) and refuses to grow
//! past its memory limit.

use crate::classic::error::ClassicSolveError;
use crate::classic::metric::Metric;
use crate::classic::search::rules::{Rules, Scratch};
use crate::classic::search::table::KeySet;
use crate::classic::search::word::Word;

/// The fewest layouts the order grows by.
const MIN_GROWTH: usize = 1 << 10;
/// The index of no layout: the start's parent.
const NO_PARENT: u32 = u32::MAX;

/// When a search stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Until {
    /// At the first layout with the designated piece on its goal.
    Goal,
    /// When every reachable layout is found.
    Exhausted,
}

/// What a search found.
pub(crate) struct Explored<const N: usize> {
    /// The layouts found, in breadth-first order, the start first, each
    /// with its blank cells.
    layouts: Vec<(Word<N>, Word<N>)>,
    /// For each layout, the index of the one it was found from
    /// ([`NO_PARENT`] for the start).
    parents: Vec<u32>,
    /// The first layout found with the piece on its goal: breadth-first,
    /// one of the nearest.
    goal: Option<usize>,
}

impl<const N: usize> Explored<N> {
    /// How many layouts the search found.
    pub(crate) fn found(&self) -> usize {
        self.layouts.len()
    }

    /// The layouts from the start to the nearest goal layout.
    pub(crate) fn path_to_goal(&self) -> Option<Vec<Word<N>>> {
        let mut index = self.goal?;
        let mut path = vec![self.layouts[index].0];
        while self.parents[index] != NO_PARENT {
            index = self.parents[index] as usize;
            path.push(self.layouts[index].0);
        }
        path.reverse();
        Some(path)
    }
}

/// The bytes of memory a search may hold.
struct Budget {
    max_bytes: u64,
}

impl Budget {
    /// The bytes one layout takes in the order (with its blanks) and the
    /// parents.
    fn per_layout<const N: usize>() -> u64 {
        (size_of::<(Word<N>, Word<N>)>() + size_of::<u32>()) as u64
    }

    /// About the bytes one layout takes, the table's share counted at its
    /// average load.
    fn typical<const N: usize>() -> u64 {
        Self::per_layout::<N>() + 2 * size_of::<Word<N>>() as u64
    }

    fn over<const N: usize>(&self, layouts: u64) -> ClassicSolveError {
        ClassicSolveError::OverBudget {
            layouts,
            max_bytes: self.max_bytes,
            bytes_per_layout: Self::typical::<N>(),
        }
    }
}

/// Searches breadth-first from the start of `rules` in `metric`, `until`
/// the goal or every layout is found, in at most `max_bytes` bytes of
/// tables.
pub(crate) fn explore<const N: usize>(
    rules: &Rules<N>,
    metric: Metric,
    max_bytes: u64,
    until: Until,
) -> Result<Explored<N>, ClassicSolveError> {
    let budget = Budget { max_bytes };
    let start = rules.start();
    let mut seen = KeySet::new();
    let mut layouts = Vec::new();
    let mut parents = Vec::new();
    let order_bytes = |capacity: usize| capacity as u64 * Budget::per_layout::<N>();
    if seen.bytes() + order_bytes(MIN_GROWTH) > max_bytes {
        return Err(budget.over::<N>(0));
    }
    layouts.reserve_exact(MIN_GROWTH);
    parents.reserve_exact(MIN_GROWTH);
    seen.insert(start);
    layouts.push((start, rules.blanks(start)));
    parents.push(NO_PARENT);
    let mut goal = rules.is_goal(start).then_some(0);
    if until == Until::Goal && goal.is_some() {
        return Ok(Explored {
            layouts,
            parents,
            goal,
        });
    }

    let mut scratch = Scratch::default();
    // The neighbours of one layout are looked up while those of the next
    // are generated: their cache misses overlap with that work.
    let mut batch = Vec::new();
    let mut pending: Vec<(Word<N>, Word<N>, usize)> = Vec::new();
    let mut pending_from = 0;
    let mut head = 0;
    loop {
        let generating = head < layouts.len();
        if generating {
            batch.clear();
            let (key, blanks) = layouts[head];
            let came = (head > 0).then(|| rules.last_move(layouts[parents[head] as usize].0, key));
            rules.neighbors(key, blanks, metric, came, &mut scratch, |next, blanks| {
                let home = seen.home(next);
                seen.prefetch(home);
                batch.push((next, blanks, home));
            });
        }
        // A growth moves every key: the homes found before it are stale.
        let mut stale = false;
        for &(next, blanks, home) in &pending {
            if seen.full() {
                // The old table and the new one are both alive while it grows.
                let peak = seen.bytes() + seen.grown_bytes() + order_bytes(layouts.capacity());
                if peak > max_bytes {
                    return Err(budget.over::<N>(layouts.len() as u64));
                }
                seen.grow();
                stale = true;
            }
            let inserted = if stale {
                seen.insert(next)
            } else {
                seen.insert_at(next, home)
            };
            if !inserted {
                continue;
            }
            if layouts.len() == layouts.capacity() {
                grow_order(&mut layouts, &mut parents, seen.bytes(), &budget)?;
            }
            // Below u32::MAX: grow_order stops there.
            parents.push(pending_from as u32);
            layouts.push((next, blanks));
            if goal.is_none() && rules.is_goal(next) {
                goal = Some(layouts.len() - 1);
                if until == Until::Goal {
                    return Ok(Explored {
                        layouts,
                        parents,
                        goal,
                    });
                }
            }
        }
        pending.clear();
        if generating {
            if stale {
                for (next, _, home) in &mut batch {
                    *home = seen.home(*next);
                }
            }
            std::mem::swap(&mut batch, &mut pending);
            pending_from = head;
            head += 1;
        } else if head == layouts.len() {
            break;
        }
    }
    Ok(Explored {
        layouts,
        parents,
        goal,
    })
}

/// Makes room for more layouts in the order: twice as many, or as many as
/// the budget allows beside the table.
fn grow_order<const N: usize>(
    layouts: &mut Vec<(Word<N>, Word<N>)>,
    parents: &mut Vec<u32>,
    table_bytes: u64,
    budget: &Budget,
) -> Result<(), ClassicSolveError> {
    let len = layouts.len();
    let per = Budget::per_layout::<N>();
    // The old buffers and the new ones are both alive while they grow.
    let room = budget
        .max_bytes
        .saturating_sub(table_bytes)
        .saturating_sub(len as u64 * per)
        / per;
    let wanted = (len.max(MIN_GROWTH) * 2).min(NO_PARENT as usize);
    let capacity = usize::try_from(room).map_or(wanted, |room| wanted.min(room));
    if capacity <= len {
        return Err(budget.over::<N>(len as u64));
    }
    layouts.reserve_exact(capacity - len);
    parents.reserve_exact(capacity - len);
    Ok(())
}
