//! Zeroed tables whose pages are written before anything reads them. Any
//! stage may use it.
//!
//! A big zeroed vector comes from the allocator as fresh pages the kernel has
//! not yet mapped (`vec![0; n]` is a `calloc`). The first *read* of such a
//! page maps the shared zero page, and the first *write* after it is a second
//! fault that replaces that mapping, which the kernel must also flush from the
//! other cores' TLBs: an interrupt to every core the process runs on, costly
//! in a virtual machine. The searches' records and the blank's walk tables
//! are read before they are written (a record of zero is "never reached"), so
//! they paid both faults and the flush on every page: on a random 2000 x 2000
//! board at 30% with 100 games on two threads, 15% of the samples were in
//! those write faults. Writing one element a page first maps each page once,
//! writable, with nothing to flush.

use std::mem::size_of;
use std::sync::atomic::{AtomicU8, Ordering};

use bytemuck::Zeroable;

/// The page size the kernel maps fresh memory in (4 KiB on x86-64 and most
/// arm64 kernels; on bigger pages one write a 4 KiB step only writes some
/// pages more than once).
const PAGE: usize = 4096;

/// Tables at least this big are written a page at a time: the allocator serves
/// smaller ones from the heap, whose pages are mostly mapped already, and a
/// small run should not map the pages of a table it will barely touch.
const WRITE_FROM: usize = 1 << 20;

/// `len` zeros, with every page of a table of a megabyte or more already
/// written, so that its first read finds a writable page (see the module's
/// documentation).
#[must_use]
pub(crate) fn written_zeros<T: Zeroable + Copy>(len: usize) -> Vec<T> {
    let mut table: Vec<T> = bytemuck::zeroed_vec(len);
    let step = (PAGE / size_of::<T>().max(1)).max(1);
    if len.saturating_mul(size_of::<T>()) >= WRITE_FROM {
        // The allocator's zeros are hidden from the optimiser, which would
        // otherwise drop writes of zero over memory it knows to be zero.
        let slice = std::hint::black_box(&mut table[..]);
        for at in (0..slice.len()).step_by(step) {
            slice[at] = T::zeroed();
        }
    }
    table
}

/// `len` zeros for a search's table: with `sparse`, a table left to map as
/// the search touches it, with the [`FirstTouch`] that writes each page
/// first; else one with every page written ([`written_zeros`]).
#[must_use]
pub(crate) fn search_zeros<T: Zeroable + Copy>(len: usize, sparse: bool) -> (Vec<T>, FirstTouch) {
    if sparse {
        let table = bytemuck::zeroed_vec(len);
        let written = FirstTouch::of(&table);
        (table, written)
    } else {
        (written_zeros(len), FirstTouch::default())
    }
}

/// The pages of a table left to map as it is used (a plain zeroed
/// allocation, for searches that touch few of its pages) that have been
/// written. Such a table is read before it is written, so each page it
/// touches would cost two faults and a flush (see the module's
/// documentation); [`FirstTouch::write_first`] writes each page the first
/// time an element of it is touched instead, which maps it once, writable.
///
/// Only a hint: a table that moves (a clone) is left to fault as before.
#[derive(Clone, Debug, Default)]
pub(crate) struct FirstTouch {
    /// One bit a page of the table, from the page its first element is on.
    written: Vec<u64>,
    first_page: usize,
}

impl FirstTouch {
    /// No page of `table` written yet.
    #[must_use]
    pub(crate) fn of<T>(table: &[T]) -> FirstTouch {
        let start = table.as_ptr().addr();
        let end = start + std::mem::size_of_val(table);
        let pages = (end / PAGE).saturating_sub(start / PAGE) + 1;
        FirstTouch {
            written: vec![0; pages.div_ceil(64)],
            first_page: start / PAGE,
        }
    }

    /// Writes `table[i]`'s page, without changing it, if it is the first
    /// time one of its elements is touched, so that reading it maps it
    /// writable.
    #[inline]
    pub(crate) fn write_first<T>(&mut self, table: &mut [T], i: usize) {
        let value = &mut table[i];
        let page = (std::ptr::from_mut(value).addr() / PAGE).wrapping_sub(self.first_page);
        let Some(word) = self.written.get_mut(page / 64) else {
            return;
        };
        let bit = 1 << (page % 64);
        if *word & bit == 0 {
            *word |= bit;
            write_unchanged(value);
        }
    }
}

/// Writes to `value` without changing it, and without reading it first: an
/// atomic or of zero (hidden from the optimiser, which would drop it), which
/// the processor makes as a write, so its page faults in writable.
#[inline]
#[allow(unsafe_code)]
fn write_unchanged<T>(value: &mut T) {
    if size_of::<T>() == 0 {
        return;
    }
    // SAFETY: the pointer comes from a live exclusive reference to a value of
    // at least one byte, so it is valid and aligned for a byte, and nothing
    // else reads or writes that byte while the reference is held; an or of
    // zero leaves the value's bytes as they were.
    let byte = unsafe { AtomicU8::from_ptr(std::ptr::from_mut(value).cast::<u8>()) };
    byte.fetch_or(std::hint::black_box(0), Ordering::Relaxed);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_zero_whatever_their_size() {
        for len in [0, 1, 1000, (WRITE_FROM / 8) + 3] {
            let table: Vec<u64> = written_zeros(len);
            assert_eq!(table.len(), len);
            assert!(table.iter().all(|&x| x == 0));
        }
        let pairs: Vec<(u32, u32)> = written_zeros(WRITE_FROM);
        assert!(pairs.iter().all(|&p| p == (0, 0)));
    }

    #[test]
    fn writing_first_changes_nothing() {
        let mut table: Vec<(u32, u32)> = bytemuck::zeroed_vec(3 * PAGE);
        table[5] = (7, 9);
        let mut touch = FirstTouch::of(&table);
        for i in [5, 6, 2 * PAGE, 3 * PAGE - 1, 5] {
            touch.write_first(&mut table, i);
        }
        assert_eq!(table[5], (7, 9));
        assert!(
            table
                .iter()
                .enumerate()
                .all(|(i, &p)| i == 5 || p == (0, 0))
        );
        // Every page touched is marked, once.
        let mut pages: Vec<usize> = [5, 6, 2 * PAGE, 3 * PAGE - 1]
            .map(|i| std::ptr::from_ref(&table[i]).addr() / PAGE)
            .to_vec();
        pages.dedup();
        let marked: u32 = touch.written.iter().map(|w| w.count_ones()).sum();
        assert_eq!(marked as usize, pages.len());
        // A table that moved is at most written unchanged.
        let mut other: Vec<(u32, u32)> = bytemuck::zeroed_vec(3 * PAGE);
        other[1] = (3, 4);
        touch.write_first(&mut other, 1);
        assert_eq!(other[1], (3, 4));
    }
}
