//! The library's layout, checked from its sources: modules form no cycle (tests
//! included), folders import one another one way only, and code outside tests
//! imports only earlier stages of the pipeline.
//!
//! A module's dependencies are the modules its code names by path
//! (`crate::…`, `super::…`, or a child's name in a `use`); doc comments and
//! `mod` declarations do not count. Everything a module uses is named that way:
//! the library imports no item through the crate root's re-exports.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The top-level modules in pipeline order: each may use those before it.
/// `sizes`, `zeroed`, `parallel`, `prefetch` and `split_mix` are utilities any stage may use; `explain`
/// reads the engines' answers and tables; `judge` uses the input and
/// solutions to judge outputs; `render` and `generate` sit at the edges and
/// use the input and solutions; `classic`, the sliding-block puzzle, uses the
/// input's cells and directions and `render`'s styles, and none of the NOIP
/// solver.
const STAGES: [&str; 17] = [
    "sizes",
    "zeroed",
    "parallel",
    "prefetch",
    "split_mix",
    "input",
    "solution",
    "walk",
    "around",
    "graph",
    "search",
    "engine",
    "explain",
    "judge",
    "render",
    "generate",
    "classic",
];

/// Stages a stage may not use even though they come before it.
const APART: [(&str, &str); 12] = [
    ("generate", "render"),
    ("render", "engine"),
    ("render", "judge"),
    ("generate", "judge"),
    ("classic", "walk"),
    ("classic", "around"),
    ("classic", "graph"),
    ("classic", "search"),
    ("classic", "engine"),
    ("classic", "explain"),
    ("classic", "judge"),
    ("classic", "generate"),
];

/// One source file: its module path and its code, split into the part outside
/// tests and the test modules at its end.
struct Module {
    path: String,
    code: String,
    tests: String,
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a source file: `search/fast/mod.rs` is `search::fast`.
fn module_path(file: &Path) -> String {
    let relative = file.strip_prefix(src()).expect("under src");
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_owned())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts.join("::")
}

/// Code without comments, split at the first test module.
fn split_code(text: &str) -> (String, String) {
    let mut code = String::new();
    let mut tests = String::new();
    let mut in_tests = false;
    let mut previous = "";
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("mod tests") && previous.starts_with("#[cfg(") {
            in_tests = true;
        }
        previous = trimmed;
        let without_comment = line.split("//").next().unwrap_or("");
        let target = if in_tests { &mut tests } else { &mut code };
        target.push_str(without_comment);
        target.push('\n');
    }
    (code, tests)
}

fn modules() -> Vec<Module> {
    let mut list = Vec::new();
    files(&src(), &mut list);
    list.sort();
    let mut modules: Vec<Module> = Vec::new();
    // A folder's `tests.rs` (`#[cfg(test)] mod tests;` in its `mod.rs`) is
    // that module's test module, as if written at the end of `mod.rs`.
    let (test_files, code_files): (Vec<_>, Vec<_>) = list
        .iter()
        .partition(|file| file.file_name().is_some_and(|name| name == "tests.rs"));
    for file in code_files {
        let text = std::fs::read_to_string(file).expect("a source file");
        let (code, tests) = split_code(&text);
        modules.push(Module {
            path: module_path(file),
            code,
            tests,
        });
    }
    for file in test_files {
        let text = std::fs::read_to_string(file).expect("a source file");
        let parent = module_path(file.parent().expect("in a folder").join("mod.rs").as_path());
        let (code, tests) = split_code(&text);
        let module = modules
            .iter_mut()
            .find(|m| m.path == parent)
            .expect("tests.rs beside a mod.rs");
        module.tests.push_str(&code);
        module.tests.push_str(&tests);
    }
    modules
}

