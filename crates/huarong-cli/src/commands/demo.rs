//! `huarong demo`: the bundled sample, solved and explained, each game drawn
//! by the library (`huarong::render`).

use std::io::{self, BufWriter, Write};

use huarong::render::Scene;
use huarong::{InputLimits, parse_puzzle};

use crate::cli::{DemoConfig, Format};
use crate::{output, solving};

/// The sample from the problem statement, bundled into the binary.
const SAMPLE: &str = include_str!("../../../../examples/sample.in");

pub(crate) fn run(config: &DemoConfig) -> anyhow::Result<()> {
    let puzzle = parse_puzzle(SAMPLE.as_bytes(), &InputLimits::default())?;
    // One optimal move sequence per game, to show how as well as how many.
    let answers = solving::answers(&puzzle, config.engine, true)?;
    let solutions = answers.solutions().unwrap_or_default();
    let style = output::terminal_style(config.color);
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(
        out,
        "The sample puzzle: a {} x {} board and {} games.\n",
        puzzle.board.rows(),
        puzzle.board.cols(),
        puzzle.games.len()
    )?;
    for (i, (game, solution)) in puzzle.games.iter().zip(solutions).enumerate() {
        let scene = Scene::new(&puzzle.board, i + 1, *game, solution.as_ref())?;
        out.write_all(scene.terminal(style).as_bytes())?;
        match solution {
            Some(solution) if solution.cost > 0 => writeln!(
                out,
                "  {} moves: the blank goes {} (U up, D down, L left, R right)\n",
                solution.cost,
                solution.letters()
            )?,
            Some(_) => writeln!(out, "  0 moves: the piece starts on the target\n")?,
            None => writeln!(out, "  -1: the piece can never reach the target\n")?,
        }
    }
    writeln!(
        out,
        "See a game move by move with `huarong show examples/sample.in --game 1 --step`."
    )?;
    writeln!(out, "\nJudge output (`huarong < examples/sample.in`):")?;
    for i in 0..answers.len() {
        output::write_answer(&mut out, Format::Text, i + 1, answers.cost(i))?;
    }
    out.flush()?;
    Ok(())
}
