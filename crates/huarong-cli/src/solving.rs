//! The one way every command solves: the library's `solve`, with a progress
//! bar on a terminal for long runs, after checking the memory it will take
//! against the limit.

use std::sync::OnceLock;

use anyhow::bail;
use huarong::{Answers, Engine, Progress, Puzzle, SolveOptions};

use crate::{malloc, memory, progress};

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

    fn source(self) -> String {
        match self {
            Limit::Flag(_) => "--max-memory".to_owned(),
            Limit::Available(_) => {
                "the memory available on this machine; --max-memory sets another".to_owned()
            }
            Limit::Fallback => format!(
                "the OS did not say what is available, so {}; --max-memory sets another",
                memory::shown(memory::FALLBACK)
            ),
        }
    }
}

/// `--threads`, when given (else one per core).
static THREADS: OnceLock<usize> = OnceLock::new();

/// Sets the worker thread count the memory estimate assumes.
pub(crate) fn set_threads(threads: usize) {
    let _ = THREADS.set(threads);
}

/// The threads a solve will run on: the pool's size without starting it
/// (the count of cores reads the cgroup's files: not for small solves).
pub(crate) fn threads() -> usize {
    THREADS.get().copied().unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    })
}

/// `--max-memory`, when given.
static FLAG: OnceLock<Option<u64>> = OnceLock::new();

/// Solves estimated under this are not checked against the memory the
/// machine has available: reading it (/proc/meminfo) costs about a tenth of
/// a small solve, which is the common case by far.
const UNCHECKED_BELOW: u64 = 64 << 20;

/// More threads than a machine has: the estimate grows with the thread
/// count, so a bound with this many holds for any machine.
const GUESSED_THREADS: usize = 1024;

/// Sets the memory limit of every solve from here on: `bytes`, or when
/// `None` the memory the machine has available when a solve is checked.
pub(crate) fn limit_memory(bytes: Option<u64>) {
    let _ = FLAG.set(bytes);
}

/// The limit: the flag, or what the machine has available now.
fn limit() -> Limit {
    match FLAG.get().copied().flatten() {
        Some(bytes) => Limit::Flag(bytes),
        None => memory::available().map_or(Limit::Fallback, Limit::Available),
    }
}

/// Answers every game of `puzzle` with `engine`, with one optimal move
/// sequence each if `moves`; refused before anything big is allocated when
/// the estimated peak memory is over the limit.
pub(crate) fn answers(puzzle: &Puzzle, engine: Engine, moves: bool) -> anyhow::Result<Answers> {
    let options = SolveOptions::new(engine).with_moves(moves);
    check_memory(puzzle, &options)?;
    let bar = progress::Bar::new(puzzle.games.len());
    let gives_back = malloc::gives_back(puzzle.board.rows() * puzzle.board.cols());
    let report = |p| {
        if gives_back && matches!(p, Progress::Phase(_) | Progress::Precomputed) {
            malloc::give_back_freed();
        }
        bar.report(p);
    };
    Ok(huarong::solve(puzzle, &options.with_progress(&report))?)
}

/// Refuses a solve whose estimated peak is over `limit`, before anything
/// big is allocated: the cheap bounds first, the exact estimate (a search
/// of the board) only when the limit falls between them.
fn check_memory(puzzle: &Puzzle, options: &SolveOptions<'_>) -> anyhow::Result<()> {
    let flag = FLAG.get().copied().flatten();
    if flag.is_none() && huarong::memory_most(puzzle, options, GUESSED_THREADS) < UNCHECKED_BELOW {
        return Ok(());
    }
    let threads = threads();
    let (least, most) = huarong::memory_bounds(puzzle, options, threads);
    let limit = limit();
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
    // The estimate as `--plan` prints it: with the program's own memory.
    let resident = memory::resident();
    let estimate = huarong::estimate_memory(puzzle, options, threads);
    let program = memory::program(resident, &estimate).unwrap_or(0);
    let total = estimate.total.saturating_add(program);
    if total > limit.bytes() {
        let mut parts = estimate.parts.clone();
        parts.push(("program", program));
        parts.sort_by_key(|&(_, bytes)| std::cmp::Reverse(bytes));
        let parts: Vec<String> = parts
            .iter()
            .take(3)
            .map(|(name, bytes)| format!("{name} {}", memory::shown(*bytes)))
            .collect();
        bail!(
            "solving this puzzle would take about {} of memory (the most: {}), more than the \
             limit of {} ({})",
            memory::shown(total),
            parts.join(", "),
            memory::shown(limit.bytes()),
            limit.source(),
        );
    }
    Ok(())
}

/// The state graph of `puzzle`'s board for reading a few around-costs
/// (`explain --cell`): built to the work budget of a one-game solve, after
/// checking the memory such a solve would take against the limit.
pub(crate) fn around_graph(puzzle: &Puzzle) -> anyhow::Result<huarong::StateGraph> {
    check_memory(puzzle, &SolveOptions::default())?;
    Ok(huarong::StateGraph::with_budget(
        &puzzle.board,
        huarong::SEARCH_LIMIT,
    ))
}
