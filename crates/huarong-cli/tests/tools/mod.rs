//! The tools for contestants and problem setters, through the binary:
//! `check` (each exit status and its message), `validate` (faults with line
//! and column, limits), `test` (the table and each verdict) and `stress`
//! (planted bugs found and shrunk, a correct solution passing). The programs
//! under test are the Python solutions in `planted/`: `classic.py` is
//! correct, the others each plant one bug.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::{Duration, Instant};

use common::{
    SAMPLE, huarong, puzzle, sample_path, sample_with, stderr_text, temp_file, usage_error,
};
use huarong::generate::Family;
use huarong::{DataLimits, Engine, validate_puzzle};

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

// ---------------------------------------------------------------- check

/// `huarong check` on the sample with `output` (and `answer` if given):
/// its exit status and its stderr.
fn check(output: &[u8], answer: Option<&str>, verbose: bool) -> (Option<i32>, String) {
    let output = temp_file(output);
    let answer = answer.map(|a| temp_file(a.as_bytes()));
    let sample = sample_path();
    let mut args = vec!["check", path_str(&sample), path_str(output.path())];
    if let Some(answer) = &answer {
        args.push(path_str(answer.path()));
    }
    if verbose {
        args.push("--verbose");
    }
    let out = run(&args, b"");
    assert!(out.stdout.is_empty(), "check prints nothing on stdout");
    (out.status.code(), stderr_text(&out))
}

#[test]
fn check_accepts_right_outputs_with_0() {
    let ok = (Some(0), "ok 2 games\n".to_owned());
    assert_eq!(check(b"2\n-1\n", None, false), ok);
    assert_eq!(check(b"2\n-1\n", Some("2\n-1\n"), false), ok);
    let moves = run(&["solve", "--moves", path_str(&sample_path())], b"");
    assert_eq!(check(&moves.stdout, Some("2\n-1\n"), false), ok);
    // The output on stdin.
    let out = run(&["check", path_str(&sample_path()), "-"], b"2 UU\n-1\n");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stderr_text(&out), "ok 2 games\n");
}

#[test]
fn check_flags_wrong_answers_with_1() {
    let wrong = |output: &[u8], line: &str| {
        assert_eq!(
            check(output, None, false),
            (Some(1), format!("wrong answer {line}\n")),
            "{}",
            String::from_utf8_lossy(output)
        );
    };
    wrong(b"3\n-1\n", "game 1 (line 1): expected 2, found 3");
    wrong(b"2\n7\n", "game 2 (line 2): expected -1, found 7");
    wrong(b"4 UDUU\n-1\n", "game 1 (line 1): expected 2, found 4");
    wrong(
        b"2 UUU\n-1\n",
        "game 1 (line 1): 2 moves announced, 3 given",
    );
    wrong(
        b"2 LU\n-1\n",
        "game 1 (line 1): move 1 (L) takes the blank onto a fixed piece",
    );
    wrong(
        b"2 DU\n-1\n",
        "game 1 (line 1): move 1 (D) takes the blank off the board",
    );
    wrong(
        b"2 UD\n-1\n",
        "game 1 (line 1): the moves leave the piece at (1, 2), not on the target (2, 2)",
    );
    // One line, the first wrong game; --verbose lists them all.
    assert_eq!(
        check(b"1\n0\n", None, false),
        (
            Some(1),
            "wrong answer game 1 (line 1): expected 2, found 1\n".to_owned()
        )
    );
    assert_eq!(
        check(b"1\n0\n", None, true),
        (
            Some(1),
            "wrong answer game 1 (line 1): expected 2, found 1\n\
             wrong answer game 2 (line 2): expected -1, found 0\n"
                .to_owned()
        )
    );
}

#[test]
fn check_flags_malformed_outputs_with_2() {
    let malformed = |output: &[u8], what: &str| {
        assert_eq!(
            check(output, None, false),
            (Some(2), format!("wrong output format {what}\n")),
            "{}",
            String::from_utf8_lossy(output)
        );
    };
    malformed(b"two\n-1\n", "line 1: 'two' is not an integer");
    malformed(b"2\n", "line 2: 1 line in all: expected 2, one per game");
    malformed(
        b"2\n-1\n0\n",
        "line 3: a line after the last game (2 games, one line each)",
    );
    malformed(
        b"2 UP\n-1\n",
        "line 1: 'UP' is not a move sequence (letters U, D, L, R)",
    );
    malformed(b"\n2\n-1\n", "line 1: an empty line: expected a number");
}

#[test]
fn check_blames_the_jury_with_3() {
    let (status, err) = check(b"2\n-1\n", Some("2\n0\n"), false);
    assert_eq!(status, Some(3));
    assert_eq!(
        err,
        "FAIL answer game 2 (line 2): the answer file says 0, huarong says -1\n"
    );
    let (status, err) = check(b"2\n-1\n", Some("2\n"), false);
    assert_eq!(status, Some(3));
    assert_eq!(
        err,
        "FAIL answer: line 2: 1 line in all: expected 2, one per game\n"
    );
    let (status, err) = check(b"2\n-1\n", Some("2 LU\n-1\n"), false);
    assert_eq!(status, Some(3));
    assert_eq!(
        err,
        "FAIL answer game 1 (line 1): move 1 (L) takes the blank onto a fixed piece\n"
    );
    // A broken input.
    let input = temp_file(b"3 4 2\n0 1 1 1\n");
    let out = run(&["check", path_str(input.path()), "-"], b"2\n-1\n");
    assert_eq!(out.status.code(), Some(3));
    assert!(
        stderr_text(&out).starts_with("FAIL input: line 3, column 1: the input ends early"),
        "{}",
        stderr_text(&out)
    );
    // A missing output file is the judge's problem too.
    let out = run(
        &["check", path_str(&sample_path()), "/nonexistent/out"],
        b"",
    );
    assert_eq!(out.status.code(), Some(3));
    assert!(stderr_text(&out).starts_with("FAIL output: cannot read /nonexistent/out"));
}

