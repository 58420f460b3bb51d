//! Judging a program's output for a puzzle, as `check`, `test` and `stress`
//! do: one line per game, `K` or `K MOVES`; each value against the expected
//! answer, each move sequence replayed. Verdicts and their messages follow
//! testlib: `ok`, `wrong answer`, `wrong output format`, `FAIL`. A whole run
//! of a program adds time-outs and crashes ([`RunVerdict`]).

use std::fmt;
use std::time::Duration;

use huarong::{Dir, Pos, Puzzle, replay};

use super::child::{End, Run};

/// The most characters of a token a message shows.
const SHOWN_CHARS: usize = 40;

/// One game's line of an output (or of an answer file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Claim {
    /// The number as written: the fewest moves, or -1.
    pub(crate) value: i64,
    /// The moves, when the line spells them out.
    pub(crate) moves: Option<Vec<Dir>>,
}

impl Claim {
    /// The value as an answer (`None` for -1), or `None` when it is no
    /// answer at all (another negative number).
    pub(crate) fn answer(&self) -> Option<Option<u64>> {
        match self.value {
            -1 => Some(None),
            value => u64::try_from(value).ok().map(Some),
        }
    }
}

/// Text that is not one well-formed line per game: where, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Malformed {
    /// 1-based line.
    pub(crate) line: usize,
    pub(crate) what: String,
}

impl fmt::Display for Malformed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

/// Reads one claim per game from `text`: lines of an integer, optionally
/// followed by the moves (letters U, D, L, R). Whitespace around and between
/// the two is free, as judges read it, and blank lines at the end are
/// ignored; anything else is malformed.
pub(crate) fn read_claims(text: &[u8], games: usize) -> Result<Vec<Claim>, Malformed> {
    let mut lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    while lines.last().is_some_and(|l| l.trim_ascii().is_empty()) {
        lines.pop();
    }
    let mut claims = Vec::with_capacity(games.min(lines.len()));
    for (i, line) in lines.iter().enumerate() {
        let number = i + 1;
        let malformed = |what: String| Malformed { line: number, what };
        if i == games {
            return Err(malformed(format!(
                "a line after the last game ({games} games, one line each)"
            )));
        }
        let mut tokens = line
            .split(u8::is_ascii_whitespace)
            .filter(|t| !t.is_empty());
        let Some(value) = tokens.next() else {
            return Err(malformed("an empty line: expected a number".to_owned()));
        };
        let value = std::str::from_utf8(value)
            .ok()
            .and_then(|v| v.parse::<i64>().ok())
            .ok_or_else(|| malformed(format!("{} is not an integer", shown(value))))?;
        let moves = match tokens.next() {
            None => None,
            Some(letters) => Some(moves(letters).ok_or_else(|| {
                malformed(format!(
                    "{} is not a move sequence (letters U, D, L, R)",
                    shown(letters)
                ))
            })?),
        };
        if let Some(extra) = tokens.next() {
            return Err(malformed(format!(
                "{} after the moves: a line is `K` or `K MOVES`",
                shown(extra)
            )));
        }
        claims.push(Claim { value, moves });
    }
    if claims.len() < games {
        return Err(Malformed {
            line: claims.len() + 1,
            what: format!(
                "{} in all: expected {games}, one per game",
                count(claims.len(), "line")
            ),
        });
    }
    Ok(claims)
}

/// `1 line`, `2 lines`.
pub(crate) fn count(n: usize, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

fn moves(letters: &[u8]) -> Option<Vec<Dir>> {
    letters
        .iter()
        .map(|&b| {
            Dir::ALL
                .into_iter()
                .find(|d| d.letter() as u32 == u32::from(b))
        })
        .collect()
}

/// A token as a message shows it: quoted, as the library's messages quote.
pub(crate) fn shown(token: &[u8]) -> String {
    format!("'{}'", printable(token))
}

/// Bytes of a program's output as a message or a table shows them: control
/// characters and bytes that are not UTF-8 escaped as `\x1b`, so the output
/// cannot write to the terminal through them, and at most [`SHOWN_CHARS`]
/// characters, then an ellipsis.
pub(crate) fn printable(bytes: &[u8]) -> String {
    let mut out = String::new();
    let mut chars = 0;
    let mut push = |out: &mut String, text: &str| {
        if chars < SHOWN_CHARS {
            out.push_str(text);
        } else if chars == SHOWN_CHARS {
            out.push('…');
        }
        chars += 1;
    };
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            if c.is_control() {
                let mut utf8 = [0; 4];
                for b in c.encode_utf8(&mut utf8).bytes() {
                    push(&mut out, &format!("\\x{b:02x}"));
                }
            } else {
                push(&mut out, c.encode_utf8(&mut [0; 4]));
            }
        }
        for &b in chunk.invalid() {
            push(&mut out, &format!("\\x{b:02x}"));
        }
    }
    out
}

