//! `explain`: the published method's numbers for one game or one cell, as
//! `huarong explain --format json` prints them, and on request the searches
//! Learn mode draws (the naive search's size, the state search's order, the
//! blank's walk round a cell). The JSON shapes are here; the command line
//! uses them too.

use huarong::{
    BlankWalk, CellExplanation, Dir, GameExplanation, NaiveSearch, Pos, Puzzle, SEARCH_LIMIT,
    StateGraph, StateSearch,
};
use serde::{Deserialize, Serialize};

use crate::error::Refusal;
use crate::limits::RequestLimits;
use crate::puzzle::{answer, game_index};

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
    /// Only when asked for (`search`): every state the shortest-path search
    /// settles, in order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub settled: Option<Vec<SettledReply>>,
    /// Only when asked for (`naive`): the naive search's size, `null` on a
    /// board too big for it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub naive: Option<Option<NaiveReply>>,
}

/// `{"piece", "side", "cost"}`: one state the search settled.
#[derive(Clone, Debug, Serialize)]
pub struct SettledReply {
    /// The piece's cell, `[row, column]` from 1.
    pub piece: [usize; 2],
    /// The side of the piece the blank is on.
    pub side: char,
    /// The fewest moves to this state.
    pub cost: u64,
}

/// `{"answer", "reached"}`: the naive search over (blank, piece) positions.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct NaiveReply {
    /// The fewest moves, or -1.
    pub answer: i64,
    /// The positions it reached before it stopped.
    pub reached: u64,
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
    /// Only when asked for (`walk`): the blank's breadth-first walk from the
    /// cell's first free side, never entering it; `null` when the cell has
    /// no free side.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub walk: Option<Option<WalkReply>>,
}

/// `{"from", "reached"}`: the blank's walk round a cell.
#[derive(Clone, Debug, Serialize)]
pub struct WalkReply {
    /// The side it starts from.
    pub from: char,
    /// `[row, column, distance]` (row and column from 1), nearest first.
    pub reached: Vec<[usize; 3]>,
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
            settled: None,
            naive: None,
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
            walk: None,
        }
    }
}

/// What to explain: a game or a cell, and which searches to add.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct ExplainQuery {
    /// Game K, from 1.
    pub game: Option<usize>,
    /// Cell `R,C`, from 1, as text.
    pub cell: Option<String>,
    /// With a game: the state search's settled states.
    #[serde(default)]
    pub search: bool,
    /// With a game: the naive search's size.
    #[serde(default)]
    pub naive: bool,
    /// With a cell: the blank's walk round it.
    #[serde(default)]
    pub walk: bool,
    /// The part of the board whose states and cells `search` and `walk`
    /// list, `R,C,H,W`: top-left row and column from 1, height and width.
    /// The searches run on the whole board; without a window the board
    /// must have at most [`SEARCH_LIST_MAX_CELLS`] cells.
    pub window: Option<String>,
}

/// A part of the board, 0-based: rows `r0..r0 + rows`, columns `c0..c0 + cols`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Window {
    r0: usize,
    c0: usize,
    rows: usize,
    cols: usize,
}

impl Window {
    /// `R,C,H,W` with R and C from 1.
    fn parse(text: &str) -> Option<Window> {
        let mut numbers = text.split(',').map(|n| n.trim().parse::<usize>().ok());
        let (r, c, rows, cols) = (
            numbers.next()??,
            numbers.next()??,
            numbers.next()??,
            numbers.next()??,
        );
        if numbers.next().is_some() {
            return None;
        }
        Some(Window {
            r0: r.checked_sub(1)?,
            c0: c.checked_sub(1)?,
            rows,
            cols,
        })
    }

    /// The whole board.
    fn whole(puzzle: &Puzzle) -> Window {
        Window {
            r0: 0,
            c0: 0,
            rows: puzzle.board.rows(),
            cols: puzzle.board.cols(),
        }
    }

    fn cells(self) -> usize {
        self.rows.saturating_mul(self.cols)
    }

    fn contains(self, pos: Pos) -> bool {
        (self.r0..self.r0.saturating_add(self.rows)).contains(&pos.row())
            && (self.c0..self.c0.saturating_add(self.cols)).contains(&pos.col())
    }
}

