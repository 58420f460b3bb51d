//! `classic`: the classic Huarong Dao (华容道) and puzzles like it, for the
//! page's classic game: a layout (the layout format of `huarong classic`, or
//! a built-in one by name) solved in a metric, a hint from any layout, a
//! move checked and made, and the built-in layouts.

use huarong::classic::{
    ClassicMove, ClassicPuzzle, ClassicSearchLimits, Famous, Metric, NextMove, next_move, solve,
};
use serde::Serialize;

use crate::error::Refusal;

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
    /// With `move`: the move, as `C DL`.
    pub step: Option<String>,
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
    /// move alone (none when solved or unreachable).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<Vec<String>>,
    /// `hint`: the fewest moves to go from here, 0 when solved, -1 when the
    /// goal cannot be reached.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_go: Option<i64>,
}

/// One built-in layout: `{"pinyin", "chinese", "text"}`.
#[derive(Clone, Debug, Serialize)]
pub struct FamousReply {
    /// Its name in pinyin.
    pub pinyin: &'static str,
    /// Its Chinese name.
    pub chinese: &'static str,
    /// Its layout text.
    pub text: &'static str,
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
    limits: &ClassicSearchLimits,
) -> Result<ClassicAnswer, Refusal> {
    let action = query.action.as_deref().unwrap_or("solve");
    if action == "list" {
        let layouts = Famous::ALL
            .iter()
            .map(|f| FamousReply {
                pinyin: f.pinyin,
                chinese: f.chinese,
                text: f.text,
            })
            .collect();
        return Ok(ClassicAnswer::List { layouts });
    }
    let puzzle = match (&query.layout, &query.name) {
        (Some(text), None) => ClassicPuzzle::parse(text.as_bytes())
            .map_err(|error| Refusal::bad_request(error.to_string()))?,
        (None, Some(name)) => Famous::find(name)
            .ok_or_else(|| Refusal::bad_request(format!("no built-in layout is called {name:?}")))?
            .puzzle(),
        _ => {
            return Err(Refusal::bad_request(
                "give one layout: its text (layout) or a built-in one's name (name)",
            ));
        }
    };
    let metric: Metric = query.metric.as_deref().unwrap_or("piece").parse().map_err(
        |error: huarong::classic::UnknownMetric| Refusal::bad_request(error.to_string()),
    )?;
    let over = |error: huarong::classic::ClassicSolveError| Refusal::over_limit(error.to_string());
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
                .ok_or_else(|| Refusal::bad_request("a move needs its step, as `C DL`"))?;
            let mv: ClassicMove =
                step.parse()
                    .map_err(|error: huarong::classic::MoveSyntaxError| {
                        Refusal::bad_request(error.to_string())
                    })?;
            let moved = puzzle
                .apply(&mv)
                .map_err(|error| Refusal::bad_request(error.to_string()))?;
            reply.layout = layout_reply(&moved);
        }
        other => {
            return Err(Refusal::bad_request(format!(
                "no classic action {other:?}: ask for solve, hint, move or list"
            )));
        }
    }
    Ok(ClassicAnswer::Layout(reply))
}
