//! A classic layout drawn for a terminal: its characters as the layout text
//! writes them, a space apart under column numbers, with the goal in a
//! legend; in colour, pieces by kind and the goal's cells underlined.

use std::fmt::Write as _;

use anstyle::{AnsiColor, Effects, Style as Paint};

use super::kind::{Kind, kind};
use crate::classic::puzzle::{ClassicPuzzle, Piece};
use crate::input::cell::Pos;
use crate::render::Style;

/// The layout with column and row numbers, then a legend line naming the
/// goal. Lines end with `\n`.
#[must_use]
pub fn terminal(puzzle: &ClassicPuzzle, style: Style) -> String {
    let mut out = terminal_grid(puzzle, style);
    let goal = puzzle.goal();
    let legend = format!(
        "goal: piece {}'s top-left cell to row {}, column {}",
        puzzle.designated().name,
        goal.row() + 1,
        goal.col() + 1
    );
    let _ = writeln!(out, "{}", paint(style, goal_paint(), &legend));
    out
}

/// The layout with column and row numbers, without the legend.
#[must_use]
pub fn terminal_grid(puzzle: &ClassicPuzzle, style: Style) -> String {
    let mut out = String::new();
    let label = puzzle.rows().to_string().len();
    let ruler = Paint::new().fg_color(Some(AnsiColor::BrightBlack.into()));
    let places = puzzle.cols().to_string().len();
    // Column numbers, one digit row per decimal place.
    for place in (0..places).rev() {
        let digits: Vec<String> = (1..=puzzle.cols())
            .map(|col| {
                let text = col.to_string();
                text.len()
                    .checked_sub(place + 1)
                    .map_or(" ".to_owned(), |i| text[i..=i].to_owned())
            })
            .collect();
        let line = format!("{:label$}  {}", "", digits.join(" "));
        let _ = writeln!(out, "{}", paint(style, ruler, line.trim_end()));
    }
    let at_goal = Piece {
        pos: puzzle.goal(),
        ..*puzzle.designated()
    };
    for (r, row) in puzzle.grid().into_iter().enumerate() {
        out.push_str(&paint(style, ruler, &format!("{:>label$}", r + 1)));
        out.push_str("  ");
        for (c, glyph) in row.into_iter().enumerate() {
            if c > 0 {
                out.push(' ');
            }
            let pos = Pos::new(r, c);
            let mut ink = match glyph {
                '#' => Paint::new().fg_color(Some(AnsiColor::Blue.into())),
                '.' => Paint::new().dimmed(),
                _ => puzzle
                    .piece_at(pos)
                    .map_or(Paint::new(), |piece| piece_paint(kind(puzzle, piece))),
            };
            if at_goal.covers(pos) {
                ink = ink.effects(ink.get_effects() | Effects::UNDERLINE);
            }
            out.push_str(&paint(style, ink, glyph.encode_utf8(&mut [0; 4])));
        }
        out.push('\n');
    }
    out
}

fn piece_paint(kind: Kind) -> Paint {
    let fg = |c: AnsiColor| Paint::new().fg_color(Some(c.into())).bold();
    match kind {
        Kind::Designated => fg(AnsiColor::BrightWhite).bg_color(Some(AnsiColor::Red.into())),
        Kind::Single => fg(AnsiColor::Cyan),
        Kind::Double => fg(AnsiColor::Yellow),
        Kind::Larger => fg(AnsiColor::Magenta),
    }
}

fn goal_paint() -> Paint {
    Paint::new()
        .fg_color(Some(AnsiColor::BrightGreen.into()))
        .bold()
}

fn paint(style: Style, paint: Paint, text: &str) -> String {
    match style {
        Style::Color => format!("{paint}{text}{paint:#}"),
        Style::Plain => text.to_owned(),
    }
}
