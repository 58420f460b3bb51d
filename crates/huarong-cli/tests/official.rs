//! The judge's sample and the 20 official NOIP 2013 cases, through the `huarong`
//! binary: every way of feeding the input and every engine must print the judge's
//! answer file byte for byte, exit 0 and say nothing on stderr.

use crate::common::{
    Case, OFFICIAL_CASES, SAMPLE, SAMPLE_ANSWERS, huarong, official_case, official_dir, sample_case,
};

/// Runs `args` (with `stdin` if given) and checks the run printed exactly `expected`.
fn expect_answers(what: &str, args: &[&str], stdin: Option<&[u8]>, expected: &[u8]) {
    let mut cmd = huarong();
    cmd.args(args);
    if let Some(input) = stdin {
        cmd.write_stdin(input.to_vec());
    }
    let out = cmd.output().expect("huarong runs");
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{what}: huarong {args:?} exited with {:?}; stderr: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    if out.stdout != expected {
        let got = String::from_utf8_lossy(&out.stdout);
        let want = String::from_utf8_lossy(expected);
        let first_diff = got
            .lines()
            .zip(want.lines())
            .position(|(g, w)| g != w)
            .map_or_else(
                || "no differing line (lengths differ)".to_owned(),
                |i| format!("first differing answer is line {}", i + 1),
            );
        panic!(
            "{what}: huarong {args:?} printed {} lines, the judge has {}; {first_diff}",
            got.lines().count(),
            want.lines().count()
        );
    }
}

/// Whether a case also runs with the brute-force engine.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Brute {
    /// Quick in every build.
    Yes,
    /// Under 0.4 s in release mode but several seconds unoptimised.
    ReleaseOnly,
    /// Around a second in release mode: too slow for this suite.
    No,
}

fn check_case(case: &Case, brute: Brute) {
    let input = case.input();
    let answer = case.answer_text();
    let file = case.input_path.to_str().expect("UTF-8 path");

    let mut runs: Vec<(&str, Vec<&str>, bool)> = vec![
        ("stdin, default engine", vec![], true),
        ("stdin, fast", vec!["--engine", "fast"], true),
        ("stdin, classic", vec!["--engine", "classic"], true),
        // As the benchmarks' instruction counts run it.
        ("stdin, one thread", vec!["--threads", "1"], true),
        ("solve FILE", vec!["solve", file], false),
        (
            "solve FILE, classic",
            vec!["solve", file, "--engine", "classic"],
            false,
        ),
        ("solve -", vec!["solve", "-"], true),
        (
            "solve -, classic",
            vec!["solve", "-", "--engine", "classic"],
            true,
        ),
    ];
    if brute == Brute::Yes || (brute == Brute::ReleaseOnly && !cfg!(debug_assertions)) {
        runs.push(("stdin, brute", vec!["--engine", "brute"], true));
        runs.push((
            "solve FILE, brute",
            vec!["solve", file, "--engine", "brute"],
            false,
        ));
    }
    for (what, args, use_stdin) in runs {
        let what = format!("{} ({what})", case.name);
        expect_answers(&what, &args, use_stdin.then_some(&input[..]), &answer);
    }
}

#[test]
fn sample() {
    check_case(&sample_case(), Brute::Yes);
}

/// The repository's sample files are the statement's, as the harness has them.
#[test]
fn sample_answer_file_is_the_statements() {
    let case = sample_case();
    assert_eq!(case.answer_text(), b"2\n-1\n");
    assert_eq!(case.answer_text(), SAMPLE_ANSWERS.as_bytes());
    assert_eq!(case.input(), SAMPLE.as_bytes());
}

macro_rules! official_cases {
    ($($name:ident: $n:literal, $brute:ident;)*) => {
        $(
            #[test]
            fn $name() {
                check_case(&official_case($n), Brute::$brute);
            }
        )*
    };
}

// Brute-engine times measured in release mode: cases 1-12 under 0.03 s, 13 and 17
// 0.05 s, 14 and 18 0.3 s (about 4 s unoptimised), 15, 16, 19 and 20 0.8-1.0 s.
official_cases! {
    puzzle1: 1, Yes;
    puzzle2: 2, Yes;
    puzzle3: 3, Yes;
    puzzle4: 4, Yes;
    puzzle5: 5, Yes;
    puzzle6: 6, Yes;
    puzzle7: 7, Yes;
    puzzle8: 8, Yes;
    puzzle9: 9, Yes;
    puzzle10: 10, Yes;
    puzzle11: 11, Yes;
    puzzle12: 12, Yes;
    puzzle13: 13, Yes;
    puzzle14: 14, ReleaseOnly;
    puzzle15: 15, No;
    puzzle16: 16, No;
    puzzle17: 17, Yes;
    puzzle18: 18, ReleaseOnly;
    puzzle19: 19, No;
    puzzle20: 20, No;
}

/// The suite above names every official case: none is left out by accident.
#[test]
fn every_official_case_is_listed() {
    let dir = official_dir();
    let mut inputs: Vec<String> = std::fs::read_dir(&dir)
        .expect("official data folder")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".in"))
        .collect();
    inputs.sort();
    let mut expected: Vec<String> = (1..=OFFICIAL_CASES)
        .map(|n| format!("puzzle{n}.in"))
        .collect();
    expected.sort();
    assert_eq!(inputs, expected);
    for n in 1..=OFFICIAL_CASES {
        let case = official_case(n);
        assert!(case.answer_path.is_file(), "{}", case.answer_path.display());
    }
}
