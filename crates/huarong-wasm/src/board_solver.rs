//! The solver module's service to the tools module: one board kept ready,
//! and its games answered one at a time (the generator's interesting draws
//! classify their candidates this way).

use std::cell::RefCell;

use huarong::{FastSolver, Game, InputLimits, Pos, SolveOptions, StateGraph, parse_puzzle};
use huarong_api::RequestLimits;

/// A board's state graph and a solver over it. The solver borrows the
/// graph, which is boxed so that it never moves; the solver is dropped
/// first (fields drop in order).
struct Prepared {
    solver: FastSolver<'static>,
    graph: Box<StateGraph>,
}

impl Prepared {
    fn new(graph: StateGraph) -> Prepared {
        let graph = Box::new(graph);
        // SAFETY: the box's contents stay put while it lives, and the solver
        // that borrows them is dropped before the box (field order), and
        // never handed out with the 'static lifetime.
        let borrowed: &'static StateGraph = unsafe { &*std::ptr::from_ref(graph.as_ref()) };
        Prepared {
            solver: FastSolver::new(borrowed),
            graph,
        }
    }
}

thread_local! {
    static PREPARED: RefCell<Option<Prepared>> = const { RefCell::new(None) };
}

/// Readies the board of the puzzle text of `len` bytes at `ptr` (games
/// ignored), within the module's limits (refused, as 0, past the memory estimate).
///
/// # Safety
/// `ptr` must point at `len` initialised bytes (from `hr_alloc`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hr_prepare(ptr: *const u8, len: usize) -> u32 {
    // SAFETY: the caller wrote `len` bytes at `ptr`.
    let text = unsafe { std::slice::from_raw_parts(ptr, len) };
    prepare(text, &super::limits())
}

/// Readies the board of the puzzle `text` (games ignored): 1 when it reads
/// within `limits`, 0 when it does not or when solving it is estimated over
/// their memory (checked before the state graph is built, as a `solve`
/// request checks it).
pub(crate) fn prepare(text: &[u8], limits: &RequestLimits) -> u32 {
    let input = InputLimits {
        max_cells: limits.max_cells,
    };
    PREPARED.with(|prepared| {
        let mut prepared = prepared.borrow_mut();
        *prepared = None;
        match parse_puzzle(text, &input) {
            Ok(puzzle)
                if limits
                    .check_memory(&puzzle, &SolveOptions::default())
                    .is_ok() =>
            {
                *prepared = Some(Prepared::new(StateGraph::new(&puzzle.board)));
                1
            }
            _ => 0,
        }
    })
}

/// The fewest moves for the game with the blank at (`er`, `ec`), the piece
/// at (`sr`, `sc`) and the target at (`tr`, `tc`), all from 1, on the board
/// last prepared: -1 when unsolvable, -2 when the game is not valid there or
/// no board is ready. A float, exact to 2^53, so that JavaScript reads it.
#[unsafe(no_mangle)]
#[allow(clippy::cast_precision_loss, clippy::too_many_arguments)]
pub extern "C" fn hr_solve_game(er: u32, ec: u32, sr: u32, sc: u32, tr: u32, tc: u32) -> f64 {
    let at = |r: u32, c: u32| Pos {
        row: r.wrapping_sub(1),
        col: c.wrapping_sub(1),
    };
    let game = Game {
        blank: at(er, ec),
        piece: at(sr, sc),
        target: at(tr, tc),
    };
    PREPARED.with(|prepared| match prepared.borrow_mut().as_mut() {
        None => -2.0,
        Some(prepared) => {
            let _ = &prepared.graph;
            match prepared.solver.solve(&game) {
                Ok(Some(cost)) => cost as f64,
                Ok(None) => -1.0,
                Err(_) => -2.0,
            }
        }
    })
}
