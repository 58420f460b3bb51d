//! `huarong testset --format hydro|icpc|fps` and `--from DATA`: the
//! packages' layout and settings, the zips Hydro and DOMjudge import, the
//! FPS file read back, and, where a C++ compiler is at hand, the ICPC
//! package's programs at work (the validator on every case, and each
//! submission's verdict on the small tiers). The judges' own checks
//! (verifyproblem, Hydro's schema, the FPS definition) and their import
//! rules run in `scripts/check-packages.sh`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::common::{huarong, official_dir, repo, stderr_text, usage_error};

/// `huarong testset DIR ARGS... -q`, checked to exit with `status`.
fn run_testset(dir: &Path, args: &[&str], status: i32) -> Output {
    let out = huarong()
        .arg("testset")
        .arg(dir)
        .args(args)
        .arg("-q")
        .output()
        .expect("huarong runs");
    assert_eq!(out.status.code(), Some(status), "{}", stderr_text(&out));
    out
}

/// `huarong testset DIR ARGS... -q`, checked to succeed and to print
/// nothing.
fn testset(dir: &Path, args: &[&str]) {
    let out = run_testset(dir, args, 0);
    assert!(
        out.stdout.is_empty(),
        "-q: {}",
        String::from_utf8_lossy(&out.stdout)
    );
}

/// `huarong testset DIR ARGS...`, checked to succeed: what it says it
/// wrote.
fn testset_saying(dir: &Path, args: &[&str]) -> String {
    let out = huarong()
        .arg("testset")
        .arg(dir)
        .args(args)
        .output()
        .expect("huarong runs");
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// `huarong testset DIR --from FROM -q`, checked to refuse its data with
/// exit status 1: its stderr.
fn refused_from(dir: &Path, from: &str) -> String {
    stderr_text(&run_testset(dir, &["--from", from], 1))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The files of a zip `testset` writes (stored, as it writes them): each
/// name and its bytes, in order, read from the local headers.
fn unzip(zip: &[u8]) -> Vec<(String, Vec<u8>)> {
    let mut files = Vec::new();
    let mut at = 0;
    let u16_at = |i: usize| usize::from(u16::from_le_bytes([zip[i], zip[i + 1]]));
    let u32_at = |i: usize| u32::from_le_bytes(zip[i..i + 4].try_into().expect("4 bytes")) as usize;
    while zip[at..].starts_with(b"PK\x03\x04") {
        assert_eq!(u16_at(at + 8), 0, "stored, not compressed");
        let size = u32_at(at + 18);
        let (name_len, extra_len) = (u16_at(at + 26), u16_at(at + 28));
        let name = String::from_utf8(zip[at + 30..at + 30 + name_len].to_vec()).expect("UTF-8");
        let data = at + 30 + name_len + extra_len;
        files.push((name, zip[data..data + size].to_vec()));
        at = data + size;
    }
    assert!(
        zip[at..].starts_with(b"PK\x01\x02"),
        "the directory follows"
    );
    files
}

/// Every file under `dir`, by its path relative to it with `/` between
/// folders, but the record of what `testset` wrote and the zips.
fn package_files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    fn walk(root: &Path, dir: &Path, files: &mut Vec<(String, Vec<u8>)>) {
        for entry in std::fs::read_dir(dir).expect("a folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                walk(root, &path, files);
                continue;
            }
            let name = path
                .strip_prefix(root)
                .expect("inside")
                .to_string_lossy()
                .into_owned();
            if name != "huarong-testset.txt" && !name.ends_with(".zip") {
                files.push((name, std::fs::read(&path).expect("a file")));
            }
        }
    }
    let mut files = Vec::new();
    walk(dir, dir, &mut files);
    files.sort();
    files
}

