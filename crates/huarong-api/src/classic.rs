//! `classic`: the classic Huarong Dao (华容道) and puzzles like it, for the
//! page's classic game: a layout (the layout format of `huarong classic`, or
//! a built-in one by name) solved in a metric, a hint from any layout, a
//! move checked and made, and the built-in layouts.

use std::collections::BTreeMap;

use huarong::Pos;
use huarong::classic::{
    ClassicLimits, ClassicMove, ClassicPuzzle, Famous, Metric, NextMove, Role, cast, next_move,
    solve,
};
use serde::Serialize;

use crate::error::ApiError;

/// What a `classic` request asks: the layout (text, or a built-in one's
/// name), the metric, and what to do with it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassicQuery {
    /// The layout in the layout format.
    pub layout: Option<String>,
    /// A built-in layout's pinyin (`hengdao-lima`) or Chinese name.
    pub name: Option<String>,
    /// `piece` (default) or `cell`.
    pub metric: Option<String>,
    /// `solve` (default: the optimum, the moves and the reachable layouts),
    /// `hint` (the next optimal move and the moves to go), `move` (make
    /// `step`), or `list` (the built-in layouts).
    pub action: Option<String>,
    /// With `move`: the move, as `C DL`; with `to`, the piece's name alone.
    pub step: Option<String>,
    /// With `move`: the cell `R,C` (from 1) the piece `step` names must
    /// cover after its shortest slide there (`ClassicPuzzle::slide_to`).
    pub to: Option<String>,
}

/// `{"rows", "cols", "cells", "goal"}`: a layout as the page draws it.
#[derive(Clone, Debug, Serialize)]
pub struct LayoutReply {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// The rows, one string each, as in the layout format.
    pub cells: Vec<String>,
    /// The pieces, in the order the layout names them.
    pub pieces: Vec<PieceReply>,
    /// The goal: `{"piece", "row", "col"}`, from 1.
    pub goal: GoalReply,
    /// Whether the designated piece is on its goal.
    pub solved: bool,
    /// The layout in the layout format, goal line included.
    pub text: String,
}

/// `{"name", "row", "col", "height", "width"}`: one piece, its top-left
/// cell from 1.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct PieceReply {
    /// Its name.
    pub name: char,
    /// The row of its top-left cell.
    pub row: usize,
    /// The column of its top-left cell.
    pub col: usize,
    /// How many rows it spans.
    pub height: usize,
    /// How many columns it spans.
    pub width: usize,
}

/// `{"piece", "row", "col"}`: the designated piece and its goal, from 1.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct GoalReply {
    /// The designated piece's name.
    pub piece: char,
    /// The goal row of its top-left cell.
    pub row: usize,
    /// The goal column of its top-left cell.
    pub col: usize,
}

/// The reply to a `classic` request.
#[derive(Clone, Debug, Serialize)]
pub struct ClassicReply {
    /// The layout (after the move, for `move`).
    pub layout: LayoutReply,
    /// The metric: `piece` or `cell`.
    pub metric: &'static str,
    /// `solve`: the fewest moves, -1 when the goal cannot be reached.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optimum: Option<i64>,
    /// `solve`: the layouts reachable from this one, itself included.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reachable: Option<u64>,
    /// `solve`: an optimal sequence, one `C DL` a move; `hint`: its first
    /// move alone (none when solved or unreachable); `move`: the move made.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<Vec<String>>,
    /// `hint`: the fewest moves to go from here, 0 when solved, -1 when the
    /// goal cannot be reached.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_go: Option<i64>,
}

/// One built-in layout: `{"pinyin", "chinese", "text", "names"}`.
#[derive(Clone, Debug, Serialize)]
pub struct FamousReply {
    /// Its name in pinyin.
    pub pinyin: &'static str,
    /// Its Chinese name.
    pub chinese: &'static str,
    /// Its layout text.
    pub text: &'static str,
    /// Who each piece is, by the piece's character (`huarong::classic::cast`).
    pub names: BTreeMap<char, NameReply>,
}

/// `{"role", "en", "zh-CN"}`: who a piece of a built-in layout is.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct NameReply {
    /// The role's key: `cao-cao`, `guan-yu`, ..., `general`, `soldier`.
    pub role: &'static str,
    /// Its name in English: `Cao Cao`.
    pub en: &'static str,
    /// Its name in Chinese: `曹操`.
    #[serde(rename = "zh-CN")]
    pub zh_cn: &'static str,
}

impl From<Role> for NameReply {
    fn from(role: Role) -> NameReply {
        NameReply {
            role: role.key(),
            en: role.english(),
            zh_cn: role.chinese(),
        }
    }
}

/// The reply: a layout's answers, or the list of built-in layouts.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum ClassicAnswer {
    /// `solve`, `hint` or `move`.
    Layout(ClassicReply),
    /// `list`: `{"layouts": [...]}`.
    List {
        /// The built-in layouts, 横刀立马 first.
        layouts: Vec<FamousReply>,
    },
}

