//! `huarong classic`: the optimum, the moves (which replay to the goal), the
//! JSON object's shape, built-in layouts and `--list`, the pictures, the
//! benchmark's quick run, and the exit statuses: 1 with the line and a
//! caret for a bad layout, 2 for a usage error. The solver's answers are
//! the library's tests (`crates/huarong/tests/classic*.rs`).

use huarong::classic::{
    ClassicMove, ClassicPuzzle, ClassicSearchLimits, Famous, Metric, solve, terminal,
};
use huarong::render::Style;

use crate::common::drawings::{strip_ansi, well_formed};
use crate::common::{expect_error_line, huarong, run_ok, stderr_text, stdout_of, temp_file};
use crate::input::rejects_with;

/// 横刀立马 lettered as the issue writes it.
const HENGDAO: &str = "ACCB\nACCB\nDEEF\nDGHF\nI..J\ngoal C 4 2\n";

/// `huarong classic args` on `input`: its stdout, checked as by `run_ok`.
fn classic(args: &[&str], input: &str) -> String {
    let mut all = vec!["classic"];
    all.extend_from_slice(args);
    String::from_utf8(run_ok(&all, input.as_bytes()).stdout).expect("UTF-8")
}

/// The moves of `--moves` output after its first line, replayed from
/// `layout`: the puzzle at the end.
fn replayed(layout: &ClassicPuzzle, lines: &[&str]) -> ClassicPuzzle {
    let moves: Vec<ClassicMove> = lines
        .iter()
        .map(|line| line.parse().expect("a move line"))
        .collect();
    layout.replay(&moves).expect("the moves replay")
}

#[test]
fn the_optimum_in_either_count() {
    assert_eq!(classic(&[], HENGDAO), "81\n");
    assert_eq!(classic(&["-"], HENGDAO), "81\n");
    assert_eq!(classic(&["--metric", "cell"], HENGDAO), "116\n");
    assert_eq!(classic(&["--layout", "hengdao-lima"], ""), "81\n");
    assert_eq!(
        classic(&["--layout", "横刀立马", "--metric", "cell"], ""),
        "116\n"
    );
    assert_eq!(classic(&["--layout", "zoutou-wulu"], ""), "-1\n");
    let file = temp_file(HENGDAO.as_bytes());
    assert_eq!(classic(&[file.path().to_str().unwrap()], ""), "81\n");
    // CRLF and empty lines at the end are fine.
    assert_eq!(classic(&[], &HENGDAO.replace('\n', "\r\n")), "81\n");
    assert_eq!(classic(&[], &format!("{HENGDAO}\n\n")), "81\n");
}

#[test]
fn moves_replay_to_the_goal_in_the_optimum() {
    let layout = ClassicPuzzle::parse(HENGDAO).unwrap();
    for (metric, optimum) in [("piece", 81), ("cell", 116)] {
        let text = classic(&["--moves", "--metric", metric], HENGDAO);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], optimum.to_string(), "{metric}");
        assert_eq!(lines.len(), optimum + 1, "{metric}");
        for line in &lines[1..] {
            let (piece, steps) = line.split_once(' ').expect("`C DL`");
            assert!(layout.piece(piece.chars().next().unwrap()).is_some());
            assert!(steps.chars().all(|c| "UDLR".contains(c)), "{line}");
            if metric == "cell" {
                assert_eq!(steps.len(), 1, "{line}");
            }
        }
        assert!(replayed(&layout, &lines[1..]).is_solved(), "{metric}");
    }
    // Unreachable: -1 and no moves.
    assert_eq!(classic(&["--moves", "--layout", "zoutou-wulu"], ""), "-1\n");
}

#[test]
fn json_is_one_object_of_optimum_reachable_and_moves() {
    let object = |args: &[&str], input: &str| -> serde_json::Value {
        let text = classic(args, input);
        assert_eq!(text.lines().count(), 1, "{text}");
        serde_json::from_str(&text).expect("JSON")
    };
    let plain = object(&["--format", "json"], HENGDAO);
    assert_eq!(
        plain,
        serde_json::json!({"optimum": 81, "reachable": 25955, "moves": null})
    );
    let with_moves = object(
        &["--format", "json", "--moves", "--metric", "cell"],
        HENGDAO,
    );
    let keys: Vec<&String> = with_moves.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["moves", "optimum", "reachable"]);
    assert_eq!(with_moves["optimum"], 116);
    let moves: Vec<&str> = with_moves["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    assert_eq!(moves.len(), 116);
    let layout = ClassicPuzzle::parse(HENGDAO).unwrap();
    assert!(replayed(&layout, &moves).is_solved());
    let stuck = object(
        &["--format", "json", "--moves", "--layout", "zoutou-wulu"],
        "",
    );
    assert_eq!(
        stuck,
        serde_json::json!({"optimum": -1, "reachable": 7462, "moves": []})
    );
}

