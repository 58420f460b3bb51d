//! Judging a whole run of a program, as `test` and `stress` do: the output's
//! [`Verdict`] (the library judges it), plus time-outs and crashes
//! ([`RunVerdict`]); and showing a program's bytes on the terminal.

use std::fmt;
use std::time::Duration;

pub(crate) use huarong::printable;
use huarong::{Fault, Puzzle, Verdict, answer_text, judge_claims, read_claims};

use super::child::{End, Run};

/// `1 line`, `2 lines`.
pub(crate) fn count(n: usize, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

/// A token as a message shows it: quoted, as the library's messages quote.
pub(crate) fn shown(token: &[u8]) -> String {
    format!("'{}'", printable(token))
}

/// Checks a jury's answer file (`text`, named `name` in messages) against
/// huarong's answers `expected`, as an output would be judged: `Err` names
/// the first fault, which is the jury's (`check`'s and `test`'s FAIL).
pub(crate) fn check_answer_file(
    name: &str,
    puzzle: &Puzzle,
    expected: &[Option<u64>],
    text: &[u8],
) -> Result<(), String> {
    let claims = read_claims(text, puzzle.games.len()).map_err(|m| format!("{name}: {m}"))?;
    match judge_claims(puzzle, expected, &claims).first() {
        None => Ok(()),
        Some(fault) => Err(match &fault.fault {
            Fault::Value { expected, found } => format!(
                "{name} game {g} (line {g}): the answer file says {found}, huarong says {}",
                answer_text(*expected),
                g = fault.game
            ),
            _ => format!("{name} {fault}"),
        }),
    }
}

/// What a judge says about a whole run of a program.
pub(crate) enum RunVerdict {
    /// Killed at the time limit.
    TimeOut(Duration),
    /// It did not exit with status 0; the last line it wrote on stderr.
    Crash(End, Option<String>),
    /// It exited with 0: its output's verdict.
    Output(Verdict),
}

impl RunVerdict {
    /// Judges `run`, which had `limit` to answer `puzzle`.
    pub(crate) fn of(
        puzzle: &Puzzle,
        expected: &[Option<u64>],
        run: &Run,
        limit: Duration,
    ) -> RunVerdict {
        match run.end {
            End::TimeOut => RunVerdict::TimeOut(limit),
            end if !end.success() => RunVerdict::Crash(end, run.last_stderr_line()),
            _ => RunVerdict::Output(Verdict::of(puzzle, expected, &run.stdout)),
        }
    }

    pub(crate) fn accepted(&self) -> bool {
        matches!(self, RunVerdict::Output(Verdict::Accepted { .. }))
    }

    /// The verdict as a judge's table shows it: `AC`, `WA` (a wrong or
    /// malformed output), `RE (exit 1)`, `RE (SIGSEGV)`, `TLE`, or `FAIL`.
    pub(crate) fn word(&self) -> String {
        match self {
            RunVerdict::TimeOut(_) => "TLE".to_owned(),
            RunVerdict::Crash(end, _) => format!("RE ({end})"),
            RunVerdict::Output(Verdict::Accepted { .. }) => "AC".to_owned(),
            RunVerdict::Output(Verdict::WrongAnswer(_) | Verdict::PresentationError(_)) => {
                "WA".to_owned()
            }
            RunVerdict::Output(Verdict::JuryFailure(_)) => "FAIL".to_owned(),
        }
    }
}

/// The verdict in one line: `TLE: killed after 2 s`, `RE (exit 1): 'KeyError:
/// (0, 2)'`, or the output's verdict as testlib words it.
impl fmt::Display for RunVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunVerdict::TimeOut(limit) => {
                write!(f, "TLE: killed after {} s", limit.as_secs_f64())
            }
            RunVerdict::Crash(end, None) => write!(f, "RE ({end})"),
            RunVerdict::Crash(end, Some(last)) => write!(f, "RE ({end}): {last}"),
            RunVerdict::Output(verdict) => f.write_str(&verdict.lines(false).join(" ")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_quoted_and_counts_spelled() {
        assert_eq!(shown(b"two\x1b"), "'two\\x1b'");
        assert_eq!(count(1, "line"), "1 line");
        assert_eq!(count(2, "line"), "2 lines");
    }
}
