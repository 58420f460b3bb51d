//! The "Where things live" table of `docs/DESIGN.md` against the repository:
//! every path and every module name it gives exists.
//!
//! In that table every code span is one of:
//! - in the first column, a path from the repository's root (a folder, whose
//!   row describes it, or a file);
//! - in the second column, a path relative to a folder of the row's first
//!   column (`fast/`, `src/main.rs`), or the name of a Rust module there
//!   (`zeroed`): a file `NAME.rs`, a folder `NAME/` with a `mod.rs`, or a
//!   `mod NAME` declared in a file of the folder.
//!
//! A row whose first column names a file takes the file's folder. A code span
//! that is neither a path nor a module name fails the test, so that the table
//! keeps code spans for what can be checked.

use std::path::{Path, PathBuf};

/// The heading of the table's section.
const SECTION: &str = "## Where things live";

/// The repository's root: two folders above this crate.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// One row of the table: its first column's paths and its second column's
/// code spans.
#[derive(Debug)]
struct Row {
    paths: Vec<String>,
    names: Vec<String>,
}

/// The code spans of a cell of a table row.
fn code_spans(cell: &str) -> Vec<String> {
    cell.split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 1)
        .map(|(_, span)| span.trim().to_owned())
        .collect()
}

/// The rows of the first table in the section headed [`SECTION`] of `text`,
/// without its header and separator rows.
fn table_rows(text: &str) -> Vec<Row> {
    let start = text
        .find(SECTION)
        .unwrap_or_else(|| panic!("no section {SECTION:?}"));
    let section = &text[start + SECTION.len()..];
    let section = &section[..section.find("\n## ").unwrap_or(section.len())];
    section
        .lines()
        .map(str::trim)
        .filter(|line| line.starts_with('|'))
        .skip(2)
        .map(|line| {
            let cells: Vec<&str> = line.trim_matches('|').split('|').collect();
            assert!(cells.len() == 2, "a row of two columns: {line}");
            Row {
                paths: code_spans(cells[0]),
                names: code_spans(cells[1]),
            }
        })
        .collect()
}

/// Whether `name` is a Rust module name (an identifier, not a path).
fn is_module_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c == '_' || c.is_ascii_lowercase())
        && chars.all(|c| c == '_' || c.is_ascii_lowercase() || c.is_ascii_digit())
}

/// Whether `code` declares `mod name` (with any visibility, as a file or
/// inline).
fn declares_module(code: &str, name: &str) -> bool {
    code.lines().map(str::trim).any(|line| {
        let line = line.strip_prefix("pub").map_or(line, |rest| {
            rest.strip_prefix("(crate)")
                .or_else(|| rest.strip_prefix("(super)"))
                .unwrap_or(rest)
                .trim_start()
        });
        line.strip_prefix("mod ")
            .and_then(|rest| rest.strip_prefix(name))
            .is_some_and(|rest| rest.starts_with(';') || rest.trim_start().starts_with('{'))
    })
}

/// Whether the module `name` exists in `folder`.
fn module_in(folder: &Path, name: &str) -> bool {
    if folder.join(format!("{name}.rs")).is_file() || folder.join(name).join("mod.rs").is_file() {
        return true;
    }
    let Ok(entries) = std::fs::read_dir(folder) else {
        return false;
    };
    entries.flatten().any(|entry| {
        let path = entry.path();
        path.extension().is_some_and(|ext| ext == "rs")
            && std::fs::read_to_string(&path).is_ok_and(|code| declares_module(&code, name))
    })
}

/// What the table names that does not exist under `root`, one line each.
fn missing(rows: &[Row], root: &Path) -> Vec<String> {
    let mut missing = Vec::new();
    for row in rows {
        if row.paths.is_empty() {
            missing.push(format!("a row with no path in its first column: {row:?}"));
        }
        let mut folders = Vec::new();
        for path in &row.paths {
            let full = root.join(path);
            if !full.exists() {
                missing.push(format!("path {path}"));
            } else if full.is_dir() {
                folders.push(full);
            } else if let Some(parent) = full.parent() {
                folders.push(parent.to_path_buf());
            }
        }
        let first = row.paths.first().map_or("", String::as_str);
        for name in &row.names {
            let found = if name.contains('/') || name.contains('.') {
                folders.iter().any(|folder| folder.join(name).exists())
            } else if is_module_name(name) {
                folders.iter().any(|folder| module_in(folder, name))
            } else {
                missing.push(format!(
                    "`{name}` in the row of {first}: neither a path nor a module name"
                ));
                continue;
            };
            if !found {
                missing.push(format!("`{name}` in the row of {first}"));
            }
        }
    }
    missing
}

#[test]
fn every_path_and_module_the_table_gives_exists() {
    let root = root();
    let design = std::fs::read_to_string(root.join("docs/DESIGN.md")).expect("docs/DESIGN.md");
    let rows = table_rows(&design);
    // Sanity checks on the reading of the table, not counts to keep.
    let names: usize = rows.iter().map(|row| row.names.len()).sum();
    assert!(
        rows.len() >= 10 && names >= 50,
        "read {} rows and {names} names from the table",
        rows.len()
    );
    assert!(
        rows.iter()
            .any(|row| row.paths.iter().any(|p| p == "crates/huarong/src/")),
        "the library's root in the table"
    );
    let missing = missing(&rows, &root);
    assert!(
        missing.is_empty(),
        "docs/DESIGN.md, \"Where things live\", names what does not exist:\n{}",
        missing.join("\n")
    );
}

#[test]
fn stale_rows_are_caught() {
    // The rows as they stood when `pages.rs` had become `zeroed.rs` and the
    // overlay a folder.
    let text = "## Where things live\n\n\
                | folder | what it holds |\n|---|---|\n\
                | `crates/huarong/src/` | `pages`, `zeroed`, `lib` |\n\
                | `crates/huarong/src/search/` | `overlay.rs`, `overlay/`, `fast/astar.rs` |\n\
                | `crates/huarong/src/engine/memory.rs` | the estimate |\n\
                | `crates/huarong-cli/` | the `huarong solve` command |\n\n\
                ## Next\n\n| `not/in/the/table/` | |\n";
    let rows = table_rows(text);
    assert_eq!(rows.len(), 4);
    assert_eq!(rows[0].names, ["pages", "zeroed", "lib"]);
    assert_eq!(
        missing(&rows, &root()),
        [
            "`pages` in the row of crates/huarong/src/",
            "`overlay.rs` in the row of crates/huarong/src/search/",
            "path crates/huarong/src/engine/memory.rs",
            "`huarong solve` in the row of crates/huarong-cli/: neither a path nor a module name",
        ]
    );
}

#[test]
fn modules_are_declared_or_files() {
    assert!(declares_module("pub(crate) mod fast;\n", "fast"));
    assert!(declares_module("  mod tests {\n", "tests"));
    assert!(declares_module("pub mod render;", "render"));
    assert!(!declares_module("mod faster;", "fast"));
    assert!(!declares_module("// mod fast;", "fast"));
    assert!(is_module_name("touches_ahead") && is_module_name("zeroed"));
    assert!(!is_module_name("Solver") && !is_module_name("huarong solve"));
    let src = root().join("crates/huarong/src");
    assert!(module_in(&src, "zeroed") && module_in(&src.join("search"), "overlay"));
    assert!(!module_in(&src, "pages"));
}