/// Hydro's package: the files Hydro's import reads (the statements as
/// `problem_zh.md` and `problem_en.md`, no `problem.md`, so that the import
/// takes both; the reference solution in `std/`), the original limits, a
/// subtask per tier with the original partial scores (30, 30, 40), each case
/// listed once, and a zip holding the same files in one folder.
#[test]
fn hydro_package_has_a_subtask_per_tier() {
    let dir = tempfile::tempdir().expect("temp dir");
    testset(
        dir.path(),
        &["--format", "hydro", "--cases", "10", "--seed", "3"],
    );
    let problem = read(&dir.path().join("problem.yaml"));
    assert!(problem.starts_with("title: "), "{problem}");
    assert!(problem.contains("\ntag:\n  - "), "{problem}");
    assert!(
        !dir.path().join("problem.md").exists(),
        "problem.md hides the others"
    );
    let english = read(&dir.path().join("problem_en.md"));
    let chinese = read(&dir.path().join("problem_zh.md"));
    for statement in [&english, &chinese] {
        assert!(statement.contains("```input1\n3 4 2\n"), "{statement}");
        assert!(statement.contains("```output1\n2\n-1\n```"), "{statement}");
    }
    assert!(english.contains("Subtask 1 (30 points)"), "{english}");
    assert!(chinese.contains("子任务 3（40 分）"), "{chinese}");
    assert_eq!(
        read(&dir.path().join("std/std.cc")),
        read(&repo(
            "crates/huarong-cli/package/submissions/accepted/fast.cpp"
        )),
        "the reference solution, which Hydro submits as `cc` (C++)"
    );
    let config = read(&dir.path().join("testdata/config.yaml"));
    assert!(
        config.starts_with("type: default\ntime: 1s\nmemory: 128m\n"),
        "{config}"
    );
    let scores: Vec<u32> = config
        .lines()
        .filter_map(|l| l.trim().strip_prefix("score: ")?.parse().ok())
        .collect();
    assert_eq!(scores, [30, 30, 40], "{config}");
    let listed: Vec<&str> = config
        .lines()
        .filter_map(|l| l.trim().strip_prefix("- input: "))
        .collect();
    assert_eq!(listed.len(), 10, "{config}");
    for k in 1..=10 {
        assert!(
            listed.contains(&format!("\"puzzle{k}.in\"").as_str()),
            "{config}"
        );
        for ext in ["in", "ans"] {
            assert!(
                dir.path()
                    .join(format!("testdata/puzzle{k}.{ext}"))
                    .is_file()
            );
        }
    }
    let zip = std::fs::read(dir.path().join("huarong-dao.zip")).expect("the zip");
    let zipped: Vec<(String, Vec<u8>)> = unzip(&zip)
        .into_iter()
        .map(|(name, bytes)| {
            let inner = name.strip_prefix("huarong-dao/").expect("in one folder");
            (inner.to_owned(), bytes)
        })
        .collect();
    let mut sorted = zipped.clone();
    sorted.sort();
    assert_eq!(
        sorted,
        package_files(dir.path()),
        "the zip holds the package"
    );
}

