//! The graph the long detours' SPQR tree is built on: runs between
//! junctions as a weighted multigraph (a skeleton's runs, or a
//! [`Reduced`](crate::around::reduced::Reduced) graph's chains), and each
//! deferred cell's place among them.

use crate::input::board::Board;
use crate::input::cell::Cell;
use crate::input::dir::Dir;
use crate::walk::skeleton::{Place, Skeleton};

/// Marks a run that is no edge of the multigraph (a loop).
pub(crate) const LOOP: u32 = u32::MAX;

/// A deferred cell, with what its detours need of the graph.
#[derive(Debug)]
pub(crate) enum Deferred {
    /// A cell on run `run`.
    Run(Cell, u32),
    /// The junction `j` at cell `p`, with the run toward each side.
    Junction(Cell, u32, [u32; 4]),
}

impl Deferred {
    /// Each of the `deferred` cells with its run or junction in `skeleton`.
    pub(crate) fn places(board: &Board, skeleton: &Skeleton, deferred: &[Cell]) -> Vec<Deferred> {
        deferred
            .iter()
            .map(|&p| match skeleton.place(p) {
                Place::Run { run, .. } => Deferred::Run(p, run),
                Place::Junction(j) => {
                    Deferred::junction(board, p, j, |n| skeleton.run_toward(j, n).unwrap_or(LOOP))
                }
            })
            .collect()
    }

    /// The junction `j` at the deferred cell `p` of `board`, with `toward(n)`
    /// the run it leaves by toward each free neighbour `n` ([`LOOP`] toward
    /// a fixed one).
    pub(crate) fn junction(
        board: &Board,
        p: Cell,
        j: u32,
        toward: impl Fn(Cell) -> u32,
    ) -> Deferred {
        Deferred::Junction(
            p,
            j,
            Dir::ALL.map(|d| {
                let n = board.step(p, d);
                if board.free_cell(n) { toward(n) } else { LOOP }
            }),
        )
    }
}

/// Runs between junctions (a skeleton's, or a [`Reduced`](crate::around::reduced::Reduced) graph's chains) as
/// a weighted multigraph.
#[derive(Debug)]
pub(crate) struct Multigraph {
    /// Each run's edge, or [`LOOP`].
    pub(crate) edge_of_run: Vec<u32>,
    /// Each run's cells: one fewer than its steps from end to end.
    pub(crate) cells_of_run: Vec<u32>,
    /// The edges, by junction numbers, and their lengths.
    pub(crate) edges: Vec<(u32, u32)>,
    pub(crate) weights: Vec<u32>,
}

impl Multigraph {
    /// Room for `runs` runs.
    pub(crate) fn with_capacity(runs: usize) -> Multigraph {
        Multigraph {
            edge_of_run: Vec::with_capacity(runs),
            cells_of_run: Vec::with_capacity(runs),
            // At most one edge a run.
            edges: Vec::with_capacity(runs),
            weights: Vec::with_capacity(runs),
        }
    }

    /// Adds the next run, between junctions `a` and `b`, `length` steps from
    /// end to end (at least one).
    pub(crate) fn push(&mut self, a: u32, b: u32, length: u32) {
        self.cells_of_run.push(length - 1);
        if a == b {
            self.edge_of_run.push(LOOP);
        } else {
            self.edge_of_run.push(self.edges.len() as u32);
            self.edges.push((a, b));
            self.weights.push(length);
        }
    }

    /// The runs of `skeleton`.
    pub(crate) fn of(skeleton: &Skeleton) -> Multigraph {
        let mut graph = Multigraph::with_capacity(skeleton.run_count());
        for (r, (a, b)) in skeleton.run_ends().enumerate() {
            // Runs are shorter than the board has cells, which fit u32.
            graph.push(a, b, skeleton.run_length(r as u32) as u32);
        }
        graph
    }
}
