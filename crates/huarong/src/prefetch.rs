//! A hint to the processor: start loading a cache line now, so that the
//! misses of several table entries a search will read overlap instead of
//! coming one after another. Any stage may use it.

/// Asks the processor to start loading the cache line that holds `value`,
/// so that a search can issue the misses of a state's neighbours together
/// instead of one after another. A hint: a no-op where there is none.
#[inline(always)]
#[allow(unsafe_code)]
pub(crate) fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: SSE is part of every x86-64 target, and a prefetch reads
        // nothing the program sees and cannot fault (here the address is a
        // live reference besides).
        unsafe { _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(value).cast::<i8>()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}
