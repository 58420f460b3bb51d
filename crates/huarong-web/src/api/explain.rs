//! `POST /api/explain?game=K` and `POST /api/explain?cell=R,C`: the published
//! method's numbers for one game or one cell, as `huarong explain --format
//! json` prints them. The JSON shapes are here, and the command line uses
//! them too.

use axum::Json;
use huarong::{CellExplanation, Dir, GameExplanation, Pos, SEARCH_LIMIT, StateGraph};
use serde::{Deserialize, Serialize};

use super::{ApiError, PuzzleRequest, answer};

/// A game explained: `{"game", "answer", "start", "path"}`.
#[derive(Clone, Debug, Serialize)]
pub struct GameReply {
    /// The game's number, from 1.
    pub game: usize,
    /// The fewest moves, or -1.
    pub answer: i64,
    /// The blank's first walk to each free side of the piece.
    pub start: Vec<SideReply>,
    /// The optimal path through the state graph; `null` when unsolvable.
    pub path: Option<Vec<StepReply>>,
}

/// `{"side", "cost"}`: one first walk; `cost` `null` when there is none.
#[derive(Clone, Debug, Serialize)]
pub struct SideReply {
    /// `U`, `D`, `L` or `R`.
    pub side: char,
    /// The walk's length.
    pub cost: Option<u64>,
}

/// `{"piece", "side", "cost", "step"}`: one state of the path.
#[derive(Clone, Debug, Serialize)]
pub struct StepReply {
    /// The piece's cell, `[row, column]` from 1.
    pub piece: [usize; 2],
    /// The side of the piece the blank is on (`null` only for a piece that
    /// starts on its target with the blank not beside it).
    pub side: Option<char>,
    /// The moves so far.
    pub cost: u64,
    /// `start`, `around` or `swap`.
    pub step: &'static str,
}

/// A cell explained: `{"cell", "around"}`.
#[derive(Clone, Debug, Serialize)]
pub struct CellReply {
    /// The cell, `[row, column]` from 1.
    pub cell: [usize; 2],
    /// One walk for every ordered pair of distinct free sides.
    pub around: Vec<AroundReply>,
}

/// `{"from", "to", "cost"}`: one walk round a cell; `cost` `null` when
/// there is none.
#[derive(Clone, Debug, Serialize)]
pub struct AroundReply {
    /// The side the blank starts on.
    pub from: char,
    /// The side it walks to.
    pub to: char,
    /// The walk's length.
    pub cost: Option<u32>,
}

fn at(pos: Pos) -> [usize; 2] {
    [pos.row() + 1, pos.col() + 1]
}

impl GameReply {
    /// Game `number` (from 1) as `explained`.
    #[must_use]
    pub fn new(number: usize, explained: &GameExplanation) -> GameReply {
        GameReply {
            game: number,
            answer: answer(explained.answer()),
            start: explained
                .start
                .iter()
                .map(|s| SideReply {
                    side: s.side.letter(),
                    cost: s.cost,
                })
                .collect(),
            path: explained.path.as_ref().map(|path| {
                path.iter()
                    .map(|s| StepReply {
                        piece: at(s.piece),
                        side: s.side.map(Dir::letter),
                        cost: s.cost,
                        step: s.kind.name(),
                    })
                    .collect()
            }),
        }
    }
}

impl CellReply {
    /// The cell as `explained`.
    #[must_use]
    pub fn new(explained: &CellExplanation) -> CellReply {
        CellReply {
            cell: at(explained.cell),
            around: explained
                .around
                .iter()
                .map(|a| AroundReply {
                    from: a.from.letter(),
                    to: a.to.letter(),
                    cost: a.cost,
                })
                .collect(),
        }
    }
}

#[derive(Deserialize)]
pub(super) struct ExplainQuery {
    game: Option<usize>,
    cell: Option<String>,
}

/// The reply: one of the two shapes.
#[derive(Serialize)]
#[serde(untagged)]
pub(super) enum ExplainReply {
    Game(GameReply),
    Cell(CellReply),
}

/// `R,C` from 1, as 0-based.
fn parse_cell(text: &str) -> Option<Pos> {
    let (row, col) = text.split_once(',')?;
    // Rows and columns past u32 are outside any board.
    let row: u32 = row.trim().parse().ok()?;
    let col: u32 = col.trim().parse().ok()?;
    let (row, col) = (row.checked_sub(1)?, col.checked_sub(1)?);
    Some(Pos { row, col })
}

/// `POST /api/explain`.
pub(super) async fn explain_handler(
    request: PuzzleRequest<ExplainQuery>,
) -> Result<Json<ExplainReply>, ApiError> {
    let (api, query, body) = request.split()?;
    let cell = match (&query.game, &query.cell) {
        (Some(_), Some(_)) | (None, None) => {
            return Err(ApiError::bad_request(
                "ask for one thing to explain: ?game=K or ?cell=R,C",
            ));
        }
        (None, Some(text)) => Some(parse_cell(text).ok_or_else(|| {
            ApiError::bad_request(format!(
                "cell={text}: give a row and a column, from 1, as R,C"
            ))
        })?),
        (Some(_), None) => None,
    };
    let game = query.game;
    let reply = api
        .run(body, move |puzzle| match cell {
            Some(cell) => {
                // The costs round one cell: the rest may stay pending.
                let graph = StateGraph::with_budget(&puzzle.board, SEARCH_LIMIT);
                let explained = CellExplanation::new(&graph, cell)
                    .map_err(|error| ApiError::bad_request(error.to_string()))?;
                Ok(ExplainReply::Cell(CellReply::new(&explained)))
            }
            None => {
                let count = puzzle.games.len();
                let number = game.unwrap_or(1);
                if !(1..=count).contains(&number) {
                    return Err(ApiError::bad_request(format!(
                        "there is no game {number}: the puzzle has {count} games"
                    )));
                }
                let explained = GameExplanation::new(&puzzle.board, &puzzle.games[number - 1])
                    .map_err(|error| ApiError::internal(error.to_string()))?;
                Ok(ExplainReply::Game(GameReply::new(number, &explained)))
            }
        })
        .await?;
    Ok(Json(reply))
}
