//! The validated configuration: what each command will do, built from the raw
//! arguments in one step. Every rule between options and every range check is
//! here; what breaks one is a usage error (exit status 2), like clap's own.

use std::ffi::OsString;
use std::fmt::{self, Display};
use std::num::{NonZeroU64, NonZeroUsize};
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::CommandFactory;
use clap::error::ErrorKind;
use huarong::generate::Family;
use huarong::{DataLimits, Engine, Limits, SOLVER_MAX_CELLS};

use super::raw::{
    BenchArgs, CheckArgs, ColorWhen, CompletionsArgs, DemoArgs, Format, GenArgs, ManArgs,
    MaxCellsFlag, RawArgs, RawCommand, ServeArgs, ShowArgs, SolveArgs, StressArgs, TestArgs,
    TestsetArgs, ValidateArgs,
};

/// More worker threads than this is a typo, not a machine: refusing it beats
/// trying to start millions of threads.
const MAX_THREADS: usize = 1024;

/// The longest time limit or stress duration, in seconds (a week): anything
/// longer is a typo.
const MAX_SECONDS: f64 = 7.0 * 24.0 * 3600.0;

/// The largest side and game count `stress` draws: its cases are meant to
/// be small, and a typo should not make each one take minutes.
const MAX_STRESS_SIDE: usize = 1000;
const MAX_STRESS_GAMES: usize = 100_000;

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

/// Answer every game of a puzzle file.
#[derive(Debug)]
pub(crate) struct SolveConfig {
    /// `--quiet`: no progress on stderr.
    pub(crate) quiet: bool,
    /// The puzzle file; `-` is stdin.
    pub(crate) file: PathBuf,
    pub(crate) limits: Limits,
    pub(crate) engine: Engine,
    pub(crate) threads: Option<NonZeroUsize>,
    /// `--max-memory`: `None` for the machine's available memory.
    pub(crate) max_memory: Option<u64>,
    /// Print one optimal move sequence per game too.
    pub(crate) moves: bool,
    pub(crate) format: Format,
}

/// Write a random puzzle, and maybe its answers.
#[derive(Debug)]
pub(crate) struct GenConfig {
    /// `--quiet`: no progress on stderr.
    pub(crate) quiet: bool,
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
    /// `--max-memory`: `None` for the machine's available memory.
    pub(crate) max_memory: Option<u64>,
}

/// Draw one game of a puzzle file.
#[derive(Debug)]
pub(crate) struct ShowConfig {
    /// `--quiet`: no progress on stderr.
    pub(crate) quiet: bool,
    /// The puzzle file; `-` is stdin.
    pub(crate) file: PathBuf,
    pub(crate) limits: Limits,
    pub(crate) threads: Option<NonZeroUsize>,
    /// `--max-memory`: `None` for the machine's available memory.
    pub(crate) max_memory: Option<u64>,
    /// The game, counting from 1 (checked against the puzzle once it is read).
    pub(crate) game: usize,
    pub(crate) view: View,
    pub(crate) color: ColorWhen,
}

/// How `show` draws its game.
#[derive(Debug)]
pub(crate) enum View {
    /// In the terminal, with a frame per move of the piece if `steps`.
    Terminal { steps: bool },
    /// As an SVG file (`-` is stdout), animated or still.
    Svg { path: PathBuf, animated: bool },
}

/// Explain one game or one cell of a puzzle file the published way.
#[derive(Debug)]
pub(crate) struct ExplainConfig {
    /// `--quiet`: no progress on stderr.
    pub(crate) quiet: bool,
    /// The puzzle file; `-` is stdin.
    pub(crate) file: PathBuf,
    pub(crate) limits: Limits,
    pub(crate) threads: Option<NonZeroUsize>,
    /// `--max-memory`: `None` for the machine's available memory.
    pub(crate) max_memory: Option<u64>,
    pub(crate) what: Explained,
    /// `--format json`: one JSON object instead of text.
    pub(crate) json: bool,
    pub(crate) color: ColorWhen,
}

/// What `explain` explains.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Explained {
    /// Game K, counting from 1 (checked once the puzzle is read).
    Game(usize),
    /// The cell at this 0-based position (checked once the board is read).
    Cell(huarong::Pos),
}

