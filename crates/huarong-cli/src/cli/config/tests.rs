//! `Config::parse_from` in process: each command's defaults, each rule
//! between options (clap's and ours), and each range check, as the kind of
//! usage error they give (exit status 2).

use std::num::{NonZeroU64, NonZeroUsize};
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::error::ErrorKind;
use clap::{CommandFactory, ValueEnum};
use huarong::generate::Family;
use huarong::{ContestLimits, DEFAULT_MAX_CELLS, Engine, InputLimits, Pos, SOLVER_MAX_CELLS};

use super::judging::shell_words;
use super::{
    BenchConfig, CommandName, Config, Explained, MAX_SECONDS, MAX_THREADS, Solving, StressBudget,
    View, usage_error,
};
use crate::cli::raw::{ColorWhen, Format, RawArgs};

/// `huarong WORDS`, read as the binary reads its command line.
fn parse_words(words: &[&str]) -> Result<Config, clap::Error> {
    Config::parse_from(std::iter::once("huarong").chain(words.iter().copied()))
}

/// `huarong ARGS`, the words split at blanks.
fn parse(args: &str) -> Result<Config, clap::Error> {
    parse_words(&args.split_whitespace().collect::<Vec<_>>())
}

/// The configuration of `huarong ARGS`, which must be accepted.
fn config(args: &str) -> Config {
    parse(args).unwrap_or_else(|err| panic!("huarong {args}: {}", err.render()))
}

/// The configuration of `huarong ARGS`, which must be a `Config::$variant`.
macro_rules! config_of {
    ($variant:ident, $args:expr) => {
        match config($args) {
            Config::$variant(config) => config,
            other => panic!("huarong {}: not {}: {other:?}", $args, stringify!($variant)),
        }
    };
}

/// Checks that `parsed` is a usage error of `kind` (exit status 2) whose
/// message has each of `says`.
fn assert_refused(parsed: Result<Config, clap::Error>, what: &str, kind: ErrorKind, says: &[&str]) {
    let err = match parsed {
        Ok(config) => panic!("huarong {what}: accepted as {config:?}"),
        Err(err) => err,
    };
    let message = err.render().to_string();
    assert_eq!(err.kind(), kind, "huarong {what}: {message}");
    assert_eq!(err.exit_code(), 2, "huarong {what}: {message}");
    for word in says {
        assert!(
            message.contains(word),
            "huarong {what}: no {word:?} in {message}"
        );
    }
}

/// Checks that `huarong ARGS` is refused, as [`assert_refused`] says.
fn refused(args: &str, kind: ErrorKind, says: &[&str]) {
    assert_refused(parse(args), args, kind, says);
}

const NO_SOLVING: Solving = Solving {
    threads: None,
    max_memory: None,
};

fn default_limits() -> InputLimits {
    InputLimits {
        max_cells: DEFAULT_MAX_CELLS,
    }
}

#[test]
fn every_command_name_is_a_subcommand_s_and_back() {
    let names: Vec<String> = CommandName::value_variants()
        .iter()
        .map(|name| name.name())
        .collect();
    let subcommands: Vec<String> = RawArgs::command()
        .get_subcommands()
        .map(|sub| sub.get_name().to_owned())
        .collect();
    assert_eq!(names, subcommands);
    for &name in CommandName::value_variants() {
        let message = usage_error(Some(name), ErrorKind::ValueValidation, "x").render();
        let usage = format!("Usage: huarong {}", name.name());
        assert!(message.to_string().contains(&usage), "{message}");
    }
}

#[test]
fn judge_mode_and_solve_have_the_same_defaults() {
    for args in ["", "-", "solve", "solve -"] {
        let solve = config_of!(Solve, args);
        assert_eq!(solve.input.file, Path::new("-"), "{args}");
        assert_eq!(solve.input.limits, default_limits(), "{args}");
        assert_eq!(solve.engine, Engine::default(), "{args}");
        assert_eq!(solve.input.solving, NO_SOLVING, "{args}");
        assert!(!solve.moves && !solve.input.quiet, "{args}");
        assert_eq!(solve.format, Format::Text, "{args}");
    }
}

#[test]
fn solve_takes_its_options() {
    for prefix in ["", "solve "] {
        let args =
            format!("{prefix}x.in --moves --format json --engine classic -j 3 --max-cells 99 -q");
        let solve = config_of!(Solve, &args);
        assert_eq!(solve.input.file, Path::new("x.in"));
        assert_eq!(solve.input.limits.max_cells, 99);
        assert_eq!(solve.engine, Engine::Classic);
        assert_eq!(solve.input.solving.threads, NonZeroUsize::new(3));
        assert!(solve.moves && solve.input.quiet);
        assert_eq!(solve.format, Format::Json);
        let memory = config(&format!("{prefix}x.in --max-memory 512M")).max_memory();
        assert_eq!(memory, crate::memory::parse_size("512M").ok());
    }
}

