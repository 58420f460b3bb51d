//! `huarong bench`: whole-process CPU time of the engines on standard workloads.
//!
//! Each run is a separate process of this same binary reading a puzzle file on
//! stdin, with the command line a judge would give it (`huarong < FILE` for the
//! fast engine, the default; `huarong --engine classic < FILE`), so the figures
//! include process start, parsing and output, as a judge sees them. CPU time (user + system) and page faults are
//! taken from `getrusage(RUSAGE_CHILDREN)`; CPU time is steadier than wall time
//! on a busy machine, and page faults, the pages a process touches, hardly
//! move from run to run (the spawn's own, before the child starts this binary,
//! count too). Each figure is the least of at least `--repeat` rounds, and of
//! more for quick workloads: rounds go on until they have spent
//! [`ROUND_BUDGET`] of CPU (at most [`MAX_ROUNDS`] of them). On
//! a shared 2-core machine a 1 ms process varies by a third from run to run,
//! while a 40 s one averages the noise out within itself; the least of many
//! short rounds is their steady cost. The same rule applies to every engine.
//! Answers of the two engines must match, byte for byte, and match the judge's
//! answers to the official cases.
//!
//! The report says which targets this machine meets; only `--check` turns a
//! missed one into an error. `--quick` shrinks the workloads, so its figures
//! are not held to the targets at all.

use std::fs;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail, ensure};
use huarong::generate::{random_board, random_games, seeded};
use huarong::{Engine, Puzzle};

use super::bench_matrix;
use super::bench_official::CASES;
use super::measure::{MAX_ROUNDS, ROUND_BUDGET, Rounds, Status, measure_cost, seconds};
use crate::cli::BenchConfig;

/// One line of the report: a set of puzzle files and the ratio the issue asks for.
struct Workload {
    /// The report's name: `30x30, 25% fixed, 100000 games`.
    name: String,
    /// The progress line's shorter one: `30x30, 25% fixed`.
    short: String,
    files: Vec<PathBuf>,
    /// The judge's answers, when known: the engines must give them.
    expected: Option<Vec<u8>>,
    target: f64,
}

/// What the standard workloads run with.
struct Options<'a> {
    /// The folder of the official cases; `None`: the bundled copy.
    official: Option<&'a Path>,
    quick: bool,
    check: bool,
    repeat: NonZeroUsize,
}

pub(crate) fn run(config: &BenchConfig) -> anyhow::Result<()> {
    if config.quiet() {
        crate::progress::silence();
    }
    let exe = std::env::current_exe().context("cannot find the huarong binary")?;
    let dir = std::env::temp_dir().join(format!("huarong-bench-{}", std::process::id()));
    fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let mut status = Status::new();
    let result = match config {
        BenchConfig::Standard {
            official,
            quick,
            check,
            repeat,
            ..
        } => {
            let options = Options {
                official: official.as_deref(),
                quick: *quick,
                check: *check,
                repeat: *repeat,
            };
            standard(&exe, &dir, &options, &mut status)
        }
        BenchConfig::Matrix { plot, repeat, .. } => {
            bench_matrix::run(&exe, &dir, *repeat, plot, &mut status)
        }
    };
    // The progress line goes before an error is printed.
    drop(status);
    // Best effort: a leftover folder in the temp dir is no reason to fail.
    let _ = fs::remove_dir_all(&dir);
    result
}

