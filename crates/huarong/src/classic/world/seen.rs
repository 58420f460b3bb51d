//! The layouts one search has seen: an open-addressed hash set of layouts
//! packed into one word each, grown as it fills. A group of thousands fits
//! a few hundred kilobytes, where a bit for every layout of its mix would
//! need the mix's numbering built first. Unlike the general solver's
//! `KeySet`, whose keys are words of any length under a folding hash, a key
//! here is one word hashed by one multiplication: the group's search takes
//! 15% fewer instructions with it.

use crate::classic::world::grid::{Grid, HORIZONTAL, SOLDIER, VERTICAL};

/// An empty slot: no packed layout has its top bits set.
const EMPTY: u64 = u64::MAX;

/// Slots of a new set (a power of two).
const FIRST_SLOTS: usize = 1 << 12;

/// A set of layouts.
pub(crate) struct Seen {
    slots: Vec<u64>,
    /// `64 - log2(slots.len())`: the shift that turns a hash into a slot.
    shift: u32,
    len: usize,
}

impl Seen {
    /// An empty set.
    pub(crate) fn new() -> Seen {
        Seen {
            slots: vec![EMPTY; FIRST_SLOTS],
            shift: 64 - FIRST_SLOTS.trailing_zeros(),
            len: 0,
        }
    }

    /// `grid` in one word: Cao Cao's cell (5 bits), then the top-left
    /// cells of the soldiers (20), horizontal generals (20) and vertical
    /// ones (16: none stands on the last row). The blanks are the cells
    /// left.
    #[inline]
    fn pack(grid: &Grid) -> u64 {
        u64::from(grid.head)
            | u64::from(grid.tops[SOLDIER]) << 5
            | u64::from(grid.tops[HORIZONTAL]) << 25
            | u64::from(grid.tops[VERTICAL]) << 45
    }

    /// The slot where `key`'s probe starts (Fibonacci hashing).
    #[inline]
    fn home(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// Adds `grid`; whether it was new.
    #[inline]
    pub(crate) fn insert(&mut self, grid: &Grid) -> bool {
        let key = Seen::pack(grid);
        if !self.put(key) {
            return false;
        }
        self.len += 1;
        // At most half full, so that probes stay short.
        if self.len * 2 > self.slots.len() {
            self.grow();
        }
        true
    }

    /// Puts `key` in its slot; whether it was not there yet.
    #[inline]
    fn put(&mut self, key: u64) -> bool {
        let mask = self.slots.len() - 1;
        let mut slot = self.home(key);
        loop {
            match self.slots[slot] {
                EMPTY => {
                    self.slots[slot] = key;
                    return true;
                }
                k if k == key => return false,
                _ => slot = (slot + 1) & mask,
            }
        }
    }

    /// Doubles the slots, every key put again.
    fn grow(&mut self) {
        let doubled = vec![EMPTY; self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, doubled);
        self.shift -= 1;
        for key in old.into_iter().filter(|&k| k != EMPTY) {
            self.put(key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classic::world::mix::Mix;
    use crate::classic::world::rank::Ranking;

    #[test]
    fn every_layout_of_a_mix_is_new_once() {
        let ranking = Ranking::new(Mix::HENGDAO_LIMA);
        let mut seen = Seen::new();
        for rank in 0..ranking.len() {
            assert!(seen.insert(&ranking.unrank(rank)));
        }
        for rank in (0..ranking.len()).step_by(5) {
            assert!(!seen.insert(&ranking.unrank(rank)));
        }
        assert_eq!(seen.len, ranking.len() as usize);
    }
}
