//! The command line beyond the input's layout: the board-size limit, which
//! options each command takes, usage errors (exit 2), missing files, `demo`,
//! and the engines.

use assert_cmd::Command;
use huarong::render::Style;

use crate::common::drawings::scene;
use crate::common::{
    SAMPLE, SAMPLE_ANSWERS, TIMEOUT, bin, expect_error_line, huarong, puzzle, run_ok, sample_arg,
    stderr_text, stdout_of, temp_file, usage_error,
};
use crate::input::{rejects, rejects_with};

/// `text` split into arguments at whitespace.
fn words(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

// ---------------------------------------------------------------------------
// The board-size limit.

/// Runs the binary under a 512 MiB address-space cap, so that any attempt to
/// allocate the board shows up as a crash rather than passing unnoticed.
#[cfg(unix)]
fn run_capped(args: &[&str], input: &[u8]) -> std::process::Output {
    Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 524288 && exec \"$0\" \"$@\"")
        .arg(bin())
        .args(args)
        .write_stdin(input.to_vec())
        .timeout(TIMEOUT)
        .output()
        .expect("sh runs")
}

/// Refused from the header alone: under the cap, a board of that size could
/// not even be allocated, let alone read.
#[cfg(unix)]
#[test]
fn refuses_a_huge_board_without_allocating_it() {
    for header in [
        "100000 100000 1",
        "100000 100000 1\n",
        "4294967296 4294967296 500",
    ] {
        let out = run_capped(&[], header.as_bytes());
        expect_error_line(
            &out,
            header,
            "line 1, column 1: ",
            &["limit of 20000000", "--max-cells"],
        );
    }
    let out = run_capped(&[], b"100000 100000 1");
    let stderr = stderr_text(&out);
    assert!(stderr.contains("100000 x 100000"), "{stderr}");
}

#[test]
fn refuses_a_huge_board() {
    let stderr = rejects_with(
        &[],
        b"100000 100000 1",
        1,
        1,
        &["100000 x 100000", "limit", "--max-cells"],
    );
    assert!(stderr.contains("20000000"), "the limit in force: {stderr}");
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
    let path: &str = &sample_arg();
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
    let out = run_capped(&["--max-cells", &u64::MAX.to_string()], b"1 1 0\n1\n");
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
        let out = run_capped(&["--max-cells", &max], input.as_bytes());
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
    let path: &str = &sample_arg();
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
    let path: &str = &sample_arg();
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
    let path: &str = &sample_arg();
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

/// `huarong WORD` reads the puzzle file WORD; a word that names no file and
/// no command is a usage error that lists the commands (exit 2), a missing
/// file with a path (`no-such.in`) a read error (exit 1); a command's name
/// after judge-mode options is a usage error that says a command comes
/// first.
#[test]
fn a_word_that_is_no_command_is_a_puzzle_file() {
    let stderr = usage_error(&["frobnicate"]);
    assert!(stderr.contains("'frobnicate' is not a command"), "{stderr}");
    assert!(stderr.contains("Commands: solve,"), "{stderr}");
    let out = huarong()
        .arg("frobnicate.in")
        .output()
        .expect("huarong runs");
    expect_error_line(
        &out,
        "huarong frobnicate.in",
        "cannot read frobnicate.in",
        &[],
    );
    let out = run_ok(&[&sample_arg()], b"");
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
    let sample = puzzle(SAMPLE);
    for number in 1..=sample.games.len() {
        let drawing = scene(&sample, number).terminal(Style::Plain);
        assert!(stdout.contains(&drawing), "game {number}: {stdout}");
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
    let path: &str = &sample_arg();
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
