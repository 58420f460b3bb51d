//! The layouts one search has seen: an open-addressed hash set of layouts
//! packed into one word each, grown as it fills. A group of thousands fits
//! a few hundred kilobytes, where a bit for every layout of its mix would
//! need the mix's numbering built first. Unlike the general solver's
//! `KeySet`, whose keys are words of any length under a folding hash, a key
//! here is one word hashed by one multiplication: the group's search takes
//! 15% fewer instructions with it.

use crate::classic::world::grid::{BLANK, COLS, FULL, Grid, HORIZONTAL, SOLDIER, VERTICAL};

/// Slots of a new set (a power of two): 256 KiB, room for 16,384 layouts
/// kept, so that 横刀立马's group (25,955 layouts, about 13,000 kept with
/// their mirror images) never grows it.
const FIRST_SLOTS: usize = 1 << 15;
/// How many times the slots grow when the set is half full: four, so that
/// a group of tens of thousands is put again once.
const GROWTH: usize = 4;

/// A layout in one word: the top-left cells of the soldiers (20 bits),
/// horizontal generals (20) and vertical ones (16: none stands on the last
/// row), then Cao Cao's cell (5). The blanks are the cells left. A move
/// flips two bits of one kind's mask, or Cao Cao's cell: one XOR. Each mask
/// starts at a multiple of four bits, so that a row is one nibble and the
/// layout's mirror image is a few shifts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Packed(u64);

/// Where each kind's mask starts in a packed layout (`BLANK`'s unused).
const OFFSET: [u32; 4] = [0, 0, 20, 40];
/// Where Cao Cao's cell starts.
const HEAD_SHIFT: u32 = 56;
/// Cao Cao's cell, from [`HEAD_SHIFT`].
const HEAD_BITS: u64 = 0x1f;
/// The blocks' masks: every bit below Cao Cao's cell.
const MASKS: u64 = (1 << HEAD_SHIFT) - 1;
/// The horizontal generals' mask.
const HORIZONTALS: u64 = 0xf_ffff << 20;
/// Every bit at an even place, and every pair of bits at an even pair's.
const EVENS: u64 = 0x5555_5555_5555_5555;
const EVEN_PAIRS: u64 = 0x3333_3333_3333_3333;

impl Packed {
    /// `grid`, packed.
    #[inline]
    pub(crate) fn of(grid: &Grid) -> Packed {
        Packed(
            u64::from(grid.head) << HEAD_SHIFT
                | u64::from(grid.tops[SOLDIER]) << OFFSET[SOLDIER]
                | u64::from(grid.tops[HORIZONTAL]) << OFFSET[HORIZONTAL]
                | u64::from(grid.tops[VERTICAL]) << OFFSET[VERTICAL],
        )
    }

    /// The layout, the blanks found again.
    #[inline]
    pub(crate) fn grid(self) -> Grid {
        let key = self.0;
        let head = self.head();
        let mask = |kind: usize| (key >> OFFSET[kind]) as u32 & FULL;
        // The vertical generals' mask, of the first four rows, ends where
        // Cao Cao's cell starts.
        let verticals = (key >> OFFSET[VERTICAL]) as u32 & FULL >> COLS;
        let (soldiers, horizontals) = (mask(SOLDIER), mask(HORIZONTAL));
        let covered = Grid::head_cover(head)
            | soldiers
            | horizontals
            | horizontals << 1
            | verticals
            | verticals << COLS;
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
            u64::from(from ^ to) << HEAD_SHIFT
        };
        Packed(self.0 ^ flip)
    }

    /// Cao Cao's top-left cell.
    #[inline]
    pub(crate) fn head(self) -> u32 {
        // Five bits.
        (self.0 >> HEAD_SHIFT & HEAD_BITS) as u32
    }

    /// The layout seen in a mirror beside the board: column `c` becomes
    /// column `3 - c`. A block's top-left cell is its left cell, so a block
    /// two columns wide goes one column further left than its mirrored
    /// top-left cell.
    #[inline]
    pub(crate) fn mirrored(self) -> Packed {
        let mut masks = self.0 & MASKS;
        // Each row's nibble reversed.
        masks = (masks & EVENS) << 1 | (masks >> 1 & EVENS);
        masks = (masks & EVEN_PAIRS) << 2 | (masks >> 2 & EVEN_PAIRS);
        // No horizontal general stands in the last column, so none leaves
        // its row.
        masks = (masks & !HORIZONTALS) | (masks & HORIZONTALS) >> 1;
        let head = u64::from(self.head());
        let col = head % u64::from(COLS);
        // Cao Cao's column is at most 2: his mirror's is 2 - col.
        Packed(masks | (head + 2 - 2 * col) << HEAD_SHIFT)
    }
}

/// An empty slot: no packed layout has its top bit set.
const EMPTY: u64 = u64::MAX;
/// In a slot, the bit that says the layout found was the mirror image of
/// the one kept (the lesser of the two as a number).
const MIRRORED: u64 = 1 << 62;

