//! `huarong testset`: a valid set in the original data's tiers, and the
//! original sizes with `--noip`.

use super::*;

/// `huarong testset DIR`: X.in with X.ans in the original data's tiers,
/// every file valid with the original limits, the answers huarong's, the
/// same set for the same seed, and a README table of the cases.
#[test]
fn testset_writes_a_valid_set_in_tiers() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = path_str(dir.path());
    let out = run(
        &["testset", path, "--cases", "10", "--seed", "4", "-q"],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    let out = run(&["validate", "--noip", path], b"");
    assert_eq!(out.status.code(), Some(0), "{}", stdout_text(&out));
    assert!(stdout_text(&out).ends_with("\nall 10 files valid\n"));
    let mut tiers = Vec::new();
    for k in 1..=10 {
        let input = std::fs::read_to_string(dir.path().join(format!("puzzle{k}.in"))).unwrap();
        let answers = std::fs::read_to_string(dir.path().join(format!("puzzle{k}.ans"))).unwrap();
        let puzzle = puzzle(&input);
        let want: String = crate::common::answers(&puzzle, Engine::Fast)
            .expect("solvable")
            .iter()
            .map(|a| a.map_or_else(|| "-1\n".to_owned(), |a| format!("{a}\n")))
            .collect();
        assert_eq!(answers, want, "puzzle{k}");
        let (rows, cols) = (puzzle.board.rows(), puzzle.board.cols());
        tiers.push(match puzzle.games.len() {
            1 if rows <= 10 && cols <= 10 => 0,
            1..=10 => 1,
            _ => 2,
        });
    }
    assert_eq!(tiers, [0, 0, 0, 1, 1, 1, 2, 2, 2, 2]);
    let readme = std::fs::read_to_string(dir.path().join("README.md")).expect("README.md");
    let rows: Vec<&str> = readme
        .lines()
        .filter(|l| l.starts_with("| puzzle"))
        .collect();
    assert_eq!(rows.len(), 10, "{readme}");
    assert!(
        readme.contains(
            "| case | tier | size | family | games | -1 | longest answer | classic time |"
        )
    );
    assert!(
        rows[9].starts_with("| puzzle10 | full | 30 x 30 | "),
        "{}",
        rows[9]
    );

    let again = tempfile::tempdir().expect("temp dir");
    let out = run(
        &[
            "testset",
            path_str(again.path()),
            "--cases",
            "10",
            "--seed",
            "4",
            "-q",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    for k in [1, 5, 10] {
        let name = format!("puzzle{k}.in");
        assert_eq!(
            std::fs::read(dir.path().join(&name)).unwrap(),
            std::fs::read(again.path().join(&name)).unwrap()
        );
    }
    usage_error(&["testset", path, "--cases", "0"]);
    usage_error(&["testset", path, "--cases", "1001"]);
}

/// `testset --noip`: the original data's sizes, case by case, in the first
/// two tiers; the full tier at the full limits.
#[test]
fn testset_noip_takes_the_original_sizes() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run(&["testset", path_str(dir.path()), "--noip", "-q"], b"");
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    for k in 13..=20 {
        let ours = std::fs::read_to_string(dir.path().join(format!("puzzle{k}.in"))).unwrap();
        assert!(ours.starts_with("30 30 500\n"), "puzzle{k}");
    }
    for k in [1, 2, 3, 7, 9, 11, 12] {
        let ours = std::fs::read_to_string(dir.path().join(format!("puzzle{k}.in"))).unwrap();
        let theirs =
            crate::common::read(&crate::common::official_dir().join(format!("puzzle{k}.in")));
        let header = |text: &str| text.lines().next().unwrap_or("").to_owned();
        assert_eq!(
            header(&ours),
            header(&String::from_utf8_lossy(&theirs)),
            "puzzle{k}"
        );
    }
}
