//! A solver's scratch for the blank's walks (phase 1, spelling moves): its
//! own, or one shared by the solvers of a batch spread over threads.
//!
//! On the biggest boards a solver's walk scratch is a table over every cell
//! (up to 20 bytes a cell, 320 MB at 16 million cells) against its search
//! records' 8 bytes a branch state. Solvers that share one walk scratch take
//! turns at phase 1, a small part of a game, and still search on every core:
//! on a 4000 x 4000 `bumps` board they fit the extra searchers' memory where
//! solvers with a walk scratch each did not.

use std::sync::{Arc, Mutex, PoisonError};

use crate::walk::blank_search::BlankSearch;

/// The scratch for the blank's walks of one solver.
#[derive(Clone, Debug)]
pub(super) enum Walks {
    /// The solver's own.
    Own(Box<BlankSearch>),
    /// One shared with the other solvers of a batch, one walk at a time.
    Shared(Arc<Mutex<BlankSearch>>),
}

impl Walks {
    /// A scratch of its own for a layout of `len` cells (allocating nothing
    /// until a walk needs it).
    pub(super) fn own(len: usize) -> Walks {
        Walks::Own(Box::new(BlankSearch::new(len)))
    }

    /// The same for walks that reach few cells (see [`BlankSearch::sparse`]).
    pub(super) fn own_sparse(len: usize) -> Walks {
        Walks::Own(Box::new(BlankSearch::sparse(len)))
    }

    /// Runs `walk` on the scratch, waiting for its turn when it is shared.
    pub(super) fn with<R>(&mut self, walk: impl FnOnce(&mut BlankSearch) -> R) -> R {
        match self {
            Walks::Own(own) => walk(own),
            // A walk that panicked left nothing half-written that a later
            // walk reads: every walk starts its own stamp.
            Walks::Shared(shared) => {
                walk(&mut shared.lock().unwrap_or_else(PoisonError::into_inner))
            }
        }
    }

    /// Moves this scratch into one to share, leaving a fresh one (which
    /// allocates nothing until a walk needs it) for a layout of `len` cells.
    pub(super) fn share(&mut self, len: usize) -> Arc<Mutex<BlankSearch>> {
        match std::mem::replace(self, Walks::own(len)) {
            Walks::Own(own) => Arc::new(Mutex::new(*own)),
            Walks::Shared(shared) => shared,
        }
    }

    /// Takes back a scratch given to [`Walks::share`] once every other
    /// holder has dropped it (else keeps the fresh one).
    pub(super) fn take_back(&mut self, shared: Arc<Mutex<BlankSearch>>) {
        if let Ok(own) = Arc::try_unwrap(shared) {
            *self = Walks::Own(Box::new(
                own.into_inner().unwrap_or_else(PoisonError::into_inner),
            ));
        }
    }
}
