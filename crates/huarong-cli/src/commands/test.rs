//! `huarong test DIR -- CMD [ARG...]`: the program on every `X.in` of a
//! folder (the file on its stdin), each output judged against `X.ans`, or
//! huarong's own answers where there is none, as a table of case, verdict,
//! wall-clock time and peak memory. Exit 0 when every case is AC.

use std::collections::BTreeMap;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use anyhow::{Context, ensure};
use huarong::{Engine, Limits, Puzzle, parse_puzzle, read_claims};

use super::child::{self, Input};
use super::judge::RunVerdict;
use crate::cli::TestConfig;
use crate::output::VerdictOutput;
use crate::solving;

/// The verdict column's width: `RE (signal 64)` and the like fit.
const VERDICT_WIDTH: usize = 14;

/// One case: `name.in`, and `name.ans` if there is one.
struct Case {
    name: String,
    input: PathBuf,
    answer: Option<PathBuf>,
}

/// One line of the table, and what to say below it.
struct Row {
    verdict: String,
    time: Option<Duration>,
    memory: Option<u64>,
    /// Why a case is not AC.
    detail: Option<String>,
}

impl Row {
    /// The jury's side of a case is broken: the program is not run.
    fn fail(what: &str) -> Row {
        Row {
            verdict: "FAIL".to_owned(),
            time: None,
            memory: None,
            detail: Some(format!("FAIL {what}")),
        }
    }

    fn accepted(&self) -> bool {
        self.verdict == "AC"
    }
}

