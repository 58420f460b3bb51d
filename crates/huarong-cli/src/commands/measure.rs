//! Measuring runs of this binary: whole-process CPU time, for `bench` and
//! `bench --matrix`, and the progress line they draw while they measure.

use std::fs;
use std::io::{self, Write};
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use anyhow::{Context, ensure};
use huarong::Engine;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Rounds of one engine on one workload go on until they have spent this much
/// CPU (or `--repeat` rounds, if that is more).
pub(crate) const ROUND_BUDGET: Duration = Duration::from_secs(2);
/// The most rounds the budget may add.
pub(crate) const MAX_ROUNDS: usize = 50;

/// How many rounds to run: at least `repeat`, and with `budget` more for quick
/// workloads (see [`ROUND_BUDGET`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rounds {
    pub(crate) repeat: NonZeroUsize,
    pub(crate) budget: bool,
}

/// What the runs of one engine on one workload cost: the least CPU time of a
/// round (user + system, every process of it), and the fewest page faults a
/// round took, a process.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Cost {
    pub(crate) cpu: Duration,
    pub(crate) faults: f64,
}

/// Runs judge mode on each file as [`measure_cost`] does; returns the least
/// total CPU time of the rounds and the concatenated output.
pub(crate) fn measure(
    exe: &Path,
    engine: Engine,
    files: &[PathBuf],
    rounds: Rounds,
    status: &Status,
) -> anyhow::Result<(Duration, Vec<u8>)> {
    let (cost, output) = measure_cost(exe, engine, files, rounds, status)?;
    Ok((cost.cpu, output))
}

/// Runs judge mode on each file, with the command line a judge would give
/// it: `exe < FILE` for the default engine, `exe --engine ENGINE < FILE`
/// for another. Returns what the rounds `rounds` asks for cost and the
/// concatenated output. The children's stderr is captured, never a
/// terminal, so they draw no progress bars of their own; it is shown only
/// when one fails.
pub(crate) fn measure_cost(
    exe: &Path,
    engine: Engine,
    files: &[PathBuf],
    rounds: Rounds,
    status: &Status,
) -> anyhow::Result<(Cost, Vec<u8>)> {
    let repeat = rounds.repeat.get();
    let args: &[&str] = if engine == Engine::default() {
        &[]
    } else {
        &["--engine", engine.name()]
    };
    let mut best = Duration::MAX;
    let mut fewest = u64::MAX;
    let mut output = Vec::new();
    let mut spent = Duration::ZERO;
    let mut round = 0;
    while round < repeat || (rounds.budget && spent < ROUND_BUDGET && round < MAX_ROUNDS) {
        round += 1;
        let round_name = if round <= repeat {
            format!("{engine} round {round}/{repeat}")
        } else {
            format!("{engine} round {round} (extra)")
        };
        let mut total = Duration::ZERO;
        let mut faults = 0;
        output.clear();
        for (i, file) in files.iter().enumerate() {
            if files.len() > 1 {
                status.step(&format!("{round_name}, case {}/{}", i + 1, files.len()));
            } else {
                status.step(&round_name);
            }
            let before = children_usage();
            let run = Command::new(exe)
                .args(args)
                .stdin(fs::File::open(file)?)
                .output()
                .context("cannot run huarong")?;
            let after = children_usage();
            total += after.cpu.saturating_sub(before.cpu);
            faults += after.faults.saturating_sub(before.faults);
            ensure!(
                run.status.success(),
                "`{}` failed on {}: {}",
                [&["huarong"][..], args].concat().join(" "),
                file.display(),
                String::from_utf8_lossy(&run.stderr).trim_end()
            );
            output.extend_from_slice(&run.stdout);
        }
        best = best.min(total);
        fewest = fewest.min(faults);
        spent += total;
    }
    let cost = Cost {
        cpu: best,
        faults: fewest as f64 / files.len().max(1) as f64,
    };
    Ok((cost, output))
}

/// What all waited-for child processes have cost so far.
struct Usage {
    /// User + system CPU time.
    cpu: Duration,
    /// Page faults, minor and major.
    faults: u64,
}

fn children_usage() -> Usage {
    #[allow(unsafe_code)]
    // SAFETY: getrusage only writes the struct it is given.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_CHILDREN, &raw mut usage);
        usage
    };
    let time = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    Usage {
        cpu: time(usage.ru_utime) + time(usage.ru_stime),
        faults: (usage.ru_minflt + usage.ru_majflt) as u64,
    }
}

pub(crate) fn seconds(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s >= 1.0 {
        format!("{s:.2} s")
    } else {
        format!("{:.1} ms", s * 1000.0)
    }
}

/// The progress line of a bench run, on stderr when it is a terminal and
/// `--quiet` was not given: `bench: workload 2/4 (100x100, 30% fixed),
/// classic round 2/3, 14s`, redrawn in place and cleared at the end. The
/// report goes to stdout through [`Status::println`], which lifts the line
/// out of the way.
pub(crate) struct Status {
    bar: Option<ProgressBar>,
    /// What is being measured: `workload 2/4 (100x100, 30% fixed)`.
    task: String,
}

impl Status {
    /// Starts the clock; the line shows only if progress is
    /// [wanted](crate::progress::wanted).
    pub(crate) fn new() -> Status {
        let bar = crate::progress::wanted().then(|| {
            let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
            let style = ProgressStyle::with_template("bench: {msg}, {elapsed}")
                .unwrap_or_else(|_| ProgressStyle::default_spinner());
            bar.set_style(style);
            bar.set_message("starting");
            bar.enable_steady_tick(Duration::from_millis(500));
            bar
        });
        Status {
            bar,
            task: String::new(),
        }
    }

    /// Names what is measured from now on.
    pub(crate) fn task(&mut self, task: String) {
        self.task = task;
        if let Some(bar) = &self.bar {
            bar.set_message(self.task.clone());
        }
    }

    /// Names the step of the task under way: an engine's round, a case.
    pub(crate) fn step(&self, step: &str) {
        if let Some(bar) = &self.bar {
            bar.set_message(format!("{}, {step}", self.task));
        }
    }

    /// Prints a line of the report on stdout, with the progress line lifted
    /// out of the way while it does.
    pub(crate) fn println(&self, line: &str) -> io::Result<()> {
        let print = || {
            let mut out = io::stdout().lock();
            writeln!(out, "{line}")?;
            out.flush()
        };
        match &self.bar {
            Some(bar) => bar.suspend(print),
            None => print(),
        }
    }
}

impl Drop for Status {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