#[test]
fn check_reads_at_most_one_file_from_stdin() {
    usage_error(&["check", "-", "-"]);
    usage_error(&["check", path_str(&sample_path())]);
}

#[test]
fn check_flags_the_planted_bugs() {
    let sample_check = |script: &str| {
        let output = output_of(script, SAMPLE);
        check(&output, None, false)
    };
    assert_eq!(sample_check(CORRECT), (Some(0), "ok 2 games\n".to_owned()));
    assert_eq!(
        sample_check(WALKS_THROUGH_PIECE),
        (
            Some(1),
            "wrong answer game 2 (line 2): expected -1, found 3\n".to_owned()
        )
    );
    // The crash leaves no output.
    assert_eq!(
        sample_check(UNREACHABLE_SIDE),
        (
            Some(2),
            "wrong output format line 1: 0 lines in all: expected 2, one per game\n".to_owned()
        )
    );
    let input = temp_file(NEAREST_SIDE_CASE.as_bytes());
    let output = temp_file(&output_of(NEAREST_SIDE_ONLY, NEAREST_SIDE_CASE));
    let out = run(
        &["check", path_str(input.path()), path_str(output.path())],
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr_text(&out),
        "wrong answer game 1 (line 1): expected 20, found 22\n"
    );
}

// ------------------------------------------------------------- validate

/// `huarong validate args` on `input`: checked to fail with exactly `line`
/// on stderr, then the input's line with a caret under the fault.
fn invalid(args: &[&str], input: &str, line: &str) {
    let mut all = vec!["validate"];
    all.extend(args);
    let out = run(&all, input.as_bytes());
    assert_eq!(
        out.status.code(),
        Some(1),
        "{input:?}: {}",
        stderr_text(&out)
    );
    assert!(out.stdout.is_empty());
    let stderr = stderr_text(&out);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 3, "{input:?}: {stderr}");
    assert_eq!(lines[0], line, "{input:?}");
    // The caret stands under the column the message names.
    let column: usize = line
        .split(", column ")
        .nth(1)
        .and_then(|rest| rest.split(':').next())
        .and_then(|c| c.parse().ok())
        .expect("a column");
    let gutter = lines[2].find('|').expect("a gutter") + 2;
    assert_eq!(
        lines[2].find('^'),
        Some(gutter + column - 1),
        "{input:?}: {stderr}"
    );
}

fn valid(args: &[&str], input: &str) {
    let mut all = vec!["validate"];
    all.extend(args);
    let out = run(&all, input.as_bytes());
    assert_eq!(
        (out.status.code(), stdout_text(&out), stderr_text(&out)),
        (Some(0), "ok\n".to_owned(), String::new()),
        "{input:?}"
    );
}

#[test]
fn validate_accepts_the_sample_and_what_gen_writes() {
    valid(&[], SAMPLE);
    valid(&["--noip"], SAMPLE);
    let out = run(&["validate", path_str(&sample_path())], b"");
    assert_eq!(stdout_text(&out), "ok\n");
    for family in Family::NAMES {
        let generated = run(
            &["gen", family, "--rows", "9", "--cols", "7", "--games", "20"],
            b"",
        );
        valid(&["--noip"], &stdout_text(&generated));
    }
}

