//! The `huarong` command line: which inputs it accepts, how it refuses the rest
//! (exit 1, nothing on stdout, one `error: line L, column C: ...` line on stderr),
//! usage errors (exit 2), which options each command takes, `demo`, and the
//! engines. The parser's property tests are in `parse.rs`.

mod common;

use std::time::{Duration, Instant};

use assert_cmd::Command;
use common::{
    SAMPLE, SAMPLE_ANSWERS, TIMEOUT, bin, expect_error_line, huarong, run_ok, sample_path,
    sample_with, stderr_text, stdout_of, temp_file, usage_error,
};

/// `text` split into arguments at whitespace.
fn words(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

/// The input is accepted on stdin and as `solve FILE`, and answered like the sample.
fn accepts_as_sample(input: &[u8]) {
    let out = run_ok(&[], input);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        SAMPLE_ANSWERS,
        "stdin: {:?}",
        String::from_utf8_lossy(input)
    );
    let file = temp_file(input);
    let path = file.path().to_str().expect("UTF-8 temp path");
    let out = run_ok(&["solve", path], b"");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        SAMPLE_ANSWERS,
        "solve FILE: {:?}",
        String::from_utf8_lossy(input)
    );
}

/// `huarong args` refuses `input` (on stdin) with an error at `line`, `column`.
fn rejects_with(
    args: &[&str],
    input: &[u8],
    line: usize,
    column: usize,
    phrases: &[&str],
) -> String {
    let out = huarong()
        .args(args)
        .write_stdin(input.to_vec())
        .output()
        .expect("huarong runs");
    let what = format!("huarong {args:?} on {:?}", String::from_utf8_lossy(input));
    expect_error_line(
        &out,
        &what,
        &format!("line {line}, column {column}: "),
        phrases,
    )
}

/// `huarong` refuses `input` (on stdin) with an error at `line`, `column`.
fn rejects(input: impl AsRef<[u8]>, line: usize, column: usize, phrases: &[&str]) {
    rejects_with(&[], input.as_ref(), line, column, phrases);
}

// ---------------------------------------------------------------------------
// Accepted input variants.

#[test]
fn accepts_the_sample_as_written() {
    accepts_as_sample(SAMPLE.as_bytes());
}

/// A judge runs `huarong < puzzle.in`: standard input is then a file, read in
/// one buffer of its size, and must give the same answers as a pipe.
#[test]
fn reads_standard_input_from_a_file() {
    for text in [SAMPLE.to_owned(), SAMPLE.trim_end().to_owned()] {
        let file = temp_file(text.as_bytes());
        let out = std::process::Command::new(bin())
            .stdin(std::fs::File::open(file.path()).unwrap())
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr_text(&out));
        assert_eq!(String::from_utf8_lossy(&out.stdout), SAMPLE_ANSWERS);
    }
}

#[test]
fn accepts_tabs_and_runs_of_spaces() {
    let input =
        "3\t4   2\n0\t\t1 \t 1    1\n0 1\t1 0\n  0 1 0 0\t\n3  2  1  2  2  2\n1\t2\t2\t2\t3\t2\n";
    accepts_as_sample(input.as_bytes());
}

#[test]
fn accepts_everything_on_one_line() {
    accepts_as_sample(SAMPLE.replace('\n', " ").as_bytes());
    accepts_as_sample(SAMPLE.trim_end().replace('\n', " ").as_bytes());
}

#[test]
fn accepts_crlf_line_ends() {
    accepts_as_sample(SAMPLE.replace('\n', "\r\n").as_bytes());
}

#[test]
fn accepts_a_utf8_byte_order_mark() {
    let mut input = b"\xEF\xBB\xBF".to_vec();
    input.extend_from_slice(SAMPLE.as_bytes());
    accepts_as_sample(&input);
}

#[test]
fn accepts_a_missing_final_newline() {
    accepts_as_sample(SAMPLE.trim_end().as_bytes());
}

