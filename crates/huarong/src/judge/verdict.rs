//! Judging an output against the expected answers: each value checked, each
//! move sequence replayed. Verdicts and their messages follow testlib: `ok`,
//! `wrong answer`, `wrong output format`, `FAIL`.

use std::fmt;

use crate::input::cell::Pos;
use crate::input::puzzle::{Game, Puzzle};
use crate::judge::claims::{Claim, Malformed, read_claims};
use crate::solution::replay;

/// What is wrong with one game's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The value is not the expected answer.
    Value {
        /// The expected answer (`None` for -1).
        expected: Option<u64>,
        /// The value as written.
        found: i64,
    },
    /// The moves break a rule, or do not do what the line says.
    Moves(String),
    /// Legal moves bring the piece to the target in fewer moves than the
    /// expected answer: the expected answer is wrong.
    Better {
        /// The expected answer (`None` for -1).
        expected: Option<u64>,
        /// How many moves the line gives.
        found: u64,
    },
}

/// A game's fault; the game's number is also its line's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameFault {
    /// 1-based.
    pub game: usize,
    /// What is wrong.
    pub fault: Fault,
}

impl fmt::Display for GameFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {} (line {}): ", self.game, self.game)?;
        match &self.fault {
            Fault::Value { expected, found } => {
                write!(f, "expected {}, found {found}", answer_text(*expected))
            }
            Fault::Moves(what) => f.write_str(what),
            Fault::Better { expected, found } => write!(
                f,
                "the moves bring the piece to the target in {found}, fewer than the answer {}",
                answer_text(*expected)
            ),
        }
    }
}

/// An answer as the judge writes it: the moves, or -1.
///
/// ```
/// assert_eq!(huarong::answer_text(Some(2)), "2");
/// assert_eq!(huarong::answer_text(None), "-1");
/// ```
pub fn answer_text(answer: Option<u64>) -> String {
    answer.map_or_else(|| "-1".to_owned(), |moves| moves.to_string())
}

/// Every game whose claim is wrong, in order, judged against `expected`, one
/// answer per game. Moves are checked first: a line `K MOVES` must hold K
/// legal moves that bring the piece to the target, and when they beat the
/// expected answer the fault is the answer's ([`Fault::Better`]).
pub fn judge_claims(puzzle: &Puzzle, expected: &[Option<u64>], claims: &[Claim]) -> Vec<GameFault> {
    let games = puzzle.games.iter().zip(expected).zip(claims);
    games
        .enumerate()
        .filter_map(|(i, ((game, &expected), claim))| {
            let fault = judge_game(puzzle, game, expected, claim)?;
            Some(GameFault { game: i + 1, fault })
        })
        .collect()
}

/// What is wrong with `claim` for `game`, if anything.
fn judge_game(puzzle: &Puzzle, game: &Game, expected: Option<u64>, claim: &Claim) -> Option<Fault> {
    if let Some(moves) = &claim.moves {
        if i64::try_from(moves.len()) != Ok(claim.value) {
            return Some(Fault::Moves(format!(
                "{} moves announced, {} given",
                claim.value,
                moves.len()
            )));
        }
        match replay(&puzzle.board, game, moves) {
            Err(illegal) => return Some(Fault::Moves(illegal.to_string())),
            Ok(end) if end != game.target => {
                return Some(Fault::Moves(format!(
                    "the moves leave the piece at {}, not on the target {}",
                    at(end),
                    at(game.target)
                )));
            }
            Ok(_) => {}
        }
        let found = moves.len() as u64;
        if expected.is_none_or(|e| found < e) {
            return Some(Fault::Better { expected, found });
        }
    }
    let right = claim.answer() == Some(expected);
    (!right).then_some(Fault::Value {
        expected,
        found: claim.value,
    })
}

/// A position as the judge's format counts: `(row, column)` from 1.
fn at(pos: Pos) -> String {
    format!("({}, {})", pos.row() + 1, pos.col() + 1)
}

