//! The validated configuration: what each command will do, built from the raw
//! arguments in one step. clap declares the rules between options, so that
//! help and completions show them; every check of a value against others or
//! against a range is here. What breaks one is a usage error (exit status
//! 2), like clap's own.

mod classic;
mod judging;
mod puzzle;
#[cfg(test)]
mod tests;

use std::ffi::OsString;
use std::fmt::Display;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::error::ErrorKind;
use clap::{CommandFactory, FromArgMatches};
use huarong::{InputLimits, SOLVER_MAX_CELLS};

pub(crate) use classic::{ClassicConfig, ClassicOutput, ClassicSource, ClassicTask};
pub(crate) use judging::{
    CheckConfig, Program, StressBudget, StressConfig, TestConfig, TestsetConfig, ValidateConfig,
};
pub(crate) use puzzle::{
    DemoConfig, ExplainConfig, Explained, GenConfig, ShowConfig, SolveConfig, View,
};

use super::raw::{
    BenchArgs, CommandName, CompletionsArgs, Deferred, ManArgs, MaxCellsFlag, RawArgs, RawCommand,
    ServeArgs,
};

/// More worker threads than this is a typo, not a machine: refusing it beats
/// trying to start millions of threads.
const MAX_THREADS: usize = 1024;

/// The longest time limit, stress duration or server timeout, in seconds (a
/// week): anything longer is a typo.
const MAX_SECONDS: u64 = 7 * 24 * 3600;

/// One command, ready to run.
#[derive(Debug)]
pub(crate) enum Config {
    /// Judge mode (no subcommand) and `huarong solve`.
    Solve(SolveConfig),
    /// `huarong gen`.
    Gen(GenConfig),
    /// `huarong show`.
    Show(ShowConfig),
    /// `huarong explain`.
    Explain(ExplainConfig),
    /// `huarong classic`.
    Classic(ClassicConfig),
    /// `huarong demo`.
    Demo(DemoConfig),
    /// `huarong bench`.
    Bench(BenchConfig),
    /// `huarong check`.
    Check(CheckConfig),
    /// `huarong validate`.
    Validate(ValidateConfig),
    /// `huarong test`.
    Test(TestConfig),
    /// `huarong stress`.
    Stress(StressConfig),
    /// `huarong testset`.
    Testset(TestsetConfig),
    /// `huarong serve`.
    Serve(huarong_web::ServeConfig),
    /// `huarong completions SHELL`.
    Completions(clap_complete::Shell),
    /// `huarong man [COMMAND]`: the clap command whose page to print.
    Man(Box<clap::Command>),
}

/// How a command that solves may use the machine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Solving {
    /// `--threads`: `None` for one per core.
    pub(crate) threads: Option<NonZeroUsize>,
    /// `--max-memory`: `None` for the machine's available memory.
    pub(crate) max_memory: Option<u64>,
}

/// Measure the engines. `repeat` is the least number of rounds per engine and
/// workload; `quiet` hides the progress line.
#[derive(Debug)]
pub(crate) enum BenchConfig {
    /// The standard workloads, the official cases read from `official` (the
    /// bundled copy when `None`); `check` makes a missed target an error.
    Standard {
        official: Option<PathBuf>,
        quick: bool,
        check: bool,
        repeat: NonZeroUsize,
        quiet: bool,
    },
    /// Families x sizes x engines, with a plot written to `plot`.
    Matrix {
        plot: PathBuf,
        repeat: NonZeroUsize,
        quiet: bool,
    },
}

impl BenchConfig {
    /// Whether `--quiet` asked for no progress line.
    pub(crate) fn quiet(&self) -> bool {
        match self {
            BenchConfig::Standard { quiet, .. } | BenchConfig::Matrix { quiet, .. } => *quiet,
        }
    }
}

impl Config {
    /// Parses and checks the command line `args` (the program's name first),
    /// as `huarong` does with its own.
    pub(crate) fn parse_from<I, T>(args: I) -> Result<Config, clap::Error>
    where
        I: IntoIterator<Item = T>,
        T: Into<OsString> + Clone,
    {
        let mut command = RawArgs::command();
        let matches = command.try_get_matches_from_mut(args)?;
        // A raw error (a value clap parsed but cannot convert) is worded with
        // the command's usage, as `Parser::parse` words it.
        let raw = RawArgs::from_arg_matches(&matches).map_err(|err| err.format(&mut command))?;
        Config::from_raw(raw)
    }

