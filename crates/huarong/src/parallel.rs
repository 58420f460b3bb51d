//! Work spread over rayon's threads when the `parallel` feature is on, and the
//! same work in order on the calling thread when it is off. Results never
//! depend on which: every function here returns them in input order.

/// How many threads parallel work runs on (1 without the `parallel` feature).
#[must_use]
pub(crate) fn threads() -> usize {
    #[cfg(feature = "parallel")]
    {
        rayon::current_num_threads()
    }
    #[cfg(not(feature = "parallel"))]
    {
        1
    }
}

/// `work(scratch, item)` for each of `items`, in order. With `parallel` (and
/// the feature on) the items are spread over threads, each with scratch space
/// from `fresh()`; otherwise `scratch` serves them all.
pub(crate) fn map_with<I, T, S>(
    items: &[I],
    parallel: bool,
    scratch: &mut S,
    fresh: impl Fn() -> S + Sync + Send,
    work: impl Fn(&mut S, &I) -> T + Sync + Send,
) -> Vec<T>
where
    I: Sync,
    T: Send,
{
    #[cfg(feature = "parallel")]
    if parallel {
        use rayon::prelude::*;
        return items.par_iter().map_init(fresh, work).collect();
    }
    let _ = (parallel, fresh);
    items.iter().map(|item| work(scratch, item)).collect()
}

/// `work(scratch, chunk)` for each chunk of `chunk` items, on threads with
/// scratch space from `fresh()` (one per rayon job, reused for every chunk the
/// job takes), with the results of all chunks in order.
pub(crate) fn map_chunks<I, T, S>(
    items: &[I],
    chunk: usize,
    fresh: impl Fn() -> S + Sync + Send,
    work: impl Fn(&mut S, &[I]) -> T + Sync + Send,
) -> Vec<T>
where
    I: Sync,
    T: Send,
{
    #[cfg(feature = "parallel")]
    {
        use rayon::prelude::*;
        items.par_chunks(chunk).map_init(fresh, work).collect()
    }
    #[cfg(not(feature = "parallel"))]
    {
        let mut scratch = fresh();
        items
            .chunks(chunk)
            .map(|part| work(&mut scratch, part))
            .collect()
    }
}

/// `work(scratch, offset, part)` for each chunk of `chunk` entries of
/// `items`, `offset` being the chunk's first index, on threads with scratch
/// space from `fresh()`.
pub(crate) fn for_each_chunk_mut<I, S>(
    items: &mut [I],
    chunk: usize,
    fresh: impl Fn() -> S + Sync + Send,
    work: impl Fn(&mut S, usize, &mut [I]) + Sync + Send,
) where
    I: Send,
{
    #[cfg(feature = "parallel")]
    {
        use rayon::prelude::*;
        items
            .par_chunks_mut(chunk)
            .enumerate()
            .for_each_init(fresh, |scratch, (i, part)| work(scratch, i * chunk, part));
    }
    #[cfg(not(feature = "parallel"))]
    {
        let mut scratch = fresh();
        for (i, part) in items.chunks_mut(chunk).enumerate() {
            work(&mut scratch, i * chunk, part);
        }
    }
}

/// `work(scratch, index, item)` for each of `items`, on threads with scratch
/// space from `fresh()`.
pub(crate) fn for_each_with<I, S>(
    items: &[I],
    fresh: impl Fn() -> S + Sync + Send,
    work: impl Fn(&mut S, usize, &I) + Sync + Send,
) where
    I: Sync,
{
    #[cfg(feature = "parallel")]
    {
        use rayon::prelude::*;
        items
            .par_iter()
            .enumerate()
            .for_each_init(fresh, |scratch, (i, item)| work(scratch, i, item));
    }
    #[cfg(not(feature = "parallel"))]
    {
        let mut scratch = fresh();
        for (i, item) in items.iter().enumerate() {
            work(&mut scratch, i, item);
        }
    }
}
