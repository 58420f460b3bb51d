//! The examples of the tools in the docs (`docs/CHECKING.md`, and any the
//! README's tool sections show): each `$ huarong ...` line run as written, in
//! a folder that sees the repository's `examples/` and `crates/`, its output
//! (stdout, then stderr) held to the lines the page shows under it. Times and
//! memory sizes vary from run to run: every decimal number is left out of the
//! comparison, and so are runs of spaces (the tables pad them).

use crate::common::{repo, shell};

/// One example: the command and the output the page shows.
struct Example {
    command: String,
    shown: String,
}

/// The text the tools' examples live in: the whole of `docs/CHECKING.md`,
/// and the README's sections on `check`, `validate`, `test` and `stress`
/// (from the first of them to the next `##` heading).
fn pages() -> Vec<String> {
    let checking = std::fs::read_to_string(repo("docs/CHECKING.md")).expect("docs/CHECKING.md");
    let readme = std::fs::read_to_string(repo("README.md")).expect("README.md");
    let tools = readme
        .split("### `huarong check")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .unwrap_or_default()
        .to_owned();
    vec![checking, tools]
}

/// The examples of the pages on checking a solution.
fn examples() -> Vec<Example> {
    pages()
        .iter()
        .map(String::as_str)
        .flat_map(examples_in)
        .collect()
}

/// The `$ ` examples of the fenced blocks of `section`.
fn examples_in(section: &str) -> Vec<Example> {
    let mut examples = Vec::new();
    for block in section.split("```").skip(1).step_by(2) {
        let mut lines = block.lines().skip(1).peekable();
        while let Some(line) = lines.next() {
            let Some(first) = line.strip_prefix("$ ") else {
                continue;
            };
            let mut command = first.to_owned();
            while command.ends_with('\\') {
                command.pop();
                command.push_str(lines.next().unwrap_or("").trim_start());
            }
            let mut shown = String::new();
            while let Some(next) = lines.next_if(|l| !l.starts_with("$ ")) {
                shown.push_str(next);
                shown.push('\n');
            }
            examples.push(Example { command, shown });
        }
    }
    examples
}

/// `text` with every decimal number (`0.437`, `13.5`) as `#` and every run
/// of blanks as one space.
fn normalized(text: &str) -> String {
    text.lines()
        .map(|line| {
            line.split_whitespace()
                .map(|word| {
                    let number = word.trim_start_matches('(').trim_end_matches([',', ')']);
                    let decimal = number.split_once('.').is_some_and(|(a, b)| {
                        !a.is_empty()
                            && !b.is_empty()
                            && a.bytes().chain(b.bytes()).all(|c| c.is_ascii_digit())
                    });
                    if decimal {
                        word.replace(number, "#")
                    } else {
                        word.to_owned()
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
        .trim()
        .to_owned()
}

#[test]
fn the_tools_examples_print_what_the_docs_show() {
    let examples = examples();
    let commands: Vec<&str> = examples.iter().map(|e| e.command.as_str()).collect();
    for tool in ["huarong stress", "huarong test", "huarong validate"] {
        assert!(
            commands.iter().any(|c| c.contains(tool)),
            "no example of {tool}: {commands:?}"
        );
    }
    assert!(examples.len() >= 4, "{commands:?}");
    for example in &examples {
        let temp = tempfile::tempdir().expect("a temp dir");
        for folder in ["examples", "crates"] {
            std::os::unix::fs::symlink(repo(folder), temp.path().join(folder)).expect("symlink");
        }
        let output = shell(&example.command, temp.path())
            .env("PYTHONDONTWRITEBYTECODE", "1")
            .output()
            .expect("bash runs");
        let printed = format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        assert_eq!(
            normalized(&printed),
            normalized(&example.shown),
            "{}: the docs show other output",
            example.command
        );
    }
}

#[test]
fn numbers_are_left_out_and_words_kept() {
    assert_eq!(
        normalized("sample  WA   0.090 s    13.5 MiB\n1/1 AC, 0.437 s, 13.5 MiB (0.59 s)"),
        "sample WA # s # MiB\n1/1 AC, # s, # MiB (# s)"
    );
    assert_eq!(normalized("line 3, column 8"), "line 3, column 8");
}
