//! The priority queue of the piece searches, chosen per board by how far
//! apart the keys of one search's frontier lie.
//!
//! On most boards a compressed edge is a swap, a short walk round the piece or
//! a short chain, so keys stay within a few hundred of each other and a
//! [`BucketQueue`] files each in O(1). On rings, spirals and serpentines the
//! edges are long chains and nearly every key would miss the buckets' window:
//! there a [`RadixHeap`] does better.
//!
//! May use: nothing else in the crate.

pub(crate) mod bucket;
pub(crate) mod radix;

use bucket::BucketQueue;
use radix::RadixHeap;

/// Chains longer than this on average make keys spread past the buckets'
/// window (measured: on the 400 x 400 snaking ring, buckets cost a third more
/// than the radix heap; on random boards they cost a fifth less).
pub(crate) const SHORT_CHAINS: u64 = 16;

/// A min-queue of `(key, value)` pairs whose pushed keys are never below the
/// last popped key.
#[derive(Clone, Debug)]
pub(crate) enum SearchQueue {
    /// For graphs of short edges.
    Buckets(BucketQueue),
    /// For graphs of long chains.
    Radix(RadixHeap),
}

impl SearchQueue {
    /// Whether a graph whose chains are `mean_chain` long on average takes
    /// the radix heap rather than buckets.
    #[must_use]
    pub(crate) fn radix_for(mean_chain: u64) -> bool {
        mean_chain > SHORT_CHAINS
    }

    /// The queue for a graph of long chains when `long_chains` (see
    /// [`SearchQueue::radix_for`]), else of short edges.
    #[must_use]
    pub(crate) fn for_chains(long_chains: bool) -> SearchQueue {
        if long_chains {
            SearchQueue::Radix(RadixHeap::new())
        } else {
            SearchQueue::Buckets(BucketQueue::new())
        }
    }

    /// The queue for searches sharpened by landmarks, whatever the chains:
    /// their bound sees the long detours, so the keys of a frontier stay close
    /// together even where chains are long (measured at 200 x 200 with 100
    /// games: 5% fewer instructions in all on rooms with one-cell doors, 4% on
    /// rings with two-wide bumps).
    #[must_use]
    pub(crate) fn for_landmarks() -> SearchQueue {
        SearchQueue::Buckets(BucketQueue::new())
    }

    /// Empties the queue and lets keys start again from zero.
    #[inline]
    pub(crate) fn clear(&mut self) {
        match self {
            SearchQueue::Buckets(q) => q.clear(),
            SearchQueue::Radix(q) => q.clear(),
        }
    }

    /// Empties the queue and gives back its memory, keeping its kind: a
    /// cleared queue keeps the room of the longest search it ever held.
    pub(crate) fn release(&mut self) {
        *self = match self {
            SearchQueue::Buckets(_) => SearchQueue::Buckets(BucketQueue::new()),
            SearchQueue::Radix(_) => SearchQueue::Radix(RadixHeap::new()),
        };
    }

    /// Adds `value` with `key`, which must not be below the last popped key.
    #[inline]
    pub(crate) fn push(&mut self, key: u64, value: u32) {
        match self {
            SearchQueue::Buckets(q) => q.push(key, value),
            SearchQueue::Radix(q) => q.push(key, value),
        }
    }

    /// Removes an item of the least key.
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<(u64, u32)> {
        match self {
            SearchQueue::Buckets(q) => q.pop(),
            SearchQueue::Radix(q) => q.pop(),
        }
    }

    /// A value the queue will pop about `k` pops from now, if it can tell
    /// cheaply (see [`BucketQueue::ahead`]).
    #[inline]
    pub(crate) fn ahead(&self, k: usize) -> Option<u32> {
        match self {
            SearchQueue::Buckets(q) => q.ahead(k),
            SearchQueue::Radix(_) => None,
        }
    }
}

/// Both queues against one model, a binary heap.
#[cfg(test)]
mod tests {
    use super::SearchQueue;
    use super::bucket::BucketQueue;
    use super::radix::RadixHeap;
    use proptest::prelude::*;
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;

    /// Runs `steps` on `queue` and on a binary heap: each `(delta, pop)` pops
    /// both (their keys must agree), or pushes the key `delta` above the last
    /// popped one; then both are drained, in the same key order.
    fn pops_like_a_heap(
        mut queue: SearchQueue,
        steps: Vec<(u64, bool)>,
    ) -> Result<(), TestCaseError> {
        let mut model = BinaryHeap::new();
        let mut floor = 0u64;
        for (delta, pop) in steps {
            if pop {
                let got = queue.pop().map(|(k, _)| k);
                let want = model.pop().map(|Reverse(k)| k);
                prop_assert_eq!(got, want);
                if let Some(k) = got {
                    floor = k;
                }
            } else {
                queue.push(floor + delta, 0);
                model.push(Reverse(floor + delta));
            }
        }
        while let Some(Reverse(k)) = model.pop() {
            prop_assert_eq!(queue.pop().map(|(k, _)| k), Some(k));
        }
        prop_assert_eq!(queue.pop(), None);
        Ok(())
    }

    /// A released queue is empty, of the same kind, and takes keys from
    /// zero again.
    #[test]
    fn released_queues_keep_their_kind() {
        for mut queue in [
            SearchQueue::for_chains(false),
            SearchQueue::for_chains(true),
        ] {
            let buckets = matches!(queue, SearchQueue::Buckets(_));
            for key in [500, 700, 900] {
                queue.push(key, 1);
            }
            assert_eq!(queue.pop(), Some((500, 1)));
            queue.release();
            assert_eq!(matches!(queue, SearchQueue::Buckets(_)), buckets);
            assert_eq!(queue.pop(), None);
            queue.push(3, 2);
            assert_eq!(queue.pop(), Some((3, 2)));
        }
    }

    proptest! {
        /// Pops come out in key order, like a binary heap's, for key steps
        /// both inside and far beyond the window.
        #[test]
        fn buckets_pop_in_key_order(
            steps in proptest::collection::vec(
                (prop_oneof![0u64..40, 200u64..300, 0u64..5000, Just(u64::from(u32::MAX))], any::<bool>()),
                1..300,
            )
        ) {
            pops_like_a_heap(SearchQueue::Buckets(BucketQueue::new()), steps)?;
        }

        #[test]
        fn radix_pops_in_key_order(steps in proptest::collection::vec((0u64..1000, any::<bool>()), 1..200)) {
            pops_like_a_heap(SearchQueue::Radix(RadixHeap::new()), steps)?;
        }
    }
}
