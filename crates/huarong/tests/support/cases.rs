//! The puzzles every test suite reads: the statement's sample, the 20
//! official NOIP 2013 cases with the judge's answers, and short calls into
//! the library to parse and answer them. The library's tests use it as
//! `support::cases`, and the command's harness includes this same file, so
//! that both read the cases one way.

use std::path::{Path, PathBuf};

use huarong::{Engine, InputLimits, Puzzle, Solution, SolveError, SolveOptions, parse_puzzle};

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

/// A path relative to the repository's root (both crates sit two folders
/// below it).
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
        parse_puzzle(&self.input(), &InputLimits::default())
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
    parse_puzzle(text.as_bytes(), &InputLimits::default()).expect("valid puzzle")
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
