//! `huarong validate [FILE|DIR...]`: test data read strictly
//! (`huarong::validate_puzzle`). One file: `ok` on stdout when it is valid;
//! the first fault, `line L, column C: ...`, on stderr with the line under
//! it and exit status 1 when it is not. Several files, or a folder (its
//! `X.in` files): a line per file on stdout, `NAME: ok` or `NAME: ` and the
//! first fault, then how many were valid; exit status 1 when any was not.

use std::io::Write;
use std::path::Path;

use anyhow::ensure;
use huarong::validate_puzzle;

use super::test::in_files;
use crate::cli::ValidateConfig;
use crate::{input, output};

/// Validates the files; returns the exit status.
pub(crate) fn run(config: &ValidateConfig) -> anyhow::Result<u8> {
    if let [file] = config.files.as_slice()
        && !file.is_dir()
    {
        return one(config, file);
    }
    let mut files = Vec::new();
    for path in &config.files {
        if path.is_dir() {
            let inputs = in_files(path)?;
            ensure!(!inputs.is_empty(), "no .in files in {}", path.display());
            files.extend(inputs);
        } else {
            files.push(path.clone());
        }
    }
    let mut out = output::VerdictOutput::default();
    let mut valid = 0;
    for file in &files {
        let verdict = match input::read_bytes(file) {
            Ok(text) => validate_puzzle(&text, &config.limits)
                .map(|_| ())
                .map_err(|fault| fault.to_string()),
            Err(err) => Err(format!("{err:#}")),
        };
        match verdict {
            Ok(()) => {
                valid += 1;
                writeln!(out, "{}: ok", shown(file))?;
            }
            Err(fault) => writeln!(out, "{}: {fault}", shown(file))?,
        }
    }
    let all = files.len();
    if valid == all {
        writeln!(out, "all {all} files valid")?;
    } else {
        writeln!(out, "{valid} of {all} files valid, {} invalid", all - valid)?;
    }
    out.flush()?;
    Ok(if valid == all { 0 } else { 1 })
}

/// A file's name as the lines show it; `-` is stdin.
fn shown(file: &Path) -> String {
    if file == Path::new("-") {
        "stdin".to_owned()
    } else {
        file.display().to_string()
    }
}

/// One file, as testlib's validators report.
fn one(config: &ValidateConfig, file: &Path) -> anyhow::Result<u8> {
    let text = input::read_bytes(file)?;
    match validate_puzzle(&text, &config.limits) {
        Ok(_) => {
            writeln!(output::VerdictOutput::default(), "ok")?;
            Ok(0)
        }
        Err(fault) => {
            output::stderr_line(&format!("{fault}\n{}", fault.excerpt));
            Ok(1)
        }
    }
}
