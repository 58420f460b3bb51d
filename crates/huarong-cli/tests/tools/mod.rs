//! The tools for contestants and problem setters, through the binary, a
//! module each: `check` (each exit status and its message), `validate`
//! (faults with line and column, limits), `test` (the table and each
//! verdict), `stress` (planted bugs found and shrunk, a correct solution
//! passing) and `testset`. The programs under test are the Python solutions
//! in `planted/`: `classic.py` is correct, the others each plant one bug.

mod check;
mod stress;
mod test_cmd;
mod testset;
mod validate;

use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::{Duration, Instant};

use crate::common::{
    SAMPLE, huarong, puzzle, sample_path, sample_with, stderr_text, temp_file, usage_error,
};
use huarong::generate::Family;
use huarong::{ContestLimits, Engine, validate_puzzle};

/// The solutions in `planted/`.
const CORRECT: &str = "classic.py";

const WALKS_THROUGH_PIECE: &str = "walks_through_piece.py";

const NEAREST_SIDE_ONLY: &str = "nearest_side_only.py";

const UNREACHABLE_SIDE: &str = "unreachable_side.py";

/// A game on which starting from the nearest side gives 22 instead of 20:
/// the blank is beside the piece on the left, but must come round from below.
const NEAREST_SIDE_CASE: &str = "3 3 1\n1 1 1\n1 0 1\n1 1 1\n3 2 2 1 1 3\n";

/// A game where the piece cuts the blank off from a free side.
const CUT_OFF_CASE: &str = "1 3 1\n1 1 1\n1 1 1 2 1 3\n";

/// `python3 -B planted/NAME` (no bytecode files written into the tree).
fn python(name: &str) -> Vec<String> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/planted")
        .join(name);
    vec![
        "python3".to_owned(),
        "-B".to_owned(),
        script.to_string_lossy().into_owned(),
    ]
}

/// `sh -c script`, as a program under test.
fn sh(script: &str) -> Vec<String> {
    ["sh", "-c", script].map(str::to_owned).to_vec()
}

/// Runs `huarong args` with `stdin`.
fn run(args: &[&str], stdin: &[u8]) -> Output {
    huarong()
        .args(args)
        .write_stdin(stdin.to_vec())
        .output()
        .expect("huarong runs")
}

fn stdout_text(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn path_str(path: &Path) -> &str {
    path.to_str().expect("UTF-8 path")
}

/// A planted solution's output on `input`, as text.
fn output_of(script: &str, input: &str) -> Vec<u8> {
    let words = python(script);
    std::process::Command::new(&words[0])
        .args(&words[1..])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("piped")
                .write_all(input.as_bytes())?;
            child.wait_with_output()
        })
        .expect("python3 runs")
        .stdout
}
