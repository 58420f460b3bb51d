//! Judge mode's input: which layouts it accepts, and how it refuses the
//! rest (exit 1, nothing on stdout, one `error: line L, column C: ...` line
//! on stderr). The parser's property tests are the library's
//! (`crates/huarong/tests/parse.rs`).

use crate::common::{
    SAMPLE, SAMPLE_ANSWERS, bin, expect_error_line, huarong, run_ok, sample_with, stderr_text,
    temp_file,
};

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
pub(crate) fn rejects_with(
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
pub(crate) fn rejects(input: impl AsRef<[u8]>, line: usize, column: usize, phrases: &[&str]) {
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

/// Each rule a game breaks, on the game's own line of the sample: the piece
/// named, and the column of its first number.
#[test]
fn rejects_games_that_break_the_rules() {
    for (line, game, column, phrases) in [
        (
            5,
            "1 1 1 2 2 2",
            1,
            ["game 1", "the blank at (1, 1)", "fixed"],
        ),
        (
            6,
            "1 2 2 1 3 2",
            5,
            ["game 2", "the designated piece at (2, 1)", "fixed"],
        ),
        (
            5,
            "3 2 1 2 3 3",
            9,
            ["game 1", "the target at (3, 3)", "fixed"],
        ),
        (
            5,
            "1 2 1 2 2 2",
            5,
            ["game 1", "blank and the designated piece", "(1, 2)"],
        ),
    ] {
        rejects(sample_with(line, game), line, column, &phrases);
    }
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
