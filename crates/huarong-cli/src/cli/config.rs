//! The validated configuration: what each command will do, built from the raw
//! arguments in one step. Every rule between options and every range check is
//! here; what breaks one is a usage error (exit status 2), like clap's own.

use std::fmt::Display;
use std::num::NonZeroUsize;
use std::path::PathBuf;

use clap::CommandFactory;
use clap::error::ErrorKind;
use huarong::generate::Family;
use huarong::{Engine, Limits, SOLVER_MAX_CELLS};

use super::raw::{
    BenchArgs, DemoArgs, Format, GenArgs, MaxCellsFlag, RawArgs, RawCommand, ShowArgs, SolveArgs,
};

/// More worker threads than this is a typo, not a machine: refusing it beats
/// trying to start millions of threads.
const MAX_THREADS: usize = 1024;

/// One command, ready to run.
#[derive(Debug)]
pub(crate) enum Config {
    /// Judge mode (no subcommand) and `huarong solve`.
    Solve(SolveConfig),
    /// `huarong gen`.
    Gen(GenConfig),
    /// `huarong show`.
    Show(ShowConfig),
    /// `huarong demo`.
    Demo(DemoConfig),
    /// `huarong bench`.
    Bench(BenchConfig),
}

/// Answer every game of a puzzle file.
#[derive(Debug)]
pub(crate) struct SolveConfig {
    /// The puzzle file; `-` is stdin.
    pub(crate) file: PathBuf,
    pub(crate) limits: Limits,
    pub(crate) engine: Engine,
    pub(crate) threads: Option<NonZeroUsize>,
    /// Print one optimal move sequence per game too.
    pub(crate) moves: bool,
    pub(crate) format: Format,
}

/// Write a random puzzle, and maybe its answers.
#[derive(Debug)]
pub(crate) struct GenConfig {
    pub(crate) family: Family,
    /// The board's shape, as the family makes it.
    pub(crate) rows: usize,
    pub(crate) cols: usize,
    pub(crate) games: usize,
    pub(crate) seed: u64,
    /// Uniform games only, no mix of special cases.
    pub(crate) uniform: bool,
    pub(crate) answers: Option<AnswersFile>,
}

/// Where and how `gen` writes the judge's answers.
#[derive(Debug)]
pub(crate) struct AnswersFile {
    pub(crate) path: PathBuf,
    pub(crate) engine: Engine,
    pub(crate) threads: Option<NonZeroUsize>,
}

/// Draw one game of a puzzle file.
#[derive(Debug)]
pub(crate) struct ShowConfig {
    /// The puzzle file; `-` is stdin.
    pub(crate) file: PathBuf,
    pub(crate) limits: Limits,
    pub(crate) threads: Option<NonZeroUsize>,
    /// The game, counting from 1 (checked against the puzzle once it is read).
    pub(crate) game: usize,
    pub(crate) view: View,
}

/// How `show` draws its game.
#[derive(Debug)]
pub(crate) enum View {
    /// In the terminal, with a frame per move of the piece if `steps`.
    Terminal { steps: bool },
    /// As an SVG file (`-` is stdout), animated or still.
    Svg { path: PathBuf, animated: bool },
}

/// Explain the bundled sample.
#[derive(Debug)]
pub(crate) struct DemoConfig {
    pub(crate) engine: Engine,
}

/// Measure the engines.
#[derive(Debug)]
pub(crate) enum BenchConfig {
    /// The standard workloads, the official cases read from `official`.
    Standard {
        official: PathBuf,
        quick: bool,
        repeat: NonZeroUsize,
    },
    /// Families x sizes x engines, with a plot written to `plot`.
    Matrix { plot: PathBuf, repeat: NonZeroUsize },
}

impl Config {
    /// Checks `raw` and turns it into what to run.
    pub(crate) fn from_raw(raw: RawArgs) -> Result<Config, clap::Error> {
        let RawArgs {
            command,
            engine,
            threads,
            max_cells,
        } = raw;
        Ok(match command {
            None => Config::Solve(SolveConfig {
                file: PathBuf::from("-"),
                limits: limits(&max_cells),
                engine: engine.engine,
                threads: threads_of(threads.threads, None)?,
                moves: false,
                format: Format::Text,
            }),
            Some(RawCommand::Solve(args)) => Config::Solve(solve(args)?),
            Some(RawCommand::Gen(args)) => Config::Gen(generate(args)?),
            Some(RawCommand::Show(args)) => Config::Show(show(args)?),
            Some(RawCommand::Demo(DemoArgs { engine })) => Config::Demo(DemoConfig {
                engine: engine.engine,
            }),
            Some(RawCommand::Bench(args)) => Config::Bench(bench(args)?),
        })
    }

    /// The worker threads the command asks for; `None`: one per core.
    pub(crate) fn threads(&self) -> Option<NonZeroUsize> {
        match self {
            Config::Solve(solve) => solve.threads,
            Config::Gen(generate) => generate.answers.as_ref()?.threads,
            Config::Show(show) => show.threads,
            Config::Demo(_) | Config::Bench(_) => None,
        }
    }
}

