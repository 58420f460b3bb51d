//! `huarong solve --plan`: what a solve of the puzzle would decide and the
//! memory it would take, without solving. Each decision of the library's
//! plan on a line with its value and reason, then the tables the solve
//! holds at its peak; or, with `--format json`, one object with
//! `decisions` (each `name`, `value`, `reason`) and `memory_bytes` (their
//! total). The field names are part of the interface.

use std::io::{self, BufWriter, Write};

use anyhow::Context;
use huarong::{Decision, PlanReport, SolveOptions, plan_report};
use serde::Serialize;

use crate::cli::{Format, SolveConfig};
use crate::output::json_line;
use crate::{input, memory, solving};

/// One decision as JSON.
#[derive(Serialize)]
struct DecisionRecord<'a> {
    name: &'a str,
    value: &'a str,
    reason: &'a str,
}

/// One table at the peak as JSON.
#[derive(Serialize)]
struct TableRecord<'a> {
    name: &'a str,
    bytes: u64,
}

/// The plan as one JSON object.
#[derive(Serialize)]
struct PlanRecord<'a> {
    decisions: Vec<DecisionRecord<'a>>,
    /// The estimated peak of the whole process: the tables and the
    /// program's own.
    memory_bytes: u64,
    /// What it is made of, by table.
    tables: Vec<TableRecord<'a>>,
    /// The step of the solve where the peak falls.
    peak_at: &'a str,
    /// The threads the solve's scratch was counted for.
    threads: usize,
}

/// Reads the puzzle and prints the plan of its solve with `config`'s
/// options.
pub(crate) fn print(config: &SolveConfig) -> anyhow::Result<()> {
    let puzzle = input::read_puzzle(&config.input.file, &config.input.limits)?;
    let options = SolveOptions::new(config.engine).with_moves(config.moves);
    // The program's own memory, as a solve's `--max-memory` check counts it.
    let resident = memory::resident();
    let report = plan_report(&puzzle, &options, solving::threads());
    let program = memory::program(resident, &report.memory);
    let mut out = BufWriter::new(io::stdout().lock());
    write_plan(&mut out, config.format, &report, program)
        .and_then(|()| out.flush())
        .context("cannot write the plan to standard output")
}

/// Writes the plan of `report`: its tables, and the `program`'s own memory
/// when the OS says.
fn write_plan(
    out: &mut impl Write,
    format: Format,
    report: &PlanReport,
    program: Option<u64>,
) -> io::Result<()> {
    let mut tables = report.memory.parts.clone();
    tables.extend(program.map(|bytes| ("program", bytes)));
    let total: u64 = tables.iter().map(|&(_, bytes)| bytes).sum();
    match format {
        Format::Text => {
            let widest =
                |len: fn(&Decision) -> usize| report.decisions.iter().map(len).max().unwrap_or(0);
            let (width, value_width) = (widest(|d| d.name.len()), widest(|d| d.value.len()));
            for d in &report.decisions {
                writeln!(
                    out,
                    "{:width$}  {:value_width$}  {}",
                    d.name, d.value, d.reason
                )?;
            }
            writeln!(
                out,
                "memory  {} at the peak ({}, {} threads)",
                memory::shown(total),
                report.memory.peak_at,
                report.memory.threads
            )?;
            for (name, bytes) in &tables {
                writeln!(out, "  {name}  {}", memory::shown(*bytes))?;
            }
            Ok(())
        }
        Format::Json => {
            let record = PlanRecord {
                decisions: report
                    .decisions
                    .iter()
                    .map(|d| DecisionRecord {
                        name: d.name,
                        value: &d.value,
                        reason: &d.reason,
                    })
                    .collect(),
                memory_bytes: total,
                tables: tables
                    .iter()
                    .map(|&(name, bytes)| TableRecord { name, bytes })
                    .collect(),
                peak_at: report.memory.peak_at,
                threads: report.memory.threads,
            };
            json_line(out, &record)
        }
    }
}
