//! A monotone priority queue for searches whose edges are short: a circular
//! bucket queue (Dial's algorithm) with a binary heap for the rare far keys.
//!
//! Keys popped never decrease, which Dijkstra and A* with a consistent heuristic
//! guarantee. Nearly every key a search pushes lies within a few hundred of the
//! last key popped (an edge costs a swap or a short walk round the piece), so it
//! goes straight into the bucket of that key: push and pop are a few
//! instructions, with no comparisons between items and no moving them between
//! buckets. Keys further ahead, from the odd long corridor chain, wait in a
//! binary heap and move into their bucket once the window reaches them.
//!
//! A bucket that empties with room for more than [`KEPT`] items gives the rest
//! back. Buckets that kept all they had ever held summed, on rooms at
//! 1000 x 1000, to 20 to 30 times the queue's longest: 15 MB a search for at
//! most 200,000 items at once.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Buckets in the window: keys `last..last + WINDOW` go straight into one.
const WINDOW: usize = 256;
/// Words of the bitmask of non-empty buckets.
const WORDS: usize = WINDOW / 64;
/// Items an empty bucket keeps room for: with the window's 256 buckets, 1 MiB
/// a queue at most besides what it holds.
const KEPT: usize = 1024;

/// A min-queue of `(key, value)` pairs whose pushed keys are never below the
/// last popped key. Items of equal key come out in no particular order.
///
/// Invariant: every item in a bucket has a key in `last..last + WINDOW`, stored
/// at index `key % WINDOW`; every item in `far` has a key of `last + WINDOW` or
/// more.
#[derive(Clone, Debug)]
pub(crate) struct BucketQueue {
    /// The last key popped: the least key the queue may hold.
    last: u64,
    /// Items in the buckets and in `far`.
    len: usize,
    /// Bit `i` set when bucket `i` holds items.
    full: [u64; WORDS],
    buckets: Vec<Vec<u32>>,
    /// Far items, each packed as `key << 32 | value`.
    far: BinaryHeap<Reverse<u128>>,
}

impl Default for BucketQueue {
    fn default() -> BucketQueue {
        BucketQueue::new()
    }
}

impl BucketQueue {
    /// An empty queue.
    #[must_use]
    pub(crate) fn new() -> BucketQueue {
        BucketQueue {
            last: 0,
            len: 0,
            full: [0; WORDS],
            buckets: vec![Vec::new(); WINDOW],
            far: BinaryHeap::new(),
        }
    }

    /// Empties the queue and lets keys start again from zero, keeping the
    /// buckets' memory.
    pub(crate) fn clear(&mut self) {
        for (w, word) in self.full.iter_mut().enumerate() {
            while *word != 0 {
                self.buckets[w * 64 + word.trailing_zeros() as usize].clear();
                *word &= *word - 1;
            }
        }
        self.far.clear();
        self.last = 0;
        self.len = 0;
    }

    /// Adds `value` with `key`, which must not be below the last popped key.
    #[inline]
    pub(crate) fn push(&mut self, key: u64, value: u32) {
        debug_assert!(key >= self.last, "queue keys must not decrease");
        self.len += 1;
        if key - self.last < WINDOW as u64 {
            self.put(key, value);
        } else {
            self.push_far(key, value);
        }
    }

    /// Keeps an item beyond the window for later (out of line: rare).
    #[cold]
    #[inline(never)]
    fn push_far(&mut self, key: u64, value: u32) {
        self.far
            .push(Reverse(u128::from(key) << 32 | u128::from(value)));
    }

    /// Files an item whose key is inside the window.
    #[inline]
    fn put(&mut self, key: u64, value: u32) {
        let i = key as usize % WINDOW;
        self.buckets[i].push(value);
        self.full[i / 64] |= 1 << (i % 64);
    }

    /// Removes an item of the least key.
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<(u64, u32)> {
        if self.len == 0 {
            return None;
        }
        let i = match self.first_full() {
            Some(i) => i,
            None => self.jump_to_far()?,
        };
        let key = self.last + ((i + WINDOW - self.last as usize % WINDOW) % WINDOW) as u64;
        let bucket = &mut self.buckets[i];
        let value = bucket.pop()?;
        if bucket.is_empty() {
            self.full[i / 64] &= !(1 << (i % 64));
            if bucket.capacity() > KEPT {
                shrink(bucket);
            }
        }
        self.len -= 1;
        if key != self.last {
            self.last = key;
            if !self.far.is_empty() {
                self.take_far();
            }
        }
        Some((key, value))
    }

