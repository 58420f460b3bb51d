//! `huarong bench`: whole-process CPU time of the engines on standard workloads.
//!
//! Each run is a separate process of this same binary reading a puzzle file, so
//! the figures include process start, parsing and output, as a judge sees them.
//! CPU time (user + system) is taken from `getrusage(RUSAGE_CHILDREN)`, which is
//! steadier than wall time on a busy machine. Each figure is the least of at
//! least `--repeat` rounds, and of more for quick workloads: rounds go on until
//! they have spent [`ROUND_BUDGET`] of CPU (at most [`MAX_ROUNDS`] of them). On
//! a shared 2-core machine a 1 ms process varies by a third from run to run,
//! while a 40 s one averages the noise out within itself; the least of many
//! short rounds is their steady cost. The same rule applies to every engine.
//! Answers of the two engines must match, byte for byte.

use std::fs;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail, ensure};
use huarong::generate::{random_board, random_games, seeded};
use huarong::{Engine, Puzzle};

use super::bench_matrix;
use super::measure::{MAX_ROUNDS, ROUND_BUDGET, measure, seconds};
use crate::cli::BenchConfig;

/// One line of the report: a set of puzzle files and the ratio the issue asks for.
struct Workload {
    name: String,
    files: Vec<PathBuf>,
    target: f64,
}

pub(crate) fn run(config: &BenchConfig) -> anyhow::Result<()> {
    let exe = std::env::current_exe().context("cannot find the huarong binary")?;
    let dir = std::env::temp_dir().join(format!("huarong-bench-{}", std::process::id()));
    fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let result = match config {
        BenchConfig::Standard {
            official,
            quick,
            repeat,
        } => standard(&exe, &dir, official, *quick, *repeat),
        BenchConfig::Matrix { plot, repeat } => bench_matrix::run(&exe, &dir, *repeat, plot),
    };
    // Best effort: a leftover folder in the temp dir is no reason to fail.
    let _ = fs::remove_dir_all(&dir);
    result
}

/// The standard workloads: the official cases and random boards, fast against
/// classic, each against its target ratio.
fn standard(
    exe: &Path,
    dir: &Path,
    official_dir: &Path,
    quick: bool,
    repeat: NonZeroUsize,
) -> anyhow::Result<()> {
    let scale = if quick { 10 } else { 1 };
    let mut workloads = vec![official(official_dir)?];
    workloads.push(random(
        dir,
        "30x30, 25% fixed",
        30,
        0.25,
        100_000 / scale,
        20.0,
    )?);
    workloads.push(random(
        dir,
        "100x100, 30% fixed",
        100 / scale.min(2),
        0.30,
        100,
        50.0,
    )?);
    workloads.push(random(
        dir,
        "200x200, 30% fixed",
        200 / scale.min(4),
        0.30,
        100,
        500.0,
    )?);

    println!(
        "Whole-process CPU time (user + system), least of {} rounds or more (quick workloads: as many as fit in {} s of CPU, up to {}); ratio = classic / fast.\n",
        repeat,
        ROUND_BUDGET.as_secs(),
        MAX_ROUNDS
    );
    println!("| workload | fast CPU | classic CPU | ratio | target |");
    println!("|---|---:|---:|---:|---:|");
    let mut missed = Vec::new();
    for workload in &workloads {
        let budget = !quick;
        let (fast, fast_out) = measure(exe, Engine::Fast, &workload.files, repeat, budget)?;
        let (classic, classic_out) =
            measure(exe, Engine::Classic, &workload.files, repeat, budget)?;
        ensure!(
            fast_out == classic_out,
            "{}: the engines' answers differ",
            workload.name
        );
        let ratio = classic.as_secs_f64() / fast.as_secs_f64().max(1e-9);
        let mark = if ratio >= workload.target {
            ""
        } else {
            missed.push(workload.name.clone());
            " (missed)"
        };
        println!(
            "| {} | {} | {} | {:.1}x | >= {:.0}x{} |",
            workload.name,
            seconds(fast),
            seconds(classic),
            ratio,
            workload.target,
            mark
        );
    }
    if !missed.is_empty() && !quick {
        bail!("targets missed: {}", missed.join(", "));
    }
    Ok(())
}

fn official(folder: &Path) -> anyhow::Result<Workload> {
    let files: Vec<PathBuf> = (1..=20)
        .map(|i| folder.join(format!("puzzle{i}.in")))
        .collect();
    for file in &files {
        ensure!(
            file.is_file(),
            "official case {} not found (set --official)",
            file.display()
        );
    }
    Ok(Workload {
        name: "20 official cases, one process each".to_owned(),
        files,
        target: 4.0,
    })
}

fn random(
    dir: &Path,
    name: &str,
    side: usize,
    fixed: f64,
    games: usize,
    target: f64,
) -> anyhow::Result<Workload> {
    let mut rng = seeded(2013);
    let board = random_board(side, side, fixed, &mut rng);
    let games = random_games(&board, games, &mut rng);
    let count = games.len();
    let puzzle = Puzzle { board, games };
    let file = dir.join(format!("random-{side}-{count}.in"));
    fs::write(&file, puzzle.to_string())
        .with_context(|| format!("cannot write {}", file.display()))?;
    Ok(Workload {
        name: format!("{name}, {count} games"),
        files: vec![file],
        target,
    })
}
