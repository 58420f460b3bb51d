//! What `test` and `stress` report of a program's run, whatever huarong
//! itself did before starting it and whatever the program prints: the
//! program's own peak memory, not huarong's; a screenful of a flooding
//! program's output, within `--duration`; and the messages' counts in the
//! singular for one game.

use std::time::{Duration, Instant};

use crate::common::{huarong, stderr_text};

/// `huarong test` on a case that takes huarong itself some 100 MiB to
/// solve: `true` is reported at its own size (about 1 MiB), as
/// `/usr/bin/time` reports it, not at huarong's.
#[test]
fn test_reports_the_programs_memory_not_its_own() {
    let dir = tempfile::tempdir().expect("temp dir");
    let case = huarong()
        .args(["gen", "random", "--rows", "1000", "--cols", "1000"])
        .args(["--games", "5", "--seed", "1", "--uniform"])
        .output()
        .expect("huarong gen runs");
    std::fs::write(dir.path().join("big.in"), &case.stdout).expect("write");
    let out = huarong()
        .arg("test")
        .arg(dir.path())
        .args([
            "--time-limit",
            "10",
            "--run",
            "true",
            "--run",
            "sh -c 'cat >/dev/null'",
        ])
        .output()
        .expect("huarong test runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let summary = text
        .lines()
        .find(|l| l.starts_with("summary"))
        .unwrap_or_else(|| panic!("a summary row: {text}{}", stderr_text(&out)));
    let sizes: Vec<f64> = summary
        .split(" MiB")
        .filter_map(|part| part.rsplit(' ').next()?.parse().ok())
        .collect();
    assert_eq!(sizes.len(), 2, "{summary}");
    for size in sizes {
        assert!(size < 16.0, "a program reported at {size} MiB: {text}");
    }
}

/// A program that prints `2` forever: the report shows a line per game and
/// 20 more, then how many it leaves out, and the run keeps to
/// `--duration` (before, it printed every line it caught: 2 GB in 2
/// minutes).
#[test]
fn stress_shows_a_screenful_of_a_flood_within_its_duration() {
    let out_dir = tempfile::tempdir().expect("temp dir");
    let start = Instant::now();
    let out = huarong()
        .args(["stress", "--duration", "3", "--seed", "1", "--out"])
        .arg(out_dir.path())
        .args(["--", "yes", "2"])
        .output()
        .expect("huarong stress runs");
    let took = start.elapsed();
    let report = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(1), "{report}{}", stderr_text(&out));
    assert!(took < Duration::from_secs(10), "took {took:?}");
    assert!(report.len() < 4000, "{} bytes of report", report.len());
    let more = report
        .lines()
        .find(|l| l.contains(" more lines"))
        .unwrap_or_else(|| panic!("no `... N more lines`: {report}"));
    assert!(more.trim_start().starts_with("... "), "{more}");
    let shown = report.lines().filter(|l| l.trim() == "2").count();
    assert!(
        (20..=40).contains(&shown),
        "{shown} lines of the program shown: {report}"
    );
}

/// One game is one game, not "1 games", in the messages about text after
/// the last game.
#[test]
fn one_game_is_singular() {
    let out = huarong()
        .arg("validate")
        .write_stdin("1 2 1\n1 1\n1 1 1 2 1 2\n5\n")
        .output()
        .expect("huarong runs");
    let stderr = stderr_text(&out);
    assert!(stderr.contains("(1 game was announced)"), "{stderr}");
    let out = huarong()
        .write_stdin("1 2 2\n1 1\n1 1 1 2 1 2\n1 2 1 1 1 1\n5\n")
        .output()
        .expect("huarong runs");
    let stderr = stderr_text(&out);
    assert!(stderr.contains("(2 games were announced)"), "{stderr}");
}