#[test]
fn validate_names_the_first_fault() {
    let cases = [
        (
            sample_with(2, "0  1 1 1"),
            "line 2, column 3: a second space: numbers are separated by exactly one space",
        ),
        (
            sample_with(1, "3 4 2 "),
            "line 1, column 6: a space at the end of the line",
        ),
        (
            sample_with(2, " 0 1 1 1"),
            "line 2, column 1: a space at the start of the line",
        ),
        (
            sample_with(3, "0 1\t1 0"),
            "line 3, column 4: a tab: numbers are separated by exactly one space",
        ),
        (
            SAMPLE.replace('\n', "\r\n"),
            "line 1, column 6: a carriage return (CR): lines end with LF alone",
        ),
        (
            sample_with(1, "03 4 2"),
            "line 1, column 1: '03' has a leading zero",
        ),
        (
            sample_with(5, "+3 2 1 2 2 2"),
            "line 5, column 1: '+3' has a sign: numbers are written without + or -",
        ),
        (
            SAMPLE.trim_end().to_owned(),
            "line 6, column 12: no newline at the end of the last line",
        ),
        (
            format!("{SAMPLE}\n"),
            "line 6, column 12: an empty line follows: the file must end with this line's newline",
        ),
        (
            format!("{SAMPLE}x\n"),
            "line 7, column 1: unexpected text after the last game (2 games were announced)",
        ),
        (
            sample_with(5, "3 2 1 2 2 2 1 2 2 2 3 2"),
            "line 5, column 13: '1' is one number too many: this line holds 6",
        ),
        (
            sample_with(2, "0 1 1"),
            "line 2, column 6: the line ends early: expected cell (1, 4): 0 (fixed) or 1 (movable)",
        ),
        (
            sample_with(2, "0 1 2 1"),
            "line 2, column 5: 2 is out of range: expected cell (1, 3): 0 (fixed) or 1 (movable)",
        ),
        (
            sample_with(5, "3 2 1 2 2 x"),
            "line 5, column 11: 'x' is not an integer: expected TY of game 1: a column from 1 to 4",
        ),
        (
            sample_with(6, "1 1 2 2 3 2"),
            "line 6, column 1: game 2: the blank at (1, 1) is on a fixed cell (0); it must be on a 1-cell",
        ),
        (
            sample_with(5, "1 2 1 2 2 2"),
            "line 5, column 5: game 1: the blank and the designated piece are both at (1, 2); they must differ",
        ),
        (
            format!("\u{feff}{SAMPLE}"),
            "line 1, column 1: a UTF-8 byte-order mark: the file must start with the number of rows",
        ),
    ];
    for (input, line) in cases {
        invalid(&[], &input, line);
    }
}

#[test]
fn validate_applies_the_limits() {
    let wide = format!("1 31 1\n{}1\n1 1 1 2 1 31\n", "1 ".repeat(30));
    valid(&[], &wide);
    invalid(
        &["--noip"],
        &wide,
        "line 1, column 3: the number of columns is 31, above the limit of 30",
    );
    // An explicit limit replaces --noip's.
    valid(&["--noip", "--max-cols", "31"], &wide);
    invalid(
        &["--max-rows", "2"],
        SAMPLE,
        "line 1, column 1: the number of rows is 3, above the limit of 2",
    );
    invalid(
        &["--max-games", "1"],
        SAMPLE,
        "line 1, column 5: the number of games is 2, above the limit of 1",
    );
    let many = format!("1 2 501\n1 1\n{}", "1 1 1 2 1 2\n".repeat(501));
    valid(&[], &many);
    invalid(
        &["--noip"],
        &many,
        "line 1, column 5: the number of games is 501, above the limit of 500",
    );
    usage_error(&["validate", "--max-rows", "0"]);
}

// ----------------------------------------------------------------- test

/// A folder of cases: the sample (no answer file: huarong's answers), a
/// ring from `gen` with its answer file, and a board where the piece cuts
/// the blank off.
fn cases_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path();
    std::fs::write(path.join("sample.in"), SAMPLE).expect("write");
    std::fs::write(path.join("case10.in"), CUT_OFF_CASE).expect("write");
    std::fs::write(path.join("case2.in"), NEAREST_SIDE_CASE).expect("write");
    let answers = path.join("ring.ans");
    let ring = run(
        &["gen", "ring", "--rows", "6", "--cols", "6", "--games", "30"],
        b"",
    );
    std::fs::write(path.join("ring.in"), &ring.stdout).expect("write");
    let out = run(
        &[
            "gen",
            "ring",
            "--rows",
            "6",
            "--cols",
            "6",
            "--games",
            "30",
            "--answers",
            path_str(&answers),
        ],
        b"",
    );
    assert_eq!(out.stdout, ring.stdout);
    std::fs::write(path.join("notes.txt"), "not a case").expect("write");
    dir
}

/// `huarong test DIR [flags] -- program...`.
fn test_dir(dir: &Path, flags: &[&str], program: &[String]) -> Output {
    let mut args = vec!["test", path_str(dir)];
    args.extend(flags);
    args.push("--");
    args.extend(program.iter().map(String::as_str));
    run(&args, b"")
}

/// The table's rows: case name and verdict (which holds no two spaces in a
/// row, while two or more end it).
fn verdicts(out: &Output) -> Vec<(String, String)> {
    let text = stdout_text(out);
    let mut lines = text.lines();
    let header = lines.next().expect("a header");
    let words: Vec<&str> = header.split_whitespace().collect();
    assert_eq!(words, ["case", "verdict", "time", "memory"], "{header}");
    let column = header.find("verdict").expect("a verdict column");
    lines
        .take_while(|l| !l.is_empty())
        .map(|line| {
            let verdict = line[column..].split("  ").next().unwrap_or("");
            (line[..column].trim().to_owned(), verdict.to_owned())
        })
        .collect()
}

fn rows(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
        .collect()
}

#[test]
fn test_accepts_a_correct_solution() {
    let dir = cases_dir();
    let out = test_dir(dir.path(), &[], &python(CORRECT));
    assert_eq!(out.status.code(), Some(0), "{}", stdout_text(&out));
    assert_eq!(
        verdicts(&out),
        rows(&[
            ("case2", "AC"),
            ("case10", "AC"),
            ("ring", "AC"),
            ("sample", "AC")
        ])
    );
    let text = stdout_text(&out);
    assert!(text.ends_with("\n4 of 4 cases AC\n"), "{text}");
    let sample_row = text.lines().find(|l| l.starts_with("sample")).unwrap();
    assert!(
        sample_row.contains(" s ") && sample_row.ends_with(" MiB"),
        "{sample_row}"
    );
    // In parallel: the same table, in the same order.
    let parallel = test_dir(dir.path(), &["-j", "3"], &python(CORRECT));
    assert_eq!(verdicts(&parallel), verdicts(&out));
}