/// A set of layouts, a layout and its mirror image kept as one: the board
/// and Cao Cao's goal are their own mirror images, so the two are as far
/// from the goal, and their moves mirror one another's. The set counts the
/// layouts it stands for as well as those it keeps.
pub(crate) struct Seen {
    slots: Vec<u64>,
    /// `64 - log2(slots.len())`: the shift that turns a hash into a slot.
    shift: u32,
    /// The layouts kept: pairs of mirror images, and layouts their own.
    len: usize,
    /// The layouts kept that are their own mirror image.
    symmetric: usize,
    /// Whether a layout was found whose mirror image had been found
    /// before it.
    mirrors_met: bool,
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
            symmetric: 0,
            mirrors_met: false,
        }
    }

    /// The slot where `key`'s probe starts (Fibonacci hashing).
    #[inline]
    fn home(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// Adds a layout packed by [`Packed::of`]; whether neither it nor its
    /// mirror image was in yet.
    #[inline]
    pub(crate) fn insert(&mut self, key: Packed) -> bool {
        let (key, mirror) = (key.0, key.mirrored().0);
        let (least, flag) = if mirror < key {
            (mirror, MIRRORED)
        } else {
            (key, 0)
        };
        match self.put(least, flag) {
            Some(kept) => {
                self.mirrors_met |= kept != flag;
                false
            }
            None => {
                self.len += 1;
                self.symmetric += usize::from(key == mirror);
                // At most half full, so that probes stay short.
                if self.len * 2 > self.slots.len() {
                    self.grow();
                }
                true
            }
        }
    }

    /// How many layouts the layouts found reach: those kept, when no
    /// layout's mirror image was found, since then the mirror images lie in
    /// another group (layouts reach the mirror images of the layouts they
    /// reach); else those kept and the mirror images of those that are not
    /// their own. The search found every layout that one of its layouts is
    /// or mirrors, so when the two lie in one group it meets them.
    pub(crate) fn layouts(&self) -> usize {
        if self.mirrors_met {
            2 * self.len - self.symmetric
        } else {
            self.len
        }
    }

    /// Puts `key` in its slot, with the bit `flag`; `None` if it was not
    /// there yet, else the bit it was put with.
    #[inline]
    fn put(&mut self, key: u64, flag: u64) -> Option<u64> {
        let mask = self.slots.len() - 1;
        let mut slot = self.home(key);
        loop {
            let kept = self.slots[slot];
            if kept == EMPTY {
                self.slots[slot] = key | flag;
                return None;
            }
            if kept & !MIRRORED == key {
                return Some(kept & MIRRORED);
            }
            slot = (slot + 1) & mask;
        }
    }

    /// Makes the slots [`GROWTH`] times as many, every key put again.
    fn grow(&mut self) {
        let grown = vec![EMPTY; self.slots.len() * GROWTH];
        let old = std::mem::replace(&mut self.slots, grown);
        self.shift -= GROWTH.trailing_zeros();
        for kept in old {
            if kept != EMPTY {
                self.put(kept & !MIRRORED, kept & MIRRORED);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classic::world::mix::Mix;
    use crate::classic::world::rank::Ranking;

    /// `grid` seen in a mirror, cell by cell.
    fn mirror(grid: &Grid) -> Grid {
        let flip = |mask: u32, width: u32| {
            (0..20)
                .filter(|cell| mask >> cell & 1 == 1)
                .fold(0, |m, cell| m | 1 << (cell / 4 * 4 + 4 - width - cell % 4))
        };
        Grid {
            head: grid.head / 4 * 4 + 2 - grid.head % 4,
            tops: [
                flip(grid.tops[BLANK], 1),
                flip(grid.tops[SOLDIER], 1),
                flip(grid.tops[HORIZONTAL], 2),
                flip(grid.tops[VERTICAL], 1),
            ],
        }
    }

    #[test]
    fn every_layout_of_a_mix_is_new_once_with_its_mirror_image() {
        let ranking = Ranking::new(Mix::HENGDAO_LIMA);
        let all = ranking.len() as usize;
        let mut seen = Seen::new();
        let mut new = 0;
        for rank in 0..ranking.len() {
            let grid = ranking.unrank(rank);
            let packed = Packed::of(&grid);
            assert_eq!(packed.grid(), grid);
            assert_eq!(packed.mirrored(), Packed::of(&mirror(&grid)));
            assert_eq!(packed.mirrored().mirrored(), packed);
            if seen.insert(packed) {
                new += 1;
            }
            assert!(!seen.insert(packed.mirrored()));
        }
        // Every layout is counted, the mirror images of some found after
        // them.
        assert!(seen.mirrors_met);
        assert!(new < all && new > all / 2);
        assert_eq!(seen.layouts(), all);
    }

    #[test]
    fn a_group_without_its_mirror_images_counts_its_layouts_alone() {
        let ranking = Ranking::new(Mix::HENGDAO_LIMA);
        let mut seen = Seen::new();
        let mut kept = 0;
        for rank in 0..ranking.len() {
            let grid = ranking.unrank(rank);
            let packed = Packed::of(&grid);
            if packed.mirrored().0 > packed.0 {
                assert!(seen.insert(packed));
                kept += 1;
            }
        }
        assert!(!seen.mirrors_met);
        assert_eq!(seen.layouts(), kept);
    }
}
