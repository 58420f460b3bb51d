//! `huarong show`: one game drawn in the terminal or written as SVG. The
//! drawing is the library's (`huarong::render`); this file reads, solves,
//! decides on colour and writes.

use std::ffi::OsString;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::Path;

use anyhow::Context;
use huarong::render::{Scene, Style};
use huarong::{Puzzle, SolveOptions, solve};

use crate::args::{EngineArg, ShowArgs, SolveArgs};

pub(crate) fn run(args: &ShowArgs, options: &SolveArgs) -> anyhow::Result<()> {
    anyhow::ensure!(
        options.engine == EngineArg::Fast,
        "move sequences come from the fast engine: drop --engine"
    );
    let puzzle = crate::read_puzzle(&args.file, options)?;
    let count = puzzle.games.len();
    anyhow::ensure!(count > 0, "the puzzle has no games to show");
    anyhow::ensure!(
        (1..=count).contains(&args.game),
        "--game {}: the puzzle has {count} game{}; pick one of 1..={count}",
        args.game,
        if count == 1 { "" } else { "s" }
    );
    let game = puzzle.games[args.game - 1];
    let one = Puzzle {
        board: puzzle.board.clone(),
        games: vec![game],
    };
    let answers = solve(&one, &SolveOptions::default().with_moves(true))?;
    let solution = answers.solutions().and_then(|s| s[0].clone());
    let scene = Scene::new(&puzzle.board, args.game, game, solution.as_ref())?;

    if let Some(path) = &args.svg {
        let svg = scene.svg(!args.still);
        if path == Path::new("-") {
            let mut out = io::stdout().lock();
            out.write_all(svg.as_bytes())?;
            out.flush()?;
        } else {
            std::fs::write(path, svg)
                .with_context(|| format!("cannot write {}", path.display()))?;
            let kind = if args.still { "still" } else { "animated" };
            let answer = solution.map_or(-1, |s| i128::from(s.cost));
            println!(
                "wrote {} ({kind} SVG of game {}, answer {answer})",
                path.display(),
                args.game
            );
        }
        return Ok(());
    }

    let stdout = io::stdout();
    let style = if wants_color(stdout.is_terminal(), std::env::var_os("NO_COLOR")) {
        Style::Color
    } else {
        Style::Plain
    };
    let mut out = BufWriter::new(stdout.lock());
    out.write_all(scene.terminal(style).as_bytes())?;
    if args.step {
        for frame in scene.steps(style) {
            writeln!(out)?;
            out.write_all(frame.as_bytes())?;
        }
    }
    out.flush()?;
    Ok(())
}

/// Colours only on a terminal, and never when `NO_COLOR` is set and not empty
/// (<https://no-color.org>).
fn wants_color(terminal: bool, no_color: Option<OsString>) -> bool {
    terminal && no_color.is_none_or(|v| v.is_empty())
}

#[cfg(test)]
mod tests {
    use super::wants_color;

    #[test]
    fn colour_needs_a_terminal_and_no_no_color() {
        assert!(wants_color(true, None));
        assert!(wants_color(true, Some("".into())));
        assert!(!wants_color(true, Some("1".into())));
        assert!(!wants_color(false, None));
    }
}
