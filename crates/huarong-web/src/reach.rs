//! Why a game has no solution: the cells its designated piece can ever reach.
//!
//! The piece moves only by swapping with the blank beside it, so the cells it
//! can occupy are those of the states (piece cell, side of the blank) joined to
//! the game's first states in the state graph; its first states are the sides
//! of the piece that the blank can walk to without moving the piece. The
//! target is among these cells exactly when the game is solvable.

use std::collections::VecDeque;

use huarong::{Board, Dir, Game, Pos, State, StateGraph};

/// The cells the designated piece of `game` can occupy, its start included,
/// row by row.
pub(crate) fn piece_reach(board: &Board, game: &Game) -> Vec<Pos> {
    let blank_sides = blank_sides(board, game);
    if blank_sides.is_empty() {
        return vec![game.piece];
    }
    let graph = StateGraph::new(board);
    let piece = board.cell(game.piece);
    let starts: Vec<State> = blank_sides
        .into_iter()
        .map(|side| State::new(piece, side))
        .collect();
    board
        .free_cells()
        .filter(|&cell| {
            Dir::ALL.into_iter().any(|side| {
                let state = State::new(cell, side);
                board.free_cell(board.step(cell, side))
                    && starts.iter().any(|&start| graph.connected(state, start))
            })
        })
        .map(|cell| board.pos(cell))
        .collect()
}

/// The sides of the piece that the blank can walk to from its start without
/// crossing the piece.
fn blank_sides(board: &Board, game: &Game) -> Vec<Dir> {
    let mut seen = vec![false; board.layout_len()];
    let start = board.cell(game.blank);
    seen[start.index()] = true;
    seen[board.cell(game.piece).index()] = true;
    let mut queue = VecDeque::from([start]);
    while let Some(cell) = queue.pop_front() {
        for dir in Dir::ALL {
            let next = board.step(cell, dir);
            if board.free_cell(next) && !seen[next.index()] {
                seen[next.index()] = true;
                queue.push_back(next);
            }
        }
    }
    let piece = board.cell(game.piece);
    Dir::ALL
        .into_iter()
        .filter(|&side| {
            let next = board.step(piece, side);
            board.free_cell(next) && seen[next.index()]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use huarong::generate::{mixed_games, random_board, seeded};
    use huarong::{Puzzle, SolveOptions, solve};
    use std::collections::BTreeSet;

    /// Every cell the piece occupies in a breadth-first search over all
    /// (blank, piece) positions: the definition, by brute force.
    fn brute_reach(board: &Board, game: &Game) -> BTreeSet<Pos> {
        let mut seen = BTreeSet::from([(game.blank, game.piece)]);
        let mut queue = VecDeque::from([(game.blank, game.piece)]);
        while let Some((blank, piece)) = queue.pop_front() {
            for dir in Dir::ALL {
                let Some(next) = board.neighbor(blank, dir) else {
                    continue;
                };
                if !board.is_free(next) {
                    continue;
                }
                let moved = (next, if next == piece { blank } else { piece });
                if seen.insert(moved) {
                    queue.push_back(moved);
                }
            }
        }
        seen.into_iter().map(|(_, piece)| piece).collect()
    }

    fn sample() -> Puzzle {
        let text = b"3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n";
        huarong::parse_puzzle(text, &huarong::Limits::default()).unwrap()
    }

    #[test]
    fn sample_game_two_reaches_four_cells() {
        let puzzle = sample();
        let reach = piece_reach(&puzzle.board, &puzzle.games[1]);
        let at = |r: usize, c: usize| Pos::new(r - 1, c - 1);
        assert_eq!(reach, vec![at(1, 2), at(1, 3), at(2, 2), at(2, 3)]);
        assert!(!reach.contains(&puzzle.games[1].target));
    }

    #[test]
    fn a_walled_in_blank_leaves_the_piece_where_it_is() {
        let board = Board::from_rows(&["1011", "0111"]).unwrap();
        let game = Game {
            blank: Pos::new(0, 0),
            piece: Pos::new(1, 1),
            target: Pos::new(0, 3),
        };
        assert_eq!(piece_reach(&board, &game), vec![game.piece]);
    }

    #[test]
    fn agrees_with_brute_force_and_with_the_answers() {
        let mut rng = seeded(15);
        let mut unsolvable = 0;
        for round in 0..300 {
            let (rows, cols) = (1 + round % 5, 1 + (round / 5) % 6);
            let fixed = [0.1, 0.25, 0.4][round % 3];
            let board = random_board(rows, cols, fixed, &mut rng);
            let games = mixed_games(&board, 4, &mut rng);
            let puzzle = Puzzle { board, games };
            let answers = solve(&puzzle, &SolveOptions::default()).unwrap();
            for (game, answer) in puzzle.games.iter().zip(answers.into_costs()) {
                let reach = piece_reach(&puzzle.board, game);
                let expected: Vec<Pos> = brute_reach(&puzzle.board, game).into_iter().collect();
                assert_eq!(reach, expected, "{game:?} on\n{puzzle}");
                assert_eq!(reach.contains(&game.target), answer.is_some());
                unsolvable += usize::from(answer.is_none());
            }
        }
        // The comparison covered unsolvable games, the ones the page explains.
        assert!(unsolvable > 20, "only {unsolvable} unsolvable games");
    }
}
