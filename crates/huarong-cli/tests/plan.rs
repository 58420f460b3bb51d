//! `huarong solve --plan`: each decision of the solve with its reason, and
//! the memory of its tables, without solving; `--format json` as one object
//! with `decisions` (`name`, `value`, `reason`) and `memory_bytes`.

use serde_json::Value;

use crate::common::{run_ok, sample_arg, stdout_of};

/// Every decision `--plan` names, in order: the engine, then the fast
/// engine's plan.
const DECISIONS: [&str; 21] = [
    "engine",
    "forest",
    "skeleton",
    "around_limit",
    "huge",
    "huge_lists",
    "dense_lists",
    "load_ahead",
    "long_chains",
    "overlay",
    "landmarks",
    "landmarks_parallel",
    "touches_ahead",
    "narrow_records",
    "branch_table",
    "cut_table",
    "shared_pieces",
    "piece_tables",
    "chunk",
    "shared_walks",
    "memory",
];

/// A puzzle of `huarong gen ARGS`.
fn generated(args: &str) -> Vec<u8> {
    let mut words = vec!["gen", "-q"];
    words.extend(args.split_whitespace());
    run_ok(&words, b"").stdout
}

/// The plan of `puzzle` with the options `extra` as JSON, and the value of
/// each decision by name.
fn plan_of(puzzle: &[u8], extra: &[&str]) -> (Value, Vec<(String, String)>) {
    let mut args = vec!["solve", "--plan", "--format", "json", "--threads", "1"];
    args.extend(extra);
    let out = run_ok(&args, puzzle);
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert_eq!(text.lines().count(), 1, "one object: {text}");
    let plan: Value = serde_json::from_str(&text).expect("JSON");
    let decisions = plan["decisions"]
        .as_array()
        .expect("a list of decisions")
        .iter()
        .map(|d| {
            let field = |name: &str| d[name].as_str().expect(name).to_owned();
            let reason = field("reason");
            assert!(!reason.is_empty(), "{d}");
            assert_eq!(doubled_word(&reason), None, "{d}");
            (field("name"), field("value"))
        })
        .collect();
    (plan, decisions)
}

/// The first word of `text` written twice in a row ("branch branch
/// numbers", a rename's slip), if any.
fn doubled_word(text: &str) -> Option<&str> {
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphanumeric() && c != '_')
        .filter(|w| !w.is_empty())
        .collect();
    words
        .windows(2)
        .find(|pair| pair[0].eq_ignore_ascii_case(pair[1]) && pair[0].parse::<u64>().is_err())
        .map(|pair| pair[0])
}

/// The value of decision `name`.
fn value<'a>(decisions: &'a [(String, String)], name: &str) -> &'a str {
    &decisions.iter().find(|(n, _)| n == name).expect(name).1
}

/// Boards of each tier: every decision named, with a value and a reason,
/// and the total memory; the tiers' own decisions as their boards take
/// them.
#[test]
fn plans_name_every_decision_on_every_tier() {
    let tiers = [
        // A perfect maze is a forest with a skeleton.
        ("maze --rows 40 --cols 40 --games 50", "forest", "yes"),
        ("ring --rows 40 --cols 40 --games 50", "skeleton", "yes"),
        // Few targets' worth of branch states: a table between them.
        (
            "braided --rows 30 --cols 30 --games 3000",
            "branch_table",
            "yes",
        ),
        (
            "random --rows 100 --cols 100 --games 100 --uniform",
            "landmarks",
            "4",
        ),
        (
            "open --rows 30 --cols 30 --games 20",
            "around_limit",
            "1024",
        ),
        (
            "rooms:3 --rows 20 --cols 20 --games 3000",
            "piece_tables",
            "187",
        ),
    ];
    for (args, name, want) in tiers {
        let (plan, decisions) = plan_of(&generated(args), &[]);
        let names: Vec<&str> = decisions.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, DECISIONS[..DECISIONS.len() - 1], "{args}");
        assert_eq!(value(&decisions, name), want, "{args}: {plan}");
        let memory = plan["memory_bytes"].as_u64().expect("memory_bytes");
        assert!(memory > 1 << 10, "{args}: {plan}");
    }
}

/// The sample, in text: a line per decision, name first with its value
/// and reason, then the memory and a line per table; no answers.
#[test]
fn plan_in_text_is_a_line_per_decision_then_the_tables() {
    let text = stdout_of(&["solve", "--plan", "--threads", "1", &sample_arg()]);
    let lines: Vec<&str> = text.lines().collect();
    for (line, name) in lines.iter().zip(DECISIONS) {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words[0], name, "{text}");
        assert!(words.len() > 2, "a value and a reason: {line}");
    }
    let tables = &lines[DECISIONS.len()..];
    assert!(
        tables
            .iter()
            .any(|l| l.trim_start().starts_with("parsed puzzle")),
        "{text}"
    );
    assert!(tables.iter().all(|l| l.starts_with("  ")), "{text}");
    // The sample's answers are 2 and -1: no line is an answer.
    assert!(!lines.iter().any(|l| *l == "2" || *l == "-1"), "{text}");
}

/// With `--moves` the games search back from their targets: no table
/// between branch states, which answers costs alone.
#[test]
fn plan_follows_the_options() {
    let puzzle = generated("braided --rows 30 --cols 30 --games 3000");
    let (_, costs) = plan_of(&puzzle, &[]);
    assert_eq!(value(&costs, "branch_table"), "yes");
    let (plan, moves) = plan_of(&puzzle, &["--moves"]);
    assert_eq!(value(&moves, "branch_table"), "no", "{plan}");
    let (_, classic) = plan_of(&puzzle, &["--engine", "classic"]);
    assert_eq!(classic, vec![("engine".to_owned(), "classic".to_owned())]);
}
