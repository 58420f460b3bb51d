//! The command-line crate flows one way: parsing and configuration (`cli/`)
//! below, the commands (`commands/`) above them. A module of `cli/` that
//! named a command's type would close a circle through `commands/mod.rs`,
//! which takes its configurations from `cli`.

use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// The lines of `text` that name the commands' modules.
fn reaches_up(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .filter(|line| line.contains("crate::commands") || line.contains("super::super::commands"))
        .collect()
}

#[test]
fn no_module_of_cli_imports_from_commands() {
    let cli = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cli");
    let files = rust_files(&cli);
    assert!(
        files.len() >= 5,
        "{} files under {}",
        files.len(),
        cli.display()
    );
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        let lines = reaches_up(&text);
        assert!(lines.is_empty(), "{} reaches up: {lines:?}", file.display());
    }
}

#[test]
fn a_line_naming_the_commands_is_found() {
    assert_eq!(
        reaches_up("use crate::commands::ClassicConfig;\n// crate::commands in a comment\nuse x;"),
        ["use crate::commands::ClassicConfig;"]
    );
}