#[test]
fn accepts_trailing_blank_lines_and_whitespace() {
    accepts_as_sample(format!("{SAMPLE}\n\n   \n\t\n").as_bytes());
    accepts_as_sample(format!("{SAMPLE}   ").as_bytes());
    accepts_as_sample(format!("{}\r\n\r\n \r\n", SAMPLE.replace('\n', "\r\n")).as_bytes());
}

#[test]
fn accepts_leading_blank_lines() {
    accepts_as_sample(format!("\n\n  \n{SAMPLE}").as_bytes());
}

#[test]
fn accepts_all_variants_at_once() {
    let mut input = b"\xEF\xBB\xBF".to_vec();
    input.extend_from_slice(
        b"3\t4  2\r\n0 1 1 1 0 1\t1 0\r\n0 1 0 0\r\n3 2 1 2 2 2 1 2 2 2 3 2  \r\n\r\n  ",
    );
    accepts_as_sample(&input);
}

#[test]
fn zero_games_print_nothing() {
    let input = sample_with(1, "3 4 0");
    let input = input.lines().take(4).collect::<Vec<_>>().join("\n") + "\n";
    let out = run_ok(&[], input.as_bytes());
    assert!(out.stdout.is_empty());
}

// ---------------------------------------------------------------------------
// The input ends early.

#[test]
fn rejects_an_empty_file() {
    rejects("", 1, 1, &["ends early", "number of rows"]);
}

#[test]
fn rejects_a_whitespace_only_file() {
    rejects(" \n\n  ", 3, 3, &["ends early", "number of rows"]);
    rejects(b"\xEF\xBB\xBF", 1, 1, &["ends early", "number of rows"]);
}

#[test]
fn rejects_an_input_ending_in_the_header() {
    rejects("3", 1, 2, &["ends early", "number of columns"]);
    rejects("3 4", 1, 4, &["ends early", "number of games"]);
    rejects("3 4\n", 2, 1, &["ends early", "number of games"]);
}

#[test]
fn rejects_an_input_ending_in_the_board() {
    rejects("3 4 2\n0 1 1 1\n0 1", 3, 4, &["ends early", "cell (2, 3)"]);
    rejects("3 4 2\n", 2, 1, &["ends early", "cell (1, 1)"]);
}

#[test]
fn rejects_an_input_ending_in_a_game() {
    let first_five: String = SAMPLE.lines().take(5).map(|l| format!("{l}\n")).collect();
    rejects(
        format!("{first_five}1 2 2 2 3"),
        6,
        10,
        &["ends early", "TY of game 2"],
    );
    rejects(
        format!("{first_five}1 2 2 2 3\n"),
        7,
        1,
        &["ends early", "TY of game 2"],
    );
    rejects(&first_five, 6, 1, &["ends early", "EX of game 2"]);
    let board_only: String = SAMPLE.lines().take(4).map(|l| format!("{l}\n")).collect();
    rejects(board_only, 5, 1, &["ends early", "EX of game 1"]);
}

// ---------------------------------------------------------------------------
// Tokens that are not integers.

#[test]
fn rejects_a_non_integer_in_the_header() {
    rejects(
        sample_with(1, "3 x 2"),
        1,
        3,
        &["'x' is not an integer", "number of columns"],
    );
    rejects(
        sample_with(1, "3.0 4 2"),
        1,
        1,
        &["'3.0' is not an integer", "number of rows"],
    );
    rejects(
        sample_with(1, "3 4 -"),
        1,
        5,
        &["'-' is not an integer", "number of games"],
    );
}

#[test]
fn rejects_a_non_integer_in_the_board() {
    rejects(
        sample_with(3, "0 1.5 1 0"),
        3,
        3,
        &["'1.5' is not an integer", "cell (2, 2)"],
    );
    rejects(
        sample_with(4, "0 1 0 x"),
        4,
        7,
        &["'x' is not an integer", "cell (3, 4)"],
    );
}

#[test]
fn rejects_a_non_integer_in_a_game() {
    rejects(
        sample_with(5, "3 2 0x1 2 2 2"),
        5,
        5,
        &["'0x1' is not an integer", "SX of game 1"],
    );
    rejects(
        sample_with(6, "1 2 2 2 3 2e0"),
        6,
        11,
        &["'2e0' is not an integer", "TY of game 2"],
    );
}

