//! `huarong demo`: the bundled sample, solved and explained.

use std::io::Write;

use huarong::{Engine, Game, Limits, Pos, Puzzle, SolveOptions, parse_puzzle, solve};

/// The sample from the problem statement, bundled into the binary.
const SAMPLE: &str = include_str!("../../../examples/sample.in");

pub(crate) fn run(out: &mut impl Write, engine: Engine) -> anyhow::Result<()> {
    let puzzle = parse_puzzle(SAMPLE.as_bytes(), &Limits::default())?;
    let answers = solve(&puzzle, &SolveOptions::new(engine))?.into_costs();
    // One optimal move sequence per game, to show how as well as how many.
    let solved = solve(&puzzle, &SolveOptions::new(engine).with_moves(true))?;
    let solutions = solved.solutions().unwrap_or_default();
    let board = &puzzle.board;
    writeln!(
        out,
        "The sample puzzle: a {} x {} board and {} games.",
        board.rows(),
        board.cols(),
        puzzle.games.len()
    )?;
    writeln!(
        out,
        "Legend: # fixed piece, . movable piece, E blank, S designated piece, T target.\n"
    )?;
    for (i, ((game, answer), solution)) in
        puzzle.games.iter().zip(&answers).zip(solutions).enumerate()
    {
        writeln!(
            out,
            "Game {}: blank at {}, piece at {}, target at {}",
            i + 1,
            show(game.blank),
            show(game.piece),
            show(game.target)
        )?;
        draw(out, &puzzle, game)?;
        match (answer, solution) {
            (Some(moves), Some(solution)) => writeln!(
                out,
                "  answer: {moves} moves; the blank goes {} (U up, D down, L left, R right)\n",
                solution.letters()
            )?,
            _ => writeln!(out, "  answer: -1 (the piece can never reach the target)\n")?,
        }
    }
    writeln!(
        out,
        "See a game move by move with `huarong show examples/sample.in --game 1 --step`."
    )?;
    writeln!(out, "\nJudge output (`huarong < examples/sample.in`):")?;
    for answer in &answers {
        writeln!(out, "{}", answer.map_or(-1, |m| m as i64))?;
    }
    Ok(())
}

/// A 1-based (row, column) as the input writes it.
fn show(pos: Pos) -> String {
    format!("({}, {})", pos.row + 1, pos.col + 1)
}

fn draw(out: &mut impl Write, puzzle: &Puzzle, game: &Game) -> anyhow::Result<()> {
    let board = &puzzle.board;
    for row in 0..board.rows() {
        let cells: Vec<&str> = (0..board.cols())
            .map(|col| {
                let pos = Pos::new(row, col);
                if pos == game.blank {
                    "E"
                } else if pos == game.piece {
                    "S"
                } else if pos == game.target {
                    "T"
                } else if board.is_free(pos) {
                    "."
                } else {
                    "#"
                }
            })
            .collect();
        writeln!(out, "  {}", cells.join(" "))?;
    }
    Ok(())
}