#[test]
fn test_flags_the_planted_bugs() {
    let dir = cases_dir();
    let out = test_dir(dir.path(), &["-j", "2"], &python(WALKS_THROUGH_PIECE));
    assert_eq!(out.status.code(), Some(1));
    let table = verdicts(&out);
    assert_eq!(table[3], ("sample".to_owned(), "WA".to_owned()));
    assert!(
        stdout_text(&out)
            .contains("\nsample: wrong answer game 2 (line 2): expected -1, found 3\n"),
        "{}",
        stdout_text(&out)
    );

    let out = test_dir(dir.path(), &[], &python(NEAREST_SIDE_ONLY));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(verdicts(&out)[0], ("case2".to_owned(), "WA".to_owned()));

    let out = test_dir(dir.path(), &[], &python(UNREACHABLE_SIDE));
    assert_eq!(out.status.code(), Some(1));
    let table = verdicts(&out);
    assert_eq!(table[1], ("case10".to_owned(), "RE (exit 1)".to_owned()));
    assert!(
        stdout_text(&out).contains("\ncase10: RE (exit 1): 'KeyError: (0, 2)'\n"),
        "{}",
        stdout_text(&out)
    );
}

#[test]
fn test_reports_signals_time_outs_and_broken_answers() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("a.in"), SAMPLE).expect("write");
    let sh = |script: &str| vec!["sh".to_owned(), "-c".to_owned(), script.to_owned()];
    let out = test_dir(dir.path(), &[], &sh("kill -SEGV $$"));
    assert_eq!(verdicts(&out), rows(&[("a", "RE (SIGSEGV)")]));
    assert_eq!(out.status.code(), Some(1));

    let out = test_dir(dir.path(), &[], &sh("exit 3"));
    assert_eq!(verdicts(&out), rows(&[("a", "RE (exit 3)")]));

    let start = Instant::now();
    let out = test_dir(dir.path(), &["--time-limit", "0.3"], &sh("sleep 30"));
    assert_eq!(verdicts(&out), rows(&[("a", "TLE")]));
    assert!(stdout_text(&out).contains("\na: TLE: killed after 0.3 s\n"));
    assert!(start.elapsed() < Duration::from_secs(10));

    // A right answer printed by a shell: AC, whatever reads the input.
    let out = test_dir(dir.path(), &[], &sh("printf '2\\n-1\\n'"));
    assert_eq!(verdicts(&out), rows(&[("a", "AC")]));

    std::fs::write(dir.path().join("a.ans"), "2\n").expect("write");
    let out = test_dir(dir.path(), &[], &sh("printf '2\\n-1\\n'"));
    assert_eq!(verdicts(&out), rows(&[("a", "FAIL")]));
    assert!(
        stdout_text(&out)
            .contains("\na: FAIL a.ans: line 2: 1 line in all: expected 2, one per game\n"),
        "{}",
        stdout_text(&out)
    );
}

#[test]
fn a_closed_stdout_does_not_change_the_verdict() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("a.in"), SAMPLE).expect("write");
    let status = |args: &[&str]| {
        let mut child = std::process::Command::new(common::bin())
            .args(args)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("huarong runs");
        // The reader goes away before a line is written.
        drop(child.stdout.take());
        let out = child.wait_with_output().expect("huarong ends");
        assert!(out.stderr.is_empty(), "{}", stderr_text(&out));
        out.status.code()
    };
    let dir = path_str(dir.path());
    assert_eq!(status(&["test", dir, "--", "sh", "-c", "exit 3"]), Some(1));
    assert_eq!(
        status(&["test", dir, "--", "sh", "-c", "printf '2\\n-1\\n'"]),
        Some(0)
    );
    let out = tempfile::tempdir().expect("temp dir");
    let out = path_str(out.path());
    let stress = [
        "stress", "--cases", "1", "--out", out, "--", "sh", "-c", "exit 3",
    ];
    assert_eq!(status(&stress), Some(1));
}