/// The reply: one of the two shapes.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum ExplainReply {
    /// A game explained.
    Game(GameReply),
    /// A cell explained.
    Cell(CellReply),
}

/// The most cells of a board whose searches are listed state by state
/// (`search`, `walk`): Learn asks them of the part of the board it draws,
/// at most 40 x 40.
pub const SEARCH_LIST_MAX_CELLS: usize = 40_000;

/// `R,C` from 1, as 0-based.
fn parse_cell(text: &str) -> Option<Pos> {
    let (row, col) = text.split_once(',')?;
    // Rows and columns past u32 are outside any board.
    let row: u32 = row.trim().parse().ok()?;
    let col: u32 = col.trim().parse().ok()?;
    let (row, col) = (row.checked_sub(1)?, col.checked_sub(1)?);
    Some(Pos { row, col })
}

/// Explains what `query` asks of `puzzle`.
///
/// # Errors
/// `400` for a query that asks for no one thing, a cell or game that is not
/// there, or a listed search on a window (or a board without one) of more
/// than [`SEARCH_LIST_MAX_CELLS`] cells; `422` over the memory limit.
pub fn explain_reply(
    puzzle: &Puzzle,
    query: &ExplainQuery,
    limits: &RequestLimits,
) -> Result<ExplainReply, Refusal> {
    let window = match &query.window {
        None => Window::whole(puzzle),
        Some(text) => Window::parse(text).ok_or_else(|| {
            Refusal::bad_request(format!(
                "window={text}: give a top row and a left column, from 1, a height and a width, as R,C,H,W"
            ))
        })?,
    };
    if (query.search || query.walk) && window.cells() > SEARCH_LIST_MAX_CELLS {
        return Err(Refusal::bad_request(format!(
            "searches are listed state by state on at most {SEARCH_LIST_MAX_CELLS} cells: ask for a window"
        )));
    }
    match (&query.game, &query.cell) {
        (Some(_), Some(_)) | (None, None) => Err(Refusal::bad_request(
            "ask for one thing to explain: ?game=K or ?cell=R,C",
        )),
        (None, Some(text)) => {
            let cell = parse_cell(text).ok_or_else(|| {
                Refusal::bad_request(format!(
                    "cell={text}: give a row and a column, from 1, as R,C"
                ))
            })?;
            // The costs round one cell: the rest may stay pending.
            let graph = StateGraph::with_budget(&puzzle.board, SEARCH_LIMIT);
            let explained = CellExplanation::new(&graph, cell)
                .map_err(|error| Refusal::bad_request(error.to_string()))?;
            let mut reply = CellReply::new(&explained);
            if query.walk {
                reply.walk = Some(BlankWalk::round(&puzzle.board, cell).map(|walk| {
                    WalkReply {
                        from: walk.from.letter(),
                        reached: walk
                            .reached
                            .iter()
                            .map(|&(p, d)| [p.row() + 1, p.col() + 1, d as usize])
                            .collect(),
                    }
                }));
            }
            Ok(ExplainReply::Cell(reply))
        }
        (Some(_), None) => {
            let index = game_index(puzzle, query.game)?;
            let game = &puzzle.games[index];
            let one = Puzzle {
                board: puzzle.board.clone(),
                games: vec![*game],
            };
            limits.check_memory(&one, &huarong::SolveOptions::default().with_moves(true))?;
            let explained = GameExplanation::new(&puzzle.board, game)
                .map_err(|error| Refusal::internal(error.to_string()))?;
            let mut reply = GameReply::new(index + 1, &explained);
            if query.search {
                let graph = StateGraph::new(&puzzle.board);
                let search = StateSearch::new(&graph, game)
                    .map_err(|error| Refusal::internal(error.to_string()))?;
                reply.settled = Some(
                    search
                        .settled
                        .iter()
                        .filter(|s| window.contains(s.piece))
                        .map(|s| SettledReply {
                            piece: at(s.piece),
                            side: s.side.letter(),
                            cost: s.cost,
                        })
                        .collect(),
                );
            }
            if query.naive {
                let naive = NaiveSearch::new(&puzzle.board, game)
                    .map_err(|error| Refusal::internal(error.to_string()))?;
                reply.naive = Some(naive.map(|n| NaiveReply {
                    answer: answer(n.answer),
                    reached: n.reached,
                }));
            }
            Ok(ExplainReply::Game(reply))
        }
    }
}