#[test]
fn rejects_a_non_utf8_token() {
    let mut input = b"3 4 2\n0 1 1 1\n0 \xFF\xFEgarbage\x80 1 0\n".to_vec();
    input.extend_from_slice(b"0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n");
    rejects(
        &input,
        3,
        3,
        &["is not an integer", "cell (2, 2)", "garbage"],
    );
    // A lone invalid byte right at the start.
    rejects(b"\xC3", 1, 1, &["is not an integer", "number of rows"]);
}

// ---------------------------------------------------------------------------
// Numbers out of range.

#[test]
fn rejects_zero_rows_or_columns() {
    rejects(
        sample_with(1, "0 4 2"),
        1,
        1,
        &["0 is out of range", "number of rows"],
    );
    rejects(
        sample_with(1, "3 0 2"),
        1,
        3,
        &["0 is out of range", "number of columns"],
    );
}

#[test]
fn rejects_a_negative_number_of_games() {
    rejects(
        sample_with(1, "3 4 -2"),
        1,
        5,
        &["-2 is out of range", "number of games"],
    );
    rejects(
        sample_with(1, "-3 4 2"),
        1,
        1,
        &["-3 is out of range", "number of rows"],
    );
}

#[test]
fn rejects_a_number_too_big_for_64_bits() {
    rejects(
        sample_with(1, "3 4 99999999999999999999999"),
        1,
        5,
        &["99999999999999999999999 is out of range", "number of games"],
    );
}

#[test]
fn rejects_a_cell_that_is_not_0_or_1() {
    rejects(
        sample_with(4, "0 1 2 0"),
        4,
        5,
        &["2 is out of range", "cell (3, 3)"],
    );
    rejects(
        sample_with(2, "-1 1 1 1"),
        2,
        1,
        &["-1 is out of range", "cell (1, 1)"],
    );
}

#[test]
fn rejects_a_game_coordinate_of_zero() {
    rejects(
        sample_with(5, "3 2 1 2 2 0"),
        5,
        11,
        &["0 is out of range", "TY of game 1", "1 to 4"],
    );
    rejects(
        sample_with(6, "0 2 2 2 3 2"),
        6,
        1,
        &["0 is out of range", "EX of game 2", "1 to 3"],
    );
}

#[test]
fn rejects_a_game_coordinate_beyond_the_board() {
    rejects(
        sample_with(6, "4 2 2 2 3 2"),
        6,
        1,
        &["4 is out of range", "EX of game 2", "row", "1 to 3"],
    );
    rejects(
        sample_with(5, "3 2 1 5 2 2"),
        5,
        7,
        &["5 is out of range", "SY of game 1", "column", "1 to 4"],
    );
}

// ---------------------------------------------------------------------------
// Extra tokens.

#[test]
fn rejects_tokens_after_the_last_game() {
    rejects(
        format!("{SAMPLE}7\n"),
        7,
        1,
        &["unexpected '7'", "after the last game", "2 games"],
    );
    rejects(
        sample_with(6, "1 2 2 2 3 2 3"),
        6,
        13,
        &["unexpected '3'", "after the last game"],
    );
    rejects(
        format!("{SAMPLE}\n\n  end"),
        9,
        3,
        &["unexpected 'end'", "after the last game"],
    );
}

#[test]
fn rejects_a_game_when_none_were_announced() {
    rejects(
        sample_with(1, "3 4 0"),
        5,
        1,
        &["unexpected '3'", "after the last game", "0 games"],
    );
}

// ---------------------------------------------------------------------------
// Games that break the rules.

#[test]
fn rejects_the_blank_on_a_fixed_cell() {
    rejects(
        sample_with(5, "1 1 1 2 2 2"),
        5,
        1,
        &["game 1", "the blank at (1, 1)", "fixed"],
    );
}

