//! Writing answers and solutions: the judge's lines or JSON lines.

use std::io::{self, Write};

use huarong::Solution;
use serde::Serialize;

use crate::args::Format;

/// One game's result as a JSON line. Field names are part of the interface
/// (see the README): `game` (1-based), `answer` (-1 when unsolvable) and, with
/// `--moves`, `moves` when there is a solution.
#[derive(Serialize)]
struct Record<'a> {
    game: usize,
    answer: i128,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<&'a str>,
}

fn answer_number(answer: Option<u64>) -> i128 {
    answer.map_or(-1, i128::from)
}

/// Writes one game's answer.
pub(crate) fn write_answer(
    out: &mut impl Write,
    format: Format,
    game: usize,
    answer: Option<u64>,
) -> io::Result<()> {
    match format {
        // itoa skips the formatting machinery: a million answers print in
        // milliseconds.
        Format::Text => {
            match answer {
                Some(moves) => out.write_all(itoa::Buffer::new().format(moves).as_bytes())?,
                None => out.write_all(b"-1")?,
            }
            out.write_all(b"\n")
        }
        Format::Json => json_line(
            out,
            &Record {
                game,
                answer: answer_number(answer),
                moves: None,
            },
        ),
    }
}

/// Writes one game's solution: `-1`, `0`, or `K MOVES`.
pub(crate) fn write_solution(
    out: &mut impl Write,
    format: Format,
    game: usize,
    solution: Option<&Solution>,
) -> io::Result<()> {
    let answer = solution.map(|s| s.cost);
    match (format, solution) {
        (Format::Text, Some(s)) if s.cost > 0 => {
            write!(out, "{} ", s.cost)?;
            let letters: Vec<u8> = s.moves.iter().map(|d| d.letter() as u8).collect();
            out.write_all(&letters)?;
            out.write_all(b"\n")
        }
        (Format::Text, _) => writeln!(out, "{}", answer_number(answer)),
        (Format::Json, _) => {
            let letters = solution.map(Solution::letters);
            json_line(
                out,
                &Record {
                    game,
                    answer: answer_number(answer),
                    moves: letters.as_deref(),
                },
            )
        }
    }
}

fn json_line(out: &mut impl Write, record: &Record<'_>) -> io::Result<()> {
    serde_json::to_writer(&mut *out, record)?;
    out.write_all(b"\n")
}