    /// Checks `raw` and turns it into what to run.
    pub(crate) fn from_raw(raw: RawArgs) -> Result<Config, clap::Error> {
        let RawArgs {
            command,
            solve: judge,
        } = raw;
        Ok(match command {
            None => {
                puzzle::command_as_file(&judge.file)?;
                Config::Solve(puzzle::solve(judge, None)?)
            }
            Some(RawCommand::Solve(Deferred(args))) => {
                Config::Solve(puzzle::solve(args, Some(CommandName::Solve))?)
            }
            Some(RawCommand::Gen(Deferred(args))) => Config::Gen(puzzle::generate(args)?),
            Some(RawCommand::Show(Deferred(args))) => Config::Show(puzzle::show(args)?),
            Some(RawCommand::Explain(Deferred(args))) => Config::Explain(puzzle::explain(args)?),
            Some(RawCommand::Classic(Deferred(args))) => Config::Classic(classic::classic(args)?),
            Some(RawCommand::Demo(Deferred(args))) => Config::Demo(puzzle::demo(&args)),
            Some(RawCommand::Bench(Deferred(args))) => Config::Bench(bench(args)?),
            Some(RawCommand::Check(Deferred(args))) => Config::Check(judging::check(args)?),
            Some(RawCommand::Validate(Deferred(args))) => {
                Config::Validate(judging::validate(args)?)
            }
            Some(RawCommand::Test(Deferred(args))) => Config::Test(judging::test(args)?),
            Some(RawCommand::Stress(Deferred(args))) => Config::Stress(judging::stress(args)?),
            Some(RawCommand::Testset(Deferred(args))) => Config::Testset(judging::testset(args)?),
            Some(RawCommand::Serve(Deferred(args))) => Config::Serve(serve(&args)?),
            Some(RawCommand::Completions(Deferred(CompletionsArgs { shell }))) => {
                Config::Completions(shell)
            }
            Some(RawCommand::Man(Deferred(args))) => Config::Man(Box::new(man(&args))),
        })
    }

    /// What the command asks of the process: no progress on stderr
    /// (`--quiet`), and how it may use the machine to solve (`None` for the
    /// commands that do not solve).
    fn process(&self) -> (bool, Option<Solving>) {
        match self {
            Config::Solve(SolveConfig { input, .. })
            | Config::Show(ShowConfig { input, .. })
            | Config::Explain(ExplainConfig { input, .. }) => (input.quiet, Some(input.solving)),
            Config::Gen(generate) => (
                generate.quiet,
                generate.answers.as_ref().map(|answers| answers.solving),
            ),
            Config::Stress(config) => (config.quiet, None),
            Config::Testset(config) => (config.quiet, None),
            Config::Bench(config) => (config.quiet(), None),
            Config::Demo(_)
            | Config::Classic(_)
            | Config::Check(_)
            | Config::Validate(_)
            | Config::Test(_)
            | Config::Serve(_)
            | Config::Completions(_)
            | Config::Man(_) => (false, None),
        }
    }

    /// Whether `--quiet` asked for no progress on stderr.
    pub(crate) fn quiet(&self) -> bool {
        self.process().0
    }

    /// The memory limit the command asks for; `None`: the machine's
    /// available memory.
    pub(crate) fn max_memory(&self) -> Option<u64> {
        self.process().1?.max_memory
    }

    /// The worker threads the command asks for; `None`: one per core.
    pub(crate) fn threads(&self) -> Option<NonZeroUsize> {
        self.process().1?.threads
    }
}

fn bench(args: BenchArgs) -> Result<BenchConfig, clap::Error> {
    const BENCH: Option<CommandName> = Some(CommandName::Bench);
    let Some(repeat) = NonZeroUsize::new(args.repeat) else {
        return Err(usage_error(
            BENCH,
            ErrorKind::ValueValidation,
            "--repeat 0: every workload needs at least one round",
        ));
    };
    let quiet = args.quiet.quiet;
    // clap makes sure --matrix comes without the standard workloads'
    // options, --plot with --matrix, and --quick without --check.
    Ok(if args.matrix {
        BenchConfig::Matrix {
            plot: args
                .plot
                .unwrap_or_else(|| PathBuf::from("bench-matrix.svg")),
            repeat,
            quiet,
        }
    } else {
        BenchConfig::Standard {
            official: args.official,
            quick: args.quick,
            check: args.check,
            repeat,
            quiet,
        }
    })
}