#[test]
fn rejects_the_designated_piece_on_a_fixed_cell() {
    rejects(
        sample_with(6, "1 2 2 1 3 2"),
        6,
        5,
        &["game 2", "the designated piece at (2, 1)", "fixed"],
    );
}

#[test]
fn rejects_the_target_on_a_fixed_cell() {
    rejects(
        sample_with(5, "3 2 1 2 3 3"),
        5,
        9,
        &["game 1", "the target at (3, 3)", "fixed"],
    );
}

#[test]
fn rejects_the_blank_on_the_designated_piece() {
    rejects(
        sample_with(5, "1 2 1 2 2 2"),
        5,
        5,
        &["game 1", "blank and the designated piece", "(1, 2)"],
    );
}

#[test]
fn locates_a_game_error_on_a_single_line_input() {
    // Token 20 (the first game's TX) starts at column 1 + 2 * 19 = 39.
    let input = "3 4 2 0 1 1 1 0 1 1 0 0 1 0 0 3 2 1 2 3 3 1 2 2 2 3 2";
    rejects(input, 1, 39, &["game 1", "the target at (3, 3)", "fixed"]);
}

// ---------------------------------------------------------------------------
// Columns are counted in characters on the right line, whatever the layout.

#[test]
fn columns_ignore_the_byte_order_mark() {
    let mut input = b"\xEF\xBB\xBF".to_vec();
    input.extend_from_slice(sample_with(1, "3 x 2").as_bytes());
    rejects(&input, 1, 3, &["'x' is not an integer"]);
}

#[test]
fn columns_count_a_tab_as_one_character() {
    rejects("3\t\tx 2", 1, 4, &["'x' is not an integer"]);
}

#[test]
fn lines_count_crlf_line_ends_once() {
    rejects(
        sample_with(4, "0 1 2 0").replace('\n', "\r\n"),
        4,
        5,
        &["2 is out of range", "cell (3, 3)"],
    );
    rejects(
        sample_with(5, "1 1 1 2 2 2").replace('\n', "\r\n"),
        5,
        1,
        &["the blank at (1, 1)"],
    );
}

#[test]
fn errors_read_from_a_file_match_stdin() {
    let input = sample_with(4, "0 1 2 0");
    let file = temp_file(input.as_bytes());
    let path = file.path().to_str().expect("UTF-8 temp path");
    let out = huarong()
        .args(["solve", path])
        .output()
        .expect("huarong runs");
    expect_error_line(
        &out,
        "solve FILE",
        "line 4, column 5: ",
        &["2 is out of range"],
    );
    let out = huarong()
        .args(["solve", "-"])
        .write_stdin(input)
        .output()
        .expect("huarong runs");
    expect_error_line(
        &out,
        "solve -",
        "line 4, column 5: ",
        &["2 is out of range"],
    );
}

// ---------------------------------------------------------------------------
// The board-size limit.

/// Runs the binary under a 512 MiB address-space cap, so that any attempt to
/// allocate the board shows up as a crash rather than passing unnoticed.
#[cfg(unix)]
fn run_capped(args: &[&str], input: &[u8]) -> (std::process::Output, Duration) {
    let started = Instant::now();
    let out = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 524288 && exec \"$0\" \"$@\"")
        .arg(bin())
        .args(args)
        .write_stdin(input.to_vec())
        .timeout(TIMEOUT)
        .output()
        .expect("sh runs");
    (out, started.elapsed())
}

#[cfg(unix)]
#[test]
fn refuses_a_huge_board_quickly_without_allocating_it() {
    for header in [
        "100000 100000 1",
        "100000 100000 1\n",
        "4294967296 4294967296 500",
    ] {
        let (out, elapsed) = run_capped(&[], header.as_bytes());
        expect_error_line(
            &out,
            header,
            "line 1, column 1: ",
            &["limit of 20000000", "--max-cells"],
        );
        assert!(
            elapsed < Duration::from_secs(5),
            "{header}: took {elapsed:?}"
        );
    }
    let (out, _) = run_capped(&[], b"100000 100000 1");
    let stderr = stderr_text(&out);
    assert!(stderr.contains("100000 x 100000"), "{stderr}");
}

