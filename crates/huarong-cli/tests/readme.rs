//! The README's "Using it" commands, run as written (with the bundled sample
//! as `puzzle.in` and `p.in`, and its answers as `my.out`): each must succeed
//! and produce something. `bench` (its own tests), `serve` (it waits for
//! Ctrl-C) and the pipe into `man` are left out.

use std::path::Path;

use crate::common::{repo, shell};

/// The commands of the README's "Using it" block, without their comments.
fn commands() -> Vec<String> {
    let readme = std::fs::read_to_string(repo("README.md")).expect("README.md");
    let block = readme
        .split("## Using it")
        .nth(1)
        .and_then(|rest| rest.split("```sh\n").nth(1))
        .and_then(|rest| rest.split("```").next())
        .expect("a sh block under \"## Using it\"");
    block
        .lines()
        .map(|line| line.split(" #").next().unwrap_or(line).trim().to_owned())
        .filter(|line| line.starts_with("huarong"))
        .collect()
}

#[test]
fn every_command_of_using_it_works() {
    let commands = commands();
    assert!(commands.len() >= 15, "{commands:?}");
    let mut ran = 0;
    for command in &commands {
        if command.contains("bench") || command.contains("serve") || command.contains("man -l") {
            continue;
        }
        let temp = tempfile::tempdir().expect("a temp dir");
        for name in ["puzzle.in", "p.in"] {
            std::fs::copy(repo("examples/sample.in"), temp.path().join(name)).expect("copy");
        }
        std::fs::copy(repo("examples/sample.out"), temp.path().join("my.out")).expect("copy");
        let output = shell(command, temp.path()).output().expect("bash runs");
        assert!(
            output.status.success(),
            "{command}: {:?}\n{}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        );
        let made = |name: &str| Path::new(&temp.path().join(name)).exists();
        assert!(
            // `check` gives its verdict on stderr, as testlib checkers do.
            !output.stdout.is_empty()
                || (command.contains("check") && output.stderr.starts_with(b"ok"))
                || made("out.svg")
                || made("p.ans"),
            "{command}: printed nothing and made no file"
        );
        ran += 1;
    }
    assert!(ran >= 12, "only {ran} of {} commands ran", commands.len());
}