fn explain(args: super::raw::ExplainArgs) -> Result<ExplainConfig, clap::Error> {
    const EXPLAIN: Option<&str> = Some("explain");
    let what = match (args.game, args.cell) {
        (Some(game), _) => Explained::Game(game),
        (None, Some((row, col))) => Explained::Cell(huarong::Pos {
            row: row - 1,
            col: col - 1,
        }),
        (None, None) => {
            return Err(usage_error(
                EXPLAIN,
                ErrorKind::MissingRequiredArgument,
                "give --game K or --cell R,C",
            ));
        }
    };
    Ok(ExplainConfig {
        quiet: args.quiet.quiet,
        limits: limits(&args.max_cells, EXPLAIN)?,
        threads: threads_of(args.threads.threads, EXPLAIN)?,
        max_memory: args.max_memory.max_memory,
        file: args.file,
        what,
        json: args.format == super::raw::ExplainFormat::Json,
        color: args.color.color,
    })
}

/// Explain the bundled sample.
#[derive(Debug)]
pub(crate) struct DemoConfig {
    pub(crate) engine: Engine,
    pub(crate) color: ColorWhen,
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

/// Judge a program's output for a puzzle (`-` is stdin, for one of the three).
#[derive(Debug)]
pub(crate) struct CheckConfig {
    pub(crate) input: PathBuf,
    pub(crate) output: PathBuf,
    /// The jury's answers; `None`: huarong's own.
    pub(crate) answer: Option<PathBuf>,
    /// Every wrong game, not only the first.
    pub(crate) verbose: bool,
}

/// Read files of test data strictly.
#[derive(Debug)]
pub(crate) struct ValidateConfig {
    /// The files, and folders whose `X.in` files to read; `-` is stdin.
    pub(crate) files: Vec<PathBuf>,
    pub(crate) limits: DataLimits,
}

/// The program under test, as given after `--`.
#[derive(Clone, Debug)]
pub(crate) struct Program {
    pub(crate) name: OsString,
    pub(crate) args: Vec<OsString>,
}

/// The command line, for messages.
impl Display for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.name.to_string_lossy())?;
        for arg in &self.args {
            write!(f, " {}", arg.to_string_lossy())?;
        }
        Ok(())
    }
}

/// Run programs on every case of a folder.
#[derive(Debug)]
pub(crate) struct TestConfig {
    pub(crate) dir: PathBuf,
    pub(crate) time_limit: Duration,
    /// Cases run at the same time.
    pub(crate) jobs: NonZeroUsize,
    /// One program (after `--`), or those of `--run`, side by side.
    pub(crate) programs: Vec<Program>,
}

/// Run a program on random cases until one fails, then shrink it.
#[derive(Debug)]
pub(crate) struct StressConfig {
    /// `--quiet`: no progress on stderr.
    pub(crate) quiet: bool,
    /// Drawn from with equal chances.
    pub(crate) families: Vec<Family>,
    /// Boards are drawn with 1 to `max_rows` rows and 1 to `max_cols` columns.
    pub(crate) max_rows: usize,
    pub(crate) max_cols: usize,
    /// Puzzles are drawn with 1 to `max_games` games.
    pub(crate) max_games: usize,
    pub(crate) time_limit: Duration,
    pub(crate) budget: StressBudget,
    /// `None`: one from the clock.
    pub(crate) seed: Option<u64>,
    /// The folder for `fail.in` and `fail.ans`.
    pub(crate) out: PathBuf,
    pub(crate) program: Program,
}

/// Write a test set.
#[derive(Debug)]
pub(crate) struct TestsetConfig {
    /// `--quiet`: no progress on stderr.
    pub(crate) quiet: bool,
    pub(crate) dir: PathBuf,
    /// The original data's sizes, case by case.
    pub(crate) original: bool,
    pub(crate) seed: u64,
    pub(crate) cases: usize,
}

/// When `stress` stops looking.
#[derive(Clone, Copy, Debug)]
pub(crate) enum StressBudget {
    /// After this many cases.
    Cases(NonZeroU64),
    /// Before the first case that would start after this long.
    Time(Duration),
}

