//! The command line, as clap parses it.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use huarong::generate::Family;
use huarong::{DEFAULT_MAX_CELLS, Engine, Limits};

/// Exact solver for the NOIP 2013 "Huarong Dao" (华容道) puzzle.
///
/// With no subcommand, reads the judge's input on stdin and prints one answer per
/// game: the fewest moves, or -1 when the piece can never reach the target.
#[derive(Debug, Parser)]
#[command(name = "huarong", version, propagate_version = true)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub solve: SolveArgs,
}

#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Answer the games of a puzzle file (the judge's format).
    Solve {
        /// The puzzle file; `-` or nothing reads stdin.
        #[arg(default_value = "-")]
        file: PathBuf,
        /// Also print one optimal move sequence per game: `K MOVES`, each move
        /// the direction the blank goes (U, D, L, R).
        #[arg(long)]
        moves: bool,
        /// Output format: the judge's lines, or one JSON object per game.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Solve the bundled sample puzzle and explain the answers.
    Demo,
    /// Compare engines' whole-process CPU time on standard workloads.
    Bench(BenchArgs),
    /// Write a random puzzle of a board family in the judge's format.
    Gen(GenArgs),
    /// Draw one game and the designated piece's route: in the terminal, or as SVG.
    Show(ShowArgs),
}

/// Options shared by every way of solving; they may come before or after the
/// subcommand.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Solving method: `fast`, the published `classic` baseline, or the `brute`
    /// force reference (small boards only).
    #[arg(long, global = true, value_enum, default_value_t = EngineArg::Fast)]
    pub engine: EngineArg,
    /// Worker threads for precomputation and games (0: one per core). The
    /// output is the same for any number.
    #[arg(long, global = true, value_name = "N", default_value_t = 0)]
    pub threads: usize,
    /// Refuse boards with more cells than this (n * m), before allocating them.
    #[arg(long, global = true, value_name = "CELLS", default_value_t = DEFAULT_MAX_CELLS)]
    pub max_cells: u64,
}

impl SolveArgs {
    pub fn limits(&self) -> Limits {
        Limits {
            max_cells: self.max_cells,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    /// One line per game.
    Text,
    /// One JSON object per line per game: `game`, `answer`, and `moves`.
    Json,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EngineArg {
    Brute,
    Classic,
    Fast,
}

impl From<EngineArg> for Engine {
    fn from(arg: EngineArg) -> Engine {
        match arg {
            EngineArg::Brute => Engine::Brute,
            EngineArg::Classic => Engine::Classic,
            EngineArg::Fast => Engine::Fast,
        }
    }
}

#[derive(Debug, Args)]
pub(crate) struct BenchArgs {
    /// Folder of the official cases (puzzle1.in .. puzzle20.in).
    #[arg(long, default_value = "data/noip2013")]
    pub official: PathBuf,
    /// Smaller workloads, for a quick check that the harness runs; targets are
    /// reported but not enforced.
    #[arg(long)]
    pub quick: bool,
    /// Instead of the standard workloads: board families x sizes x engines, as
    /// a table and a log-log plot (see --plot).
    #[arg(long)]
    pub matrix: bool,
    /// Where --matrix writes its SVG plot.
    #[arg(long, default_value = "bench-matrix.svg")]
    pub plot: PathBuf,
    /// Runs per engine and workload; the least CPU time counts.
    #[arg(long, default_value_t = 3)]
    pub repeat: usize,
}

#[derive(Debug, Args)]
pub(crate) struct GenArgs {
    /// Board family: random[:FIXED], open, maze, braided[:KNOCK], spiral, comb,
    /// ring, line, column.
    pub family: Family,
    /// Rows (ignored by `line`).
    #[arg(long, default_value_t = 30)]
    pub rows: usize,
    /// Columns (ignored by `column`).
    #[arg(long, default_value_t = 30)]
    pub cols: usize,
    /// Number of games.
    #[arg(long, default_value_t = 500)]
    pub games: usize,
    /// Seed: the same seed gives the same puzzle.
    #[arg(long, default_value_t = 2013)]
    pub seed: u64,
    /// Uniform games only, instead of a mix that favours the special cases
    /// (piece on the target, blank on the target, blank beside the piece).
    #[arg(long)]
    pub uniform: bool,
    /// Also solve the puzzle and write the judge's answers to this file.
    #[arg(long, value_name = "FILE")]
    pub answers: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub(crate) struct ShowArgs {
    /// The puzzle file (the judge's format); `-` reads stdin.
    pub file: PathBuf,
    /// Which game to draw, counting from 1.
    #[arg(long, value_name = "K", default_value_t = 1)]
    pub game: usize,
    /// Also print the board after each move of the designated piece, numbered,
    /// with the number of moves so far.
    #[arg(long, conflicts_with = "svg")]
    pub step: bool,
    /// Write an animated SVG of the solution to this file (`-` for stdout)
    /// instead of drawing in the terminal. Up to 200 moves are shown one by
    /// one; longer solutions are sampled to 200 frames.
    #[arg(long, value_name = "OUT.svg")]
    pub svg: Option<PathBuf>,
    /// With --svg: a still picture of the start with the route, not an animation.
    #[arg(long, requires = "svg")]
    pub still: bool,
}
