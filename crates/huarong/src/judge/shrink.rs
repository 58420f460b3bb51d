//! Shrinking a failing puzzle, as a stress tester does: smaller and smaller
//! candidates, each kept when it still fails the same way. Fewer games first
//! (one alone if any fails alone, else chunks dropped as in delta debugging),
//! then fewer rows and columns (the games' bounding box, then single lines:
//! with the games on them while others are left, else with their cells moved
//! across to a neighbouring line), then fewer free cells; round after round
//! until none of them helps. Every candidate is a valid puzzle with at least
//! one game.

use crate::input::board::Board;
use crate::input::cell::Pos;
use crate::input::puzzle::{Game, Puzzle};

/// Shrinks `puzzle`, which fails, with `fails` telling whether a candidate
/// still fails the same way. Returns the smallest puzzle found, or the first
/// error `fails` gives.
///
/// ```
/// use huarong::{parse_puzzle, shrink, InputLimits, Puzzle};
/// let text = b"3 3 2\n1 1 1\n1 1 1\n1 1 1\n1 1 1 2 3 3\n3 3 2 2 1 1\n";
/// let puzzle = parse_puzzle(text, &InputLimits::default())?;
/// // A made-up bug: a game whose blank is in the corner fails.
/// let corner = |p: &Puzzle| p.games.iter().any(|g| (g.blank.row(), g.blank.col()) == (0, 0));
/// let small = shrink(puzzle, |p| Ok::<_, std::convert::Infallible>(corner(p)))?;
/// assert_eq!(small.games.len(), 1);
/// assert!(small.board.free_count() < 9);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn shrink<E, F>(puzzle: Puzzle, mut fails: F) -> Result<Puzzle, E>
where
    F: FnMut(&Puzzle) -> Result<bool, E>,
{
    let mut shrinker = Shrinker {
        puzzle,
        fails: &mut fails,
    };
    loop {
        let games = shrinker.fewer_games()?;
        let lines = shrinker.fewer_lines()?;
        let cells = shrinker.fewer_free_cells()?;
        if !(games || lines || cells) {
            return Ok(shrinker.puzzle);
        }
    }
}

/// The search for a smaller failing puzzle.
struct Shrinker<'a, E> {
    /// The smallest failing puzzle so far.
    puzzle: Puzzle,
    /// Whether a candidate still fails the same way.
    fails: &'a mut dyn FnMut(&Puzzle) -> Result<bool, E>,
}

