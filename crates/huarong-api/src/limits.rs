//! What a front end allows: the most cells and games a puzzle may have, and
//! the most memory one solve may take.

use huarong::{Puzzle, SolveOptions, estimate_memory, memory_bounds};
use serde::Serialize;

use crate::error::Refusal;

/// The limits every request is held to; `GET /api/limits` answers the first
/// two, so that the page's editor stops where solving would.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RequestLimits {
    /// Boards with more cells are refused (`422`).
    pub max_cells: u64,
    /// Puzzles with more games are refused (`422`).
    pub max_games: usize,
    /// A solve whose memory the library estimates above this many bytes is
    /// refused before anything is allocated (`422`); `None`: no limit.
    #[serde(skip)]
    pub max_memory: Option<u64>,
    /// What the memory limit is, for the refusal's message ("the 3 GiB a
    /// WebAssembly page may use").
    #[serde(skip)]
    pub memory_name: &'static str,
    /// Whose limits these are, for messages: "the server's limit of ...".
    #[serde(skip)]
    pub whose: &'static str,
    /// The threads a solve runs on, each with memory of its own: what the
    /// memory estimate counts.
    #[serde(skip)]
    pub threads: usize,
}

impl RequestLimits {
    /// Refuses `puzzle` solved with `options` when its estimated peak is
    /// over the memory limit. The cheap bounds come first; the exact
    /// estimate (a search of the board) only when the limit falls between.
    ///
    /// # Errors
    /// `422` with the estimate and the limit.
    pub fn check_memory(&self, puzzle: &Puzzle, options: &SolveOptions<'_>) -> Result<(), Refusal> {
        let Some(limit) = self.max_memory else {
            return Ok(());
        };
        let (least, most) = memory_bounds(puzzle, options, self.threads.max(1));
        if most <= limit {
            return Ok(());
        }
        let need = if least > limit {
            least
        } else {
            estimate_memory(puzzle, options, self.threads.max(1)).total
        };
        if need <= limit {
            return Ok(());
        }
        Err(Refusal::over_limit(format!(
            "solving this puzzle needs about {} MiB of memory, more than {} ({} MiB); \
             try a smaller board or fewer games, or the huarong command",
            need.div_ceil(1 << 20),
            self.memory_name,
            limit >> 20
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solve_over_the_memory_limit_is_refused_with_the_estimate() {
        let text = "60 60 1\n".to_owned() + &"1 ".repeat(3600) + "\n1 1 1 2 60 60\n";
        let puzzle =
            huarong::parse_puzzle(text.as_bytes(), &huarong::InputLimits::default()).unwrap();
        let mut limits = RequestLimits {
            max_cells: 1 << 20,
            max_games: 10,
            max_memory: Some(1 << 10),
            memory_name: "the test's kilobyte",
            whose: "the",
            threads: 1,
        };
        let error = limits
            .check_memory(&puzzle, &SolveOptions::default())
            .unwrap_err();
        assert_eq!(error.status, 422);
        assert!(
            error
                .message
                .starts_with("solving this puzzle needs about ")
                && error
                    .message
                    .contains("more than the test's kilobyte (0 MiB)"),
            "{}",
            error.message
        );
        limits.max_memory = Some(1 << 30);
        assert_eq!(
            limits.check_memory(&puzzle, &SolveOptions::default()),
            Ok(())
        );
    }
}
