//! Judge mode: a puzzle file in, one answer a game out (`huarong < case.in`,
//! `huarong FILE`, `huarong solve FILE`), the work `solve` does.
//!
//! A judge runs one process a case, and on the official data a process
//! solves in about a millisecond, so what it does before it reads the case
//! is most of its cost. clap building the command tree of every subcommand
//! was the biggest part of that: on official case 3, 398,000 of the
//! process's 874,000 instructions, and about 40 of its 108 page faults (150
//! KB of heap, a 24 KB stack frame, and clap's code). The command lines a
//! judge runs, with no option ([`plain_file`]), are therefore read here
//! without clap and answered with `solve`'s defaults; every other line goes
//! to clap. Both ways give the same output, errors and exit status (tests
//! check that the defaults are clap's).

use std::ffi::OsString;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::{CommandFactory, ValueEnum};

use crate::cli::{CommandName, RawArgs, SolveConfig};
use crate::{input, output, solving};

/// The puzzle file of a plain judge command line (`args`, the program's
/// name first): `huarong`, `huarong FILE`, `huarong -`, `huarong solve` or
/// `huarong solve FILE`, with `-` for stdin. `None` for any other line,
/// which clap reads: an option, `--`, more words, or a word that names a
/// subcommand (or `help`), is empty, or is not UTF-8.
pub(crate) fn plain_file(args: impl IntoIterator<Item = OsString>) -> Option<PathBuf> {
    let mut words = args.into_iter().skip(1);
    let mut word = words.next();
    if word.as_ref().is_some_and(|first| first == "solve") {
        word = words.next();
    }
    if words.next().is_some() {
        return None;
    }
    let Some(word) = word else {
        return Some(PathBuf::from("-"));
    };
    let word = word.into_string().ok()?;
    let plain = word == "-"
        || !(word.is_empty()
            || word.starts_with('-')
            || word == "help"
            || CommandName::from_str(&word, false).is_ok());
    plain.then(|| PathBuf::from(word))
}

/// Judge mode on `file` with `solve`'s defaults, as `commands::run` runs
/// the configuration clap makes of a plain line: the exit status.
pub(crate) fn run_plain(file: PathBuf) -> anyhow::Result<u8> {
    no_error_backtraces();
    solving::limit_memory(None);
    answer(&SolveConfig::plain(file)).map(|()| 0)
}

/// With `RUST_BACKTRACE` set, anyhow captures a backtrace with every error,
/// which this command never shows (errors print as `error: {err:#}`). In the
/// static judge build the first capture sorts the unwind table of the whole
/// binary: 11.6 million instructions and 25 page faults more for an input
/// the parser refuses, which otherwise costs 90,000 and 55. Judge mode
/// starts no other program, so it turns library backtraces off, unless the
/// user chose them with `RUST_LIB_BACKTRACE`; panics still follow
/// `RUST_BACKTRACE`.
fn no_error_backtraces() {
    if std::env::var_os("RUST_BACKTRACE").is_some()
        && std::env::var_os("RUST_LIB_BACKTRACE").is_none()
    {
        #[allow(unsafe_code)]
        // SAFETY: judge mode calls this first, before any other thread
        // exists, so nothing reads the environment while it changes.
        unsafe {
            std::env::set_var("RUST_LIB_BACKTRACE", "0");
        }
    }
}

/// Reads the puzzle, solves it and writes every game's answer to stdout.
pub(crate) fn answer(config: &SolveConfig) -> anyhow::Result<()> {
    let file = &config.input.file;
    let puzzle = input::read_puzzle(file, &config.input.limits)
        .map_err(|err| with_command_hint(err, file))?;
    let answers = solving::answers(&puzzle, config.engine, config.moves)?;
    let mut out = BufWriter::new(io::stdout().lock());
    output::write_answers(&mut out, config.format, &answers)
        .and_then(|()| out.flush())
        .context("cannot write the answers to standard output")
}

/// `huarong solv` reads a file named `solv`: when there is none and the name
/// is close to a command's, the error says which command was meant.
fn with_command_hint(err: anyhow::Error, file: &Path) -> anyhow::Error {
    let missing = err.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|e| e.kind() == io::ErrorKind::NotFound)
    });
    let word = file.to_str().filter(|word| !word.contains(['/', '.']));
    let close = word.filter(|_| missing).and_then(|word| {
        // Built only here: the command tree is what plain lines avoid.
        let command = RawArgs::command();
        command
            .get_subcommands()
            .map(clap::Command::get_name)
            .find(|name| edit_distance(word, name) <= 2)
            .map(str::to_owned)
    });
    match close {
        Some(name) => err.context(format!(
            "no such puzzle file; did you mean `huarong {name}`?"
        )),
        None => err,
    }
}

