//! A progress bar on stderr for long solves: shown only when stderr is a
//! terminal and the work has taken more than a second; never on stdout.

use std::fmt;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use huarong::Progress;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};

/// Set by `--quiet`: no progress of any kind.
static QUIET: AtomicBool = AtomicBool::new(false);

/// No progress bar or line from here on (`--quiet`).
pub(crate) fn silence() {
    QUIET.store(true, Ordering::Relaxed);
}

/// Whether progress may be drawn: stderr is a terminal and `--quiet` was
/// not given.
pub(crate) fn wanted() -> bool {
    !QUIET.load(Ordering::Relaxed) && std::io::stderr().is_terminal()
}

/// How long a solve runs before its bar appears.
const DELAY: Duration = Duration::from_secs(1);

/// A progress display for a long solve on stderr, hidden for its first
/// second: a spinner with the precomputation's step and the time spent,
/// then a bar of games answered with an estimate of the time left.
pub(crate) struct Bar {
    bar: Option<ProgressBar>,
}

impl Bar {
    /// A display for solving `games` games.
    pub(crate) fn new(games: usize) -> Bar {
        Bar::counting(games, "precomputing")
    }

    /// A display for `total` steps of `what` (`"games drawn"`): a spinner
    /// with `preparing` until [`Bar::start`], then a bar.
    pub(crate) fn counting(total: usize, preparing: &str) -> Bar {
        let bar = Bar::hidden(total, spinner_style);
        if let Some(bar) = &bar.bar {
            bar.set_message(preparing.to_owned());
        }
        bar
    }

    /// The counting begins: a bar of `what` from here on.
    pub(crate) fn start(&self, what: &str) {
        if let Some(bar) = &self.bar {
            bar.reset_elapsed();
            bar.set_style(bar_style(what));
            bar.set_message("");
        }
    }

    /// A bar that shows itself after [`DELAY`], when progress is wanted.
    /// The style is made only then: parsing its template took 16,000
    /// instructions, 2% of a process on a small official case.
    fn hidden(len: usize, style: impl FnOnce() -> ProgressStyle) -> Bar {
        if !wanted() {
            return Bar { bar: None };
        }
        let bar = ProgressBar::with_draw_target(Some(len as u64), ProgressDrawTarget::hidden());
        bar.set_style(style());
        let shown = bar.clone();
        std::thread::spawn(move || {
            std::thread::sleep(DELAY);
            if !shown.is_finished() {
                shown.set_draw_target(ProgressDrawTarget::stderr());
                // The spinner and the clock move even while a step takes
                // minutes without a report.
                shown.enable_steady_tick(Duration::from_millis(100));
            }
        });
        Bar { bar: Some(bar) }
    }

    /// One more step done (after [`Bar::start`]).
    pub(crate) fn inc(&self) {
        if let Some(bar) = &self.bar {
            bar.inc(1);
        }
    }

    /// Takes one report from the solver.
    pub(crate) fn report(&self, progress: Progress) {
        let Some(bar) = &self.bar else { return };
        match progress {
            Progress::Phase(name) => bar.set_message(format!("precomputing: {name}")),
            Progress::Precomputed => {
                // The estimate counts from the first game, not from the
                // start of the precomputation.
                bar.reset_elapsed();
                bar.set_style(bar_style("games"));
                bar.set_message("solving ");
            }
            Progress::Solved(n) => bar.inc(n as u64),
            _ => {}
        }
    }
}

/// A spinner, the step and the time so far.
fn spinner_style() -> ProgressStyle {
    ProgressStyle::with_template("{spinner} {msg} ({elapsed})")
        .unwrap_or_else(|_| ProgressStyle::default_spinner())
}

/// A bar of `what`, with the time so far and the time left.
fn bar_style(what: &str) -> ProgressStyle {
    let template = format!("{{msg}}[{{bar:30}}] {{pos}}/{{len}} {what}, {{elapsed}}, {{left}}");
    ProgressStyle::with_template(&template)
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .with_key("left", |state: &ProgressState, out: &mut dyn fmt::Write| {
            let _ = out.write_str(&time_left(state.elapsed(), state.pos(), state.len()));
        })
        .progress_chars("=> ")
}

/// The time left at the mean pace so far: `done` of `total` in `elapsed`.
/// The mean over the whole run, not a recent window, because games come
/// in batches of very different lengths: a window swings from minutes to
/// seconds and back.
fn time_left(elapsed: Duration, done: u64, total: Option<u64>) -> String {
    let Some(total) = total.filter(|_| done > 0 && elapsed >= Duration::from_millis(500)) else {
        return "estimating".to_owned();
    };
    let left = elapsed.as_secs_f64() * (total.saturating_sub(done)) as f64 / done as f64;
    let secs = left.round() as u64;
    match secs {
        0..60 => format!("{secs}s left"),
        60..3600 => format!("{}m {:02}s left", secs / 60, secs % 60),
        _ => format!("{}h {:02}m left", secs / 3600, secs / 60 % 60),
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_estimate_is_the_mean_pace() {
        let secs = Duration::from_secs;
        assert_eq!(time_left(secs(10), 0, Some(100)), "estimating");
        assert_eq!(time_left(secs(10), 50, Some(100)), "10s left");
        assert_eq!(time_left(secs(10), 1, Some(100)), "16m 30s left");
        assert_eq!(time_left(secs(100), 1, Some(100)), "2h 45m left");
        assert_eq!(time_left(secs(10), 100, Some(100)), "0s left");
        assert_eq!(
            time_left(Duration::from_millis(10), 5, Some(100)),
            "estimating"
        );
    }
}