impl Config {
    /// Checks `raw` and turns it into what to run.
    pub(crate) fn from_raw(raw: RawArgs) -> Result<Config, clap::Error> {
        let RawArgs {
            command,
            solve: judge,
        } = raw;
        Ok(match command {
            None => {
                command_as_file(&judge.file)?;
                Config::Solve(solve(judge, None)?)
            }
            Some(RawCommand::Solve(args)) => Config::Solve(solve(args, Some("solve"))?),
            Some(RawCommand::Gen(args)) => Config::Gen(generate(args)?),
            Some(RawCommand::Show(args)) => Config::Show(show(args)?),
            Some(RawCommand::Explain(args)) => Config::Explain(explain(args)?),
            Some(RawCommand::Demo(DemoArgs { engine, color })) => Config::Demo(DemoConfig {
                engine: engine.engine,
                color: color.color,
            }),
            Some(RawCommand::Bench(args)) => Config::Bench(bench(args)?),
            Some(RawCommand::Check(args)) => Config::Check(check(args)?),
            Some(RawCommand::Validate(args)) => Config::Validate(validate(args)?),
            Some(RawCommand::Test(args)) => Config::Test(test(args)?),
            Some(RawCommand::Stress(args)) => Config::Stress(stress(args)?),
            Some(RawCommand::Testset(args)) => Config::Testset(testset(args)?),
            Some(RawCommand::Serve(args)) => Config::Serve(serve(&args)?),
            Some(RawCommand::Completions(CompletionsArgs { shell })) => Config::Completions(shell),
            Some(RawCommand::Man(args)) => Config::Man(Box::new(man(&args)?)),
        })
    }

    /// Whether `--quiet` asked for no progress on stderr.
    pub(crate) fn quiet(&self) -> bool {
        match self {
            Config::Solve(config) => config.quiet,
            Config::Gen(config) => config.quiet,
            Config::Show(config) => config.quiet,
            Config::Explain(config) => config.quiet,
            Config::Stress(config) => config.quiet,
            Config::Testset(config) => config.quiet,
            Config::Bench(config) => config.quiet(),
            Config::Demo(_)
            | Config::Check(_)
            | Config::Validate(_)
            | Config::Test(_)
            | Config::Serve(_)
            | Config::Completions(_)
            | Config::Man(_) => false,
        }
    }

    /// The settings of the commands that solve: worker threads (`None`: one
    /// per core) and the memory limit (`None`: the machine's available
    /// memory); `None` for the others.
    fn solving(&self) -> Option<(Option<NonZeroUsize>, Option<u64>)> {
        match self {
            Config::Solve(solve) => Some((solve.threads, solve.max_memory)),
            Config::Gen(generate) => generate
                .answers
                .as_ref()
                .map(|answers| (answers.threads, answers.max_memory)),
            Config::Show(show) => Some((show.threads, show.max_memory)),
            Config::Explain(explain) => Some((explain.threads, explain.max_memory)),
            Config::Demo(_)
            | Config::Bench(_)
            | Config::Check(_)
            | Config::Validate(_)
            | Config::Test(_)
            | Config::Stress(_)
            | Config::Testset(_)
            | Config::Serve(_)
            | Config::Completions(_)
            | Config::Man(_) => None,
        }
    }

    /// The memory limit the command asks for; `None`: the machine's
    /// available memory.
    pub(crate) fn max_memory(&self) -> Option<u64> {
        self.solving()?.1
    }

    /// The worker threads the command asks for; `None`: one per core.
    pub(crate) fn threads(&self) -> Option<NonZeroUsize> {
        self.solving()?.0
    }
}

/// `huarong --engine classic demo` reads `demo` as judge mode's FILE (a
/// command must come first): when no such file exists, that is a usage
/// error that says so.
fn command_as_file(file: &Path) -> Result<(), clap::Error> {
    // Judge mode on stdin, the judges' way, builds no clap command again.
    if file == Path::new("-") || file.exists() {
        return Ok(());
    }
    let name = file
        .to_str()
        .filter(|name| RawArgs::command().find_subcommand(name).is_some());
    match name {
        Some(name) => Err(usage_error(
            None,
            ErrorKind::ArgumentConflict,
            format!(
                "`{name}` is a command, not a puzzle file: the command comes first, then its \
                 options (see `huarong {name} --help`)"
            ),
        )),
        None => Ok(()),
    }
}