#[test]
fn test_refuses_what_it_cannot_run() {
    let empty = tempfile::tempdir().expect("temp dir");
    let out = test_dir(empty.path(), &[], &["true".to_owned()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr_text(&out).starts_with("error: no .in files in"));

    std::fs::write(empty.path().join("a.in"), SAMPLE).expect("write");
    let out = test_dir(empty.path(), &[], &["/nonexistent/solution".to_owned()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr_text(&out).starts_with("error: cannot run `/nonexistent/solution`"),
        "{}",
        stderr_text(&out)
    );
    usage_error(&["test", path_str(empty.path())]);
    usage_error(&["test", path_str(empty.path()), "-j", "5000", "--", "true"]);
    usage_error(&[
        "test",
        path_str(empty.path()),
        "--time-limit",
        "0",
        "--",
        "true",
    ]);
}

// --------------------------------------------------------------- stress

/// What a stress run found: its exit status, its report, how long it took,
/// and the shrunk case it wrote.
struct StressRun {
    status: Option<i32>,
    report: String,
    took: Duration,
    fail_in: Option<String>,
    fail_ans: Option<String>,
}

fn stress(flags: &[&str], program: &[String]) -> StressRun {
    let out_dir = tempfile::tempdir().expect("temp dir");
    let out_path: PathBuf = out_dir.path().join("found");
    let mut args = vec!["stress", "--out", path_str(&out_path)];
    args.extend(flags);
    args.push("--");
    args.extend(program.iter().map(String::as_str));
    let start = Instant::now();
    let out = run(&args, b"");
    let took = start.elapsed();
    let read = |name: &str| std::fs::read_to_string(out_path.join(name)).ok();
    StressRun {
        status: out.status.code(),
        report: stdout_text(&out) + &stderr_text(&out),
        took,
        fail_in: read("fail.in"),
        fail_ans: read("fail.ans"),
    }
}

/// Checks that stress found the bug of `script` within 100 cases and shrank
/// it to one game on at most nine cells, with the report's verdict starting
/// with `verdict`.
fn finds_and_shrinks(script: &str, seed: &str, verdict: &str) {
    let found = stress(&["--seed", seed, "--cases", "100"], &python(script));
    let report = &found.report;
    assert_eq!(found.status, Some(1), "{script}: {report}");
    let fail_in = found.fail_in.as_deref().expect("fail.in written");
    let puzzle = validate_puzzle(fail_in.as_bytes(), &DataLimits::NONE).expect("a strict puzzle");
    assert_eq!(puzzle.games.len(), 1, "{script}: {fail_in}");
    let cells = puzzle.board.rows() * puzzle.board.cols();
    assert!(cells <= 9, "{script}: {cells} cells\n{fail_in}");
    let want = common::answers(&puzzle, Engine::Brute).expect("solvable");
    let want = match want[0] {
        Some(moves) => format!("{moves}\n"),
        None => "-1\n".to_owned(),
    };
    assert_eq!(found.fail_ans.as_deref(), Some(want.as_str()), "{script}");
    // The report: the case as drawn, the shrinking, the case beside the
    // outputs, the verdict on it, and the files.
    let lines: Vec<&str> = report.lines().collect();
    assert!(lines[0].starts_with("case "), "{report}");
    assert!(lines[1].contains(" huarong gen "), "{report}");
    assert!(
        lines[2].starts_with("shrunk in ") && lines[2].contains(" to 1 game on a "),
        "{report}"
    );
    assert!(report.contains("\ninput "), "{report}");
    assert!(report.contains(&format!("\n{verdict}")), "{report}");
    assert!(report.contains("/found/fail.in and "), "{report}");
    eprintln!(
        "{script}: found and shrunk in {:.2} s\n{report}",
        found.took.as_secs_f64()
    );
}

#[test]
fn stress_finds_a_blank_walking_through_the_piece() {
    finds_and_shrinks(
        WALKS_THROUGH_PIECE,
        "1",
        "wrong answer game 1 (line 1): expected ",
    );
}

#[test]
fn stress_finds_a_search_from_the_nearest_side_only() {
    finds_and_shrinks(
        NEAREST_SIDE_ONLY,
        "1",
        "wrong answer game 1 (line 1): expected ",
    );
}

#[test]
fn stress_finds_a_crash() {
    finds_and_shrinks(UNREACHABLE_SIDE, "1", "RE (exit 1): 'KeyError");
}

#[test]
fn stress_passes_a_correct_solution() {
    // Cases grow to the largest boards (8 x 8) from the 25th on.
    let found = stress(&["--cases", "32", "--seed", "5"], &python(CORRECT));
    assert_eq!(found.status, Some(0), "{}", found.report);
    assert!(
        found.report.starts_with("ok 32 cases in ")
            && found.report.ends_with(" no failure (seed 5)\n"),
        "{}",
        found.report
    );
    assert!(found.fail_in.is_none());
}

#[test]
fn stress_cases_are_what_gen_prints() {
    let found = stress(
        &["--seed", "3", "--cases", "100"],
        &python(WALKS_THROUGH_PIECE),
    );
    let mut lines = found.report.lines();
    let first = lines.next().expect("the case's verdict");
    let gen_line = lines.next().expect("the case's gen command");
    let args: Vec<&str> = gen_line
        .split_once("huarong ")
        .expect("a gen command")
        .1
        .split_whitespace()
        .collect();
    let generated = stdout_text(&run(&args, b""));
    // The program fails the printed case as it failed the drawn one.
    let input = temp_file(generated.as_bytes());
    let output = temp_file(&output_of(WALKS_THROUGH_PIECE, &generated));
    let out = run(
        &["check", path_str(input.path()), path_str(output.path())],
        b"",
    );
    let verdict = first
        .split_once("): ")
        .expect("case N fails ... (seed S): ")
        .1;
    assert_eq!(stderr_text(&out), format!("{verdict}\n"), "{gen_line}");
    // The same seed draws the same cases.
    let again = stress(
        &["--seed", "3", "--cases", "100"],
        &python(WALKS_THROUGH_PIECE),
    );
    assert_eq!(again.report.lines().nth(1), Some(gen_line));
    assert_eq!(again.fail_in, found.fail_in);
}

#[test]
fn stress_starts_with_small_boards() {
    let crash = vec!["sh".to_owned(), "-c".to_owned(), "exit 4".to_owned()];
    for seed in ["1", "2", "3"] {
        let found = stress(&["--seed", seed, "--cases", "1"], &crash);
        assert_eq!(found.status, Some(1), "{}", found.report);
        assert!(found.report.starts_with("case 1 fails"), "{}", found.report);
        let drawn = found.report.lines().nth(1).expect("the case line");
        let shape: Vec<usize> = drawn
            .split(',')
            .next()
            .and_then(|head| head.trim().split_once(' '))
            .map(|(_, shape)| shape.split(" x ").map(|n| n.parse().unwrap()).collect())
            .expect("FAMILY R x C");
        assert!(shape.iter().all(|&side| side <= 2), "{drawn}");
        assert!(found.report.contains("\nRE (exit 4)\n"), "{}", found.report);
    }
}

#[test]
fn stress_shrinks_a_time_out() {
    let sh = vec!["sh".to_owned(), "-c".to_owned(), "sleep 30".to_owned()];
    let found = stress(
        &[
            "--time-limit",
            "0.2",
            "--cases",
            "1",
            "--max-rows",
            "3",
            "--max-cols",
            "3",
            "--max-games",
            "3",
        ],
        &sh,
    );
    assert_eq!(found.status, Some(1), "{}", found.report);
    assert!(
        found.report.contains("\nTLE: killed after 0.2 s\n"),
        "{}",
        found.report
    );
    let fail_in = found.fail_in.expect("fail.in written");
    // Any game times out: the smallest case has one game, and no free cell
    // but its own.
    let shrunk = puzzle(&fail_in);
    assert_eq!(shrunk.games.len(), 1);
    let game = shrunk.games[0];
    let mut cells = vec![game.blank, game.piece, game.target];
    cells.sort();
    cells.dedup();
    assert_eq!(shrunk.board.free_count(), cells.len(), "{fail_in}");
}

#[test]
fn stress_usage_errors_exit_2() {
    let prog = ["--", "true"];
    for flags in [
        &["--cases", "5", "--duration", "5"][..],
        &["--cases", "0"],
        &["--max-rows", "0"],
        &["--max-games", "0"],
        &["--time-limit", "0"],
        &["--duration", "-1"],
        &["--family", "hexagons"],
    ] {
        let mut args = vec!["stress"];
        args.extend(flags);
        args.extend(prog);
        usage_error(&args);
    }
    usage_error(&["stress", "--cases", "5"]);
    let found = stress(&["--cases", "1"], &["/nonexistent/solution".to_owned()]);
    assert_eq!(found.status, Some(2));
    assert!(
        found
            .report
            .starts_with("error: cannot run `/nonexistent/solution`"),
        "{}",
        found.report
    );
}

// ------------------------------------------- regressions of issue 22

/// `test` checks an answer file as `check` does: a wrong one is the jury's
/// FAIL, not the program's WA, and the status is 1.
#[test]
fn test_fails_a_wrong_answer_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("a.in"), SAMPLE).expect("write");
    std::fs::write(dir.path().join("a.ans"), "2\n12345\n").expect("write");
    let out = test_dir(dir.path(), &[], &python(CORRECT));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(verdicts(&out), rows(&[("a", "FAIL")]));
    let text = stdout_text(&out);
    assert!(
        text.contains(
            "\na: FAIL a.ans game 2 (line 2): the answer file says 12345, huarong says -1\n"
        ),
        "{text}"
    );
}

