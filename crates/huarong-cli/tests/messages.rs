//! What a user reads when something is wrong, and the help they read first:
//! snapshots of whole messages (the wording, the line under it, the caret)
//! and of every command's `--help`, so that any change to them is seen and
//! reviewed (`cargo insta review`, or rename the `.snap.new` files).

use crate::common::{SAMPLE, huarong, sample_with};

/// Stderr of `huarong ARGS < input`, which must fail with `status`.
fn stderr_of(args: &[&str], input: &[u8], status: i32) -> String {
    let output = huarong()
        .args(args)
        .write_stdin(input)
        .output()
        .expect("huarong runs");
    assert_eq!(output.status.code(), Some(status), "{output:?}");
    assert!(output.stdout.is_empty(), "{output:?}");
    String::from_utf8(output.stderr).expect("messages are UTF-8")
}

#[test]
fn a_short_row_is_named_at_its_own_line() {
    // Line 3 holds 3 of 4 cells: every later number shifts, and the reading
    // would otherwise fail at line 5.
    let stderr = stderr_of(&[], sample_with(3, "0 1 1").as_bytes(), 1);
    insta::assert_snapshot!(stderr, @r"
    error: line 3, column 6: row 2 has 3 cells on its line, expected 4 (one row per line)
      3 | 0 1 1
        |      ^
    ");
}

#[test]
fn a_long_row_is_named_at_its_first_extra_cell() {
    let stderr = stderr_of(&[], sample_with(2, "0 1 1 1 1").as_bytes(), 1);
    insta::assert_snapshot!(stderr, @r"
    error: line 2, column 9: row 1 has 5 cells on its line, expected 4 (one row per line)
      2 | 0 1 1 1 1
        |         ^
    ");
}

#[test]
fn a_board_on_one_line_is_another_layout_not_a_short_row() {
    // Twelve cells on one line read fine; the error is the game's own.
    let input = "3 4 1\n0 1 1 1 0 1 1 0 0 1 0 0\n3 2 1 2 2 9\n";
    let stderr = stderr_of(&[], input.as_bytes(), 1);
    assert!(
        stderr.contains("line 3, column 11: 9 is out of range"),
        "{stderr}"
    );
}

#[test]
fn a_row_without_spaces_gets_a_hint() {
    let stderr = stderr_of(&[], sample_with(2, "0111").as_bytes(), 1);
    insta::assert_snapshot!(stderr, @r"
    error: line 2, column 1: '0111' is not a cell: cells are 0 or 1, separated by spaces (`0 1 1 1`, not `0111`)
      2 | 0111
        | ^
    ");
}

#[test]
fn the_caret_sits_under_the_token_of_a_long_line() {
    let mut line = "1 ".repeat(60);
    line.push('x');
    line.push_str(&" 1".repeat(60));
    let input = format!("1 121 0\n{line}\n");
    let stderr = stderr_of(&[], input.as_bytes(), 1);
    insta::assert_snapshot!(stderr, @r"
    error: line 2, column 121: 'x' is not an integer: expected cell (1, 61): 0 (fixed) or 1 (movable)
      2 | …1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 x 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 …
        |                                ^
    ");
}

#[test]
fn hostile_bytes_in_the_line_are_escaped() {
    let input = b"1 2 1\n1 1\n1 1 1 \x1b[2J 1 2\n";
    let stderr = stderr_of(&[], input, 1);
    assert!(!stderr.contains('\x1b'), "{stderr:?}");
    insta::assert_snapshot!(stderr, @r"
    error: line 3, column 7: '\x1b[2J' is not an integer: expected SY of game 1: a column from 1 to 2
      3 | 1 1 1 \x1b[2J 1 2
        |       ^
    ");
}

#[test]
fn a_game_out_of_the_board_names_the_range_in_words() {
    let stderr = stderr_of(&[], sample_with(5, "4 2 1 2 2 2").as_bytes(), 1);
    insta::assert_snapshot!(stderr, @r"
    error: line 5, column 1: 4 is out of range: expected EX of game 1: a row from 1 to 3
      5 | 4 2 1 2 2 2
        | ^
    ");
}

#[test]
fn the_end_of_the_input_is_shown_as_an_empty_line() {
    let stderr = stderr_of(&[], b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n", 1);
    insta::assert_snapshot!(stderr, @r"
    error: line 6, column 1: the input ends early: expected EX of game 2: a row from 1 to 3
      6 | 
        | ^
    ");
}

#[test]
fn validate_shows_the_line_too() {
    let stderr = stderr_of(&["validate", "-"], b"3 4 2\n0 1 1  1\n", 1);
    insta::assert_snapshot!(stderr, @r"
    line 2, column 7: a second space: numbers are separated by exactly one space
      2 | 0 1 1  1
        |       ^
    ");
}

#[test]
fn limits_above_the_ceiling_are_refused_where_they_are_given() {
    for args in [
        &["--max-cells", "20000000000"][..],
        &["solve", "--max-cells", "20000000000"],
        &["show", "--max-cells", "20000000000", "-"],
        &["gen", "open", "--max-cells", "20000000000"],
    ] {
        let stderr = stderr_of(args, SAMPLE.as_bytes(), 2);
        assert!(
            stderr.contains("--max-cells 20000000000: at most 300000000, the solver's own limit"),
            "{args:?}: {stderr}"
        );
    }
    // The ceiling itself is accepted.
    huarong()
        .args(["--max-cells", &huarong::SOLVER_MAX_CELLS.to_string()])
        .write_stdin(SAMPLE)
        .assert()
        .success()
        .stdout("2\n-1\n");
}

#[test]
fn a_board_over_the_limit_says_which_flag_raises_it() {
    let stderr = stderr_of(&["--max-cells", "11"], SAMPLE.as_bytes(), 1);
    insta::assert_snapshot!(stderr, @r"
    error: line 1, column 1: the board has 3 x 4 = 12 cells, more than the limit of 11 (raise the limit with --max-cells)
      1 | 3 4 2
        | ^
    ");
    let stderr = stderr_of(
        &[
            "gen",
            "open",
            "--rows",
            "5",
            "--cols",
            "5",
            "--max-cells",
            "24",
        ],
        b"",
        2,
    );
    assert!(
        stderr.contains("a 5 x 5 board has more than 24 cells (see --max-cells)"),
        "{stderr}"
    );
}

#[test]
fn ranges_are_worded_not_written_in_rust() {
    let stderr = stderr_of(&["show", "--game", "3", "-"], SAMPLE.as_bytes(), 2);
    assert!(stderr.contains("from 1 to 2"), "{stderr}");
    let stderr = stderr_of(&["gen", "open", "--rows", "0"], b"", 2);
    assert!(stderr.contains("a 0 x 30 board has no cells"), "{stderr}");
    let stderr = stderr_of(&["-j", "5000"], SAMPLE.as_bytes(), 2);
    assert!(!stderr.contains("..="), "{stderr}");
    assert!(stderr.contains("at most 1024"), "{stderr}");
}

#[test]
fn a_mistyped_command_is_suggested() {
    // Alone, a word that is no file and no command is a usage error that
    // lists the commands.
    let stderr = stderr_of(&["solv"], b"", 2);
    assert!(
        stderr.starts_with("error: 'solv' is not a command"),
        "{stderr}"
    );
    assert!(
        stderr.contains("a similar command exists: 'solve'"),
        "{stderr}"
    );
    assert!(stderr.contains("Commands: solve, demo,"), "{stderr}");
    // After judge mode's options it is still read as a file, with a guess.
    let stderr = stderr_of(&["-j", "1", "solv"], b"", 1);
    insta::assert_snapshot!(stderr, @"error: no such puzzle file; did you mean `huarong solve`?: cannot read solv: No such file or directory (os error 2)");
    // A real file name gets no guess.
    let stderr = stderr_of(&["no-such.in"], b"", 1);
    assert!(!stderr.contains("did you mean"), "{stderr}");
}

/// Every command's `--help`, as a snapshot per command.
#[test]
fn help_of_every_command() {
    let mut names = vec![String::new()];
    let listing = huarong().arg("--help").output().expect("huarong runs");
    let listing = String::from_utf8(listing.stdout).expect("UTF-8 help");
    let commands = listing
        .split("Commands:\n")
        .nth(1)
        .and_then(|rest| rest.split("\n\n").next())
        .expect("a list of commands");
    names.extend(
        commands
            .lines()
            .filter_map(|line| line.split_whitespace().next())
            .filter(|name| *name != "help")
            .map(str::to_owned),
    );
    assert!(names.len() > 10, "{names:?}");
    for name in names {
        let mut cmd = huarong();
        if !name.is_empty() {
            cmd.arg(&name);
        }
        let output = cmd.arg("--help").output().expect("huarong runs");
        assert!(output.status.success(), "{name}: {output:?}");
        let help = String::from_utf8(output.stdout).expect("UTF-8 help");
        let snapshot = if name.is_empty() {
            "help".to_owned()
        } else {
            format!("help_{name}")
        };
        insta::assert_snapshot!(snapshot, help);
    }
}