/// A positive number of seconds, at most [`MAX_SECONDS`].
fn seconds(flag: &str, value: f64, command: Option<CommandName>) -> Result<Duration, clap::Error> {
    // Exact: a week of seconds is far below 2^53.
    let max = MAX_SECONDS as f64;
    if value > 0.0 && value <= max {
        Ok(Duration::from_secs_f64(value))
    } else {
        Err(usage_error(
            command,
            ErrorKind::ValueValidation,
            format!("{flag} {value}: expected more than 0 and at most {max} seconds"),
        ))
    }
}

/// `--max-cells CELLS`, refused above the solver's own limit: a bigger
/// limit could never be used.
fn limits(flag: &MaxCellsFlag, command: Option<CommandName>) -> Result<InputLimits, clap::Error> {
    if flag.max_cells > SOLVER_MAX_CELLS {
        return Err(max_cells_error(flag.max_cells, command));
    }
    Ok(InputLimits {
        max_cells: flag.max_cells,
    })
}

/// `--max-cells` above [`SOLVER_MAX_CELLS`].
fn max_cells_error(max_cells: u64, command: Option<CommandName>) -> clap::Error {
    usage_error(
        command,
        ErrorKind::ValueValidation,
        format!("--max-cells {max_cells}: at most {SOLVER_MAX_CELLS}, the solver's own limit"),
    )
}

/// Whether `--svg` may write to `path`: `-` (stdout), or a name that ends
/// in `.svg` (in any case), since SVG is all such a picture is.
fn is_svg_name(path: &Path) -> bool {
    path == Path::new("-")
        || path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("svg"))
}

/// The command `huarong man` documents: the whole one, or a subcommand
/// named `huarong-NAME` as man pages of subcommands are.
fn man(args: &ManArgs) -> clap::Command {
    let mut command = RawArgs::command();
    match args.command {
        Some(name) => subcommand(&mut command, name)
            .clone()
            .name(format!("huarong-{}", name.name())),
        None => command,
    }
}

fn serve(args: &ServeArgs) -> Result<huarong_web::ServeConfig, clap::Error> {
    const SERVE: Option<CommandName> = Some(CommandName::Serve);
    if args.max_cells > SOLVER_MAX_CELLS {
        return Err(max_cells_error(args.max_cells, SERVE));
    }
    for (flag, value, max) in [
        ("--solvers", args.solvers, huarong_web::MAX_SOLVERS),
        ("--queue", args.queue, huarong_web::MAX_QUEUE),
    ] {
        if value > max {
            let zero = if flag == "--solvers" {
                " (0 is one per core)"
            } else {
                ""
            };
            return Err(usage_error(
                SERVE,
                ErrorKind::ValueValidation,
                format!("{flag} {value}: at most {max}{zero}"),
            ));
        }
    }
    // Whole seconds, exact as floating point up to far past a week.
    let whole_seconds = |flag, value: u64| seconds(flag, value as f64, SERVE);
    let defaults = huarong_web::ServeConfig::default();
    Ok(huarong_web::ServeConfig {
        addr: args.addr,
        max_body_bytes: args.max_body_bytes,
        max_cells: args.max_cells,
        max_games: args.max_games,
        solvers: NonZeroUsize::new(args.solvers).unwrap_or(defaults.solvers),
        queue: args.queue,
        time_limit: whole_seconds("--time-limit", args.time_limit)?,
        client_timeout: whole_seconds("--client-timeout", args.client_timeout)?,
    })
}

/// `--threads N`: `None` for 0 (one per core), refused above [`MAX_THREADS`].
fn threads_of(
    threads: usize,
    command: Option<CommandName>,
) -> Result<Option<NonZeroUsize>, clap::Error> {
    if threads > MAX_THREADS {
        return Err(usage_error(
            command,
            ErrorKind::ValueValidation,
            format!("--threads {threads}: at most {MAX_THREADS} (0 is one per core)"),
        ));
    }
    Ok(NonZeroUsize::new(threads))
}

/// The clap subcommand `name` names.
fn subcommand(command: &mut clap::Command, name: CommandName) -> &mut clap::Command {
    // A test checks that every name is a subcommand's.
    command
        .find_subcommand_mut(name.name())
        .expect("every CommandName names a subcommand")
}

/// A usage error as clap words it, with the usage of `command` (or of the
/// judge mode).
pub(crate) fn usage_error(
    command: Option<CommandName>,
    kind: ErrorKind,
    message: impl Display,
) -> clap::Error {
    let mut root = RawArgs::command();
    // Built, subcommands know their full name for the usage line.
    root.build();
    match command {
        Some(name) => subcommand(&mut root, name).error(kind, message),
        None => root.error(kind, message),
    }
}