#[test]
fn refuses_a_huge_board() {
    let started = Instant::now();
    let stderr = rejects_with(
        &[],
        b"100000 100000 1",
        1,
        1,
        &["100000 x 100000", "limit", "--max-cells"],
    );
    assert!(stderr.contains("20000000"), "the limit in force: {stderr}");
    assert!(started.elapsed() < Duration::from_secs(5));
    rejects(
        "18446744073709551615 18446744073709551615 0",
        1,
        1,
        &["more than the limit", "--max-cells"],
    );
}

#[test]
fn max_cells_lowers_and_raises_the_limit() {
    // The sample's board is 3 x 4 = 12 cells.
    rejects_with(
        &["--max-cells", "4"],
        SAMPLE.as_bytes(),
        1,
        1,
        &["3 x 4 = 12", "limit of 4", "--max-cells"],
    );
    rejects_with(
        &["--max-cells", "11"],
        SAMPLE.as_bytes(),
        1,
        1,
        &["limit of 11"],
    );
    let file = temp_file(SAMPLE.as_bytes());
    let path = file.path().to_str().expect("UTF-8 temp path");
    let out = huarong()
        .args(["solve", path, "--max-cells", "4"])
        .output()
        .expect("huarong runs");
    expect_error_line(
        &out,
        "solve FILE --max-cells 4",
        "line 1, column 1: ",
        &["limit of 4"],
    );

    for args in [
        &["--max-cells", "12"][..],
        &[],
        &["--max-cells", "300000000"],
    ] {
        let out = run_ok(args, SAMPLE.as_bytes());
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            SAMPLE_ANSWERS,
            "{args:?}"
        );
    }
    let out = run_ok(&["solve", path, "--max-cells", "12"], b"");
    assert_eq!(String::from_utf8_lossy(&out.stdout), SAMPLE_ANSWERS);
}

/// Options given before `solve` must not be dropped in silence: either they
/// apply to the solve, or clap refuses them.
#[test]
fn options_before_the_solve_subcommand_are_not_ignored() {
    let path = sample_path();
    let path = path.to_str().expect("UTF-8 path");
    let out = huarong()
        .args(["--max-cells", "4", "solve", path])
        .output()
        .expect("huarong runs");
    assert!(
        out.status.code() == Some(2)
            || (out.status.code() == Some(1) && stderr_text(&out).contains("limit of 4")),
        "huarong --max-cells 4 solve sample.in: exit {:?}, stdout {:?}: the limit was ignored",
        out.status,
        String::from_utf8_lossy(&out.stdout)
    );
}

/// A user may raise the limit as far as they like; the parser still must not
/// panic (exit 101) or abort (a signal) on a board it cannot even lay out.
#[cfg(unix)]
#[test]
fn an_absurd_max_cells_does_not_crash() {
    // Above the solver's own limit, --max-cells is a usage error.
    let (out, _) = run_capped(&["--max-cells", &u64::MAX.to_string()], b"1 1 0\n1\n");
    assert_eq!(out.status.code(), Some(2), "{}", stderr_text(&out));
    let max = huarong::SOLVER_MAX_CELLS.to_string();
    let mut crashes = Vec::new();
    for input in [
        // (n + 2) * (m + 2) overflows usize although n * m fits in u64.
        "4294967295 4294967295 0",
        // m + 2 overflows usize.
        "1 18446744073709551614 0",
        // Far more cells than the input holds: nothing needs allocating.
        "1 1000000000000 0",
    ] {
        let (out, _) = run_capped(&["--max-cells", &max], input.as_bytes());
        let stderr = stderr_text(&out);
        if out.status.code() != Some(1) || !stderr.starts_with("error: ") {
            let first = stderr.lines().find(|l| !l.is_empty()).unwrap_or("");
            crashes.push(format!("{input:?}: {:?}, stderr {first:?}", out.status));
        }
    }
    assert!(
        crashes.is_empty(),
        "huarong --max-cells {max} must end with a clean error (exit 1):\n{}",
        crashes.join("\n")
    );
}

