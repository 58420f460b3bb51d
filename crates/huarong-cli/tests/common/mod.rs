//! The harness every integration test shares: the `huarong` binary and checks
//! on its runs, the repository's sample and 20 official cases, temporary files,
//! short calls into the library, and the board-family strategies.

// Each test file is a crate of its own and uses only part of the harness.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::Duration;

use assert_cmd::Command;
use huarong::generate::Family;
use huarong::{Engine, Limits, Puzzle, Solution, SolveError, SolveOptions, parse_puzzle};
use proptest::prelude::*;

/// The sample from the problem statement (`examples/sample.in`).
pub(crate) const SAMPLE: &str = "3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
/// The sample with its 1-based line `line` replaced by `text`.
pub(crate) fn sample_with(line: usize, text: &str) -> String {
    let mut lines: Vec<&str> = SAMPLE.lines().collect();
    lines[line - 1] = text;
    lines.join("\n") + "\n"
}

/// The sample's answers, as the judge prints them.
pub(crate) const SAMPLE_ANSWERS: &str = "2\n-1\n";
/// How many official cases there are.
pub(crate) const OFFICIAL_CASES: usize = 20;
/// Generous: the slowest run takes about a second in release mode; the limit
/// only turns a hang into a failure.
pub(crate) const TIMEOUT: Duration = Duration::from_secs(120);

/// The `huarong` binary under test.
pub(crate) fn bin() -> &'static Path {
    assert_cmd::cargo::cargo_bin!("huarong")
}

/// A `huarong` command with a timeout, and without the caller's `NO_COLOR` so
/// that colour tests decide it themselves.
pub(crate) fn huarong() -> Command {
    let mut cmd = Command::new(bin());
    cmd.timeout(TIMEOUT);
    cmd.env_remove("NO_COLOR");
    cmd
}

/// A path relative to the repository's root.
pub(crate) fn repo(relative: &str) -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join(relative)
}

/// `examples/sample.in`.
pub(crate) fn sample_path() -> PathBuf {
    repo("examples/sample.in")
}

/// The bytes of `path`; panics naming it.
pub(crate) fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// A temporary file holding `bytes`.
pub(crate) fn temp_file(bytes: &[u8]) -> tempfile::NamedTempFile {
    let file = tempfile::NamedTempFile::new().expect("temp file");
    std::fs::write(file.path(), bytes).expect("write temp file");
    file
}

/// A puzzle file for the judge: its input and the judge's answer file.
pub(crate) struct Case {
    /// The input, relative to the repository's root.
    pub(crate) name: String,
    pub(crate) input_path: PathBuf,
    pub(crate) answer_path: PathBuf,
}

impl Case {
    fn new(input: &str, answer: &str) -> Case {
        Case {
            name: input.to_owned(),
            input_path: repo(input),
            answer_path: repo(answer),
        }
    }

    /// The input's bytes.
    pub(crate) fn input(&self) -> Vec<u8> {
        read(&self.input_path)
    }

    /// The answer file's bytes.
    pub(crate) fn answer_text(&self) -> Vec<u8> {
        read(&self.answer_path)
    }

    /// The input, parsed.
    pub(crate) fn puzzle(&self) -> Puzzle {
        parse_puzzle(&self.input(), &Limits::default())
            .unwrap_or_else(|e| panic!("{}: {e}", self.name))
    }

    /// The judge's answers, `None` for -1.
    pub(crate) fn answers(&self) -> Vec<Option<u64>> {
        String::from_utf8(self.answer_text())
            .expect("UTF-8 answers")
            .lines()
            .map(|l| l.trim().parse::<i64>().expect("an answer"))
            .map(|a| u64::try_from(a).ok())
            .collect()
    }
}

/// The statement's sample with its answer file.
pub(crate) fn sample_case() -> Case {
    Case::new("examples/sample.in", "examples/sample.out")
}

/// The folder of the official NOIP 2013 cases.
pub(crate) fn official_dir() -> PathBuf {
    repo("data/noip2013")
}

/// Official case `n` (1 to [`OFFICIAL_CASES`]).
pub(crate) fn official_case(n: usize) -> Case {
    Case::new(
        &format!("data/noip2013/puzzle{n}.in"),
        &format!("data/noip2013/puzzle{n}.ans"),
    )
}

/// Every official case, in order.
pub(crate) fn official_cases() -> impl Iterator<Item = Case> {
    (1..=OFFICIAL_CASES).map(official_case)
}

/// `text` parsed with the default limits; panics when it is not a puzzle.
pub(crate) fn puzzle(text: &str) -> Puzzle {
    parse_puzzle(text.as_bytes(), &Limits::default()).expect("valid puzzle")
}