/// Runs every case; returns the exit status.
pub(crate) fn run(config: &TestConfig) -> anyhow::Result<u8> {
    let cases = cases(&config.dir)?;
    ensure!(
        !cases.is_empty(),
        "no .in files in {}",
        config.dir.display()
    );
    let width = cases
        .iter()
        .map(|c| c.name.chars().count())
        .chain([4])
        .max()
        .unwrap_or(4);
    let mut out = VerdictOutput::default();
    writeln!(
        out,
        "{:<width$}  {:<VERDICT_WIDTH$}  {:>9}  {:>10}",
        "case", "verdict", "time", "memory"
    )?;

    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel();
    let rows = thread::scope(|scope| -> anyhow::Result<Vec<Row>> {
        for _ in 0..config.jobs.get().min(cases.len()) {
            let (sender, next, cases) = (sender.clone(), &next, &cases);
            scope.spawn(move || {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(case) = cases.get(index) else { break };
                    // The receiver is gone when the run stopped on an error.
                    if sender.send((index, judge_case(case, config))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        // Rows are printed in case order as soon as their turn comes.
        let mut waiting = BTreeMap::new();
        let mut rows = Vec::with_capacity(cases.len());
        for (index, row) in receiver {
            waiting.insert(index, row?);
            while let Some(row) = waiting.remove(&rows.len()) {
                print_row(&mut out, &cases[rows.len()].name, width, &row)?;
                rows.push(row);
            }
        }
        Ok(rows)
    })?;

    let accepted = rows.iter().filter(|r| r.accepted()).count();
    let details: Vec<String> = cases
        .iter()
        .zip(&rows)
        .filter_map(|(case, row)| Some(format!("{}: {}", case.name, row.detail.as_ref()?)))
        .collect();
    if !details.is_empty() {
        writeln!(out)?;
        for detail in details {
            writeln!(out, "{detail}")?;
        }
    }
    writeln!(out, "\n{accepted} of {} cases AC", rows.len())?;
    Ok(if accepted == rows.len() { 0 } else { 1 })
}

fn print_row(out: &mut impl Write, name: &str, width: usize, row: &Row) -> io::Result<()> {
    let time = row
        .time
        .map_or_else(|| "-".to_owned(), |t| format!("{:.3} s", t.as_secs_f64()));
    let memory = row.memory.map_or_else(
        || "-".to_owned(),
        |bytes| format!("{:.1} MiB", bytes as f64 / f64::from(1 << 20)),
    );
    writeln!(
        out,
        "{name:<width$}  {:<VERDICT_WIDTH$}  {time:>9}  {memory:>10}",
        row.verdict
    )?;
    out.flush()
}

/// Every `X.in` of `dir`, with `X.ans` when it exists, in natural order
/// (`puzzle2` before `puzzle10`).
fn cases(dir: &Path) -> anyhow::Result<Vec<Case>> {
    let entries = fs::read_dir(dir).with_context(|| format!("cannot read {}", dir.display()))?;
    let mut cases = Vec::new();
    for entry in entries {
        let input = entry
            .with_context(|| format!("cannot read {}", dir.display()))?
            .path();
        if input.extension().is_none_or(|e| e != "in") || !input.is_file() {
            continue;
        }
        let answer = input.with_extension("ans");
        cases.push(Case {
            name: input
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned(),
            answer: answer.is_file().then_some(answer),
            input,
        });
    }
    cases.sort_by_cached_key(|case| natural_key(&case.name));
    Ok(cases)
}

/// A run of a name: digits, compared by value, or other characters.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Part {
    /// The digits without leading zeros, and their count (so that a longer
    /// number sorts after a shorter one).
    Number(usize, String),
    Text(String),
}

fn natural_key(name: &str) -> Vec<Part> {
    let mut parts = Vec::new();
    let mut rest = name;
    while let Some(first) = rest.chars().next() {
        let digits = first.is_ascii_digit();
        let end = rest
            .find(|c: char| c.is_ascii_digit() != digits)
            .unwrap_or(rest.len());
        let (run, tail) = rest.split_at(end);
        parts.push(if digits {
            let value = run.trim_start_matches('0');
            Part::Number(value.len(), value.to_owned())
        } else {
            Part::Text(run.to_owned())
        });
        rest = tail;
    }
    parts
}

/// Runs the program on one case and judges it. An error stops the whole run
/// (the program cannot be started); a broken case is a `FAIL` row.
fn judge_case(case: &Case, config: &TestConfig) -> anyhow::Result<Row> {
    let text = match fs::read(&case.input) {
        Ok(text) => text,
        Err(err) => return Ok(Row::fail(&format!("cannot read {}.in: {err}", case.name))),
    };
    let puzzle = match parse_puzzle(&text, &Limits::default()) {
        Ok(puzzle) => puzzle,
        Err(err) => return Ok(Row::fail(&format!("{}.in: {err}", case.name))),
    };
    let expected = match &case.answer {
        Some(path) => match answers_in(path, &puzzle) {
            Ok(expected) => expected,
            Err(what) => return Ok(Row::fail(&format!("{}.ans: {what}", case.name))),
        },
        None => match solving::answers(&puzzle, Engine::default(), false) {
            Ok(answers) => answers.into_costs(),
            Err(err) => return Ok(Row::fail(&format!("{}.in: {err:#}", case.name))),
        },
    };
    let run = child::run(&config.program, Input::File(&case.input), config.time_limit)?;
    let verdict = RunVerdict::of(&puzzle, &expected, &run, config.time_limit);
    Ok(Row {
        verdict: verdict.word(),
        time: Some(run.time),
        memory: Some(run.memory),
        detail: (!verdict.accepted()).then(|| verdict.to_string()),
    })
}

/// The answers of an answer file (`K` or `K MOVES` lines; only K counts).
fn answers_in(path: &Path, puzzle: &Puzzle) -> Result<Vec<Option<u64>>, String> {
    let text = fs::read(path).map_err(|err| format!("cannot read it: {err}"))?;
    let claims = read_claims(&text, puzzle.games.len()).map_err(|m| m.to_string())?;
    claims
        .iter()
        .enumerate()
        .map(|(i, claim)| {
            claim
                .answer()
                .ok_or_else(|| format!("line {}: {} is not an answer", i + 1, claim.value))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::natural_key;

    #[test]
    fn names_sort_naturally() {
        let mut names = [
            "puzzle10",
            "puzzle2",
            "b",
            "puzzle02x",
            "a1",
            "puzzle1",
            "a",
        ];
        names.sort_by_key(|n| natural_key(n));
        assert_eq!(
            names,
            [
                "a",
                "a1",
                "b",
                "puzzle1",
                "puzzle2",
                "puzzle02x",
                "puzzle10"
            ]
        );
    }
}