/// `validate` takes several files and folders: a line per file, a summary,
/// and status 1 when any file is invalid.
#[test]
fn validate_reads_several_files_and_folders() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = |name: &str| dir.path().join(name);
    std::fs::write(path("good2.in"), SAMPLE).expect("write");
    std::fs::write(path("good10.in"), SAMPLE).expect("write");
    std::fs::write(path("notes.txt"), "not a case").expect("write");
    let bad = temp_file(sample_with(2, "0 1 1 1 ").as_bytes());
    let args = [
        "validate",
        "--noip",
        path_str(dir.path()),
        path_str(bad.path()),
    ];
    let out = run(&args, b"");
    assert_eq!(out.status.code(), Some(1), "{}", stderr_text(&out));
    let text = stdout_text(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(lines[0].ends_with("good2.in: ok"), "{text}");
    assert!(lines[1].ends_with("good10.in: ok"), "{text}");
    assert!(
        lines[2].ends_with(": line 2, column 8: a space at the end of the line"),
        "{text}"
    );
    assert_eq!(lines[3], "2 of 3 files valid, 1 invalid");

    let (two, ten) = (path("good2.in"), path("good10.in"));
    let good = ["validate", "--noip", path_str(&two), path_str(&ten)];
    let out = run(&good, b"");
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout_text(&out).ends_with("\nall 2 files valid\n"));
    // Every official case passes.
    let official = common::repo("data/noip2013");
    let out = run(&["validate", "--noip", path_str(&official)], b"");
    assert_eq!(out.status.code(), Some(0), "{}", stdout_text(&out));
    assert!(stdout_text(&out).ends_with("\nall 20 files valid\n"));
}