/// Every game's answer from `engine`.
pub(crate) fn answers(puzzle: &Puzzle, engine: Engine) -> Result<Vec<Option<u64>>, SolveError> {
    huarong::solve(puzzle, &SolveOptions::new(engine)).map(huarong::Answers::into_costs)
}

/// Every game's solution from `engine`; panics when it cannot solve.
pub(crate) fn solutions(puzzle: &Puzzle, engine: Engine) -> Vec<Option<Solution>> {
    let answers = huarong::solve(puzzle, &SolveOptions::new(engine).with_moves(true))
        .unwrap_or_else(|e| panic!("{engine}: {e}\n{puzzle}"));
    answers.solutions().expect("moves were asked for").to_vec()
}

/// Standard error as text.
pub(crate) fn stderr_text(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Runs `huarong args` on `input` and returns its output, checked to be a
/// success with empty stderr.
pub(crate) fn run_ok(args: &[&str], input: &[u8]) -> Output {
    let out = huarong()
        .args(args)
        .write_stdin(input.to_vec())
        .output()
        .expect("huarong runs");
    assert!(
        out.status.success(),
        "huarong {args:?} on {:?}: exit {:?}, stderr: {}",
        String::from_utf8_lossy(input),
        out.status,
        stderr_text(&out)
    );
    assert!(
        out.stderr.is_empty(),
        "huarong {args:?}: unexpected stderr: {}",
        stderr_text(&out)
    );
    out
}

/// What `huarong args` prints with nothing on stdin, checked as by [`run_ok`].
pub(crate) fn stdout_of(args: &[&str]) -> String {
    String::from_utf8(run_ok(args, b"").stdout).expect("UTF-8")
}

/// Checks a refusal: exit status 1, empty stdout, and a stderr line
/// `error: <prefix>...` containing every one of `phrases` (under which a
/// parse error shows the input's line and a caret). Returns stderr.
pub(crate) fn expect_error_line(
    out: &Output,
    what: &str,
    prefix: &str,
    phrases: &[&str],
) -> String {
    let stderr = stderr_text(out);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{what}: expected exit status 1, got {:?}; stderr: {stderr}",
        out.status
    );
    assert!(
        out.stdout.is_empty(),
        "{what}: stdout must be empty, got {:?}",
        String::from_utf8_lossy(&out.stdout)
    );
    // One line, or one line and the offending input line with a caret
    // under the fault.
    let lines: Vec<&str> = stderr.lines().collect();
    let excerpt = match lines.as_slice() {
        [_] => true,
        [_, text, caret] => text.contains(" | ") && caret.trim_end().ends_with('^'),
        _ => false,
    };
    assert!(
        stderr.ends_with('\n') && excerpt,
        "{what}: stderr must be one line, and maybe an excerpt with a caret, got {stderr:?}"
    );
    let want = format!("error: {prefix}");
    assert!(
        stderr.starts_with(&want),
        "{what}: stderr must start with {want:?}, got {stderr:?}"
    );
    for phrase in phrases {
        assert!(
            stderr.contains(phrase),
            "{what}: stderr must mention {phrase:?}, got {stderr:?}"
        );
    }
    stderr
}

/// A usage error: exit status 2, nothing on stdout, something on stderr.
/// Returns stderr.
pub(crate) fn usage_error(args: &[&str]) -> String {
    let out = huarong()
        .args(args)
        .write_stdin(SAMPLE)
        .output()
        .expect("huarong runs");
    let stderr = stderr_text(&out);
    assert_eq!(
        out.status.code(),
        Some(2),
        "huarong {args:?}: expected exit status 2, got {:?}; stderr: {stderr}",
        out.status,
    );
    assert!(
        out.stdout.is_empty(),
        "huarong {args:?}: stdout must be empty"
    );
    assert!(!stderr.is_empty(), "huarong {args:?}: stderr must explain");
    stderr
}

/// The structured families, with their parameters drawn where they have one.
pub(crate) fn structured_family() -> impl Strategy<Value = Family> {
    prop_oneof![
        Just(Family::Open),
        Just(Family::PerfectMaze),
        (0.0..0.5f64).prop_map(|knock| Family::BraidedMaze { knock }),
        Just(Family::Spiral),
        Just(Family::Comb),
        Just(Family::SnakingRing),
        (1..4usize).prop_map(|width| Family::Bumps { width }),
        (1..5usize).prop_map(|size| Family::Rooms { size }),
        (2..5usize).prop_map(|width| Family::Beads { width }),
    ]
}

/// Any family, the random one with a fixed fraction from 0 to 0.6.
pub(crate) fn any_family() -> impl Strategy<Value = Family> {
    prop_oneof![
        (0.0..0.6f64).prop_map(|fixed| Family::Random { fixed }),
        structured_family(),
        Just(Family::Line),
        Just(Family::Column),
    ]
}
