//! `huarong test DIR -- CMD [ARG...]` and `huarong test DIR --run 'CMD ARGS'
//! ...`: each program on every `X.in` of a folder (the file on its stdin),
//! each output judged against huarong's answers, with `X.ans` checked
//! against them first as `check` does (a wrong one is the jury's `FAIL`).
//! One program gives a table of case, verdict, wall-clock time and peak
//! memory; several give a column each, verdict and time, and a summary row.
//! Exit 0 when every program is AC on every case.

use std::collections::BTreeMap;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use anyhow::{Context, ensure};
use huarong::{Engine, InputLimits, parse_puzzle};

use clap::error::ErrorKind;

use super::child::{self, Input};
use super::judge::{RunVerdict, check_answer_file, count};
use crate::cli::{self, CommandName, TestConfig};
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

/// One program's run on one case, judged, and what to say below the table.
struct Cell {
    verdict: String,
    time: Option<Duration>,
    memory: Option<u64>,
    /// Why a case is not AC.
    detail: Option<String>,
}

impl Cell {
    /// The jury's side of a case is broken: the program is not run.
    fn fail(what: &str) -> Cell {
        Cell {
            verdict: "FAIL".to_owned(),
            time: None,
            memory: None,
            detail: Some(format!("FAIL {what}")),
        }
    }

    fn accepted(&self) -> bool {
        self.verdict == "AC"
    }

    fn time_text(&self) -> String {
        self.time.map_or_else(|| "-".to_owned(), seconds)
    }

    fn memory_text(&self) -> String {
        self.memory.map_or_else(|| "-".to_owned(), mebibytes)
    }
}

fn seconds(time: Duration) -> String {
    format!("{:.3} s", time.as_secs_f64())
}

fn mebibytes(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / f64::from(1 << 20))
}

/// A case's line of the table: a cell per program.
type Row = Vec<Cell>;

/// Runs every case; returns the exit status.
pub(crate) fn run(config: &TestConfig) -> anyhow::Result<u8> {
    // Mistakes in the command line are found before the table starts.
    if !config.dir.is_dir() {
        let what = if config.dir.exists() {
            "is not a folder"
        } else {
            "does not exist"
        };
        return Err(cli::usage_error(
            Some(CommandName::Test),
            ErrorKind::ValueValidation,
            format!(
                "{} {what}: DIR is a folder of cases, X.in with X.ans where there is one, \
                 as `huarong testset DIR` writes",
                config.dir.display()
            ),
        )
        .into());
    }
    for program in &config.programs {
        child::check_startable(program)?;
    }
    let cases = cases(&config.dir)?;
    ensure!(
        !cases.is_empty(),
        "no .in files in {}",
        config.dir.display()
    );
    // Room for the header's `case`, and the summary row's name.
    let least = if config.programs.len() > 1 { 7 } else { 4 };
    let width = cases
        .iter()
        .map(|c| c.name.chars().count())
        .chain([least])
        .max()
        .unwrap_or(least);
    let mut out = VerdictOutput::default();
    let table = Table {
        width,
        programs: config.programs.len(),
    };
    table.header(&mut out, config)?;

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
                table.row(&mut out, &cases[rows.len()].name, &row)?;
                rows.push(row);
            }
        }
        Ok(rows)
    })?;

    let several = config.programs.len() > 1;
    if several {
        table.summary(&mut out, &rows)?;
    }
    let mut details = Vec::new();
    for p in 0..config.programs.len() {
        for (case, row) in cases.iter().zip(&rows) {
            if let Some(detail) = &row[p].detail {
                let who = if several {
                    format!("#{} ", p + 1)
                } else {
                    String::new()
                };
                details.push(format!("{who}{}: {detail}", case.name));
            }
        }
    }
    if !details.is_empty() {
        writeln!(out)?;
        for detail in details {
            writeln!(out, "{detail}")?;
        }
    }
    let accepted = |p: usize| rows.iter().filter(|row| row[p].accepted()).count();
    let all = (0..config.programs.len()).all(|p| accepted(p) == rows.len());
    if !several {
        writeln!(out, "\n{} of {} AC", accepted(0), count(rows.len(), "case"))?;
    }
    out.flush()?;
    Ok(if all { 0 } else { 1 })
}

/// The table's layout: the case column's width and the number of programs.
struct Table {
    width: usize,
    programs: usize,
}

/// A program's column when there are several: its verdict and time.
const COLUMN_WIDTH: usize = VERDICT_WIDTH + 2 + 9;

impl Table {
    fn header(&self, out: &mut impl Write, config: &TestConfig) -> io::Result<()> {
        let width = self.width;
        if self.programs == 1 {
            return writeln!(
                out,
                "{:<width$}  {:<VERDICT_WIDTH$}  {:>9}  {:>10}",
                "case", "verdict", "time", "memory"
            );
        }
        for (p, program) in config.programs.iter().enumerate() {
            writeln!(out, "#{}  {program}", p + 1)?;
        }
        writeln!(out)?;
        let mut line = format!("{:<width$}", "case");
        for p in 0..self.programs {
            line.push_str(&format!("  {:<COLUMN_WIDTH$}", format!("#{}", p + 1)));
        }
        writeln!(out, "{}", line.trim_end())
    }

