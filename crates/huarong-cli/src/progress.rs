//! A progress bar on stderr for long solves: shown only when stderr is a
//! terminal and the work has taken more than a second; never on stdout.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use huarong::Progress;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

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

/// A bar for `games` games that stays hidden for the first second.
pub(crate) struct Bar {
    bar: Option<ProgressBar>,
}

impl Bar {
    pub(crate) fn new(games: usize) -> Bar {
        if !wanted() {
            return Bar { bar: None };
        }
        let bar = ProgressBar::with_draw_target(Some(games as u64), ProgressDrawTarget::hidden());
        let style = ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} games, {eta} left")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ");
        bar.set_style(style);
        bar.set_message("precomputing");
        let shown = bar.clone();
        std::thread::spawn(move || {
            std::thread::sleep(DELAY);
            if !shown.is_finished() {
                shown.set_draw_target(ProgressDrawTarget::stderr());
                shown.enable_steady_tick(Duration::from_millis(200));
            }
        });
        Bar { bar: Some(bar) }
    }

    /// Takes one report from the solver.
    pub(crate) fn report(&self, progress: Progress) {
        let Some(bar) = &self.bar else { return };
        match progress {
            Progress::Precomputed => bar.set_message("solving"),
            Progress::Solved(n) => bar.inc(n as u64),
        }
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
