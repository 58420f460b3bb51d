//! `huarong stress`: planted bugs found and shrunk, a correct solution
//! passing, the cases `gen` prints, time-outs, and `--duration`.

use super::*;

/// What a stress run found: its exit status, its report, how long it took,
/// and the shrunk case it wrote.
struct StressRun {
    status: Option<i32>,
    report: String,
    took: Duration,
    fail_in: Option<String>,
    fail_ans: Option<String>,
}

impl StressRun {
    /// The failing case it wrote, checking that it failed (status 1) with a
    /// report that says `phrase`.
    fn failed_saying(&self, phrase: &str) -> &str {
        assert_eq!(self.status, Some(1), "{}", self.report);
        assert!(self.report.contains(phrase), "{}", self.report);
        self.fail_in.as_deref().expect("fail.in written")
    }
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
    let puzzle =
        validate_puzzle(fail_in.as_bytes(), &ContestLimits::NONE).expect("a strict puzzle");
    assert_eq!(puzzle.games.len(), 1, "{script}: {fail_in}");
    let cells = puzzle.board.rows() * puzzle.board.cols();
    assert!(cells <= 9, "{script}: {cells} cells\n{fail_in}");
    let want = crate::common::answers(&puzzle, Engine::Brute).expect("solvable");
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
    let crash = sh("exit 4");
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
        &sh("sleep 30"),
    );
    let fail_in = found.failed_saying("\nTLE: killed after 0.2 s\n");
    // Any game times out: the smallest case has one game, and no free cell
    // but its own.
    let shrunk = puzzle(fail_in);
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

/// With `--duration`, shrinking stops at the budget and the smallest
/// failing case found by then is written.
#[test]
fn stress_shrinking_keeps_to_the_duration() {
    // Every run fails slowly: shrinking would take many runs of 0.4 s.
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
        &sh("sleep 0.4; exit 1"),
    );
    let fail_in = found.failed_saying(", stopped by --duration) to ");
    validate_puzzle(fail_in.as_bytes(), &ContestLimits::NONE).expect("a strict puzzle");
    assert!(found.fail_ans.is_some());
}
