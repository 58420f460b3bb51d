//! `huarong validate`: the first fault with its line and column, the
//! limits, several files and folders, and what cannot be seen.

use super::*;

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
    // Valid as it stands, over one of the original limits that --noip sets.
    let over_noip = |input: &str, line: &str| {
        valid(&[], input);
        invalid(&["--noip"], input, line);
    };
    let wide = format!("1 31 1\n{}1\n1 1 1 2 1 31\n", "1 ".repeat(30));
    over_noip(
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
    over_noip(
        &many,
        "line 1, column 5: the number of games is 501, above the limit of 500",
    );
    usage_error(&["validate", "--max-rows", "0"]);
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
    let official = crate::common::repo("data/noip2013");
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
