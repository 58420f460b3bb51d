//! `check`: whether each of a list of games is valid on a board, and why
//! not, by the library's own rules ([`Game::check`]): the page's editor asks
//! this rather than keep a copy of the rules.

use huarong::{Game, GameError, Pos, Puzzle, Role};
use serde::Serialize;

use crate::error::Refusal;

/// `{"games": [null | {"code", "message"}, ...]}`: one entry a game, in order.
#[derive(Clone, Debug, Serialize)]
pub struct CheckReply {
    /// `null` for a valid game, or what breaks the rules.
    pub games: Vec<Option<ProblemReply>>,
}

/// `{"code", "message"}`: why a game is not valid.
#[derive(Clone, Debug, Serialize)]
pub struct ProblemReply {
    /// `fixed-blank`, `fixed-piece`, `fixed-target`, `outside-blank`,
    /// `outside-piece`, `outside-target` or `same-cell`.
    pub code: String,
    /// The library's words for it.
    pub message: String,
}

fn role_name(role: Role) -> &'static str {
    match role {
        Role::Blank => "blank",
        Role::Piece => "piece",
        Role::Target => "target",
    }
}

/// The problem of `error`, as the page names it.
fn problem(error: GameError) -> ProblemReply {
    let code = match error {
        GameError::Fixed(role, _) => format!("fixed-{}", role_name(role)),
        GameError::Outside(role, _) => format!("outside-{}", role_name(role)),
        GameError::BlankOnPiece(_) => String::from("same-cell"),
    };
    ProblemReply {
        code,
        message: error.to_string(),
    }
}

/// Checks `games` (each `[EX, EY, SX, SY, TX, TY]`, from 1) on the board of
/// `puzzle` (whose own games, if any, are not looked at).
///
/// # Errors
/// `400` for a game that is not six numbers.
pub fn check_reply(puzzle: &Puzzle, games: &[Vec<u64>]) -> Result<CheckReply, Refusal> {
    let at = |r: u64, c: u64| {
        // Rows and columns from 1; 0 or past u32 is outside any board.
        let row = u32::try_from(r)
            .ok()
            .and_then(|r| r.checked_sub(1))
            .unwrap_or(u32::MAX);
        let col = u32::try_from(c)
            .ok()
            .and_then(|c| c.checked_sub(1))
            .unwrap_or(u32::MAX);
        Pos { row, col }
    };
    let games = games
        .iter()
        .map(|numbers| {
            let [er, ec, sr, sc, tr, tc] = numbers[..] else {
                return Err(Refusal::bad_request(format!(
                    "a game is six numbers, EX EY SX SY TX TY, not {numbers:?}"
                )));
            };
            let game = Game {
                blank: at(er, ec),
                piece: at(sr, sc),
                target: at(tr, tc),
            };
            Ok(game.check(&puzzle.board).err().map(problem))
        })
        .collect::<Result<_, _>>()?;
    Ok(CheckReply { games })
}