/// The standard workloads: the official cases and random boards, fast against
/// classic, each against its target ratio.
fn standard(
    exe: &Path,
    dir: &Path,
    options: &Options<'_>,
    status: &mut Status,
) -> anyhow::Result<()> {
    let quick = options.quick;
    // --quick: a tenth of the games, and sides the classic engine (quadratic
    // in the cells) gets through in a fraction of a second.
    let (games, middle, big) = if quick {
        (10_000, 40, 60)
    } else {
        (100_000, 100, 200)
    };
    status.task("writing the workloads".to_owned());
    let workloads = [
        official(options.official, dir)?,
        random(dir, 30, 0.25, games, 20.0)?,
        random(dir, middle, 0.30, 100, 50.0)?,
        random(dir, big, 0.30, 100, 500.0)?,
    ];

    let repeat = options.repeat;
    let plural = if repeat.get() == 1 { "" } else { "s" };
    let rounds = if quick {
        format!("least of {repeat} round{plural}")
    } else {
        format!(
            "least of {repeat} round{plural} or more (quick workloads: as many as fit in {} s \
             of CPU, up to {MAX_ROUNDS})",
            ROUND_BUDGET.as_secs()
        )
    };
    status.println(&format!(
        "Whole-process CPU time (user + system), {rounds}; ratio = classic / fast; faults = \
         page faults a process, the fewest of a round."
    ))?;
    status.println(&match options.official {
        None => "Official cases: the copy built into huarong (data/noip2013).".to_owned(),
        Some(folder) => format!("Official cases: {}.", folder.display()),
    })?;
    if quick {
        status.println(
            "--quick: smaller workloads than the targets are for, so the targets are not checked.",
        )?;
    }
    status.println("")?;
    status.println(
        "| workload | fast CPU | fast faults | classic CPU | classic faults | ratio | target |",
    )?;
    status.println("|---|---:|---:|---:|---:|---:|---:|")?;
    let mut missed = Vec::new();
    let count = workloads.len();
    for (i, workload) in workloads.iter().enumerate() {
        status.task(format!("workload {}/{count} ({})", i + 1, workload.short));
        let rounds = Rounds {
            repeat,
            budget: !quick,
        };
        let (fast, fast_out) = measure_cost(exe, Engine::Fast, &workload.files, rounds, status)?;
        if let Some(expected) = &workload.expected {
            ensure!(
                same_answers(&fast_out, expected),
                "{}: the fast engine's answers differ from the official answers",
                workload.name
            );
        }
        let (classic, classic_out) =
            measure_cost(exe, Engine::Classic, &workload.files, rounds, status)?;
        ensure!(
            fast_out == classic_out,
            "{}: the engines' answers differ",
            workload.name
        );
        let ratio = classic.cpu.as_secs_f64() / fast.cpu.as_secs_f64().max(1e-9);
        let target = if quick {
            "not checked".to_owned()
        } else if ratio >= workload.target {
            format!(">= {:.0}x (met)", workload.target)
        } else {
            missed.push(workload.name.as_str());
            format!(">= {:.0}x (missed)", workload.target)
        };
        status.println(&format!(
            "| {} | {} | {:.0} | {} | {:.0} | {ratio:.1}x | {target} |",
            workload.name,
            seconds(fast.cpu),
            fast.faults,
            seconds(classic.cpu),
            classic.faults,
        ))?;
    }
    if quick {
        return Ok(());
    }
    if missed.is_empty() {
        status.println("\nEvery target met.")?;
        return Ok(());
    }
    if options.check {
        bail!("targets missed: {}", missed.join("; "));
    }
    status.println(&format!(
        "\nMissed on this machine: {}.\nThe targets are for the judge build (cargo judge-run \
         -- bench); a miss is not an error unless --check is given.",
        missed.join("; ")
    ))?;
    Ok(())
}

/// The 20 official cases, one process each: from `folder` (with the judge's
/// answers if every `.ans` is there), or the bundled copy written to `dir`.
fn official(folder: Option<&Path>, dir: &Path) -> anyhow::Result<Workload> {
    let (files, expected) = if let Some(folder) = folder {
        let files: Vec<PathBuf> = CASES
            .iter()
            .map(|case| folder.join(format!("puzzle{}.in", case.number)))
            .collect();
        for file in &files {
            ensure!(
                file.is_file(),
                "official case {} not found (--official DIR: the folder of puzzle1.in .. \
                 puzzle20.in; without it the bundled copy is used)",
                file.display()
            );
        }
        let answers: Option<Vec<Vec<u8>>> = files
            .iter()
            .map(|file| fs::read(file.with_extension("ans")).ok())
            .collect();
        (files, answers.map(|answers| answers.concat()))
    } else {
        let mut files = Vec::with_capacity(CASES.len());
        let mut expected = Vec::new();
        for case in &CASES {
            let file = dir.join(format!("puzzle{}.in", case.number));
            fs::write(&file, case.input)
                .with_context(|| format!("cannot write {}", file.display()))?;
            files.push(file);
            expected.extend_from_slice(case.answers.as_bytes());
        }
        (files, Some(expected))
    };
    Ok(Workload {
        name: format!("{} official cases, one process each", CASES.len()),
        short: format!("{} official cases", CASES.len()),
        files,
        expected,
        target: 4.0,
    })
}

/// A random `side` x `side` board with a share `fixed` of fixed cells and up to
/// `games` games, written to `dir`; its label says what it holds.
fn random(
    dir: &Path,
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
    let short = format!("{side}x{side}, {:.0}% fixed", fixed * 100.0);
    Ok(Workload {
        name: format!("{short}, {count} games"),
        short,
        files: vec![file],
        expected: None,
        target,
    })
}

/// Whether two outputs give the same answers, whatever the line ends.
fn same_answers(a: &[u8], b: &[u8]) -> bool {
    fn words(text: &[u8]) -> impl Iterator<Item = &[u8]> {
        text.split(u8::is_ascii_whitespace)
            .filter(|word| !word.is_empty())
    }
    words(a).eq(words(b))
}
