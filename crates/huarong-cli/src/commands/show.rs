//! `huarong show`: one game drawn in the terminal or written as SVG. The
//! drawing is the library's (`huarong::render`); this file reads, solves,
//! decides on colour and writes.

use std::io::{self, BufWriter, Write};
use std::path::Path;

use anyhow::Context;
use huarong::render::Scene;
use huarong::{Engine, Puzzle};

use crate::cli::{ShowConfig, View};
use crate::{input, output, solving};

pub(crate) fn run(config: &ShowConfig) -> anyhow::Result<()> {
    let Puzzle { board, games } = input::read_puzzle(&config.file, &config.limits)?;
    let count = games.len();
    anyhow::ensure!(count > 0, "the puzzle has no games to show");
    anyhow::ensure!(
        (1..=count).contains(&config.game),
        "--game {}: the puzzle has {count} game{}; pick one of 1..={count}",
        config.game,
        if count == 1 { "" } else { "s" }
    );
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
            let svg = scene.svg(*animated);
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
            let style = output::terminal_style();
            let mut out = BufWriter::new(io::stdout().lock());
            let mut draw = || -> io::Result<()> {
                out.write_all(scene.terminal(style).as_bytes())?;
                if *steps {
                    for frame in scene.steps(style) {
                        writeln!(out)?;
                        out.write_all(frame.as_bytes())?;
                    }
                }
                out.flush()
            };
            draw().context("cannot write the drawing to standard output")?;
        }
    }
    Ok(())
}
