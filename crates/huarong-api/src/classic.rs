//! `classic`: the classic Huarong Dao (华容道) and puzzles like it, for the
//! page's classic game: a layout (the layout format of `huarong classic`, or
//! a built-in one by name) solved in a metric, a hint from any layout, a
//! move checked and made, and the built-in layouts.

use std::collections::BTreeMap;

use huarong::Pos;
use huarong::classic::{
    Band, ClassicMove, ClassicPuzzle, ClassicSearchLimits, Difficulty, Famous, Metric, Mix,
    NextMove, Optima, Role, cast, next_move, solve,
};
use serde::{Deserialize, Serialize};

use crate::error::Refusal;

/// What a `classic` request asks: the layout (text, or a built-in one's
/// name), the metric, and what to do with it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct ClassicQuery {
    /// The layout in the layout format.
    pub layout: Option<String>,
    /// A built-in layout's pinyin (`hengdao-lima`) or Chinese name.
    pub name: Option<String>,
    /// `piece` (default) or `cell`.
    pub metric: Option<String>,
    /// `solve` (default: the optimum, the moves and the reachable layouts),
    /// `hint` (the next optimal move and the moves to go), `move` (make
    /// `step`), `list` (the built-in layouts and the difficulties),
    /// `random` (a layout drawn by its optimum: `difficulty` or `optimum`,
    /// `pieces`, `seed`) or `daily` (the layout of the day `date`).
    pub action: Option<String>,
    /// With `move`: the move, as `C DL`; with `to`, the piece's name alone.
    pub step: Option<String>,
    /// With `move`: the cell `R,C` (from 1) the piece `step` names must
    /// cover after its shortest slide there (`ClassicPuzzle::slide_to`).
    pub to: Option<String>,
    /// With `random`: `easy`, `medium`, `hard` or `expert`.
    pub difficulty: Option<String>,
    /// With `random`, instead of `difficulty`: the range of optima, `A..B`
    /// (default `1..`).
    pub optimum: Option<String>,
    /// With `random`: the mix of pieces, as `4v1h4s` (the default,
    /// 横刀立马's).
    pub pieces: Option<String>,
    /// With `random`: the seed; the same seed draws the same layout.
    pub seed: Option<u64>,
    /// With `daily`: the day, `YYYY-MM-DD`.
    pub date: Option<String>,
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
    /// `random` and `daily`: how the layout was drawn.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drawn: Option<DrawReply>,
    /// `random` and `daily`: who each piece is, by the piece's character
    /// (`huarong::classic::cast`), as a built-in layout's `names`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub names: Option<BTreeMap<char, NameReply>>,
}

/// `{"pieces", "range", "candidates", "seed"}`: how a layout was drawn.
#[derive(Clone, Debug, Serialize)]
pub struct DrawReply {
    /// The mix, as `4v1h4s`.
    pub pieces: String,
    /// The range of optima drawn from, as `55..79`.
    pub range: String,
    /// How many layouts of the mix lie in it: each was as likely.
    pub candidates: u64,
    /// The seed.
    pub seed: u64,
}