#[test]
fn list_shows_every_built_in_layout_as_the_solver_solves_it() {
    let text = classic(&["--list"], "");
    let rows: Vec<&str> = text.lines().skip(1).collect();
    assert!(rows.len() >= 11, "{text}");
    assert_eq!(rows.len(), Famous::ALL.len());
    let limits = ClassicSearchLimits::default();
    for (row, famous) in rows.iter().zip(Famous::ALL) {
        let words: Vec<&str> = row.split_whitespace().collect();
        let puzzle = famous.puzzle();
        let pieces = solve(&puzzle, Metric::Piece, &limits).unwrap();
        let cells = solve(&puzzle, Metric::Cell, &limits).unwrap();
        let number = |o: Option<usize>| o.map_or("-1".to_owned(), |n| n.to_string());
        assert_eq!(
            words,
            [
                famous.pinyin,
                famous.chinese,
                &number(pieces.optimum),
                &number(cells.optimum),
                &pieces.reachable.to_string()
            ],
            "{row}"
        );
    }
    assert!(rows[0].starts_with("hengdao-lima"));
    assert!(rows[0].contains("横刀立马") && rows[0].contains("81") && rows[0].contains("116"));

    let json: serde_json::Value =
        serde_json::from_str(&classic(&["--list", "--format", "json"], "")).unwrap();
    let first = &json.as_array().unwrap()[0];
    assert_eq!(
        *first,
        serde_json::json!({"pinyin": "hengdao-lima", "chinese": "横刀立马",
                           "piece": 81, "cell": 116, "reachable": 25955})
    );
}

#[test]
fn show_draws_the_layout_plain_unless_colour_is_asked_for() {
    let text = classic(&["--show"], HENGDAO);
    let layout = ClassicPuzzle::parse(HENGDAO).unwrap();
    let (summary, picture) = text.split_once('\n').unwrap();
    assert_eq!(
        summary,
        "stdin: 81 moves in the piece count, 25955 layouts reachable"
    );
    assert_eq!(picture, terminal(&layout, Style::Plain));
    let coloured = classic(&["--show", "--color", "always"], HENGDAO);
    assert!(coloured.contains('\x1b'));
    assert_eq!(strip_ansi(&coloured), text);
    // With --moves, a frame after each move, the last with C on its goal.
    let frames = classic(&["--show", "--moves", "--layout", "hengdao-lima"], "");
    assert_eq!(frames.matches("\nmove ").count(), 81);
    assert!(frames.contains("move 81 / 81: "));
    let last_rows: Vec<&str> = frames.trim_end().lines().rev().take(2).collect();
    assert!(
        last_rows.iter().all(|row| &row[5..8] == "C C"),
        "{last_rows:?}"
    );
}

#[test]
fn svg_writes_an_animation_or_a_still() {
    let dir = tempfile::tempdir().unwrap();
    for (still, name) in [(false, "moves.svg"), (true, "still.svg")] {
        let path = dir.path().join(name);
        let path = path.to_str().unwrap();
        let mut args = vec!["--layout", "yilu-shunfeng", "--svg", path];
        if still {
            args.push("--still");
        }
        let said = classic(&args, "");
        assert!(said.starts_with(&format!("wrote {path}")), "{said}");
        assert!(said.contains("39 moves in the piece count"), "{said}");
        let svg = std::fs::read_to_string(path).unwrap();
        assert!(well_formed(&svg) > 10);
        assert_eq!(svg.contains("<animateTransform"), !still, "{name}");
        assert_eq!(svg.contains("move 39 / 39"), !still, "{name}");
    }
    let to_stdout = classic(&["--svg", "-", "--metric", "cell"], HENGDAO);
    well_formed(&to_stdout);
    assert!(to_stdout.contains("move 116 / 116"));
}

#[test]
fn bad_layouts_exit_1_with_the_line_and_a_caret() {
    for (input, line, column, phrases) in [
        ("AB\nA.\n", 3, 1, &["no goal line"][..]),
        ("AA\nA.\ngoal A 1 1\n", 2, 2, &["not a filled rectangle"]),
        ("A.A\ngoal A 1 1\n", 1, 3, &["'A' names two pieces"]),
        ("A.\nA..\ngoal A 1 1\n", 2, 3, &["row 2 has 3 cells"]),
        ("A.\n.*\ngoal A 1 1\n", 2, 2, &["'*' is not a cell"]),
        ("A.\ngoal B 1 1\n", 2, 6, &["no piece on the board is 'B'"]),
        ("A.\ngoal A 3 1\n", 2, 8, &["'3' is not a row"]),
        ("A#\ngoal A 1 2\n", 2, 8, &["cover the wall"]),
    ] {
        let stderr = rejects_with(&["classic"], input.as_bytes(), line, column, phrases);
        assert!(stderr.contains(" | "), "{stderr}");
    }
    let out = huarong()
        .args(["classic", "no-such-layout.txt"])
        .output()
        .unwrap();
    expect_error_line(&out, "a missing file", "cannot read", &[]);
}

