//! The around-costs the state graph holds: settled ones, and pending ones that
//! the first search to need one settles and keeps for every thread after.
//!
//! The precomputation works to a budget (see
//! [`around_costs`](crate::around::costs::around_costs)): a search that would settle
//! too much of the board leaves its pairs [`PENDING`]. With few games most of
//! them are never read — a game the piece cannot win is answered from the
//! components alone — so only the costs the games' searches reach are paid
//! for.

use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

use crate::around::{PENDING, UNREACHABLE, pair_index};
use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::walk::NO_LIMIT;
use crate::walk::blank_search::BlankSearch;
use crate::walk::skeleton::Skeleton;

/// Per cell, the around-cost of each of its six side pairs, some of them
/// perhaps [`PENDING`].
#[derive(Debug)]
pub(crate) struct AroundTable {
    /// Written only from [`PENDING`] to the settled cost, so any thread reads
    /// either the marker or the final value.
    costs: Vec<[AtomicU32; 6]>,
    /// How many pairs are still pending.
    pending: AtomicUsize,
    /// Search tables of finished settle calls, for the next ones.
    spare: Mutex<Vec<BlankSearch>>,
}

impl AroundTable {
    /// Bytes of the table for a layout of `layout_len` cells: six costs a
    /// cell.
    #[must_use]
    pub(crate) fn bytes_for(layout_len: usize) -> usize {
        layout_len.saturating_mul(std::mem::size_of::<[AtomicU32; 6]>())
    }

    /// The table of `costs`, as [`around_costs`](crate::around::costs::around_costs)
    /// gives them.
    #[must_use]
    pub(crate) fn new(costs: Vec<[u32; 6]>) -> AroundTable {
        let pending = costs.iter().flatten().filter(|&&c| c == PENDING).count();
        // An atomic has its integer's layout, so this reuses the allocation.
        let costs = costs.into_iter().map(|c| c.map(AtomicU32::new)).collect();
        AroundTable {
            costs,
            pending: AtomicUsize::new(pending),
            spare: Mutex::new(Vec::new()),
        }
    }

    /// The cost of sides `a` and `b` of `p` as it stands: perhaps [`PENDING`].
    #[must_use]
    #[inline]
    pub(crate) fn stored(&self, p: Cell, a: Dir, b: Dir) -> u32 {
        self.costs[p.index()][pair_index(a, b)].load(Ordering::Relaxed)
    }

    /// Starts loading the costs of `p`, which a search reads when it
    /// expands a state of `p` without adjacency lists.
    #[inline]
    pub(crate) fn prefetch(&self, p: Cell) {
        crate::prefetch::prefetch(&self.costs[p.index()]);
    }

    /// The cost of sides `a` and `b` of `p`, settling it first if it is
    /// pending (on `board`, whose skeleton is `skeleton`).
    #[must_use]
    #[inline]
    pub(crate) fn cost(
        &self,
        board: &Board,
        skeleton: Option<&Skeleton>,
        p: Cell,
        a: Dir,
        b: Dir,
    ) -> u32 {
        match self.stored(p, a, b) {
            PENDING => self.settle(board, skeleton, p, a, b),
            cost => cost,
        }
    }

    /// How many pairs are still pending.
    #[must_use]
    pub(crate) fn pending(&self) -> usize {
        self.pending.load(Ordering::Relaxed)
    }

    /// Settles the pending pair `a`, `b` of `p`, and with the same search every
    /// other pending pair from side `a`; returns the pair's cost.
    #[cold]
    #[inline(never)]
    fn settle(&self, board: &Board, skeleton: Option<&Skeleton>, p: Cell, a: Dir, b: Dir) -> u32 {
        let mut wanted = [Dir::Up; 4];
        let mut count = 0;
        for d in Dir::ALL {
            if d != a && self.stored(p, a, d) == PENDING {
                wanted[count] = d;
                count += 1;
            }
        }
        let spare = self
            .spare
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop();
        let mut search = spare.unwrap_or_else(|| BlankSearch::new(board.layout_len()));
        let found = search
            .sides(board, skeleton, p, a, &wanted[..count], NO_LIMIT)
            .expect("a search without a limit ends");
        self.spare
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(search);
        let mut cost = None;
        for (&d, dist) in wanted[..count].iter().zip(found) {
            let dist = dist.unwrap_or(UNREACHABLE);
            debug_assert_ne!(dist, PENDING);
            // Another thread may have settled it meanwhile, to the same value.
            let slot = &self.costs[p.index()][pair_index(a, d)];
            if slot
                .compare_exchange(PENDING, dist, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
            {
                self.pending.fetch_sub(1, Ordering::Relaxed);
            }
            if d == b {
                cost = Some(dist);
            }
        }
        // If another thread settled this pair before the scan above, it was
        // not searched for: read it.
        cost.unwrap_or_else(|| self.stored(p, a, b))
    }
}

impl Clone for AroundTable {
    fn clone(&self) -> AroundTable {
        let costs: Vec<[u32; 6]> = self
            .costs
            .iter()
            .map(|c| std::array::from_fn(|i| c[i].load(Ordering::Relaxed)))
            .collect();
        AroundTable::new(costs)
    }
}
