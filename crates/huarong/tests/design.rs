//! `docs/DESIGN.md` against the code: short enough to read as a guide, every
//! decision of the fast engine's `Plan` named in the first column of one of its
//! tier tables, and every path it names present in the repository.
//!
//! The fields of `Plan` are read from `crates/huarong/src/engine/fast.rs` as
//! text, so that a field added there without a row in the guide fails here.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The most lines the guide may have.
const MOST_LINES: usize = 450;

/// Where the paths the guide names may start.
const PATH_ROOTS: [&str; 3] = ["crates/", "docs/", "scripts/"];

/// The repository's root: two folders above this crate.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(relative: &str) -> String {
    let path = root().join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn design() -> String {
    read("docs/DESIGN.md")
}

/// The names of the fields of `pub struct Plan { ... }` in the fast engine's
/// source, whatever their visibility.
fn plan_fields() -> Vec<String> {
    let source = read("crates/huarong/src/engine/plan.rs");
    let start = source
        .find("pub struct Plan {")
        .expect("`pub struct Plan {` in engine/plan.rs");
    let body = &source[start..];
    let body = &body[body.find('{').expect("an opening brace") + 1..];
    let body = &body[..body.find("\n}").expect("the struct's closing brace")];
    let mut fields = Vec::new();
    for line in body.lines().map(str::trim) {
        if line.is_empty() || line.starts_with("//") || line.starts_with('#') {
            continue;
        }
        let line = ["pub(crate) ", "pub(super) ", "pub "]
            .iter()
            .find_map(|vis| line.strip_prefix(vis))
            .unwrap_or(line);
        let Some((name, _)) = line.split_once(':') else {
            continue;
        };
        let name = name.trim();
        if !name.is_empty() && name.chars().all(|c| c == '_' || c.is_ascii_alphanumeric()) {
            fields.push(name.to_owned());
        }
    }
    fields
}

/// The names in backticks in the first cell of every table row of `text`
/// (header rows included, separator rows giving none).
fn first_cell_names(text: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for line in text.lines().map(str::trim) {
        let Some(row) = line.strip_prefix('|') else {
            continue;
        };
        let first = row.split('|').next().unwrap_or("");
        for (i, part) in first.split('`').enumerate() {
            if i % 2 == 1 {
                names.insert(part.trim().to_owned());
            }
        }
    }
    names
}

/// Every path in `text` that starts with one of [`PATH_ROOTS`] (not in the
/// middle of a longer path or word), with a sentence's closing full stop or
/// comma left off.
fn named_paths(text: &str) -> BTreeSet<String> {
    let in_path = |c: char| c.is_ascii_alphanumeric() || "_./-".contains(c);
    let mut paths = BTreeSet::new();
    for (at, _) in text.char_indices() {
        let rest = &text[at..];
        if !PATH_ROOTS.iter().any(|r| rest.starts_with(r)) {
            continue;
        }
        if text[..at].chars().next_back().is_some_and(in_path) {
            continue;
        }
        let end = rest.find(|c: char| !in_path(c)).unwrap_or(rest.len());
        let path = rest[..end].trim_end_matches(['.', ',']);
        paths.insert(path.to_owned());
    }
    paths
}

#[test]
fn the_guide_is_at_most_450_lines() {
    let lines = design().lines().count();
    assert!(
        lines <= MOST_LINES,
        "docs/DESIGN.md has {lines} lines, more than {MOST_LINES}"
    );
}

#[test]
fn every_field_of_the_plan_has_a_row_in_a_tier_table() {
    let fields = plan_fields();
    // A sanity check on the reading of the source, not a count to keep.
    assert!(
        fields.iter().any(|f| f == "forest") && fields.len() >= 10,
        "read the fields of Plan as {fields:?}"
    );
    let names = first_cell_names(&design());
    let missing: Vec<&String> = fields.iter().filter(|f| !names.contains(*f)).collect();
    assert!(
        missing.is_empty(),
        "fields of Plan in no tier table's first column of docs/DESIGN.md \
         (name each in backticks there): {missing:?}"
    );
}

#[test]
fn every_path_the_guide_names_exists() {
    let paths = named_paths(&design());
    assert!(
        paths.iter().any(|p| p.starts_with("crates/")),
        "no path found in docs/DESIGN.md"
    );
    let root = root();
    let missing: Vec<&String> = paths.iter().filter(|p| !root.join(p).exists()).collect();
    assert!(
        missing.is_empty(),
        "paths named in docs/DESIGN.md that do not exist: {missing:?}"
    );
}

#[test]
fn the_readers_of_the_guide_read_what_they_should() {
    let table = "| tier | purpose |\n|---|---|\n| `a`, `b_c` | `not_first` |\n";
    let names = first_cell_names(table);
    assert!(names.contains("a") && names.contains("b_c") && !names.contains("tier"));
    assert!(!names.contains("not_first"));
    let text = "See `crates/huarong/src/lib.rs`, docs/DESIGN.md. Not \
                x/crates/no or ../docs/no; (scripts/site.sh)";
    let paths: Vec<String> = named_paths(text).into_iter().collect();
    assert_eq!(
        paths,
        [
            "crates/huarong/src/lib.rs",
            "docs/DESIGN.md",
            "scripts/site.sh"
        ]
    );
}
