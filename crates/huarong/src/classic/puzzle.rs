//! A sliding-block puzzle as the player sees it: the board and its walls, the
//! pieces with their names, and where the designated piece must go.

use std::fmt;

use crate::classic::moves::{ClassicMove, ClassicMoveError, ClassicReplayError, Obstacle};
use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::dir::Dir;

/// One piece: a filled rectangle of cells, named by the character its cells
/// hold in the layout text.
///
/// ```
/// use huarong::Pos;
/// use huarong::classic::ClassicPuzzle;
/// let puzzle = ClassicPuzzle::parse("AAB\nAA.\ngoal A 1 2\n")?;
/// let a = puzzle.piece('A').unwrap();
/// assert_eq!((a.pos, a.height, a.width), (Pos::new(0, 0), 2, 2));
/// assert!(a.covers(Pos::new(1, 1)) && !a.covers(Pos::new(0, 2)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// The character that names the piece: an ASCII letter or digit.
    pub name: char,
    /// Its top-left cell, 0-based.
    pub pos: Pos,
    /// How many rows it spans.
    pub height: usize,
    /// How many columns it spans.
    pub width: usize,
}

impl Piece {
    /// Whether the piece covers the cell at `pos`.
    #[must_use]
    pub fn covers(&self, pos: Pos) -> bool {
        (self.pos.row()..self.pos.row() + self.height).contains(&pos.row())
            && (self.pos.col()..self.pos.col() + self.width).contains(&pos.col())
    }

    /// The cells it covers, row by row.
    pub fn cells(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.height).flat_map(move |dr| {
            (0..self.width).map(move |dc| Pos::new(self.pos.row() + dr, self.pos.col() + dc))
        })
    }

    /// `(height, width)`: pieces of one shape are interchangeable, except the
    /// designated one.
    #[must_use]
    pub fn shape(&self) -> (usize, usize) {
        (self.height, self.width)
    }
}

/// A classic sliding-block puzzle: rectangular pieces on a board of `rows` x
/// `cols` cells with walls, and one designated piece that must reach a goal
/// position (its top-left cell there).
///
/// Made by [`ClassicPuzzle::parse`] from the layout text, and written back by
/// `Display` in the same format.
///
/// ```
/// use huarong::Pos;
/// use huarong::classic::ClassicPuzzle;
/// let text = "ACCB\nACCB\nDEEF\nDGHF\nI..J\ngoal C 4 2\n";
/// let puzzle = ClassicPuzzle::parse(text)?;
/// assert_eq!((puzzle.rows(), puzzle.cols()), (5, 4));
/// assert_eq!(puzzle.pieces().len(), 10);
/// assert_eq!(puzzle.designated().name, 'C');
/// assert_eq!(puzzle.goal(), Pos::new(3, 1));
/// assert_eq!(puzzle.to_string(), text);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassicPuzzle {
    /// The cells that are not walls, free; the walls, fixed.
    floor: Board,
    /// In the reading order of their top-left cells.
    pieces: Vec<Piece>,
    /// Index of the designated piece in `pieces`.
    designated: usize,
    /// Where the designated piece's top-left cell must go.
    goal: Pos,
}

impl ClassicPuzzle {
    /// A puzzle from parts the parser has checked: pieces in reading order,
    /// inside the board, on no wall and on no other piece; the goal a place
    /// where the designated piece fits.
    pub(crate) fn from_parts(
        floor: Board,
        pieces: Vec<Piece>,
        designated: usize,
        goal: Pos,
    ) -> ClassicPuzzle {
        ClassicPuzzle {
            floor,
            pieces,
            designated,
            goal,
        }
    }