/// The layout as the page draws it.
fn layout_reply(puzzle: &ClassicPuzzle) -> LayoutReply {
    let designated = puzzle.designated();
    let goal = puzzle.goal();
    LayoutReply {
        rows: puzzle.rows(),
        cols: puzzle.cols(),
        cells: puzzle
            .grid()
            .iter()
            .map(|row| row.iter().collect())
            .collect(),
        pieces: puzzle
            .pieces()
            .iter()
            .map(|p| PieceReply {
                name: p.name,
                row: p.pos.row() + 1,
                col: p.pos.col() + 1,
                height: p.height,
                width: p.width,
            })
            .collect(),
        goal: GoalReply {
            piece: designated.name,
            row: goal.row() + 1,
            col: goal.col() + 1,
        },
        solved: puzzle.is_solved(),
        text: puzzle.to_string(),
    }
}

/// The shortest slide of the piece named `piece` to cover cell `to` (`R,C`,
/// from 1).
fn slide(puzzle: &ClassicPuzzle, piece: &str, to: &str) -> Result<ClassicMove, ApiError> {
    let mut name = piece.trim().chars();
    let (Some(name), None) = (name.next(), name.next()) else {
        return Err(ApiError::bad_request(format!(
            "'{piece}' is not a piece's name: with `to`, the step is the piece alone"
        )));
    };
    let cell = to
        .split_once(',')
        .and_then(|(r, c)| {
            Some((
                r.trim().parse::<usize>().ok()?,
                c.trim().parse::<usize>().ok()?,
            ))
        })
        .filter(|&(r, c)| (1..=puzzle.rows()).contains(&r) && (1..=puzzle.cols()).contains(&c))
        .ok_or_else(|| {
            ApiError::bad_request(format!(
                "'{to}' is no cell of the board: write its row and column from 1, as `4,2`"
            ))
        })?;
    if puzzle.piece(name).is_none() {
        return Err(ApiError::bad_request(format!(
            "no piece is called '{name}'"
        )));
    }
    puzzle
        .slide_to(name, Pos::new(cell.0 - 1, cell.1 - 1))
        .ok_or_else(|| {
            ApiError::bad_request(format!(
                "piece '{name}' cannot slide to row {}, column {}",
                cell.0, cell.1
            ))
        })
}

fn as_i64(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// Answers `query` within `limits`.
///
/// # Errors
/// `400` for a layout that does not parse (the message names the line and
/// column), an unknown name, metric or action, or an illegal move; `422`
/// when the layouts would not fit `limits`.
pub fn classic_reply(
    query: &ClassicQuery,
    limits: &ClassicLimits,
) -> Result<ClassicAnswer, ApiError> {
    let action = query.action.as_deref().unwrap_or("solve");
    if action == "list" {
        let layouts = Famous::ALL
            .iter()
            .map(|f| FamousReply {
                pinyin: f.pinyin,
                chinese: f.chinese,
                text: f.text,
                names: cast(&f.puzzle())
                    .into_iter()
                    .map(|(piece, role)| (piece, role.into()))
                    .collect(),
            })
            .collect();
        return Ok(ClassicAnswer::List { layouts });
    }
    let puzzle = match (&query.layout, &query.name) {
        (Some(text), None) => ClassicPuzzle::parse(text.as_bytes())
            .map_err(|error| ApiError::bad_request(error.to_string()))?,
        (None, Some(name)) => Famous::find(name)
            .ok_or_else(|| ApiError::bad_request(format!("no built-in layout is called {name:?}")))?
            .puzzle(),
        _ => {
            return Err(ApiError::bad_request(
                "give one layout: its text (layout) or a built-in one's name (name)",
            ));
        }
    };
    let metric: Metric = query.metric.as_deref().unwrap_or("piece").parse().map_err(
        |error: huarong::classic::UnknownMetric| ApiError::bad_request(error.to_string()),
    )?;
    let over = |error: huarong::classic::ClassicSolveError| ApiError::over_limit(error.to_string());
    let mut reply = ClassicReply {
        layout: layout_reply(&puzzle),
        metric: metric.name(),
        optimum: None,
        reachable: None,
        moves: None,
        to_go: None,
    };
    match action {
        "solve" => {
            let solution = solve(&puzzle, metric, limits).map_err(over)?;
            reply.optimum = Some(solution.optimum.map_or(-1, as_i64));
            reply.reachable = Some(solution.reachable);
            reply.moves = Some(solution.moves.iter().map(ToString::to_string).collect());
        }
        "hint" => match next_move(&puzzle, metric, limits).map_err(over)? {
            NextMove::Solved => {
                reply.to_go = Some(0);
                reply.moves = Some(Vec::new());
            }
            NextMove::Unreachable => {
                reply.to_go = Some(-1);
                reply.moves = Some(Vec::new());
            }
            NextMove::Move { next, remaining } => {
                reply.to_go = Some(as_i64(remaining));
                reply.moves = Some(vec![next.to_string()]);
            }
        },
        "move" => {
            let step = query
                .step
                .as_deref()
                .ok_or_else(|| ApiError::bad_request("a move needs its step, as `C DL`"))?;
            let mv = match &query.to {
                Some(to) => slide(&puzzle, step, to)?,
                None => step
                    .parse()
                    .map_err(|error: huarong::classic::MoveSyntaxError| {
                        ApiError::bad_request(error.to_string())
                    })?,
            };
            let moved = puzzle
                .apply(&mv)
                .map_err(|error| ApiError::bad_request(error.to_string()))?;
            reply.layout = layout_reply(&moved);
            reply.moves = Some(vec![mv.to_string()]);
        }
        other => {
            return Err(ApiError::bad_request(format!(
                "no classic action {other:?}: ask for solve, hint, move or list"
            )));
        }
    }
    Ok(ClassicAnswer::Layout(reply))
}
