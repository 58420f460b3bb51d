//! `huarong bench`: it runs from any folder on the bundled official cases,
//! labels its workloads by their real sizes, reports targets without failing
//! on them unless `--check` is given, and takes `--quiet`. No test asserts a
//! time or whether a target is met: timings are noise on a shared machine.

use crate::common::{expect_error_line, huarong, official_dir, stderr_text, usage_error};

/// `bench --quick --repeat 1` from an empty folder outside the repository:
/// the official cases come from the binary, the labels say the sizes the
/// quick workloads really have, and nothing is held to a target.
#[test]
fn quick_bench_runs_from_any_folder_with_true_labels() {
    let cwd = tempfile::tempdir().expect("temp dir");
    let out = huarong()
        .current_dir(cwd.path())
        .args(["bench", "--quick", "--repeat", "1"])
        .output()
        .expect("huarong runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "exit {:?}\nstdout: {stdout}\nstderr: {}",
        out.status,
        stderr_text(&out)
    );
    // Not a terminal: no progress line, and no child's bar either.
    assert!(out.stderr.is_empty(), "stderr: {}", stderr_text(&out));

    let rows: Vec<&str> = stdout
        .lines()
        .filter(|line| line.starts_with("| ") && !line.starts_with("| workload"))
        .collect();
    let labels: Vec<&str> = rows
        .iter()
        .map(|row| {
            row.split(" | ")
                .next()
                .unwrap_or("")
                .trim_start_matches("| ")
        })
        .collect();
    assert_eq!(
        labels,
        [
            "20 official cases, one process each",
            "30x30, 25% fixed, 10000 games",
            "40x40, 30% fixed, 100 games",
            "60x60, 30% fixed, 100 games",
        ],
        "{stdout}"
    );
    assert!(stdout.contains("copy built into huarong"), "{stdout}");
    // --quick reports no verdict on the targets.
    for row in &rows {
        assert!(row.ends_with("| not checked |"), "{row}");
    }
    assert!(!stdout.contains("missed"), "{stdout}");
    assert!(!stdout.contains("(met)"), "{stdout}");
    assert!(stdout.contains("not checked"), "{stdout}");
    // Nothing is left in the current folder.
    let left: Vec<_> = std::fs::read_dir(cwd.path())
        .expect("read temp dir")
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

/// `--check` and `--quiet` (`-q`) are options of `bench`: with them a missing
/// official folder is an error (exit 1), not a usage error.
#[test]
fn check_and_quiet_are_accepted() {
    let help = String::from_utf8(
        huarong()
            .args(["bench", "--help"])
            .output()
            .expect("huarong runs")
            .stdout,
    )
    .expect("UTF-8 help");
    for option in ["--check", "--quiet", "-q", "--official"] {
        assert!(help.contains(option), "{option}: {help}");
    }
    for args in [
        &["bench", "--check", "--official", "/nonexistent/huarong"][..],
        &[
            "bench",
            "--check",
            "--quiet",
            "--official",
            "/nonexistent/huarong",
        ],
        &["bench", "-q", "--official", "/nonexistent/huarong"],
    ] {
        let out = huarong().args(args).output().expect("huarong runs");
        expect_error_line(
            &out,
            &format!("{args:?}"),
            "official case",
            &["/nonexistent/huarong/puzzle1.in", "--official"],
        );
    }
}

/// `--check` is for the full standard workloads: with `--quick` (no target
/// applies) or `--matrix` (no targets) it is a usage error.
#[test]
fn check_needs_the_full_standard_workloads() {
    let stderr = usage_error(&["bench", "--quick", "--check"]);
    assert!(
        stderr.contains("--check") && stderr.contains("--quick"),
        "{stderr}"
    );
    let stderr = usage_error(&["bench", "--matrix", "--check"]);
    assert!(
        stderr.contains("--check") && stderr.contains("--matrix"),
        "{stderr}"
    );
}

/// `--official DIR` replaces the bundled copy, answers included: a wrong
/// answer in DIR stops the run before any figure is reported.
#[test]
fn official_folder_overrides_the_bundled_copy() {
    let dir = tempfile::tempdir().expect("temp dir");
    for entry in std::fs::read_dir(official_dir()).expect("official cases") {
        let path = entry.expect("dir entry").path();
        if path
            .extension()
            .is_some_and(|ext| ext == "in" || ext == "ans")
        {
            let to = dir.path().join(path.file_name().expect("file name"));
            std::fs::copy(&path, to).expect("copy case");
        }
    }
    // puzzle1 has one game; its answer is not 123456789.
    std::fs::write(dir.path().join("puzzle1.ans"), "123456789\n").expect("write answer");
    let folder = dir.path().to_str().expect("UTF-8 temp path");
    let out = huarong()
        .args(["bench", "--quick", "--repeat", "1", "--official", folder])
        .output()
        .expect("huarong runs");
    let stderr = stderr_text(&out);
    assert_eq!(out.status.code(), Some(1), "stderr: {stderr}");
    assert!(
        stderr.starts_with("error: 20 official cases") && stderr.contains("official answers"),
        "{stderr}"
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains(folder), "{stdout}");
    assert!(!stdout.contains("| 20 official"), "{stdout}");
}
