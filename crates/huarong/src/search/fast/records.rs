//! The width of a solver's search records: eight bytes a branch state, or
//! four where the distances are small enough.
//!
//! A record holds `(base + distance) << 1`, plus one once the state is
//! settled (see [`FastSolver`](super::FastSolver)). Eight bytes take any
//! distance on a board within the solver's ceiling. Four take
//! `base + distance` below 2^31: distances of a billion moves with room for
//! the bases of many searches before the table is cleared. On a random
//! 4000 x 4000 board at 15% fixed there are 2.7 branch states a cell, so a
//! narrow solver takes 11 bytes a cell less, and two fit where one did.
//!
//! A narrow search that meets a value too big for its records says so
//! ([`Record::fits`]); its solver then widens its records for good and runs
//! the search again, so the answers never depend on the width.

use std::mem::size_of;

use bytemuck::Pod;

use crate::zeroed::FirstTouch;

/// A solver's search records, and where its current search stands in them.
///
/// Per branch number, one record: `(base + distance) << 1`, plus one once
/// the state is settled. A record below `base << 1` was written by an
/// earlier search, so a new search needs no clearing: it only starts its
/// base past every value the last one wrote. All zero is "never reached".
#[derive(Clone, Debug)]
pub(super) struct Records {
    /// The records, in words of eight bytes, each one record, or two of four
    /// bytes when `narrow`. Allocated by the first search: runs that need
    /// none (no games, or only games answered without one) never hold it.
    pub(super) words: Vec<u64>,
    /// Whether the records take four bytes each.
    pub(super) narrow: bool,
    /// Whether the last narrow search met a value too big for its records.
    pub(super) overflowed: bool,
    /// Whether narrow searches load ahead of their queue (see
    /// `FastSolver::load_ahead`).
    pub(super) ahead: bool,
    /// The last base a narrow search may start from: the narrow record's
    /// `LAST_BASE`, or a test's.
    pub(super) last_base: u64,
    /// Where pages are mapped as searches go: the pages of `words` written
    /// so far.
    pub(super) written: FirstTouch,
    /// The current search's base.
    pub(super) base: u64,
    /// The largest `base + distance` the current search has written.
    pub(super) top: u64,
}

impl Records {
    /// Wide records, none allocated yet, loading ahead when `ahead`.
    pub(super) fn new(ahead: bool) -> Records {
        Records {
            words: Vec::new(),
            narrow: false,
            overflowed: false,
            ahead,
            last_base: <u32 as Record>::LAST_BASE,
            written: FirstTouch::default(),
            base: 0,
            top: 0,
        }
    }

    /// Records of the same width and settings, none allocated.
    pub(super) fn fresh(&self) -> Records {
        Records {
            narrow: self.narrow,
            last_base: self.last_base,
            ..Records::new(self.ahead)
        }
    }

    /// Makes the records narrow or wide, dropping the table when that
    /// changes its width (the next search allocates it anew).
    pub(super) fn set_narrow(&mut self, narrow: bool) {
        if self.narrow != narrow {
            *self = Records {
                narrow,
                ..self.fresh()
            };
        }
    }

    /// The distance of branch number `b` if the last search settled it
    /// (so it is exact), in records of type `R`.
    #[inline]
    pub(super) fn settled<R: Record>(&self, b: usize) -> Option<u64> {
        let slot = view::<R>(&self.words)[b].get();
        (slot >= self.base << 1 && slot & 1 == 1).then(|| (slot >> 1) - self.base)
    }
}

/// One search record: `u32` (narrow) or `u64` (wide). What the two differ
/// in follows from their width, but for the last base.
pub(super) trait Record: Pod + Into<u64> {
    /// Whether values must be checked before they are written: true for the
    /// narrow record, so the wide one's searches carry no check at all.
    const NARROW: bool = size_of::<Self>() < size_of::<u64>();
    /// Values (`base + distance`) must stay below this, so that a record
    /// (the value doubled, plus one once settled) fits the type.
    const LIMIT: u64 = 1 << (8 * size_of::<Self>() - 1);
    /// The last base a search may start from; past it the table is
    /// cleared and bases start again from one.
    const LAST_BASE: u64;

    /// A record of `value`, which is below `2 * LIMIT`.
    fn of(value: u64) -> Self;

    /// The record as a number.
    #[inline(always)]
    fn get(self) -> u64 {
        self.into()
    }

    /// Whether `value` (`base + distance`) fits.
    #[inline(always)]
    fn fits(value: u64) -> bool {
        !Self::NARROW || value < Self::LIMIT
    }
}

impl Record for u64 {
    // Far below `u64::MAX / 2`, so that a base and a distance on top of it
    // (every distance on a board within the solver's ceiling is below 2^60)
    // still fit 63 bits.
    const LAST_BASE: u64 = 1 << 62;

    #[inline(always)]
    fn of(value: u64) -> u64 {
        value
    }
}

impl Record for u32 {
    // Half the range: searches whose distances stay below 2^30 never widen.
    // (Tests bring bases near the limit with
    // `FastSolver::with_narrow_last_base`, so that searches on small boards
    // overflow and widen.)
    const LAST_BASE: u64 = 1 << 30;

    #[inline(always)]
    fn of(value: u64) -> u32 {
        debug_assert!(value < 1 << 32, "a narrow record past 2^32");
        value as u32
    }
}

/// The records of `states` branch states, held in `u64` words however wide
/// they are (a narrow table takes half as many words).
#[must_use]
pub(super) fn words(states: usize, narrow: bool) -> usize {
    if narrow { states.div_ceil(2) } else { states }
}

/// The table `words` read as records of type `R`.
#[inline(always)]
pub(super) fn view<R: Record>(words: &[u64]) -> &[R] {
    bytemuck::cast_slice(words)
}

/// The table `words` written as records of type `R`.
#[inline(always)]
pub(super) fn view_mut<R: Record>(words: &mut [u64]) -> &mut [R] {
    bytemuck::cast_slice_mut(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn narrow_tables_take_half_the_words() {
        assert_eq!(words(7, true), 4);
        assert_eq!(words(7, false), 7);
        let mut table = vec![0u64; words(7, true)];
        view_mut::<u32>(&mut table)[6] = 5;
        assert_eq!(view::<u32>(&table)[6], 5);
        assert_eq!(view::<u32>(&table).len(), 8);
    }

    #[test]
    fn only_narrow_values_are_checked() {
        // The width sets which records are checked, and their limit.
        assert_eq!((u32::NARROW, u64::NARROW), (true, false));
        assert_eq!((u32::LIMIT, u64::LIMIT), (1 << 31, 1 << 63));
        assert!(u32::fits(u32::LIMIT - 1));
        assert!(!u32::fits(u32::LIMIT));
        assert!(u64::fits(u32::LIMIT << 20));
        // Settled records of the last value fit their type.
        assert_eq!(
            u32::of(((u32::LIMIT - 1) << 1) | 1).get(),
            u64::from(u32::MAX)
        );
    }
}