/// An empty line at the end is shown at the last line, and a byte-order
/// mark is shown escaped.
#[test]
fn validate_shows_what_cannot_be_seen() {
    let out = run(&["validate"], format!("{SAMPLE}\n").as_bytes());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr_text(&out),
        "line 6, column 12: an empty line follows: the file must end with this line's \
         newline\n  6 | 1 2 2 2 3 2\n    |            ^\n"
    );
    let out = run(&["validate"], format!("\u{feff}{SAMPLE}").as_bytes());
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr_text(&out).contains("\n  1 | \\xef\\xbb\\xbf3 4 2\n"),
        "{}",
        stderr_text(&out)
    );
}

/// `gen --help` names every family with its parameter and default, and
/// says what the default mix of games is.
#[test]
fn gen_help_is_up_to_date() {
    let help = stdout_text(&run(&["gen", "--help"], b""));
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    for family in Family::NAMES {
        assert!(help.contains(family), "{family} missing from gen --help");
    }
    for parameter in [
        "random[:FIXED]",
        "default 0.3",
        "braided[:KNOCK]",
        "default 0.05",
        "bumps[:WIDTH]",
        "default 2",
        "rooms[:SIZE]",
        "beads[:WIDTH]",
    ] {
        assert!(help.contains(parameter), "{parameter} missing: {help}");
    }
    assert!(help.contains("a real one (answer above 0) in 12"), "{help}");
    assert!(!help.contains("blank beside the piece"), "{help}");
}

/// Each command's `--time-limit` shows its own default.
#[test]
fn time_limit_help_shows_each_default() {
    for (command, default) in [("test", "[default: 1]"), ("stress", "[default: 2]")] {
        let help = stdout_text(&run(&[command, "--help"], b""));
        let line = help
            .lines()
            .find(|l| l.contains("--time-limit"))
            .expect("--time-limit documented");
        assert!(line.ends_with(default), "{command}: {line}");
    }
}

/// With `--duration`, shrinking stops at the budget and the smallest
/// failing case found by then is written.
#[test]
fn stress_shrinking_keeps_to_the_duration() {
    // Every run fails slowly: shrinking would take many runs of 0.4 s.
    let sh = vec![
        "sh".to_owned(),
        "-c".to_owned(),
        "sleep 0.4; exit 1".to_owned(),
    ];
    let found = stress(
        &[
            "--duration",
            "1",
            "--max-rows",
            "8",
            "--max-cols",
            "8",
            "--max-games",
            "20",
            "--seed",
            "3",
        ],
        &sh,
    );
    assert_eq!(found.status, Some(1), "{}", found.report);
    assert!(
        found.report.contains(", stopped by --duration) to "),
        "{}",
        found.report
    );
    let fail_in = found.fail_in.expect("fail.in written");
    validate_puzzle(fail_in.as_bytes(), &DataLimits::NONE).expect("a strict puzzle");
    assert!(found.fail_ans.is_some());
}

/// A program given without `--` is a usage error that shows the `--` form.
#[test]
fn a_program_without_dashes_is_shown_the_dashes() {
    let message = usage_error(&["stress", "./prog", "x"]);
    assert!(
        message.contains("huarong stress [OPTIONS] -- ./prog x"),
        "{message}"
    );
    let dir = tempfile::tempdir().expect("temp dir");
    let message = usage_error(&["test", path_str(dir.path()), "./prog"]);
    assert!(message.contains("[OPTIONS] -- ./prog"), "{message}");
    assert!(message.contains("--run"), "{message}");
}

/// `show -o` writes SVG only: another name is a usage error, and no file.
#[test]
fn show_writes_svg_under_svg_names_only() {
    let dir = tempfile::tempdir().expect("temp dir");
    let png = dir.path().join("x.png");
    let sample = sample_path();
    let message = usage_error(&["show", "-g", "1", "-o", path_str(&png), path_str(&sample)]);
    assert!(message.contains("must end in .svg"), "{message}");
    assert!(message.contains("x.svg"), "{message}");
    assert!(!png.exists());
    let svg = dir.path().join("x.SVG");
    let out = run(&["show", "-o", path_str(&svg), path_str(&sample)], b"");
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    assert!(svg.exists());
}

/// `serve --solvers` and `--queue` are bounded: a huge one is a usage
/// error, not a panic.
#[test]
fn serve_bounds_solvers_and_queue() {
    let huge = "18446744073709551615";
    let message = usage_error(&["serve", "--solvers", huge]);
    assert!(message.contains("--solvers"), "{message}");
    let message = usage_error(&["serve", "--queue", huge]);
    assert!(message.contains("--queue"), "{message}");
    usage_error(&["serve", "--solvers", "4097"]);
}

// ---------------------------------------------- programs side by side

