//! The layouts one search has seen: an open-addressed hash set of layouts
//! packed into one word each, grown as it fills. A group of thousands fits
//! a few hundred kilobytes, where a bit for every layout of its mix would
//! need the mix's numbering built first. Unlike the general solver's
//! `KeySet`, whose keys are words of any length under a folding hash, a key
//! here is one word hashed by one multiplication: the group's search takes
//! 15% fewer instructions with it.

use crate::classic::world::grid::{BLANK, FULL, Grid, HORIZONTAL, SOLDIER, VERTICAL};

/// An empty slot: no packed layout has its top bits set.
const EMPTY: u64 = u64::MAX;

/// Slots of a new set (a power of two): 128 KiB, room for 8,192 layouts.
const FIRST_SLOTS: usize = 1 << 14;
/// How many times the slots grow when the set is half full: four, so that
/// a group of tens of thousands is put again once.
const GROWTH: usize = 4;

/// A layout in one word: Cao Cao's cell (5 bits), then the top-left cells
/// of the soldiers (20), horizontal generals (20) and vertical ones (16:
/// none stands on the last row). The blanks are the cells left. A move
/// flips two bits of one kind's mask, or Cao Cao's cell: one XOR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Packed(u64);

/// Where each kind's mask starts in a packed layout (`BLANK`'s unused).
const OFFSET: [u32; 4] = [0, 5, 25, 45];
/// Cao Cao's cell, in the low bits.
const HEAD_BITS: u64 = 0x1f;

impl Packed {
    /// `grid`, packed.
    #[inline]
    pub(crate) fn of(grid: &Grid) -> Packed {
        Packed(
            u64::from(grid.head)
                | u64::from(grid.tops[SOLDIER]) << OFFSET[SOLDIER]
                | u64::from(grid.tops[HORIZONTAL]) << OFFSET[HORIZONTAL]
                | u64::from(grid.tops[VERTICAL]) << OFFSET[VERTICAL],
        )
    }

    /// The layout, the blanks found again.
    #[inline]
    pub(crate) fn grid(self) -> Grid {
        let key = self.0;
        let head = (key & HEAD_BITS) as u32;
        let mask = |kind: usize| (key >> OFFSET[kind]) as u32 & FULL;
        let (soldiers, horizontals, verticals) = (mask(SOLDIER), mask(HORIZONTAL), mask(VERTICAL));
        let covered = Grid::head_cover(head)
            | soldiers
            | horizontals
            | horizontals << 1
            | verticals
            | verticals << crate::classic::world::grid::COLS;
        let mut tops = [0; 4];
        tops[BLANK] = FULL & !covered;
        tops[SOLDIER] = soldiers;
        tops[HORIZONTAL] = horizontals;
        tops[VERTICAL] = verticals;
        Grid { head, tops }
    }

    /// This layout with the block of `kind` (or Cao Cao, for any other
    /// kind) moved from top-left cell `from` to `to`.
    #[inline]
    pub(crate) fn moved(self, kind: usize, from: u32, to: u32) -> Packed {
        let flip = if kind < OFFSET.len() {
            (1u64 << from | 1u64 << to) << OFFSET[kind]
        } else {
            u64::from(from ^ to)
        };
        Packed(self.0 ^ flip)
    }

    /// Cao Cao's top-left cell.
    #[inline]
    pub(crate) fn head(self) -> u32 {
        (self.0 & HEAD_BITS) as u32
    }
}

/// A set of layouts.
pub(crate) struct Seen {
    slots: Vec<u64>,
    /// `64 - log2(slots.len())`: the shift that turns a hash into a slot.
    shift: u32,
    len: usize,
}

impl Seen {
    /// The layouts a new set holds before it grows.
    pub(crate) const ROOM: usize = FIRST_SLOTS / 2;

    /// An empty set.
    pub(crate) fn new() -> Seen {
        Seen {
            slots: vec![EMPTY; FIRST_SLOTS],
            shift: 64 - FIRST_SLOTS.trailing_zeros(),
            len: 0,
        }
    }

    /// The slot where `key`'s probe starts (Fibonacci hashing).
    #[inline]
    fn home(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// Adds a layout packed by [`Packed::of`]; whether it was new.
    #[inline]
    pub(crate) fn insert(&mut self, key: Packed) -> bool {
        let key = key.0;
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

    /// Makes the slots [`GROWTH`] times as many, every key put again.
    fn grow(&mut self) {
        let grown = vec![EMPTY; self.slots.len() * GROWTH];
        let old = std::mem::replace(&mut self.slots, grown);
        self.shift -= GROWTH.trailing_zeros();
        for key in old {
            if key != EMPTY {
                self.put(key);
            }
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
            let grid = ranking.unrank(rank);
            assert_eq!(Packed::of(&grid).grid(), grid);
            assert!(seen.insert(Packed::of(&grid)));
        }
        for rank in (0..ranking.len()).step_by(5) {
            assert!(!seen.insert(Packed::of(&ranking.unrank(rank))));
        }
        assert_eq!(seen.len, ranking.len() as usize);
    }
}