#[test]
fn judge_options_before_a_command_are_refused() {
    refused(
        "--engine classic solve x.in",
        ErrorKind::ArgumentConflict,
        &["cannot be used with", "--engine"],
    );
    refused(
        "-j 1 gen",
        ErrorKind::ArgumentConflict,
        &["`gen` is a command, not a puzzle file"],
    );
}

#[test]
fn threads_and_cells_are_bounded_for_every_command_that_solves() {
    let too_many_cells = SOLVER_MAX_CELLS + 1;
    for prefix in ["x.in", "solve x.in", "show x.in", "explain x.in -g 1"] {
        let most = config(&format!("{prefix} -j {MAX_THREADS}")).threads();
        assert_eq!(most, NonZeroUsize::new(MAX_THREADS), "{prefix}");
        assert_eq!(config(&format!("{prefix} -j 0")).threads(), None);
        refused(
            &format!("{prefix} -j {}", MAX_THREADS + 1),
            ErrorKind::ValueValidation,
            &["--threads 1025: at most 1024"],
        );
        refused(
            &format!("{prefix} --max-cells {too_many_cells}"),
            ErrorKind::ValueValidation,
            &["the solver's own limit"],
        );
    }
    refused(
        &format!("gen open --answers a.ans -j {}", MAX_THREADS + 1),
        ErrorKind::ValueValidation,
        &["--threads"],
    );
}

#[test]
fn gen_defaults() {
    let generate = config_of!(Gen, "gen open");
    assert_eq!(generate.family, Family::Open);
    assert_eq!((generate.rows, generate.cols), (30, 30));
    assert_eq!((generate.games, generate.seed), (500, 2013));
    assert!(!generate.uniform && !generate.quiet);
    assert!(generate.answers.is_none());
    assert_eq!(config("gen open").threads(), None);
    // The family's shape counts: a line has one row.
    let line = config_of!(Gen, "gen line --rows 7 --cols 9");
    assert_eq!((line.rows, line.cols), (1, 9));
}

#[test]
fn gen_solves_only_with_answers() {
    for flag in ["--engine classic", "--threads 2", "-j 2", "--max-memory 1G"] {
        refused(
            &format!("gen open {flag}"),
            ErrorKind::MissingRequiredArgument,
            &["--answers"],
        );
    }
    let answers = config_of!(Gen, "gen open --answers a.ans").answers;
    let answers = answers.expect("--answers");
    assert_eq!(answers.path, Path::new("a.ans"));
    assert_eq!(answers.engine, Engine::default());
    assert_eq!(answers.solving, NO_SOLVING);
    let given = config("gen open --answers a.ans --engine brute -j 2 --max-memory 1G");
    assert_eq!(given.threads(), NonZeroUsize::new(2));
    assert_eq!(given.max_memory(), crate::memory::parse_size("1G").ok());
    let Config::Gen(generate) = given else {
        panic!("not gen: {given:?}");
    };
    assert_eq!(generate.answers.map(|a| a.engine), Some(Engine::Brute));
}

#[test]
fn gen_refuses_boards_it_could_not_read_back() {
    refused(
        "gen open --rows 0",
        ErrorKind::ValueValidation,
        &["has no cells"],
    );
    refused(
        "gen open --cols 0",
        ErrorKind::ValueValidation,
        &["has no cells"],
    );
    refused(
        "gen open --rows 5 --cols 5 --max-cells 24",
        ErrorKind::ValueValidation,
        &["5 x 5", "--max-cells"],
    );
    config("gen open --rows 5 --cols 5 --max-cells 25");
}

#[test]
fn show_draws_in_the_terminal_or_as_svg() {
    let show = config_of!(Show, "show x.in");
    assert_eq!(show.input.file, Path::new("x.in"));
    assert_eq!(show.game, 1);
    assert!(matches!(show.view, View::Terminal { steps: false }));
    assert_eq!(show.color, ColorWhen::Auto);
    assert_eq!(show.input.limits, default_limits());
    assert!(!show.input.quiet);
    let steps = config_of!(Show, "show x.in --step -g 2 --color never").view;
    assert!(matches!(steps, View::Terminal { steps: true }));
    for (args, still) in [("-o a.svg", false), ("--svg A.SVG --still", true)] {
        let view = config_of!(Show, &format!("show x.in {args}")).view;
        let View::Svg { path, animated } = view else {
            panic!("{args}: {view:?}");
        };
        assert_eq!(animated, !still, "{args}");
        assert_eq!(
            path,
            PathBuf::from(args.split(' ').nth(1).unwrap_or_default())
        );
    }
    config("show x.in -o -");
    refused(
        "show x.in --svg a.svg --step",
        ErrorKind::ArgumentConflict,
        &["--step", "--svg"],
    );
    refused(
        "show x.in --still",
        ErrorKind::MissingRequiredArgument,
        &["--svg"],
    );
    refused(
        "show x.in -o a.png",
        ErrorKind::ValueValidation,
        &["must end in .svg", "a.svg"],
    );
}