/// `huarong WORD`, where WORD names no file and looks like a command (no
/// `/`, no `.`): the usage error that says so, lists the commands and
/// suggests the closest; `None` for any other command line.
pub(crate) fn unknown_command(args: &[OsString], file: &Path) -> Option<String> {
    // Only `huarong WORD` with WORD read as the file (not `huarong solve`).
    let [_, word] = args else {
        return None;
    };
    if word.as_os_str() != file.as_os_str() {
        return None;
    }
    let word = word.to_str()?;
    if word.is_empty()
        || word.starts_with('-')
        || word.contains(['/', '.'])
        || Path::new(word).exists()
    {
        return None;
    }
    // Built only here: the command tree is what plain lines avoid.
    let command = RawArgs::command();
    let names: Vec<&str> = command
        .get_subcommands()
        .map(clap::Command::get_name)
        .filter(|name| *name != "help")
        .collect();
    let close = names
        .iter()
        .copied()
        .filter(|name| edit_distance(word, name) <= 2)
        .min_by_key(|name| edit_distance(word, name));
    let mut message =
        format!("'{word}' is not a command, and there is no puzzle file of that name\n");
    if let Some(name) = close {
        message.push_str(&format!("\n  tip: a similar command exists: '{name}'\n"));
    }
    message.push_str(&format!(
        "\nCommands: {}\n\nUsage: huarong [OPTIONS] [FILE]\n       huarong <COMMAND>\n\nFor more information, try '--help'.",
        names.join(", ")
    ));
    Some(message)
}

/// The Levenshtein distance between two short words.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let replaced = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = replaced.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use std::ffi::OsString;
    use std::path::PathBuf;

    use clap::CommandFactory;

    use super::{edit_distance, plain_file};
    use crate::cli::{Config, RawArgs, SolveConfig};

    fn words(line: &[&str]) -> Vec<OsString> {
        std::iter::once("huarong")
            .chain(line.iter().copied())
            .map(OsString::from)
            .collect()
    }

    /// Every plain line is read as clap reads it: the same file, and
    /// `solve`'s defaults for everything else.
    #[test]
    fn plain_lines_are_what_clap_makes_of_them() {
        for (line, file) in [
            (&[][..], "-"),
            (&["-"], "-"),
            (&["case.in"], "case.in"),
            (&["data/noip2013/puzzle3.in"], "data/noip2013/puzzle3.in"),
            (&["solve"], "-"),
            (&["solve", "-"], "-"),
            (&["solve", "case.in"], "case.in"),
            (&["solv"], "solv"),
        ] {
            let plain = plain_file(words(line));
            assert_eq!(plain, Some(PathBuf::from(file)), "{line:?}");
            let Ok(Config::Solve(config)) = Config::parse_from(words(line)) else {
                panic!("{line:?}: clap reads no solve");
            };
            assert_eq!(config, SolveConfig::plain(PathBuf::from(file)), "{line:?}");
        }
    }

    /// Options, more words and the names of subcommands (with their
    /// aliases, and clap's own `help`) are clap's to read.
    #[test]
    fn every_other_line_goes_to_clap() {
        let mut command = RawArgs::command();
        command.build();
        let mut names: Vec<String> = Vec::new();
        for sub in command.get_subcommands() {
            names.push(sub.get_name().to_owned());
            names.extend(sub.get_all_aliases().map(str::to_owned));
        }
        assert!(names.iter().any(|name| name == "help"), "{names:?}");
        for name in &names {
            // `huarong solve` alone reads stdin, as clap reads it.
            if name != "solve" {
                assert_eq!(plain_file(words(&[name])), None, "{name}");
            }
            assert_eq!(plain_file(words(&["solve", name])), None, "solve {name}");
        }
        for line in [
            &["--help"][..],
            &["-V"],
            &["--"],
            &["--", "case.in"],
            &[""],
            &["-q"],
            &["--moves", "case.in"],
            &["case.in", "--moves"],
            &["case.in", "-j", "1"],
            &["a.in", "b.in"],
            &["solve", "-q"],
            &["solve", ""],
            &["solve", "a.in", "b.in"],
            &["solve", "--format", "json"],
        ] {
            assert_eq!(plain_file(words(line)), None, "{line:?}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_name_that_is_not_utf8_goes_to_clap() {
        use std::os::unix::ffi::OsStringExt;
        let line = vec![OsString::from("huarong"), OsString::from_vec(vec![0xff])];
        assert_eq!(plain_file(line), None);
    }

    #[test]
    fn edit_distances() {
        assert_eq!(edit_distance("solv", "solve"), 1);
        assert_eq!(edit_distance("sovle", "solve"), 2);
        assert_eq!(edit_distance("", "gen"), 3);
        assert_eq!(edit_distance("bench", "bench"), 0);
        assert_eq!(edit_distance("puzzle", "show"), 6);
    }
}
