//! `huarong explain`: the published method on one game or one cell, in
//! sentences, tables and drawings, or as one JSON object. The numbers are the
//! library's (`GameExplanation`, `CellExplanation`), the drawings
//! `huarong::render`'s and the JSON `huarong_web`'s (the API answers the
//! same); this file reads, solves and writes.

use std::fmt::Write as _;
use std::io::{self, Write};

use anyhow::Context;
use clap::error::ErrorKind;
use huarong::render::{Frame, Scene, Style};
use huarong::{
    Board, CellError, CellExplanation, Dir, Engine, GameExplanation, Pos, Puzzle, Step, StepKind,
};
use huarong_web::{CellReply, GameReply};

use crate::cli::{self, CommandName, ExplainConfig, Explained};
use crate::{input, output, solving};

/// Boards with at most this many rows and columns are drawn whole at each
/// step; bigger ones show the part round the piece.
const WHOLE: usize = 12;

/// Cells shown on each side of the piece in the step drawings of big boards.
const AROUND: usize = 4;

/// The first drawing, of the whole game, shows at most this many rows and
/// columns round the solution.
const START_FRAME: usize = 60;

/// The most states drawn: the first and the last half of them.
const MAX_DRAWN: usize = 16;

/// Alike moves of the piece in a row that the path's table folds into one
/// row.
const MIN_RUN: usize = 3;

pub(crate) fn run(config: &ExplainConfig) -> anyhow::Result<()> {
    let puzzle = input::read_puzzle(&config.input.file, &config.input.limits)?;
    let style = output::terminal_style(config.color);
    let text = match config.what {
        Explained::Game(number) => explain_game(config, puzzle, number, style)?,
        Explained::Cell(cell) => explain_cell(config, &puzzle, cell)?,
    };
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .context("cannot write the explanation to standard output")
}

fn explain_game(
    config: &ExplainConfig,
    puzzle: Puzzle,
    number: usize,
    style: Style,
) -> anyhow::Result<String> {
    let count = puzzle.games.len();
    if !(1..=count).contains(&number) {
        // Known only once the puzzle is read, but still a mistake in the
        // command line: a usage error (exit status 2).
        let message = match count {
            0 => "the puzzle has no games to explain".to_owned(),
            1 => format!("--game {number}: the puzzle has 1 game, --game 1"),
            _ => {
                format!("--game {number}: the puzzle has {count} games; pick one from 1 to {count}")
            }
        };
        return Err(cli::usage_error(
            Some(CommandName::Explain),
            ErrorKind::ValueValidation,
            message,
        )
        .into());
    }
    let game = puzzle.games[number - 1];
    // A puzzle of this game alone: the library sizes its precomputation for
    // one game.
    let one = Puzzle {
        board: puzzle.board,
        games: vec![game],
    };
    let answers = solving::answers(&one, Engine::Fast, true)?;
    let solution = answers.solutions().and_then(|s| s[0].clone());
    let explained = GameExplanation::from_solution(&one.board, &game, solution)?;
    if config.json {
        return json(&GameReply::new(number, &explained));
    }
    let scene = Scene::new(&one.board, number, game, explained.solution.as_ref())?;
    Ok(game_text(&one.board, &explained, &scene, style))
}

fn explain_cell(config: &ExplainConfig, puzzle: &Puzzle, cell: Pos) -> anyhow::Result<String> {
    let board = &puzzle.board;
    if !board.contains(cell) || !board.is_free(cell) {
        let error = if board.contains(cell) {
            CellError::Fixed(cell)
        } else {
            CellError::Outside(cell)
        };
        let message = format!("--cell {},{}: {error}", cell.row() + 1, cell.col() + 1);
        return Err(cli::usage_error(
            Some(CommandName::Explain),
            ErrorKind::ValueValidation,
            message,
        )
        .into());
    }
    let graph = solving::around_graph(puzzle)?;
    let explained = CellExplanation::new(&graph, cell)?;
    if config.json {
        return json(&CellReply::new(&explained));
    }
    Ok(cell_text(board, &explained))
}

fn json(reply: &impl serde::Serialize) -> anyhow::Result<String> {
    let mut text = serde_json::to_string(reply)?;
    text.push('\n');
    Ok(text)
}

/// A 1-based (row, column).
fn at(pos: Pos) -> String {
    format!("({}, {})", pos.row() + 1, pos.col() + 1)
}

fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Rows of cells laid out in columns, each padded to its widest, two spaces
/// between columns, indented by two.
fn table(rows: &[Vec<String>]) -> String {
    let columns = rows.first().map_or(0, Vec::len);
    let widths: Vec<usize> = (0..columns)
        .map(|c| rows.iter().map(|r| r[c].chars().count()).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    for row in rows {
        let mut line = String::from(" ");
        for (cell, width) in row.iter().zip(&widths) {
            let _ = write!(line, " {cell:<width$} ");
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out
}

/// The part of the board a step's drawing shows: all of a small board, the
/// cells round the piece on a big one.
fn window(board: &Board, piece: Pos) -> Frame {
    let span = |at: usize, len: usize| {
        if len <= WHOLE {
            0..len
        } else {
            let start = at.saturating_sub(AROUND).min(len - (2 * AROUND + 1));
            start..start + 2 * AROUND + 1
        }
    };
    Frame {
        rows: span(piece.row(), board.rows()),
        cols: span(piece.col(), board.cols()),
    }
}

fn game_text(board: &Board, explained: &GameExplanation, scene: &Scene, style: Style) -> String {
    let game = explained.game;
    let mut out = scene.terminal_in(style, &scene.frame(START_FRAME, START_FRAME));
    let _ = writeln!(
        out,
        "\nThe piece moves only when the blank is beside it, so the method's states are a cell \
         of the piece and the side of it the blank is on: U above, D below, L left, R right."
    );
    let _ = writeln!(
        out,
        "\n1. The blank's first walk, from {} to each free side of the piece at {}, without \
         crossing it:\n",
        at(game.blank),
        at(game.piece)
    );
    if explained.start.is_empty() {
        let _ = writeln!(out, "  The piece has no free side: it can never move.");
    } else {
        let mut rows = vec![vec![
            "side".to_owned(),
            "cell".to_owned(),
            "walk".to_owned(),
        ]];
        for start in &explained.start {
            let side = board.neighbor(game.piece, start.side).unwrap_or(game.piece);
            let walk = start.cost.map_or_else(
                || "none: cut off by the piece".to_owned(),
                |c| c.to_string(),
            );
            rows.push(vec![start.side.letter().to_string(), at(side), walk]);
        }
        out.push_str(&table(&rows));
    }
    match &explained.path {
        None => {
            let _ = writeln!(
                out,
                "\n2. No path through the state graph reaches a state with the piece on the \
                 target {}: the answer is -1.",
                at(game.target)
            );
        }
        Some(path) if path.len() == 1 => {
            let _ = writeln!(
                out,
                "\n2. The piece starts on the target: the path is its start alone, and the \
                 answer is 0."
            );
        }
        Some(path) => path_text(&mut out, board, path, scene, style),
    }
    out
}

fn path_text(out: &mut String, board: &Board, path: &[Step], scene: &Scene, style: Style) {
    let swaps = path.iter().filter(|s| s.kind == StepKind::Swap).count() as u64;
    let arounds: Vec<u64> = path
        .windows(2)
        .filter(|w| w[1].kind == StepKind::Around)
        .map(|w| w[1].cost - w[0].cost)
        .collect();
    let first = path[0];
    let answer = path.last().map_or(0, |s| s.cost);
    let side = first.side.map_or('?', Dir::letter);
    let walked: u64 = arounds.iter().sum();
    let rounds = match arounds.len() {
        0 => "no walk round the piece".to_owned(),
        n => format!(
            "{} ({})",
            plural(n as u64, "walk round the piece", "walks round the piece"),
            plural(walked, "move", "moves")
        ),
    };
    let _ = writeln!(
        out,
        "\n2. The shortest path through the state graph: the first walk to side {side} ({}), \
         {rounds} and {} (1 move each): {} + {walked} + {swaps} = {answer} moves, the answer.\n",
        plural(first.cost, "move", "moves"),
        plural(swaps, "swap", "swaps"),
        first.cost,
    );
    let (rows, collapsed) = path_rows(path);
    out.push_str(&table(&rows));
    if collapsed {
        let _ = writeln!(
            out,
            "\n  A row \"around+swap xN\" stands for N alike pairs of steps: the same walk round \
             the piece, then a swap the same way."
        );
    }
    let _ = writeln!(
        out,
        "\n3. The states reached: S the piece, E the blank, T the target, the route in arrows."
    );
    let skipped = path.len().saturating_sub(MAX_DRAWN);
    let mut previous: Option<Step> = None;
    for (i, step) in path.iter().enumerate() {
        if skipped > 0 && i == MAX_DRAWN / 2 {
            let _ = writeln!(
                out,
                "\n... {skipped} states not drawn (the table lists them all) ..."
            );
        }
        let drawn = !(skipped > 0 && (MAX_DRAWN / 2..MAX_DRAWN / 2 + skipped).contains(&i));
        if drawn {
            let side = step.side.map_or('-', Dir::letter);
            let what = match (step.kind, previous.and_then(|p| p.side)) {
                (StepKind::Around, Some(from)) => format!(
                    "the blank walks round the piece at {} from side {} to side {side}",
                    at(step.piece),
                    from.letter()
                ),
                (StepKind::Swap, Some(moved)) => format!(
                    "the piece moves {} to {}; the blank is on its side {side}",
                    moved.word(),
                    at(step.piece)
                ),
                _ => format!(
                    "the blank has walked to side {side} of the piece at {}",
                    at(step.piece)
                ),
            };
            let _ = writeln!(
                out,
                "\nstep {} ({}): {what}; {} so far",
                i + 1,
                step.kind.name(),
                plural(step.cost, "move", "moves")
            );
            let moves = usize::try_from(step.cost).unwrap_or(usize::MAX);
            out.push_str(&scene.position_in(style, &window(board, step.piece), moves));
        }
        previous = Some(*step);
    }
}

/// A move of the piece on the path: the steps it takes (an optional walk
/// round the piece, then the swap), the walk's moves and the way it goes.
#[derive(Clone, Copy, PartialEq, Eq)]
struct PieceMove {
    walk: Option<u64>,
    way: Option<Dir>,
}

/// The path as table rows, runs of at least [`MIN_RUN`] alike moves of the
/// piece in one row each; and whether any run was folded so.
fn path_rows(path: &[Step]) -> (Vec<Vec<String>>, bool) {
    let mut rows = vec![
        ["step", "kind", "piece", "side", "moves", "so far"]
            .map(str::to_owned)
            .to_vec(),
    ];
    let row = |i: usize, step: &Step, before: u64| {
        vec![
            (i + 1).to_string(),
            step.kind.name().to_owned(),
            at(step.piece),
            step.side.map_or('-', Dir::letter).to_string(),
            format!("+{}", step.cost - before),
            step.cost.to_string(),
        ]
    };
    rows.push(row(0, &path[0], 0));
    // Each move of the piece: the index of its first step and its shape.
    let mut moves: Vec<(usize, PieceMove)> = Vec::new();
    let mut i = 1;
    while i < path.len() {
        let (walk, swap) = if path[i].kind == StepKind::Around {
            (Some(path[i].cost - path[i - 1].cost), i + 1)
        } else {
            (None, i)
        };
        let way = path[swap - 1].side;
        moves.push((i, PieceMove { walk, way }));
        i = swap + 1;
    }
    let mut collapsed = false;
    let mut m = 0;
    while m < moves.len() {
        let (first, shape) = moves[m];
        let run = moves[m..].iter().take_while(|(_, s)| *s == shape).count();
        let end = moves.get(m + run).map_or(path.len(), |&(i, _)| i);
        if run >= MIN_RUN {
            collapsed = true;
            let last = path[end - 1];
            let kind = if shape.walk.is_some() {
                "around+swap"
            } else {
                "swap"
            };
            rows.push(vec![
                format!("{}-{end}", first + 1),
                format!("{kind} x{run}"),
                format!("{} -> {}", at(path[first].piece), at(last.piece)),
                last.side.map_or('-', Dir::letter).to_string(),
                format!("+{} x{run}", shape.walk.unwrap_or(0) + 1),
                last.cost.to_string(),
            ]);
        } else {
            for i in first..end {
                rows.push(row(i, &path[i], path[i - 1].cost));
            }
        }
        m += run;
    }
    (rows, collapsed)
}

fn cell_text(board: &Board, explained: &CellExplanation) -> String {
    let cell = explained.cell;
    let mut out = String::new();
    let free: Vec<Dir> = Dir::ALL
        .into_iter()
        .filter(|&d| board.neighbor(cell, d).is_some_and(|q| board.is_free(q)))
        .collect();
    let _ = writeln!(
        out,
        "cell {}: {} free side{}{}",
        at(cell),
        free.len(),
        if free.len() == 1 { "" } else { "s" },
        if free.is_empty() {
            String::new()
        } else {
            let names: Vec<String> = free
                .iter()
                .map(|&d| {
                    format!(
                        "{} {}",
                        d.letter(),
                        at(board.neighbor(cell, d).unwrap_or(cell))
                    )
                })
                .collect();
            format!(": {}", names.join(", "))
        }
    );
    out.push_str(&neighbourhood(board, cell));
    let _ = writeln!(
        out,
        "\nWith the piece on this cell, the blank gets from one side of it to another by \
         walking round it, never through it. The method computes these walks once per board \
         (they do not depend on the game), and each is an edge of the state graph:\n"
    );
    if explained.around.is_empty() {
        let _ = writeln!(
            out,
            "  Fewer than two free sides: there is no walk round the cell, and a piece here \
             can only swap with the blank."
        );
        return out;
    }
    let mut rows = vec![["from", "to", "walk"].map(str::to_owned).to_vec()];
    for around in &explained.around {
        rows.push(vec![
            around.from.letter().to_string(),
            around.to.letter().to_string(),
            around.cost.map_or_else(
                || "none: only through the cell".to_owned(),
                |c| c.to_string(),
            ),
        ]);
    }
    out.push_str(&table(&rows));
    out
}

/// The cells round `cell`, with `P` on it and the letter of each free side
/// on that side.
fn neighbourhood(board: &Board, cell: Pos) -> String {
    let frame = window(board, cell);
    let label = board.rows().to_string().len();
    let mut out = String::new();
    for row in frame.rows.clone() {
        let _ = write!(out, "  {:>label$}  ", row + 1);
        let glyphs: Vec<String> = frame
            .cols
            .clone()
            .map(|col| {
                let pos = Pos::new(row, col);
                let side = Dir::ALL
                    .into_iter()
                    .find(|&d| board.neighbor(cell, d) == Some(pos) && board.is_free(pos));
                match side {
                    _ if pos == cell => 'P',
                    Some(d) => d.letter(),
                    None if board.is_free(pos) => '.',
                    None => '#',
                }
                .to_string()
            })
            .collect();
        let _ = writeln!(out, "{}", glyphs.join(" "));
    }
    out
}
