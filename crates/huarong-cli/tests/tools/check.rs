//! `huarong check`: each exit status and its message, and the planted bugs
//! caught.

use super::*;

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

/// Checks that `check` on the sample with `output` exits with `status` and
/// says `message`, one line.
fn check_says(output: &[u8], status: i32, message: &str) {
    assert_eq!(
        check(output, None, false),
        (Some(status), format!("{message}\n")),
        "{}",
        String::from_utf8_lossy(output)
    );
}

/// An output `check` refuses on the sample: the exit status it gives and
/// the one line it says.
struct Bad {
    output: &'static [u8],
    /// 1 for a wrong answer, 2 for a malformed output.
    status: i32,
    says: &'static str,
}

/// Each wrong answer (status 1) and each malformed output (status 2) on the
/// sample, with the one line `check` says of it.
#[test]
fn check_flags_wrong_answers_with_1_and_malformed_outputs_with_2() {
    for Bad {
        output,
        status,
        says,
    } in [
        Bad {
            output: b"3\n-1\n",
            status: 1,
            says: "game 1 (line 1): expected 2, found 3",
        },
        Bad {
            output: b"2\n7\n",
            status: 1,
            says: "game 2 (line 2): expected -1, found 7",
        },
        Bad {
            output: b"4 UDUU\n-1\n",
            status: 1,
            says: "game 1 (line 1): expected 2, found 4",
        },
        Bad {
            output: b"2 UUU\n-1\n",
            status: 1,
            says: "game 1 (line 1): 2 moves announced, 3 given",
        },
        Bad {
            output: b"2 LU\n-1\n",
            status: 1,
            says: "game 1 (line 1): move 1 (L) takes the blank onto a fixed piece",
        },
        Bad {
            output: b"2 DU\n-1\n",
            status: 1,
            says: "game 1 (line 1): move 1 (D) takes the blank off the board",
        },
        Bad {
            output: b"2 UD\n-1\n",
            status: 1,
            says: "game 1 (line 1): the moves leave the piece at (1, 2), not on the target (2, 2)",
        },
        Bad {
            output: b"two\n-1\n",
            status: 2,
            says: "line 1: 'two' is not an integer",
        },
        Bad {
            output: b"2\n",
            status: 2,
            says: "line 2: 1 line in all: expected 2, one per game",
        },
        Bad {
            output: b"2\n-1\n0\n",
            status: 2,
            says: "line 3: a line after the last game (2 games, one line each)",
        },
        Bad {
            output: b"2 UP\n-1\n",
            status: 2,
            says: "line 1: 'UP' is not a move sequence (letters U, D, L, R)",
        },
        Bad {
            output: b"\n2\n-1\n",
            status: 2,
            says: "line 1: an empty line: expected a number",
        },
    ] {
        let kind = if status == 1 {
            "wrong answer"
        } else {
            "wrong output format"
        };
        check_says(output, status, &format!("{kind} {says}"));
    }
}

/// One line, the first wrong game; --verbose lists them all.
#[test]
fn check_names_the_first_wrong_game_and_verbose_all() {
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
