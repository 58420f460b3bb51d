//! Every path of the repository that `README.md`, `CHANGELOG.md` and
//! `docs/*.md` name in code (inline or fenced) or in a link exists, so that
//! the docs do not point at files that have moved or gone; and every anchor a
//! link gives (`docs/PERFORMANCE.md#memory`, `#performance`) is a heading of
//! the page it names.
//!
//! A word in code is a path by its shape: it holds a `/` and starts with one
//! of the repository's top folders (`crates/`, `docs/`, ...) or ends in a
//! source extension (`.rs`, `.md`, ...). URLs, globs, placeholders (`X.in`,
//! `DIR/...`, `<FILE>`, `{a,b}`), paths relative to the folder a command runs
//! in (`./stress-fail/`) and build output (`target/`, `site/`) are left out.
//! A path that starts with a top folder must exist from the repository's
//! root; one that does not (`search/overlay.rs`, relative to a folder the
//! text names) must exist from the root or end some path of the repository.
//! A link's target, unless it is a URL or an anchor, must exist relative to
//! the page.

use std::path::{Path, PathBuf};

use crate::common::repo;

/// The folders a path from the repository's root starts with.
const TOP_FOLDERS: [&str; 7] = [
    "crates/",
    "docs/",
    "scripts/",
    "data/",
    "examples/",
    "fuzz/",
    ".ci/",
];

/// The extensions that make a word with a `/` a path wherever it starts.
const EXTENSIONS: [&str; 9] = [
    ".rs", ".md", ".js", ".mjs", ".sh", ".toml", ".py", ".in", ".ans",
];

/// What marks a word as a placeholder rather than a path.
const PLACEHOLDERS: [&str; 6] = ["X.", "DIR", "FILE", "OUT", "<", "{"];

/// One path a page names: a link to an anchor of the page itself names the
/// empty path.
#[derive(Debug, PartialEq)]
struct Named {
    line: usize,
    path: String,
    link: bool,
    anchor: Option<String>,
}

/// The repository path a word in code names, if it names one.
fn path_in_code(word: &str) -> Option<&str> {
    let word = word
        .trim_matches(|c| matches!(c, '(' | ')' | '[' | ']' | ',' | ';' | ':' | '"' | '\''))
        .trim_end_matches('.');
    let shaped = word.contains('/')
        && (TOP_FOLDERS.iter().any(|top| word.starts_with(top))
            || EXTENSIONS
                .iter()
                .any(|ext| word.trim_end_matches('/').ends_with(ext)));
    let left_out = word.starts_with("http")
        || word.contains("://")
        || word.contains('*')
        || PLACEHOLDERS.iter().any(|mark| word.contains(mark))
        || word.starts_with("./")
        || word.starts_with("target/")
        || word.starts_with("site/");
    (shaped && !left_out).then_some(word)
}

/// The file a link's target names, if it names one: not a URL, not an
/// anchor of the page itself; without its own anchor.
fn path_in_link(target: &str) -> Option<&str> {
    let target = target.trim_start_matches('<').trim_end_matches('>');
    let path = target.split('#').next().unwrap_or_default();
    let url = target.contains("://") || target.starts_with("mailto:");
    (!url && !path.is_empty()).then_some(path)
}

/// The anchor a link's target names, if it is not a URL.
fn anchor_in_link(target: &str) -> Option<&str> {
    let target = target.trim_start_matches('<').trim_end_matches('>');
    let url = target.contains("://") || target.starts_with("mailto:");
    target
        .split_once('#')
        .filter(|_| !url)
        .map(|(_, anchor)| anchor)
}