// ---------------------------------------------------------------------------
// Which options each command takes.

/// Judge mode's options go before the input, never before a subcommand: there
/// they would apply to nothing, so clap refuses them (exit 2).
#[test]
fn judge_options_before_a_subcommand_are_usage_errors() {
    let path = sample_path();
    let path = path.to_str().expect("UTF-8 path");
    let subcommands: [&[&str]; 5] = [
        &["solve", path],
        &["show", path],
        &["gen", "open"],
        &["demo"],
        &["bench"],
    ];
    for option in [
        ["--engine", "classic"],
        ["--threads", "1"],
        ["--max-cells", "100"],
    ] {
        for subcommand in subcommands {
            let args: Vec<&str> = option.iter().chain(subcommand).copied().collect();
            let stderr = usage_error(&args);
            assert!(
                stderr.contains("cannot be used with")
                    || stderr.contains("is a command, not a puzzle file"),
                "{args:?}: {stderr}"
            );
        }
    }
}

/// Each option is taken only by the commands it means something to, and the
/// help shows it only there.
#[test]
fn options_apply_only_where_they_mean_something() {
    let path = sample_path();
    let path = path.to_str().expect("UTF-8 path");
    for args in [
        &["bench", "--engine", "fast"][..],
        &["bench", "--threads", "1"],
        &["bench", "--max-cells", "100"],
        &["show", path, "--engine", "classic"],
        &["demo", "--threads", "1"],
        &["demo", "--max-cells", "100"],
    ] {
        usage_error(args);
    }
    // `gen` solves only with --answers.
    for args in [
        &["gen", "open", "--engine", "classic"][..],
        &["gen", "open", "--threads", "2"],
    ] {
        let stderr = usage_error(args);
        assert!(stderr.contains("--answers"), "{args:?}: {stderr}");
    }
    run_ok(&["show", path, "--threads", "1", "--max-cells", "12"], b"");
    run_ok(&["demo", "--engine", "classic"], b"");

    let help = |command: &str| stdout_of(&[command, "--help"]);
    for (command, takes) in [
        ("solve", [true, true, true]),
        ("gen", [true, true, true]),
        ("show", [false, true, true]),
        ("demo", [true, false, false]),
        ("bench", [false, false, false]),
    ] {
        let text = help(command);
        for (option, taken) in ["--engine", "--threads", "--max-cells"].iter().zip(takes) {
            assert_eq!(
                text.contains(option),
                taken,
                "`huarong {command} --help` and {option}:\n{text}"
            );
        }
    }
}

#[test]
fn threads_take_0_to_1024() {
    let path = sample_path();
    let path = path.to_str().expect("UTF-8 path");
    for args in [
        &["--threads", "0"][..],
        &["--threads", "1"],
        &["--threads", "2", "--engine", "classic"],
        &["solve", "-", "--threads", "1"],
        &["solve", path, "--threads", "2", "--moves"],
    ] {
        let out = run_ok(args, SAMPLE.as_bytes());
        let want = if args.contains(&"--moves") {
            "2 UU\n-1\n"
        } else {
            SAMPLE_ANSWERS
        };
        assert_eq!(String::from_utf8_lossy(&out.stdout), want, "{args:?}");
    }
    for args in [
        &["--threads", "1025"][..],
        &["--threads", "18446744073709551615"],
        &["--threads", "-1"],
        &["--threads", "many"],
        &["solve", "-", "--threads", "100000"],
        &["show", path, "--threads", "100000"],
    ] {
        usage_error(args);
    }
}