/// What is wrong with one game's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Fault {
    /// The value is not the expected answer.
    Value { expected: Option<u64>, found: i64 },
    /// The moves break a rule, or do not do what the line says.
    Moves(String),
    /// Legal moves bring the piece to the target in fewer moves than the
    /// expected answer: the expected answer is wrong.
    Better { expected: Option<u64>, found: u64 },
}

/// A game's fault; the game's number is also its line's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct GameFault {
    /// 1-based.
    pub(crate) game: usize,
    pub(crate) fault: Fault,
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
pub(crate) fn answer_text(answer: Option<u64>) -> String {
    answer.map_or_else(|| "-1".to_owned(), |moves| moves.to_string())
}

/// Every game whose claim is wrong, in order. Moves are checked first: a line
/// `K MOVES` must hold K legal moves that bring the piece to the target, and
/// when they beat the expected answer the fault is the answer's.
pub(crate) fn judge(puzzle: &Puzzle, expected: &[Option<u64>], claims: &[Claim]) -> Vec<GameFault> {
    let games = puzzle.games.iter().zip(expected).zip(claims);
    games
        .enumerate()
        .filter_map(|(i, ((game, &expected), claim))| {
            let fault = judge_game(puzzle, game, expected, claim)?;
            Some(GameFault { game: i + 1, fault })
        })
        .collect()
}

fn judge_game(
    puzzle: &Puzzle,
    game: &huarong::Game,
    expected: Option<u64>,
    claim: &Claim,
) -> Option<Fault> {
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
    format!("({}, {})", pos.row + 1, pos.col + 1)
}

/// What a judge says about an output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// Every game is right.
    Accepted { games: usize },
    /// Well-formed, but these games are wrong (at least one).
    WrongAnswer(Vec<GameFault>),
    /// Not one well-formed line per game.
    PresentationError(Malformed),
    /// The jury's side is broken: its input or answers, or the expected
    /// answers are beaten.
    JuryFailure(String),
}

impl Verdict {
    /// Judges `output` for `puzzle`. A malformed output is a presentation
    /// error whatever its values; moves that beat `expected` are a jury
    /// failure whatever the other games.
    pub(crate) fn of(puzzle: &Puzzle, expected: &[Option<u64>], output: &[u8]) -> Verdict {
        let claims = match read_claims(output, puzzle.games.len()) {
            Ok(claims) => claims,
            Err(malformed) => return Verdict::PresentationError(malformed),
        };
        let faults = judge(puzzle, expected, &claims);
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

    /// The exit status testlib gives this verdict.
    pub(crate) fn status(&self) -> u8 {
        match self {
            Verdict::Accepted { .. } => 0,
            Verdict::WrongAnswer(_) => 1,
            Verdict::PresentationError(_) => 2,
            Verdict::JuryFailure(_) => 3,
        }
    }

    /// The verdict as testlib words it: one line, or with `every` one line
    /// per wrong game.
    pub(crate) fn lines(&self, every: bool) -> Vec<String> {
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
    use huarong::{Limits, parse_puzzle};

    use super::*;

    const SAMPLE: &str = "3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
    const ANSWERS: [Option<u64>; 2] = [Some(2), None];

    fn verdict(output: &str) -> Verdict {
        let puzzle = parse_puzzle(SAMPLE.as_bytes(), &Limits::default()).unwrap();
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
        assert_eq!(printable(b"a\xffb\x1b\x00"), "a\\xffb\\x1b\\x00");
        let long = format!("{}\n-1\n", "x".repeat(1000));
        assert!(line(&long).len() < 100, "{}", line(&long));
    }

    #[test]
    fn moves_that_beat_the_answer_are_a_jury_failure() {
        let puzzle = parse_puzzle(SAMPLE.as_bytes(), &Limits::default()).unwrap();
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