fn solve(args: SolveArgs) -> Result<SolveConfig, clap::Error> {
    Ok(SolveConfig {
        limits: limits(&args.max_cells),
        engine: args.engine.engine,
        threads: threads_of(args.threads.threads, Some("solve"))?,
        file: args.file,
        moves: args.moves,
        format: args.format,
    })
}

fn generate(args: GenArgs) -> Result<GenConfig, clap::Error> {
    const GEN: Option<&str> = Some("gen");
    let (rows, cols) = args.family.shape(args.rows, args.cols);
    // A bigger board could not be read back (`--max-cells`) or solved (the
    // solver's ceiling).
    let limit = args.max_cells.max_cells.min(SOLVER_MAX_CELLS);
    let cells = (rows as u128) * (cols as u128);
    if rows == 0 || cols == 0 || cells > u128::from(limit) {
        let why = if limit < args.max_cells.max_cells {
            "the solver's ceiling"
        } else {
            "see --max-cells"
        };
        return Err(usage_error(
            GEN,
            ErrorKind::ValueValidation,
            format!("a {rows} x {cols} board is outside 1..={limit} cells ({why})"),
        ));
    }
    let answers = match (args.answers, args.engine, args.threads) {
        (Some(path), engine, threads) => Some(AnswersFile {
            path,
            engine: engine.unwrap_or_default(),
            threads: threads_of(threads.unwrap_or(0), GEN)?,
        }),
        (None, None, None) => None,
        (None, engine, _) => {
            let flag = if engine.is_some() {
                "--engine"
            } else {
                "--threads"
            };
            return Err(usage_error(
                GEN,
                ErrorKind::MissingRequiredArgument,
                format!("{flag} is for solving the puzzle: it needs --answers FILE"),
            ));
        }
    };
    Ok(GenConfig {
        family: args.family,
        rows,
        cols,
        games: args.games,
        seed: args.seed,
        uniform: args.uniform,
        answers,
    })
}

fn show(args: ShowArgs) -> Result<ShowConfig, clap::Error> {
    const SHOW: Option<&str> = Some("show");
    let view = match (args.svg, args.step, args.still) {
        (Some(_), true, _) => {
            return Err(usage_error(
                SHOW,
                ErrorKind::ArgumentConflict,
                "--step draws in the terminal: it cannot be used with --svg",
            ));
        }
        (None, _, true) => {
            return Err(usage_error(
                SHOW,
                ErrorKind::MissingRequiredArgument,
                "--still is a kind of SVG: it needs --svg OUT.svg",
            ));
        }
        (Some(path), false, still) => View::Svg {
            path,
            animated: !still,
        },
        (None, steps, false) => View::Terminal { steps },
    };
    Ok(ShowConfig {
        limits: limits(&args.max_cells),
        threads: threads_of(args.threads.threads, SHOW)?,
        file: args.file,
        game: args.game,
        view,
    })
}

fn bench(args: BenchArgs) -> Result<BenchConfig, clap::Error> {
    const BENCH: Option<&str> = Some("bench");
    let Some(repeat) = NonZeroUsize::new(args.repeat) else {
        return Err(usage_error(
            BENCH,
            ErrorKind::ValueValidation,
            "--repeat 0: every workload needs at least one round",
        ));
    };
    let conflict = |flag: &str| {
        usage_error(
            BENCH,
            ErrorKind::ArgumentConflict,
            format!("{flag} is for the standard workloads: it cannot be used with --matrix"),
        )
    };
    match (args.matrix, args.official, args.quick, args.plot) {
        (true, Some(_), _, _) => Err(conflict("--official")),
        (true, None, true, _) => Err(conflict("--quick")),
        (true, None, false, plot) => Ok(BenchConfig::Matrix {
            plot: plot.unwrap_or_else(|| PathBuf::from("bench-matrix.svg")),
            repeat,
        }),
        (false, _, _, Some(_)) => Err(usage_error(
            BENCH,
            ErrorKind::MissingRequiredArgument,
            "--plot is where --matrix draws: it needs --matrix",
        )),
        (false, official, quick, None) => Ok(BenchConfig::Standard {
            official: official.unwrap_or_else(|| PathBuf::from("data/noip2013")),
            quick,
            repeat,
        }),
    }
}

fn limits(flag: &MaxCellsFlag) -> Limits {
    Limits {
        max_cells: flag.max_cells,
    }
}

/// `--threads N`: `None` for 0 (one per core), refused above [`MAX_THREADS`].
fn threads_of(
    threads: usize,
    subcommand: Option<&str>,
) -> Result<Option<NonZeroUsize>, clap::Error> {
    if threads > MAX_THREADS {
        return Err(usage_error(
            subcommand,
            ErrorKind::ValueValidation,
            format!("--threads {threads}: at most {MAX_THREADS} (0 is one per core)"),
        ));
    }
    Ok(NonZeroUsize::new(threads))
}

/// A usage error as clap words it, with the usage of `subcommand` (or of the
/// judge mode).
fn usage_error(subcommand: Option<&str>, kind: ErrorKind, message: impl Display) -> clap::Error {
    let mut command = RawArgs::command();
    // Built, subcommands know their full name for the usage line.
    command.build();
    match subcommand.and_then(|name| command.find_subcommand_mut(name)) {
        Some(subcommand) => subcommand.error(kind, message),
        None => command.error(kind, message),
    }
}
