//! The `huarong` command's tests, one binary for all of them (ripgrep's
//! model): a module per topic, all sharing one harness (`common`). The
//! library's own tests, the engines' cross-checks among them, are in
//! `crates/huarong/tests`.
//!
//! `cargo test --release --test cli` runs them; `-- strength --nocapture`
//! only the test set's strength, with its kill tables.

mod common;

mod bench;
mod classic;
mod conventions;
mod docs_paths;
mod explain;
mod generate;
mod hostile;
mod input;
mod messages;
mod moves;
mod official;
mod packages;
mod plan;
mod readme;
mod readme_examples;
mod runs;
mod serve;
mod show;
mod source_layout;
mod startup;
mod strength;
mod tools;
mod usage;
