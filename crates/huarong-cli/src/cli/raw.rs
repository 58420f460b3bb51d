//! The command line as the user typed it: clap's derive structs, with no rule
//! between options (those are `config`'s).

use std::path::PathBuf;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use huarong::generate::Family;
use huarong::{DEFAULT_MAX_CELLS, Engine};

/// Exact solver for the NOIP 2013 "Huarong Dao" (华容道) puzzle.
///
/// With no subcommand, reads the judge's input on stdin and prints one answer per
/// game: the fewest moves, or -1 when the piece can never reach the target.
#[derive(Debug, Parser)]
#[command(
    name = "huarong",
    version,
    propagate_version = true,
    // The options here are judge mode's: before a subcommand they would be
    // dropped in silence, so clap refuses them there.
    args_conflicts_with_subcommands = true
)]
pub(crate) struct RawArgs {
    #[command(subcommand)]
    pub(crate) command: Option<RawCommand>,
    #[command(flatten)]
    pub(crate) engine: EngineFlag,
    #[command(flatten)]
    pub(crate) threads: ThreadsFlag,
    #[command(flatten)]
    pub(crate) max_cells: MaxCellsFlag,
}

#[derive(Debug, Subcommand)]
pub(crate) enum RawCommand {
    /// Answer the games of a puzzle file (the judge's format).
    Solve(SolveArgs),
    /// Solve the bundled sample puzzle and explain the answers.
    Demo(DemoArgs),
    /// Compare engines' whole-process CPU time on standard workloads.
    Bench(BenchArgs),
    /// Write a random puzzle of a board family in the judge's format.
    Gen(GenArgs),
    /// Draw one game and the designated piece's route: in the terminal, or as SVG.
    Show(ShowArgs),
}

/// `--engine`, for the commands that let the user pick one.
#[derive(Debug, Args)]
pub(crate) struct EngineFlag {
    /// Solving method: `fast`, the published `classic` baseline, or the `brute`
    /// force reference (small boards only).
    #[arg(long, value_parser = engine_parser(), default_value_t = Engine::default())]
    pub(crate) engine: Engine,
}

/// `--threads`, for the commands that solve.
#[derive(Debug, Args)]
pub(crate) struct ThreadsFlag {
    /// Worker threads for precomputation and games (0: one per core). The
    /// output is the same for any number.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) threads: usize,
}

/// `--max-cells`, for the commands that read or generate a puzzle.
#[derive(Debug, Args)]
pub(crate) struct MaxCellsFlag {
    /// Refuse boards with more cells than this (n * m), before allocating them.
    #[arg(long, value_name = "CELLS", default_value_t = DEFAULT_MAX_CELLS)]
    pub(crate) max_cells: u64,
}

/// `--engine`'s values: the library's engine names, listed in the help.
fn engine_parser() -> impl TypedValueParser<Value = Engine> {
    PossibleValuesParser::new(Engine::ALL.map(Engine::name)).try_map(|name| {
        // The names were checked above: this finds one.
        Engine::ALL
            .into_iter()
            .find(|engine| engine.name() == name)
            .ok_or("not an engine")
    })
}

#[derive(Debug, Args)]
pub(crate) struct SolveArgs {
    /// The puzzle file; `-` or nothing reads stdin.
    #[arg(default_value = "-")]
    pub(crate) file: PathBuf,
    /// Also print one optimal move sequence per game: `K MOVES`, each move
    /// the direction the blank goes (U, D, L, R).
    #[arg(long)]
    pub(crate) moves: bool,
    /// Output format: the judge's lines, or one JSON object per game.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub(crate) format: Format,
    #[command(flatten)]
    pub(crate) engine: EngineFlag,
    #[command(flatten)]
    pub(crate) threads: ThreadsFlag,
    #[command(flatten)]
    pub(crate) max_cells: MaxCellsFlag,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    /// One line per game.
    Text,
    /// One JSON object per line per game: `game`, `answer`, and `moves`.
    Json,
}

#[derive(Debug, Args)]
pub(crate) struct DemoArgs {
    #[command(flatten)]
    pub(crate) engine: EngineFlag,
}

#[derive(Debug, Args)]
pub(crate) struct BenchArgs {
    /// Folder of the official cases (puzzle1.in .. puzzle20.in) [default:
    /// data/noip2013].
    #[arg(long, value_name = "DIR")]
    pub(crate) official: Option<PathBuf>,
    /// Smaller workloads, for a quick check that the harness runs; targets are
    /// reported but not enforced.
    #[arg(long)]
    pub(crate) quick: bool,
    /// Instead of the standard workloads: board families x sizes x engines, as
    /// a table and a log-log plot (see --plot).
    #[arg(long)]
    pub(crate) matrix: bool,
    /// Where --matrix writes its SVG plot [default: bench-matrix.svg].
    #[arg(long, value_name = "OUT.svg")]
    pub(crate) plot: Option<PathBuf>,
    /// Runs per engine and workload; the least CPU time counts.
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub(crate) repeat: usize,
}

#[derive(Debug, Args)]
pub(crate) struct GenArgs {
    /// Board family: random[:FIXED], open, maze, braided[:KNOCK], spiral, comb,
    /// ring, line, column.
    pub(crate) family: Family,
    /// Rows (ignored by `line`).
    #[arg(long, default_value_t = 30)]
    pub(crate) rows: usize,
    /// Columns (ignored by `column`).
    #[arg(long, default_value_t = 30)]
    pub(crate) cols: usize,
    /// Number of games.
    #[arg(long, default_value_t = 500)]
    pub(crate) games: usize,
    /// Seed: the same seed gives the same puzzle.
    #[arg(long, default_value_t = 2013)]
    pub(crate) seed: u64,
    /// Uniform games only, instead of a mix that favours the special cases
    /// (piece on the target, blank on the target, blank beside the piece).
    #[arg(long)]
    pub(crate) uniform: bool,
    /// Also solve the puzzle and write the judge's answers to this file.
    #[arg(long, value_name = "FILE")]
    pub(crate) answers: Option<PathBuf>,
    /// With --answers: the solving method, as for `huarong solve` [default:
    /// fast].
    #[arg(long, value_parser = engine_parser())]
    pub(crate) engine: Option<Engine>,
    /// With --answers: worker threads, as for `huarong solve` [default: 0].
    #[arg(long, value_name = "N")]
    pub(crate) threads: Option<usize>,
    #[command(flatten)]
    pub(crate) max_cells: MaxCellsFlag,
}

#[derive(Debug, Args)]
pub(crate) struct ShowArgs {
    /// The puzzle file (the judge's format); `-` reads stdin.
    pub(crate) file: PathBuf,
    /// Which game to draw, counting from 1.
    #[arg(long, value_name = "K", default_value_t = 1)]
    pub(crate) game: usize,
    /// Also print the board after each move of the designated piece, numbered,
    /// with the number of moves so far.
    #[arg(long)]
    pub(crate) step: bool,
    /// Write an animated SVG of the solution to this file (`-` for stdout)
    /// instead of drawing in the terminal. Up to 200 moves are shown one by
    /// one; longer solutions are sampled to 200 frames.
    #[arg(long, value_name = "OUT.svg")]
    pub(crate) svg: Option<PathBuf>,
    /// With --svg: a still picture of the start with the route, not an animation.
    #[arg(long)]
    pub(crate) still: bool,
    #[command(flatten)]
    pub(crate) threads: ThreadsFlag,
    #[command(flatten)]
    pub(crate) max_cells: MaxCellsFlag,
}