/// `huarong solve`, or judge mode when `subcommand` is `None`.
fn solve(args: SolveArgs, subcommand: Option<&str>) -> Result<SolveConfig, clap::Error> {
    Ok(SolveConfig {
        limits: limits(&args.max_cells, subcommand)?,
        engine: args.engine.engine,
        threads: threads_of(args.threads.threads, subcommand)?,
        max_memory: args.max_memory.max_memory,
        file: args.file,
        moves: args.moves,
        format: args.format,
        quiet: args.quiet.quiet,
    })
}

fn generate(args: GenArgs) -> Result<GenConfig, clap::Error> {
    const GEN: Option<&str> = Some("gen");
    let (rows, cols) = args.family.shape(args.rows, args.cols);
    // A bigger board could not be read back (`--max-cells`, itself at most
    // the solver's ceiling).
    let limit = limits(&args.max_cells, GEN)?.max_cells;
    let cells = (rows as u128) * (cols as u128);
    if rows == 0 || cols == 0 || cells > u128::from(limit) {
        let what = if rows == 0 || cols == 0 {
            "has no cells".to_owned()
        } else {
            format!("has more than {limit} cells (see --max-cells)")
        };
        return Err(usage_error(
            GEN,
            ErrorKind::ValueValidation,
            format!("a {rows} x {cols} board {what}"),
        ));
    }
    let answers = match (args.answers, args.engine, args.threads, args.max_memory) {
        (Some(path), engine, threads, max_memory) => Some(AnswersFile {
            path,
            engine: engine.unwrap_or_default(),
            threads: threads_of(threads.unwrap_or(0), GEN)?,
            max_memory,
        }),
        (None, None, None, None) => None,
        (None, engine, threads, _) => {
            let flag = if engine.is_some() {
                "--engine"
            } else if threads.is_some() {
                "--threads"
            } else {
                "--max-memory"
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
        quiet: args.quiet.quiet,
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
                "--still is a kind of SVG: it needs --svg FILE",
            ));
        }
        (Some(path), false, still) => {
            svg_name(&path)?;
            View::Svg {
                path,
                animated: !still,
            }
        }
        (None, steps, false) => View::Terminal { steps },
    };
    Ok(ShowConfig {
        limits: limits(&args.max_cells, SHOW)?,
        threads: threads_of(args.threads.threads, SHOW)?,
        max_memory: args.max_memory.max_memory,
        file: args.file,
        game: args.game,
        view,
        color: args.color.color,
        quiet: args.quiet.quiet,
    })
}

/// `--svg FILE`: `-`, or a name that ends in `.svg`, since SVG is all `show`
/// writes (`-o x.png` would be SVG text under a PNG's name).
fn svg_name(path: &Path) -> Result<(), clap::Error> {
    let svg = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("svg"));
    if svg || path == Path::new("-") {
        return Ok(());
    }
    let stem = path.file_stem().map_or_else(
        || "picture".into(),
        |stem| stem.to_string_lossy().into_owned(),
    );
    Err(usage_error(
        Some("show"),
        ErrorKind::ValueValidation,
        format!(
            "--svg {}: show writes SVG only, so the name must end in .svg (e.g. {stem}.svg; \
             `-` for stdout); to get a PNG, convert it: rsvg-convert {stem}.svg -o {stem}.png",
            path.display()
        ),
    ))
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
    let quiet = args.quiet.quiet;
    let conflict = |flag: &str| {
        usage_error(
            BENCH,
            ErrorKind::ArgumentConflict,
            format!("{flag} is for the standard workloads: it cannot be used with --matrix"),
        )
    };
    match (
        args.matrix,
        args.official,
        args.quick,
        args.check,
        args.plot,
    ) {
        (true, Some(_), _, _, _) => Err(conflict("--official")),
        (true, None, true, _, _) => Err(conflict("--quick")),
        (true, None, false, true, _) => Err(conflict("--check")),
        (true, None, false, false, plot) => Ok(BenchConfig::Matrix {
            plot: plot.unwrap_or_else(|| PathBuf::from("bench-matrix.svg")),
            repeat,
            quiet,
        }),
        (false, _, _, _, Some(_)) => Err(usage_error(
            BENCH,
            ErrorKind::MissingRequiredArgument,
            "--plot is where --matrix draws: it needs --matrix",
        )),
        (false, _, true, true, None) => Err(usage_error(
            BENCH,
            ErrorKind::ArgumentConflict,
            "--quick runs smaller workloads than the targets are for: it cannot be used \
             with --check",
        )),
        (false, official, quick, check, None) => Ok(BenchConfig::Standard {
            official,
            quick,
            check,
            repeat,
            quiet,
        }),
    }
}