impl<E> Shrinker<'_, E> {
    /// Keeps `candidate` if it still fails; whether it did.
    fn try_keep(&mut self, candidate: Option<Puzzle>) -> Result<bool, E> {
        let Some(candidate) = candidate else {
            return Ok(false);
        };
        let kept = (self.fails)(&candidate)?;
        if kept {
            self.puzzle = candidate;
        }
        Ok(kept)
    }

    fn with_games(&self, games: Vec<Game>) -> Option<Puzzle> {
        (!games.is_empty()).then(|| Puzzle {
            board: self.puzzle.board.clone(),
            games,
        })
    }

    fn fewer_games(&mut self) -> Result<bool, E> {
        let games = self.puzzle.games.clone();
        if games.len() < 2 {
            return Ok(false);
        }
        // Most failures need one game: try each alone first.
        for game in games {
            if self.try_keep(self.with_games(vec![game]))? {
                return Ok(true);
            }
        }
        let mut shrunk = false;
        let mut chunk = self.puzzle.games.len() / 2;
        while chunk > 0 {
            let mut start = 0;
            while start < self.puzzle.games.len() {
                let mut games = self.puzzle.games.clone();
                let end = (start + chunk).min(games.len());
                games.drain(start..end);
                if self.try_keep(self.with_games(games))? {
                    shrunk = true;
                } else {
                    start += chunk;
                }
            }
            chunk /= 2;
        }
        Ok(shrunk)
    }

    fn fewer_lines(&mut self) -> Result<bool, E> {
        let mut shrunk = false;
        if let Some(crop) = cropped(&self.puzzle) {
            shrunk |= self.try_keep(Some(crop))?;
        }
        for row in (0..self.puzzle.board.rows()).rev() {
            if self.puzzle.board.rows() > 1 {
                shrunk |= self.drop_line(|r| r != row, |_| true)?;
            }
        }
        for col in (0..self.puzzle.board.cols()).rev() {
            if self.puzzle.board.cols() > 1 {
                shrunk |= self.drop_line(|_| true, |c| c != col)?;
            }
        }
        Ok(shrunk)
    }

    /// Removes one row or column: with the games that lie on it if others
    /// are left, else with their cells on it moved across to a neighbouring
    /// line (before it, then after it).
    fn drop_line(
        &mut self,
        keep_row: impl Fn(usize) -> bool,
        keep_col: impl Fn(usize) -> bool,
    ) -> Result<bool, E> {
        if let Some(candidate) = without(&self.puzzle, &keep_row, &keep_col, Fold::Drop) {
            return self.try_keep(Some(candidate));
        }
        for fold in [Fold::Before, Fold::After] {
            if self.try_keep(without(&self.puzzle, &keep_row, &keep_col, fold))? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    fn fewer_free_cells(&mut self) -> Result<bool, E> {
        let board = &self.puzzle.board;
        let free: Vec<Pos> = board.free_cells().map(|c| board.pos(c)).collect();
        let mut shrunk = false;
        for pos in free {
            let used = self
                .puzzle
                .games
                .iter()
                .any(|g| [g.blank, g.piece, g.target].contains(&pos));
            if !used {
                let mut candidate = self.puzzle.clone();
                candidate.board.set_free(pos, false);
                shrunk |= self.try_keep(Some(candidate))?;
            }
        }
        Ok(shrunk)
    }
}

/// `puzzle` cut down to the rows and columns its games' cells span, if that
/// is smaller.
fn cropped(puzzle: &Puzzle) -> Option<Puzzle> {
    let cells: Vec<Pos> = puzzle
        .games
        .iter()
        .flat_map(|g| [g.blank, g.piece, g.target])
        .collect();
    let rows = cells.iter().map(|p| p.row());
    let cols = cells.iter().map(|p| p.col());
    let (top, bottom) = (rows.clone().min()?, rows.max()?);
    let (left, right) = (cols.clone().min()?, cols.max()?);
    let board = &puzzle.board;
    if (bottom - top + 1, right - left + 1) == (board.rows(), board.cols()) {
        return None;
    }
    without(
        puzzle,
        |r| (top..=bottom).contains(&r),
        |c| (left..=right).contains(&c),
        Fold::Drop,
    )
}

/// What becomes of a game's cell on a removed row or column.
#[derive(Clone, Copy, Debug)]
enum Fold {
    /// Its game goes.
    Drop,
    /// It moves across to the nearest kept line before it.
    Before,
    /// It moves across to the nearest kept line after it.
    After,
}

/// `puzzle` with only the rows and columns kept, and its games moved with
/// them (`fold` says what becomes of their cells on the others); `None` when
/// no valid game is left.
fn without(
    puzzle: &Puzzle,
    keep_row: impl Fn(usize) -> bool,
    keep_col: impl Fn(usize) -> bool,
    fold: Fold,
) -> Option<Puzzle> {
    let old = &puzzle.board;
    let rows: Vec<usize> = (0..old.rows()).filter(|&r| keep_row(r)).collect();
    let cols: Vec<usize> = (0..old.cols()).filter(|&c| keep_col(c)).collect();
    let mut board = Board::new_fixed(rows.len(), cols.len());
    for (r, &row) in rows.iter().enumerate() {
        for (c, &col) in cols.iter().enumerate() {
            board.set_free(Pos::new(r, c), old.is_free(Pos::new(row, col)));
        }
    }
    // Where line `line` goes among the `kept`.
    let place = |kept: &[usize], line: usize| match kept.binary_search(&line) {
        Ok(at) => Some(at),
        Err(at) => match fold {
            Fold::Drop => None,
            Fold::Before => at.checked_sub(1),
            Fold::After => (at < kept.len()).then_some(at),
        },
    };
    let moved = |pos: Pos| Some(Pos::new(place(&rows, pos.row())?, place(&cols, pos.col())?));
    let games: Vec<Game> = puzzle
        .games
        .iter()
        .filter_map(|g| {
            let game = Game {
                blank: moved(g.blank)?,
                piece: moved(g.piece)?,
                target: moved(g.target)?,
            };
            game.check(&board).is_ok().then_some(game)
        })
        .collect();
    (!games.is_empty()).then_some(Puzzle { board, games })
}

#[cfg(test)]
mod tests {
    use std::convert::Infallible;

    use crate::input::parse::{InputLimits, parse_puzzle};

    use super::*;

    fn puzzle(text: &str) -> Puzzle {
        parse_puzzle(text.as_bytes(), &InputLimits::default()).unwrap()
    }

    /// A made-up bug: any game whose piece has a free cell on each side
    /// in its row fails.
    fn buggy(puzzle: &Puzzle) -> bool {
        let board = &puzzle.board;
        puzzle.games.iter().any(|g| {
            let p = g.piece;
            p.col() > 0
                && board.is_free(Pos::new(p.row(), p.col() - 1))
                && board.is_free(Pos::new(p.row(), p.col() + 1))
        })
    }

    #[test]
    fn shrinks_to_one_game_on_the_cells_the_bug_needs() {
        let start = puzzle(
            "4 5 3\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n\
             1 1 1 2 4 5\n3 1 3 3 1 1\n4 4 4 5 2 2\n",
        );
        assert!(buggy(&start));
        let mut runs = 0;
        let small = shrink(start, |p| {
            runs += 1;
            for g in &p.games {
                assert_eq!(g.check(&p.board), Ok(()), "every candidate is valid");
            }
            Ok::<_, Infallible>(buggy(p))
        })
        .unwrap();
        assert!(buggy(&small));
        assert_eq!(small.games.len(), 1);
        // The piece's row and its two neighbours; the blank and the target
        // lie elsewhere, so they need a row or two more, but no more cells.
        assert!(small.board.free_count() <= 5, "{small}");
        assert!(small.board.rows() * small.board.cols() <= 9, "{small}");
        assert!(runs < 80, "{runs} runs");
    }

    #[test]
    fn folds_the_lines_a_lone_game_holds() {
        // The game's cells hold every row and column: none can go with it.
        let start = puzzle("3 5 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 2 3 3 5\n");
        let small = shrink(start, |p| Ok::<_, Infallible>(buggy(p))).unwrap();
        assert!(buggy(&small));
        // The piece between two free cells, the blank and the target among
        // them: one row of three.
        assert_eq!((small.board.rows(), small.board.cols()), (1, 3), "{small}");
    }

    #[test]
    fn keeps_a_failure_that_needs_several_games() {
        let start = puzzle("1 3 4\n1 1 1\n1 1 1 2 1 3\n1 2 1 1 1 1\n1 3 1 2 1 1\n1 1 1 3 1 1\n");
        // Fails only with games 2 and 4 together.
        let needs_two = |p: &Puzzle| {
            let has = |g: &Game| p.games.contains(g);
            has(&start.games[1]) && has(&start.games[3])
        };
        let small = shrink(start.clone(), |p| Ok::<_, Infallible>(needs_two(p))).unwrap();
        assert_eq!(small.games, [start.games[1], start.games[3]]);
        assert_eq!(small.board, start.board);
    }

    #[test]
    fn removing_lines_moves_the_games() {
        let start = puzzle("3 3 2\n1 1 1\n1 1 0\n1 1 1\n3 3 3 2 1 2\n1 1 1 2 1 3\n");
        // The second game loses its blank's column, the first moves.
        let cut = without(&start, |r| r != 1, |c| c != 0, Fold::Drop).unwrap();
        assert_eq!(cut.to_string(), "2 2 1\n1 1\n1 1\n2 2 2 1 1 1\n");
        let cut = without(&start, |_| true, |c| c != 0, Fold::Drop).unwrap();
        assert_eq!(cut.to_string(), "3 2 1\n1 1\n1 0\n1 1\n3 2 3 1 1 1\n");
        assert_eq!(
            without(&start, |r| r != 1, |_| true, Fold::Drop)
                .unwrap()
                .games
                .len(),
            2
        );
        assert!(without(&start, |r| r == 1, |_| true, Fold::Drop).is_none());
        // Folded, the cells on a removed line move across it: the first
        // game's blank lands on a fixed cell, so the game goes.
        let folded = without(&start, |r| r != 2, |_| true, Fold::Before).unwrap();
        assert_eq!(folded.to_string(), "2 3 1\n1 1 1\n1 1 0\n1 1 1 2 1 3\n");
        // Its blank lands on its piece: it goes; the second game's target
        // lands on its piece: it stays.
        let folded = without(&start, |_| true, |c| c != 2, Fold::Before).unwrap();
        assert_eq!(folded.to_string(), "3 2 1\n1 1\n1 1\n1 1\n1 1 1 2 1 2\n");
        let folded = without(&start, |r| r != 0, |_| true, Fold::After).unwrap();
        assert_eq!(folded.games.len(), 1, "{folded}");
    }
}