/// An output that holds one integer per game, but not one per line (all on
/// one line, say): the fault is the layout, and the message says whether a
/// token checker, which reads whitespace-separated tokens wherever the lines
/// break, would accept the values. `None` when the tokens are not one
/// integer per game; `line` is where the line-by-line reading failed.
fn layout_difference(expected: &[Option<u64>], output: &[u8], line: usize) -> Option<Malformed> {
    let tokens: Vec<&[u8]> = output
        .split(u8::is_ascii_whitespace)
        .filter(|t| !t.is_empty())
        .collect();
    if tokens.len() != expected.len() {
        return None;
    }
    let values = tokens
        .iter()
        .map(|t| std::str::from_utf8(t).ok()?.parse::<i64>().ok())
        .collect::<Option<Vec<i64>>>()?;
    let lines = output
        .split(|&b| b == b'\n')
        .filter(|l| !l.trim_ascii().is_empty())
        .count();
    if lines == expected.len() {
        // One line per game after all: blank lines among them are the fault.
        return None;
    }
    let answers = if values.len() == 1 {
        "answer"
    } else {
        "answers"
    };
    let on = if lines == 1 { "line" } else { "lines" };
    let laid_out = format!(
        "{} {answers} on {lines} {on}, not one line per game",
        values.len()
    );
    let wrong = values.iter().zip(expected).position(|(&value, &answer)| {
        let claim = Claim { value, moves: None };
        claim.answer() != Some(answer)
    });
    let what = match wrong {
        None => format!(
            "{laid_out}: a layout difference, the values are right (a token checker, such \
             as the ICPC default output validator, would accept them)"
        ),
        Some(i) => format!(
            "{laid_out}; read as tokens, game {} is wrong as well: expected {}, found {}",
            i + 1,
            answer_text(expected[i]),
            values[i]
        ),
    };
    Some(Malformed { line, what })
}

/// What a judge says about an output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every game is right.
    Accepted {
        /// How many games there are.
        games: usize,
    },
    /// Well-formed, but these games are wrong (at least one).
    WrongAnswer(Vec<GameFault>),
    /// Not one well-formed line per game.
    PresentationError(Malformed),
    /// The jury's side is broken: its input or answers, or the expected
    /// answers are beaten.
    JuryFailure(String),
}

