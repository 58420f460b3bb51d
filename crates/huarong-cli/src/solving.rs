//! The one way every command solves: the library's `solve`, with a progress
//! bar on a terminal for long runs, after checking the memory it will take
//! against the limit.

use std::sync::OnceLock;

use anyhow::bail;
use huarong::{Answers, Engine, Puzzle, SolveOptions};

use crate::{memory, progress};

/// The memory limit and where it comes from.
#[derive(Clone, Copy, Debug)]
enum Limit {
    /// `--max-memory`.
    Flag(u64),
    /// What the machine has available.
    Available(u64),
    /// The OS did not say: [`memory::FALLBACK`].
    Fallback,
}

impl Limit {
    fn bytes(self) -> u64 {
        match self {
            Limit::Flag(bytes) | Limit::Available(bytes) => bytes,
            Limit::Fallback => memory::FALLBACK,
        }
    }

    fn source(self) -> &'static str {
        match self {
            Limit::Flag(_) => "--max-memory",
            Limit::Available(_) => {
                "the memory available on this machine; --max-memory sets another"
            }
            Limit::Fallback => {
                "the OS did not say what is available, so 4 GiB; --max-memory sets another"
            }
        }
    }
}

static LIMIT: OnceLock<Limit> = OnceLock::new();

/// Sets the memory limit of every solve from here on: `bytes`, or when
/// `None` the memory the machine has available now.
pub(crate) fn limit_memory(bytes: Option<u64>) {
    let _ = LIMIT.set(resolve(bytes));
}

fn resolve(bytes: Option<u64>) -> Limit {
    match bytes {
        Some(bytes) => Limit::Flag(bytes),
        None => memory::available().map_or(Limit::Fallback, Limit::Available),
    }
}

/// Answers every game of `puzzle` with `engine`, with one optimal move
/// sequence each if `moves`; refused before anything big is allocated when
/// the estimated peak memory is over the limit.
pub(crate) fn answers(puzzle: &Puzzle, engine: Engine, moves: bool) -> anyhow::Result<Answers> {
    let options = SolveOptions::new(engine).with_moves(moves);
    let limit = *LIMIT.get_or_init(|| resolve(None));
    check_memory(puzzle, &options, limit)?;
    let bar = progress::Bar::new(puzzle.games.len());
    let report = |p| bar.report(p);
    Ok(huarong::solve(puzzle, &options.with_progress(&report))?)
}

/// Refuses a solve whose estimated peak is over `limit`, before anything
/// big is allocated: the cheap bounds first, the exact estimate (a search
/// of the board) only when the limit falls between them.
fn check_memory(puzzle: &Puzzle, options: &SolveOptions<'_>, limit: Limit) -> anyhow::Result<()> {
    let threads = rayon::current_num_threads();
    let (least, most) = huarong::memory_bounds(puzzle, options, threads);
    if most <= limit.bytes() {
        return Ok(());
    }
    if least > limit.bytes() {
        bail!(
            "solving this puzzle would take at least {} of memory (the tables of a {} x {} \
             board), more than the limit of {} ({})",
            memory::shown(least),
            puzzle.board.rows(),
            puzzle.board.cols(),
            memory::shown(limit.bytes()),
            limit.source(),
        );
    }
    let estimate = huarong::estimate_memory(puzzle, options, threads);
    if estimate.total > limit.bytes() {
        let mut parts = estimate.parts.clone();
        parts.sort_by_key(|&(_, bytes)| std::cmp::Reverse(bytes));
        let parts: Vec<String> = parts
            .iter()
            .take(3)
            .map(|(name, bytes)| format!("{name} {}", memory::shown(*bytes)))
            .collect();
        bail!(
            "solving this puzzle would take about {} of memory (the most: {}), more than the \
             limit of {} ({})",
            memory::shown(estimate.total),
            parts.join(", "),
            memory::shown(limit.bytes()),
            limit.source(),
        );
    }
    Ok(())
}