    /// Number of rows.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.floor.rows()
    }

    /// Number of columns.
    #[must_use]
    pub fn cols(&self) -> usize {
        self.floor.cols()
    }

    /// Whether `pos` is on the board.
    #[must_use]
    pub fn contains(&self, pos: Pos) -> bool {
        self.floor.contains(pos)
    }

    /// Whether the cell at `pos` is a wall (cells off the board are not).
    #[must_use]
    pub fn is_wall(&self, pos: Pos) -> bool {
        self.contains(pos) && !self.floor.is_free(pos)
    }

    /// The pieces, in the reading order of their top-left cells.
    #[must_use]
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The piece that must reach the goal.
    #[must_use]
    pub fn designated(&self) -> &Piece {
        &self.pieces[self.designated]
    }

    /// The index of the designated piece in [`ClassicPuzzle::pieces`].
    #[must_use]
    pub fn designated_index(&self) -> usize {
        self.designated
    }

    /// Where the designated piece's top-left cell must go.
    #[must_use]
    pub fn goal(&self) -> Pos {
        self.goal
    }

    /// The piece named `name`.
    #[must_use]
    pub fn piece(&self, name: char) -> Option<&Piece> {
        self.pieces.iter().find(|p| p.name == name)
    }

    /// The piece covering the cell at `pos`.
    #[must_use]
    pub fn piece_at(&self, pos: Pos) -> Option<&Piece> {
        self.pieces.iter().find(|p| p.covers(pos))
    }

    /// Whether the designated piece is on its goal.
    #[must_use]
    pub fn is_solved(&self) -> bool {
        self.designated().pos == self.goal
    }

    /// The puzzle after `mv`: its piece slides one cell per step, each step
    /// into blank cells. The pieces keep their order.
    ///
    /// # Errors
    /// When no piece has the move's name, the move has no steps, or a step
    /// runs into a wall, another piece or the edge of the board.
    ///
    /// ```
    /// use huarong::Pos;
    /// use huarong::classic::{ClassicMove, ClassicPuzzle};
    /// let puzzle = ClassicPuzzle::parse("A..\n.#.\ngoal A 2 3\n")?;
    /// let moved = puzzle.apply(&"A RRD".parse::<ClassicMove>()?)?;
    /// assert_eq!(moved.piece('A').unwrap().pos, Pos::new(1, 2));
    /// assert!(moved.is_solved());
    /// let err = puzzle.apply(&"A RD".parse::<ClassicMove>()?).unwrap_err();
    /// assert_eq!(err.to_string(), "step 2 of piece 'A' (D) runs into a wall");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply(&self, mv: &ClassicMove) -> Result<ClassicPuzzle, ClassicMoveError> {
        let index = self
            .pieces
            .iter()
            .position(|p| p.name == mv.piece)
            .ok_or(ClassicMoveError::UnknownPiece { piece: mv.piece })?;
        if mv.steps.is_empty() {
            return Err(ClassicMoveError::NoSteps { piece: mv.piece });
        }
        let mut piece = self.pieces[index];
        for (i, &dir) in mv.steps.iter().enumerate() {
            let next = self.stepped(&piece, dir).ok_or(ClassicMoveError::Blocked {
                piece: mv.piece,
                step: i + 1,
                dir,
                by: Obstacle::Edge,
            })?;
            for cell in next.cells().filter(|&c| !piece.covers(c)) {
                let by = if self.is_wall(cell) {
                    Some(Obstacle::Wall)
                } else {
                    self.piece_at(cell).map(|p| Obstacle::Piece(p.name))
                };
                if let Some(by) = by {
                    return Err(ClassicMoveError::Blocked {
                        piece: mv.piece,
                        step: i + 1,
                        dir,
                        by,
                    });
                }
            }
            piece = next;
        }
        let mut after = self.clone();
        after.pieces[index] = piece;
        Ok(after)
    }

    /// The puzzle after every move of `moves`, in order.
    ///
    /// # Errors
    /// The first move that cannot be made, with its index.
    pub fn replay(&self, moves: &[ClassicMove]) -> Result<ClassicPuzzle, ClassicReplayError> {
        let mut now = self.clone();
        for (index, mv) in moves.iter().enumerate() {
            now = now
                .apply(mv)
                .map_err(|error| ClassicReplayError { index, error })?;
        }
        Ok(now)
    }

    /// `piece` one cell in `dir`, when it stays on the board.
    pub(crate) fn stepped(&self, piece: &Piece, dir: Dir) -> Option<Piece> {
        let (dr, dc) = dir.delta();
        let row = piece.pos.row().checked_add_signed(dr)?;
        let col = piece.pos.col().checked_add_signed(dc)?;
        (row + piece.height <= self.rows() && col + piece.width <= self.cols()).then_some(Piece {
            pos: Pos::new(row, col),
            ..*piece
        })
    }

    /// The character of every cell, row by row: the piece's name, `.` for a
    /// blank, `#` for a wall.
    #[must_use]
    pub fn grid(&self) -> Vec<Vec<char>> {
        let mut grid: Vec<Vec<char>> = (0..self.rows())
            .map(|r| {
                (0..self.cols())
                    .map(|c| {
                        if self.is_wall(Pos::new(r, c)) {
                            '#'
                        } else {
                            '.'
                        }
                    })
                    .collect()
            })
            .collect();
        for piece in &self.pieces {
            for cell in piece.cells() {
                grid[cell.row()][cell.col()] = piece.name;
            }
        }
        grid
    }
}

impl fmt::Display for ClassicPuzzle {
    /// The layout text: the rows, then `goal L R C`, each line ending in `\n`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.grid() {
            writeln!(f, "{}", row.into_iter().collect::<String>())?;
        }
        writeln!(
            f,
            "goal {} {} {}",
            self.designated().name,
            self.goal.row() + 1,
            self.goal.col() + 1
        )
    }
}
