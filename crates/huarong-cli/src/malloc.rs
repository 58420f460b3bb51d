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
//!
//! On boards of half a million cells and more, though, many tables are 4 to 32
//! MiB: they come from the heap too, and the holes they and growing vectors
//! leave stay resident (20 to 45 bytes a cell above the heap's own peak at
//! 1000 x 1000). Such solves give the free pages back between the steps of
//! their precomputation.
//!
//! Every thread allocates from the one arena. glibc gives each new thread an
//! arena of its own, whose freed pages stayed resident beside the main one's:
//! random clutter at 1000 x 1000 with 100 games on two threads peaked at 155 MB
//! of RSS against 142 MB with one arena, in the same time (rooms, beads, and
//! 1,000 games at 1000 x 1000 alike: the searches allocate little once they
//! run, so the threads do not wait on the arena's lock).

/// Blocks at least this big are mapped and unmapped directly.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const DIRECT_BLOCK: libc::c_int = 32 << 20;

/// Keeps freed blocks of up to 32 MiB for reuse, in one arena for every
/// thread (glibc only; a no-op elsewhere).
pub(crate) fn keep_freed_blocks() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    #[allow(unsafe_code)]
    // SAFETY: `mallopt` only sets allocator parameters; it is called before
    // any other thread exists, and a refused setting leaves the default.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, DIRECT_BLOCK);
        libc::mallopt(libc::M_TRIM_THRESHOLD, DIRECT_BLOCK);
        libc::mallopt(libc::M_TOP_PAD, 4 << 20);
        libc::mallopt(libc::M_ARENA_MAX, 1);
    }
}

/// Boards of at least this many cells give freed pages back between steps.
const GIVE_BACK_FROM_CELLS: usize = 1 << 19;

/// Whether solves on a board of `cells` cells give freed pages back between
/// the steps of their precomputation ([`give_back_freed`]): big boards only,
/// whose steps each allocate hundreds of megabytes. On small ones the pages
/// kept are what saves the next step its page faults.
pub(crate) fn gives_back(cells: usize) -> bool {
    cells >= GIVE_BACK_FROM_CELLS
}

/// Returns the heap's free pages to the system (glibc only; a no-op
/// elsewhere). With 100 games at 1000 x 1000 this took the peak RSS of a
/// random board at 30% from 161 to 141 bytes a cell and of open ground from
/// 187 to 144, at no measurable cost in time.
pub(crate) fn give_back_freed() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    #[allow(unsafe_code)]
    // SAFETY: `malloc_trim` takes the allocator's locks itself and only
    // releases pages of free chunks; it is safe to call from any thread.
    unsafe {
        libc::malloc_trim(0);
    }
}
