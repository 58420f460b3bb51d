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

/// `testset` into a folder that holds an earlier set refuses, naming the
/// folder, and leaves it as it was; `--force` replaces the set, removing
/// the files it wrote and nothing else, whatever the formats; a folder not
/// empty for other reasons is refused too. `-q` prints nothing.
#[test]
fn testset_refuses_an_earlier_set_unless_forced() {
    let dir = tempfile::tempdir().expect("temp dir");
    let set = dir.path().join("set");
    let path = path_str(&set);
    let testset = |args: &[&str]| {
        let mut all = vec!["testset", path, "-q"];
        all.extend(args);
        run(&all, b"")
    };
    let out = testset(&["--cases", "5", "--seed", "1"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    assert!(out.stdout.is_empty(), "-q: {}", stdout_text(&out));
    std::fs::write(set.join("notes.txt"), "mine").expect("write");

    let stderr = crate::common::usage_error(&["testset", path, "--cases", "3", "--seed", "2"]);
    assert!(
        stderr.contains(&format!(
            "{path} holds an earlier test set (11 files, listed in huarong-testset.txt); \
             --force replaces it"
        )),
        "{stderr}"
    );
    assert!(set.join("puzzle5.in").is_file(), "the earlier set is left");

    let out = testset(&["--cases", "3", "--seed", "2", "--force"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    let names = |dir: &Path| {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .expect("a folder")
            .map(|e| {
                e.expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        names.sort();
        names
    };
    assert_eq!(
        names(&set),
        [
            "README.md",
            "huarong-testset.txt",
            "notes.txt",
            "puzzle1.ans",
            "puzzle1.in",
            "puzzle2.ans",
            "puzzle2.in",
            "puzzle3.ans",
            "puzzle3.in"
        ]
    );
    let readme = std::fs::read_to_string(set.join("README.md")).expect("README.md");
    assert!(readme.contains("--seed 2 --cases 3"), "{readme}");

    // Another format over it: the plain files go, the folders come.
    let out = testset(&["--cases", "3", "--format", "hydro", "--force"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    assert_eq!(
        names(&set),
        [
            "huarong-dao.zip",
            "huarong-testset.txt",
            "notes.txt",
            "problem.yaml",
            "problem_en.md",
            "problem_zh.md",
            "std",
            "testdata"
        ]
    );
    let out = testset(&["--cases", "3", "--format", "fps", "--force"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    assert_eq!(
        names(&set),
        ["huarong-dao.xml", "huarong-testset.txt", "notes.txt"]
    );

    let other = tempfile::tempdir().expect("temp dir");
    std::fs::write(other.path().join("notes.txt"), "mine").expect("write");
    let stderr = crate::common::usage_error(&["testset", path_str(other.path())]);
    assert!(stderr.contains("is not empty"), "{stderr}");

    // Without -q, each file written is named.
    let fresh = dir.path().join("fresh");
    let out = run(&["testset", path_str(&fresh), "--cases", "1"], b"");
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    let said = stdout_text(&out);
    assert!(said.starts_with("wrote "), "{said}");
}
