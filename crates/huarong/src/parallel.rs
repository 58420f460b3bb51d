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
/// the feature on) the items are spread over threads, with scratch spaces
/// from `fresh()` lent to each job and reused by later ones; otherwise one
/// scratch serves them all: `scratch`, or one from `fresh()` when it is
/// `None`.
pub(crate) fn map_with<I, T, S>(
    items: &[I],
    parallel: bool,
    scratch: Option<&mut S>,
    fresh: impl Fn() -> S + Sync + Send,
    work: impl Fn(&mut S, &I) -> T + Sync + Send,
) -> Vec<T>
where
    I: Sync,
    T: Send,
    S: Send,
{
    #[cfg(feature = "parallel")]
    if parallel {
        use rayon::prelude::*;
        let pool = Pool::new(fresh);
        return items
            .par_iter()
            .map_init(|| pool.lend(), |lent, item| work(lent, item))
            .collect();
    }
    let _ = parallel;
    let mut own;
    let scratch = match scratch {
        Some(scratch) => scratch,
        None => {
            own = fresh();
            &mut own
        }
    };
    items.iter().map(|item| work(scratch, item)).collect()
}

/// `work(scratch, offset, part)` for each chunk of `chunk` entries of
/// `items`, `offset` being the chunk's first index, on threads with scratch
/// spaces from `fresh()` lent to each job and reused by later ones.
pub(crate) fn for_each_chunk_mut<I, S>(
    items: &mut [I],
    chunk: usize,
    fresh: impl Fn() -> S + Sync + Send,
    work: impl Fn(&mut S, usize, &mut [I]) + Sync + Send,
) where
    I: Send,
    S: Send,
{
    #[cfg(feature = "parallel")]
    {
        use rayon::prelude::*;
        let pool = Pool::new(fresh);
        items.par_chunks_mut(chunk).enumerate().for_each_init(
            || pool.lend(),
            |lent, (i, part)| work(lent, i * chunk, part),
        );
    }
    #[cfg(not(feature = "parallel"))]
    {
        let mut scratch = fresh();
        for (i, part) in items.chunks_mut(chunk).enumerate() {
            work(&mut scratch, i * chunk, part);
        }
    }
}

/// `a()` and `b()`, their results as a pair: on two threads at once when
/// `parallel` (and the feature is on), else one after the other on this one.
pub(crate) fn join<A, B>(
    parallel: bool,
    a: impl FnOnce() -> A + Send,
    b: impl FnOnce() -> B + Send,
) -> (A, B)
where
    A: Send,
    B: Send,
{
    #[cfg(feature = "parallel")]
    if parallel {
        return rayon::join(a, b);
    }
    let _ = parallel;
    (a(), b())
}

/// Scratch spaces lent to rayon's jobs and given back when each job ends, so
/// that a job split off later reuses one instead of making its own: rayon
/// calls a `map_init` closure once per job it splits off, some fifty times
/// on a 1000 x 1000 board for the around-costs, and each walk scratch there
/// is 8 MB, allocated and zeroed anew every time.
#[cfg(feature = "parallel")]
struct Pool<S, F> {
    spare: std::sync::Mutex<Vec<S>>,
    fresh: F,
}

#[cfg(feature = "parallel")]
impl<S, F: Fn() -> S> Pool<S, F> {
    fn new(fresh: F) -> Pool<S, F> {
        Pool {
            spare: std::sync::Mutex::new(Vec::new()),
            fresh,
        }
    }

    /// A spare scratch space, or a fresh one when none is spare.
    fn lend(&self) -> Lent<'_, S> {
        let spare = self
            .spare
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .pop();
        Lent {
            scratch: Some(spare.unwrap_or_else(&self.fresh)),
            spare: &self.spare,
        }
    }
}

/// A scratch space lent by a [`Pool`], given back when dropped.
#[cfg(feature = "parallel")]
struct Lent<'p, S> {
    scratch: Option<S>,
    spare: &'p std::sync::Mutex<Vec<S>>,
}

#[cfg(feature = "parallel")]
impl<S> std::ops::Deref for Lent<'_, S> {
    type Target = S;
    fn deref(&self) -> &S {
        self.scratch.as_ref().expect("lent until dropped")
    }
}

#[cfg(feature = "parallel")]
impl<S> std::ops::DerefMut for Lent<'_, S> {
    fn deref_mut(&mut self) -> &mut S {
        self.scratch.as_mut().expect("lent until dropped")
    }
}

#[cfg(feature = "parallel")]
impl<S> Drop for Lent<'_, S> {
    fn drop(&mut self) {
        if let Some(scratch) = self.scratch.take() {
            self.spare
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .push(scratch);
        }
    }
}
