//! One game explained the published way: the blank's first walk to each side
//! of the piece, and the optimal path through the state graph, step by step,
//! read off one of the solver's optimal solutions.

use crate::engine::solve;
use crate::engine::solver::{SolveError, SolveOptions};
use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::dir::Dir;
use crate::input::puzzle::{Game, GameError, Puzzle};
use crate::solution::{ReplayError, Solution, play};
use crate::walk::grid_search::GridSearch;

/// The blank's first walk to one free side of the piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SideCost {
    /// The side of the piece.
    pub side: Dir,
    /// The length of the blank's shortest walk from its start to that side
    /// without crossing the piece, or `None` when there is none.
    pub cost: Option<u64>,
}

/// What an edge of the state graph did to reach a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepKind {
    /// The first state: the blank has walked from its start to this side.
    Start,
    /// The blank walked round the piece from one side to another; the piece
    /// stayed.
    Around,
    /// The piece moved one cell into the blank (one move).
    Swap,
}

impl StepKind {
    /// The step's name: `start`, `around` or `swap`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            StepKind::Start => "start",
            StepKind::Around => "around",
            StepKind::Swap => "swap",
        }
    }
}

/// One state on the optimal path, and how it was reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// The piece's cell (0-based).
    pub piece: Pos,
    /// The side of the piece the blank is on. `None` only for a game whose
    /// piece starts on its target with the blank not beside it.
    pub side: Option<Dir>,
    /// The moves so far.
    pub cost: u64,
    /// The edge that led here.
    pub kind: StepKind,
}

/// A game explained: the blank's first walks, and the optimal path through
/// the state graph with one optimal move sequence that follows it.
///
/// ```
/// use huarong::{Board, Dir, Game, GameExplanation, Pos, StepKind};
/// let board = Board::from_rows(&["0111", "0110", "0100"]).unwrap();
/// let game = Game { blank: Pos::new(2, 1), piece: Pos::new(0, 1), target: Pos::new(1, 1) };
/// let explained = GameExplanation::new(&board, &game).unwrap();
/// assert_eq!(explained.answer(), Some(2));
/// let path = explained.path.as_ref().unwrap();
/// // The blank walks up to the piece's lower side (1 move), and the piece
/// // swaps down onto the target (1 more).
/// assert_eq!(path[0].side, Some(Dir::Down));
/// assert_eq!((path[0].kind, path[0].cost), (StepKind::Start, 1));
/// assert_eq!((path[1].kind, path[1].piece, path[1].cost), (StepKind::Swap, Pos::new(1, 1), 2));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameExplanation {
    /// The game explained.
    pub game: Game,
    /// One entry for each free side of the piece, in the order `U D L R`.
    pub start: Vec<SideCost>,
    /// The optimal path, start state first, the last at the target with the
    /// answer as its cost; `None` when the game is unsolvable.
    pub path: Option<Vec<Step>>,
    /// The optimal solution the path follows; `None` when unsolvable.
    pub solution: Option<Solution>,
}