/// Paths like `a::b::c` following `prefix` in `code` (segments of lower-case
/// identifiers; `super` segments kept).
fn paths_after(code: &str, prefix: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find(prefix) {
        let before = rest[..at].chars().next_back();
        rest = &rest[at + prefix.len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let mut segments = Vec::new();
        let mut tail = rest;
        loop {
            let end = tail
                .find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'))
                .unwrap_or(tail.len());
            if end == 0 {
                break;
            }
            segments.push(tail[..end].to_owned());
            tail = &tail[end..];
            match tail.strip_prefix("::") {
                Some(next) => tail = next,
                None => break,
            }
        }
        found.push(segments);
    }
    found
}

/// The modules `code`, written in module `here` (or in its `tests` module,
/// one level deeper, when `in_tests`), names: each path resolved to the
/// longest prefix that is a module.
fn uses(here: &str, code: &str, in_tests: bool, known: &BTreeSet<String>) -> BTreeSet<String> {
    let here: Vec<&str> = if here.is_empty() {
        Vec::new()
    } else {
        here.split("::").collect()
    };
    let mut absolute: Vec<Vec<String>> = paths_after(code, "crate::");
    let depth = if in_tests {
        here.len()
    } else {
        here.len().saturating_sub(1)
    };
    let parent: Vec<String> = here[..depth].iter().map(|s| (*s).to_owned()).collect();
    // `super::*` and `super::Item` resolve to the parent itself.
    for path in paths_after(code, "super::") {
        let mut full = parent.clone();
        full.extend(path);
        absolute.push(full);
    }
    // A child named at the start of a `use`: `use astar::Slot;`.
    for line in code.lines() {
        let line = line.trim_start();
        let line = line
            .strip_prefix("pub(crate) ")
            .or_else(|| line.strip_prefix("pub "))
            .unwrap_or(line);
        if let Some(path) = line.strip_prefix("use ") {
            let first = path.split("::").next().unwrap_or("");
            let mut child: Vec<String> = here.iter().map(|s| (*s).to_owned()).collect();
            child.push(first.to_owned());
            if known.contains(&child.join("::")) {
                absolute.push(child);
            }
        }
    }
    let mut out = BTreeSet::new();
    for path in absolute {
        let mut len = path.len();
        while len > 0 && !known.contains(&path[..len].join("::")) {
            len -= 1;
        }
        let module = path[..len].join("::");
        if len > 0 && module != here.join("::") {
            out.insert(module);
        }
    }
    out
}

fn stage(module: &str) -> &str {
    module.split("::").next().unwrap_or("")
}

/// A cycle in `graph`, if there is one, as the modules along it.
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(node.to_owned(), 1);
        stack.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            match state.get(next.as_str()) {
                Some(1) => {
                    let start = stack.iter().position(|n| n == next).unwrap_or(0);
                    let mut cycle = stack[start..].to_vec();
                    cycle.push(next.clone());
                    return Some(cycle);
                }
                Some(_) => {}
                None => {
                    if let Some(cycle) = visit(next, graph, state, stack) {
                        return Some(cycle);
                    }
                }
            }
        }
        stack.pop();
        state.insert(node.to_owned(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for node in graph.keys() {
        if !state.contains_key(node.as_str())
            && let Some(cycle) = visit(node, graph, &mut state, &mut Vec::new())
        {
            return Some(cycle);
        }
    }
    None
}

/// Every module's dependencies, with or without its tests.
fn graph(with_tests: bool) -> BTreeMap<String, BTreeSet<String>> {
    let modules = modules();
    let known: BTreeSet<String> = modules.iter().map(|m| m.path.clone()).collect();
    modules
        .iter()
        .map(|m| {
            let mut used = uses(&m.path, &m.code, false, &known);
            if with_tests {
                used.extend(uses(&m.path, &m.tests, true, &known));
            }
            used.remove(&m.path);
            (m.path.clone(), used)
        })
        .collect()
}

#[test]
fn every_stage_is_known() {
    for module in graph(true).keys().filter(|m| !m.is_empty()) {
        assert!(
            STAGES.contains(&stage(module)),
            "{module} belongs to no stage of the pipeline"
        );
    }
}

#[test]
fn no_module_cycles_tests_included() {
    let graph = graph(true);
    assert!(graph.len() > 40, "only {} modules found", graph.len());
    if let Some(cycle) = find_cycle(&graph) {
        panic!("module cycle: {}", cycle.join(" -> "));
    }
}

#[test]
fn folders_import_one_another_one_way_tests_included() {
    let mut folders: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, used) in graph(true) {
        if module.is_empty() {
            continue;
        }
        for other in used {
            if stage(&other) != stage(&module) {
                folders
                    .entry(stage(&module).to_owned())
                    .or_default()
                    .insert(stage(&other).to_owned());
            }
        }
    }
    if let Some(cycle) = find_cycle(&folders) {
        panic!("folders import each other: {}", cycle.join(" -> "));
    }
}

#[test]
fn code_uses_only_earlier_stages() {
    let rank = |s: &str| STAGES.iter().position(|&t| t == s);
    let mut checked = 0;
    for (module, used) in graph(false) {
        if module.is_empty() {
            continue;
        }
        let from = stage(&module);
        for other in used {
            let to = stage(&other);
            if to == from {
                continue;
            }
            checked += 1;
            assert!(
                rank(to) < rank(from) && !APART.contains(&(from, to)),
                "{module} uses {other}: {to} is not a stage before {from}"
            );
        }
    }
    assert!(checked > 50, "only {checked} imports between stages found");
}

#[test]
fn the_checker_sees_paths_and_cycles() {
    let known: BTreeSet<String> = ["a", "a::b", "a::c", "d"]
        .into_iter()
        .map(str::to_owned)
        .collect();
    let code =
        "use crate::a::b::Thing;\nuse super::c::{X, Y};\nuse d::Z;\nfn f() { crate::d::g(); }\n";
    let found = uses("a::x", code, false, &known);
    let want: BTreeSet<String> = ["a::b", "a::c", "d"]
        .into_iter()
        .map(str::to_owned)
        .collect();
    assert_eq!(found, want);
    // `super::Item` is the parent; in tests, `super` is the file's module.
    let parent = BTreeSet::from(["a".to_owned()]);
    assert_eq!(uses("a::b", "use super::Item;", false, &known), parent);
    assert!(uses("a::b", "use super::*;", true, &known).is_empty());
    let looped: BTreeMap<String, BTreeSet<String>> = [
        ("a".to_owned(), BTreeSet::from(["b".to_owned()])),
        ("b".to_owned(), BTreeSet::from(["a".to_owned()])),
    ]
    .into();
    assert!(find_cycle(&looped).is_some());
    let (code, tests) =
        split_code("fn a() {} // crate::b\n#[cfg(test)]\nmod tests {\n use crate::c;\n}\n");
    assert!(!code.contains("crate::b") && tests.contains("crate::c"));
}
