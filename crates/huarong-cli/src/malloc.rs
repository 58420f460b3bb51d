//! Allocator tuning for short solver runs and for the biggest boards.
//!
//! The solver builds and drops several tables of a few hundred kilobytes to a
//! few megabytes per board (search scratch, landmark columns, component
//! labels). glibc serves each from fresh `mmap`ed pages and unmaps it on
//! drop, so the next table faults in its pages again: about 2.3 us per 4 KiB
//! page on the machine the benchmarks run on, some 1,200 faults on a 200 x 200
//! board. Raising the mmap and trim thresholds to 32 MiB lets such blocks be
//! reused from the heap instead. Bigger blocks (the largest boards' tables)
//! still come from and go back to the system, so the peak memory of big runs
//! is unchanged.
//!
//! On big boards a search reads its tables (the around-costs, the search
//! records, the landmark rows) at scattered places of several hundred
//! megabytes: with 4 KiB pages nearly every read also misses the TLB. The
//! global allocator ([`Allocator`]) asks Linux for transparent huge pages on
//! every block of [`HUGE_BLOCK`] or more (`madvise(MADV_HUGEPAGE)`, which
//! the kernel honours when transparent huge pages are set to `madvise` or
//! `always`, and ignores otherwise). Measured on `rooms` with 100 games:
//! 4000 x 4000 took 99.8 s of wall time instead of 137.3 s, 2000 x 2000
//! 15.2-15.3 s instead of 15.4-17.2 s; the official cases allocate no block
//! that big.

use std::alloc::{GlobalAlloc, Layout, System};

/// Blocks at least this big are mapped and unmapped directly.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const DIRECT_BLOCK: libc::c_int = 32 << 20;

/// Blocks at least this big are advised to use huge pages: one huge page.
const HUGE_BLOCK: usize = 2 << 20;

/// Keeps freed blocks of up to 32 MiB for reuse (glibc only; a no-op elsewhere).
pub(crate) fn keep_freed_blocks() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    #[allow(unsafe_code)]
    // SAFETY: `mallopt` only sets allocator parameters; it is called before
    // any other thread exists, and a refused setting leaves the default.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, DIRECT_BLOCK);
        libc::mallopt(libc::M_TRIM_THRESHOLD, DIRECT_BLOCK);
        libc::mallopt(libc::M_TOP_PAD, 4 << 20);
    }
}

/// The system allocator, advising huge pages for big blocks (see the
/// module's documentation).
pub(crate) struct Allocator;

#[allow(unsafe_code)]
// SAFETY: every call is passed on to the system allocator unchanged; the
// advice only marks pages already mapped for the block (and at most the rest
// of their first and last 4 KiB page, which belong to the same mapping) as
// eligible for huge pages, which changes no byte of memory.
unsafe impl GlobalAlloc for Allocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract is the system allocator's.
        let block = unsafe { System.alloc(layout) };
        advise_huge(block, layout.size());
        block
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as for `alloc`.
        let block = unsafe { System.alloc_zeroed(layout) };
        advise_huge(block, layout.size());
        block
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        // SAFETY: `block` came from this allocator, which is the system's.
        unsafe { System.dealloc(block, layout) }
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: as for `dealloc`.
        let moved = unsafe { System.realloc(block, layout, new_size) };
        advise_huge(moved, new_size);
        moved
    }
}

/// Asks the kernel to back the `size` bytes at `block` with huge pages when
/// they span one; a refusal (an old kernel, huge pages turned off) changes
/// nothing, so it is ignored.
#[allow(unsafe_code)]
fn advise_huge(block: *mut u8, size: usize) {
    #[cfg(target_os = "linux")]
    if !block.is_null() && size >= HUGE_BLOCK {
        const PAGE: usize = 4096;
        let start = block as usize & !(PAGE - 1);
        let end = (block as usize).saturating_add(size).next_multiple_of(PAGE);
        // SAFETY: the range is the block's own pages, mapped by the
        // allocator; `MADV_HUGEPAGE` keeps their contents.
        unsafe {
            libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (block, size);
}