    fn row(&self, out: &mut impl Write, name: &str, row: &Row) -> io::Result<()> {
        let width = self.width;
        if let [cell] = row.as_slice() {
            writeln!(
                out,
                "{name:<width$}  {:<VERDICT_WIDTH$}  {:>9}  {:>10}",
                cell.verdict,
                cell.time_text(),
                cell.memory_text()
            )?;
            return out.flush();
        }
        let mut line = format!("{name:<width$}");
        for cell in row {
            line.push_str(&format!(
                "  {:<VERDICT_WIDTH$}  {:>9}",
                cell.verdict,
                cell.time_text()
            ));
        }
        writeln!(out, "{}", line.trim_end())?;
        out.flush()
    }

    /// Each program's ACs, worst time and peak memory.
    fn summary(&self, out: &mut impl Write, rows: &[Row]) -> io::Result<()> {
        let width = self.width;
        let mut line = format!("{:<width$}", "summary");
        for p in 0..self.programs {
            let cells = || rows.iter().map(move |row| &row[p]);
            let accepted = cells().filter(|c| c.accepted()).count();
            let worst = cells().filter_map(|c| c.time).max();
            let peak = cells().filter_map(|c| c.memory).max();
            let text = format!(
                "{accepted}/{} AC, {}, {}",
                rows.len(),
                worst.map_or_else(|| "-".to_owned(), seconds),
                peak.map_or_else(|| "-".to_owned(), mebibytes)
            );
            line.push_str(&format!("  {text:<COLUMN_WIDTH$}"));
        }
        writeln!(out, "{}", line.trim_end())
    }
}

/// Every `X.in` of `dir`, with `X.ans` when it exists, in natural order
/// (`puzzle2` before `puzzle10`).
fn cases(dir: &Path) -> anyhow::Result<Vec<Case>> {
    Ok(in_files(dir)?
        .into_iter()
        .map(|input| {
            let answer = input.with_extension("ans");
            Case {
                name: input
                    .file_stem()
                    .unwrap_or_default()
                    .to_string_lossy()
                    .into_owned(),
                answer: answer.is_file().then_some(answer),
                input,
            }
        })
        .collect())
}

/// Every `X.in` file of `dir`, in natural order of X.
pub(super) fn in_files(dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let entries = fs::read_dir(dir).with_context(|| format!("cannot read {}", dir.display()))?;
    let mut inputs = Vec::new();
    for entry in entries {
        let input = entry
            .with_context(|| format!("cannot read {}", dir.display()))?
            .path();
        if input.extension().is_some_and(|e| e == "in") && input.is_file() {
            inputs.push(input);
        }
    }
    inputs.sort_by_cached_key(|input| {
        natural_key(&input.file_stem().unwrap_or_default().to_string_lossy())
    });
    Ok(inputs)
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

/// Runs each program on one case and judges it. An error stops the whole
/// run (a program cannot be started); a broken case is a `FAIL` row.
fn judge_case(case: &Case, config: &TestConfig) -> anyhow::Result<Row> {
    let fail = |what: String| Ok(config.programs.iter().map(|_| Cell::fail(&what)).collect());
    let text = match fs::read(&case.input) {
        Ok(text) => text,
        Err(err) => return fail(format!("cannot read {}.in: {err}", case.name)),
    };
    let puzzle = match parse_puzzle(&text, &InputLimits::default()) {
        Ok(puzzle) => puzzle,
        Err(err) => return fail(format!("{}.in: {err}", case.name)),
    };
    let expected = match solving::answers(&puzzle, Engine::default(), false) {
        Ok(answers) => answers.into_costs(),
        Err(err) => return fail(format!("{}.in: {err:#}", case.name)),
    };
    // The answer file is checked as `check` checks it: a wrong answer
    // there is the jury's fault, not the program's.
    if let Some(path) = &case.answer {
        let name = format!("{}.ans", case.name);
        let answers = match fs::read(path) {
            Ok(answers) => answers,
            Err(err) => return fail(format!("{name}: cannot read it: {err}")),
        };
        if let Err(what) = check_answer_file(&name, &puzzle, &expected, &answers) {
            return fail(what);
        }
    }
    config
        .programs
        .iter()
        .map(|program| {
            let run = child::run(program, Input::File(&case.input), config.time_limit)?;
            let verdict = RunVerdict::of(&puzzle, &expected, &run, config.time_limit);
            Ok(Cell {
                verdict: verdict.word(),
                time: Some(run.time),
                memory: Some(run.memory),
                detail: (!verdict.accepted()).then(|| verdict.to_string()),
            })
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