/// The anchor GitHub gives a heading: lower case, what is neither a letter,
/// a digit, a space, `-` nor `_` dropped, each space a `-`.
fn slug(title: &str) -> String {
    title
        .chars()
        .filter(|&c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .flat_map(char::to_lowercase)
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a page's headings (`#` to `######`, outside code fences),
/// a repeated one with `-1`, `-2`, ... after it as GitHub makes them.
fn anchors(text: &str) -> Vec<String> {
    let mut anchors: Vec<String> = Vec::new();
    let mut bases: Vec<String> = Vec::new();
    let mut fence: Option<(char, usize)> = None;
    for line in text.lines() {
        match (fence, fence_marker(line)) {
            (Some((open, length)), Some((c, n, rest)))
                if c == open && n >= length && rest.trim().is_empty() =>
            {
                fence = None;
            }
            (Some(_), _) => {}
            (None, Some((c, n, _))) => fence = Some((c, n)),
            (None, None) => {
                let trimmed = line.trim_start_matches(' ');
                let title = trimmed.trim_start_matches('#');
                let level = trimmed.len() - title.len();
                let heading = line.len() - trimmed.len() <= 3
                    && (1..=6).contains(&level)
                    && (title.is_empty() || title.starts_with(' '));
                if heading {
                    let base = slug(title.trim());
                    let repeats = bases.iter().filter(|b| **b == base).count();
                    anchors.push(match repeats {
                        0 => base.clone(),
                        n => format!("{base}-{n}"),
                    });
                    bases.push(base);
                }
            }
        }
    }
    anchors
}

/// The paths a page's text names, with their lines (from 1).
fn named_paths(text: &str) -> Vec<Named> {
    let mut named = Vec::new();
    let mut fence: Option<(char, usize)> = None;
    let mut paragraph: Vec<(usize, &str)> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        match (fence, fence_marker(line)) {
            (Some((open, length)), Some((c, n, rest)))
                if c == open && n >= length && rest.trim().is_empty() =>
            {
                fence = None;
            }
            (Some(_), _) => {
                for word in line.split_whitespace() {
                    if let Some(path) = path_in_code(word) {
                        named.push(Named {
                            line: number,
                            path: path.to_owned(),
                            link: false,
                            anchor: None,
                        });
                    }
                }
            }
            (None, Some((c, n, _))) => {
                named.extend(paragraph_paths(&paragraph));
                paragraph.clear();
                fence = Some((c, n));
            }
            (None, None) if line.trim().is_empty() => {
                named.extend(paragraph_paths(&paragraph));
                paragraph.clear();
            }
            (None, None) => paragraph.push((number, line)),
        }
    }
    named.extend(paragraph_paths(&paragraph));
    named
}

/// A fence's character, its length and what follows it on the line, when
/// the line is a code fence (three or more backticks or tildes, indented by
/// at most three spaces).
fn fence_marker(line: &str) -> Option<(char, usize, &str)> {
    let trimmed = line.trim_start_matches(' ');
    let c = trimmed.chars().next().filter(|&c| c == '`' || c == '~')?;
    let rest = trimmed.trim_start_matches(c);
    let length = trimmed.len() - rest.len();
    (line.len() - trimmed.len() <= 3 && length >= 3).then_some((c, length, rest))
}

/// The paths a paragraph names in its code spans (which may run over a line
/// break) and its links.
fn paragraph_paths(paragraph: &[(usize, &str)]) -> Vec<Named> {
    let Some(&(first, _)) = paragraph.first() else {
        return Vec::new();
    };
    let text = paragraph
        .iter()
        .map(|&(_, line)| line)
        .collect::<Vec<_>>()
        .join("\n");
    let mut named = Vec::new();
    let mut number = first;
    for (index, part) in text.split('`').enumerate() {
        for (offset, line) in part.split('\n').enumerate() {
            if index % 2 == 1 {
                for word in line.split_whitespace() {
                    if let Some(path) = path_in_code(word) {
                        named.push(Named {
                            line: number + offset,
                            path: path.to_owned(),
                            link: false,
                            anchor: None,
                        });
                    }
                }
            } else {
                for (at, _) in line.match_indices("](") {
                    let target = line[at + 2..].split(')').next().unwrap_or_default();
                    let anchor = anchor_in_link(target);
                    if let Some(path) = path_in_link(target).or(anchor.map(|_| "")) {
                        named.push(Named {
                            line: number + offset,
                            path: path.to_owned(),
                            link: true,
                            anchor: anchor.map(str::to_owned),
                        });
                    }
                }
            }
        }
        number += part.matches('\n').count();
    }
    named
}

/// Every file and folder of the repository, from its root with `/` between
/// names; without `.git`, build output and installed packages.
fn repository_paths() -> Vec<String> {
    fn walk(root: &Path, folder: &Path, into: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(folder) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            let at_root = folder == root;
            if name == ".git"
                || name == "target"
                || name == "node_modules"
                || (at_root && name == "site")
            {
                continue;
            }
            let relative = path
                .strip_prefix(root)
                .expect("under the root")
                .to_string_lossy()
                .replace('\\', "/");
            into.push(relative);
            if path.is_dir() {
                walk(root, &path, into);
            }
        }
    }
    let root = repo("");
    let mut paths = Vec::new();
    walk(&root, &root, &mut paths);
    paths
}