#[test]
fn explain_takes_one_game_or_one_cell() {
    let explain = config_of!(Explain, "explain x.in --game 2");
    assert!(matches!(explain.what, Explained::Game(2)));
    assert!(!explain.json && !explain.input.quiet);
    assert_eq!(explain.color, ColorWhen::Auto);
    assert_eq!(explain.input.limits, default_limits());
    let explain = config_of!(Explain, "explain x.in --cell 2,3 --format json");
    let Explained::Cell(cell) = explain.what else {
        panic!("not a cell: {explain:?}");
    };
    assert_eq!(cell, Pos { row: 1, col: 2 });
    assert!(explain.json);
    refused(
        "explain x.in",
        ErrorKind::MissingRequiredArgument,
        &["--game", "--cell"],
    );
    refused(
        "explain x.in --game 1 --cell 1,2",
        ErrorKind::ArgumentConflict,
        &["--game", "--cell"],
    );
    for cell in ["0,2", "2", "a,b"] {
        refused(
            &format!("explain x.in --cell {cell}"),
            ErrorKind::ValueValidation,
            &["is not a cell"],
        );
    }
}

#[test]
fn demo_defaults() {
    let demo = config_of!(Demo, "demo");
    assert_eq!(demo.engine, Engine::default());
    assert_eq!(demo.color, ColorWhen::Auto);
    let demo = config_of!(Demo, "demo --engine classic --color always");
    assert_eq!(
        (demo.engine, demo.color),
        (Engine::Classic, ColorWhen::Always)
    );
    refused("demo -j 2", ErrorKind::UnknownArgument, &["-j"]);
}

#[test]
fn bench_runs_the_standard_workloads_or_the_matrix() {
    let bench = config_of!(Bench, "bench");
    let BenchConfig::Standard {
        official: None,
        quick: false,
        check: false,
        repeat,
        quiet: false,
    } = bench
    else {
        panic!("not the defaults: {bench:?}");
    };
    assert_eq!(repeat.get(), 3);
    let bench = config_of!(Bench, "bench --official d --check --repeat 1 -q");
    let BenchConfig::Standard {
        official: Some(official),
        quick: false,
        check: true,
        repeat,
        quiet: true,
    } = bench
    else {
        panic!("not as given: {bench:?}");
    };
    assert_eq!((official, repeat.get()), (PathBuf::from("d"), 1));
    assert!(matches!(
        config_of!(Bench, "bench --quick"),
        BenchConfig::Standard { quick: true, .. }
    ));
    for (args, drawn) in [("", "bench-matrix.svg"), ("--plot p.svg", "p.svg")] {
        let bench = config_of!(Bench, &format!("bench --matrix {args}"));
        let BenchConfig::Matrix { plot, repeat, .. } = bench else {
            panic!("not the matrix: {bench:?}");
        };
        assert_eq!((plot, repeat.get()), (PathBuf::from(drawn), 3));
    }
}

#[test]
fn bench_options_of_one_kind_refuse_the_other() {
    for flag in ["--official d", "--quick", "--check"] {
        refused(
            &format!("bench --matrix {flag}"),
            ErrorKind::ArgumentConflict,
            &["--matrix", flag.split(' ').next().unwrap_or_default()],
        );
    }
    refused(
        "bench --quick --check",
        ErrorKind::ArgumentConflict,
        &["--quick", "--check"],
    );
    refused(
        "bench --plot p.svg",
        ErrorKind::MissingRequiredArgument,
        &["--matrix"],
    );
    refused(
        "bench --repeat 0",
        ErrorKind::ValueValidation,
        &["--repeat"],
    );
}