impl Verdict {
    /// Judges `output` for `puzzle` against `expected`, one answer per game.
    /// A malformed output is a presentation error whatever its values; moves
    /// that beat `expected` are a jury failure whatever the other games.
    ///
    /// ```
    /// use huarong::{parse_puzzle, InputLimits, Verdict};
    /// let text = b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
    /// let puzzle = parse_puzzle(text, &InputLimits::default())?;
    /// let expected = [Some(2), None];
    /// assert_eq!(Verdict::of(&puzzle, &expected, b"2 UU\n-1\n"), Verdict::Accepted { games: 2 });
    /// let wrong = Verdict::of(&puzzle, &expected, b"3\n-1\n");
    /// assert_eq!(wrong.status(), 1);
    /// assert_eq!(wrong.lines(false), ["wrong answer game 1 (line 1): expected 2, found 3"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of(puzzle: &Puzzle, expected: &[Option<u64>], output: &[u8]) -> Verdict {
        let claims = match read_claims(output, puzzle.games.len()) {
            Ok(claims) => claims,
            Err(malformed) => {
                let layout = layout_difference(expected, output, malformed.line);
                return Verdict::PresentationError(layout.unwrap_or(malformed));
            }
        };
        let faults = judge_claims(puzzle, expected, &claims);
        if let Some(better) = faults
            .iter()
            .find(|f| matches!(f.fault, Fault::Better { .. }))
        {
            return Verdict::JuryFailure(better.to_string());
        }
        if faults.is_empty() {
            Verdict::Accepted {
                games: puzzle.games.len(),
            }
        } else {
            Verdict::WrongAnswer(faults)
        }
    }

    /// The exit status testlib gives this verdict: 0 ok, 1 wrong answer, 2
    /// presentation error, 3 jury failure.
    pub fn status(&self) -> u8 {
        match self {
            Verdict::Accepted { .. } => 0,
            Verdict::WrongAnswer(_) => 1,
            Verdict::PresentationError(_) => 2,
            Verdict::JuryFailure(_) => 3,
        }
    }

    /// The verdict as testlib words it: one line, or with `every` one line
    /// per wrong game.
    pub fn lines(&self, every: bool) -> Vec<String> {
        match self {
            Verdict::Accepted { games } => vec![format!("ok {games} games")],
            Verdict::WrongAnswer(faults) => {
                let shown = if every { faults.len() } else { 1 };
                faults
                    .iter()
                    .take(shown)
                    .map(|fault| format!("wrong answer {fault}"))
                    .collect()
            }
            Verdict::PresentationError(malformed) => {
                vec![format!("wrong output format {malformed}")]
            }
            Verdict::JuryFailure(what) => vec![format!("FAIL {what}")],
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::input::parse::{InputLimits, parse_puzzle};

    use super::*;

    const SAMPLE: &str = "3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
    const ANSWERS: [Option<u64>; 2] = [Some(2), None];

    fn verdict(output: &str) -> Verdict {
        let puzzle = parse_puzzle(SAMPLE.as_bytes(), &InputLimits::default()).unwrap();
        Verdict::of(&puzzle, &ANSWERS, output.as_bytes())
    }

    fn line(output: &str) -> String {
        verdict(output).lines(false).join("\n")
    }

    #[test]
    fn right_outputs_are_accepted_in_either_form() {
        for output in ["2\n-1\n", "2 UU\n-1\n", "2\n-1", " 2 \t UU \r\n-1\r\n\n\n"] {
            assert_eq!(
                verdict(output),
                Verdict::Accepted { games: 2 },
                "{output:?}"
            );
        }
        assert_eq!(line("2\n-1\n"), "ok 2 games");
    }

    #[test]
    fn wrong_values_and_moves_are_wrong_answers() {
        assert_eq!(
            line("3\n-1\n"),
            "wrong answer game 1 (line 1): expected 2, found 3"
        );
        assert_eq!(
            line("2\n4\n"),
            "wrong answer game 2 (line 2): expected -1, found 4"
        );
        assert_eq!(
            line("2 UUU\n-1\n"),
            "wrong answer game 1 (line 1): 2 moves announced, 3 given"
        );
        assert_eq!(
            line("2 LU\n-1\n"),
            "wrong answer game 1 (line 1): move 1 (L) takes the blank onto a fixed piece"
        );
        assert_eq!(
            line("2 UD\n-1\n"),
            "wrong answer game 1 (line 1): the moves leave the piece at (1, 2), not on the target (2, 2)"
        );
        // Legal and reaching the target, but longer than the optimum.
        assert_eq!(
            line("4 UDUU\n-1\n"),
            "wrong answer game 1 (line 1): expected 2, found 4"
        );
        assert_eq!(
            line("-2\n-1\n"),
            "wrong answer game 1 (line 1): expected 2, found -2"
        );
        let both = verdict("3\n0\n");
        assert_eq!(both.status(), 1);
        assert_eq!(
            both.lines(true),
            [
                "wrong answer game 1 (line 1): expected 2, found 3",
                "wrong answer game 2 (line 2): expected -1, found 0"
            ]
        );
    }

    #[test]
    fn malformed_outputs_are_presentation_errors() {
        let cases = [
            (
                "2\n",
                "wrong output format line 2: 1 line in all: expected 2, one per game",
            ),
            (
                "",
                "wrong output format line 1: 0 lines in all: expected 2, one per game",
            ),
            (
                "2\n-1\n5\n",
                "wrong output format line 3: a line after the last game (2 games, one line each)",
            ),
            (
                "2\n\n-1\n",
                "wrong output format line 2: an empty line: expected a number",
            ),
            (
                "two\n-1\n",
                "wrong output format line 1: 'two' is not an integer",
            ),
            (
                "2.0\n-1\n",
                "wrong output format line 1: '2.0' is not an integer",
            ),
            (
                "2 UX\n-1\n",
                "wrong output format line 1: 'UX' is not a move sequence (letters U, D, L, R)",
            ),
            (
                "2 UU x\n-1\n",
                "wrong output format line 1: 'x' after the moves: a line is `K` or `K MOVES`",
            ),
            (
                "\x1b[2J\n-1\n",
                "wrong output format line 1: '\\x1b[2J' is not an integer",
            ),
            // One integer per game, but not one per line: the layout is
            // named, and whether the values are right.
            (
                "2 -1\n",
                "wrong output format line 1: 2 answers on 1 line, not one line per game: a \
                 layout difference, the values are right (a token checker, such as the ICPC \
                 default output validator, would accept them)",
            ),
            (
                "2 0",
                "wrong output format line 1: 2 answers on 1 line, not one line per game; read \
                 as tokens, game 2 is wrong as well: expected -1, found 0",
            ),
            // Malformed wins over wrong: the lines may be out of step.
            (
                "3\n-1\n0\n",
                "wrong output format line 3: a line after the last game (2 games, one line each)",
            ),
        ];
        for (output, want) in cases {
            let verdict = verdict(output);
            assert_eq!(verdict.status(), 2, "{output:?}");
            assert_eq!(verdict.lines(true), [want], "{output:?}");
        }
        let long = format!("{}\n-1\n", "x".repeat(1000));
        assert!(line(&long).len() < 100, "{}", line(&long));
    }

    #[test]
    fn moves_that_beat_the_answer_are_a_jury_failure() {
        let puzzle = parse_puzzle(SAMPLE.as_bytes(), &InputLimits::default()).unwrap();
        let wrong = [Some(4), None];
        let verdict = Verdict::of(&puzzle, &wrong, b"2 UU\n-1\n");
        assert_eq!(verdict.status(), 3);
        assert_eq!(
            verdict.lines(false),
            [
                "FAIL game 1 (line 1): the moves bring the piece to the target in 2, fewer than the answer 4"
            ]
        );
        // A plain value below the answer is only a wrong answer.
        assert_eq!(Verdict::of(&puzzle, &wrong, b"2\n-1\n").status(), 1);
    }
}