fn check(args: CheckArgs) -> Result<CheckConfig, clap::Error> {
    let stdin = Path::new("-");
    let from_stdin = [Some(&args.input), Some(&args.output), args.answer.as_ref()]
        .into_iter()
        .filter(|file| file.is_some_and(|f| f == stdin))
        .count();
    if from_stdin > 1 {
        return Err(usage_error(
            Some("check"),
            ErrorKind::ArgumentConflict,
            "only one of INPUT, OUTPUT and ANSWER can be `-` (stdin)",
        ));
    }
    Ok(CheckConfig {
        input: args.input,
        output: args.output,
        answer: args.answer,
        verbose: args.verbose,
    })
}

fn validate(args: ValidateArgs) -> Result<ValidateConfig, clap::Error> {
    let base = if args.noip {
        DataLimits::NOIP
    } else {
        DataLimits::NONE
    };
    for (flag, value) in [("--max-rows", args.max_rows), ("--max-cols", args.max_cols)] {
        if value == Some(0) {
            return Err(usage_error(
                Some("validate"),
                ErrorKind::ValueValidation,
                format!("{flag} 0: a board has at least one row and one column"),
            ));
        }
    }
    Ok(ValidateConfig {
        files: args.files,
        limits: DataLimits {
            max_rows: args.max_rows.unwrap_or(base.max_rows),
            max_cols: args.max_cols.unwrap_or(base.max_cols),
            max_games: args.max_games.unwrap_or(base.max_games),
        },
    })
}

fn test(args: TestArgs) -> Result<TestConfig, clap::Error> {
    const TEST: Option<&str> = Some("test");
    if args.jobs > MAX_THREADS {
        return Err(usage_error(
            TEST,
            ErrorKind::ValueValidation,
            format!(
                "-j {}: at most {MAX_THREADS} (0 is one per core)",
                args.jobs
            ),
        ));
    }
    let jobs = NonZeroUsize::new(args.jobs)
        .unwrap_or_else(|| std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN));
    if !args.stray.is_empty() {
        return Err(no_dashes(
            TEST,
            &args.stray,
            &format!("huarong test {} [OPTIONS]", args.dir.display()),
            "or with --run 'CMD ARGS'",
        ));
    }
    let programs = match (args.runs.is_empty(), args.command.is_empty()) {
        (true, _) => vec![program(args.command, TEST)?],
        (false, true) => args
            .runs
            .iter()
            .map(|run| {
                let words = shell_words(run).map_err(|what| {
                    usage_error(
                        TEST,
                        ErrorKind::ValueValidation,
                        format!("--run {run:?}: {what}"),
                    )
                })?;
                program(words.into_iter().map(OsString::from).collect(), TEST)
            })
            .collect::<Result<_, _>>()?,
        (false, false) => {
            return Err(usage_error(
                TEST,
                ErrorKind::ArgumentConflict,
                "--run and `-- CMD` both name programs: give one program after `--`, or each \
                 with --run",
            ));
        }
    };
    Ok(TestConfig {
        dir: args.dir,
        time_limit: seconds("--time-limit", args.time_limit, TEST)?,
        jobs,
        programs,
    })
}