/// `{"name", "min", "max"}`: a difficulty's band of optima in the piece
/// count (`max` null: no bound).
#[derive(Clone, Debug, Serialize)]
pub struct DifficultyReply {
    /// `easy`, `medium`, `hard` or `expert`.
    pub name: &'static str,
    /// The least optimum.
    pub min: usize,
    /// The greatest, `null` for none.
    pub max: Option<usize>,
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
// One answer a request, serialized at once: its size does not matter.
#[allow(clippy::large_enum_variant)]
pub enum ClassicAnswer {
    /// `solve`, `hint` or `move`.
    Layout(ClassicReply),
    /// `list`: `{"layouts": [...], "difficulties": [...]}`.
    List {
        /// The built-in layouts, 横刀立马 first.
        layouts: Vec<FamousReply>,
        /// The difficulties `random` draws by, the easiest first.
        difficulties: Vec<DifficultyReply>,
    },
}

/// Who each piece of `puzzle` is, by the piece's character.
fn names_of(puzzle: &ClassicPuzzle) -> BTreeMap<char, NameReply> {
    cast(puzzle)
        .into_iter()
        .map(|(piece, role)| (piece, role.into()))
        .collect()
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
fn slide(puzzle: &ClassicPuzzle, piece: &str, to: &str) -> Result<ClassicMove, Refusal> {
    let mut name = piece.trim().chars();
    let (Some(name), None) = (name.next(), name.next()) else {
        return Err(Refusal::bad_request(format!(
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
            Refusal::bad_request(format!(
                "'{to}' is no cell of the board: write its row and column from 1, as `4,2`"
            ))
        })?;
    if puzzle.piece(name).is_none() {
        return Err(Refusal::bad_request(format!("no piece is called '{name}'")));
    }
    puzzle
        .slide_to(name, Pos::new(cell.0 - 1, cell.1 - 1))
        .ok_or_else(|| {
            Refusal::bad_request(format!(
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
                names: names_of(&f.puzzle()),
            })
            .collect();
        let difficulties = Difficulty::ALL
            .iter()
            .map(|d| {
                let band = d.band(Metric::Piece);
                DifficultyReply {
                    name: d.name(),
                    min: band.min,
                    max: (band.max != usize::MAX).then_some(band.max),
                }
            })
            .collect();
        return Ok(ClassicAnswer::List {
            layouts,
            difficulties,
        });
    }
    if action == "random" || action == "daily" {
        return drawn(query, action == "daily", limits);
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
    let metric = metric_of(query)?;
    let over = |error: huarong::classic::ClassicSolveError| Refusal::over_limit(error.to_string());
    let mut reply = ClassicReply {
        layout: layout_reply(&puzzle),
        metric: metric.name(),
        optimum: None,
        reachable: None,
        moves: None,
        to_go: None,
        drawn: None,
        names: None,
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
            let mv = match &query.to {
                Some(to) => slide(&puzzle, step, to)?,
                None => step
                    .parse()
                    .map_err(|error: huarong::classic::MoveSyntaxError| {
                        Refusal::bad_request(error.to_string())
                    })?,
            };
            let moved = puzzle
                .apply(&mv)
                .map_err(|error| Refusal::bad_request(error.to_string()))?;
            reply.layout = layout_reply(&moved);
            reply.moves = Some(vec![mv.to_string()]);
        }
        other => {
            return Err(Refusal::bad_request(format!(
                "no classic action {other:?}: ask for solve, hint, move, list, random or daily"
            )));
        }
    }
    Ok(ClassicAnswer::Layout(reply))
}

/// The metric a query asks for.
fn metric_of(query: &ClassicQuery) -> Result<Metric, Refusal> {
    query
        .metric
        .as_deref()
        .unwrap_or("piece")
        .parse()
        .map_err(|error: huarong::classic::UnknownMetric| Refusal::bad_request(error.to_string()))
}

/// `random` (or `daily` if `daily`): a layout drawn by its optimum.
fn drawn(
    query: &ClassicQuery,
    daily: bool,
    limits: &ClassicSearchLimits,
) -> Result<ClassicAnswer, Refusal> {
    let bad = |message: String| Refusal::bad_request(message);
    let metric = metric_of(query)?;
    let mix = match &query.pieces {
        Some(text) if !daily => text.parse::<Mix>().map_err(|e| bad(e.to_string()))?,
        _ => Mix::HENGDAO_LIMA,
    };
    let (band, seed) = if daily {
        let date = query
            .date
            .as_deref()
            .ok_or_else(|| bad("the layout of the day needs its date, YYYY-MM-DD".to_owned()))?;
        let (year, month, day) = parse_date(date)
            .ok_or_else(|| bad(format!("{date:?} is no date: write YYYY-MM-DD")))?;
        (
            Difficulty::Hard.band(metric),
            huarong::classic::daily_seed(year, month, day),
        )
    } else {
        let band = match (&query.difficulty, &query.optimum) {
            (Some(_), Some(_)) => {
                return Err(bad(
                    "give a difficulty or a range of optima, not both".to_owned()
                ));
            }
            (Some(name), None) => name
                .parse::<Difficulty>()
                .map_err(|e| bad(e.to_string()))?
                .band(metric),
            (None, Some(range)) => range.parse::<Band>().map_err(|e| bad(e.to_string()))?,
            (None, None) => Band::ANY,
        };
        let seed = query
            .seed
            .ok_or_else(|| bad("a draw needs its seed (a number)".to_owned()))?;
        (band, seed)
    };
    if Optima::bytes(mix) > limits.max_bytes {
        return Err(Refusal::over_limit(format!(
            "the optima of the mix {mix} take more than the memory limit"
        )));
    }
    let optima = Optima::compute(mix, metric).map_err(|e| Refusal::over_limit(e.to_string()))?;
    let (puzzle, optimum) = optima.draw(band, seed).ok_or_else(|| {
        bad(format!(
            "no layout of the mix {mix} has an optimum in {band} in the {metric} count"
        ))
    })?;
    Ok(ClassicAnswer::Layout(ClassicReply {
        layout: layout_reply(&puzzle),
        metric: metric.name(),
        optimum: Some(as_i64(optimum)),
        reachable: None,
        moves: None,
        to_go: None,
        drawn: Some(DrawReply {
            pieces: mix.to_string(),
            range: band.to_string(),
            candidates: optima.count(band),
            seed,
        }),
        names: Some(names_of(&puzzle)),
    }))
}

/// `YYYY-MM-DD`, checked to be a day of the calendar.
fn parse_date(text: &str) -> Option<(u32, u32, u32)> {
    let mut parts = text.trim().splitn(3, '-').map(str::parse::<u32>);
    let (year, month, day) = (
        parts.next()?.ok()?,
        parts.next()?.ok()?,
        parts.next()?.ok()?,
    );
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return None,
    };
    ((1..=days).contains(&day) && (1..=9999).contains(&year)).then_some((year, month, day))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(query: &ClassicQuery) -> Result<ClassicAnswer, Refusal> {
        classic_reply(query, &ClassicSearchLimits::default())
    }

    #[test]
    fn a_difficulty_draws_a_layout_in_its_band() {
        let query = |seed| ClassicQuery {
            action: Some("random".to_owned()),
            difficulty: Some("expert".to_owned()),
            seed: Some(seed),
            ..ClassicQuery::default()
        };
        let Ok(ClassicAnswer::Layout(first)) = reply(&query(5)) else {
            panic!("a layout")
        };
        let optimum = first.optimum.unwrap();
        assert!((80..=93).contains(&optimum), "{optimum}");
        let drawn = first.drawn.as_ref().unwrap();
        assert_eq!(
            (drawn.pieces.as_str(), drawn.range.as_str()),
            ("4v1h4s", "80..")
        );
        // Its pieces are named by the cast rule: one Cao Cao, four soldiers.
        let names = first.names.as_ref().unwrap();
        let count = |role| names.values().filter(|n| n.role == role).count();
        assert_eq!(
            (count("cao-cao"), count("soldier"), names.len()),
            (1, 4, 10)
        );
        let puzzle = ClassicPuzzle::parse(&first.layout.text).unwrap();
        let solved = solve(&puzzle, Metric::Piece, &ClassicSearchLimits::default()).unwrap();
        assert_eq!(solved.optimum.map(as_i64), Some(optimum));
        let Ok(ClassicAnswer::Layout(again)) = reply(&query(5)) else {
            panic!("a layout")
        };
        assert_eq!(again.layout.text, first.layout.text);
    }

    #[test]
    fn the_layout_of_the_day_is_the_same_all_day() {
        let query = |date: &str| ClassicQuery {
            action: Some("daily".to_owned()),
            date: Some(date.to_owned()),
            ..ClassicQuery::default()
        };
        let text = |date| match reply(&query(date)) {
            Ok(ClassicAnswer::Layout(r)) => r.layout.text,
            _ => panic!("a layout"),
        };
        assert_eq!(text("2026-12-07"), text("2026-12-07"));
        assert_ne!(text("2026-12-07"), text("2026-12-08"));
        assert!(reply(&query("2026-02-30")).is_err());
        let missing = ClassicQuery {
            action: Some("random".to_owned()),
            ..ClassicQuery::default()
        };
        assert!(reply(&missing).is_err(), "a draw needs its seed");
    }

    #[test]
    fn the_list_states_the_difficulties() {
        let Ok(ClassicAnswer::List { difficulties, .. }) = reply(&ClassicQuery {
            action: Some("list".to_owned()),
            ..ClassicQuery::default()
        }) else {
            panic!("the list")
        };
        let names: Vec<&str> = difficulties.iter().map(|d| d.name).collect();
        assert_eq!(names, ["easy", "medium", "hard", "expert"]);
        assert_eq!(difficulties[3].max, None);
    }
}
