//! Measuring runs of this binary: whole-process CPU time, for `bench` and
//! `bench --matrix`.

use std::fs;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use anyhow::{Context, ensure};
use huarong::Engine;

/// Rounds of one engine on one workload go on until they have spent this much
/// CPU (or `--repeat` rounds, if that is more).
pub(crate) const ROUND_BUDGET: Duration = Duration::from_secs(2);
/// The most rounds the budget may add.
pub(crate) const MAX_ROUNDS: usize = 50;

/// Runs `exe --engine ENGINE < FILE` (judge mode) on each file; returns the
/// least total CPU time of at least `repeat` rounds (with `budget`, more for
/// quick workloads: see [`ROUND_BUDGET`]) and the concatenated output.
pub(crate) fn measure(
    exe: &Path,
    engine: Engine,
    files: &[PathBuf],
    repeat: NonZeroUsize,
    budget: bool,
) -> anyhow::Result<(Duration, Vec<u8>)> {
    let mut best = Duration::MAX;
    let mut output = Vec::new();
    let mut spent = Duration::ZERO;
    let mut rounds = 0;
    while rounds < repeat.get() || (budget && spent < ROUND_BUDGET && rounds < MAX_ROUNDS) {
        rounds += 1;
        let mut total = Duration::ZERO;
        output.clear();
        for file in files {
            let before = children_cpu();
            let run = Command::new(exe)
                .args(["--engine", engine.name()])
                .stdin(fs::File::open(file)?)
                .stderr(Stdio::inherit())
                .output()
                .context("cannot run huarong")?;
            total += children_cpu().saturating_sub(before);
            ensure!(
                run.status.success(),
                "huarong --engine {engine} failed on {}",
                file.display()
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
