//! The commands that judge programs and write or read test data: `check`,
//! `validate`, `test`, `stress` and `testset`.

use std::ffi::OsString;
use std::fmt::{self, Display};
use std::num::{NonZeroU64, NonZeroUsize};
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::error::ErrorKind;
use huarong::ContestLimits;
use huarong::generate::Family;

use super::{CommandName, MAX_THREADS, seconds, usage_error};
use crate::cli::raw::{CheckArgs, PackageFormat, StressArgs, TestArgs, TestsetArgs, ValidateArgs};

/// The largest side and game count `stress` draws: its cases are meant to
/// be small, and a typo should not make each one take minutes.
const MAX_STRESS_SIDE: usize = 1000;
const MAX_STRESS_GAMES: usize = 100_000;

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
    pub(crate) limits: ContestLimits,
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
    /// What to write: the plain folder, or a judge's package.
    pub(crate) format: PackageFormat,
    /// The folder of cases to package, instead of a set drawn.
    pub(crate) from: Option<PathBuf>,
    /// Write into a folder that is not empty, replacing an earlier set.
    pub(crate) force: bool,
}

/// When `stress` stops looking.
#[derive(Clone, Copy, Debug)]
pub(crate) enum StressBudget {
    /// After this many cases.
    Cases(NonZeroU64),
    /// Before the first case that would start after this long.
    Time(Duration),
}

