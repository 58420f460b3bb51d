//! `huarong show`: one game drawn in the terminal or written as SVG. The
//! drawing is the library's (`huarong::render`); this file reads, solves,
//! decides on colour and writes.

use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::Path;

use anyhow::Context;
use clap::error::ErrorKind;
use huarong::render::Scene;
use huarong::{Engine, Puzzle};

/// SVGs of boards bigger than this many cells a side show the part round
/// the solution, so that pieces and route stay legible.
const SVG_FRAME: usize = 40;

/// Text drawings away from a terminal show at most this many rows and
/// columns round the solution.
const TEXT_FRAME: usize = 60;

/// The most steps `--step` prints: the first and the last half of them.
const MAX_STEPS: usize = 100;

use crate::cli::{self, CommandName, ShowConfig, View};
use crate::{input, output, solving};

pub(crate) fn run(config: &ShowConfig) -> anyhow::Result<()> {
    let Puzzle { board, games } = input::read_puzzle(&config.input.file, &config.input.limits)?;
    let count = games.len();
    anyhow::ensure!(count > 0, "the puzzle has no games to show");
    if !(1..=count).contains(&config.game) {
        // Known only once the puzzle is read, but still a mistake in the
        // command line: a usage error (exit status 2).
        let message = if count == 1 {
            format!("--game {}: the puzzle has 1 game, --game 1", config.game)
        } else {
            format!(
                "--game {}: the puzzle has {count} games; pick one from 1 to {count}",
                config.game
            )
        };
        return Err(
            cli::usage_error(Some(CommandName::Show), ErrorKind::ValueValidation, message).into(),
        );
    }
    let game = games[config.game - 1];
    // A puzzle of this game alone: the library then sizes its precomputation
    // for one game (its work budget) instead of for the whole file.
    let one = Puzzle {
        board,
        games: vec![game],
    };
    let answers = solving::answers(&one, Engine::default(), true)?;
    let solution = answers.solutions().and_then(|s| s[0].as_ref());
    let scene = Scene::new(&one.board, config.game, game, solution)?;

    match &config.view {
        View::Svg { path, animated } => {
            let svg = scene.svg_in(*animated, &scene.frame(SVG_FRAME, SVG_FRAME));
            if path == Path::new("-") {
                let mut out = io::stdout().lock();
                out.write_all(svg.as_bytes())
                    .and_then(|()| out.flush())
                    .context("cannot write the SVG to standard output")?;
            } else {
                std::fs::write(path, svg)
                    .with_context(|| format!("cannot write {}", path.display()))?;
                let kind = if *animated { "animated" } else { "still" };
                let answer = solution.map_or(-1, |s| i128::from(s.cost));
                writeln!(
                    io::stdout().lock(),
                    "wrote {} ({kind} SVG of game {}, answer {answer})",
                    path.display(),
                    config.game
                )
                .context("cannot write to standard output")?;
            }
        }
        View::Terminal { steps } => {
            let style = output::terminal_style(config.color);
            // On a terminal, the part of the board that fits its width;
            // elsewhere a generous part round the solution.
            let frame = match terminal_columns() {
                Some(width) => {
                    let mut cols = scene.whole().cols.len();
                    while cols > 1 && scene.terminal_width(cols) > width {
                        cols -= 1;
                    }
                    scene.frame(TEXT_FRAME, cols)
                }
                None => scene.frame(TEXT_FRAME, TEXT_FRAME),
            };
            let mut out = BufWriter::new(io::stdout().lock());
            let mut draw = || -> io::Result<()> {
                out.write_all(scene.terminal_in(style, &frame).as_bytes())?;
                if *steps {
                    let frames = scene.steps_in(style, &frame);
                    let skipped = frames.len().saturating_sub(MAX_STEPS);
                    for (i, step) in frames.iter().enumerate() {
                        if skipped > 0 && i == MAX_STEPS / 2 {
                            writeln!(out, "\n... {skipped} steps of the piece not shown ...")?;
                        }
                        if skipped > 0 && (MAX_STEPS / 2..MAX_STEPS / 2 + skipped).contains(&i) {
                            continue;
                        }
                        writeln!(out)?;
                        out.write_all(step.as_bytes())?;
                    }
                }
                out.flush()
            };
            draw().context("cannot write the drawing to standard output")?;
        }
    }
    Ok(())
}

/// The width of the terminal standard output is, when it is one.
fn terminal_columns() -> Option<usize> {
    let stdout = io::stdout();
    if !stdout.is_terminal() {
        return None;
    }
    columns_of(&stdout)
}

/// The width of the terminal `fd` is (TIOCGWINSZ).
#[allow(unsafe_code)]
fn columns_of(fd: &impl std::os::fd::AsRawFd) -> Option<usize> {
    let mut size = libc::winsize {
        ws_row: 0,
        ws_col: 0,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    // SAFETY: TIOCGWINSZ writes one winsize into the struct it is given,
    // which lives for the call.
    let ok = unsafe { libc::ioctl(fd.as_raw_fd(), libc::TIOCGWINSZ, &raw mut size) } == 0;
    (ok && size.ws_col > 0).then_some(usize::from(size.ws_col))
}