/// Why a solution could not be explained.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExplainError {
    /// The game is not valid on the board.
    #[error(transparent)]
    Game(#[from] GameError),
    /// A move of the solution breaks the rules.
    #[error("the solution is not legal: {0}")]
    Moves(#[from] ReplayError),
    /// The solution leaves the piece off the target.
    #[error("the solution leaves the piece at ({r}, {c}), not on the target", r = .0.row() + 1, c = .0.col() + 1)]
    MissesTarget(Pos),
}

impl GameExplanation {
    /// Explains `game` on `board`, solving it with the default (fast) engine.
    ///
    /// # Errors
    /// When the game is not valid on the board.
    pub fn new(board: &Board, game: &Game) -> Result<GameExplanation, GameError> {
        game.check(board)?;
        // A puzzle of this game alone: the engine sizes its precomputation
        // for one game.
        let one = Puzzle {
            board: board.clone(),
            games: vec![*game],
        };
        let answers =
            solve(&one, &SolveOptions::default().with_moves(true)).map_err(|e| match e {
                SolveError::InvalidGame { error, .. } => error,
                // The fast engine takes every board; only the game can be wrong.
                other => unreachable!("the fast engine refused a valid game: {other}"),
            })?;
        let solution = answers.solutions().and_then(|s| s[0].clone());
        GameExplanation::from_solution(board, game, solution).map_err(|e| match e {
            ExplainError::Game(error) => error,
            other => unreachable!("the engine's own solution does not replay: {other}"),
        })
    }

    /// Explains `game` on `board` along `solution`, which should be one of
    /// the solver's optimal solutions (`None` for an unsolvable game): the
    /// path's states are those the solution passes through where the piece
    /// moves, and its costs the moves made so far.
    ///
    /// # Errors
    /// When the game is not valid, a move is illegal, or the solution does
    /// not bring the piece to the target.
    pub fn from_solution(
        board: &Board,
        game: &Game,
        solution: Option<Solution>,
    ) -> Result<GameExplanation, ExplainError> {
        game.check(board)?;
        let start = first_walks(board, game);
        let path = match &solution {
            None => None,
            Some(solution) => Some(path_of(board, game, &solution.moves)?),
        };
        Ok(GameExplanation {
            game: *game,
            start,
            path,
            solution,
        })
    }

    /// The fewest moves (the last step's cost), or `None` when unsolvable.
    #[must_use]
    pub fn answer(&self) -> Option<u64> {
        self.path
            .as_ref()
            .and_then(|path| path.last())
            .map(|s| s.cost)
    }
}

/// The blank's shortest walk to each free side of the piece, avoiding it.
pub(crate) fn first_walks(board: &Board, game: &Game) -> Vec<SideCost> {
    let piece = board.cell(game.piece);
    let blank = board.cell(game.blank);
    let mut search = GridSearch::new(board.layout_len());
    Dir::ALL
        .into_iter()
        .filter(|&d| board.free_cell(board.step(piece, d)))
        .map(|side| SideCost {
            side,
            cost: search.shortest(board, blank, board.step(piece, side), &[piece]),
        })
        .collect()
}

/// The side of `piece` that `blank` is on, if it is beside it.
fn side_of(board: &Board, piece: Pos, blank: Pos) -> Option<Dir> {
    Dir::ALL
        .into_iter()
        .find(|&d| board.neighbor(piece, d) == Some(blank))
}

/// The states `moves` pass through where the piece moves: before each swap
/// the state the blank walked to (a start, or a walk round the piece), and
/// after it the state the swap leads to.
fn path_of(board: &Board, game: &Game, moves: &[Dir]) -> Result<Vec<Step>, ExplainError> {
    let mut path: Vec<Step> = Vec::new();
    if game.piece == game.target && moves.is_empty() {
        path.push(Step {
            piece: game.piece,
            side: side_of(board, game.piece, game.blank),
            cost: 0,
            kind: StepKind::Start,
        });
        return Ok(path);
    }
    let (mut blank, mut piece) = (game.blank, game.piece);
    let end = play(board, game, moves, |index, next_blank, next_piece| {
        if next_piece != piece {
            // The blank stood on side `to` of the piece and swapped with it.
            let to = side_of(board, piece, blank).expect("a swap is with a neighbour");
            let moved = index as u64;
            let kind = match path.last() {
                None => Some(StepKind::Start),
                Some(last)
                    if last.piece != piece || last.side != Some(to) || last.cost != moved =>
                {
                    Some(StepKind::Around)
                }
                Some(_) => None,
            };
            if let Some(kind) = kind {
                path.push(Step {
                    piece,
                    side: Some(to),
                    cost: moved,
                    kind,
                });
            }
            path.push(Step {
                piece: next_piece,
                side: Some(to.opposite()),
                cost: moved + 1,
                kind: StepKind::Swap,
            });
        }
        (blank, piece) = (next_blank, next_piece);
    })?;
    if end != game.target || path.last().map(|s| s.piece) != Some(game.target) {
        return Err(ExplainError::MissesTarget(end));
    }
    Ok(path)
}
