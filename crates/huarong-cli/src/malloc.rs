//! Allocator tuning for short solver runs.
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

/// Blocks at least this big are mapped and unmapped directly.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const DIRECT_BLOCK: libc::c_int = 32 << 20;

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
