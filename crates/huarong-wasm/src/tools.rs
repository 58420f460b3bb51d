//! The tools module's way to the solver module: the worker passes the board
//! and each game across (see `page/js/worker.js`).

use huarong::{Board, Game, Header};
use huarong_api::BoardSolver;

#[link(wasm_import_module = "env")]
unsafe extern "C" {
    /// Readies the solver module for the board in the puzzle text at `ptr`.
    fn hr_board(ptr: *const u8, len: usize);
    /// The solver module's `hr_solve_game`.
    fn hr_solve(er: u32, ec: u32, sr: u32, sc: u32, tr: u32, tc: u32) -> f64;
}

/// The solver module, as the generator's [`BoardSolver`].
pub(crate) struct SolverModule;

impl BoardSolver for SolverModule {
    fn prepare(&mut self, board: &Board) {
        let text = Header::new(board, 0).to_string();
        // SAFETY: the worker copies `len` bytes at `ptr` before it returns.
        unsafe { hr_board(text.as_ptr(), text.len()) };
    }

    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    fn solve(&mut self, game: &Game) -> Option<u64> {
        let n = |v: u32| v + 1;
        // SAFETY: a call with six numbers.
        let cost = unsafe {
            hr_solve(
                n(game.blank.row),
                n(game.blank.col),
                n(game.piece.row),
                n(game.piece.col),
                n(game.target.row),
                n(game.target.col),
            )
        };
        (cost >= 0.0).then_some(cost as u64)
    }
}
