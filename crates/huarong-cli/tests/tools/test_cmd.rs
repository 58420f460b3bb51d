//! `huarong test`: the table and each verdict, answer files checked as
//! `check` does, programs side by side, and what it refuses to run.

use super::*;

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
    // Verdicts must not hang on the machine's load: a limit no solution here
    // reaches, unless the test sets its own.
    if !flags.contains(&"--time-limit") {
        args.extend(["--time-limit", "300"]);
    }
    args.extend(flags);
    args.push("--");
    args.extend(program.iter().map(String::as_str));
    run(&args, b"")
}

/// A folder holding the sample as `a.in`, without an answer file.
fn sample_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("a.in"), SAMPLE).expect("write");
    dir
}

/// Checks that `test`'s report on stdout holds `text`.
fn says(out: &Output, text: &str) {
    let report = stdout_text(out);
    assert!(report.contains(text), "{report}");
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
    says(
        &out,
        "\nsample: wrong answer game 2 (line 2): expected -1, found 3\n",
    );

    let out = test_dir(dir.path(), &[], &python(NEAREST_SIDE_ONLY));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(verdicts(&out)[0], ("case2".to_owned(), "WA".to_owned()));

    let out = test_dir(dir.path(), &[], &python(UNREACHABLE_SIDE));
    assert_eq!(out.status.code(), Some(1));
    let table = verdicts(&out);
    assert_eq!(table[1], ("case10".to_owned(), "RE (exit 1)".to_owned()));
    says(&out, "\ncase10: RE (exit 1): 'KeyError: (0, 2)'\n");
}

#[test]
fn test_reports_signals_time_outs_and_broken_answers() {
    let dir = sample_dir();
    let out = test_dir(dir.path(), &[], &sh("kill -SEGV $$"));
    assert_eq!(verdicts(&out), rows(&[("a", "RE (SIGSEGV)")]));
    assert_eq!(out.status.code(), Some(1));

    let out = test_dir(dir.path(), &[], &sh("exit 3"));
    assert_eq!(verdicts(&out), rows(&[("a", "RE (exit 3)")]));

    // Killed, not waited for: a wait would outlast the harness's own limit
    // on the run and fail it.
    let out = test_dir(dir.path(), &["--time-limit", "0.3"], &sh("sleep 600"));
    assert_eq!(verdicts(&out), rows(&[("a", "TLE")]));
    assert!(stdout_text(&out).contains("\na: TLE: killed after 0.3 s\n"));

    // A right answer printed by a shell: AC, whatever reads the input.
    let out = test_dir(dir.path(), &[], &sh("printf '2\\n-1\\n'"));
    assert_eq!(verdicts(&out), rows(&[("a", "AC")]));

    std::fs::write(dir.path().join("a.ans"), "2\n").expect("write");
    let out = test_dir(dir.path(), &[], &sh("printf '2\\n-1\\n'"));
    assert_eq!(verdicts(&out), rows(&[("a", "FAIL")]));
    says(
        &out,
        "\na: FAIL a.ans: line 2: 1 line in all: expected 2, one per game\n",
    );
}

#[test]
fn a_closed_stdout_does_not_change_the_verdict() {
    let dir = sample_dir();
    let status = |args: &[&str]| {
        let mut child = std::process::Command::new(crate::common::bin())
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
    // Refused before the table: nothing on stdout.
    assert!(out.stdout.is_empty(), "{}", stdout_text(&out));
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

/// A folder that is not there, or a source file given as the program, is a
/// mistake in the command line: exit 2 and a hint, before the table.
#[test]
fn test_refuses_a_missing_folder_and_a_source_file() {
    let dir = sample_dir();
    let missing = dir.path().join("no-such-folder");
    let stderr = usage_error(&["test", path_str(&missing), "--", "true"]);
    assert!(
        stderr.contains(&format!("{} does not exist", missing.display())),
        "{stderr}"
    );
    assert!(
        stderr.contains("as `huarong testset DIR` writes"),
        "{stderr}"
    );
    let file = dir.path().join("a.in");
    let stderr = usage_error(&["test", path_str(&file), "--", "true"]);
    assert!(stderr.contains("a.in is not a folder"), "{stderr}");

    let here = path_str(dir.path());
    let stderr = usage_error(&["test", here, "--", "ok.cpp"]);
    assert!(
        stderr.contains("`ok.cpp` is a source file, not a program: compile it first"),
        "{stderr}"
    );
    assert!(stderr.contains("\n  g++ -O2 -o ok ok.cpp\n"), "{stderr}");
    assert!(
        stderr.contains(&format!("huarong test {here} [OPTIONS] -- ./ok")),
        "{stderr}"
    );
    let stderr = usage_error(&[
        "test",
        here,
        "--run",
        "python3 a.py",
        "--run",
        "src/Main.java",
    ]);
    assert!(stderr.contains("javac src/Main.java"), "{stderr}");
    assert!(stderr.contains("-- java -cp src Main"), "{stderr}");
    let stderr = usage_error(&["stress", "--", "sol.c"]);
    assert!(stderr.contains("gcc -O2 -o sol sol.c"), "{stderr}");
}

/// Every answer on one line: the verdict names the layout, and says that a
/// token checker would take the values; "1 case" in the closing line.
#[test]
fn test_names_answers_on_one_line_a_layout_difference() {
    let dir = sample_dir();
    let out = test_dir(dir.path(), &[], &sh("echo 2 -1"));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(verdicts(&out), rows(&[("a", "WA")]));
    says(
        &out,
        "\na: wrong output format line 1: 2 answers on 1 line, not one line per game: a \
         layout difference, the values are right (a token checker, such as the ICPC default \
         output validator, would accept them)\n",
    );
    let text = stdout_text(&out);
    assert!(!text.contains("is not a move sequence"), "{text}");
    assert!(text.ends_with("\n0 of 1 case AC\n"), "{text}");

    let out = test_dir(dir.path(), &[], &sh("echo 2 0"));
    says(
        &out,
        "read as tokens, game 2 is wrong as well: expected -1, found 0",
    );
}

/// `test` checks an answer file as `check` does: a wrong one is the jury's
/// FAIL, not the program's WA, and the status is 1.
#[test]
fn test_fails_a_wrong_answer_file() {
    let dir = sample_dir();
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
