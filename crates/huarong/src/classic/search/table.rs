//! The set of layouts a search has seen: open addressing with linear
//! probing, the keys themselves in the table so that a lookup costs one
//! cache miss, and the all-zero key (a layout without pieces, which no
//! search meets) marking an empty slot.

use crate::classic::search::word::Word;
use crate::prefetch::prefetch;

/// The table grows when it is fuller than `MAX_LOAD_NUM / MAX_LOAD_DEN`.
const MAX_LOAD_NUM: usize = 3;
const MAX_LOAD_DEN: usize = 4;
/// The smallest table, in keys.
const MIN_CAPACITY: usize = 1 << 10;

/// A set of non-zero keys.
pub(crate) struct KeySet<const N: usize> {
    slots: Vec<Word<N>>,
    len: usize,
    /// `64 - log2(capacity)`: an index is a hash's high bits.
    shift: u32,
}

impl<const N: usize> KeySet<N> {
    /// An empty set with room for `MIN_CAPACITY` slots.
    pub(crate) fn new() -> KeySet<N> {
        KeySet::with_capacity(MIN_CAPACITY)
    }

    fn with_capacity(capacity: usize) -> KeySet<N> {
        debug_assert!(capacity.is_power_of_two());
        KeySet {
            slots: vec![Word::ZERO; capacity],
            len: 0,
            shift: 64 - capacity.trailing_zeros(),
        }
    }

    /// The bytes the slots take.
    pub(crate) fn bytes(&self) -> u64 {
        Self::bytes_for(self.slots.len())
    }

    /// The bytes a table of `capacity` slots takes.
    fn bytes_for(capacity: usize) -> u64 {
        (capacity as u64).saturating_mul(size_of::<Word<N>>() as u64)
    }

    /// The bytes the table will take after its next growth.
    pub(crate) fn grown_bytes(&self) -> u64 {
        Self::bytes_for(self.slots.len() * 2)
    }

    /// Whether the next insertion needs the table grown first.
    #[inline]
    pub(crate) fn full(&self) -> bool {
        (self.len + 1) * MAX_LOAD_DEN > self.slots.len() * MAX_LOAD_NUM
    }

    /// Doubles the table.
    pub(crate) fn grow(&mut self) {
        let mut grown = KeySet::with_capacity(self.slots.len() * 2);
        for &key in &self.slots {
            if !key.is_zero() {
                grown.insert_new(key);
            }
        }
        *self = grown;
    }

    /// Where a lookup of `key` begins in this table.
    #[inline]
    pub(crate) fn home(&self, key: Word<N>) -> usize {
        // The shift leaves at most log2(capacity) bits.
        (key.hash() >> self.shift) as usize
    }

    /// Starts loading the slot where a lookup begins.
    #[inline]
    pub(crate) fn prefetch(&self, home: usize) {
        prefetch(&self.slots[home]);
    }

    /// Adds `key` (not zero), whose lookup begins at `home` (from
    /// [`KeySet::home`], since the last growth); whether it was new. The
    /// caller grows the table first when it is [`full`](KeySet::full).
    #[inline]
    pub(crate) fn insert_at(&mut self, key: Word<N>, home: usize) -> bool {
        let mask = self.slots.len() - 1;
        let mut i = home;
        loop {
            let slot = self.slots[i];
            if slot == key {
                return false;
            }
            if slot.is_zero() {
                self.slots[i] = key;
                self.len += 1;
                return true;
            }
            i = (i + 1) & mask;
        }
    }

    /// Adds `key` (not zero); whether it was new. As [`KeySet::insert_at`].
    #[inline]
    pub(crate) fn insert(&mut self, key: Word<N>) -> bool {
        self.insert_at(key, self.home(key))
    }

    /// Adds a key known to be absent.
    fn insert_new(&mut self, key: Word<N>) {
        let mask = self.slots.len() - 1;
        let mut i = self.home(key);
        while !self.slots[i].is_zero() {
            i = (i + 1) & mask;
        }
        self.slots[i] = key;
        self.len += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_kept_once_through_growth() {
        let mut set = KeySet::<1>::new();
        let mut added = 0;
        for round in 0..2 {
            for k in 1..5000u64 {
                if set.full() {
                    set.grow();
                }
                if set.insert(Word([k * 0x1_0000_0001])) {
                    added += 1;
                }
            }
            assert_eq!(added, 4999, "round {round}");
        }
        assert!(set.bytes() >= 4999 * 8 * 4 / 3);
    }
}