fn stress(args: StressArgs) -> Result<StressConfig, clap::Error> {
    const STRESS: Option<&str> = Some("stress");
    for (flag, value, max) in [
        ("--max-rows", args.max_rows, MAX_STRESS_SIDE),
        ("--max-cols", args.max_cols, MAX_STRESS_SIDE),
        ("--max-games", args.max_games, MAX_STRESS_GAMES),
    ] {
        if !(1..=max).contains(&value) {
            return Err(usage_error(
                STRESS,
                ErrorKind::ValueValidation,
                format!("{flag} {value}: expected 1 to {max}"),
            ));
        }
    }
    let budget = match (args.cases, args.duration) {
        (Some(_), Some(_)) => {
            return Err(usage_error(
                STRESS,
                ErrorKind::ArgumentConflict,
                "--cases and --duration are two budgets: give one",
            ));
        }
        (Some(cases), None) => match NonZeroU64::new(cases) {
            Some(cases) => StressBudget::Cases(cases),
            None => {
                return Err(usage_error(
                    STRESS,
                    ErrorKind::ValueValidation,
                    "--cases 0: a stress run needs at least one case",
                ));
            }
        },
        (None, duration) => {
            StressBudget::Time(seconds("--duration", duration.unwrap_or(30.0), STRESS)?)
        }
    };
    if !args.stray.is_empty() {
        return Err(no_dashes(
            STRESS,
            &args.stray,
            "huarong stress [OPTIONS]",
            "",
        ));
    }
    let families = if args.families.is_empty() {
        Family::ALL.to_vec()
    } else {
        args.families
    };
    Ok(StressConfig {
        families,
        max_rows: args.max_rows,
        max_cols: args.max_cols,
        max_games: args.max_games,
        time_limit: seconds("--time-limit", args.time_limit, STRESS)?,
        budget,
        seed: args.seed,
        out: args.out,
        program: program(args.command, STRESS)?,
        quiet: args.quiet.quiet,
    })
}

/// The most cases `testset` writes: a contest's set has tens.
const MAX_TESTSET_CASES: usize = 1000;

fn testset(args: TestsetArgs) -> Result<TestsetConfig, clap::Error> {
    if !(1..=MAX_TESTSET_CASES).contains(&args.cases) {
        return Err(usage_error(
            Some("testset"),
            ErrorKind::ValueValidation,
            format!("--cases {}: expected 1 to {MAX_TESTSET_CASES}", args.cases),
        ));
    }
    Ok(TestsetConfig {
        quiet: args.quiet.quiet,
        dir: args.dir,
        original: args.noip,
        seed: args.seed,
        cases: args.cases,
    })
}

/// A positive number of seconds, at most [`MAX_SECONDS`].
fn seconds(flag: &str, value: f64, subcommand: Option<&str>) -> Result<Duration, clap::Error> {
    if value > 0.0 && value <= MAX_SECONDS {
        Ok(Duration::from_secs_f64(value))
    } else {
        Err(usage_error(
            subcommand,
            ErrorKind::ValueValidation,
            format!("{flag} {value}: expected more than 0 and at most {MAX_SECONDS} seconds"),
        ))
    }
}

/// A word where an option or `--` was expected: the program, given without
/// `--`. The message shows the command with it.
fn no_dashes(subcommand: Option<&str>, stray: &[OsString], usage: &str, or: &str) -> clap::Error {
    let words: Vec<_> = stray.iter().map(|word| word.to_string_lossy()).collect();
    let or = if or.is_empty() {
        String::new()
    } else {
        format!(" ({or})")
    };
    usage_error(
        subcommand,
        ErrorKind::UnknownArgument,
        format!(
            "unexpected argument `{}`: the program to run and its arguments go after \
             `--`{or}, as in\n\n  {usage} -- {}",
            words[0],
            words.join(" ")
        ),
    )
}