/// `test DIR --run A --run B`: one table, a column per program, a summary
/// row; status 0 only when every program is AC on every case.
#[test]
fn test_runs_programs_side_by_side() {
    let dir = cases_dir();
    let quoted = |words: Vec<String>| {
        words
            .iter()
            .map(|w| format!("'{w}'"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let correct = quoted(python(CORRECT));
    let wrong = quoted(python(WALKS_THROUGH_PIECE));
    let args = |runs: &[&str]| {
        let mut args = vec!["test".to_owned(), path_str(dir.path()).to_owned()];
        for run in runs {
            args.extend(["--run".to_owned(), (*run).to_owned()]);
        }
        args
    };
    let both = args(&[&correct, &wrong]);
    let both: Vec<&str> = both.iter().map(String::as_str).collect();
    let out = run(&both, b"");
    assert_eq!(out.status.code(), Some(1));
    let text = stdout_text(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("#1  python3 -B ") && lines[0].ends_with(CORRECT));
    assert!(lines[1].starts_with("#2  python3 -B "), "{text}");
    let header: Vec<&str> = lines[3].split_whitespace().collect();
    assert_eq!(header, ["case", "#1", "#2"], "{text}");
    let cells = |case: &str| -> Vec<String> {
        let line = lines.iter().find(|l| l.starts_with(case)).expect("a row");
        line.split("  ")
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect()
    };
    let sample = cells("sample ");
    assert_eq!(
        (sample[1].as_str(), sample[3].as_str()),
        ("AC", "WA"),
        "{text}"
    );
    assert!(
        sample[2].ends_with(" s") && sample[4].ends_with(" s"),
        "{text}"
    );
    let summary = cells("summary");
    assert!(summary[1].starts_with("4/4 AC, ") && summary[1].ends_with(" MiB"));
    assert!(summary[2].starts_with("0/4 AC, "), "{text}");
    assert!(
        text.contains("\n#2 sample: wrong answer game 2 (line 2): expected -1, found 3\n"),
        "{text}"
    );

    let same = args(&[&correct, &correct]);
    let same: Vec<&str> = same.iter().map(String::as_str).collect();
    let out = run(&same, b"");
    assert_eq!(out.status.code(), Some(0), "{}", stdout_text(&out));

    usage_error(&["test", path_str(dir.path()), "--run", "'open"]);
    usage_error(&["test", path_str(dir.path()), "--run", "  "]);
    usage_error(&["test", path_str(dir.path()), "--run", "true", "--", "true"]);
}

// -------------------------------------------------------------- testset

/// `huarong testset DIR`: X.in with X.ans in the original data's tiers,
/// every file valid with the original limits, the answers huarong's, the
/// same set for the same seed, and a README table of the cases.
#[test]
fn testset_writes_a_valid_set_in_tiers() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = path_str(dir.path());
    let out = run(
        &["testset", path, "--cases", "10", "--seed", "4", "-q"],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    let out = run(&["validate", "--noip", path], b"");
    assert_eq!(out.status.code(), Some(0), "{}", stdout_text(&out));
    assert!(stdout_text(&out).ends_with("\nall 10 files valid\n"));
    let mut tiers = Vec::new();
    for k in 1..=10 {
        let input = std::fs::read_to_string(dir.path().join(format!("puzzle{k}.in"))).unwrap();
        let answers = std::fs::read_to_string(dir.path().join(format!("puzzle{k}.ans"))).unwrap();
        let puzzle = puzzle(&input);
        let want: String = common::answers(&puzzle, Engine::Fast)
            .expect("solvable")
            .iter()
            .map(|a| a.map_or_else(|| "-1\n".to_owned(), |a| format!("{a}\n")))
            .collect();
        assert_eq!(answers, want, "puzzle{k}");
        let (rows, cols) = (puzzle.board.rows(), puzzle.board.cols());
        tiers.push(match puzzle.games.len() {
            1 if rows <= 10 && cols <= 10 => 0,
            1..=10 => 1,
            _ => 2,
        });
    }
    assert_eq!(tiers, [0, 0, 0, 1, 1, 1, 2, 2, 2, 2]);
    let readme = std::fs::read_to_string(dir.path().join("README.md")).expect("README.md");
    let rows: Vec<&str> = readme
        .lines()
        .filter(|l| l.starts_with("| puzzle"))
        .collect();
    assert_eq!(rows.len(), 10, "{readme}");
    assert!(
        readme.contains(
            "| case | tier | size | family | games | -1 | longest answer | classic time |"
        )
    );
    assert!(
        rows[9].starts_with("| puzzle10 | full | 30 x 30 | "),
        "{}",
        rows[9]
    );

    let again = tempfile::tempdir().expect("temp dir");
    let out = run(
        &[
            "testset",
            path_str(again.path()),
            "--cases",
            "10",
            "--seed",
            "4",
            "-q",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    for k in [1, 5, 10] {
        let name = format!("puzzle{k}.in");
        assert_eq!(
            std::fs::read(dir.path().join(&name)).unwrap(),
            std::fs::read(again.path().join(&name)).unwrap()
        );
    }
    usage_error(&["testset", path, "--cases", "0"]);
    usage_error(&["testset", path, "--cases", "1001"]);
}

/// `testset --noip`: the original data's sizes, case by case.
#[test]
fn testset_noip_takes_the_original_sizes() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run(&["testset", path_str(dir.path()), "--noip", "-q"], b"");
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    for k in [1, 2, 3, 7, 9, 13, 15, 20] {
        let ours = std::fs::read_to_string(dir.path().join(format!("puzzle{k}.in"))).unwrap();
        let theirs = common::read(&common::official_dir().join(format!("puzzle{k}.in")));
        let header = |text: &str| text.lines().next().unwrap_or("").to_owned();
        assert_eq!(
            header(&ours),
            header(&String::from_utf8_lossy(&theirs)),
            "puzzle{k}"
        );
    }
}
