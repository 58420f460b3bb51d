//! `huarong gen`: a random puzzle of a board family in the judge's format, and
//! with `--answers` the judge's answers to it.

use std::fs::File;
use std::io::{self, BufWriter, Write};

use anyhow::{Context, bail};
use huarong::generate::{GameDraw, InterestingDraw, board, seeded};
use huarong::{Board, FastSolver, Game, Header, Puzzle, StateGraph};

use crate::cli::{Format, GenConfig};
use crate::{output, progress, solving};

pub(crate) fn run(config: &GenConfig) -> anyhow::Result<()> {
    let bar = progress::Bar::counting(config.games, "preparing the board");
    let mut rng = seeded(config.seed);
    let board = board(config.family, config.rows, config.cols, &mut rng);
    // Uniform draws with --uniform; else shares of every kind, most of them
    // real games, which the fast engine tells apart.
    let graph;
    let draw: Option<Box<dyn Iterator<Item = Game> + '_>> = if config.uniform {
        GameDraw::new(&board, false, &mut rng).map(|draw| Box::new(draw) as Box<_>)
    } else {
        graph = StateGraph::new(&board);
        let mut solver = FastSolver::new(&graph);
        let solve = move |game: &Game| solver.solve(game).ok().flatten();
        InterestingDraw::new(&board, &mut rng, solve).map(|draw| Box::new(draw) as Box<_>)
    };
    let Some(draw) = draw.filter(|_| config.games > 0) else {
        if config.games > 0 {
            bail!(
                "the {} x {} board of family {} has fewer than two free cells, so no valid game",
                config.rows,
                config.cols,
                config.family
            );
        }
        return write_puzzle(&board, 0, std::iter::empty());
    };
    bar.start("games drawn");
    let draw = draw.take(config.games).inspect(|_| bar.inc());
    let Some(file) = &config.answers else {
        // Games go out as they are drawn: a puzzle of any size takes no
        // memory of its own.
        return write_puzzle(&board, config.games, draw);
    };
    // The answers need every game at once.
    let mut games = Vec::new();
    games.try_reserve_exact(config.games).with_context(|| {
        format!(
            "{} games do not fit in memory to be solved; drop --answers to write them",
            config.games
        )
    })?;
    games.extend(draw);
    drop(bar);
    let puzzle = Puzzle { board, games };
    let answers = solving::answers(&puzzle, file.engine, false)?;
    let mut out = BufWriter::new(
        File::create(&file.path)
            .with_context(|| format!("cannot create {}", file.path.display()))?,
    );
    output::write_answers(&mut out, Format::Text, &answers)
        .and_then(|()| out.flush())
        .with_context(|| format!("cannot write the answers to {}", file.path.display()))?;
    write_puzzle(
        &puzzle.board,
        puzzle.games.len(),
        puzzle.games.iter().copied(),
    )
}

/// Writes the puzzle of `count` games on `board`, the games from `games`, to
/// standard output.
fn write_puzzle(
    board: &Board,
    count: usize,
    games: impl Iterator<Item = Game>,
) -> anyhow::Result<()> {
    let mut out = BufWriter::new(io::stdout().lock());
    let write = |out: &mut BufWriter<io::StdoutLock<'_>>| -> io::Result<()> {
        write!(out, "{}", Header::new(board, count as u64))?;
        for game in games {
            writeln!(out, "{game}")?;
        }
        out.flush()
    };
    write(&mut out).context("cannot write the puzzle to standard output")
}
