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
}