#[test]
fn check_reads_at_most_one_file_from_stdin() {
    let check = config_of!(Check, "check in out");
    assert_eq!(check.input, PathBuf::from("in"));
    assert_eq!(check.output, PathBuf::from("out"));
    assert_eq!(check.answer, None);
    assert!(!check.verbose);
    let check = config_of!(Check, "check - out ans --verbose");
    assert_eq!(check.answer, Some(PathBuf::from("ans")));
    assert!(check.verbose);
    for args in ["check - -", "check in - -", "check - out -"] {
        refused(args, ErrorKind::ArgumentConflict, &["only one of"]);
    }
    refused("check in", ErrorKind::MissingRequiredArgument, &["OUTPUT"]);
    refused(
        "check --quiet in out",
        ErrorKind::UnknownArgument,
        &["--quiet"],
    );
}

#[test]
fn validate_limits_start_from_none_or_noip() {
    let validate = config_of!(Validate, "validate");
    assert_eq!(validate.files, [PathBuf::from("-")]);
    assert_eq!(validate.limits, ContestLimits::NONE);
    let validate = config_of!(Validate, "validate a.in dir --noip");
    assert_eq!(
        validate.files,
        [PathBuf::from("a.in"), PathBuf::from("dir")]
    );
    assert_eq!(validate.limits, ContestLimits::NOIP);
    let noip = ContestLimits::NOIP;
    let validate = config_of!(Validate, "validate --noip --max-rows 5");
    assert_eq!(
        validate.limits,
        ContestLimits {
            max_rows: 5,
            ..noip
        }
    );
    let none = ContestLimits::NONE;
    let validate = config_of!(Validate, "validate --max-games 7 --max-cols 2");
    let expected = ContestLimits {
        max_games: 7,
        max_cols: 2,
        ..none
    };
    assert_eq!(validate.limits, expected);
    for flag in ["--max-rows", "--max-cols"] {
        refused(
            &format!("validate {flag} 0"),
            ErrorKind::ValueValidation,
            &[flag],
        );
    }
}

#[test]
fn test_runs_one_program_after_dashes_or_each_run() {
    let test = config_of!(Test, "test d -- ./prog a b");
    assert_eq!(test.dir, Path::new("d"));
    assert_eq!(test.time_limit, Duration::from_secs(1));
    assert_eq!(test.jobs.get(), 1);
    let programs: Vec<String> = test.programs.iter().map(ToString::to_string).collect();
    assert_eq!(programs, ["./prog a b"]);
    let test = config_of!(Test, "test d -j 0 --time-limit 0.5 -- p");
    let cores = std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN);
    assert_eq!(
        (test.jobs, test.time_limit),
        (cores, Duration::from_millis(500))
    );
    let runs = ["test", "d", "--run", "python3 'my sol.py'", "--run", "./a"];
    let Ok(Config::Test(test)) = parse_words(&runs) else {
        panic!("{runs:?} refused");
    };
    assert_eq!(test.programs.len(), 2);
    assert_eq!(test.programs[0].name, "python3");
    assert_eq!(test.programs[0].args, ["my sol.py"]);
    assert_eq!(test.programs[1].to_string(), "./a");
}

#[test]
fn test_refuses_two_ways_of_naming_programs_and_none() {
    refused(
        "test d --run a -- b",
        ErrorKind::ArgumentConflict,
        &["--run"],
    );
    refused("test d", ErrorKind::MissingRequiredArgument, &["CMD"]);
    refused(
        "test d ./prog x",
        ErrorKind::UnknownArgument,
        &["huarong test d [OPTIONS] -- ./prog x", "--run"],
    );
    refused(
        "test d -j 5000 -- p",
        ErrorKind::ValueValidation,
        &["-j 5000"],
    );
    refused(
        "test d --time-limit 0 -- p",
        ErrorKind::ValueValidation,
        &["--time-limit 0"],
    );
    let words = ["test", "d", "--run", "'open"];
    assert_refused(
        parse_words(&words),
        "test d --run 'open",
        ErrorKind::ValueValidation,
        &["a single quote is not closed"],
    );
}

#[test]
fn stress_defaults() {
    let stress = config_of!(Stress, "stress -- ./prog x");
    assert_eq!(stress.families, Family::ALL);
    assert_eq!((stress.max_rows, stress.max_cols), (8, 8));
    assert_eq!(stress.max_games, 20);
    assert_eq!(stress.time_limit, Duration::from_secs(2));
    assert!(matches!(stress.budget, StressBudget::Time(t) if t == Duration::from_secs(30)));
    assert_eq!(stress.seed, None);
    assert_eq!(stress.out, Path::new("./stress-fail"));
    assert_eq!(stress.program.to_string(), "./prog x");
    assert!(!stress.quiet);
    let stress = config_of!(Stress, "stress --family ring --family open --seed 4 -- p");
    assert_eq!(stress.families, [Family::SnakingRing, Family::Open]);
    assert_eq!(stress.seed, Some(4));
}