/// `gen` refuses, as a usage error, a board that `--max-cells` (or the
/// solver's own ceiling) would refuse to read back; the family's shape counts.
#[test]
fn gen_refuses_boards_it_could_not_read_back() {
    usage_error(&words("gen open --rows 0"));
    usage_error(&words("gen open --cols 0"));
    let stderr = usage_error(&words("gen open --rows 5 --cols 5 --max-cells 24"));
    assert!(
        stderr.contains("5 x 5") && stderr.contains("--max-cells"),
        "{stderr}"
    );
    let max = u64::MAX.to_string();
    let stderr = usage_error(&words(&format!(
        "gen open --rows 20000 --cols 20000 --max-cells {max}"
    )));
    let ceiling = huarong::SOLVER_MAX_CELLS.to_string();
    assert!(stderr.contains(&ceiling), "the solver's ceiling: {stderr}");

    let open = stdout_of(&words(
        "gen open --rows 5 --cols 5 --max-cells 25 --games 3",
    ));
    assert!(open.starts_with("5 5 3\n"), "{open}");
    // A line has one row whatever --rows says.
    let line = stdout_of(&words(
        "gen line --rows 100000 --cols 5 --max-cells 5 --games 1",
    ));
    assert!(line.starts_with("1 5 1\n"), "{line}");
}

/// `gen --answers` writes what the judge mode answers to the puzzle it prints,
/// with any engine and thread count.
#[test]
fn gen_answers_are_the_judge_modes() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (family, extra) in [
        ("maze", ""),
        ("random:0.35", "--engine classic --threads 1"),
        ("ring", "--engine brute"),
    ] {
        let file = dir.path().join(format!("{family}.ans"));
        let file_name = file.to_str().expect("UTF-8 temp path");
        let mut args = words("gen --rows 12 --cols 14 --games 40 --answers");
        args.extend([file_name, family]);
        args.extend(words(extra));
        let puzzle = stdout_of(&args);
        let judge = run_ok(&[], puzzle.as_bytes());
        let written = std::fs::read(&file).expect("answers written");
        assert_eq!(written, judge.stdout, "{args:?}");
        assert_eq!(written.iter().filter(|&&b| b == b'\n').count(), 40);
    }
}

#[test]
fn bench_option_rules_are_usage_errors() {
    let stderr = usage_error(&["bench", "--repeat", "0"]);
    assert!(stderr.contains("--repeat"), "{stderr}");
    let stderr = usage_error(&["bench", "--plot", "x.svg"]);
    assert!(stderr.contains("--matrix"), "{stderr}");
    for flag in [&["--quick"][..], &["--official", "data"]] {
        let args: Vec<&str> = ["bench", "--matrix"].iter().chain(flag).copied().collect();
        let stderr = usage_error(&args);
        assert!(stderr.contains(flag[0]), "{args:?}: {stderr}");
    }
}

// ---------------------------------------------------------------------------
// Files, usage errors, demo, engines.

#[test]
fn a_missing_file_is_an_error() {
    let out = huarong()
        .args(["solve", "/nonexistent/huarong/puzzle.in"])
        .output()
        .expect("huarong runs");
    let stderr = expect_error_line(
        &out,
        "solve /nonexistent",
        "",
        &["/nonexistent/huarong/puzzle.in"],
    );
    assert!(stderr.contains("cannot read"), "{stderr}");
}

#[test]
fn a_directory_is_not_a_puzzle_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().to_str().expect("UTF-8 temp path");
    let out = huarong()
        .args(["solve", path])
        .output()
        .expect("huarong runs");
    expect_error_line(&out, "solve DIR", "", &["cannot read"]);
}

#[test]
fn unknown_flags_are_usage_errors() {
    usage_error(&["--frobnicate"]);
    usage_error(&["solve", "--frobnicate"]);
    usage_error(&["solve", "a.in", "b.in"]);
    usage_error(&["a.in", "b.in"]);
}

/// `huarong WORD` reads the puzzle file WORD: an unknown word is a file that
/// is not there (exit 1), and a command's name after judge-mode options is a
/// usage error that says a command comes first.
#[test]
fn a_word_that_is_no_command_is_a_puzzle_file() {
    let out = huarong().arg("frobnicate").output().expect("huarong runs");
    expect_error_line(&out, "huarong frobnicate", "cannot read frobnicate", &[]);
    let out = run_ok(&[sample_path().to_str().expect("UTF-8 path")], b"");
    assert_eq!(String::from_utf8_lossy(&out.stdout), SAMPLE_ANSWERS);
    let stderr = usage_error(&["-j", "1", "gen"]);
    assert!(stderr.contains("`gen` is a command"), "{stderr}");
}

