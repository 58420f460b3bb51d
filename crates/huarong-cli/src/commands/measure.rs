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

/// Runs `exe --engine ENGINE < FILE` (judge mode) on each file; returns the
/// least total CPU time of the rounds `rounds` asks for and the concatenated
/// output. The children's stderr is captured, never a terminal, so they draw
/// no progress bars of their own; it is shown only when one fails.
pub(crate) fn measure(
    exe: &Path,
    engine: Engine,
    files: &[PathBuf],
    rounds: Rounds,
    status: &Status,
) -> anyhow::Result<(Duration, Vec<u8>)> {
    let repeat = rounds.repeat.get();
    let mut best = Duration::MAX;
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
        output.clear();
        for (i, file) in files.iter().enumerate() {
            if files.len() > 1 {
                status.step(&format!("{round_name}, case {}/{}", i + 1, files.len()));
            } else {
                status.step(&round_name);
            }
            let before = children_cpu();
            let run = Command::new(exe)
                .args(["--engine", engine.name()])
                .stdin(fs::File::open(file)?)
                .output()
                .context("cannot run huarong")?;
            total += children_cpu().saturating_sub(before);
            ensure!(
                run.status.success(),
                "huarong --engine {engine} failed on {}: {}",
                file.display(),
                String::from_utf8_lossy(&run.stderr).trim_end()
            );
            output.extend_from_slice(&run.stdout);
        }
        best = best.min(total);
        spent += total;
    }
    Ok((best, output))
}

/// User + system CPU time of all waited-for child processes so far.
fn children_cpu() -> Duration {
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
    time(usage.ru_utime) + time(usage.ru_stime)
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