#[test]
fn stress_takes_one_budget() {
    let budget = config_of!(Stress, "stress --cases 5 -- p").budget;
    assert!(matches!(budget, StressBudget::Cases(n) if n == NonZeroU64::new(5).unwrap()));
    let budget = config_of!(Stress, "stress --duration 2.5 -- p").budget;
    assert!(matches!(budget, StressBudget::Time(t) if t == Duration::from_millis(2500)));
    refused(
        "stress --cases 5 --duration 5 -- p",
        ErrorKind::ArgumentConflict,
        &["--cases", "--duration"],
    );
    refused(
        "stress --cases 0 -- p",
        ErrorKind::ValueValidation,
        &["--cases 0"],
    );
    let too_long = MAX_SECONDS + 1;
    refused(
        &format!("stress --duration {too_long} -- p"),
        ErrorKind::ValueValidation,
        &["--duration"],
    );
    for flag in [
        "--max-rows 0",
        "--max-cols 1001",
        "--max-games 0",
        "--time-limit 0",
    ] {
        refused(
            &format!("stress {flag} -- p"),
            ErrorKind::ValueValidation,
            &[flag],
        );
    }
    refused(
        "stress --cases 5",
        ErrorKind::MissingRequiredArgument,
        &["CMD"],
    );
    refused(
        "stress ./prog x",
        ErrorKind::UnknownArgument,
        &["huarong stress [OPTIONS] -- ./prog x"],
    );
}

#[test]
fn testset_defaults_and_bounds() {
    let testset = config_of!(Testset, "testset d");
    assert_eq!(testset.dir, Path::new("d"));
    assert!(!testset.original && !testset.quiet);
    assert_eq!((testset.seed, testset.cases), (2013, 20));
    let testset = config_of!(Testset, "testset d --noip --seed 1 --cases 3");
    assert!(testset.original);
    assert_eq!((testset.seed, testset.cases), (1, 3));
    for cases in [0, 1001] {
        refused(
            &format!("testset d --cases {cases}"),
            ErrorKind::ValueValidation,
            &["--cases"],
        );
    }
}

#[test]
fn serve_defaults_are_the_server_s_and_bounded() {
    assert_eq!(
        config_of!(Serve, "serve"),
        huarong_web::ServeConfig::default()
    );
    let serve = config_of!(
        Serve,
        &format!("serve --time-limit {MAX_SECONDS} --client-timeout 1")
    );
    assert_eq!(serve.time_limit, Duration::from_secs(MAX_SECONDS));
    assert_eq!(serve.client_timeout, Duration::from_secs(1));
    for flag in ["--time-limit", "--client-timeout"] {
        for seconds in [0, MAX_SECONDS + 1] {
            refused(
                &format!("serve {flag} {seconds}"),
                ErrorKind::ValueValidation,
                &[flag],
            );
        }
    }
    for (flag, max) in [
        ("--solvers", huarong_web::MAX_SOLVERS),
        ("--queue", huarong_web::MAX_QUEUE),
    ] {
        config(&format!("serve {flag} {max}"));
        refused(
            &format!("serve {flag} {}", max + 1),
            ErrorKind::ValueValidation,
            &[flag],
        );
    }
    refused(
        &format!("serve --max-cells {}", SOLVER_MAX_CELLS + 1),
        ErrorKind::ValueValidation,
        &["--max-cells"],
    );
}

#[test]
fn completions_and_man_pages() {
    let shell = config_of!(Completions, "completions bash");
    assert_eq!(shell, clap_complete::Shell::Bash);
    refused(
        "completions",
        ErrorKind::MissingRequiredArgument,
        &["SHELL"],
    );
    assert_eq!(config_of!(Man, "man").get_name(), "huarong");
    for &name in CommandName::value_variants() {
        let page = config_of!(Man, &format!("man {}", name.name()));
        assert_eq!(page.get_name(), format!("huarong-{}", name.name()));
    }
    refused("man nope", ErrorKind::InvalidValue, &["nope", "solve"]);
}

#[test]
fn quiet_is_taken_where_there_is_progress() {
    for args in [
        "solve -q x.in",
        "gen open -q",
        "show x.in -q",
        "explain x.in -g 1 -q",
        "bench -q",
        "stress -q -- p",
        "testset d -q",
    ] {
        assert!(config(args).quiet(), "{args}");
        assert!(!config(&args.replace(" -q", "")).quiet(), "{args}");
    }
    for args in ["validate -q", "demo -q", "test d -q -- p", "serve -q"] {
        refused(args, ErrorKind::UnknownArgument, &["-q"]);
    }
}

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