#[test]
fn bad_option_values_are_usage_errors() {
    usage_error(&["--engine", "nonsense"]);
    usage_error(&["solve", "-", "--engine", "nonsense"]);
    usage_error(&["--engine"]);
    usage_error(&["--max-cells", "many"]);
    usage_error(&["--max-cells", "-1"]);
    usage_error(&["solve", "a.in", "b.in"]);
}

#[test]
fn help_and_version_succeed() {
    let out = run_ok(&["--help"], b"");
    assert!(String::from_utf8_lossy(&out.stdout).contains("--engine"));
    let out = run_ok(&["--version"], b"");
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("huarong "));
}

#[test]
fn demo_explains_the_sample() {
    let out = run_ok(&["demo"], b"");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("2 moves"), "{stdout}");
    assert!(stdout.contains("-1"), "{stdout}");
    assert!(
        stdout.ends_with("\n2\n-1\n"),
        "ends with the judge output: {stdout}"
    );
    // Each game is the library's drawing (`show`'s, uncoloured off a terminal).
    let sample = common::puzzle(SAMPLE);
    for (i, game) in sample.games.iter().enumerate() {
        let solution = common::solutions(&sample, huarong::Engine::Fast).swap_remove(i);
        let scene = huarong::render::Scene::new(&sample.board, i + 1, *game, solution.as_ref())
            .expect("scene");
        let drawing = scene.terminal(huarong::render::Style::Plain);
        assert!(stdout.contains(&drawing), "game {}: {stdout}", i + 1);
    }
    insta::assert_snapshot!(stdout);
    for engine in ["brute", "classic"] {
        let out = run_ok(&["demo", "--engine", engine], b"");
        // The sample's answers and its one 2-move solution, whatever the engine.
        assert_eq!(String::from_utf8_lossy(&out.stdout), stdout, "{engine}");
    }
}

#[test]
fn every_engine_answers_the_sample() {
    let path = sample_path();
    let path = path.to_str().expect("UTF-8 path");
    for engine in ["brute", "classic", "fast"] {
        for args in [
            vec!["--engine", engine],
            vec!["solve", path, "--engine", engine],
            vec!["solve", "--engine", engine, "-"],
        ] {
            let out = run_ok(&args, SAMPLE.as_bytes());
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                SAMPLE_ANSWERS,
                "{args:?}"
            );
        }
    }
}

#[test]
fn brute_refuses_a_board_too_large_for_it() {
    // A 2 x 1501 open board: 3002 free cells, two more than brute takes.
    let cols = huarong::BRUTE_MAX_FREE / 2 + 1;
    let row = vec!["1"; cols].join(" ");
    let input = format!("2 {cols} 1\n{row}\n{row}\n1 1 1 2 2 {cols}\n");
    let out = huarong()
        .args(["--engine", "brute"])
        .write_stdin(input.clone())
        .output()
        .expect("huarong runs");
    expect_error_line(
        &out,
        "brute on 3002 free cells",
        "",
        &["brute", "3000", "3002"],
    );
    // The other engines take it, and agree.
    let fast = run_ok(&[], input.as_bytes());
    let classic = run_ok(&["--engine", "classic"], input.as_bytes());
    assert_eq!(fast.stdout, classic.stdout);
    let answer: i64 = String::from_utf8_lossy(&fast.stdout)
        .trim()
        .parse()
        .expect("a number");
    assert!(answer >= 1500, "at least one move per column: {answer}");
}

#[test]
fn small_edge_boards() {
    // A 1 x 2 corridor: one move swaps the blank and the piece.
    let out = run_ok(&[], b"1 2 2\n1 1\n1 1 1 2 1 1\n1 1 1 2 1 2\n");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1\n0\n");
    // A single free cell cannot hold both the blank and the piece.
    rejects(
        "1 1 1\n1\n1 1 1 1 1 1\n",
        3,
        5,
        &["blank and the designated piece"],
    );
}