/// A set without a tier: the subtasks' points still sum to 100, the last
/// tier taking what the missing ones would have had.
#[test]
fn hydro_points_sum_to_100_without_a_tier() {
    let data = tempfile::tempdir().expect("temp dir");
    for k in [1, 13] {
        for ext in ["in", "ans"] {
            let name = format!("puzzle{k}.{ext}");
            std::fs::copy(official_dir().join(&name), data.path().join(&name)).expect("copy");
        }
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let from = data.path().to_str().expect("UTF-8");
    testset(dir.path(), &["--format", "hydro", "--from", from]);
    let config = read(&dir.path().join("testdata/config.yaml"));
    let scores: Vec<&str> = config.lines().filter(|l| l.contains("score: ")).collect();
    assert_eq!(scores, ["    score: 30", "    score: 70"], "{config}");
}

/// The ICPC package's layout: problem.yaml with the name in both languages,
/// the time limit as DOMjudge reads it, the statements in English and
/// Chinese, the sample, a group per tier with its validator flags, the
/// validator, the submissions in the folders that say their verdicts, and
/// the zip DOMjudge imports, every file at its root.
#[test]
fn icpc_package_has_every_part() {
    let dir = tempfile::tempdir().expect("temp dir");
    let package = dir.path().join("huarongdao");
    let printed = testset_saying(
        &package,
        &["--format", "icpc", "--cases", "10", "--seed", "3"],
    );
    assert!(printed.contains("10 cases in 3 groups"), "{printed}");
    assert!(
        printed.contains("huarongdao.zip, for DOMjudge's problem import"),
        "{printed}"
    );
    let problem = read(&package.join("problem.yaml"));
    assert!(
        problem.starts_with("name: \"Huarong Dao (华容道)\"\n"),
        "{problem}"
    );
    for key in ["source: ", "license: ", "uuid: ", "\n  memory: 128\n"] {
        assert!(problem.contains(key), "{problem}");
    }
    assert_eq!(read(&package.join(".timelimit")), "1\n");
    let zip = std::fs::read(package.join("huarongdao.zip")).expect("the zip");
    let mut zipped = unzip(&zip);
    zipped.sort();
    assert_eq!(
        zipped,
        package_files(&package),
        "the zip holds the package at its root"
    );
    let english = read(&package.join("problem_statement/problem.en.tex"));
    let chinese = read(&package.join("problem_statement/problem.zh.tex"));
    assert!(english.contains("\\problemname{Huarong Dao}"), "{english}");
    assert!(chinese.contains("\\problemname{华容道}"), "{chinese}");
    assert!(
        english.contains("in group 1, $n, m \\le 10$ and $q = 1$"),
        "{english}"
    );
    assert_eq!(
        read(&package.join("data/sample/1.in")),
        read(&repo("examples/sample.in"))
    );
    for (group, flags, cases) in [
        ("1-single", Some("single"), 1..=3),
        ("2-few", Some("few"), 4..=6),
        ("3-full", None, 7..=10),
    ] {
        let group = package.join("data/secret").join(group);
        let yaml = std::fs::read_to_string(group.join("testdata.yaml")).ok();
        assert_eq!(
            yaml,
            flags.map(|f| format!("input_validator_flags: {f}\n")),
            "{}",
            group.display()
        );
        for k in cases {
            assert!(group.join(format!("puzzle{k}.ans")).is_file(), "{k}");
        }
    }
    let published = read(&package.join("submissions/accepted/published.cpp"));
    for (folder, file) in [
        ("accepted", "fast.cpp"),
        ("wrong_answer", "walks_through_piece.cpp"),
        ("wrong_answer", "nearest_side_only.cpp"),
        ("wrong_answer", "unreachable_side.cpp"),
        ("time_limit_exceeded", "per_game_bfs.cpp"),
    ] {
        let source = read(&package.join("submissions").join(folder).join(file));
        assert_ne!(source, published, "{file}");
    }
    assert!(
        package
            .join("input_validators/validate/validate.cpp")
            .is_file()
    );
}

/// `g++` where there is one.
fn compiler() -> Option<&'static str> {
    Command::new("g++")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
        .then_some("g++")
}

/// Compiles `source` to `out` at -O2.
fn compile(compiler: &str, source: &Path, out: &Path) {
    let status = Command::new(compiler)
        .args(["-O2", "-std=gnu++17", "-o"])
        .arg(out)
        .arg(source)
        .status()
        .expect("the compiler runs");
    assert!(status.success(), "{} does not compile", source.display());
}