/// The words of `line` as a POSIX shell splits them, without expansions:
/// blanks separate words; single quotes keep everything; double quotes
/// keep everything but a backslash before `"`, `$`, a backquote or another
/// backslash; a backslash outside quotes keeps the next character.
fn shell_words(line: &str) -> Result<Vec<String>, &'static str> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' | '\n' => {
                words.extend(word.take());
            }
            '\'' => {
                let text = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => text.push(c),
                        None => return Err("a single quote is not closed"),
                    }
                }
            }
            '"' => {
                let text = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\' | '$' | '`')) => text.push(c),
                            Some(c) => {
                                text.push('\\');
                                text.push(c);
                            }
                            None => return Err("a double quote is not closed"),
                        },
                        Some(c) => text.push(c),
                        None => return Err("a double quote is not closed"),
                    }
                }
            }
            '\\' => match chars.next() {
                Some(c) => word.get_or_insert_with(String::new).push(c),
                None => return Err("a backslash ends the command"),
            },
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    if words.is_empty() {
        return Err("no program to run");
    }
    Ok(words)
}

/// The program after `--`: clap makes sure there is one.
fn program(command: Vec<OsString>, subcommand: Option<&str>) -> Result<Program, clap::Error> {
    let mut words = command.into_iter();
    let Some(name) = words.next() else {
        return Err(usage_error(
            subcommand,
            ErrorKind::MissingRequiredArgument,
            "the program to run goes after `--`",
        ));
    };
    Ok(Program {
        name,
        args: words.collect(),
    })
}

/// `--max-cells CELLS`, refused above the solver's own limit: a bigger
/// limit could never be used.
fn limits(flag: &MaxCellsFlag, subcommand: Option<&str>) -> Result<Limits, clap::Error> {
    if flag.max_cells > SOLVER_MAX_CELLS {
        return Err(max_cells_error(flag.max_cells, subcommand));
    }
    Ok(Limits {
        max_cells: flag.max_cells,
    })
}

/// `--max-cells` above [`SOLVER_MAX_CELLS`].
fn max_cells_error(max_cells: u64, subcommand: Option<&str>) -> clap::Error {
    usage_error(
        subcommand,
        ErrorKind::ValueValidation,
        format!("--max-cells {max_cells}: at most {SOLVER_MAX_CELLS}, the solver's own limit"),
    )
}

/// The command `huarong man` documents: the whole one, or a subcommand
/// named `huarong-NAME` as man pages of subcommands are.
fn man(args: &ManArgs) -> Result<clap::Command, clap::Error> {
    let command = RawArgs::command();
    let Some(name) = &args.command else {
        return Ok(command);
    };
    let Some(sub) = command.find_subcommand(name) else {
        let names: Vec<&str> = command
            .get_subcommands()
            .map(clap::Command::get_name)
            .collect();
        return Err(usage_error(
            Some("man"),
            ErrorKind::InvalidValue,
            format!("no command `{name}`; one of: {}", names.join(", ")),
        ));
    };
    Ok(sub.clone().name(format!("huarong-{name}")))
}

fn serve(args: &ServeArgs) -> Result<huarong_web::ServeConfig, clap::Error> {
    if args.max_cells > SOLVER_MAX_CELLS {
        return Err(max_cells_error(args.max_cells, Some("serve")));
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
                Some("serve"),
                ErrorKind::ValueValidation,
                format!("{flag} {value}: at most {max}{zero}"),
            ));
        }
    }
    let defaults = huarong_web::ServeConfig::default();
    Ok(huarong_web::ServeConfig {
        addr: args.addr,
        max_body_bytes: args.max_body_bytes,
        max_cells: args.max_cells,
        max_games: args.max_games,
        solvers: NonZeroUsize::new(args.solvers).unwrap_or(defaults.solvers),
        queue: args.queue,
        time_limit: Duration::from_secs(args.time_limit),
        client_timeout: Duration::from_secs(args.client_timeout),
    })
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
pub(crate) fn usage_error(
    subcommand: Option<&str>,
    kind: ErrorKind,
    message: impl Display,
) -> clap::Error {
    let mut command = RawArgs::command();
    // Built, subcommands know their full name for the usage line.
    command.build();
    match subcommand.and_then(|name| command.find_subcommand_mut(name)) {
        Some(subcommand) => subcommand.error(kind, message),
        None => command.error(kind, message),
    }
}

#[cfg(test)]
mod tests {
    use super::shell_words;

    #[test]
    fn run_commands_split_as_a_shell_splits_them() {
        let words = |line| shell_words(line).unwrap();
        assert_eq!(words("python3  sol.py"), ["python3", "sol.py"]);
        assert_eq!(
            words(" ./a\\ b 'c d' \"e \\\" f\" ''"),
            ["./a b", "c d", "e \" f", ""]
        );
        assert_eq!(words("x\"\\n\"y"), ["x\\ny"]);
        assert_eq!(shell_words("'open"), Err("a single quote is not closed"));
        assert_eq!(shell_words("\"open"), Err("a double quote is not closed"));
        assert_eq!(shell_words("a\\"), Err("a backslash ends the command"));
        assert_eq!(shell_words("  "), Err("no program to run"));
    }
}
