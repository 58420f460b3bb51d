//! A monotone priority queue (radix heap) for the A* searches.
//!
//! Keys popped never decrease, which A* with a consistent heuristic guarantees;
//! each item moves down at most 64 buckets over its life, so push and pop are
//! amortised O(log C) for a key range C, with no comparisons between items.

/// A min-queue of `(key, value)` pairs whose pushed keys are never below the last
/// popped key.
#[derive(Clone, Debug)]
pub(crate) struct RadixHeap {
    last: u64,
    len: usize,
    /// Bit `b` is set when bucket `b` holds items: the first non-empty bucket
    /// is one instruction away instead of a scan.
    full: u128,
    buckets: Vec<Vec<(u64, u32)>>,
}

impl Default for RadixHeap {
    fn default() -> RadixHeap {
        RadixHeap::new()
    }
}

impl RadixHeap {
    /// An empty queue.
    #[must_use]
    pub(crate) fn new() -> RadixHeap {
        RadixHeap {
            last: 0,
            len: 0,
            full: 0,
            buckets: vec![Vec::new(); 65],
        }
    }

    /// Empties the queue, keeping its memory, and allows any key again.
    pub(crate) fn clear(&mut self) {
        while self.full != 0 {
            let b = self.full.trailing_zeros() as usize;
            self.buckets[b].clear();
            self.full &= self.full - 1;
        }
        self.last = 0;
        self.len = 0;
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (64 - (key ^ self.last).leading_zeros()) as usize
    }

    /// Queues `value` with `key`, which must not be below the last popped key.
    #[inline]
    pub(crate) fn push(&mut self, key: u64, value: u32) {
        debug_assert!(key >= self.last, "radix heap keys must not decrease");
        let b = self.bucket(key);
        self.buckets[b].push((key, value));
        self.full |= 1 << b;
        self.len += 1;
    }

    /// Removes an item with the smallest key.
    pub(crate) fn pop(&mut self) -> Option<(u64, u32)> {
        if self.len == 0 {
            return None;
        }
        if self.full & 1 == 0 {
            let i = self.full.trailing_zeros() as usize;
            let mut items = std::mem::take(&mut self.buckets[i]);
            self.full &= !(1 << i);
            self.last = items.iter().map(|&(k, _)| k).min()?;
            for &(k, v) in &items {
                let b = self.bucket(k);
                self.buckets[b].push((k, v));
                self.full |= 1 << b;
            }
            // Hand the emptied allocation back to be reused.
            items.clear();
            self.buckets[i] = items;
        }
        self.len -= 1;
        let item = self.buckets[0].pop();
        if self.buckets[0].is_empty() {
            self.full &= !1;
        }
        item
    }
}