/// The ICPC package's programs at work, where `g++` is at hand: the input
/// validator accepts every case with its group's flags and refuses a case
/// of the wrong tier or a broken one; on the small tiers the accepted
/// submissions get AC and each wrong one fails a case.
#[test]
fn icpc_programs_give_their_verdicts() {
    let Some(compiler) = compiler() else {
        println!("no g++: the package's programs are left to scripts/check-packages.sh");
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let package = dir.path().join("huarongdao");
    testset(
        &package,
        &["--format", "icpc", "--cases", "10", "--seed", "3"],
    );
    let bin = dir.path().join("bin");
    std::fs::create_dir(&bin).expect("a folder");
    let validator = bin.join("validate");
    compile(
        compiler,
        &package.join("input_validators/validate/validate.cpp"),
        &validator,
    );
    let validate = |input: &Path, flags: &[&str]| -> i32 {
        Command::new(&validator)
            .args(flags)
            .stdin(std::fs::File::open(input).expect("a case"))
            .output()
            .expect("the validator runs")
            .status
            .code()
            .unwrap_or(-1)
    };
    let secret = package.join("data/secret");
    for (group, flags) in [
        ("1-single", &["single"][..]),
        ("2-few", &["few"]),
        ("3-full", &[]),
    ] {
        for entry in std::fs::read_dir(secret.join(group)).expect("a group") {
            let path = entry.expect("an entry").path();
            if path.extension().is_some_and(|e| e == "in") {
                assert_eq!(validate(&path, flags), 42, "{}", path.display());
            }
        }
    }
    let full = secret.join("3-full/puzzle7.in");
    assert_eq!(
        validate(&full, &["few"]),
        43,
        "a full case is no case of the second group"
    );
    let broken = bin.join("broken.in");
    std::fs::write(
        &broken,
        "3 4 2\n0 1 1 1 \n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n",
    )
    .expect("write");
    assert_eq!(validate(&broken, &[]), 43, "a space at the end of a line");

    // The small tiers, in one folder, for `huarong test`.
    let small = dir.path().join("small");
    std::fs::create_dir(&small).expect("a folder");
    for group in ["1-single", "2-few"] {
        for entry in std::fs::read_dir(secret.join(group)).expect("a group") {
            let path = entry.expect("an entry").path();
            if path.extension().is_some_and(|e| e == "in" || e == "ans") {
                std::fs::copy(&path, small.join(path.file_name().expect("a name"))).expect("copy");
            }
        }
    }
    let submissions = [
        ("accepted", "published"),
        ("accepted", "fast"),
        ("wrong_answer", "walks_through_piece"),
        ("wrong_answer", "nearest_side_only"),
        ("wrong_answer", "unreachable_side"),
    ];
    let mut runs: Vec<PathBuf> = Vec::new();
    for (folder, name) in submissions {
        let source = package.join(format!("submissions/{folder}/{name}.cpp"));
        let out = bin.join(name);
        compile(compiler, &source, &out);
        runs.push(out);
    }
    for (run, (folder, name)) in runs.iter().zip(submissions) {
        let out = huarong()
            .arg("test")
            .arg(&small)
            .args(["--time-limit", "10", "--"])
            .arg(run)
            .output()
            .expect("huarong test runs");
        let accepted = out.status.code() == Some(0);
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(accepted, folder == "accepted", "{name}:\n{text}");
    }
}

/// `--from DATA`: the cases of a folder, each read strictly first; a bad
/// one is refused with its file and line, and so is a wrong answer file;
/// `--from` goes with neither a seed nor a count.
#[test]
fn from_packages_a_folder_and_refuses_a_bad_case() {
    let data = tempfile::tempdir().expect("temp dir");
    for name in ["puzzle1.in", "puzzle1.ans", "puzzle7.in"] {
        std::fs::copy(official_dir().join(name), data.path().join(name)).expect("copy");
    }
    let from = data.path().to_str().expect("UTF-8").to_owned();
    let dir = tempfile::tempdir().expect("temp dir");
    testset(dir.path(), &["--from", &from]);
    assert_eq!(
        read(&dir.path().join("puzzle7.ans")),
        read(&official_dir().join("puzzle7.ans")),
        "the answers computed"
    );
    let readme = read(&dir.path().join("README.md"));
    assert!(readme.contains("| puzzle7 | q <= 10 |"), "{readme}");

    std::fs::write(data.path().join("puzzle1.ans"), "5\n").expect("write");
    let stderr = refused_from(&dir.path().join("again"), &from);
    assert!(
        stderr.contains("puzzle1.ans game 1 (line 1): the answer file says 5"),
        "{stderr}"
    );

    std::fs::copy(
        official_dir().join("puzzle1.ans"),
        data.path().join("puzzle1.ans"),
    )
    .expect("copy");
    std::fs::write(data.path().join("puzzle9.in"), "3 4 1\n0 1 1 1 \n").expect("write");
    let stderr = refused_from(&dir.path().join("again"), &from);
    assert!(stderr.contains("puzzle9.in: line 2, column 8"), "{stderr}");
    assert!(!dir.path().join("again").exists(), "nothing written");

    usage_error(&["testset", "d", "--from", &from, "--seed", "3"]);
    usage_error(&["testset", "d", "--format", "zip"]);
}

/// `--format fps`: one FreeProblemSet file, well-formed UTF-8 XML read back
/// with an XML parser, its elements in the order of the format's
/// definition (each case's input followed by its output, as HUSTOJ writes
/// them and QDUOJ reads them), the limits with their units, every case the
/// same as in the plain set of the same seed, the sample, and the reference
/// solution.
#[test]
fn fps_file_reads_back_as_the_plain_set() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (fps, plain) = (dir.path().join("fps"), dir.path().join("plain"));
    let args = ["--cases", "5", "--seed", "7"];
    testset(&fps, &[&args[..], &["--format", "fps"]].concat());
    testset(&plain, &args);
    let bytes = std::fs::read(fps.join("huarong-dao.xml")).expect("the file");
    let text = String::from_utf8(bytes).expect("UTF-8");
    assert!(text.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"));
    let document = roxmltree::Document::parse(&text).expect("well-formed XML");
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "fps");
    assert_eq!(
        root.attribute("version"),
        Some("1.2"),
        "QDUOJ reads 1.1 and 1.2"
    );
    let items: Vec<_> = root.children().filter(|n| n.has_tag_name("item")).collect();
    assert_eq!(items.len(), 1);
    let item = items[0];
    let elements: Vec<_> = item
        .children()
        .filter(roxmltree::Node::is_element)
        .collect();
    let names: Vec<&str> = elements.iter().map(|e| e.tag_name().name()).collect();
    let mut expected = vec![
        "title",
        "time_limit",
        "memory_limit",
        "memory_limit",
        "description",
        "input",
        "output",
        "sample_input",
        "sample_output",
    ];
    for _ in 1..=5 {
        expected.extend(["test_input", "test_output"]);
    }
    expected.extend(["hint", "source", "solution"]);
    assert_eq!(names, expected);
    let text_of = |name: &str| {
        let element = elements.iter().find(|e| e.has_tag_name(name)).expect(name);
        element.text().unwrap_or("").to_owned()
    };
    assert_eq!(text_of("title"), "华容道 (Huarong Dao)");
    for (name, unit, value) in [("time_limit", "s", "1"), ("memory_limit", "mb", "128")] {
        let element = elements.iter().find(|e| e.has_tag_name(name)).expect(name);
        assert_eq!(element.attribute("unit"), Some(unit), "{name}");
        assert_eq!(element.text(), Some(value), "{name}");
    }
    assert!(text_of("description").starts_with("<p>一块棋盘有 $n$ 行"));
    assert!(text_of("input").contains("$1 \\le n, m \\le 30$"));
    let hint = text_of("hint");
    assert!(hint.contains("<h3>样例说明</h3>"), "{hint}");
    assert!(hint.contains("<li>对于 100% 的数据，"), "{hint}");
    assert_eq!(text_of("sample_input"), read(&repo("examples/sample.in")));
    assert_eq!(text_of("sample_output"), read(&repo("examples/sample.out")));
    let cases: Vec<_> = elements
        .iter()
        .filter(|e| e.has_tag_name("test_input") || e.has_tag_name("test_output"))
        .collect();
    for (k, pair) in (1..).zip(cases.chunks(2)) {
        let name = format!("puzzle{k}");
        for (element, ext) in pair.iter().zip(["in", "ans"]) {
            assert_eq!(element.attribute("name"), Some(name.as_str()));
            assert_eq!(
                element.text().unwrap_or(""),
                read(&plain.join(format!("{name}.{ext}"))),
                "{name}.{ext}"
            );
        }
    }
    let solution = elements
        .iter()
        .find(|e| e.has_tag_name("solution"))
        .expect("a solution");
    assert_eq!(solution.attribute("language"), Some("C++"));
    assert_eq!(
        solution.text().unwrap_or(""),
        read(&repo(
            "crates/huarong-cli/package/submissions/accepted/fast.cpp"
        ))
    );
}