/// The pages checked: `README.md`, `CHANGELOG.md` and every `docs/*.md`.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![PathBuf::from("README.md"), PathBuf::from("CHANGELOG.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(repo("docs"))
        .expect("docs/")
        .flatten()
        .map(|entry| PathBuf::from("docs").join(entry.file_name()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    pages
}

/// The text of a page, by its path from the repository's root.
fn read(page: &Path) -> String {
    std::fs::read_to_string(repo(page.to_str().expect("UTF-8"))).unwrap_or_default()
}

/// Every path the checked pages name, each with its page.
fn named_in_pages() -> Vec<(PathBuf, Named)> {
    pages()
        .into_iter()
        .flat_map(|page| {
            let named = named_paths(&read(&page));
            named.into_iter().map(move |named| (page.clone(), named))
        })
        .collect()
}

/// Fails with `what` and the list when `missing` is not empty, or when fewer
/// than `least` were checked (then the reading went wrong).
fn assert_none_missing(missing: &[String], checked: usize, least: usize, what: &str) {
    assert!(checked >= least, "only {checked} {what} found in the docs");
    assert!(
        missing.is_empty(),
        "{what} in the docs that do not resolve:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_path_the_docs_name_exists() {
    let repository = repository_paths();
    let named = named_in_pages();
    let mut missing = Vec::new();
    for (page, named) in &named {
        let folder = page.parent().unwrap_or(Path::new(""));
        let exists = if named.link {
            repo(folder.join(&named.path).to_str().expect("UTF-8")).exists()
        } else {
            let tail = format!("/{}", named.path.trim_end_matches('/'));
            repo(&named.path).exists()
                || (!TOP_FOLDERS.iter().any(|top| named.path.starts_with(top))
                    && repository.iter().any(|path| path.ends_with(&tail)))
        };
        if !exists {
            missing.push(format!("{}:{}: {}", page.display(), named.line, named.path));
        }
    }
    assert_none_missing(&missing, named.len(), 100, "paths");
}

#[test]
fn every_anchor_the_docs_link_to_exists() {
    let mut missing = Vec::new();
    let mut checked = 0;
    for (page, named) in named_in_pages() {
        let Some(anchor) = &named.anchor else {
            continue;
        };
        let target = match page.parent() {
            _ if named.path.is_empty() => page.clone(),
            Some(folder) => folder.join(&named.path),
            None => PathBuf::from(&named.path),
        };
        if target.extension().is_none_or(|ext| ext != "md") {
            continue;
        }
        checked += 1;
        if !anchors(&read(&target)).contains(anchor) {
            let at = format!("{}:{}", page.display(), named.line);
            missing.push(format!("{at}: {}#{anchor}", named.path));
        }
    }
    assert_none_missing(&missing, checked, 10, "anchors");
}

#[test]
fn anchors_are_made_as_github_makes_them() {
    let text = "# Performance\n\
                ## Start-up: the judge's own path (2026-12-06)\n\
                ### `huarong explain FILE`\n\
                ```sh\n\
                # one run a case\n\
                ```\n\
                ## Memory\n\
                ## Memory\n\
                #not a heading\n";
    assert_eq!(
        anchors(text),
        [
            "performance",
            "start-up-the-judges-own-path-2026-12-06",
            "huarong-explain-file",
            "memory",
            "memory-1",
        ]
    );
    assert_eq!(anchor_in_link("docs/PERFORMANCE.md#memory"), Some("memory"));
    assert_eq!(anchor_in_link("#performance"), Some("performance"));
    assert_eq!(anchor_in_link("https://example.org/a.md#b"), None);
    assert_eq!(anchor_in_link("docs/DESIGN.md"), None);
}

#[test]
fn paths_are_told_by_their_shape() {
    for path in [
        "crates/huarong/src/search/overlay.rs",
        "scripts/site.sh",
        "crates/huarong-web/page/js/worker.js",
        "docs/DESIGN.md",
        "crates/huarong/src/input/",
        ".ci/run",
        "search/tree.rs",
    ] {
        assert_eq!(path_in_code(path), Some(path), "{path}");
    }
    assert_eq!(
        path_in_code("(crates/huarong/tests/memory.rs):"),
        Some("crates/huarong/tests/memory.rs")
    );
    assert_eq!(
        path_in_code("docs/PERFORMANCE.md."),
        Some("docs/PERFORMANCE.md")
    );
    for word in [
        "https://github.com/hydro-dev/Hydro/blob/x.rs",
        "crates/*/src/lib.rs",
        "DIR/README.md",
        "OUT/fail.in",
        "data/noip2013/X.in",
        "<dir>/a.rs",
        "crates/{a,b}/",
        "./stress-fail/fail.in",
        "target/x86_64-unknown-linux-gnu/judge/huarong",
        "site/index.html",
        "1/1",
        "U/D",
        "packages/hydrooj/src/model/problem.ts",
        "main.rs",
    ] {
        assert_eq!(path_in_code(word), None, "{word}");
    }
    assert_eq!(path_in_link("docs/LEARN.md#as-json"), Some("docs/LEARN.md"));
    assert_eq!(path_in_link("#performance"), None);
    assert_eq!(path_in_link("https://example.org/a.md"), None);
}

#[test]
fn code_spans_fences_and_links_are_read_with_their_lines() {
    let text = "# Title\n\
                \n\
                See `crates/a.rs` and [the design](docs/DESIGN.md#terms), and\n\
                `huarong show --svg\n\
                docs/sample.svg` across a line.\n\
                \n\
                ```sh\n\
                scripts/site.sh site/\n\
                ```\n\
                \n\
                ````text\n\
                ```\n\
                fuzz/run.sh\n\
                ````\n\
                Not code: crates/b.rs, [a site](https://example.org/).\n";
    let found = named_paths(text);
    let named: Vec<(usize, &str, bool)> = found
        .iter()
        .map(|n| (n.line, n.path.as_str(), n.link))
        .collect();
    assert_eq!(
        named,
        [
            (3, "crates/a.rs", false),
            (3, "docs/DESIGN.md", true),
            (5, "docs/sample.svg", false),
            (8, "scripts/site.sh", false),
            (13, "fuzz/run.sh", false),
        ]
    );
}
