//! Writing answers and solutions (the judge's lines or JSON lines), lines on
//! stderr, and whether terminal drawings get colours.

use std::io::{self, IsTerminal, Write};

use huarong::render::Style;
use huarong::{Answers, Solution};
use serde::Serialize;

use crate::cli::{ColorWhen, Format};

/// One game's result as a JSON line. Field names are part of the interface
/// (see the README): `game` (1-based), `answer` (-1 when unsolvable) and, with
/// `--moves`, `moves` when there is a solution.
#[derive(Serialize)]
struct Record<'a> {
    game: usize,
    answer: i128,
    /// Absent without `--moves`; with it, the letters, or `null` for a game
    /// with no solution.
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<Option<&'a str>>,
}

fn answer_number(answer: Option<u64>) -> i128 {
    answer.map_or(-1, i128::from)
}

/// Writes every game's answer, or its solution when there are moves.
pub(crate) fn write_answers(
    out: &mut impl Write,
    format: Format,
    answers: &Answers,
) -> io::Result<()> {
    match answers {
        Answers::Costs(costs) => {
            for (i, answer) in costs.iter().enumerate() {
                write_answer(out, format, i + 1, answer.get())?;
            }
        }
        Answers::Solutions(solutions) => {
            for (i, solution) in solutions.iter().enumerate() {
                write_solution(out, format, i + 1, solution.as_ref())?;
            }
        }
    }
    Ok(())
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
fn write_solution(
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
                    moves: Some(letters.as_deref()),
                },
            )
        }
    }
}

/// Writes `record` to `out` as one line of JSON.
pub(crate) fn json_line(out: &mut impl Write, record: &impl serde::Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, record)?;
    out.write_all(b"\n")
}

/// Writes `line` to stderr, where verdicts and faults go. An unwritable
/// stderr (closed, full) must not turn one into a panic: the exit status
/// still says what happened.
pub(crate) fn stderr_line(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{line}");
}

/// Standard output for a tool whose exit status is its verdict: the first
/// write that fails (a full disk, a reader gone) is said on stderr and what
/// follows is dropped, so that the verdict, not the stream, decides the exit
/// status. A reader that went away (`| head`) is no news.
#[derive(Default)]
pub(crate) struct VerdictOutput {
    failed: bool,
}

impl VerdictOutput {
    fn attempt(&mut self, write: impl FnOnce(&mut io::StdoutLock<'_>) -> io::Result<()>) {
        if self.failed {
            return;
        }
        if let Err(err) = write(&mut io::stdout().lock()) {
            self.failed = true;
            if err.kind() != io::ErrorKind::BrokenPipe {
                stderr_line(&format!("error: cannot write to standard output: {err}"));
            }
        }
    }
}

impl Write for VerdictOutput {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.attempt(|out| out.write_all(buf));
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.attempt(|out| out.flush());
        Ok(())
    }
}

/// How to draw for stdout. `--color auto` colours a terminal unless
/// `NO_COLOR` is set and not empty (<https://no-color.org>); `CLICOLOR_FORCE`
/// set and not `0` colours any output, and wins over `NO_COLOR`
/// (<https://bixense.com/clicolors/>). `always` and `never` override both.
pub(crate) fn terminal_style(when: ColorWhen) -> Style {
    let env = |name| std::env::var_os(name).filter(|value| !value.is_empty());
    let no_color = env("NO_COLOR").is_some();
    let force = env("CLICOLOR_FORCE").is_some_and(|value| value != "0");
    if wants_color(when, io::stdout().is_terminal(), no_color, force) {
        Style::Color
    } else {
        Style::Plain
    }
}

/// `no_color`: NO_COLOR is set; `force`: CLICOLOR_FORCE is set and not 0.
fn wants_color(when: ColorWhen, terminal: bool, no_color: bool, force: bool) -> bool {
    match when {
        ColorWhen::Always => true,
        ColorWhen::Never => false,
        ColorWhen::Auto => force || (terminal && !no_color),
    }
}

#[cfg(test)]
mod tests {
    use super::wants_color;
    use crate::cli::ColorWhen::{Always, Auto, Never};

    #[test]
    fn colour_follows_the_flag_then_the_environment() {
        assert!(wants_color(Auto, true, false, false));
        assert!(!wants_color(Auto, true, true, false));
        assert!(!wants_color(Auto, false, false, false));
        assert!(wants_color(Auto, false, false, true));
        assert!(wants_color(Auto, false, true, true));
        assert!(wants_color(Always, false, true, false));
        assert!(!wants_color(Never, true, false, true));
    }
}