    /// The value `k` pops ahead among those of the last key popped, if
    /// that many are still queued with it and nothing is pushed before:
    /// what a search may start loading now.
    #[inline]
    pub(crate) fn ahead(&self, k: usize) -> Option<u32> {
        let bucket = &self.buckets[self.last as usize % WINDOW];
        bucket.len().checked_sub(k + 1).map(|i| bucket[i])
    }

    /// With the window empty, moves it to the nearest far key: that key's
    /// bucket.
    #[cold]
    #[inline(never)]
    fn jump_to_far(&mut self) -> Option<usize> {
        let Reverse(item) = self.far.pop()?;
        let (key, value) = unpack(item);
        self.last = key;
        self.put(key, value);
        self.take_far();
        Some(key as usize % WINDOW)
    }

    /// Moves far items the window now covers into their buckets.
    #[inline(never)]
    fn take_far(&mut self) {
        while let Some(&Reverse(item)) = self.far.peek() {
            let (key, value) = unpack(item);
            if key - self.last >= WINDOW as u64 {
                break;
            }
            self.far.pop();
            self.put(key, value);
        }
    }

    /// The first non-empty bucket at or after the last key's, going round.
    #[inline]
    fn first_full(&self) -> Option<usize> {
        let start = self.last as usize % WINDOW;
        let (w0, b0) = (start / 64, start % 64);
        let here = self.full[w0] & (u64::MAX << b0);
        if here != 0 {
            return Some(w0 * 64 + here.trailing_zeros() as usize);
        }
        for step in 1..=WORDS {
            let w = (w0 + step) % WORDS;
            let mut word = self.full[w];
            if step == WORDS {
                // Back at the start word: only the bits before `start`.
                word &= (1u64 << b0).wrapping_sub(1);
            }
            if word != 0 {
                return Some(w * 64 + word.trailing_zeros() as usize);
            }
        }
        None
    }
}

/// Gives back the room an emptied bucket has beyond [`KEPT`] items (out of
/// line: only big searches fill a bucket that far).
#[cold]
#[inline(never)]
fn shrink(bucket: &mut Vec<u32>) {
    bucket.shrink_to(KEPT);
}

/// The key and value of a packed far item.
#[inline]
fn unpack(item: u128) -> (u64, u32) {
    ((item >> 32) as u64, item as u32)
}

#[cfg(test)]
mod tests {
    use super::{BucketQueue, KEPT, WINDOW};

    #[test]
    fn an_emptied_bucket_gives_back_what_it_had_beyond_its_share() {
        let mut queue = BucketQueue::new();
        let many = 3 * KEPT as u32 + 5;
        for v in 0..many {
            queue.push(10, v);
        }
        queue.push(11, many);
        let mut tens: Vec<u32> = (0..many).map(|_| queue.pop().expect("an item").1).collect();
        tens.sort_unstable();
        assert_eq!(tens, (0..many).collect::<Vec<_>>());
        assert!(queue.buckets[10].capacity() <= KEPT);
        assert_eq!(queue.pop(), Some((11, many)));
        assert_eq!(queue.pop(), None);
    }

    /// `ahead(k)` names the value the queue pops `k` pops after the next,
    /// among those of the last key popped, and nothing past them.
    #[test]
    fn ahead_names_what_pops_later() {
        let mut queue = BucketQueue::new();
        for v in 0..6 {
            queue.push(3, v);
        }
        queue.push(4, 99);
        assert_eq!(queue.pop().map(|(k, _)| k), Some(3));
        let named: Vec<Option<u32>> = (0..6).map(|k| queue.ahead(k)).collect();
        let popped: Vec<u32> = (0..5).map(|_| queue.pop().expect("an item").1).collect();
        assert_eq!(
            named[..5],
            popped.iter().map(|&v| Some(v)).collect::<Vec<_>>()[..]
        );
        assert_eq!(named[5], None, "only the values of the key last popped");
        assert_eq!(queue.ahead(0), None);
    }

    #[test]
    fn values_come_back_with_their_keys() {
        let mut queue = BucketQueue::new();
        let far = WINDOW as u64 * 3 + 7;
        for (key, value) in [(5, 50), (far, 70), (5, 51), (WINDOW as u64 - 1, 60)] {
            queue.push(key, value);
        }
        let mut fives = [queue.pop(), queue.pop()];
        fives.sort_unstable();
        assert_eq!(fives, [Some((5, 50)), Some((5, 51))]);
        assert_eq!(queue.pop(), Some((WINDOW as u64 - 1, 60)));
        assert_eq!(queue.pop(), Some((far, 70)));
        assert_eq!(queue.pop(), None);
        queue.push(far + 3, 1);
        queue.clear();
        assert_eq!(queue.pop(), None);
        queue.push(0, 2);
        assert_eq!(queue.pop(), Some((0, 2)));
    }
}