pub(super) fn check(args: CheckArgs) -> Result<CheckConfig, clap::Error> {
    let stdin = Path::new("-");
    let from_stdin = [Some(&args.input), Some(&args.output), args.answer.as_ref()]
        .into_iter()
        .filter(|file| file.is_some_and(|f| f == stdin))
        .count();
    if from_stdin > 1 {
        return Err(usage_error(
            Some(CommandName::Check),
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

pub(super) fn validate(args: ValidateArgs) -> Result<ValidateConfig, clap::Error> {
    let base = if args.noip {
        ContestLimits::NOIP
    } else {
        ContestLimits::NONE
    };
    for (flag, value) in [("--max-rows", args.max_rows), ("--max-cols", args.max_cols)] {
        if value == Some(0) {
            return Err(usage_error(
                Some(CommandName::Validate),
                ErrorKind::ValueValidation,
                format!("{flag} 0: a board has at least one row and one column"),
            ));
        }
    }
    Ok(ValidateConfig {
        files: args.files,
        limits: ContestLimits {
            max_rows: args.max_rows.unwrap_or(base.max_rows),
            max_cols: args.max_cols.unwrap_or(base.max_cols),
            max_games: args.max_games.unwrap_or(base.max_games),
        },
    })
}

pub(super) fn test(args: TestArgs) -> Result<TestConfig, clap::Error> {
    const TEST: Option<CommandName> = Some(CommandName::Test);
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
    let usage = format!("huarong test {} [OPTIONS]", args.dir.display());
    if !args.stray.is_empty() {
        return Err(no_dashes(
            TEST,
            &args.stray,
            &usage,
            "or with --run 'CMD ARGS'",
        ));
    }
    // clap makes sure --run and `-- CMD` do not both name programs.
    let programs = if args.runs.is_empty() {
        vec![program(args.command, TEST, &usage)?]
    } else {
        args.runs
            .iter()
            .map(|run| {
                let words = shell_words(run).map_err(|what| {
                    usage_error(
                        TEST,
                        ErrorKind::ValueValidation,
                        format!("--run {run:?}: {what}"),
                    )
                })?;
                program(
                    words.into_iter().map(OsString::from).collect(),
                    TEST,
                    &usage,
                )
            })
            .collect::<Result<_, _>>()?
    };
    Ok(TestConfig {
        dir: args.dir,
        time_limit: seconds("--time-limit", args.time_limit, TEST)?,
        jobs,
        programs,
    })
}

pub(super) fn stress(args: StressArgs) -> Result<StressConfig, clap::Error> {
    const STRESS: Option<CommandName> = Some(CommandName::Stress);
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
    // clap makes sure --cases and --duration are not both given.
    let budget = match args.cases {
        Some(cases) => match NonZeroU64::new(cases) {
            Some(cases) => StressBudget::Cases(cases),
            None => {
                return Err(usage_error(
                    STRESS,
                    ErrorKind::ValueValidation,
                    "--cases 0: a stress run needs at least one case",
                ));
            }
        },
        None => StressBudget::Time(seconds(
            "--duration",
            args.duration.unwrap_or(30.0),
            STRESS,
        )?),
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
        program: program(args.command, STRESS, "huarong stress [OPTIONS]")?,
        quiet: args.quiet.quiet,
    })
}

/// The most cases `testset` writes: a contest's set has tens.
const MAX_TESTSET_CASES: usize = 1000;

pub(super) fn testset(args: TestsetArgs) -> Result<TestsetConfig, clap::Error> {
    if !(1..=MAX_TESTSET_CASES).contains(&args.cases) {
        return Err(usage_error(
            Some(CommandName::Testset),
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
        format: args.format,
        from: args.from,
        force: args.force,
    })
}

/// A word where an option or `--` was expected: the program, given without
/// `--`. The message shows the command with it.
fn no_dashes(
    command: Option<CommandName>,
    stray: &[OsString],
    usage: &str,
    or: &str,
) -> clap::Error {
    let words: Vec<_> = stray.iter().map(|word| word.to_string_lossy()).collect();
    let or = if or.is_empty() {
        String::new()
    } else {
        format!(" ({or})")
    };
    usage_error(
        command,
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
pub(super) fn shell_words(line: &str) -> Result<Vec<String>, &'static str> {
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

/// The program after `--`: clap makes sure there is one. A source file
/// given as the program is refused with the commands that build and run it;
/// `usage` is the command line before `--`, for that hint.
fn program(
    words: Vec<OsString>,
    command: Option<CommandName>,
    usage: &str,
) -> Result<Program, clap::Error> {
    let mut words = words.into_iter();
    let Some(name) = words.next() else {
        return Err(usage_error(
            command,
            ErrorKind::MissingRequiredArgument,
            "the program to run goes after `--`",
        ));
    };
    if let Some(hint) = compile_hint(Path::new(&name), usage) {
        return Err(usage_error(command, ErrorKind::InvalidValue, hint));
    }
    Ok(Program {
        name,
        args: words.collect(),
    })
}

/// For a source file of a compiled language, what to say instead of running
/// it: that it must be compiled first, and how, with the program to give.
fn compile_hint(source: &Path, usage: &str) -> Option<String> {
    let extension = source.extension()?.to_str()?.to_ascii_lowercase();
    let stem = source.with_extension("");
    let file = source.display();
    let binary = stem.display();
    // A program named without a slash is looked for on PATH, not here.
    let run = if binary.to_string().contains('/') {
        binary.to_string()
    } else {
        format!("./{binary}")
    };
    let (build, run) = match extension.as_str() {
        "c" => (format!("gcc -O2 -o {binary} {file}"), run),
        "cc" | "cpp" | "cxx" | "c++" => (format!("g++ -O2 -o {binary} {file}"), run),
        "pas" => (format!("fpc -O2 {file}"), run),
        "rs" => (format!("rustc -O -o {binary} {file}"), run),
        "go" => (format!("go build -o {binary} {file}"), run),
        "java" => {
            let folder = source
                .parent()
                .filter(|p| !p.as_os_str().is_empty())
                .unwrap_or(Path::new("."));
            let class = source.file_stem()?.to_string_lossy();
            (
                format!("javac {file}"),
                format!("java -cp {} {class}", folder.display()),
            )
        }
        _ => return None,
    };
    Some(format!(
        "`{file}` is a source file, not a program: compile it first, then test the \
         program it makes, as in\n\n  {build}\n  {usage} -- {run}"
    ))
}
