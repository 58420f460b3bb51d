//! `solve`: every game's answer, with one optimal move sequence each unless
//! moves are not asked for; and `reach`: the cells a game's piece can ever
//! occupy.

use huarong::{Progress, Puzzle, SolveOptions, StateGraph, piece_reach, solve};
use serde::Serialize;

use crate::error::Refusal;
use crate::limits::RequestLimits;
use crate::puzzle::{answer, game_index};

/// `{"answers": [...]}`.
#[derive(Clone, Debug, Serialize)]
pub struct SolveReply {
    /// One entry a game, in input order.
    pub answers: Vec<AnswerReply>,
}

/// `{"game", "answer", "moves"}`: one game's answer.
#[derive(Clone, Debug, Serialize)]
pub struct AnswerReply {
    /// The game's number, from 1.
    pub game: usize,
    /// The fewest moves, or -1.
    pub answer: i64,
    /// The blank's moves (`U D L R`); absent when moves were not asked for,
    /// `null` for an unsolvable game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<Option<String>>,
}

/// Answers every game of `puzzle`, with moves when `moves`, telling
/// `progress` how it goes.
///
/// # Errors
/// `422` over the memory limit; `500` if the solver fails.
pub fn solve_reply(
    puzzle: &Puzzle,
    moves: bool,
    limits: &RequestLimits,
    progress: Option<&(dyn Fn(Progress) + Sync)>,
) -> Result<SolveReply, Refusal> {
    let mut options = SolveOptions::default().with_moves(moves);
    if let Some(progress) = progress {
        options = options.with_progress(progress);
    }
    limits.check_memory(puzzle, &options)?;
    let answers = solve(puzzle, &options).map_err(|error| Refusal::internal(error.to_string()))?;
    let answers = match answers.solutions() {
        Some(solutions) => solutions
            .iter()
            .enumerate()
            .map(|(i, solution)| AnswerReply {
                game: i + 1,
                answer: answer(solution.as_ref().map(|s| s.cost)),
                moves: Some(solution.as_ref().map(huarong::Solution::letters)),
            })
            .collect(),
        None => answers
            .into_costs()
            .into_iter()
            .enumerate()
            .map(|(i, cost)| AnswerReply {
                game: i + 1,
                answer: answer(cost),
                moves: None,
            })
            .collect(),
    };
    Ok(SolveReply { answers })
}

/// `{"game", "cells"}`: the cells game K's piece can ever occupy.
#[derive(Clone, Debug, Serialize)]
pub struct ReachReply {
    /// The game's number, from 1.
    pub game: usize,
    /// `[row, column]` pairs from 1, row by row.
    pub cells: Vec<[usize; 2]>,
}

/// The cells game `game` (from 1) of `puzzle` can bring its piece to.
/// The state graph it builds is the solve's, so the solve's memory estimate
/// is checked against `limits` first.
///
/// # Errors
/// `400` when there is no such game; `422` over the memory limit.
pub fn reach_reply(
    puzzle: &Puzzle,
    game: Option<usize>,
    limits: &RequestLimits,
) -> Result<ReachReply, Refusal> {
    let index = game_index(puzzle, game)?;
    limits.check_memory(puzzle, &SolveOptions::default())?;
    let graph = StateGraph::new(&puzzle.board);
    let cells = piece_reach(&graph, &puzzle.games[index])
        .into_iter()
        .map(|p| [p.row() + 1, p.col() + 1])
        .collect();
    Ok(ReachReply {
        game: index + 1,
        cells,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reach_checks_the_memory_estimate_first() {
        let text = "3 4 1\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n";
        let puzzle =
            huarong::parse_puzzle(text.as_bytes(), &huarong::InputLimits::default()).unwrap();
        let mut limits = RequestLimits {
            max_cells: 100,
            max_games: 10,
            max_memory: Some(1 << 10),
            memory_name: "the test's kilobyte",
            whose: "the",
            threads: 1,
        };
        assert_eq!(reach_reply(&puzzle, None, &limits).unwrap_err().status, 422);
        limits.max_memory = None;
        assert_eq!(reach_reply(&puzzle, None, &limits).unwrap().game, 1);
    }
}
