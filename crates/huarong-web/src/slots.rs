//! Solver slots: how many solves run at once, and how many requests may wait
//! for one.
//!
//! Hand-written rather than tower's concurrency limit because the slot must be
//! taken only once the body is in (a slow upload must not hold a solver) and
//! must be held by the blocking solve itself, so that a request given up at
//! its time limit keeps its slot until the CPU work it started is over.

use std::sync::Arc;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The server's solver slots.
#[derive(Clone, Debug)]
pub(crate) struct Slots {
    /// Requests being solved or waiting: at most `solvers + queue`.
    admitted: Arc<Semaphore>,
    /// Requests being solved: at most `solvers`.
    running: Arc<Semaphore>,
}

/// A request's right to solve: dropped when its solve is over.
#[derive(Debug)]
pub(crate) struct Slot {
    _admitted: OwnedSemaphorePermit,
    _running: OwnedSemaphorePermit,
}

/// The queue is full.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Busy;

impl Slots {
    /// `solvers` solves at once and `queue` more waiting.
    pub(crate) fn new(solvers: usize, queue: usize) -> Slots {
        Slots {
            admitted: Arc::new(Semaphore::new(solvers + queue)),
            running: Arc::new(Semaphore::new(solvers)),
        }
    }

    /// Waits for a solver, or says at once that too many already wait.
    pub(crate) async fn enter(&self) -> Result<Slot, Busy> {
        let admitted = Arc::clone(&self.admitted)
            .try_acquire_owned()
            .map_err(|_| Busy)?;
        // The semaphore is never closed, so acquiring only waits.
        let running = Arc::clone(&self.running)
            .acquire_owned()
            .await
            .map_err(|_| Busy)?;
        Ok(Slot {
            _admitted: admitted,
            _running: running,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn beyond_solvers_and_queue_is_busy() {
        let slots = Slots::new(1, 1);
        let first = slots.enter().await.unwrap();
        let slots2 = slots.clone();
        let waiting = tokio::spawn(async move { slots2.enter().await.map(drop) });
        tokio::task::yield_now().await;
        // One solving and one waiting: the third is refused at once.
        while slots.admitted.available_permits() > 0 {
            tokio::task::yield_now().await;
        }
        assert_eq!(slots.enter().await.err(), Some(Busy));
        drop(first);
        assert_eq!(waiting.await.unwrap(), Ok(()));
        assert!(slots.enter().await.is_ok());
    }
}