#[test]
fn the_memory_limit_is_an_error_with_a_hint() {
    let out = huarong()
        .args([
            "classic",
            "--layout",
            "hengdao-lima",
            "--max-memory",
            "100K",
        ])
        .output()
        .unwrap();
    expect_error_line(
        &out,
        "--max-memory 100K",
        "more than",
        &["memory limit of 102400 bytes", "--max-memory"],
    );
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &["classic", "--layout", "nowhere"][..],
        &["classic", "x.txt", "--layout", "hengdao-lima"],
        &["classic", "--list", "--moves"],
        &["classic", "--show", "--svg", "a.svg"],
        &["classic", "--svg", "a.png"],
        &["classic", "--still"],
        &["classic", "--metric", "steps"],
        &["classic", "--quick"],
    ] {
        let out = huarong().args(args).output().unwrap();
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            stderr_text(&out)
        );
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    let help = stdout_of(&["classic", "--help"]);
    assert!(
        help.contains("goal L R C") && help.contains("Exit status"),
        "{help}"
    );
}

/// The quick benchmark runs and reports every built-in layout in both
/// counts; no time is held to anything.
#[test]
fn the_quick_benchmark_reports_layouts_a_second() {
    let text = stdout_of(&["classic", "--bench", "--quick"]);
    let rows: Vec<&str> = text.lines().filter(|l| l.contains(" M/s")).collect();
    // Each layout in both counts, the total, and 横刀立马's group by bit
    // masks in both.
    assert_eq!(rows.len(), 2 * Famous::ALL.len() + 3, "{text}");
    assert!(rows[0].starts_with("hengdao-lima") && rows[0].contains(" 25955 "));
    assert!(rows[2 * Famous::ALL.len()].starts_with("all: "), "{text}");
    for (row, optimum) in rows[rows.len() - 2..].iter().zip([81, 116]) {
        assert!(
            row.starts_with("横刀立马's group")
                && row.contains(&format!("optimum {optimum}, 25955 ")),
            "{row}"
        );
    }
}

/// `--random`: every layout drawn is of the mix asked, its stated optimum
/// in the range asked and the solver's, and a seed draws the same layout
/// again.
#[test]
fn random_layouts_lie_in_their_range_and_solve_as_stated() {
    let cases: &[(&[&str], std::ops::RangeInclusive<usize>, &str)] = &[
        (&[], 1..=93, "4v1h4s"),
        (&["--optimum", "60..70"], 60..=70, "4v1h4s"),
        (&["--optimum", "93"], 93..=93, "4v1h4s"),
        (&["--optimum", "..5", "--metric", "cell"], 0..=5, "4v1h4s"),
        (
            &["--pieces", "2v3h4s", "--optimum", "40.."],
            40..=200,
            "2v3h4s",
        ),
        (
            &["--pieces", "zuoyou-bubing", "--optimum", "20..30"],
            20..=30,
            "4v1h4s",
        ),
        (
            &["--pieces", "3h 8s", "--metric", "cell"],
            1..=200,
            "0v3h8s",
        ),
    ];
    for (args, range, pieces) in cases {
        for seed in ["1", "17", "20261207"] {
            let mut all = vec!["--random", "--format", "json", "--seed", seed];
            all.extend_from_slice(args);
            let record: serde_json::Value = serde_json::from_str(&classic(&all, "")).unwrap();
            let layout = ClassicPuzzle::parse(record["layout"].as_str().unwrap()).unwrap();
            let optimum = usize::try_from(record["optimum"].as_u64().unwrap()).unwrap();
            let metric: Metric = record["metric"].as_str().unwrap().parse().unwrap();
            assert!(range.contains(&optimum), "{args:?} {seed}: {optimum}");
            assert_eq!(record["pieces"], *pieces, "{args:?}");
            assert_eq!(record["seed"].as_u64(), Some(seed.parse().unwrap()));
            let solved = solve(&layout, metric, &ClassicSearchLimits::default()).unwrap();
            assert_eq!(solved.optimum, Some(optimum), "{args:?} {seed}:\n{layout}");
            let mut text = vec!["--random", "--seed", seed];
            text.extend_from_slice(args);
            let printed = classic(&text, "");
            assert_eq!(
                printed,
                layout.to_string(),
                "the same seed, the same layout"
            );
        }
    }
}

#[test]
fn a_range_without_a_layout_is_an_error() {
    let out = huarong()
        .args(["classic", "--random", "--optimum", "94..", "--seed", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr_text(&out),
        "error: no layout of the mix 4v1h4s has an optimum in 94.. in the piece count (its optima run from 1 to 93)\n"
    );
    let out = huarong()
        .args(["classic", "--random", "--pieces", "4v1h6s"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr_text(&out).contains("more than 14"),
        "{}",
        stderr_text(&out)
    );
}
